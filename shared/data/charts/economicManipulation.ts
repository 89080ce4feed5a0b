import { z } from 'zod';
import { MAJOR_POWERS, type MajorPower } from '../../model';
import { chartHeader } from './common';

export const MANIPULATION_SETTINGS = ['plus2', 'plus1Money', 'plus1Manpower', 'zero', 'minus2Money', 'minus2Manpower', 'minus3'] as const;
export type ManipulationSetting = (typeof MANIPULATION_SETTINGS)[number];

const square = z.object({
  setting: z.enum(MANIPULATION_SETTINGS),
  psa: z.number().int(),
  /** Money and manpower gained (+) or paid (-) at the next Manipulation Step. */
  money: z.number().int(),
  manpower: z.number().int(),
});
const powerRow = z
  .object({ homeMoney: z.number().int().min(0), homeManpower: z.number().int().min(0), settings: z.array(square) })
  .superRefine((r, ctx) => {
    for (const s of MANIPULATION_SETTINGS)
      if (r.settings.filter((x) => x.setting === s).length !== 1)
        ctx.addIssue({ code: 'custom', path: ['settings'], message: `expected exactly one "${s}" square` });
  });

export const economicManipulationSchema = z.object({
  ...chartHeader('economic-manipulation'),
  fractions: z.object({ buy: z.string(), sell: z.string() }),
  powers: z.object(Object.fromEntries(MAJOR_POWERS.map((p) => [p, powerRow])) as Record<MajorPower, typeof powerRow>),
});
export type EconomicManipulationChart = z.infer<typeof economicManipulationSchema>;
export type ManipulationSquare = z.infer<typeof square>;

/** 12.5.1 The square a power's marker sits on: PSA and money/manpower change. */
export function manipulationSquare(chart: EconomicManipulationChart, power: MajorPower, setting: ManipulationSetting): ManipulationSquare {
  const s = chart.powers[power].settings.find((x) => x.setting === setting);
  if (!s) throw new Error(`no ${setting} square for ${power}`);
  return s;
}
