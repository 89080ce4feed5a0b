import type { MajorPower } from '../../../shared/model/powers';
import type { GameDate } from '../../../shared/model/calendar';
import type { PhaseId } from '../../../shared/model/turn';

// Display names only; the renderer may not import the model's values (STYLE A), so the
// exhaustive Record types make the compiler flag a power or phase added to the model.

export const POWER_NAME: Record<MajorPower, string> = {
  france: 'France',
  britain: 'Great Britain',
  spain: 'Spain',
  austria: 'Austria',
  prussia: 'Prussia',
  russia: 'Russia',
  turkey: 'Turkey',
};

/** Order of the powers as the rules list them (1.2), for cards and filters. */
export const POWER_ORDER = Object.keys(POWER_NAME) as MajorPower[];

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
