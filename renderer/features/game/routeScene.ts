/**
 * The movement overlay (7.3): the cost of every area the selected counter can reach, on a small
 * badge above the area's counters, and the route to the area under the pointer as an arrow
 * through the areas it enters, with its cost at the head.
 */
import type { MapGeometry, MapScene, Size, Viewport } from '../map';
import type { Reach } from './orders';

const GREEN = '#1f6b24';

function badge(ctx: CanvasRenderingContext2D, text: string, x: number, y: number, big: boolean): void {
  const r = big ? 10 : 7.5;
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = big ? GREEN : '#ffffff';
  ctx.fill();
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = GREEN;
  ctx.stroke();
  ctx.fillStyle = big ? '#ffffff' : GREEN;
  ctx.font = `bold ${big ? 12 : 10}px sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, x, y + 0.5);
}

/** Where a cost badge goes: just above the area's label point (the counters sit on and below it). */
const BADGE_RISE = 17;

export function routeScene(geometry: MapGeometry, from: string, reach: Reach, route: readonly string[] | null, routeCost: number | null): MapScene {
  const at = (area: string, v: Viewport): [number, number] | null => {
    const l = geometry.areas[area]?.label;
    return l ? [l[0] * v.scale + v.x, l[1] * v.scale + v.y] : null;
  };
  return {
    version: `${reach.counter}|${from}|${reach.reach.length}|${route?.join(',') ?? ''}`,
    draw(ctx: CanvasRenderingContext2D, v: Viewport, size: Size) {
      for (const r of reach.reach) {
        const p = at(r.area, v);
        if (!p || p[0] < -20 || p[1] < -20 || p[0] > size.width + 20 || p[1] > size.height + 20) continue;
        if (route && r.area === route[route.length - 1]) continue;
        badge(ctx, String(r.cost), p[0], p[1] - BADGE_RISE, false);
      }
      if (!route || route.length === 0) return;
      const pts = [from, ...route].map((a) => at(a, v)).filter((p): p is [number, number] => p !== null);
      if (pts.length < 2) return;
      ctx.lineJoin = 'round';
      ctx.lineCap = 'round';
      for (const [w, colour] of [
        [7, 'rgba(255,255,255,0.85)'],
        [4, GREEN],
      ] as const) {
        ctx.beginPath();
        ctx.moveTo(pts[0]![0], pts[0]![1]);
        for (const p of pts.slice(1)) ctx.lineTo(p[0], p[1]);
        ctx.lineWidth = w;
        ctx.strokeStyle = colour;
        ctx.stroke();
      }
      const [x1, y1] = pts[pts.length - 1]!;
      const [x0, y0] = pts[pts.length - 2]!;
      const a = Math.atan2(y1 - y0, x1 - x0);
      ctx.beginPath();
      ctx.moveTo(x1, y1);
      ctx.lineTo(x1 - 13 * Math.cos(a - 0.45), y1 - 13 * Math.sin(a - 0.45));
      ctx.lineTo(x1 - 13 * Math.cos(a + 0.45), y1 - 13 * Math.sin(a + 0.45));
      ctx.closePath();
      ctx.fillStyle = GREEN;
      ctx.fill();
      if (routeCost !== null) badge(ctx, String(routeCost), x1, y1 - BADGE_RISE - 2, true);
    },
  };
}
