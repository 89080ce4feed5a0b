// 8.0 The Economic Phase's records: what the engine keeps between phases (treasury history,
// debts, loans, trade restrictions, the war with the United States, economic manipulation
// settings, purchased counters) and each power's worksheet of the phase (the back of the
// printed National Card: every line of income, expense and purchase with its reason).
// Money and manpower are private (2.4.2, 8.0): `viewFor` hands each seat its own worksheets
// and only the loans, subsidies and debts it is party to.
import type { ByPower, MajorPower } from './powers';
import type { AreaId, CityId, LeaderId, MinorId, ProvinceId } from './ids';
import type { GameDate } from './calendar';
import type { Nationality } from './forces';
import type { RuleRef } from './verdict';

/** 10.5.1 Zone lines of the Political Status Display, worst first. */
export const STATUS_ZONE_IDS = ['fiasco', 'instability', 'neutral', 'dominant'] as const;
export type StatusZoneId = (typeof STATUS_ZONE_IDS)[number];

/** A box of the Political Status Display, by zone and its number from the left of the zone. */
export interface StatusBoxRef {
  readonly zone: StatusZoneId;
  readonly box: number;
}

/** 12.5 Squares of the Economic Manipulation Display (the chart names them the same way). */
export const MANIPULATION_SETTING_IDS = ['plus2', 'plus1Money', 'plus1Manpower', 'zero', 'minus2Money', 'minus2Manpower', 'minus3'] as const;
export type ManipulationSettingId = (typeof MANIPULATION_SETTING_IDS)[number];

/** 8.5.3 What a power (or a minor free state) may buy by the factor. */
export const PURCHASE_UNITS = ['infantry', 'militia', 'cavalry', 'guard', 'artillery', 'ship'] as const;
export type PurchaseUnit = (typeof PURCHASE_UNITS)[number];

/**
 * 8.7.3 / 8.8 / 4.4 a home-nation province held by another power. `home` is the power whose
 * home nation it is; a province ceded back to it is no longer listed (8.8.6).
 * (Record added for the Economic Phase; the political engineer's peace terms write it too.)
 */
export interface CededProvince {
  readonly province: ProvinceId;
  readonly home: MajorPower;
  readonly holder: MajorPower;
}

/**
 * 8.5.2 A formal debt from peace terms (B.3, C.3, C.7): `amount` money each Economic Phase for
 * `phases` more phases; null amount means the debtor's overseas trade money of that phase (C.7).
 */
export interface FormalDebt {
  readonly id: string;
  readonly debtor: MajorPower;
  readonly creditor: MajorPower;
  readonly term: string;
  readonly amount: number | null;
  readonly phases: number;
  /** What is still owed from earlier phases (8.5.2: the unpaid remainder stays a formal debt). */
  readonly arrears: number;
}

/** 8.3 money lent (not given) by one power to an ally: an informal debt (8.5.2 may repay). */
export interface Loan {
  readonly id: string;
  readonly lender: MajorPower;
  readonly borrower: MajorPower;
  readonly amount: number;
  readonly date: GameDate;
}

/** 4.4 peace term B.6 (and 12.9): `power` may not trade with Great Britain, or with America. */
export interface TradeRestriction {
  readonly power: MajorPower;
  readonly with: 'britain' | 'america';
  readonly by: MajorPower;
  /** The last month it binds (the enforced peace's 18 months, as the political record keeps it); none = for good. */
  readonly until?: GameDate;
}

/** 8.4.3 / 10.6.4 a leader removed under peace condition C.6, waiting to be returned. */
export interface RemovedLeader {
  readonly id: LeaderId;
  readonly name: string;
  readonly owner: MajorPower;
  /** 10.6.4.2 political points to return it now (strategic + tactical; Nelson 10). */
  readonly cost: number;
}

/** 8.5.4 a corps or fleet counter bought this quarter, to be placed within three months (5.1.1, 5.2.1.2). */
export interface PurchasedCounter {
  readonly power: MajorPower;
  readonly nationality: Nationality;
  readonly kind: 'corps' | 'fleet';
  /** The counter's roster id in assets/forces and its printed designation. */
  readonly roster: string;
  readonly designation: string;
  /** The last month it may be placed in. */
  readonly until: GameDate;
}

/** One line of a worksheet: what it is, what it moved, why, and whether it counted. */
export interface WorksheetLine {
  readonly section: WorksheetSection;
  readonly label: string;
  readonly money: number;
  readonly manpower: number;
  readonly rule: RuleRef;
  /** False for a source that paid nothing this time (the reason is in `why`). */
  readonly counted: boolean;
  /** Why it paid less or nothing: blockaded, besieged, occupied capital, ice, not wished … */
  readonly why?: string;
}

export const WORKSHEET_SECTIONS = ['carried', 'taxes', 'trade', 'overseas', 'gold', 'manpower', 'manipulation', 'transfers', 'maintenance', 'debts', 'purchases', 'surplus'] as const;
export type WorksheetSection = (typeof WORKSHEET_SECTIONS)[number];

/** 8.5.3 / 8.5.3.5 factors or ships bought this phase, and when they arrive. */
export interface PurchaseLine {
  readonly unit: PurchaseUnit;
  readonly count: number;
  readonly money: number;
  readonly manpower: number;
  readonly arrives: GameDate;
  /** Section 11 a combination's pooled sheet buys for its members: whose factors these are (absent: the sheet's own). */
  readonly nationality?: Nationality;
  /** 12.1.2 (option) a ship purchase's building port: the only port the ships may enter play in. */
  readonly port?: CityId;
}

/**
 * The back of the National Card for one nationality (a major power, or one of its minor free
 * states, 8.2.3) in one Economic Phase. Totals are running: `money` and `manpower` are what it
 * holds now, after every line so far.
 */
export interface Worksheet {
  readonly power: MajorPower;
  readonly nationality: Nationality;
  readonly name: string;
  readonly date: GameDate;
  readonly lines: readonly WorksheetLine[];
  readonly purchases: readonly PurchaseLine[];
  /** 8.5.4 corps and fleet counters bought this phase (roster id and printed designation). */
  readonly counters: readonly { readonly roster: string; readonly kind: 'corps' | 'fleet'; readonly designation: string }[];
  readonly money: number;
  readonly manpower: number;
  /** 8.5 became bankrupt in this phase (8.5.1 / 8.5.2). */
  readonly bankrupt: boolean;
  /** 10.5.2 collected only half (the economic loss roll failed). */
  readonly halved: boolean;
  /** Set once its expenditure is over. */
  readonly closed: boolean;
  /** Section 11 a combination member whose money and manpower the carrier's sheet holds (11.2.2 …): that sheet's nationality. */
  readonly pooledInto?: Nationality;
}

/** The public record of one Victory Points Step: each power's total and status box (8.1, 10.5). */
export interface EconomicHistoryEntry {
  readonly date: GameDate;
  readonly victoryPoints: Partial<ByPower<number>>;
  /** 10.5 position on the Political Status Display (0 = the leftmost Fiasco box). */
  readonly status: Partial<ByPower<number>>;
}

/** A power's treasury at the end of an Economic Phase (private to it). */
export interface TreasuryEntry {
  readonly date: GameDate;
  readonly power: MajorPower;
  readonly money: number;
  readonly manpower: number;
}

/** 8.2 / 8.4 / 8.5 what the current Economic Phase has collected and decided so far. */
export interface EconomicPhaseRecord {
  readonly date: GameDate;
  /** Private: each power's worksheets (its own and its free states'). */
  readonly worksheets: readonly Worksheet[];
  /** 8.7 powers that collected no home-nation manpower this phase. */
  readonly noHomeManpower: readonly MajorPower[];
  /** 8.5 powers already bankrupt this phase (the -3 is paid once). */
  readonly bankrupt: readonly MajorPower[];
  /** 8.8.5 free states ceded this phase whose new controller has still to accept or conquer them. */
  readonly cessions: readonly { readonly minor: MinorId; readonly from: MajorPower; readonly to: MajorPower }[];
  /** 8.1.3.2 powers that announced victory in this Victory Points Step. */
  readonly announced: readonly MajorPower[];
  /** 8.1.3.2.3 this is the campaign's final Victory Points Step. */
  readonly final: boolean;
}

/**
 * 8.0 The Economic Phase's lasting record (absent in games made before it was built, and in
 * scenarios, which skip the phase, 13.0).
 */
export interface EconomyState {
  /** 10.5 each power's starting box as a track position; its box now adds its political points (see rules/economic/status). */
  readonly statusStart: Partial<ByPower<number>>;
  readonly current: EconomicPhaseRecord | null;
  readonly history: readonly EconomicHistoryEntry[];
  /** Private per power. */
  readonly treasury: readonly TreasuryEntry[];
  readonly debts: readonly FormalDebt[];
  readonly loans: readonly Loan[];
  readonly restrictions: readonly TradeRestriction[];
  /** 8.2.1.2.2.2.2.2 Great Britain's war with the United States, since the Economic Phase of `since`. */
  readonly usWar: { readonly since: GameDate } | null;
  /** 12.5 (option) each power's marker on its Economic Manipulation Display (private). */
  readonly manipulation: Partial<ByPower<ManipulationSettingId>>;
  readonly purchasedCounters: readonly PurchasedCounter[];
  /** 8.7 powers in civil disorder: out of the game for good. */
  readonly civilDisorder: readonly MajorPower[];
  readonly removedLeaders: readonly RemovedLeader[];
  /** 14.2.2 powers played by one player (8.1.3.2.2 averages, 8.1.3.2.3.3 pooled surplus). */
  readonly players: readonly (readonly MajorPower[])[];
  /** 8.1.3.2 the campaign's winners once decided (empty: none yet; a draw is `draw`). */
  readonly outcome: { readonly winners: readonly MajorPower[]; readonly draw: boolean; readonly how: string } | null;
}

/** The Economic Phase's decisions answered with one value (an order, a setting, an answer). */
export const ECONOMIC_ONE_KINDS = [
  'economic/britishVictoryPoints',
  'economic/announceVictory',
  'economic/lending',
  'economic/manipulation',
  'economic/expenditure',
  'economic/cede',
  'economic/acceptCession',
  'economic/levy',
  'economic/disorderClaim',
] as const;
export type EconomicOneKind = (typeof ECONOMIC_ONE_KINDS)[number];
/** The Economic Phase's decisions answered with a list (8.2 trade choices, 8.4.3 leaders to return). */
export const ECONOMIC_MANY_KINDS = ['economic/collection', 'economic/returnLeaders'] as const;
export type EconomicManyKind = (typeof ECONOMIC_MANY_KINDS)[number];
export const ECONOMIC_DECISION_KINDS = [...ECONOMIC_ONE_KINDS, ...ECONOMIC_MANY_KINDS] as const;
export type EconomicDecisionKind = EconomicOneKind | EconomicManyKind;

/**
 * 8.0 Map facts the economic rules read (province values, capitals, ports and their trade),
 * supplied by `gameDataFromMap`; kept in the model so rules and engine share it.
 */
export interface EconomyMap {
  readonly provinces: readonly EconomyProvince[];
  readonly ports: readonly EconomyPort[];
  /** 8.2.1.1 national capitals (two for Russia, 8.2.1.1). */
  readonly nationalCapitals: ByPower<readonly { readonly city: CityId; readonly area: AreaId }[]>;
  /** Printed name of a city, for worksheets and logs. */
  cityName(city: CityId): string;
}

export interface EconomyProvince {
  readonly id: ProvinceId;
  readonly name: string;
  readonly money: number;
  readonly manpower: number;
  readonly capital: CityId;
  readonly capitalArea: AreaId;
  readonly areas: readonly AreaId[];
  /** The major power whose home nation it is (1805), or null for a minor's district. */
  readonly home: MajorPower | null;
  /** The minor country it is a district of, or null. */
  readonly minor: MinorId | null;
  /** 10.1.2.1.1 (C) cossack province. */
  readonly cossack: boolean;
}

export interface EconomyPort {
  readonly city: CityId;
  readonly area: AreaId;
  readonly province: ProvinceId;
  /** 8.2.1.2.1 Great Britain's value first, the controller's second; null where the box prints none. */
  readonly trade: { readonly britain: number; readonly controller: number } | null;
  readonly blackSea: boolean;
  readonly northOfIceLine: boolean;
}
