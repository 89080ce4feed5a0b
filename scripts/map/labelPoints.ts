/**
 * Label points: for each region of a label raster, the pixel farthest from any other label
 * (a raster pole of inaccessibility), found with a two-pass 3-4 chamfer distance transform.
 * Ties go to the first pixel in scan order, so the result is deterministic.
 */
export function labelPoints(
  width: number,
  height: number,
  labels: Int32Array,
  /** Pixels to keep labels off (city symbols and names): they count as boundary. */
  blocked?: Uint8Array,
): Map<number, { x: number; y: number; depth: number }> {
  const dist = new Int32Array(width * height);
  const INF = 1 << 29;
  // Seed: pixels on a region edge (a 4-neighbour with another label, or the raster edge) are 3.
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const l = labels[i]!;
      const edge =
        x === 0 || y === 0 || x === width - 1 || y === height - 1 ||
        labels[i - 1] !== l || labels[i + 1] !== l || labels[i - width] !== l || labels[i + width] !== l;
      dist[i] = blocked?.[i] ? 0 : edge ? 3 : INF;
    }
  }
  // Forward then backward sweep; a neighbour only counts within the same label.
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const l = labels[i]!;
      let d = dist[i]!;
      if (x > 0 && labels[i - 1] === l && dist[i - 1]! + 3 < d) d = dist[i - 1]! + 3;
      if (y > 0) {
        const k = i - width;
        if (labels[k] === l && dist[k]! + 3 < d) d = dist[k]! + 3;
        if (x > 0 && labels[k - 1] === l && dist[k - 1]! + 4 < d) d = dist[k - 1]! + 4;
        if (x < width - 1 && labels[k + 1] === l && dist[k + 1]! + 4 < d) d = dist[k + 1]! + 4;
      }
      dist[i] = d;
    }
  }
  for (let y = height - 1; y >= 0; y--) {
    for (let x = width - 1; x >= 0; x--) {
      const i = y * width + x;
      const l = labels[i]!;
      let d = dist[i]!;
      if (x < width - 1 && labels[i + 1] === l && dist[i + 1]! + 3 < d) d = dist[i + 1]! + 3;
      if (y < height - 1) {
        const k = i + width;
        if (labels[k] === l && dist[k]! + 3 < d) d = dist[k]! + 3;
        if (x < width - 1 && labels[k + 1] === l && dist[k + 1]! + 4 < d) d = dist[k + 1]! + 4;
        if (x > 0 && labels[k - 1] === l && dist[k - 1]! + 4 < d) d = dist[k - 1]! + 4;
      }
      dist[i] = d;
    }
  }
  const best = new Map<number, { x: number; y: number; depth: number }>();
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const l = labels[i]!;
      const d = dist[i]!;
      const cur = best.get(l);
      if (!cur || d > cur.depth) best.set(l, { x, y, depth: d });
    }
  }
  // Pixel centre, depth in pixels (chamfer units of 3 per pixel step).
  return new Map([...best].map(([l, p]) => [l, { x: p.x + 0.5, y: p.y + 0.5, depth: Math.round(p.depth / 3) }]));
}
