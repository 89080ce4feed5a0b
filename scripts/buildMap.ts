/**
 * `npm run build:map`: area raster → `assets/map/geometry.json` (shared border arcs, area
 * and province rings, label points, city / port box / crossing positions).
 * `--check` rebuilds in memory and fails if the committed file differs.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { geometrySchema } from '../renderer/features/map/geometrySchema';
import { buildGeometry, serializeGeometry } from './map/buildGeometry';
import { readSource } from './map/readSource';

/** Douglas-Peucker tolerance in raster pixels: smooths the pixel staircase, keeps shapes. */
export const TOLERANCE = 1.5;
export const GEOMETRY_PATH = 'assets/map/geometry.json';

export function buildGeometryText(root: string): string {
  const geometry = buildGeometry(readSource(root, TOLERANCE));
  geometrySchema.parse(geometry);
  return serializeGeometry(geometry);
}

function main(): void {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const started = performance.now();
  const text = buildGeometryText(root);
  const out = join(root, GEOMETRY_PATH);
  if (process.argv.includes('--check')) {
    const committed = readFileSync(out, 'utf8');
    if (committed !== text) {
      console.error(`${GEOMETRY_PATH} is out of date: run npm run build:map`);
      process.exit(1);
    }
    console.log(`${GEOMETRY_PATH} is up to date`);
    return;
  }
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, text);
  const g = geometrySchema.parse(JSON.parse(text));
  const pts = g.arcs.reduce((n, a) => n + a.points.length / 2, 0);
  console.log(
    `${GEOMETRY_PATH}: ${g.arcs.length} arcs, ${pts} points, ${Object.keys(g.areas).length} areas, ` +
      `${Object.keys(g.provinces).length} provinces, ${g.simplification.exactArcs} arcs kept exact, ` +
      `${(text.length / 1024).toFixed(0)} KiB in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
