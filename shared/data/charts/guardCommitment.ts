import { z } from 'zod';
import { chartHeader } from './common';

const column = z.array(z.number().int().min(0)).length(6);

export const guardCommitmentSchema = z.object({
  ...chartHeader('guard-commitment'),
  die: z.object({ min: z.literal(1), max: z.literal(6) }),
  shifts: z.object({ '1': column, '2': column }),
});
export type GuardCommitmentChart = z.infer<typeof guardCommitmentSchema>;

/** 12.3.4.4 Guard factors lost on committing the guard for a +1 or +2 morale-level shift. */
export function guardLosses(chart: GuardCommitmentChart, shift: 1 | 2, die: number): number {
  const d = Math.min(chart.die.max, Math.max(chart.die.min, Math.trunc(die)));
  const lost = chart.shifts[shift === 1 ? '1' : '2'][d - 1];
  if (lost === undefined) throw new Error('guard commitment cell missing');
  return lost;
}
