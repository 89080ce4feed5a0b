// opt:7.2.3.1 (v2.71 correction) cities of ceded home-nation provinces are no supply sources,
// unless the province became part of a section 11 combination. Transylvania (Austrian home
// province, areas 507-511) ceded to France; a French depot and I Corps at Klausenburg's area (508).
import { describe, expect, it } from 'vitest';
import { commandFor, forceDice } from '../../shared/engine';
import { isSupplySource } from '../../shared/rules/land/depots';
import { supplyStatus } from '../../shared/rules/land/supply';
import type { Depot, GameState, ProvinceId } from '../../shared/model';
import { LAND, apply, counterOf, newLandGame, reach } from './landSetup';

type Sc = Parameters<NonNullable<Parameters<typeof newLandGame>[0]>>[0];

const ceded = (rules: { cededSupplySources?: boolean } = {}, combination = false): GameState => {
  const s = newLandGame((sc: Sc) => {
    (sc.forces.corps as Record<string, unknown>[])[0]!.area = '508';
    sc.forces.depots = [{ owner: 'france', area: '508' }];
  });
  return {
    ...s,
    options: { ...s.options, rules: { ...s.options.rules, ...rules } },
    ceded: [{ province: 'transylvania' as ProvinceId, home: 'austria', holder: 'france' }],
    ...(combination
      ? { combinations: { active: [{ id: 'poland' as never, name: 'Test', controller: 'france', minors: [], provinces: ['transylvania'], created: s.date }], polishLoyalty: null, dominant: [] as never } }
      : {}),
  } as GameState;
};
const depotAt508 = (s: GameState): Depot => s.depots.find((d) => d.area === '508')!;

describe('opt:7.2.3.1 ceded home provinces give no supply source (v2.71)', () => {
  it('opt:7.2.3.1 the depot in ceded Transylvania is no supply source (correction on by default); unticked, it is one as first printed', () => {
    expect(ceded().options.rules.cededSupplySources).toBe(true);
    expect(isSupplySource(ceded(), LAND, 'france', depotAt508(ceded()))).toBe(false);
    const printed = ceded({ cededSupplySources: false });
    expect(isSupplySource(printed, LAND, 'france', depotAt508(printed))).toBe(true);
  });

  it('opt:7.2.3.1 a ceded province made part of a political combination (11.0) is a supply source again', () => {
    const s = ceded({}, true);
    expect(isSupplySource(s, LAND, 'france', depotAt508(s))).toBe(true);
  });

  it('opt:7.2.3.1 played: I Corps beside the depot must forage (7.4.1), where under the printed rule it pays ½', () => {
    const k = counterOf(ceded(), 'fr-1');
    const st = (s: GameState) => supplyStatus(s, LAND, 'france', () => false).find((x) => x.counter === k)!;
    expect(st(ceded({ cededSupplySources: false }))).toMatchObject({ depotCost: 0.5, mustForage: null });
    expect(st(ceded())).toMatchObject({ depotCost: null, mustForage: { rule: '7.4.1' } });
    const at = reach(ceded(), 'france', 'land/supply');
    const s = apply(forceDice(at.s, [1, 1, 1, 1, 1]), commandFor(at.d, []));
    expect(s.log.some((e) => e.type === 'foraged' && e.counter === k)).toBe(true);
  });
});
