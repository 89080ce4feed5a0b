import { describe, expect, it } from 'vitest';
import { areasWithin, depotOptions, isSupplySource, placeDepotVerdict, validDepots } from '../../shared/rules/land/depots';
import type { AreaId, GameState } from '../../shared/model';
import { LAND, newLandGame, order, reach } from './landSetup';

const A = (a: string) => a as AreaId;
const verdict = (s: GameState, area: string) => placeDepotVerdict(s, LAND, 'france', A(area));

describe('7.2.3 supply sources and chains', () => {
  it('7.2.3 a depot in a controlled city area of the power (here its free state Bavaria) is a supply source', () => {
    const s = newLandGame();
    expect(isSupplySource(s, LAND, 'france', s.depots[0]!)).toBe(true);
  });
  it('7.2.3 depots two areas apart form a chain back to the source; three apart do not', () => {
    const s = newLandGame((sc) => {
      sc.forces.depots = [{ owner: 'france', area: '326' }, { owner: 'france', area: '332' }, { owner: 'france', area: '480' }, { owner: 'france', area: '474' }];
    });
    const valid = validDepots(s, LAND, 'france');
    const byArea = (a: string) => s.depots.find((d) => d.area === a)!.id;
    expect(valid.has(byArea('332'))).toBe(true); // 326-325-332
    expect(valid.has(byArea('480'))).toBe(true); // 326-478-480
    expect(valid.has(byArea('474'))).toBe(false); // Austrian corps there blocks it
  });
  it('7.2.3 enemy forces block an intervening area unless a friendly corps or garrison is there too', () => {
    const s = newLandGame((sc) => {
      (sc.forces.corps as Record<string, unknown>[])[3]!.area = '325';
      (sc.forces.corps as Record<string, unknown>[])[1]!.area = '324';
    });
    expect(areasWithin(s, LAND, 'france', A('326'), 2).has(A('320'))).toBe(false);
    const withFriend = newLandGame((sc) => {
      (sc.forces.corps as Record<string, unknown>[])[3]!.area = '325';
    });
    expect(areasWithin(withFriend, LAND, 'france', A('326'), 2).get(A('320'))).toBe(2);
  });
});

describe('7.2 placing and removing depots', () => {
  it('7.2.3 a new depot within two unblocked areas of an old valid one; farther is refused with the rule', () => {
    const s = newLandGame();
    expect(verdict(s, '325')).toEqual({ ok: true }); // Bavaria: French territory
    expect(verdict(s, '496')).toMatchObject({ ok: false, code: 'depotPlacement', rule: '7.2.3' }); // 3 areas from Munich
  });
  it('7.2 one depot per area; not where unbesieged enemy corps stand without an own corps', () => {
    const s = newLandGame();
    expect(verdict(s, '326')).toMatchObject({ ok: false, code: 'depotPlacement', rule: '7.2' });
    const g = newLandGame((sc) => {
      (sc.forces.corps as Record<string, unknown>[])[3]!.area = '479';
    });
    expect(verdict(g, '479')).toMatchObject({ ok: false, code: 'depotPlacement', rule: '7.2' });
  });
  it('7.2 counter-mix limit and one money point each', () => {
    const broke = newLandGame((sc) => {
      sc.powers.france = { money: 0, manpower: 12, politicalPoints: 0, victoryPoints: 0 };
    });
    expect(verdict(broke, '332')).toMatchObject({ ok: false, code: 'noMoney' });
    const limit = LAND.depotLimit('france');
    const full = newLandGame((sc) => {
      sc.forces.depots = Array.from({ length: limit }, (_, i) => ({ owner: 'france', area: ['326', '325', '324', '322', '321', '323', '332', '320', '319', '318', '317', '316', '315', '314', '313', '312', '311', '310', '309', '308'][i]! }));
    });
    expect(verdict(full, '478')).toMatchObject({ ok: false, code: 'depotLimit', rule: '7.2' });
  });
  it('7.2 played: placing costs a point, the new depot is no link for more placements this turn (7.2.3), removal is free', () => {
    let { s } = reach(newLandGame((sc) => {
      (sc.forces.corps as Record<string, unknown>[])[1]!.area = '478'; // 7.2.3.3.2 a French corps stands there
    }), 'france', 'land/depots');
    const money = s.powers.france.money;
    s = order(s, 'france', 'land/depots', 'place:478');
    expect(s.powers.france.money).toBe(money - 1);
    expect(s.depots.map((d) => d.area)).toContain('478');
    const near478 = [...areasWithin(s, LAND, 'france', A('478'), 2).keys()];
    const near326 = areasWithin(s, LAND, 'france', A('326'), 2);
    const onlyViaNew = near478.filter((a) => !near326.has(a) && LAND.area(a) !== undefined);
    expect(onlyViaNew.length).toBeGreaterThan(0);
    for (const a of onlyViaNew) expect(verdict(s, a)).toMatchObject({ ok: false, rule: '7.2.3' }); // would need the new depot
    const opts = depotOptions(s, LAND, 'france');
    expect(opts[0]!.value).toBe('end');
    const id = s.depots.find((d) => d.area === '478')!.id;
    s = order(s, 'france', 'land/depots', `remove:${id}`);
    expect(s.depots.map((d) => d.area)).not.toContain('478');
    expect(s.powers.france.money).toBe(money - 1);
  });
  it('7.2 a removed depot\'s garrison goes into a friendly city of the area with room, or is destroyed', () => {
    let { s } = reach(newLandGame((sc) => {
      (sc.forces.garrisons as Record<string, unknown>[]).push({ nationality: 'france', area: '326', factors: { infantry: 3 } });
    }), 'france', 'land/depots');
    s = order(s, 'france', 'land/depots', `remove:${s.depots[0]!.id}`);
    expect(s.garrisons.find((g) => g.nationality === 'france')).toMatchObject({ area: '326', place: { kind: 'city', city: 'munich' }, factors: { infantry: 3 } });
    let { s: t } = reach(newLandGame((sc) => {
      sc.forces.depots = [{ owner: 'france', area: '326' }, { owner: 'france', area: '478' }];
      (sc.forces.garrisons as Record<string, unknown>[]).push({ nationality: 'france', area: '478', factors: { infantry: 3 } });
    }), 'france', 'land/depots');
    t = order(t, 'france', 'land/depots', `remove:${t.depots.find((d) => d.area === '478')!.id}`);
    expect(t.garrisons.some((g) => g.area === '478')).toBe(false);
    expect(t.log.find((e) => e.type === 'factorsChanged')).toMatchObject({ delta: -3, rule: '7.2' });
  });
});

describe('7.2.3.3 supply chain restrictions', () => {
  it('7.2.3.3.2 outside its territory a new depot needs an unbesieged corps of the power in the area', () => {
    expect(verdict(newLandGame(), '478')).toMatchObject({ ok: false, code: 'depotPlacement', rule: '7.2.3.3.2' }); // Austria, no French corps
    const withCorps = newLandGame((sc) => {
      (sc.forces.corps as Record<string, unknown>[])[1]!.area = '478';
    });
    expect(verdict(withCorps, '478')).toEqual({ ok: true });
  });
  it('7.2.3.3.1 / 10.3.1.1 never in a neutral minor, even with a corps there', () => {
    const s = newLandGame((sc) => {
      (sc.forces.corps as Record<string, unknown>[])[1]!.area = '332'; // Switzerland, neutral
    });
    expect(verdict(s, '332')).toMatchObject({ ok: false, code: 'depotPlacement', rule: '7.2.3.3.1' });
  });
  it('7.2.3.3.1 in the territory of a power neither allied nor at war only with its access permission', () => {
    const peace = (access: boolean) => {
      const s = newLandGame((sc) => {
        sc.relations = { wars: [], alliances: [], enforcedPeace: [] };
        (sc.forces.corps as Record<string, unknown>[])[1]!.area = '478';
      });
      return access ? { ...s, relations: { ...s.relations, access: [{ grantor: 'austria' as const, grantee: 'france' as const }] } } : s;
    };
    expect(verdict(peace(false), '478')).toMatchObject({ ok: false, rule: '7.2.3.3.1' });
    expect(verdict(peace(true), '478')).toEqual({ ok: true });
  });
});
