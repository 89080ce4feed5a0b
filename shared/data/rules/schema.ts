import { z } from 'zod';

/**
 * The rule index: every rule number of the base rulebook (sections 1-17) and of the Optional
 * Rules and Errata v2.71, with a short title and summary in our own words. The rulebook's
 * prose is not in it.
 *
 * Ids: base rules are their printed number ("7.4.1.2.4"); v2.71 entries are prefixed
 * "opt:" ("opt:18.1.1", "opt:7.3.1.2" for the erratum to base 7.3.1.2). v2.71 repeats a few
 * numbers for different rules; the later block gets "~2" ("opt:12.2.7~2"). Standing
 * procedures of 19.1 are filed under their heading ("opt:19.1.2/7.5.1.1").
 */
export const RULE_SOURCES = ['base', 'v2.71'] as const;
export type RuleSource = (typeof RULE_SOURCES)[number];

const DOTTED = /^\d{1,2}(\.\d{1,2})*$/;
export const RULE_ID = /^(\d{1,2}(\.\d{1,2})*|opt:\d{1,2}(\.\d{1,2})*(~\d)?(\/\d{1,2}(\.\d{1,2})*)?)$/;

export const ruleEntrySchema = z
  .object({
    id: z.string().regex(RULE_ID),
    /** The printed number without prefix or suffix. */
    number: z.string().regex(DOTTED),
    source: z.enum(RULE_SOURCES),
    /** First component of the number ("7"); for 19.1 procedures, "19". */
    section: z.string().regex(/^\d{1,2}$/),
    /** Id of the enclosing rule, when the index has it. */
    parent: z.string().regex(RULE_ID).optional(),
    /** A few words of our own. */
    title: z.string().min(1).max(70),
    /** One to three sentences of our own for the in-app rules reference. */
    summary: z.string().min(10).max(600).optional(),
    needsCode: z.boolean(),
    /** Why a rule needs no code (dice, advice, examples, notes…). */
    reasonNoCode: z.string().min(3).optional(),
    /** Base rule this v2.71 entry amends, clarifies or deletes. */
    amends: z.string().regex(DOTTED).optional(),
    /** Base rule a 19.1 standing procedure answers for an absent player. */
    appliesTo: z.string().regex(DOTTED).optional(),
    /** Optional rule (base sections 11-12, rules marked optional, and v2.71 additions). */
    optional: z.boolean().optional(),
    /** Marked with an asterisk in the base rules: not used in the scenarios. */
    campaignOnly: z.boolean().optional(),
  })
  .strict()
  .refine((r) => r.needsCode || r.reasonNoCode !== undefined, {
    message: 'a rule that needs no code says why (reasonNoCode)',
  })
  .refine((r) => (r.source === 'v2.71') === r.id.startsWith('opt:'), {
    message: 'v2.71 ids, and only they, start with "opt:"',
  });
export type RuleEntry = z.infer<typeof ruleEntrySchema>;

const provenanceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('transcribed'), source: z.string(), note: z.string().optional() }),
  z.object({ kind: z.literal('extracted'), source: z.string(), note: z.string().optional() }),
  z.object({ kind: z.literal('reconstructed'), method: z.string(), note: z.string().optional() }),
]);

export const rulesFileSchema = z
  .object({
    provenance: provenanceSchema,
    rules: z.array(ruleEntrySchema),
  })
  .strict()
  .superRefine((file, ctx) => {
    const ids = new Set<string>();
    for (const r of file.rules) {
      if (ids.has(r.id)) ctx.addIssue({ code: 'custom', message: `duplicate rule id ${r.id}` });
      ids.add(r.id);
    }
    for (const r of file.rules) {
      if (r.parent !== undefined && !ids.has(r.parent))
        ctx.addIssue({ code: 'custom', message: `${r.id}: parent ${r.parent} is not in the index` });
    }
  });
export type RulesFile = z.infer<typeof rulesFileSchema>;

/** Per-rule status computed by `npm run rules:coverage`. */
export const ruleCoverageSchema = z
  .object({
    /** Cited by the engine and not known to miss a part. */
    implemented: z.boolean(),
    /** Built in part: `missing` says what is not (a `partial:` marker, a partly built option, or a `not built:` marker beside code citing it). */
    partial: z.boolean(),
    tested: z.boolean(),
    /** Files citing the rule, repository-relative. */
    implementedIn: z.array(z.string()),
    testedIn: z.array(z.string()),
    /** What is missing, one sentence per marker, each with where it was said. */
    missing: z.array(z.object({ text: z.string(), file: z.string() }).strict()),
  })
  .strict();
export type RuleCoverage = z.infer<typeof ruleCoverageSchema>;

export const sectionTotalsSchema = z
  .object({
    group: z.string(),
    label: z.string(),
    rules: z.number().int().nonnegative(),
    needingCode: z.number().int().nonnegative(),
    implemented: z.number().int().nonnegative(),
    partial: z.number().int().nonnegative(),
    tested: z.number().int().nonnegative(),
  })
  .strict();
export type SectionTotals = z.infer<typeof sectionTotalsSchema>;

export const coverageFileSchema = z
  .object({
    /** Citations of numbers that are not in the index (typos, or rules the index lacks). */
    unknownCitations: z.array(z.object({ ref: z.string(), file: z.string() }).strict()),
    sections: z.array(sectionTotalsSchema),
    totals: sectionTotalsSchema,
    rules: z.record(z.string(), ruleCoverageSchema),
  })
  .strict();
export type CoverageFile = z.infer<typeof coverageFileSchema>;
