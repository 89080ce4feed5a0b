// Standing procedures (19.1 and the bot's heuristic): whole games of every scenario with every
// power played automatically, each answer accepted by the engine, to a winner.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadMap } from '../../shared/data/map';
import { applyCommand, commandFor, gameDataFromMap, newGame } from '../../shared/engine';
import { autoAnswer, autoPlay, seededRng } from '../../shared/engine/auto';
import { attackMargin, screenOf } from '../../shared/engine/auto/auto';
import type { AreaId, CityId, GameState, PendingDecision } from '../../shared/model';

const map = loadMap();
if (!map.ok) throw new Error('shipped map invalid');
const data = gameDataFromMap(map.map);
const dir = new URL('../../assets/scenarios/', import.meta.url);
// the 13.x scenarios only: campaigns (kind "campaign", 14.x) are played in test/campaign
const files = readdirSync(dir).filter((f) => f.endsWith('.json') && (JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as { kind?: string }).kind !== 'campaign').sort();
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

/** Plays a scenario with the standing procedures until a decision of `kind` is pending. */
function playUntil(file: string, seed: number, kind: string): GameState | null {
  let s = start(file, seed);
  const rng = seededRng(seed);
  for (let n = 0; n < 20_000 && !s.over; n++) {
    const d = s.pending[0]!;
    if (d.kind === kind) return s;
    const r = applyCommand(s, commandFor(d, autoAnswer(s, d, rng, data)), data);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return null;
}

/** The first state of any scenario (seeds 1-3) where a decision of `kind` is pending. */
function firstWith(kind: string): GameState {
  for (const seed of [1, 2, 3])
    for (const file of files) {
      const s = playUntil(file, seed, kind);
      if (s) return s;
    }
  throw new Error(`no ${kind} decision in any scenario`);
}

describe('19.1 combat and siege answers read the battle', () => {
  it('7.5.2.1 chits come from the odds preview, not the bot\'s dice: any seed gives the same legal chit', () => {
    const s = firstWith('land/combatChit');
    const d = s.pending[0]!;
    const answers = [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => autoAnswer(s, d, seededRng(seed), data));
    expect(new Set(answers).size).toBe(1);
    expect(d.options.find((o) => o.value === answers[0])?.verdict.ok).toBe(true);
  }, 60_000);

  it('7.5.2.13 a side fights on while its morale holds and withdraws when low and behind', () => {
    const s = firstWith('land/combatEndOfDay');
    const d = s.pending[0]!;
    const battle = s.turn.land!.battle!;
    const own = battle.record.attacker.powers.includes(d.power) ? 'attacker' : 'defender';
    const other = own === 'attacker' ? 'defender' : 'attacker';
    const withMorale = (ownLeft: number, otherLeft: number): GameState => ({
      ...s,
      turn: { ...s.turn, land: { ...s.turn.land!, battle: { ...battle, finalMorale: { ...battle.finalMorale, [own]: 4, [other]: 4 }, moraleLoss: { ...battle.moraleLoss, [own]: 4 - ownLeft, [other]: 4 - otherLeft } } } },
    });
    expect(autoAnswer(withMorale(3, 1), d, seededRng(1), data)).toBe('fight');
    expect(autoAnswer(withMorale(1, 3), d, seededRng(1), data)).toBe('withdraw');
    expect(autoAnswer(withMorale(1, 0.5), d, seededRng(1), data)).toBe('fight'); // the enemy is closer to breaking
  }, 60_000);

  it('7.5.4 a city the siege emptied is entered before another assault or the end of the step', () => {
    const d: PendingDecision = {
      id: 'd1', power: 'france', kind: 'land/siege', step: 'land/siegeCombat', rule: '7.5.4', prompt: '', secret: false, select: 'one', group: null,
      options: ['end', 'assault:320:ulm', 'occupy:474:vienna:k1'].map((value) => ({ value, label: value, verdict: { ok: true } as const })),
    };
    expect(autoAnswer(start(files[0]!, 1), d, seededRng(1), data)).toBe('occupy:474:vienna:k1');
  });
});

describe('19.1 tempo: bypassing besieged cities and the last month', () => {
  // 1805: Mack's corps inside Ulm (unseen by France: guessed at 10 factors), the French army outside
  const ulm = { city: 'ulm' as CityId, area: '320' as AreaId, ours: false };
  const outside = (s: GameState, ids: readonly string[]): GameState => ({
    ...s,
    corps: s.corps
      .filter((c) => !(c.nationality === 'austria' && c.location.kind === 'area' && c.location.area === ulm.area && c.location.city === undefined))
      .map((c) => (ids.includes(c.id) ? { ...c, location: { kind: 'area' as const, area: ulm.area } } : c)),
  });
  const s = start(files[0]!, 1);
  const french = s.corps.filter((c) => c.nationality === 'france' && c.location.kind === 'area').map((c) => c.id);

  it('7.5.4 the smallest corps with half again the factors believed inside stays as the screen; the rest may march on', () => {
    const besieged = outside(s, french);
    const screen = screenOf(besieged, 'france', ulm);
    expect(screen).not.toBeNull();
    const total = (c: { factors: Record<string, number | undefined> }) => Object.values(c.factors).reduce((a: number, b) => a + (b ?? 0), 0);
    expect(total(screen!)).toBeGreaterThanOrEqual(15);
    // no smaller French corps in the area would do
    const smaller = besieged.corps.filter((c) => c.nationality === 'france' && c.location.kind === 'area' && c.location.area === ulm.area && total(c) >= 15 && total(c) < total(screen!));
    expect(smaller).toEqual([]);
  });

  it('7.5.4 no screen while enemy field forces stand in the area, or when no corps is strong enough', () => {
    expect(screenOf(s, 'france', ulm)).toBeNull(); // the Austrians are still in the field at Ulm
    const weak = french.filter((c) => {
      const k = s.corps.find((x) => x.id === c)!;
      return Object.values(k.factors).reduce((a: number, b) => a + (b ?? 0), 0) < 15;
    });
    expect(weak.length).toBeGreaterThan(0);
    expect(screenOf(outside(s, weak), 'france', ulm)).toBeNull();
  });

  it("7.5.4 / 2.4.2 the screen Austria leaves before Munich does not hang on the true strength of the Russian corps beside it", () => {
    const munich = { city: 'munich' as CityId, area: '326' as AreaId, ours: false };
    const field = (c: GameState['corps'][number]) => c.location.kind === 'area' && c.location.area === munich.area && c.location.city === undefined;
    // Munich's garrison alone inside (4 factors: a screen needs 6); before it, an Austrian corps of 20 and a Russian one
    const before = (russian: number): GameState => {
      const austrian = s.corps.find((c) => c.nationality === 'austria')!;
      const ru = s.corps.find((c) => c.nationality === 'russia')!;
      return {
        ...s,
        garrisons: [...s.garrisons.filter((g) => g.area !== munich.area), { ...s.garrisons[0]!, nationality: 'bavaria' as GameState['garrisons'][number]['nationality'], area: munich.area, place: { kind: 'city', city: munich.city }, factors: { infantry: 4 } }],
        corps: [
          ...s.corps.filter((c) => !(c.location.kind === 'area' && c.location.area === munich.area) && c.id !== austrian.id && c.id !== ru.id),
          { ...austrian, location: { kind: 'area', area: munich.area }, factors: { infantry: 20 } },
          { ...ru, location: { kind: 'area', area: munich.area }, factors: { infantry: russian } },
        ],
      };
    };
    const small = before(8);
    const big = before(30);
    expect(small.corps.filter(field).map((c) => c.nationality).sort()).toEqual(['austria', 'russia']);
    // before the fix: the Russian corps (8 true factors) when small, the Austrian one when the Russian held 30
    const a = screenOf(small, 'austria', munich);
    const b = screenOf(big, 'austria', munich);
    expect(a).not.toBeNull();
    expect(a!.id).toBe(b!.id);
  });

  it('the side that must take cities attacks at 1.3, the side that wins by holding at 1.8, both at 0.9 in the last month', () => {
    expect(attackMargin(s, 'france')).toBe(1.3);
    expect(attackMargin(s, 'austria')).toBe(1.8);
    const last = { ...s, date: s.scenario.end };
    expect(attackMargin(last, 'france')).toBe(0.9);
    expect(attackMargin(last, 'russia')).toBe(0.9);
  });
});
