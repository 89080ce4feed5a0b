// Who stands where and whose side they are on: the facts every Land Phase rule reads.
import { allied, atWar, controllerOf, garrisonSize, isMajorPower, minorById, operatorOf } from '../../../model';
import type { AreaId, CityId, Corps, CounterId, ForceRef, GameState, Garrison, LandMap, MajorPower, Nationality, ProvinceId } from '../../../model';
import { areaMinor, accessAllowed, anyMinorWar, atWarWithMinor, hostileForces, keptAccess, keptAccessHere } from '../../political';
import { neutralMinorOfProvince } from '../../campaign/combinations/neutral';

/** The power running a force: a nationality's controller, or for a corps (B.4) whoever it is lent to. */
const runner = (state: GameState, who: Nationality | ForceRef): MajorPower | null => (typeof who === 'string' ? controllerOf(state, who) : operatorOf(state, who));

/**
 * Whether the force (or every force of a nationality) is an enemy of `side`: a major power (its
 * own forces, as most callers ask) or a minor's nationality (its forces). B.4 a lent corps fights
 * for its borrower. 4.6.5.3 a war declared on a minor makes the minor's forces enemies of the
 * attacker without bringing in the controller's own corps (the political rules' `hostileForces`).
 */
export function isEnemy(state: GameState, side: Nationality, who: Nationality | ForceRef): boolean {
  const nationality = typeof who === 'string' ? who : who.nationality;
  if (isMajorPower(side)) {
    // the hot path: two powers at war
    const c = runner(state, who);
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
  const inside = occupantsOf(state, area, city);
  for (const g of inside.garrisons) add(g.nationality);
  for (const c of inside.corps) add(c.nationality);
  return out;
}

/** 4.6.5.3 whether the force is an enemy of a city's defenders (`holderSides`). */
export function isCityEnemy(state: GameState, area: AreaId, city: CityId, holder: MajorPower, who: Nationality | ForceRef): boolean {
  return holderSides(state, area, city, holder).some((n) => isEnemy(state, n, who));
}

export function isFriendly(state: GameState, power: MajorPower, who: Nationality | ForceRef): boolean {
  const c = runner(state, who);
  return c === power || (c !== null && allied(state, power, c));
}

/** Corps standing in the area outside any city (performance, issue 20: the index's own list, not a copy; read only). */
export function fieldCorps(state: GameState, area: AreaId): readonly Corps[] {
  return corpsInField(state).get(area) ?? NONE;
}

export function corpsInCity(state: GameState, area: AreaId, city: CityId): Corps[] {
  return [...(corpsByCity(state).get(cityKey(area, city)) ?? NONE)];
}

/** Garrisons and corps inside one city. */
export interface CityOccupants {
  readonly area: AreaId;
  readonly city: CityId;
  readonly garrisons: readonly Garrison[];
  readonly corps: readonly Corps[];
}

/** Performance (issue 20): one key string per (area, city) pair, made once, so index look-ups hash no new string. */
function cityKey(area: AreaId, city: CityId): string {
  let byCity = cityKeys.get(area);
  if (!byCity) cityKeys.set(area, (byCity = new Map()));
  let k = byCity.get(city);
  if (k === undefined) byCity.set(city, (k = `${area}|${city}`));
  return k;
}
const cityKeys = new Map<string, Map<string, string>>();
// Performance (issue 20): who is inside each city, indexed once per garrison list and once per
// corps list. States are never changed in place, so the same array always gives the same index,
// and a corps moving leaves the garrisons' index alone (and the other way round).
const garrisonIndex = new WeakMap<readonly Garrison[], Map<string, Garrison[]>>();
const corpsIndex = new WeakMap<readonly Corps[], Map<string, Corps[]>>();
const NONE: readonly never[] = [];

function indexed<T, K extends string = string>(cache: WeakMap<readonly T[], Map<K, T[]>>, list: readonly T[], place: (x: T) => K | null): Map<K, T[]> {
  let idx = cache.get(list);
  if (idx) return idx;
  idx = new Map();
  for (const x of list) {
    const k = place(x);
    if (k === null) continue;
    const at = idx.get(k);
    if (at) at.push(x);
    else idx.set(k, [x]);
  }
  cache.set(list, idx);
  return idx;
}

const fieldIndex = new WeakMap<readonly Corps[], Map<string, Corps[]>>();
/** Corps outside any city by area, each list in state order (issue 20: asked for every order considered). */
const corpsInField = (state: GameState) => indexed(fieldIndex, state.corps, (c) => (c.location.kind === 'area' && c.location.city === undefined ? c.location.area : null));
const garrisonsByCity = (state: GameState) => indexed(garrisonIndex, state.garrisons, (g) => (g.place.kind === 'city' ? cityKey(g.area, g.place.city) : null));
const corpsByCity = (state: GameState) =>
  indexed(corpsIndex, state.corps, (c) => (c.location.kind === 'area' && c.location.city !== undefined ? cityKey(c.location.area, c.location.city) : null));

function occupantsOf(state: GameState, area: AreaId, city: CityId): CityOccupants {
  const k = cityKey(area, city);
  return { area, city, garrisons: garrisonsByCity(state).get(k) ?? NONE, corps: corpsByCity(state).get(k) ?? NONE };
}

/**
 * Every occupied city's garrisons and corps (cities with garrisons first), each in state order.
 * Performance (issue 20, asked after every command by the 10.8 disputes): the list reads only the
 * garrison and corps lists, so it is remembered for that pair of lists; callers must not modify it.
 */
export function cityOccupants(state: GameState): readonly CityOccupants[] {
  let byCorps = occupantsCache.get(state.garrisons);
  if (!byCorps) occupantsCache.set(state.garrisons, (byCorps = new WeakMap()));
  let found = byCorps.get(state.corps);
  if (!found) byCorps.set(state.corps, (found = findCityOccupants(state)));
  return found;
}
const occupantsCache = new WeakMap<readonly Garrison[], WeakMap<readonly Corps[], readonly CityOccupants[]>>();

function findCityOccupants(state: GameState): CityOccupants[] {
  const out: CityOccupants[] = [];
  const garrisons = garrisonsByCity(state);
  const corps = corpsByCity(state);
  for (const [k, gs] of garrisons) {
    const g = gs[0]!;
    if (g.place.kind === 'city') out.push({ area: g.area, city: g.place.city, garrisons: gs, corps: corps.get(k) ?? NONE });
  }
  for (const [k, cs] of corps) {
    const loc = cs[0]!.location;
    if (!garrisons.has(k) && loc.kind === 'area' && loc.city !== undefined) out.push({ area: loc.area, city: loc.city, garrisons: NONE, corps: cs });
  }
  return out;
}

/** The powers running the forces inside a city, garrisons first then corps, each once (null: a neutral minor's). */
export function powersInCity(state: GameState, area: AreaId, city: CityId): (MajorPower | null)[] {
  const out: (MajorPower | null)[] = [];
  // performance (issue 20): the two lists straight from the indexes, no occupants object (and no closure)
  const k = cityKey(area, city);
  for (const g of garrisonsByCity(state).get(k) ?? NONE) {
    const p = controllerOf(state, g.nationality);
    if (!out.includes(p)) out.push(p);
  }
  for (const c of corpsByCity(state).get(k) ?? NONE) {
    const p = operatorOf(state, c); // B.4 a lent corps holds for its borrower
    if (!out.includes(p)) out.push(p);
  }
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
  const facts = holders.at(state, map ?? NO_MAP);
  const k = cityKey(area, city);
  const hit = facts.get(k);
  if (hit !== undefined || facts.has(k)) return hit as MajorPower | null;
  const found = findCityHolder(state, area, city, map);
  facts.set(k, found);
  return found;
}
// Performance (issue 20): the holder and the siege of a city are asked for many times per state,
// by callers with the map and without it (NO_MAP) in turn: remembered per state, then per map,
// by the (area, city) pair's one key string (cityKey), with no closure made per question.
const NO_MAP = {};
/** A fact per (state, map, area, city), remembered; the last (state, map) asked about is looked up first. */
class CityMemo<T> {
  private readonly byState = new WeakMap<object, Map<object, Map<string, T>>>();
  private lastState: object | null = null;
  private lastMap: object | null = null;
  private lastFacts: Map<string, T> | null = null;
  /** The facts found so far in (state, map) by cityKey (issue 20: one map, not one per area): the caller reads and fills it. */
  at(state: object, map: object): Map<string, T> {
    let facts = this.lastState === state && this.lastMap === map ? this.lastFacts : null;
    if (!facts) {
      let byMap = this.byState.get(state);
      if (!byMap) this.byState.set(state, (byMap = new Map()));
      facts = byMap.get(map) ?? null;
      if (!facts) byMap.set(map, (facts = new Map()));
      this.lastState = state;
      this.lastMap = map;
      this.lastFacts = facts;
    }
    return facts;
  }
}
const holders = new CityMemo<MajorPower | null>();
const sieges = new CityMemo<boolean>();

function findCityHolder(state: GameState, area: AreaId, city: CityId, map?: LandMap): MajorPower | null {
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
  const facts = sieges.at(state, map ?? NO_MAP);
  const k = cityKey(area, city);
  const hit = facts.get(k);
  if (hit !== undefined) return hit;
  const found = findCityBesieged(state, area, city, map);
  facts.set(k, found);
  return found;
}

function findCityBesieged(state: GameState, area: AreaId, city: CityId, map?: LandMap): boolean {
  const holder = cityHolder(state, area, city, map);
  return holder !== null && fieldCorps(state, area).some((c) => isCityEnemy(state, area, city, holder, c) && !declinesSiege(state, operatorOf(state, c), area));
}

/** Whether the corps is inside a besieged city. */
export function isCorpsBesieged(state: GameState, corps: Corps): boolean {
  return corps.location.kind === 'area' && corps.location.city !== undefined && isCityBesieged(state, corps.location.area, corps.location.city);
}

/** 7.3.2 unbesieged corps at war with `power` in the area (in the field, or in an unbesieged city). */
export function unbesiegedEnemyCorps(state: GameState, power: MajorPower, area: AreaId): Corps[] {
  return (corpsByArea(state).get(area) ?? NONE).filter((c) => isEnemy(state, power, c) && !isCorpsBesieged(state, c));
}

// Performance (issue 20): the corps and garrisons standing in each area, indexed once per list, in state order.
const areaCorpsIndex = new WeakMap<readonly Corps[], Map<AreaId, Corps[]>>();
const areaGarrisonIndex = new WeakMap<readonly Garrison[], Map<AreaId, Garrison[]>>();
/** Corps on the map by area (in the field or inside a city), each list in state order. */
export const corpsByArea = (state: GameState): ReadonlyMap<AreaId, readonly Corps[]> =>
  indexed(areaCorpsIndex, state.corps, (c) => (c.location.kind === 'area' ? c.location.area : null));
/** Garrisons by area (in a city or on a depot), each list in state order. */
export const garrisonsByArea = (state: GameState): ReadonlyMap<AreaId, readonly Garrison[]> => indexed(areaGarrisonIndex, state.garrisons, (g) => g.area);

/**
 * 7.2.3 enemy forces that block an area for supply: unbesieged enemy corps, garrisons and
 * irregulars (10.1.1.3.2 guerillas, 10.1.2.2.1 cossacks and freikorps block too, though only
 * corps are ever supplied, see corpsToSupply), unless a friendly corps or garrison is there too.
 */
export function isBlocked(state: GameState, power: MajorPower, area: AreaId): boolean {
  const corps = corpsByArea(state).get(area) ?? NONE;
  const garrisons = garrisonsByArea(state).get(area) ?? NONE;
  const enemy =
    corps.some((c) => isEnemy(state, power, c) && !isCorpsBesieged(state, c)) ||
    garrisons.some((g) => isEnemy(state, power, g.nationality) && !(g.place.kind === 'city' && isCityBesieged(state, area, g.place.city))) ||
    state.irregulars.some((i) => i.area === area && isEnemy(state, power, i.nationality));
  if (!enemy) return false;
  const friend = corps.some((c) => isFriendly(state, power, c) && !isCorpsBesieged(state, c)) || garrisons.some((g) => isFriendly(state, power, g.nationality));
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
  const minor = areaMinor(state, facts); // 10.4.3.2 a district held apart is its own country
  if (minor !== null) {
    const m = minorById(state, minor);
    return m && m.status !== 'neutral' ? m.controller : null;
  }
  // 11.1.3.2 / 11.4.3.3 a province of a neutral Poland or Kingdom of Bavaria is nobody's
  if (neutralMinorOfProvince(state, facts.province) !== null) return null;
  const ceded = facts.province && state.ceded ? state.ceded.find((c) => c.province === facts.province) : undefined;
  return ceded ? ceded.holder : facts.homeOf;
}

/** The minor country an area belongs to while it is neutral (7.3 movement there is refused, see 10.3). */
export function neutralMinorOf(state: GameState, map: LandMap, area: AreaId): string | null {
  const facts = map.area(area);
  // 11.1.3.2 / 11.4.3.3 the provinces of a neutral Poland or Kingdom of Bavaria are that neutral minor's
  const minor = (facts && areaMinor(state, facts)) ?? neutralMinorOfProvince(state, facts?.province);
  if (minor === null || minor === undefined) return null;
  const m = minorById(state, minor);
  return !m || m.status === 'neutral' ? minor : null;
}

export function corpsByCounter(state: GameState, counter: CounterId | string): Corps | undefined {
  // performance (issue 20): indexed once per corps list; the first corps with the handle, as a search finds it
  return indexed(counterIndex, state.corps, (c) => c.counter).get(counter)?.[0];
}
const counterIndex = new WeakMap<readonly Corps[], Map<string, Corps[]>>();

/** Army factors in a city: its garrisons and the corps inside (7.3.3 capacity counts both). */
export function factorsInCity(state: GameState, area: AreaId, city: CityId): number {
  let n = 0;
  const inside = occupantsOf(state, area, city);
  for (const g of inside.garrisons) n += garrisonSize(g.factors); // 7.3.3.3.1 irregular factors fill the city too
  for (const c of inside.corps) for (const v of Object.values(c.factors)) n += v ?? 0;
  return n;
}

/**
 * 2.4.2 why a corps does not fit into a city, in words that tell `power` only what it may know.
 * Since 7.3.3 lets an ally's corps stand inside, the room left can hang on a strength the mover
 * may not see; then only the mover's own count is named, never the room (which would give the
 * other corps' factors away).
 */
export function noRoomWords(state: GameState, area: AreaId, city: CityId, power: MajorPower | null, room: number, need: number): string {
  const hidden = occupantsOf(state, area, city).corps.some(
    (c) => power === null || (operatorOf(state, c) !== power && controllerOf(state, c.nationality) !== power && !c.revealedTo.includes(power)),
  );
  return hidden ? `${city} has no room for the corps' ${need} factors` : `${city} has room for ${room} more factors`;
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
export function hasAccess(state: GameState, power: MajorPower, owner: MajorPower, province?: ProvinceId | null, counter?: string): boolean {
  if (owner === power || atWar(state, power, owner) || allied(state, power, owner)) return true;
  // 10.3.1.2.1.1-2 a corps keeps an access its owner has withdrawn (general branch hook)
  if (counter !== undefined && province !== undefined && keptAccess(state, power, owner, counter, province)) return true;
  if (province !== undefined) return accessAllowed(state, power, owner, province);
  return (state.relations.access ?? []).some((a) => a.grantor === owner && a.grantee === power && a.withdrawn === undefined);
}

/**
 * 10.3.4 the major power whose territory `power` would enter by forcible access in `area`
 * (a home nation or a minor country it controls, without access), or null. Campaigns only.
 */
export function forcibleAccessOwner(state: GameState, map: LandMap, power: MajorPower, area: AreaId, counter?: string): MajorPower | null {
  if (!accessRulesApply(state)) return null;
  const owner = territoryOf(state, map, area);
  if (owner !== null && atWarWithMinorHere(state, map, power, area)) return null;
  return owner === null || hasAccess(state, power, owner, map.area(area)?.province ?? null, counter) ? null : owner;
}

/**
 * 10.3.1.1 / 10.3.4.1 whether `power` may occupy cities and build depots in the area: not in a
 * neutral minor (war on neutral minors is not modelled, so never) nor where it has only
 * forcible access.
 */
export function mayOccupy(state: GameState, map: LandMap, power: MajorPower, area: AreaId): boolean {
  if (neutralMinorOf(state, map, area) !== null) return false;
  const owner = territoryOf(state, map, area);
  return owner === null || atWarWithMinorHere(state, map, power, area) || hasAccess(state, power, owner, map.area(area)?.province ?? null) || keptAccessHere(state, map, power, owner, area); // 10.3.1.2.1.1
}

/** 4.6.5.3 / 4.2 a power at war with a controlled minor may enter and occupy the minor's areas as an enemy's. */
function atWarWithMinorHere(state: GameState, map: LandMap, power: MajorPower, area: AreaId): boolean {
  const facts = map.area(area);
  const minor = facts ? areaMinor(state, facts) : null;
  return minor !== null && anyMinorWar(state) && atWarWithMinor(state, power, minor);
}
