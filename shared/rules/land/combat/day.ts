// One day of a field combat as the round functions pass it along (7.5.2.3, 7.5.2.7-9).
import type { Operations } from './operations';
import { unitsTotal } from './strength';
import type { CombatUnit } from './types';

/** One side's position during a day. */
export interface SideState {
  /** Every unit present, pinning and outflanking, with its current factors. */
  readonly units: readonly CombatUnit[];
  /** 7.5.2.3 ids of units moving round the flank (empty without a division). */
  readonly outflanking: readonly string[];
  /** 7.5.2.12 the outflanking force has arrived. */
  readonly arrived: boolean;
  readonly finalMorale: number;
  /** 7.5.2.9.3 accumulated morale loss. */
  readonly moraleLoss: number;
  /** 12.3.4 the guard was committed today. */
  readonly guardCommitted: boolean;
}

export interface DayState {
  readonly day: number;
  readonly ops: Operations;
  /** 7.5.2.9.2 limits on losses apply (not in trivial combat, 7.5.3). */
  readonly lossLimits: boolean;
  /** Rounds fought so far today (0-3). */
  readonly round: number;
  readonly attacker: SideState;
  readonly defender: SideState;
}

/** 7.5.2.3, 7.5.2.7.2 Units that fight this round: the pinning force until the outflankers arrive. */
export function fightingUnits(s: SideState): CombatUnit[] {
  if (s.arrived || s.outflanking.length === 0) return [...s.units];
  const away = new Set(s.outflanking);
  return s.units.filter((u) => !away.has(u.id));
}

/** 7.5.2.7.2, 7.5.2.11.5 Factors counted for percentage losses: arrived outflankers count double. */
export function firingStrength(s: SideState): number {
  const base = unitsTotal(fightingUnits(s));
  if (!s.arrived || s.outflanking.length === 0) return base;
  const out = new Set(s.outflanking);
  return base + unitsTotal(s.units.filter((u) => out.has(u.id)));
}

