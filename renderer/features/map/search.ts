import { POWER_LABELS, POWER_ORDER, searchKey as slug } from './names';
import type { MapGeometry } from './geometrySchema';
import type { Bounds } from './viewport';
import type { MapViewModel } from './viewModel';

export interface SearchHit {
  kind: 'area' | 'sea' | 'province' | 'city' | 'minor' | 'power';
  id: string;
  label: string;
  bounds: Bounds;
  /** Area to select, when the hit has one (the area itself, or the city's area). */
  area: string | null;
}

const union = (bs: readonly Bounds[]): Bounds =>
  bs.reduce<Bounds>((u, b) => [Math.min(u[0], b[0]), Math.min(u[1], b[1]), Math.max(u[2], b[2]), Math.max(u[3], b[3])], [Infinity, Infinity, -Infinity, -Infinity]);

/**
 * Map search: an area number ("427", "7"), a province, city, minor country, power or sea name.
 * Exact names win over prefixes, and prefixes over substrings; the order within a tier is
 * areas, cities, provinces, minors, powers, then alphabetical, so results are stable.
 */
export function searchMap(model: MapViewModel, geometry: MapGeometry, query: string, limit = 8): SearchHit[] {
  const q = query.trim();
  if (q === '') return [];
  if (/^\d{1,3}$/.test(q)) {
    const id = q.padStart(3, '0');
    const a = geometry.areas[id];
    return a ? [{ kind: 'area', id, label: `Area ${id}`, bounds: a.bbox, area: id }] : [];
  }
  const key = slug(q);
  if (key === '') return [];
  const provinceBounds = (pid: string): Bounds | null => geometry.provinces[pid]?.bbox ?? null;
  const candidates: (SearchHit & { name: string })[] = [];
  for (const c of model.data.cities) {
    const a = geometry.areas[c.area];
    if (!a) continue;
    const pad = 60;
    const b: Bounds = [c.px[0] - pad, c.px[1] - pad, c.px[0] + pad, c.px[1] + pad];
    candidates.push({ kind: 'city', id: c.id, name: c.name, label: `${c.name} (city, area ${c.area})`, bounds: union([b, a.bbox]), area: c.area });
  }
  for (const s of model.data.seaAreas) {
    const a = geometry.areas[s.id];
    if (a && s.name) candidates.push({ kind: 'sea', id: s.id, name: s.name, label: `${s.name} (sea area ${s.id})`, bounds: a.bbox, area: s.id });
  }
  for (const p of model.data.provinces) {
    const b = provinceBounds(p.id);
    if (b) candidates.push({ kind: 'province', id: p.id, name: p.name, label: `${p.name} (province)`, bounds: b, area: null });
  }
  for (const m of model.data.minors) {
    const outline = geometry.minors[m.id];
    if (outline) candidates.push({ kind: 'minor', id: m.id, name: m.name, label: `${m.name} (minor country)`, bounds: outline.bbox, area: null });
  }
  for (const power of POWER_ORDER) {
    const bs = model.data.provinces
      .filter((p) => p.owner.kind === 'major' && p.owner.power === power)
      .map((p) => provinceBounds(p.id))
      .filter((b): b is Bounds => b !== null);
    if (bs.length > 0) candidates.push({ kind: 'power', id: power, name: POWER_LABELS[power], label: `${POWER_LABELS[power]} (home nation)`, bounds: union(bs), area: null });
  }
  const tier = (name: string): number => {
    const s = slug(name);
    if (s === key) return 0;
    if (s.startsWith(key)) return 1;
    if (s.includes(key)) return 2;
    return -1;
  };
  const kindOrder = { area: 0, city: 1, province: 2, minor: 3, power: 4, sea: 5 } as const;
  return candidates
    .map((c) => ({ c, t: tier(c.name) }))
    .filter((x) => x.t >= 0)
    .sort((x, y) => x.t - y.t || kindOrder[x.c.kind] - kindOrder[y.c.kind] || (x.c.name < y.c.name ? -1 : x.c.name > y.c.name ? 1 : 0))
    .slice(0, limit)
    .map(({ c }) => ({ kind: c.kind, id: c.id, label: c.label, bounds: c.bounds, area: c.area }));
}
