import type { ScreenRect } from './scene';
import type { Size } from './viewport';

const overlaps = (a: ScreenRect, b: ScreenRect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/**
 * Where to put a floating box (tooltip, hover panel) of size `box` near the point `at` so that
 * it covers none of `avoid` (what it describes) and stays inside `bounds`: right-below, right-
 * above, left-below, left-above of the point, else beside the rectangles it must not cover.
 */
export function placeBeside(at: { x: number; y: number }, box: { w: number; h: number }, avoid: readonly ScreenRect[], bounds: Size, margin = 14): { left: number; top: number } {
  const clamp = (left: number, top: number) => ({
    left: Math.max(4, Math.min(left, bounds.width - box.w - 4)),
    top: Math.max(4, Math.min(top, bounds.height - box.h - 4)),
  });
  const free = (p: { left: number; top: number }) => !avoid.some((r) => overlaps({ x: p.left, y: p.top, w: box.w, h: box.h }, r));
  const tries = [
    clamp(at.x + margin, at.y + margin),
    clamp(at.x + margin, at.y - margin - box.h),
    clamp(at.x - margin - box.w, at.y + margin),
    clamp(at.x - margin - box.w, at.y - margin - box.h),
  ];
  for (const p of tries) if (free(p)) return p;
  if (avoid.length === 0) return tries[0]!;
  // beside everything to avoid: right of it, else left, else below, else above
  const x0 = Math.min(...avoid.map((r) => r.x));
  const y0 = Math.min(...avoid.map((r) => r.y));
  const x1 = Math.max(...avoid.map((r) => r.x + r.w));
  const y1 = Math.max(...avoid.map((r) => r.y + r.h));
  const sides = [clamp(x1 + margin, at.y - box.h / 2), clamp(x0 - margin - box.w, at.y - box.h / 2), clamp(at.x - box.w / 2, y1 + margin), clamp(at.x - box.w / 2, y0 - margin - box.h)];
  return sides.find(free) ?? tries[0]!;
}
