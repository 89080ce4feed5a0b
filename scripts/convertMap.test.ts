/**
 * The conversion (shared/data/map/convert) is pure and deterministic, and the committed
 * assets/map/map.json is its current output. Here rather than in shared/ because it reads files.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { convertMap, formatMapJson, idAt, type MapSources } from '../shared/data/map';

const root = join(__dirname, '..');
const pad = (n: number) => String(n).padStart(3, '0');
const read = (f: string): unknown => JSON.parse(readFileSync(join(root, 'assets/source', f), 'utf8'));

function sources(): MapSources {
  const png = PNG.sync.read(readFileSync(join(root, 'assets/source/area-labels.png')));
  const ids = new Uint16Array(png.width * png.height);
  for (let i = 0; i < ids.length; i++) ids[i] = png.data[i * 4]! + 256 * png.data[i * 4 + 1]!;
  return {
    areas: read('map_areas.json'),
    adjacency: read('map_adjacency.json'),
    provinces: read('map_provinces.json'),
    cities: read('map_cities_ports.json'),
    crossings: read('map_sea_crossings.json'),
    raster: { width: png.width, height: png.height, ids },
  };
}

describe('convertMap', () => {
  const src = sources();
  const first = convertMap(src);

  it('gives identical bytes on a second run, equal to the committed assets/map/map.json', () => {
    const again = formatMapJson(convertMap(src).map);
    expect(again).toBe(formatMapJson(first.map));
    expect(readFileSync(join(root, 'assets/map/map.json'), 'utf8')).toBe(again);
  });

  it('does not modify its input raster', () => {
    expect(idAt(src.raster, 2247, 1394)).toBe(769);
    expect(idAt(first.raster, 2247, 1394)).toBe(768);
  });

  it('reads the source counts: 117 province groups, 222 cities, 82 port boxes, 11 arrows', () => {
    const s = src as { provinces: { provinces: unknown[] }; cities: { cities: unknown[]; port_boxes: unknown[] }; crossings: { arrows: unknown[] } };
    expect(s.provinces.provinces).toHaveLength(117);
    expect(s.cities.cities).toHaveLength(222);
    expect(s.cities.port_boxes).toHaveLength(82);
    expect(s.crossings.arrows).toHaveLength(11);
  });

  it('moves the Sea of Marmara from the Black Sea to the Dardanelles area', () => {
    const edge = (a: string, b: string) => first.map.adjacency.some((e) => e.a === a && e.b === b);
    expect(edge('554', '769')).toBe(false);
    expect(edge('554', '768')).toBe(true);
    expect(edge('586', '768')).toBe(true);
  });

  // the geometry build and the view place area and province names at these points
  it('puts every area and province label point inside its area or province', () => {
    for (const a of first.map.areas) expect(pad(idAt(first.raster, a.label[0], a.label[1])), a.id).toBe(a.id);
    for (const p of first.map.provinces) expect(p.areas, p.id).toContain(pad(idAt(first.raster, p.label[0], p.label[1])));
  });

  it('rejects a source file of the wrong shape', () => {
    expect(() => convertMap({ ...src, adjacency: { edges: [{ a: '001' }] } })).toThrow();
  });
});
