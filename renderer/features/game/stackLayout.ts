/**
 * Where counters go inside their area at a zoom: one stack per side, side by side around the
 * area's label point (the point farthest from its borders), always inside the circle that
 * fits in the area, so nothing is ever drawn over a border. When the stacks do not fit there at
 * full size, each becomes a disc with its number of counters (a badge), as small as needed.
 * Offsets are CSS pixels from the label point.
 */
import type { AreaCounters, DepotMarker, GarrisonMarker, StackModel } from './stacks';

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface LeaderTagPlace extends Rect {
  text: string;
  napoleon: boolean;
}

export type Placed =
  | { kind: 'stack'; stack: StackModel; x: number; y: number; s: number; depth: number; step: number; tag: LeaderTagPlace | null; badge: { cx: number; cy: number; r: number } | null; box: Rect }
  | { kind: 'disc'; stack: StackModel; cx: number; cy: number; d: number; box: Rect }
  | { kind: 'depot'; marker: DepotMarker; x: number; y: number; s: number; box: Rect }
  | { kind: 'garrison'; marker: GarrisonMarker; x: number; y: number; s: number; box: Rect };

export interface LayoutMetrics {
  /** Counter side. */
  size: number;
  /** Offset of each counter under the top one (up to two shown). */
  depth: number;
  tagHeight: number;
  marker: number;
  gap: number;
  /** Width of a leader tag's text. */
  measure(text: string): number;
}

/** The radius counters may use around an area's label point at `scale`: its clearance less a pixel's margin from the border line. */
export const layoutRadius = (clearance: number, scale: number): number => Math.max(clearance * scale * 0.85, clearance * scale - 1);

/** Counter size by zoom: bigger when the map is zoomed in far enough to give them room. */
export function metricsFor(scale: number, measure: (t: string) => number): LayoutMetrics {
  const size = scale >= 3.5 ? 44 : scale >= 2.4 ? 38 : scale >= 1.6 ? 32 : scale >= 1.1 ? 27 : 23;
  return { size, depth: size >= 38 ? 4 : 3, tagHeight: Math.round(size * 0.34), marker: Math.round(size * 0.46), gap: 3, measure };
}

/** A leader tag's text: the first leader's name, "+n" for the others under him. */
export function tagText(stack: StackModel): string | null {
  if (stack.leaders.length === 0) return null;
  const napoleon = stack.leaders.find((l) => l.id === 'napoleon');
  const first = napoleon ?? stack.leaders[0]!;
  return stack.leaders.length > 1 ? `${first.name} +${stack.leaders.length - 1}` : first.name;
}

const union = (rs: Rect[]): Rect => {
  const x0 = Math.min(...rs.map((r) => r.x));
  const y0 = Math.min(...rs.map((r) => r.y));
  const x1 = Math.max(...rs.map((r) => r.x + r.w));
  const y1 = Math.max(...rs.map((r) => r.y + r.h));
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
};

const shift = <T extends Rect>(r: T, dx: number, dy: number): T => ({ ...r, x: r.x + dx, y: r.y + dy });

/** Whether the rectangle lies inside the circle of radius `radius` around the origin. */
export function insideCircle(r: Rect, radius: number): boolean {
  const far = (a: number, b: number) => Math.max(Math.abs(a), Math.abs(b));
  return Math.hypot(far(r.x, r.x + r.w), far(r.y, r.y + r.h)) <= radius + 1e-6;
}

/** One full-size stack laid out from (0, 0): its counters, leader tag and count badge. */
function fullStack(stack: StackModel, m: LayoutMetrics): Extract<Placed, { kind: 'stack' }> {
  const s = m.size;
  const depth = Math.min(stack.units.length - 1, 2);
  const text = tagText(stack);
  const rects: Rect[] = [{ x: 0, y: 0, w: s + depth * m.depth, h: s + depth * m.depth }];
  let tag: LeaderTagPlace | null = null;
  if (text) {
    const w = Math.min(Math.max(s, m.measure(text) + 8), s + 30);
    // above the counter, touching it, so the designation stays readable
    tag = { text, napoleon: stack.leaders.some((l) => l.id === 'napoleon'), x: (s - w) / 2, y: -m.tagHeight + 1, w, h: m.tagHeight };
    rects.push(tag);
  }
  const badge = stack.units.length > 1 ? { cx: s - 1, cy: 1, r: s >= 30 ? 7 : s >= 26 ? 6.5 : 5.5 } : null;
  if (badge) rects.push({ x: badge.cx - badge.r, y: badge.cy - badge.r, w: badge.r * 2, h: badge.r * 2 });
  return { kind: 'stack', stack, x: 0, y: 0, s, depth, step: m.depth, tag, badge, box: union(rects) };
}

function place(p: Placed, dx: number, dy: number): Placed {
  switch (p.kind) {
    case 'stack':
      return { ...p, x: p.x + dx, y: p.y + dy, tag: p.tag ? shift(p.tag, dx, dy) : null, badge: p.badge ? { ...p.badge, cx: p.badge.cx + dx, cy: p.badge.cy + dy } : null, box: shift(p.box, dx, dy) };
    case 'disc':
      return { ...p, cx: p.cx + dx, cy: p.cy + dy, box: shift(p.box, dx, dy) };
    default:
      return { ...p, x: p.x + dx, y: p.y + dy, box: shift(p.box, dx, dy) };
  }
}

/** Items moved together (a stack, a column of markers). */
interface Block {
  items: Placed[];
  box: Rect;
}

const block = (items: Placed[]): Block => ({ items, box: union(items.map((p) => p.box)) });
const moveBlock = (b: Block, dx: number, dy: number): Block => ({ items: b.items.map((p) => place(p, dx, dy)), box: shift(b.box, dx, dy) });

/** Lays blocks out in a row, centred on the origin, then moved down by up to `drop` while it still fits; null when it does not fit. */
function row(blocks: Block[], gap: number, radius: number, drop: number): Placed[] | null {
  if (blocks.length === 0) return [];
  let x = 0;
  const laid = blocks.map((b) => {
    const moved = moveBlock(b, x - b.box.x, -b.box.y);
    x += b.box.w + gap;
    return moved;
  });
  const all = union(laid.map((b) => b.box));
  const centred = laid.map((b) => moveBlock(b, -all.x - all.w / 2, -all.y - all.h / 2));
  const box = shift(all, -all.x - all.w / 2, -all.y - all.h / 2);
  if (!insideCircle(box, radius)) return null;
  // below the area's number when there is room (the number sits on the label point): the
  // block's top `drop` pixels under the label point, else as far down as it fits
  for (let dy = Math.ceil(drop + box.h / 2); dy > 0; dy -= 2) {
    if (insideCircle(shift(box, 0, dy), radius)) return centred.flatMap((b) => moveBlock(b, 0, dy).items);
  }
  return centred.flatMap((b) => b.items);
}

/**
 * The counters of one area inside a circle of `radius` CSS pixels around its label point:
 * full-size stacks with markers when they fit, then without markers, else a disc per stack,
 * shrunk until the row fits (every stack is always shown).
 */
export function layoutArea(ac: AreaCounters, radius: number, m: LayoutMetrics, drop = 0): Placed[] {
  // full size, else a size smaller (not below a readable 20 pixels), else discs
  const smaller = Math.max(20, Math.round(m.size * 0.78));
  if (smaller < m.size) {
    const full = layoutAt(ac, radius, m, drop);
    if (full) return full;
    return layoutArea(ac, radius, { ...m, size: smaller, tagHeight: Math.max(9, Math.round(smaller * 0.34)), marker: Math.max(10, Math.round(smaller * 0.46)) }, drop);
  }
  return layoutAt(ac, radius, m, drop) ?? discs(ac, radius, m);
}

/** Full-size stacks (with the markers when they fit too), or null. */
function layoutAt(ac: AreaCounters, radius: number, m: LayoutMetrics, drop: number): Placed[] | null {
  const stacks = ac.stacks.map((s) => block([fullStack(s, m)]));
  const ms = m.marker;
  const markers: Placed[] = [
    ...ac.depots.map((marker): Placed => ({ kind: 'depot', marker, x: 0, y: 0, s: ms, box: { x: 0, y: 0, w: ms, h: ms } })),
    ...ac.garrisons.map((marker): Placed => ({ kind: 'garrison', marker, x: 0, y: 0, s: ms, box: { x: 0, y: 0, w: ms, h: ms * 1.1 } })),
  ];
  // markers stand in a column left of the counters
  const column = markers.length ? [block(markers.map((p, i) => place(p, 0, i * (ms * 1.1 + 2))))] : [];
  const withMarkers = row([...column, ...stacks], m.gap, radius, drop);
  if (withMarkers) return withMarkers;
  if (stacks.length === 0) return [];
  return row(stacks, m.gap, radius, drop);
}

/** Crowded: a disc per stack with its number of counters, as large as fits (down to half a pixel in the smallest areas). */
function discs(ac: AreaCounters, radius: number, m: LayoutMetrics): Placed[] {
  for (let d = Math.min(18, m.size * 0.75); d >= 0.5; d -= d > 3 ? 1 : 0.5) {
    const row1 = ac.stacks.map((stack) => block([{ kind: 'disc', stack, cx: d / 2, cy: d / 2, d, box: { x: 0, y: 0, w: d, h: d } }]));
    const laid = row(row1, d > 3 ? 1 : 0.25, radius, 0);
    if (laid) return laid;
  }
  // never reached on the shipped map (its smallest area holds two half-pixel dots at the smallest zoom): all at the label point
  return ac.stacks.map((stack) => ({ kind: 'disc', stack, cx: 0, cy: 0, d: 0.5, box: { x: -0.25, y: -0.25, w: 0.5, h: 0.5 } }));
}
