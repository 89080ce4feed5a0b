import { describe, expect, it } from 'vitest';
import { assembleRings } from './rings';
import { douglasPeucker, segmentsConflict, simplifyArcs } from './simplify';
import { traceArcs } from './traceArcs';
import { labelPoints } from './labelPoints';
import { absorbVoids } from './voids';

/** Raster from rows of digits (0 = no area). */
function raster(rows: string[]) {
  const height = rows.length;
  const width = rows[0]!.length;
  return { width, height, labels: Int32Array.from(rows.join('').split('').map(Number)) };
}

describe('boundary tracing', () => {
  it('splits borders at junctions into arcs shared by both sides', () => {
    const r = raster(['1122', '1122', '3333']);
    const arcs = traceArcs(r);
    const pairs = arcs.map((a) => [a.left, a.right].sort().join('-')).sort();
    // 1|2, 1|3, 2|3 inside; 1, 2 and 3 against the outside (0).
    expect(pairs).toEqual(['0-1', '0-2', '0-3', '1-2', '1-3', '2-3']);
    const between12 = arcs.find((a) => [a.left, a.right].sort().join('-') === '1-2')!;
    expect(between12.points).toEqual([2, 0, 2, 2]);
  });

  it('keeps an island inside another region as one closed arc', () => {
    const r = raster(['1111', '1221', '1111']);
    const island = traceArcs(r).find((a) => a.left === 2 || a.right === 2)!;
    expect(island.closed).toBe(true);
    expect(island.points.slice(0, 2)).toEqual(island.points.slice(-2));
  });

  it('assembles rings so that every region is closed, holes included', () => {
    const r = raster(['1111', '1221', '1111']);
    const arcs = traceArcs(r);
    const rings = assembleRings(arcs, (l) => (l === 0 ? null : l));
    expect(rings.get(1)!.length).toBe(2); // outline + hole
    expect(rings.get(2)!.length).toBe(1);
  });
});

describe('simplification', () => {
  it('keeps the end points of an arc', () => {
    const pts = [0, 0, 1, 1, 2, 0, 3, 1, 4, 0, 5, 1, 6, 0];
    const s = douglasPeucker(pts, 2);
    expect(s.slice(0, 2)).toEqual([0, 0]);
    expect(s.slice(-2)).toEqual([6, 0]);
    expect(s.length).toBeLessThan(pts.length);
  });

  it('detects crossings, overlaps and identical segments, but not a shared end point', () => {
    expect(segmentsConflict([0, 0], [2, 2], [0, 2], [2, 0])).toBe(true);
    expect(segmentsConflict([0, 0], [2, 0], [1, 0], [3, 0])).toBe(true);
    expect(segmentsConflict([0, 0], [2, 0], [2, 0], [0, 0])).toBe(true);
    expect(segmentsConflict([0, 0], [2, 0], [2, 0], [3, 1])).toBe(false);
    expect(segmentsConflict([0, 0], [2, 0], [0, 0], [1, 0])).toBe(true);
  });

  it('falls back to a smaller tolerance where simplified arcs would collapse onto each other', () => {
    // Two arcs between the same end points, one pixel apart: simplified to straight lines
    // they would coincide.
    const a = { points: [0, 0, 5, 1, 10, 0], closed: false };
    const b = { points: [0, 0, 5, -1, 10, 0], closed: false };
    const { points, tolerances } = simplifyArcs([a, b], 2);
    expect(tolerances.some((t) => t < 2)).toBe(true);
    expect(points[0]).not.toEqual(points[1]);
  });
});

describe('label points and unassigned pixels', () => {
  it('puts the label at the point farthest from the region edge', () => {
    const r = raster(['11111', '11111', '11111', '11111', '11111']);
    const p = labelPoints(r.width, r.height, r.labels).get(1)!;
    expect([p.x, p.y]).toEqual([2.5, 2.5]);
  });

  it('gives a hole holding a city to the city area, and leaves water touching a sea alone', () => {
    const r = raster(['11111', '10101', '11111']);
    const merges = absorbVoids(r, [{ area: 1, x: 1, y: 1 }], () => false, 0);
    expect(merges).toEqual([{ into: 1, pixels: 1, reason: 'city' }]);
    expect(r.labels[1 * 5 + 1]).toBe(1);
    expect(r.labels[1 * 5 + 3]).toBe(0); // no city there and specks disabled
  });
});
