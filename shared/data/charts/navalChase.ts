import { z } from 'zod';
import { chartHeader, combatTableIdSchema, type CombatTableId } from './common';

export const navalChaseSchema = z
  .object({
    ...chartHeader('naval-chase'),
    rows: z.array(z.object({ from: z.number().min(0), to: z.number().min(0).nullable(), table: combatTableIdSchema })).min(1),
  })
  .superRefine((c, ctx) => {
    if (c.rows[0]?.from !== 0) ctx.addIssue({ code: 'custom', path: ['rows', 0, 'from'], message: 'expected the first band to start at 0' });
    if (c.rows[c.rows.length - 1]?.to !== null) ctx.addIssue({ code: 'custom', path: ['rows'], message: 'expected the last band to be open-ended' });
    c.rows.forEach((r, i) => {
      const prev = c.rows[i - 1];
      if (prev && (prev.to === null || r.from <= prev.to)) ctx.addIssue({ code: 'custom', path: ['rows', i, 'from'], message: 'expected bands in increasing order without overlap' });
    });
  });
export type NavalChaseChart = z.infer<typeof navalChaseSchema>;

/** 12.2.6.1.7 the combat table of a general chase, from the victor's total morale loss (read to a tenth). */
export function chaseTable(chart: NavalChaseChart, victorMoraleLoss: number): CombatTableId {
  const loss = Math.round(victorMoraleLoss * 10) / 10;
  const row = [...chart.rows].reverse().find((r) => loss >= r.from) ?? chart.rows[0]!;
  return row.table;
}
