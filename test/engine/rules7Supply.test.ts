// 7.4.1 foraging and 7.4.2.1.2 besieged port garrisons, rule by rule.
import { describe, expect, it } from 'vitest';
import { commandFor, forceDice, winterAppliesIn } from '../../shared/engine';
import { allocateForageLosses, besiegedModifier, corpsToSupply, forageCheck, forageLossChoices, forageLosses } from '../../shared/rules/land/supply';
import { moveRecord, moverOf } from '../../shared/rules/land/movement';
import type { AreaId, CityId, Corps, GameState } from '../../shared/model';
import { DATA, LAND, apply, counterOf, newLandGame, order, reach } from './landSetup';

type Sc = Parameters<NonNullable<Parameters<typeof newLandGame>[0]>>[0];
const corpsList = (sc: Sc) => sc.forces.corps as Record<string, unknown>[];
const corpsOf = (s: GameState, id: string): Corps => s.corps.find((c) => c.id === id)!;
const checkOf = (s: GameState, id: string, winter = false) => {
  const c = corpsOf(s, id);
  return forageCheck(s, LAND, c, moveRecord(s, moverOf(s, c.counter)!), winter);
};
const moved = (path: string[], tweak: (sc: Sc) => void = () => {}) => {
  let { s } = reach(newLandGame(tweak), 'france', 'land/movement');
  const k = counterOf(s, 'fr-1');
  for (const a of path) s = order(s, 'france', 'land/movement', `move:${k}:${a}`);
  return s;
};

describe('7.4.1 foraging', () => {
  it('7.4.1.1 the die is compared with the poorest forage value of the areas entered, not the area it started in', () => {
    expect(LAND.area('326' as AreaId)!.forage).toBe(3);
    expect(LAND.area('325' as AreaId)!.forage).toBe(4);
    const s = moved(['325']); // from Munich (3) to 325 (4)
    expect(checkOf(s, 'fr-1').value).toBe(4);
    const back = moved(['325', '326']);
    expect(checkOf(back, 'fr-1').value).toBe(3);
    // each point of the modified die above the value costs one factor
    const c = checkOf(s, 'fr-1');
    expect(forageLosses(6, c)).toBe(Math.max(0, 6 + c.modifier - 4));
    expect(forageLosses(4 - c.modifier, c)).toBe(0);
    expect(forageLosses(6 - c.modifier, c)).toBe(2);
  });

  it('7.4.1.2.1 +1 for each other unbesieged corps in the area, friend or enemy, at most +2; a besieged corps does not count', () => {
    const one = newLandGame((sc) => { corpsList(sc)[0]!.area = '474'; });
    expect(checkOf(one, 'fr-1').parts.others).toBe(1); // Austria's I Corps in the field
    const besieged = newLandGame((sc) => {
      corpsList(sc)[0]!.area = '474';
      corpsList(sc)[3]!.city = 'vienna';
    });
    expect(checkOf(besieged, 'fr-1').parts.others).toBe(0);
    const crowd = newLandGame((sc) => {
      for (const i of [0, 1, 2]) corpsList(sc)[i]!.area = '474';
    });
    expect(checkOf(crowd, 'fr-1').parts.others).toBe(2);
  });

  it('7.4.1.2.3 +1 for a corps that force marched', () => {
    let { s } = reach(newLandGame(), 'france', 'land/movement');
    expect(checkOf(s, 'fr-1').parts.forceMarch).toBe(0);
    s = order(s, 'france', 'land/movement', `march:${counterOf(s, 'fr-1')}`);
    expect(checkOf(s, 'fr-1').parts.forceMarch).toBe(1);
  });

  it('7.4.1.2.4 +2 in winter, which applies in winter months inside the winter zone only', () => {
    const jan = newLandGame((sc) => {
      sc.start = { month: 1, year: 1805 };
      sc.end = { month: 2, year: 1805 };
    });
    expect(winterAppliesIn(jan, DATA, '326' as AreaId)).toBe(true);
    const south = (LAND.landAreas ?? []).find((a) => !DATA.inWinterZone(a))!;
    expect(winterAppliesIn(jan, DATA, south)).toBe(false);
    expect(winterAppliesIn(newLandGame(), DATA, '326' as AreaId)).toBe(false); // May
    expect(checkOf(jan, 'fr-1', true).parts.winter).toBe(2);
    expect(checkOf(jan, 'fr-1', false).parts.winter).toBe(0);
  });

  it('7.4.1.2.5 -1 (errata) only for a corps that stayed in its power\'s territory all turn', () => {
    expect(checkOf(newLandGame(), 'fr-1').parts.ownTerritory).toBe(-1); // Munich, Bavaria is French-controlled
    expect(checkOf(moved(['475']), 'fr-1').parts.ownTerritory).toBe(0); // Austrian territory
    expect(checkOf(moved(['475', '326']), 'fr-1').parts.ownTerritory).toBe(0); // back home, but it left this turn
    expect(checkOf(moved(['324']), 'fr-1').parts.ownTerritory).toBe(-1);
  });

  it('7.4.1.3.1 losses come out of the factors still in the corps first; detached factors only when the corps is down to one', () => {
    expect(allocateForageLosses(4, 3, 2)).toEqual({ fromCorps: 2, fromDetached: 0, corpsRemoved: false });
    expect(allocateForageLosses(2, 3, 2)).toEqual({ fromCorps: 1, fromDetached: 1, corpsRemoved: false });
    const s = newLandGame();
    const k = counterOf(s, 'fr-1');
    const detached = [{ area: '326' as AreaId, place: { kind: 'city' as const, city: 'munich' as CityId }, n: 1 }];
    const withGarrison = { ...s, garrisons: [...s.garrisons, { nationality: 'france' as const, area: '326' as AreaId, place: { kind: 'city' as const, city: 'munich' as CityId }, factors: { infantry: 1 } }] };
    const fromCorps = forageLossChoices(withGarrison, [{ counter: k, fromCorps: 1, fromDetached: 1, detached }]);
    expect(fromCorps.every((c) => c.place === undefined)).toBe(true);
    expect(fromCorps.map((c) => c.type).sort()).toEqual(['cavalry', 'infantry']);
    const fromGarrison = forageLossChoices(withGarrison, [{ counter: k, fromCorps: 0, fromDetached: 1, detached }]);
    expect(fromGarrison).toEqual([{ counter: k, type: 'infantry', area: '326', place: { kind: 'city', city: 'munich' } }]);
  });
});

describe('7.4.2.1.2 besieged port garrisons', () => {
  /** Austria besieges Zara, held by a French garrison and two French corps inside; France's home depot at Toulon has its fleet in port. */
  const zara = (tweak: (sc: Sc) => void) => newLandGame((sc) => {
    sc.forces.depots = [{ owner: 'france', area: '326' }, { owner: 'france', area: '463' }];
    sc.forces.garrisons = [...(sc.forces.garrisons ?? []), { nationality: 'france', area: '483', city: 'zara', factors: { infantry: 1 } }];
    corpsList(sc)[0]!.area = '483';
    corpsList(sc)[0]!.city = 'zara';
    corpsList(sc)[1]!.area = '483';
    corpsList(sc)[1]!.city = 'zara';
    corpsList(sc)[3]!.area = '483';
    sc.forces.fleets = [{ id: 'fr-fleet', name: 'Toulon Squadron', nationality: 'france', ships: 5, location: { kind: 'port', area: '463', city: 'toulon' } }];
    tweak(sc);
  });
  const paid = (s0: GameState, depots: (s: GameState) => GameState) => {
    const at = reach(s0, 'france', 'land/depots');
    const s1 = depots(at.s);
    const sup = reach(order(s1, 'france', 'land/depots', 'end'), 'france', 'land/supply');
    const s = apply(forceDice(sup.s, [6, 6, 6, 6]), commandFor(sup.d, []));
    expect(s.log.some((e) => e.type === 'foraged' && e.rule === '7.4.5' && e.area === '483')).toBe(false);
    return s.log.filter((e) => e.type === 'moneyChanged' && e.rule === '7.4.3' && e.reason.includes('zara')).map((e) => (e as { delta: number }).delta);
  };

  it('7.4.2.1.2 / 7.4.3.4.1 half a point per garrison or corps with a depot inside the port, one each by invasion supply, instead of the besieged roll', () => {
    // without either, the besieged forces roll (7.4.5)
    const none = reach(zara(() => {}), 'france', 'land/supply');
    const rolled = apply(forceDice(none.s, [6, 6, 6, 6]), commandFor(none.d, []));
    expect(rolled.log.some((e) => e.type === 'foraged' && e.rule === '7.4.5' && e.area === '483')).toBe(true);
    // sea supply through a depot inside Zara: 3 × ½ = 1½, rounded up to 2
    expect(paid(zara(() => {}), (s) => order(s, 'france', 'land/depots', 'place:483'))).toEqual([-2]);
    // invasion supply from a depot aboard a French fleet off Zara: 3 × 1
    const invasion = zara((sc) => {
      sc.forces.fleets = [...(sc.forces.fleets ?? []), { id: 'fr-adriatic', name: 'Adriatic Squadron', nationality: 'france', ships: 3, location: { kind: 'sea', area: '752' } }];
    });
    expect(paid(invasion, (s) => order(s, 'france', 'land/depots', 'fleet:fr-adriatic'))).toEqual([-3]);
  });

  it('7.4.2.1 / 7.4.2.1.2 the port\'s cost is summed with the corps\' before rounding up once', () => {
    // the Bavarians at Munich's depot cost ½, Zara's three units 1½: 2 in all, not 1 + 2
    const s0 = zara((sc) => { corpsList(sc)[2]!.area = '326'; });
    const at = reach(s0, 'france', 'land/depots');
    const s1 = order(order(at.s, 'france', 'land/depots', 'place:483'), 'france', 'land/depots', 'end');
    const sup = reach(s1, 'france', 'land/supply');
    const money = sup.s.powers.france.money;
    const s = apply(forceDice(sup.s, [6, 6, 6, 6]), commandFor(sup.d, []));
    expect(s.powers.france.money).toBe(money - 2);
  });
});

describe('7.4 who needs supply', () => {
  it('7.4 only corps are supplied in the step: besieged corps use 7.4.5, garrisons, irregulars and leaders never roll', () => {
    const s = newLandGame((sc) => {
      corpsList(sc)[1]!.area = '474'; // French cavalry outside Vienna
      corpsList(sc)[3]!.city = 'vienna'; // Austria's I Corps besieged inside
      sc.forces.irregulars = [{ nationality: 'austria', kind: 'freikorps', factors: 1, area: '479' }];
    });
    expect(corpsToSupply(s, LAND, 'austria')).toEqual([]);
    expect(corpsToSupply(s, LAND, 'france').map((c) => c.id).sort()).toEqual(['bv-1', 'fr-1', 'fr-2']);
  });
});

describe('7.4.1.2.2 unused movement', () => {
  it('7.4.1.2.2 -1 per movement point not used, but none for a corps besieging an enemy city', () => {
    expect(checkOf(moved(['475']), 'fr-1').parts.unused).toBe(-3); // 1 of 4 spent
    expect(checkOf(moved(['478']), 'fr-1').parts.unused).toBe(-2); // mountain: 2 of 4
    const besieging = moved(['475', '474'], (sc) => { corpsList(sc)[3]!.area = '496'; }); // Vienna's Austrian garrison inside
    expect(checkOf(besieging, 'fr-1').parts.unused).toBe(0);
  });
});

describe('7.4.5.1 besieged supply modifier', () => {
  it('7.4.5.1 +1 per full five factors inside the city, at most +2', () => {
    expect([0, 4, 5, 9, 10, 14, 15, 40].map(besiegedModifier)).toEqual([0, 0, 1, 1, 2, 2, 2, 2]);
  });
});
