// 8.0 The Economic Phase's steps, for the sequence (sequence.ts) and the decision handlers
// (handlers.ts). Option values of each decision kind are listed in the step files' heads.
import type { DecisionAnswer, DecisionGroup, EconomicDecisionKind, PendingDecision } from '../../../model';
import type { Tx } from '../../tx';
import { answerTradeOff, revealAnnouncements } from './victoryPoints';
import { revealCollection } from './collection';
import { applyLendingOrder } from './lending';
import { answerManipulation, answerReturnLeaders } from './manipulation';
import { applyExpenditureOrder } from './purchases';
import { answerCession, revealCessions } from './ceding';
import { applyLevyOrder } from './levy';
import { revealDisorderClaim } from './civilDisorder';

export { beginVictoryPoints, endOfCampaign } from './victoryPoints';
export { beginCollection } from './collection';
export { beginLending } from './lending';
export { beginManipulation } from './manipulation';
export { beginExpenditure } from './expenditure';
export { beginPoliticalStatus } from './politicalStatus';
export { beginCivilDisorder } from './civilDisorder';
export { beginCeding } from './ceding';
export { beginLevy } from './levy';
export { economyOf, EMPTY_ECONOMY } from './economyState';

const list = (a: unknown): string[] => (Array.isArray(a) ? a : [a]).map(String);

/** The shape of handlers.ts's DecisionHandler, restated so this folder does not import the handler table. */
interface Handler {
  readonly answered?: (tx: Tx, decision: PendingDecision, answer: DecisionAnswer) => void;
  readonly revealed?: (tx: Tx, group: DecisionGroup) => void;
}

/** What each economic decision does once answered (or revealed, for the simultaneous ones). */
export const ECONOMIC_HANDLERS = {
  'economic/britishVictoryPoints': { answered: (tx, _d, a) => answerTradeOff(tx, String(a)) },
  'economic/announceVictory': { revealed: revealAnnouncements },
  'economic/collection': { revealed: revealCollection },
  'economic/lending': { answered: (tx, d, a) => applyLendingOrder(tx, d.power, String(a)) },
  'economic/manipulation': { answered: (tx, d, a) => answerManipulation(tx, d.power, String(a)) },
  'economic/returnLeaders': { answered: (tx, d, a) => answerReturnLeaders(tx, d.power, list(a)) },
  'economic/expenditure': { answered: (tx, d, a) => applyExpenditureOrder(tx, d.power, String(a)) },
  'economic/cede': { revealed: revealCessions },
  'economic/acceptCession': { answered: (tx, d, a) => answerCession(tx, d.power, String(a)) },
  'economic/levy': { answered: (tx, d, a) => applyLevyOrder(tx, d.power, String(a)) },
  'economic/disorderClaim': { revealed: revealDisorderClaim },
} satisfies Record<EconomicDecisionKind, Handler>;
