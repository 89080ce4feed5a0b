// 7.3.8.1 allies using combined movement (4.9) settle the order in which they move within their
// sequence: by agreement, or else by competitive die rolls. Pure: the dice are the caller's.
import { POWER_NAMES } from '../../../model';
import type { MajorPower } from '../../../model';

/** Every order the powers could move in (the powers' own order first). */
export function movementOrders(powers: readonly MajorPower[]): MajorPower[][] {
  if (powers.length <= 1) return [[...powers]];
  return powers.flatMap((p) => movementOrders(powers.filter((q) => q !== p)).map((rest) => [p, ...rest]));
}

/** The option value naming an order: `order:austria>britain`. */
export const formatMoveOrder = (order: readonly MajorPower[]): string => `order:${order.join('>')}`;

/** The order an option value names, when it is an order of exactly `powers`; null otherwise. */
export function parseMoveOrder(value: string, powers: readonly MajorPower[]): MajorPower[] | null {
  if (!value.startsWith('order:')) return null;
  const order = value.slice('order:'.length).split('>');
  if (
    order.length !== powers.length ||
    new Set(order).size !== order.length ||
    !order.every((p) => (powers as readonly string[]).includes(p))
  )
    return null;
  return order as MajorPower[];
}

export const moveOrderLabel = (order: readonly MajorPower[]): string => order.map((p) => POWER_NAMES[p]).join(', then ');

/** 7.3.8.1 the order every ally named, when they all named the same one; null when they differ. */
export function agreedMoveOrder(named: readonly (readonly MajorPower[] | null)[]): MajorPower[] | null {
  const first = named[0];
  if (!first) return null;
  return named.every((o) => o !== null && o.join('>') === first.join('>')) ? [...first] : null;
}

/**
 * 7.3.8.1 competitive die rolls: each ally rolls one die (`roll`, in the order given); the highest
 * moves first, then the next highest, and allies tied roll again among themselves for their places.
 */
export function diceMoveOrder(powers: readonly MajorPower[], roll: (p: MajorPower) => number): MajorPower[] {
  if (powers.length <= 1) return [...powers];
  const rolls = powers.map((p) => ({ p, v: roll(p) }));
  const values = [...new Set(rolls.map((r) => r.v))].sort((a, b) => b - a);
  return values.flatMap((v) =>
    diceMoveOrder(
      rolls.filter((r) => r.v === v).map((r) => r.p),
      roll,
    ),
  );
}
