// 7.3.8.1 combined-movement allies (4.9) settle the order in which they move in their Land
// Movement Step: each names an order (the answers are gathered before any is shown); when all
// named the same, that is the order, else competitive dice decide. Then one ally moves at a time.
import { LEGAL, POWER_NAMES } from '../../../model';
import type { DecisionGroup, MajorPower } from '../../../model';
import {
  agreedMoveOrder,
  diceMoveOrder,
  formatMoveOrder,
  moveOrderLabel,
  movementOrders,
  parseMoveOrder,
} from '../../../rules/land/movement';
import { emit, openDecision, openGroup, roll } from '../../tx';
import type { Tx } from '../../tx';
import { landTurn, patchLand } from './landState';

/** 7.3.8.1 ask every ally of the combined sequence for the order it wants. */
export function askMoveOrder(tx: Tx, powers: readonly MajorPower[]): void {
  const group = openGroup(tx, { kind: 'land/moveOrder', rule: '7.3.8.1', secret: false, powers });
  for (const power of powers) {
    openDecision(tx, {
      power,
      kind: 'land/moveOrder',
      step: 'land/movement',
      rule: '7.3.8.1',
      prompt:
        'Your allies and you move together this step, one after another: name the order. If the allies name different orders, competitive dice decide.',
      secret: false,
      select: 'one',
      group,
      options: movementOrders(powers).map((o) => ({ value: formatMoveOrder(o), label: moveOrderLabel(o), verdict: LEGAL })),
    });
  }
}

/** 7.3.8.1 every order is named: agreement, or the dice; the first ally then gives its orders. */
export function resolveMoveOrder(tx: Tx, group: DecisionGroup, open: (tx: Tx, power: MajorPower) => void): void {
  const named = group.powers.map((p) => parseMoveOrder(String(group.answers[p] ?? ''), group.powers));
  const agreed = agreedMoveOrder(named);
  const order =
    agreed ?? diceMoveOrder(group.powers, (p) => roll(tx, '7.3.8.1', `${POWER_NAMES[p]} for its place in the order of movement`));
  patchLand(tx, { moveOrder: order });
  emit(tx, { type: 'movementOrderSet', order, by: agreed ? 'agreement' : 'dice', rule: '7.3.8.1' });
  open(tx, order[0]!);
}

/** 7.3.8.1 the ally that moves after `power` in this step's order, if any. */
export function nextInMoveOrder(tx: Tx, power: MajorPower): MajorPower | null {
  const order = landTurn(tx.state).moveOrder ?? [];
  const i = order.indexOf(power);
  return i >= 0 ? (order[i + 1] ?? null) : null;
}
