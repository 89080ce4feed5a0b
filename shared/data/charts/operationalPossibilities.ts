import { z } from 'zod';
import { chartHeader, combatTableIdSchema, powerSchema } from './common';

export const ATTACKER_CHITS = ['outflank', 'assault', 'escalated-assault', 'echelon', 'probe'] as const;
export const DEFENDER_CHITS = ['outflank', 'counterattack', 'escalated-counterattack', 'cordon', 'withdraw', 'defend'] as const;
export type AttackerChit = (typeof ATTACKER_CHITS)[number];
export type DefenderChit = (typeof DEFENDER_CHITS)[number];
/** 7.5.2.7 "river" when attackers crossed a river or crossing arrow or landed, first day only. */
export type OpsVariant = 'normal' | 'river';

const side = z.enum(['attacker', 'defender']);
const roundTable = combatTableIdSchema.nullable();

/** A note on the chart, as data. `side: 'either'` applies to whichever side's commander qualifies. */
export const opsModifierSchema = z.discriminatedUnion('kind', [
  // 7.5.2.12 extra strategic-rating bonus for outflank arrival rolls (on top of the rule's +2 after round 2)
  z.object({ kind: z.literal('outflankArrival'), value: z.number().int(), note: z.string().optional() }),
  // 7.5.2.5 modifier to the strategic rating used for the withdrawal roll
  z.object({ kind: z.literal('withdrawal'), value: z.number().int() }),
  // 7.5.2.5 Probe lets a withdrawing defender go without a roll
  z.object({ kind: z.literal('automaticWithdrawal') }),
  // 7.5.2.9 no commander die modifiers
  z.object({ kind: z.literal('commanderChartNotUsed') }),
  // 7.5.2.6 added to the final morale level of a side whose commander is of this nationality
  z.object({ kind: z.literal('finalMorale'), side: z.enum(['attacker', 'defender', 'either']), commander: powerSchema, value: z.number() }),
  // 7.5.2.9 added to combat die rolls of a side whose commander is of this nationality
  z.object({ kind: z.literal('combatDie'), side: z.enum(['attacker', 'defender', 'either']), commander: powerSchema, value: z.number().int() }),
]);
export type OpsModifier = z.infer<typeof opsModifierSchema>;

const resolution = z.object({
  side,
  round: z.number().int().min(1).max(3),
  chosen: combatTableIdSchema,
  readings: z.record(z.string(), combatTableIdSchema),
  reasoning: z.string().min(1),
});

const pairing = z.object({
  attacker: z.enum(ATTACKER_CHITS),
  defender: z.enum(DEFENDER_CHITS),
  variant: z.enum(['normal', 'river']),
  attackerTables: z.tuple([roundTable, roundTable, roundTable]),
  defenderTables: z.tuple([roundTable, roundTable, roundTable]),
  /** 7.5.2.7 tables for rounds 2 and 3 once the outflanking force has arrived. */
  afterOutflank: z
    .object({ attackerTables: z.tuple([combatTableIdSchema, combatTableIdSchema]), defenderTables: z.tuple([combatTableIdSchema, combatTableIdSchema]) })
    .optional(),
  modifiers: z.array(opsModifierSchema),
  /** Cells where the transcriptions disagreed, with the reading chosen and why. */
  resolved: z.array(resolution).optional(),
});
export type OpsCell = z.infer<typeof pairing>;

export const operationalPossibilitiesSchema = z
  .object({
    ...chartHeader('operational-possibilities'),
    attackerChits: z.array(z.enum(ATTACKER_CHITS)),
    defenderChits: z.array(z.enum(DEFENDER_CHITS)),
    pairings: z.array(pairing),
  })
  .superRefine((chart, ctx) => {
    const seen = new Set<string>();
    chart.pairings.forEach((p, i) => {
      const key = `${p.attacker}/${p.defender}/${p.variant}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['pairings', i], message: `expected one entry per pairing, ${key} repeats` });
      seen.add(key);
      if (p.variant === 'river' && p.defender !== 'cordon')
        ctx.addIssue({ code: 'custom', path: ['pairings', i, 'variant'], message: 'expected river variants only on the cordon line (7.5.2.7)' });
    });
    for (const a of ATTACKER_CHITS)
      for (const d of DEFENDER_CHITS)
        if (!seen.has(`${a}/${d}/normal`))
          ctx.addIssue({ code: 'custom', path: ['pairings'], message: `expected a pairing for ${a} vs ${d}` });
  });
export type OperationalPossibilitiesChart = z.infer<typeof operationalPossibilitiesSchema>;

/**
 * 7.5.2.4, 7.5.2.7 The chart cell for two chits. The river variant exists only where printed
 * (cordon line, not the outflank column); elsewhere the normal cell applies.
 */
export function opsCell(chart: OperationalPossibilitiesChart, attacker: AttackerChit, defender: DefenderChit, variant: OpsVariant = 'normal'): OpsCell {
  const find = (v: OpsVariant) => chart.pairings.find((p) => p.attacker === attacker && p.defender === defender && p.variant === v);
  const cell = (variant === 'river' ? find('river') : undefined) ?? find('normal');
  if (!cell) throw new Error(`no operational possibilities cell for ${attacker} vs ${defender}`);
  return cell;
}
