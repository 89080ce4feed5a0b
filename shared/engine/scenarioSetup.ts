// 13.1.1.1 / 13.1.1.2 a scenario's setup choices: the regions its forces are given for, checked
// against the map, and the record the setup step (steps/setup) asks from. Kept apart from
// scenario.ts, which owns the format.
import { isMajorPower } from '../model';
import type { AreaId, CityId, CounterId, MajorPower, Nationality, SetupForce, SetupRegion, SetupState } from '../model';
import type { GameData } from './gameData';
import type { Scenario } from './scenarioSchema';

type Sink = (path: string, code: 'unknownReference', message: string) => void;

/** 13.1.1.1 the areas (in the portion of the map in play) of a province, a minor country or one area, by id; null when unknown. */
export function regionFor(s: Pick<Scenario, 'mapPortion' | 'minors'>, data: GameData, id: string): SetupRegion | null {
  const portion = s.mapPortion === 'all' ? null : new Set(s.mapPortion);
  const inPlay = (a: AreaId) => portion === null || portion.has(a);
  if (/^\d{3}$/.test(id))
    return data.hasArea(id as AreaId) && inPlay(id as AreaId)
      ? { id, name: data.names?.area(id) ?? `area ${id}`, areas: [id as AreaId] }
      : null;
  const land = data.land;
  if (!land?.landAreas) return null;
  const province = land.landAreas.filter((a) => land.area(a)?.province === id);
  const minor = province.length > 0 ? [] : land.landAreas.filter((a) => land.area(a)?.minor === id);
  const areas = (province.length > 0 ? province : minor).filter(inPlay);
  if (areas.length === 0) return null;
  const name = data.names?.slug(id) ?? s.minors.find((m) => m.id === id)?.name ?? id;
  return { id, name, areas };
}

/** 13.1.1.1 every region names a province, minor or area in play that holds the force's listed place. */
export function setupRegionErrors(s: Scenario, data: GameData, err: Sink): void {
  const check = (path: string, region: string | undefined, area: string | undefined) => {
    if (region === undefined) return;
    if (area === undefined)
      return err(`${path}.region`, 'unknownReference', 'only a force set up in an area may be given for a region (13.1.1.1)');
    if (!data.land) return; // without map facts the regions cannot be checked (tests built by hand)
    const r = regionFor(s, data, region);
    if (!r)
      return err(
        `${path}.region`,
        'unknownReference',
        `${region} is neither a province, a minor country nor an area of the portion in play (13.1.1.1)`,
      );
    if (!r.areas.includes(area as AreaId))
      err(
        `${path}.region`,
        'unknownReference',
        `area ${area} is not in ${r.name}: the listed place must be one of the region's (13.1.1.1)`,
      );
  };
  s.forces.corps.forEach((c, i) => check(`forces.corps.${i}`, c.region, c.area));
  s.forces.garrisons.forEach((g, i) => check(`forces.garrisons.${i}`, g.region, g.area));
}

/** 13.1.1 the setup record (absent when no force is given for a region: the game starts as listed). */
export function buildSetup(s: Scenario, data: GameData, handleOf: ReadonlyMap<string, CounterId>): SetupState | undefined {
  const ownerOf = (n: string): MajorPower | null => (isMajorPower(n) ? n : (s.minors.find((m) => m.id === n)?.controller ?? null));
  const regionOf = (id: string, area: string): SetupRegion =>
    regionFor(s, data, id) ?? { id, name: data.names?.slug(id) ?? id, areas: [area as AreaId] };
  const forces: SetupForce[] = [];
  for (const c of s.forces.corps) {
    const owner = ownerOf(c.nationality);
    const counter = handleOf.get(c.id);
    if (c.region === undefined || c.area === undefined || owner === null || counter === undefined) continue;
    forces.push({ kind: 'corps', counter, owner, region: regionOf(c.region, c.area) });
  }
  for (const g of s.forces.garrisons) {
    const owner = ownerOf(g.nationality);
    if (g.region === undefined || owner === null) continue;
    forces.push({
      kind: 'garrison',
      nationality: g.nationality as Nationality,
      owner,
      area: g.area as AreaId,
      city: (g.city ?? null) as CityId | null,
      region: regionOf(g.region, g.area),
    });
  }
  return forces.length > 0 ? { forces, settled: false } : undefined;
}
