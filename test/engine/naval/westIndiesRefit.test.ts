// opt:12.2.7.3~2 hulks left off the map after a battle in the Canaries or the West Indies "may be
// refitted normally": 12.2.8.3's $5, one manpower and three months, ordered in the Money and
// Manpower Expenditure Step; the ship comes back in its box (ruling in docs/RULINGS.md).
import { describe, expect, it } from 'vitest';
import { applyCommand, commandFor, pendingDecisions } from '../../../shared/engine';
import type { Fleet, GameState, WestIndiesState } from '../../../shared/model';
import { ECON_DATA, atStep, playEconomic, startEconomic } from '../economicSetup';
import { customNaval, reachStep, startNaval } from './navalSetup';

const fleet = (id: string, nationality: string, ships: number, maxShips?: number): Fleet =>
  ({ id, name: `${id} fleet`, nationality, ships, location: { kind: 'sea', area: '733' }, ...(maxShips !== undefined ? { maxShips } : {}) }) as unknown as Fleet;

function atExpenditure(wi: WestIndiesState): GameState {
  let s = playEconomic(startEconomic(undefined, { options: { rules: { hulks: true, westIndies: true } } }), undefined, atStep('economic/lending', 3));
  s = { ...s, westIndies: wi };
  return playEconomic(s, undefined, atStep('economic/expenditure', 3));
}
const expenditure = (s: GameState, power: string) => pendingDecisions(s).find((x) => x.power === power && x.kind === 'economic/expenditure')!;

describe('opt:12.2.7.3~2 refitting hulks off the map', () => {
  it('opt:12.2.7.3~2 a hulk in the West Indies is refitted where it lies for $5 and 1 manpower; a ship is due in that box three months on', () => {
    let s = atExpenditure({ fleets: [], hulks: [{ nationality: 'britain', box: 'westIndies', count: 2 }] });
    const d = expenditure(s, 'britain');
    const o = d.options.find((x) => x.value === 'refitbox:britain:westIndies')!;
    expect(o.verdict).toEqual({ ok: true });
    expect(o.label).toContain('The West Indies');
    const before = [s.powers.britain.money, s.powers.britain.manpower];
    const r = applyCommand(s, commandFor(d, 'refitbox:britain:westIndies'), ECON_DATA);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    expect([s.powers.britain.money, s.powers.britain.manpower]).toEqual([before[0]! - 5, before[1]! - 1]);
    expect(s.westIndies!.hulks).toEqual([{ nationality: 'britain', box: 'westIndies', count: 1 }]);
    expect(s.reinforcements).toContainEqual(expect.objectContaining({ date: { month: 6, year: 1806 }, power: 'britain', nationality: 'britain', ships: 1, shipsBox: 'westIndies' }));
    // another power has nothing of Britain's to refit
    expect(expenditure(s, 'france').options.some((x) => String(x.value).startsWith('refitbox:'))).toBe(false);
  });

  it('opt:12.2.7.3~2 not while an enemy fleet lies in the same box', () => {
    const s = atExpenditure({ fleets: [{ fleet: fleet('fr-a', 'france', 6), box: 'canaries', from: 'board', moved: '1806-01' }], hulks: [{ nationality: 'britain', box: 'canaries', count: 1 }] });
    expect(expenditure(s, 'britain').options.find((x) => x.value === 'refitbox:britain:canaries')!.verdict).toMatchObject({ ok: false, rule: 'opt:12.2.7.3~2' });
  });

  it('opt:12.2.7.3~2 the refitted ships join a fleet of theirs in the box up to its counter\'s box; the rest go to the navy\'s pool', () => {
    let s = startNaval(customNaval({
      powers: ['france', 'britain'], wars: [['france', 'britain']],
      fleets: [{ id: 'gb-a', nationality: 'britain', ships: 5, maxShips: 12, location: { kind: 'port', area: '014', city: 'plymouth' } }],
      start: { month: 4, year: 1805 },
    }), { options: { rules: { westIndies: true, hulks: true } } });
    s = {
      ...s,
      westIndies: { fleets: [{ fleet: fleet('gb-wi', 'britain', 9, 10), box: 'westIndies', from: 'midAtlantic', moved: '1805-03' }] },
      reinforcements: [...s.reinforcements, { date: { month: 4, year: 1805 }, power: 'britain', nationality: 'britain', ships: 3, shipsBox: 'westIndies' }],
    };
    s = reachStep(s, 'reinforcement/naval', 'britain');
    expect(s.westIndies!.fleets.find((f) => f.fleet.id === 'gb-wi')!.fleet.ships).toBe(10);
    expect(s.navy!.ships).toEqual([{ power: 'britain', nationality: 'britain', ships: 2, port: null }]);
    expect(s.log).toContainEqual(expect.objectContaining({ type: 'shipsChanged', fleet: 'gb-wi', delta: 1, rule: 'opt:12.2.7.3~2' }));
    expect(s.reinforcements.some((r) => r.shipsBox !== undefined)).toBe(false);
  });
});
