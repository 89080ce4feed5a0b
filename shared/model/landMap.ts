import type { MajorPower } from './powers';
import type { AreaId, CityId, MinorId, ProvinceId } from './ids';
import type { CorpsType, Factors } from './forces';

/** How one land area touches another for land movement: across a border, or by a crossing arrow (7.3.1). */
export interface LandEdge {
  readonly to: AreaId;
  /** 7.3.1 a river on the border: +1 into an area with an unbesieged enemy corps. */
  readonly river: boolean;
  /** 7.3.1 crossing arrow: +1 always, blocked by an enemy fleet in this sea area. */
  readonly crossingSea: AreaId | null;
  /**
   * 12.2.1.2 (option) a Danish or Swedish arrow: its two land areas. An enemy fleet cannot close
   * it while land forces at war with that fleet stand in both. Absent when the option is off.
   */
  readonly heldEnds?: readonly [AreaId, AreaId];
  /** opt:12.2.1 (v2.71 option) a wide strait (type 2): 2 points instead of 1, supply only between depots on both shores. */
  readonly wideStrait?: true;
}

export type LandTerrain = 'clear' | 'forest' | 'mountain' | 'marsh' | 'desert';

/** The land facts of one area the land rules read. */
export interface LandAreaFacts {
  readonly terrain: LandTerrain;
  /** 7.4.1 forage value; null where none is printed. */
  readonly forage: number | null;
  /** The major power whose 1805 home nation holds the area, if any. */
  readonly homeOf: MajorPower | null;
  /** The minor country the area belongs to, if any. */
  readonly minor: MinorId | null;
  /**
   * `fleches` is the 7.5.4.1.1.1 siege value (0 when absent); `nationalCapital` marks a major
   * power's national capital (7.5.2.10.3.1 retreats toward it; the power is the area's `homeOf`).
   */
  readonly cities: readonly { readonly id: CityId; readonly spires: number; readonly fleches?: number; readonly nationalCapital?: boolean }[];
  /** The province the area lies in (absent on maps built by hand for tests). */
  readonly province?: ProvinceId | null;
}

/**
 * Map facts for the Land Phase rules (7.2-7.4), supplied by `gameDataFromMap`. Kept in the
 * model so rules and engine share it without importing the map tables.
 */
export interface LandMap {
  /** Undefined for sea areas and unknown numbers. */
  area(id: AreaId): LandAreaFacts | undefined;
  /** Land neighbours (borders and crossing arrows). */
  edges(id: AreaId): readonly LandEdge[];
  /** 7.2 depots a power may have on the map at once. */
  depotLimit(power: MajorPower): number;
  /**
   * 2.4.2.1 the printed maximum factors of a corps counter, found by its roster id (the id a
   * scenario, a purchase or a levy gives the corps, e.g. "france-i"), if the roster knows it.
   */
  corpsLimits(corps: { readonly nationality: string; readonly id: string }): CorpsLimits | undefined;
  /** 10.1.1 provinces with a printed guerilla value and their areas (absent: none). */
  readonly guerillaProvinces?: readonly { readonly id: ProvinceId; readonly guerilla: number; readonly areas: readonly AreaId[] }[];
  /** 10.2.1 / 10.4 a minor country's capital (city and area), its number of districts and the cities of its primary district. */
  minorCountry?(id: MinorId): MinorCountryFacts | undefined;
  /** Every land area, in map order (absent on maps built by hand for tests). */
  readonly landAreas?: readonly AreaId[];
  /** 7.2.2 / 7.4.3 port cities, for sea supply (absent: no sea supply). */
  readonly ports?: readonly PortFacts[];
  /** 7.4.4 a sea area's flags and the land areas on its coast (undefined for land areas). */
  sea?(id: AreaId): SeaFacts | undefined;
  /** 7.3.1.1 the nationality's corps counters as printed: type and movement (absent: no counter data). */
  corpsCounters?(nationality: string): readonly CorpsCounterFacts[];
}

/** 7.3.1.1 what a corps counter prints: its designation, type, and movement ("3", "(3)" or "5"). */
export interface CorpsCounterFacts {
  /** Its roster id ("france-i"), the id its corps carries in the game. */
  readonly id: string;
  readonly designation: string;
  readonly type: CorpsType;
  readonly movement: { readonly printed: 3 | 5; readonly parenthesized: boolean };
}

/** 7.4.3 a port as sea supply reads it. */
export interface PortFacts {
  readonly city: CityId;
  readonly area: AreaId;
  /** Sea areas the port opens onto. */
  readonly seas: readonly AreaId[];
  /** Inside the Dardanelles (Black Sea basin). */
  readonly blackSea: boolean;
  readonly northOfIceLine: boolean;
}

/** 7.4.4 a sea area as invasion supply reads it. */
export interface SeaFacts {
  readonly blackSea: boolean;
  readonly northOfIceLine: boolean;
  /** Land areas touching the sea area. */
  readonly coast: readonly AreaId[];
}

/** 10.2.1 / 10.4 what conquest reads of a minor country. */
export interface MinorCountryFacts {
  readonly capital: CityId;
  readonly capitalArea: AreaId;
  readonly districts: number;
  /** Cities of the major (first) district, capital included. */
  readonly primaryCities: readonly { readonly area: AreaId; readonly city: CityId }[];
}

/** 2.4.2.1 a corps counter's boxes; militia shares the infantry box, fills it alone, or is barred. */
export interface CorpsLimits {
  readonly limits: Factors;
  readonly militia: 'shared' | 'only' | 'none';
}
