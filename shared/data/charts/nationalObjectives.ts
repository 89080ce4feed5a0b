import { z } from 'zod';
import { MAJOR_POWERS, type MajorPower } from '../../model';
import { chartHeader, powerSchema } from './common';

/**
 * v2.71 8.1.3.2.3.4 What a national objective names: a minor country, a province, a district of
 * a multi-district minor, a new political combination (11.1-11.6, which must exist), a peace
 * term (royal marriage, the Straits), or any/all of several.
 */
export type ObjectiveTarget =
  | { kind: 'minor'; id: string }
  | { kind: 'province'; id: string }
  | { kind: 'district'; id: string; minor: string; rule: string }
  | { kind: 'combination'; id: string; rule: string }
  | { kind: 'special'; id: string; note: string }
  | { kind: 'anyOf'; targets: ObjectiveTarget[] }
  | { kind: 'allOf'; targets: ObjectiveTarget[] };

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a kebab-case id');
export const objectiveTargetSchema: z.ZodType<ObjectiveTarget> = z.lazy(() =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('minor'), id: slug }),
    z.object({ kind: z.literal('province'), id: slug }),
    z.object({ kind: z.literal('district'), id: slug, minor: slug, rule: z.string() }),
    z.object({ kind: z.literal('combination'), id: slug, rule: z.string() }),
    z.object({ kind: z.literal('special'), id: slug, note: z.string() }),
    z.object({ kind: z.literal('anyOf'), targets: z.array(objectiveTargetSchema).min(2) }),
    z.object({ kind: z.literal('allOf'), targets: z.array(objectiveTargetSchema).min(2) }),
  ]),
);

const common = { vp: z.number().int(), ump: z.string().min(1), note: z.string().optional() };
const entrySchema = z.discriminatedUnion('kind', [
  /** The power controls the target (Britain: or the target is neutral). */
  z.object({ kind: z.literal('control'), target: objectiveTargetSchema, ...common }),
  /** Another power controls the target (only `by` when given; never one of `except`). */
  z.object({
    kind: z.literal('otherControls'),
    target: objectiveTargetSchema,
    by: z.array(powerSchema).optional(),
    except: z.array(powerSchema).optional(),
    /** 12.11.3.1 the penalty once the power has ever raised its landwehr. */
    vpIfLandwehr: z.number().int().optional(),
    ...common,
  }),
  /** Each home-nation province held by another power. */
  z.object({ kind: z.literal('lostHomeProvince'), ...common }),
]);
export type ObjectiveEntry = z.infer<typeof entrySchema>;

const powerObjectives = z.object({
  /** Great Britain's column reads "Control or Neutrality". */
  controlOrNeutral: z.boolean().optional(),
  entries: z.array(entrySchema).min(1),
  /** The chart's footnotes, in our words, by letter. */
  notes: z.record(z.string(), z.string()),
});

export const nationalObjectivesSchema = z
  .object({
    ...chartHeader('national-objectives'),
    powers: z.object(Object.fromEntries(MAJOR_POWERS.map((p) => [p, powerObjectives])) as Record<MajorPower, typeof powerObjectives>),
  })
  .superRefine((c, ctx) => {
    for (const p of MAJOR_POWERS)
      c.powers[p].entries.forEach((e, i) => {
        if (e.note !== undefined && c.powers[p].notes[e.note] === undefined)
          ctx.addIssue({ code: 'custom', path: ['powers', p, 'entries', i, 'note'], message: `expected a footnote "${e.note}" in notes` });
        if (e.kind === 'lostHomeProvince' && e.vp >= 0) ctx.addIssue({ code: 'custom', path: ['powers', p, 'entries', i, 'vp'], message: 'expected a negative value for a lost home province' });
      });
  });
export type NationalObjectivesChart = z.infer<typeof nationalObjectivesSchema>;
