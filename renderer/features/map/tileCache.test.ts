import { describe, expect, it } from 'vitest';
import { levelFor, TILE_LEVELS, TILE_SIZE, visibleTiles } from './tileCache';
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
