// Section 10 rules that live in the land movement and supply code: irregulars and supply,
// irregulars and movement, feudal and insurrection corps' factors, raising the insurrection
// later, access.
import { describe, expect, it } from 'vitest';
import type { AreaId, CityId, GameState } from '../../shared/model';
import { absorbVerdict, cityHolder, hasAccess, isBlocked, isCityBesieged, legalDestinations, moverOf, stopsIn } from '../../shared/rules/land/movement';
import { siegeSites, siegesOf } from '../../shared/rules/land/siege';
import { cityController } from '../../shared/rules/victory';
import { areasWithin } from '../../shared/rules/land/depots';
import { corpsToSupply, supplyStatus } from '../../shared/rules/land/supply';
import { LAND, counterOf, decisionOf, newLandGame, order, playUntil, reach } from './landSetup';

type Row = Record<string, unknown>;
const noWinter = () => false;

/** France (depot in Munich, 326) with Bavaria's corps and the cavalry reserve taken off, and `irregulars`. */
function bavaria(irregulars: Row[], keepCavalry = false): GameState {
  return newLandGame((sc) => {
    sc.forces.corps = (sc.forces.corps as Row[]).filter((c) => c.id !== 'bv-1' && (keepCavalry || c.id !== 'fr-2'));
    sc.forces.irregulars = irregulars;
  });
}
const freikorps = (area: string): Row => ({ nationality: 'austria', kind: 'freikorps', factors: 1, area });

/** France at war with Spain: a French corps in Madrid's area (406), Spanish `irregulars`, Spain's corps in `spanishArea`. */
function spain(irregulars: Row[], spanishArea = '418'): GameState {
  return newLandGame((sc) => {
    sc.powers.spain = { money: 10, manpower: 5, politicalPoints: 0, victoryPoints: 0 };
    (sc.setupOrder as string[]).push('spain');
    (sc.relations as { wars: string[][] }).wars.push(['france', 'spain']);
    sc.forces.corps = [
      ...(sc.forces.corps as Row[]).filter((c) => c.nationality !== 'france'),
      { id: 'fr-sp', name: 'Corps of Spain', nationality: 'france', type: 'infantry', movement: 4, area: '406', factors: { infantry: 6 } },
      { id: 'sp-1', name: 'Army of Andalusia', nationality: 'spain', type: 'infantry', movement: 3, area: spanishArea, factors: { infantry: 5 } },
    ];
    sc.forces.depots = [{ owner: 'france', area: '406' }];
    sc.forces.leaders = [];
    sc.forces.irregulars = irregulars;
  });
}
const guerilla = (area: string): Row => ({ nationality: 'spain', kind: 'guerilla', factors: 2, area });

describe('10.1 irregulars and supply', () => {
  it('10.1.2.2.1 enemy freikorps block a supply route through their area unless a friendly corps stands there', () => {
    const open = bavaria([]);
    const cut = bavaria([freikorps('324'), freikorps('325')]);
    expect(isBlocked(open, 'france', '324' as AreaId)).toBe(false);
    expect(isBlocked(cut, 'france', '324' as AreaId)).toBe(true);
    // from Munich, 320 lies two areas away through 325; with both neighbours held it is out of reach
    expect(areasWithin(open, LAND, 'france', '326' as AreaId, 3).get('320' as AreaId)).toBe(2);
    expect(areasWithin(cut, LAND, 'france', '326' as AreaId, 3).has('320' as AreaId)).toBe(false);
    // the French cavalry reserve in 325 keeps that area open
    const held = bavaria([freikorps('324'), freikorps('325')], true);
    expect(isBlocked(held, 'france', '325' as AreaId)).toBe(false);
    expect(areasWithin(held, LAND, 'france', '326' as AreaId, 3).get('320' as AreaId)).toBe(2);
  });

  it('10.1.1.3.2 enemy guerillas block supply routes too', () => {
    const s = spain([guerilla('407')]);
    expect(isBlocked(s, 'france', '407' as AreaId)).toBe(true);
    expect(isBlocked(spain([]), 'france', '407' as AreaId)).toBe(false);
    // they do not block their own side
    expect(isBlocked(s, 'spain', '407' as AreaId)).toBe(false);
  });

  it('10.1.1.3.2 / 10.1.2.2.1 irregulars need no supply: only corps are supplied or forage', () => {
    const s = bavaria([freikorps('324')]);
    const fk = s.irregulars[0]!.counter;
    expect(corpsToSupply(s, LAND, 'austria').map((c) => c.counter)).toEqual(s.corps.filter((c) => c.nationality === 'austria').map((c) => c.counter));
    expect(supplyStatus(s, LAND, 'austria', noWinter).map((x) => x.counter)).not.toContain(fk);
    const g = spain([guerilla('407')]);
    expect(supplyStatus(g, LAND, 'spain', noWinter).map((x) => x.counter)).toEqual([counterOf(g, 'sp-1')]);
  });
});

describe('10.1.1.3.5 enemy guerillas do not stop movement', () => {
  it('10.1.1.3.5 a French corps passes through an area holding only Spanish guerillas, but stops where a Spanish corps stands', () => {
    const s = spain([guerilla('407')]);
    const k = counterOf(s, 'fr-sp');
    const mover = moverOf(s, k)!;
    expect(stopsIn(s, 'france', mover, '407' as AreaId)).toBe(false);
    const dest = legalDestinations(s, LAND, 'france', k).filter((d) => d.verdict.ok);
    expect(dest.some((d) => d.path.length > 1 && d.path[0] === '407')).toBe(true);
    // with Spain's corps there instead, the route ends at 407
    const blocked = spain([], '407');
    expect(stopsIn(blocked, 'france', moverOf(blocked, k)!, '407' as AreaId)).toBe(true);
    const routes = legalDestinations(blocked, LAND, 'france', k).filter((d) => d.verdict.ok);
    expect(routes.some((d) => d.area === '407')).toBe(true);
    expect(routes.some((d) => d.path.length > 1 && d.path[0] === '407')).toBe(false);
  });
});

describe('10.1.3.4 / 10.1.4.2 feudal and insurrection corps keep their factors', () => {
  it('10.1.3.4 a feudal corps may not absorb from a garrison that a regular Turkish corps there may absorb', () => {
    const s = newLandGame((sc) => {
      sc.powers.turkey = { money: 20, manpower: 6, politicalPoints: 0, victoryPoints: 0 };
      sc.setupOrder = [...(sc.setupOrder as string[]), 'turkey'];
      const cs = sc.forces.corps as Row[];
      cs.push({ id: 'tk-bosnia', name: 'Bosnia', nationality: 'turkey', type: 'feudal', movement: 3, area: '484', factors: { feudalInfantry: 4 } });
      cs.push({ id: 'tk-jan', name: 'Janissary', nationality: 'turkey', type: 'infantry', movement: 3, area: '484', factors: { infantry: 4 } });
      sc.forces.depots = [...(sc.forces.depots as Row[]), { owner: 'turkey', area: '484' }];
      sc.forces.garrisons = [...(sc.forces.garrisons as Row[]), { nationality: 'turkey', area: '484', factors: { infantry: 2 } }];
    });
    const corps = (id: string) => s.corps.find((c) => c.id === id)!;
    expect(s.garrisons.some((g) => g.area === '484' && g.nationality === 'turkey')).toBe(true);
    expect(absorbVerdict(s, LAND, corps('tk-jan'), 'infantry', { kind: 'depot' })).toEqual({ ok: true });
    expect(absorbVerdict(s, LAND, corps('tk-bosnia'), 'infantry', { kind: 'depot' })).toMatchObject({ ok: false, code: 'cannotDetach', rule: '10.1.3.4' });
  });

  it('10.1.4.2 an insurrection corps may not absorb Vienna\'s militia, which the Austrian I Corps may', () => {
    const s = newLandGame((sc) => {
      (sc.forces.corps as Row[]).push({ id: 'au-ins', name: 'Ins I', nationality: 'austria', type: 'insurrection', movement: 3, area: '474', factors: { militia: 6 } });
    });
    const ins = s.corps.find((c) => c.id === 'au-ins')!;
    expect(absorbVerdict(s, LAND, ins, 'militia', { kind: 'city', city: 'vienna' as never })).toMatchObject({ ok: false, code: 'cannotDetach', rule: '10.1.4.2' });
  });
});

/** v2.71 19.1.2 (10.1.4.1): with the standing procedures Austria answers after the enemy's movement step. */
const withProcedures = (s: GameState): GameState => ({ ...s, options: { ...s.options, rules: { ...s.options.rules, standingProcedures: true } } });

describe('opt:19.1.2/10.1.4.1.2 insurrection corps need not rise at the first chance', () => {
  /** France's I Corps and cavalry in Salzburg (479) with a depot there; Austria's insurrection corps off the map. */
  const game = () => withProcedures(newLandGame((sc) => {
    const cs = sc.forces.corps as Row[];
    cs[0]!.area = '479';
    cs[1]!.area = '479';
    cs.push({ id: 'au-ins', name: 'Ins I', nationality: 'austria', type: 'insurrection', movement: 3, offMap: true, factors: { militia: 6 } });
    sc.forces.depots = [...(sc.forces.depots as Row[]), { owner: 'france', area: '479' }];
  }));
  /** France's I Corps marched 479 → 481 → 482, into Illyria; Austria to answer. */
  const intoIllyria = () => {
    let { s } = reach(game(), 'france', 'land/movement');
    const k = counterOf(s, 'fr-1');
    s = order(s, 'france', 'land/movement', `move:${k}:481`);
    s = order(s, 'france', 'land/movement', `move:${k}:482`);
    return order(s, 'france', 'land/movement', 'end');
  };

  it('opt:19.1.2/10.1.4.1.2 placed before the mover\'s supply, an insurrection corps lengthens its supply route', () => {
    const s = intoIllyria();
    const k = counterOf(s, 'fr-1');
    const cost = (x: GameState) => supplyStatus(x, LAND, 'france', noWinter).find((c) => c.counter === k)!.depotCost;
    expect(decisionOf(s, 'france', 'land/supply')).toBeUndefined();
    expect(cost(s)).toBe(2); // 479 → 481 → 482
    const placed = order(s, 'austria', 'land/insurrection', `place:${counterOf(s, 'au-ins')}:481`);
    expect(cost(placed)).toBe(3); // 481 is blocked: 479 → 476 → 477 → 482
  });

  it('opt:19.1.2/10.1.4.1.2 declining spends only this entry: a later French entry into Illyria offers the corps again', () => {
    const s = intoIllyria();
    let d = order(s, 'austria', 'land/insurrection', 'end');
    expect(d.corps.find((c) => c.id === 'au-ins')!.location).toEqual({ kind: 'offMap' });
    expect(d.turn.land!.insurrection).toEqual([]);
    expect(decisionOf(d, 'france', 'land/supply')).toBeDefined();
    d = playUntil(d, (x) => x.date.month === 6 && decisionOf(x, 'france', 'land/movement') !== undefined);
    expect(d.corps.find((c) => c.id === 'au-ins')!.location).toEqual({ kind: 'offMap' });
    d = order(d, 'france', 'land/movement', `move:${counterOf(d, 'fr-2')}:481`);
    d = order(d, 'france', 'land/movement', 'end');
    const again = decisionOf(d, 'austria', 'land/insurrection')!;
    expect(again.options.map((o) => o.value)).toContain(`place:${counterOf(d, 'au-ins')}:481`);
  });
});

describe('opt:19.1.2/10.1.4.1.2 the trigger is crossing the border', () => {
  it('opt:19.1.2/10.1.4.1.2 a French corps already inside Illyria moving 481 → 482 does not raise the insurrection; one crossing in from Tyrol does', () => {
    const game = (from: string) => withProcedures(newLandGame((sc) => {
      const cs = sc.forces.corps as Row[];
      cs[0]!.area = from;
      cs.push({ id: 'au-ins', name: 'Ins I', nationality: 'austria', type: 'insurrection', movement: 3, offMap: true, factors: { militia: 6 } });
    }));
    let inside = reach(game('481'), 'france', 'land/movement').s;
    inside = order(inside, 'france', 'land/movement', `move:${counterOf(inside, 'fr-1')}:482`);
    expect(inside.turn.land!.insurrection ?? []).toEqual([]);
    let crossing = reach(game('479'), 'france', 'land/movement').s;
    crossing = order(crossing, 'france', 'land/movement', `move:${counterOf(crossing, 'fr-1')}:481`);
    expect(crossing.turn.land!.insurrection).toEqual([{ province: 'illyria', by: 'france' }]);
  });
});

describe('10.3.1 access', () => {
  it('10.3.1 a power may be in its own, an enemy\'s or an ally\'s territory; elsewhere only with access granted by the owner', () => {
    const s = newLandGame();
    expect(hasAccess(s, 'france', 'france')).toBe(true);
    expect(hasAccess(s, 'france', 'austria')).toBe(true); // at war
    expect(hasAccess(s, 'russia', 'austria')).toBe(true); // allied
    expect(hasAccess(s, 'france', 'prussia')).toBe(false);
    const granted: GameState = { ...s, relations: { ...s.relations, access: [{ grantor: 'prussia', grantee: 'france' }] } };
    expect(hasAccess(granted, 'france', 'prussia')).toBe(true);
    expect(hasAccess(granted, 'prussia', 'france')).toBe(false);
  });
});

describe('10.3.2.1 a city garrisoned by several powers', () => {
  /** Vienna (474, Austrian) holds a Russian garrison (listed first) and an Austrian one; France's I Corps stands outside. */
  const vienna = (austrians = true) => newLandGame((sc) => {
    const cs = sc.forces.corps as Row[];
    cs.find((c) => c.id === 'au-1')!.area = '476';
    cs.find((c) => c.id === 'fr-1')!.area = '474';
    sc.forces.garrisons = [
      { nationality: 'russia', area: '474', city: 'vienna', factors: { infantry: 2 } },
      ...(austrians ? [{ nationality: 'austria', area: '474', city: 'vienna', factors: { militia: 4 } }] : []),
      { nationality: 'bavaria', area: '326', city: 'munich', factors: { infantry: 2 } },
    ];
  });

  it('10.3.2.1 the power formally controlling the province holds the city when its factors are inside, whoever came first', () => {
    const s = vienna();
    expect(cityHolder(s, '474' as AreaId, 'vienna' as CityId, LAND)).toBe('austria');
    // so France's corps outside besieges it, though France is at peace with Russia
    expect(isCityBesieged(s, '474' as AreaId, 'vienna' as CityId, LAND)).toBe(true);
    expect(siegeSites(s, LAND)).toEqual([{ area: '474', city: 'vienna', defender: 'austria', besiegers: ['france'] }]);
    expect(siegesOf(s, 'austria', LAND).besieged.map((x) => x.city)).toEqual(['vienna']);
    // and the Siege Combat Step offers France the assault
    const step = reach(s, 'france', 'land/siege');
    expect(step.s.date).toEqual({ month: 5, year: 1805 });
    expect(step.d.options.find((o) => o.value === 'assault:474:vienna')?.verdict).toEqual({ ok: true });
  });

  it('10.3.2 a garrison of one power controls the city for combat whoever owns the province: Russians alone in Vienna, at peace with France, are not besieged', () => {
    const russians = vienna(false);
    expect(cityHolder(russians, '474' as AreaId, 'vienna' as CityId, LAND)).toBe('russia');
    expect(isCityBesieged(russians, '474' as AreaId, 'vienna' as CityId, LAND)).toBe(false);
    expect(siegeSites(russians, LAND)).toEqual([]);
  });

  it('10.3.2.1 an objective city shared by Russians and Austrians counts as Austria\'s for victory', () => {
    const s = vienna();
    const city = { id: 'vienna' as CityId, name: 'Vienna', area: '474' as AreaId, territory: { kind: 'power' as const, power: 'austria' as const } };
    expect(cityController(s, city)).toBe('austria');
    expect(cityController(vienna(false), city)).toBe('russia');
  });

  it('10.3.2.1 in a minor country the power controlling it holds the city (Bavaria\'s, France)', () => {
    const s = newLandGame((sc) => {
      sc.forces.garrisons = [
        { nationality: 'russia', area: '326', city: 'munich', factors: { infantry: 1 } },
        { nationality: 'bavaria', area: '326', city: 'munich', factors: { infantry: 2 } },
      ];
    });
    expect(cityHolder(s, '326' as AreaId, 'munich' as CityId, LAND)).toBe('france');
  });
});
