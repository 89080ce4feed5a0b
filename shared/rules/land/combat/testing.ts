/** Constructed forces for tests and the benchmark (not rulebook data). */
import { defaultOptions, type MajorPower, type Options } from '../../../model';
import type { CombatContext, CombatForce, CombatLeader, CombatUnit, Strength } from './types';

export function testUnit(id: string, power: MajorPower, factors: Strength, extra: Partial<CombatUnit> = {}): CombatUnit {
  return { id, kind: 'corps', power, nationality: power, factors, strategic: 1, tactical: 1, ...extra };
}

export function testLeader(id: string, nationality: string, strategic: number, tactical: number, tacticalMax = 6, cavalry = false): CombatLeader {
  return { id, nationality, strategic, tactical, tacticalMax, cavalry };
}

export function testForce(units: readonly CombatUnit[], commander: CombatLeader | null = null, others: readonly CombatLeader[] = []): CombatForce {
  return { units, leaders: commander ? [commander, ...others] : [...others], commander };
}

/** Options with the named optional rules switched on. */
export function withRules(...ids: (keyof Options['rules'])[]): Options {
  const o = defaultOptions();
  const rules = { ...o.rules };
  for (const id of ids) rules[id] = true;
  return { ...o, rules };
}

export function testContext(attacker: CombatForce, defender: CombatForce, overrides: Partial<CombatContext> = {}): CombatContext {
  return { attacker, defender, terrain: 'clear', riverCrossing: false, day: 1, options: defaultOptions(), ...overrides };
}
