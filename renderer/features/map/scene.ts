import type { Size, Viewport } from './viewport';

/** A screen rectangle in CSS pixels. */
export interface ScreenRect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * Something drawn over the map in screen space (counters, markers, route arrows), supplied by
 * the screen using the map. It is drawn at the view the canvases are drawn at; a gesture moves
 * the drawing with the map by CSS and it is drawn again once the gesture settles.
 */
export interface MapScene {
  /** Changes whenever the drawing would: the layer is redrawn then, and only then. */
  readonly version: string;
  /** Draws in CSS pixels (the context is scaled to device pixels); `view` maps the map to the screen. */
  draw(ctx: CanvasRenderingContext2D, view: Viewport, size: Size): void;
  /** The id of what is drawn under a screen point at `view`, or null. */
  hit?(sx: number, sy: number, view: Viewport): string | null;
  /** Screen rectangles drawn for an area at `view` (a tooltip keeps off them). */
  rectsIn?(area: string, view: Viewport): ScreenRect[];
}

/** An area lit on the overlay (reachable, refused, a route's step). */
export interface LitArea {
  area: string;
  fill: string;
  stroke?: string;
  /** Dashed outline (refused areas). */
  dashed?: boolean;
}

/** What the pointer is over: an area, and what a scene drew there. */
export interface MapTarget {
  area: string | null;
  hit: string | null;
  /** Screen point in the map's box (CSS pixels). */
  sx: number;
  sy: number;
  /** What the scene drew in that area (a panel about it keeps off these). */
  near: ScreenRect[];
  /** The map's box. */
  bounds: Size;
}

/** Pointer interactions the screen using the map may take over (orders given on the map). */
export interface MapInteraction {
  /** A click; true when handled (the map then does not select the area). */
  onClick?(t: MapTarget): boolean;
  /** The pointer moved to another area or scene object (null: it left the map). */
  onHover?(t: MapTarget | null): void;
  /** Whether a press on this scene object starts a drag instead of a pan. */
  canDrag?(hit: string): boolean;
  /** While dragging `hit`: the pointer is over `t`. */
  onDragOver?(hit: string, t: MapTarget): void;
  /** `hit` was dropped on `t` (or the drag was abandoned when `t` is null). */
  onDrop?(hit: string, t: MapTarget | null): void;
}

/**
 * Several scenes drawn as one, in order (the last on top, and hit first): the land counters
 * and, above them, the fleets in sea areas, ports and blockade boxes (issue 17's layer).
 * Undefined when none is given; the one scene itself when only one is.
 */
export function combineScenes(...scenes: readonly (MapScene | undefined)[]): MapScene | undefined {
  const all = scenes.filter((s): s is MapScene => s !== undefined);
  if (all.length <= 1) return all[0];
  return {
    version: all.map((s) => s.version).join('+'),
    draw: (ctx, view, size) => {
      for (const s of all) s.draw(ctx, view, size);
    },
    hit: (sx, sy, view) => {
      for (let i = all.length - 1; i >= 0; i--) {
        const h = all[i]!.hit?.(sx, sy, view) ?? null;
        if (h !== null) return h;
      }
      return null;
    },
    rectsIn: (area, view) => all.flatMap((s) => s.rectsIn?.(area, view) ?? []),
  };
}
