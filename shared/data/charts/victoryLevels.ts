import { z } from 'zod';
import { MAJOR_POWERS, type MajorPower } from '../../model';
import { chartHeader } from './common';

const row = z.object({ startVp: z.number().int().min(0), level: z.number().int().positive() });

export const victoryLevelsSchema = z.object({
  ...chartHeader('victory-levels'),
  campaign: z.string(),
  victoryPointSteps: z.number().int().positive(),
  marginPerStep: z.number(),
  powers: z.object(Object.fromEntries(MAJOR_POWERS.map((p) => [p, row])) as Record<MajorPower, typeof row>),
});
export type VictoryLevelsChart = z.infer<typeof victoryLevelsSchema>;

/** 8.1.3.2.1 Victory points a power needs to win the campaign. */
export function victoryLevel(chart: VictoryLevelsChart, power: MajorPower): number {
  return chart.powers[power].level;
}

/** 8.1.3.2.2 Share of its level a power has reached, for games stopped early. */
export function victoryShare(chart: VictoryLevelsChart, power: MajorPower, victoryPoints: number): number {
  return victoryPoints / chart.powers[power].level;
}
