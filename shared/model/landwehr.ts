// v2.71 12.11 (option `militiaAndLandwehr`): militia in corps and the Austrian and Prussian landwehr.
import type { MajorPower } from './powers';

/** 12.11.3 the two powers that may raise a landwehr. */
export const LANDWEHR_POWERS = ['austria', 'prussia'] as const satisfies readonly MajorPower[];
/** 12.11.1 the powers whose corps hold militia only inside their original home nation. */
export const MILITIA_AT_HOME_POWERS = ['britain', 'russia', 'spain'] as const satisfies readonly MajorPower[];

/** 12.11.3 / 12.11.3.1 / 12.11.2 decisions, each answered with one value (`choice`). */
export const LANDWEHR_ONE_KINDS = [
  // 12.11.3 / 12.11.3.1 raise or stand down the landwehr, in the 8.9 step: `keep` · `activate` · `deactivate`
  'landwehr/decide',
  // 12.11.2 before the first turn of an 1805 campaign, orders: `end` · `convert:g:<area>:<city>` · `convert:c:<counter>:<city>`
  'landwehr/setupMilitia',
] as const;
export type LandwehrOneKind = (typeof LANDWEHR_ONE_KINDS)[number];

/** 12.11.2 one power's set-up conversion: at most `limit` infantry factors, `used` so far. */
export interface MilitiaSetup {
  readonly power: MajorPower;
  readonly limit: number;
  readonly used: number;
  readonly done: boolean;
}

/** The 12.11 record (absent: the option was never in play, or nothing has happened yet). */
export interface LandwehrState {
  /** 12.11.3 powers whose landwehr is active now. */
  readonly active: readonly MajorPower[];
  /** 12.11.3.1 powers that have ever raised one (the higher German Confederation penalty stays). */
  readonly ever: readonly MajorPower[];
  /** 12.11.3 powers that have surrendered unconditionally to another major power in this game. */
  readonly surrendered: readonly MajorPower[];
  /** 12.11.2 the set-up conversions of an 1805 campaign; absent until they open. */
  readonly setup?: readonly MilitiaSetup[];
  /** The set-up conversions (and the set-up reading of the landwehr) have been handled. */
  readonly started?: boolean;
}

export const EMPTY_LANDWEHR: LandwehrState = { active: [], ever: [], surrendered: [] };
