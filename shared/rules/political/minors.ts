// 4.6 Minor Country Control and 10.5.2 instability: modifiers, eligibility, revolt checks, setup.
import { atWar, allied } from '../../model';
import type { GameState, MajorPower, MinorCountry, MinorId } from '../../model';
import { corpsOf, minorById } from '../../data/forces';
import type { CampaignYear, MinorStart } from '../../data/forces';
import { atWarWithMinor, outOfGame } from './facts';
import { statusOf } from './status';

/** 4.6.2.1 the national modifier of `power` for the minor (0 when the chart has no line). */
export const nationalModifier = (power: MajorPower, minor: MinorId | string): number => minorById(minor)?.nationalModifiers[power] ?? 0;

/** 4.6.2 the modifiers of one power's control roll: national, status and +2 already at war with an aggressor. */
export function controlModifiers(state: GameState, power: MajorPower, minor: MinorId, aggressors: readonly MajorPower[]): { national: number; status: number; atWar: number; total: number } {
  const national = nationalModifier(power, minor);
  const status = statusOf(state, power).statusModifier;
  const war = aggressors.some((a) => atWar(state, power, a)) ? 2 : 0; // 4.6.2.3
  return { national, status, atWar: war, total: national + status + war };
}

/**
 * 4.6 who may be chosen to run a minor declared on: a power in play, not at war with it, and
 * (4.6) an ally of an aggressor only when no other power is eligible, or (`unwilling`) when every
 * other eligible power declined to roll.
 */
export function eligibleControllers(state: GameState, minor: MinorId, aggressors: readonly MajorPower[], inPlay: readonly MajorPower[], unwilling = false): MajorPower[] {
  const base = inPlay.filter((p) => !aggressors.includes(p) && !atWarWithMinor(state, p, minor) && !outOfGame(state, p));
  if (unwilling) return base; // 4.6 the non-allies are unwilling: an attacker's ally may run it
  const nonAllies = base.filter((p) => !aggressors.some((a) => allied(state, p, a)));
  return nonAllies.length > 0 ? nonAllies : base;
}

/** 4.6.3.3 the minor's printed forces for the campaign nearest the game's year. */
export function minorStart(minor: MinorId | string, year: number): MinorStart | undefined {
  const y: CampaignYear = year <= 1811 ? '1805' : year === 1812 ? '1812' : '1813';
  return minorById(minor)?.start[y];
}

/**
 * 4.8 whether a conquered minor may be declared a free state: it "can have corps" (its counters
 * include a corps), whatever its chart strength now (its forces are bought from the next Economic
 * Phase), or it has forces on the chart (a fleet).
 */
export function canHaveCorps(minor: MinorId | string, year: number): boolean {
  return corpsOf(minor).length > 0 || canBeFreeState(minor, year);
}

/** 4.6.3.1 whether the minor has forces (corps or a fleet), so it becomes a free state. */
export function canBeFreeState(minor: MinorId | string, year: number): boolean {
  const s = minorStart(minor, year);
  return s !== undefined && s.infantry + s.cavalry + s.ships > 0;
}

/**
 * v2.71 10.5.2.1 the revolt check of one minor of a power in Instability or Fiasco: one die +
 * the victory points of its box + its national modifier + 2 with its corps or garrison in the
 * capital − 4 for a minor able to be free but held conquered; below 10 it revolts.
 */
export function revoltModifier(state: GameState, power: MajorPower, minor: MinorCountry, holdsCapital: boolean, year: number): number {
  return statusOf(state, power).vp + nationalModifier(power, minor.id) + (holdsCapital ? 2 : 0) - (minor.status === 'conquered' && canBeFreeState(minor.id, year) ? 4 : 0);
}
// v2.71 10.2.3 and 10.4.5 are played by steps/general/districts.ts (rules/general/districts.ts)
