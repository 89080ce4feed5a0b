// Who stands where and whose side they are on: the facts every Land Phase rule reads.
import { allied, atWar, controllerOf, isMajorPower } from '../../../model';
import type { AreaId, CityId, Corps, CounterId, GameState, LandMap, MajorPower, Nationality, ProvinceId } from '../../../model';
import { accessAllowed, anyMinorWar, atWarWithMinor, hostileForces } from '../../political';

/**
 * Whether forces of `nationality` are enemies of `side`: a major power (its own forces, as most
 * callers ask) or a minor's nationality (its forces). 4.6.5.3 a war declared on a minor makes
 * the minor's forces enemies of the attacker without bringing in the controller's own corps
 * (the political rules' `hostileForces`).
 */
export function isEnemy(state: GameState, side: Nationality, nationality: Nationality): boolean {
  if (isMajorPower(side)) {
    // the hot path: two powers at war
    const c = controllerOf(state, nationality);
    if (c === null || c === side) return false;
    if (atWar(state, side, c)) return true;
    if (isMajorPower(nationality) || !anyMinorWar(state)) return false;
  }
  return hostileForces(state, side, nationality);
}

/**
 * 4.6.5.3 the nationalities a city's holder defends it with: the holder itself and each minor of
 * its whose forces are inside (a minor at war alone is besieged by its own enemies).
 */
export function holderSides(state: GameState, area: AreaId, city: CityId, holder: MajorPower): Nationality[] {
  const out: Nationality[] = [holder];
  if (!anyMinorWar(state)) return out;
  const add = (n: Nationality) => {
    if (!out.includes(n) && controllerOf(state, n) === holder) out.push(n);
  };
  for (const g of state.garrisons) if (g.area === area && g.place.kind === 'city' && g.place.city === city) add(g.nationality);
  for (const c of corpsInCity(state, area, city)) add(c.nationality);
  return out;
}

/** 4.6.5.3 whether forces of `nationality` are enemies of a city's defenders (`holderSides`). */
export function isCityEnemy(state: GameState, area: AreaId, city: CityId, holder: MajorPower, nationality: Nationality): boolean {
  return holderSides(state, area, city, holder).some((n) => isEnemy(state, n, nationality));
}

export function isFriendly(state: GameState, power: MajorPower, nationality: Nationality): boolean {
  const c = controllerOf(state, nationality);
  return c === power || (c !== null && allied(state, power, c));
}

/** Corps standing in the area outside any city. */
export function fieldCorps(state: GameState, area: AreaId): Corps[] {
  return state.corps.filter((c) => c.location.kind === 'area' && c.location.area === area && c.location.city === undefined);
}

export function corpsInCity(state: GameState, area: AreaId, city: CityId): Corps[] {
  return state.corps.filter((c) => c.location.kind === 'area' && c.location.area === area && c.location.city === city);
}

/** The powers running the forces inside a city, garrisons first then corps, each once (null: a neutral minor's). */
export function powersInCity(state: GameState, area: AreaId, city: CityId): (MajorPower | null)[] {
  const out: (MajorPower | null)[] = [];
  const add = (n: Nationality) => {
    const p = controllerOf(state, n);
    if (!out.includes(p)) out.push(p);
  };
  for (const g of state.garrisons) if (g.area === area && g.place.kind === 'city' && g.place.city === city) add(g.nationality);
  for (const c of corpsInCity(state, area, city)) add(c.nationality);
  return out;
}

/**
 * 10.3.2 whoever runs the forces inside a city (garrison or corps) controls it for combat, or
 * null when it is vacant. 10.3.2.1 with army factors of several powers inside, the power that
 * formally controls the province or minor country controls the city when its factors are among
 * them (read from `map`; callers without the map fall back to the first garrison's power). When
 * its factors are not there, the power the unmodified competitive dice gave the city (10.8,
 * rolled by steps/general/disputes.ts as soon as such a garrison forms) holds it; until then the
 * first garrison's power stands in.
 */
export function cityHolder(state: GameState, area: AreaId, city: CityId, map?: LandMap): MajorPower | null {
  const powers = powersInCity(state, area, city);
  if (powers.length > 1) {
    const owner = map ? territoryOf(state, map, area) : null;
    if (owner !== null && powers.includes(owner)) return owner;
    // 10.3.2.1 / 10.8 the dice's holder, while its forces are still inside (general branch)
    const diced = (state.general?.cityHolders ?? []).find((r) => r.area === area && r.city === city && powers.includes(r.power));
    if (diced) return diced.power;
  }
  return powers[0] ?? null;
}

/** 7.3.7.1 whether `power` chose that its corps in `area` do not besiege the enemy city there. */
export function declinesSiege(state: GameState, power: MajorPower | null, area: AreaId): boolean {
  return power !== null && (state.declinedSieges ?? []).some((d) => d.power === power && d.area === area);
}

/**
 * 7.5.4 a city is besieged while corps at war with its holder stand in the area outside it,
 * 7.3.7.1 unless their owners chose not to besiege (once one power of a side besieges, its
 * friends there besiege too: their corps count through that power's).
 */
export function isCityBesieged(state: GameState, area: AreaId, city: CityId, map?: LandMap): boolean {
  const holder = cityHolder(state, area, city, map);
  return holder !== null && fieldCorps(state, area).some((c) => isCityEnemy(state, area, city, holder, c.nationality) && !declinesSiege(state, controllerOf(state, c.nationality), area));
}

/** Whether the corps is inside a besieged city. */
export function isCorpsBesieged(state: GameState, corps: Corps): boolean {
  return corps.location.kind === 'area' && corps.location.city !== undefined && isCityBesieged(state, corps.location.area, corps.location.city);
}

/** 7.3.2 unbesieged corps at war with `power` in the area (in the field, or in an unbesieged city). */
export function unbesiegedEnemyCorps(state: GameState, power: MajorPower, area: AreaId): Corps[] {
  return state.corps.filter(
    (c) => c.location.kind === 'area' && c.location.area === area && isEnemy(state, power, c.nationality) && !isCorpsBesieged(state, c),
  );
}

/**
 * 7.2.3 enemy forces that block an area for supply: unbesieged enemy corps, garrisons and
 * irregulars (10.1.1.3.2 guerillas, 10.1.2.2.1 cossacks and freikorps block too, though only
 * corps are ever supplied, see corpsToSupply), unless a friendly corps or garrison is there too.
 */
export function isBlocked(state: GameState, power: MajorPower, area: AreaId): boolean {
  const enemy =
    unbesiegedEnemyCorps(state, power, area).length > 0 ||
    state.garrisons.some((g) => g.area === area && isEnemy(state, power, g.nationality) && !(g.place.kind === 'city' && isCityBesieged(state, area, g.place.city))) ||
    state.irregulars.some((i) => i.area === area && isEnemy(state, power, i.nationality));
  if (!enemy) return false;
  const friend =
    state.corps.some((c) => c.location.kind === 'area' && c.location.area === area && isFriendly(state, power, c.nationality) && !isCorpsBesieged(state, c)) ||
    state.garrisons.some((g) => g.area === area && isFriendly(state, power, g.nationality));
  return !friend;
}

/**
 * The power whose territory an area is: the 1805 home nation's power, the power a home province
 * was ceded to (10.2.2: peace terms B.7 / C.4, 8.8 cessions, 8.7.3 disorder, all in `state.ceded`),
 * or the controller of a free or conquered minor country.
 */
export function territoryOf(state: GameState, map: LandMap, area: AreaId): MajorPower | null {
  const facts = map.area(area);
  if (!facts) return null;
  if (facts.minor !== null) {
    const m = state.minors.find((x) => x.id === facts.minor);
    return m && m.status !== 'neutral' ? m.controller : null;
  }
  const ceded = facts.province && state.ceded ? state.ceded.find((c) => c.province === facts.province) : undefined;
  return ceded ? ceded.holder : facts.homeOf;
}

/** The minor country an area belongs to while it is neutral (7.3 movement there is refused, see 10.3). */
export function neutralMinorOf(state: GameState, map: LandMap, area: AreaId): string | null {
  const minor = map.area(area)?.minor ?? null;
  if (minor === null) return null;
  const m = state.minors.find((x) => x.id === minor);
  return !m || m.status === 'neutral' ? minor : null;
}

export function corpsByCounter(state: GameState, counter: CounterId | string): Corps | undefined {
  return state.corps.find((c) => c.counter === counter);
}

/** Army factors in a city: its garrisons and the corps inside (7.3.3 capacity counts both). */
export function factorsInCity(state: GameState, area: AreaId, city: CityId): number {
  let n = 0;
  for (const g of state.garrisons) if (g.area === area && g.place.kind === 'city' && g.place.city === city) n += (g.factors.infantry ?? 0) + (g.factors.militia ?? 0);
  for (const c of corpsInCity(state, area, city)) for (const v of Object.values(c.factors)) n += v ?? 0;
  return n;
}

/** 10.3 is asterisked: its access rules are in force in campaign games only (13.0). */
export const accessRulesApply = (state: GameState): boolean => state.scenario.kind === 'campaign';

/**
 * 10.3.1 / 10.3.1.2 whether `power` may be in `owner`'s territory without forcible access: its own, an
 * enemy's (at war), a voluntary access granted in the relations, or an ally's (an alliance is
 * taken as standing permission until access can be negotiated in play). Given the province
 * (null: the area has none), 10.3.1.2.2 an access limited to named provinces counts only there
 * and 12.4 limited access only until its end (the political rules' `accessAllowed`); without
 * one (ports, 6.x) any agreement counts.
 */
export function hasAccess(state: GameState, power: MajorPower, owner: MajorPower, province?: ProvinceId | null): boolean {
  if (owner === power || atWar(state, power, owner) || allied(state, power, owner)) return true;
  if (province !== undefined) return accessAllowed(state, power, owner, province);
  return (state.relations.access ?? []).some((a) => a.grantor === owner && a.grantee === power);
}

/**
 * 10.3.4 the major power whose territory `power` would enter by forcible access in `area`
 * (a home nation or a minor country it controls, without access), or null. Campaigns only.
 */
export function forcibleAccessOwner(state: GameState, map: LandMap, power: MajorPower, area: AreaId): MajorPower | null {
  if (!accessRulesApply(state)) return null;
  const owner = territoryOf(state, map, area);
  if (owner !== null && atWarWithMinorHere(state, map, power, area)) return null;
  return owner === null || hasAccess(state, power, owner, map.area(area)?.province ?? null) ? null : owner;
}

/**
 * 10.3.1.1 / 10.3.4.1 whether `power` may occupy cities and build depots in the area: not in a
 * neutral minor (war on neutral minors is not modelled, so never) nor where it has only
 * forcible access.
 */
export function mayOccupy(state: GameState, map: LandMap, power: MajorPower, area: AreaId): boolean {
  if (neutralMinorOf(state, map, area) !== null) return false;
  const owner = territoryOf(state, map, area);
  return owner === null || atWarWithMinorHere(state, map, power, area) || hasAccess(state, power, owner, map.area(area)?.province ?? null);
}

/** 4.6.5.3 / 4.2 a power at war with a controlled minor may enter and occupy the minor's areas as an enemy's. */
function atWarWithMinorHere(state: GameState, map: LandMap, power: MajorPower, area: AreaId): boolean {
  const minor = map.area(area)?.minor ?? null;
  return minor !== null && anyMinorWar(state) && atWarWithMinor(state, power, minor);
}
