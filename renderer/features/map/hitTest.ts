import type { Ring } from './geometryIndex';

/** Even-odd point-in-polygon over all rings of one shape (holes included). */
export function pointInRings(rings: readonly Ring[], x: number, y: number): boolean {
  let inside = false;
  for (const ring of rings) {
    const n = ring.length / 2;
    for (let i = 0, j = n - 1; i < n; j = i++) {
      const xi = ring[2 * i]!;
      const yi = ring[2 * i + 1]!;
      const xj = ring[2 * j]!;
      const yj = ring[2 * j + 1]!;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

/**
 * Area lookup under the pointer without Konva's hit graph: a uniform grid of buckets over
 * the map lists the areas whose bounding box meets each cell; only those few are tested
 * point-in-polygon. Areas are disjoint, so the first hit is the answer.
 */
export class AreaHitIndex {
  private readonly cells: string[][];
  private readonly cols: number;
  private readonly rows: number;

  constructor(
    private readonly rings: ReadonlyMap<string, readonly Ring[]>,
    bboxes: ReadonlyMap<string, readonly [number, number, number, number]>,
    private readonly width: number,
    private readonly height: number,
    private readonly cellSize = 48,
  ) {
    this.cols = Math.ceil(width / cellSize);
    this.rows = Math.ceil(height / cellSize);
    this.cells = Array.from({ length: this.cols * this.rows }, () => []);
    // Smaller areas first: islands inside a sea's bbox are found before the sea is tested.
    const order = [...bboxes.entries()].sort(
      ([a, ba], [b, bb]) => (ba[2] - ba[0]) * (ba[3] - ba[1]) - (bb[2] - bb[0]) * (bb[3] - bb[1]) || (a < b ? -1 : 1),
    );
    for (const [id, [x0, y0, x1, y1]] of order) {
      for (let cy = this.row(y0); cy <= this.row(y1); cy++) {
        for (let cx = this.col(x0); cx <= this.col(x1); cx++) this.cells[cy * this.cols + cx]!.push(id);
      }
    }
  }

  private col(x: number): number {
    return Math.max(0, Math.min(this.cols - 1, Math.floor(x / this.cellSize)));
  }
  private row(y: number): number {
    return Math.max(0, Math.min(this.rows - 1, Math.floor(y / this.cellSize)));
  }

  /** Area id at map point (x, y), or null off the map, on a lake or outside every area. */
  areaAt(x: number, y: number): string | null {
    if (!(x >= 0 && y >= 0 && x < this.width && y < this.height)) return null;
    for (const id of this.cells[this.row(y) * this.cols + this.col(x)]!) {
      if (pointInRings(this.rings.get(id)!, x, y)) return id;
    }
    return null;
  }
}
