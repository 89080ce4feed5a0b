import type { MajorPower } from './powers';
import type { MinorId } from './ids';

/**
 * 5.2 Army factor types held in corps: regular infantry, militia, regular cavalry, guard,
 * artillery, and the Turkish feudal infantry and cavalry (10.1.3).
 */
export const FACTOR_TYPES = ['infantry', 'militia', 'cavalry', 'guard', 'artillery', 'feudalInfantry', 'feudalCavalry'] as const;
export type FactorType = (typeof FACTOR_TYPES)[number];
/** Factors by type; a missing type is zero. */
export type Factors = { readonly [K in FactorType]?: number };

/** 2.4.2 The general type printed on a corps counter's face (13.1 Lt = light infantry). */
export const CORPS_TYPES = ['infantry', 'light', 'cavalry', 'guard', 'artillery', 'feudal', 'insurrection', 'tyrol'] as const;
export type CorpsType = (typeof CORPS_TYPES)[number];

/** 7.3.3 Garrisons hold infantry and militia only. */
export const GARRISON_FACTOR_TYPES = ['infantry', 'militia'] as const;
export type GarrisonFactorType = (typeof GARRISON_FACTOR_TYPES)[number];

/** 10.1 Irregular counters: each cossack or freikorps counter is one factor (2.4.1). */
export const IRREGULAR_KINDS = ['cossack', 'freikorps', 'guerilla'] as const;
export type IrregularKind = (typeof IRREGULAR_KINDS)[number];

/** Whose forces these are: a major power or a minor country. */
export type Nationality = MajorPower | MinorId;

export function totalFactors(f: Factors): number {
  let n = 0;
  for (const t of FACTOR_TYPES) n += f[t] ?? 0;
  return n;
}
