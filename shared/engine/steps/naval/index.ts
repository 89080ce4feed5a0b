// 5.1 and 6.0 The Naval Reinforcement Step and the Naval Phase: step entry points, decision
// handlers, and the driver that files finished battles and reopens the movers' and attackers'
// decisions once nothing else waits (interceptions and battles are answered in the middle of a
// power's movement, as land movement's reactions are).
import type { DecisionAnswer, DecisionGroup, PendingDecision } from '../../../model';
import { emit, patch } from '../../tx';
import type { Tx } from '../../tx';
import { advanceBattle, answerEvasion, answerPursuit, answerRetreat, answerSeaRetreat, isBattleDecision } from './battle';
import { answerChase, answerClosing, revealTactics } from './advanced';
import { answerHulkPort, answerWithdraw } from './advancedAftermath';
import { afterInterceptionBattle, answerInterception, applyNavalMovementOrder, beginNavalMovement, openMovementDecisions } from './movement';
import { applyNavalCombatOrder, beginNavalCombat, openCombatDecisions } from './combat';
import { navalTurn, patchNaval } from './navalState';
import { answerCargo, answerLossShift, answerOddLoss } from './losses';
import { answerPortLeave, answerPortLost } from './ports';

export { beginNavalReinforcement, applyNavalReinforcementOrder, applyShipyardTaken } from './reinforcement';
export { evictFleets } from './ports';
export { removeFleet } from './navalState';
export { navalMovementOptions } from './movement';
export { navalCombatOptions } from './combat';

/** A decision of the naval step that is not the movers' or attackers' own: an interception or a battle's. */
const isReaction = (d: PendingDecision) => d.kind === 'naval/intercept' || isBattleDecision(d);

/** A finished battle goes into the turn's record, and what it interrupted carries on. */
function fileBattle(tx: Tx): void {
  const p = navalTurn(tx.state).battle;
  if (!p) return;
  patchNaval(tx, { battle: undefined, battles: [...navalTurn(tx.state).battles, p.record] });
  emit(tx, { type: 'navalBattle', record: p.record, rule: '6.3' });
  if (p.then.kind === 'movement') afterInterceptionBattle(tx, p.then.mover, p.record.outcome, p.record.attacker.fleets, p.record.pursuers ?? []);
}

/**
 * After every naval answer: finished battles are filed; while an interception or a battle
 * waits for an answer the movers' and attackers' orders are held (their decisions withdrawn);
 * otherwise each still acting power has its decision, with options for the board as it is now.
 */
export function driveNaval(tx: Tx): void {
  for (let guard = 0; guard < 50; guard++) {
    const b = navalTurn(tx.state).battle;
    if (!b) break;
    if (b.record.stage !== 'over') {
      advanceBattle(tx);
      if (navalTurn(tx.state).battle?.record.stage !== 'over') break;
    }
    fileBattle(tx);
  }
  if (tx.state.pending.some(isReaction) || navalTurn(tx.state).battle || navalTurn(tx.state).interception) {
    patch(tx, { pending: tx.state.pending.filter((d) => d.kind !== 'naval/movement' && d.kind !== 'naval/combat') });
    return;
  }
  if (tx.state.cursor.step === 'naval/movement') openMovementDecisions(tx);
  if (tx.state.cursor.step === 'naval/combat') openCombatDecisions(tx);
}

/** 6.2 the Naval Movement Step of the phasing power(s). */
export function beginNavalMovementStep(tx: Tx): void {
  beginNavalMovement(tx);
  driveNaval(tx);
}

/** 6.3 the Naval Combat Step of the phasing power(s). */
export function beginNavalCombatStep(tx: Tx): void {
  beginNavalCombat(tx);
  driveNaval(tx);
}

const one = (a: DecisionAnswer): string => String(Array.isArray(a) ? a[0] : a);
const many = (a: DecisionAnswer): string[] => (Array.isArray(a) ? a : [a]).map(String);

/** What each naval decision does (handlers.ts spreads these in). */
export const NAVAL_HANDLERS = {
  'naval/movement': { answered: (tx: Tx, d: PendingDecision, a: DecisionAnswer) => { applyNavalMovementOrder(tx, d.power, one(a)); driveNaval(tx); } },
  'naval/intercept': { answered: (tx: Tx, d: PendingDecision, a: DecisionAnswer) => { answerInterception(tx, d.power, one(a)); driveNaval(tx); } },
  'naval/combat': { answered: (tx: Tx, d: PendingDecision, a: DecisionAnswer) => { applyNavalCombatOrder(tx, d.power, one(a)); driveNaval(tx); } },
  'naval/evade': { answered: (tx: Tx, _d: PendingDecision, a: DecisionAnswer) => { answerEvasion(tx, one(a)); driveNaval(tx); } },
  'naval/retreat': { answered: (tx: Tx, _d: PendingDecision, a: DecisionAnswer) => { answerRetreat(tx, one(a)); driveNaval(tx); } },
  'naval/seaRetreat': { answered: (tx: Tx, _d: PendingDecision, a: DecisionAnswer) => { answerSeaRetreat(tx, one(a)); driveNaval(tx); } },
  'naval/pursue': { answered: (tx: Tx, _d: PendingDecision, a: DecisionAnswer) => { answerPursuit(tx, many(a)); driveNaval(tx); } },
  'naval/tactic': { revealed: (tx: Tx, g: DecisionGroup) => { revealTactics(tx, g); driveNaval(tx); } },
  'naval/closing': { answered: (tx: Tx, d: PendingDecision, a: DecisionAnswer) => { answerClosing(tx, d, one(a)); driveNaval(tx); } },
  'naval/chase': { answered: (tx: Tx, d: PendingDecision, a: DecisionAnswer) => { answerChase(tx, d, one(a)); driveNaval(tx); } },
  // 12.2.6.1.9.1 / 12.2.6.1.8 (option) the port of disabled ships, the victor's stay or withdrawal (advancedAftermath.ts)
  'naval/hulkPort': { answered: (tx: Tx, d: PendingDecision, a: DecisionAnswer) => { answerHulkPort(tx, d, one(a)); driveNaval(tx); } },
  'naval/withdraw': { answered: (tx: Tx, d: PendingDecision, a: DecisionAnswer) => { answerWithdraw(tx, d, one(a)); driveNaval(tx); } },
  // 6.2.6.1 a lost blockaded port: scuttle the fleets or fight the blockaders (ports.ts)
  'naval/portLost': { answered: (tx: Tx, d: PendingDecision, a: DecisionAnswer) => { answerPortLost(tx, d.power, one(a)); driveNaval(tx); } },
  // 6.2.6 a lost port, not blockaded: where the fleets go (ports.ts)
  'naval/portLeave': { answered: (tx: Tx, d: PendingDecision, a: DecisionAnswer) => { answerPortLeave(tx, d.power, one(a)); driveNaval(tx); } },
  'naval/losses': { answered: (tx: Tx, d: PendingDecision, a: DecisionAnswer) => { answerLossShift(tx, d.power, one(a)); driveNaval(tx); } },
  'naval/transportLosses': { answered: (tx: Tx, d: PendingDecision, a: DecisionAnswer) => { answerCargo(tx, d.power, one(a)); driveNaval(tx); } },
  'naval/oddLoss': { answered: (tx: Tx, d: PendingDecision, a: DecisionAnswer) => { answerOddLoss(tx, d.power, one(a)); driveNaval(tx); } },
} as const;
