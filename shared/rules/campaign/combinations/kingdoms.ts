// v2.71 10.5.2.3.1 (option minorRevolts) the section 11 kingdoms that face a revolt check as one
// multi-district minor free state: one roll, with the national modifier of its primary district.
// The German union and the Ottoman Empire are left out: their members roll one by one.
import type { Combination, CombinationId, GameState } from '../../../model';
import { combinationsOf } from './control';

/** The kingdoms that roll as one (Poland and the Kingdom of Bavaria are one minor country each already). */
const ONE_CHECK: readonly CombinationId[] = ['kingdom-of-italy', 'kingdom-of-westphalia', 'kingdom-of-bavaria', 'poland'];

/** A kingdom as one revolt check: the member that rolls (its primary district) and the others that share its fate. */
export interface RevoltKingdom {
  readonly combination: Combination;
  readonly primary: string;
  readonly followers: readonly string[];
}

/**
 * v2.71 10.5.2.3.1 the kingdom `minor` belongs to for the revolt check: the member free states its
 * controller runs, the first in the combination's order rolling for all (Lombardy for Italy,
 * Hanover for Westphalia: the members with corps come first). Null for a minor outside such a
 * kingdom, or one whose kingdom has only one member free state left.
 */
export function revoltKingdom(state: GameState, minor: string): RevoltKingdom | null {
  const c = combinationsOf(state).active.find((x) => ONE_CHECK.includes(x.id) && x.minors.includes(minor));
  if (!c) return null;
  const members = c.minors.filter((m) => state.minors.some((x) => x.id === m && x.controller === c.controller && x.status === 'free'));
  if (members.length < 2 || !members.includes(minor)) return null;
  return { combination: c, primary: members[0]!, followers: members.slice(1) };
}

/** v2.71 10.5.2.3.1 whether `minor` takes no revolt check of its own: it follows its kingdom's primary district. */
export const followsKingdomCheck = (state: GameState, minor: string): boolean => {
  const k = revoltKingdom(state, minor);
  return k !== null && k.primary !== minor;
};
