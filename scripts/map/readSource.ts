/**
 * Reads the map inputs of the geometry build: the project's map data (`assets/map/map.json`,
 * validated by its schema) and the area raster it names, with the data's pixel relabelling
 * fixes applied so geometry and data agree on every area's extent.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { mapDataSchema, type MapData } from '../../shared/data/map/schema';
import type { GeometryInput } from './buildGeometry';

export const MAP_DATA_PATH = 'assets/map/map.json';

/** Raster label = R + 256·G, as the source README defines it. */
export function readLabelRaster(pngBytes: Buffer): GeometryInput['raster'] {
  const png = PNG.sync.read(pngBytes);
  const labels = new Int32Array(png.width * png.height);
  for (let i = 0; i < labels.length; i++) labels[i] = png.data[4 * i]! + 256 * png.data[4 * i + 1]!;
  return { width: png.width, height: png.height, labels };
}

/** Applies the map data's `relabelPixels` fixes (bbox inclusive), in their listed order. */
export function applyRelabels(raster: GeometryInput['raster'], data: MapData): void {
  for (const fix of data.fixes) {
    if (fix.kind !== 'relabelPixels' || !fix.relabel) continue;
    const from = Number(fix.relabel.from);
    const to = Number(fix.relabel.to);
    const [x0, y0, x1, y1] = fix.relabel.bbox;
    for (let y = Math.max(0, y0); y <= Math.min(raster.height - 1, y1); y++) {
      for (let x = Math.max(0, x0); x <= Math.min(raster.width - 1, x1); x++) {
        const i = y * raster.width + x;
        if (raster.labels[i] === from) raster.labels[i] = to;
      }
    }
  }
}

export function geometryInput(data: MapData, raster: GeometryInput['raster'], tolerance: number): GeometryInput {
  applyRelabels(raster, data);
  const areas: GeometryInput['areas'] = new Map();
  for (const a of data.areas) areas.set(Number(a.id), { kind: a.kind, province: a.kind === 'land' ? a.province : null });
  const provinces: GeometryInput['provinces'] = new Map();
  for (const p of data.provinces) {
    provinces.set(p.id, { name: p.name, nationalGroup: p.owner.kind === 'major' ? `major:${p.owner.power}` : `minor:${p.owner.minor}` });
  }
  const minors = data.minors.map((m) => ({ id: m.id, name: m.name, districts: [...m.districts] }));
  const borders: GeometryInput['borders'] = new Map();
  for (const e of data.adjacency) {
    if (e.kind !== 'land' || !e.border) continue;
    const a = Number(e.a);
    const b = Number(e.b);
    borders.set(a < b ? `${a}-${b}` : `${b}-${a}`, { border: e.border, river: e.river });
  }
  const areaOfCity = new Map(data.cities.map((c) => [c.id, c.area]));
  return {
    raster,
    areas,
    provinces,
    minors,
    borders,
    cities: data.cities.map((c) => ({ id: c.id, name: c.name, area: c.area, x: c.px[0], y: c.px[1] })),
    portBoxes: data.ports.map((p) => ({ city: p.city, area: areaOfCity.get(p.city) ?? '', x: p.boxPx[0], y: p.boxPx[1] })),
    crossings: data.crossings.map((c) => ({ from: c.a, to: c.b, tips: [c.from, c.to] })),
    iceLines: data.iceLines.map((l) => ({ seas: l.north.join(','), bbox: l.bbox })),
    source: `${data.image.labels} and ${MAP_DATA_PATH} (area membership extracted from a fan-made EiA map image)`,
    tolerance,
  };
}

export function readSource(root: string, tolerance: number): GeometryInput {
  const data = mapDataSchema.parse(JSON.parse(readFileSync(join(root, MAP_DATA_PATH), 'utf8')));
  const raster = readLabelRaster(readFileSync(join(root, data.image.labels)));
  return geometryInput(data, raster, tolerance);
}
