/**
 * Pure geometry build: area raster + map data → `MapGeometry`. No I/O, so the same inputs
 * always give the same object (and `serializeGeometry` the same bytes).
 */
import type { GeometryArc, MapGeometry } from '../../renderer/features/map/geometrySchema';
import { labelPoints } from './labelPoints';
import { assembleRings } from './rings';
import { simplifyArcs } from './simplify';
import { traceArcs, type LabelRaster } from './traceArcs';
import { absorbVoids } from './voids';

/** What the build needs to know about the map, whichever file it comes from. */
export interface GeometryInput {
  raster: LabelRaster;
  /** Area id number → kind and province key (null for sea areas). */
  areas: Map<number, { kind: 'land' | 'sea'; province: string | null }>;
  provinces: Map<string, { name: string; nationalGroup: string | null }>;
  /** Minor countries and their districts (provinces), 10.4. */
  minors: { id: string; name: string; districts: string[] }[];
  /** Land-land borders keyed `min-max` of the area numbers. */
  borders: Map<string, { border: 'national' | 'provincial' | 'area'; river: boolean }>;
  cities: { id: string; name: string; area: string; x: number; y: number }[];
  portBoxes: { city: string; area: string; x: number; y: number }[];
  crossings: { from: string; to: string; tips: [[number, number], [number, number]] }[];
  iceLines: { seas: string; bbox: [number, number, number, number] }[];
  source: string;
  tolerance: number;
}

export const areaKey = (n: number): string => String(n).padStart(3, '0');
const pairKey = (a: number, b: number): string => (a < b ? `${a}-${b}` : `${b}-${a}`);

function ringsBbox(rings: number[][], arcs: readonly { points: readonly number[] }[]): [number, number, number, number] {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const ring of rings) {
    for (const ref of ring) {
      const pts = arcs[ref >= 0 ? ref : ~ref]!.points;
      for (let i = 0; i < pts.length; i += 2) {
        x0 = Math.min(x0, pts[i]!);
        x1 = Math.max(x1, pts[i]!);
        y0 = Math.min(y0, pts[i + 1]!);
        y1 = Math.max(y1, pts[i + 1]!);
      }
    }
  }
  return [x0, y0, x1, y1];
}

/**
 * A city must stay inside its own area after simplification (a click on it selects its
 * area); where it would fall outside, the area's arcs keep their exact pixel boundary.
 */
function keepCitiesInside(
  raw: readonly { left: number; right: number; points: readonly number[] }[],
  points: number[][],
  tolerances: number[],
  cities: GeometryInput['cities'],
): void {
  const sided = raw.map((a, i) => ({ left: a.left, right: a.right, points: points[i]! }));
  const rings = assembleRings(sided, (l) => (l === 0 ? null : l));
  for (const c of cities) {
    const area = Number(c.area);
    const x = Math.floor(c.x) + 0.5;
    const y = Math.floor(c.y) + 0.5;
    let inside = false;
    for (const ring of rings.get(area) ?? []) {
      const pts: number[] = [];
      for (const ref of ring) {
        const arc = points[ref >= 0 ? ref : ~ref]!;
        const n = arc.length / 2;
        for (let k = 0; k < n; k++) {
          const i = ref >= 0 ? k : n - 1 - k;
          pts.push(arc[2 * i]!, arc[2 * i + 1]!);
        }
      }
      const m = pts.length / 2;
      for (let i = 0, j = m - 1; i < m; j = i++) {
        const xi = pts[2 * i]!;
        const yi = pts[2 * i + 1]!;
        const xj = pts[2 * j]!;
        const yj = pts[2 * j + 1]!;
        if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
      }
    }
    if (inside) continue;
    raw.forEach((a, i) => {
      if (a.left === area || a.right === area) {
        points[i] = a.points.slice();
        tolerances[i] = 0;
      }
    });
  }
}

export function buildGeometry(input: GeometryInput): MapGeometry {
  const raster: LabelRaster = { ...input.raster, labels: Int32Array.from(input.raster.labels) };
  const { width, height } = raster;
  const merges = absorbVoids(
    raster,
    input.cities.map((c) => ({ area: Number(c.area), x: Math.round(c.x), y: Math.round(c.y) })),
    (l) => input.areas.get(l)?.kind === 'sea',
  );
  const raw = traceArcs(raster);
  const { points, tolerances } = simplifyArcs(raw, input.tolerance);
  keepCitiesInside(raw, points, tolerances, input.cities);

  const onFrame = (pts: readonly number[]): boolean => {
    for (let i = 0; i < pts.length; i += 2) {
      const x = pts[i]!;
      const y = pts[i + 1]!;
      const edgeX = x === 0 || x === width;
      const edgeY = y === 0 || y === height;
      if (!edgeX && !edgeY) return false;
    }
    return true;
  };

  const missingBorders = new Set<string>();
  const arcKind = (l: number, r: number, pts: readonly number[]): Pick<GeometryArc, 'kind' | 'river'> => {
    if (l === 0 || r === 0) {
      if (onFrame(pts)) return { kind: 'frame' };
      const other = input.areas.get(l === 0 ? r : l);
      // Unnumbered water (lakes, the Caspian): its shore is drawn as coast.
      return { kind: other?.kind === 'sea' ? 'sea' : 'coast' };
    }
    const al = input.areas.get(l);
    const ar = input.areas.get(r);
    if (!al || !ar) throw new Error(`raster label ${al ? r : l} is not an area`);
    if (al.kind === 'sea' && ar.kind === 'sea') return { kind: 'sea' };
    if (al.kind === 'sea' || ar.kind === 'sea') return { kind: 'coast' };
    const b = input.borders.get(pairKey(l, r));
    if (b) return b.river ? { kind: b.border, river: true } : { kind: b.border };
    // Raster contact the adjacency data does not list (corner touches): classify by grouping.
    missingBorders.add(pairKey(l, r));
    const pl = al.province;
    const pr = ar.province;
    if (pl === pr) return { kind: 'area' };
    const gl = pl ? input.provinces.get(pl)?.nationalGroup : null;
    const gr = pr ? input.provinces.get(pr)?.nationalGroup : null;
    return { kind: gl && gl === gr ? 'provincial' : 'national' };
  };

  const arcs: GeometryArc[] = raw.map((a, i) => ({
    ...arcKind(a.left, a.right, a.points),
    left: a.left === 0 ? null : areaKey(a.left),
    right: a.right === 0 ? null : areaKey(a.right),
    points: points[i]!,
  }));

  const sided = raw.map((a, i) => ({ left: a.left, right: a.right, points: points[i]! }));
  const areaRings = assembleRings(sided, (l) => (l === 0 ? null : l));
  const provinceOfLabel = (l: number): string | null => input.areas.get(l)?.province ?? null;
  const provinceRings = assembleRings(sided, provinceOfLabel);
  const minorOfProvince = new Map(input.minors.flatMap((m) => m.districts.map((d) => [d, m.id] as const)));
  const minorRings = assembleRings(sided, (l) => {
    const p = provinceOfLabel(l);
    return p ? (minorOfProvince.get(p) ?? null) : null;
  });

  // Labels keep clear of city symbols and names, and of port boxes.
  const blocked = new Uint8Array(width * height);
  const block = (cx: number, cy: number, left: number, up: number, right: number, down: number): void => {
    for (let y = Math.max(0, Math.round(cy - up)); y <= Math.min(height - 1, Math.round(cy + down)); y++) {
      for (let x = Math.max(0, Math.round(cx - left)); x <= Math.min(width - 1, Math.round(cx + right)); x++) blocked[y * width + x] = 1;
    }
  };
  for (const c of input.cities) block(c.x, c.y, 26, 12, 26, 22);
  for (const b of input.portBoxes) block(b.x, b.y, 13, 10, 13, 10);
  const poles = (labels: Int32Array, blocks: Uint8Array) => {
    const free = labelPoints(width, height, labels, blocks);
    const plain = labelPoints(width, height, labels);
    // Where the obstacles leave too little room, the plain pole is better than a squeeze.
    return new Map([...plain].map(([l, p]) => [l, (free.get(l)?.depth ?? 0) >= Math.min(6, p.depth) ? free.get(l)! : p]));
  };
  const areaPoles = poles(raster.labels, blocked);
  const provinceIndex = [...input.provinces.keys()].sort();
  const provinceNumber = new Map(provinceIndex.map((p, i) => [p, i + 1]));
  const provinceLabels = new Int32Array(raster.labels.length);
  for (let i = 0; i < raster.labels.length; i++) {
    const p = provinceOfLabel(raster.labels[i]!);
    provinceLabels[i] = p ? provinceNumber.get(p)! : 0;
  }
  // Province names also keep clear of the area numbers.
  const provinceBlocked = Uint8Array.from(blocked);
  for (const p of areaPoles.values()) {
    for (let y = Math.max(0, Math.round(p.y - 14)); y <= Math.min(height - 1, Math.round(p.y + 18)); y++) {
      for (let x = Math.max(0, Math.round(p.x - 14)); x <= Math.min(width - 1, Math.round(p.x + 14)); x++) provinceBlocked[y * width + x] = 1;
    }
  }
  const provincePoles = poles(provinceLabels, provinceBlocked);

  const areas: MapGeometry['areas'] = {};
  for (const n of [...input.areas.keys()].sort((a, b) => a - b)) {
    const rings = areaRings.get(n);
    const pole = areaPoles.get(n);
    if (!rings || !pole) throw new Error(`area ${areaKey(n)} has no pixels in the raster`);
    areas[areaKey(n)] = { rings, label: [pole.x, pole.y], room: pole.depth, bbox: ringsBbox(rings, sided) };
  }
  const provinces: MapGeometry['provinces'] = {};
  for (const key of provinceIndex) {
    const rings = provinceRings.get(key);
    const pole = provincePoles.get(provinceNumber.get(key)!);
    if (!rings || !pole) throw new Error(`province ${key} has no pixels in the raster`);
    provinces[key] = {
      name: input.provinces.get(key)!.name,
      rings,
      label: [pole.x, pole.y],
      room: pole.depth,
      bbox: ringsBbox(rings, sided),
    };
  }

  const minors: MapGeometry['minors'] = {};
  for (const m of [...input.minors].sort((a, b) => (a.id < b.id ? -1 : 1))) {
    const rings = minorRings.get(m.id);
    if (!rings) throw new Error(`minor country ${m.id} has no pixels in the raster`);
    minors[m.id] = { name: m.name, rings, bbox: ringsBbox(rings, sided) };
  }

  return {
    format: 'eia-geometry/1',
    provenance: {
      kind: 'extracted',
      source: input.source,
      note:
        `traced from area membership; unassigned pixels merged into the area around them: ` +
        `${merges.filter((m) => m.reason === 'city').map((m) => areaKey(m.into)).join(', ')} (city symbols), ` +
        `${merges.filter((m) => m.reason === 'speck').length} specks under 100 px; ` +
        `${missingBorders.size} raster contacts not in the adjacency data classified by province`,
    },
    width,
    height,
    simplification: { tolerance: input.tolerance, exactArcs: tolerances.filter((t) => t === 0).length },
    arcs,
    areas,
    provinces,
    minors,
    cities: input.cities.map((c) => ({ id: c.id, name: c.name, area: c.area, at: [c.x, c.y] as [number, number] })),
    portBoxes: input.portBoxes.map((p) => ({ city: p.city, area: p.area, at: [p.x, p.y] as [number, number] })),
    crossings: input.crossings,
    iceLines: input.iceLines,
  };
}

/**
 * Stable text form: one arc, area or province per line so diffs stay readable. Key order is
 * the insertion order of `buildGeometry`, which is fixed.
 */
export function serializeGeometry(g: MapGeometry): string {
  const lines: string[] = ['{'];
  const entries = Object.entries(g);
  entries.forEach(([key, value], i) => {
    const comma = i < entries.length - 1 ? ',' : '';
    if (Array.isArray(value)) {
      lines.push(`  ${JSON.stringify(key)}: [`);
      value.forEach((v, j) => lines.push(`    ${JSON.stringify(v)}${j < value.length - 1 ? ',' : ''}`));
      lines.push(`  ]${comma}`);
    } else if (value && typeof value === 'object' && (key === 'areas' || key === 'provinces' || key === 'minors')) {
      const sub = Object.entries(value as Record<string, unknown>);
      lines.push(`  ${JSON.stringify(key)}: {`);
      sub.forEach(([k, v], j) => lines.push(`    ${JSON.stringify(k)}: ${JSON.stringify(v)}${j < sub.length - 1 ? ',' : ''}`));
      lines.push(`  }${comma}`);
    } else {
      lines.push(`  ${JSON.stringify(key)}: ${JSON.stringify(value)}${comma}`);
    }
  });
  lines.push('}');
  return lines.join('\n') + '\n';
}
