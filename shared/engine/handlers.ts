import type { DecisionAnswer, DecisionGroup, DecisionKind, GameState, PendingDecision, Verdict } from '../model';
import type { Tx } from './tx';
import type { GameData } from './gameData';
import { NO_LAND_MAP } from './gameData';
import { isPathOrder, pathValueVerdict } from '../rules/land/movement';
import { applyPathOrder, continueRoute } from './steps/land/pathMove';
import { applyArmyOrder } from './steps/reinforcement/placement';
import { resolveDeclarations } from './steps/political/declarationsOfWar';
import { applyAnnouncement } from './steps/announcePosition';
import { resolveCombinedMovement } from './steps/political/combinedMovement';
import { answerAccessWar, applyDepotGarrisonAnswer, applyMovementOrder, resumeMovement } from './steps/land/movement';
import { answerStraitsLeave, applyDepotOrder } from './steps/land/depots';
import { applyInsurrectionOrder, chooseForageLoss, grantAlliedSupply, resolveSupply, settleBesiegedCity } from './steps/land/supply';
import { answerRising } from './steps/general/insurrectionAnswer';
import { chooseMovingForageLoss } from './steps/land/forageNow';
import { FIELD_COMBAT_HANDLERS as FC } from './steps/land/fieldCombat';
import { applyGarrisonAttackChoice, applySiegeOrder } from './steps/land/siege';
import { applyDiplomacy, checkDiplomacy } from './steps/political/diplomacy';
import { applyAnswerCall, applyCallAllies, callsDuringMovementDone } from './steps/political/callToAllies';
import { applyCededFreeState, applyPeaceAnswer, applyPeaceOffer, applyPeaceTerm, applySeparatePeace, resolveSue } from './steps/political/peace';
import { applyCapitalGarrison, applyRepatriation } from './steps/political/repatriation';
import { applyNewAccess } from './steps/political/generalAccess';
import { resolveLoyalty } from './steps/political/minorLoyalty';
import { revealMinorOvertures } from './steps/political/minorOvertures';
import { applyMinorSetupAnswer } from './steps/political/minorSetup';
import { applyBreakAlliances, resolveAlliances } from './steps/political/alliances';
import { applyMinorSupport, beginMinorControl, resolveBackDown, resolveBids } from './steps/political/minorControl';
import { applyFreeStates } from './steps/political/freeStates';
import { applyNewCombinations, checkNewCombinations } from './steps/campaign/combinations';
import { ECONOMIC_HANDLERS } from './steps/economic';
import { NAVAL_HANDLERS, applyNavalReinforcementOrder, applyShipyardTaken } from './steps/naval';
import { checkBids, resolveSelectionBids } from './steps/campaign/selection';
import { checkSetup, revealSetup } from './steps/setup/setup';
import { checkOvertures, revealOvertures } from './steps/campaign/umpControl';
import { applyDistricts } from './steps/general/districts';
import { applyLandwehrChoice } from './steps/land/landwehr';
import { applySetupMilitia } from './steps/land/landwehrSetup';
import { applyTyrol } from './steps/general/tyrol';
import { applySweptAnswer } from './steps/land/overrunSwept';
import { umpPathVerdict } from '../rules/campaign';
import { openMovement, openMover } from './steps/land/movement';
import { answerMovePlace, resolveMoveOrder } from './steps/land/moveOrder';
import { answerReaction, answerReactionForces, answerReactionRoute } from './steps/land/reactionAnswer';

/**
 * What each kind of decision does once its answer is known to all: `answered` runs for a
 * decision outside any group; `revealed` runs when a simultaneous group is complete. A
 * Record over DecisionKind, so adding a kind does not compile until it has a handler.
 */
export interface DecisionHandler {
  readonly answered?: (tx: Tx, decision: PendingDecision, answer: DecisionAnswer) => void;
  readonly revealed?: (tx: Tx, group: DecisionGroup) => void;
  /**
   * An answer the option list does not hold (too many to list, e.g. 7.3 route orders, or free
   * text, e.g. a diplomatic note, 4.1): its verdict; null lets the answer be matched against the
   * options as usual.
   */
  readonly check?: (state: GameState, decision: PendingDecision, answer: DecisionAnswer, data: GameData) => Verdict | null;
}

export const DECISION_HANDLERS: Readonly<Record<DecisionKind, DecisionHandler>> = {
  // nothing happens: the step's rules are not implemented yet
  'sequence/acknowledge': {},
  // 4.2 in the Political Phase (a secret group); 10.3.4.3 alone, answering forcible access
  'political/declareWar': { revealed: resolveDeclarations, answered: answerAccessWar },
  'naval/announcePosition': { answered: (tx, d, a) => applyAnnouncement(tx, 'naval', d.power, a as number) },
  'land/announcePosition': { answered: (tx, d, a) => applyAnnouncement(tx, 'land', d.power, a as number) },
  'political/declareCombinedMovement': { revealed: resolveCombinedMovement },
  // 5.2-5.3 the step's orders, with the placement panel's fill/take-back orders (5.2.2)
  'reinforcement/army': { answered: (tx, d, a) => applyArmyOrder(tx, d.power, a as string) },
  'land/depots': { answered: (tx, d, a) => applyDepotOrder(tx, d.power, a as string) },
  // 7.3 one order at a time; a route order (path:…) is checked on arrival and walked area by area
  'land/movement': {
    answered: (tx, d, a) => (isPathOrder(a) ? applyPathOrder(tx, d.power, a) : applyMovementOrder(tx, d.power, String(a))),
    check: (s, d, a, data) => (isPathOrder(a) ? (umpPathVerdict(s, data.land ?? NO_LAND_MAP, d.power, a) ?? pathValueVerdict(s, data.land ?? NO_LAND_MAP, d.power, a)) : null), // v2.71 14.3.3.7 (camp)
  },
  'land/depotGarrison': { answered: (tx, d, a) => applyDepotGarrisonAnswer(tx, d.power, String(a)) },
  // opt:12.3.7.4 reaction moves: the secret offer, the forces going, a withdrawal's route
  // (a route order held by the offers goes on once they are all answered: pathMove.ts)
  'land/reaction': { answered: (tx, d, a) => { answerReaction(tx, d, a); continueRoute(tx); } },
  'land/reactionForces': { answered: (tx, d, a) => { answerReactionForces(tx, d, a); continueRoute(tx); } },
  'land/reactionRoute': { answered: (tx, d, a) => { answerReactionRoute(tx, d, a); continueRoute(tx); } },
  // 10.1.4.1 in mid-move as printed (a movement-step decision), or opt:19.1.2 after the enemy's movement step
  'land/insurrection': { answered: (tx, d, a) => (d.step === 'land/movement' ? answerRising(tx, a as string) : applyInsurrectionOrder(tx, a as string)) },
  // 7.3.1.4 a loss of a corps that foraged as it ended its move: the movers go on once all are chosen
  'land/forageLosses': { answered: (tx, d, a) => (d.step === 'land/movement' ? (chooseMovingForageLoss(tx, d.power, a as string) || resumeMovement(tx)) : chooseForageLoss(tx, d.power, a as string)) },
  'land/besiegedCity': { answered: (tx, _d, a) => settleBesiegedCity(tx, String(a)) },
  'land/overrunSwept': { answered: (tx, _d, a) => { applySweptAnswer(tx, String(a)); resumeMovement(tx); } }, // opt:12.3.9.4 the movers wait for the answer
  'land/alliedSupply': { answered: (tx, d, a) => grantAlliedSupply(tx, d, (Array.isArray(a) ? a : [a]).map(String)) },
  'land/supply': { answered: (tx, d, a) => resolveSupply(tx, d.power, (Array.isArray(a) ? a : [a]).map(String)) },
  // 7.5 field combat
  'land/combatOrder': { answered: (tx, _d, a) => FC.order(tx, String(a)) },
  'land/combatRetire': { answered: (tx, d, a) => FC.retire(tx, d, String(a)) },
  'land/combatCommander': { answered: (tx, d, a) => FC.commander(tx, d, String(a)) },
  'land/combatChit': { revealed: FC.chits },
  'land/combatDivision': { answered: (tx, _d, a) => FC.division(tx, String(a)) },
  'land/combatLosses': { answered: (tx, d, a) => FC.losses(tx, d, String(a)) },
  'land/combatReinforce': { answered: (tx, d, a) => FC.reinforce(tx, d, (Array.isArray(a) ? a : [a]).map(String)) },
  'land/combatEndOfDay': { revealed: FC.endOfDay },
  'land/combatRetreat': { answered: (tx, _d, a) => FC.retreat(tx, String(a)) },
  'land/combatDepot': { answered: (tx, d, a) => FC.depot(tx, d, String(a)) },
  'land/combatRound': { revealed: FC.round },
  'land/combatJoin': { answered: (tx, d, a) => FC.join(tx, d, String(a)) },
  'land/combatTrivial': { revealed: FC.trivial },
  'land/combatSally': { answered: (tx, d, a) => FC.sally(tx, d, (Array.isArray(a) ? a : [a]).map(String)) },
  'land/combatSolitaire': { answered: (tx, d, a) => FC.solitaire(tx, d, String(a)) },
  'land/combatBystander': { answered: (tx, d, a) => FC.bystander(tx, d, String(a)) },
  'land/guerillaAttack': { answered: (tx, d, a) => FC.guerillas(tx, d, String(a)) },
  'land/siege': { answered: (tx, d, a) => applySiegeOrder(tx, d.power, String(a)) },
  // section 4 (political)
  'political/diplomacy': { check: checkDiplomacy, answered: (tx, d, a) => applyDiplomacy(tx, d.power, String(a)) },
  'political/callAllies': { answered: (tx, d, a) => { applyCallAllies(tx, d.power, list(a)); afterCallInMovement(tx, d); } },
  'political/answerCall': { answered: (tx, d, a) => { applyAnswerCall(tx, d.power, String(a)); afterCallInMovement(tx, d); } },
  'political/sue': { revealed: resolveSue },
  'political/peaceOffer': { answered: (tx, d, a) => applyPeaceOffer(tx, d.power, String(a)) },
  'political/peaceAnswer': { answered: (tx, d, a) => applyPeaceAnswer(tx, d.power, String(a)) },
  'political/peaceTerm': { answered: (tx, d, a) => applyPeaceTerm(tx, d.power, String(a)) },
  'political/separatePeace': { answered: (tx, d, a) => applySeparatePeace(tx, d.power, String(a)) },
  'political/cededFreeState': { answered: (tx, d, a) => applyCededFreeState(tx, d.power, String(a)) },
  'political/repatriate': { answered: (tx, d, a) => applyRepatriation(tx, d.power, String(a), d.rule, d) },
  'political/newAccess': { answered: (tx, d, a) => applyNewAccess(tx, d.power, String(a)) },
  'political/capitalGarrison': { answered: (tx, d, a) => applyCapitalGarrison(tx, String(a)) },
  // v2.71 4.6.7 the loyalty rolls, then the Minor Country Control Step as usual
  'political/minorLoyalty': { revealed: (tx, g) => { resolveLoyalty(tx, g); beginMinorControl(tx); } },
  // v2.71 4.6.8 overtures to minor countries, revealed together in the UMP Control Step
  'political/minorOverture': { revealed: revealMinorOvertures },
  // 4.6.3.4 / 4.6.3.5 the controller's setup orders
  'political/minorSetup': { answered: (tx, _d, a) => applyMinorSetupAnswer(tx, String(a)) },
  'political/alliances': { revealed: resolveAlliances },
  'political/breakAlliances': { answered: (tx, d, a) => applyBreakAlliances(tx, d.power, list(a)) },
  'political/backDown': { revealed: resolveBackDown },
  'political/minorBid': { revealed: resolveBids },
  'political/minorSupport': { answered: (tx, d, a) => applyMinorSupport(tx, d.power, list(a)) },
  'political/freeStates': { answered: (tx, d, a) => applyFreeStates(tx, d.power, list(a)) },
  // 8.9 section 11: the combinations a power creates
  'campaign/newCombinations': { answered: (tx, d, a) => applyNewCombinations(tx, d.power, list(a)), check: checkNewCombinations },
  // section 10 (issue 18, general): v2.71 10.4.5 / 10.2.3 in the 8.9 step; 10.1.5 the Tyrol corps, then the movement orders
  'general/districts': { answered: (tx, d, a) => applyDistricts(tx, d.power, list(a)) },
  'general/tyrol': { answered: (tx, d, a) => { applyTyrol(tx, d.power, String(a)); openMovement(tx, d.power); } },
  // v2.71 12.11 (option): the landwehr in the 8.9 step; 12.11.2 militia at an 1805 campaign's set-up
  'landwehr/decide': { answered: (tx, d, a) => applyLandwehrChoice(tx, d.power, String(a)) },
  'landwehr/setupMilitia': { answered: (tx, d, a) => applySetupMilitia(tx, d.power, String(a)) },
  // 7.3.8.1 combined-movement allies' order of movement; 7.4.3.3 the Dardanelles leave (ally branch)
  'land/moveOrder': { revealed: (tx, g) => resolveMoveOrder(tx, g, openMover), answered: (tx, d, a) => answerMovePlace(tx, d.power, String(a)) },
  'land/straitsLeave': { answered: (tx, d, a) => answerStraitsLeave(tx, d.power, String(a)) },
  // 8.0 the Economic Phase
  ...ECONOMIC_HANDLERS,
  'land/garrisonAttack': { answered: (tx, d, a) => applyGarrisonAttackChoice(tx, d.power, (Array.isArray(a) ? a : [a]).map(String)) },
  // 5.1 naval reinforcements; 6.2-6.3 the Naval Phase (steps/naval)
  'reinforcement/naval': { answered: (tx, d, a) => applyNavalReinforcementOrder(tx, d.power, String(a)) },
  'naval/shipyardTaken': { answered: (tx, d, a) => applyShipyardTaken(tx, d.power, String(a)) }, // 12.1.2.2 (option)
  ...NAVAL_HANDLERS,
  // 14.2 selecting the major powers of a campaign (steps/campaign)
  'campaign/bid': { check: checkBids, revealed: resolveSelectionBids },
  // 14.3.1 overtures to uncontrolled major powers (steps/campaign)
  'campaign/umpOverture': { revealed: revealOvertures, check: checkOvertures },
  // 13.1.1.1 / 13.1.1.2 a scenario's setup choices before the first turn (steps/setup)
  'setup/forces': { check: checkSetup, revealed: revealSetup },
};

function list(a: DecisionAnswer): string[] {
  return (Array.isArray(a) ? a : [a]).map(String);
}

/** 10.3.4.3 calls to allies made during land movement: once the last is answered the movers go on. */
function afterCallInMovement(tx: Tx, d: PendingDecision): void {
  if (d.step === 'land/movement' && callsDuringMovementDone(tx)) resumeMovement(tx);
}
