import type { DecisionAnswer, DecisionGroup, DecisionKind, PendingDecision } from '../model';
import type { Tx } from './tx';
import { resolveDeclarations } from './steps/political/declarationsOfWar';
import { applyAnnouncement } from './steps/announcePosition';
import { resolveCombinedMovement } from './steps/political/combinedMovement';
import { answerAccessWar, applyDepotGarrisonAnswer, applyMovementOrder } from './steps/land/movement';
import { applyDepotOrder } from './steps/land/depots';
import { applyInsurrectionOrder, chooseForageLoss, grantAlliedSupply, resolveSupply, settleBesiegedCity } from './steps/land/supply';
import { applyReinforcementOrder } from './steps/reinforcement/army';
import { FIELD_COMBAT_HANDLERS as FC } from './steps/land/fieldCombat';
import { applySiegeOrder } from './steps/land/siege';
import { NAVAL_HANDLERS, applyNavalReinforcementOrder } from './steps/naval';

/**
 * What each kind of decision does once its answer is known to all: `answered` runs for a
 * decision outside any group; `revealed` runs when a simultaneous group is complete. A
 * Record over DecisionKind, so adding a kind does not compile until it has a handler.
 */
export interface DecisionHandler {
  readonly answered?: (tx: Tx, decision: PendingDecision, answer: DecisionAnswer) => void;
  readonly revealed?: (tx: Tx, group: DecisionGroup) => void;
}

export const DECISION_HANDLERS: Readonly<Record<DecisionKind, DecisionHandler>> = {
  // nothing happens: the step's rules are not implemented yet
  'sequence/acknowledge': {},
  // 4.2 in the Political Phase (a secret group); 10.3.4.3 alone, answering forcible access
  'political/declareWar': { revealed: resolveDeclarations, answered: answerAccessWar },
  'naval/announcePosition': { answered: (tx, d, a) => applyAnnouncement(tx, 'naval', d.power, a as number) },
  'land/announcePosition': { answered: (tx, d, a) => applyAnnouncement(tx, 'land', d.power, a as number) },
  'political/declareCombinedMovement': { revealed: resolveCombinedMovement },
  'reinforcement/army': { answered: (tx, d, a) => applyReinforcementOrder(tx, d.power, a as string) },
  'land/depots': { answered: (tx, d, a) => applyDepotOrder(tx, d.power, a as string) },
  'land/movement': { answered: (tx, d, a) => applyMovementOrder(tx, d.power, a as string) },
  'land/depotGarrison': { answered: (tx, d, a) => applyDepotGarrisonAnswer(tx, d.power, String(a)) },
  'land/insurrection': { answered: (tx, _d, a) => applyInsurrectionOrder(tx, a as string) },
  'land/forageLosses': { answered: (tx, d, a) => chooseForageLoss(tx, d.power, a as string) },
  'land/besiegedCity': { answered: (tx, _d, a) => settleBesiegedCity(tx, String(a)) },
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
  'land/siege': { answered: (tx, d, a) => applySiegeOrder(tx, d.power, String(a)) },
  // 5.1 naval reinforcements; 6.2-6.3 the Naval Phase (steps/naval)
  'reinforcement/naval': { answered: (tx, d, a) => applyNavalReinforcementOrder(tx, d.power, String(a)) },
  ...NAVAL_HANDLERS,
};
