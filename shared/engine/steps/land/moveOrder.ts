// 7.3.8.1 combined-movement allies (4.9) settle the order in which they move in their Land
// Movement Step: each names an order (the answers are gathered before any is shown); when all
// named the same, that is the order, else competitive dice decide. Then one ally moves at a time.
// Three or four allies name their order one place at a time (askPlace).
import { LEGAL, POWER_NAMES } from '../../../model';
import type { DecisionGroup, MajorPower } from '../../../model';
import { agreedMoveOrder, diceMoveOrder, formatMoveOrder, moveOrderLabel, parseMoveOrder } from '../../../rules/land/movement';
import { emit, openDecision, openGroup, roll } from '../../tx';
import type { Tx } from '../../tx';
import { landTurn, patchLand } from './landState';

/**
 * 7.3.8.1 ask every ally of the combined sequence for the order it wants. With two allies the
 * question lists both orders; with three or four an ally names the order one place at a time
 * (who moves first, then next) instead of choosing among every permutation (6 or 24): the
 * earlier places are its own secret questions, and only the last, which completes the order,
 * answers the allies' group.
 */
export function askMoveOrder(tx: Tx, powers: readonly MajorPower[]): void {
  const group = openGroup(tx, { kind: 'land/moveOrder', rule: '7.3.8.1', secret: false, powers });
  for (const power of powers) askPlace(tx, powers, group, power, []);
}

/** 7.3.8.1 one place of `power`'s order after `named`; the question that completes the order joins the group. */
function askPlace(tx: Tx, powers: readonly MajorPower[], group: string, power: MajorPower, named: readonly MajorPower[]): void {
  const rest = powers.filter((p) => !named.includes(p));
  const completes = named.length + 2 >= powers.length; // after this place one ally at most is left
  const intro = 'Your allies and you move together this step, one after another.';
  const dice = 'If the allies name different orders, competitive dice decide.';
  const so = named.length > 0 ? ` So far: ${moveOrderLabel(named)}.` : '';
  openDecision(tx, {
    power,
    kind: 'land/moveOrder',
    step: 'land/movement',
    rule: '7.3.8.1',
    prompt: completes
      ? `${intro}${so} Name the order. ${dice}`
      : `${intro}${so} Name who moves ${named.length === 0 ? 'first' : 'next'}; you name the rest of the order after. ${dice}`,
    secret: !completes,
    select: 'one',
    group: completes ? group : null,
    options: rest.map((p) => {
      const order = completes ? [...named, p, ...rest.filter((q) => q !== p)] : [...named, p];
      return {
        value: formatMoveOrder(order),
        label: completes ? moveOrderLabel(order) : `${POWER_NAMES[p]} ${named.length === 0 ? 'first' : 'next'}`,
        verdict: LEGAL,
      };
    }),
  });
}

/** 7.3.8.1 a place named that does not complete the order: the same ally names the next place. */
export function answerMovePlace(tx: Tx, power: MajorPower, answer: string): void {
  const group = tx.state.groups.find((g) => g.kind === 'land/moveOrder' && g.powers.includes(power));
  if (!group || !answer.startsWith('order:')) return;
  const named = answer.slice('order:'.length).split('>') as MajorPower[];
  if (!named.every((p) => group.powers.includes(p))) return;
  askPlace(tx, group.powers, group.id, power, named);
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
