import type { MajorPower } from './powers';

// 14.2 (reconstructed) Selecting the major powers of a campaign game, and who plays what.

/** 14.2.1 decisions of the selection before the first turn: each player's secret bids. */
export const CAMPAIGN_DECISION_KINDS = ['campaign/bid'] as const;
export type CampaignDecisionKind = (typeof CAMPAIGN_DECISION_KINDS)[number];

/** 14.2.1 (reconstructed) the highest bid a player may write for one power, in victory points. */
export const MAX_BID = 30;

/**
 * 14.2.1 (reconstructed) the order the powers are given out in once the bids are revealed;
 * player n answers the bidding at the n-th power in play of this order (its "chair").
 */
export const SELECTION_ORDER: readonly MajorPower[] = ['britain', 'france', 'russia', 'austria', 'prussia', 'spain', 'turkey'];

/** How a campaign's powers are chosen, chosen with the game (stored with its options). */
export interface SelectionSettings {
  /** People (or computer players) taking part in the bidding: 2-7. */
  readonly players: number;
  /** 14.2.2 a player may take a second power in a second round of bids. */
  readonly twoPowers: boolean;
}

/** One player of the selection: where he answers, what he bid and what he won. */
export interface CampaignPlayer {
  /** 0-based, in chair order. */
  readonly index: number;
  /** The power at whose seat this player answers the bidding (not necessarily one he wins). */
  readonly chair: MajorPower;
  /** The powers he won, in the order won (two with 14.2.2). */
  readonly powers: readonly MajorPower[];
}

/** 14.2 what the selection left: the players, the winning bids and the uncontrolled powers. */
export interface SelectionState {
  readonly players: readonly CampaignPlayer[];
  /** 14.2.1 each taken power's winning bid, taken from its starting victory points (2.4.3.2). */
  readonly bids: Partial<Record<MajorPower, number>>;
  /** 14.3 the powers no player took: uncontrolled major powers (the UMP pre-game control step reads this). */
  readonly umps: readonly MajorPower[];
  /** False while the bids are being collected. */
  readonly settled: boolean;
}

/**
 * 8.1.3.2 / 8.1.3.2.3 A campaign's end as the end screen shows it (public): each power's
 * points, what the final count added (controlled manpower, or v2.71 national objectives) and
 * its victory level, and who played what (14.2.2 players with two powers).
 */
export interface CampaignEndView {
  readonly powers: readonly {
    readonly power: MajorPower;
    readonly victoryPoints: number;
    /** 8.1.3.2.3.2 controlled manpower (or v2.71 8.1.3.2.3.1 national objectives) added at the end. */
    readonly extra: number;
    readonly extraLabel: string;
    readonly extraRule: string;
    readonly level: number;
    /** 14.2.1 the winning bid taken off at the start (0 without bidding). */
    readonly bid: number;
  }[];
  /** The players: powers one player ran together (14.2.2), or alone. */
  readonly players: readonly (readonly MajorPower[])[];
  /** 14.3 powers no player controlled. */
  readonly umps: readonly MajorPower[];
}
