import { z } from 'zod';
import { chartHeader, LOSS_PERCENTS, type LossPercent } from './common';

const row = z.array(z.number().int().min(0)).length(20);
const printedPercents = LOSS_PERCENTS.filter((p) => p > 0).map(String);

export const casualtyPercentageSchema = z.object({
  ...chartHeader('casualty-percentage'),
  blockSize: z.literal(20),
  rows: z.object(Object.fromEntries(printedPercents.map((p) => [p, row])) as Record<string, typeof row>),
});
export type CasualtyPercentageChart = z.infer<typeof casualtyPercentageSchema>;

/**
 * 6.3.3.2, 7.5.2.9 Factors (or ships) lost when `percent` is inflicted by `strength` factors.
 * Strengths above 20 are read in blocks of 20 plus the remainder and summed, as the worked
 * examples in 6.3.3.4 and 7.5.2.15 do (31 = 20 + 11).
 */
export function casualtyFactors(chart: CasualtyPercentageChart, percent: LossPercent, strength: number): number {
  if (percent === 0 || strength <= 0) return 0;
  const row = chart.rows[String(percent)];
  if (!row) throw new Error(`no casualty row for ${percent}%`);
  const whole = Math.trunc(strength);
  const blocks = Math.floor(whole / chart.blockSize);
  const rest = whole % chart.blockSize;
  const full = row[chart.blockSize - 1] ?? 0;
  return blocks * full + (rest > 0 ? (row[rest - 1] ?? 0) : 0);
}
