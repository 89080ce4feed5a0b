// 7.3.3-7.3.4 Moving into and out of cities, detaching and absorbing garrison factors.
import { LEGAL, allied, controllerOf, garrisonSize as sizeOf, illegal, lentTo, totalFactors, operatorOf, corpsLimitsNow } from '../../../model';
import type { AreaId, CityId, Corps, FactorType, Garrison, GameState, Irregular, IrregularGarrisonType, LandMap, MajorPower, Nationality, Verdict } from '../../../model';
import { cityHolder, factorsInCity, fieldCorps, isCityBesieged, isCorpsBesieged, isEnemy, mayOccupy, noRoomWords, powersInCity } from './facts';
import { militiaBarred } from '../landwehr';
import { memo, memoCache } from '../../memo';
import { areaMinor } from '../../political';

/** 7.3.3 a depot holds at most 10 garrison factors; 7.3.3.4 a city 5 per spire. */
export const DEPOT_GARRISON_CAPACITY = 10;
export const FACTORS_PER_SPIRE = 5;

/** Where a garrison stands: a city by id, or the depot of the area. */
export type GarrisonPlace = Garrison['place'];

export function placeKey(place: GarrisonPlace): string {
  return place.kind === 'city' ? place.city : 'depot';
}

export function parsePlace(key: string): GarrisonPlace {
  return key === 'depot' ? { kind: 'depot' } : { kind: 'city', city: key as CityId };
}

// 7.3.3.5 a depot's capacity counts every factor on it, regular and (7.3.3.3.1) irregular
const garrisonSize = (g: Garrison) => sizeOf(g.factors);

export function garrisonAt(state: GameState, area: AreaId, place: GarrisonPlace, nationality: string): Garrison | undefined {
  return state.garrisons.find((g) => g.area === area && g.nationality === nationality && placeKey(g.place) === placeKey(place));
}

/**
 * 7.3.3.2 the factor type a detached factor becomes: cavalry and guard serve as infantry for
 * good; 7.3.3.3 so every garrison holds only infantry and militia factors.
 */
export function detachedAs(type: FactorType): 'infantry' | 'militia' | null {
  if (type === 'infantry' || type === 'cavalry' || type === 'guard') return 'infantry';
  if (type === 'militia') return 'militia';
  return null; // 7.3.3.2 artillery (and feudal factors) are never detached
}

/**
 * 7.3.3 whether `power` may put forces into the city: it is vacant, or every power with forces
 * inside is `power` itself or its ally (a friendly city). An ally's forces go in beside the
 * holder's, each power in its own garrison counters; 10.3.2.1 then says who commands the city.
 */
export function friendlyCity(state: GameState, area: AreaId, city: CityId, power: MajorPower | null): boolean {
  return powersInCity(state, area, city).every((p) => p === power || (p !== null && power !== null && allied(state, power, p)));
}

/**
 * 7.3.3 a corps may go inside an unbesieged friendly (its own power's or an ally's) or vacant
 * city of its area if the city has room; 7.3.3.3.2 inside, the whole corps is (part of) the
 * city's garrison without detaching.
 */
export function enterCityVerdict(state: GameState, map: LandMap, corps: Corps, city: CityId): Verdict {
  if (corps.location.kind !== 'area' || corps.location.city !== undefined) return illegal('cityClosed', '7.3.3', 'the corps is not in the field');
  const area = corps.location.area;
  const facts = map.area(area)?.cities.find((c) => c.id === city);
  if (!facts) return illegal('cityClosed', '7.3.3', `${city} is not in area ${area}`);
  const power = operatorOf(state, corps);
  if (power !== null && !mayOccupy(state, map, power, area)) return illegal('cityClosed', '10.3.1.1', `${city} lies in a neutral minor or in territory entered without access`);
  const holder = cityHolder(state, area, city, map);
  // 7.3.3 its own or an ally's city: never one held by a power it is not allied with
  if (holder !== null && !friendlyCity(state, area, city, power)) return illegal('cityClosed', '7.3.3', `${city} is held by a power that is not its ally`);
  if (holder !== null && isCityBesieged(state, area, city, map)) return illegal('besieged', '7.3.3', `${city} is besieged`);
  if (power !== null && fieldCorps(state, area).some((c) => isEnemy(state, power, c))) {
    return illegal('cityClosed', '7.3.3', 'enemy corps stand outside the city');
  }
  // 7.3.3.4 five factors per spire, corps inside and garrisons together
  const room = FACTORS_PER_SPIRE * facts.spires - factorsInCity(state, area, city);
  if (totalFactors(corps.factors) > room) return illegal('capacity', '7.3.3', noRoomWords(state, area, city, power, room, totalFactors(corps.factors)));
  return LEGAL;
}

/** 7.3.4 a corps leaves an unbesieged city for its area at no cost. */
export function leaveCityVerdict(state: GameState, corps: Corps): Verdict {
  if (corps.location.kind !== 'area' || corps.location.city === undefined) return illegal('cityClosed', '7.3.4', 'the corps is not in a city');
  if (isCorpsBesieged(state, corps)) return illegal('besieged', '7.3.4', 'the city is besieged');
  return LEGAL;
}

/** Restrictions of 7.3.3 shared by detaching and absorbing a factor of `type`. */
function exchangeVerdict(state: GameState, map: LandMap, corps: Corps, place: GarrisonPlace, type: FactorType): Verdict {
  // performance (issue 20): the type matters only as infantry or militia or not; one verdict per
  // state, corps, place and that, shared by the detach and absorb orders of each factor type
  const foot = type === 'infantry' || type === 'militia';
  const kept = memo(exchangeMemo, map, state, `${corps.counter}|${placeKey(place)}|${foot ? 'foot' : 'other'}`, () => ({ corps, verdict: findExchangeVerdict(state, map, corps, place, type) }));
  return kept.corps === corps ? kept.verdict : findExchangeVerdict(state, map, corps, place, type);
}
const exchangeMemo = memoCache<{ readonly corps: Corps; readonly verdict: Verdict }>();

function findExchangeVerdict(state: GameState, map: LandMap, corps: Corps, place: GarrisonPlace, type: FactorType): Verdict {
  if (corps.location.kind !== 'area') return illegal('cannotDetach', '7.3.3', 'the corps is not on the map');
  if (corps.type === 'artillery') return illegal('cannotDetach', '7.3.3', 'artillery corps neither detach nor absorb factors');
  // 10.1.3.4 feudal corps keep their factors as they are; 10.1.4.2 insurrection corps likewise
  if (corps.type === 'feudal') return illegal('cannotDetach', '10.1.3.4', 'feudal corps neither detach nor absorb factors');
  if (corps.type === 'insurrection') return illegal('cannotDetach', '10.1.4.2', 'insurrection corps neither detach nor absorb factors');
  const area = corps.location.area;
  if (!map.area(area)) return illegal('cannotDetach', '7.3.3', `area ${area} is not on the land map`);
  const power = operatorOf(state, corps);
  if (power === null) return illegal('cannotDetach', '7.3.3', 'neutral forces do not move');
  // B.4 a corps on loan is lent whole: the borrower neither drops nor takes up factors with it (docs/RULINGS.md)
  if (lentTo(state, corps) !== null) return illegal('cannotDetach', 'B.4', 'a corps on loan neither leaves factors behind nor takes any up');
  // 7.3.3.1 infantry and militia are neither dropped nor picked up while enemy corps stand outside the city
  if ((type === 'infantry' || type === 'militia') && fieldCorps(state, area).some((c) => isEnemy(state, power, c))) {
    return illegal('cannotDetach', '7.3.3.1', 'enemy corps stand in the area outside the city');
  }
  const facts = map.area(area);
  const minor = facts ? areaMinor(state, facts) : null; // 10.4.3.2 a district held apart is not its minor's country
  // 7.3.3.1.1 free state factors only inside their own country, 7.3.3.5.2 on its controller's depots too;
  // 12.3.8 (option) anywhere, the garrison keeping the free state's nationality
  // 12.3.8 when the free state is ceded its garrisons abroad march home (steps/land/freeStateGarrisonsAbroad.ts)
  if (corps.nationality !== power && minor !== corps.nationality && !state.options.rules.minorFreeStateDetaching) {
    return illegal('cannotDetach', '7.3.3', 'free state forces exchange factors only inside their own country');
  }
  if (place.kind === 'depot') {
    // 7.3.3.5.1 a depot is garrisoned only by its owner's factors (and its free states')
    if (!state.depots.some((d) => d.area === area && d.owner === power && d.fleet === undefined)) return illegal('cannotDetach', '7.3.3', 'no depot of this power in the area');
    return LEGAL;
  }
  if (corps.location.city !== place.city && corps.location.city !== undefined) return illegal('cannotDetach', '7.3.3', 'the corps is inside another city');
  if (!map.area(area)?.cities.some((c) => c.id === place.city)) return illegal('cannotDetach', '7.3.3', `${place.city} is not in area ${area}`);
  if (!mayOccupy(state, map, power, area)) return illegal('cityClosed', '10.3.1.1', `${place.city} lies in a neutral minor or in territory entered without access`);
  // 7.3.3 garrison factors go into (and come out of) its own or an ally's unbesieged city
  if (!friendlyCity(state, area, place.city, power)) return illegal('cityClosed', '7.3.3', `${place.city} is held by a power that is not its ally`);
  if (isCityBesieged(state, area, place.city, map)) return illegal('besieged', '7.3.3', `${place.city} is besieged`);
  return LEGAL;
}

/** 7.3.3 detach one factor of `type` from the corps into a garrison at `place`. */
export function detachVerdict(state: GameState, map: LandMap, corps: Corps, type: FactorType, place: GarrisonPlace): Verdict {
  const base = exchangeVerdict(state, map, corps, place, type);
  if (!base.ok) return base;
  if (detachedAs(type) === null) return illegal('cannotDetach', '7.3.3', `${type} factors may not be detached`);
  if ((corps.factors[type] ?? 0) < 1) return illegal('cannotDetach', '7.3.3', `the corps has no ${type} factor`);
  // 7.3.3.1.2 the corps keeps at least one factor
  if (totalFactors(corps.factors) <= 1) return illegal('cannotDetach', '7.3.3', 'a detachment may not empty the corps');
  const area = (corps.location as { area: AreaId }).area;
  if (place.kind === 'depot') {
    const held = state.garrisons.filter((g) => g.area === area && g.place.kind === 'depot').reduce((n, g) => n + garrisonSize(g), 0);
    // 7.3.3.5 ten factors at most on a depot
    if (held >= DEPOT_GARRISON_CAPACITY) return illegal('capacity', '7.3.3', `a depot holds at most ${DEPOT_GARRISON_CAPACITY} factors`);
    return LEGAL;
  }
  const spires = map.area(area)!.cities.find((c) => c.id === place.city)!.spires;
  // A corps inside the city already counts toward its capacity: moving its factor to the garrison changes nothing.
  const inside = corps.location.kind === 'area' && corps.location.city === place.city;
  // 7.3.3.4 a full city takes no more factors
  if (!inside && factorsInCity(state, area, place.city) >= FACTORS_PER_SPIRE * spires) {
    return illegal('capacity', '7.3.3', `${place.city} holds at most ${FACTORS_PER_SPIRE * spires} factors`);
  }
  return LEGAL;
}

/** 7.3.3 absorb one infantry or militia factor of the corps' nationality from the garrison at `place`. */
export function absorbVerdict(state: GameState, map: LandMap, corps: Corps, type: 'infantry' | 'militia', place: GarrisonPlace): Verdict {
  const base = exchangeVerdict(state, map, corps, place, type);
  if (!base.ok) return base;
  const area = (corps.location as { area: AreaId }).area;
  const g = garrisonAt(state, area, place, corps.nationality);
  if (!g || (g.factors[type] ?? 0) < 1) return illegal('cannotDetach', '7.3.3', `no ${type} factor of this nationality to absorb there`);
  const printed = map.corpsLimits(corps);
  const box = printed && { ...printed, limits: corpsLimitsNow(state, corps.nationality, printed.limits) }; // v2.71 10.4.5.3 (general branch)
  if (box) {
    const inf = (corps.factors.infantry ?? 0) + (type === 'infantry' ? 1 : 0);
    const mil = (corps.factors.militia ?? 0) + (type === 'militia' ? 1 : 0);
    if (type === 'militia' && box.militia === 'none') return illegal('capacity', '2.4.2.1', 'this corps may hold no militia');
    if (type === 'infantry' && box.militia === 'only') return illegal('capacity', '2.4.2.1', 'this corps holds militia only');
    const lw = type === 'militia' ? militiaBarred(state, map, corps, area) : null; // v2.71 12.11.1 (option) hook
    if (lw) return lw;
    if (inf + mil > (box.limits.infantry ?? 0)) return illegal('capacity', '2.4.2.1', `the infantry box holds at most ${box.limits.infantry ?? 0}`);
  }
  return LEGAL;
}

/**
 * 7.3.3.3.1 an irregular counter (cossack, freikorps or guerilla) of `power`'s sequence joins a
 * garrison of its nationality at `place` in its area, all its factors at once: into its own or an
 * ally's unbesieged city with room (7.3.3.4), or onto a depot of its own power with room (7.3.3.5,
 * 7.3.3.5.1). Guerillas never garrison a depot. 7.3.3.1's bar while enemy corps stand in the field
 * names infantry and militia only, so it does not apply (docs/RULINGS.md).
 */
export function irregularGarrisonVerdict(state: GameState, map: LandMap, power: MajorPower, irr: Irregular, place: GarrisonPlace): Verdict {
  if (controllerOf(state, irr.nationality) !== power) return illegal('noSuchCounter', '7.3.3.3.1', 'the counter is not in this power\'s sequence');
  const area = irr.area;
  const facts = map.area(area);
  if (!facts) return illegal('cannotDetach', '7.3.3.3.1', `area ${area} is not on the land map`);
  if (place.kind === 'depot') {
    // 7.3.3.3.1 guerillas may not garrison depots
    if (irr.kind === 'guerilla') return illegal('cannotDetach', '7.3.3.3.1', 'guerillas may not garrison a depot');
    const owner = controllerOf(state, irr.nationality);
    // 7.3.3.5.1 a depot is garrisoned by its own power's forces only
    if (!state.depots.some((d) => d.area === area && d.owner === owner && d.fleet === undefined)) return illegal('cannotDetach', '7.3.3.5.1', 'no depot of this power in the area');
    // 7.3.3.5.2 a free state's forces garrison its controller's depots only inside the free state
    if (irr.nationality !== owner && facts.minor !== irr.nationality) return illegal('cannotDetach', '7.3.3.5.2', 'free state forces garrison a depot only inside their own country');
    const held = state.garrisons.filter((g) => g.area === area && g.place.kind === 'depot').reduce((n, g) => n + garrisonSize(g), 0);
    // 7.3.3.5 ten factors at most on a depot
    if (held + irr.factors > DEPOT_GARRISON_CAPACITY) return illegal('capacity', '7.3.3.5', `a depot holds at most ${DEPOT_GARRISON_CAPACITY} factors`);
    return LEGAL;
  }
  const city = facts.cities.find((c) => c.id === place.city);
  if (!city) return illegal('cannotDetach', '7.3.3.3.1', `${place.city} is not in area ${area}`);
  if (!mayOccupy(state, map, power, area)) return illegal('cityClosed', '10.3.1.1', 'the city lies in a neutral minor or in territory entered without access');
  // 7.3.3 its own or an ally's unbesieged city, or a vacant one
  if (!friendlyCity(state, area, place.city, power)) return illegal('cityClosed', '7.3.3', 'the city is held by a power that is not its ally');
  if (isCityBesieged(state, area, place.city, map)) return illegal('besieged', '7.3.3', 'the city is besieged');
  // 7.3.3.4 five factors per spire, everything inside counted
  const room = FACTORS_PER_SPIRE * city.spires - factorsInCity(state, area, place.city);
  if (irr.factors > room) return illegal('capacity', '7.3.3.4', `the city has room for ${room} more factor${room === 1 ? '' : 's'}`);
  return LEGAL;
}

/**
 * 7.3.3.3.1 one irregular factor of `kind` leaves the garrison of `nationality` at `place` as a
 * counter in the area, in its power's Land Movement Step (docs/RULINGS.md: the reverse of joining,
 * under 7.3.3's conditions for taking factors out of a garrison: an unbesieged city of its own or an
 * ally). The counter stands still for the rest of the step.
 */
export function irregularLeaveVerdict(state: GameState, map: LandMap, power: MajorPower, area: AreaId, nationality: Nationality, kind: IrregularGarrisonType, place: GarrisonPlace): Verdict {
  if (controllerOf(state, nationality) !== power) return illegal('noSuchCounter', '7.3.3.3.1', 'the garrison is not in this power\'s sequence');
  const g = garrisonAt(state, area, place, nationality);
  if (!g || (g.factors[kind] ?? 0) < 1) return illegal('cannotDetach', '7.3.3.3.1', `no ${kind} factor in that garrison`);
  if (place.kind === 'city') {
    if (!friendlyCity(state, area, place.city, power)) return illegal('cityClosed', '7.3.3', 'the city is held by a power that is not its ally');
    if (isCityBesieged(state, area, place.city, map)) return illegal('besieged', '7.3.3', 'the city is besieged');
  }
  return LEGAL;
}
