/** Read-only queries over validated map data, backed by indexes built once (O(1) lookups). */
import type { Adjacency, Area, City, Crossing, MinorCountry, Port, Province, SeaArea } from './schema';
import type { MapData } from './schema';

export interface Neighbour {
  id: string;
  edge: Adjacency;
}

export interface MapQuery {
  readonly data: MapData;
  areaById(id: string): Area | undefined;
  provinceById(id: string): Province | undefined;
  minorById(id: string): MinorCountry | undefined;
  cityById(id: string): City | undefined;
  seaAreaById(id: string): SeaArea | undefined;
  /** Every area adjacent to `id`, crossing arrows (kind 'strait') included. */
  neighbours(id: string): readonly Neighbour[];
  edgeBetween(a: string, b: string): Adjacency | undefined;
  areAdjacent(a: string, b: string): boolean;
  provinceOf(areaId: string): Province | undefined;
  /** The minor country a province or area belongs to, if any. */
  minorOf(provinceOrAreaId: string): MinorCountry | undefined;
  citiesIn(areaId: string): readonly City[];
  portOf(cityId: string): Port | undefined;
  /** Ports whose blockade box touches the sea area. */
  portsOn(seaId: string): readonly Port[];
  crossingsFrom(areaId: string): readonly Crossing[];
  /** Provinces of a major power's 1805 home nation. */
  homeNation(power: string): readonly Province[];
}

export function createMapQuery(data: MapData): MapQuery {
  const byId = <T extends { id: string }>(xs: readonly T[]) => new Map(xs.map((x) => [x.id, x]));
  const push = <K, V>(m: Map<K, V[]>, k: K, v: V) => {
    const list = m.get(k);
    if (list) list.push(v);
    else m.set(k, [v]);
  };
  const areas = byId(data.areas);
  const provinces = byId(data.provinces);
  const minors = byId(data.minors);
  const cities = byId(data.cities);
  const seas = byId(data.seaAreas);
  const edges = new Map<string, Adjacency>();
  const neighbours = new Map<string, Neighbour[]>();
  for (const e of data.adjacency) {
    edges.set(`${e.a}|${e.b}`, e);
    edges.set(`${e.b}|${e.a}`, e);
    push(neighbours, e.a, { id: e.b, edge: e });
    push(neighbours, e.b, { id: e.a, edge: e });
  }
  const citiesByArea = new Map<string, City[]>();
  for (const c of data.cities) push(citiesByArea, c.area, c);
  const ports = new Map(data.ports.map((p) => [p.city, p]));
  const portsBySea = new Map<string, Port[]>();
  for (const p of data.ports) for (const s of p.seaAreas) push(portsBySea, s, p);
  const crossings = new Map<string, Crossing[]>();
  for (const c of data.crossings) {
    push(crossings, c.a, c);
    push(crossings, c.b, c);
  }
  const minorOfProvince = new Map<string, MinorCountry>();
  for (const m of data.minors) for (const d of m.districts) minorOfProvince.set(d, m);
  const home = new Map<string, Province[]>();
  for (const p of data.provinces) if (p.owner.kind === 'major') push(home, p.owner.power, p);

  const provinceOf = (areaId: string) => {
    const a = areas.get(areaId);
    return a?.kind === 'land' ? provinces.get(a.province) : undefined;
  };
  const none: readonly never[] = [];
  return {
    data,
    areaById: (id) => areas.get(id),
    provinceById: (id) => provinces.get(id),
    minorById: (id) => minors.get(id),
    cityById: (id) => cities.get(id),
    seaAreaById: (id) => seas.get(id),
    neighbours: (id) => neighbours.get(id) ?? none,
    edgeBetween: (a, b) => edges.get(`${a}|${b}`),
    areAdjacent: (a, b) => edges.has(`${a}|${b}`),
    provinceOf,
    minorOf: (id) => minorOfProvince.get(provinceOf(id)?.id ?? id),
    citiesIn: (areaId) => citiesByArea.get(areaId) ?? none,
    portOf: (cityId) => ports.get(cityId),
    portsOn: (seaId) => portsBySea.get(seaId) ?? none,
    crossingsFrom: (areaId) => crossings.get(areaId) ?? none,
    homeNation: (power) => home.get(power) ?? none,
  };
}
