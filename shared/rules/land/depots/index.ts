// 7.2 Depots: supply sources, supply chains, blocking, placement and removal.
import { LEGAL, allied, controllerOf, illegal, isWinterMonth, operatorOf } from '../../../model';
import type { AreaId, CityId, Corps, Depot, DecisionOption, GameState, LandMap, MajorPower, PortFacts, Verdict } from '../../../model';
import { memo, memoCache } from '../../memo';
import {
  accessRulesApply, cityHolder, corpsByArea, garrisonsByArea, isBlocked, isCityBesieged, isCorpsBesieged, isEnemy, mayOccupy, territoryOf, unbesiegedEnemyCorps,
} from '../movement/facts';
import { arrowClosed } from '../movement/arrows';
import { neutralStraitsHolder, straitsHolder, straitsLeaveGiven } from './straits';
import { chainAnchor } from './anchor';

export * from './straits';
export { chainAnchor } from './anchor';

/** 7.2 one money point buys one depot. */
export const DEPOT_COST = 1;
/** 7.2.3 depots of a chain stand at most two areas apart; a new depot within two of an old one. */
export const CHAIN_LINK = 2;

/**
 * 7.2.3.3.3 a chain is made of one power's own depots only, never an ally's; 7.4.4.3 depots
 * aboard fleets are never links (nor places for reinforcements, which are traced by chainDepths).
 */
const ownDepots = (state: GameState, power: MajorPower) => state.depots.filter((d) => d.owner === power && d.fleet === undefined);
/** 7.2 the counter mix counts depots on fleets too. */
const allDepotsOf = (state: GameState, power: MajorPower) => state.depots.filter((d) => d.owner === power);

/** Whether an enemy fleet holds the sea area (blocks crossing arrows for supply as for movement, 7.2.3). */
const enemyFleetIn = (state: GameState, power: MajorPower, sea: AreaId) =>
  state.fleets.some((f) => f.location.kind === 'sea' && f.location.area === sea && isEnemy(state, power, f.nationality));

/**
 * Land areas reachable from `from` in at most `max` steps where every area passed through
 * (not the end) is unblocked for `power` (7.2.3); the value is the number of steps.
 */
export function areasWithin(state: GameState, map: LandMap, power: MajorPower, from: AreaId, max: number): ReadonlyMap<AreaId, number> {
  // performance: the same searches repeat for every option of a step and from command to command;
  // a search reads only which areas are blocked and which seas hold enemy fleets, so it is
  // remembered under those (issue 20 soak)
  // (issue 20, allocation: remembered per state and power, then by start area and length, with no key string per question)
  // (issue 20: states that differ in nothing a search reads share one set of searches, chainAnchor)
  const byFrom = memo(areasWithinMemo, map, state, power, () => memo(anchoredSearches, map, chainAnchor(state), power, newSearches));
  let byMax = byFrom.get(from);
  if (!byMax) byFrom.set(from, (byMax = []));
  let found = byMax[max];
  if (!found) byMax[max] = found = sharedSearch(chainAnchor(state), map, power, from, max);
  return found;
}
const areasWithinMemo = memoCache<Map<AreaId, (ReadonlyMap<AreaId, number> | undefined)[]>>();
const anchoredSearches = memoCache<Map<AreaId, (ReadonlyMap<AreaId, number> | undefined)[]>>();
const newSearches = () => new Map<AreaId, (ReadonlyMap<AreaId, number> | undefined)[]>();
function sharedSearch(state: GameState, map: LandMap, power: MajorPower, from: AreaId, max: number): ReadonlyMap<AreaId, number> {
  // the optional arrows (12.2.1.2 held ends, v2.71 12.2.1 wide straits) read more of the state: no sharing then
  if (!plainArrows(map)) return searchAreasWithin(state, map, power, from, max);
  let byKey = searchesByBlocking.get(map);
  if (!byKey) searchesByBlocking.set(map, (byKey = new Map()));
  const key = `${power}|${from}|${max}|${blockingKey(state, map, power)}`;
  let found = byKey.get(key);
  if (!found) {
    if (byKey.size >= 20_000) byKey.clear();
    byKey.set(key, (found = searchAreasWithin(state, map, power, from, max)));
  }
  return found;
}
/** Whether every crossing arrow of the map is closed by enemy fleets alone (no optional arrow rule in play). */
function plainArrows(map: LandMap): boolean {
  let plain = plainMaps.get(map);
  if (plain === undefined) {
    // a map built by hand for a test lists no areas: it is not shared
    plain = map.landAreas !== undefined && map.landAreas.every((a) => map.edges(a).every((e) => e.heldEnds === undefined && !e.wideStrait));
    plainMaps.set(map, plain);
  }
  return plain;
}
const plainMaps = new WeakMap<LandMap, boolean>();
const searchesByBlocking = new WeakMap<object, Map<string, ReadonlyMap<AreaId, number>>>();

/**
 * What `searchAreasWithin` reads of the state, as a key: the areas blocked for `power` (only an
 * area with an enemy corps, garrison or irregular can be, 7.2.3) and the seas holding its enemies' fleets.
 */
function blockingKey(state: GameState, map: LandMap, power: MajorPower): string {
  return memo(blockingKeyMemo, map, state, power, () => {
    const candidates = new Set<AreaId>();
    for (const c of state.corps) if (c.location.kind === 'area' && isEnemy(state, power, c)) candidates.add(c.location.area);
    for (const g of state.garrisons) if (isEnemy(state, power, g.nationality)) candidates.add(g.area);
    for (const i of state.irregulars) if (isEnemy(state, power, i.nationality)) candidates.add(i.area);
    const blocked = [...candidates].filter((a) => isBlocked(state, power, a)).sort();
    const seas = new Set<AreaId>();
    for (const f of state.fleets) if (f.location.kind === 'sea' && isEnemy(state, power, f.nationality)) seas.add(f.location.area);
    return `${blocked.join(',')}|${[...seas].sort().join(',')}`;
  });
}
const blockingKeyMemo = memoCache<string>();
function searchAreasWithin(state: GameState, map: LandMap, power: MajorPower, from: AreaId, max: number): Map<AreaId, number> {
  const dist = new Map<AreaId, number>([[from, 0]]);
  let frontier: AreaId[] = [from];
  for (let step = 1; step <= max && frontier.length > 0; step++) {
    const next: AreaId[] = [];
    for (const a of frontier) {
      if (a !== from && isBlocked(state, power, a)) continue; // may end here, not pass through
      for (const e of map.edges(a)) {
        if (dist.has(e.to)) continue;
        // 7.2.3.2.2 land routes use crossing arrows unless an enemy fleet holds the sea around them
        // 12.2.1.2 (option) hook: a Danish/Swedish arrow held at both ends stays open (arrowClosed)
        if (e.crossingSea !== null && enemyFleetIn(state, power, e.crossingSea) && (e.heldEnds === undefined || arrowClosed(state, power, e))) continue;
        // opt:12.2.1 (v2.71 option) hook: a wide strait carries supply only between the power's depots on both shores
        if (e.wideStrait && !(ownDepots(state, power).some((d) => d.area === a) && ownDepots(state, power).some((d) => d.area === e.to))) continue;
        dist.set(e.to, step);
        next.push(e.to);
      }
    }
    frontier = next;
  }
  return dist;
}

/**
 * 7.2.3.1 supply source: a depot in an area of the power's territory (home nation or a minor it
 * controls) holding a city the power controls, not besieged, with no enemy forces in the area.
 */
export function isSupplySource(state: GameState, map: LandMap, power: MajorPower, depot: Depot): boolean {
  if (depot.owner !== power || depot.fleet !== undefined) return false;
  if (territoryOf(state, map, depot.area) !== power) return false;
  if (cededSource(state, map, depot.area)) return false;
  const cities = map.area(depot.area)?.cities ?? [];
  const controlled = cities.some((c) => {
    const holder = cityHolder(state, depot.area, c.id, map);
    return (holder === null || holder === power) && !isCityBesieged(state, depot.area, c.id, map);
  });
  if (!controlled) return false;
  const enemyHere =
    state.corps.some((c) => c.location.kind === 'area' && c.location.area === depot.area && isEnemy(state, power, c) && !isCorpsBesieged(state, c)) ||
    state.irregulars.some((i) => i.area === depot.area && isEnemy(state, power, i.nationality));
  return !enemyHere;
}

/**
 * opt:7.2.3.1 (v2.71 correction, on unless unticked) a home-nation province ceded to another power
 * gives its new holder no supply source, unless the province has become part of a section 11
 * combination (11.0). (A province made a district of a multi-district minor, 10.4.5, is that
 * minor's territory in the land map, so it never reads as ceded here.)
 */
function cededSource(state: GameState, map: LandMap, area: AreaId): boolean {
  if (state.options.rules.cededSupplySources === false) return false;
  const facts = map.area(area);
  const province = facts?.province;
  if (!facts || facts.minor !== null || !province) return false;
  if (!(state.ceded ?? []).some((c) => c.province === province)) return false;
  return !(state.combinations?.active ?? []).some((c) => c.provinces.includes(province));
}

/** 7.4.3.2 an enemy fleet stands in the port's blockade box: the only way an enemy fleet cuts sea supply. */
export function isBlockaded(state: GameState, power: MajorPower, city: string): boolean {
  return state.fleets.some((f) => f.location.kind === 'blockade' && f.location.city === city && isEnemy(state, power, f.nationality));
}

/**
 * 7.4.3 a port `power` may trace sea supply through: held by it or an ally (or empty in their
 * territory), not blockaded, and not north of the ice line in a winter month. Sea supply is
 * asterisked: campaigns only (13.0).
 */
export function isOpenPort(state: GameState, map: LandMap, power: MajorPower, port: PortFacts): boolean {
  if (!accessRulesApply(state)) return false;
  // performance (issue 20, allocation): no closure per port asked about
  const holder = cityHolder(state, port.area, port.city, map);
  const p = holder === null ? territoryOf(state, map, port.area) : holder;
  if (!(p !== null && (p === power || allied(state, power, p)))) return false;
  if (isBlockaded(state, power, port.city)) return false;
  return !(port.northOfIceLine && isWinterMonth(state.date)); // 7.4.3.3 no sea supply north of the ice line in winter
}

/** 7.4.3 a fleet of the power or an ally lies in the port. */
function friendlyFleetIn(state: GameState, power: MajorPower, port: PortFacts): boolean {
  return state.fleets.some((f) => {
    const c = controllerOf(state, f.nationality);
    return f.location.kind === 'port' && f.location.city === port.city && c !== null && (c === power || allied(state, power, c));
  });
}

/**
 * 7.4.3.3 / 7.4.4.6 tracing between a Black Sea port and a place outside passes the Dardanelles:
 * only with the leave of Constantinople's holder, taken as given when that is the power, an ally
 * or nobody; an enemy refuses, a neutral holder answers when asked (its latest answer stands,
 * steps/land/straits.ts).
 */
function dardanellesOpen(state: GameState, map: LandMap, power: MajorPower, a: PortFacts, b: PortFacts): boolean {
  if (a.blackSea === b.blackSea) return true;
  if (!(map.ports ?? []).some((p) => p.city === 'constantinople')) return true;
  const holder = straitsHolder(state, map);
  if (holder === null || holder === power || allied(state, power, holder)) return true;
  const neutral = neutralStraitsHolder(state, map, power);
  return neutral !== null && straitsLeaveGiven(state, neutral, power);
}

/**
 * The open ports of an area for `power` (7.4.3), in the map's order. Performance (issue 20): asked
 * for each port area by the candidate areas, the verdicts, the sea links and the sea supply
 * sources alike; remembered per area for the state, and for the states that differ in nothing
 * isOpenPort reads (chainAnchor: it reads only chain inputs). Callers must not modify the list.
 */
function openPortsIn(state: GameState, map: LandMap, power: MajorPower, area: AreaId): readonly PortFacts[] {
  const byArea = memo(openPortsMemo, map, state, power, () => memo(anchoredOpenPorts, map, chainAnchor(state), power, newOpenPorts));
  let found = byArea.get(area);
  if (found === undefined) {
    const ports = portsIn(map, area);
    found = ports.length === 0 ? NO_PORTS : ports.filter((p) => isOpenPort(state, map, power, p));
    byArea.set(area, found);
  }
  return found;
}
const openPortsMemo = memoCache<Map<AreaId, readonly PortFacts[]>>();
const anchoredOpenPorts = memoCache<Map<AreaId, readonly PortFacts[]>>();
const newOpenPorts = () => new Map<AreaId, readonly PortFacts[]>();
/** The map's ports of an area, in the map's order (performance, issue 20: indexed once per list of ports). */
function portsIn(map: LandMap, area: AreaId): readonly PortFacts[] {
  const ports = map.ports ?? NO_PORTS;
  let byArea = portsByArea.get(ports);
  if (!byArea) {
    byArea = new Map();
    for (const p of ports) {
      const at = byArea.get(p.area);
      if (at) at.push(p);
      else byArea.set(p.area, [p]);
    }
    portsByArea.set(ports, byArea);
  }
  return byArea.get(area) ?? NO_PORTS;
}
const NO_PORTS: readonly PortFacts[] = [];
const portsByArea = new WeakMap<readonly PortFacts[], Map<AreaId, PortFacts[]>>();

/**
 * 7.4.3.1 / 7.2.3.2.2 the depots a valid depot at `from` links to by sea: when a port of its area
 * is open and holds a friendly fleet, every own depot at another open port (as if adjacent).
 */
function seaLinks(state: GameState, map: LandMap, power: MajorPower, from: Depot, depots: readonly Depot[]): readonly Depot[] {
  // performance (issue 20, allocation): no list of open ports per depot tried (the port facts are pure)
  let here: PortFacts[] | undefined;
  for (const p of openPortsIn(state, map, power, from.area)) if (friendlyFleetIn(state, power, p)) (here ??= []).push(p);
  if (here === undefined) return NO_DEPOTS;
  const fleets = here;
  return depots.filter(
    (o) => o.area !== from.area && openPortsIn(state, map, power, o.area).some((p) => fleets.some((h) => dardanellesOpen(state, map, power, h, p))),
  );
}
const NO_DEPOTS: readonly Depot[] = [];

/**
 * 7.2.3.2 / 7.4.3 the power's depots in a valid supply chain with the number of depots in the
 * chain up to each (1 for a supply source): sources, then depots two unblocked areas apart or
 * linked by sea. A blocked depot area breaks the chain there. `source` narrows the sources
 * (5.2.2.2.3 chains from the home nation).
 */
export function chainDepths(state: GameState, map: LandMap, power: MajorPower, source: (d: Depot) => boolean = () => true): ReadonlyMap<string, number> {
  const depots = ownDepots(state, power);
  const depth = new Map<string, number>();
  const queue: Depot[] = [];
  for (const d of depots) if (isSupplySource(state, map, power, d) && source(d)) { depth.set(d.id, 1); queue.push(d); }
  // performance (issue 20): whether a depot's area is blocked is asked once per depot, not once per link tried
  const blocked = new Map<AreaId, boolean>();
  const blockedAt = (a: AreaId) => {
    let b = blocked.get(a);
    if (b === undefined) blocked.set(a, (b = isBlocked(state, power, a)));
    return b;
  };
  while (queue.length > 0) {
    const d = queue.shift()!;
    const near = areasWithin(state, map, power, d.area, CHAIN_LINK);
    // the depots two unblocked areas on, then those linked by sea (performance, issue 20: no joined list)
    const at = depth.get(d.id)! + 1;
    for (const o of depots) {
      if (!near.has(o.area) || blockedAt(o.area) || depth.has(o.id)) continue;
      depth.set(o.id, at);
      queue.push(o);
    }
    for (const o of seaLinks(state, map, power, d, depots)) {
      if (depth.has(o.id)) continue;
      depth.set(o.id, at);
      queue.push(o);
    }
  }
  return depth;
}

/** 7.2.3 the ids of the power's depots in a valid supply chain. */
export function validDepots(state: GameState, map: LandMap, power: MajorPower): ReadonlySet<string> {
  // performance: asked for every depot, supply and siege option; remembered per state, and
  // (issue 20) shared by the states that differ in nothing a chain reads (chainAnchor)
  return memo(validDepotsMemo, map, state, power, () => {
    const anchor = chainAnchor(state);
    return memo(anchoredValid, map, anchor, power, () => new Set(chainDepths(anchor, map, power).keys()));
  });
}
const validDepotsMemo = memoCache<ReadonlySet<string>>();
const anchoredValid = memoCache<ReadonlySet<string>>();

/**
 * 7.2.2 a port area open to a new depot without an overland chain: an open port of the power
 * with a sea supply source to it (a valid depot at another open port holding a friendly fleet).
 */
export function seaSuppliedPort(state: GameState, map: LandMap, power: MajorPower, area: AreaId, valid = validDepots(state, map, power)): boolean {
  const ports = openPortsIn(state, map, power, area);
  if (ports.length === 0) return false;
  return seaSupplySources(state, map, power, valid).some((h) => h.area !== area && ports.some((p) => dardanellesOpen(state, map, power, h, p)));
}

/**
 * The open ports holding a friendly fleet in the areas of the power's valid depots: where sea
 * supply comes from (7.2.2). performance (issue 20): worked out once per state, power and chain,
 * not once per port asked about.
 */
function seaSupplySources(state: GameState, map: LandMap, power: MajorPower, valid: ReadonlySet<string>): readonly PortFacts[] {
  let byState = sourcesCache.get(map);
  if (!byState) sourcesCache.set(map, (byState = new WeakMap()));
  let byValid = byState.get(state);
  if (!byValid) byState.set(state, (byValid = new WeakMap()));
  let byPower = byValid.get(valid);
  if (!byPower) byValid.set(valid, (byPower = new Map()));
  let found = byPower.get(power);
  if (!found) {
    found = [];
    for (const d of ownDepots(state, power)) {
      if (!valid.has(d.id)) continue;
      for (const h of openPortsIn(state, map, power, d.area)) if (friendlyFleetIn(state, power, h)) found.push(h);
    }
    byPower.set(power, found);
  }
  return found;
}
const sourcesCache = new WeakMap<object, WeakMap<object, WeakMap<ReadonlySet<string>, Map<MajorPower, PortFacts[]>>>>();

/**
 * 7.2.2.1 / 7.4.3.4 a besieged port city the power holds in the area, open to sea supply with a
 * sea supply source to it: 7.4.3.4.2 a depot placed there stands inside the city. Null when none.
 */
export function besiegedPortCity(state: GameState, map: LandMap, power: MajorPower, area: AreaId, valid = validDepots(state, map, power)): CityId | null {
  const port = openPortsIn(state, map, power, area).find((p) => cityHolder(state, area, p.city, map) === power && isCityBesieged(state, area, p.city, map));
  return port && seaSuppliedPort(state, map, power, area, valid) ? port.city : null;
}

/**
 * What every placement verdict of one depot step reads alike (performance, issue 20: worked out
 * once for all the step's candidate areas): the power's depots on the map, and the areas within
 * two unblocked areas of a depot of a valid chain placed before this turn (7.2.3).
 */
interface PlacementFacts {
  readonly depots: number;
  readonly near: ReadonlySet<AreaId>;
}
function placementFacts(state: GameState, map: LandMap, power: MajorPower, valid: ReadonlySet<string>): PlacementFacts {
  const near = new Set<AreaId>();
  const newDepots = new Set(state.turn.land?.newDepots ?? []);
  for (const d of ownDepots(state, power)) {
    if (!valid.has(d.id) || newDepots.has(d.id)) continue;
    for (const a of areasWithin(state, map, power, d.area, CHAIN_LINK).keys()) near.add(a);
  }
  return { depots: allDepotsOf(state, power).length, near };
}

/** Areas where a depot could stand for `power` before the checks of limits and money. */
function candidateAreas(state: GameState, map: LandMap, power: MajorPower, valid: ReadonlySet<string>, facts: PlacementFacts): AreaId[] {
  const out = new Set<AreaId>(facts.near);
  // 7.2.1 areas with a city of the power's own territory
  // (performance, issue 20: each area holding corps or garrisons is looked at once; the answer is sorted)
  for (const a of corpsByArea(state).keys()) if (territoryOf(state, map, a) === power) out.add(a);
  for (const a of garrisonsByArea(state).keys()) if (territoryOf(state, map, a) === power) out.add(a);
  for (const d of ownDepots(state, power)) out.add(d.area);
  // 7.2.2 (performance, issue 20: no port is looked at when there is no sea supply source at all)
  if (seaSupplySources(state, map, power, valid).length > 0)
    for (const p of map.ports ?? []) if (!out.has(p.area) && seaSuppliedPort(state, map, power, p.area, valid)) out.add(p.area);
  return [...out].filter((a) => map.area(a) !== undefined).sort();
}

/** 7.2 / 7.2.1 / 7.2.3 whether `power` may place a depot in `area` now. */
export function placeDepotVerdict(state: GameState, map: LandMap, power: MajorPower, area: AreaId, valid = validDepots(state, map, power)): Verdict {
  return placeVerdict(state, map, power, area, valid, null);
}
function placeVerdict(state: GameState, map: LandMap, power: MajorPower, area: AreaId, valid: ReadonlySet<string>, facts: PlacementFacts | null): Verdict {
  if (!map.area(area)) return illegal('depotPlacement', '7.2', `${area} is not a land area`);
  if ((facts?.depots ?? allDepotsOf(state, power).length) >= map.depotLimit(power)) return illegal('depotLimit', '7.2', `at most ${map.depotLimit(power)} depots on the map`);
  if (state.powers[power].money < DEPOT_COST) return illegal('noMoney', '7.2', 'a depot costs one money point');
  const inCity = besiegedPortCity(state, map, power, area, valid);
  if (inCity !== null) {
    if (depotsIn(state, area).some((d) => d.city === inCity)) return illegal('depotPlacement', '7.2.2.1', `${inCity} holds a depot already`);
    return LEGAL; // 7.2.2.1 inside the besieged port city
  }
  // 7.2.2.2 a depot inside a besieged port city leaves room for another in the area
  if (depotsIn(state, area).some((d) => d.fleet === undefined && d.city === undefined)) return illegal('depotPlacement', '7.2', 'one depot per area');
  const enemy = unbesiegedEnemyCorps(state, power, area).length > 0 || state.irregulars.some((i) => i.area === area && isEnemy(state, power, i.nationality));
  // performance (issue 20): the area's corps from the index, not a scan of every corps per candidate area
  const here = corpsByArea(state).get(area) ?? NO_CORPS;
  const own = here.some((c) => c.nationality === power && !isCorpsBesieged(state, c));
  if (enemy && !own) return illegal('depotPlacement', '7.2', 'enemy forces stand in the area');
  const ownCity =
    territoryOf(state, map, area) === power &&
    (map.area(area)?.cities ?? []).some((c) => {
      const holder = cityHolder(state, area, c.id, map);
      return (holder === null || holder === power) && !isCityBesieged(state, area, c.id, map);
    });
  if (ownCity) return LEGAL; // 7.2.1
  if (seaSuppliedPort(state, map, power, area, valid)) return LEGAL; // 7.2.2
  const near = (facts ?? placementFacts(state, map, power, valid)).near.has(area);
  if (!near) return illegal('depotPlacement', '7.2.3', 'neither an own city area (7.2.1) nor within two unblocked areas of a depot in a valid chain placed before this turn');
  // 7.2.3.3 limits on chain depots outside the power's own territory
  if (territoryOf(state, map, area) !== power) {
    // 7.2.3.3.1 not in a neutral minor, nor in another power's lands without access or war
    if (!mayOccupy(state, map, power, area)) return illegal('depotPlacement', '7.2.3.3.1', 'not in a neutral minor, nor in another power\'s territory without access or war');
    const ownCorps = here.some((c) => operatorOf(state, c) === power && !isCorpsBesieged(state, c));
    // 7.2.3.3.2 one of its unbesieged corps must stand in the area
    if (!ownCorps) return illegal('depotPlacement', '7.2.3.3.2', 'outside its own territory a depot needs an unbesieged corps of the power in the area');
  }
  return LEGAL; // 7.2.3
}

const NO_CORPS: readonly Corps[] = [];
/** The depots standing in an area (land depots, or aboard fleets in a sea area), in state order (performance, issue 20: indexed once per depot list). */
function depotsIn(state: GameState, area: AreaId): readonly Depot[] {
  let byArea = depotsByArea.get(state.depots);
  if (!byArea) {
    byArea = new Map();
    for (const d of state.depots) {
      const at = byArea.get(d.area);
      if (at) at.push(d);
      else byArea.set(d.area, [d]);
    }
    depotsByArea.set(state.depots, byArea);
  }
  return byArea.get(area) ?? NO_DEPOTS;
}
const depotsByArea = new WeakMap<readonly Depot[], Map<AreaId, Depot[]>>();

/**
 * 7.2 The depot orders of the step: "end" first, then "remove:<depot>" for each own depot and
 * "place:<area>" for every candidate area, each with its verdict.
 */
export function depotOptions(state: GameState, map: LandMap, power: MajorPower): DecisionOption[] {
  const valid = validDepots(state, map, power);
  const facts = placementFacts(state, map, power, valid);
  const out: DecisionOption[] = [{ value: 'end', label: 'End depot creation/removal', verdict: LEGAL }];
  for (const d of allDepotsOf(state, power)) {
    out.push({ value: `remove:${d.id}`, label: d.fleet === undefined ? `Remove the depot in ${d.area}` : `Remove the depot aboard the fleet in sea area ${d.area}`, verdict: LEGAL });
  }
  for (const a of candidateAreas(state, map, power, valid, facts)) {
    out.push({ value: `place:${a}`, label: `Place a depot in ${a} (1 money point)`, verdict: placeVerdict(state, map, power, a, valid, facts) });
  }
  for (const f of state.fleets) {
    if (f.nationality !== power || f.location.kind !== 'sea') continue;
    out.push({ value: `fleet:${f.id}`, label: `Place a depot aboard ${f.name} in sea area ${f.location.area} (1 money point)`, verdict: fleetDepotVerdict(state, map, power, f.id, valid) });
  }
  return out;
}

/**
 * 7.4.4 whether invasion supply can reach sea area `sea` for `power`: 7.4.4.5 not north of the
 * ice line in a winter month, 7.4.4.1 traced from an unblockaded friendly port of the power
 * holding a depot of a valid chain (a supply source is one), 7.4.4.6 through the Dardanelles
 * only with leave.
 */
export function invasionSupplyOpen(state: GameState, map: LandMap, power: MajorPower, sea: AreaId, valid = validDepots(state, map, power)): boolean {
  const facts = map.sea?.(sea);
  if (!facts || !accessRulesApply(state)) return false;
  if (facts.northOfIceLine && isWinterMonth(state.date)) return false;
  const target: PortFacts = { city: '' as PortFacts['city'], area: sea, seas: [sea], blackSea: facts.blackSea, northOfIceLine: facts.northOfIceLine };
  return ownDepots(state, power).some((d) => valid.has(d.id) && openPortsIn(state, map, power, d.area).some((p) => dardanellesOpen(state, map, power, p, target)));
}

/**
 * 7.2.4 / 7.4.4 a depot aboard one of the power's own fleets in a sea area (campaigns): one
 * per sea area, counted in the counter mix, one money point, and only where invasion supply
 * can reach.
 */
export function fleetDepotVerdict(state: GameState, map: LandMap, power: MajorPower, fleetId: string, valid = validDepots(state, map, power)): Verdict {
  if (!accessRulesApply(state)) return illegal('depotPlacement', '7.2.4', 'depots on fleets are a campaign rule (13.0)');
  const fleet = state.fleets.find((f) => f.id === fleetId);
  if (!fleet || fleet.nationality !== power || fleet.location.kind !== 'sea') return illegal('depotPlacement', '7.4.4', 'only an own fleet in a sea area carries a depot');
  const sea = fleet.location.area;
  if (allDepotsOf(state, power).length >= map.depotLimit(power)) return illegal('depotLimit', '7.2', `at most ${map.depotLimit(power)} depots on the map`);
  if (state.powers[power].money < DEPOT_COST) return illegal('noMoney', '7.2', 'a depot costs one money point');
  if (state.depots.some((d) => d.fleet === fleet.id)) return illegal('depotPlacement', '7.4.4', 'the fleet carries a depot already');
  // 7.4.4.4 one invasion depot per sea area
  if (state.depots.some((d) => d.fleet !== undefined && d.area === sea)) return illegal('depotPlacement', '7.4.4', `sea area ${sea} has an invasion supply depot already`);
  if (!invasionSupplyOpen(state, map, power, sea, valid)) {
    return illegal('depotPlacement', '7.4.4', 'no open port with a depot of a valid chain can reach the fleet (or the sea is iced in winter)');
  }
  return LEGAL;
}

/**
 * 7.4.4 the power's depots aboard fleets that supply now: the fleet still in the depot's sea
 * area (7.4.4.2, a depot whose fleet moved is removed at the next depot step) and invasion
 * supply still open there.
 */
export function validInvasionDepots(state: GameState, map: LandMap, power: MajorPower, valid = validDepots(state, map, power)): Depot[] {
  return state.depots.filter((d) => {
    if (d.owner !== power || d.fleet === undefined) return false;
    const f = state.fleets.find((x) => x.id === d.fleet);
    return f !== undefined && f.location.kind === 'sea' && f.location.area === d.area && invasionSupplyOpen(state, map, power, d.area, valid);
  });
}
