/** Values derived from counters: movement allowance, intrinsic ratings and a commander's tactical rating. */
import type { Corps, Leader, Month } from './schema';

export type MovementAllowance = 3 | 4 | 5;

/**
 * 7.3.1.1 Movement allowance of a corps counter: 5 with a cavalry symbol (printed 5, incl. the
 * Austrian light infantry); a printed "(3)" becomes 4 while France controls the counter; else 3.
 * Options 11.2.2.1, 11.3.2.1, 11.4.2 and 11.5.2.1 replace the French-control test for the minors
 * they name; pass `frenchBonus: false` when such an option withholds it.
 */
export function movementAllowance(corps: Corps, controller: string, frenchBonus = true): MovementAllowance {
  if (corps.movement.printed === 5) return 5;
  if (corps.movement.parenthesized && controller === 'france' && frenchBonus) return 4; // counter note a
  return 3;
}

export interface Ratings {
  readonly strategic: number;
  readonly tactical: number;
}

/** 10.6.1 intrinsic ratings of a corps on `date`; Prussian counters change in 1810 (counter note e). Minors: null. */
export function intrinsicRatings(corps: Corps, date: Month): Ratings | null {
  if (!corps.intrinsic) return null;
  const pick = (v: number | { before1810: number; from1810: number }): number =>
    typeof v === 'number' ? v : date < '1810-01' ? v.before1810 : v.from1810;
  return { strategic: pick(corps.intrinsic.strategic), tactical: pick(corps.intrinsic.tactical) };
}

/**
 * 10.6.1.2.1 A commander's tactical rating for the number of corps commanded: -1 above the tactical
 * maximum, -2 above twice it, never below 0. Optional 12.3.7.2 (`perMultiple`) takes -1 per
 * further multiple instead of stopping at -2.
 */
export function tacticalRatingCommanding(
  leader: Pick<Leader, 'tactical' | 'tacticalMax'>,
  corpsCommanded: number,
  perMultiple = false,
): number {
  if (leader.tactical === null || leader.tacticalMax === null) return 0;
  const max = leader.tacticalMax;
  let reduction = 0;
  if (corpsCommanded > max) reduction = perMultiple ? Math.ceil(corpsCommanded / max) - 1 : corpsCommanded > 2 * max ? 2 : 1;
  return Math.max(0, leader.tactical - reduction);
}

/**
 * A leader's strategic and tactical ratings on `date` with the optional rules in `options` applied
 * (12.3.7.3 lowers Napoleon's from 1809 and 1812). 12.3.7.3 does not apply inside the original
 * French home nation; the caller passes `inOwnHomeNation` for that.
 */
export function leaderRatings(leader: Leader, date: Month, options: ReadonlySet<string>, inOwnHomeNation = false): Ratings | null {
  if (leader.strategic === null || leader.tactical === null) return null;
  let strategic = leader.strategic;
  let tactical = leader.tactical;
  if (!inOwnHomeNation) {
    for (const change of leader.optionChanges) {
      if (!options.has(change.option) || date < change.from) continue;
      if (change.field === 'strategic') strategic = change.value;
      else tactical = change.value;
    }
  }
  return { strategic, tactical };
}
