// 8.3 The Lending Money Step: money lent or given to allies, or to one's own minor free states.
// Minor free states never lend; manpower is never lent (8.3).
import { LEGAL, POWER_NAMES, allied, illegal } from '../../model';
import type { GameState, MajorPower, Verdict } from '../../model';
import { economicPowers, freeStatesOf } from './territory';

/** The sums one lending order moves; the order is repeated for more. */
export const LENDING_SUMS = [1, 5, 10, 25] as const;

/** Who a power may lend or give to: its allies in play, and its own free states (gifts: free states never repay, 8.2.3). */
export function lendingTargets(state: GameState, power: MajorPower): { to: string; name: string; ally: boolean }[] {
  const allies = economicPowers(state).filter((p) => p !== power && allied(state, p, power)).map((p) => ({ to: p as string, name: POWER_NAMES[p], ally: true }));
  const free = freeStatesOf(state, power).map((m) => ({ to: m.id as string, name: m.name, ally: false }));
  return [...allies, ...free];
}

/** 8.3 whether `power` may hand `amount` to `to` now. */
export function lendingVerdict(state: GameState, power: MajorPower, to: string, amount: number, loan: boolean): Verdict {
  const target = lendingTargets(state, power).find((t) => t.to === to);
  if (!target) return illegal('notAllied', '8.3', 'money goes only to allies or to the power\'s own free states');
  if (loan && !target.ally) return illegal('notAllied', '8.2.3', 'free states never repay: give the money instead');
  if (state.powers[power].money < amount) return illegal('noMoney', '8.3', `${POWER_NAMES[power]} has only $${state.powers[power].money}`);
  return LEGAL;
}
