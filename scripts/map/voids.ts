/**
 * Unassigned pixels (label 0) inside the map are mostly water (lakes, the Caspian), but a few
 * are leftovers of the source drawing: city symbols that were never assigned (Olmutz,
 * Stuttgart) and specks. Those are given to the land area around them, so no hole shows
 * where a city stands; lakes stay water.
 */
import type { LabelRaster } from './traceArcs';

export interface VoidMerge {
  into: number;
  pixels: number;
  reason: 'city' | 'speck';
}

/** Merges, in place, void components holding a city point or smaller than `speck` pixels. */
export function absorbVoids(
  raster: LabelRaster,
  cities: readonly { area: number; x: number; y: number }[],
  isSea: (label: number) => boolean,
  speck = 100,
): VoidMerge[] {
  const { width: w, height: h, labels } = raster;
  const seen = new Uint8Array(w * h);
  const merges: VoidMerge[] = [];
  const cityAt = new Map(cities.map((c) => [c.y * w + c.x, c.area]));
  for (let start = 0; start < w * h; start++) {
    if (labels[start] !== 0 || seen[start]) continue;
    const pixels: number[] = [];
    const touch = new Map<number, number>();
    let onEdge = false;
    let city: number | null = null;
    const stack = [start];
    seen[start] = 1;
    while (stack.length > 0) {
      const i = stack.pop()!;
      pixels.push(i);
      const x = i % w;
      const y = (i - x) / w;
      if (x === 0 || y === 0 || x === w - 1 || y === h - 1) onEdge = true;
      const c = cityAt.get(i);
      if (c !== undefined) city = c;
      for (const j of [x > 0 ? i - 1 : -1, x < w - 1 ? i + 1 : -1, y > 0 ? i - w : -1, y < h - 1 ? i + w : -1]) {
        if (j < 0) continue;
        const l = labels[j]!;
        if (l !== 0) touch.set(l, (touch.get(l) ?? 0) + 1);
        else if (!seen[j]) {
          seen[j] = 1;
          stack.push(j);
        }
      }
    }
    if (onEdge) continue;
    let into: number | null = null;
    let reason: VoidMerge['reason'] = 'city';
    if (city !== null) into = city;
    else if (pixels.length < speck && ![...touch.keys()].some(isSea) && touch.size > 0) {
      reason = 'speck';
      // The neighbour with the longest contact; ties to the lower id.
      into = [...touch].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]![0];
    }
    if (into === null) continue;
    for (const i of pixels) labels[i] = into;
    merges.push({ into, pixels: pixels.length, reason });
  }
  return merges;
}

export interface Void {
  pixels: number;
  /** Areas it touches, longest contact first. */
  touches: number[];
}

/** Unassigned components inside the map (not on its frame) of at least `min` pixels. */
export function interiorVoids(raster: LabelRaster, min = 100): Void[] {
  const { width: w, height: h, labels } = raster;
  const seen = new Uint8Array(w * h);
  const out: Void[] = [];
  for (let start = 0; start < w * h; start++) {
    if (labels[start] !== 0 || seen[start]) continue;
    const stack = [start];
    seen[start] = 1;
    let n = 0;
    let onEdge = false;
    const touch = new Map<number, number>();
    while (stack.length > 0) {
      const i = stack.pop()!;
      n++;
      const x = i % w;
      const y = (i - x) / w;
      if (x === 0 || y === 0 || x === w - 1 || y === h - 1) onEdge = true;
      for (const j of [x > 0 ? i - 1 : -1, x < w - 1 ? i + 1 : -1, y > 0 ? i - w : -1, y < h - 1 ? i + w : -1]) {
        if (j < 0) continue;
        const l = labels[j]!;
        if (l !== 0) touch.set(l, (touch.get(l) ?? 0) + 1);
        else if (!seen[j]) {
          seen[j] = 1;
          stack.push(j);
        }
      }
    }
    if (!onEdge && n >= min) out.push({ pixels: n, touches: [...touch].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([l]) => l) });
  }
  return out;
}
