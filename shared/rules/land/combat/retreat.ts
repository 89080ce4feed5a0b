/** 7.5.2.10.3 Retreat after losing a combat, over the land adjacencies of the map. */
import { isMajorPower } from '../../../model';
import type { AreaId, GameState, LandMap, MajorPower, ForceRef, MinorId, Nationality } from '../../../model';
import { cityHolder, isCityBesieged, isEnemy, territoryOf } from '../movement/facts';
/**
 * The part of the map a retreat reads: neighbours with the kind of their border ('land' is the
 * only kind a retreat may cross; crossing arrows and coasts are not). The map query of
 * shared/data/map fits, and so does an adapter over the engine's LandMap.
 */
export interface RetreatMap {
  neighbours(id: string): readonly { readonly id: string; readonly edge: { readonly kind: string } }[];
}

export interface RetreatInput {
  readonly from: string;
  /**
   * 7.5.2.10.3.1 Areas holding a depot of any nationality in the beaten force; when there is
   * none on the map, the areas of its controlled national capitals.
   */
  readonly targets: readonly string[];
  /** 7.5.2.10.3.3 areas with an unbesieged enemy corps, cossack, freikorps or depot garrison. */
  readonly enemyOccupied: ReadonlySet<string>;
  /** Errata to 7.5.2.10.3.6: a force that disembarked this turn surrenders instead. */
  readonly disembarked?: boolean;
}

export type RetreatResult =
  /** Every legal route, area by area; the retreating player (or victor) picks one. */
  | { readonly kind: 'retreat'; readonly routes: readonly (readonly string[])[] }
  | { readonly kind: 'surrender'; readonly rule: '7.5.2.10.3.6' };

function landNeighbours(map: RetreatMap, id: string): string[] {
  return map.neighbours(id).filter((n) => n.edge.kind === 'land').map((n) => n.id);
}

/** Land-area distances to the nearest target (breadth first from every target at once). */
function distances(map: RetreatMap, targets: readonly string[]): Map<string, number> {
  const dist = new Map<string, number>();
  let frontier = [...new Set(targets)];
  for (const t of frontier) dist.set(t, 0);
  for (let d = 1; frontier.length > 0; d++) {
    const next: string[] = [];
    for (const a of frontier)
      for (const b of landNeighbours(map, a))
        if (!dist.has(b)) {
          dist.set(b, d);
          next.push(b);
        }
    frontier = next;
  }
  return dist;
}

/**
 * 7.5.2.10.3 The routes a beaten force may take: one land area at a time (never across a
 * crossing arrow or onto ships, 7.5.2.10.3.4) into the neighbour closest to the nearest target
 * (ties are all offered), on through enemy-held areas until an open one (7.5.2.10.3.3), never
 * entering an area twice (7.5.2.10.3.5). No route means surrender (7.5.2.10.3.6). The force
 * moves as one (7.5.2.10.3.2), so a route is for the whole force.
 */
export function retreatRoutes(map: RetreatMap, input: RetreatInput): RetreatResult {
  if (input.disembarked) return { kind: 'surrender', rule: '7.5.2.10.3.6' };
  const dist = distances(map, input.targets);
  const far = (a: string) => dist.get(a) ?? Infinity;
  const routes: string[][] = [];
  const walk = (at: string, path: string[], seen: Set<string>) => {
    const open = landNeighbours(map, at).filter((n) => !seen.has(n));
    if (open.length === 0) return;
    const best = Math.min(...open.map(far));
    for (const n of open.filter((x) => far(x) === best)) {
      const next = [...path, n];
      if (!input.enemyOccupied.has(n)) routes.push(next);
      else walk(n, next, new Set([...seen, n]));
    }
  };
  walk(input.from, [], new Set([input.from]));
  return routes.length > 0 ? { kind: 'retreat', routes } : { kind: 'surrender', rule: '7.5.2.10.3.6' };
}

/** The engine's land map as the retreat reads it: crossing arrows are not land borders (7.5.2.10.3.4). */
export function landRetreatMap(map: LandMap): RetreatMap {
  return { neighbours: (id) => map.edges(id as AreaId).map((e) => ({ id: e.to as string, edge: { kind: e.crossingSea === null ? 'land' : 'strait' } })) };
}

/** Every land area of the map (the map's list, or the printed numbers 001-788 on hand-built maps). */
function landAreas(map: LandMap): AreaId[] {
  if (map.landAreas) return [...map.landAreas];
  const out: AreaId[] = [];
  for (let i = 1; i <= 788; i++) {
    const id = String(i).padStart(3, '0') as AreaId;
    if (map.area(id)) out.push(id);
  }
  return out;
}

/**
 * 7.5.2.10.3.1 Where a beaten force retreats toward: the areas holding a depot of any power in
 * the force (depots aboard fleets are not on land); when none is on the map, the areas of the
 * force's national capitals that its own power controls (held by it, or vacant in its home
 * nation). Empty when neither exists: then every adjacent area is as close as any other.
 */
export function retreatTargets(state: GameState, map: LandMap, powers: readonly MajorPower[]): AreaId[] {
  const depots = state.depots.filter((d) => powers.includes(d.owner) && d.fleet === undefined).map((d) => d.area);
  if (depots.length > 0) return depots;
  const out: AreaId[] = [];
  for (const area of landAreas(map)) {
    const facts = map.area(area)!;
    const power = facts.homeOf;
    if (power === null || !powers.includes(power)) continue;
    for (const c of facts.cities) {
      if (!c.nationalCapital) continue;
      const holder = cityHolder(state, area, c.id, map) ?? territoryOf(state, map, area);
      if (holder === power) out.push(area);
    }
  }
  return out;
}

/**
 * 4.6.5.3 the sides a beaten force fights on, one per unit: a minor's units on the minor's own
 * side (a war declared on the minor alone makes them enemies of its attacker, not of its
 * controller's enemies only), every other unit on its power's (B.4 a lent corps its borrower's).
 */
export function forceSides(units: readonly { readonly power: MajorPower; readonly nationality: string }[]): Nationality[] {
  // a combat unit carries its nationality as a plain string: a non-major one is a minor's
  return [...new Set(units.map((u) => (isMajorPower(u.nationality) ? u.power : (u.nationality as MinorId))))];
}

/**
 * 7.5.2.10.3.3 Areas a retreat must pass through: those with an unbesieged corps (in the field or
 * in an unbesieged city), cossack, freikorps or depot garrison that is an enemy of any side of
 * the retreating force (`forceSides`: 4.6.5.3 a war on a minor alone counts; B.4 a lent corps
 * blocks for its borrower). Guerillas do not stop it (10.1.1.3.5).
 */
export function retreatBlockers(state: GameState, map: LandMap, sides: readonly Nationality[]): Set<AreaId> {
  const enemy = (n: ForceRef) => sides.some((side) => isEnemy(state, side, n));
  const out = new Set<AreaId>();
  for (const c of state.corps) {
    if (c.location.kind !== 'area' || !enemy(c)) continue;
    const { area, city } = c.location;
    if (city === undefined || !isCityBesieged(state, area, city, map)) out.add(area);
  }
  for (const i of state.irregulars) if (i.kind !== 'guerilla' && enemy(i)) out.add(i.area);
  for (const g of state.garrisons) if (g.place.kind === 'depot' && enemy(g)) out.add(g.area);
  return out;
}
