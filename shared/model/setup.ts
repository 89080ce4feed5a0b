// 13.1.1.1 / 13.1.1.2 a scenario's setup choices, answered by each power before the first turn.
import type { AreaId, CityId, CounterId } from './ids';
import type { Nationality } from './forces';
import type { MajorPower } from './powers';

/**
 * 13.1.1 the one decision of the setup step, answered in secret by every power at once, with one
 * value (`choice`): `listed` (the setup as the scenario lists it) or orders joined by `;`:
 *   at:<counter>:<area>[:<city>]                 a corps stands in an area of its region (in a city of it)
 *   garrison:<counter>:<area>:<city>|depot       a corps' factors (infantry and militia only) garrison a city or depot of its region
 *   move:<area>:<city>|depot><area>:<city>|depot  a garrison given for a region goes to another city or depot of it
 *   pack:<from>><into>                           13.1.1.2 a corps' factors join another corps of its nation; the counter is not used
 */
export const SETUP_ONE_KINDS = ['setup/forces'] as const;
export type SetupOneKind = (typeof SETUP_ONE_KINDS)[number];

/** The answer that keeps the listed setup. */
export const LISTED_SETUP = 'listed';

/** 13.1.1.1 the region a force of the scenario is given for, and the areas it covers (in the portion in play). */
export interface SetupRegion {
  /** A province id, a minor country id or an area number. */
  readonly id: string;
  readonly name: string;
  readonly areas: readonly AreaId[];
}

/** 13.1.1.1 a force that may be set up elsewhere in its region, or packed (13.1.1.2). */
export type SetupForce =
  | { readonly kind: 'corps'; readonly counter: CounterId; readonly owner: MajorPower; readonly region: SetupRegion }
  | {
      readonly kind: 'garrison';
      readonly nationality: Nationality;
      readonly owner: MajorPower;
      readonly area: AreaId;
      readonly city: CityId | null;
      readonly region: SetupRegion;
    };

/** 13.1.1 the record of the setup step (absent: the scenario lists no choice, or an old game). */
export interface SetupState {
  readonly forces: readonly SetupForce[];
  /** Powers that have set up (the step ends when all have). */
  readonly settled: boolean;
}
