import { z } from 'zod';
import { MAJOR_POWERS } from '../../model';

/** Provenance of a table, mirroring `Provenance` in shared/model. */
export const provenanceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('transcribed'), source: z.string().min(1), note: z.string().optional() }),
  z.object({ kind: z.literal('extracted'), source: z.string().min(1), note: z.string().optional() }),
  z.object({ kind: z.literal('reconstructed'), method: z.string().min(1), note: z.string().optional() }),
]);

/** A rule number such as "7.5.2.9" or a peace term such as "B.6". */
export const ruleRef = z.string().regex(/^(\d+(\.\d+)*|[ABC]\.\d+)$/, 'a rule number like "7.5.2.9"');

/** Fields every chart file starts with; `id` must match the file it sits in. */
export function chartHeader<Id extends string>(id: Id) {
  return {
    id: z.literal(id),
    title: z.string().min(1),
    rules: z.array(ruleRef).min(1),
    provenance: provenanceSchema,
  };
}

export const powerSchema = z.enum(MAJOR_POWERS);

const LEVELS = [1, 2, 3, 4, 5] as const;
export type CombatLevel = (typeof LEVELS)[number];
/** "casualty-morale" as printed on the Operational Possibilities Chart, e.g. "3-1". */
export type CombatTableId = `${CombatLevel}-${CombatLevel}`;
export const COMBAT_TABLE_IDS = LEVELS.flatMap((c) => LEVELS.map((m) => `${c}-${m}` as CombatTableId));
export const combatTableIdSchema = z.enum(COMBAT_TABLE_IDS as [CombatTableId, ...CombatTableId[]]);

/** 7.5.2.7 Levels never leave 1-5, whatever the modifiers. */
export function combatTableId(casualty: number, morale: number): CombatTableId {
  const clamp = (n: number) => Math.min(5, Math.max(1, Math.trunc(n))) as CombatLevel;
  return `${clamp(casualty)}-${clamp(morale)}`;
}

export function parseCombatTableId(id: CombatTableId): { casualty: CombatLevel; morale: CombatLevel } {
  const [c, m] = id.split('-').map(Number) as [CombatLevel, CombatLevel];
  return { casualty: c, morale: m };
}

/** Loss percentages that have a row on the Casualty Percentage Table (0 = no loss). */
export const LOSS_PERCENTS = [0, 5, 10, 15, 20, 25, 30, 45, 60, 75, 90, 120] as const;
export type LossPercent = (typeof LOSS_PERCENTS)[number];
export const lossPercentSchema = z.literal([...LOSS_PERCENTS]);
