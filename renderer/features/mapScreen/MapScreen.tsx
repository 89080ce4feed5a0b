import { useMemo } from 'react';
import { loadMap, type MapQuery } from '../../../shared/data/map';
import geometryJson from '../../../assets/map/geometry.json';
import { geometrySchema, MapView, type Controllers, type MapGeometry, type MapMode } from '../map';

interface Loaded {
  ok: true;
  map: MapQuery;
  geometry: MapGeometry;
}

/** Parses the shipped map data and geometry once; errors are shown, not thrown. */
function loadAll(): Loaded | { ok: false; errors: string[] } {
  const map = loadMap();
  if (!map.ok) return { ok: false, errors: map.errors.map((e) => `${e.file}: ${e.message}`) };
  const geometry = geometrySchema.safeParse(geometryJson);
  if (!geometry.success) return { ok: false, errors: geometry.error.issues.map((i) => `assets/map/geometry.json ${i.path.join('.')}: ${i.message}`) };
  return { ok: true, map: map.map, geometry: geometry.data };
}

let cached: ReturnType<typeof loadAll> | null = null;

/** The `#/map` screen: the whole map with its controls, and a way back. */
export function MapScreen(props: { onBack?: () => void; controllers?: Controllers; testHook?: boolean; initialMode?: MapMode }) {
  const loaded = useMemo(() => (cached ??= loadAll()), []);
  if (!loaded.ok) {
    return (
      <div role="alert" style={{ padding: '2rem' }}>
        <h2>The map data did not load</h2>
        <ul>{loaded.errors.slice(0, 20).map((e) => <li key={e}>{e}</li>)}</ul>
      </div>
    );
  }
  return (
    <div style={{ position: 'fixed', inset: 0 }}>
      <MapView
        map={loaded.map.data}
        geometry={loaded.geometry}
        {...(props.controllers ? { controllers: props.controllers } : {})}
        {...(props.testHook !== undefined ? { testHook: props.testHook } : {})}
        {...(props.initialMode ? { initialMode: props.initialMode } : {})}
        overlay={
          props.onBack ? (
            <button type="button" className="map-chrome map-back" onClick={props.onBack} style={{ left: 10, top: 52, position: 'absolute', font: 'inherit', padding: '4px 10px' }}>
              ← Title
            </button>
          ) : null
        }
      />
    </div>
  );
}
