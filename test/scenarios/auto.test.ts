// Standing procedures (19.1 and the bot's heuristic): whole games of every scenario with every
// power played automatically, each answer accepted by the engine, to a winner.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadMap } from '../../shared/data/map';
import { gameDataFromMap, newGame } from '../../shared/engine';
import { autoAnswer, autoPlay, seededRng } from '../../shared/engine/auto';
import type { GameState, PendingDecision } from '../../shared/model';

const map = loadMap();
if (!map.ok) throw new Error('shipped map invalid');
const data = gameDataFromMap(map.map);
const dir = new URL('../../assets/scenarios/', import.meta.url);
const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
const start = (file: string, seed: number): GameState => {
  const g = newGame({ scenario: JSON.parse(readFileSync(new URL(file, dir), 'utf8')), seed, data });
  if (!g.ok) throw new Error(`${file} rejected`);
  return g.value;
};

describe('19.1 standing procedures play whole games', () => {
  for (const file of files) {
    it(`19.1 ${file}: every answer is legal and the game ends with a winner within the command cap`, () => {
      const r = autoPlay(start(file, 11), { rng: seededRng(11), data, maxCommands: 20_000 });
      expect(r.stopped).toBeNull();
      expect(r.state.over?.victory?.winners.length).toBeGreaterThan(0);
      // the bot moves armies and fights, not only ends steps
      expect(r.state.log.filter((e) => e.type === 'counterMoved').length).toBeGreaterThan(0);
    }, 60_000);
  }

  it('19.1 the same seed gives the same game', () => {
    const a = autoPlay(start(files[2]!, 5), { rng: seededRng(5), data });
    const b = autoPlay(start(files[2]!, 5), { rng: seededRng(5), data });
    expect(b.commands).toBe(a.commands);
    expect(JSON.stringify(b.state)).toBe(JSON.stringify(a.state));
  }, 60_000);
});

describe('19.1 answers to single decisions', () => {
  const s = start(files[0]!, 1);
  const decision = (over: Partial<PendingDecision>): PendingDecision => ({
    id: 'd1', power: 'france', kind: 'naval/announcePosition', step: s.cursor.step, rule: '6.1', prompt: '', secret: false, select: 'one', group: null,
    options: [
      { value: 0, label: 'first', verdict: { ok: false, code: 'illegalOption', rule: '6.1' } },
      { value: 1, label: 'second', verdict: { ok: true } },
      { value: 2, label: 'third', verdict: { ok: true } },
    ],
    ...over,
  });
  it('a kind without a procedure of its own gets its first legal option', () => {
    expect(autoAnswer(s, decision({}), seededRng(1), data)).toBe(1);
  });
  it('19.1 reinforcement attempts are always made: every legal area', () => {
    expect(autoAnswer(s, decision({ kind: 'land/combatReinforce', select: 'many' }), seededRng(1), data)).toEqual([1, 2]);
  });
  it('no new declarations of war in a scenario', () => {
    expect(autoAnswer(s, decision({ kind: 'political/declareWar', select: 'many' }), seededRng(1), data)).toEqual([]);
  });
  it('7.3 without map facts the bot ends its movement', () => {
    expect(autoAnswer(s, decision({ kind: 'land/movement', options: [{ value: 'end', label: 'End', verdict: { ok: true } }, { value: 'move:k1:001', label: '', verdict: { ok: true } }] }), seededRng(1))).toBe('end');
  });
});
