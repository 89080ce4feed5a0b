/**
 * A gesture (drag, wheel, pinch, keys) moves the map by a CSS transform of the canvases drawn
 * last, not by redrawing them: a software-rendered Chromium spends most of a frame repainting
 * big canvases. Once input has rested `settleMs`, the live view is committed: the canvases
 * are redrawn there (tiles of its zoom level, labels) and the transform goes back to identity.
 */
import type { Viewport } from './viewport';

/** How long after the last input a gesture counts as over. */
export const SETTLE_MS = 130;

export interface Similarity {
  k: number;
  tx: number;
  ty: number;
}

/**
 * The similarity carrying a canvas drawn at `drawn` to where `live` shows the map:
 * screen' = screen · k + (tx, ty).
 */
export function relativeTransform(drawn: Viewport, live: Viewport): Similarity {
  const k = live.scale / drawn.scale;
  return { k, tx: live.x - drawn.x * k, ty: live.y - drawn.y * k };
}

/** Whether a window-sized canvas moved by `t` still covers the whole window. */
export function covers(t: Similarity, size: { width: number; height: number }): boolean {
  const e = 0.5;
  return t.tx <= e && t.ty <= e && t.tx + size.width * t.k >= size.width - e && t.ty + size.height * t.k >= size.height - e;
}

/**
 * The CSS transform for `t`. A pure translation (a drag, arrow keys) snaps to whole device
 * pixels: a software compositor then copies the layer instead of resampling it (about a third
 * of the cost); the commit puts the half pixel back.
 */
export function cssMatrix(t: Similarity, pixelRatio = 1): string {
  if (t.k !== 1) return `matrix(${t.k}, 0, 0, ${t.k}, ${t.tx}, ${t.ty})`;
  const snap = (v: number) => Math.round(v * pixelRatio) / pixelRatio;
  return `translate(${snap(t.tx)}px, ${snap(t.ty)}px)`;
}

export interface DeferredViewHooks {
  /** Shows the live view by transforming what is drawn (called on every gesture step). */
  showLive(t: Similarity, live: Viewport): void;
  /** Redraws the canvases at `v`; the transform is the identity again. */
  commit(v: Viewport, sync: boolean): void;
}

/** The live view (what the user asked for) and the view the canvases were drawn at. */
export class DeferredView {
  private liveView: Viewport;
  private drawnView: Viewport;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    start: Viewport,
    private readonly hooks: DeferredViewHooks,
    private readonly settleMs = SETTLE_MS,
  ) {
    this.liveView = start;
    this.drawnView = start;
  }

  get live(): Viewport {
    return this.liveView;
  }
  get drawn(): Viewport {
    return this.drawnView;
  }
  /** Whether a gesture is showing a transformed canvas (not yet committed). */
  get moving(): boolean {
    return this.timer !== null;
  }

  /** One step of a gesture: shown at once by transform, committed when input settles. */
  move(v: Viewport): void {
    this.liveView = v;
    this.hooks.showLive(relativeTransform(this.drawnView, v), v);
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.commit(true);
    }, this.settleMs);
  }

  /** A jump (search, fit, resize): drawn at once, ending any gesture. */
  jump(v: Viewport, sync = false): void {
    this.liveView = v;
    this.commit(sync);
  }

  /** Sets the view before anything is drawn (the first fit). */
  reset(v: Viewport): void {
    this.cancel();
    this.liveView = v;
    this.drawnView = v;
  }

  private commit(sync: boolean): void {
    this.cancel();
    this.drawnView = this.liveView;
    this.hooks.commit(this.drawnView, sync);
  }

  cancel(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}

/** Copies a tile cache's whole-map overview into the backdrop canvas (once per cache). */
export function paintBackdrop(canvas: HTMLCanvasElement | null, overview: ImageBitmap, pixelRatio: number, overviewScale: number): void {
  if (!canvas) return;
  canvas.width = overview.width;
  canvas.height = overview.height;
  canvas.style.width = `${overview.width / pixelRatio}px`;
  canvas.style.height = `${overview.height / pixelRatio}px`;
  canvas.dataset.scale = String(overviewScale);
  canvas.getContext('2d')?.drawImage(overview, 0, 0);
}

/** Puts the backdrop under the view `v` (CSS only: the bitmap is never redrawn for a move). */
export function placeBackdrop(canvas: HTMLCanvasElement | null, v: Viewport, shown: boolean): void {
  const scale = Number(canvas?.dataset.scale);
  if (!canvas || !scale) return;
  canvas.style.visibility = shown ? 'visible' : 'hidden';
  if (shown) canvas.style.transform = cssMatrix({ k: v.scale / scale, tx: v.x, ty: v.y });
}
