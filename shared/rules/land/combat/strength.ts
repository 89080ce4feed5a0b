/** Counting factors in units and forces. */
import { type ChartBundle, type ChartLookups, chartLookups, DEFAULT_CHARTS } from '../../../data/charts';
import { CAVALRY_TYPES, type CombatUnit, type Strength, type StrengthType, STRENGTH_TYPES } from './types';

export function strengthTotal(s: Strength): number {
  let n = 0;
  // only the types present: factor records are sparse
  for (const t in s) n += s[t as StrengthType] ?? 0;
  return n;
}

export function unitsTotal(units: readonly CombatUnit[], types?: readonly StrengthType[]): number {
  let n = 0;
  if (types === undefined) for (const u of units) n += strengthTotal(u.factors);
  else for (const u of units) for (const t of types) n += u.factors[t] ?? 0;
  return n;
}

export const cavalryOf = (units: readonly CombatUnit[]): number => unitsTotal(units, CAVALRY_TYPES);

/** Corps counters (garrisons and irregulars are not corps). */
export const corpsOf = (units: readonly CombatUnit[]): CombatUnit[] => units.filter((u) => u.kind === 'corps');

/** 7.5.2.1, 7.5.2.3.1 a corps holding factors other than artillery. */
export function isNonArtilleryCorps(u: CombatUnit): boolean {
  if (u.kind !== 'corps') return false;
  return STRENGTH_TYPES.some((t) => t !== 'artillery' && (u.factors[t] ?? 0) > 0);
}

export function withFactors(u: CombatUnit, factors: Strength): CombatUnit {
  return { ...u, factors };
}

const lookupCache = new WeakMap<ChartBundle, ChartLookups>();
/** Chart lookups bound to a bundle, built once per bundle. */
export function lookupsFor(bundle: ChartBundle = DEFAULT_CHARTS): ChartLookups {
  let l = lookupCache.get(bundle);
  if (!l) {
    l = chartLookups(bundle);
    lookupCache.set(bundle, l);
  }
  return l;
}

/** Morale and ratings are kept in tenths to stay exact. */
export const tenths = (x: number): number => Math.round(x * 10) / 10;
