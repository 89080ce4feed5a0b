import { z } from 'zod';
import { chartHeader, ruleRef } from './common';

const termId = z.string().regex(/^[ABC]\.\d+$/, 'a peace term id like "B.4"');
const term = z.object({
  id: termId,
  list: z.enum(['A', 'B', 'C']),
  title: z.string().min(1),
  summary: z.string().min(1),
  /** Terms that may not be chosen together with this one (either order). */
  excludes: z.array(termId),
  /** List-A terms: the B term the loser's choice cancels. */
  cancels: z.array(termId),
  partial: z.boolean().optional(),
  options: z.array(z.string()).optional(),
  repeatable: z.boolean().optional(),
  basis: z.enum(['transcribed', 'reconstructed']),
  source: z.string().optional(),
  method: z.string().optional(),
  note: z.string().optional(),
  rules: z.array(ruleRef),
});
export type PeaceTerm = z.infer<typeof term>;

export const victoryConditionsSchema = z
  .object({
    ...chartHeader('victory-conditions'),
    procedure: z.object({
      conditional: z.object({ loserPicks: z.number().int(), loserList: z.literal('A'), victorPicks: z.number().int(), victorLists: z.array(z.enum(['B', 'C'])), rule: ruleRef }),
      unconditional: z.object({ victorPicks: z.number().int(), victorLists: z.array(z.enum(['B', 'C'])), rule: ruleRef }),
      multipleVictors: z.string(),
    }),
    terms: z.array(term).min(1),
  })
  .superRefine((c, ctx) => {
    const ids = new Set(c.terms.map((t) => t.id));
    c.terms.forEach((t, i) => {
      if (!t.id.startsWith(`${t.list}.`)) ctx.addIssue({ code: 'custom', path: ['terms', i, 'list'], message: `expected list ${t.id[0]}` });
      if (t.basis === 'transcribed' && !t.source) ctx.addIssue({ code: 'custom', path: ['terms', i, 'source'], message: 'expected a source for a transcribed term' });
      if (t.basis === 'reconstructed' && !t.method) ctx.addIssue({ code: 'custom', path: ['terms', i, 'method'], message: 'expected a method for a reconstructed term' });
      for (const [k, refs] of [['excludes', t.excludes], ['cancels', t.cancels]] as const)
        refs.forEach((r, j) => {
          if (!ids.has(r)) ctx.addIssue({ code: 'custom', path: ['terms', i, k, j], message: `expected an existing term id, got ${r}` });
        });
    });
  });
export type VictoryConditionsChart = z.infer<typeof victoryConditionsSchema>;

export function peaceTerm(chart: VictoryConditionsChart, id: string): PeaceTerm | undefined {
  return chart.terms.find((t) => t.id === id);
}

/**
 * 4.4.4, 4.4.5.3 Terms already chosen that bar choosing `id`: the same term again (except a
 * repeatable one, C.6) or any term that excludes it or that it excludes.
 */
export function peaceTermConflicts(chart: VictoryConditionsChart, id: string, chosen: readonly string[]): string[] {
  const t = peaceTerm(chart, id);
  if (!t) return [];
  return chosen.filter((c) => {
    if (c === id) return !t.repeatable;
    const other = peaceTerm(chart, c);
    return t.excludes.includes(c) || (other?.excludes.includes(id) ?? false);
  });
}
