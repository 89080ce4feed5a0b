/** 7.5.2.4-7.5.2.5, 7.5.2.12 The Operational Possibilities Chart, withdrawals and outflank arrival. */
import type { AttackerChit, ChartBundle, DefenderChit, OpsCell, OpsVariant } from '../../../data/charts';
import { CAVALRY_TYPES, type Checked, refuse, type CombatContext, type CombatForce, type CombatSide, type CombatUnit, type Modifier, STRENGTH_TYPES } from './types';
import { lookupsFor } from './strength';

export interface Operations {
  /** The chits; null in a trivial combat, which uses no chits (7.5.3). */
  readonly attacker: AttackerChit | null;
  readonly defender: DefenderChit | null;
  readonly variant: OpsVariant;
  readonly cell: OpsCell;
}

/**
 * 7.5.2.4 Cross-references the two chits; 7.5.2.7.1 the river sections apply on the first day
 * when an attacker crossed a river or arrow or disembarked (the chart falls back to the normal
 * cell where no river section is printed).
 */
export function operations(
  attacker: AttackerChit,
  defender: DefenderChit,
  riverCrossing: boolean,
  day: number,
  charts?: ChartBundle,
): Operations {
  const variant: OpsVariant = riverCrossing && day === 1 ? 'river' : 'normal';
  const cell = lookupsFor(charts).opsCell(attacker, defender, variant);
  return { attacker, defender, variant: cell.variant, cell };
}

const applies = (noteSide: 'attacker' | 'defender' | 'either', side: CombatSide) => noteSide === 'either' || noteSide === side;

/** 7.5.2.6.2 Chart notes added to a side's final morale for its commander's nationality. */
export function chartMoraleNotes(cell: OpsCell, side: CombatSide, commander: string | undefined): Modifier[] {
  const out: Modifier[] = [];
  for (const m of cell.modifiers)
    if (m.kind === 'finalMorale' && commander === m.commander && applies(m.side, side))
      out.push({ rule: '7.5.2.6.2', label: `chart note: ${m.commander} commander`, value: m.value });
  return out;
}

/** 7.5.2.9.1 Chart notes added to a side's combat die for its commander's nationality. */
export function chartDieNotes(cell: OpsCell, side: CombatSide, commander: string | undefined): Modifier[] {
  const out: Modifier[] = [];
  for (const m of cell.modifiers)
    if (m.kind === 'combatDie' && commander === m.commander && applies(m.side, side))
      out.push({ rule: '7.5.2.9.1', label: `chart note: ${m.commander} commander`, value: m.value });
  return out;
}

/** 7.5.2.9.1 Some cells switch the Commander Chart off. */
export const commanderChartUsed = (cell: OpsCell): boolean => !cell.modifiers.some((m) => m.kind === 'commanderChartNotUsed');

function isAllCavalry(force: CombatForce): boolean {
  const units = force.units.filter((u) => u.kind !== 'garrison');
  if (units.length === 0 || force.units.some((u) => u.kind === 'garrison')) return false;
  return units.every((u) => STRENGTH_TYPES.every((t) => (u.factors[t] ?? 0) === 0 || CAVALRY_TYPES.includes(t)));
}

/** 7.5.2.5.2.2 Modifiers to the strategic rating used for withdrawal rolls. */
export function withdrawalModifiers(ctx: CombatContext, cell: OpsCell): Modifier[] {
  const mods: Modifier[] = [];
  for (const m of cell.modifiers) if (m.kind === 'withdrawal') mods.push({ rule: '7.5.2.5.2.2', label: 'chart note', value: m.value });
  // 12.3.3.2 (optional, as first printed: v2.71's correction replaces it, see cavalryWithdrawal)
  // an all-cavalry defender withdraws more easily, unless the attacker is all cavalry too
  if (ctx.options.rules.cavalryWithdrawals && !ctx.options.rules.cavalryWithdrawalsV271 && isAllCavalry(ctx.defender) && !isAllCavalry(ctx.attacker))
    mods.push({ rule: '12.3.3.2', label: 'cavalry withdrawal', value: 1 });
  return mods;
}

export interface WithdrawalRoll {
  /** The corps rolling alone, or null for the commander rolling for the whole force. */
  readonly unit: string | null;
  readonly rating: number;
  readonly parts: readonly Modifier[];
  readonly die: number;
  readonly success: boolean;
}

export interface WithdrawalResult {
  readonly automatic: boolean;
  readonly rolls: readonly WithdrawalRoll[];
  readonly withdrawn: readonly string[];
  readonly remaining: readonly string[];
  /** 7.5.2.5.1 nothing is left to fight: the battle is avoided. */
  readonly avoided: boolean;
}

/** 10.1.2.2.3 a cavalry corps (its counter's face) among the attackers. */
const cavalryCorpsAttacks = (ctx: CombatContext) => ctx.attacker.units.some((u) => u.kind === 'corps' && u.face === 'cavalry');

/** 10.1.2.2.3 the defender's cossacks and freikorps that try to withdraw with its corps. */
const withdrawingIrregulars = (ctx: CombatContext) =>
  ctx.defender.units.filter((u) => u.kind === 'irregular' && (u.factors.cossack ?? 0) + (u.factors.freikorps ?? 0) > 0);

/**
 * opt:12.3.3.2 as v2.71 redirects it to 12.3.7.4.2.1 (a correction, read only with option 12.3.3.2
 * on): a defender of cavalry corps alone (with its cossacks and freikorps) withdraws for sure
 * when an enemy infantry corps attacks, and on a 4 or less (or its commander's strategic rating,
 * the better of the two being the owner's choice) when only cavalry corps attack. Null when the
 * rule does not apply.
 */
export function cavalryWithdrawal(ctx: CombatContext): { readonly automatic: boolean; readonly rating: number } | null {
  if (!ctx.options.rules.cavalryWithdrawals || !ctx.options.rules.cavalryWithdrawalsV271) return null;
  const corps = ctx.defender.units.filter((u) => u.kind === 'corps');
  if (corps.length === 0 || !isAllCavalry(ctx.defender) || !corps.every(isCavalryCorps)) return null;
  const infantryAttacks = ctx.attacker.units.some((u) => u.kind === 'corps' && !isCavalryCorps(u));
  return { automatic: infantryAttacks, rating: Math.max(4, ctx.defender.commander?.strategic ?? 0) };
}

/** A cavalry corps: by its counter's face, or (a unit built without one) by holding cavalry only. */
const isCavalryCorps = (u: CombatUnit) => (u.face !== undefined ? u.face === 'cavalry' : isAllCavalry({ units: [u], leaders: [], commander: null }));

/**
 * How many dice `resolveWithdrawal` reads: one for a commander, one per corps without; then one
 * for the cossacks and freikorps when a cavalry corps attacks (10.1.2.2.3). opt:12.3.3.2
 * (v2.71): one die for the cavalry's own roll, none when it is automatic.
 */
export function withdrawalDiceNeeded(ctx: CombatContext, cell: OpsCell): number {
  if (cell.modifiers.some((m) => m.kind === 'automaticWithdrawal')) return 0;
  const irregulars = withdrawingIrregulars(ctx).length > 0 && cavalryCorpsAttacks(ctx) ? 1 : 0;
  const cav = cavalryWithdrawal(ctx);
  if (cav) return (cav.automatic ? 0 : 1) + irregulars;
  return (ctx.defender.commander ? 1 : ctx.defender.units.filter((u) => u.kind === 'corps').length) + irregulars;
}

/**
 * 7.5.2.5.2 Withdrawal of a defender who chose Withdraw: automatic against Probe (7.5.2.5.2.1);
 * else one roll against the commander's strategic rating, or one per corps against its own
 * without a commander (7.5.2.5.2.2); a roll at or under the rating succeeds. Depot garrisons
 * stay. 7.5.2.5.2.2 / 10.1.2.2.3 cossacks and freikorps withdraw by their own rule: at once,
 * or against a cavalry corps on one die of 4 or less for them all (read after the corps' dice).
 */
export function resolveWithdrawal(ctx: CombatContext, cell: OpsCell, dice: readonly number[]): Checked<WithdrawalResult> {
  const force = ctx.defender;
  const corps = force.units.filter((u) => u.kind === 'corps');
  let rolls: WithdrawalRoll[] = [];
  let withdrawn: string[];
  const automatic = cell.modifiers.some((m) => m.kind === 'automaticWithdrawal');
  const cav = automatic ? null : cavalryWithdrawal(ctx);
  let used = 0;
  if (automatic) {
    withdrawn = corps.map((u) => u.id); // 7.5.2.5.2.1
  } else if (cav) {
    // opt 12.3.3.2 (v2.71, through 12.3.7.4.2.1) cavalry corps alone slip away
    if (dice.length < withdrawalDiceNeeded(ctx, cell)) return refuse('malformed', 'opt:12.3.3.2', 'the cavalry withdrawal needs its die');
    const die = cav.automatic ? 0 : dice[used++]!;
    rolls = cav.automatic ? [] : [{ unit: null, rating: cav.rating, parts: [{ rule: 'opt:12.3.7.4.2.1', label: 'cavalry alone: 4, or the commander\'s strategic rating', value: cav.rating }], die, success: die <= cav.rating }];
    withdrawn = cav.automatic || die <= cav.rating ? corps.map((u) => u.id) : [];
  } else {
    const mods = withdrawalModifiers(ctx, cell);
    const bonus = mods.reduce((s, m) => s + m.value, 0);
    const needed = withdrawalDiceNeeded(ctx, cell);
    if (dice.length < needed) return refuse('malformed', '7.5.2.5.2.2', `withdrawal needs ${needed} dice, got ${dice.length}`);
    if (force.commander) {
      const c = force.commander;
      const die = dice[0] ?? 0;
      const rating = c.strategic + bonus;
      rolls = [{ unit: null, rating, parts: [{ rule: '7.5.2.5.2.2', label: `${c.id} strategic`, value: c.strategic }, ...mods], die, success: die <= rating }];
      withdrawn = die <= rating ? corps.map((u) => u.id) : [];
      used = 1;
    } else {
      rolls = corps.map((u, i) => {
        const own = u.strategic ?? 0;
        const die = dice[i] ?? 0;
        const rating = own + bonus;
        return { unit: u.id, rating, parts: [{ rule: '7.5.2.5.2.2', label: `${u.id} intrinsic strategic`, value: own }, ...mods], die, success: die <= rating };
      });
      withdrawn = rolls.filter((r) => r.success).map((r) => r.unit ?? '');
      used = corps.length;
    }
  }
  // 10.1.2.2.3 the cossacks and freikorps with the corps: at once, or one die of 4 or less against a cavalry corps
  const irregulars = withdrawingIrregulars(ctx);
  if (irregulars.length > 0) {
    if (automatic || !cavalryCorpsAttacks(ctx)) withdrawn.push(...irregulars.map((u) => u.id));
    else {
      const die = dice[used] ?? 0;
      rolls = [...rolls, { unit: irregulars[0]!.id, rating: 4, parts: [{ rule: '10.1.2.2.3', label: 'cossacks and freikorps against a cavalry corps', value: 4 }], die, success: die <= 4 }];
      if (die >= 1 && die <= 4) withdrawn.push(...irregulars.map((u) => u.id));
    }
  }
  const gone = new Set(withdrawn);
  const remaining = force.units.filter((u) => !gone.has(u.id)).map((u) => u.id);
  return { ok: true, value: { automatic, rolls, withdrawn, remaining, avoided: remaining.length === 0 } };
}

export interface ArrivalRoll {
  readonly afterRound: 1 | 2;
  readonly rating: number;
  readonly parts: readonly Modifier[];
  readonly die: number;
  readonly arrived: boolean;
}

/**
 * 7.5.2.12.1 Outflank arrival after round 1 or 2: a roll at or under the commander's strategic
 * rating, -1 in forest, mountain or marsh (7.5.2.12.1.2), +2 after round 2 (7.5.2.12.1.3), plus
 * chart notes.
 */
export function outflankArrival(ctx: CombatContext, cell: OpsCell, side: CombatSide, afterRound: 1 | 2, die: number): ArrivalRoll {
  const c = ctx[side].commander;
  const parts: Modifier[] = [{ rule: '7.5.2.12.1', label: c ? `${c.id} strategic` : 'no commander', value: c?.strategic ?? 0 }];
  if (ctx.terrain === 'forest' || ctx.terrain === 'mountain' || ctx.terrain === 'marsh')
    parts.push({ rule: '7.5.2.12.1.2', label: ctx.terrain, value: -1 });
  if (afterRound === 2) parts.push({ rule: '7.5.2.12.1.3', label: 'after round 2', value: 2 });
  for (const m of cell.modifiers) if (m.kind === 'outflankArrival') parts.push({ rule: '7.5.2.12.1.1', label: 'chart note', value: m.value });
  const rating = parts.reduce((s, m) => s + m.value, 0);
  return { afterRound, rating, parts, die, arrived: die <= rating };
}
