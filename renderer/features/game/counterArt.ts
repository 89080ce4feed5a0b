/**
 * Drawing of counters on a canvas, in CSS pixels: corps and irregular counters like the printed
 * ones (nationality colour, unit symbol, designation, strength or movement allowance), leader
 * name tags, count badges, depot and garrison markers. Each distinct counter face is drawn once
 * into a bitmap (`CounterSprites`) and copied afterwards, so a redraw of all counters is a
 * hundred image copies.
 */
import type { MajorPower } from '../../../shared/model/powers';
import type { UnitSymbol } from './stacks';

/** Counter colours by nationality: the majors' traditional colours; minors share a neutral stone colour with their controller's band. */
export const NATION_COLOURS: Record<MajorPower, { fill: string; ink: string; edge: string }> = {
  france: { fill: '#2f5fa8', ink: '#ffffff', edge: '#173566' },
  britain: { fill: '#b3261e', ink: '#ffffff', edge: '#6a120d' },
  spain: { fill: '#e0b12a', ink: '#2b2118', edge: '#7a5a0c' },
  austria: { fill: '#f4f1e6', ink: '#2b2118', edge: '#6d6450' },
  prussia: { fill: '#34373b', ink: '#ffffff', edge: '#0f1012' },
  russia: { fill: '#2e7d32', ink: '#ffffff', edge: '#134416' },
  turkey: { fill: '#8a5a2b', ink: '#ffffff', edge: '#4a2e12' },
};
export const MINOR_COLOUR = { fill: '#a59f93', ink: '#1e1b16', edge: '#5b564c' };
const INK = '#1e1b16';
const NAPOLEON_GOLD = '#e3b341';

export interface CounterLook {
  /** Nationality's colours; `band` the controlling power's colour for a minor's counter. */
  fill: string;
  ink: string;
  edge: string;
  band: string | null;
  symbol: UnitSymbol;
  /** Top line (the corps' designation, when known). */
  top: string | null;
  /** Bottom line: the strength when known, else the movement allowance as printed. */
  bottom: string;
  /** Bottom line is the strength (bold) rather than the allowance. */
  strong: boolean;
  inCity: boolean;
}

export function lookKey(l: CounterLook, size: number): string {
  return [l.fill, l.band, l.symbol, l.top, l.bottom, l.strong, l.inCity, size].join('|');
}

/** The NATO-style symbol box in the middle of a counter. */
function drawSymbol(ctx: CanvasRenderingContext2D, symbol: UnitSymbol, cx: number, cy: number, w: number, h: number, ink: string): void {
  const x0 = cx - w / 2;
  const y0 = cy - h / 2;
  ctx.strokeStyle = ink;
  ctx.fillStyle = ink;
  ctx.lineWidth = Math.max(1, w / 16);
  const box = () => ctx.strokeRect(x0, y0, w, h);
  const cross = () => {
    ctx.beginPath();
    ctx.moveTo(x0, y0);
    ctx.lineTo(x0 + w, y0 + h);
    ctx.moveTo(x0 + w, y0);
    ctx.lineTo(x0, y0 + h);
    ctx.stroke();
  };
  const slash = () => {
    ctx.beginPath();
    ctx.moveTo(x0, y0 + h);
    ctx.lineTo(x0 + w, y0);
    ctx.stroke();
  };
  const letters = (t: string) => {
    ctx.font = `bold ${Math.round(h * 0.75)}px sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(t, cx, cy + 0.5);
  };
  switch (symbol) {
    case 'infantry':
      box();
      cross();
      break;
    case 'guard':
      // a doubled frame marks the guard
      box();
      cross();
      ctx.strokeRect(x0 - 2, y0 - 2, w + 4, h + 4);
      break;
    case 'cavalry':
      box();
      slash();
      break;
    case 'artillery':
      box();
      ctx.beginPath();
      ctx.arc(cx, cy, h * 0.22, 0, Math.PI * 2);
      ctx.fill();
      break;
    case 'light':
      box();
      cross();
      ctx.beginPath();
      ctx.moveTo(x0 + w * 0.3, y0 - 1);
      ctx.lineTo(x0 + w * 0.7, y0 - 1);
      ctx.stroke();
      break;
    case 'militia':
    case 'insurrection':
      // militia: the infantry cross with an open frame (dashed)
      ctx.setLineDash([2, 1.5]);
      box();
      ctx.setLineDash([]);
      cross();
      break;
    case 'cossack':
    case 'freikorps':
      // irregular horse and foot: an open frame with their sign
      ctx.setLineDash([2, 1.5]);
      box();
      ctx.setLineDash([]);
      if (symbol === 'cossack') slash();
      else cross();
      break;
    case 'guerilla':
      ctx.setLineDash([2, 1.5]);
      box();
      ctx.setLineDash([]);
      letters('G');
      break;
    case 'feudal':
      box();
      letters('F');
      break;
    case 'tyrol':
      box();
      letters('T');
      break;
  }
}

/** Draws one counter face, `s` CSS pixels square, top-left at (x, y). */
export function drawCounter(ctx: CanvasRenderingContext2D, l: CounterLook, x: number, y: number, s: number): void {
  const r = s * 0.12;
  ctx.beginPath();
  ctx.roundRect(x + 0.5, y + 0.5, s - 1, s - 1, r);
  ctx.fillStyle = l.fill;
  ctx.fill();
  if (l.band) {
    ctx.save();
    ctx.clip();
    ctx.fillStyle = l.band;
    ctx.fillRect(x, y, s, s * 0.16);
    ctx.restore();
  }
  ctx.lineWidth = 1;
  ctx.strokeStyle = l.edge;
  ctx.stroke();
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = l.ink;
  const hasTop = l.top !== null;
  if (hasTop) {
    ctx.font = `bold ${Math.round(s * 0.3)}px sans-serif`;
    ctx.fillText(l.top!, x + s / 2, y + s * 0.23, s - 3);
  }
  drawSymbol(ctx, l.symbol, x + s / 2, y + s * (hasTop ? 0.52 : 0.42), s * 0.5, s * 0.26, l.ink);
  ctx.fillStyle = l.ink;
  ctx.font = `${l.strong ? 'bold ' : ''}${Math.round(s * (l.strong ? 0.34 : 0.3))}px sans-serif`;
  ctx.fillText(l.bottom, x + s / 2, y + s * 0.81, s - 3);
  if (l.inCity) {
    // a small tower: the counter stands inside the area's city (7.3.3)
    ctx.fillStyle = INK;
    const t = s * 0.18;
    ctx.fillRect(x + s - t - 2, y + s - t - 2, t, t);
  }
}

interface Atlas {
  canvas: OffscreenCanvas;
  ctx: OffscreenCanvasRenderingContext2D;
  /** The atlas as an immutable bitmap (a cheap drawImage source), remade after new faces are drawn. */
  bitmap: ImageBitmap | null;
  dirty: boolean;
  used: number;
  rows: number;
}

const ATLAS_COLUMNS = 16;

/**
 * Counter faces drawn once per look and size into an atlas (one per size, a cell per face),
 * copied out of one bitmap, so a redraw of every counter is a hundred image copies and a new
 * zoom level costs one small canvas, not one per counter.
 */
export class CounterSprites {
  private readonly cells = new Map<string, { atlas: Atlas; sx: number; sy: number; px: number }>();
  private readonly atlases = new Map<number, Atlas>();
  /** Faces drawn so far (the benchmark counts them). */
  made = 0;
  constructor(private readonly pixelRatio: number) {}

  private atlasFor(s: number, px: number): Atlas {
    let a = this.atlases.get(s);
    if (!a || a.used >= a.rows * ATLAS_COLUMNS) {
      // a new atlas, or a taller one with the old cells copied over
      const rows = a ? a.rows * 2 : 8;
      const canvas = new OffscreenCanvas(px * ATLAS_COLUMNS, px * rows);
      const ctx = canvas.getContext('2d')!;
      if (a?.bitmap) ctx.drawImage(a.bitmap, 0, 0);
      else if (a) ctx.drawImage(a.canvas, 0, 0);
      const next: Atlas = { canvas, ctx, bitmap: null, dirty: true, used: a?.used ?? 0, rows };
      if (a) for (const cell of this.cells.values()) if (cell.atlas === a) cell.atlas = next;
      a?.bitmap?.close();
      a = next;
      this.atlases.set(s, a);
    }
    return a;
  }

  private cell(l: CounterLook, s: number) {
    const key = lookKey(l, s);
    let cell = this.cells.get(key);
    if (!cell) {
      const px = Math.ceil(s * this.pixelRatio);
      const atlas = this.atlasFor(s, px);
      const sx = (atlas.used % ATLAS_COLUMNS) * px;
      const sy = Math.floor(atlas.used / ATLAS_COLUMNS) * px;
      atlas.used++;
      const ctx = atlas.ctx as unknown as CanvasRenderingContext2D;
      ctx.setTransform(this.pixelRatio, 0, 0, this.pixelRatio, sx, sy);
      drawCounter(ctx, l, 0, 0, s);
      atlas.dirty = true;
      cell = { atlas, sx, sy, px };
      this.cells.set(key, cell);
      this.made++;
    }
    return cell;
  }

  /** Draws the faces not drawn yet (ahead of a redraw, so the atlas becomes a bitmap once). */
  prepare(looks: readonly CounterLook[], s: number): void {
    for (const l of looks) this.cell(l, s);
  }

  /** Copies a face to (x, y), `s` CSS pixels square. */
  draw(ctx: CanvasRenderingContext2D, l: CounterLook, x: number, y: number, s: number): void {
    const c = this.cell(l, s);
    const a = c.atlas;
    if (a.dirty || !a.bitmap) {
      // the canvas becomes a bitmap (which empties it) and is given its pixels back for later faces
      a.bitmap?.close();
      a.bitmap = a.canvas.transferToImageBitmap();
      a.ctx.setTransform(1, 0, 0, 1, 0, 0);
      a.ctx.drawImage(a.bitmap, 0, 0);
      a.dirty = false;
    }
    ctx.drawImage(a.bitmap, c.sx, c.sy, c.px, c.px, x, y, s, s);
  }

  clear(): void {
    for (const a of this.atlases.values()) a.bitmap?.close();
    this.cells.clear();
    this.atlases.clear();
  }
}

/** A leader's name tag across the top of its counter; Napoleon's in gold. */
export function drawLeaderTag(ctx: CanvasRenderingContext2D, text: string, napoleon: boolean, edge: string, x: number, y: number, w: number, h: number): void {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, h / 2);
  ctx.fillStyle = napoleon ? NAPOLEON_GOLD : '#fbf6ea';
  ctx.fill();
  ctx.lineWidth = 1;
  ctx.strokeStyle = napoleon ? '#7a5a0c' : edge;
  ctx.stroke();
  ctx.fillStyle = INK;
  ctx.font = `bold ${Math.round(h * 0.78)}px sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, x + w / 2, y + h / 2 + 0.5, w - 4);
}

export const TAG_FONT = (h: number) => `bold ${Math.round(h * 0.78)}px sans-serif`;

/** The number of counters in a stack, on a small dark disc. */
export function drawCountBadge(ctx: CanvasRenderingContext2D, n: number, cx: number, cy: number, r: number): void {
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fillStyle = INK;
  ctx.fill();
  ctx.lineWidth = 1;
  ctx.strokeStyle = '#fbf6ea';
  ctx.stroke();
  ctx.fillStyle = '#ffffff';
  ctx.font = `bold ${Math.round(r * 1.3)}px sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(String(n), cx, cy + 0.5);
}

/** A crowded stack at a small zoom: a disc of its colour with the number of counters. */
export function drawStackDisc(ctx: CanvasRenderingContext2D, fill: string, edge: string, ink: string, n: number, cx: number, cy: number, d: number, napoleon: boolean): void {
  ctx.beginPath();
  ctx.arc(cx, cy, d / 2, 0, Math.PI * 2);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = napoleon ? 2 : 1;
  ctx.strokeStyle = napoleon ? NAPOLEON_GOLD : edge;
  ctx.stroke();
  if (d >= 11) {
    ctx.fillStyle = ink;
    ctx.font = `bold ${Math.round(d * 0.62)}px sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(String(n), cx, cy + 0.5);
  }
}

/** 7.2 a depot: a white square with a D, edged in its owner's colour. */
export function drawDepot(ctx: CanvasRenderingContext2D, edge: string, x: number, y: number, s: number): void {
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(x, y, s, s);
  ctx.lineWidth = 2;
  ctx.strokeStyle = edge;
  ctx.strokeRect(x + 1, y + 1, s - 2, s - 2);
  ctx.fillStyle = INK;
  ctx.font = `bold ${Math.round(s * 0.7)}px sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText('D', x + s / 2, y + s / 2 + 0.5);
}

/** 7.3.3 a city's garrison: a shield of its colour with the number of factors. */
export function drawGarrison(ctx: CanvasRenderingContext2D, fill: string, edge: string, ink: string, n: number, x: number, y: number, s: number): void {
  ctx.beginPath();
  ctx.moveTo(x, y);
  ctx.lineTo(x + s, y);
  ctx.lineTo(x + s, y + s * 0.6);
  ctx.lineTo(x + s / 2, y + s * 1.1);
  ctx.lineTo(x, y + s * 0.6);
  ctx.closePath();
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = 1;
  ctx.strokeStyle = edge;
  ctx.stroke();
  ctx.fillStyle = ink;
  ctx.font = `bold ${Math.round(s * 0.62)}px sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(String(n), x + s / 2, y + s * 0.42);
}

export { NAPOLEON_GOLD, INK as COUNTER_INK };
