import { describe, expect, it } from 'vitest';
import { clampPan, fitBounds, MAX_SCALE, MIN_SCALE, toMap, visibleBounds, zoomAt } from './viewport';

describe('viewport', () => {
  it('zooms about the pointer: the map point under it stays put', () => {
    const v = { scale: 0.5, x: 100, y: 50 };
    const before = toMap(v, 400, 300);
    const after = toMap(zoomAt(v, 1.7, 400, 300), 400, 300);
    expect(after[0]).toBeCloseTo(before[0], 9);
    expect(after[1]).toBeCloseTo(before[1], 9);
  });

  it('clamps zoom to 0.15x-8x', () => {
    expect(zoomAt({ scale: 7, x: 0, y: 0 }, 10, 0, 0).scale).toBe(MAX_SCALE);
    expect(zoomAt({ scale: 0.2, x: 0, y: 0 }, 0.1, 0, 0).scale).toBe(MIN_SCALE);
  });

  it('fits bounds centred in the view', () => {
    const view = { width: 1000, height: 500 };
    const v = fitBounds(view, [100, 100, 300, 200], 0);
    const b = visibleBounds(v, view);
    expect((b[0] + b[2]) / 2).toBeCloseTo(200, 6);
    expect((b[1] + b[3]) / 2).toBeCloseTo(150, 6);
    expect(b[3] - b[1]).toBeCloseTo(100, 6); // height-limited
  });

  it('does not let the map be panned out of sight', () => {
    const v = clampPan({ scale: 1, x: -100_000, y: 100_000 }, { width: 800, height: 600 }, { width: 3109, height: 2365 });
    expect(v.x).toBe(200 - 3109);
    expect(v.y).toBe(450);
  });
});
