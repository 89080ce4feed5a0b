import type { MapData } from '../../../shared/data/map/schema';
import type { ArcKind, MapGeometry } from './geometrySchema';

type Box = [number, number, number, number];
const union = (boxes: readonly Box[]): Box => [
  Math.min(...boxes.map((b) => b[0])),
  Math.min(...boxes.map((b) => b[1])),
  Math.max(...boxes.map((b) => b[2])),
  Math.max(...boxes.map((b) => b[3])),
];

/**
 * The geometry of a map variant whose optional districts are applied (v2.71 1.1.2 Hither
 * Pomerania, `withOptionalDistricts`): the district gets a province outline and label of its
 * own, the province it left keeps the rest, its minor's outline takes it in, and the borders
 * around it take the variant's kinds (national between owners, provincial between provinces).
 * Areas never move, so every outline is made of whole areas' rings (they do not overlap, so the
 * even-odd fill of their rings together is their union). `base` is the shipped geometry,
 * drawn from `shipped`, the map data before the variant.
 */
export function geometryForVariant(base: MapGeometry, shipped: MapData, variant: MapData): MapGeometry {
  if (variant === shipped) return base;
  const before = new Map(shipped.provinces.map((p) => [p.id, p.areas.join(',')]));
  const changed = variant.provinces.filter((p) => !base.provinces[p.id] || before.get(p.id) !== p.areas.join(','));
  if (changed.length === 0) return base;
  const areaRings = (areas: readonly string[]) => areas.flatMap((a) => base.areas[a]?.rings ?? []);
  const areaBoxes = (areas: readonly string[]) => areas.flatMap((a) => (base.areas[a] ? [base.areas[a].bbox as Box] : []));
  const provinces = { ...base.provinces };
  for (const p of changed) {
    const old = base.provinces[p.id];
    const only = p.areas.length === 1 ? base.areas[p.areas[0]!] : undefined;
    provinces[p.id] = {
      name: p.name,
      rings: areaRings(p.areas),
      label: old?.label ?? (p.label as [number, number] | undefined) ?? only?.label ?? [0, 0],
      room: old?.room ?? only?.room ?? 0,
      bbox: union(areaBoxes(p.areas)),
    };
  }
  const minors = { ...base.minors };
  for (const m of variant.minors) {
    const areas = m.districts.flatMap((d) => variant.provinces.find((p) => p.id === d)?.areas ?? []);
    const g = minors[m.id];
    if (!g || !m.districts.some((d) => changed.some((p) => p.id === d))) continue;
    minors[m.id] = { ...g, rings: areaRings(areas), bbox: union(areaBoxes(areas)) };
  }
  // the border kinds of the variant's adjacency, for the arcs between land areas
  const border = new Map<string, ArcKind>();
  for (const e of variant.adjacency) if (e.kind === 'land') border.set(key(e.a, e.b), e.border as ArcKind);
  const arcs = base.arcs.map((arc) => {
    if (arc.left === null || arc.right === null || !(arc.kind === 'national' || arc.kind === 'provincial' || arc.kind === 'area')) return arc;
    const kind = border.get(key(arc.left, arc.right));
    return kind && kind !== arc.kind ? { ...arc, kind } : arc;
  });
  return { ...base, arcs, provinces, minors };
}

const key = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

