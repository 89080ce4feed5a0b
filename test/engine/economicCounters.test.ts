// 8.5.4 corps and fleet counters share roster ids ('britain-i' is both a corps and a fleet of
// Great Britain): buying one must not hide or take the other.
import { describe, expect, it } from 'vitest';
import { applyCommand, commandFor, pendingDecisions } from '../../shared/engine';
import type { GameState } from '../../shared/model';
import { buyableCounters } from '../../shared/rules/economic';
import { ECON_DATA, atStep, playEconomic, startEconomic } from './economicSetup';

const answer = (s: GameState, power: string, value: string): GameState => {
  const d = pendingDecisions(s).find((x) => x.power === power && x.kind === 'economic/expenditure');
  if (!d) throw new Error(`no expenditure for ${power}`);
  const r = applyCommand(s, commandFor(d, value as never), ECON_DATA);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
};
const legal = (s: GameState, power: string) =>
  pendingDecisions(s).find((x) => x.power === power && x.kind === 'economic/expenditure')!.options.filter((o) => o.verdict.ok).map((o) => String(o.value));

/** A British roster id that is both an off-map corps and an off-map fleet in this state. */
function shared(s: GameState): string {
  const offMap = buyableCounters(s, 'britain');
  const id = offMap.find((c) => c.kind === 'corps' && offMap.some((f) => f.kind === 'fleet' && f.roster === c.roster))?.roster;
  if (!id) throw new Error('no roster id shared by an off-map corps and fleet');
  return id;
}

describe('8.5.4 buying corps and fleet counters with the same roster id', () => {
  it('8.5.4 the corps and the fleet are two orders, and buying the fleet leaves the corps buyable (and back)', () => {
    let s = playEconomic(startEconomic(), undefined, atStep('economic/expenditure', 3));
    // Great Britain has fleets I and II and corps I on the map: III is off the map as a corps and as a fleet
    const id = shared(s);
    expect(id).toBe('britain-iii');
    const money = s.powers.britain.money;
    expect(legal(s, 'britain')).toEqual(expect.arrayContaining([`counter:${id}`, `counter:fleet:${id}`]));
    s = answer(s, 'britain', `counter:fleet:${id}`);
    expect(s.powers.britain.money).toBe(money - 1);
    // the fleet is bought; the corps of the same id can still be bought
    expect(legal(s, 'britain')).toContain(`counter:${id}`);
    expect(legal(s, 'britain')).not.toContain(`counter:fleet:${id}`);
    expect(legal(s, 'britain')).toContain(`uncounter:fleet:${id}`);
    s = answer(s, 'britain', `counter:${id}`);
    expect(s.powers.britain.money).toBe(money - 2);
    s = answer(s, 'britain', `uncounter:fleet:${id}`);
    expect(s.powers.britain.money).toBe(money - 1);
    expect(legal(s, 'britain')).toContain(`uncounter:${id}`);
    s = answer(s, 'britain', `counter:fleet:${id}`);
    s = answer(s, 'britain', 'end');
    const bought = s.economy!.purchasedCounters.filter((c) => c.power === 'britain').map((c) => [c.kind, c.roster]);
    expect(bought).toEqual(expect.arrayContaining([['corps', id], ['fleet', id]]));
    expect(bought).toHaveLength(2);
  });

  it('8.5.4 a bought corps counter does not take the fleet of its roster id off the list', () => {
    const s = playEconomic(startEconomic(), undefined, atStep('economic/expenditure', 3));
    const id = shared(s);
    const withCorps: GameState = {
      ...s,
      economy: { ...s.economy!, purchasedCounters: [{ power: 'britain', nationality: 'britain', kind: 'corps', roster: id, designation: 'III', until: { month: 6, year: 1806 } }] },
    };
    const after = buyableCounters(withCorps, 'britain');
    expect(after.some((c) => c.kind === 'fleet' && c.roster === id)).toBe(true);
    expect(after.some((c) => c.kind === 'corps' && c.roster === id)).toBe(false);
  });
});
