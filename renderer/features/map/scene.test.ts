import { describe, expect, it } from 'vitest';
import { combineScenes, type MapScene } from './scene';

const view = { scale: 1, x: 0, y: 0 };
/** A scene that hits `id` inside one square and records its draws in `log`. */
function square(id: string, x: number, log: string[]): MapScene {
  return {
    version: id,
    draw: () => void log.push(id),
    hit: (sx, sy) => (sx >= x && sx < x + 10 && sy >= 0 && sy < 10 ? id : null),
    rectsIn: (area) => (area === 'A' ? [{ x, y: 0, w: 10, h: 10 }] : []),
  };
}

describe('combineScenes: the counters and the fleet layer above them as one scene', () => {
  it('draws in order, hits the top scene first, and lists every rectangle', () => {
    const log: string[] = [];
    const land = square('stack:1', 0, log);
    const fleets = square('fleet:1', 5, log);
    const both = combineScenes(land, fleets)!;
    both.draw({} as CanvasRenderingContext2D, view, { width: 100, height: 100 });
    expect(log).toEqual(['stack:1', 'fleet:1']);
    // (7, 5) lies in both squares: the fleet drawn on top is what a click finds
    expect(both.hit!(7, 5, view)).toBe('fleet:1');
    expect(both.hit!(2, 5, view)).toBe('stack:1');
    expect(both.hit!(50, 5, view)).toBeNull();
    expect(both.rectsIn!('A', view)).toHaveLength(2);
    expect(both.version).toBe('stack:1+fleet:1');
  });

  it('is the one scene itself, or undefined, when there are fewer than two', () => {
    const land = square('stack:1', 0, []);
    expect(combineScenes(land, undefined)).toBe(land);
    expect(combineScenes(undefined, undefined)).toBeUndefined();
  });
});
