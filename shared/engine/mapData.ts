import type { AreaId, CityId, LandEdge, LandMap, LandTerrain, MajorPower, MinorId, ProvinceId, SeaFacts } from '../model';
import { MAJOR_POWERS } from '../model';
import type { MapQuery } from '../data/map';
import { forces } from '../data/forces';
import type { GameData } from './gameData';

/**
 * 7.2-7.4 land facts from the map data: terrain, forage, home nations and minor countries,
 * cities with spires, borders with rivers and crossing arrows (optional-rule arrows left out).
 */
export function landMapFromMap(map: MapQuery): LandMap {
  const homeOf = new Map<string, MajorPower>();
  for (const p of MAJOR_POWERS) for (const prov of map.homeNation(p)) for (const a of prov.areas) homeOf.set(a, p);
  const crossingSea = new Map<string, AreaId>();
  for (const c of map.data.crossings) {
    if (c.optionalRule !== null) continue;
    crossingSea.set(`${c.a}-${c.b}`, c.sea as AreaId);
    crossingSea.set(`${c.b}-${c.a}`, c.sea as AreaId);
  }
  const facts = new Map<string, NonNullable<ReturnType<LandMap['area']>>>();
  const edges = new Map<string, LandEdge[]>();
  for (const a of map.data.areas) {
    if (a.kind !== 'land') continue;
    const minor = map.minorOf(a.id);
    facts.set(a.id, {
      terrain: a.terrain as LandTerrain,
      forage: a.forage,
      homeOf: homeOf.get(a.id) ?? null,
      minor: minor ? (minor.id as MinorId) : null,
      cities: map.citiesIn(a.id).map((c) => ({ id: c.id as CityId, spires: c.spires, fleches: c.fleches })),
      province: (map.provinceOf(a.id)?.id ?? null) as ProvinceId | null,
    });
    const list: LandEdge[] = [];
    for (const n of map.neighbours(a.id)) {
      if (map.areaById(n.id)?.kind !== 'land') continue;
      if (n.edge.kind === 'land') list.push({ to: n.id as AreaId, river: n.edge.river, crossingSea: null });
      else if (n.edge.kind === 'strait') {
        const sea = crossingSea.get(`${a.id}-${n.id}`);
        if (sea) list.push({ to: n.id as AreaId, river: false, crossingSea: sea });
      }
    }
    edges.set(a.id, list);
  }
  // 7.4.4 each sea area's basin, ice line and coast
  const seaFacts = new Map<string, SeaFacts>();
  for (const s of map.data.seaAreas) {
    const coast = map.neighbours(s.id).filter((n) => map.areaById(n.id)?.kind === 'land').map((n) => n.id as AreaId);
    seaFacts.set(s.id, { blackSea: s.blackSea, northOfIceLine: s.northOfIceLine, coast });
  }
  return {
    area: (id) => facts.get(id),
    edges: (id) => edges.get(id) ?? [],
    depotLimit: (p) => forces.depotLimit(p),
    corpsLimits: (nationality, name) => {
      const c = forces.corpsOf(nationality).find((k) => k.designation === name);
      return c ? { limits: c.limits, militia: c.militia } : undefined;
    },
    guerillaProvinces: map.data.provinces.flatMap((p) =>
      p.guerilla === null ? [] : [{ id: p.id as ProvinceId, guerilla: p.guerilla, areas: p.areas as AreaId[] }]),
    minorCountry: (id) => {
      const m = map.minorById(id);
      const capital = m ? map.cityById(m.capital) : undefined;
      if (!m || !capital) return undefined;
      const primary = map.provinceById(m.districts[0]!)?.areas ?? [capital.area];
      const primaryCities = primary.flatMap((a) => map.citiesIn(a).map((c) => ({ area: a as AreaId, city: c.id as CityId })));
      return { capital: capital.id as CityId, capitalArea: capital.area as AreaId, districts: m.districts.length, primaryCities };
    },
    landAreas: [...facts.keys()] as AreaId[],
    ports: map.data.ports.flatMap((p) => {
      const c = map.cityById(p.city);
      return c ? [{ city: c.id as CityId, area: c.area as AreaId, seas: p.seaAreas as AreaId[], blackSea: p.blackSea, northOfIceLine: p.northOfIceLine }] : [];
    }),
    sea: (id) => seaFacts.get(id),
    corpsCounters: (nationality) => forces.corpsOf(nationality).map((c) => ({ designation: c.designation, type: c.type, movement: c.movement })),
  };
}

/**
 * The engine's map facts from the validated map data (`loadMap()` in shared/data/map). The
 * winter zone (9.2) is read from each area's own flag.
 */
export function gameDataFromMap(map: MapQuery): GameData {
  return {
    hasArea: (area: AreaId) => map.areaById(area) !== undefined,
    hasCity: (city: CityId) => map.cityById(city) !== undefined,
    inWinterZone: (area: AreaId) => map.areaById(area)?.winterZone ?? true,
    land: landMapFromMap(map),
  };
}
