import { z } from 'zod';
import { MAJOR_POWERS, type MajorPower } from '../../model';
import { chartHeader, provenanceSchema } from './common';

const morale = z.number().min(1).max(5).multipleOf(0.1);
const sourceKey = z.string().min(1);

const powerRow = z.object({
  /** 7.5.2.6.1.2 Method Two basic morale. */
  basicMorale: morale,
  infantry: morale,
  cavalry: morale,
  feudalInfantry: morale.optional(),
  feudalCavalry: morale.optional(),
  from: sourceKey,
  note: z.string().optional(),
});
const minorRow = z.object({ infantry: morale, cavalry: morale, from: sourceKey, note: z.string().optional() });

export const nationalMoraleSchema = z
  .object({
    ...chartHeader('national-morale'),
    sources: z.record(z.string(), provenanceSchema),
    fixed: z.object({ guard: morale, militia: morale, cossack: morale, freikorps: morale, guerilla: morale, note: z.string().optional() }),
    powers: z.object(Object.fromEntries(MAJOR_POWERS.map((p) => [p, powerRow])) as Record<MajorPower, typeof powerRow>),
    minors: z.record(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a minor id (kebab-case)'), minorRow),
    britishTraining: z.object({ minors: z.array(z.string()), infantry: morale, cavalry: morale, from: sourceKey, note: z.string().optional() }),
    defaultMinor: minorRow,
  })
  .superRefine((c, ctx) => {
    const check = (from: string, path: (string | number)[]) => {
      if (!(from in c.sources)) ctx.addIssue({ code: 'custom', path, message: `expected "from" to name one of: ${Object.keys(c.sources).join(', ')}` });
    };
    for (const p of MAJOR_POWERS) check(c.powers[p].from, ['powers', p, 'from']);
    for (const [id, m] of Object.entries(c.minors)) check(m.from, ['minors', id, 'from']);
    check(c.defaultMinor.from, ['defaultMinor', 'from']);
    check(c.britishTraining.from, ['britishTraining', 'from']);
  });
export type NationalMoraleChart = z.infer<typeof nationalMoraleSchema>;

export type MoraleTroop = 'infantry' | 'cavalry' | 'guard' | 'militia' | 'artillery' | 'feudalInfantry' | 'feudalCavalry';

/** 7.5.2.6.1.1 Morale value of one factor of a major power's troops. */
export function powerMorale(chart: NationalMoraleChart, power: MajorPower, troop: MoraleTroop): number {
  const row = chart.powers[power];
  switch (troop) {
    case 'guard':
      return chart.fixed.guard;
    case 'militia':
      return chart.fixed.militia;
    case 'artillery': // 7.5.2.6.1.1 artillery counts as the power's regular infantry
    case 'infantry':
      return row.infantry;
    case 'cavalry':
      return row.cavalry;
    case 'feudalInfantry':
      return row.feudalInfantry ?? row.infantry;
    case 'feudalCavalry':
      return row.feudalCavalry ?? row.cavalry;
  }
}

/** Morale of a minor country's corps factors; `listed` is false when the default row was used. */
export function minorMorale(
  chart: NationalMoraleChart,
  minor: string,
  opts: { britishTrained?: boolean } = {},
): { infantry: number; cavalry: number; listed: boolean } {
  // 12.3.2 British training (optional)
  if (opts.britishTrained && chart.britishTraining.minors.includes(minor))
    return { infantry: chart.britishTraining.infantry, cavalry: chart.britishTraining.cavalry, listed: true };
  const row = chart.minors[minor];
  if (row) return { infantry: row.infantry, cavalry: row.cavalry, listed: true };
  return { infantry: chart.defaultMinor.infantry, cavalry: chart.defaultMinor.cavalry, listed: false };
}

/** 7.5.2.6.1.2 Method Two basic morale of a power. */
export function basicMorale(chart: NationalMoraleChart, power: MajorPower): number {
  return chart.powers[power].basicMorale;
}
