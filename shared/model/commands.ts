import type { MajorPower } from './powers';
import type { DecisionAnswer, PendingDecision } from './decisions';
import type { BattleManyKind, BattleOneKind } from './battle';
import type { PoliticalManyKind, PoliticalOneKind } from './decisions';
import type { EconomicManyKind, EconomicOneKind } from './economy';
import type { NavalManyKind, NavalOneKind } from './naval';
import type { CampaignDecisionKind } from './selection';
import type { CampaignManyKind, RefereeAction } from './campaign';
import type { CombinationDecisionKind } from './combinations';
import type { GeneralManyKind, GeneralOneKind } from './general';
import type { LandwehrOneKind } from './landwehr';
import type { AllyLandOneKind } from './allyLand';
import type { SetupOneKind } from './setup';

/**
 * Commands a seat sends, one per decision kind (`type` = the decision's `kind`). Each names
 * the power sending it and the pending decision it answers. The engine validates them with
 * its zod schema (`parseCommand`); this type lets the renderer build them without the engine.
 */
export type Command =
  /** Acknowledge a step whose rules are not implemented yet. */
  | { type: 'sequence/acknowledge'; power: MajorPower; decisionId: string }
  /** 4.2 The secret list of major powers and neutral minors ("minor:<id>") to declare war on (may be empty). */
  | { type: 'political/declareWar'; power: MajorPower; decisionId: string; targets: string[] }
  /** 6.1 Great Britain's place in the Naval Phase sequence: 0 = first. */
  | { type: 'naval/announcePosition'; power: MajorPower; decisionId: string; position: number }
  /** 7.1 France's place in the Land Phase sequence: 0 = first. */
  | { type: 'land/announcePosition'; power: MajorPower; decisionId: string; position: number }
  /** 4.9 The allies to move combined with this turn (may be empty). */
  | { type: 'political/declareCombinedMovement'; power: MajorPower; decisionId: string; allies: MajorPower[] }
  /** 5.2-5.3 One army reinforcement order, or "end" (what is not placed is lost). */
  | { type: 'reinforcement/army'; power: MajorPower; decisionId: string; order: string }
  /** 7.2 One depot order ("place:<area>", "remove:<depot>") or "end" to end the step. */
  | { type: 'land/depots'; power: MajorPower; decisionId: string; order: string }
  /** 7.4.2.2 The corps (counters) of an ally whose depot supply this power gives and pays for. */
  | { type: 'land/alliedSupply'; power: MajorPower; decisionId: string; counters: string[] }
  /** 10.1.4.1 Place an insurrection corps ("place:<counter>:<area>") or "end". */
  | { type: 'land/insurrection'; power: MajorPower; decisionId: string; order: string }
  /** 7.4.1.3 One factor lost to foraging ("<counter>:<type>", or with ":<area>:<city|depot>" for a detached garrison). */
  | { type: 'land/forageLosses'; power: MajorPower; decisionId: string; order: string }
  /** 7.3.6.2 The garrison owner's answer when an enemy enters its depot's area ("keep:<depot>", "destroy:<depot>:<city|surrender>"). */
  | { type: 'land/depotGarrison'; power: MajorPower; decisionId: string; order: string }
  /** opt:12.3.7.4 A reaction offer's answer ("none", "intercept:<reactor>:<area>", "withdraw:<reactor>") or a withdrawal route ("<a>><b>"). */
  | { type: 'land/reaction' | 'land/reactionRoute'; power: MajorPower; decisionId: string; order: string }
  /** opt:12.3.7.4 The counters going with a successful reaction (besides the reactor's own). */
  | { type: 'land/reactionForces'; power: MajorPower; decisionId: string; counters: string[] }
  /** 7.4.5.2 The besiegers' answer when besieged supply empties a city ("control:..." or "leave:..."). */
  | { type: 'land/besiegedCity'; power: MajorPower; decisionId: string; order: string }
  /** opt:12.3.9.4 Forces swept by an overrun: "surrender:<holder>:<area>:<spec>" or "destroy:…" (steps/land/overrunSwept.ts). */
  | { type: 'land/overrunSwept'; power: MajorPower; decisionId: string; order: string }
  /** 7.3 One movement order (see LAND_ORDER in the engine README) or "end" to end the step. */
  | { type: 'land/movement'; power: MajorPower; decisionId: string; order: string }
  /** 7.4 The corps (counters) that choose to forage instead of paying for depot supply. */
  | { type: 'land/supply'; power: MajorPower; decisionId: string; forage: string[] }
  /** 7.5.4 One siege order or answer (see the siege step), or "end" to end the step. */
  | { type: 'land/siege'; power: MajorPower; decisionId: string; order: string }
  /** 7.5 A field combat decision answered with one value (see battle.ts for the shapes). */
  | { type: BattleOneKind; power: MajorPower; decisionId: string; choice: string }
  /** 7.5 A field combat decision answered with a list: areas reinforcing (7.5.2.11). */
  | { type: BattleManyKind; power: MajorPower; decisionId: string; choices: string[] }
  /** Section 4 decisions with one value (diplomacy orders and notes, answers to calls, peace offers and terms …). */
  | { type: PoliticalOneKind; power: MajorPower; decisionId: string; choice: string }
  /** Section 4 decisions with a list (allies called, suits for peace, alliances proposed or broken …); omitted means none. */
  | { type: PoliticalManyKind; power: MajorPower; decisionId: string; choices: string[] }
  /** 8.0 An Economic Phase decision answered with one value: an order, a setting or an answer (steps/economic lists the shapes). */
  | { type: EconomicOneKind; power: MajorPower; decisionId: string; order: string }
  /** 8.2 / 8.4.3 An Economic Phase decision answered with a list (trade choices, leaders to return). */
  | { type: EconomicManyKind; power: MajorPower; decisionId: string; choices: string[] }
  /** 5.1, 6.2-6.3 A Naval Phase decision answered with one value (naval.ts lists the shapes). */
  | { type: NavalOneKind; power: MajorPower; decisionId: string; choice: string }
  /** 6.3.5 A Naval Phase decision answered with a list: the pursuing fleets. */
  | { type: NavalManyKind; power: MajorPower; decisionId: string; choices: string[] }
  /** 14.2.1 A player's secret bids, one per power ("britain=3,france=0,spain=-": "-" or absent = no bid). */
  | { type: CampaignDecisionKind; power: MajorPower; decisionId: string; choice: string }
  /** 14.3.1.1.1 A power's secret overtures to uncontrolled major powers (steps/campaign/umpControl.ts lists the values). */
  | { type: CampaignManyKind; power: MajorPower; decisionId: string; choices: string[] }
  /**
   * 19.2 The referee (the host) acts on a seat, outside any decision: `power`'s player leaves
   * (the power becomes an uncontrolled major power) or a new player takes it. `decisionId` is 'referee'.
   */
  | { type: 'campaign/referee'; power: MajorPower; decisionId: string; action: RefereeAction }
  /** 8.9 The combinations to create (section 11): "create:<id>" values; omitted means none. */
  | { type: CombinationDecisionKind; power: MajorPower; decisionId: string; choices: string[] }
  | { type: GeneralManyKind; power: MajorPower; decisionId: string; choices: string[] }
  | { type: GeneralOneKind; power: MajorPower; decisionId: string; choice: string }
  | { type: LandwehrOneKind; power: MajorPower; decisionId: string; choice: string }
  | { type: AllyLandOneKind; power: MajorPower; decisionId: string; choice: string }
  /** 13.1.1 a power's setup choices: `listed` or orders joined by `;` (setup.ts). */
  | { type: SetupOneKind; power: MajorPower; decisionId: string; choice: string };

export type CommandType = Command['type'];

/**
 * The command that answers `decision` with one option's value (or, for 'many', a list of
 * values): what a UI, bot or fuzzer sends without knowing each kind's field names.
 */
export function commandFor(decision: PendingDecision, value: DecisionAnswer): Command {
  const base = { power: decision.power, decisionId: decision.id };
  const list = (Array.isArray(value) ? value : [value]).map(String);
  switch (decision.kind) {
    case 'sequence/acknowledge':
      return { type: decision.kind, ...base };
    case 'political/declareWar':
      return { type: decision.kind, ...base, targets: list };
    case 'political/declareCombinedMovement':
      return { type: decision.kind, ...base, allies: list as MajorPower[] };
    case 'naval/announcePosition':
    case 'land/announcePosition':
      return { type: decision.kind, ...base, position: Number(Array.isArray(value) ? value[0] : value) };
    case 'land/alliedSupply':
    case 'land/reactionForces':
      return { type: decision.kind, ...base, counters: (Array.isArray(value) ? value : [value]).map(String) };
    case 'land/forageLosses':
    case 'land/depotGarrison':
    case 'land/reaction':
    case 'land/reactionRoute':
    case 'land/besiegedCity':
    case 'land/overrunSwept':
    case 'land/insurrection':
    case 'reinforcement/army':
    case 'land/depots':
    case 'land/movement':
    case 'land/siege':
      return { type: decision.kind, ...base, order: String(Array.isArray(value) ? value[0] : value) };
    case 'land/supply':
      return { type: decision.kind, ...base, forage: (Array.isArray(value) ? value : [value]).map(String) };
    case 'land/combatReinforce':
    case 'land/combatSally':
    case 'political/callAllies':
    case 'political/sue':
    case 'political/alliances':
    case 'political/breakAlliances':
    case 'political/freeStates':
    case 'political/minorSupport':
    case 'political/minorLoyalty':
    case 'land/garrisonAttack':
      return { type: decision.kind, ...base, choices: (Array.isArray(value) ? value : [value]).map(String) };
    case 'land/combatOrder':
    case 'land/combatRetire':
    case 'land/combatCommander':
    case 'land/combatChit':
    case 'land/combatDivision':
    case 'land/combatLosses':
    case 'land/combatEndOfDay':
    case 'land/combatRetreat':
    case 'land/combatDepot':
    case 'land/combatRound':
    case 'land/combatJoin':
    case 'land/combatTrivial':
    case 'land/combatSolitaire':
    case 'political/diplomacy':
    case 'political/answerCall':
    case 'political/peaceOffer':
    case 'political/peaceAnswer':
    case 'political/peaceTerm':
    case 'political/minorBid':
    case 'political/backDown':
    case 'political/separatePeace':
    case 'political/cededFreeState':
    case 'political/repatriate':
    case 'political/newAccess':
    case 'land/guerillaAttack':
      return { type: decision.kind, ...base, choice: String(Array.isArray(value) ? value[0] : value) };
    // 7.3.8.4 a bystander's area (its own case, as below)
    case 'land/combatBystander':
      return { type: decision.kind, ...base, choice: String(Array.isArray(value) ? value[0] : value) };
    // v2.71 4.6.8 (its own case: a longer list of kinds above is more than the compiler narrows)
    case 'political/minorOverture':
    case 'political/minorSetup':
      return { type: decision.kind, ...base, choice: String(Array.isArray(value) ? value[0] : value) };
    // 4.4.6.2 C.5 a garrison in a capital city
    case 'political/capitalGarrison':
      return { type: decision.kind, ...base, choice: String(Array.isArray(value) ? value[0] : value) };
    // 8.0 the Economic Phase
    case 'economic/britishVictoryPoints':
    case 'economic/announceVictory':
    case 'economic/lending':
    case 'economic/manipulation':
    case 'economic/expenditure':
    case 'economic/cede':
    case 'economic/acceptCession':
    case 'economic/levy':
    case 'economic/disorderClaim':
      return { type: decision.kind, ...base, order: String(Array.isArray(value) ? value[0] : value) };
    case 'reinforcement/naval':
    case 'naval/movement':
    case 'naval/intercept':
    case 'naval/combat':
    case 'naval/evade':
    case 'naval/retreat':
    case 'naval/seaRetreat':
    case 'naval/tactic':
    case 'naval/closing':
    case 'naval/chase':
    case 'naval/portLost':
    case 'naval/losses':
    case 'naval/oddLoss':
    case 'naval/transportLosses':
    case 'naval/portLeave':
    case 'naval/hulkPort':
    case 'naval/shipyardTaken':
    case 'naval/withdraw':
      return { type: decision.kind, ...base, choice: String(Array.isArray(value) ? value[0] : value) };
    case 'naval/pursue':
    case 'economic/collection':
    case 'economic/returnLeaders':
    case 'campaign/umpOverture':
    case 'campaign/newCombinations':
    case 'general/districts':
      return { type: decision.kind, ...base, choices: (Array.isArray(value) ? value : [value]).map(String) };
    case 'general/tyrol':
    case 'landwehr/decide':
    case 'landwehr/setupMilitia':
    case 'land/moveOrder':
    case 'land/straitsLeave':
      return { type: decision.kind, ...base, choice: String(Array.isArray(value) ? value[0] : value) };
    // 14.2 campaign selection
    case 'campaign/bid':
    case 'setup/forces': // 13.1.1
      return { type: decision.kind, ...base, choice: String(Array.isArray(value) ? value[0] : value) };
  }
}
