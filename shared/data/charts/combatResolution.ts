import { z } from 'zod';
import { chartHeader, COMBAT_TABLE_IDS, type CombatTableId, lossPercentSchema, type LossPercent } from './common';

const cell = z.object({
  /** % of the firing side's factors the enemy loses (read on the Casualty Percentage Table). */
  loss: lossPercentSchema,
  /** Morale points the enemy loses. */
  morale: z.number().min(0).max(5).multipleOf(0.1),
});

const table = z.array(cell).length(8);

export const combatResolutionSchema = z.object({
  ...chartHeader('combat-resolution'),
  dieRolls: z.object({ min: z.literal(0), max: z.literal(7) }),
  tables: z.object(Object.fromEntries(COMBAT_TABLE_IDS.map((id) => [id, table])) as Record<CombatTableId, typeof table>),
});
export type CombatResolutionChart = z.infer<typeof combatResolutionSchema>;

export interface CombatResult {
  lossPercent: LossPercent;
  moraleLoss: number;
}

/** 7.5.2.9 A modified die roll outside 0-7 reads the nearest column. */
export function combatResult(chart: CombatResolutionChart, table: CombatTableId, modifiedDie: number): CombatResult {
  const roll = Math.min(chart.dieRolls.max, Math.max(chart.dieRolls.min, Math.trunc(modifiedDie)));
  const c = chart.tables[table][roll];
  if (!c) throw new Error(`combat table ${table} has no column ${roll}`);
  return { lossPercent: c.loss, moraleLoss: c.morale };
}
