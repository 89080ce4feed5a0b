// 7.2 Depots: supply sources, supply chains, blocking, placement and removal.
import { LEGAL, controllerOf, illegal } from '../../../model';
import type { AreaId, Depot, DecisionOption, GameState, LandMap, MajorPower, Verdict } from '../../../model';
import {
  cityHolder, isBlocked, isCityBesieged, isCorpsBesieged, isEnemy, mayOccupy, territoryOf, unbesiegedEnemyCorps,
} from '../movement/facts';

/** 7.2 one money point buys one depot. */
export const DEPOT_COST = 1;
/** 7.2.3 depots of a chain stand at most two areas apart; a new depot within two of an old one. */
export const CHAIN_LINK = 2;

const ownDepots = (state: GameState, power: MajorPower) => state.depots.filter((d) => d.owner === power && d.fleet === undefined);

/** Whether an enemy fleet holds the sea area (blocks crossing arrows for supply as for movement, 7.2.3). */
const enemyFleetIn = (state: GameState, power: MajorPower, sea: AreaId) =>
  state.fleets.some((f) => f.location.kind === 'sea' && f.location.area === sea && isEnemy(state, power, f.nationality));

/**
 * Land areas reachable from `from` in at most `max` steps where every area passed through
 * (not the end) is unblocked for `power` (7.2.3); the value is the number of steps.
 */
export function areasWithin(state: GameState, map: LandMap, power: MajorPower, from: AreaId, max: number): Map<AreaId, number> {
  const dist = new Map<AreaId, number>([[from, 0]]);
  let frontier: AreaId[] = [from];
  for (let step = 1; step <= max && frontier.length > 0; step++) {
    const next: AreaId[] = [];
    for (const a of frontier) {
      if (a !== from && isBlocked(state, power, a)) continue; // may end here, not pass through
      for (const e of map.edges(a)) {
        if (dist.has(e.to)) continue;
        if (e.crossingSea !== null && enemyFleetIn(state, power, e.crossingSea)) continue;
        dist.set(e.to, step);
        next.push(e.to);
      }
    }
    frontier = next;
  }
  return dist;
}

/**
 * 7.2.3 supply source: a depot in an area of the power's territory holding a city the power
 * controls, not besieged, with no enemy forces in the area.
 */
export function isSupplySource(state: GameState, map: LandMap, power: MajorPower, depot: Depot): boolean {
  if (depot.owner !== power || depot.fleet !== undefined) return false;
  if (territoryOf(state, map, depot.area) !== power) return false;
  const cities = map.area(depot.area)?.cities ?? [];
  const controlled = cities.some((c) => {
    const holder = cityHolder(state, depot.area, c.id);
    return (holder === null || holder === power) && !isCityBesieged(state, depot.area, c.id);
  });
  if (!controlled) return false;
  const enemyHere =
    state.corps.some((c) => c.location.kind === 'area' && c.location.area === depot.area && isEnemy(state, power, c.nationality) && !isCorpsBesieged(state, c)) ||
    state.irregulars.some((i) => i.area === depot.area && isEnemy(state, power, i.nationality));
  return !enemyHere;
}

/**
 * 7.2.3 the power's depots in a valid supply chain: sources, and depots linked to them by
 * steps of at most two areas whose intervening areas are unblocked. A blocked depot area
 * breaks the chain there.
 */
export function validDepots(state: GameState, map: LandMap, power: MajorPower): Set<string> {
  const depots = ownDepots(state, power);
  const valid = new Set<string>();
  const queue: Depot[] = [];
  for (const d of depots) if (isSupplySource(state, map, power, d)) { valid.add(d.id); queue.push(d); }
  while (queue.length > 0) {
    const d = queue.shift()!;
    const near = areasWithin(state, map, power, d.area, CHAIN_LINK);
    for (const o of depots) {
      if (valid.has(o.id) || !near.has(o.area) || isBlocked(state, power, o.area)) continue;
      valid.add(o.id);
      queue.push(o);
    }
  }
  return valid;
}

/** Areas where a depot could stand for `power` before the checks of limits and money. */
function candidateAreas(state: GameState, map: LandMap, power: MajorPower, valid: Set<string>): AreaId[] {
  const out = new Set<AreaId>();
  const newDepots = new Set(state.turn.land?.newDepots ?? []);
  for (const d of ownDepots(state, power)) {
    if (!valid.has(d.id) || newDepots.has(d.id)) continue;
    for (const a of areasWithin(state, map, power, d.area, CHAIN_LINK).keys()) out.add(a);
  }
  // 7.2.1 areas with a city of the power's own territory
  for (const c of state.corps) if (c.location.kind === 'area' && territoryOf(state, map, c.location.area) === power) out.add(c.location.area);
  for (const g of state.garrisons) if (territoryOf(state, map, g.area) === power) out.add(g.area);
  for (const d of ownDepots(state, power)) out.add(d.area);
  return [...out].filter((a) => map.area(a) !== undefined).sort();
}

/** 7.2 / 7.2.1 / 7.2.3 whether `power` may place a depot in `area` now. */
export function placeDepotVerdict(state: GameState, map: LandMap, power: MajorPower, area: AreaId, valid = validDepots(state, map, power)): Verdict {
  if (!map.area(area)) return illegal('depotPlacement', '7.2', `${area} is not a land area`);
  if (ownDepots(state, power).length >= map.depotLimit(power)) return illegal('depotLimit', '7.2', `at most ${map.depotLimit(power)} depots on the map`);
  if (state.powers[power].money < DEPOT_COST) return illegal('noMoney', '7.2', 'a depot costs one money point');
  if (state.depots.some((d) => d.area === area && d.fleet === undefined)) return illegal('depotPlacement', '7.2', 'one depot per area');
  const enemy = unbesiegedEnemyCorps(state, power, area).length > 0 || state.irregulars.some((i) => i.area === area && isEnemy(state, power, i.nationality));
  const own = state.corps.some((c) => c.location.kind === 'area' && c.location.area === area && c.nationality === power && !isCorpsBesieged(state, c));
  if (enemy && !own) return illegal('depotPlacement', '7.2', 'enemy forces stand in the area');
  const ownCity =
    territoryOf(state, map, area) === power &&
    (map.area(area)?.cities ?? []).some((c) => {
      const holder = cityHolder(state, area, c.id);
      return (holder === null || holder === power) && !isCityBesieged(state, area, c.id);
    });
  if (ownCity) return LEGAL; // 7.2.1
  const newDepots = new Set(state.turn.land?.newDepots ?? []);
  const near = ownDepots(state, power).some(
    (d) => valid.has(d.id) && !newDepots.has(d.id) && areasWithin(state, map, power, d.area, CHAIN_LINK).has(area),
  );
  if (!near) return illegal('depotPlacement', '7.2.3', 'neither an own city area (7.2.1) nor within two unblocked areas of a depot in a valid chain placed before this turn');
  if (territoryOf(state, map, area) !== power) {
    if (!mayOccupy(state, map, power, area)) return illegal('depotPlacement', '7.2.3.3.1', 'not in a neutral minor, nor in another power\'s territory without access or war');
    const ownCorps = state.corps.some((c) => c.location.kind === 'area' && c.location.area === area && controllerOf(state, c.nationality) === power && !isCorpsBesieged(state, c));
    if (!ownCorps) return illegal('depotPlacement', '7.2.3.3.2', 'outside its own territory a depot needs an unbesieged corps of the power in the area');
  }
  return LEGAL; // 7.2.3
}

/**
 * 7.2 The depot orders of the step: "end" first, then "remove:<depot>" for each own depot and
 * "place:<area>" for every candidate area, each with its verdict.
 */
export function depotOptions(state: GameState, map: LandMap, power: MajorPower): DecisionOption[] {
  const valid = validDepots(state, map, power);
  const out: DecisionOption[] = [{ value: 'end', label: 'End depot creation/removal', verdict: LEGAL }];
  for (const d of ownDepots(state, power)) out.push({ value: `remove:${d.id}`, label: `Remove the depot in ${d.area}`, verdict: LEGAL });
  for (const a of candidateAreas(state, map, power, valid)) {
    out.push({ value: `place:${a}`, label: `Place a depot in ${a} (1 money point)`, verdict: placeDepotVerdict(state, map, power, a, valid) });
  }
  return out;
}
