// Section 10 records of the general rules (issue 18, general branch): multi-district minors
// created under v2.71 10.4.5 and the Austrian Tyrol revolt corps (10.1.5).
import type { GameDate } from './calendar';
import type { AreaId, CityId, MinorId, ProvinceId } from './ids';
import type { MajorPower } from './powers';

/** v2.71 10.4.5 one secondary district joined to a primary district in the New Political Combinations Step. */
export interface DistrictLink {
  /** The union's id in `assets/minors/minors.json` (`districtUnions`). */
  readonly union: string;
  readonly primary: MinorId;
  readonly secondary: MinorId;
  readonly created: GameDate;
}

/** 10.1.5 the Tyrol corps: which war it was raised in, and wars in which it may not come back (10.1.5.1.2). */
export interface TyrolRecord {
  /** The power holding the ceded Tyrol whose war with Austria brought the corps out. */
  readonly against: MajorPower;
  /** When that war began (`political.warsBegan`), so a later war is a new one. */
  readonly warSince: GameDate | null;
}

/** 10.2.1.1 a minor's fleet counter off the map and the ships it had. */
export interface KeptFleet {
  readonly id: string;
  readonly name: string;
  readonly nationality: string;
  readonly ships: number;
}

/** 10.3.2.1 / 10.8 who holds a city whose forces belong to several powers, none the territory's controller, as the dice decided. */
export interface CityHolderRecord {
  readonly area: AreaId;
  readonly city: CityId;
  readonly power: MajorPower;
}

/** What the general rules keep from turn to turn (absent in games made before: nothing). */
export interface GeneralState {
  readonly links?: readonly DistrictLink[];
  readonly tyrol?: TyrolRecord | null;
  /** 10.3.2.1 mixed city garrisons without the territory's controller: the power the dice gave the city to. */
  readonly cityHolders?: readonly CityHolderRecord[];
  /** 10.4.3.2 a printed secondary district still part of its minor (no entry of its own) whose cities another power holds: since when. */
  /** 10.2.1.1 / 10.5.2.3 fleets of minors conquered or turned neutral, off the map at the strength they had. */
  readonly keptFleets?: readonly KeptFleet[];
  readonly districtOccupations?: readonly { readonly minor: MinorId; readonly by: MajorPower; readonly since: GameDate }[];
  /** 10.2.2 ceded provinces whose cities a power at war with their holder held at a Conquest Step: since when. */
  readonly cededOccupations?: readonly { readonly province: ProvinceId; readonly by: MajorPower; readonly since: GameDate }[];
  /** 12.3.2 (option) minors British training can reach that are British free states now: the first month of the unbroken run. */
  readonly britishSince?: readonly { readonly minor: MinorId; readonly since: GameDate }[];
  /** v2.71 10.4.5.4 minors British training reaches besides Hanover and Portugal (Holland, once Flanders joined it). */
  readonly britishTrainingAlso?: readonly MinorId[];
  /** v2.71 10.4.5.3 (option greaterSweden) the infantry box every Swedish corps has grown to (10 or 14); never shrinks. */
  readonly swedishCorpsInfantry?: number;
}

/**
 * v2.71 10.4.5.3 a corps counter's boxes as they stand now: the printed `limits`, except that
 * Swedish corps hold the infantry Sweden's manpower has let them grow to (`swedishCorpsInfantry`,
 * rules/general/sweden.ts); cavalry stays at the printed 2. Read wherever a box is filled.
 */
export function corpsLimitsNow<L extends { readonly infantry?: number }>(state: { readonly general?: GeneralState }, nationality: string, limits: L): L {
  const grown = nationality === 'sweden' ? state.general?.swedishCorpsInfantry : undefined;
  return grown !== undefined && grown > (limits.infantry ?? 0) ? { ...limits, infantry: grown } : limits;
}

/** Decisions of the general rules, answered with a list (`choices`). */
export const GENERAL_MANY_KINDS = [
  // v2.71 10.4.5 multi-district minors and 10.2.3 neutralising minors, in the 8.9 step
  'general/districts',
] as const;
/** Decisions of the general rules, answered with one value (`choice`). */
export const GENERAL_ONE_KINDS = [
  // 10.1.5 the Tyrol corps placed at the start of an Austrian Land Movement Step
  'general/tyrol',
] as const;
export type GeneralManyKind = (typeof GENERAL_MANY_KINDS)[number];
export type GeneralOneKind = (typeof GENERAL_ONE_KINDS)[number];
