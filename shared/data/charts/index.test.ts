import { describe, expect, it } from 'vitest';
import { CHART_IDS, CHART_SCHEMAS, CHART_SOURCES, DEFAULT_CHARTS, parseCharts, SHIPPED_CHART_FILES } from '.';

// Deep copies, so a test can damage a file without touching the shipped JSON modules.
const readChart = (file: string): unknown => structuredClone(SHIPPED_CHART_FILES[file]);
const shippedFiles = () => Object.fromEntries(CHART_IDS.map((id) => [`${id}.json`, readChart(`${id}.json`)]));

describe('chart bundle', () => {
  it('every shipped chart file is a known chart and validates against its schema', () => {
    expect(Object.keys(SHIPPED_CHART_FILES).sort()).toEqual(CHART_IDS.map((id) => `${id}.json`).sort());
    for (const id of CHART_IDS) {
      const r = CHART_SCHEMAS[id].safeParse(readChart(`${id}.json`));
      expect(r.success, `${id}: ${r.error?.message}`).toBe(true);
    }
  });

  it('parseCharts accepts the shipped files and DEFAULT_CHARTS equals them', () => {
    const r = parseCharts(shippedFiles());
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.charts).toEqual(DEFAULT_CHARTS);
  });

  it('reports a missing file when no base bundle is given', () => {
    const files = shippedFiles();
    delete files['siege.json'];
    const r = parseCharts(files);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors).toEqual([{ file: 'siege.json', path: '', expected: 'the chart file to be present' }]);
  });

  it('an override pack replaces only the files it contains', () => {
    const naval = readChart('naval-combat.json') as { results: number[] };
    naval.results = [0, 5, 5, 10, 15, 20, 25, 30];
    const r = parseCharts({ 'naval-combat.json': naval }, DEFAULT_CHARTS);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.charts['naval-combat'].results[2]).toBe(5);
      expect(r.charts['combat-resolution']).toBe(DEFAULT_CHARTS['combat-resolution']);
    }
  });

  it('override errors name the file, the path and what was expected', () => {
    const crc = readChart('combat-resolution.json') as { tables: Record<string, { loss: unknown }[]> };
    const cell = crc.tables['3-2']?.[4];
    if (cell) cell.loss = 12;
    const r = parseCharts({ 'combat-resolution.json': crc, 'mystery.json': {} }, DEFAULT_CHARTS);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors.find((e) => e.file === 'mystery.json')?.expected).toMatch(/one of the chart files/);
      const e = r.errors.find((x) => x.file === 'combat-resolution.json');
      expect(e?.path).toBe('tables.3-2.4.loss');
      expect(e?.expected).toMatch(/0\|5\|10/);
    }
  });

  it('a file whose id does not match its name is rejected', () => {
    const r = parseCharts({ 'siege.json': readChart('pursuit.json') }, DEFAULT_CHARTS);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.some((e) => e.file === 'siege.json' && e.path === 'id')).toBe(true);
  });

  it('CHART_SOURCES lists every chart once with its provenance', () => {
    expect(CHART_SOURCES.map((s) => s.id)).toEqual(CHART_IDS);
    for (const s of CHART_SOURCES) {
      expect(s.title.length).toBeGreaterThan(0);
      const detail = s.provenance.kind === 'reconstructed' ? s.provenance.method : s.provenance.source;
      expect(detail.length, s.id).toBeGreaterThan(10);
    }
  });

  it('cross-references inside a file are checked (start boxes, peace-term exclusions, missing pairings)', () => {
    const ps = readChart('political-status.json') as { startingBoxes: { boxes: { number: number }[] } };
    ps.startingBoxes.boxes[0]!.number = 99;
    const vc = readChart('victory-conditions.json') as { terms: { excludes: string[] }[] };
    vc.terms[5]!.excludes.push('C.42');
    const ops = readChart('operational-possibilities.json') as { pairings: unknown[] };
    ops.pairings.splice(0, 1);
    const r = parseCharts(
      { 'political-status.json': ps, 'victory-conditions.json': vc, 'operational-possibilities.json': ops },
      DEFAULT_CHARTS,
    );
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors.find((e) => e.file === 'political-status.json')?.path).toBe('startingBoxes.boxes.0.number');
      expect(r.errors.find((e) => e.file === 'victory-conditions.json')?.expected).toMatch(/C\.42/);
      expect(r.errors.find((e) => e.file === 'operational-possibilities.json')?.expected).toMatch(/outflank vs outflank/);
    }
  });
});
