// v2.71 4.6.7 which minor countries border which: derived from the map's land adjacency (two
// minors are neighbours when an area of one borders an area of the other), with the two pairs the
// rule adds across the water: Denmark and Sweden, Naples and Sicily.
import type { AreaId, LandMap, MinorId } from '../../model';
import { nextRing } from '../mapRings';

/** 4.6.7 pairs the rule counts as adjacent although no land border joins them. */
const ACROSS_WATER: readonly (readonly [string, string])[] = [['denmark', 'sweden'], ['naples', 'sicily']];

const cache = new WeakMap<LandMap, Map<string, Set<string>>>();

/** Every minor's neighbouring minors (by id), built once per map. */
export function minorAdjacency(map: LandMap): ReadonlyMap<string, ReadonlySet<string>> {
  const known = cache.get(map);
  if (known) return known;
  const out = new Map<string, Set<string>>();
  const link = (a: string, b: string) => {
    if (a === b) return;
    (out.get(a) ?? out.set(a, new Set()).get(a)!).add(b);
    (out.get(b) ?? out.set(b, new Set()).get(b)!).add(a);
  };
  for (const a of map.landAreas ?? []) {
    const m = map.area(a)?.minor;
    if (!m) continue;
    for (const e of map.edges(a)) {
      const n = map.area(e.to)?.minor;
      if (n) link(m, n);
    }
  }
  for (const [a, b] of ACROSS_WATER) link(a, b);
  cache.set(map, out);
  return out;
}

/** 4.6.7 the minors bordering `minor`. */
export function neighbouringMinors(map: LandMap, minor: MinorId | string): MinorId[] {
  return [...(minorAdjacency(map).get(minor) ?? [])].sort() as MinorId[];
}

/** Land moves from `from` to the nearest of `targets` (breadth first), or null beyond `limit`. */
export function landDistance(map: LandMap, from: AreaId, targets: ReadonlySet<AreaId>, limit = 40): number | null {
  const seen = new Set<AreaId>([from]);
  let frontier = [from];
  for (let d = 0; d <= limit && frontier.length > 0; d++) {
    if (frontier.some((a) => targets.has(a))) return d;
    frontier = nextRing(map, frontier, seen);
  }
  return null;
}
