// 12.3.1 (optional) supply limits per depot and opt 7.4.2.1.1.1 (v2.71) dearer supply beyond
// four corps a depot. Munich (326) holds France's only depot; 325 and 324 are one area from it,
// 320 two areas (7.4.2.1.1).
import { describe, expect, it } from 'vitest';
import { supplyStatus } from '../../shared/rules/land/supply';
import type { GameState, OptionalRuleId } from '../../shared/model';
import { LAND, counterOf, newLandGame } from './landSetup';

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
