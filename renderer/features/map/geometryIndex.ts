import type { MapGeometry } from './geometrySchema';

/** Flat [x0, y0, x1, y1, …] per ring, closed implicitly. */
export type Ring = number[];

/**
 * Resolved geometry: rings as point lists (arcs stitched in ring order), ready for drawing and
 * hit-testing. Built once per geometry; pure, no DOM.
 */
export interface ResolvedGeometry {
  geometry: MapGeometry;
  areaRings: Map<string, Ring[]>;
  provinceRings: Map<string, Ring[]>;
  minorRings: Map<string, Ring[]>;
}

/** Stitches a ring of arc references (`~i` = arc i backwards) into one point list. */
export function stitchRing(geometry: MapGeometry, refs: readonly number[]): Ring {
  const out: number[] = [];
  for (const ref of refs) {
    const pts = geometry.arcs[ref >= 0 ? ref : ~ref]!.points;
    const n = pts.length / 2;
    // Each arc starts where the previous one ended: skip the shared point.
    const skip = out.length > 0 ? 1 : 0;
    for (let k = skip; k < n; k++) {
      const i = ref >= 0 ? k : n - 1 - k;
      out.push(pts[2 * i]!, pts[2 * i + 1]!);
    }
  }
  // The last point repeats the first: drop it, rings are closed implicitly.
  if (out.length >= 4 && out[0] === out[out.length - 2] && out[1] === out[out.length - 1]) out.length -= 2;
  return out;
}

export function resolveGeometry(geometry: MapGeometry): ResolvedGeometry {
  const areaRings = new Map<string, Ring[]>();
  for (const [id, a] of Object.entries(geometry.areas)) areaRings.set(id, a.rings.map((r) => stitchRing(geometry, r)));
  const provinceRings = new Map<string, Ring[]>();
  for (const [id, p] of Object.entries(geometry.provinces)) provinceRings.set(id, p.rings.map((r) => stitchRing(geometry, r)));
  const minorRings = new Map<string, Ring[]>();
  for (const [id, m] of Object.entries(geometry.minors)) minorRings.set(id, m.rings.map((r) => stitchRing(geometry, r)));
  return { geometry, areaRings, provinceRings, minorRings };
}

/** Signed area of a ring (shoelace; positive = clockwise on screen, y down). */
export function ringArea(ring: Ring): number {
  let s = 0;
  const n = ring.length / 2;
  for (let i = 0, j = n - 1; i < n; j = i++) s += ring[2 * j]! * ring[2 * i + 1]! - ring[2 * i]! * ring[2 * j + 1]!;
  return s / 2;
}

/**
 * The distance from each area's label point to its drawn outline (the simplified rings, not
 * the raster `room`): the radius of a circle around the label point that is inside the area as
 * drawn, so what is placed within it never crosses a border.
 */
export function labelClearance(resolved: ResolvedGeometry): Map<string, number> {
  const out = new Map<string, number>();
  for (const [id, rings] of resolved.areaRings) {
    const label = resolved.geometry.areas[id]?.label;
    if (!label) continue;
    const [px, py] = label;
    let best = Infinity;
    for (const ring of rings) {
      const n = ring.length / 2;
      for (let i = 0, j = n - 1; i < n; j = i++) {
        const ax = ring[2 * j]!;
        const ay = ring[2 * j + 1]!;
        const dx = ring[2 * i]! - ax;
        const dy = ring[2 * i + 1]! - ay;
        const len = dx * dx + dy * dy;
        const t = len === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len));
        best = Math.min(best, Math.hypot(px - (ax + t * dx), py - (ay + t * dy)));
      }
    }
    out.set(id, best);
  }
  return out;
}
