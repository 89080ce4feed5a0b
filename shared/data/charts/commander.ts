import { z } from 'zod';
import { chartHeader } from './common';

const cell = z.object({ attacker: z.number().int().min(-1).max(1), defender: z.number().int().min(-1).max(1) });

export const commanderSchema = z.object({
  ...chartHeader('commander'),
  ratings: z.object({ min: z.literal(0), max: z.literal(5) }),
  index: z.literal('byDefenderThenAttacker'),
  grid: z.array(z.array(cell).length(6)).length(6),
});
export type CommanderChart = z.infer<typeof commanderSchema>;

export interface CommanderModifiers {
  attacker: number;
  defender: number;
}

/** 7.5.2.9 Die modifiers from the two commanders' tactical ratings (clamped to the printed 0-5). */
export function commanderModifiers(chart: CommanderChart, attackerTactical: number, defenderTactical: number): CommanderModifiers {
  const clamp = (n: number) => Math.min(chart.ratings.max, Math.max(chart.ratings.min, Math.trunc(n)));
  const c = chart.grid[clamp(defenderTactical)]?.[clamp(attackerTactical)];
  if (!c) throw new Error('commander chart cell missing');
  return { attacker: c.attacker, defender: c.defender };
}
