import { describe, expect, it } from 'vitest';
import { coveringTiles, levelFor, TileCache, TileCost, TILE_LEVELS, TILE_SIZE, visibleTiles } from './tileCache';
import { MAX_SCALE, MIN_SCALE } from './viewport';

describe('tile levels', () => {
  it('covers the whole zoom range without stretching a tile more than 1.2x', () => {
    for (let s = MIN_SCALE; s <= MAX_SCALE; s *= 1.07) {
      const level = TILE_LEVELS[levelFor(s)]!;
      expect(s / level, `scale ${s}`).toBeLessThanOrEqual(1.2 + 1e-9);
      // …and never uses a level more than √2·1.2 finer than needed.
      expect(level / s, `scale ${s}`).toBeLessThanOrEqual(Math.SQRT2 * 1.2 + 1e-9);
    }
  });
});

describe('visible tiles', () => {
  const map = { width: 3109, height: 2365 };
  it('lists exactly the tiles meeting the view, centre first', () => {
    const level = levelFor(1);
    const ls = TILE_LEVELS[level]!;
    const view = { scale: ls, x: -300, y: -100 };
    const tiles = visibleTiles(view, { width: 800, height: 600 }, map, level);
    const xs = new Set(tiles.map((t) => t.tx));
    const ys = new Set(tiles.map((t) => t.ty));
    // 800×600 window starting 300/100 screen pixels into the level: columns 1-4, rows 0-2.
    expect([...xs].sort()).toEqual([1, 2, 3, 4]);
    expect([...ys].sort()).toEqual([0, 1, 2]);
    const first = tiles[0]!;
    expect(Math.abs(first.tx - 2.5) + Math.abs(first.ty - 1)).toBeLessThanOrEqual(1.5);
    expect(TILE_SIZE).toBe(256);
  });

  it('lists nothing outside the map', () => {
    expect(visibleTiles({ scale: 1, x: 5000, y: 0 }, { width: 800, height: 600 }, map, levelFor(1))).toEqual([]);
  });
});

describe('covering tiles of another level', () => {
  const ground = (t: { level: number; tx: number; ty: number }) => {
    const span = TILE_SIZE / TILE_LEVELS[t.level]!;
    return [t.tx * span, t.ty * span, (t.tx + 1) * span, (t.ty + 1) * span] as const;
  };
  it('covers the tile ground exactly with the fewest tiles of the coarser and the finer level', () => {
    for (const t of [{ level: 6, tx: 3, ty: 2 }, { level: 6, tx: 0, ty: 0 }, { level: 9, tx: 7, ty: 11 }]) {
      for (const alt of [t.level - 2, t.level - 1, t.level + 1]) {
        const cover = coveringTiles(t, alt);
        const g = ground(t);
        const boxes = cover.map(ground);
        // The union's bounding box contains the tile; dropping an outer row or column would not.
        expect(Math.min(...boxes.map((b) => b[0]))).toBeLessThanOrEqual(g[0]);
        expect(Math.min(...boxes.map((b) => b[1]))).toBeLessThanOrEqual(g[1]);
        expect(Math.max(...boxes.map((b) => b[2]))).toBeGreaterThanOrEqual(g[2]);
        expect(Math.max(...boxes.map((b) => b[3]))).toBeGreaterThanOrEqual(g[3]);
        for (const b of boxes) expect(b[0] < g[2] && b[2] > g[0] && b[1] < g[3] && b[3] > g[1], `${alt}: ${b.join(',')}`).toBe(true);
      }
    }
    // A finer level (√2 more detail) needs 2 or 3 tiles a side, a coarser one 1 or 2.
    expect(coveringTiles({ level: 6, tx: 3, ty: 2 }, 7).length).toBeGreaterThanOrEqual(4);
    expect(coveringTiles({ level: 6, tx: 3, ty: 2 }, 5).length).toBeLessThanOrEqual(4);
  });
});

describe('tile cost estimate', () => {
  it('follows a slow tile at once and forgets it after a few ordinary ones', () => {
    const c = new TileCost(3);
    c.record(30);
    expect(c.estimate).toBeGreaterThanOrEqual(15);
    for (let i = 0; i < 12; i++) c.record(3);
    expect(c.estimate).toBeLessThan(4);
    for (let i = 0; i < 50; i++) c.record(0.1);
    expect(c.estimate).toBe(1);
  });
});

/** A cache whose tiles are plain objects: the queue logic without a canvas. */
class FakeTiles extends TileCache {
  rendered: string[] = [];
  preparedScales: number[] = [];
  constructor(maxTiles = 320) {
    super(() => undefined, { width: 3109, height: 2365 }, 1, maxTiles, (scale) => this.preparedScales.push(scale));
  }
  protected override renderTile(t: { level: number; tx: number; ty: number }): ImageBitmap {
    this.rendered.push(`${t.level}/${t.tx}/${t.ty}`);
    return { close: () => undefined } as ImageBitmap;
  }
  override ensureOverview(): ImageBitmap {
    return { width: 777, height: 591, close: () => undefined } as ImageBitmap;
  }
}

const fakeCtx = () => {
  const calls: number[][] = [];
  const ctx = { imageSmoothingEnabled: true, drawImage: (...a: unknown[]) => calls.push(a.slice(1) as number[]) };
  return { ctx: ctx as unknown as CanvasRenderingContext2D, calls };
};

describe('tile cache queue (idle rendering)', () => {
  const view = { scale: 1, x: -500, y: -400 };
  const size = { width: 1600, height: 1000 };

  it('draws the first view complete, then queues what a moving view lacks instead of rendering it', () => {
    const tiles = new FakeTiles();
    const { ctx } = fakeCtx();
    expect(tiles.draw(ctx, view, size, 5000)).toBe(true);
    expect(tiles.hasShownView).toBe(true);
    const first = tiles.rendered.length;
    expect(first).toBe(visibleTiles(view, size, { width: 3109, height: 2365 }, levelFor(1)).length);
    // Zoomed in one level: nothing is rendered inside the frame.
    const zoomed = { scale: 1.5, x: -900, y: -700 };
    expect(tiles.draw(ctx, zoomed, size, 0)).toBe(false);
    expect(tiles.rendered.length).toBe(first);
    expect(tiles.hasPending).toBe(true);
  });

  it('renders queued tiles only while the time left exceeds one tile’s estimate, most wanted first', () => {
    const tiles = new FakeTiles();
    const { ctx } = fakeCtx();
    tiles.draw(ctx, view, size, 0);
    const wanted = visibleTiles(view, size, { width: 3109, height: 2365 }, levelFor(1)).map((t) => `${t.level}/${t.tx}/${t.ty}`);
    // Room for one tile, then the idle slot is spent.
    const left = [tiles.cost.estimate + 1, 0.5];
    expect(tiles.renderPending(() => left.shift() ?? 0)).toBe(1);
    expect(tiles.rendered).toEqual(wanted.slice(0, 1));
    expect(tiles.renderPending(() => 0)).toBe(0);
    expect(tiles.renderPending(() => 0, 1)).toBe(1);
    expect(tiles.rendered).toEqual(wanted.slice(0, 2));
    expect(tiles.renderPending(() => 1000)).toBe(wanted.length - 2);
    expect(tiles.hasPending).toBe(false);
    expect(tiles.draw(ctx, view, size, 0)).toBe(true);
  });

  it('prepares each level once: ahead of time nearest first, or before its first tile', () => {
    const tiles = new FakeTiles();
    const { ctx } = fakeCtx();
    tiles.draw(ctx, view, size, 5000);
    expect(tiles.preparedScales).toEqual([TILE_LEVELS[levelFor(1)]]);
    const near = levelFor(1);
    expect(tiles.prepareNext(near)).toBe(true);
    expect(tiles.prepareNext(near)).toBe(true);
    expect(tiles.preparedScales.slice(1)).toEqual([TILE_LEVELS[near - 1], TILE_LEVELS[near + 1]]);
    while (tiles.prepareNext(near));
    expect(tiles.allPrepared).toBe(true);
    expect(new Set(tiles.preparedScales).size).toBe(TILE_LEVELS.length);
  });

  it('fills a missing tile from the cached level the zoom just left, under the level’s own tiles', () => {
    const tiles = new FakeTiles();
    const { ctx, calls } = fakeCtx();
    tiles.draw(ctx, view, size, 5000);
    calls.length = 0;
    const zoomed = { scale: 1.3, x: -700, y: -550 };
    tiles.draw(ctx, zoomed, size, 0);
    const missing = visibleTiles(zoomed, size, { width: 3109, height: 2365 }, levelFor(1.3)).length;
    // One overview copy per missing tile, then the old level's tiles that cover them.
    expect(calls.length).toBeGreaterThan(missing);
    expect(levelFor(1.3)).toBe(levelFor(1) + 1);
  });

  it('renders the neighbouring levels of a view at rest, one tile per call, only in time left', () => {
    const tiles = new FakeTiles();
    const { ctx } = fakeCtx();
    tiles.draw(ctx, view, size, 5000);
    const first = tiles.rendered.length;
    expect(tiles.renderAhead(() => 0)).toBe(true);
    expect(tiles.rendered.length).toBe(first);
    let calls = 0;
    while (tiles.renderAhead(() => 1000)) calls++;
    const map = { width: 3109, height: 2365 };
    const l = levelFor(1);
    const ahead = visibleTiles(view, size, map, l + 1).length + visibleTiles(view, size, map, l - 1).length;
    expect(calls).toBe(ahead);
    expect(tiles.rendered.length).toBe(first + ahead);
    // A zoom one level in, about the view's centre, now finds every tile cached.
    const s = TILE_LEVELS[l + 1]!;
    expect(tiles.draw(ctx, { scale: s, x: 800 - 1300 * s, y: 500 - 900 * s }, size, 0)).toBe(true);
  });

  it('plans a gesture’s live view without drawing: its tiles render in idle time, ready for the commit', () => {
    const tiles = new FakeTiles();
    const { ctx, calls } = fakeCtx();
    tiles.draw(ctx, view, size, 5000);
    calls.length = 0;
    const first = tiles.rendered.length;
    const live = { scale: 1.5, x: -900, y: -700 };
    const wanted = visibleTiles(live, size, { width: 3109, height: 2365 }, levelFor(1.5)).length;
    expect(tiles.plan(live, size)).toBe(wanted);
    expect(tiles.rendered.length).toBe(first);
    expect(calls).toEqual([]);
    expect(tiles.renderPending(() => 1000)).toBe(wanted);
    expect(tiles.plan(live, size)).toBe(0);
    expect(tiles.draw(ctx, live, size, 0)).toBe(true);
  });

  it('keeps at most maxTiles bitmaps, dropping the least recently drawn', () => {
    const tiles = new FakeTiles(10);
    const { ctx } = fakeCtx();
    tiles.draw(ctx, view, size, 5000);
    expect(tiles.tileCount).toBe(10);
  });
});
