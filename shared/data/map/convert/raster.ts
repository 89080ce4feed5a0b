/** Pure helpers over the decoded area raster (area-labels.png: id = R + 256*G, 0 = none). */
import type { LabelRaster } from './source';

export type BBox = readonly [x0: number, y0: number, x1: number, y1: number];

export function idAt(r: LabelRaster, x: number, y: number): number {
  if (x < 0 || y < 0 || x >= r.width || y >= r.height) return 0;
  return r.ids[y * r.width + x] ?? 0;
}

/** A copy of the raster in which pixels of `from` inside bbox (inclusive) become `to`. */
export function relabel(r: LabelRaster, from: number, to: number, bbox: BBox): LabelRaster {
  const ids = Uint16Array.from(r.ids);
  const [x0, y0, x1, y1] = bbox;
  for (let y = Math.max(0, y0); y <= Math.min(r.height - 1, y1); y++) {
    for (let x = Math.max(0, x0); x <= Math.min(r.width - 1, x1); x++) {
      const i = y * r.width + x;
      if (ids[i] === from) ids[i] = to;
    }
  }
  return { width: r.width, height: r.height, ids };
}

/** Pixels of each id inside bbox, most frequent first (ties by id). */
export function idsInBox(r: LabelRaster, bbox: BBox): Array<{ id: number; count: number }> {
  const counts = new Map<number, number>();
  const [x0, y0, x1, y1] = bbox;
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const id = idAt(r, x, y);
      if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
  }
  return [...counts].map(([id, count]) => ({ id, count })).sort((p, q) => q.count - p.count || p.id - q.id);
}

/**
 * Length of shared boundary (4-neighbour pixel pairs) between `id` and every other id.
 * Line pixels were assigned to the nearest area, so neighbours touch pixel to pixel.
 */
export function contactsOf(r: LabelRaster, id: number): Map<number, number> {
  const out = new Map<number, number>();
  const { width, height, ids } = r;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (ids[i] !== id) continue;
      if (x + 1 < width) bump(out, ids[i + 1] ?? 0, id);
      if (x > 0) bump(out, ids[i - 1] ?? 0, id);
      if (y + 1 < height) bump(out, ids[i + width] ?? 0, id);
      if (y > 0) bump(out, ids[i - width] ?? 0, id);
    }
  }
  return out;
}

function bump(m: Map<number, number>, other: number, self: number): void {
  if (other === 0 || other === self) return;
  m.set(other, (m.get(other) ?? 0) + 1);
}

/**
 * A label point inside area `id`: `near` itself if it lies in the area, else the area pixel
 * closest to `near` whose surrounding square of half-size `margin` is all inside the area.
 */
export function insidePoint(r: LabelRaster, id: number, near: readonly [number, number], margin = 6): [number, number] {
  if (idAt(r, near[0], near[1]) === id) return [near[0], near[1]];
  let best: [number, number] | null = null;
  let bestD = Infinity;
  for (let y = 0; y < r.height; y++) {
    for (let x = 0; x < r.width; x++) {
      if (r.ids[y * r.width + x] !== id) continue;
      const d = (x - near[0]) ** 2 + (y - near[1]) ** 2;
      if (d < bestD && squareInside(r, id, x, y, margin)) {
        best = [x, y];
        bestD = d;
      }
    }
  }
  return best ?? [near[0], near[1]];
}

function squareInside(r: LabelRaster, id: number, x: number, y: number, m: number): boolean {
  for (let dy = -m; dy <= m; dy += m) for (let dx = -m; dx <= m; dx += m) if (idAt(r, x + dx, y + dy) !== id) return false;
  return true;
}
