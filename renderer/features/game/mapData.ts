import { createMapQuery, loadMap, optionalDistrictRules, withOptionalDistricts, type MapQuery } from '../../../shared/data/map';
import type { OptionalRuleId } from '../../../shared/model';
import geometryJson from '../../../assets/map/geometry.json';
import { geometryForVariant, geometrySchema, type MapGeometry } from '../map';

export type LoadedMap = { ok: true; map: MapQuery; geometry: MapGeometry } | { ok: false; errors: string[] };

let cached: LoadedMap | null = null;
const variants = new Map<string, LoadedMap>();

/**
 * The shipped map data and geometry, parsed once; errors are returned for display. With a
 * game's rules, the map as they change it (v2.71 1.1.2 Hither Pomerania: its own province,
 * Sweden's, on the map and in the political mode), built once per combination.
 */
export function loadedMap(rules?: Partial<Readonly<Record<OptionalRuleId, boolean>>>): LoadedMap {
  const shipped = shippedMap();
  const districts = optionalDistrictRules(rules);
  if (!shipped.ok || districts.size === 0) return shipped;
  const key = [...districts].join(',');
  let v = variants.get(key);
  if (!v) {
    const data = withOptionalDistricts(shipped.map.data, districts);
    v = { ok: true, map: createMapQuery(data), geometry: geometryForVariant(shipped.geometry, shipped.map.data, data) };
    variants.set(key, v);
  }
  return v;
}

function shippedMap(): LoadedMap {
  if (cached) return cached;
  const map = loadMap();
  if (!map.ok) return (cached = { ok: false, errors: map.errors.map((e) => `${e.file}: ${e.message}`) });
  const geometry = geometrySchema.safeParse(geometryJson);
  if (!geometry.success) return (cached = { ok: false, errors: geometry.error.issues.map((i) => `assets/map/geometry.json ${i.path.join('.')}: ${i.message}`) });
  return (cached = { ok: true, map: map.map, geometry: geometry.data });
}
