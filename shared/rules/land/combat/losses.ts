/** 7.5.2.9.2 Casualties and their allocation; 12.3.4 guard commitment and 12.3.5 bombardment losses. */
import type { ChartBundle } from '../../../data/charts';
import { illegal, LEGAL, type MajorPower, type Options, type RuleRef, type Verdict } from '../../../model';
import { lookupsFor, unitsTotal } from './strength';
import { CAVALRY_TYPES, type CombatUnit, type Strength, type StrengthType, STRENGTH_TYPES, type Terrain } from './types';

/** Factors removed: so many of one type from one unit. */
export interface Loss {
  readonly unit: string;
  readonly type: StrengthType;
  readonly count: number;
}
export type LossAllocation = readonly Loss[];

/** Restrictions on which factors may be removed this round. */
export interface LossConstraints {
  /** 7.5.2.9.2.1 (12.3.5.2 for bombardment) no militia where other factors can be taken. */
  readonly militiaBarred: boolean;
  /** 7.5.2.9.2.2 the side breaks this round: one loss must be cavalry if it has any. */
  readonly cavalryRequired: boolean;
  readonly rule: RuleRef;
}

/**
 * 7.5.2.9.2.1-2 Militia may be lost only before the round in which cumulative morale loss
 * reaches 2.0; in the round a side breaks one loss must be cavalry.
 */
export function lossConstraints(moraleLossAfterRound: number, breaking: boolean): LossConstraints {
  return { militiaBarred: Math.round(moraleLossAfterRound * 10) >= 20, cavalryRequired: breaking, rule: '7.5.2.9.2' };
}

const count = (units: readonly CombatUnit[], pred: (t: StrengthType) => boolean) => unitsTotal(units, STRENGTH_TYPES.filter(pred));
const isCavalry = (t: StrengthType) => CAVALRY_TYPES.includes(t);

/** 7.5.2.9.2 Checks a player's allocation of `required` losses from `pool` (fewer if the pool is smaller). */
export function checkLossAllocation(pool: readonly CombatUnit[], required: number, allocation: LossAllocation, c: LossConstraints): Verdict {
  const byId = new Map(pool.map((u) => [u.id, u] as const));
  const taken = new Map<string, number>();
  let total = 0;
  let militia = 0;
  let cavalry = 0;
  for (const l of allocation) {
    const u = byId.get(l.unit);
    if (!u) return illegal('illegalOption', c.rule, `${l.unit} is not among the units taking losses`);
    if (!Number.isInteger(l.count) || l.count <= 0) return illegal('illegalOption', c.rule, 'losses are whole factors');
    const key = `${l.unit}/${l.type}`;
    const now = (taken.get(key) ?? 0) + l.count;
    if (now > (u.factors[l.type] ?? 0)) return illegal('illegalOption', c.rule, `${l.unit} has only ${u.factors[l.type] ?? 0} ${l.type}`);
    taken.set(key, now);
    total += l.count;
    if (l.type === 'militia') militia += l.count;
    if (isCavalry(l.type)) cavalry += l.count;
  }
  const due = Math.min(required, unitsTotal(pool));
  if (total !== due) return illegal('illegalOption', c.rule, `${due} factors must be lost, ${total} allocated`);
  if (c.militiaBarred) {
    const others = count(pool, (t) => t !== 'militia');
    if (militia > Math.max(0, due - others)) return illegal('illegalOption', '7.5.2.9.2.1', 'no militia while other factors remain (morale loss 2.0 or more)');
  }
  if (c.cavalryRequired && due > 0 && cavalry === 0 && count(pool, isCavalry) > 0)
    return illegal('illegalOption', '7.5.2.9.2.2', 'a breaking side loses at least one cavalry factor');
  return LEGAL;
}

/** Cheapest first: what a player usually gives up; guard last. */
const DEFAULT_ORDER: readonly StrengthType[] = ['militia', 'guerilla', 'cossack', 'freikorps', 'feudalInfantry', 'infantry', 'feudalCavalry', 'cavalry', 'artillery', 'guard'];

/** A legal allocation of `required` losses (used headlessly and as the dialog's suggestion). */
export function defaultLossAllocation(pool: readonly CombatUnit[], required: number, c: LossConstraints): Loss[] {
  const left = new Map(pool.map((u) => [u.id, { ...u.factors } as Record<StrengthType, number | undefined>] as const));
  const out: Loss[] = [];
  let due = Math.min(required, unitsTotal(pool));
  const take = (type: StrengthType, max: number) => {
    for (const u of pool) {
      if (due === 0 || max === 0) return;
      const f = left.get(u.id);
      const have = f?.[type] ?? 0;
      const n = Math.min(have, due, max);
      if (n > 0 && f) {
        f[type] = have - n;
        out.push({ unit: u.id, type, count: n });
        due -= n;
        max -= n;
      }
    }
  };
  if (c.cavalryRequired && due > 0) for (const t of ['cossack', 'freikorps', 'feudalCavalry', 'cavalry'] as const) if (out.length === 0) take(t, 1);
  const order = c.militiaBarred ? [...DEFAULT_ORDER.filter((t) => t !== 'militia'), 'militia' as const] : DEFAULT_ORDER;
  for (const t of order) take(t, Infinity);
  return out;
}

/** Removes an allocation's factors; allocations are checked first, so counts never go below 0. */
export function applyLosses(units: readonly CombatUnit[], allocation: LossAllocation): CombatUnit[] {
  if (allocation.length === 0) return [...units];
  return units.map((u) => {
    const mine = allocation.filter((l) => l.unit === u.id);
    if (mine.length === 0) return u;
    const f: Record<string, number | undefined> = { ...u.factors };
    for (const l of mine) f[l.type] = Math.max(0, (f[l.type] ?? 0) - l.count);
    return { ...u, factors: f as Strength };
  });
}

export const lostCount = (a: LossAllocation): number => a.reduce((s, l) => s + l.count, 0);

/** 12.3.4 A commitment of one nationality's guard for a +1 or +2 morale-level shift. */
export interface GuardCommitment {
  readonly power: MajorPower;
  readonly shift: 1 | 2;
  /** 12.3.4 the one guard corps used when guards of two or more nationalities are present. */
  readonly corps?: string;
}

const hasGuard = (u: CombatUnit) => (u.factors.guard ?? 0) > 0;
/** 12.3.4 the committed guard: the named corps, else every guard factor of the nationality. */
const guardOf = (units: readonly CombatUnit[], g: GuardCommitment) =>
  units.filter((u) => hasGuard(u) && u.power === g.power && (g.corps === undefined || u.id === g.corps));

/**
 * 12.3.4 (optional) Whether a side may commit its guard this round: once a day, one corps when
 * guards of several nationalities are present (12.3.4); +2
 * only with two or more French or Russian guard factors, +1 with one or more Austrian, French,
 * Prussian or Russian (12.3.4.3).
 */
export function canCommitGuard(fighting: readonly CombatUnit[], g: GuardCommitment, options: Options, committedToday: boolean): Verdict {
  if (!options.rules.guardCommitment) return illegal('illegalOption', '12.3.4', 'guard commitment is not in use');
  if (committedToday) return illegal('illegalOption', '12.3.4', 'the guard may be committed once per day');
  const eligible: readonly MajorPower[] = g.shift === 2 ? ['france', 'russia'] : ['austria', 'france', 'prussia', 'russia'];
  if (!eligible.includes(g.power)) return illegal('illegalOption', '12.3.4.3', `${g.power} guard cannot shift +${g.shift}`);
  const nations = new Set(fighting.filter(hasGuard).map((u) => u.power));
  if (nations.size > 1 && g.corps === undefined) return illegal('illegalOption', '12.3.4', 'guards of several nationalities: name the one corps committed');
  if (g.corps !== undefined && !fighting.some((u) => u.id === g.corps && u.power === g.power && hasGuard(u)))
    return illegal('illegalOption', '12.3.4', `${g.corps} is not a ${g.power} guard corps in the fight`);
  const n = unitsTotal(guardOf(fighting, g), ['guard']);
  const min = g.shift === 2 ? 2 : 1;
  if (n < min) return illegal('illegalOption', '12.3.4.3', `needs ${min} ${g.power} guard factors, has ${n}`);
  return LEGAL;
}

export interface GuardOutcome {
  readonly commitment: GuardCommitment;
  readonly die: number;
  readonly lost: LossAllocation;
  /** 12.3.4.5 every committed guard factor lost: the side breaks without firing. */
  readonly allLost: boolean;
}

/** 12.3.4.4 Guard factors lost on the Guard Commitment Table before the round. */
export function commitGuard(fighting: readonly CombatUnit[], g: GuardCommitment, die: number, charts?: ChartBundle): GuardOutcome {
  const units = guardOf(fighting, g);
  const available = unitsTotal(units, ['guard']);
  const loss = Math.min(available, lookupsFor(charts).guardLosses(g.shift, die));
  const lost: Loss[] = [];
  let due = loss;
  for (const u of units) {
    const n = Math.min(due, u.factors.guard ?? 0);
    if (n > 0) lost.push({ unit: u.id, type: 'guard', count: n });
    due -= n;
  }
  return { commitment: g, die, lost, allLost: loss >= available };
}

export interface Bombardment {
  readonly die: number;
  readonly artillery: number;
  readonly lossPercent: number;
  readonly inflicted: number;
}

/** 12.3.5 (optional) Whether a side's artillery can bombard: never in marsh (12.3.5.4). */
export function canBombard(fighting: readonly CombatUnit[], terrain: Terrain, options: Options): Verdict {
  if (!options.rules.artilleryCorps) return illegal('illegalOption', '12.3.5', 'artillery corps are not in use');
  if (terrain === 'marsh') return illegal('illegalOption', '12.3.5.4', 'no bombardment in marsh');
  if (unitsTotal(fighting, ['artillery']) === 0) return illegal('illegalOption', '12.3.5', 'no artillery factors present');
  return LEGAL;
}

/** 12.3.5.3-4 Bombardment fires the artillery factors on the 5-5 table: casualties only, no morale. */
export function bombard(fighting: readonly CombatUnit[], die: number, charts?: ChartBundle): Bombardment {
  const l = lookupsFor(charts);
  const artillery = unitsTotal(fighting, ['artillery']);
  const { lossPercent } = l.combatResult('5-5', die);
  return { die, artillery, lossPercent, inflicted: l.casualtyFactors(lossPercent, artillery) };
}

/**
 * 7.5.2.10.2.3 Pursuit losses: each point costs one cavalry factor (cossacks and freikorps
 * included), three other factors or six militia. Cavalry goes first, then line, then militia;
 * points too few for a whole factor are dropped.
 */
export function allocatePursuitLosses(units: readonly CombatUnit[], points: number): { allocation: Loss[]; pointsUsed: number } {
  let budget = points * 6; // in militia-equivalents: cavalry 6, other 2, militia 1
  const out: Loss[] = [];
  const cost = (t: StrengthType) => (isCavalry(t) ? 6 : t === 'militia' ? 1 : 2);
  const order: StrengthType[] = [...CAVALRY_TYPES, ...DEFAULT_ORDER.filter((t) => !isCavalry(t) && t !== 'militia'), 'militia'];
  for (const t of order)
    for (const u of units) {
      const n = Math.min(u.factors[t] ?? 0, Math.floor(budget / cost(t)));
      if (n > 0) {
        out.push({ unit: u.id, type: t, count: n });
        budget -= n * cost(t);
      }
    }
  return { allocation: out, pointsUsed: points - budget / 6 };
}
