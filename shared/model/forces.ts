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

/**
 * 7.3.3.3 Garrisons hold regular infantry and militia factors; 7.3.3.3.1 cossack, freikorps and
 * guerilla factors may form all or part of one too (guerillas never on a depot).
 */
export const GARRISON_FACTOR_TYPES = ['infantry', 'militia', 'cossack', 'freikorps', 'guerilla'] as const;
export type GarrisonFactorType = (typeof GARRISON_FACTOR_TYPES)[number];
/** 7.3.3.3 the regular factors of a garrison (the ones a corps detaches and absorbs). */
export const REGULAR_GARRISON_TYPES = ['infantry', 'militia'] as const;
/** 7.3.3.3.1 the irregular factors a garrison may hold. */
export type IrregularGarrisonType = 'cossack' | 'freikorps' | 'guerilla';
/** A garrison's factors by type; a missing type is zero (older saves hold only infantry and militia). */
export type GarrisonFactors = { readonly [K in GarrisonFactorType]?: number };

/** Every factor of a garrison, regular and irregular (7.3.3.4 capacity counts them all). */
export function garrisonSize(f: GarrisonFactors): number {
  let n = 0;
  for (const t of GARRISON_FACTOR_TYPES) n += f[t] ?? 0;
  return n;
}

/** The sum of two garrisons' factors by type, with no zero entries. */
export function addGarrisonFactors(a: GarrisonFactors, b: GarrisonFactors): GarrisonFactors {
  const out: { [K in GarrisonFactorType]?: number } = {};
  for (const t of GARRISON_FACTOR_TYPES) {
    const n = (a[t] ?? 0) + (b[t] ?? 0);
    if (n > 0) out[t] = n;
  }
  return out;
}

/** The irregular factors of a garrison (7.3.3.3.1), by kind. */
export function irregularGarrisonFactors(f: GarrisonFactors): number {
  return (f.cossack ?? 0) + (f.freikorps ?? 0) + (f.guerilla ?? 0);
}

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
