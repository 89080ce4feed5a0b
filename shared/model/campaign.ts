// Section 14 campaign state that outlives a step: uncontrolled major powers (v2.71 14.3) and
// replaced players (v2.71 19.2). Owned by the `ump` work; the 14.2 power selection fills
// `umps` with the powers no player takes (or a scenario lists them).
import type { MajorPower } from './powers';
import type { GameDate } from './calendar';
import type { CorpsType, Factors } from './forces';
import type { CorpsId, FleetId } from './ids';
import type { RuleRef } from './verdict';

/** v2.71 14.3.2 an uncontrolled major power is always one of these. */
export const UMP_STATUSES = ['active', 'inactive', 'neutral'] as const;
export type UmpStatus = (typeof UMP_STATUSES)[number];

/** What a neutral UMP's forces were when they left the board (14.3.6). */
export interface StoredUmpForces {
  /** Army factors by type, summed over its corps and garrisons. */
  readonly factors: Factors;
  /** Ships of its fleets. */
  readonly ships: number;
  /** 14.3.3.5 its corps counters (not the feudal, insurrection or Tyrol ones, which come back their own way), to be set up again. */
  readonly corps?: readonly { readonly id: CorpsId; readonly name: string; readonly type: CorpsType; readonly movement: number }[];
  /** 14.3.3.5 its fleet counters, to be set up again. */
  readonly fleets?: readonly { readonly id: FleetId; readonly name: string; readonly maxShips: number }[];
}

/** One uncontrolled major power. */
export interface UmpRecord {
  readonly power: MajorPower;
  readonly status: UmpStatus;
  /** The major power whose player runs it now (null while neutral or before the first control step). */
  readonly controller: MajorPower | null;
  /** 14.3.2 the power that most recently controlled it: wins ties. */
  readonly lastController: MajorPower | null;
  /** 19.2.1 a power whose player left stays active until the next UMP Control Step. */
  readonly activeUntilControlStep?: boolean;
  /** 14.3.6.1 Economic Phases spent neutral since it last was controlled. */
  readonly neutralPhases: number;
  /** 14.3.6 forces taken off the board while neutral. */
  readonly stored?: StoredUmpForces;
}

/** 19.2.2 an alliance a new player inherited: it may not be broken before `until`. */
export interface AllianceLock {
  readonly power: MajorPower;
  readonly ally: MajorPower;
  readonly until: GameDate;
}

export interface CampaignState {
  readonly umps: readonly UmpRecord[];
  /** 19.2.2 powers a new player will take at the start of the next Economic Phase. */
  readonly newPlayers: readonly MajorPower[];
  readonly allianceLocks: readonly AllianceLock[];
  /** 14.3.1 the control step before the game started has been played. */
  readonly pregameControlDone: boolean;
  /** A control step collecting overtures now: which UMPs, before the game (14.3.1), or for a left player (19.2.1). */
  readonly control?: { readonly umps: readonly MajorPower[]; readonly pregame: boolean; readonly leftPlayer: MajorPower | null };
}

export const EMPTY_CAMPAIGN: CampaignState = { umps: [], newPlayers: [], allianceLocks: [], pregameControlDone: false };

/** The campaign decisions answered with a list: 14.3.1.1.1 a power's secret overtures. */
export const CAMPAIGN_MANY_KINDS = ['campaign/umpOverture'] as const;
export type CampaignManyKind = (typeof CAMPAIGN_MANY_KINDS)[number];

/** 19.2 what the referee (the host) does to a seat. */
export const REFEREE_ACTIONS = ['leave', 'take'] as const;
export type RefereeAction = (typeof REFEREE_ACTIONS)[number];

/** One modifier of an overture roll, tagged with its rule (shown in the log and the dialog). */
export interface OvertureModifier {
  readonly rule: RuleRef;
  readonly label: string;
  readonly value: number;
}

/** Events of the campaign rules (14.3, 19.2). */
export type CampaignEvent =
  /** 14.3.1.1.1 one power's overture roll for one UMP: two dice, modifiers and the total. */
  | { readonly type: 'umpOvertureRolled'; readonly ump: MajorPower; readonly power: MajorPower; readonly dice: readonly number[]; readonly modifiers: readonly OvertureModifier[]; readonly total: number; readonly rule: RuleRef }
  /** 14.3.2 who controls the UMP now and how (a tie's roll-off is its own diceRolled). */
  | { readonly type: 'umpControlDecided'; readonly ump: MajorPower; readonly controller: MajorPower | null; readonly status: UmpStatus; readonly rule: RuleRef; readonly reason: string }
  /** 14.3.6 a neutral UMP's forces left the board (public: the counters vanish). */
  | { readonly type: 'umpForcesStored'; readonly ump: MajorPower; readonly corps: number; readonly fleets: number; readonly rule: RuleRef }
  /** 19.2.1 a player left: the power is an uncontrolled major power from now on. */
  | { readonly type: 'playerLeft'; readonly power: MajorPower; readonly rule: RuleRef }
  /** 19.2.2 a new player was found for the power: takes it at the next Economic Phase. */
  | { readonly type: 'newPlayerFound'; readonly power: MajorPower; readonly rule: RuleRef }
  /** 19.2.2 the new player took the power; these alliances are locked until the date. */
  | { readonly type: 'newPlayerTookPower'; readonly power: MajorPower; readonly lockedAllies: readonly MajorPower[]; readonly until: GameDate; readonly rule: RuleRef };

// ---- facts other phases read (kept here so the political rules need no import of the campaign rules) ----

/** 14.3.5 / 19.2.1 the power is an uncontrolled major power that is inactive now. */
export function inactiveUmp(state: { readonly campaign?: CampaignState }, power: MajorPower): boolean {
  const u = state.campaign?.umps.find((x) => x.power === power);
  return u !== undefined && u.status !== 'active' && u.activeUntilControlStep !== true;
}

/** 19.2.2 the date before which `power` may not break its inherited alliance with `ally` (null: free). */
export function allianceLockedUntil(state: { readonly campaign?: CampaignState; readonly date: GameDate }, power: MajorPower, ally: MajorPower): GameDate | null {
  const lock = state.campaign?.allianceLocks.find((l) => l.power === power && l.ally === ally);
  if (!lock) return null;
  const d = state.date;
  return d.year < lock.until.year || (d.year === lock.until.year && d.month < lock.until.month) ? lock.until : null;
}
