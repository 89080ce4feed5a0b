import type { MajorPower } from './powers';
import type { AreaId, CityId, CorpsId, CounterId } from './ids';
import type { GameDate } from './calendar';
import type { Factors, Nationality } from './forces';
import type { RuleRef } from './verdict';
import type { DecisionAnswer, DecisionKind } from './decisions';
import type { PhaseId, StepId } from './turn';
import type { VictoryStanding } from './victory';
import type { NavalEvent } from './naval';
import type { CampaignEvent } from './campaign';

/**
 * What happened, in past tense. The log keeps every event; `redactEvent` decides what each
 * viewer may see of it (STYLE D).
 */
export type GameEvent =
  | { readonly type: 'gameStarted'; readonly scenario: string; readonly date: GameDate }
  | { readonly type: 'phaseBegan'; readonly phase: PhaseId; readonly rule: RuleRef; readonly date: GameDate }
  | { readonly type: 'phaseSkipped'; readonly phase: PhaseId; readonly rule: RuleRef; readonly reason: string }
  | { readonly type: 'powerOrderSet'; readonly phase: PhaseId; readonly rule: RuleRef; readonly order: readonly (readonly MajorPower[])[] }
  | { readonly type: 'sequenceSkipped'; readonly phase: PhaseId; readonly powers: readonly MajorPower[]; readonly rule: RuleRef; readonly reason: string }
  | { readonly type: 'stepBegan'; readonly step: StepId; readonly rule: RuleRef; readonly phasing: readonly MajorPower[]; readonly implemented: boolean }
  | { readonly type: 'stepSkipped'; readonly step: StepId; readonly rule: RuleRef; readonly phasing: readonly MajorPower[]; readonly reason: string }
  | { readonly type: 'stepEnded'; readonly step: StepId; readonly phasing: readonly MajorPower[] }
  | {
      readonly type: 'decisionAnswered';
      readonly decision: string;
      readonly power: MajorPower;
      readonly kind: DecisionKind;
      readonly secret: boolean;
      /** Absent in other powers' copies of a secret answer until it is revealed. */
      readonly answer?: DecisionAnswer;
      /**
       * 2.4.2 the answer as viewers outside `audience` see it (a corps' factor type hidden as
       * HIDDEN_FACTOR); absent when the answer tells nothing secret. `redactEvent` picks the copy.
       */
      readonly publicAnswer?: DecisionAnswer;
      /** Who sees `answer` in full besides its author (e.g. the powers fighting a battle). */
      readonly audience?: readonly MajorPower[];
    }
  | {
      readonly type: 'secretsRevealed';
      readonly group: string;
      readonly kind: DecisionKind;
      readonly rule: RuleRef;
      readonly answers: readonly { readonly power: MajorPower; readonly answer: DecisionAnswer }[];
    }
  | { readonly type: 'positionAnnounced'; readonly power: MajorPower; readonly phase: PhaseId; readonly rule: RuleRef; readonly position: number }
  | { readonly type: 'combinedMovementDeclared'; readonly powers: readonly MajorPower[]; readonly rule: RuleRef }
  /** 7.3.8.1 the order in which combined-movement allies move, by agreement or competitive dice. */
  | { readonly type: 'movementOrderSet'; readonly order: readonly MajorPower[]; readonly by: 'agreement' | 'dice'; readonly rule: RuleRef }
  /** 7.4.3.3 Constantinople's neutral holder gave or refused a power leave to trace sea supply through the Dardanelles. */
  | { readonly type: 'straitsLeaveAnswered'; readonly holder: MajorPower; readonly power: MajorPower; readonly granted: boolean; readonly rule: RuleRef }
  | { readonly type: 'warDeclared'; readonly aggressor: MajorPower; readonly defender: MajorPower; readonly rule: RuleRef }
  | { readonly type: 'allianceBroken'; readonly powers: readonly [MajorPower, MajorPower]; readonly by: MajorPower; readonly rule: RuleRef }
  | { readonly type: 'politicalPointsChanged'; readonly power: MajorPower; readonly delta: number; readonly rule: RuleRef; readonly reason: string }
  | { readonly type: 'moneyChanged'; readonly power: MajorPower; readonly delta: number; readonly rule: RuleRef; readonly reason: string }
  | {
      readonly type: 'diceRolled';
      readonly rule: RuleRef;
      readonly purpose: string;
      readonly sides: number;
      readonly value: number;
      readonly forced: boolean;
      /** 2.4.2 a roll whose purpose names a secret: only these powers read `purpose` and `rule`; the others read `publicPurpose` under `publicRule`. */
      readonly audience?: readonly MajorPower[];
      readonly publicPurpose?: string;
      readonly publicRule?: RuleRef;
    }
  /** Test and replay facility; never shown to any viewer (the values would tell future rolls). */
  | { readonly type: 'diceForced'; readonly values: readonly number[] }
  | {
      readonly type: 'corpsRevealed';
      readonly counter: CounterId;
      readonly owner: MajorPower;
      readonly to: readonly MajorPower[];
      readonly rule: RuleRef;
      readonly id: CorpsId;
      readonly name: string;
      readonly factors: Factors;
    }
  /** 7.3 a corps or irregular moved one area; `cost` in movement points. */
  | { readonly type: 'counterMoved'; readonly counter: CounterId; readonly from: AreaId; readonly to: AreaId; readonly cost: number; readonly rule: RuleRef }
  | { readonly type: 'forceMarched'; readonly counter: CounterId; readonly rule: RuleRef }
  /** 7.3.3 / 7.3.4 a corps went inside a city or out of it (no movement cost). */
  | { readonly type: 'cityEntered' | 'cityLeft'; readonly counter: CounterId; readonly area: AreaId; readonly city: CityId; readonly rule: RuleRef }
  /**
   * 7.3.3 one factor left a corps for a garrison (`as` infantry when cavalry or guard were
   * converted) or joined it. 2.4.2 `factor`, the type it had in the corps, is the owner's secret:
   * other viewers' copies lack it (`as`, what the public garrison gained or lost, stays).
   */
  | {
      readonly type: 'factorDetached' | 'factorAbsorbed';
      readonly counter: CounterId;
      /** The power running the corps (absent in logs written before it was recorded: then nobody else sees `factor`). */
      readonly owner?: MajorPower;
      readonly area: AreaId;
      readonly place: { readonly kind: 'city'; readonly city: CityId } | { readonly kind: 'depot' };
      readonly factor?: string;
      readonly as: string;
      readonly rule: RuleRef;
    }
  /** 7.3.7.1 a power's corps in the area besiege the enemy city there, or stand outside it without besieging. */
  | { readonly type: 'siegeChosen'; readonly power: MajorPower; readonly area: AreaId; readonly besieging: boolean; readonly rule: RuleRef }
  /** 7.3.8 moving into enemy field forces declares a combat there. */
  | { readonly type: 'combatDeclared'; readonly area: AreaId; readonly attacker: MajorPower; readonly defenders: readonly MajorPower[]; readonly rule: RuleRef }
  /** 7.5.1 a combat began (field or 7.5.3 trivial); `battle` names its record in turn.land. */
  | { readonly type: 'battleBegan'; readonly battle: string; readonly area: AreaId; readonly attackers: readonly MajorPower[]; readonly defenders: readonly MajorPower[]; readonly rule: RuleRef }
  /** 7.3.8 steps 3 and 6 a power with forces in the area joins one side of the battle. */
  | { readonly type: 'battleJoined'; readonly battle: string; readonly area: AreaId; readonly power: MajorPower; readonly side: 'attacker' | 'defender'; readonly rule: RuleRef }
  /** 7.5.2.9 a round was fought: each side's die, factors lost and morale lost this round. */
  | {
      readonly type: 'battleRoundFought';
      readonly battle: string;
      readonly area: AreaId;
      readonly day: number;
      readonly round: number;
      readonly dice: { readonly attacker: number; readonly defender: number };
      readonly lost: { readonly attacker: number; readonly defender: number };
      readonly moraleLoss: { readonly attacker: number; readonly defender: number };
      readonly rule: RuleRef;
    }
  /** 7.5.2.10 / 7.5.2.13 how a battle ended; `victors` empty when nobody won. */
  | { readonly type: 'battleEnded'; readonly battle: string; readonly area: AreaId; readonly outcome: string; readonly victors: readonly MajorPower[]; readonly rule: RuleRef }
  /** 7.5.2.10.3 / 7.5.2.5 / 7.5.2.13.1 a force retreated along `route` (the last area is where it stops). */
  | { readonly type: 'forceRetreated'; readonly battle: string; readonly powers: readonly MajorPower[]; readonly counters: readonly CounterId[]; readonly from: AreaId; readonly route: readonly AreaId[]; readonly rule: RuleRef }
  /** 7.5.2.10.3.6 / 7.5.3 a force with no retreat surrendered: its factors became prisoners of `holder`. */
  | { readonly type: 'forceSurrendered'; readonly battle: string; readonly powers: readonly MajorPower[]; readonly holder: MajorPower; readonly area: AreaId; readonly factors: number; readonly rule: RuleRef }
  /** 7.5.5 an emptied corps counter (or a lost irregular) left the map. */
  | { readonly type: 'counterRemoved'; readonly counter: CounterId; readonly owner: MajorPower | null; readonly area: AreaId; readonly kind: 'corps' | 'irregular'; readonly rule: RuleRef; readonly reason: string }
  | { readonly type: 'depotPlaced' | 'depotRemoved'; readonly owner: MajorPower; readonly area: AreaId; readonly depot: string; readonly rule: RuleRef }
  /**
   * Army factors created or destroyed by a rule (forage losses, destroyed garrisons …): the
   * one event that explains a change in the total of factors on the map. `factors` (by type)
   * is shown only to the owner when the factors were in a corps.
   */
  | {
      readonly type: 'factorsChanged';
      readonly nationality: Nationality;
      readonly owner: MajorPower | null;
      readonly counter: CounterId | null;
      readonly area: AreaId;
      readonly delta: number;
      readonly factors?: Factors;
      readonly rule: RuleRef;
      readonly reason: string;
      /**
       * 2.4.2 how many is the owner's too: a whole corps left the map with no die rolled and no
       * prisoners taken (10.3.3 exchanged), so the count would be its strength. Others see nothing.
       */
      readonly countSecret?: true;
    }
  /** 7.4.1 / 7.4.5 a forage roll: the die, its total modifier, the value compared with, factors lost. */
  | { readonly type: 'foraged'; readonly counter: CounterId | null; readonly area: AreaId; readonly die: number; readonly modifier: number; readonly value: number; readonly losses: number; readonly rule: RuleRef }
  /** 5.2 army reinforcements the power could not or did not place. */
  | { readonly type: 'reinforcementsLost'; readonly power: MajorPower; readonly factors: number; readonly corps: number; readonly rule: RuleRef }
  /** 5.2.1 a new corps counter placed on the map. */
  | { readonly type: 'corpsPlaced'; readonly counter: CounterId; readonly owner: MajorPower; readonly area: AreaId; readonly rule: RuleRef }
  /** 5.3 / 10.6 a leader placed with a corps. */
  | { readonly type: 'leaderPlaced'; readonly leader: string; readonly owner: MajorPower; readonly counter: CounterId; readonly rule: RuleRef }
  /** 7.4.1.3.3 / 7.4.5 a leader left without a corps goes back to its power's pool (or is captured). */
  | { readonly type: 'leaderUnstacked'; readonly leader: string; readonly owner: MajorPower; readonly to: 'pool' | 'corps'; readonly rule: RuleRef }
  | { readonly type: 'leaderCaptured'; readonly leader: string; readonly owner: MajorPower; readonly by: MajorPower; readonly area: AreaId; readonly rule: RuleRef }
  /** 12.7 (option) a leader struck after a combat: killed, or wounded and off the map until `until` begins. */
  | { readonly type: 'leaderCasualty'; readonly leader: string; readonly owner: MajorPower; readonly area: AreaId; readonly result: 'wounded' | 'killed'; readonly months: number; readonly until: GameDate | null; readonly rule: RuleRef }
  | { readonly type: 'monthAdvanced'; readonly date: GameDate; readonly rule: RuleRef; readonly winter: boolean; readonly economic: boolean }
  /** 7.5.4.1 an assault attempt: the die, the city's fleches, +1 when undergarrisoned, the Siege Table result. */
  | {
      readonly type: 'siegeAssaultRolled';
      readonly area: AreaId;
      readonly city: CityId;
      readonly besieger: MajorPower;
      readonly defender: MajorPower;
      readonly die: number;
      readonly fleches: number;
      readonly undergarrisoned: boolean;
      readonly modifiedRoll: number;
      readonly result: 'sortie' | 'noResult' | 'breach';
      readonly rule: RuleRef;
    }
  /** 7.5.4 / 10.3.3 what became of a besieged city at one moment of the siege. */
  | {
      readonly type: 'siegeOutcome';
      readonly area: AreaId;
      readonly city: CityId;
      readonly besieger: MajorPower;
      readonly defender: MajorPower;
      readonly outcome: SiegeOutcome;
      /** Where a garrison granted the honors of war went. */
      readonly to?: { readonly area: AreaId; readonly city: CityId };
      readonly rule: RuleRef;
    }
  /** 7.5.4.1.3 / 7.5.4.2.1 a siege combat round by round (forces are revealed in these combats). */
  | {
      readonly type: 'siegeCombatFought';
      readonly area: AreaId;
      readonly city: CityId;
      readonly kind: 'assault' | 'garrisonAttack';
      readonly attacker: MajorPower;
      readonly defender: MajorPower;
      /** Absent in the copies of powers outside the siege (2.4.2: morale comes from the forces' strengths). */
      readonly morale?: { readonly attacker: number; readonly defender: number };
      readonly rounds: readonly {
        readonly dice: { readonly attacker: number; readonly defender: number };
        readonly losses: { readonly attacker: number; readonly defender: number };
        readonly moraleLoss: { readonly attacker: number; readonly defender: number };
      }[];
      readonly winner: 'attacker' | 'defender' | null;
      readonly rule: RuleRef;
    }
  /** 10.1.1.1 / 10.1.1.2 / 10.1.1.4 guerilla factors placed in or removed from an area. */
  | { readonly type: 'guerillasChanged'; readonly area: AreaId; readonly province: string | null; readonly delta: number; readonly rule: RuleRef; readonly reason: string }
  /** 7.5.1.2 / 10.1.1.3 guerilla factors chosen to attack in an area this sequence (as one counter). */
  /** 12.3.9.3-5 (option) an overrun tried: the strength announced, and whether the odds were 5:1 (the defender's strength stays secret). */
  /** opt:12.3.7.4 a reaction tried: who (a leader, or a corps alone), how, the die and the number needed (public, as at the table). */
  | { readonly type: 'reactionAttempted'; readonly power: MajorPower; readonly reactor: string; readonly kind: 'intercept' | 'withdraw'; readonly from: AreaId; readonly to: AreaId | null; readonly die: number; readonly needed: number; readonly succeeded: boolean; readonly rule: RuleRef }
  /** opt:12.3.7.4 the forces of a successful reaction moved (counters and the leaders stacked with them). */
  | { readonly type: 'reactionMoved'; readonly power: MajorPower; readonly reactor: string; readonly kind: 'intercept' | 'withdraw'; readonly counters: readonly CounterId[]; readonly from: AreaId; readonly route: readonly AreaId[]; readonly rule: RuleRef }
  | { readonly type: 'overrunAttempted'; readonly power: MajorPower; readonly counter: CounterId; readonly area: AreaId; readonly strength: number; readonly succeeded: boolean; readonly rule: RuleRef }
  | { readonly type: 'guerillasAttack'; readonly power: MajorPower; readonly area: AreaId; readonly counter: CounterId; readonly factors: number; readonly rule: RuleRef }
  /** 10.2.1 a minor country's capital occupied (the conquest clock starts) or the country conquered. */
  | { readonly type: 'minorOccupied' | 'minorConquered'; readonly minor: string; readonly by: MajorPower; readonly from: MajorPower | null; readonly rule: RuleRef }
  | { readonly type: 'gameEnded'; readonly date: GameDate; readonly reason: string }
  /** 13.1 a scenario's dated change: a minor changed sides, or a power's named forces left the theatre. */
  | { readonly type: 'minorChangedSides'; readonly minor: string; readonly from: MajorPower | null; readonly to: MajorPower | null; readonly status: string; readonly rule: RuleRef }
  /** 10.5.2.3 (errata) a garrison of the minor's former controller left it as by the honors of war: to a city, or lost (`to` null). */
  | { readonly type: 'minorGarrisonLeft'; readonly minor: string; readonly nationality: Nationality; readonly owner: MajorPower; readonly from: AreaId; readonly factors: number; readonly to: { readonly area: AreaId; readonly city: CityId } | null; readonly rule: RuleRef }
  | { readonly type: 'forcesWithdrawn'; readonly power: MajorPower; readonly corps: number; readonly leaders: readonly string[]; readonly rule: RuleRef }
  /** 8.1.3.1 the objective cities and victory conditions as they stood at the end of a month (public). */
  | { readonly type: 'victoryStanding'; readonly rule: RuleRef; readonly standing: VictoryStanding }
  /** 8.1.3.1 the scenario is decided: by sudden death at a month's end or after its last turn. */
  | {
      readonly type: 'victoryDecided';
      readonly rule: RuleRef;
      readonly winners: readonly MajorPower[];
      readonly condition: string;
      readonly kind: 'suddenDeath' | 'end';
      readonly date: GameDate;
    }
  // ---- section 4 (political); a diplomatic note reaches only its two powers (redactEvent) ----
  | { readonly type: 'diplomaticNote'; readonly from: MajorPower; readonly to: MajorPower; readonly text: string; readonly rule: RuleRef }
  | { readonly type: 'diplomacyTimer'; readonly by: MajorPower; readonly minutes: number; readonly paused: boolean; readonly rule: RuleRef }
  | { readonly type: 'accessChanged'; readonly grantor: MajorPower; readonly grantee: MajorPower; readonly granted: boolean; readonly kind: string; readonly conditions: string; readonly rule: RuleRef }
  | { readonly type: 'minorWarDeclared'; readonly power: MajorPower; readonly minor: string; readonly rule: RuleRef }
  | { readonly type: 'enforcedPeaceBegan'; readonly powers: readonly [MajorPower, MajorPower]; readonly until: GameDate; readonly kind: string; readonly bars?: MajorPower; readonly rule: RuleRef }
  | { readonly type: 'allianceMade'; readonly powers: readonly [MajorPower, MajorPower]; readonly via: 'alliance' | 'royalMarriage'; readonly rule: RuleRef }
  | { readonly type: 'allyCalled'; readonly caller: MajorPower; readonly ally: MajorPower; readonly enemy: MajorPower; readonly answer: 'called' | 'accepted' | 'refused' | 'cannotAnswer'; readonly rule: RuleRef }
  | { readonly type: 'suedForPeace'; readonly power: MajorPower; readonly to: readonly MajorPower[]; readonly forced: boolean; readonly rule: RuleRef }
  | { readonly type: 'peaceMade'; readonly loser: MajorPower; readonly victor: MajorPower; readonly kind: 'informal' | 'conditional' | 'unconditional'; readonly terms: readonly string[]; readonly rule: RuleRef }
  | { readonly type: 'peaceRefused'; readonly loser: MajorPower; readonly victor: MajorPower; readonly rule: RuleRef }
  | { readonly type: 'peaceTermApplied'; readonly loser: MajorPower; readonly victor: MajorPower; readonly term: string; readonly detail: string; readonly rule: RuleRef }
  // v2.71 10.4.5 a secondary district joined to a primary district (issue 18, general branch)
  | { readonly type: 'districtJoined'; readonly power: MajorPower; readonly union: string; readonly primary: string; readonly secondary: string; readonly rule: RuleRef }
  /** 10.6.5 a leader counter turned over to the power running a minor (`to` null: the minor is neutral, the counter waits off the map, 10.6.5.2): public (general branch). */
  | { readonly type: 'leaderTurnedOver'; readonly leader: string; readonly from: MajorPower; readonly to: MajorPower | null; readonly minor: string; readonly rule: RuleRef }
  /** v2.71 10.4.5.3 every corps of a nationality holds more from now on (Sweden's manpower, after doubling): public (general branch). */
  | { readonly type: 'corpsBoxesGrown'; readonly nationality: string; readonly infantry: number; readonly cavalry: number; readonly manpower: number; readonly rule: RuleRef }
  /** 10.3.2.1 / 10.8 the competitive dice gave a city garrisoned by several powers (none the territory's controller) to `holder` (general branch). */
  | { readonly type: 'cityHolderDiced'; readonly area: AreaId; readonly city: string; readonly powers: readonly MajorPower[]; readonly holder: MajorPower; readonly rule: RuleRef }
  /** 12.3.2 / v2.71 10.4.5.4 a minor's corps are British trained from now on (general branch). */
  | { readonly type: 'minorTrained'; readonly minor: string; readonly since: GameDate; readonly rule: RuleRef }
  /** 10.8 prisoners taken by forces of several powers, shared out by competitive dice: factors (by count) and leaders each power got (general branch). */
  | { readonly type: 'prisonersShared'; readonly area: AreaId; readonly shares: readonly { readonly power: MajorPower; readonly factors: number; readonly leaders: readonly string[] }[]; readonly rule: RuleRef }
  | { readonly type: 'minorControlChanged'; readonly minor: string; readonly from: MajorPower | null; readonly to: MajorPower | null; readonly status: 'neutral' | 'free' | 'conquered'; readonly rule: RuleRef; readonly reason: string }
  /** 4.6.3.4 / 4.6.3.5 the controller placed a minor's corps, garrison or fleet (counters and garrisons are public, 2.4.1). */
  | { readonly type: 'minorForcesSetUp'; readonly minor: string; readonly what: string; readonly rule: RuleRef }
  // B.4 a corps lent to another power (lent branch): the loan begins with the peace and ends at a Time Record; public (the counter, not its identity)
  | { readonly type: 'corpsLoan'; readonly counter: CounterId; readonly owner: MajorPower; readonly borrower: MajorPower; readonly area: AreaId | null; readonly until: GameDate; readonly ended: null | 'expired' | 'gone' | 'war' | 'outOfPlay'; readonly to: AreaId | null; readonly rule: RuleRef }
  | { readonly type: 'forcesRepatriated'; readonly power: MajorPower; readonly what: string; readonly from: AreaId; readonly to: AreaId | null; readonly rule: RuleRef }
  /** 7.3.3 an alliance ended: `power`'s corps (how many) stepped out of its former ally `holder`'s city, its garrison there going home (4.4.6.2). */
  | { readonly type: 'formerAllyLeftCity'; readonly power: MajorPower; readonly holder: MajorPower; readonly area: AreaId; readonly city: CityId; readonly corps: number; readonly garrison: boolean; readonly rule: RuleRef }
  | { readonly type: 'warLapsed'; readonly power: MajorPower; readonly minor: string; readonly rule: RuleRef }
  | { readonly type: 'prisonersExchanged'; readonly holder: MajorPower; readonly to: MajorPower; readonly factors: number; readonly leaders: readonly string[]; readonly rule: RuleRef }
  | { readonly type: 'powerOutOfGame'; readonly power: MajorPower; readonly rule: RuleRef }
  // ---- 8.0 the Economic Phase (money and manpower events are private to their power, 2.4.2) ----
  /** Manpower gained or spent, like moneyChanged: shown only to the power (unless treasuries are open). */
  | { readonly type: 'manpowerChanged'; readonly power: MajorPower; readonly delta: number; readonly rule: RuleRef; readonly reason: string }
  /** 8.1 / 8.1.2 victory points gained (or taken away by Great Britain): public, on the Victory Points Display. */
  | { readonly type: 'victoryPointsChanged'; readonly power: MajorPower; readonly delta: number; readonly total: number; readonly rule: RuleRef; readonly reason: string }
  /** 8.3 / 8.5.2 money handed from one power to another (or to its free state `minor`): seen only by the two. */
  | {
      readonly type: 'moneyTransferred';
      readonly from: MajorPower;
      readonly to: MajorPower;
      readonly minor?: string;
      readonly amount: number;
      readonly kind: 'subsidy' | 'loan' | 'repayment' | 'debt';
      readonly rule: RuleRef;
    }
  /** 8.2.1.2.2.2.2 Great Britain stopped these powers' American trade (public: the die is rolled openly). */
  | { readonly type: 'americanTradeStopped'; readonly powers: readonly MajorPower[]; readonly rule: RuleRef }
  /** 8.2.1.2.2.2.2.2 Great Britain's war with the United States began or ended. */
  | { readonly type: 'usWarChanged'; readonly atWar: boolean; readonly rule: RuleRef; readonly reason: string }
  /** 8.2.1.3 the September gold convoy: delivered to Spain, captured by Great Britain, or none sailed. */
  | { readonly type: 'goldConvoy'; readonly outcome: 'delivered' | 'captured' | 'none'; readonly rule: RuleRef; readonly reason: string }
  /** 8.5 a power could not pay its maintenance or formal debts (public: it costs 3 political points). */
  | { readonly type: 'bankrupt'; readonly power: MajorPower; readonly rule: RuleRef }
  /** 8.7 a power collected no home-nation manpower and is out of the game. */
  | { readonly type: 'civilDisorder'; readonly power: MajorPower; readonly rule: RuleRef }
  /** 8.7.1-8.7.3 / 8.8 a province or minor country changed hands (`name` is its printed name). */
  | {
      readonly type: 'territoryCeded';
      readonly territory: string;
      readonly name: string;
      readonly kind: 'province' | 'minor';
      readonly from: MajorPower | null;
      readonly to: MajorPower | null;
      readonly rule: RuleRef;
      readonly reason: string;
    }
  /** 8.10 / 10.1.2.1 a new cossack or freikorps counter placed. */
  /** 7.3.3.3.1 irregular factors of a garrison lost (combat, supply, surrender): not army factors, so apart from factorsChanged. */
  | { readonly type: 'garrisonIrregularsMoved'; readonly nationality: Nationality; readonly owner: MajorPower | null; readonly from: AreaId; readonly area: AreaId; readonly city: CityId; readonly factors: { readonly freikorps?: number; readonly guerilla?: number }; readonly rule: RuleRef }
  | { readonly type: 'garrisonIrregularsLost'; readonly nationality: Nationality; readonly owner: MajorPower | null; readonly area: AreaId; readonly factors: { readonly cossack?: number; readonly freikorps?: number; readonly guerilla?: number }; readonly rule: RuleRef; readonly reason: string }
  | { readonly type: 'irregularPlaced'; readonly counter: CounterId; readonly nationality: Nationality; readonly kind: string; readonly area: AreaId; readonly rule: RuleRef }
  /** 8.4.3 / 10.6.4 a leader removed by a peace term may come back in a later Reinforcement Phase. */
  | { readonly type: 'leaderReturned'; readonly leader: string; readonly owner: MajorPower; readonly rule: RuleRef; readonly reason: string }
  /** 8.1.3.2 a campaign decided: its winners, or a draw, and how. */
  | { readonly type: 'campaignDecided'; readonly winners: readonly MajorPower[]; readonly draw: boolean; readonly how: string; readonly rule: RuleRef; readonly date: GameDate }
  // ---- issue 15: orders given from the map -------------------------------------------------
  /**
   * 7.3 a route order (path:…) ended before its last area: where the counter stands, the rule
   * that stopped it (7.3.2 an enemy force or too few points, 7.3.6.2 / 10.3.4.3 a reaction
   * to answer first) and the areas it did not enter.
   */
  | { readonly type: 'movementHalted'; readonly counter: CounterId; readonly area: AreaId; readonly skipped: readonly AreaId[]; readonly rule: RuleRef; readonly reason: string }
  // ---- section 11 new political combinations (issue 20) ----
  /**
   * 8.9 / 11.1-11.8 a combination created, enlarged or dissolved, the Polish loyalty marker let go,
   * or a power gaining or losing dominant status; `members` are printed names of what it holds.
   */
  | { readonly type: 'combinationChanged'; readonly combination: string; readonly name: string; readonly power: MajorPower; readonly change: 'created' | 'enlarged' | 'dissolved' | 'loyaltyReleased' | 'dominanceGained' | 'dominanceLost' | 'passed' | 'reduced' | 'mustSue' | 'peaceBlocked' | 'leaderImproved' | 'provincesHome' | 'neutral'; readonly members: readonly string[]; readonly rule: RuleRef; readonly reason: string }
  /** 5.1, 6.2-6.3 the Naval Phase (naval.ts). */
  | NavalEvent
  // ---- issue 21: the AI's reasons ----
  /**
   * Issue 21 one line on what the AI playing `power` does and why (engine/ai/explain.ts). `text`
   * names the AI's own strengths and its estimates of the enemy's: `power`'s seat only; the others
   * get `publicText` (the move and its aim, no strengths), or nothing when absent (view.ts).
   */
  | { readonly type: 'aiExplained'; readonly power: MajorPower; readonly level: string; readonly text: string; readonly publicText?: string }
  // ---- issue 20: 14.2 selecting the major powers ----
  /** 14.2.1 the bids are in: who took each power for what bid (taken from its starting victory points), and the uncontrolled rest (14.3). */
  | {
      readonly type: 'powersSelected';
      readonly rule: RuleRef;
      readonly taken: readonly { readonly power: MajorPower; readonly player: number; readonly bid: number; readonly tie: boolean }[];
      readonly umps: readonly MajorPower[];
    }
  /** 14.3 uncontrolled major powers, 19.2 replaced players (campaign.ts). */
  | CampaignEvent
  // ---- v2.71 12.11 militia and landwehr (option) ----
  /** 12.11.3 / 12.11.3.1 a power's landwehr raised or stood down (public). */
  | { readonly type: 'landwehrChanged'; readonly power: MajorPower; readonly active: boolean; readonly rule: RuleRef; readonly reason: string }
  // ---- 13.1.1 a scenario's setup choices ----
  /**
   * 13.1.1.1 / 13.1.1.2 a power has set up its forces: `lines` say where each corps and garrison went
   * and which counters it packed, its own secret (2.4.2): other viewers get the event without them.
   */
  | { readonly type: 'forcesSetUp'; readonly power: MajorPower; readonly rule: RuleRef; readonly lines: readonly string[] };

export type GameEventType = GameEvent['type'];

/** 2.4.2 what other viewers see in place of a corps' factor type in an answer (see `publicAnswer`). */
export const HIDDEN_FACTOR = '?';

/** 7.5.4.1.2 / 10.3.3 the turns a siege can take. */
export type SiegeOutcome =
  | 'sortieDeclined' | 'sortieDefenderLost' | 'sortieBesiegerLost'
  | 'honorsAsked' | 'honorsGranted' | 'honorsRefused'
  | 'surrendered' | 'captured' | 'held' | 'besiegersRepulsed' | 'neutralsSurrendered';
