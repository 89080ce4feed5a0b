/** 9.0 A game date: one turn is one month. `month` is 1 (January) to 12 (December). */
export interface GameDate {
  readonly month: number;
  readonly year: number;
}

export const MONTH_NAMES = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const;

/** 9.0 The month marker moves every turn; the year marker moves on entering January. */
export function nextMonth(date: GameDate): GameDate {
  return date.month === 12 ? { month: 1, year: date.year + 1 } : { month: date.month + 1, year: date.year };
}

/** The date `months` later (8.5.3.5 purchases arrive so many months after they are bought). */
export function addMonths(date: GameDate, months: number): GameDate {
  const n = date.year * 12 + (date.month - 1) + months;
  return { month: (n % 12) + 1, year: Math.floor(n / 12) };
}

/** Negative, zero or positive as `a` is before, equal to or after `b`. */
export function compareDates(a: GameDate, b: GameDate): number {
  return a.year !== b.year ? a.year - b.year : a.month - b.month;
}

export function sameDate(a: GameDate, b: GameDate): boolean {
  return compareDates(a, b) === 0;
}

/** 9.1 December, January and February are winter months. */
export function isWinterMonth(date: GameDate): boolean {
  return date.month === 12 || date.month === 1 || date.month === 2;
}

/** 3.5 The Economic Phase ends the March, June, September and December turns only. */
export function isEconomicMonth(date: GameDate): boolean {
  return date.month % 3 === 0;
}

export function formatDate(date: GameDate): string {
  return `${MONTH_NAMES[date.month - 1] ?? '?'} ${date.year}`;
}

/**
 * 9.2 Provinces and minor countries outside the winter zone (the southern edge of the map),
 * as slugs of their printed names. Every other land area is in the winter zone.
 */
export const OUTSIDE_WINTER_ZONE = [
  'morocco', 'algeria', 'tunisia', 'tripolitania', 'cyrenaica', 'egypt', 'palestine',
  'corfu', 'cyprus', 'rhodes', 'crete', 'malta', 'majorca',
] as const;
