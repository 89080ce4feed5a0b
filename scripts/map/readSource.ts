/**
 * Reads the extracted map sources (area raster + JSON tables) into `GeometryInput`.
 * Sources live in `assets/source/` once the map data is in the repo; before that, in the
 * team's shared data folder.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { z } from 'zod';
import { slug } from '../../shared/model';
import type { GeometryInput } from './buildGeometry';

export const SOURCE_DIRS = ['assets/source/eia-map', 'assets/source', '/work/shared/data/eia-map'];

export function findSourceDir(root: string): string {
  for (const dir of SOURCE_DIRS) {
    const abs = dir.startsWith('/') ? dir : join(root, dir);
    if (existsSync(join(abs, 'area-labels.png')) && existsSync(join(abs, 'map_areas.json'))) return abs;
  }
  throw new Error(`no map source (area-labels.png + map_areas.json) in ${SOURCE_DIRS.join(', ')}`);
}

const areasFile = z.object({
  areas: z.record(
    z.string(),
    z.object({ kind: z.enum(['land', 'sea']), province: z.string().nullable().optional() }),
  ),
});
const provincesFile = z.object({
  provinces: z.array(z.object({ name: z.string(), national_border_group: z.string().nullable().optional() })),
});
const adjacencyFile = z.object({
  edges: z.array(
    z.object({
      a: z.string(),
      b: z.string(),
      kind: z.string(),
      border: z.enum(['national', 'provincial', 'area']).optional(),
      river: z.boolean().optional(),
    }),
  ),
});
const citiesFile = z.object({
  cities: z.array(z.object({ name: z.string(), area: z.string(), x: z.number(), y: z.number() })),
  port_boxes: z.array(z.object({ port: z.string(), city_area: z.string(), box_px: z.tuple([z.number(), z.number()]) })),
});
const pt = z.tuple([z.number(), z.number()]);
const crossingsFile = z.object({
  _meta: z.object({
    wavy_lines_possibly_ice_line: z.array(
      z.object({ px_bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]), between_sea_areas: z.string() }),
    ),
  }),
  arrows: z.array(
    z.object({
      area1: z.string(),
      area2: z.string(),
      tip1: pt.optional(),
      tip2: pt.optional(),
      arrow_bbox_xy: z.tuple([z.number(), z.number(), z.number(), z.number()]),
    }),
  ),
});

/**
 * Printed province name for the source's placeholder groups: the two Danish islands carry no
 * label of their own and belong to Denmark; Euboea belongs to Greece; the unlabelled
 * province around Constantinople is named after its capital.
 */
export function provinceName(sourceName: string): string {
  if (sourceName.startsWith('(Denmark')) return 'Denmark';
  if (sourceName.startsWith('Greece (')) return 'Greece';
  if (sourceName.startsWith('(unlabelled: Constantinople')) return 'Constantinople';
  return sourceName;
}

type Pt = [number, number];

/**
 * Arrow tips; where the source gives only the arrow's box, the diagonal whose corners lie
 * nearest the two end areas (by their raster pixels) is taken.
 */
function arrowTips(
  raster: GeometryInput['raster'],
  a: { area1: string; area2: string; tip1?: Pt | undefined; tip2?: Pt | undefined; arrow_bbox_xy: [number, number, number, number] },
): [Pt, Pt] {
  if (a.tip1 && a.tip2) return [a.tip1, a.tip2];
  const [x0, y0, x1, y1] = a.arrow_bbox_xy;
  const near = (p: Pt, area: number): number => {
    let best = Infinity;
    for (let y = Math.max(0, p[1] - 30); y < Math.min(raster.height, p[1] + 30); y++) {
      for (let x = Math.max(0, p[0] - 30); x < Math.min(raster.width, p[0] + 30); x++) {
        if (raster.labels[y * raster.width + x] === area) best = Math.min(best, (x - p[0]) ** 2 + (y - p[1]) ** 2);
      }
    }
    return best;
  };
  const diagonals: [Pt, Pt][] = [
    [[x0, y0], [x1, y1]],
    [[x1, y1], [x0, y0]],
    [[x0, y1], [x1, y0]],
    [[x1, y0], [x0, y1]],
  ];
  const cost = (d: [Pt, Pt]): number => near(d[0], Number(a.area1)) + near(d[1], Number(a.area2));
  return diagonals.reduce((best, d) => (cost(d) < cost(best) ? d : best));
}

const json = (dir: string, file: string): unknown => JSON.parse(readFileSync(join(dir, file), 'utf8'));

/** Raster label = R + 256·G, as the source README defines it. */
export function readLabelRaster(pngBytes: Buffer): GeometryInput['raster'] {
  const png = PNG.sync.read(pngBytes);
  const labels = new Int32Array(png.width * png.height);
  for (let i = 0; i < labels.length; i++) labels[i] = png.data[4 * i]! + 256 * png.data[4 * i + 1]!;
  return { width: png.width, height: png.height, labels };
}

export function readSource(dir: string, tolerance: number): GeometryInput {
  const raster = readLabelRaster(readFileSync(join(dir, 'area-labels.png')));
  const areaData = areasFile.parse(json(dir, 'map_areas.json'));
  const provinceData = provincesFile.parse(json(dir, 'map_provinces.json'));
  const adjacency = adjacencyFile.parse(json(dir, 'map_adjacency.json'));
  const cityData = citiesFile.parse(json(dir, 'map_cities_ports.json'));
  const crossingData = crossingsFile.parse(json(dir, 'map_sea_crossings.json'));

  const areas: GeometryInput['areas'] = new Map();
  for (const [id, a] of Object.entries(areaData.areas)) {
    areas.set(Number(id), { kind: a.kind, province: a.kind === 'land' && a.province ? slug(provinceName(a.province)) : null });
  }
  const provinces: GeometryInput['provinces'] = new Map();
  for (const p of provinceData.provinces) {
    const name = provinceName(p.name);
    // The first group listed wins (Denmark's mainland label comes after Zealand's).
    const existing = provinces.get(slug(name));
    if (!existing || p.name === name) provinces.set(slug(name), { name, nationalGroup: p.national_border_group ?? null });
  }
  const borders: GeometryInput['borders'] = new Map();
  for (const e of adjacency.edges) {
    if (e.kind !== 'land-land' || !e.border) continue;
    const a = Number(e.a);
    const b = Number(e.b);
    borders.set(a < b ? `${a}-${b}` : `${b}-${a}`, { border: e.border, river: e.river === true });
  }
  return {
    raster,
    areas,
    provinces,
    borders,
    cities: cityData.cities.map((c) => ({ name: c.name, area: c.area, x: c.x, y: c.y })),
    portBoxes: cityData.port_boxes.map((p) => ({ city: p.port, area: p.city_area, x: p.box_px[0], y: p.box_px[1] })),
    crossings: crossingData.arrows.map((a) => ({ from: a.area1, to: a.area2, tips: arrowTips(raster, a) })),
    iceLines: crossingData._meta.wavy_lines_possibly_ice_line.map((l) => ({
      seas: l.between_sea_areas.split(' - ')[0]!.trim(),
      bbox: l.px_bbox,
    })),
    source: 'area-labels.png and map_*.json extracted from the fan-made EiA map image (tloimu/eia-on-tts graphics/map.png)',
    tolerance,
  };
}
