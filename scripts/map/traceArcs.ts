/**
 * Boundary tracing on a label raster: every border between two labels becomes one arc,
 * shared by the regions on both sides, so neighbouring polygons can never gap or overlap.
 *
 * The raster is a grid of pixels; boundaries run along pixel edges, between the grid's
 * corner vertices (0..w, 0..h). A vertex where three or more boundary edges meet is a node
 * (a junction of three labels, or a checkerboard pinch of two); arcs run from node to node.
 * A border with no node on it (an island inside one other region) is a closed arc.
 * Outside the raster counts as label 0, the same as "no area".
 */

export interface LabelRaster {
  width: number;
  height: number;
  /** Row-major label per pixel; 0 = no area. */
  labels: Int32Array;
}

export interface RawArc {
  /** Label on the left hand when walking the arc on screen (y down). */
  left: number;
  /** Label on the right hand. */
  right: number;
  /** Corner vertices only, flat [x0, y0, x1, y1, …]; a closed arc repeats its first point last. */
  points: number[];
  closed: boolean;
}

// Directions: 0 east, 1 south, 2 west, 3 north (screen coordinates, y down).
const DX = [1, 0, -1, 0] as const;
const DY = [0, 1, 0, -1] as const;

/** Traces all arcs of a raster, in a fixed order (nodes in scan order, then closed loops). */
export function traceArcs(raster: LabelRaster): RawArc[] {
  const { width: w, height: h, labels } = raster;
  const at = (x: number, y: number): number =>
    x < 0 || y < 0 || x >= w || y >= h ? 0 : labels[y * w + x]!;

  const vw = w + 1;
  // Visited flags for horizontal edges (x,y)-(x+1,y) and vertical edges (x,y)-(x,y+1),
  // both indexed by their top-left vertex.
  const hVisited = new Uint8Array(vw * (h + 1));
  const vVisited = new Uint8Array(vw * (h + 1));

  /** Whether the boundary edge leaving vertex (x,y) in direction d exists. */
  const hasEdge = (x: number, y: number, d: number): boolean => {
    switch (d) {
      case 0: return at(x, y - 1) !== at(x, y);
      case 1: return at(x - 1, y) !== at(x, y);
      case 2: return at(x - 1, y - 1) !== at(x - 1, y);
      default: return at(x - 1, y - 1) !== at(x, y - 1);
    }
  };
  const degree = (x: number, y: number): number =>
    (hasEdge(x, y, 0) ? 1 : 0) + (hasEdge(x, y, 1) ? 1 : 0) + (hasEdge(x, y, 2) ? 1 : 0) + (hasEdge(x, y, 3) ? 1 : 0);
  const isNode = (x: number, y: number): boolean => degree(x, y) >= 3;

  const visitedFlag = (x: number, y: number, d: number): { arr: Uint8Array; i: number } => {
    switch (d) {
      case 0: return { arr: hVisited, i: y * vw + x };
      case 1: return { arr: vVisited, i: y * vw + x };
      case 2: return { arr: hVisited, i: y * vw + x - 1 };
      default: return { arr: vVisited, i: (y - 1) * vw + x };
    }
  };
  const isVisited = (x: number, y: number, d: number): boolean => {
    const f = visitedFlag(x, y, d);
    return f.arr[f.i] === 1;
  };
  const markVisited = (x: number, y: number, d: number): void => {
    const f = visitedFlag(x, y, d);
    f.arr[f.i] = 1;
  };
  /** Labels left and right of the edge leaving (x,y) in direction d. */
  const sides = (x: number, y: number, d: number): [number, number] => {
    switch (d) {
      case 0: return [at(x, y - 1), at(x, y)];
      case 1: return [at(x, y), at(x - 1, y)];
      case 2: return [at(x - 1, y), at(x - 1, y - 1)];
      default: return [at(x - 1, y - 1), at(x, y - 1)];
    }
  };

  /** Walks from (x0,y0) in direction d0 until a node, or back to the start for a loop. */
  const walk = (x0: number, y0: number, d0: number, stopAtStart: boolean): RawArc => {
    const [left, right] = sides(x0, y0, d0);
    const points = [x0, y0];
    let x = x0;
    let y = y0;
    let d = d0;
    for (;;) {
      markVisited(x, y, d);
      x += DX[d]!;
      y += DY[d]!;
      if (isNode(x, y) || (stopAtStart && x === x0 && y === y0)) {
        points.push(x, y);
        break;
      }
      // Degree-2 vertex: continue along the other edge (never straight back).
      const back = (d + 2) % 4;
      let next = -1;
      for (const nd of [d, (d + 1) % 4, (d + 3) % 4]) {
        if (nd !== back && hasEdge(x, y, nd)) {
          next = nd;
          break;
        }
      }
      if (next < 0) throw new Error(`dead end at ${x},${y}`);
      if (next !== d) points.push(x, y);
      d = next;
    }
    return { left, right, points, closed: points[0] === x && points[1] === y };
  };

  const arcs: RawArc[] = [];
  for (let y = 0; y <= h; y++) {
    for (let x = 0; x <= w; x++) {
      if (!isNode(x, y)) continue;
      for (let d = 0; d < 4; d++) {
        if (hasEdge(x, y, d) && !isVisited(x, y, d)) arcs.push(walk(x, y, d, false));
      }
    }
  }
  // Loops without nodes: the first unvisited horizontal edge in scan order starts at the
  // loop's top-left vertex, so the start point is deterministic.
  for (let y = 0; y <= h; y++) {
    for (let x = 0; x < w; x++) {
      if (hasEdge(x, y, 0) && !isVisited(x, y, 0)) arcs.push(walk(x, y, 0, true));
    }
  }
  return arcs;
}
