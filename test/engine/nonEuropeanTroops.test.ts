// v2.71 12.10 (option) non-European troops: a power (not Turkey) that brings an Ottoman free
// state's corps into Europe loses one political point, once a turn.
import { describe, expect, it } from 'vitest';
import { newGame } from '../../shared/engine';
import { beginTx, commit } from '../../shared/engine/tx';
import { ottomanCorpsIntoEurope } from '../../shared/engine/steps/land/nonEuropeanTroops';
import type { CounterId, GameState } from '../../shared/model';
import { DATA, battleScenario } from './landSetup';

// Morocco (area 710, outside the winter zone) borders Spain's 423 (in it: Europe)
const MO = (id: string, area: string) => ({ id, name: `Moroccan ${id}`, nationality: 'morocco', type: 'infantry', movement: 3, area, factors: { infantry: 2 } });

function after(option: boolean, moved: { id: string; start: string; to: string }[], controller = 'france'): GameState {
  const r = newGame({ scenario: battleScenario(moved.map((m) => MO(m.id, m.to)) as never, (sc) => {
    (sc as unknown as { minors: unknown[] }).minors.push({ id: 'morocco', name: 'Morocco', status: 'free', controller });
  }), seed: 3, data: DATA, options: { rules: { nonEuropeanTroops: option } } });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  const s0 = r.value;
  const counter = (id: string) => s0.corps.find((c) => c.id === id)!.counter;
  const moves = moved.map((m) => ({ counter: counter(m.id), start: m.start, entered: [m.to], spent: 1, forceMarched: false, stopped: false, detached: [], leftTerritory: true }));
  let s: GameState = s0;
  // the orders come one at a time: each move is on the record when it is checked
  for (const [i, m] of moved.entries()) {
    s = { ...s, turn: { ...s.turn, land: { ...(s.turn.land ?? { moves: [], combats: [] }), moves: moves.slice(0, i + 1) } as never } };
    const tx = beginTx(s, DATA);
    ottomanCorpsIntoEurope(tx, controller as never, counter(m.id) as CounterId);
    s = commit(tx);
  }
  return s;
}

describe('v2.71 12.10 non-European troops', () => {
  it('12.10 France brings a Moroccan corps from 710 into Spain (423): -1 political point', () => {
    const s = after(true, [{ id: 'mo-1', start: '710', to: '423' }]);
    expect(s.log).toContainEqual(expect.objectContaining({ type: 'politicalPointsChanged', power: 'france', delta: -1, rule: '12.10' }));
  });

  it('12.10 two such corps in one turn cost one point; the option off, or a corps that began in Europe, nothing', () => {
    const two = after(true, [{ id: 'mo-1', start: '710', to: '423' }, { id: 'mo-2', start: '710', to: '423' }]);
    expect(two.log.filter((e) => e.type === 'politicalPointsChanged' && e.rule === '12.10')).toHaveLength(1);
    expect(after(false, [{ id: 'mo-1', start: '710', to: '423' }]).log.some((e) => e.type === 'politicalPointsChanged' && e.rule === '12.10')).toBe(false);
    expect(after(true, [{ id: 'mo-1', start: '424', to: '423' }]).log.some((e) => e.type === 'politicalPointsChanged' && e.rule === '12.10')).toBe(false);
  });
});
