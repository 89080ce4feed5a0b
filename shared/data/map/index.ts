/** Map data: schema, the one validator, queries, and the converter used by scripts/convertMap.ts. */
import shipped from '../../../assets/map/map.json';
import { parseMapData, type MapDataError } from './parse';
import { createMapQuery, type MapQuery } from './query';

export * from './schema';
export { parseMapData, checkMapData, type MapDataError, type MapErrorCode, type MapParseResult } from './parse';
export { createMapQuery, type MapQuery, type Neighbour } from './query';
export { formatMapJson } from './format';
export { placeNamer, type PlaceNamer } from './names';
export { optionalDistrictRules, withOptionalDistricts } from './variants';
export { convertMap, type ConvertResult } from './convert/convert';
export { relabel, idAt, contactsOf, type BBox } from './convert/raster';
export type { LabelRaster, MapSources } from './convert/source';

export type LoadMapResult = { ok: true; map: MapQuery } | { ok: false; errors: MapDataError[] };

/**
 * Validates and indexes map data: the shipped assets/map/map.json by default, or a player's
 * override (parsed JSON) with its file name for error messages.
 */
export function loadMap(json: unknown = shipped, file = 'assets/map/map.json'): LoadMapResult {
  const r = parseMapData(json, file);
  return r.ok ? { ok: true, map: createMapQuery(r.map) } : r;
}
