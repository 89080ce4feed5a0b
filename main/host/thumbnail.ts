import { PNG } from 'pngjs';
import { z } from 'zod';
import geometryJson from '../../assets/map/geometry.json';
import { loadMap } from '../../shared/data/map';
import { viewFor } from '../../shared/engine';
import type { GameState } from '../../shared/model';

/** Width of a save's map thumbnail in pixels; the height follows the map's proportions. */
export const THUMBNAIL_WIDTH = 200;

type Rgb = readonly [number, number, number];

const SEA: Rgb = [159, 195, 217];
const TERRAIN: Record<string, Rgb> = { clear: [239, 230, 207], forest: [188, 211, 160], mountain: [211, 180, 140], marsh: [185, 211, 199], desert: [236, 217, 160] };
// The majors' counter colours (as on the map's counters); minors in grey.
const POWER: Record<string, Rgb> = { france: [47, 95, 168], britain: [179, 38, 30], spain: [224, 177, 42], austria: [244, 241, 230], prussia: [52, 55, 59], russia: [46, 125, 50], turkey: [138, 90, 43] };
const MINOR: Rgb = [154, 149, 140];
const INK: Rgb = [28, 20, 13];

/** The little of the map geometry a thumbnail needs: arcs, and each area's rings of arc references. */
const geometrySchema = z.object({
  width: z.number(),
  height: z.number(),
  arcs: z.array(z.object({ points: z.array(z.number()) })),
  areas: z.record(z.string(), z.object({ rings: z.array(z.array(z.number().int())), label: z.tuple([z.number(), z.number()]) })),
});

interface ThumbnailArea {
  readonly id: string;
  readonly colour: Rgb;
  readonly label: readonly [number, number];
  /** Polygons in map pixels, as flat [x0, y0, x1, y1, …] lists; filled even-odd. */
  readonly rings: readonly (readonly number[])[];
}

interface ThumbnailMap {
  readonly width: number;
  readonly height: number;
  readonly areas: readonly ThumbnailArea[];
}

let cached: ThumbnailMap | null = null;

/** The shipped map as polygons with their fill colours, decoded once. */
function thumbnailMap(): ThumbnailMap {
  if (cached) return cached;
  const geometry = geometrySchema.parse(geometryJson);
  const map = loadMap();
  if (!map.ok) throw new Error('The shipped map is invalid.');
  const kinds = new Map(map.map.data.areas.map((a) => [a.id as string, a]));
  const areas: ThumbnailArea[] = [];
  for (const [id, area] of Object.entries(geometry.areas)) {
    const facts = kinds.get(id);
    const colour = facts?.kind === 'land' ? (TERRAIN[facts.terrain] ?? TERRAIN.clear!) : SEA;
    // An arc reference r >= 0 runs arc r forwards; ~r runs it backwards.
    const rings = area.rings.map((refs) =>
      refs.flatMap((r) => {
        const points = geometry.arcs[r >= 0 ? r : ~r]?.points ?? [];
        if (r >= 0) return points;
        const back: number[] = [];
        for (let i = points.length - 2; i >= 0; i -= 2) back.push(points[i]!, points[i + 1]!);
        return back;
      }),
    );
    areas.push({ id, colour, label: area.label, rings });
  }
  cached = { width: geometry.width, height: geometry.height, areas };
  return cached;
}

/** Map pixels to thumbnail pixels: the top-left corner shown and the scale. */
interface Viewport {
  readonly x0: number;
  readonly y0: number;
  readonly scale: number;
}

function fillPolygon(png: PNG, rings: readonly (readonly number[])[], v: Viewport, colour: Rgb): void {
  const px = (x: number) => (x - v.x0) * v.scale;
  const py = (y: number) => (y - v.y0) * v.scale;
  let top = Infinity;
  let bottom = -Infinity;
  for (const ring of rings) {
    for (let i = 1; i < ring.length; i += 2) {
      top = Math.min(top, py(ring[i]!));
      bottom = Math.max(bottom, py(ring[i]!));
    }
  }
  for (let y = Math.max(0, Math.floor(top)); y <= Math.min(png.height - 1, Math.ceil(bottom)); y++) {
    const cy = y + 0.5;
    const xs: number[] = [];
    for (const ring of rings) {
      const n = ring.length / 2;
      for (let i = 0, j = n - 1; i < n; j = i++) {
        const yi = py(ring[2 * i + 1]!);
        const yj = py(ring[2 * j + 1]!);
        if (yi > cy === yj > cy) continue;
        const xi = px(ring[2 * i]!);
        const xj = px(ring[2 * j]!);
        xs.push(xi + ((cy - yi) / (yj - yi)) * (xj - xi));
      }
    }
    xs.sort((a, b) => a - b);
    for (let k = 0; k + 1 < xs.length; k += 2) {
      for (let x = Math.max(0, Math.round(xs[k]!)); x < Math.min(png.width, Math.round(xs[k + 1]!)); x++) paint(png, x, y, colour);
    }
  }
}

function paint(png: PNG, x: number, y: number, [r, g, b]: Rgb): void {
  const i = (png.width * y + x) * 4;
  png.data[i] = r;
  png.data[i + 1] = g;
  png.data[i + 2] = b;
  png.data[i + 3] = 255;
}

/**
 * The part of the map a scenario is played on (its portion's areas, with a margin), widened to
 * the thumbnail's proportions; the whole map when the scenario uses all of it.
 */
function viewportFor(map: ThumbnailMap, portion: readonly string[] | 'all', width: number, height: number): Viewport {
  const inPortion = portion === 'all' ? null : new Set(portion);
  let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const area of map.areas) {
    if (inPortion && !inPortion.has(area.id)) continue;
    for (const ring of area.rings) {
      for (let i = 0; i + 1 < ring.length; i += 2) {
        left = Math.min(left, ring[i]!);
        right = Math.max(right, ring[i]!);
        top = Math.min(top, ring[i + 1]!);
        bottom = Math.max(bottom, ring[i + 1]!);
      }
    }
  }
  if (inPortion === null || !Number.isFinite(left)) return { x0: 0, y0: 0, scale: width / map.width };
  const margin = 0.04 * Math.max(right - left, bottom - top);
  const w = right - left + 2 * margin;
  const h = bottom - top + 2 * margin;
  const scale = Math.min(width / w, height / h);
  return { x0: (left + right) / 2 - width / scale / 2, y0: (top + bottom) / 2 - height / scale / 2, scale };
}

/**
 * A small PNG of the map for the save browser: terrain and seas of the scenario's part of the
 * map, and a dot in its nationality's colour for every corps on it. Drawn from the
 * spectator's view, so it shows only what any player may see (counter faces and places).
 */
export function renderThumbnail(state: GameState, width = THUMBNAIL_WIDTH): Buffer {
  const map = thumbnailMap();
  const height = Math.round((width * 3) / 4);
  const view = viewFor(state, 'spectator');
  const v = viewportFor(map, view.scenario.mapPortion, width, height);
  const png = new PNG({ width, height });
  for (let y = 0; y < png.height; y++) for (let x = 0; x < png.width; x++) paint(png, x, y, SEA);
  for (const area of map.areas) fillPolygon(png, area.rings, v, area.colour);
  const labels = new Map(map.areas.map((a) => [a.id, a.label]));
  const dot = Math.max(1, Math.round(width / 120));
  for (const corps of view.corps) {
    if (corps.location.kind !== 'area') continue;
    const at = labels.get(corps.location.area);
    if (!at) continue;
    const colour = POWER[corps.nationality] ?? MINOR;
    const cx = Math.round((at[0] - v.x0) * v.scale);
    const cy = Math.round((at[1] - v.y0) * v.scale);
    for (let dy = -dot; dy <= dot; dy++) {
      for (let dx = -dot; dx <= dot; dx++) {
        const x = cx + dx;
        const y = cy + dy;
        if (x >= 0 && y >= 0 && x < png.width && y < png.height) paint(png, x, y, Math.abs(dx) === dot || Math.abs(dy) === dot ? INK : colour);
      }
    }
  }
  return PNG.sync.write(png);
}
