/** 7.5.2.10.3 Retreat after losing a combat, over the land adjacencies of the map. */
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
