import type { AreaId, ByPower, CityId, EconomyMap, LandEdge, LandMap, LandTerrain, MajorPower, MinorId, NavalMap, NavalPortFacts, NavalSeaFacts, ProvinceId, SeaFacts } from '../model';
import { MAJOR_POWERS } from '../model';
import { createMapQuery, optionalDistrictRules, placeNamer, withOptionalDistricts, type MapQuery } from '../data/map';
import { forces } from '../data/forces';
import type { GameData } from './gameData';
import { arrowInPlay, arrowOptions, arrowOptionsKey, isDanishSwedishArrow, NO_ARROW_OPTIONS, straitType, type ArrowOptions } from '../rules/naval';

/**
 * 7.2-7.4 land facts from the map data: terrain, forage, home nations and minor countries,
 * cities with spires, borders with rivers and crossing arrows (optional-rule arrows only with
 * their option: 12.2.1.1 the Channel arrow; 12.2.1.2 marks the Danish/Swedish arrows).
 */
export function landMapFromMap(map: MapQuery, arrows: ArrowOptions = NO_ARROW_OPTIONS): LandMap {
  const homeOf = new Map<string, MajorPower>();
  for (const p of MAJOR_POWERS) for (const prov of map.homeNation(p)) for (const a of prov.areas) homeOf.set(a, p);
  const crossingSea = new Map<string, AreaId>();
  // 12.2.1.1 optional arrows are not adjacencies of the map data: added here as edges when in play
  const extraArrows = new Map<string, AreaId[]>();
  for (const c of map.data.crossings) {
    if (!arrowInPlay(c.optionalRule, arrows)) continue;
    crossingSea.set(`${c.a}-${c.b}`, c.sea as AreaId);
    crossingSea.set(`${c.b}-${c.a}`, c.sea as AreaId);
    // opt:12.2.1 Trondheim Fjord: its shores already share a land border on this map, which stays the edge
    if (c.optionalRule !== null && map.edgeBetween(c.a, c.b) !== undefined) continue;
    if (c.optionalRule !== null) {
      extraArrows.set(c.a, [...(extraArrows.get(c.a) ?? []), c.b as AreaId]);
      extraArrows.set(c.b, [...(extraArrows.get(c.b) ?? []), c.a as AreaId]);
    }
  }
  const arrowEdge = (from: string, to: AreaId, sea: AreaId): LandEdge => {
    // opt:12.2.1 (v2.71) narrow straits open to the side holding both shores, wide ones cost 2
    const type = arrows.alternate ? straitType(from, to) : undefined;
    if (type === 1) return { to, river: false, crossingSea: sea, heldEnds: [from as AreaId, to] };
    if (type === 2) return { to, river: false, crossingSea: sea, wideStrait: true };
    return arrows.danishSwedish && isDanishSwedishArrow(from, to)
      ? { to, river: false, crossingSea: sea, heldEnds: [from as AreaId, to] } // 12.2.1.2
      : { to, river: false, crossingSea: sea };
  };
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
      cities: map.citiesIn(a.id).map((c) => ({ id: c.id as CityId, spires: c.spires, fleches: c.fleches, ...(c.nationalCapital ? { nationalCapital: true } : {}) })),
      province: (map.provinceOf(a.id)?.id ?? null) as ProvinceId | null,
    });
    const list: LandEdge[] = [];
    for (const n of map.neighbours(a.id)) {
      if (map.areaById(n.id)?.kind !== 'land') continue;
      if (n.edge.kind === 'land') list.push({ to: n.id as AreaId, river: n.edge.river, crossingSea: null });
      else if (n.edge.kind === 'strait') {
        const sea = crossingSea.get(`${a.id}-${n.id}`);
        if (sea) list.push(arrowEdge(a.id, n.id as AreaId, sea));
      }
    }
    for (const to of extraArrows.get(a.id) ?? []) list.push(arrowEdge(a.id, to, crossingSea.get(`${a.id}-${to}`)!));
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
    corpsLimits: ({ nationality, id }) => {
      const c = forces.corpsOf(nationality).find((k) => k.id === id);
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
    corpsCounters: (nationality) => forces.corpsOf(nationality).map((c) => ({ id: c.id, designation: c.designation, type: c.type, movement: c.movement })),
  };
}

/** 8.0 the economic facts of the map: province money and manpower with their capitals, ports with their trade values. */
export function economyMapFromMap(map: MapQuery): EconomyMap {
  const provinces = map.data.provinces.flatMap((p) => {
    const capital = map.cityById(p.capital);
    if (!capital) return [];
    return [{
      id: p.id as ProvinceId, name: p.name, money: p.money, manpower: p.manpower, capital: capital.id as CityId, capitalArea: capital.area as AreaId,
      areas: p.areas as AreaId[], home: p.owner.kind === 'major' ? p.owner.power : null,
      minor: p.owner.kind === 'minor' ? (p.owner.minor as MinorId) : null, cossack: p.cossack,
    }];
  });
  const ports = map.data.ports.flatMap((p) => {
    const city = map.cityById(p.city);
    const province = city ? map.provinceOf(city.area) : undefined;
    if (!city || !province) return [];
    return [{ city: city.id as CityId, area: city.area as AreaId, province: province.id as ProvinceId, trade: p.trade, blackSea: p.blackSea, northOfIceLine: p.northOfIceLine }];
  });
  const capitals = {} as Record<MajorPower, { city: CityId; area: AreaId }[]>;
  for (const p of MAJOR_POWERS) capitals[p] = [];
  for (const c of map.data.cities) {
    if (!c.nationalCapital) continue;
    const owner = map.provinceOf(c.area)?.owner;
    if (owner?.kind === 'major') capitals[owner.power].push({ city: c.id as CityId, area: c.area as AreaId });
  }
  return { provinces, ports, nationalCapitals: capitals as ByPower<readonly { city: CityId; area: AreaId }[]>, cityName: (id) => map.cityById(id)?.name ?? id };
}

/**
 * 6.2 naval facts from the map data: sea areas with their neighbours, names, ice line (6.2.1.4),
 * Dardanelles (6.2.1.3) and basin; ports with the sea areas their blockade box touches
 * (6.2.1.2), harbour guns (6.3.3.3) and trade values (8.2.1.2); the crossing arrows fleets close.
 */
export function navalMapFromMap(map: MapQuery): NavalMap {
  const seas = new Map<string, NavalSeaFacts>();
  const portsOn = new Map<string, CityId[]>();
  for (const p of map.data.ports) for (const a of p.boxSeaAreas) portsOn.set(a, [...(portsOn.get(a) ?? []), p.city as CityId]);
  for (const s of map.data.seaAreas) {
    const near = map.neighbours(s.id);
    seas.set(s.id, {
      id: s.id as AreaId,
      name: s.name ?? `sea area ${s.id}`,
      seas: near.filter((n) => map.areaById(n.id)?.kind === 'sea').map((n) => n.id as AreaId).sort(),
      coast: near.filter((n) => map.areaById(n.id)?.kind === 'land').map((n) => n.id as AreaId).sort(),
      ports: (portsOn.get(s.id) ?? []).sort(),
      northOfIceLine: s.northOfIceLine,
      dardanelles: s.dardanelles,
      blackSea: s.blackSea,
    });
  }
  const ports = new Map<string, NavalPortFacts>();
  for (const p of map.data.ports) {
    const c = map.cityById(p.city);
    if (!c) continue;
    ports.set(c.id, {
      city: c.id as CityId, name: c.name, area: c.area as AreaId, boxSeas: [...p.boxSeaAreas].sort() as AreaId[], guns: p.guns, trade: p.trade,
      blackSea: p.blackSea, northOfIceLine: p.northOfIceLine,
    });
  }
  return {
    seaAreas: [...seas.keys()].sort() as AreaId[],
    sea: (id) => seas.get(id),
    ports: [...ports.values()],
    port: (city) => ports.get(city),
    crossings: map.data.crossings.map((c) => ({ a: c.a as AreaId, b: c.b as AreaId, sea: c.sea as AreaId, optionalRule: c.optionalRule })),
  };
}

/**
 * The engine's map facts from the validated map data (`loadMap()` in shared/data/map). The
 * winter zone (9.2) is read from each area's own flag.
 */
export function gameDataFromMap(map: MapQuery): GameData {
  const base = baseGameData(map);
  // 12.2.1 (option) one land map per combination of arrow options, and v2.71 1.1.2 (option) one
  // map with its optional districts split off, each built on first use
  const variants = new Map<string, GameData>([['', base]]);
  let districted: MapQuery | null = null;
  const forRules: GameData['forRules'] = (rules) => {
    const o = arrowOptions(rules);
    const districts = optionalDistrictRules(rules);
    const key = `${arrowOptionsKey(o)}|${[...districts].join(',')}`;
    if (key === '|') return base;
    let v = variants.get(key);
    if (!v) {
      // opt:1.1.2 Hither Pomerania: a province of its own, Sweden's; every map fact below reads it
      const m = districts.size === 0 ? map : (districted ??= createMapQuery(withOptionalDistricts(map.data, districts)));
      v = { ...(m === map ? base : baseGameData(m)), land: landMapFromMap(m, o), forRules };
      variants.set(key, v);
    }
    return v;
  };
  Object.assign(base, { forRules });
  return base;
}

function baseGameData(map: MapQuery): GameData {
  return {
    hasArea: (area: AreaId) => map.areaById(area) !== undefined,
    hasCity: (city: CityId) => map.cityById(city) !== undefined,
    inWinterZone: (area: AreaId) => map.areaById(area)?.winterZone ?? true,
    land: landMapFromMap(map),
    economy: economyMapFromMap(map),
    names: placeNamer(map),
    naval: navalMapFromMap(map),
  };
}
