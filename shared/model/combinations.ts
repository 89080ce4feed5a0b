import type { MajorPower } from './powers';
import type { GameDate } from './calendar';

/**
 * Section 11 New Political Combinations: the "super" minor free states a power may declare in the
 * 8.9 step (11.1-11.6) and the 11.8 dominant powers. Plain data kept in `GameState.combinations`.
 */
export const COMBINATION_IDS = ['poland', 'kingdom-of-italy', 'kingdom-of-westphalia', 'kingdom-of-bavaria', 'german-confederation', 'ottoman-empire'] as const;
export type CombinationId = (typeof COMBINATION_IDS)[number];

/** One combination in existence: who runs it and what it holds (minor countries and provinces). */
export interface Combination {
  readonly id: CombinationId;
  /** Its name as the creator's rule gives it (v2.71 11.5.1.2-4: German, North German, Rhine). */
  readonly name: string;
  readonly controller: MajorPower;
  /** v2.71 11.5.1.6.1 the second creator when Austria and Prussia both chose C.9. */
  readonly partner?: MajorPower;
  readonly minors: readonly string[];
  readonly provinces: readonly string[];
  readonly created: GameDate;
  /** v2.71 11.5.1.4 France's choice about the Palatinate, kept for good once made. */
  readonly palatinate?: boolean;
  /** 11.4.3 / 11.4.3.1 who has held the Tyrol's capital (Salzburg) unbesieged since when (7.7). */
  readonly occupation?: { readonly by: MajorPower; readonly since: GameDate };
}

/**
 * 11.1.3.2 / 11.4.3.3 a Poland or Kingdom of Bavaria whose minor turned neutral: it stays on the
 * map as one neutral minor of several districts. `minor` carries it (Poland, Bavaria): whoever is
 * given control of that minor (4.6) or conquers it (10.2) takes the whole kingdom. Its provinces
 * are held by nobody meanwhile; `home` keeps the power each one was taken from.
 */
export interface NeutralCombination {
  readonly id: 'poland' | 'kingdom-of-bavaria';
  readonly name: string;
  readonly minor: string;
  readonly minors: readonly string[];
  readonly provinces: readonly { readonly province: string; readonly home: MajorPower }[];
  readonly since: GameDate;
}

/** The lasting record of section 11 (absent: nothing created, the printed dominant powers). */
export interface CombinationsState {
  readonly active: readonly Combination[];
  /** 11.1.3.2 / 11.4.3.3 the kingdoms kept on the map as neutral minors (absent: none). */
  readonly neutral?: readonly NeutralCombination[];
  /** 11.1.1.2 the power holding the Polish loyalty marker (it runs the Polish forces, 11.1.3.3). */
  readonly polishLoyalty: MajorPower | null;
  /** 11.8 the dominant powers now (France and Great Britain at the start). */
  readonly dominant: readonly MajorPower[];
  /** 11.9.1.2 played powers spared civil disorder in the Economic Phase of `since`: at the next Peace Step they must accept any peace. */
  readonly mustAcceptPeace?: readonly { readonly power: MajorPower; readonly since: GameDate }[];
  /** 11.8.2.5 the one leader each risen power chose to improve (+1 to each rating while it stays dominant). */
  readonly improvedLeaders?: readonly { readonly power: MajorPower; readonly leader: string }[];
  /** 11.8.2.6 ceded provinces a risen power held when it became dominant: now its home provinces. */
  readonly turnedHome?: readonly { readonly power: MajorPower; readonly province: string; readonly since: GameDate }[];
}

/** 8.9 the decision a qualifying power answers: which combinations to create or change. */
export const COMBINATION_DECISION_KINDS = ['campaign/newCombinations'] as const;
export type CombinationDecisionKind = (typeof COMBINATION_DECISION_KINDS)[number];

/** 11.8 France and Great Britain start dominant. */
export const PRINTED_DOMINANT: readonly MajorPower[] = ['france', 'britain'];
