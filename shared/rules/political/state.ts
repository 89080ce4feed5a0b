// The Political Phase's record with its defaults, and date arithmetic the political rules share.
import { MAJOR_POWERS, compareDates } from '../../model';
import type { GameDate, GameState, MajorPower, PoliticalState } from '../../model';
import { initialStatusPosition } from './status';

/** `date` plus `months` months. */
export function addMonths(date: GameDate, months: number): GameDate {
  const i = date.year * 12 + (date.month - 1) + months;
  return { year: Math.floor(i / 12), month: (i % 12) + 1 };
}

/** Whether `date` is on or before `until` (a record "until" a month holds through that month). */
export const holdsThrough = (date: GameDate, until: GameDate): boolean => compareDates(date, until) <= 0;

/** Months from `a` to `b` (positive when `b` is later). */
export const monthsBetween = (a: GameDate, b: GameDate): number => (b.year - a.year) * 12 + (b.month - a.month);

/** A fresh political record for a game starting on `start` (markers on the campaign's printed boxes, 2.4.3.3). */
export function initialPoliticalState(start: GameDate, positions?: Partial<Record<MajorPower, number>>): PoliticalState {
  const status = {} as Record<MajorPower, number>;
  for (const p of MAJOR_POWERS) status[p] = positions?.[p] ?? initialStatusPosition(p, start.year);
  return {
    status,
    statusHistory: [{ date: start, positions: status }],
    mustSue: [],
    brokenAlliances: [],
    warsBegun: [],
    minorWars: [],
    royalMarriages: [],
    debts: [],
    tradeRestrictions: [],
    corpsOnLoan: [],
    removedLeaders: [],
    outOfGame: [],
    holyRomanEmpireDissolved: false,
    notes: [],
    diplomacy: { minutes: 5, paused: false },
  };
}

/**
 * The game's political record; games made before it existed get the defaults (markers on the
 * printed start boxes of the campaign nearest the game's start year).
 */
export function politicalState(state: GameState): PoliticalState {
  return state.political ?? initialPoliticalState(state.scenario.kind === 'campaign' ? state.date : state.date);
}
