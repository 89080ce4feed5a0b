/**
 * Converts the extracted map sources (assets/source/) into assets/map/map.json.
 * Run: npx tsx scripts/convertMap.ts   (deterministic: same input, same bytes)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';
import { convertMap, formatMapJson, parseMapData } from '../shared/data/map';
import type { LabelRaster } from '../shared/data/map';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const src = (f: string) => join(root, 'assets/source', f);
const json = (f: string): unknown => JSON.parse(readFileSync(src(f), 'utf8'));

function readRaster(file: string): LabelRaster {
  const png = PNG.sync.read(readFileSync(file));
  const ids = new Uint16Array(png.width * png.height);
  for (let i = 0; i < ids.length; i++) ids[i] = png.data[i * 4]! + 256 * png.data[i * 4 + 1]!;
  return { width: png.width, height: png.height, ids };
}

function main(): void {
  const { map } = convertMap({
    areas: json('map_areas.json'),
    adjacency: json('map_adjacency.json'),
    provinces: json('map_provinces.json'),
    cities: json('map_cities_ports.json'),
    crossings: json('map_sea_crossings.json'),
    raster: readRaster(src('area-labels.png')),
  });
  const text = formatMapJson(map);
  const checked = parseMapData(JSON.parse(text), 'assets/map/map.json');
  if (!checked.ok) {
    for (const e of checked.errors) console.error(`${e.file}: ${e.path}: ${e.message}`);
    process.exit(1);
  }
  writeFileSync(join(root, 'assets/map/map.json'), text);
  console.log(
    `map.json: ${map.areas.length} areas, ${map.provinces.length} provinces, ${map.minors.length} minors, ` +
      `${map.cities.length} cities, ${map.ports.length} ports, ${map.adjacency.length} edges, ${map.fixes.length} fixes, ` +
      `${text.length} bytes`,
  );
}

main();
