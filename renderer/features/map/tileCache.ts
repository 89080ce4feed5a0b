/**
 * Bitmap cache of the static map (fills, borders, symbols, labels) in square tiles at
 * discrete zoom levels, so a pan or zoom frame is a handful of image copies instead of
 * re-rasterising 788 polygons and their labels. Missing tiles are rendered within a time
 * budget per frame; until then a whole-map overview bitmap shows through, slightly blurred.
 */
import type { Bounds, Size, Viewport } from './viewport';

/** Zoom levels, √2 apart from 1/8 to 8: a tile is never stretched by more than about 1.2×. */
export const TILE_LEVELS: readonly number[] = Array.from({ length: 13 }, (_, k) => 0.125 * Math.SQRT2 ** k);
export const TILE_SIZE = 256;

/** The level whose bitmaps are used at `scale`: the smallest level not blurrier than 1.2×. */
export function levelFor(scale: number): number {
  for (let i = 0; i < TILE_LEVELS.length; i++) if (TILE_LEVELS[i]! * 1.2 >= scale) return i;
  return TILE_LEVELS.length - 1;
}

export interface TileRef {
  level: number;
  tx: number;
  ty: number;
}

/** Tiles of `level` that meet the view, row by row from the view's centre outwards. */
export function visibleTiles(view: Viewport, size: Size, map: Size, level: number, tileSize = TILE_SIZE): TileRef[] {
  const ls = TILE_LEVELS[level]!;
  const span = tileSize / ls; // map pixels per tile
  const x0 = Math.max(0, Math.floor(-view.x / view.scale / span));
  const y0 = Math.max(0, Math.floor(-view.y / view.scale / span));
  const x1 = Math.min(Math.ceil(map.width / span) - 1, Math.floor((size.width - view.x) / view.scale / span));
  const y1 = Math.min(Math.ceil(map.height / span) - 1, Math.floor((size.height - view.y) / view.scale / span));
  const out: TileRef[] = [];
  for (let ty = y0; ty <= y1; ty++) for (let tx = x0; tx <= x1; tx++) out.push({ level, tx, ty });
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  return out.sort((a, b) => Math.hypot(a.tx - cx, a.ty - cy) - Math.hypot(b.tx - cx, b.ty - cy) || a.ty - b.ty || a.tx - b.tx);
}

/** Draws the map in map coordinates (the context is already scaled) for `scale`, limited to `bounds`. */
export type MapPainter = (ctx: CanvasRenderingContext2D, scale: number, bounds: Bounds) => void;

export class TileCache {
  private readonly tiles = new Map<string, CanvasImageSource>();
  private overview: HTMLCanvasElement | null = null;
  private readonly overviewScale: number;

  constructor(
    private readonly paint: MapPainter,
    private readonly map: Size,
    private readonly pixelRatio = 1,
    private readonly maxTiles = 320,
  ) {
    this.overviewScale = 0.25;
  }

  /** Renders the whole-map fallback (small and blurred, but always complete). */
  ensureOverview(): HTMLCanvasElement {
    if (this.overview) return this.overview;
    const k = this.overviewScale * this.pixelRatio;
    const c = document.createElement('canvas');
    c.width = Math.ceil(this.map.width * k);
    c.height = Math.ceil(this.map.height * k);
    const ctx = c.getContext('2d')!;
    ctx.setTransform(k, 0, 0, k, 0, 0);
    this.paint(ctx, this.overviewScale, [0, 0, this.map.width, this.map.height]);
    this.overview = c;
    return c;
  }

  /** Tiles are immutable bitmaps: cheaper to copy than canvases, which are snapshotted on use. */
  private renderTile(t: TileRef): CanvasImageSource {
    const ls = TILE_LEVELS[t.level]!;
    const px = TILE_SIZE * this.pixelRatio;
    const c = new OffscreenCanvas(px, px);
    const ctx = c.getContext('2d')!;
    const k = ls * this.pixelRatio;
    ctx.setTransform(k, 0, 0, k, -t.tx * px, -t.ty * px);
    const span = TILE_SIZE / ls;
    this.paint(ctx as unknown as CanvasRenderingContext2D, ls, [t.tx * span, t.ty * span, (t.tx + 1) * span, (t.ty + 1) * span]);
    return c.transferToImageBitmap();
  }

  /**
   * Draws the view into `ctx` (identity transform, device pixels). Renders missing tiles until
   * `budgetMs` is spent; returns false while some visible tile is still missing.
   */
  draw(ctx: CanvasRenderingContext2D, view: Viewport, size: Size, budgetMs: number): boolean {
    const pr = this.pixelRatio;
    const start = performance.now();
    const level = levelFor(view.scale);
    const ls = TILE_LEVELS[level]!;
    const wanted = visibleTiles(view, size, this.map, level);
    const ready: [TileRef, CanvasImageSource][] = [];
    let complete = true;
    for (const t of wanted) {
      const key = `${t.level}/${t.tx}/${t.ty}`;
      let tile = this.tiles.get(key);
      if (!tile && (ready.length === 0 && this.tiles.size === 0 ? true : performance.now() - start < budgetMs)) {
        tile = this.renderTile(t);
        this.tiles.set(key, tile);
      }
      if (tile) {
        // Refresh recency for the LRU order.
        this.tiles.delete(key);
        this.tiles.set(key, tile);
        ready.push([t, tile]);
      } else complete = false;
    }
    ctx.imageSmoothingEnabled = true;
    if (!complete) {
      const o = this.ensureOverview();
      const k = view.scale / this.overviewScale;
      // Only the part of the overview that is on screen.
      const sx0 = Math.max(0, (-view.x / k) * pr);
      const sy0 = Math.max(0, (-view.y / k) * pr);
      const sx1 = Math.min(o.width, ((size.width - view.x) / k) * pr);
      const sy1 = Math.min(o.height, ((size.height - view.y) / k) * pr);
      if (sx1 > sx0 && sy1 > sy0) {
        ctx.drawImage(o, sx0, sy0, sx1 - sx0, sy1 - sy0, (view.x + (sx0 / pr) * k) * pr, (view.y + (sy0 / pr) * k) * pr, (sx1 - sx0) * k, (sy1 - sy0) * k);
      }
    }
    const f = view.scale / ls;
    for (const [t, tile] of ready) {
      // Whole device pixels on both edges, so neighbouring tiles meet without seams.
      const x0 = Math.round((t.tx * TILE_SIZE * f + view.x) * pr);
      const y0 = Math.round((t.ty * TILE_SIZE * f + view.y) * pr);
      const x1 = Math.round(((t.tx + 1) * TILE_SIZE * f + view.x) * pr);
      const y1 = Math.round(((t.ty + 1) * TILE_SIZE * f + view.y) * pr);
      ctx.drawImage(tile, x0, y0, x1 - x0, y1 - y0);
    }
    while (this.tiles.size > this.maxTiles) this.tiles.delete(this.tiles.keys().next().value!);
    return complete;
  }

  get tileCount(): number {
    return this.tiles.size;
  }
}
