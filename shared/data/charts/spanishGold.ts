import { z } from 'zod';
import { chartHeader } from './common';

const ROLLS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const;
const money = z.number().int().min(0);

export const spanishGoldSchema = z.object({
  ...chartHeader('spanish-gold-convoy'),
  dice: z.literal(2),
  captureBelow: z.number().int(),
  captureMoneyToBritain: z.number().int().min(0),
  money: z.object(Object.fromEntries(ROLLS.map((r) => [r, money])) as Record<(typeof ROLLS)[number], typeof money>),
});
export type SpanishGoldChart = z.infer<typeof spanishGoldSchema>;

export type GoldConvoy = { kind: 'delivered'; money: number } | { kind: 'captured'; britishMoney: number };

/** 8.2.1.3 September gold convoy on a two-dice roll (-2 when Britain is at war with Spain). */
export function spanishGold(chart: SpanishGoldChart, modifiedRoll: number): GoldConvoy {
  const r = Math.trunc(modifiedRoll);
  if (r < chart.captureBelow) return { kind: 'captured', britishMoney: chart.captureMoneyToBritain };
  const key = String(Math.min(12, Math.max(2, r))) as (typeof ROLLS)[number];
  return { kind: 'delivered', money: chart.money[key] };
}
