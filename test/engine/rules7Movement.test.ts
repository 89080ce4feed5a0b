// 7.3.1-7.3.3 movement costs, stopping, and garrisons, rule by rule (the sub-rules the broader
// landMovement tests exercise only at their parent numbers).
import { describe, expect, it } from 'vitest';
import {
  allowance, cityHolder, detachVerdict, detachedAs, disembarkVerdict, enterCityVerdict, forceMarchVerdict, isCityBesieged, legalDestinations, moveRecord, moverOf,
  stepCost,
} from '../../shared/rules/land/movement';
import type { AreaId, CityId, GameState, LandEdge } from '../../shared/model';
import { LAND, counterOf, decisionOf, newLandGame, order, reach } from './landSetup';

type Sc = Parameters<NonNullable<Parameters<typeof newLandGame>[0]>>[0];
const corpsList = (sc: Sc) => sc.forces.corps as Record<string, unknown>[];
const corpsOf = (s: GameState, id: string) => s.corps.find((c) => c.id === id)!;
const moverFor = (s: GameState, id: string) => moverOf(s, counterOf(s, id))!;
const edge = (to: string, river = false, crossingSea: string | null = null): LandEdge => ({ to: to as AreaId, river, crossingSea: crossingSea as AreaId | null });

describe('7.3.1.2 force marching', () => {
  it('7.3.1.2 / opt:7.3.1.2 a corps may force march once for one more point; irregulars, cavalry corps and landed corps may not', () => {
    const s = newLandGame((sc) => {
      sc.forces.irregulars = [{ nationality: 'austria', kind: 'freikorps', factors: 1, area: '476' }];
    });
    const inf = moverFor(s, 'fr-1');
    expect(forceMarchVerdict(s, inf, moveRecord(s, inf))).toEqual({ ok: true });
    expect(forceMarchVerdict(s, inf, { ...moveRecord(s, inf), forceMarched: true })).toMatchObject({ ok: false, code: 'alreadyForceMarched' });
    expect(forceMarchVerdict(s, inf, { ...moveRecord(s, inf), disembarked: true })).toMatchObject({ ok: false });
    const cav = moverFor(s, 'fr-2');
    expect(forceMarchVerdict(s, cav, moveRecord(s, cav))).toMatchObject({ ok: false, code: 'cannotForceMarch' });
    const fk = moverOf(s, s.irregulars[0]!.counter)!;
    expect(forceMarchVerdict(s, fk, moveRecord(s, fk))).toMatchObject({ ok: false, code: 'cannotForceMarch' });
  });
});

describe('7.3.1.3 terrain costs', () => {
  const s = newLandGame();
  const fr1 = moverFor(s, 'fr-1');

  it('7.3.1.3 entering a clear or forest area costs one point', () => {
    expect(LAND.area('324' as AreaId)!.terrain).toBe('clear');
    expect(LAND.area('475' as AreaId)!.terrain).toBe('forest');
    expect(stepCost(s, LAND, 'france', fr1, edge('324')).cost).toBe(1);
    expect(stepCost(s, LAND, 'france', fr1, edge('475')).cost).toBe(1);
  });

  it('7.3.1.3.1 marsh and mountain areas cost two points', () => {
    const marsh = (LAND.landAreas ?? []).find((a) => LAND.area(a)!.terrain === 'marsh')!;
    expect(stepCost(s, LAND, 'france', fr1, edge(marsh)).cost).toBe(2);
    expect(LAND.area('478' as AreaId)!.terrain).toBe('mountain');
    expect(stepCost(s, LAND, 'france', fr1, edge('478')).cost).toBe(2);
  });

  it('7.3.1.3.2 a river adds one only into an area with an unbesieged enemy corps: not an empty area, not a besieged corps', () => {
    // au-1 stands in the field of 474 (clear)
    expect(stepCost(s, LAND, 'france', fr1, edge('474', true)).cost).toBe(2);
    expect(stepCost(s, LAND, 'france', fr1, edge('476', true)).cost).toBe(1);
    // au-1 inside Vienna: unbesieged, still +1; once a French corps stands outside, Vienna is besieged and the river is free
    const inCity = newLandGame((sc) => { corpsList(sc)[3]!.city = 'vienna'; });
    expect(stepCost(inCity, LAND, 'france', moverFor(inCity, 'fr-1'), edge('474', true)).cost).toBe(2);
    const besieged = newLandGame((sc) => {
      corpsList(sc)[3]!.city = 'vienna';
      corpsList(sc)[1]!.area = '474';
    });
    expect(isCityBesieged(besieged, '474' as AreaId, 'vienna' as CityId)).toBe(true);
    expect(stepCost(besieged, LAND, 'france', moverFor(besieged, 'fr-1'), edge('474', true)).cost).toBe(1);
  });

  it('7.3.1.3.4 costs add up: a river into a mountain area held by an enemy corps costs 3, plus 1 over a crossing arrow', () => {
    const g = newLandGame((sc) => { corpsList(sc)[3]!.area = '478'; });
    const m = moverFor(g, 'fr-1');
    expect(stepCost(g, LAND, 'france', m, edge('478', true)).cost).toBe(3);
    expect(stepCost(g, LAND, 'france', m, edge('478', true, '771')).cost).toBe(4);
    expect(stepCost(g, LAND, 'france', m, edge('478')).cost).toBe(2);
  });
});

describe('7.3.2 moving counters', () => {
  it('7.3.2.1 / 7.3.7.1 a corps entering enemy corps in the field must stop; enemy corps only inside a city may be passed by', () => {
    const field = reach(newLandGame((sc) => { corpsList(sc)[0]!.area = '475'; }), 'france', 'land/movement').s;
    const k = counterOf(field, 'fr-1');
    const stopped = order(field, 'france', 'land/movement', `move:${k}:474`);
    expect(decisionOf(stopped, 'france', 'land/movement')!.options.find((o) => o.value === `move:${k}:476`)!.verdict).toMatchObject({ ok: false, code: 'mustStop' });

    const city = reach(newLandGame((sc) => {
      corpsList(sc)[0]!.area = '475';
      corpsList(sc)[3]!.city = 'vienna';
    }), 'france', 'land/movement').s;
    const passed = order(city, 'france', 'land/movement', `move:${k}:474`);
    expect(passed.turn.land!.moves.find((m) => m.counter === k)).toMatchObject({ stopped: false, spent: 1 });
    expect(decisionOf(passed, 'france', 'land/movement')!.options.find((o) => o.value === `move:${k}:476`)!.verdict).toEqual({ ok: true });
    // the search of destinations goes through 474 too
    expect(legalDestinations(city, LAND, 'france', k).some((d) => d.verdict.ok && d.path.length > 1 && d.path[0] === '474')).toBe(true);
    expect(legalDestinations(field, LAND, 'france', k).some((d) => d.verdict.ok && d.path.length > 1 && d.path[0] === '474')).toBe(false);
  });

  it('7.3.2.2 freikorps and cossacks keep moving through areas holding enemy corps', () => {
    const s = newLandGame((sc) => {
      corpsList(sc)[0]!.area = '474'; // French I Corps in the field at Vienna
      corpsList(sc)[3]!.area = '476';
      sc.forces.irregulars = [{ nationality: 'austria', kind: 'freikorps', factors: 1, area: '476' }];
    });
    const through = (counter: string) => legalDestinations(s, LAND, 'austria', counter).filter((d) => d.verdict.ok && d.path.length > 1 && d.path[0] === '474');
    expect(through(s.irregulars[0]!.counter).length).toBeGreaterThan(0);
    expect(through(counterOf(s, 'au-1'))).toEqual([]);
  });

  it('7.3.2.3 no counter enters an area costing more than the points it has left', () => {
    let { s } = reach(newLandGame(), 'france', 'land/movement');
    const k = counterOf(s, 'fr-1');
    s = order(s, 'france', 'land/movement', `move:${k}:478`); // mountain 2
    s = order(s, 'france', 'land/movement', `move:${k}:325`); // clear 1: 3 of 4 spent
    const opts = decisionOf(s, 'france', 'land/movement')!.options;
    expect(opts.find((o) => o.value === `move:${k}:478`)!.verdict).toMatchObject({ ok: false, code: 'notEnoughMovement' }); // 2 > 1
    expect(opts.find((o) => o.value === `move:${k}:324`)!.verdict).toEqual({ ok: true }); // 1 = 1
  });

  it('7.3.2.4 moving is optional: the step may end at once, nothing moved and no points spent', () => {
    const { s } = reach(newLandGame(), 'france', 'land/movement');
    const before = s.corps.map((c) => c.location);
    const t = order(s, 'france', 'land/movement', 'end');
    expect(decisionOf(t, 'france', 'land/movement')).toBeUndefined();
    expect(t.corps.map((c) => c.location)).toEqual(before);
    expect(t.turn.land?.moves ?? []).toEqual([]);
  });
});

describe('7.3.3 detaching, absorbing and garrisons', () => {
  it('7.3.3.1 infantry and militia are not exchanged while enemy corps stand outside the city; other factors may still be left on the depot', () => {
    const s = newLandGame((sc) => {
      corpsList(sc)[3]!.area = '326';
      corpsList(sc)[0]!.factors = { infantry: 3, cavalry: 1 };
    });
    const fr1 = corpsOf(s, 'fr-1');
    expect(detachVerdict(s, LAND, fr1, 'infantry', { kind: 'depot' })).toMatchObject({ ok: false, rule: '7.3.3.1' });
    expect(detachVerdict(s, LAND, fr1, 'cavalry', { kind: 'depot' })).toEqual({ ok: true });
    const calm = newLandGame();
    expect(detachVerdict(calm, LAND, corpsOf(calm, 'fr-1'), 'infantry', { kind: 'depot' })).toEqual({ ok: true });
  });

  it('7.3.3.1.1 / 7.3.3.5.2 free state factors garrison cities and their controller\'s depots only inside their own country', () => {
    const home = newLandGame((sc) => { corpsList(sc)[2]!.area = '326'; });
    expect(LAND.area('326' as AreaId)!.minor).toBe('bavaria');
    const bv = corpsOf(home, 'bv-1');
    expect(detachVerdict(home, LAND, bv, 'infantry', { kind: 'depot' })).toEqual({ ok: true });
    expect(detachVerdict(home, LAND, bv, 'infantry', { kind: 'city', city: 'munich' as CityId })).toEqual({ ok: true });
    const abroad = newLandGame((sc) => {
      corpsList(sc)[2]!.area = '476';
      corpsList(sc)[3]!.area = '496';
      sc.forces.depots = [...(sc.forces.depots ?? []), { owner: 'france', area: '476' }];
    });
    expect(detachVerdict(abroad, LAND, corpsOf(abroad, 'bv-1'), 'infantry', { kind: 'depot' })).toMatchObject({ ok: false, code: 'cannotDetach' });
  });

  it('7.3.3.1.2 a detachment may not empty the corps: its last factor stays', () => {
    const one = newLandGame((sc) => { corpsList(sc)[0]!.factors = { infantry: 1 }; });
    expect(detachVerdict(one, LAND, corpsOf(one, 'fr-1'), 'infantry', { kind: 'depot' })).toMatchObject({ ok: false, code: 'cannotDetach' });
    const two = newLandGame((sc) => { corpsList(sc)[0]!.factors = { infantry: 2 }; });
    expect(detachVerdict(two, LAND, corpsOf(two, 'fr-1'), 'infantry', { kind: 'depot' })).toEqual({ ok: true });
  });

  it('7.3.3.2 / 7.3.3.3 cavalry and guard left in garrison become infantry; artillery stays; garrisons hold only infantry and militia', () => {
    expect(detachedAs('guard')).toBe('infantry');
    expect(detachedAs('cavalry')).toBe('infantry');
    expect(detachedAs('militia')).toBe('militia');
    expect(detachedAs('artillery')).toBeNull();
    let { s } = reach(newLandGame((sc) => { corpsList(sc)[0]!.factors = { guard: 2, artillery: 1, militia: 1 }; }), 'france', 'land/movement');
    const k = counterOf(s, 'fr-1');
    expect(detachVerdict(s, LAND, corpsOf(s, 'fr-1'), 'artillery', { kind: 'depot' })).toMatchObject({ ok: false });
    s = order(s, 'france', 'land/movement', `detach:${k}:guard:depot`);
    s = order(s, 'france', 'land/movement', `detach:${k}:militia:depot`);
    expect(corpsOf(s, 'fr-1').factors).toMatchObject({ guard: 1, artillery: 1, militia: 0 });
    const g = s.garrisons.find((x) => x.area === '326' && x.place.kind === 'depot')!;
    expect(g.factors).toEqual({ infantry: 1, militia: 1 });
    const absorbCav = decisionOf(s, 'france', 'land/movement')!.options.find((o) => o.value === `absorb:${k}:guard:depot`);
    expect(absorbCav).toBeUndefined();
  });

  it('7.3.3.3.2 a corps inside a city is its garrison: it holds the city without detaching, and can be besieged there', () => {
    const s = newLandGame((sc) => {
      corpsList(sc)[0]!.area = '475';
      corpsList(sc)[3]!.area = '496';
    });
    expect(cityHolder(s, '475' as AreaId, 'linz' as CityId)).toBeNull();
    expect(enterCityVerdict(s, LAND, corpsOf(s, 'fr-1'), 'linz' as CityId)).toEqual({ ok: true });
    const inside = { ...s, corps: s.corps.map((c) => (c.id === 'fr-1' ? { ...c, location: { kind: 'area' as const, area: '475' as AreaId, city: 'linz' as CityId } } : c)) };
    expect(cityHolder(inside, '475' as AreaId, 'linz' as CityId)).toBe('france');
    expect(inside.garrisons.some((g) => g.area === '475')).toBe(false);
    const siege = { ...inside, corps: inside.corps.map((c) => (c.id === 'au-1' ? { ...c, location: { kind: 'area' as const, area: '475' as AreaId } } : c)) };
    expect(isCityBesieged(siege, '475' as AreaId, 'linz' as CityId)).toBe(true);
  });

  it('7.3.3.4 a city holds five factors per spire, corps and garrisons together (Munich: 4 spires, 2 Bavarian factors inside)', () => {
    const fits = newLandGame((sc) => { corpsList(sc)[0]!.factors = { infantry: 18 }; });
    expect(enterCityVerdict(fits, LAND, corpsOf(fits, 'fr-1'), 'munich' as CityId)).toEqual({ ok: true });
    const over = newLandGame((sc) => { corpsList(sc)[0]!.factors = { infantry: 19 }; });
    expect(enterCityVerdict(over, LAND, corpsOf(over, 'fr-1'), 'munich' as CityId)).toMatchObject({ ok: false, code: 'capacity' });
  });

  it('7.3.3.5.3 a depot inside a besieged port adds no room: landing into it counts only the city\'s own capacity', () => {
    const spires = LAND.area('427' as AreaId)!.cities.find((c) => c.id === 'brest')!.spires;
    const s0 = newLandGame((sc) => {
      corpsList(sc)[3]!.area = '427'; // Austrians besiege Brest
      corpsList(sc).push({ id: 'fr-9', name: 'IX Corps', nationality: 'france', type: 'infantry', movement: 4, fleet: 'fr-f', factors: { infantry: 6 } });
      sc.forces.fleets = [{ id: 'fr-f', name: 'Brest Squadron', nationality: 'france', ships: 10, location: { kind: 'sea', area: '735' } }];
      sc.forces.garrisons = [{ nationality: 'france', area: '427', city: 'brest', factors: { infantry: 5 * spires - 5 } }];
    });
    const s = { ...s0, depots: [...s0.depots, { id: 'brest-depot', owner: 'france' as const, area: '427' as AreaId, city: 'brest' as CityId }] };
    const fr9 = corpsOf(s, 'fr-9');
    expect(disembarkVerdict(s, LAND, 'france', fr9, '427' as AreaId, 'brest' as CityId)).toMatchObject({ ok: false, code: 'capacity' });
    const small = { ...s, corps: s.corps.map((c) => (c.id === 'fr-9' ? { ...c, factors: { infantry: 5 } } : c)) };
    expect(disembarkVerdict(small, LAND, 'france', corpsOf(small, 'fr-9'), '427' as AreaId, 'brest' as CityId)).toEqual({ ok: true });
  });
});

describe('7.3.3.5.1 depot garrison nationality', () => {
  it('7.3.3.5.1 factors are left only on their own power\'s depot, not on an ally\'s', () => {
    const game = (owner: string) => newLandGame((sc) => {
      sc.relations = { wars: [['france', 'austria']], alliances: [['france', 'russia']], enforcedPeace: [] };
      corpsList(sc)[0]!.area = '476';
      corpsList(sc)[3]!.area = '496';
      sc.forces.depots = [...(sc.forces.depots ?? []), { owner, area: '476' }];
    });
    const own = game('france');
    expect(detachVerdict(own, LAND, corpsOf(own, 'fr-1'), 'infantry', { kind: 'depot' })).toEqual({ ok: true });
    const ally = game('russia');
    expect(detachVerdict(ally, LAND, corpsOf(ally, 'fr-1'), 'infantry', { kind: 'depot' })).toMatchObject({ ok: false, code: 'cannotDetach' });
  });
});

describe('7.3.1.1 / 7.3.1.3.3 / 7.3.3.5 allowances, arrows, depot capacity', () => {
  it('7.3.1.1 allowances: French infantry 4, cavalry corps and freikorps 5, other corps 3, guerillas one area', () => {
    const s = newLandGame((sc) => {
      sc.forces.irregulars = [{ nationality: 'austria', kind: 'freikorps', factors: 1, area: '476' }];
    });
    const guerilla = { counter: 'g' as never, nationality: 'spain' as const, kind: 'guerilla' as const, area: '001' as AreaId, city: undefined, corps: undefined };
    const of = (m: ReturnType<typeof moverOf>) => allowance(m!, moveRecord(s, m!));
    expect(of(moverFor(s, 'fr-1'))).toBe(4);
    expect(of(moverFor(s, 'fr-2'))).toBe(5);
    expect(of(moverFor(s, 'au-1'))).toBe(3);
    expect(of(moverOf(s, s.irregulars[0]!.counter))).toBe(5);
    expect(of(guerilla)).toBe(1);
  });

  it('7.3.1.3.3 a crossing arrow always costs one more, and is closed while an enemy fleet holds its sea', () => {
    const s = newLandGame((sc) => { sc.relations = { wars: [['france', 'russia']], alliances: [], enforcedPeace: [] }; });
    const fr1 = moverFor(s, 'fr-1');
    expect(stepCost(s, LAND, 'france', fr1, edge('324', false, '771'))).toMatchObject({ cost: 2, verdict: { ok: true } });
    const held = { ...s, fleets: [...s.fleets, { id: 'x' as never, name: 'F', nationality: 'russia' as const, ships: 3, location: { kind: 'sea' as const, area: '771' as AreaId } }] };
    expect(stepCost(held, LAND, 'france', fr1, edge('324', false, '771')).verdict).toMatchObject({ ok: false, code: 'blockedCrossing' });
  });

  it('7.3.3.5 a depot holds at most ten garrison factors', () => {
    const game = (n: number) => newLandGame((sc) => {
      sc.forces.garrisons = [...(sc.forces.garrisons ?? []), { nationality: 'france', area: '326', factors: { infantry: n } }];
    });
    const nine = game(9);
    expect(detachVerdict(nine, LAND, corpsOf(nine, 'fr-1'), 'infantry', { kind: 'depot' })).toEqual({ ok: true });
    const ten = game(10);
    expect(detachVerdict(ten, LAND, corpsOf(ten, 'fr-1'), 'infantry', { kind: 'depot' })).toMatchObject({ ok: false, code: 'capacity' });
  });
});

describe('7.3.8.5 combined movement into a declared battle', () => {
  it('7.3.8.5 a combined ally enters an area where its partner declared a battle only if at war with every defender there', () => {
    const game = (wars: [string, string][]) => {
      const s = newLandGame((sc) => {
        sc.relations = { wars, alliances: [['france', 'russia']], enforcedPeace: [] };
        corpsList(sc)[4]!.area = '475';
        corpsList(sc)[0]!.area = '474'; // France's I Corps attacking there
      });
      return {
        ...s,
        cursor: { ...s.cursor, phasing: ['france', 'russia'] as const },
        turn: { ...s.turn, land: { moves: [], newDepots: [], combats: [{ area: '474' as AreaId, attacker: 'france' as const, defenders: ['austria' as const] }] } },
      } as GameState;
    };
    const peace = game([['france', 'austria']]);
    expect(stepCost(peace, LAND, 'russia', moverFor(peace, 'ru-1'), edge('474')).verdict).toMatchObject({ ok: false, rule: '7.3.8.5' });
    expect(stepCost(peace, LAND, 'russia', moverFor(peace, 'ru-1'), edge('476')).verdict).toEqual({ ok: true });
    const war = game([['france', 'austria'], ['russia', 'austria']]);
    expect(stepCost(war, LAND, 'russia', moverFor(war, 'ru-1'), edge('474')).verdict).toEqual({ ok: true });
    // a battle France declared in its own earlier sequence does not bind a power moving alone
    const alone = { ...peace, cursor: { ...peace.cursor, phasing: ['russia'] as const } } as GameState;
    expect(stepCost(alone, LAND, 'russia', moverFor(alone, 'ru-1'), edge('474')).verdict).toEqual({ ok: true });
    // nor one where the partner only passed through
    const gone = { ...peace, corps: peace.corps.map((c) => (c.id === 'fr-1' ? { ...c, location: { kind: 'area' as const, area: '476' as AreaId } } : c)) };
    expect(stepCost(gone, LAND, 'russia', moverFor(gone, 'ru-1'), edge('474')).verdict).toEqual({ ok: true });
  });
});

describe('opt:7.3.5 landing at a besieged port', () => {
  it('opt:7.3.5 a corps landing where its power holds a besieged port may go into the port, if there is room, or into the area', () => {
    const spires = LAND.area('427' as AreaId)!.cities.find((c) => c.id === 'brest')!.spires;
    const game = (garrison: number) => newLandGame((sc) => {
      corpsList(sc)[3]!.area = '427'; // Austrians besiege Brest
      corpsList(sc).push({ id: 'fr-9', name: 'IX Corps', nationality: 'france', type: 'infantry', movement: 4, fleet: 'fr-f', factors: { infantry: 6 } });
      sc.forces.fleets = [{ id: 'fr-f', name: 'Brest Squadron', nationality: 'france', ships: 10, location: { kind: 'sea', area: '735' } }];
      sc.forces.garrisons = [{ nationality: 'france', area: '427', city: 'brest', factors: { infantry: garrison } }];
    });
    const room = game(1);
    expect(disembarkVerdict(room, LAND, 'france', corpsOf(room, 'fr-9'), '427' as AreaId, 'brest' as CityId)).toEqual({ ok: true });
    expect(disembarkVerdict(room, LAND, 'france', corpsOf(room, 'fr-9'), '427' as AreaId)).toEqual({ ok: true });
    const full = game(5 * spires - 2);
    expect(disembarkVerdict(full, LAND, 'france', corpsOf(full, 'fr-9'), '427' as AreaId, 'brest' as CityId)).toMatchObject({ ok: false, code: 'capacity' });
    expect(disembarkVerdict(full, LAND, 'france', corpsOf(full, 'fr-9'), '427' as AreaId)).toEqual({ ok: true });
    // an unbesieged port is no landing place inside: the corps lands in the area and may walk in (7.3.3)
    const free = newLandGame((sc) => {
      corpsList(sc).push({ id: 'fr-9', name: 'IX Corps', nationality: 'france', type: 'infantry', movement: 4, fleet: 'fr-f', factors: { infantry: 6 } });
      sc.forces.fleets = [{ id: 'fr-f', name: 'Brest Squadron', nationality: 'france', ships: 10, location: { kind: 'sea', area: '735' } }];
      sc.forces.garrisons = [{ nationality: 'france', area: '427', city: 'brest', factors: { infantry: 1 } }];
    });
    expect(disembarkVerdict(free, LAND, 'france', corpsOf(free, 'fr-9'), '427' as AreaId, 'brest' as CityId)).toMatchObject({ ok: false, code: 'cityClosed' });
  });
});
