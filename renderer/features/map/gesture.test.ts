import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { covers, cssMatrix, DeferredView, relativeTransform, SETTLE_MS, type Similarity } from './gesture';
import { toMap, zoomAt, type Viewport } from './viewport';

describe('relative transform of a drawn canvas', () => {
  it('puts every map point where the live view shows it', () => {
    const drawn = { scale: 0.5, x: 120, y: -40 };
    const live = zoomAt({ ...drawn, x: drawn.x - 300, y: drawn.y + 75 }, 1.8, 640, 410);
    const t = relativeTransform(drawn, live);
    for (const [mx, my] of [[0, 0], [1530, 1080], [3109, 2365]] as const) {
      const [dx, dy] = [mx * drawn.scale + drawn.x, my * drawn.scale + drawn.y];
      expect(dx * t.k + t.tx).toBeCloseTo(mx * live.scale + live.x, 9);
      expect(dy * t.k + t.ty).toBeCloseTo(my * live.scale + live.y, 9);
    }
  });

  it('knows when the moved canvas leaves part of the window uncovered', () => {
    const size = { width: 800, height: 600 };
    expect(covers({ k: 1, tx: 0, ty: 0 }, size)).toBe(true);
    expect(covers({ k: 2, tx: -300, ty: -200 }, size)).toBe(true);
    expect(covers({ k: 1, tx: 40, ty: 0 }, size)).toBe(false);
    expect(covers({ k: 1, tx: -40, ty: 0 }, size)).toBe(false);
    expect(covers({ k: 0.8, tx: 0, ty: 0 }, size)).toBe(false);
  });

  it('snaps a pure translation to device pixels, keeps a zoom exact', () => {
    expect(cssMatrix({ k: 1, tx: 10.4, ty: -3.6 })).toBe('translate(10px, -4px)');
    expect(cssMatrix({ k: 1, tx: 10.4, ty: -3.6 }, 2)).toBe('translate(10.5px, -3.5px)');
    expect(cssMatrix({ k: 1.5, tx: 10.4, ty: -3.6 })).toBe('matrix(1.5, 0, 0, 1.5, 10.4, -3.6)');
  });
});

describe('deferred view (a gesture moves by CSS, commits when input settles)', () => {
  let shown: Similarity[];
  let commits: [Viewport, boolean][];
  let view: DeferredView;
  const start = { scale: 0.4, x: 250, y: 10 };

  beforeEach(() => {
    vi.useFakeTimers();
    shown = [];
    commits = [];
    view = new DeferredView(start, { showLive: (t) => shown.push(t), commit: (v, sync) => commits.push([v, sync]) });
  });
  afterEach(() => vi.useRealTimers());

  it('shows each step by transform and draws once, after the last input has rested', () => {
    const steps = [1, 2, 3].map((i) => ({ ...start, x: start.x - 20 * i }));
    for (const s of steps) {
      view.move(s);
      vi.advanceTimersByTime(SETTLE_MS - 10);
    }
    expect(commits).toEqual([]);
    expect(view.moving).toBe(true);
    expect(shown.map((t) => t.tx)).toEqual([-20, -40, -60]);
    expect(view.drawn).toEqual(start);
    expect(view.live).toEqual(steps[2]);
    vi.advanceTimersByTime(10);
    expect(commits).toEqual([[steps[2], true]]);
    expect(view.moving).toBe(false);
    expect(view.drawn).toEqual(steps[2]);
    // The next gesture is relative to the new drawing.
    view.move({ ...steps[2]!, x: steps[2]!.x - 5 });
    expect(shown.at(-1)).toEqual({ k: 1, tx: -5, ty: 0 });
  });

  it('keeps the map point under the pointer put through a wheel zoom', () => {
    let live: Viewport = start;
    for (let i = 0; i < 5; i++) {
      live = zoomAt(live, 1.1, 700, 300);
      view.move(live);
    }
    const t = shown.at(-1)!;
    // The point under (700, 300) on the drawn canvas is still under it after the transform.
    const [mx, my] = toMap(start, 700, 300);
    expect((mx * start.scale + start.x) * t.k + t.tx).toBeCloseTo(700, 9);
    expect((my * start.scale + start.y) * t.k + t.ty).toBeCloseTo(300, 9);
  });

  it('draws a jump at once and ends a gesture under way', () => {
    view.move({ ...start, x: 0 });
    const there = { scale: 3, x: -4000, y: -2500 };
    view.jump(there);
    expect(commits).toEqual([[there, false]]);
    expect(view.moving).toBe(false);
    vi.advanceTimersByTime(SETTLE_MS * 2);
    expect(commits.length).toBe(1);
  });
});
