/** Plain inputs and shared shapes of field combat (7.5.2). Forces arrive already assembled. */
import type { ChartBundle, ChartLookups } from '../../../data/charts';
import type { Terrain } from '../../../data/map/schema';
import type { FactorType, MajorPower, Options, RuleRef, Verdict } from '../../../model';
import { FACTOR_TYPES } from '../../../model';

export const COMBAT_SIDES = ['attacker', 'defender'] as const;
export type CombatSide = (typeof COMBAT_SIDES)[number];
export type BySide<T> = { readonly [S in CombatSide]: T };
export const otherSide = (s: CombatSide): CombatSide => (s === 'attacker' ? 'defender' : 'attacker');

/** 10.1 Irregular factors fight beside the army factors: one factor per counter. */
export const IRREGULAR_TYPES = ['cossack', 'freikorps', 'guerilla'] as const;
/** Every kind of factor that can stand in a combat and be lost in it. */
export const STRENGTH_TYPES = [...FACTOR_TYPES, ...IRREGULAR_TYPES] as const;
export type StrengthType = (typeof STRENGTH_TYPES)[number];
export type Strength = { readonly [K in StrengthType]?: number };

/** 7.5.2.9.2.2, 12.3.3.1, 7.5.2.10.2.3 what counts as cavalry in combat. */
export const CAVALRY_TYPES: readonly StrengthType[] = ['cavalry', 'feudalCavalry', 'cossack', 'freikorps'];

/**
 * One counter in the combat: a corps, the garrison factors on a depot (they fight with the
 * pinning force, 7.5.2.3.1) or one irregular counter.
 */
export interface CombatUnit {
  readonly id: string;
  readonly kind: 'corps' | 'garrison' | 'irregular';
  /** The major power controlling the counter (7.5.2.6.1.2 primary component, 12.3.4 nationality). */
  readonly power: MajorPower;
  /** Owner printed on the counter: `power` itself or a minor country id. */
  readonly nationality: string;
  readonly factors: Strength;
  /** Morale values printed on the back of the counter; missing types are read on the chart. */
  readonly morale?: { readonly [K in FactorType]?: number };
  /** 11.8.2.1 (option) dominant status raising or lowering the morale of some troop types. */
  readonly moraleShift?: { readonly [K in FactorType]?: number };
  /** v2.71 12.11.3 (option) militia of an active landwehr's regular corps: their morale (2.5) instead of the chart's 2.0. */
  readonly militiaMorale?: number;
  /** 2.4.2 the corps counter's public face (its type: 'cavalry' marks a cavalry corps, 10.1.2.2.3); absent for other units. */
  readonly face?: string;
  /** 10.6.1 intrinsic ratings (corps of major powers; minors borrow their controller's). */
  readonly strategic?: number;
  readonly tactical?: number;
}

/** A leader with the ratings in force today (12.3.7.3 already applied by the caller). */
export interface CombatLeader {
  readonly id: string;
  readonly nationality: string;
  readonly strategic: number;
  readonly tactical: number;
  readonly tacticalMax: number;
  /** 10.6.1.3 cavalry leader symbol. */
  readonly cavalry: boolean;
  /** 10.6.1.1.2 seniority letter, A most senior. */
  readonly seniority?: 'A' | 'B' | 'C' | 'D';
}

/** One side of a field combat. `commander` is the leader chosen by 10.6.1.1, or null. */
export interface CombatForce {
  readonly units: readonly CombatUnit[];
  readonly leaders: readonly CombatLeader[];
  readonly commander: CombatLeader | null;
}

/** Everything a field combat needs besides chits, choices and dice. */
export interface CombatContext {
  readonly attacker: CombatForce;
  readonly defender: CombatForce;
  readonly terrain: Terrain;
  /** 7.5.2.7.1 an attacker crossed a river or crossing arrow, or disembarked. */
  readonly riverCrossing: boolean;
  /** Day of the combat, 1 for the first (7.5.2.6.2). */
  readonly day: number;
  readonly options: Options;
  /** 12.3.9.5 (option) the attacker failed an overrun here this turn: its die is modified by -1. */
  readonly overrunFailed?: boolean;
  /** The chart bundle in force (a data pack may replace tables); the shipped one by default. */
  readonly charts?: ChartBundle;
}

/** A number with the rule that produced it, for the combat view. */
export interface Modifier {
  readonly rule: RuleRef;
  readonly label: string;
  readonly value: number;
}

/** A failed verdict, as returned where a value was expected. */
export type Refusal = Extract<Verdict, { ok: false }>;
export type Checked<T> = { readonly ok: true; readonly value: T } | Refusal;

export type { ChartBundle, ChartLookups, Terrain };

/** A refusal where a value was expected (same shape as a failed verdict). */
export function refuse(code: Refusal['code'], rule: RuleRef, detail?: string): Refusal {
  return detail === undefined ? { ok: false, code, rule } : { ok: false, code, rule, detail };
}
