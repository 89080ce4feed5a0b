/**
 * Rings of arc references (TopoJSON convention: `i` walks arc i forwards, `~i` = -i-1 walks
 * it backwards). A region's rings use every arc that has the region on exactly one side,
 * oriented so the region is on the left, chained end to start. Filled with the even-odd
 * rule, the result does not depend on how pinch points are chained.
 */

export interface SidedArc {
  left: number;
  right: number;
  points: readonly number[];
}

const startKey = (pts: readonly number[]): string => `${pts[0]},${pts[1]}`;
const endKey = (pts: readonly number[]): string => `${pts[pts.length - 2]},${pts[pts.length - 1]}`;

/**
 * Rings per group. `groupOf` maps an arc side's label to a group key (null = no group);
 * arcs with the same group on both sides are inside the group and are skipped.
 */
export function assembleRings<K>(
  arcs: readonly SidedArc[],
  groupOf: (label: number) => K | null,
): Map<K, number[][]> {
  const refsByGroup = new Map<K, number[]>();
  const add = (g: K | null, ref: number): void => {
    if (g === null) return;
    let list = refsByGroup.get(g);
    if (!list) refsByGroup.set(g, (list = []));
    list.push(ref);
  };
  arcs.forEach((arc, i) => {
    const gl = groupOf(arc.left);
    const gr = groupOf(arc.right);
    if (gl === gr) return;
    add(gl, i);
    add(gr, ~i);
  });

  const from = (ref: number): string => (ref >= 0 ? startKey(arcs[ref]!.points) : endKey(arcs[~ref]!.points));
  const to = (ref: number): string => (ref >= 0 ? endKey(arcs[ref]!.points) : startKey(arcs[~ref]!.points));

  const result = new Map<K, number[][]>();
  for (const [group, refs] of refsByGroup) {
    const byStart = new Map<string, number[]>();
    for (const ref of refs) {
      const k = from(ref);
      let list = byStart.get(k);
      if (!list) byStart.set(k, (list = []));
      list.push(ref);
    }
    const used = new Set<number>();
    const rings: number[][] = [];
    for (const first of refs) {
      if (used.has(first)) continue;
      const ring = [first];
      used.add(first);
      const home = from(first);
      let at = to(first);
      while (at !== home) {
        const next = byStart.get(at)?.find((r) => !used.has(r));
        if (next === undefined) throw new Error(`open ring for group ${String(group)} at ${at}`);
        used.add(next);
        ring.push(next);
        at = to(next);
      }
      rings.push(ring);
    }
    result.set(group, rings);
  }
  return result;
}
