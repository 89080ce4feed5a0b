import type { MajorPower } from './powers';
import type { AreaId, CityId, CounterId, FleetId, LeaderId } from './ids';
import type { GameDate } from './calendar';
import type { Nationality } from './forces';
import type { RuleRef } from './verdict';

// The Naval Phase (5.1, 6.0) as plain data: where fleets may be, this turn's naval record,
// the naval battles as display records, and what the navy keeps from turn to turn. The engine
// fills these (shared/engine/steps/naval/); the rules read them (shared/rules/naval/).

/** 6.2.1.2 Where a fleet can be: a sea area, inside a port (drawn on its area's coast), or in a port's blockade box. */
export type FleetPlace =
  | { readonly kind: 'sea'; readonly area: AreaId }
  | { readonly kind: 'port'; readonly area: AreaId; readonly city: CityId }
  | { readonly kind: 'blockade'; readonly city: CityId };
/** A place where a battle may be fought: a fleet's place, or opt:12.2.7.3~2 a box off the map (state.westIndies), where battles may be fought; never a fleet's own location. */
export type NavalPlace = FleetPlace | { readonly kind: 'offBoard'; readonly box: 'canaries' | 'midAtlantic' | 'westIndies' };

/** 12.2.6.1.1 (option) the naval tactical chits. */
export type NavalTactic = 'melee' | 'linearAttack' | 'linearDefence';

/** Decisions answered with one value (`choice` in the command). */
export const NAVAL_ONE_KINDS = [
  /** 5.1 one naval reinforcement order, or "end" */
  'reinforcement/naval',
  /** 6.2 one naval movement order, or "end" */
  'naval/movement',
  /** 6.2.3 a non-phasing power's answer to a moving stack: the stack that tries (its place key) or "none" */
  'naval/intercept',
  /** 6.2.4 / 6.3 one attack of the Naval Combat Step, or "end" */
  'naval/combat',
  /** 6.3.2 the attacked stack tries to evade ("evade") or stands ("stand") */
  'naval/evade',
  /** 6.3.5.1 the loser's retreat: "port:<city>" or "sea" (an adjacent sea area the victor picks) */
  'naval/retreat',
  /** 6.3.5.1.1 the victor picks the adjacent sea area: "sea:<area>" */
  'naval/seaRetreat',
  /** 12.2.6.1.1 (option) a secret naval tactical chit */
  'naval/tactic',
  /** 12.2.6.1.4.2 (option) Nelson's closing modifier: "0", "1" or "2" */
  'naval/closing',
  /** 12.2.6.1.7 (option) the victor declares a general chase ("chase") or not ("none") */
  'naval/chase',
  /** 6.2.6.1 fleets in a lost, blockaded port: "scuttle:<city>" or "fight:<city>" (the blockaders) */
  'naval/portLost',
  /** 6.3.3.2 the owner moves losses between its fleets of one battle: "shift:<from>:<to>:<n>", or "done" */
  'naval/losses',
  /** 12.2.5 (option) an odd loss of a mixed stack: "take" / "roll" (powers sharing it), or "nat:<nationality>" (one owner) */
  'naval/oddLoss',
  /** 12.2.4 (option) the owner picks a factor lost from the corps aboard: "cut:<counter>:<type>", or "default" */
  'naval/transportLosses',
  /** 6.2.6 fleets leaving a lost, unblockaded port: "leave:<city>:sea:<area>" or "leave:<city>:box" */
  'naval/portLeave',
  /** 12.2.6.1.9.1 (option) where disabled ships are brought: "all:<city>" (every one left) or "one:<city>" (one, then asked again) */
  'naval/hulkPort',
  /** 12.1.2.2 (option) the taker of a free state's shipyard: "destroy:<nationality>:<port>" or "build:<nationality>:<port>" */
  'naval/shipyardTaken',
  /** 12.2.6.1.8 (option) after an open-sea battle the victor (or, with no victor, each side) stays ("stay") or sails to a port ("port:<city>") */
  'naval/withdraw',
] as const;
export type NavalOneKind = (typeof NAVAL_ONE_KINDS)[number];

/** Decisions answered with a list (`choices` in the command). */
export const NAVAL_MANY_KINDS = [
  /** 6.3.5 the victor's fleets that pursue the loser to its port's blockade box (and "port" to enter a port, 6.3.5.3) */
  'naval/pursue',
] as const;
export type NavalManyKind = (typeof NAVAL_MANY_KINDS)[number];

export const NAVAL_DECISION_KINDS = [...NAVAL_ONE_KINDS, ...NAVAL_MANY_KINDS] as const;
export type NavalDecisionKind = (typeof NAVAL_DECISION_KINDS)[number];

/** 6.2.1 How far one fleet has moved in its power's Naval Movement Step this turn. */
export interface FleetMove {
  readonly fleet: FleetId;
  readonly start: NavalPlace;
  /** Place keys entered, in order. */
  readonly path: readonly string[];
  readonly spent: number;
  /** 6.2.2.4 its stack ended its movement (or it was dropped off): it moves no more this sequence. */
  readonly done: boolean;
}

/** 6.2.2.1 The stack a power is moving now: the fleets picked up and where they are. */
export interface MovingStack {
  readonly power: MajorPower;
  readonly fleets: readonly FleetId[];
  /** Place key of where the stack stands. */
  readonly at: string;
  /** A move under way that passes a blockade box first (leaving a port): its destination. */
  readonly continueTo?: string;
}

/** 6.2.3 An interception being asked of the non-phasing powers, in the 6.1 order. */
export interface InterceptionProgress {
  readonly mover: MajorPower;
  readonly fleets: readonly FleetId[];
  /** Place key the moving stack entered. */
  readonly place: string;
  /** Powers still to be asked, in order. */
  readonly queue: readonly MajorPower[];
  /** Place key the stack came from (a stack coming out of a port fights its blockaders with their wind gauge, 6.3.3.1). */
  readonly from: string;
  /** 6.2.3.1.1 combined groups whose attempt is spent (one attempt per power or group). */
  readonly spentGroups: readonly (readonly MajorPower[])[];
  /** 12.2.9.2 (option) the covering fleets in the box a failed blockade runner joins in its battle. */
  readonly covering?: readonly FleetId[];
}

/** One side of a naval battle. */
export interface NavalSide {
  readonly powers: readonly MajorPower[];
  readonly fleets: readonly FleetId[];
  /** Ships when the battle began. */
  readonly ships: number;
  /** 6.3.4.2.1 / 6.3.3.1 Nelson with the stack. */
  readonly nelson: boolean;
  /** 6.3.3.1 / 6.3.3.2 a British fleet on the side. */
  readonly british: boolean;
  /** 6.3.3.2 an Austrian or Prussian fleet on the side. */
  readonly austrianOrPrussian: boolean;
}

/** One fire of a naval battle (6.3.3.2, harbour guns 6.3.3.3). */
export interface NavalFire {
  readonly by: 'attacker' | 'defender' | 'harbour';
  /** Ships firing (the harbour's gun value for harbour guns). */
  readonly strength: number;
  readonly die: number;
  readonly modifiers: readonly { readonly rule: RuleRef; readonly label: string; readonly value: number }[];
  readonly modified: number;
  readonly percent: number;
  /** Ships the other side loses. */
  readonly losses: number;
}

/** 12.2.6 (option) one round of an advanced naval battle. */
export interface NavalRound {
  readonly tables: { readonly attacker: string; readonly defender: string };
  readonly dice: { readonly attacker: number; readonly defender: number };
  readonly modifiers: { readonly attacker: number; readonly defender: number };
  /** Ships disabled on each side this round. */
  readonly disabled: { readonly attacker: number; readonly defender: number };
  readonly moraleLoss: { readonly attacker: number; readonly defender: number };
  /** 12.2.6.1.4.1 the melee side closed with the enemy after this round. */
  readonly closed?: boolean;
  readonly closingDie?: number;
}

export type NavalBattleCause = 'interception' | 'attack' | 'exit' | 'portLost';

/** A naval battle as the combat sheet shows it (public: fleets and ships are known to all, 2.4.2). */
export interface NavalBattleRecord {
  readonly id: string;
  /** Place key where it is fought, and its name. */
  readonly place: string;
  readonly placeName: string;
  /** The fleets' names by id (public, 2.4.2), for the combat sheet. */
  readonly fleetNames: Readonly<Record<string, string>>;
  readonly kind: 'sea' | 'box' | 'port';
  readonly cause: NavalBattleCause;
  readonly phasing: MajorPower;
  readonly attacker: NavalSide;
  readonly defender: NavalSide;
  /** 6.3.1.2.2 a declaration of war made for this attack. */
  readonly declared?: readonly MajorPower[];
  /** 6.3.2 the evasion roll, when tried. */
  readonly evasion?: { readonly die: number; readonly evaded: boolean };
  /** 6.3.3.1 each side's wind gauge die and modified roll; null when automatic or not rolled. */
  readonly wind?: { readonly attacker: number; readonly defender: number; readonly attackerModified: number; readonly defenderModified: number } | null;
  readonly windGauge: 'attacker' | 'defender' | null;
  /** Why the wind gauge went where it went. */
  readonly windRule: RuleRef;
  readonly fires: readonly NavalFire[];
  /** 12.2.6 (option) advanced combat. */
  readonly advanced?: {
    readonly chits: { readonly attacker: NavalTactic; readonly defender: NavalTactic } | null;
    readonly morale: { readonly attacker: number; readonly defender: number };
    readonly rounds: readonly NavalRound[];
    readonly chase?: { readonly table: string; readonly die: number; readonly disabled: number };
    readonly broken: { readonly attacker: boolean; readonly defender: boolean };
    /** 12.2.6.2 / 12.2.6.3 a blockade battle or a port raid (fixed tables, no chits), else an open-sea battle. */
    readonly mode: 'open' | 'blockade' | 'raid';
    /** 12.2.6.3.1 the harbour guns' one roll in a raid. */
    readonly harbour?: { readonly guns: number; readonly die: number; readonly disabled: number };
    /** 12.2.6.1.9.1 disabled ships brought home: where, how many rolled, how many reached it as hulks. */
    readonly hulks?: readonly { readonly power: MajorPower; readonly port: string | null; readonly ships: number; readonly saved: number }[];
    /** 12.2.6.1.3.1 the forces as revealed after the chits: each side's fleets (name, nationality, ships) and 12.2.6.1.3.2 its final morale. */
    readonly forces?: { readonly attacker: readonly RevealedFleet[]; readonly defender: readonly RevealedFleet[] };
    /** 12.2.6.1.8 fleets that sailed to a port after the battle instead of staying (the victor, or either side with no victor). */
    readonly withdrawals?: readonly { readonly side: 'attacker' | 'defender'; readonly to: string }[];
  };
  /** Ships lost (or disabled) by each side. */
  readonly losses: { readonly attacker: number; readonly defender: number };
  /** 6.3.4.1 null while fought; 'draw' per 6.3.4.1 (or an inconclusive advanced battle). */
  readonly outcome: 'attacker' | 'defender' | 'draw' | 'evaded' | null;
  readonly points?: readonly { readonly power: MajorPower; readonly delta: number }[];
  /** Fleets removed empty (6.3.6), corps lost with their transports (6.2.5.3). */
  readonly removedFleets: readonly FleetId[];
  readonly lostCorps: readonly CounterId[];
  /** 6.3.5 where the loser went, and who pursued. */
  readonly retreat?: { readonly side: 'attacker' | 'defender'; readonly to: string } | null;
  readonly pursuers?: readonly FleetId[];
  readonly nelsonCaptured?: boolean;
  /** 12.2.5 (option) how odd losses of a mixed stack were settled: taken by agreement, by its one owner, or by the dice. */
  readonly oddLosses?: readonly { readonly power: MajorPower; readonly nationality: Nationality; readonly how: 'agreed' | 'owner' | 'dice'; readonly rolls?: readonly { readonly power: MajorPower; readonly die: number }[] }[];
  readonly stage: 'evasion' | 'tactics' | 'fighting' | 'chase' | 'settle' | 'retreat' | 'pursuit' | 'withdraw' | 'over';
}

/** The battle being fought now, with what the engine needs to carry on afterwards. */
export interface NavalBattleProgress {
  readonly record: NavalBattleRecord;
  /** The side that lost (retreats), when known. */
  readonly loser: 'attacker' | 'defender' | null;
  /** 6.3.5.3 the loser came out of the box's port (it goes back in). */
  readonly loserFromPort: boolean;
  /** 6.3.3.1 / 6.3.5.3 the attacker came out of the box's port this sequence and attacks its blockaders there. */
  readonly attackerFromPort?: boolean;
  /** What to do once it is over: resume the movement of `mover` (an interception) or the combat step. */
  readonly then: { readonly kind: 'movement'; readonly mover: MajorPower } | { readonly kind: 'combat' } | { readonly kind: 'portLost' };
  /** 6.3.3.2 each fleet's ships when the battle began (the owners' choice of which fleets lose ships). */
  readonly startShips?: Readonly<Record<string, number>>;
  /** 6.3.3.2 / 12.2.5 where the owners' loss choices stand (absent: not begun). */
  readonly lossChoice?: {
    /** 12.2.5 the sides whose shares are settled. */
    readonly settled: readonly ('attacker' | 'defender')[];
    /** 12.2.5 the side whose odd losses are being settled: how many, among which nationalities, who took one, who was asked. */
    readonly current?: {
      readonly side: 'attacker' | 'defender';
      readonly odd: number;
      readonly candidates: readonly Nationality[];
      readonly takers: readonly Nationality[];
      readonly asked: readonly MajorPower[];
    };
    /** 6.3.3.2 the owners have been asked. */
    readonly owners: boolean;
    /** 12.2.4 (option) the owner of the corps aboard picks the factors lost beyond ten a surviving fleet: how many are left to pick. */
    /** 12.2.4 `passed`: owners of allied corps aboard who have already had their turn to pick. */
    readonly cargo?: { readonly side: 'attacker' | 'defender'; readonly power: MajorPower; readonly left: number; readonly passed?: readonly MajorPower[] } | null;
  };
  /** 12.2.6 (option) state of the rounds. */
  readonly advanced?: {
    readonly chits: { readonly attacker: NavalTactic | null; readonly defender: NavalTactic | null };
    readonly closed: boolean;
    readonly closingMod: number;
    readonly disabled: { readonly attacker: number; readonly defender: number };
    readonly moraleLoss: { readonly attacker: number; readonly defender: number };
    /** 12.2.6.1.9.1 powers still to choose the port of their disabled ships, and how many each holds. */
    readonly home?: readonly { readonly power: MajorPower; readonly ships: number }[];
    /** 12.2.6.1.8 the withdrawal question has been put. */
    readonly withdrawAsked?: boolean;
  };
}

/** 12.2.6.1.3.1 (option) one fleet as revealed before an advanced battle. */
export interface RevealedFleet {
  readonly fleet: FleetId;
  readonly name: string;
  readonly nationality: Nationality;
  readonly ships: number;
}

/** 6.0 What the Naval Phase has done so far this turn; cleared by the Time Record (9.0). */
export interface NavalTurn {
  readonly moves: readonly FleetMove[];
  /** 6.2.1 / 12.2.3 each phasing fleet's movement allowance, set when its power's movement begins (7 unless the option cuts it). */
  readonly allowances?: Readonly<Record<string, number>>;
  readonly moving: readonly MovingStack[];
  /** 6.2.3.4.2 fleets beaten as interceptors this sequence: they intercept no more. */
  readonly spentInterceptors: readonly FleetId[];
  readonly interception?: InterceptionProgress;
  /** Powers of the sequence that have ended their naval movement (or their naval combat step). */
  readonly ended?: readonly MajorPower[];
  /** 6.3.1 / 6.3.2 places attacked (or evaded from) in this Naval Combat Step. */
  readonly attacked: readonly string[];
  readonly battle?: NavalBattleProgress;
  /** Naval battles fought this turn, in order. */
  readonly battles: readonly NavalBattleRecord[];
  /** 6.2.5 corps taken aboard this turn (counter handles). */
  readonly embarked: readonly CounterId[];
  /** 12.2.9.3 (option) the blockading fleets have paid for this Naval Phase. */
  readonly charged?: boolean;
}

/** 5.1.2 Ships due and not placed yet (postponed), private to their power. */
export interface ShipsDue {
  readonly power: MajorPower;
  readonly nationality: Nationality;
  readonly ships: number;
  /** 12.1.2 (option) the port where they are built, or null. */
  readonly port: CityId | null;
  /** 12.1.2.2 (option) a minor's ships whose port this enemy took and let go on building: it is not asked again. */
  readonly sparedBy?: MajorPower;
}

/** 12.2.8 (option) hulks lying in a port. */
export interface Hulks {
  readonly nationality: Nationality;
  readonly port: CityId;
  readonly count: number;
}

/** What the navy keeps from turn to turn. */
export interface NavyState {
  /** 5.1.2 ships due and postponed, and 5.1.1 fleet counters bought and not placed. */
  readonly ships: readonly ShipsDue[];
  readonly fleetCounters: readonly { readonly power: MajorPower; readonly nationality: Nationality; readonly id: FleetId; readonly name: string; readonly maxShips: number }[];
  readonly hulks: readonly Hulks[];
  /** 12.2.6.1.1.1 (option) Nelson has fought in melee: every fleet may choose it. */
  readonly meleeOpen: boolean;
  /** 12.2.7 (option West Indies, v2.71 12.2.7.2) a French or Spanish fleet in the West Indies at the end of the last Naval Phase. */
  readonly westIndiesRaid?: boolean;
}

/** The engine's record that Nelson or another leader moves with a fleet (10.6.2). */
export interface NavalLeaderRef {
  readonly leader: LeaderId;
  readonly fleet: FleetId;
}

/** 6.2.1.2 A port as the naval rules read it. */
export interface NavalPortFacts {
  readonly city: CityId;
  readonly name: string;
  /** The land area the port city stands in. */
  readonly area: AreaId;
  /** Sea areas the blockade box touches (6.2.1.2 the only ways in and out). */
  readonly boxSeas: readonly AreaId[];
  /** 6.3.3.3 harbour defence value; null where none is printed. */
  readonly guns: number | null;
  /** 8.2.1.2 trade: Great Britain's value and the controller's; null where none is printed. */
  readonly trade: { readonly britain: number; readonly controller: number } | null;
  readonly blackSea: boolean;
  readonly northOfIceLine: boolean;
}

/** 6.2.1 A sea area as the naval rules read it. */
export interface NavalSeaFacts {
  readonly id: AreaId;
  readonly name: string;
  /** Sea areas next to it. */
  readonly seas: readonly AreaId[];
  /** Land areas on its coast. */
  readonly coast: readonly AreaId[];
  /** 6.2.1.2 ports whose blockade box touches this sea area. */
  readonly ports: readonly CityId[];
  readonly northOfIceLine: boolean;
  readonly dardanelles: boolean;
  readonly blackSea: boolean;
  /** 12.2.7 (West Indies) a board-edge sea from which fleets sail off the map. */
  readonly boardEdge?: boolean;
}

/** Map facts for the naval rules (6.2), supplied by `gameDataFromMap`. */
export interface NavalMap {
  readonly seaAreas: readonly AreaId[];
  sea(id: AreaId): NavalSeaFacts | undefined;
  readonly ports: readonly NavalPortFacts[];
  port(city: CityId): NavalPortFacts | undefined;
  /** 12.2.1.1 / 12.2.1.2 crossing arrows with the sea area that closes them. */
  readonly crossings: readonly { readonly a: AreaId; readonly b: AreaId; readonly sea: AreaId; readonly optionalRule: string | null }[];
}

/** Events of the Naval Phase (part of GameEvent). */
export type NavalEvent =
  /** 6.2 a stack of fleets moved from one place to the next; `cost` per fleet. */
  | {
      readonly type: 'fleetsMoved';
      readonly fleets: readonly FleetId[];
      /** The fleets' names and the places' names, for the log (fleets are public, 2.4.2). */
      readonly names: readonly string[];
      readonly from: string;
      readonly to: string;
      readonly fromName: string;
      readonly toName: string;
      readonly cost: number;
      readonly rule: RuleRef;
    }
  /** 6.2.3 an interception attempt and its roll (null in a blockade box: automatic). */
  | {
      readonly type: 'interceptionTried';
      readonly power: MajorPower;
      readonly from: string;
      readonly place: string;
      readonly placeName: string;
      readonly die: number | null;
      readonly needed: number | null;
      readonly success: boolean;
      readonly rule: RuleRef;
    }
  /** 12.2.9.1 (option) a blockaded stack tried to slip out past the blockaders: the die, its modifier, whether it got through. */
  | { readonly type: 'blockadeRun'; readonly power: MajorPower; readonly city: CityId; readonly placeName: string; readonly die: number; readonly modifier: number; readonly success: boolean; readonly rule: RuleRef }
  /** 6.2.3 a non-phasing power let the moving stack pass. */
  | { readonly type: 'interceptionDeclined'; readonly power: MajorPower; readonly place: string; readonly placeName: string; readonly rule: RuleRef }
  /** 6.3 a naval battle began, was fought, ended (the full record rides in the last one). */
  | { readonly type: 'navalBattle'; readonly record: NavalBattleRecord; readonly rule: RuleRef }
  /** 6.3.6 / 5.1.4 / 6.2.6 a fleet counter left the map. */
  | { readonly type: 'fleetRemoved'; readonly fleet: FleetId; readonly name: string; readonly owner: MajorPower | null; readonly place: string; readonly reason: 'empty' | 'scuttled' | 'destroyed'; readonly rule: RuleRef }
  /** Ships added to or taken from a fleet (reinforcements, transfers, losses): `delta` signed. */
  | { readonly type: 'shipsChanged'; readonly fleet: FleetId; readonly name: string; readonly delta: number; readonly rule: RuleRef; readonly reason: string }
  /** 5.1.1 a fleet counter placed on the map. */
  | { readonly type: 'fleetPlaced'; readonly fleet: FleetId; readonly name: string; readonly owner: MajorPower; readonly place: string; readonly placeName: string; readonly rule: RuleRef }
  /** 6.2.5 a corps went aboard a fleet (its identity stays secret, 2.4.2: only the counter's public face). */
  | { readonly type: 'corpsEmbarked'; readonly counter: CounterId; readonly fleet: FleetId; readonly fleetName: string; readonly owner: MajorPower | null; readonly rule: RuleRef }
  /** 5.3 / 10.6.2 a naval leader placed with a fleet or retired. */
  | { readonly type: 'admiralPlaced'; readonly leader: LeaderId; readonly name: string; readonly fleet: FleetId | null; readonly fleetName: string | null; readonly rule: RuleRef }
  /** 12.2.8 (option) ships laid up as hulks or hulks lost. */
  | { readonly type: 'hulksChanged'; readonly port: CityId | null; readonly box?: 'canaries' | 'midAtlantic' | 'westIndies'; readonly nationality: Nationality; readonly delta: number; readonly rule: RuleRef; readonly reason: string }
  /**
   * 12.1.2.2 (option) ships building in a captured port: destroyed, or left to go on building, by the taker.
   * `ships` (how many) is known to the taker and to `owner`, the power they were building for; other
   * viewers get the event without it (2.4.2: ships due are their power's record, engine/view.ts).
   */
  | { readonly type: 'shipyardTaken'; readonly taker: MajorPower; readonly owner: MajorPower; readonly nationality: Nationality; readonly portName: string; readonly ships?: number; readonly destroyed: boolean; readonly rule: RuleRef }
  /** 12.1.2.1 (option) a major power's ships building in a port an enemy occupies were destroyed (its owner's alone: the pool is private). */
  | { readonly type: 'shipyardLost'; readonly owner: MajorPower; readonly nationality: Nationality; readonly portName: string; readonly ships: number; readonly rule: RuleRef };

/** A date-stamped ship arrival for the economic engineer's purchases (8.5.3). */
export interface ShipArrival {
  readonly date: GameDate;
  readonly power: MajorPower;
  readonly ships: number;
  readonly port?: CityId;
}
