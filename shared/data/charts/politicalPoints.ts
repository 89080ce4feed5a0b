import { z } from 'zod';
import { chartHeader, ruleRef } from './common';

const entry = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  rule: ruleRef,
  event: z.string().min(1),
  who: z.string().min(1),
  /** Points per occurrence (or per `per` unit); null when another chart gives the amount. */
  points: z.number().nullable(),
  per: z.string().optional(),
  max: z.number().positive().optional(),
  /** The victor gains and the loser loses the same amount. */
  symmetric: z.boolean().optional(),
  basis: z.enum(['transcribed', 'reconstructed']),
  note: z.string().optional(),
});
export type PoliticalPointsEntry = z.infer<typeof entry>;

export const politicalPointsSchema = z
  .object({ ...chartHeader('political-points'), entries: z.array(entry).min(1) })
  .superRefine((c, ctx) => {
    const ids = new Set<string>();
    c.entries.forEach((e, i) => {
      if (ids.has(e.id)) ctx.addIssue({ code: 'custom', path: ['entries', i, 'id'], message: `expected unique ids, ${e.id} repeats` });
      ids.add(e.id);
    });
  });
export type PoliticalPointsChart = z.infer<typeof politicalPointsSchema>;

/**
 * Points for `count` occurrences of an entry: per-unit amounts are summed, rounded up in size
 * (7.5.2.10.1.3 rounds half points up) and capped at `max`.
 */
export function politicalPoints(chart: PoliticalPointsChart, id: string, count = 1): number {
  const e = chart.entries.find((x) => x.id === id);
  if (!e) throw new Error(`no political points entry ${id}`);
  if (e.points === null) throw new Error(`political points for ${id} come from another chart`);
  const raw = e.points * (e.per ? count : 1);
  const size = Math.ceil(Math.abs(raw) - 1e-9);
  const capped = e.max !== undefined ? Math.min(e.max, size) : size;
  return Math.sign(raw) * capped;
}
