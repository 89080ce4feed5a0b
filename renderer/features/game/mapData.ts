import { loadMap, type MapQuery } from '../../../shared/data/map';
import geometryJson from '../../../assets/map/geometry.json';
import { geometrySchema, type MapGeometry } from '../map';

export type LoadedMap = { ok: true; map: MapQuery; geometry: MapGeometry } | { ok: false; errors: string[] };

let cached: LoadedMap | null = null;

/** The shipped map data and geometry, parsed once; errors are returned for display. */
export function loadedMap(): LoadedMap {
  if (cached) return cached;
  const map = loadMap();
  if (!map.ok) return (cached = { ok: false, errors: map.errors.map((e) => `${e.file}: ${e.message}`) });
  const geometry = geometrySchema.safeParse(geometryJson);
  if (!geometry.success) return (cached = { ok: false, errors: geometry.error.issues.map((i) => `assets/map/geometry.json ${i.path.join('.')}: ${i.message}`) });
  return (cached = { ok: true, map: map.map, geometry: geometry.data });
}
