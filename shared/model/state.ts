import type { StraitsLeave } from './allyLand';
import type { LandwehrState } from './landwehr';
import type { MajorPower, ByPower } from './powers';
import type { AreaId, CityId, CorpsId, CounterId, FleetId, LeaderId, MinorId } from './ids';
import type { GameDate } from './calendar';
import type { CorpsType, FactorType, Factors, GarrisonFactors, IrregularKind, Nationality } from './forces';
import type { Options } from './options';
import type { GeneralState } from './general';
import type { DecisionGroup, PendingDecision } from './decisions';
import type { EventLog } from './eventLog';
import type { SequenceCursor } from './turn';
import type { BattleProgress, BattleRecord } from './battle';
import type { VictoryCondition, VictoryResult } from './victory';
import type { AccessAgreement, PoliticalState } from './political';
import type { CededProvince, EconomyState } from './economy';
import type { FleetPlace, NavalTurn, NavyState } from './naval';
import type { SelectionState } from './selection';
import type { SetupState } from './setup';
import type { CampaignState } from './campaign';
import type { CombinationsState } from './combinations';

/** Version of the serialised state layout; bump with a migration when it changes. */
export const STATE_FORMAT = 'eia-state/1';

/**
 * The whole game as plain serialisable data. Never sent to a client: the host sends
 * `viewFor(state, power)` instead (STYLE D). Created only by `parseScenario` (STYLE C).
 */
export interface GameState {
  readonly format: typeof STATE_FORMAT;
  /** Counts accepted commands; a client's command names the version it was based on. */
  readonly version: number;
  readonly scenario: ScenarioInfo;
  readonly date: GameDate;
  readonly cursor: SequenceCursor;
  /** Decisions awaited now, in the order they were opened. */
  readonly pending: readonly PendingDecision[];
  /** Simultaneous decisions still collecting answers (revealed together when complete). */
  readonly groups: readonly DecisionGroup[];
  /** Source of fresh decision ids; ids are never reused within a game. */
  readonly nextDecision: number;
  /** 2.4.2 'keyed': ids carry an opaque tag of the serial (crypto dice); absent in games made before, whose ids are the count. */
  readonly decisionIds?: 'keyed';
  readonly powers: ByPower<PowerState>;
  readonly relations: Relations;
  readonly turn: TurnRecord;
  readonly minors: readonly MinorCountry[];
  readonly corps: readonly Corps[];
  readonly garrisons: readonly Garrison[];
  readonly depots: readonly Depot[];
  readonly leaders: readonly Leader[];
  readonly irregulars: readonly Irregular[];
  readonly fleets: readonly Fleet[];
  readonly prisoners: readonly Prisoners[];
  readonly reinforcements: readonly Reinforcement[];
  /** 5.1 / 12.2.8 what the navy keeps from turn to turn (ships postponed, fleet counters bought, hulks); absent before the first naval step. */
  readonly navy?: NavyState;
  readonly options: Options;
  readonly dice: DiceState;
  /** Issue 20 every event of the game, shared with earlier states (see `EventLog`). */
  readonly log: EventLog;
  /** 8.0 the Economic Phase's lasting record (campaigns; absent before the phase first runs). */
  readonly economy?: EconomyState;
  /** 8.7.3 / 8.8 / 4.4 home-nation provinces held by another power (absent: none). */
  readonly ceded?: readonly CededProvince[];
  /** Set once the game has ended: after the scenario's last turn, or earlier by sudden death (8.1.3.1). */
  readonly over: { readonly reason: string; readonly victory?: VictoryResult } | null;
  /** Sections 4 and 10: status display, access, debts, notes … (absent in games made before; `politicalState` supplies defaults). */
  readonly political?: PoliticalState;
  // ---- land movement and supply (issue 16); absent in games made before ----
  /**
   * 7.3.7.1 areas where a power's corps stand outside an enemy city without besieging it, by the
   * owner's choice; dropped when its field corps leave the area (a corps arriving besieges unless
   * its owner chooses again).
   */
  readonly declinedSieges?: readonly { readonly power: MajorPower; readonly area: AreaId }[];
  /** 7.4.3.3 a neutral holder of Constantinople's latest leave (or refusal) to each power asking to trace sea supply through the Dardanelles. */
  readonly straitsLeave?: readonly StraitsLeave[];
  // ---- issue 20: campaign games ----
  /** 14.2 the selection of major powers: players, winning bids, uncontrolled powers (absent: powers chosen directly). */
  readonly selection?: SelectionState;
  // ---- issue 20: uncontrolled major powers (14.3) and replaced players (19.2); absent: none ----
  readonly campaign?: CampaignState;
  // ---- section 11 new political combinations (issue 20); absent in games made before ----
  /** 11.1-11.6 combinations in existence, the Polish loyalty marker, 11.8 dominant powers. */
  readonly combinations?: CombinationsState;
  // ---- section 10 general rules (issue 18, general branch); absent in games made before ----
  /** v2.71 10.4.5 districts joined into multi-district minors; 10.1.5 the Tyrol corps' war. */
  readonly general?: GeneralState;
  // ---- v2.71 12.2.7~2 the West Indies (option, naval branch); absent: no fleet has left the map ----
  /** opt:12.2.7~2 the boxes off the map's southern edge and the fleets in them (public, 2.4.2). */
  readonly westIndies?: WestIndiesState;
  // ---- v2.71 8.2.1.2.2.2.2.2 British forces sent to America; absent: none ever went ----
  /** opt:8.2.1.2.2.2.2.2 British fleets off the western edge in America, with the corps they carried (see AmericaState). */
  readonly america?: AmericaState;
  // ---- v2.71 12.11 militia and landwehr (option, landwehr branch); absent: nothing recorded ----
  /** 12.11.3 landwehr raised now and ever, unconditional surrenders, 12.11.2 set-up conversions. */
  readonly landwehr?: LandwehrState;
  // ---- 13.1.1 a scenario's setup choices; absent: the scenario lists none ----
  /** 13.1.1.1 / 13.1.1.2 the forces each power may set up in its region or pack, until all have answered. */
  readonly setup?: SetupState;
}

/** opt:12.2.7.1~2 the three boxes off the map, from the board outward. */
export const OFF_BOARD_BOXES = ['canaries', 'midAtlantic', 'westIndies'] as const;
export type OffBoardBox = (typeof OFF_BOARD_BOXES)[number];
export const OFF_BOARD_NAMES: Readonly<Record<OffBoardBox, string>> = { canaries: 'The Canaries', midAtlantic: 'The Mid-Atlantic', westIndies: 'The West Indies' };

/** opt:12.2.7.1~2 a fleet off the map: the counter itself (out of `fleets` while there), its box, where it came from. */
export interface OffBoardFleet {
  readonly fleet: Fleet;
  readonly box: OffBoardBox;
  /** The box it came from, or the board. */
  readonly from: OffBoardBox | 'board';
  /** The Naval Phase of its last move ("1805-05"): one box a Naval Phase. */
  readonly moved: string;
}

/** opt:12.2.7~2 the West Indies record. */
export interface WestIndiesState {
  readonly fleets: readonly OffBoardFleet[];
  /** opt:12.2.7.2~2 Naval Phases ("1805-05") that ended with a French or Spanish fleet at war with Britain in the West Indies, since the last collection. */
  readonly cutPhases?: readonly string[];
  /** opt:12.2.7.3~2 disabled ships left in a box as hulks after a battle there (12.2.8 hulks option). */
  readonly hulks?: readonly { readonly nationality: Nationality; readonly box: OffBoardBox; readonly count: number }[];
}

/**
 * opt:8.2.1.2.2.2.2.2 one British fleet in America and the corps it carried there. Fleet and corps
 * leave `fleets` and `corps` while away (no rule of the map sees them); the corps keep their
 * secret strength here, and only the fleets and the corps' counters are shown (engine/view.ts).
 */
export interface AmericaForce {
  readonly fleet: Fleet;
  readonly corps: readonly Corps[];
  /** Announced in the Naval Reinforcement Step of this month ("1806-03"): back the next turn in `sea`. */
  readonly returning?: { readonly announced: string; readonly sea: AreaId };
}

/** opt:8.2.1.2.2.2.2.2 the America box. */
export interface AmericaState {
  readonly forces: readonly AmericaForce[];
}

/** What the running game keeps of its scenario (13.1). */
export interface ScenarioInfo {
  readonly id: string;
  readonly title: string;
  /** 'scenario' ignores every asterisked rule (13.0); 'campaign' plays them all. */
  readonly kind: 'scenario' | 'campaign';
  readonly source: string;
  /** Last turn played; the game ends at the Time Record Phase of this month. */
  readonly end: GameDate;
  /** 13.1.1 portion of the map in use; 'all' for the whole map. */
  readonly mapPortion: readonly AreaId[] | 'all';
  /** 3.4 the two sides of a scenario, France's first; empty in campaigns. */
  readonly sides: readonly (readonly MajorPower[])[];
  /** 13.1.1 order in which the powers set up. */
  readonly setupOrder: readonly MajorPower[];
  readonly victory: VictoryConditions;
  /** 13.1 changes on a date, applied as that month begins; absent in games made before. */
  readonly scheduled?: readonly ScheduledChange[];
}

/**
 * 13.1 What a scenario changes on a date: a minor country changing sides (its forces leave the
 * map, 10.5.2.3; the new side's contingent comes as reinforcements), or forces withdrawn from
 * the theatre (corps by scenario id, leaders by id).
 */
export type ScheduledChange =
  | { readonly kind: 'minor'; readonly date: GameDate; readonly minor: MinorId; readonly status: MinorCountry['status']; readonly controller: MajorPower | null }
  | { readonly kind: 'withdraw'; readonly date: GameDate; readonly power: MajorPower; readonly corps: readonly CorpsId[]; readonly leaders: readonly LeaderId[] };

/** 8.1.3.1 A scenario's victory conditions as data (`shared/rules/victory` evaluates them). */
export interface VictoryConditions {
  readonly summary: string;
  /** The cities the conditions name; absent in games made before conditions were data. */
  readonly cities?: readonly ObjectiveCity[];
  /** In order: the first condition met decides (sudden death at a month's end, the rest at the end). */
  readonly conditions?: readonly VictoryCondition[];
}

/**
 * 8.1.3.1 / 10.3.2 A city a victory condition names. `territory` is whoever's province or
 * minor country it lies in (from the map when the game is made): it holds the city while no
 * garrison or corps is inside.
 */
export interface ObjectiveCity {
  readonly id: CityId;
  readonly name: string;
  readonly area: AreaId;
  readonly territory: { readonly kind: 'power'; readonly power: MajorPower } | { readonly kind: 'minor'; readonly minor: MinorId } | null;
}

export interface PowerState {
  /** Powers outside the scenario take no part in any phase. */
  readonly inPlay: boolean;
  /** Money points ($); private to the owner unless options.openTreasuries. */
  readonly money: number;
  readonly manpower: number;
  /** Public, on the Political Status Display. */
  readonly politicalPoints: number;
  readonly victoryPoints: number;
}

/** 4.x Wars, alliances and enforced peace, each pair stored in MAJOR_POWERS order. */
export interface Relations {
  readonly wars: readonly PowerPair[];
  readonly alliances: readonly PowerPair[];
  /** 4.4.6.3 no declaration of war between the pair before `until`. */
  readonly enforcedPeace: readonly {
    readonly powers: PowerPair;
    readonly until: GameDate;
    /** v2.71 4.2.2.4.1 where it comes from: a formal peace (4.4.6.3), mutual victors (4.4.6.3.1) or a broken alliance (4.7.1). */
    readonly kind?: 'treaty' | 'victors' | 'brokenAlliance';
    /** B.2 / C.2 only this power is barred (the loser's longer truce); absent = both. */
    readonly bars?: MajorPower;
  }[];
  /** 10.3.1.2 voluntary access: `grantee`'s forces may enter `grantor`'s territory; absent = none granted. */
  readonly access?: readonly AccessAgreement[];
}
export type PowerPair = readonly [MajorPower, MajorPower];

/** Facts that last for the current turn only; cleared by the Time Record Phase (9.0). */
export interface TurnRecord {
  /** 4.2 declarations made this turn (aggressor first). */
  readonly declarations: readonly { readonly aggressor: MajorPower; readonly defender: MajorPower }[];
  /** 4.9 groups of allies moving together in the naval and land phases this turn. */
  readonly combinedMovement: readonly (readonly MajorPower[])[];
  /** 6.1 Great Britain's announced 0-based place in the naval sequence. */
  readonly navalPosition: number | null;
  /** 7.1 France's announced 0-based place in the land sequence. */
  readonly landPosition: number | null;
  /** 7.2-7.4 what the Land Phase has done so far this turn; absent before the first land step. */
  readonly land?: LandTurn;
  /** 5.2 reinforcements received in the Army Reinforcement Step and not yet placed. */
  readonly reinforcementPool?: readonly PooledReinforcement[];
  /** 10.6.2 leaders retired this turn: placed again only in a later Reinforcement Step. */
  readonly retiredLeaders?: readonly LeaderId[];
  /** 7.5.4.1.3.4 / 7.5.4.2 sieges fought this turn, "<power>:<area>:<city>": one siege combat per city per sequence. */
  readonly sieges?: readonly string[];
  /** 7.5.4.1.3 / 7.5.4.2.1 siege combats under way, paused while an owner chooses losses (7.5.4.1.3.3, 7.5.4.2.1.3). */
  readonly siegeCombats?: readonly SiegeCombatProgress[];
  /** 6.0 what the Naval Phase has done so far this turn; absent before the first naval step. */
  readonly naval?: NavalTurn;
  // ---- issue 15: the reinforcement placement panel ----
  /** 5.2.2 factors placed into corps in this Army Reinforcement Step, which may still be taken back before it ends. */
  readonly reinforcementPlaced?: readonly PlacedReinforcement[];
}

/** 5.2.2 one factor placed from a power's pool entry (its index among that power's entries) into a corps. */
export interface PlacedReinforcement {
  readonly power: MajorPower;
  readonly pool: number;
  readonly counter: CounterId;
  readonly factor: FactorType;
}

/** A siege combat between rounds or waiting for a loss choice; the forces' factors stay on the map. */
export interface SiegeCombatProgress {
  readonly kind: 'assault' | 'garrisonAttack';
  readonly area: AreaId;
  readonly city: CityId;
  /** The power on each side that rolls and chooses the side's losses. */
  readonly powers: { readonly attacker: MajorPower; readonly defender: MajorPower };
  /** Combat units of each side: corps and irregular counters, "garrison:<nationality>" for a city garrison. */
  readonly units: { readonly attacker: readonly string[]; readonly defender: readonly string[] };
  readonly finalMorale: { readonly attacker: number; readonly defender: number };
  readonly moraleLoss: { readonly attacker: number; readonly defender: number };
  /** Corps revealed for the combat (v2.71 7.5.2.6), hidden again when it ends. */
  readonly revealed: readonly CounterId[];
  /**
   * 7.5.4.2.1.1 the garrison factors that attack when only part of a garrison does ("garrison:<nationality>"
   * → factors still fighting); a garrison unit without an entry fights with all it has.
   */
  readonly shares?: { readonly [unit: string]: GarrisonFactors };
  /** 12.3.6 (option) the factors each nationality brought to the combat, by side. */
  readonly contingents?: { readonly attacker: { readonly [nationality: string]: number }; readonly defender: { readonly [nationality: string]: number } };
  /** 7.5.4.1.4 facts taken when the assault began. */
  readonly fortress: boolean;
  readonly corpsInside: boolean;
  /** Rounds fought, as the siegeCombatFought event reports them. */
  readonly rounds: readonly {
    readonly dice: { readonly attacker: number; readonly defender: number };
    readonly losses: { readonly attacker: number; readonly defender: number };
    readonly moraleLoss: { readonly attacker: number; readonly defender: number };
  }[];
  /** The round being fought: its dice and the losses chosen so far, one factor at a time. */
  readonly current: {
    readonly dice: { readonly attacker: number; readonly defender: number };
    readonly chosen: { readonly attacker: readonly SiegeLossChoice[]; readonly defender: readonly SiegeLossChoice[] };
  } | null;
  /** The loss decision open now and the side it is for; null between decisions. */
  readonly asked: { readonly decision: string; readonly side: 'attacker' | 'defender' } | null;
}

/** One factor of one combat unit taken as a siege combat loss. */
export interface SiegeLossChoice {
  readonly unit: string;
  readonly type: string;
}

/** 5.2 army reinforcements waiting to be placed this step; what is left when the step ends is lost. */
export interface PooledReinforcement {
  readonly power: MajorPower;
  readonly nationality: Nationality;
  /** Where the scenario places them (13.1); null when it names no area. */
  readonly area: AreaId | null;
  readonly factors: Factors;
  readonly corps: readonly ReinforcementCorps[];
  /** 4.4.6.1 prisoners handed back at a peace: 5.2.2.2.1 only these refill feudal and insurrection corps. */
  readonly exchanged?: true;
}

/** 7.3 How far one counter has moved in its power's Land Movement Step this turn. */
export interface CounterMove {
  readonly counter: CounterId;
  /** Area it started the step in. */
  readonly start: AreaId;
  /** Areas entered, in order (7.4.1 the lowest forage value among them counts). */
  readonly entered: readonly AreaId[];
  readonly spent: number;
  /** 7.3.1 force marched: +1 movement point, must forage at +1. */
  readonly forceMarched: boolean;
  /** 7.3.2 entered an area with an unbesieged enemy corps: may move no further. */
  readonly stopped: boolean;
  /** 7.4.1.3 factors detached during movement, still liable for its forage losses. */
  readonly detached: readonly { readonly area: AreaId; readonly place: Garrison['place']; readonly factors: number }[];
  /** 7.4.1 left its power's territory this turn. */
  readonly leftTerritory: boolean;
  /** 7.3.6.1 area where it destroyed an ungarrisoned enemy depot: ending there counts as foraging without loss. */
  readonly razedIn?: AreaId;
  /** 7.3.5 landed from a fleet this step: its whole allowance is spent, and combat there counts as across a river. */
  readonly disembarked?: boolean;
  /** 12.3.9.2 (option) areas where it has tried an overrun this step. */
  readonly overrunTried?: readonly AreaId[];
  /** 7.3.1.4 / 7.4.1.1 it ended its move and foraged then (the Supply Step passes it by). */
  readonly foraged?: boolean;
}

// ---- opt:12.3.7.4 reaction moves (shared/engine/steps/land/reaction*.ts) ----------------------------

/** One reaction a non-phasing power is answering: the move that triggered it and how far it has got. */
export interface ReactionOffer {
  readonly power: MajorPower;
  /** The phasing corps that moved, its power, the area it left and the one it entered. */
  readonly mover: CounterId;
  readonly moverPower: MajorPower;
  readonly from: AreaId;
  readonly to: AreaId;
  /** Reactors (leader ids, or counters reacting alone) that have answered this move already. */
  readonly tried: readonly string[];
  /** After a good roll: who reacts, how, from where, and the forces chosen so far. */
  readonly success?: { readonly reactor: string; readonly kind: 'intercept' | 'withdraw'; readonly origin: AreaId; readonly forces?: readonly CounterId[] };
}

export interface ReactionRecord {
  /** The phasing powers of the movement step this record belongs to (joined by ","). */
  readonly phase: string;
  /** 12.3.7.4.4 / 12.3.7.4.7 reactors that may not react again this step. */
  readonly spent: readonly string[];
  /** 12.3.7.4.5 counters that have reacted, with the reactor they went with. */
  readonly used: readonly { readonly counter: CounterId; readonly reactor: string }[];
  readonly open: readonly ReactionOffer[];
  /** 7.3 the rest of a route order held while the offers its last step raised are answered (it goes on after, pathMove.ts). */
  readonly route?: { readonly power: MajorPower; readonly counter: CounterId; readonly areas: readonly AreaId[] };
}

export interface LandTurn {
  readonly moves: readonly CounterMove[];
  /** 7.3.8 areas where a power has declared combat this turn. */
  readonly combats: readonly { readonly area: AreaId; readonly attacker: MajorPower; readonly defenders: readonly MajorPower[] }[];
  /** 7.2.3 depots placed this turn (not yet links for further placements). */
  readonly newDepots: readonly string[];
  /** 7.5 the field combat being fought now (engine only; views carry a redacted record). */
  readonly battle?: BattleProgress;
  /** 7.5 field combats fought this turn, in order. */
  readonly battles?: readonly BattleRecord[];
  /** 10.3.4.2 powers whose territory `power` entered by forcible access this turn (one political point each). */
  readonly forcibleAccess?: readonly { readonly power: MajorPower; readonly owner: MajorPower }[];
  /** 7.4.1.3 forage losses rolled and still to be chosen by the owner, per foraging corps. */
  readonly forageDue?: readonly ForageDue[];
  /** 10.1.4.1 Austrian border provinces entered this turn by enemy corps, cossacks or freikorps of `by`, not yet offered to Austria. */
  readonly insurrection?: readonly { readonly province: string; readonly by: MajorPower }[];
  /**
   * 10.1.4.1 / 10.1.4.1.1 (as printed, without the standing procedures) the entry Austria is
   * answering in mid-move: the enemy counter `mover` of `by` has just crossed into `province` at `area`.
   */
  readonly rising?: { readonly province: string; readonly by: MajorPower; readonly mover: CounterId; readonly area: AreaId };
  /**
   * opt:19.1.2 / 10.1.4.1.4 the insurrection corps' own Land Phase: the corps raised after an enemy
   * movement step when Austria had already moved, and the slot of the sequence inserted for them.
   */
  readonly insurrectionPhase?: { readonly corps: readonly CounterId[]; readonly slot: number };
  /** 10.1.3.2 / 10.1.4.2 feudal and insurrection corps stood down this turn (not placed back the same turn). */
  readonly stoodDown?: readonly CounterId[];
  /** 10.1.3.3.2 feudal corps placed back on the map this turn: they may not move. */
  readonly placedBack?: readonly CounterId[];
  /** 7.4.2.2 corps of `user` whose depot supply `grantor` agreed to give (and pay for) this Supply Step. */
  readonly alliedSupply?: readonly { readonly grantor: MajorPower; readonly user: MajorPower; readonly counters: readonly CounterId[] }[];
  /** 7.3.6.2 / 10.3.4.3 movers whose movement orders wait while another power answers one of their moves. */
  readonly suspended?: readonly MajorPower[];
  /** Reactions already offered this turn: 7.3.6.2 "<depot>>counter", 10.3.4.3 "war:<owner>>counter". */
  readonly reactionsAsked?: readonly string[];
  /**
   * 7.5.1.2 / 10.1.1.3 the phasing power's choice, per area, of the guerillas that attack this
   * sequence: the counter holding them (split from the others when only some attack), or null.
   */
  readonly guerillaAttacks?: readonly { readonly power: MajorPower; readonly area: AreaId; readonly counter: CounterId | null }[];
  /** 12.3.9.5 (option) areas where an overrun by `power` failed: its forces attack there with -1. */
  readonly overrunFailed?: readonly { readonly power: MajorPower; readonly area: AreaId }[];
  /** opt:12.3.7.4 reaction moves during this Land Movement Step (engine only: views drop it, 2.4.2). */
  readonly reaction?: ReactionRecord;
  /** 7.4.5.2 besieged supply losses rolled and still to be chosen by `power` in each city. */
  readonly besiegedDue?: readonly { readonly power: MajorPower; readonly area: AreaId; readonly city: CityId; readonly n: number }[];
  /** 7.3.8.1 the combined-movement allies' order of movement this step, agreed or diced (absent: one power moves, or not settled yet). */
  readonly moveOrder?: readonly MajorPower[];
  /** 7.4.3.3 powers for whom Constantinople's neutral holder has been asked this turn. */
  readonly straitsAsked?: readonly MajorPower[];
}

/**
 * 7.4.1.3 / 7.4.1.3.2 what one foraging corps still has to lose: factors out of the corps, then
 * out of the garrisons it detached on the way (each place with the number still liable).
 */
export interface ForageDue {
  readonly counter: CounterId;
  readonly fromCorps: number;
  readonly detached: readonly { readonly area: AreaId; readonly place: Garrison['place']; readonly n: number }[];
  readonly fromDetached: number;
}

/** 4.6 A minor country: neutral, a free state run by a controller, or conquered. */
export interface MinorCountry {
  readonly id: MinorId;
  readonly name: string;
  readonly status: 'neutral' | 'free' | 'conquered';
  readonly controller: MajorPower | null;
  /** 10.2.1 an enemy holding its capital unbesieged since the Conquest Step of `since`. */
  readonly occupation?: { readonly by: MajorPower; readonly since: GameDate };
}

/** Where a corps is: in an area (inside its city when `city` is set), aboard a fleet, or off-map (10.1.3). */
export type CorpsLocation =
  | { readonly kind: 'area'; readonly area: AreaId; readonly city?: CityId }
  | { readonly kind: 'fleet'; readonly fleet: FleetId }
  | { readonly kind: 'offMap' };

/**
 * 2.4.2 A corps: the public face (counter handle, type, movement allowance, owner,
 * nationality, place) and the secret identity and strength, seen only by the owner until
 * revealed (7.5.2.6.3).
 */
export interface Corps {
  /** Public handle of the counter on the map; never encodes the identity. */
  readonly counter: CounterId;
  /** A major power, or a minor country moving with its controller (7.1.1). */
  readonly nationality: Nationality;
  readonly type: CorpsType;
  readonly movement: number;
  readonly location: CorpsLocation;
  /** Secret: which corps this counter is (National Card box). */
  readonly id: CorpsId;
  /** Secret: its name, e.g. "I Corps". */
  readonly name: string;
  /** Secret: current strength by factor type. */
  readonly factors: Factors;
  /** Powers (besides the owner) the identity is currently revealed to. */
  readonly revealedTo: readonly MajorPower[];
}

/** 2.4.1 Garrisons show their strength on the counter, so they are public. */
export interface Garrison {
  readonly nationality: Nationality;
  readonly area: AreaId;
  /** In a city, or on a depot (7.3.3). */
  readonly place: { readonly kind: 'city'; readonly city: CityId } | { readonly kind: 'depot' };
  /** 7.3.3.3 infantry and militia; 7.3.3.3.1 cossack, freikorps and guerilla factors too. */
  readonly factors: GarrisonFactors;
}

/** 7.2 A depot; `fleet` set when it is carried by a fleet (7.2.4). */
export interface Depot {
  readonly id: string;
  readonly owner: MajorPower;
  readonly area: AreaId;
  readonly fleet?: FleetId;
  /** 7.2.2.1 placed inside this besieged port city (supplied by sea), not in the open area. */
  readonly city?: CityId;
}

/** 10.6 A leader counter: stacked with a corps or fleet, alone in an area, or not on the map. */
export interface Leader {
  readonly id: LeaderId;
  readonly name: string;
  readonly owner: MajorPower;
  readonly location:
    | { readonly kind: 'corps'; readonly counter: CounterId }
    | { readonly kind: 'fleet'; readonly fleet: FleetId }
    | { readonly kind: 'area'; readonly area: AreaId }
    | { readonly kind: 'pool' }
    /** 10.6.3 held by an enemy power until peace returns it (or the captor frees it earlier). */
    | { readonly kind: 'captured'; readonly by: MajorPower }
    /** 12.7 (option) wounded: off the map, back in the pool as month `until` begins. */
    | { readonly kind: 'wounded'; readonly until: GameDate }
    /** 12.7 (option) killed: out of the game for good. */
    | { readonly kind: 'killed' };
}

/** 10.1 Cossacks, freikorps and guerillas: public counters with their factor printed (2.4.1). */
export interface Irregular {
  readonly counter: CounterId;
  readonly nationality: Nationality;
  readonly kind: IrregularKind;
  readonly factors: number;
  readonly area: AreaId;
}

/** 2.4.2 Fleets are public: designation and ships known to all. */
export interface Fleet {
  readonly id: FleetId;
  readonly name: string;
  readonly nationality: Nationality;
  readonly ships: number;
  readonly location: FleetPlace;
  /** 2.4.2.1.1 / 5.1.2 the most ships the counter's National Card box holds; absent when not known (no limit). */
  readonly maxShips?: number;
}

/** Factors held prisoner by a power (7.5.2.10, 4.4.6.1 exchanges). */
export interface Prisoners {
  readonly holder: MajorPower;
  readonly nationality: Nationality;
  readonly factors: Factors;
  /** 10.2.1.3 taken by this minor's forces from a power its controller was at peace with: handed back when it is conquered or that war lapses (general branch). */
  readonly minor?: MinorId;
}

/** 5.0 / 13.1 What arrives for a power on a date; private to that power. */
export interface Reinforcement {
  readonly date: GameDate;
  readonly power: MajorPower;
  readonly nationality: Nationality;
  readonly money?: number;
  readonly manpower?: number;
  readonly area?: AreaId;
  readonly factors?: Factors;
  readonly corps?: readonly ReinforcementCorps[];
  readonly leaders?: readonly LeaderId[];
  readonly ships?: number;
  /** 12.1.2 (option) the port where the ships are built. */
  readonly shipsPort?: CityId;
  /** 4.4.6.1 prisoners handed back at a peace (5.2.2.2.1 they may refill feudal and insurrection corps). */
  readonly exchanged?: true;
  /** opt:12.2.7.3~2 hulks refitted off the map: the box where the ships come back. */
  readonly shipsBox?: OffBoardBox;
  /** 5.1.1 fleet counters bought (8.5.4) that may be placed from this month. */
  readonly fleets?: readonly { readonly id: FleetId; readonly name: string; readonly maxShips: number }[];
  /** 13.1 irregulars arriving in `area` (10.1): guerilla factors, cossack or freikorps counters of one factor each. */
  readonly irregulars?: readonly { readonly kind: IrregularKind; readonly factors: number }[];
}

/** A new corps counter a scenario brings (5.2.1); `id` lets a dated withdrawal name it (13.1). */
export interface ReinforcementCorps {
  readonly id?: CorpsId;
  readonly name: string;
  readonly type: CorpsType;
  readonly movement: number;
}

/**
 * Seeded dice as saved before issue 14: a numeric seed and the sfc32 state (four unsigned
 * 32-bit words); `handles` a second sfc32 stream for public counter handles. A small seed
 * space and a non-cryptographic generator let a seat recover the seed from the handles, so
 * new games never use it; it stays, with exactly this shape (no `kind`), so old saves load and
 * replay to their recorded hashes, and engine tests keep their numeric seeds.
 * `forced` values are used, in order, before the generator (tests and replays).
 */
export interface LegacyDiceState {
  readonly kind?: undefined;
  readonly seed: number;
  readonly s: readonly [number, number, number, number];
  readonly handles: readonly [number, number, number, number];
  readonly forced: readonly number[];
  readonly rolls: number;
}

/**
 * Issue 14 dice: a seed of at least 128 bits drawn by the host from a cryptographic source.
 * Two keys are derived from it (SHA-256 with distinct labels): one keys the ChaCha20 stream
 * the dice come from, the other the stream public counter handles come from, so no number a
 * seat sees lets it recover the seed or predict a roll. `commitment` (SHA-256 of seed then
 * salt) is public from the start; seed and salt are shown to everyone once the game is over.
 */
export interface CryptoDiceState {
  readonly kind: 'chacha20';
  /** Hexadecimal; secret until the game ends. */
  readonly seed: string;
  /** Hexadecimal; hashed with the seed into the commitment. */
  readonly salt: string;
  /** SHA-256(seed ‖ salt), hexadecimal. */
  readonly commitment: string;
  /** 32-bit words of the dice stream used so far. */
  readonly drawn: number;
  /** 32-bit words of the handle stream used so far. */
  readonly handlesDrawn: number;
  readonly forced: readonly number[];
  readonly rolls: number;
}

/** The dice in the state: the generator a save was started with decides the kind. */
export type DiceState = LegacyDiceState | CryptoDiceState;
