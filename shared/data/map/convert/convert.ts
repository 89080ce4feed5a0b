/**
 * Pure conversion of the extracted map sources into the project's schema (MapData).
 * scripts/convertMap.ts reads the files and writes assets/map/map.json; tests call this directly.
 */
import { MAJOR_POWERS, slug, type MajorPower, type Provenance } from '../../../model';
import type { Adjacency, City, Crossing, Fix, IceLine, LandArea, MapData, MinorCountry, Port, Province, SeaArea, SeaAreaBase } from '../schema';
import {
  BLACK_SEA,
  DARDANELLES,
  HOME_NATIONS,
  MINOR_COUNTRIES,
  NORTH_OF_ICE_LINE,
  OPTIONAL_DISTRICTS,
  OUTSIDE_WINTER_ZONE,
  PROVINCE_PATCHES,
  PROVINCE_RENAMES,
  SEA_NAMES,
  V271_DRAWN_STRAITS,
} from './decisions';
import { FIXES, type FixInput } from './fixes';
import { contactsOf, idsInBox, insidePoint, relabel, type BBox } from './raster';
import {
  sourceAdjacencySchema,
  sourceAreasSchema,
  sourceCitiesSchema,
  sourceCrossingsSchema,
  sourceProvincesSchema,
  type LabelRaster,
  type MapSources,
} from './source';

const SOURCE = 'tloimu/eia-on-tts graphics/map.png @a362a22 (fan redraw of the EiA map), extracted into assets/source';
const EXTRACTED: Provenance = { kind: 'extracted', source: SOURCE };
/** Boundary shorter than this (pixels) is a corner touch, not a contact (the extraction's "weak"). */
const MIN_CONTACT_PX = 8;
/** The raster's "no area" label, as a relabelPixels source. */
const VOID = '000';
/** Half size of a port blockade box, in pixels, when looking up the sea areas it touches. */
const BOX_HALF: readonly [number, number] = [16, 11];

export const pad3 = (n: number): string => String(n).padStart(3, '0');

export interface ConvertResult {
  map: MapData;
  /** The raster after pixel fixes, for the geometry build. */
  raster: LabelRaster;
}

export function convertMap(sources: MapSources): ConvertResult {
  const srcAreas = sourceAreasSchema.parse(sources.areas);
  const srcAdj = sourceAdjacencySchema.parse(sources.adjacency);
  const srcProv = sourceProvincesSchema.parse(sources.provinces);
  const srcCities = sourceCitiesSchema.parse(sources.cities);
  const srcCross = sourceCrossingsSchema.parse(sources.crossings);

  const fixes: Fix[] = [];
  let raster = sources.raster;

  // --- provinces: rename/merge the unlabelled groups, then attach owners
  const provinceById = new Map<string, Province>();
  const provinceOfArea = new Map<string, string>();
  const ownerOf = ownerIndex();
  const groupsById = new Map<string, Array<(typeof srcProv.provinces)[number]>>();
  for (const p of srcProv.provinces) {
    const id = PROVINCE_RENAMES[p.name]?.id ?? slug(p.name);
    groupsById.set(id, [...(groupsById.get(id) ?? []), p]);
  }
  for (const [id, groups] of groupsById) {
    for (const g of groups) {
      const renamed = PROVINCE_RENAMES[g.name];
      if (renamed) {
        fixes.push({
          id: `province-${slug(g.name).slice(0, 40)}`,
          kind: groups.length > 1 ? 'mergeProvince' : 'setValue',
          target: `province group "${g.name}" -> ${id}`,
          reason: renamed.reason,
        });
      }
      for (const a of g.areas) provinceOfArea.set(a, id);
    }
    // values and name from the group that prints a label; capital from any red city
    const labelled = groups.find((g) => g.money !== undefined) ?? groups[0]!;
    const redCapital = groups.flatMap((g) => g['red_named_cities(capital)'])[0];
    const owner = ownerOf.get(id);
    if (!owner) throw new Error(`province ${id} has no owner decision`);
    provinceById.set(id, {
      id,
      name: PROVINCE_RENAMES[labelled.name]?.name ?? labelled.name,
      money: labelled.money ?? 0,
      manpower: labelled.manpower ?? 0,
      valuesProvenance: EXTRACTED,
      capital: redCapital ? slug(redCapital) : '',
      capitalProvenance: EXTRACTED,
      areas: groups.flatMap((g) => g.areas),
      polish: labelled.suffix === '(P)',
      cossack: labelled.suffix === '(C)',
      guerilla: labelled.suffix && /^\(\d\)$/.test(labelled.suffix) ? Number(labelled.suffix.slice(1, -1)) : null,
      owner: owner.owner,
      ownerProvenance: { kind: 'reconstructed', method: owner.reason },
      label: [0, 0],
    });
  }
  for (const [id, patch] of Object.entries(PROVINCE_PATCHES)) {
    const p = provinceById.get(id);
    if (!p) throw new Error(`patch for unknown province ${id}`);
    const rec: Provenance = { kind: 'reconstructed', method: patch.reason };
    if (patch.money !== undefined) p.money = patch.money;
    if (patch.manpower !== undefined) p.manpower = patch.manpower;
    if (patch.money !== undefined || patch.manpower !== undefined) p.valuesProvenance = rec;
    if (patch.capital !== undefined) {
      p.capital = patch.capital;
      p.capitalProvenance = rec;
    }
    fixes.push({ id: `patch-${id}`, kind: 'setValue', target: `province ${id}`, reason: patch.reason });
  }

  // --- areas
  const outsideWinter = new Set(OUTSIDE_WINTER_ZONE);
  const areaIds = Object.keys(srcAreas.areas).sort();
  const areas: Array<LandArea | SeaAreaBase> = areaIds.map((id) => {
    const s = srcAreas.areas[id]!;
    // the source centroid, moved inside the area where the area is a crescent
    const label = insidePoint(sources.raster, Number(id), [Math.round(s.centroid_px[0]), Math.round(s.centroid_px[1])]);
    if (s.kind === 'sea') return { id, kind: 'sea', winterZone: true, label, pixels: s.area_px };
    const province = provinceOfArea.get(id);
    if (!province) throw new Error(`land area ${id} in no province group`);
    return {
      id,
      kind: 'land',
      terrain: landTerrain(id, s.terrain),
      forage: s.forage ?? null,
      coastal: s.coastal ?? false,
      province,
      winterZone: !outsideWinter.has(province), // 9.2
      label,
      pixels: s.area_px,
    };
  });
  const areaById = new Map(areas.map((a) => [a.id, a]));
  for (const p of provinceById.values()) {
    p.areas.sort();
    p.label = weightedLabel(p.areas.map((a) => areaById.get(a)!));
  }

  // --- adjacency from the source edges; strait edges for every crossing arrow
  const edges = new Map<string, Adjacency>();
  for (const e of srcAdj.edges) {
    const kind = e.kind === 'land-land' ? 'land' : e.kind === 'sea-sea' ? 'sea' : e.kind === 'coast' ? 'coast' : 'strait';
    putEdge(edges, { a: e.a, b: e.b, kind, border: kind === 'land' ? (e.border ?? 'area') : null, river: kind === 'land' ? (e.river ?? false) : false });
  }

  // --- fixes (in order)
  const cityPatches: Array<Extract<FixInput, { kind: 'setCityField' | 'moveCityInside' }>> = [];
  for (const f of FIXES) {
    switch (f.kind) {
      case 'relabelPixels': {
        const before = raster;
        raster = relabel(raster, Number(f.from), Number(f.to), f.bbox);
        fixes.push({ id: f.id, kind: 'relabelPixels', target: `pixels ${f.from} -> ${f.to}`, relabel: { from: f.from, to: f.to, bbox: [...f.bbox] }, reason: f.reason });
        // Filling unassigned pixels must not make areas touch that the adjacency keeps apart.
        if (f.from === VOID) {
          const gained = [...contactsOf(raster, Number(f.to))].filter(([o, n]) => n >= MIN_CONTACT_PX && !edges.has(edgeKey(f.to, pad3(o))));
          if (gained.length > 0) throw new Error(`fix ${f.id}: ${f.to} would touch ${gained.map(([o]) => pad3(o)).join(', ')}`);
          break;
        }
        for (const ev of resyncWaterEdges(edges, areaById, before, raster, [f.from, f.to])) {
          fixes.push({ id: `${f.id}/${ev.op}-${ev.a}-${ev.b}`, kind: ev.op === 'add' ? 'addEdge' : 'removeEdge', target: `edge ${ev.a}-${ev.b}`, reason: `follows from ${f.id}` });
        }
        break;
      }
      case 'addEdge': {
        const kind = f.edge;
        putEdge(edges, { a: f.a, b: f.b, kind, border: kind === 'land' ? (f.border ?? 'area') : null, river: false });
        fixes.push({ id: f.id, kind: 'addEdge', target: `edge ${f.a}-${f.b}`, reason: f.reason });
        break;
      }
      case 'removeEdge': {
        if (!edges.delete(edgeKey(f.a, f.b))) throw new Error(`fix ${f.id}: no edge ${f.a}-${f.b}`);
        fixes.push({ id: f.id, kind: 'removeEdge', target: `edge ${f.a}-${f.b}`, reason: f.reason });
        break;
      }
      case 'changeEdge': {
        const e = edges.get(edgeKey(f.a, f.b));
        if (!e || e.kind !== 'land') throw new Error(`fix ${f.id}: no land edge ${f.a}-${f.b}`);
        e.border = f.border;
        if (f.river !== undefined) e.river = f.river;
        fixes.push({ id: f.id, kind: 'changeEdge', target: `edge ${f.a}-${f.b} border`, reason: f.reason });
        break;
      }
      case 'setForage': {
        const a = areaById.get(f.area);
        if (a?.kind !== 'land') throw new Error(`fix ${f.id}: no land area ${f.area}`);
        a.forage = f.value;
        fixes.push({ id: f.id, kind: 'setValue', target: `area ${f.area} forage`, reason: f.reason });
        break;
      }
      case 'setCityField':
        cityPatches.push(f);
        fixes.push({ id: f.id, kind: 'setCityField', target: `city ${f.city} ${f.field}`, reason: f.reason });
        break;
      case 'moveCityInside':
        cityPatches.push(f);
        fixes.push({ id: f.id, kind: 'setCityField', target: `city ${f.city} px`, reason: f.reason });
        break;
      case 'confirm':
        fixes.push({ id: f.id, kind: 'review', target: f.target, reason: f.reason });
        break;
    }
  }

  // a land area is coastal exactly when it keeps a coast edge after the fixes
  const coastalNow = new Set([...edges.values()].filter((e) => e.kind === 'coast').flatMap((e) => [e.a, e.b]));
  for (const a of areas) {
    if (a.kind !== 'land' || a.coastal === coastalNow.has(a.id)) continue;
    a.coastal = coastalNow.has(a.id);
    fixes.push({ id: `coastal-${a.id}`, kind: 'setValue', target: `area ${a.id} coastal`, reason: 'follows from its coast edges after the fixes above' });
  }

  // --- crossing arrows; each is also a strait adjacency (7.3.1.3.3), except optional-rule arrows
  const crossings: Crossing[] = srcCross.arrows.map((r) => {
    const [a, b] = [r.area1, r.area2].sort() as [string, string];
    const box: BBox = [r.arrow_bbox_xy[0] - 6, r.arrow_bbox_xy[1] - 6, r.arrow_bbox_xy[2] + 6, r.arrow_bbox_xy[3] + 6];
    const sea = idsInBox(raster, box).find((c) => areaById.get(pad3(c.id))?.kind === 'sea');
    if (!sea) throw new Error(`arrow ${a}-${b}: no sea area under it`);
    const ends = arrowEnds(r, areaById.get(r.area1)!.label, areaById.get(r.area2)!.label);
    const swap = a !== r.area1;
    const optionalRule = a === '019' && b === '433' ? '12.2.1.1' : null; // the Channel arrow is an option
    const existing = edges.get(edgeKey(a, b));
    if (!optionalRule && (!existing || existing.kind === 'strait')) putEdge(edges, { a, b, kind: 'strait', border: null, river: false });
    return {
      id: `arrow-${a}-${b}`,
      a,
      b,
      sea: pad3(sea.id),
      from: swap ? ends[1] : ends[0],
      to: swap ? ends[0] : ends[1],
      optionalRule,
    };
  });
  // opt:12.2.1 (v2.71) straits the map draws no arrow for: optional arrows, never a strait edge
  for (const s of V271_DRAWN_STRAITS) {
    crossings.push({
      id: `arrow-${s.a}-${s.b}`, a: s.a, b: s.b, sea: s.sea, from: [...s.from], to: [...s.to], optionalRule: '12.2.1',
      provenance: { kind: 'reconstructed', method: s.method },
    });
  }
  crossings.sort((p, q) => p.id.localeCompare(q.id));

  // --- cities and ports
  const cities: City[] = srcCities.cities.map((c) => ({
    id: slug(c.name),
    name: c.name,
    area: c.area,
    spires: c.spires,
    fleches: c.fleches ?? -1,
    capital: c.red_label,
    nationalCapital: (c.capital_label ?? '').startsWith('national'),
    port: c.port,
    px: [Math.round(c.x), Math.round(c.y)],
  }));
  for (const f of cityPatches) {
    const c = cities.find((x) => x.id === f.city);
    if (!c) throw new Error(`fix ${f.id}: no city ${f.city}`);
    if (f.kind === 'setCityField') c[f.field] = f.value;
    else c.px = insidePoint(raster, Number(c.area), c.px, f.margin);
  }
  cities.sort((p, q) => p.id.localeCompare(q.id));

  const northOfIce = new Set(Object.keys(NORTH_OF_ICE_LINE));
  const blackSea = new Set(BLACK_SEA);
  const ports: Port[] = srcCities.port_boxes.map((b) => {
    const city = slug(b.port);
    const [x, y] = b.box_px;
    const boxSeas = idsInBox(raster, [x - BOX_HALF[0], y - BOX_HALF[1], x + BOX_HALF[0], y + BOX_HALF[1]])
      .map((c) => pad3(c.id))
      .filter((id) => areaById.get(id)?.kind === 'sea');
    const cityArea = srcCities.cities.find((c) => slug(c.name) === city)?.area ?? '';
    const coastSeas = [...edges.values()]
      .filter((e) => e.kind === 'coast' && (e.a === cityArea || e.b === cityArea))
      .map((e) => (e.a === cityArea ? e.b : e.a));
    // the box is drawn in one sea; the port opens onto every sea its area touches as well
    const seaAreas = [...new Set([...boxSeas, ...coastSeas])].sort();
    return {
      city,
      box: `box-${city}`,
      boxPx: [Math.round(x), Math.round(y)],
      trade: parseTrade(b.trade_text),
      guns: b.guns_text === '--' ? null : Number(b.guns_text),
      boxSeaAreas: [...new Set(boxSeas)].sort(),
      seaAreas,
      blackSea: boxSeas.some((s) => blackSea.has(s)), // 8.2.1.2.1.3, by where the box is drawn
      northOfIceLine: boxSeas.some((s) => northOfIce.has(s)), // 8.2.1.2.1.2
    };
  });
  ports.sort((p, q) => p.city.localeCompare(q.city));

  // --- sea areas and ice lines
  const seaAreas: SeaArea[] = areas
    .filter((a) => a.kind === 'sea')
    .map((a) => ({
      id: a.id,
      name: SEA_NAMES[a.id] ?? null,
      northOfIceLine: northOfIce.has(a.id),
      dardanelles: a.id === DARDANELLES.id,
      blackSea: blackSea.has(a.id),
      provenance: {
        kind: 'reconstructed',
        method: [
          NORTH_OF_ICE_LINE[a.id] ?? 'south of both ice lines',
          a.id === DARDANELLES.id ? DARDANELLES.reason : null,
          blackSea.has(a.id) ? 'Black Sea basin' : null,
          SEA_NAMES[a.id] ? 'named from the coasts it touches' : null,
        ]
          .filter(Boolean)
          .join('; '),
      },
    }));
  const iceLines: IceLine[] = srcCross._meta.wavy_lines_possibly_ice_line.map((w, i) => {
    const seas = [...w.between_sea_areas.matchAll(/\b7\d\d\b/g)].map((m) => m[0]);
    return {
      id: i === 0 ? 'baltic' : 'azov',
      north: seas.filter((s) => northOfIce.has(s)),
      south: seas.filter((s) => !northOfIce.has(s)),
      bbox: [...w.px_bbox],
      provenance: { kind: 'reconstructed', method: 'white wavy line on the map read as the 9.1 ice line; north side by geography' },
    };
  });

  const minors: MinorCountry[] = MINOR_COUNTRIES.map((m) => ({
    id: m.id,
    name: m.name,
    districts: [...m.districts],
    capital: provinceById.get(m.districts[0]!)?.capital ?? '',
    provenance: { kind: 'reconstructed', method: m.reason },
  }));

  const optionalDistricts = OPTIONAL_DISTRICTS.map((d) => {
    const from = provinceById.get(d.from);
    if (!from || !d.areas.every((a) => from.areas.includes(a))) throw new Error(`optional district ${d.id}: areas not in ${d.from}`);
    const stated: Provenance = { kind: 'transcribed', source: d.source };
    const province: Province = {
      ...from,
      id: d.id,
      name: d.name,
      money: 0,
      manpower: 0,
      valuesProvenance: stated,
      capital: d.capital,
      capitalProvenance: stated,
      areas: [...d.areas],
      owner: { kind: 'minor', minor: d.minor },
      ownerProvenance: stated,
      label: weightedLabel(d.areas.map((a) => areaById.get(a)!)),
    };
    return { rule: d.rule, province, from: d.from, remainderCapital: d.remainderCapital, provenance: stated };
  });

  const map: MapData = {
    schemaVersion: 1,
    provenance: EXTRACTED,
    image: { width: sources.raster.width, height: sources.raster.height, labels: 'assets/source/area-labels.png' },
    areas,
    seaAreas,
    provinces: [...provinceById.values()].sort((p, q) => p.id.localeCompare(q.id)),
    minors: minors.sort((p, q) => p.id.localeCompare(q.id)),
    cities,
    ports,
    adjacency: [...edges.values()].sort((p, q) => p.a.localeCompare(q.a) || p.b.localeCompare(q.b)),
    crossings,
    iceLines,
    fixes,
    optionalDistricts,
  };
  return { map, raster };
}

function ownerIndex(): Map<string, { owner: Province['owner']; reason: string }> {
  const out = new Map<string, { owner: Province['owner']; reason: string }>();
  for (const power of MAJOR_POWERS) {
    const h = HOME_NATIONS[power as MajorPower];
    for (const p of h.provinces) out.set(p, { owner: { kind: 'major', power }, reason: h.reason });
  }
  for (const m of MINOR_COUNTRIES) {
    for (const d of m.districts) {
      if (out.has(d)) throw new Error(`province ${d} owned twice`);
      out.set(d, { owner: { kind: 'minor', minor: m.id }, reason: m.reason });
    }
  }
  return out;
}

function landTerrain(id: string, t: string | null): LandArea['terrain'] {
  if (t === 'clear' || t === 'forest' || t === 'mountain' || t === 'marsh' || t === 'desert') return t;
  throw new Error(`land area ${id}: unknown terrain ${String(t)}`);
}

/** Province label: centroid of its areas weighted by size, snapped to the largest area's label if far off. */
function weightedLabel(as: ReadonlyArray<LandArea | SeaAreaBase>): [number, number] {
  let sx = 0;
  let sy = 0;
  let n = 0;
  for (const a of as) {
    sx += a.label[0] * a.pixels;
    sy += a.label[1] * a.pixels;
    n += a.pixels;
  }
  const largest = [...as].sort((p, q) => q.pixels - p.pixels)[0]!;
  const c: [number, number] = [Math.round(sx / n), Math.round(sy / n)];
  // a weighted centroid of a crescent can fall outside; keep it only if close to a member's label
  const near = as.some((a) => Math.hypot(a.label[0] - c[0], a.label[1] - c[1]) < Math.sqrt(a.pixels) / 2);
  return near ? c : [largest.label[0], largest.label[1]];
}

function edgeKey(a: string, b: string): string {
  return a < b ? `${a}-${b}` : `${b}-${a}`;
}

function putEdge(edges: Map<string, Adjacency>, e: Adjacency): void {
  const [a, b] = e.a < e.b ? [e.a, e.b] : [e.b, e.a];
  edges.set(edgeKey(a, b), { ...e, a, b });
}

/** After relabelling water pixels, add or drop coast/sea edges of the touched areas to match the raster. */
function resyncWaterEdges(
  edges: Map<string, Adjacency>,
  areaById: Map<string, LandArea | SeaAreaBase>,
  before: LabelRaster,
  after: LabelRaster,
  ids: readonly string[],
): Array<{ op: 'add' | 'remove'; a: string; b: string }> {
  const events: Array<{ op: 'add' | 'remove'; a: string; b: string }> = [];
  for (const id of ids) {
    const was = contactsOf(before, Number(id));
    const now = contactsOf(after, Number(id));
    const others = new Set([...was.keys(), ...now.keys()].map(pad3));
    for (const other of [...others].sort()) {
      const had = (was.get(Number(other)) ?? 0) >= MIN_CONTACT_PX;
      const has = (now.get(Number(other)) ?? 0) >= MIN_CONTACT_PX;
      const key = edgeKey(id, other);
      const o = areaById.get(other);
      if (!o) continue;
      if (has && !edges.has(key)) {
        putEdge(edges, { a: id, b: other, kind: o.kind === 'sea' ? 'sea' : 'coast', border: null, river: false });
        events.push({ op: 'add', ...ordered(id, other) });
      } else if (had && !has && edges.has(key)) {
        edges.delete(key);
        events.push({ op: 'remove', ...ordered(id, other) });
      }
    }
  }
  return events;
}

function ordered(a: string, b: string): { a: string; b: string } {
  return a < b ? { a, b } : { a: b, b: a };
}

function parseTrade(text: string): Port['trade'] {
  if (text === '--') return null;
  const m = /^(\d+)\/(\d+)$/.exec(text);
  if (!m) throw new Error(`unreadable trade text ${text}`);
  return { britain: Number(m[1]), controller: Number(m[2]) };
}

type ArrowSource = { arrow_bbox_xy: readonly [number, number, number, number]; tip1?: readonly [number, number] | undefined; tip2?: readonly [number, number] | undefined };

/** Arrow end points: the read tips, else the bbox diagonal that best follows area1 -> area2. */
function arrowEnds(r: ArrowSource, la: readonly [number, number], lb: readonly [number, number]): [[number, number], [number, number]] {
  const d = (p: readonly [number, number], q: readonly [number, number]) => Math.hypot(p[0] - q[0], p[1] - q[1]);
  if (r.tip1 && r.tip2) {
    const t1: [number, number] = [r.tip1[0], r.tip1[1]];
    const t2: [number, number] = [r.tip2[0], r.tip2[1]];
    return d(t1, la) + d(t2, lb) <= d(t2, la) + d(t1, lb) ? [t1, t2] : [t2, t1];
  }
  const [x0, y0, x1, y1] = r.arrow_bbox_xy;
  const diagonals: Array<[[number, number], [number, number]]> = [
    [[x0, y0], [x1, y1]],
    [[x1, y1], [x0, y0]],
    [[x0, y1], [x1, y0]],
    [[x1, y0], [x0, y1]],
  ];
  return diagonals.reduce((best, c) => (d(c[0], la) + d(c[1], lb) < d(best[0], la) + d(best[1], lb) ? c : best));
}
