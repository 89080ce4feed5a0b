/**
 * The one validator for map data: the shipped assets/map/map.json and a player's override file.
 * Shape errors come from the zod schema; reference and invariant errors from checkMapData.
 */
import type { z } from 'zod';
import { mapDataSchema, type MapData } from './schema';

export type MapErrorCode = 'shape' | 'unknownRef' | 'duplicateId' | 'invariant';

export interface MapDataError {
  file: string;
  /** JSON path of the offending value, e.g. "provinces[3].capital" */
  path: string;
  code: MapErrorCode;
  /** what was expected there */
  message: string;
}

export type MapParseResult = { ok: true; map: MapData } | { ok: false; errors: MapDataError[] };

export function parseMapData(json: unknown, file = 'assets/map/map.json'): MapParseResult {
  const shaped = mapDataSchema.safeParse(json);
  if (!shaped.success) return { ok: false, errors: shaped.error.issues.map((i) => shapeError(file, i)) };
  const errors = checkMapData(shaped.data, file);
  return errors.length ? { ok: false, errors } : { ok: true, map: shaped.data };
}

function shapeError(file: string, issue: z.core.$ZodIssue): MapDataError {
  return { file, path: formatPath(issue.path), code: 'shape', message: issue.message };
}

function formatPath(path: ReadonlyArray<PropertyKey>): string {
  return path.reduce<string>((s, k) => (typeof k === 'number' ? `${s}[${k}]` : s ? `${s}.${String(k)}` : String(k)), '');
}

/** Cross-references and invariants that a schema cannot express. */
export function checkMapData(m: MapData, file: string): MapDataError[] {
  const errors: MapDataError[] = [];
  const err = (path: string, code: MapErrorCode, message: string) => errors.push({ file, path, code, message });

  const areas = uniqueIndex(m.areas, 'areas', err);
  const provinces = uniqueIndex(m.provinces, 'provinces', err);
  uniqueIndex(m.minors, 'minors', err);
  const cities = uniqueIndex(m.cities, 'cities', err);
  const seaAreas = uniqueIndex(m.seaAreas, 'seaAreas', err);
  const isSea = (id: string) => areas.get(id)?.kind === 'sea';
  const isLand = (id: string) => areas.get(id)?.kind === 'land';

  // every land area in exactly one province, and that province lists it
  const listedIn = new Map<string, string[]>();
  m.provinces.forEach((p, i) =>
    p.areas.forEach((a, j) => {
      if (!isLand(a)) err(`provinces[${i}].areas[${j}]`, 'unknownRef', `a land area id, got ${a}`);
      append(listedIn, a, p.id);
    }),
  );
  m.areas.forEach((a, i) => {
    if (a.kind !== 'land') {
      if (!seaAreas.has(a.id)) err(`areas[${i}]`, 'unknownRef', `a seaAreas entry for sea area ${a.id}`);
      return;
    }
    const lists = listedIn.get(a.id) ?? [];
    if (!provinces.has(a.province)) err(`areas[${i}].province`, 'unknownRef', `a province id, got ${a.province}`);
    if (lists.length !== 1 || lists[0] !== a.province)
      err(`areas[${i}]`, 'invariant', `area ${a.id} listed by exactly its province ${a.province}, got [${lists.join(', ')}]`);
  });
  m.seaAreas.forEach((s, i) => {
    if (!isSea(s.id)) err(`seaAreas[${i}].id`, 'unknownRef', `a sea area id, got ${s.id}`);
  });

  // owners: a home nation, or exactly one minor's district list
  const districtOf = new Map<string, string[]>();
  m.minors.forEach((mc, i) => {
    mc.districts.forEach((d, j) => {
      if (!provinces.has(d)) err(`minors[${i}].districts[${j}]`, 'unknownRef', `a province id, got ${d}`);
      append(districtOf, d, mc.id);
    });
    const major = provinces.get(mc.districts[0] ?? '');
    if (major && major.capital !== mc.capital)
      err(`minors[${i}].capital`, 'invariant', `the major district's capital ${major.capital}, got ${mc.capital}`);
  });
  m.provinces.forEach((p, i) => {
    const inMinors = districtOf.get(p.id) ?? [];
    if (p.owner.kind === 'minor') {
      if (inMinors.length !== 1 || inMinors[0] !== p.owner.minor)
        err(`provinces[${i}].owner`, 'invariant', `district of exactly minor ${p.owner.minor}, listed by [${inMinors.join(', ')}]`);
    } else if (inMinors.length) {
      err(`provinces[${i}].owner`, 'invariant', `a home province listed by no minor, listed by [${inMinors.join(', ')}]`);
    }
    const cap = cities.get(p.capital);
    if (!cap) err(`provinces[${i}].capital`, 'unknownRef', `a city id, got ${p.capital}`);
    else if (!p.areas.includes(cap.area))
      err(`provinces[${i}].capital`, 'invariant', `a city inside the province, ${p.capital} is in area ${cap.area}`);
  });

  m.cities.forEach((c, i) => {
    if (!isLand(c.area)) err(`cities[${i}].area`, 'unknownRef', `a land area id, got ${c.area}`);
  });

  const ports = new Set<string>();
  m.ports.forEach((p, i) => {
    const c = cities.get(p.city);
    if (ports.has(p.city)) err(`ports[${i}].city`, 'duplicateId', `one blockade box per port, ${p.city} twice`);
    ports.add(p.city);
    if (!c) err(`ports[${i}].city`, 'unknownRef', `a city id, got ${p.city}`);
    else {
      if (!c.port) err(`ports[${i}].city`, 'invariant', `a city marked as a port, ${p.city} is not`);
      const area = areas.get(c.area);
      if (area?.kind === 'land' && !area.coastal) err(`ports[${i}].city`, 'invariant', `a port in a coastal area, ${c.area} is inland`);
    }
    p.seaAreas.forEach((s, j) => {
      if (!isSea(s)) err(`ports[${i}].seaAreas[${j}]`, 'unknownRef', `a sea area id, got ${s}`);
    });
  });
  m.cities.forEach((c, i) => {
    if (c.port && !ports.has(c.id)) err(`cities[${i}].port`, 'invariant', `a blockade box for port ${c.id}`);
  });

  const seen = new Set<string>();
  const kindOf = new Map<string, string>();
  m.adjacency.forEach((e, i) => {
    const at = `adjacency[${i}]`;
    if (e.a === e.b) err(at, 'invariant', `two different areas, got ${e.a} twice`);
    if (!(e.a < e.b)) err(at, 'invariant', `a < b, got ${e.a}-${e.b}`);
    const key = e.a < e.b ? `${e.a}-${e.b}` : `${e.b}-${e.a}`;
    if (seen.has(key)) err(at, 'duplicateId', `one edge per pair, ${key} twice`);
    seen.add(key);
    kindOf.set(key, e.kind);
    const [ka, kb] = [areas.get(e.a)?.kind, areas.get(e.b)?.kind];
    if (!ka) err(`${at}.a`, 'unknownRef', `an area id, got ${e.a}`);
    if (!kb) err(`${at}.b`, 'unknownRef', `an area id, got ${e.b}`);
    if (!ka || !kb) return;
    const expected = ka === 'land' && kb === 'land' ? ['land', 'strait'] : ka === 'sea' && kb === 'sea' ? ['sea'] : ['coast'];
    if (!expected.includes(e.kind)) err(`${at}.kind`, 'invariant', `${expected.join(' or ')} between ${ka} and ${kb}, got ${e.kind}`);
    if ((e.kind === 'land') !== (e.border !== null)) err(`${at}.border`, 'invariant', 'a border kind on land edges only');
  });

  m.crossings.forEach((c, i) => {
    if (!isLand(c.a) || !isLand(c.b)) err(`crossings[${i}]`, 'unknownRef', `two land areas, got ${c.a}-${c.b}`);
    if (!isSea(c.sea)) err(`crossings[${i}].sea`, 'unknownRef', `a sea area id, got ${c.sea}`);
    // an optional arrow is no edge of its own; its two areas may still touch (opt:12.2.1 Trondheim Fjord)
    if ((kindOf.get(`${c.a}-${c.b}`) === 'strait') === (c.optionalRule !== null))
      err(`crossings[${i}]`, 'invariant', `a strait edge ${c.a}-${c.b} exactly when the arrow is not optional`);
  });
  m.iceLines.forEach((l, i) =>
    [...l.north, ...l.south].forEach((s, j) => {
      if (!isSea(s)) err(`iceLines[${i}]`, 'unknownRef', `sea area ids, got ${s} at ${j}`);
    }),
  );
  // an optional district is part of its printed province, and both capitals stay inside
  (m.optionalDistricts ?? []).forEach((d, i) => {
    const at = `optionalDistricts[${i}]`;
    const from = provinces.get(d.from);
    if (!from) {
      err(`${at}.from`, 'unknownRef', `a province id, got ${d.from}`);
      return;
    }
    if (provinces.has(d.province.id)) err(`${at}.province.id`, 'duplicateId', `an id no printed province uses, got ${d.province.id}`);
    d.province.areas.forEach((a, j) => {
      if (!from.areas.includes(a)) err(`${at}.province.areas[${j}]`, 'invariant', `an area of ${d.from}, got ${a}`);
    });
    const inside = (city: string, want: (area: string) => boolean, path: string) => {
      const c = cities.get(city);
      if (!c) err(path, 'unknownRef', `a city id, got ${city}`);
      else if (!want(c.area)) err(path, 'invariant', `a city inside, ${city} is in area ${c.area}`);
    };
    inside(d.province.capital, (a) => d.province.areas.includes(a), `${at}.province.capital`);
    inside(d.remainderCapital, (a) => from.areas.includes(a) && !d.province.areas.includes(a), `${at}.remainderCapital`);
    const owner = d.province.owner;
    if (owner.kind === 'minor' && !m.minors.some((mc) => mc.id === owner.minor)) err(`${at}.province.owner`, 'unknownRef', `a minor id, got ${owner.minor}`);
  });
  return errors;
}

function uniqueIndex<T extends { id: string }>(
  items: readonly T[],
  name: string,
  err: (path: string, code: MapErrorCode, message: string) => void,
): Map<string, T> {
  const out = new Map<string, T>();
  items.forEach((it, i) => {
    if (out.has(it.id)) err(`${name}[${i}].id`, 'duplicateId', `a unique id, ${it.id} appears twice`);
    out.set(it.id, it);
  });
  return out;
}

function append(m: Map<string, string[]>, k: string, v: string): void {
  const list = m.get(k);
  if (list) list.push(v);
  else m.set(k, [v]);
}
