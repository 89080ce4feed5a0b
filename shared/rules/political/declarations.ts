// 4.2 Declarations of war: who may be declared on, and what each costs.
import { LEGAL, POWER_NAMES, atWar, controllerOf, fleetControllerOf, illegal, inactiveUmp, powersInPlay } from '../../model';
import type { AreaId, DecisionOption, GameState, LandMap, MajorPower, MinorId, NavalMap, Nationality, Verdict } from '../../model';
import { minorById } from '../../data/forces';
import { siciliesDeclarationDistricts } from '../campaign/combinations/twoSicilies';
import { neutralMinorOfProvince } from '../campaign/combinations/neutral';
import { memo, memoCache } from '../memo';
import { areasHeldBy, atWarWithMinor, barredByEnforcedPeace, married, outOfGame } from './facts';
import { areaMinor } from './districtApart';

/** A declaration's target as an option value: a major power, or "minor:<id>" for a neutral minor. */
export const minorTarget = (minor: MinorId | string): string => `minor:${minor}`;
export const targetMinor = (value: string): MinorId | null => (value.startsWith('minor:') ? (value.slice(6) as MinorId) : null);

/** 10.4 districts of a minor country (1 for most; Denmark-Norway and Sweden-Finland have 2). */
export function districtsOf(minor: MinorId | string): number {
  return Math.max(1, minorById(minor)?.districts.length ?? 1);
}

/** The territory (major power or minor) an area belongs to, for 4.2.2.1. */
function territoryKey(state: GameState, map: LandMap, area: AreaId): string | null {
  const f = map.area(area);
  if (!f) return null;
  const minor = areaMinor(state, f); // 10.4.3.2 a district held apart is its own country
  if (minor !== null) {
    const m = state.minors.find((x) => x.id === minor);
    return m && m.status !== 'neutral' && m.controller ? m.controller : minorTarget(minor);
  }
  // 11.1.3.2 / 11.4.3.3 a province of a neutral Poland or Kingdom of Bavaria is that neutral minor's territory
  const neutral = neutralMinorOfProvince(state, f.province);
  if (neutral !== null) return minorTarget(neutral);
  // 8.8 / 10.2.2 a ceded province is its holder's territory, not its home nation's
  return (state.ceded ?? []).find((c) => c.province === f.province)?.holder ?? f.homeOf;
}

/**
 * 4.2.2 the map's limits on a declaration (the enforced peace of 4.2.2.4 is `barredByEnforcedPeace`,
 * the reach of 4.2.2.3 `canReachMinor`, both applied with these in `declareWarOptions`):
 * 4.2.2.1 forces of the declarer inside the target's territory; 4.2.2.2 enemy forces inside the
 * declarer's home nation while it is at war (v2.71: only unbesieged enemy infantry corps).
 */
export function mapLimit(state: GameState, map: LandMap, power: MajorPower, target: string): Verdict | null {
  const inside = memo(firstInsideMemo, map, state, power, () => firstAreaByTerritory(state, map, power)).get(target);
  const name = targetName(state, target);
  if (inside !== undefined) return illegal('forcesInTerritory', '4.2.2.1', `${POWER_NAMES[power]} has forces in ${name}'s territory (area ${inside})`);
  if (targetMinor(target) !== null) return null;
  const enemy = (n: Nationality) => {
    const c = controllerOf(state, n);
    return c !== null && c !== power && atWar(state, power, c);
  };
  // opt:4.2.2.2 (v2.71 correction) only unbesieged enemy infantry corps count; as printed, any enemy force
  const corrected = state.options.rules.declarationLimitInfantryCorps;
  const invaded = memo(invadedMemo, map, state, power, () => [...areasHeldBy(state, enemy, corrected ? { infantryCorpsOnly: true } : {})].find((a) => map.area(a)?.homeOf === power));
  if (invaded !== undefined)
    return illegal('homeInvaded', '4.2.2.2', `${corrected ? 'unbesieged enemy infantry corps stand' : 'enemy forces stand'} in ${POWER_NAMES[power]}'s home nation (area ${invaded})`);
  return null;
}

// performance (issue 20): asked for every target of every declaration step; the same per state and power
const firstInsideMemo = memoCache<ReadonlyMap<string, AreaId>>();
const invadedMemo = memoCache<AreaId | undefined>();

/** 4.2.2.1 for each territory, the first area (in `areasHeldBy` order) where `power`'s forces stand in it. */
function firstAreaByTerritory(state: GameState, map: LandMap, power: MajorPower): ReadonlyMap<string, AreaId> {
  const first = new Map<string, AreaId>();
  for (const a of areasHeldBy(state, (n) => controllerOf(state, n) === power)) {
    const k = territoryKey(state, map, a);
    if (k !== null && !first.has(k)) first.set(k, a);
  }
  return first;
}

/** A target's name for prompts and the log. */
export function targetName(state: GameState, target: string): string {
  const m = targetMinor(target);
  if (m === null) return POWER_NAMES[target as MajorPower] ?? target;
  return state.minors.find((x) => x.id === m)?.name ?? minorById(m)?.name ?? m;
}

/**
 * 4.2.2.3 whether `power` could enter the minor this turn: some corps or irregular of its (or of
 * its minors) stands within its movement allowance, counted one area per point (terrain and
 * weather are not counted, so this errs on the side of allowing). Without map areas, yes.
 * Given the sea areas (`naval`), also by sea: `reachableBySea`.
 */
export function canReachMinor(state: GameState, map: LandMap, power: MajorPower, minor: MinorId, naval?: NavalMap): boolean {
  if (!map.landAreas) return true;
  // performance: one search per power and state gives every minor it reaches (asked once per neutral minor)
  if (memo(reachableMinorsMemo, map, state, power, () => reachableMinors(state, map, power)).has(minor)) return true;
  return naval !== undefined && memo(bySeaMemo, naval, state, power, () => reachableBySea(state, map, naval, power)).has(minor);
}
const reachableMinorsMemo = memoCache<ReadonlySet<string>>();
const bySeaMemo = memoCache<ReadonlySet<string>>();

/** 6.2.1 a fleet's movement allowance in sea areas (the naval rules' FLEET_MOVEMENT; naval rules read political ones, so not imported). */
const SEA_REACH = 7;

/**
 * 4.2.2.3 by sea (6.2.5 transport, 7.3.5 landing): the minors with a coastal area that a corps of
 * `power` (or of its minors) could land in this turn. A fleet of its with ships carries a corps
 * already aboard, or one standing in the area of the port the fleet lies in; it sails up to its
 * allowance of sea areas and the corps lands on any coast of a sea area reached. Interception,
 * blockades and weather are not counted (erring, like the land reach, on the side of allowing).
 */
export function reachableBySea(state: GameState, map: LandMap, naval: NavalMap, power: MajorPower): Set<string> {
  const minors = new Set<string>();
  const corpsAreas = new Set(state.corps.flatMap((c) => (c.location.kind === 'area' && controllerOf(state, c.nationality) === power ? [c.location.area] : [])));
  const laden = new Set(state.corps.flatMap((c) => (c.location.kind === 'fleet' ? [c.location.fleet as string] : [])));
  const dist = new Map<AreaId, number>();
  let frontier: AreaId[] = [];
  const reach = (sea: AreaId, d: number) => {
    if (d > SEA_REACH || (dist.get(sea) ?? Infinity) <= d) return;
    dist.set(sea, d);
    frontier.push(sea);
  };
  for (const f of state.fleets) {
    if (f.ships <= 0 || fleetControllerOf(state, f.nationality) !== power) continue;
    const loc = f.location;
    const port = loc.kind === 'sea' ? undefined : naval.port(loc.city);
    // 6.2.5 a corps aboard, or one beside the fleet's port to go aboard
    if (!laden.has(f.id) && !(loc.kind === 'port' && port !== undefined && corpsAreas.has(port.area))) continue;
    if (loc.kind === 'sea') reach(loc.area, 0);
    else for (const sea of port?.boxSeas ?? []) reach(sea, 1);
  }
  while (frontier.length > 0) {
    const next = frontier;
    frontier = [];
    for (const sea of next) for (const n of naval.sea(sea)?.seas ?? []) reach(n, dist.get(sea)! + 1);
  }
  for (const sea of dist.keys()) {
    for (const a of naval.sea(sea)?.coast ?? []) {
      const m = minorHere(state, map, a);
      if (m) minors.add(m);
    }
  }
  return minors;
}

/** The minor an area belongs to: the map's, or (11.1.3.2 / 11.4.3.3) the neutral kingdom its province is part of. */
function minorHere(state: GameState, map: LandMap, area: AreaId): string | null {
  const f = map.area(area);
  return (f && areaMinor(state, f)) ?? neutralMinorOfProvince(state, f?.province) ?? null;
}

/** The minors with an area within reach (distance ≤ movement + 1; irregulars 5) of one of `power`'s forces. */
function reachableMinors(state: GameState, map: LandMap, power: MajorPower): Set<string> {
  const minors = new Set<string>();
  const graph = graphOf(map);
  // performance (issue 20): one search from every start at once, each area taken once with the
  // most steps left from any start (an area within some start's reach is exactly one reached with
  // zero or more steps left), instead of one search per stack; areas by number, steps left in an
  // array (asked once per power in every declarations step)
  const left: number[] = [];
  const byLeft: number[][] = [];
  const start = (area: AreaId, reach: number) => {
    const i = graph.at(area);
    if ((left[i] ?? -1) >= reach) return;
    left[i] = reach;
    (byLeft[reach] ??= []).push(i);
  };
  for (const c of state.corps) if (c.location.kind === 'area' && controllerOf(state, c.nationality) === power) start(c.location.area, c.movement + 1);
  for (const i of state.irregulars) if (controllerOf(state, i.nationality) === power) start(i.area, 5);
  for (let r = byLeft.length - 1; r >= 0; r--) {
    for (const i of byLeft[r] ?? []) {
      if (left[i] !== r) continue; // reached later with more steps left
      const m = minorHere(state, map, graph.ids[i]!);
      if (m) minors.add(m);
      if (r === 0) continue;
      for (const j of graph.next(i)) {
        if ((left[j] ?? -1) >= r - 1) continue;
        left[j] = r - 1;
        (byLeft[r - 1] ??= []).push(j);
      }
    }
  }
  return minors;
}

/** The land map's areas by number and their neighbours (the map's edges, in order), found as asked; one per map. */
class AreaGraph {
  readonly ids: AreaId[] = [];
  private readonly index = new Map<AreaId, number>();
  private readonly adjacent: (readonly number[] | undefined)[] = [];
  constructor(private readonly map: LandMap) {}
  at(area: AreaId): number {
    let i = this.index.get(area);
    if (i === undefined) {
      i = this.ids.length;
      this.index.set(area, i);
      this.ids.push(area);
    }
    return i;
  }
  next(i: number): readonly number[] {
    let out = this.adjacent[i];
    if (out === undefined) this.adjacent[i] = out = this.map.edges(this.ids[i]!).map((e) => this.at(e.to));
    return out;
  }
}
const graphs = new WeakMap<LandMap, AreaGraph>();
function graphOf(map: LandMap): AreaGraph {
  let g = graphs.get(map);
  if (!g) graphs.set(map, (g = new AreaGraph(map)));
  return g;
}

/**
 * 4.2 Every target `power` may name this step with its verdict: the other major powers in play
 * (4.2.2.1-4.2.2.4) and the neutral minor countries (4.2.2.1, 4.2.2.3; 4.2.3 controlled minors
 * are never separate targets: a war on their controller covers them). `districts` gives the
 * districts a minor counts now (10.4.2, rules/general's districtCount, passed in by the caller:
 * rules/general reads this phase, so it cannot be imported here); the cost listed is the one charged.
 */
export function declareWarOptions(state: GameState, power: MajorPower, districts: (minor: MinorId) => number, map?: LandMap, naval?: NavalMap): DecisionOption[] {
  const majors = powersInPlay(state)
    .filter((q) => q !== power && !outOfGame(state, q))
    .map((q) => ({
      value: q,
      label: `${POWER_NAMES[q]} (-3 political points${married(state, power, q) && state.options.rules.royalMarriages ? ', -1 more for the royal marriage' : ''})`,
      verdict: atWar(state, power, q)
        ? illegal('alreadyAtWar', '4.2', `${POWER_NAMES[power]} is already at war with ${POWER_NAMES[q]}`)
        : barredByEnforcedPeace(state, power, q)
          ? illegal('enforcedPeace', '4.2.2.4', `an enforced peace with ${POWER_NAMES[q]} is in force`)
          : ((map && mapLimit(state, map, power, q)) ?? LEGAL),
    }));
  const minors = state.minors
    // 11.7 / 10.4 Sicily held with Naples is declared on with it, never alone; Naples then counts two districts (hook of the comb branch)
    .filter((m) => m.status === 'neutral' && siciliesDeclarationDistricts(state, m.id, 1) !== null)
    .map((m) => {
      const target = minorTarget(m.id);
      // what is charged: the current count (10.4.2 districtCount, with 11.4.3.3's Tyrol)
      const n = districts(m.id);
      return {
        value: target,
        label: `${m.name} (neutral; -${n} political point${n === 1 ? '' : 's'})`,
        verdict: atWarWithMinor(state, power, m.id)
          ? illegal('alreadyAtWar', '4.2', `${POWER_NAMES[power]} is already at war with ${m.name}`)
          : ((map && mapLimit(state, map, power, target)) ??
            (map && !canReachMinor(state, map, power, m.id, naval) ? illegal('unreachable', '4.2.2.3', `no force of ${POWER_NAMES[power]} can reach ${m.name} this turn`) : LEGAL)),
      };
    });
  // v2.71 14.3.5 an inactive uncontrolled major power declares war on no one
  if (inactiveUmp(state, power))
    return [...majors, ...minors].map((o) => ({ ...o, verdict: illegal('umpRestricted', '14.3.5', `${POWER_NAMES[power]} is an inactive uncontrolled major power and may not declare war`) }));
  return [...majors, ...minors];
}
