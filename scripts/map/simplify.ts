/**
 * Arc simplification that keeps the topology: each arc is simplified with its end points
 * fixed (Douglas-Peucker), then every pair of segments is checked for crossings; arcs that
 * cross or collapse are simplified again with a smaller tolerance, down to the exact pixel
 * boundary, which cannot cross by construction.
 */

/** Douglas-Peucker on a flat point list, keeping the first and last point. */
export function douglasPeucker(points: readonly number[], tolerance: number): number[] {
  const n = points.length / 2;
  if (n <= 2 || tolerance <= 0) return points.slice();
  const keep = new Uint8Array(n);
  keep[0] = 1;
  keep[n - 1] = 1;
  const stack: [number, number][] = [[0, n - 1]];
  const tol2 = tolerance * tolerance;
  while (stack.length > 0) {
    const [a, b] = stack.pop()!;
    const ax = points[2 * a]!;
    const ay = points[2 * a + 1]!;
    const bx = points[2 * b]!;
    const by = points[2 * b + 1]!;
    const dx = bx - ax;
    const dy = by - ay;
    const len2 = dx * dx + dy * dy;
    let worst = -1;
    let worstD = 0;
    for (let i = a + 1; i < b; i++) {
      const px = points[2 * i]! - ax;
      const py = points[2 * i + 1]! - ay;
      let d2: number;
      if (len2 === 0) d2 = px * px + py * py;
      else {
        const t = Math.max(0, Math.min(1, (px * dx + py * dy) / len2));
        const ex = px - t * dx;
        const ey = py - t * dy;
        d2 = ex * ex + ey * ey;
      }
      if (d2 > worstD) {
        worstD = d2;
        worst = i;
      }
    }
    if (worst >= 0 && worstD > tol2) {
      keep[worst] = 1;
      stack.push([a, worst], [worst, b]);
    }
  }
  const out: number[] = [];
  for (let i = 0; i < n; i++) if (keep[i]) out.push(points[2 * i]!, points[2 * i + 1]!);
  return out;
}

/** A closed arc is split at its farthest point from the start so both halves keep a shape. */
function simplifyArc(points: readonly number[], closed: boolean, tolerance: number): number[] {
  if (!closed) return douglasPeucker(points, tolerance);
  const n = points.length / 2;
  let far = 0;
  let farD = -1;
  for (let i = 1; i < n - 1; i++) {
    const d = (points[2 * i]! - points[0]!) ** 2 + (points[2 * i + 1]! - points[1]!) ** 2;
    if (d > farD) {
      farD = d;
      far = i;
    }
  }
  const first = douglasPeucker(points.slice(0, 2 * far + 2), tolerance);
  const second = douglasPeucker(points.slice(2 * far), tolerance);
  return first.concat(second.slice(2));
}

type Pt = readonly [number, number];

function orient(a: Pt, b: Pt, c: Pt): number {
  const v = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
  return v > 0 ? 1 : v < 0 ? -1 : 0;
}
function onSegment(a: Pt, b: Pt, p: Pt): boolean {
  return Math.min(a[0], b[0]) <= p[0] && p[0] <= Math.max(a[0], b[0]) && Math.min(a[1], b[1]) <= p[1] && p[1] <= Math.max(a[1], b[1]);
}
const same = (a: Pt, b: Pt): boolean => a[0] === b[0] && a[1] === b[1];

/**
 * Whether two segments touch anywhere other than one shared end point
 * (crossings, T-contacts, collinear overlaps and identical segments all count).
 */
export function segmentsConflict(p1: Pt, p2: Pt, p3: Pt, p4: Pt): boolean {
  const shared = same(p1, p3) || same(p1, p4) || same(p2, p3) || same(p2, p4);
  if (shared) {
    if ((same(p1, p3) && same(p2, p4)) || (same(p1, p4) && same(p2, p3))) return true;
    // Sharing one end: only a collinear overlap beyond that point is a conflict.
    const [s, a, b] = same(p1, p3) ? [p1, p2, p4] : same(p1, p4) ? [p1, p2, p3] : same(p2, p3) ? [p2, p1, p4] : [p2, p1, p3];
    if (orient(s, a, b) !== 0) return false;
    // Collinear: overlap if a and b lie on the same side of s.
    return (a[0] - s[0]) * (b[0] - s[0]) + (a[1] - s[1]) * (b[1] - s[1]) > 0;
  }
  const o1 = orient(p1, p2, p3);
  const o2 = orient(p1, p2, p4);
  const o3 = orient(p3, p4, p1);
  const o4 = orient(p3, p4, p2);
  if (o1 !== o2 && o3 !== o4) return true;
  if (o1 === 0 && onSegment(p1, p2, p3)) return true;
  if (o2 === 0 && onSegment(p1, p2, p4)) return true;
  if (o3 === 0 && onSegment(p3, p4, p1)) return true;
  if (o4 === 0 && onSegment(p3, p4, p2)) return true;
  return false;
}

/** Indices of arcs that have a segment touching another segment improperly. */
export function conflictingArcs(arcs: readonly (readonly number[])[]): Set<number> {
  const cell = 32;
  const grid = new Map<number, number[]>(); // cell key -> segment ids
  const segArc: number[] = [];
  const segIdx: number[] = [];
  const segs: [Pt, Pt][] = [];
  arcs.forEach((pts, ai) => {
    for (let i = 0; i + 3 < pts.length; i += 2) {
      const a: Pt = [pts[i]!, pts[i + 1]!];
      const b: Pt = [pts[i + 2]!, pts[i + 3]!];
      const id = segs.length;
      segs.push([a, b]);
      segArc.push(ai);
      segIdx.push(i / 2);
      const x0 = Math.floor(Math.min(a[0], b[0]) / cell);
      const x1 = Math.floor(Math.max(a[0], b[0]) / cell);
      const y0 = Math.floor(Math.min(a[1], b[1]) / cell);
      const y1 = Math.floor(Math.max(a[1], b[1]) / cell);
      for (let cy = y0; cy <= y1; cy++) {
        for (let cx = x0; cx <= x1; cx++) {
          const key = cy * 4096 + cx;
          let list = grid.get(key);
          if (!list) grid.set(key, (list = []));
          list.push(id);
        }
      }
    }
  });
  const bad = new Set<number>();
  const checked = new Set<number>();
  for (const list of grid.values()) {
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        const s = list[i]!;
        const t = list[j]!;
        const pairKey = s < t ? s * 1_000_000 + t : t * 1_000_000 + s;
        if (checked.has(pairKey)) continue;
        checked.add(pairKey);
        // Consecutive segments of one arc share a vertex by design.
        if (segArc[s] === segArc[t] && Math.abs(segIdx[s]! - segIdx[t]!) === 1) {
          const [a1, a2] = segs[s]!;
          const [b1, b2] = segs[t]!;
          const first = segIdx[s]! < segIdx[t]! ? [a1, a2, b2] : [b1, b2, a2];
          // Folding straight back onto itself is still a conflict.
          const [p, q, r] = first as [Pt, Pt, Pt];
          if (orient(p, q, r) === 0 && (p[0] - q[0]) * (r[0] - q[0]) + (p[1] - q[1]) * (r[1] - q[1]) > 0) {
            bad.add(segArc[s]!);
          }
          continue;
        }
        const [a1, a2] = segs[s]!;
        const [b1, b2] = segs[t]!;
        if (segmentsConflict(a1, a2, b1, b2)) {
          // A closed arc's last and first segments legitimately share its start point.
          bad.add(segArc[s]!);
          bad.add(segArc[t]!);
        }
      }
    }
  }
  return bad;
}

/**
 * Simplifies every arc with `tolerance`, then halves the tolerance for arcs in conflict,
 * down to the exact boundary (tolerance 0) after `rounds` halvings.
 */
export function simplifyArcs(
  arcs: readonly { points: readonly number[]; closed: boolean }[],
  tolerance: number,
  rounds = 3,
): { points: number[][]; tolerances: number[] } {
  const tolerances = arcs.map(() => tolerance);
  const points = arcs.map((a) => simplifyArc(a.points, a.closed, tolerance));
  // Closed arcs need at least a triangle to enclose anything.
  const collapsed = (i: number): boolean => arcs[i]!.closed && points[i]!.length < 8;
  for (let round = 0; round <= rounds; round++) {
    const bad = conflictingArcs(points);
    points.forEach((_, i) => {
      if (collapsed(i)) bad.add(i);
    });
    if (bad.size === 0) break;
    const exact = round === rounds;
    for (const i of [...bad].sort((a, b) => a - b)) {
      const t = exact ? 0 : tolerances[i]! / 2;
      tolerances[i] = t;
      points[i] = simplifyArc(arcs[i]!.points, arcs[i]!.closed, t);
    }
  }
  return { points, tolerances };
}
