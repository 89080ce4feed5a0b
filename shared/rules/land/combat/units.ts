/** Building combat units and leaders from the counters' data (shared/data/forces). */
import { type Corps, intrinsicRatings, type Leader, leaderRatings, type Month } from '../../../data/forces';
import { isMajorPower, type MajorPower } from '../../../model';
import type { CombatLeader, CombatUnit, Strength } from './types';

/**
 * A corps counter holding `factors`; minor corps need their `controller`, whose ratings they
 * borrow (10.6.1). Morale values come from the counter's back (7.5.2.6.1.1).
 */
export function corpsUnit(corps: Corps, factors: Strength, date: Month, controller?: MajorPower): CombatUnit | null {
  const power = isMajorPower(corps.owner) ? corps.owner : controller;
  if (!power) return null;
  const r = intrinsicRatings(corps, date);
  return {
    id: corps.id,
    kind: 'corps',
    power,
    nationality: corps.owner,
    factors,
    morale: corps.morale,
    ...(r ? { strategic: r.strategic, tactical: r.tactical } : {}),
  };
}

/**
 * A land leader with the ratings in force on `date` (12.3.7.3 when that option is on, except for
 * a combat in his own nation's original home nation: `inOwnHomeNation`, 12.3.7.3 last sentence).
 */
export function combatLeader(leader: Leader, date: Month, optionIds: ReadonlySet<string> = new Set(), inOwnHomeNation = false): CombatLeader | null {
  const r = leaderRatings(leader, date, optionIds, inOwnHomeNation);
  if (!r || leader.tacticalMax === null) return null;
  return {
    id: leader.id,
    nationality: leader.nationality,
    strategic: r.strategic,
    tactical: r.tactical,
    tacticalMax: leader.tacticalMax,
    cavalry: leader.cavalry,
    ...(leader.seniority ? { seniority: leader.seniority } : {}),
  };
}
