import { describe, expect, it } from 'vitest';
import { clampPan, fitBounds, MAX_SCALE, MIN_SCALE, revealBounds, toMap, visibleBounds, zoomAt } from './viewport';

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

  it('reveals bounds off screen: centred in the clear part of the view, same zoom, zoomed out only to fit', () => {
    const view = { width: 1000, height: 600 };
    const clear = { left: 250, top: 60, right: 40, bottom: 70 };
    const v = { scale: 1, x: 0, y: 0 };
    // In sight already: the view stays.
    expect(revealBounds(v, view, [300, 100, 400, 200], clear)).toBeNull();
    // Under the legend's column, or past the right edge: centred in the clear room.
    for (const b of [[100, 100, 200, 200], [2000, 900, 2100, 1000]] as const) {
      const moved = revealBounds(v, view, b, clear)!;
      expect(moved.scale).toBe(1);
      const [cx, cy] = [((b[0] + b[2]) / 2) * moved.scale + moved.x, ((b[1] + b[3]) / 2) * moved.scale + moved.y];
      expect(cx).toBeCloseTo((250 + 960) / 2, 9);
      expect(cy).toBeCloseTo((60 + 530) / 2, 9);
      expect(revealBounds(moved, view, b, clear)).toBeNull();
    }
    // Too big for the room at this zoom: zoomed out until it fits, never zoomed in.
    const big = revealBounds({ scale: 2, x: 0, y: 0 }, view, [0, 0, 1000, 200], clear)!;
    expect(big.scale).toBeCloseTo(710 / 1000, 9);
    expect(revealBounds(big, view, [0, 0, 1000, 200], clear)).toBeNull();
    expect(revealBounds({ scale: 0.3, x: -900, y: 0 }, view, [0, 0, 100, 100], clear)!.scale).toBe(0.3);
  });
});
