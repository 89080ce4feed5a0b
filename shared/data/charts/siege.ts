import { z } from 'zod';
import { chartHeader } from './common';

export const SIEGE_RESULTS = ['sortie', 'noResult', 'breach'] as const;
/** 7.5.4.1.2 printed as "Sortie?", "NR" and "Breach". */
export type SiegeResult = (typeof SIEGE_RESULTS)[number];

export const siegeSchema = z
  .object({
    ...chartHeader('siege'),
    rolls: z.object({ min: z.number().int(), max: z.number().int() }),
    bands: z.array(z.object({ upTo: z.number().int(), result: z.enum(SIEGE_RESULTS) })).min(1),
    /** Printed wording of each result, for display. */
    labels: z.object({ sortie: z.string(), noResult: z.string(), breach: z.string() }),
  })
  .superRefine((c, ctx) => {
    c.bands.forEach((b, i) => {
      const prev = c.bands[i - 1];
      if (prev && b.upTo <= prev.upTo) ctx.addIssue({ code: 'custom', path: ['bands', i, 'upTo'], message: 'expected bands in increasing order' });
    });
    const last = c.bands[c.bands.length - 1];
    if (last && last.upTo < c.rolls.max)
      ctx.addIssue({ code: 'custom', path: ['bands', c.bands.length - 1, 'upTo'], message: `expected the last band to reach ${c.rolls.max}` });
  });
export type SiegeChart = z.infer<typeof siegeSchema>;

/** 7.5.4.1.1 Die minus the city's fleches, +1 if not garrisoned to within 5 of capacity. */
export function siegeRoll(die: number, fleches: number, undergarrisoned: boolean): number {
  return die - fleches + (undergarrisoned ? 1 : 0);
}

/** 7.5.4.1 Siege Table result for a modified roll (rolls past either end read the end band). */
export function siegeResult(chart: SiegeChart, modifiedRoll: number): SiegeResult {
  const r = Math.min(chart.rolls.max, Math.max(chart.rolls.min, Math.trunc(modifiedRoll)));
  const band = chart.bands.find((b) => r <= b.upTo) ?? chart.bands[chart.bands.length - 1];
  if (!band) throw new Error('siege table is empty');
  return band.result;
}
