/**
 * Canvas painting of the static map: fills by map mode, borders by kind, symbols and labels
 * by level of detail. Paths are built once (Path2D) and replayed on every frame, so a pan or
 * zoom frame costs a handful of fill/stroke calls plus the visible labels.
 */
import type { MapGeometry } from './geometrySchema';
import type { ResolvedGeometry, Ring } from './geometryIndex';
import { detailAt, labelSize, type Detail } from './lod';
import type { MapMode } from './mapSlice';
import {
  BORDER_STYLES,
  CAPITAL_INK,
  INK,
  LAND_BLANK,
  NEUTRAL_MINOR,
  OUT_OF_SUPPLY,
  POWER_COLOURS,
  SUPPLY_STEPS,
  TERRAIN_COLOURS,
  WATER,
  valueColour,
  type BorderStyleKey,
} from './styles';
import type { Bounds } from './viewport';
import { controllerOf, type Controllers, type MapViewModel } from './viewModel';

/** Areas a power's depots reach, with the fewest areas to one (0 = a depot's area); from the engine's view. */
export type SupplyReach = Readonly<Record<string, number>>;

/** Fill colour of a land area in a map mode (sea areas are water in every mode); supply mode without a reach is blank. */
export function areaFill(model: MapViewModel, controllers: Controllers | undefined, mode: MapMode, areaId: string, supply?: SupplyReach): string {
  const area = model.areas.get(areaId);
  if (!area || area.kind === 'sea') return WATER;
  const province = model.provinceOfArea.get(areaId);
  switch (mode) {
    case 'terrain':
      return TERRAIN_COLOURS[area.terrain];
    case 'political': {
      const c = province ? controllerOf(model, controllers, province.id) : null;
      return c?.kind === 'major' ? POWER_COLOURS[c.power] : c ? NEUTRAL_MINOR : LAND_BLANK;
    }
    case 'values':
      return province ? valueColour(province.money) : LAND_BLANK;
    case 'supply': {
      if (!supply) return LAND_BLANK;
      const steps = supply[areaId];
      return steps === undefined ? OUT_OF_SUPPLY : (SUPPLY_STEPS[steps] ?? OUT_OF_SUPPLY);
    }
  }
}

export function ringsPath(rings: readonly Ring[], into: Path2D = new Path2D()): Path2D {
  for (const ring of rings) {
    if (ring.length < 6) continue;
    into.moveTo(ring[0]!, ring[1]!);
    for (let i = 2; i < ring.length; i += 2) into.lineTo(ring[i]!, ring[i + 1]!);
    into.closePath();
  }
  return into;
}

/** One Path2D per fill colour (areas are disjoint, so even-odd filling of the union is exact). */
export function fillPaths(resolved: ResolvedGeometry, model: MapViewModel, controllers: Controllers | undefined, mode: MapMode, supply?: SupplyReach): [string, Path2D][] {
  const byColour = new Map<string, Path2D>();
  for (const [id, rings] of resolved.areaRings) {
    const colour = areaFill(model, controllers, mode, id, supply);
    if (colour === WATER) continue;
    let p = byColour.get(colour);
    if (!p) byColour.set(colour, (p = new Path2D()));
    ringsPath(rings, p);
  }
  return [...byColour.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
}

/** Sea-area pairs across an ice line, keyed `a|b` with a < b. */
export function iceLinePairs(model: MapViewModel): Set<string> {
  const pairs = new Set<string>();
  for (const line of model.data.iceLines) {
    for (const n of line.north) for (const s of line.south) pairs.add(n < s ? `${n}|${s}` : `${s}|${n}`);
  }
  return pairs;
}

/** Border style of an arc; null for the raster frame, which is not drawn. */
export function arcStyle(arc: MapGeometry['arcs'][number], ice: ReadonlySet<string> = new Set()): BorderStyleKey | null {
  if (arc.kind === 'frame') return null;
  if (arc.kind === 'sea' && arc.left && arc.right && ice.has(arc.left < arc.right ? `${arc.left}|${arc.right}` : `${arc.right}|${arc.left}`)) return 'ice';
  if (arc.river && arc.kind !== 'national') return 'river';
  return arc.kind;
}

/** Drawing order: light lines under heavy ones. */
export const BORDER_ORDER: readonly BorderStyleKey[] = ['sea', 'ice', 'area', 'coast', 'river', 'provincial', 'national'];

/** Screen width of a border: thinner when zoomed out, thicker (but bounded) when zoomed in. */
export function borderWidth(base: number, scale: number): number {
  return base * Math.min(2.2, Math.max(0.55, Math.sqrt(scale / 0.6)));
}

/** One land area ready to fill: its colour in the current mode and its outline. */
export interface AreaPaint {
  colour: string;
  path: Path2D;
  bbox: readonly [number, number, number, number];
}

export function areaPaints(resolved: ResolvedGeometry, model: MapViewModel, controllers: Controllers | undefined, mode: MapMode, supply?: SupplyReach): AreaPaint[] {
  const out: AreaPaint[] = [];
  for (const [id, rings] of resolved.areaRings) {
    const colour = areaFill(model, controllers, mode, id, supply);
    if (colour === WATER) continue;
    out.push({ colour, path: ringsPath(rings), bbox: resolved.geometry.areas[id]!.bbox });
  }
  return out;
}

/** Arcs with their style and bounding box, so a tile strokes only the arcs that cross it. */
export interface ArcPaint {
  style: BorderStyleKey;
  points: readonly number[];
  bbox: readonly [number, number, number, number];
}

export function arcPaints(geometry: MapGeometry, ice: ReadonlySet<string>): ArcPaint[] {
  const out: ArcPaint[] = [];
  for (const arc of geometry.arcs) {
    const style = arcStyle(arc, ice);
    if (!style) continue;
    const p = arc.points;
    let x0 = Infinity;
    let y0 = Infinity;
    let x1 = -Infinity;
    let y1 = -Infinity;
    for (let i = 0; i < p.length; i += 2) {
      x0 = Math.min(x0, p[i]!);
      x1 = Math.max(x1, p[i]!);
      y0 = Math.min(y0, p[i + 1]!);
      y1 = Math.max(y1, p[i + 1]!);
    }
    out.push({ style, points: p, bbox: [x0, y0, x1, y1] });
  }
  return out;
}

export interface BasePaint {
  areas: readonly AreaPaint[];
  arcs: readonly ArcPaint[];
}

const meets = (a: readonly number[], b: Bounds, pad: number): boolean =>
  a[0]! <= b[2] + pad && a[2]! >= b[0] - pad && a[1]! <= b[3] + pad && a[3]! >= b[1] - pad;

/** Water, then the land areas and borders that meet `bounds` (a tile or the whole map). */
export function paintBase(ctx: CanvasRenderingContext2D, paint: BasePaint, scale: number, bounds: Bounds): void {
  ctx.fillStyle = WATER;
  ctx.fillRect(bounds[0], bounds[1], bounds[2] - bounds[0], bounds[3] - bounds[1]);
  for (const a of paint.areas) {
    if (!meets(a.bbox, bounds, 0)) continue;
    ctx.fillStyle = a.colour;
    ctx.fill(a.path, 'evenodd');
  }
  const detail = detailAt(scale);
  const pad = 4 / scale;
  const paths = new Map<BorderStyleKey, Path2D>();
  for (const arc of paint.arcs) {
    if (!meets(arc.bbox, bounds, pad)) continue;
    if (arc.style === 'area' && !detail.areaBorders) continue;
    let path = paths.get(arc.style);
    if (!path) paths.set(arc.style, (path = new Path2D()));
    const p = arc.points;
    path.moveTo(p[0]!, p[1]!);
    for (let i = 2; i < p.length; i += 2) path.lineTo(p[i]!, p[i + 1]!);
  }
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  for (const key of BORDER_ORDER) {
    const path = paths.get(key);
    if (!path) continue;
    const style = BORDER_STYLES[key];
    ctx.strokeStyle = style.colour;
    ctx.lineWidth = borderWidth(style.width, scale) / scale;
    ctx.globalAlpha = key === 'national' ? 0.85 : 1;
    if (key === 'ice') ctx.setLineDash([6 / scale, 4 / scale]);
    ctx.stroke(path);
    ctx.setLineDash([]);
  }
  ctx.globalAlpha = 1;
}

const inView = (b: Bounds, x: number, y: number, pad: number): boolean => x >= b[0] - pad && x <= b[2] + pad && y >= b[1] - pad && y <= b[3] + pad;

function haloText(ctx: CanvasRenderingContext2D, text: string, x: number, y: number, halo: number): void {
  ctx.lineWidth = halo;
  ctx.strokeText(text, x, y);
  ctx.fillText(text, x, y);
}

/**
 * Optional-rule arrows (map data `crossings[].optionalRule`), left to the game's options: 12.2.1.1
 * Picardy-England; opt:12.2.1 (v2.71) the five straits the printed map draws no arrow for.
 */
export const OPTIONAL_ARROWS: ReadonlySet<string> = new Set(['019-433', '028-029', '367-541', '370-595', '542-545', '544-545']);

function drawArrow(ctx: CanvasRenderingContext2D, from: readonly [number, number], to: readonly [number, number], head: number): void {
  const [x0, y0] = from;
  const [x1, y1] = to;
  const a = Math.atan2(y1 - y0, x1 - x0);
  ctx.beginPath();
  ctx.moveTo(x0, y0);
  ctx.lineTo(x1, y1);
  ctx.stroke();
  for (const [x, y, ang] of [
    [x1, y1, a],
    [x0, y0, a + Math.PI],
  ] as const) {
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x - head * Math.cos(ang - 0.45), y - head * Math.sin(ang - 0.45));
    ctx.lineTo(x - head * Math.cos(ang + 0.45), y - head * Math.sin(ang + 0.45));
    ctx.closePath();
    ctx.fill();
  }
}

/**
 * Our city icon: a rounded base with one spire per supply point (7.3.3.4) and one notch
 * (fleche) per siege point (7.5.4.1.1.1); capitals are red, national capitals ringed.
 */
export function drawCity(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  unit: number,
  city: { spires: number; fleches: number; capital: boolean; nationalCapital: boolean },
): void {
  const w = unit * (1.2 + 0.55 * city.spires);
  const h = unit * 0.9;
  const left = x - w / 2;
  ctx.fillStyle = city.capital ? CAPITAL_INK : '#ffffff';
  ctx.strokeStyle = INK;
  ctx.lineWidth = unit * 0.18;
  // Spires: thin triangles standing on the base.
  ctx.beginPath();
  for (let i = 0; i < city.spires; i++) {
    const sx = left + (w * (i + 1)) / (city.spires + 1);
    ctx.moveTo(sx - unit * 0.22, y - h / 2);
    ctx.lineTo(sx, y - h / 2 - unit * 1.1);
    ctx.lineTo(sx + unit * 0.22, y - h / 2);
  }
  ctx.fill();
  ctx.stroke();
  ctx.beginPath();
  ctx.rect(left, y - h / 2, w, h);
  ctx.fill();
  ctx.stroke();
  // Fleches: arrow-shaped bastions under the base.
  ctx.fillStyle = INK;
  for (let i = 0; i < city.fleches; i++) {
    const fx = left + (w * (i + 1)) / (city.fleches + 1);
    ctx.beginPath();
    ctx.moveTo(fx - unit * 0.35, y + h / 2);
    ctx.lineTo(fx, y + h / 2 + unit * 0.55);
    ctx.lineTo(fx + unit * 0.35, y + h / 2);
    ctx.closePath();
    ctx.fill();
  }
  if (city.nationalCapital) {
    ctx.beginPath();
    ctx.arc(x, y - unit * 0.2, Math.max(w, h * 2) * 0.75, 0, Math.PI * 2);
    ctx.strokeStyle = CAPITAL_INK;
    ctx.lineWidth = unit * 0.25;
    ctx.stroke();
  }
}

export interface SymbolContext {
  resolved: ResolvedGeometry;
  model: MapViewModel;
  mode: MapMode;
  /** Province ids, roomiest first: the order names claim space in. */
  provinceOrder: readonly string[];
  /** Province labels chosen per scale (filled on first use). */
  labelCache: Map<number, ProvinceLabel[]>;
}

export interface ProvinceLabel {
  id: string;
  name: string;
  values: string;
  x: number;
  y: number;
}

/**
 * Province labels shown at `scale`: small provinces wait until there is room, and a name
 * that would overlap one already placed (roomier provinces go first) is left out.
 */
export function provinceLabels(ctx: CanvasRenderingContext2D, sc: SymbolContext, scale: number): ProvinceLabel[] {
  const cached = sc.labelCache.get(scale);
  if (cached) return cached;
  const { geometry } = sc.resolved;
  const px = 1 / scale;
  const size = labelSize(scale, 13, 10, 17) * px;
  const showValues = detailAt(scale).provinceValues || sc.mode === 'values';
  ctx.save();
  ctx.font = `600 ${size}px serif`;
  const taken: [number, number, number, number][] = [];
  const out: ProvinceLabel[] = [];
  for (const pid of sc.provinceOrder) {
    const p = geometry.provinces[pid]!;
    const province = sc.model.provinces.get(pid);
    if (!province || p.room * scale < 7) continue;
    const name = province.name.toUpperCase();
    const half = (ctx.measureText(name).width + 4 * px) / 2;
    const box: [number, number, number, number] = [
      p.label[0] - half,
      p.label[1] - size * (showValues ? 1.1 : 0.6),
      p.label[0] + half,
      p.label[1] + size * (showValues ? 1.1 : 0.6),
    ];
    if (taken.some((t) => t[0] < box[2] && box[0] < t[2] && t[1] < box[3] && box[1] < t[3])) continue;
    taken.push(box);
    out.push({ id: pid, name, values: `${province.money}/${province.manpower}`, x: p.label[0], y: p.label[1] });
  }
  ctx.restore();
  sc.labelCache.set(scale, out);
  return out;
}

/** Provinces by label room, largest first (ties by id), for label collision order. */
export function provinceLabelOrder(geometry: MapGeometry): string[] {
  return Object.entries(geometry.provinces)
    .sort(([a, p], [b, q]) => q.room - p.room || (a < b ? -1 : 1))
    .map(([id]) => id);
}

/** Crossing arrows, ports, cities and labels; only what the level of detail asks for and what is in view. */
export function paintSymbols(ctx: CanvasRenderingContext2D, sc: SymbolContext, scale: number, view: Bounds): void {
  const { geometry } = sc.resolved;
  const detail: Detail = detailAt(scale);
  const px = 1 / scale; // one screen pixel in map units

  // 7.3.1.3.3 crossing arrows
  ctx.strokeStyle = CAPITAL_INK;
  ctx.fillStyle = CAPITAL_INK;
  ctx.lineWidth = 2 * px;
  // 12.2.1.1 the optional Channel arrow is drawn by the naval layer, only in games with the option on
  for (const c of geometry.crossings) if (!OPTIONAL_ARROWS.has(`${c.from}-${c.to}`)) drawArrow(ctx, c.tips[0], c.tips[1], Math.max(5, 7 * px));

  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.lineJoin = 'round';

  // Port blockade boxes (8.2.1.2.1 trade, 6.3.3.3 guns)
  if (detail.portBoxes) {
    const boxW = 22;
    const boxH = 16;
    for (const b of geometry.portBoxes) {
      if (!inView(view, b.at[0], b.at[1], 30 * px + 15)) continue;
      const port = sc.model.ports.get(b.city);
      const city = sc.model.cities.get(b.city);
      ctx.strokeStyle = '#2f5d8a';
      if (city) {
        // A dotted tie from the box to its port city: boxes sit out at sea.
        ctx.lineWidth = 1 * px;
        ctx.setLineDash([2 * px, 2 * px]);
        ctx.beginPath();
        ctx.moveTo(b.at[0], b.at[1]);
        ctx.lineTo(city.px[0], city.px[1]);
        ctx.stroke();
        ctx.setLineDash([]);
      }
      ctx.fillStyle = '#e8f1f6';
      ctx.lineWidth = Math.max(0.8, 1.2 * px);
      ctx.fillRect(b.at[0] - boxW / 2, b.at[1] - boxH / 2, boxW, boxH);
      ctx.strokeRect(b.at[0] - boxW / 2, b.at[1] - boxH / 2, boxW, boxH);
      if (scale >= 1.2 && port) {
        ctx.fillStyle = '#1d3b5a';
        ctx.font = `6px sans-serif`;
        ctx.fillText(port.trade ? `${port.trade.britain}/${port.trade.controller}` : '--', b.at[0], b.at[1] - 3.5);
        ctx.fillText(port.guns ? String(port.guns) : '--', b.at[0], b.at[1] + 4);
      }
    }
  }

  // Cities
  const unit = Math.min(7, Math.max(2.2, 3.2 * Math.sqrt(scale))) * px;
  for (const city of sc.model.data.cities) {
    if (!detail.allCities && !city.capital) continue;
    if (!inView(view, city.px[0], city.px[1], 40 * px)) continue;
    drawCity(ctx, city.px[0], city.px[1], unit, city);
  }

  ctx.strokeStyle = 'rgba(255,255,255,0.85)';
  // Area numbers and forage (7.4.1)
  if (detail.areaNumbers) {
    const size = labelSize(scale, 9, 9, 14) * px;
    for (const [id, a] of Object.entries(geometry.areas)) {
      const area = sc.model.areas.get(id);
      if (!area || !inView(view, a.label[0], a.label[1], 30 * px)) continue;
      const x = a.label[0];
      const y = a.label[1];
      if (area.kind === 'sea') {
        ctx.fillStyle = '#1f5a80';
        ctx.font = `italic ${size * 1.3}px serif`;
        haloText(ctx, id, x, y, 2.5 * px);
        continue;
      }
      ctx.fillStyle = INK;
      ctx.font = `${size}px sans-serif`;
      haloText(ctx, id, x, y, 2.5 * px);
      if (detail.forage && area.forage !== null) {
        const fy = y + size * 1.15;
        ctx.fillStyle = '#4b6b2a';
        ctx.font = `bold ${size * 0.9}px sans-serif`;
        haloText(ctx, `f${area.forage}`, x, fy, 2.5 * px);
      }
    }
  } else if (detail.seaNumbers) {
    const size = labelSize(scale, 11, 9, 13) * px;
    ctx.fillStyle = '#1f5a80';
    ctx.font = `italic ${size}px serif`;
    for (const [id, a] of Object.entries(geometry.areas)) {
      if (sc.model.areas.get(id)?.kind !== 'sea' || !inView(view, a.label[0], a.label[1], 30 * px)) continue;
      haloText(ctx, id, a.label[0], a.label[1], 2.5 * px);
    }
  }

  if (detail.cityNames) {
    const size = labelSize(scale, 8, 10, 13) * px;
    for (const city of sc.model.data.cities) {
      if (!inView(view, city.px[0], city.px[1], 80 * px)) continue;
      ctx.fillStyle = city.capital ? CAPITAL_INK : INK;
      ctx.font = `${city.nationalCapital ? 'bold ' : ''}${size}px serif`;
      haloText(ctx, city.nationalCapital ? city.name.toUpperCase() : city.name, city.px[0], city.px[1] + unit * 2.4 + size * 0.5, 3 * px);
    }
  }

  // Province names (and money/manpower): chosen for the whole map at this scale, so every
  // tile agrees on which names are shown.
  const size = labelSize(scale, 13, 10, 17) * px;
  const showValues = detail.provinceValues || sc.mode === 'values';
  for (const label of provinceLabels(ctx, sc, scale)) {
    if (!inView(view, label.x, label.y, 120 * px)) continue;
    ctx.fillStyle = '#3a2f22';
    ctx.font = `600 ${size}px serif`;
    const y = label.y - (showValues ? size * 0.55 : 0);
    haloText(ctx, label.name, label.x, y, 3 * px);
    if (showValues) {
      ctx.font = `${size * 0.85}px serif`;
      haloText(ctx, label.values, label.x, y + size * 1.05, 3 * px);
    }
  }
}
