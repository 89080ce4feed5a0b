import { OUTSIDE_WINTER_ZONE } from '../model';
import type { AreaId, CityId, EconomyMap, LandMap, NavalMap, OptionalRuleId, ProvinceId } from '../model';

/**
 * Map facts the engine needs, supplied by whoever loads `shared/data` (the host, tests).
 * The engine never imports the data tables directly, so it runs before they land.
 */
export interface GameData {
  /** Whether the area exists on the map (scenario validation, 13.1). */
  hasArea(area: AreaId): boolean;
  /** Whether the city exists on the map (scenario validation, 13.1). */
  hasCity(city: CityId): boolean;
  /** 9.2 Whether winter rules apply in the area. */
  inWinterZone(area: AreaId): boolean;
  /** Land Phase map facts (7.2-7.4); without them no area can be entered. */
  readonly land?: LandMap;
  /** 8.0 Economic Phase map facts (province values, capitals, ports); without them nothing is collected. */
  readonly economy?: EconomyMap;
  /** Issue 15: names of areas ("Ulm (area 320)") and of cities, provinces and minors by id, for player-facing text. */
  readonly names?: { area(id: string): string | undefined; slug(id: string): string | undefined };
  /** Naval Phase map facts (6.2): sea areas, ports and blockade boxes; without them no fleet moves. */
  readonly naval?: NavalMap;
  /** 12.2.1 (option) the same facts with the optional crossing arrows a game's options switch on. */
  readonly forRules?: (rules: Partial<Readonly<Record<OptionalRuleId, boolean>>>) => GameData;
}

/**
 * 12.2.1 (option) the map facts of one game: the optional crossing arrows its options switch on.
 * Called where the engine receives `data` (a command, a view, an answer), so every rule sees one map.
 */
export function dataForGame(data: GameData, state: { readonly options: { readonly rules: Partial<Readonly<Record<OptionalRuleId, boolean>>> } }): GameData {
  return data.forRules ? data.forRules(state.options.rules) : data;
}

/** No naval map: no sea area or port is known, so no fleet moves. */
export const NO_NAVAL_MAP: NavalMap = { seaAreas: [], sea: () => undefined, ports: [], port: () => undefined, crossings: [] };

/** No land map: no land area is known, so nothing moves and no depot can be placed. */
export const NO_LAND_MAP: LandMap = {
  area: () => undefined,
  edges: () => [],
  depotLimit: () => 0,
  corpsLimits: () => undefined,
};

/** Land and sea areas are numbered 001-788 on the map. */
export function isPrintedAreaNumber(area: string): boolean {
  if (!/^\d{3}$/.test(area)) return false;
  const n = Number(area);
  return n >= 1 && n <= 788;
}

/**
 * Used until the map data is plugged in: accepts any printed area number and any city, and
 * treats every area as in the winter zone.
 */
export const NO_MAP_DATA: GameData = {
  hasArea: isPrintedAreaNumber,
  hasCity: () => true,
  inWinterZone: () => true,
  land: NO_LAND_MAP,
};

/** 9.2 The winter zone from each area's province or minor country (slug of its printed name). */
export function winterZoneByProvince(provinceOf: (area: AreaId) => ProvinceId | undefined): (area: AreaId) => boolean {
  const south = new Set<string>(OUTSIDE_WINTER_ZONE);
  return (area) => {
    const p = provinceOf(area);
    return p === undefined || !south.has(p);
  };
}
