// 12.3.1 (optional) supply limits per depot and opt 7.4.2.1.1.1 (v2.71) dearer supply beyond
// four corps a depot. Munich (326) holds France's only depot; 325 and 324 are one area from it,
// 320 two areas (7.4.2.1.1).
import { describe, expect, it } from 'vitest';
import { commandFor, forceDice } from '../../shared/engine';
import { supplyStatus } from '../../shared/rules/land/supply';
import type { GameState, OptionalRuleId } from '../../shared/model';
import { LAND, apply, counterOf, decisionOf, newLandGame, order, reach } from './landSetup';

type Sc = Parameters<NonNullable<Parameters<typeof newLandGame>[0]>>[0];
const corpsList = (sc: Sc) => sc.forces.corps as Record<string, unknown>[];

const crowd = newLandGame((sc) => {
  const cs = sc.forces.corps as Record<string, unknown>[];
  const fr = (id: string, area: string) => ({ id, name: `Corps ${id}`, nationality: 'france', type: 'infantry', movement: 4, area, factors: { infantry: 2 } });
  cs.push(fr('fr-3', '326'), fr('fr-4', '326'), fr('fr-5', '325'), fr('fr-6', '320'));
});
const withRule = (s: GameState, id: OptionalRuleId): GameState => ({ ...s, options: { ...s.options, rules: { ...s.options.rules, [id]: true } } });
const costs = (s: GameState, winter = false, foraging: ReadonlySet<string> = new Set()) =>
  new Map(supplyStatus(s, LAND, 'france', () => winter, foraging).map((x) => [String(s.corps.find((c) => c.counter === x.counter)!.id), x]));
const FRENCH = ['fr-1', 'fr-2', 'bv-1', 'fr-3', 'fr-4', 'fr-5', 'fr-6'];

describe('12.3.1 supply limits per depot (optional)', () => {
  it('12.3.1 without the option one depot supplies all seven corps in reach at the 7.4.2.1.1 prices', () => {
    const c = costs(crowd);
    expect(FRENCH.map((id) => c.get(id)!.depotCost)).toEqual([0.5, 1, 1, 0.5, 0.5, 1, 2]);
  });

  it('12.3.1 a depot supplies at most four corps: the three in its area and one of the three next to it; the rest forage', () => {
    const c = costs(withRule(crowd, 'supplyLimitsPerDepot'));
    expect(['fr-1', 'fr-3', 'fr-4'].map((id) => c.get(id)!.depotCost)).toEqual([0.5, 0.5, 0.5]);
    expect(['fr-2', 'bv-1', 'fr-5'].filter((id) => c.get(id)!.depotCost === 1)).toHaveLength(1);
    expect(FRENCH.filter((id) => c.get(id)!.mustForage?.rule === '12.3.1')).toHaveLength(3);
    expect(c.get('fr-6')).toMatchObject({ depotCost: null, mustForage: { rule: '12.3.1' } });
  });

  it('12.3.1 a corps its owner sends foraging leaves its place to another', () => {
    const s = withRule(crowd, 'supplyLimitsPerDepot');
    const c = costs(s, false, new Set([counterOf(s, 'fr-1')]));
    expect(['fr-2', 'bv-1', 'fr-5'].filter((id) => c.get(id)!.depotCost === 1)).toHaveLength(2);
  });
});

describe('opt 7.4.2.1.1.1 dearer supply beyond four corps a depot (v2.71)', () => {
  it('opt 7.4.2.1.1.1 the fifth and later corps a depot supplies pay double: 1 becomes 2, 2 becomes 4', () => {
    const c = costs(withRule(crowd, 'depotSupplyCosts'));
    expect(FRENCH.map((id) => c.get(id)!.depotCost).sort((a, b) => a! - b!)).toEqual([0.5, 0.5, 0.5, 1, 2, 2, 4]);
    expect(FRENCH.every((id) => c.get(id)!.mustForage === null)).toBe(true);
  });

  it('opt 7.4.2.1.1.1 in winter the costs are doubled twice: the fifth corps two areas away pays 8', () => {
    const c = costs(withRule(crowd, 'depotSupplyCosts'), true);
    expect(FRENCH.map((id) => c.get(id)!.depotCost).sort((a, b) => a! - b!)).toEqual([1, 1, 1, 2, 4, 4, 8]);
  });
});

describe('12.3.1 / opt 7.4.2.1.1.1 corps fed by an ally\'s depots count against the ally\'s depot', () => {
  // Austria's depot at Vienna (474) already feeds Austria's own four corps there; a Russian corps at
  // Linz (475), one area away, asks Austria for supply (7.4.2.2). Russia has no depot.
  const crowdedVienna = () => newLandGame((sc) => {
    const cs = corpsList(sc);
    cs[4]!.area = '475';
    const au = (id: string) => ({ id, name: `Corps ${id}`, nationality: 'austria', type: 'infantry', movement: 3, area: '474', factors: { infantry: 2 } });
    cs.push(au('au-2'), au('au-3'), au('au-4'));
    sc.forces.depots = [{ owner: 'france', area: '326' }, { owner: 'austria', area: '474' }];
    sc.powers.austria = { money: 20, manpower: 9, politicalPoints: 0, victoryPoints: 0 };
  });
  const granted = (rules: Partial<Record<OptionalRuleId, boolean>>) => {
    let s0 = crowdedVienna();
    s0 = { ...s0, options: { ...s0.options, rules: { ...s0.options.rules, ...rules } } };
    const at = reach(s0, 'austria', 'land/alliedSupply');
    const k = counterOf(at.s, 'ru-1');
    return { s: apply(at.s, commandFor(at.d, [k])), k };
  };
  const ru = (s: GameState, k: string) => supplyStatus(s, LAND, 'russia', () => false).find((x) => x.counter === k)!;

  it('12.3.1 without the option Austria supplies the Russian corps for 1; with it Vienna\'s four places are Austria\'s own and the Russians forage', () => {
    const plain = granted({});
    expect(ru(plain.s, plain.k)).toMatchObject({ grantedBy: { power: 'austria', cost: 1 }, mustForage: null });
    const { s, k } = granted({ supplyLimitsPerDepot: true });
    expect(ru(s, k)).toMatchObject({ grantedBy: null, depotCost: null, mustForage: { rule: '12.3.1' } });
    // played: the Russian corps forages, Austria pays nothing for it
    const austrian = s.powers.austria.money;
    const after = apply(forceDice(s, [1, 1, 1, 1, 1, 1]), commandFor(decisionOf(s, 'russia', 'land/supply')!, []));
    expect(after.log.some((e) => e.type === 'foraged' && e.counter === k)).toBe(true);
    expect(after.powers.austria.money).toBe(austrian);
  });

  it('12.3.1 with one Austrian corps gone from Vienna the Russian corps takes the fourth place', () => {
    let s0 = crowdedVienna();
    s0 = { ...s0, corps: s0.corps.filter((c) => c.id !== 'au-4'), options: { ...s0.options, rules: { ...s0.options.rules, supplyLimitsPerDepot: true } } };
    const at = reach(s0, 'austria', 'land/alliedSupply');
    const k = counterOf(at.s, 'ru-1');
    const s = apply(at.s, commandFor(at.d, [k]));
    expect(ru(s, k)).toMatchObject({ grantedBy: { power: 'austria', cost: 1 }, mustForage: null });
  });

  it('opt 7.4.2.1.1.1 the Russian corps is Vienna\'s fifth: Austria pays double, 2 instead of 1', () => {
    const { s, k } = granted({ depotSupplyCosts: true });
    expect(ru(s, k)).toMatchObject({ grantedBy: { power: 'austria', cost: 2 }, mustForage: null });
    const austrian = s.powers.austria.money;
    const after = apply(forceDice(s, [1, 1, 1, 1, 1, 1]), commandFor(decisionOf(s, 'russia', 'land/supply')!, []));
    expect(after.log.some((e) => e.type === 'moneyChanged' && e.power === 'austria' && e.rule === '7.4.2.2' && e.delta === -2)).toBe(true);
    expect(after.powers.austria.money).toBe(austrian - 2);
  });
});

describe('12.3.1 besieged garrisons count against a depot\'s four', () => {
  /** Austria besieges Zara (483), held by a French garrison and French corps inside; France places a depot inside the port (7.4.3). */
  const zara = (inside: string[], limit: boolean) => {
    const s0 = newLandGame((sc) => {
      sc.forces.depots = [{ owner: 'france', area: '326' }, { owner: 'france', area: '463' }];
      sc.forces.garrisons = [...(sc.forces.garrisons ?? []), { nationality: 'france', area: '483', city: 'zara', factors: { infantry: 1 } }];
      const cs = corpsList(sc);
      for (const id of inside) {
        const c = cs.find((x) => x.id === id) ?? (cs.push({ id, name: `Corps ${id}`, nationality: 'france', type: 'infantry', movement: 4, area: '483', factors: { infantry: 2 } }), cs[cs.length - 1]!);
        c.area = '483';
        c.city = 'zara';
        c.factors = { infantry: 2 }; // 7.3.3.4 Zara (2 spires) holds ten factors: the garrison's one and four corps of two
      }
      cs[3]!.area = '483';
      sc.forces.fleets = [{ id: 'fr-fleet', name: 'Toulon Squadron', nationality: 'france', ships: 5, location: { kind: 'port', area: '463', city: 'toulon' } }];
    });
    const s1 = limit ? withRule(s0, 'supplyLimitsPerDepot') : s0;
    const at = reach(s1, 'france', 'land/depots');
    const sup = reach(order(order(at.s, 'france', 'land/depots', 'place:483'), 'france', 'land/depots', 'end'), 'france', 'land/supply');
    const s = apply(forceDice(sup.s, [6, 6, 6, 6, 6, 6]), commandFor(sup.d, []));
    return {
      rolled: s.log.some((e) => e.type === 'foraged' && e.rule === '7.4.5' && e.area === '483'),
      paid: s.log.filter((e) => e.type === 'moneyChanged' && e.rule === '7.4.3' && e.reason.includes('zara')).map((e) => (e as { delta: number }).delta),
    };
  };

  it('12.3.1 four units in Zara (the garrison and three corps) live on the depot inside: 4 × ½ = 2', () => {
    expect(zara(['fr-1', 'fr-2', 'bv-1'], true)).toEqual({ rolled: false, paid: [-2] });
  });

  it('12.3.1 five units are more than the depot may feed: the port rolls for besieged supply (7.4.5); without the option they pay 5 × ½ = 3', () => {
    expect(zara(['fr-1', 'fr-2', 'bv-1', 'fr-9'], true)).toEqual({ rolled: true, paid: [] });
    expect(zara(['fr-1', 'fr-2', 'bv-1', 'fr-9'], false)).toEqual({ rolled: false, paid: [-3] });
  });
});
