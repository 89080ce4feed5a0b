import type { AreaId, CityId } from '../model';
import type { MapQuery } from '../data/map';
import type { GameData } from './gameData';

/**
 * The engine's map facts from the validated map data (`loadMap()` in shared/data/map). The
 * winter zone (9.2) is read from each area's own flag.
 */
export function gameDataFromMap(map: MapQuery): GameData {
  return {
    hasArea: (area: AreaId) => map.areaById(area) !== undefined,
    hasCity: (city: CityId) => map.cityById(city) !== undefined,
    inWinterZone: (area: AreaId) => map.areaById(area)?.winterZone ?? true,
  };
}
