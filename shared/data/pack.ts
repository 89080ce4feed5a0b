/**
 * Data packs (issue 4): a folder of JSON files mirroring `assets/` (map/map.json,
 * charts/*.json, forces/*.json, leaders/leaders.json, minors/minors.json) that replaces any
 * of the shipped tables. One validator for the whole pack, using each table's own parser, so
 * every error names the file, the path in it and what was expected. Reading the folder is the
 * host's job; this takes the parsed files.
 */
import { DEFAULT_CHARTS, parseCharts, type ChartBundle } from './charts';
import { DEFAULT_FORCES_RAW, FORCES_FILES, mapIdsFrom, parseForces, applyForcesOverrides, type ForcesData, type ForcesFile } from './forces';
import { loadMap, type MapQuery } from './map';
import { dataSources, type DataSource } from './sources';

export interface PackError {
  readonly file: string;
  readonly path: string;
  readonly expected: string;
}

export interface LoadedData {
  readonly map: MapQuery;
  readonly charts: ChartBundle;
  readonly forces: ForcesData;
  /** Pack files that replaced a shipped table, as paths under the pack folder. */
  readonly overridden: readonly string[];
  /** Every table with its provenance, the pack's own where it replaced one. */
  readonly sources: readonly DataSource[];
}

export type PackResult = { ok: true; data: LoadedData } | { ok: false; errors: PackError[] };

const MAP_FILE = 'map/map.json';

function isForcesFile(path: string): path is ForcesFile {
  return (FORCES_FILES as readonly string[]).includes(path);
}

/** Shipped data plus the pack's files (paths relative to the pack folder, with '/'). */
export function parseDataPack(files: Readonly<Record<string, unknown>>): PackResult {
  const errors: PackError[] = [];
  const chartFiles: Record<string, unknown> = {};
  const forcesFiles: Partial<Record<ForcesFile, unknown>> = {};
  let mapJson: unknown;
  for (const [path, value] of Object.entries(files)) {
    if (path === MAP_FILE) mapJson = value;
    else if (path.startsWith('charts/') && !path.slice(7).includes('/')) chartFiles[path.slice(7)] = value;
    else if (isForcesFile(path)) forcesFiles[path] = value;
    else errors.push({ file: path, path: '', expected: `a table of the game: ${MAP_FILE}, charts/<chart>.json, ${FORCES_FILES.join(', ')}` });
  }

  const map = mapJson === undefined ? loadMap() : loadMap(mapJson, MAP_FILE);
  if (!map.ok) errors.push(...map.errors.map((e) => ({ file: e.file, path: e.path, expected: e.message })));
  const charts = parseCharts(chartFiles, DEFAULT_CHARTS);
  if (!charts.ok) errors.push(...charts.errors.map((e) => ({ ...e, file: `charts/${e.file}` })));
  const raw = applyForcesOverrides(DEFAULT_FORCES_RAW, forcesFiles);
  const forces = parseForces(raw, map.ok ? mapIdsFrom(map.map.data) : undefined);
  if (!forces.ok) errors.push(...forces.errors.map((e) => ({ file: e.file, path: e.path, expected: e.expected })));
  if (errors.length > 0 || !map.ok || !charts.ok || !forces.ok) return { ok: false, errors };

  const overridden = Object.keys(files).sort();
  const sources = dataSources({ map: map.map.data, charts: charts.charts, forces: forces.value, packed: new Set(overridden) });
  return { ok: true, data: { map: map.map, charts: charts.charts, forces: forces.value, overridden, sources } };
}
