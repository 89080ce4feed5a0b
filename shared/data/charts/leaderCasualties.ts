import { z } from 'zod';
import { chartHeader } from './common';

export const LEADER_CASUALTY_RESULTS = ['wounded', 'killed'] as const;
export type LeaderCasualtyResult = (typeof LEADER_CASUALTY_RESULTS)[number];

export const leaderCasualtiesSchema = z
  .object({
    ...chartHeader('leader-casualties'),
    /** 12.7 the check: the sum of `dice` dice; a roll listed in `casualtyRolls` is a casualty. */
    check: z.object({ dice: z.number().int().min(1).max(3), casualtyRolls: z.array(z.number().int()).min(1) }),
    /** 12.7 the fate die: killed, or wounded and off the map for `months` complete months. */
    fate: z.array(z.object({ die: z.number().int().min(1).max(6), result: z.enum(LEADER_CASUALTY_RESULTS), months: z.number().int().min(0) })).length(6),
  })
  .superRefine((c, ctx) => {
    c.fate.forEach((f, i) => {
      if (f.die !== i + 1) ctx.addIssue({ code: 'custom', path: ['fate', i, 'die'], message: `expected die ${i + 1}` });
      if (f.result === 'wounded' && f.months < 1) ctx.addIssue({ code: 'custom', path: ['fate', i, 'months'], message: 'expected at least one month for a wound' });
    });
  });
export type LeaderCasualtiesChart = z.infer<typeof leaderCasualtiesSchema>;

/** 12.7 Whether the check dice (their sum) make a leader casualty. */
export function isLeaderCasualty(chart: LeaderCasualtiesChart, roll: number): boolean {
  return chart.check.casualtyRolls.includes(roll);
}

/** 12.7 The casualty's fate on one die. */
export function leaderCasualtyFate(chart: LeaderCasualtiesChart, die: number): { result: LeaderCasualtyResult; months: number } {
  const d = Math.min(6, Math.max(1, Math.trunc(die)));
  const row = chart.fate[d - 1];
  if (!row) throw new Error('leader casualty fate missing');
  return { result: row.result, months: row.result === 'wounded' ? row.months : 0 };
}
