import { useEffect, type RefObject } from 'react';
import type { MapInteraction, MapTarget } from './scene';
import { zoomAt, type Viewport } from './viewport';

export interface PointerHandlers {
  /** The area and scene object under a screen point of the live view. */
  targetAt(sx: number, sy: number): MapTarget;
  /** Hover moved (null: nothing, or a gesture began). */
  setHover(t: MapTarget | null): void;
  panBy(dx: number, dy: number): void;
  zoomBy(factor: number, sx: number, sy: number): void;
  pinchTo(v: Viewport): void;
  view(): Viewport;
  /** A click the interaction did not take: the area is selected. */
  select(area: string | null): void;
  /** Whether a gesture is moving the map (hover waits). */
  moving(): boolean;
  interaction(): MapInteraction | undefined;
}

/**
 * Pointer input on the map: drag to pan (or to drag a scene object the interaction accepts),
 * two fingers to pinch, wheel to zoom, click to pick, hover to describe. `afterCommit` is given
 * a function that brings hover back where the pointer rests once a gesture is drawn.
 */
export function useMapPointer(containerRef: RefObject<HTMLDivElement | null>, h: PointerHandlers, afterCommitRef: { current: () => void }): void {
  useEffect(() => {
    const el = containerRef.current;
    if (!el) return;
    const pointers = new Map<number, { x: number; y: number }>();
    let moved = 0;
    let pinch: { dist: number; mx: number; my: number } | null = null;
    // a scene object being dragged (an order given by drag and drop), instead of a pan
    let dragging: string | null = null;
    // Hover waits while a gesture moves the map, then picks up where the pointer rests.
    let rest: { x: number; y: number } | null = null;
    let last: MapTarget | null = null;
    const hoverAt = (x: number, y: number) => {
      const t = h.targetAt(x, y);
      h.setHover(t.area || t.hit ? t : null);
      if (t.area !== last?.area || t.hit !== last?.hit) h.interaction()?.onHover?.(t);
      last = t;
    };
    const clearHover = () => {
      h.setHover(null);
      if (last !== null) h.interaction()?.onHover?.(null);
      last = null;
    };
    afterCommitRef.current = () => {
      if (rest && pointers.size === 0) hoverAt(rest.x, rest.y);
    };
    const local = (e: PointerEvent | WheelEvent): [number, number] => {
      const r = el.getBoundingClientRect();
      return [e.clientX - r.left, e.clientY - r.top];
    };
    const onDown = (e: PointerEvent) => {
      if (e.button !== 0 && e.pointerType === 'mouse') return;
      if ((e.target as HTMLElement).closest('.map-chrome')) return;
      el.setPointerCapture(e.pointerId);
      const [x, y] = local(e);
      pointers.set(e.pointerId, { x, y });
      moved = 0;
      pinch = null;
      const hit = pointers.size === 1 ? h.targetAt(x, y).hit : null;
      dragging = hit !== null && h.interaction()?.canDrag?.(hit) ? hit : null;
    };
    const onMove = (e: PointerEvent) => {
      const [x, y] = local(e);
      const prev = pointers.get(e.pointerId);
      if (!prev) {
        if ((e.target as HTMLElement).closest('.map-chrome')) {
          rest = null;
          return;
        }
        rest = { x, y };
        if (!h.moving()) hoverAt(x, y);
        return;
      }
      pointers.set(e.pointerId, { x, y });
      if (pointers.size === 2) {
        dragging = null;
        const [a, b] = [...pointers.values()] as [{ x: number; y: number }, { x: number; y: number }];
        const dist = Math.hypot(a.x - b.x, a.y - b.y);
        const mx = (a.x + b.x) / 2;
        const my = (a.y + b.y) / 2;
        if (pinch) h.pinchTo(pinchView(h.view(), dist / pinch.dist, mx, my, pinch));
        pinch = { dist, mx, my };
        moved += 10;
        return;
      }
      moved += Math.abs(x - prev.x) + Math.abs(y - prev.y);
      if (dragging !== null) {
        if (moved > 4) h.interaction()?.onDragOver?.(dragging, h.targetAt(x, y));
        return;
      }
      if (moved > 4) {
        h.panBy(x - prev.x, y - prev.y);
        clearHover();
      }
    };
    const onUp = (e: PointerEvent) => {
      const had = pointers.delete(e.pointerId);
      if (pointers.size < 2) pinch = null;
      const [x, y] = local(e);
      const drag = dragging;
      dragging = null;
      if (drag !== null && had && moved > 4) {
        h.interaction()?.onDrop?.(drag, e.type === 'pointercancel' ? null : h.targetAt(x, y));
        return;
      }
      if (!had || moved > 4 || pointers.size > 0) return;
      const t = h.targetAt(x, y);
      if (!h.interaction()?.onClick?.(t)) h.select(t.area);
      el.focus({ preventScroll: true });
    };
    const onWheel = (e: WheelEvent) => {
      if ((e.target as HTMLElement).closest('.map-chrome')) return;
      e.preventDefault();
      const [x, y] = local(e);
      // Trackpad pinch arrives as ctrl+wheel with small deltas; mouse wheels as ±100.
      const k = e.ctrlKey ? 0.01 : 0.0015;
      h.zoomBy(Math.exp(-e.deltaY * k), x, y);
    };
    const onLeave = () => {
      rest = null;
      clearHover();
    };
    el.addEventListener('pointerdown', onDown);
    el.addEventListener('pointermove', onMove);
    el.addEventListener('pointerup', onUp);
    el.addEventListener('pointercancel', onUp);
    el.addEventListener('pointerleave', onLeave);
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      el.removeEventListener('pointerdown', onDown);
      el.removeEventListener('pointermove', onMove);
      el.removeEventListener('pointerup', onUp);
      el.removeEventListener('pointercancel', onUp);
      el.removeEventListener('pointerleave', onLeave);
      el.removeEventListener('wheel', onWheel);
    };
  }, [containerRef, h, afterCommitRef]);
}

/** The view after a pinch step: zoomed about the fingers' midpoint, which also moved. */
function pinchView(v: Viewport, factor: number, mx: number, my: number, was: { mx: number; my: number }): Viewport {
  const z = zoomAt(v, factor, mx, my);
  return { ...z, x: z.x + mx - was.mx, y: z.y + my - was.my };
}
