import type { MajorPower } from './powers';
import type { AreaId, CityId, LeaderId } from './ids';
import type { CorpsType, FactorType, IrregularKind, Nationality } from './forces';
import type { RuleRef } from './verdict';

// A field combat (7.5) as plain display data. The engine converts the combat rules' own result
// types into these records (shared/engine/steps/land/fieldCombat/); the state keeps the full
// record, and `viewFor` hands each seat a redacted copy (`BattleView`). Nothing here needs any
// arithmetic in the UI: every number arrives with its rule.

/** 7.5.2.1 The attacker's chits (the spelling of the Operational Possibilities Chart data). */
export type BattleAttackerChit = 'outflank' | 'assault' | 'escalated-assault' | 'echelon' | 'probe';
/** 7.5.2.1 The defender's chits. */
export type BattleDefenderChit = 'outflank' | 'counterattack' | 'escalated-counterattack' | 'cordon' | 'withdraw' | 'defend';
export type BattleChit = BattleAttackerChit | BattleDefenderChit;

export const BATTLE_SIDES = ['attacker', 'defender'] as const;
export type BattleSide = (typeof BATTLE_SIDES)[number];
export type ByBattleSide<T> = { readonly [S in BattleSide]: T };

/** Every kind of factor that stands in a battle: army factors and irregulars (10.1). */
export type BattleFactorType = FactorType | IrregularKind;
/** Factors by type; a missing type is zero. */
export type BattleFactors = { readonly [K in BattleFactorType]?: number };

/** A number with the rule that produced it (die modifiers, table shifts, morale parts …). */
export interface BattleModifier {
  readonly rule: RuleRef;
  readonly label: string;
  readonly value: number;
}

/**
 * One counter in the battle. `counter` is the corps' or irregular's public handle; the
 * garrison on a depot (7.5.2.3.1) is `garrison:<nationality>`, the garrison factors of a besieged
 * city out with their relief (7.5.4.2.3) `sortie:<nationality>:<city>`. Name and factors are null in a
 * viewer's copy while they are secret from that viewer (2.4.2; revealed by 7.5.2.6.3).
 */
export interface BattleUnit {
  readonly counter: string;
  readonly kind: 'corps' | 'garrison' | 'irregular';
  /** The major power controlling it. */
  readonly power: MajorPower;
  readonly nationality: Nationality;
  /** The public face of a corps counter; the irregular kind for irregulars; null for a garrison. */
  readonly face: CorpsType | IrregularKind | null;
  readonly name: string | null;
  /** Current factors (after the losses so far). */
  readonly factors: BattleFactors | null;
  /** Factors when it joined the battle (7.5.2.10.1.3 counts corps above 20 twice). */
  readonly initial: BattleFactors | null;
  /** 7.5.2.3 moving round the flank today. */
  readonly outflanking: boolean;
  /** 7.5.2.11 joined after `afterRound` of day `day`. */
  readonly joined?: { readonly day: number; readonly afterRound: number };
  /** 7.5.2.5 left before the fighting (a successful withdrawal roll). */
  readonly withdrew: boolean;
  /** 7.5.1.1 retired into this city of the area before the combat, so it does not fight. */
  readonly retiredInto?: CityId;
}

/** A leader as he fights today (10.6.1; 12.3.7.3 already applied). */
export interface BattleLeader {
  readonly leader: LeaderId;
  readonly name: string;
  readonly nationality: Nationality;
  readonly strategic: number;
  readonly tactical: number;
  readonly tacticalMax: number;
  /** 10.6.1.3 cavalry leader. */
  readonly cavalry: boolean;
  /** 10.6.1.1.2 seniority letter, A most senior. */
  readonly seniority: 'A' | 'B' | 'C' | 'D' | null;
}

/** One side of the battle. */
export interface BattleForce {
  /** The powers whose forces fight on this side, the commander's first. */
  readonly powers: readonly MajorPower[];
  /** The power that decides for the side (the commander's owner, 10.6.1.1). */
  readonly leadPower: MajorPower;
  readonly units: readonly BattleUnit[];
  readonly leaders: readonly BattleLeader[];
  /** 10.6.1.1 the commander, or null (the best corps rating serves, 10.6.1). */
  readonly commander: BattleLeader | null;
  /** 10.6.1.2.1 the commander's tactical rating for the corps he commands, with its parts. */
  readonly effectiveTactical: { readonly value: number; readonly parts: readonly BattleModifier[] };
}

/** 7.5.2.4 The cell of the Operational Possibilities Chart for a day. */
export interface BattleOpsCell {
  readonly attackerChit: BattleAttackerChit | null;
  readonly defenderChit: BattleDefenderChit | null;
  /** 7.5.2.7.1 'river' on the first day when an attacker crossed a river or arrow. */
  readonly variant: 'normal' | 'river';
  /** Printed tables for rounds 1-3 ("3-2" etc.); null where no combat is printed. */
  readonly attackerTables: readonly (string | null)[];
  readonly defenderTables: readonly (string | null)[];
  /** 7.5.2.7.2 tables for rounds 2-3 once the outflankers have arrived. */
  readonly afterOutflank: { readonly attackerTables: readonly string[]; readonly defenderTables: readonly string[] } | null;
  /** The cell's notes in words (commander notes, automatic withdrawal …). */
  readonly notes: readonly string[];
}

/** 7.5.2.5 The defender's withdrawal attempt before the fighting. */
export interface BattleWithdrawal {
  readonly automatic: boolean;
  /** One roll with a commander, one per corps without (7.5.2.5.2.2). */
  readonly rolls: readonly { readonly counter: string | null; readonly die: number; readonly rating: number; readonly modifiers: readonly BattleModifier[]; readonly success: boolean }[];
  /** Counters that got away. */
  readonly withdrew: readonly string[];
  /** 7.5.2.5.1 the whole defending force got away: no fighting. */
  readonly avoided: boolean;
}

/** 7.5.2.6 A side's morale for the day. */
export interface BattleMorale {
  /** Base morale level (Method One or Two, 7.5.2.6.1); null on later days, which keep the first day's. */
  readonly base: number | null;
  readonly baseParts: readonly BattleModifier[];
  /**
   * Final morale level: base, -0.5 per later day, chart notes (7.5.2.6.2). Null (with its parts
   * empty) in the copy of a viewer from whom a corps of the side is hidden: 7.5.2.6.3 shows it
   * only to the powers fighting.
   */
  readonly final: number | null;
  readonly finalParts: readonly BattleModifier[];
}

/** The combat table a side fires on in a round (7.5.2.7). */
export interface BattleTable {
  readonly printed: string | null;
  /** After terrain and guard shifts, within 1-5. */
  readonly table: string | null;
  readonly casualtyShifts: readonly BattleModifier[];
  readonly moraleShifts: readonly BattleModifier[];
}

/** Factors lost by one counter in one type. */
export interface BattleLoss {
  readonly counter: string;
  readonly type: BattleFactorType;
  readonly count: number;
}

/** One side's part of a round, in the order it is resolved. */
export interface BattleRoundSide {
  /** 7.5.2.9.1.1 tactical rating this round, and what was declared (7.5.2.9.1.2). */
  readonly tactical: number;
  readonly declaredTactical: number;
  /** 12.3.4 (optional) guard committed: shift, die, guard factors lost. */
  readonly guard: { readonly shift: number; readonly die: number; readonly lost: number; readonly allLost: boolean } | null;
  /** 12.3.5 (optional) bombardment: die and factors it inflicted on the enemy (null while the side is hidden from the viewer). */
  readonly bombardment: { readonly die: number; readonly inflicted: number | null } | null;
  readonly table: BattleTable;
  readonly die: number;
  readonly modifiers: readonly BattleModifier[];
  /** Die plus the net modifiers (capped at +1, 7.5.2.9.1). */
  readonly modifiedDie: number;
  /**
   * Factors counted for percentage losses (arrived outflankers double, 7.5.2.7.2). This, the
   * factors inflicted and the final morale are null in the copy of a viewer from whom a corps of
   * the side is hidden (2.4.2: only the powers fighting learn them at the reveal, 7.5.2.6.3).
   */
  readonly firingStrength: number | null;
  /** What this side's fire did to the enemy, read on the Combat Resolution Chart; null if it did not fire. */
  readonly result: { readonly lossPercent: number; readonly moraleLoss: number } | null;
  /** Factors this side's fire inflicted (null while the side is hidden from the viewer). */
  readonly inflicted: number | null;
  /** Factors this side lost this round (bombardment, fire, excess on outflankers), by counter and type. */
  readonly lost: readonly BattleLoss[];
  /** The same, summed by type. */
  readonly lostByType: BattleFactors;
  readonly finalMorale: number | null;
  /** Accumulated morale loss before and after the round (7.5.2.9.3). */
  readonly moraleLossBefore: number;
  readonly moraleLossAfter: number;
  readonly broken: boolean;
  readonly eliminated: boolean;
  /** Rules that broke the side this round (7.5.2.10.1.1 morale, 12.3.4.6 guard …). */
  readonly brokenBy: readonly RuleRef[];
}

export type BattleRoundOutcome =
  | { readonly kind: 'continue' }
  | { readonly kind: 'victory'; readonly victor: BattleSide; readonly rule: RuleRef; readonly loserEliminated: boolean; readonly breakAndEliminated: boolean }
  | { readonly kind: 'bothBreak'; readonly rule: RuleRef }
  | { readonly kind: 'bothEliminated'; readonly rule: RuleRef };

export interface BattleRound {
  readonly day: number;
  readonly round: number;
  readonly attacker: BattleRoundSide;
  readonly defender: BattleRoundSide;
  readonly outcome: BattleRoundOutcome;
}

/** 7.5.2.12 An outflank arrival roll after round 1 or 2. */
export interface BattleArrival {
  readonly day: number;
  readonly afterRound: number;
  readonly side: BattleSide;
  readonly die: number;
  /** The strategic rating rolled against, with its modifiers (+2 after round 2, chart notes). */
  readonly rating: number;
  readonly modifiers: readonly BattleModifier[];
  readonly arrived: boolean;
}

/** 7.5.2.11 One reinforcement attempt after a round. */
export interface BattleReinforcement {
  readonly day: number;
  readonly afterRound: number;
  readonly side: BattleSide;
  readonly power: MajorPower;
  readonly from: AreaId;
  /** 7.5.2.11.1 the city of `from` the forces came out of, when they did. */
  readonly fromCity?: string;
  readonly counters: readonly string[];
  readonly die: number;
  readonly rating: number;
  readonly modifiers: readonly BattleModifier[];
  readonly arrived: boolean;
}

/** 12.7 (option) One side's leader casualty check after the combat. */
export interface BattleLeaderCasualty {
  readonly side: BattleSide;
  /** The two check dice and their sum (a leader is struck on 12). */
  readonly dice: readonly number[];
  readonly roll: number;
  /** The leader struck, chosen at random among those present; null when none was. */
  readonly leader: LeaderId | null;
  readonly name: string | null;
  readonly fateDie: number | null;
  readonly result: 'unhurt' | 'wounded' | 'killed';
  /** Complete months off the map for a wound. */
  readonly months: number;
}

/** How a day ended. */
export type BattleDayEnd =
  | { readonly kind: 'avoided'; readonly rule: RuleRef }
  | { readonly kind: 'withdrew'; readonly rule: RuleRef; readonly afterRound: number }
  | { readonly kind: 'decided'; readonly rule: RuleRef }
  | { readonly kind: 'dayOver'; readonly rule: RuleRef };

export interface BattleDay {
  readonly day: number;
  /** Null until revealed (7.5.2.4). */
  readonly ops: BattleOpsCell | null;
  readonly withdrawal: BattleWithdrawal | null;
  readonly morale: ByBattleSide<BattleMorale> | null;
  readonly rounds: readonly BattleRound[];
  readonly arrivals: readonly BattleArrival[];
  /** 7.5.2.13 the secret fight/withdraw choices at the end of the day, once revealed. */
  readonly intents: ByBattleSide<'fight' | 'withdraw'> | null;
  readonly end: BattleDayEnd | null;
}

/** 7.5.2.10.2 The victor's pursuit. */
export interface BattlePursuit {
  readonly pursuitClass: number;
  readonly classParts: readonly BattleModifier[];
  readonly die: number;
  readonly dieParts: readonly BattleModifier[];
  readonly modifiedDie: number;
  readonly lossPercent: number;
  /** The victor's cavalry (null while a victorious corps is hidden from the viewer, 2.4.2). */
  readonly victorCavalry: number | null;
  /** Losses in cavalry-factor points (1 cavalry = 3 others = 6 militia, 7.5.2.10.2.3); null with `victorCavalry`. */
  readonly points: number | null;
  readonly lost: readonly BattleLoss[];
  readonly loserEliminated: boolean;
}

/** 7.5.2.10.1.3 Political points of the battle. */
export interface BattlePoliticalPoints {
  /** Beaten corps counted (above 20 factors twice); null, with the parts, while a beaten corps is hidden from the viewer. */
  readonly corpsCounted: number | null;
  readonly parts: readonly BattleModifier[];
  readonly changes: readonly { readonly power: MajorPower; readonly delta: number }[];
}

/** 7.5.2.10.3 / 7.5.2.13.1 A retreat (or a surrender when no route exists). */
export interface BattleRetreat {
  readonly side: BattleSide;
  readonly powers: readonly MajorPower[];
  /** Who chose the route (7.5.2.10.3: the victor for a beaten force, the side itself when withdrawing). */
  readonly chosenBy: MajorPower | null;
  readonly from: AreaId;
  /** Areas entered in order; the last is where the force stops. Null on surrender. */
  readonly route: readonly AreaId[] | null;
  readonly surrendered: boolean;
  readonly rule: RuleRef;
}

export type BattleOutcome =
  | { readonly kind: 'victory'; readonly victor: BattleSide; readonly rule: RuleRef; readonly loserEliminated: boolean; readonly breakAndEliminated: boolean }
  | { readonly kind: 'bothBreak'; readonly rule: RuleRef }
  | { readonly kind: 'bothEliminated'; readonly rule: RuleRef }
  /** 7.5.2.5.1 the defender got away before the fighting. */
  | { readonly kind: 'avoided'; readonly rule: RuleRef }
  /** 7.5.2.13.1 / 7.5.2.12.2 one or both sides withdrew. */
  | { readonly kind: 'withdrawal'; readonly withdrawing: readonly BattleSide[]; readonly rule: RuleRef }
  /** 7.5.4.2.3.1 a limited field combat that nobody won in its one day: the siege resumes. */
  | { readonly kind: 'undecided'; readonly rule: RuleRef };

/** 7.5.4.2.3 A limited field combat: a relieving force attacks the besiegers of a friendly city. */
export interface BattleLimited {
  readonly city: CityId;
  /** The power holding the besieged city. */
  readonly besieged: MajorPower;
  /** Corps (and "sortie:" garrison keys) that came out of the city to fight beside the relieving force. */
  readonly sallied: readonly string[];
}

/** What the battle waits for now (the pending decision names the power). */
export type BattleStage = 'join' | 'retire' | 'commander' | 'trivial' | 'chits' | 'division' | 'losses' | 'reinforcements' | 'endOfDay' | 'retreat' | 'over';

/**
 * One battle from declaration to retreat. The state keeps the full record in
 * `turn.land.battle` (in progress) and `turn.land.battles` (fought this turn); views carry it
 * redacted as `BattleView`.
 */
export interface BattleRecord {
  /** "b<n>", unique within the game. */
  readonly id: string;
  readonly area: AreaId;
  readonly terrain: string;
  /** The major power whose original home nation holds the area (12.3.7.3 leaves its own leaders' ratings alone there). */
  readonly homeOf?: MajorPower | null;
  /** 7.5.2.7.1 an attacker crossed a river or crossing arrow. */
  readonly riverCrossing: boolean;
  /** 7.5.3 trivial combat: no chits, 5-2 tables for both sides. */
  readonly trivial: boolean;
  /** 7.5.3 trivial because both commanders agreed: reinforcements and political points as usual. */
  readonly trivialByAgreement?: boolean;
  readonly attacker: BattleForce;
  readonly defender: BattleForce;
  /** Current day, 1 for the first. */
  readonly day: number;
  readonly stage: BattleStage;
  readonly days: readonly BattleDay[];
  readonly reinforcements: readonly BattleReinforcement[];
  readonly outcome: BattleOutcome | null;
  readonly pursuit: BattlePursuit | null;
  readonly politicalPoints: BattlePoliticalPoints | null;
  readonly retreats: readonly BattleRetreat[];
  /** 7.5.5 corps removed for having no factors left. */
  readonly removed: readonly string[];
  /** 7.5.4.2.3 set when this is a limited field combat to relieve a besieged city (one day only). */
  readonly limited?: BattleLimited;
  /** 12.7 (option) the leader casualty checks made after the combat. */
  readonly leaderCasualties?: readonly BattleLeaderCasualty[];
  /** 10.6.3 / 7.5.2.10.1.2.1 leaders taken in this combat, and who holds them. */
  readonly leadersCaptured?: readonly BattleLeaderCaptured[];
}

/** 10.6.3 A leader captured in a combat (public, as the counter changes hands). */
export interface BattleLeaderCaptured {
  readonly leader: LeaderId;
  readonly name: string;
  readonly owner: MajorPower;
  readonly by: MajorPower;
  readonly rule: RuleRef;
}

/**
 * The engine's working state of the battle in progress (kept in `turn.land.battle`, never sent
 * to a client: views carry the redacted `record` only). Units are referred to by counter handle
 * (`garrison:<nationality>` for depot garrisons); their factors are the game state's.
 */
export interface BattleProgress {
  readonly record: BattleRecord;
  /** Where the battle stands; the record's `stage` says the same for the UI. */
  readonly step: 'join' | 'retire' | 'commander' | 'trivial' | 'chits' | 'division' | 'reveal' | 'round' | 'losses' | 'reinforce' | 'endOfDay' | 'retreat' | 'over';
  readonly units: ByBattleSide<readonly string[]>;
  readonly commanders: ByBattleSide<LeaderId | null>;
  readonly chits: { readonly attacker: BattleAttackerChit; readonly defender: BattleDefenderChit } | null;
  readonly outflankSide: BattleSide | null;
  readonly outflanking: readonly string[];
  readonly arrived: boolean;
  /** First day's base morale (7.5.2.13.2.1), null before it is computed. */
  readonly base: ByBattleSide<number> | null;
  readonly finalMorale: ByBattleSide<number>;
  readonly moraleLoss: ByBattleSide<number>;
  /** Rounds fought today. */
  readonly round: number;
  /** Dice of the round waiting for loss allocations (7.5.2.9.2). */
  readonly roundDice: { readonly attacker: number; readonly defender: number; readonly bombard: Partial<ByBattleSide<number>>; readonly guard?: Partial<ByBattleSide<number>> } | null;
  readonly lossChoices: Partial<ByBattleSide<string>>;
  /** 12.3.5 (optional) the bombardment losses each side's owner chose this round (asked before the combat losses). */
  readonly bombardChoices?: Partial<ByBattleSide<string>>;
  /** Which losses of the round are being asked: the bombardment's first (12.3.5), then the combat's (7.5.2.9.2). */
  readonly lossStage?: 'bombard' | 'combat';
  /** 7.5.2.10.1.3 units that fought, for political points. */
  readonly counted: ByBattleSide<readonly string[]>;
  /** Retreats still to make, in order. */
  readonly retreatsDue: readonly { readonly side: BattleSide; readonly units: readonly string[]; readonly chooser: MajorPower; readonly rule: RuleRef }[];
  /** 7.5.2.14 enemy depots already offered to the side left in the area (kept ones are not asked again). */
  readonly depotsAsked?: readonly string[];
  /** 7.5.4.2.3 the relieving force: the attacker's units when the limited combat began. */
  readonly relieving?: readonly string[];
  /** 7.3.8 powers already asked whether they join a side. */
  readonly joinAsked?: readonly MajorPower[];
  /** 10.1.2.2.3 defending powers whose cossacks and freikorps already tried to slip away. */
  readonly evasionTried?: readonly MajorPower[];
  /**
   * 7.5.1.1.1 with several defending powers, the corps each wishes to retire ("<counter>:<city>"),
   * carried out once all have chosen: a city wished by several powers needs their agreement.
   */
  readonly retireWishes?: Partial<Record<MajorPower, readonly string[]>>;
  /** 7.5.1.1.1 the city whose entry the defending powers are agreeing on, and their answers so far. */
  readonly cityAgreement?: { readonly city: CityId; readonly powers: readonly MajorPower[]; readonly answers: Partial<Record<MajorPower, string>> };
  /** 12.3.4 / 7.5.2.9.1.2 the round ("day-round") whose declarations were asked, and the answers. */
  readonly roundAsked?: string;
  readonly roundChoices?: Partial<ByBattleSide<string>>;
  /** 12.3.4 the day each side last committed its guard (once a day). */
  readonly guardDay?: Partial<ByBattleSide<number>>;
  /** 18.1 (option) the solitaire chits being chosen today (both public), until they stand. */
  readonly solitaire?: BattleSolitaire;
}

/**
 * 18.1 (option) Solitaire chit selection in progress: the chits so far (null before rolled or
 * chosen), each side's standing in the 18.1.3-5 tactics checks ('open' may still try, 'stood'
 * declined, 'failed' is bound to its chit) and the checks made so far today.
 */
export interface BattleSolitaire {
  readonly attacker: BattleAttackerChit | null;
  readonly defender: BattleDefenderChit | null;
  readonly standing: ByBattleSide<'open' | 'stood' | 'failed'>;
  readonly checks: number;
}

/**
 * Odds preview for the power choosing a chit: per chit pair, the outcome of a first round over
 * the 36 die pairs. It is computed by the engine from what that power may know: its own forces
 * exactly, the enemy's exactly only where revealed to it; otherwise each hidden enemy corps is
 * estimated from its public face (corps type) with a nominal strength, never from its secret
 * factors. `basis` says which.
 */
export interface BattleOddsPreview {
  readonly power: MajorPower;
  readonly side: BattleSide;
  readonly basis: 'exact' | 'estimated';
  readonly rows: readonly {
    readonly attackerChit: BattleAttackerChit;
    readonly defenderChit: BattleDefenderChit;
    readonly withdrawalChance: number;
    readonly victory: ByBattleSide<number>;
    readonly bothBreak: number;
    readonly expectedLosses: ByBattleSide<number>;
    readonly expectedMoraleLoss: ByBattleSide<number>;
    /** Issue 15: the whole first day for this pairing (absent in views made before it). */
    readonly day?: BattleDayOdds;
  }[];
}

/**
 * Issue 15: how the whole first day of a pairing ends, each chance from a seeded simulation of
 * the engine's own round functions (shared/rules/land/combat/dayOdds.ts), pursuit included;
 * `flags` names what the pairing's chart cell takes away from a side (the Commander Chart not
 * used, a chart note for one side's nationality).
 */
export interface BattleDayOdds {
  /** 7.5.2.5.1 the defender gets away before the first round. */
  readonly avoided: number;
  readonly victory: ByBattleSide<number>;
  readonly bothBreak: number;
  readonly bothEliminated: number;
  /** 7.5.2.12.2 a withdrawing side leaves when its chit prints no more tables. */
  readonly withdrew: number;
  /** 7.5.2.13 three rounds and no decision. */
  readonly undecided: number;
  /** Chance each side's morale breaks during the day. */
  readonly breaks: ByBattleSide<number>;
  readonly expectedLosses: ByBattleSide<number>;
  readonly expectedMoraleLoss: ByBattleSide<number>;
  readonly flags: readonly { readonly kind: 'commanderOff' | 'chartNote'; readonly side: BattleSide; readonly rule: RuleRef; readonly text: string }[];
  /** Days simulated. */
  readonly days: number;
}

/**
 * The battle in progress as one viewer sees it: units' names and factors null while secret from
 * the viewer (2.4.2, 7.5.2.6.3), chits null until revealed, and the odds preview only for the
 * power choosing a chit now.
 */
export interface BattleView extends BattleRecord {
  readonly odds: BattleOddsPreview | null;
}

/**
 * Decision kinds of field combat and the shape of their option values (all strings):
 * - 'land/combatOrder' (7.5.1.3): the area id of the combat to fight next.
 * - 'land/combatRetire' (7.5.1.1): one corps at a time, "<counter>:<city>", or 'done' (always first);
 *   "evade:<area>" moves the power's lone cossacks and freikorps away first (10.1.2.2.3); 7.5.1.1.1
 *   "agree:<power>" (only that power's corps go into the city asked about) or "agree:none".
 *   With several defending powers the corps chosen go in only once all have chosen.
 * - 'land/combatCommander' (10.6.1.1): a leader id.
 * - 'land/combatChit' (7.5.2.1): secret group of attacker and defender; a chit name.
 * - 'land/combatDivision' (7.5.2.3): comma-joined sorted counter handles of the outflankers.
 * - 'land/combatLosses' (7.5.2.9.2): losses by type, "infantry:2,cavalry:1" (types in FACTOR order).
 * - 'land/combatReinforce' (7.5.2.11): 'many'; an area id (the field forces there with their leader),
 *   "<area>@<city>" (the corps inside that city with their leader) or "<area>:<counter>" (a lone
 *   corps without a leader, from the field or a city).
 * - 'land/combatJoin' (7.3.8 steps 3 and 6): 'stay' (always first) or 'join': a power with field
 *   forces in the area outside both sides joins the attack (an ally of the attacker at war with
 *   every defender) or declares war on the attackers and defends (an ally of a defender).
 * - 'land/combatSally' (7.5.4.2.3): 'many'; what comes out of the besieged city to fight beside the
 *   relieving force (none is fine): corps counters, and "sortie:<nationality>:<city>" for the garrison
 *   factors (their counter stays on the city, which they still hold).
 * - 'land/combatTrivial' (7.5.3): secret group of both lead powers; 'full' (always first) or
 *   'trivial'; the combat is trivial only when both answer 'trivial'.
 * - 'land/combatEndOfDay' (7.5.2.13): secret group; 'fight' or 'withdraw'.
 * - 'land/combatRetreat' (7.5.2.10.3): the route as area ids joined by '>' ("123>124").
 * - 'land/combatRound' (12.3.4, 7.5.2.9.1.2): secret group; the declared tactical rating, with
 *   ":guard1" or ":guard2" when the guard is committed ("2", "3:guard1").
 * - 'land/combatDepot' (7.5.2.14): "<convert|destroy|keep>:<depot id>" for an enemy depot left in the area.
 * - 'land/guerillaAttack' (7.5.1.2, 10.1.1.3): before the combats, once per area where the phasing
 *   power's guerillas stand with enemy field forces: 'none' (always first) or "<area>:<n>", the
 *   number of guerilla factors that attack.
 * - 'land/garrisonAttack' (7.5.4.2.1.1, a siege step decision on the same command shape): 'many';
 *   what of a besieged city's forces attacks the besiegers: corps counters, and one value per
 *   garrison factor, "g<i>:<type>:<n>" (the i-th garrison counter of the city, n from 1); none
 *   means no attack.
 * - 'land/combatSolitaire' (18.1, option): public; the defender's first choice 'withdraw', 'defend'
 *   or 'random' (18.1.1), then each side in turn 'stand' or a tactics check to change its chit:
 *   'try:roll' (roll the side's table again) or, for the defender, 'try:withdraw' (18.1.3-5).
 */
export const BATTLE_DECISION_KINDS = [
  'land/combatOrder',
  'land/combatRetire',
  'land/combatCommander',
  'land/combatChit',
  'land/combatDivision',
  'land/combatLosses',
  'land/combatReinforce',
  'land/combatEndOfDay',
  'land/combatRetreat',
  'land/combatDepot',
  'land/combatRound',
  'land/combatJoin',
  'land/combatTrivial',
  'land/combatSally',
  'land/combatSolitaire',
  'land/garrisonAttack',
  'land/guerillaAttack',
  // 7.3.8.4 / 7.3.8.6 a bystander's choice among the areas it may step aside to ('<battle area>><area>')
  'land/combatBystander',
] as const;
export type BattleDecisionKind = (typeof BATTLE_DECISION_KINDS)[number];
/** The battle decisions answered with a list (select 'many'); the others take one value. */
export const BATTLE_MANY_KINDS = ['land/combatReinforce', 'land/combatSally', 'land/garrisonAttack'] as const;
export type BattleManyKind = (typeof BATTLE_MANY_KINDS)[number];
export type BattleOneKind = Exclude<BattleDecisionKind, BattleManyKind>;
export const BATTLE_ONE_KINDS = BATTLE_DECISION_KINDS.filter((k): k is BattleOneKind => !(BATTLE_MANY_KINDS as readonly string[]).includes(k));

/** The side a counter id refers to in a battle, or null. */
export function battleSideOf(battle: BattleRecord, counter: string): BattleSide | null {
  for (const side of BATTLE_SIDES) if (battle[side].units.some((u) => u.counter === counter)) return side;
  return null;
}

/** Sums losses by type (for `lostByType` and the UI's bars). */
export function lossesByType(losses: readonly BattleLoss[]): BattleFactors {
  const out: Partial<Record<BattleFactorType, number>> = {};
  for (const l of losses) out[l.type] = (out[l.type] ?? 0) + l.count;
  return out;
}

