// 12.2.6 (option, v2.71) advanced naval combat. Filled in below the standard rules.
import type { NavalBattleProgress } from '../../../model';
import type { Tx } from '../../tx';

/** Whether this battle is fought by the advanced rules (12.2.6). */
export function advancedEnabled(tx: Tx, _p: NavalBattleProgress): boolean {
  return tx.state.options.rules.advancedNaval;
}

export function openTactics(_tx: Tx, _p: NavalBattleProgress): void {}
export function fightAdvanced(_tx: Tx, _p: NavalBattleProgress): void {}

import type { DecisionGroup, PendingDecision } from '../../../model';
export function revealTactics(_tx: Tx, _g: DecisionGroup): void {}
export function answerClosing(_tx: Tx, _d: PendingDecision, _a: string): void {}
export function answerChase(_tx: Tx, _d: PendingDecision, _a: string): void {}
