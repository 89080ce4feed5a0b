import type { MapMode } from './mapSlice';
import type { Viewport } from './viewport';

/** What `window.__eiaMap` offers to Playwright (test and bench pages only). */
export interface MapTestHook {
  areaAt(mapX: number, mapY: number): string | null;
  screenToArea(sx: number, sy: number): string | null;
  mapToScreen(mapX: number, mapY: number): [number, number];
  getViewport(): Viewport;
  /** Moves the view; `sync` draws at once instead of on the next animation frame. */
  setViewport(v: Viewport, sync?: boolean): void;
  /** One step of a gesture: the canvases move by CSS transform and are redrawn once it settles. */
  gestureTo(v: Viewport): void;
  /** Whether a gesture is under way (the canvases show a transformed earlier draw). */
  readonly moving: boolean;
  /** The view the canvases were last drawn at. */
  drawnViewport(): Viewport;
  /** Draws synchronously (rasterisation still happens when the frame is composited). */
  drawNow(): void;
  getSelected(): string | null;
  getMode(): MapMode;
  readonly firstDrawAt: number | null;
  readonly drawCount: number;
  /** Whether the last draw had every tile of its level (else the overview or another level showed through). */
  readonly lastDrawComplete: boolean;
  /** Milliseconds spent issuing base-map and symbol draw calls since load; each settled gesture's redraw (`commitMs`). */
  paintTimes(): { base: number; symbols: number; tiles: number; tileRenderMs: number[]; commitMs: number[] };
  labelPoint(area: string): [number, number] | null;
  /** The scene object (a counter stack …) under a screen point, as a click would find it. */
  sceneHit(sx: number, sy: number): string | null;
  /** Screen rectangles the scene draws in an area at the live view. */
  sceneRects(area: string): { x: number; y: number; w: number; h: number }[];
  /** The scene's version (changes when the counters change). */
  readonly sceneVersion: string | null;
  /** When the scene (counters) was last drawn (performance.now()). */
  readonly sceneDrawnAt: number | null;
}

/**
 * Whether this page exposes `window.__eiaMap`: in development, and in a browser driven by
 * automation (Playwright's Chromium sets navigator.webdriver), never for a player.
 */
export function testHooksWanted(): boolean {
  return Boolean((import.meta as { env?: { DEV?: boolean } }).env?.DEV) || (typeof navigator !== 'undefined' && navigator.webdriver === true);
}

declare global {
  interface Window {
    __eiaMap?: MapTestHook;
  }
}
