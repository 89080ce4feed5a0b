/**
 * Viewport arithmetic, pure: `scale` is screen pixels per map pixel, (x, y) is where the
 * map's origin sits on screen. screen = map · scale + (x, y).
 */
export interface Viewport {
  scale: number;
  x: number;
  y: number;
}
export interface Size {
  width: number;
  height: number;
}
export type Bounds = readonly [number, number, number, number];

export const MIN_SCALE = 0.15;
export const MAX_SCALE = 8;
/** One `+`/`-` press or button click. */
export const ZOOM_STEP = 1.25;
/** Arrow-key pan, in screen pixels. */
export const PAN_STEP = 120;

export const clampScale = (s: number): number => Math.min(MAX_SCALE, Math.max(MIN_SCALE, s));

export function toMap(v: Viewport, sx: number, sy: number): [number, number] {
  return [(sx - v.x) / v.scale, (sy - v.y) / v.scale];
}

/** Zooms by `factor` keeping the map point under screen point (sx, sy) fixed. */
export function zoomAt(v: Viewport, factor: number, sx: number, sy: number): Viewport {
  const scale = clampScale(v.scale * factor);
  const [mx, my] = toMap(v, sx, sy);
  return { scale, x: sx - mx * scale, y: sy - my * scale };
}

/** Fits map bounds into the view with a margin (fraction of the view). */
export function fitBounds(view: Size, b: Bounds, margin = 0.05, maxScale = MAX_SCALE): Viewport {
  const w = Math.max(1, b[2] - b[0]);
  const h = Math.max(1, b[3] - b[1]);
  const scale = clampScale(Math.min(maxScale, (view.width * (1 - 2 * margin)) / w, (view.height * (1 - 2 * margin)) / h));
  return { scale, x: view.width / 2 - ((b[0] + b[2]) / 2) * scale, y: view.height / 2 - ((b[1] + b[3]) / 2) * scale };
}

/** Keeps at least a quarter of the view covered by the map, so it cannot be lost off screen. */
export function clampPan(v: Viewport, view: Size, map: Size): Viewport {
  const w = map.width * v.scale;
  const h = map.height * v.scale;
  const minX = view.width / 4 - w;
  const maxX = (view.width * 3) / 4;
  const minY = view.height / 4 - h;
  const maxY = (view.height * 3) / 4;
  return { scale: v.scale, x: Math.min(maxX, Math.max(minX, v.x)), y: Math.min(maxY, Math.max(minY, v.y)) };
}

/** Map bounds visible in the view. */
export function visibleBounds(v: Viewport, view: Size): Bounds {
  const [x0, y0] = toMap(v, 0, 0);
  const [x1, y1] = toMap(v, view.width, view.height);
  return [x0, y0, x1, y1];
}

/** Screen pixels along each edge that other things cover. */
export interface Insets {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * The view moved so that map bounds `b` are in sight, inside the view less `clear`: null when
 * they already are; else centred there, at the same zoom unless it must zoom out to fit them.
 */
export function revealBounds(v: Viewport, view: Size, b: Bounds, clear: Insets): Viewport | null {
  const room = { x0: clear.left, y0: clear.top, x1: view.width - clear.right, y1: view.height - clear.bottom };
  if (room.x1 <= room.x0 || room.y1 <= room.y0) return null;
  const inside = b[0] * v.scale + v.x >= room.x0 && b[1] * v.scale + v.y >= room.y0 && b[2] * v.scale + v.x <= room.x1 && b[3] * v.scale + v.y <= room.y1;
  if (inside) return null;
  const w = Math.max(1, b[2] - b[0]);
  const h = Math.max(1, b[3] - b[1]);
  const scale = clampScale(Math.min(v.scale, (room.x1 - room.x0) / w, (room.y1 - room.y0) / h));
  return { scale, x: (room.x0 + room.x1) / 2 - ((b[0] + b[2]) / 2) * scale, y: (room.y0 + room.y1) / 2 - ((b[1] + b[3]) / 2) * scale };
}
