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
  /** Milliseconds spent rendering each tile, for the benchmark. */
  readonly renderTimes: number[] = [];

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
   * `budgetMs` is spent; returns false while some visible tile is still missing. `smooth`
   * filters scaled tiles (for a view at rest).
   */
  draw(ctx: CanvasRenderingContext2D, view: Viewport, size: Size, budgetMs: number, smooth = true): boolean {
    const pr = this.pixelRatio;
    const start = performance.now();
    const level = levelFor(view.scale);
    const ls = TILE_LEVELS[level]!;
    const wanted = visibleTiles(view, size, this.map, level);
    const ready: [TileRef, CanvasImageSource][] = [];
    const missing: TileRef[] = [];
    for (const t of wanted) {
      const key = `${t.level}/${t.tx}/${t.ty}`;
      let tile = this.tiles.get(key);
      if (!tile && (this.tiles.size === 0 || performance.now() - start < budgetMs)) {
        const t0 = performance.now();
        tile = this.renderTile(t);
        if (this.renderTimes.length < 10_000) this.renderTimes.push(performance.now() - t0);
        this.tiles.set(key, tile);
      }
      if (tile) {
        // Refresh recency for the LRU order.
        this.tiles.delete(key);
        this.tiles.set(key, tile);
        ready.push([t, tile]);
      } else missing.push(t);
    }
    // Nearest-pixel copies while the view moves are cheaper; the view at rest is smoothed.
    ctx.imageSmoothingEnabled = smooth;
    const f = view.scale / ls;
    // Whole device pixels on both edges, so neighbouring tiles meet without seams.
    const rect = (t: TileRef): [number, number, number, number] => {
      const x0 = Math.round((t.tx * TILE_SIZE * f + view.x) * pr);
      const y0 = Math.round((t.ty * TILE_SIZE * f + view.y) * pr);
      const x1 = Math.round(((t.tx + 1) * TILE_SIZE * f + view.x) * pr);
      const y1 = Math.round(((t.ty + 1) * TILE_SIZE * f + view.y) * pr);
      return [x0, y0, x1 - x0, y1 - y0];
    };
    if (missing.length > 0) {
      // Only where a tile is missing: the same ground from the small whole-map bitmap.
      const o = this.ensureOverview();
      const k = (this.overviewScale * pr) / ls; // overview pixels per level pixel
      for (const t of missing) {
        const [x, y, w, h] = rect(t);
        const sx = t.tx * TILE_SIZE * k;
        const sy = t.ty * TILE_SIZE * k;
        const sw = Math.min(TILE_SIZE * k, o.width - sx);
        const sh = Math.min(TILE_SIZE * k, o.height - sy);
        if (sw > 0 && sh > 0) ctx.drawImage(o, sx, sy, sw, sh, x, y, (w * sw) / (TILE_SIZE * k), (h * sh) / (TILE_SIZE * k));
      }
    }
    for (const [t, tile] of ready) {
      const [x, y, w, h] = rect(t);
      ctx.drawImage(tile, x, y, w, h);
    }
    const complete = missing.length === 0;
    while (this.tiles.size > this.maxTiles) {
      const oldest = this.tiles.keys().next().value!;
      const bitmap = this.tiles.get(oldest);
      // Free the pixels now rather than at the next garbage collection.
      if (bitmap instanceof ImageBitmap) bitmap.close();
      this.tiles.delete(oldest);
    }
    return complete;
  }

  /** Frees every bitmap (the cache is being replaced, e.g. on a map mode change). */
  dispose(): void {
    for (const t of this.tiles.values()) if (t instanceof ImageBitmap) t.close();
    this.tiles.clear();
    this.overview = null;
  }

  get tileCount(): number {
    return this.tiles.size;
  }
}
