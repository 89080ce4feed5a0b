/** 12.7 (option) Leader casualties after a field, limited field or trivial combat. */
import { type ChartBundle, DEFAULT_CHARTS } from '../../../data/charts';
import { type GameDate, nextMonth } from '../../../model';
import { lookupsFor } from './strength';

export interface LeaderCasualty {
  /** The two check dice and their sum; a casualty only on the chart's roll (12). */
  readonly dice: readonly number[];
  readonly roll: number;
  /** The leader struck (chosen at random among those present), or null. */
  readonly leader: string | null;
  /** The fate die, when a leader was struck. */
  readonly fateDie: number | null;
  readonly result: 'unhurt' | 'wounded' | 'killed';
  /** Complete months off the map for a wound. */
  readonly months: number;
}

/** 12.7 Whether the side's check dice strike one of its leaders. */
export function leaderStruck(dice: readonly number[], charts: ChartBundle = DEFAULT_CHARTS): boolean {
  return lookupsFor(charts).isLeaderCasualty(dice.reduce((a, b) => a + b, 0));
}

/**
 * 12.7 One side's check: `pick` (1..leaders.length) is the random choice among the leaders
 * present, `fateDie` the die that says killed (6) or wounded for that many months.
 */
export function leaderCasualty(
  leaders: readonly string[], dice: readonly number[], pick: number | null, fateDie: number | null, charts: ChartBundle = DEFAULT_CHARTS,
): LeaderCasualty {
  const roll = dice.reduce((a, b) => a + b, 0);
  const leader = leaders.length === 0 || !leaderStruck(dice, charts) ? null : (leaders[Math.min(leaders.length, Math.max(1, pick ?? 1)) - 1] ?? null);
  if (leader === null || fateDie === null) return { dice, roll, leader: null, fateDie: null, result: 'unhurt', months: 0 };
  const fate = lookupsFor(charts).leaderCasualtyFate(fateDie);
  return { dice, roll, leader, fateDie, result: fate.result, months: fate.months };
}

/**
 * 12.7 A leader wounded in `date` stays off the map for `months` complete months: he is back
 * (in his power's pool) as the month after those begins.
 */
export function woundedUntil(date: GameDate, months: number): GameDate {
  let d = date;
  for (let i = 0; i <= months; i++) d = nextMonth(d);
  return d;
}
