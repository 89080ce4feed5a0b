import { MAJOR_POWERS, POWER_NAMES, type MajorPower } from '../../../shared/model';
import type { GameDate } from '../../../shared/model/calendar';
import type { PhaseId } from '../../../shared/model/turn';

// Display names; the exhaustive Record type makes the compiler flag a phase added to the model.

export const POWER_NAME = POWER_NAMES;

/** Order of the powers as the rules list them (1.2), for cards and filters. */
export const POWER_ORDER = MAJOR_POWERS;

export const PHASE_NAME: Record<PhaseId, string> = {
  political: 'Political',
  reinforcement: 'Reinforcement',
  naval: 'Naval',
  land: 'Land',
  economic: 'Economic',
  timeRecord: 'Time record',
};
export const PHASE_ORDER = Object.keys(PHASE_NAME) as PhaseId[];

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function dateText(d: GameDate): string {
  return `${MONTHS[d.month - 1] ?? '?'} ${d.year}`;
}

export function powerName(p: string): string {
  return (POWER_NAME as Record<string, string>)[p] ?? p.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}

export function isPower(p: string): p is MajorPower {
  return Object.hasOwn(POWER_NAME, p);
}

/** "France, Austria and Russia". */
export function listText(items: readonly string[]): string {
  if (items.length === 0) return 'none';
  if (items.length === 1) return items[0]!;
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
