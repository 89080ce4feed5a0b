/**
 * Bitmap cache of the static map (fills, borders, symbols, labels) in square tiles at
 * discrete zoom levels, so a pan or zoom frame is a handful of image copies instead of
 * re-rasterising 788 polygons and their labels. A moving view never waits for a tile: missing
 * tiles show a whole-map overview bitmap (slightly blurred) and are queued, then rendered in
 * the idle time left between frames, only as many as fit (see `renderPending`).
 */
import type { Bounds, Size, Viewport } from './viewport';

/** Zoom levels, √2 apart from 1/8 to 8: a tile is never stretched by more than about 1.2×. */
export const TILE_LEVELS: readonly number[] = Array.from({ length: 13 }, (_, k) => 0.125 * Math.SQRT2 ** k);
export const TILE_SIZE = 256;
/** Map pixels to overview pixels: the whole-map fallback where tiles are missing, and the gestures' backdrop. */
export const OVERVIEW_SCALE = 0.25;

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

/** Tiles of level `alt` that cover the ground of tile `t` (levels are √2 apart, so grids do not nest). */
export function coveringTiles(t: TileRef, alt: number, tileSize = TILE_SIZE): TileRef[] {
  const span = tileSize / TILE_LEVELS[t.level]!;
  const altSpan = tileSize / TILE_LEVELS[alt]!;
  const x0 = Math.floor((t.tx * span) / altSpan);
  const y0 = Math.floor((t.ty * span) / altSpan);
  const x1 = Math.ceil(((t.tx + 1) * span) / altSpan) - 1;
  const y1 = Math.ceil(((t.ty + 1) * span) / altSpan) - 1;
  const out: TileRef[] = [];
  for (let ty = y0; ty <= y1; ty++) for (let tx = x0; tx <= x1; tx++) out.push({ level: alt, tx, ty });
  return out;
}

const key = (t: TileRef): string => `${t.level}/${t.tx}/${t.ty}`;

/** A renderer elsewhere (the tile worker): told which tiles are wanted, most wanted first. */
export interface RemoteTiles {
  /** Replaces the list of wanted tiles; `overview` asks for the whole-map bitmap too. */
  want(tiles: readonly TileRef[], overview: boolean): void;
}

/** Renders one tile of `paint` into a bitmap (device pixels). */
export function renderTileBitmap(paint: MapPainter, t: TileRef, pixelRatio: number): ImageBitmap {
  const ls = TILE_LEVELS[t.level]!;
  const px = TILE_SIZE * pixelRatio;
  const c = new OffscreenCanvas(px, px);
  const ctx = c.getContext('2d')!;
  const k = ls * pixelRatio;
  ctx.setTransform(k, 0, 0, k, -t.tx * px, -t.ty * px);
  const span = TILE_SIZE / ls;
  paint(ctx as unknown as CanvasRenderingContext2D, ls, [t.tx * span, t.ty * span, (t.tx + 1) * span, (t.ty + 1) * span]);
  return c.transferToImageBitmap();
}

/** Renders the whole map small (`scale` map pixels to CSS pixels): the fallback where tiles are missing. */
export function renderOverviewBitmap(paint: MapPainter, map: Size, scale: number, pixelRatio: number): ImageBitmap {
  const k = scale * pixelRatio;
  const c = new OffscreenCanvas(Math.ceil(map.width * k), Math.ceil(map.height * k));
  const ctx = c.getContext('2d')!;
  ctx.setTransform(k, 0, 0, k, 0, 0);
  paint(ctx as unknown as CanvasRenderingContext2D, scale, [0, 0, map.width, map.height]);
  return c.transferToImageBitmap();
}

/** Draws the map in map coordinates (the context is already scaled) for `scale`, limited to `bounds`. */
export type MapPainter = (ctx: CanvasRenderingContext2D, scale: number, bounds: Bounds) => void;

/**
 * Running estimate of one tile's render time: a tile is started in idle time only if this
 * much is left. It follows slow tiles at once and fast ones slowly, so an idle slot is rarely
 * overrun; one freak tile (a garbage collection) is forgotten after a few ordinary ones.
 */
export class TileCost {
  constructor(private ms = 4) {}
  get estimate(): number {
    return this.ms;
  }
  record(ms: number): void {
    this.ms = ms > this.ms ? (this.ms + ms) / 2 : Math.max(1, this.ms * 0.8 + ms * 0.2);
  }
}

export class TileCache {
  private readonly tiles = new Map<string, ImageBitmap>();
  private overview: ImageBitmap | null = null;
  /** Map pixels to overview pixels (before the pixel ratio). */
  readonly overviewScale: number;
  /** Tiles the last drawn view lacked, most wanted first. */
  private pending: TileRef[] = [];
  /** Tiles of the levels just finer and coarser than the last view's, for a zoom to come. */
  private ahead: TileRef[] = [];
  /** Levels whose per-scale work (`prepare`) is done. */
  private readonly prepared = new Set<number>();
  private shown = false;
  readonly cost = new TileCost();
  /** Milliseconds spent rendering each tile, for the benchmark. */
  readonly renderTimes: number[] = [];

  /** `prepare(scale)` does a level's once-per-scale work (e.g. choosing labels) ahead of its first tile. */
  constructor(
    private readonly paint: MapPainter,
    private readonly map: Size,
    readonly pixelRatio = 1,
    private readonly maxTiles = 320,
    private readonly prepare: (scale: number) => void = () => undefined,
    /** Renders tiles elsewhere (a worker): missing tiles are asked for and arrive through `receive`. */
    private readonly remote: RemoteTiles | null = null,
  ) {
    this.overviewScale = OVERVIEW_SCALE;
  }

  /** Whether the last drawn view still waits for some of its tiles. */
  get lacksTiles(): boolean {
    return this.pending.length > 0;
  }

  /** Whether tiles are rendered by a worker rather than on this thread. */
  get isRemote(): boolean {
    return this.remote !== null;
  }

  /**
   * A tile (or, with `t` null, the overview) rendered elsewhere in `ms`: kept, and true when the
   * last drawn view lacks it (the caller redraws).
   */
  receive(t: TileRef | null, bitmap: ImageBitmap, ms: number): boolean {
    if (t === null) {
      this.overview?.close();
      this.overview = bitmap;
      return true;
    }
    const k = key(t);
    if (this.tiles.has(k)) {
      bitmap.close();
      return false;
    }
    this.cost.record(ms);
    if (this.renderTimes.length < 10_000) this.renderTimes.push(ms);
    this.tiles.set(k, bitmap);
    const wanted = this.pending.some((p) => key(p) === k);
    if (wanted) this.pending = this.pending.filter((p) => key(p) !== k);
    this.evict();
    return wanted;
  }

  /** Asks the remote renderer for what is missing: the view's tiles, then its neighbouring levels'. */
  private askRemote(): void {
    if (!this.remote) return;
    const missing = (ts: TileRef[]) => ts.filter((t) => !this.tiles.has(key(t)));
    this.remote.want([...missing(this.pending), ...missing(this.ahead)], this.overview === null);
  }

  /** The whole-map fallback (small and blurred, but always complete): rendered here, or null until a remote renderer sends it. */
  ensureOverview(): ImageBitmap | null {
    if (this.overview) return this.overview;
    if (this.remote && this.shown) {
      this.remote.want([], true);
      return null;
    }
    this.overview = renderOverviewBitmap(this.paint, this.map, this.overviewScale, this.pixelRatio);
    return this.overview;
  }

  /** Tiles are immutable bitmaps: cheaper to copy than canvases, which are snapshotted on use. */
  protected renderTile(t: TileRef): ImageBitmap {
    return renderTileBitmap(this.paint, t, this.pixelRatio);
  }

  private add(t: TileRef): ImageBitmap {
    if (!this.prepared.has(t.level)) {
      this.prepared.add(t.level);
      this.prepare(TILE_LEVELS[t.level]!);
    }
    const t0 = performance.now();
    const tile = this.renderTile(t);
    const ms = performance.now() - t0;
    this.cost.record(ms);
    if (this.renderTimes.length < 10_000) this.renderTimes.push(ms);
    this.tiles.set(key(t), tile);
    return tile;
  }

  /**
   * Draws the view into `ctx` (identity transform, device pixels). Renders missing tiles until
   * `budgetMs` is spent (0 while the view moves: a frame only copies bitmaps) and queues the
   * rest for `renderPending`; returns false while some visible tile is still missing.
   * `smooth` filters scaled tiles (for a view at rest).
   */
  draw(ctx: CanvasRenderingContext2D, view: Viewport, size: Size, budgetMs: number, smooth = true): boolean {
    const pr = this.pixelRatio;
    const start = performance.now();
    const level = levelFor(view.scale);
    const ls = TILE_LEVELS[level]!;
    const wanted = visibleTiles(view, size, this.map, level);
    const ready: [TileRef, ImageBitmap][] = [];
    const missing: TileRef[] = [];
    for (const t of wanted) {
      const k = key(t);
      let tile = this.tiles.get(k);
      // (the first view is drawn here even with a worker: it is ready before the worker is)
      if (!tile && (!this.remote || !this.shown) && performance.now() - start < budgetMs) tile = this.add(t);
      if (tile) {
        // Refresh recency for the LRU order.
        this.tiles.delete(k);
        this.tiles.set(k, tile);
        ready.push([t, tile]);
      } else missing.push(t);
    }
    // Nearest-pixel copies while the view moves are cheaper; the view at rest is smoothed.
    ctx.imageSmoothingEnabled = smooth;
    // Whole device pixels on both edges, so neighbouring tiles meet without seams.
    const rect = (t: TileRef): [number, number, number, number] => {
      const f = view.scale / TILE_LEVELS[t.level]!;
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
        if (!o) break;
        const [x, y, w, h] = rect(t);
        const sx = t.tx * TILE_SIZE * k;
        const sy = t.ty * TILE_SIZE * k;
        const sw = Math.min(TILE_SIZE * k, o.width - sx);
        const sh = Math.min(TILE_SIZE * k, o.height - sy);
        if (sw > 0 && sh > 0) ctx.drawImage(o, sx, sy, sw, sh, x, y, (w * sw) / (TILE_SIZE * k), (h * sh) / (TILE_SIZE * k));
      }
      // Sharper than the overview: tiles of nearby levels still cached (the levels a zoom just
      // passed). Coarser first, so finer ones win; the level's own tiles go on top.
      const drawn = new Set<string>();
      for (const alt of [level - 4, level - 3, level - 2, level - 1, level + 2, level + 1]) {
        if (alt < 0 || alt >= TILE_LEVELS.length) continue;
        for (const t of missing) {
          for (const a of coveringTiles(t, alt)) {
            const k = key(a);
            const tile = this.tiles.get(k);
            if (!tile || drawn.has(k)) continue;
            drawn.add(k);
            const [x, y, w, h] = rect(a);
            ctx.drawImage(tile, x, y, w, h);
          }
        }
      }
    }
    for (const [t, tile] of ready) {
      const [x, y, w, h] = rect(t);
      ctx.drawImage(tile, x, y, w, h);
    }
    const complete = missing.length === 0;
    if (complete) this.shown = true;
    this.queue(missing, view, size, level);
    this.evict();
    return complete;
  }

  /**
   * Queues the tiles `view` lacks without drawing (a gesture shows the last drawn canvas moved
   * by CSS; its commit finds these ready). Returns how many are missing.
   */
  plan(view: Viewport, size: Size): number {
    const level = levelFor(view.scale);
    const missing = visibleTiles(view, size, this.map, level).filter((t) => !this.tiles.has(key(t)));
    this.queue(missing, view, size, level);
    return missing.length;
  }

  private queue(missing: TileRef[], view: Viewport, size: Size, level: number): void {
    this.pending = missing;
    this.ahead = [level + 1, level - 1].filter((l) => l >= 0 && l < TILE_LEVELS.length).flatMap((l) => visibleTiles(view, size, this.map, l));
    this.askRemote();
  }

  /**
   * Renders queued tiles while `timeLeft()` (milliseconds, e.g. an idle deadline's
   * `timeRemaining`) exceeds the estimated cost of one, and at least `atLeast`. Returns how
   * many were rendered: the caller redraws the view if any were.
   */
  renderPending(timeLeft: () => number, atLeast = 0): number {
    if (this.remote) return 0;
    let n = 0;
    while (this.pending.length > 0 && (n < atLeast || timeLeft() > this.cost.estimate)) {
      const t = this.pending.shift()!;
      if (this.tiles.has(key(t))) continue;
      this.add(t);
      n++;
    }
    if (n > 0) this.evict();
    return n;
  }

  /**
   * Renders one tile of the neighbouring levels for the last view (the zoom a user is likely to
   * make next), if the time left allows; false when there is none left to render.
   */
  renderAhead(timeLeft: () => number): boolean {
    if (this.remote) return false;
    while (this.ahead.length > 0) {
      const t = this.ahead[0]!;
      if (this.tiles.has(key(t))) {
        this.ahead.shift();
        continue;
      }
      if (timeLeft() <= this.cost.estimate) return true;
      this.ahead.shift();
      this.add(t);
      this.evict();
      return true;
    }
    return false;
  }

  /** Whether the last drawn view still lacks tiles. */
  get hasPending(): boolean {
    return !this.remote && this.pending.length > 0;
  }

  /** Does the once-per-level work of one more level in idle time, nearest zoom first; false when all are done. */
  prepareNext(near: number): boolean {
    const order = TILE_LEVELS.map((_, i) => i).sort((a, b) => Math.abs(a - near) - Math.abs(b - near) || a - b);
    const level = order.find((l) => !this.prepared.has(l));
    if (level === undefined) return false;
    this.prepared.add(level);
    this.prepare(TILE_LEVELS[level]!);
    return true;
  }

  get allPrepared(): boolean {
    return this.remote !== null || this.prepared.size === TILE_LEVELS.length;
  }

  private evict(): void {
    while (this.tiles.size > this.maxTiles) {
      const oldest = this.tiles.keys().next().value!;
      // Free the pixels now rather than at the next garbage collection.
      this.tiles.get(oldest)!.close();
      this.tiles.delete(oldest);
    }
  }

  /** Whether some draw has shown a complete view (until then a draw may render every tile it needs). */
  get hasShownView(): boolean {
    return this.shown;
  }

  /** Frees every bitmap (the cache is being replaced, e.g. on a map mode change). */
  dispose(): void {
    for (const t of this.tiles.values()) t.close();
    this.tiles.clear();
    this.pending = [];
    this.overview?.close();
    this.overview = null;
  }

  get tileCount(): number {
    return this.tiles.size;
  }
}

/**
 * Fills a cache's missing tiles in the browser's idle time (after a frame's work, before the
 * next), then the other levels' label work and the neighbouring levels' tiles, and asks for a
 * redraw when visible tiles arrived. Frames
 * themselves only copy bitmaps, so a moving view keeps its frame rate and sharpens as it can.
 */
/** Longest wait for idle time before a missing tile is rendered anyway. */
const STARVED_MS = 120;

export class IdleTileFiller {
  private handle: number | null = null;
  private level = 0;
  /** A gesture is under way: render for the live view, never redraw, never force a tile. */
  private moving = false;

  constructor(
    private readonly tiles: TileCache,
    private readonly redraw: () => void,
  ) {}

  /** Schedules work after a draw at `scale` (nothing if already scheduled). */
  kick(scale: number): void {
    this.level = levelFor(scale);
    this.moving = false;
    this.schedule();
  }

  /**
   * Follows a gesture's live view: its missing tiles are rendered in real idle time only (a
   * long task would drop a frame of the gesture), and nothing is redrawn until the commit.
   */
  follow(view: Viewport, size: Size): void {
    this.tiles.plan(view, size);
    this.level = levelFor(view.scale);
    this.moving = true;
    this.schedule();
  }

  private schedule(): void {
    if (this.handle !== null) return;
    this.handle = requestIdleCallback(
      (deadline) => {
        this.handle = null;
        const left = () => deadline.timeRemaining();
        // A busy machine may leave no idle time at all: then one tile per timeout, so the
        // view still sharpens. The redraw's draw kicks again while tiles are missing.
        const moving = this.moving;
        if (this.tiles.renderPending(left, deadline.didTimeout && !moving ? 1 : 0) > 0) return moving ? this.schedule() : this.redraw();
        if (this.tiles.hasPending) return this.schedule();
        // Then, while the view rests: labels of the other levels, and the levels a zoom reaches next.
        if (!this.tiles.allPrepared) {
          if (left() > this.tiles.cost.estimate) this.tiles.prepareNext(this.level);
          return this.schedule();
        }
        if (this.tiles.renderAhead(left)) this.schedule();
      },
      { timeout: STARVED_MS },
    );
  }

  cancel(): void {
    if (this.handle !== null) cancelIdleCallback(this.handle);
    this.handle = null;
  }
}
