import { z } from 'zod';
import { chartHeader, lossPercentSchema, type LossPercent } from './common';

const classSchema = z.number().int().min(1).max(6);

export const pursuitClassSchema = z
  .object({
    ...chartHeader('pursuit-class'),
    roundColumns: z.tuple([z.literal('1'), z.literal('2'), z.literal('3+')]),
    rows: z.array(z.object({ minLoss: z.number().min(0), classes: z.tuple([classSchema, classSchema, classSchema]) })).min(1),
  })
  .superRefine((c, ctx) => {
    if (c.rows[0]?.minLoss !== 0) ctx.addIssue({ code: 'custom', path: ['rows', 0, 'minLoss'], message: 'expected the first row to start at 0' });
    c.rows.forEach((r, i) => {
      const prev = c.rows[i - 1];
      if (prev && r.minLoss <= prev.minLoss)
        ctx.addIssue({ code: 'custom', path: ['rows', i, 'minLoss'], message: 'expected rows in increasing order of morale loss' });
    });
  });
export type PursuitClassChart = z.infer<typeof pursuitClassSchema>;

const column = z.array(lossPercentSchema).length(7);
export const pursuitSchema = z.object({
  ...chartHeader('pursuit'),
  die: z.object({ min: z.literal(1), max: z.literal(7) }),
  classes: z.object({ '1': column, '2': column, '3': column, '4': column, '5': column, '6': column }),
});
export type PursuitChart = z.infer<typeof pursuitSchema>;

/**
 * 7.5.2.10.2.1 Pursuit class from the victor's total morale loss and the rounds completed;
 * battles of two or more days read the "3+" column (pass rounds >= 3).
 */
export function pursuitClass(chart: PursuitClassChart, victorMoraleLoss: number, roundsCompleted: number): number {
  // tenths, so 1.0 - 0.1 style sums land in the right band
  const loss = Math.round(victorMoraleLoss * 10) / 10;
  const row = [...chart.rows].reverse().find((r) => loss >= r.minLoss) ?? chart.rows[0];
  const col = Math.min(3, Math.max(1, Math.trunc(roundsCompleted))) - 1;
  const cls = row?.classes[col];
  if (cls === undefined) throw new Error('pursuit class table is empty');
  return cls;
}

/**
 * 7.5.2.10.2.3 Percent of the victor's cavalry factors inflicted on the broken force. A class
 * shifted below 1 (7.5.2.10.2.2) means no pursuit.
 */
export function pursuitResult(chart: PursuitChart, pursuitClassNumber: number, modifiedDie: number): LossPercent {
  if (pursuitClassNumber < 1) return 0;
  const cls = String(Math.min(6, Math.trunc(pursuitClassNumber))) as keyof PursuitChart['classes'];
  const d = Math.min(chart.die.max, Math.max(chart.die.min, Math.trunc(modifiedDie)));
  const pct = chart.classes[cls][d - chart.die.min];
  if (pct === undefined) throw new Error('pursuit table cell missing');
  return pct;
}
