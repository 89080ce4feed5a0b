/**
 * The counters layer of the game map: every stack, leader and marker of the seat's view drawn in
 * screen space at a size that does not change with the zoom, laid out inside each area
 * (`stackLayout`), with its hit test for hover, click and drag. The layout is computed once per
 * zoom; a redraw copies counter bitmaps (`CounterSprites`).
 */
import type { MapGeometry, MapScene, ScreenRect, Size, Viewport } from '../map';
import { COUNTER_INK, type CounterSprites, MINOR_COLOUR, NATION_COLOURS, TAG_FONT, drawCountBadge, drawDepot, drawGarrison, drawLeaderTag, drawStackDisc, type CounterLook } from './counterArt';
import { layoutArea, layoutRadius, metricsFor, type Placed } from './stackLayout';
import type { AreaCounters, CounterModel, StackModel } from './stacks';
import { isPower } from './names';
import { detailAt } from '../map/lod';

export interface CountersSceneOptions {
  /** The counter selected for orders (its stack is ringed). */
  selected: string | null;
  /** The viewer's counters that can still move this step (a green mark). */
  movable: ReadonlySet<string>;
}

const coloursOf = (nationality: string) => (isPower(nationality) ? NATION_COLOURS[nationality] : MINOR_COLOUR);

export function lookOf(u: CounterModel): CounterLook {
  const c = coloursOf(u.nationality);
  return {
    fill: c.fill, ink: c.ink, edge: c.edge,
    // a minor's counter carries its controller's colour as a band; B.4 a lent corps its borrower's
    band: u.lentTo ? NATION_COLOURS[u.lentTo].fill : !isPower(u.nationality) && u.power ? NATION_COLOURS[u.power].fill : null,
    symbol: u.symbol,
    top: u.designation,
    bottom: u.strength !== null ? String(u.strength) : String(u.movement),
    strong: u.strength !== null,
    inCity: u.city !== null,
  };
}

/** Width of a leader tag's text, measured once per name at a reference height and scaled (the font is the same). */
const tagWidths = new Map<string, number>();
let measurer: OffscreenCanvasRenderingContext2D | null = null;
const REFERENCE = 20;
function measureTag(text: string, h: number): number {
  let w = tagWidths.get(text);
  if (w === undefined) {
    measurer ??= new OffscreenCanvas(1, 1).getContext('2d');
    if (measurer && measurer.font !== TAG_FONT(REFERENCE)) measurer.font = TAG_FONT(REFERENCE);
    w = measurer ? measurer.measureText(text).width : text.length * REFERENCE * 0.5;
    tagWidths.set(text, w);
  }
  return (w * h) / REFERENCE;
}

export class CountersScene implements MapScene {
  private readonly layouts = new Map<number, Map<string, Placed[]>>();
  private readonly stackByKey = new Map<string, StackModel>();

  constructor(
    readonly version: string,
    private readonly areas: readonly AreaCounters[],
    private readonly geometry: MapGeometry,
    private readonly sprites: CounterSprites,
    private readonly opts: CountersSceneOptions,
    /** Each area's clearance around its label point (`labelClearance`): counters stay inside it. */
    private readonly clearance: ReadonlyMap<string, number>,
  ) {
    for (const a of areas) for (const s of a.stacks) this.stackByKey.set(s.key, s);
  }

  stack(key: string): StackModel | undefined {
    return this.stackByKey.get(key);
  }

  /** Every area's placed items at a zoom (kept for the last few zooms). */
  layoutFor(scale: number): Map<string, Placed[]> {
    let l = this.layouts.get(scale);
    if (l) return l;
    const m = metricsFor(scale, (t) => measureTag(t, metricsFor(scale, () => 0).tagHeight));
    l = new Map();
    for (const a of this.areas) {
      const room = this.clearance.get(a.area);
      if (room === undefined) continue;
      const radius = layoutRadius(room, scale);
      l.set(a.area, layoutArea(a, radius, m, detailAt(scale).forage ? 22 : detailAt(scale).areaNumbers ? 9 : 0));
    }
    if (this.layouts.size > 4) this.layouts.clear();
    this.layouts.set(scale, l);
    return l;
  }

  private origin(area: string, view: Viewport): [number, number] | null {
    const label = this.geometry.areas[area]?.label;
    return label ? [label[0] * view.scale + view.x, label[1] * view.scale + view.y] : null;
  }

  draw(ctx: CanvasRenderingContext2D, view: Viewport, size: Size): void {
    const pr = ctx.getTransform().a || 1;
    const snap = (v: number) => Math.round(v * pr) / pr;
    const shown: [Placed[], number, number][] = [];
    for (const [area, items] of this.layoutFor(view.scale)) {
      const o = this.origin(area, view);
      if (!o || o[0] < -120 || o[1] < -120 || o[0] > size.width + 120 || o[1] > size.height + 120) continue;
      shown.push([items, snap(o[0]), snap(o[1])]);
    }
    // every face this view needs drawn into the atlas first: it then becomes a bitmap once
    for (const [items] of shown) for (const p of items) if (p.kind === 'stack') this.sprites.prepare(p.stack.units.slice(0, p.depth + 1).map(lookOf), p.s);
    for (const [items, ox, oy] of shown) for (const p of items) this.drawItem(ctx, p, ox, oy, snap);
  }

  private drawItem(ctx: CanvasRenderingContext2D, p: Placed, ox: number, oy: number, snap: (v: number) => number): void {
    switch (p.kind) {
      case 'stack': {
        const { stack, s, depth, step } = p;
        const x = snap(ox + p.x);
        const y = snap(oy + p.y);
        // the counters under the top one peek out below and to the right, as on the table
        for (let i = depth; i >= 1; i--) this.sprites.draw(ctx, lookOf(stack.units[i]!), x + i * step, y + i * step, s);
        this.sprites.draw(ctx, lookOf(stack.units[0]!), x, y, s);
        const selected = this.opts.selected !== null && stack.units.some((u) => u.counter === this.opts.selected);
        if (selected) {
          ctx.lineWidth = 3;
          ctx.strokeStyle = COUNTER_INK;
          ctx.strokeRect(x - 2.5, y - 2.5, s + depth * step + 5, s + depth * step + 5);
          ctx.lineWidth = 2;
          ctx.strokeStyle = '#f0c000';
          ctx.strokeRect(x - 2.5, y - 2.5, s + depth * step + 5, s + depth * step + 5);
        }
        if (stack.units.some((u) => this.opts.movable.has(u.counter))) {
          // still free to move this step
          ctx.beginPath();
          ctx.moveTo(x + 1, y + s - 1);
          ctx.lineTo(x + 1 + s * 0.28, y + s - 1);
          ctx.lineTo(x + 1, y + s - 1 - s * 0.28);
          ctx.closePath();
          ctx.fillStyle = '#3fbf3f';
          ctx.fill();
        }
        if (p.tag) drawLeaderTag(ctx, p.tag.text, p.tag.napoleon, coloursOf(stack.units[0]!.nationality).edge, snap(ox + p.tag.x), snap(oy + p.tag.y), p.tag.w, p.tag.h);
        if (p.badge) drawCountBadge(ctx, stack.units.length, ox + p.badge.cx, oy + p.badge.cy, p.badge.r);
        break;
      }
      case 'disc': {
        const c = p.stack.power ? NATION_COLOURS[p.stack.power] : MINOR_COLOUR;
        const top = p.stack.units[0];
        const own = top ? coloursOf(top.nationality) : c;
        drawStackDisc(ctx, own.fill, own.edge, own.ink, p.stack.units.length, ox + p.cx, oy + p.cy, p.d, p.stack.leaders.some((l) => l.id === 'napoleon'));
        if (this.opts.selected !== null && p.stack.units.some((u) => u.counter === this.opts.selected)) {
          ctx.beginPath();
          ctx.arc(ox + p.cx, oy + p.cy, p.d / 2 + 2, 0, Math.PI * 2);
          ctx.lineWidth = 2;
          ctx.strokeStyle = '#f0c000';
          ctx.stroke();
        }
        break;
      }
      case 'depot':
        drawDepot(ctx, NATION_COLOURS[p.marker.owner].fill, snap(ox + p.x), snap(oy + p.y), p.s);
        break;
      case 'garrison': {
        const c = coloursOf(p.marker.nationality);
        drawGarrison(ctx, c.fill, c.edge, c.ink, p.marker.infantry + p.marker.militia + (p.marker.cossack ?? 0) + (p.marker.freikorps ?? 0) + (p.marker.guerilla ?? 0), snap(ox + p.x), snap(oy + p.y), p.s);
        break;
      }
    }
  }

  hit(sx: number, sy: number, view: Viewport): string | null {
    let found: string | null = null;
    for (const [area, items] of this.layoutFor(view.scale)) {
      const o = this.origin(area, view);
      if (!o || Math.abs(sx - o[0]) > 90 || Math.abs(sy - o[1]) > 90) continue;
      for (const p of items) {
        const b = p.box;
        if (sx >= o[0] + b.x - 1 && sx <= o[0] + b.x + b.w + 1 && sy >= o[1] + b.y - 1 && sy <= o[1] + b.y + b.h + 1) found = hitId(area, p);
      }
    }
    return found;
  }

  rectsIn(area: string, view: Viewport): ScreenRect[] {
    const o = this.origin(area, view);
    if (!o) return [];
    return (this.layoutFor(view.scale).get(area) ?? []).map((p) => ({ x: o[0] + p.box.x, y: o[1] + p.box.y, w: p.box.w, h: p.box.h }));
  }

  /** The screen rectangle of a stack at `view` (the hover panel keeps off it). */
  stackRect(key: string, view: Viewport): ScreenRect | null {
    const s = this.stackByKey.get(key);
    if (!s) return null;
    const o = this.origin(s.area, view);
    const p = this.layoutFor(view.scale).get(s.area)?.find((x) => (x.kind === 'stack' || x.kind === 'disc') && x.stack.key === key);
    return o && p ? { x: o[0] + p.box.x, y: o[1] + p.box.y, w: p.box.w, h: p.box.h } : null;
  }
}

function hitId(area: string, p: Placed): string {
  switch (p.kind) {
    case 'stack':
    case 'disc':
      return `stack:${p.stack.key}`;
    case 'depot':
      return `depot:${area}`;
    case 'garrison':
      return `garrison:${area}`;
  }
}
