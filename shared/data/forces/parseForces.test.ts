import { describe, expect, it } from 'vitest';
import { applyForcesOverrides, DEFAULT_FORCES_RAW, FORCES_FILES, parseForces } from './index';
import type { ForcesRaw } from './index';

/** Deep copy of one shipped file, to break it in a test without touching the default data. */
function copyOf(file: keyof ForcesRaw): Record<string, unknown> {
  return JSON.parse(JSON.stringify(DEFAULT_FORCES_RAW[file])) as Record<string, unknown>;
}
function leadersOf(file: Record<string, unknown>): Record<string, unknown>[] {
  return file['leaders'] as Record<string, unknown>[];
}

describe('parseForces', () => {
  it('accepts the shipped data', () => {
    const result = parseForces(DEFAULT_FORCES_RAW);
    expect(result.ok ? [] : result.errors).toEqual([]);
  });

  it('reports a missing file by name', () => {
    const { ['leaders/leaders.json']: _omitted, ...rest } = DEFAULT_FORCES_RAW;
    const result = parseForces(rest);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toContainEqual(expect.objectContaining({ code: 'missingFile', file: 'leaders/leaders.json' }));
  });

  it('reports a schema error with file, JSON path and what was expected', () => {
    const leaders = copyOf('leaders/leaders.json');
    const first = leadersOf(leaders)[0];
    if (first) first['tactical'] = 'five';
    const result = parseForces(applyForcesOverrides(DEFAULT_FORCES_RAW, { 'leaders/leaders.json': leaders }));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      const error = result.errors[0];
      expect(error).toMatchObject({ code: 'schema', file: 'leaders/leaders.json', path: '$.leaders[0].tactical' });
      expect(error?.expected).toMatch(/number/);
    }
  });

  it('finds duplicate ids, unknown nationalities and removal before arrival', () => {
    const leaders = copyOf('leaders/leaders.json');
    const list = leadersOf(leaders);
    const [a, b, c] = list;
    if (!a || !b || !c) throw new Error('fixture needs three leaders');
    b['id'] = a['id'];
    c['nationality'] = 'atlantis';
    a['removal'] = '1804-12';
    const result = parseForces(applyForcesOverrides(DEFAULT_FORCES_RAW, { 'leaders/leaders.json': leaders }));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      const codes = result.errors.map((e) => `${e.code} ${e.path}`);
      expect(codes).toEqual(
        expect.arrayContaining([
          'duplicateId $.leaders[1].id',
          'unknownNationality $.leaders[2].nationality',
          'datesOutOfOrder $.leaders[0].removal',
        ]),
      );
    }
  });

  it('refuses forces for a conquered minor and a controller for a neutral one', () => {
    const minors = copyOf('minors/minors.json');
    const list = minors['minors'] as { id: string; start: Record<string, Record<string, unknown>> }[];
    const flanders = list.find((m) => m.id === 'flanders');
    const sardinia = list.find((m) => m.id === 'sardinia');
    if (!flanders?.start['1805'] || !sardinia?.start['1805']) throw new Error('fixture minors missing');
    flanders.start['1805']['infantry'] = 3;
    sardinia.start['1805']['controller'] = 'britain';
    const result = parseForces(applyForcesOverrides(DEFAULT_FORCES_RAW, { 'minors/minors.json': minors }));
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors.map((e) => e.path)).toEqual(
        expect.arrayContaining([expect.stringMatching(/start\.1805$/), expect.stringMatching(/start\.1805\.controller$/)]),
      );
  });

  it('an override pack replaces only the files it holds', () => {
    const depots = {
      ...copyOf('forces/depots.json'),
      limits: { france: 12, britain: 6, spain: 6, austria: 8, prussia: 7, russia: 10, turkey: 7 },
    };
    const merged = applyForcesOverrides(DEFAULT_FORCES_RAW, { 'forces/depots.json': depots });
    const result = parseForces(merged);
    expect(result.ok && result.value.depots.limits.france).toBe(12);
    for (const file of FORCES_FILES) if (file !== 'forces/depots.json') expect(merged[file]).toBe(DEFAULT_FORCES_RAW[file]);
  });
});
