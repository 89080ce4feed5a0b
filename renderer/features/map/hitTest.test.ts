import { describe, expect, it } from 'vitest';
import geometryJson from '../../../assets/map/geometry.json';
import { geometrySchema } from './geometrySchema';
import { resolveGeometry, ringArea } from './geometryIndex';
import { AreaHitIndex, pointInRings } from './hitTest';

describe('point in polygon', () => {
  const square = [0, 0, 10, 0, 10, 10, 0, 10];
  const hole = [3, 3, 7, 3, 7, 7, 3, 7];
  it('counts holes out with the even-odd rule', () => {
    expect(pointInRings([square], 5, 5)).toBe(true);
    expect(pointInRings([square, hole], 5, 5)).toBe(false);
    expect(pointInRings([square, hole], 1, 5)).toBe(true);
    expect(pointInRings([square], 11, 5)).toBe(false);
  });
});

describe('area hit index over the shipped geometry', () => {
  const g = geometrySchema.parse(geometryJson);
  const resolved = resolveGeometry(g);
  const index = new AreaHitIndex(resolved.areaRings, new Map(Object.entries(g.areas).map(([id, a]) => [id, a.bbox])), g.width, g.height);

  it('stitches every area into rings with area', () => {
    for (const [id, rings] of resolved.areaRings) {
      expect(rings.reduce((s, r) => s + Math.abs(ringArea(r)), 0), id).toBeGreaterThan(0);
    }
  });

  it('finds Prague in area 467 and the sea west of Ireland as a sea area', () => {
    // Label points are inside by construction; these are spot checks against the map data.
    expect(index.areaAt(...(g.areas['467']!.label as [number, number]))).toBe('467');
    expect(index.areaAt(-5, 10)).toBeNull();
    expect(index.areaAt(g.width + 1, 10)).toBeNull();
  });

  it('answers a hit-test in well under a millisecond', () => {
    const n = 20_000;
    let found = 0;
    const t0 = performance.now();
    for (let i = 0; i < n; i++) {
      // Deterministic scatter over the map.
      const x = (i * 7919) % g.width;
      const y = (i * 104729) % g.height;
      if (index.areaAt(x + 0.5, y + 0.5)) found++;
    }
    const perCall = (performance.now() - t0) / n;
    expect(found).toBeGreaterThan(n * 0.9);
    expect(perCall).toBeLessThan(1);
  });
});
