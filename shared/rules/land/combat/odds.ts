/** Odds preview: the exact distribution of one round over the 36 die pairs (issue 6, UI). */
import type { AttackerChit, DefenderChit } from '../../../data/charts';
import { attackerChitOptions, defenderChitOptions, outflankingSide } from './chits';
import type { RoundOutcome } from './outcome';
import { type DayChits, prepareDay, resolveRound } from './resolve';
import { type BySide, type Checked, type CombatContext, COMBAT_SIDES } from './types';
import { withdrawalDiceNeeded } from './operations';

export interface OddsCell {
  readonly attackerDie: number;
  readonly defenderDie: number;
  /** Factors each side loses and morale each side loses. */
  readonly losses: BySide<number>;
  readonly moraleLoss: BySide<number>;
  readonly outcome: RoundOutcome['kind'];
  readonly victor?: 'attacker' | 'defender';
}

export interface Odds {
  readonly attackerChit: AttackerChit;
  readonly defenderChit: DefenderChit;
  /** 7.5.2.5 chance the defender gets away before any round (0 unless it chose Withdraw). */
  readonly withdrawalChance: number;
  /** Given the battle is fought: one cell per die pair, each 1/36. */
  readonly cells: readonly OddsCell[];
  readonly victory: BySide<number>;
  readonly bothBreak: number;
  readonly expectedLosses: BySide<number>;
  readonly expectedMoraleLoss: BySide<number>;
}

/**
 * The first round of a day for two chits, every die pair resolved with the default loss
 * allocation and no optional choices (outflankers not yet arrived, as in round 1).
 */
export function odds(ctx: CombatContext, attackerChit: AttackerChit, defenderChit: DefenderChit, outflanking: readonly string[] = []): Checked<Odds> {
  const chits: DayChits = { attacker: attackerChit, defender: defenderChit, outflanking };
  // the odds assume the withdrawal failed: every defender stays
  const probe = prepareDay(ctx, chits, Array.from({ length: ctx.defender.units.length }, () => 6));
  if (!probe.ok) return probe;
  const cell = probe.value.ops.cell;
  let withdrawalChance = 0;
  if (defenderChit === 'withdraw') {
    const need = withdrawalDiceNeeded(ctx, cell);
    const rolls = probe.value.withdrawal?.rolls ?? [];
    // the 6s above fail every rating under 6; each roll still carries its rating
    withdrawalChance = need === 0 ? 1 : rolls.reduce((p, r) => p * Math.min(1, Math.max(0, r.rating) / 6), 1);
  }
  const cells: OddsCell[] = [];
  const victory = { attacker: 0, defender: 0 };
  const expectedLosses = { attacker: 0, defender: 0 };
  const expectedMoraleLoss = { attacker: 0, defender: 0 };
  let bothBreak = 0;
  if (withdrawalChance < 1 && probe.value.state.attacker.units.length > 0) {
    const state = probe.value.state;
    for (let a = 1; a <= 6; a++)
      for (let d = 1; d <= 6; d++) {
        const r = resolveRound(ctx, state, { attacker: a, defender: d });
        if (!r.ok) return r;
        const v = r.value;
        const losses = {
          attacker: v.attacker.losses.reduce((s, x) => s + x.count, 0) + v.attacker.excessLosses.reduce((s, x) => s + x.count, 0),
          defender: v.defender.losses.reduce((s, x) => s + x.count, 0) + v.defender.excessLosses.reduce((s, x) => s + x.count, 0),
        };
        const moraleLoss = { attacker: v.defender.result?.moraleLoss ?? 0, defender: v.attacker.result?.moraleLoss ?? 0 };
        const c: OddsCell = {
          attackerDie: a,
          defenderDie: d,
          losses,
          moraleLoss,
          outcome: v.outcome.kind,
          ...(v.outcome.kind === 'victory' ? { victor: v.outcome.victor } : {}),
        };
        cells.push(c);
        if (v.outcome.kind === 'victory') victory[v.outcome.victor] += 1 / 36;
        if (v.outcome.kind === 'bothBreak') bothBreak += 1 / 36;
        for (const s of COMBAT_SIDES) {
          expectedLosses[s] += losses[s] / 36;
          expectedMoraleLoss[s] += moraleLoss[s] / 36;
        }
      }
  }
  return { ok: true, value: { attackerChit, defenderChit, withdrawalChance, cells, victory, bothBreak, expectedLosses, expectedMoraleLoss } };
}

/**
 * The odds preview for every pair of chits the two forces may choose (outflank pairs only when
 * a division is given for the side that would divide).
 */
export function oddsTable(ctx: CombatContext, divisions: Partial<BySide<readonly string[]>> = {}): Odds[] {
  const out: Odds[] = [];
  for (const a of attackerChitOptions(ctx.attacker))
    for (const d of defenderChitOptions(ctx.defender)) {
      if (!a.verdict.ok || !d.verdict.ok) continue;
      const flank = outflankingSide(a.chit, d.chit);
      const o = odds(ctx, a.chit, d.chit, flank ? (divisions[flank] ?? []) : []);
      if (o.ok) out.push(o.value);
    }
  return out;
}
