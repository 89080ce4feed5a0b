import { z } from 'zod';
import type { MajorPower } from '../../model';
import { chartHeader, powerSchema } from './common';

export const PURCHASABLE_UNITS = ['infantry', 'militia', 'cavalry', 'guard', 'artillery', 'ship'] as const;
export type PurchasableUnit = (typeof PURCHASABLE_UNITS)[number];

const unitCost = z.object({
  unit: z.enum(PURCHASABLE_UNITS),
  money: z.number().int().min(0),
  manpower: z.number().int().min(0),
  months: z.number().int().min(1).max(12),
  basis: z.enum(['transcribed', 'reconstructed']),
  note: z.string().optional(),
});

export const purchaseCostSchema = z
  .object({
    ...chartHeader('purchase-cost'),
    units: z.array(unitCost),
    counters: z.object({ corpsOrFleet: z.number().int().min(0), depot: z.number().int().min(0), note: z.string().optional() }),
    cannotBuild: z.partialRecord(powerSchema, z.array(z.enum(PURCHASABLE_UNITS))),
    cannotBuildNote: z.string().optional(),
    /** v2.71 12.3.3.3 (option): cavalry raised by these minor countries costs `money` instead. */
    cheapCavalry: z.object({ rule: z.string(), money: z.number().int().min(0), nationalities: z.array(z.string().min(1)), note: z.string().optional() }).optional(),
  })
  .superRefine((c, ctx) => {
    for (const u of PURCHASABLE_UNITS)
      if (c.units.filter((x) => x.unit === u).length !== 1)
        ctx.addIssue({ code: 'custom', path: ['units'], message: `expected exactly one row for ${u}` });
  });
export type PurchaseCostChart = z.infer<typeof purchaseCostSchema>;
export type UnitCost = z.infer<typeof unitCost>;

/** 8.5.3 Price and build time of one factor or ship; undefined if the power may not build it (8.5.3.4). */
export function purchaseCost(chart: PurchaseCostChart, unit: PurchasableUnit, power?: MajorPower): UnitCost | undefined {
  if (power && chart.cannotBuild[power]?.includes(unit)) return undefined;
  return chart.units.find((u) => u.unit === unit);
}
