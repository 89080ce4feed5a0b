import type { MajorPower } from '../../../shared/model';
import { titleCase } from '../../../shared/model/naming';
import type { Area, City, MapData, Owner, Port, Province } from '../../../shared/data/map/schema';

/** Who controls a province, as the game reports it; `owner` of the map data in 1805. */
export type Controller = Owner;
export type Controllers = Readonly<Record<string, Controller | undefined>>;

/** Lookups over the map data that the view needs on every hover and draw. */
export interface MapViewModel {
  data: MapData;
  areas: Map<string, Area>;
  provinces: Map<string, Province>;
  provinceOfArea: Map<string, Province>;
  citiesByArea: Map<string, City[]>;
  cities: Map<string, City>;
  ports: Map<string, Port>;
  neighbours: Map<string, string[]>;
  minorNames: Map<string, string>;
}

export function buildViewModel(data: MapData): MapViewModel {
  const areas = new Map(data.areas.map((a) => [a.id, a]));
  const provinces = new Map(data.provinces.map((p) => [p.id, p]));
  const provinceOfArea = new Map<string, Province>();
  for (const p of data.provinces) for (const a of p.areas) provinceOfArea.set(a, p);
  const citiesByArea = new Map<string, City[]>();
  for (const c of data.cities) {
    const list = citiesByArea.get(c.area) ?? [];
    list.push(c);
    citiesByArea.set(c.area, list);
  }
  const neighbours = new Map<string, string[]>();
  const link = (a: string, b: string): void => {
    const list = neighbours.get(a) ?? [];
    if (!list.includes(b)) list.push(b);
    neighbours.set(a, list);
  };
  for (const e of data.adjacency) {
    link(e.a, e.b);
    link(e.b, e.a);
  }
  for (const list of neighbours.values()) list.sort();
  return {
    data,
    areas,
    provinces,
    provinceOfArea,
    citiesByArea,
    cities: new Map(data.cities.map((c) => [c.id, c])),
    ports: new Map(data.ports.map((p) => [p.city, p])),
    neighbours,
    minorNames: new Map(data.minors.map((m) => [m.id, m.name])),
  };
}

/** Controller of each province: the game's where given, else the 1805 owner. */
export function controllerOf(model: MapViewModel, controllers: Controllers | undefined, province: string): Controller | null {
  return controllers?.[province] ?? model.provinces.get(province)?.owner ?? null;
}

/** The major power a controller stands for, or null for a minor country (neutral). */
export function powerOf(c: Controller | null): MajorPower | null {
  return c?.kind === 'major' ? c.power : null;
}

/** Everything the tooltip and the info panel show about one area. */
export interface AreaInfo {
  id: string;
  kind: 'land' | 'sea';
  /** Sea areas: the name the map data gives them (6.2.1.3, 10.7 flags shown as notes). */
  seaName: string | null;
  notes: string[];
  terrain: string | null;
  forage: number | null;
  province: { id: string; name: string; money: number; manpower: number } | null;
  controller: string | null;
  cities: { name: string; spires: number; fleches: number; capital: boolean; nationalCapital: boolean; port: string | null }[];
  neighbours: string[];
  /** Supply mode in a game: how far the area is from the seated power's depots (7.4.2.1). */
  supply?: string;
}

/** The supply line of an area's facts: its distance to the nearest valid depot, or foraging. */
export function supplyText(steps: number | undefined, power: string): string {
  if (steps === undefined) return `Beyond ${power}'s depots: a corps here must forage`;
  if (steps === 0) return `${power}'s depot area: supply costs ½`;
  return `${steps} area${steps === 1 ? '' : 's'} from ${power}'s nearest depot: supply costs ${steps}`;
}

export function areaInfo(model: MapViewModel, controllers: Controllers | undefined, id: string, powerNames: Record<MajorPower, string>): AreaInfo | null {
  const area = model.areas.get(id);
  if (!area) return null;
  const p = model.provinceOfArea.get(id) ?? null;
  const c = p ? controllerOf(model, controllers, p.id) : null;
  const controller = c === null ? null : c.kind === 'major' ? powerNames[c.power] : (model.minorNames.get(c.minor) ?? titleCase(c.minor));
  const sea = area.kind === 'sea' ? model.data.seaAreas.find((x) => x.id === id) : undefined;
  const notes: string[] = [];
  if (sea?.northOfIceLine) notes.push('north of the ice line');
  if (sea?.dardanelles) notes.push('Dardanelles');
  if (sea?.blackSea) notes.push('Black Sea');
  return {
    id,
    kind: area.kind,
    seaName: sea?.name ?? null,
    notes,
    terrain: area.kind === 'land' ? area.terrain : null,
    forage: area.kind === 'land' ? area.forage : null,
    province: p ? { id: p.id, name: p.name, money: p.money, manpower: p.manpower } : null,
    controller,
    cities: (model.citiesByArea.get(id) ?? []).map((city) => {
      const port = model.ports.get(city.id);
      const trade = port?.trade ? `trade ${port.trade.britain}/${port.trade.controller}` : 'trade --';
      const guns = port?.guns ? `guns ${port.guns}` : 'guns --';
      return {
        name: city.name,
        spires: city.spires,
        fleches: city.fleches,
        capital: city.capital,
        nationalCapital: city.nationalCapital,
        port: port ? `${trade}, ${guns}` : null,
      };
    }),
    neighbours: model.neighbours.get(id) ?? [],
  };
}
