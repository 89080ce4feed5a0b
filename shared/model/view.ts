import type { MajorPower, ByPower } from './powers';
import type { AreaId, CorpsId, CounterId } from './ids';
import type { CorpsLocation, GameState } from './state';
import type { VictoryStanding } from './victory';
import type { CorpsType, Factors, Nationality } from './forces';
import type { DecisionAnswer, DecisionKind, PendingDecision } from './decisions';
import type { GameEvent } from './events';
import type { Options } from './options';
import type { RuleRef, Verdict } from './verdict';
import type { StepId } from './turn';
import type { CampaignState } from './campaign';
import type { BattleView } from './battle';
import type { PoliticalState } from './political';
import type { CededProvince, EconomyState } from './economy';
import type { NavyState } from './naval';
import type { CampaignEndView, SelectionState } from './selection';
import type { NeutralCombination } from './combinations';

// What a seat receives instead of the GameState (STYLE D). The types live in the model so the
// protocol and the renderer can name them; `viewFor` in shared/engine builds them.

/** 7.3 One counter's reach in its Land Movement Step, as the engine judges it now. */
export interface MovementReach {
  readonly counter: CounterId;
  /** Movement points left (7.3.1.1 allowance, force march included, less what it spent). */
  readonly left: number;
  /** Areas it can reach: the cheapest cost and route (areas entered in turn, the destination last). */
  readonly reach: readonly { readonly area: AreaId; readonly cost: number; readonly path: readonly AreaId[] }[];
  /** Neighbouring areas it may not enter, each with the engine's verdict. */
  readonly refused: readonly { readonly area: AreaId; readonly verdict: Verdict }[];
}

/** Who is looking: one major power's seat, or a spectator who holds none. */
export type Viewer = MajorPower | 'spectator';

/** 2.4.2 A corps as a viewer sees it: `identity` is null unless it is theirs or revealed to them. */
export interface CorpsView {
  readonly counter: CounterId;
  readonly nationality: Nationality;
  readonly type: CorpsType;
  readonly movement: number;
  readonly location: CorpsLocation;
  readonly identity: { readonly id: CorpsId; readonly name: string; readonly factors: Factors } | null;
  /** B.4 (public) the power this corps is lent to: it moves and fights for that power until the loan ends. */
  readonly lentTo?: MajorPower;
}

/** Another power's decision: who must decide what, never the options. */
export interface OtherDecisionView {
  readonly id: string;
  readonly power: MajorPower;
  readonly kind: DecisionKind;
  readonly step: StepId;
  readonly rule: RuleRef;
  readonly secret: boolean;
}

export interface GroupView {
  readonly id: string;
  readonly kind: DecisionKind;
  readonly rule: RuleRef;
  readonly secret: boolean;
  readonly powers: readonly MajorPower[];
  /** Who has answered (never what, before the reveal). */
  readonly answered: readonly MajorPower[];
  /** The viewer's own answer, if given. */
  readonly own: DecisionAnswer | null;
}

export interface PowerSummaryView {
  readonly inPlay: boolean;
  readonly politicalPoints: number;
  readonly victoryPoints: number;
  /** Null when kept private from this viewer. */
  readonly money: number | null;
  readonly manpower: number | null;
}

/** What a viewer learns about the dice: never the generator's state while the game runs. */
export type DiceView =
  | { readonly kind: 'chacha20'; readonly commitment: string; readonly reveal: { readonly seed: string; readonly salt: string } | null }
  | { readonly kind: 'legacy' };

/** Everything one viewer may see. The host sends this, never the GameState (STYLE D). */
export interface PowerView {
  readonly viewer: Viewer;
  readonly version: number;
  readonly scenario: GameState['scenario'];
  readonly options: Options;
  readonly date: GameState['date'];
  readonly winter: boolean;
  readonly cursor: GameState['cursor'];
  /** Titles and rule numbers of the current phase and step, for the turn track. */
  readonly where: {
    readonly phaseTitle: string;
    readonly phaseRule: RuleRef;
    readonly stepTitle: string;
    readonly stepRule: RuleRef;
    /** False while the step's rules are only acknowledged (not implemented yet). */
    readonly implemented: boolean;
  };
  readonly over: GameState['over'];
  /** 8.1.3.1 the objective cities and each victory condition as they stand now; null without conditions. */
  readonly victory: VictoryStanding | null;
  readonly powers: ByPower<PowerSummaryView>;
  readonly relations: GameState['relations'];
  readonly turn: GameState['turn'];
  readonly minors: GameState['minors'];
  readonly corps: readonly CorpsView[];
  readonly garrisons: GameState['garrisons'];
  readonly depots: GameState['depots'];
  readonly leaders: GameState['leaders'];
  readonly irregulars: GameState['irregulars'];
  readonly fleets: GameState['fleets'];
  /** opt:12.2.7~2 (option) fleets off the map in the West Indies boxes: public like every fleet (2.4.2); absent when none. */
  readonly westIndies?: NonNullable<GameState['westIndies']>['fleets'];
  /** opt:12.2.7.3~2 hulks left in the boxes after battles there: public like hulks in port; absent when none. */
  readonly westIndiesHulks?: NonNullable<NonNullable<GameState['westIndies']>['hulks']>;
  /** opt:8.2.1.2.2.2.2.2 British fleets in America (public), the counters of the corps they carried (strength secret, 2.4.2); absent when none. */
  readonly america?: readonly { readonly fleet: GameState['fleets'][number]; readonly corps: readonly CounterId[]; readonly returning?: { readonly announced: string; readonly sea: AreaId } }[];
  readonly prisoners: GameState['prisoners'];
  /** Only the viewer's own reinforcement schedule. */
  readonly reinforcements: GameState['reinforcements'];
  /** The viewer's own pending decisions, with options and verdicts. */
  readonly decisions: readonly PendingDecision[];
  /** Everyone else's pending decisions, without options. */
  readonly waitingFor: readonly OtherDecisionView[];
  readonly groups: readonly GroupView[];
  /** 7.5 The field combat being fought now, redacted for this viewer; null between battles. */
  readonly battle: BattleView | null;
  /**
   * 5.1 / 12.2.8 the navy's records: hulks in port and whether melee is open to all are public;
   * ships due and fleet counters bought are only the viewer's own (a power's private records).
   */
  readonly navy: NavyState;
  /**
   * 7.4.2.1 where the viewer's own valid depots reach (areas within three unblocked areas, with
   * the fewest areas to a depot; 0 is a depot's own area), for the map's supply mode. Depots
   * are public, so this tells nothing hidden. Null for a spectator or without map data.
   */
  readonly supply: { readonly power: MajorPower; readonly reach: Readonly<Record<string, number>> } | null;
  /**
   * Sections 4 and 10: the political record (status display, debts, access …) with `notes`
   * cut to the viewer's own (sent or received, 4.1); everything else in it is public.
   * Absent in views built before it existed.
   */
  readonly political?: PoliticalView;
  /**
   * 8.0 the Economic Phase's record as the viewer may see it: the public history of victory
   * points and status boxes, and only the viewer's own worksheets, treasury, manipulation
   * setting and purchased counters, and the loans and debts it is party to (2.4.2). Null in
   * games that have not reached an Economic Phase.
   */
  readonly economy: EconomyState | null;
  /** 8.7.3 / 8.8 home provinces held by another power (public). */
  readonly ceded: readonly CededProvince[];
  /** 11.1.3.2 / 11.4.3.3 a Poland or Kingdom of Bavaria kept on the map as one neutral minor (public; absent: none). */
  readonly neutralKingdoms?: readonly NeutralCombination[];
  // ---- issue 15: orders given from the map ----
  /**
   * 7.3 while the viewer gives movement orders: where each of its counters can go now (the
   * engine's legalDestinations), for the map to light; null (or absent) otherwise. Built from
   * public facts only (counters' places, fleets, declared battles).
   */
  readonly movement?: readonly MovementReach[] | null;
  /**
   * Issue 14 How the dice can be checked: the commitment published at the start (SHA-256 of
   * seed then salt) and, once the game is over, the seed and salt themselves. Games started
   * before the commitment existed say `legacy`.
   */
  readonly diceCommitment: DiceView;
  /** 14.3 / 19.2 uncontrolled major powers, new players and locked alliances (public; no stored strengths). Absent: none. */
  readonly campaign?: CampaignState;
  /** Index in the full log of the first event considered for `log` (0 unless asked otherwise). */
  readonly logFrom: number;
  /** The log from `logFrom` on, as this viewer may see it (see `redactEvent`). */
  readonly log: readonly GameEvent[];
  // ---- issue 20: campaign games ----
  /** 14.2 the selection of major powers (public: bids stay in their secret group until revealed); absent without bidding. */
  readonly selection?: SelectionState;
  /** 8.1.3.2 once a campaign is over: the final count per power and who played what (end screen); absent otherwise. */
  readonly campaignEnd?: CampaignEndView;
}


/** 4.1-10.5 the political record as one viewer may see it. */
export type PoliticalView = PoliticalState;
