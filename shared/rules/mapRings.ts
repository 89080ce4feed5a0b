import type { AreaId, LandMap } from '../model';

/**
 * One step of a breadth-first search over the land map: the areas next to `frontier` not yet in
 * `seen` (added to it). Callers walk ring by ring (distance 0, 1, 2…) and stop at what they seek.
 */
export function nextRing(map: LandMap, frontier: readonly AreaId[], seen: Set<AreaId>): AreaId[] {
  const next: AreaId[] = [];
  for (const a of frontier)
    for (const e of map.edges(a))
      if (!seen.has(e.to)) {
        seen.add(e.to);
        next.push(e.to);
      }
  return next;
}
