/** 7.5.3 Trivial combats: no chits, both sides on the 5-2 table for every round. */
import type { OpsCell } from '../../../data/charts';
import { baseMorale, finalMorale } from './morale';
import type { Operations } from './operations';
import { type DayDice, type DayOptions, type DayResult, type EarlierDays, fightDay, type PreparedDay } from './resolve';
import type { DayState } from './day';
import { unitsTotal } from './strength';
import { type Checked, type CombatContext, type CombatForce, COMBAT_SIDES, type CombatSide, otherSide, refuse } from './types';

/** 7.5.3.2 the table both sides fire on, every round (terrain and guard shifts still apply). */
const TRIVIAL_CELL: OpsCell = {
  // the chits are not used; the cell only carries the tables
  attacker: 'assault',
  defender: 'defend',
  variant: 'normal',
  attackerTables: ['5-2', '5-2', '5-2'],
  defenderTables: ['5-2', '5-2', '5-2'],
  modifiers: [],
};

const onlyGarrisonsOrIrregulars = (f: CombatForce) => f.units.length > 0 && f.units.every((u) => u.kind === 'garrison' || u.kind === 'irregular');

/**
 * 7.5.3 A combat must be trivial when one side is only depot garrison factors, cossacks,
 * freikorps or guerillas outside cities; any other may be, if both commanders agree.
 */
export function mustBeTrivial(ctx: CombatContext): boolean {
  return onlyGarrisonsOrIrregulars(ctx.attacker) || onlyGarrisonsOrIrregulars(ctx.defender) || overwhelming(ctx);
}

/**
 * 12.3.9.1 (v2.71 option) a field or limited field combat in which one side has at least five
 * times the other's strength factors is fought as a trivial combat.
 */
export function overwhelming(ctx: CombatContext): boolean {
  if (!ctx.options.rules.overruns) return false;
  const a = unitsTotal(ctx.attacker.units);
  const d = unitsTotal(ctx.defender.units);
  return a > 0 && d > 0 && (a >= 5 * d || d >= 5 * a);
}

export interface TrivialDayResult extends DayResult {
  /** 7.5.3 garrison units of a beaten side, which cannot retreat and surrender. */
  readonly surrendered: readonly string[];
}

/**
 * 7.5.3 One day of trivial combat: morale as in 7.5.2.6, three rounds on 5-2 with commander and
 * (optional) cavalry superiority modifiers, any factor lost, breaking and pursuit as in a field
 * combat. No political points and no reinforcements unless the commanders agreed to fight a
 * field combat this way (`byAgreement`).
 */
export function resolveTrivialDay(ctx: CombatContext, dice: DayDice, opts: DayOptions & { byAgreement?: boolean } = {}): Checked<TrivialDayResult> {
  if (!opts.byAgreement && (opts.reinforcements?.length ?? 0) > 0) return refuse('illegalOption', '7.5.3', 'a trivial combat is not reinforced');
  const prepared = prepareTrivialDay(ctx, opts.earlier);
  const day = fightDay(ctx, prepared, dice, opts, opts.byAgreement === true);
  if (!day.ok) return day;
  const end = day.value.end;
  let surrendered: string[] = [];
  // 7.5.3.4 breaking and pursuit as in a field combat, but a beaten depot garrison cannot retreat: it surrenders
  if (end.kind === 'decided' && end.outcome.kind === 'victory') {
    const loser = otherSide(end.outcome.victor);
    surrendered = day.value.state[loser].units.filter((u) => u.kind === 'garrison' && unitsTotal([u]) > 0).map((u) => u.id);
  }
  return { ok: true, value: { ...day.value, surrendered } };
}

/** 7.5.3 Everything before the first round of a trivial day: morale as in 7.5.2.6, the 5-2 tables, no loss limits. */
export function prepareTrivialDay(ctx: CombatContext, earlier?: EarlierDays): PreparedDay {
  const ops: Operations = { attacker: null, defender: null, variant: 'normal', cell: TRIVIAL_CELL };
  const morale = {} as Record<CombatSide, PreparedDay['morale'][CombatSide]>;
  const sides = {} as Record<CombatSide, DayState[CombatSide]>;
  for (const side of COMBAT_SIDES) {
    const base = earlier ? null : baseMorale(ctx.options.moraleMethod, ctx[side].units, ctx.charts);
    const final = finalMorale(earlier ? earlier.base[side] : (base?.value ?? 0), ctx.day, []);
    morale[side] = { base, final };
    sides[side] = { units: ctx[side].units, outflanking: [], arrived: false, finalMorale: final.value, moraleLoss: earlier?.moraleLoss[side] ?? 0, guardCommitted: false };
  }
  const state: DayState = { day: ctx.day, ops, lossLimits: false, round: 0, attacker: sides.attacker, defender: sides.defender };
  const baseValue = { attacker: earlier?.base.attacker ?? morale.attacker.base?.value ?? 0, defender: earlier?.base.defender ?? morale.defender.base?.value ?? 0 };
  return { ops, outflankingSide: null, morale, baseValue, state };
}
