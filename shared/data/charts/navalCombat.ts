import { z } from 'zod';
import { chartHeader, lossPercentSchema, type LossPercent } from './common';

export const navalCombatSchema = z.object({
  ...chartHeader('naval-combat'),
  rolls: z.object({ min: z.literal(0), max: z.literal(7) }),
  results: z.array(lossPercentSchema).length(8),
});
export type NavalCombatChart = z.infer<typeof navalCombatSchema>;

/** 6.3.3.2 Percent of the firing side's ships that the enemy loses, by modified roll 0-7. */
export function navalCombat(chart: NavalCombatChart, modifiedRoll: number): { lossPercent: LossPercent } {
  const r = Math.min(chart.rolls.max, Math.max(chart.rolls.min, Math.trunc(modifiedRoll)));
  const pct = chart.results[r];
  if (pct === undefined) throw new Error('naval combat table cell missing');
  return { lossPercent: pct };
}
