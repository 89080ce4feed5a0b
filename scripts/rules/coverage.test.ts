import { describe, expect, it } from 'vitest';
import type { RuleEntry } from '../../shared/data/rules/schema';
import { computeCoverage, coverageMarkdown, resolveCitation } from './coverage';

const rule = (id: string, extra: Partial<RuleEntry> = {}): RuleEntry => ({
  id,
  number: id.replace(/^opt:/, '').replace(/~\d$/, ''),
  source: id.startsWith('opt:') ? 'v2.71' : 'base',
  section: id.replace(/^opt:/, '').split('.')[0] ?? '',
  title: `Title of ${id}`,
  needsCode: true,
  ...extra,
});

const RULES: RuleEntry[] = [
  rule('7', { title: 'Land phase' }),
  rule('7.4.1.2.3'),
  rule('7.4.1.2.4'),
  rule('7.4.1.2'),
  rule('7.5.2.15', { needsCode: false, reasonNoCode: 'worked example' }),
  rule('opt:7.4.1.2.4', { amends: '7.4.1.2.4' }),
  rule('opt:18.1.1', { section: '18' }),
];

describe('resolveCitation', () => {
  const ids = new Set(RULES.map((r) => r.id));
  it('prefers the base rule for a bare number and falls back to v2.71', () => {
    expect(resolveCitation('7.4.1.2.4', ids)).toBe('7.4.1.2.4');
    expect(resolveCitation('18.1.1', ids)).toBe('opt:18.1.1');
    expect(resolveCitation('opt:7.4.1.2.4', ids)).toBe('opt:7.4.1.2.4');
    expect(resolveCitation('7.0', ids)).toBe('7');
  });
  it('does not guess unknown numbers', () => {
    expect(resolveCitation('7.4.9', ids)).toBeUndefined();
    expect(resolveCitation('opt:7.4.1.2.3', ids)).toBeUndefined();
  });
});

describe('computeCoverage', () => {
  const coverage = computeCoverage(RULES, [
    { path: 'shared/rules/land/supply/forage.ts', text: '// 7.4.1.2.4 winter\nexport const x = 1;' },
    { path: 'shared/rules/land/supply/forage.test.ts', text: "it('7.4.1.2.3 force marching', () => {}); // 18.1.1" },
    { path: 'main/host/host.ts', text: '// 7.4.1.2 not in shared' },
    { path: 'shared/rules/solitaire.ts', text: '/** opt:18.1.1 defender chooses first */\n// 7.9.9 typo' },
  ]);

  it('counts a citation in shared/ code as implemented', () => {
    expect(coverage.rules['7.4.1.2.4']).toMatchObject({
      implemented: true,
      tested: false,
      implementedIn: ['shared/rules/land/supply/forage.ts'],
    });
  });
  it('counts a citation in a test as tested, never as implemented', () => {
    expect(coverage.rules['7.4.1.2.3']).toMatchObject({ implemented: false, tested: true });
    expect(coverage.rules['opt:18.1.1']).toMatchObject({ implemented: true, tested: true });
  });
  it('does not let a sub-rule cover its parent or siblings, nor code outside shared/', () => {
    expect(coverage.rules['7.4.1.2']).toMatchObject({ implemented: false, tested: false });
    expect(coverage.rules['opt:7.4.1.2.4']).toMatchObject({ implemented: false });
  });
  it('lists citations of numbers the index lacks', () => {
    expect(coverage.unknownCitations).toEqual([{ ref: '7.9.9', file: 'shared/rules/solitaire.ts' }]);
  });
  it('totals per section over rules that need code', () => {
    const land = coverage.sections.find((s) => s.group === 'base:7');
    expect(land).toEqual({ group: 'base:7', label: '7 Land phase', rules: 5, needingCode: 4, implemented: 1, partial: 0, tested: 1 });
    expect(coverage.sections.map((s) => s.group)).toEqual(['base:7', 'v2.71:errata', 'v2.71:18']);
    expect(coverage.totals).toMatchObject({ rules: 7, needingCode: 6, implemented: 2, tested: 2 });
  });
  it('reports the table and every rule not yet both implemented and tested', () => {
    const md = coverageMarkdown(RULES, coverage);
    expect(md).toContain('| 7 Land phase | 5 | 4 | 1 | 0 | 1 | 25.0% | 25.0% |');
    expect(md).toContain('- `7.4.1.2.4` Title of 7.4.1.2.4 — I-');
    expect(md).toContain('- `7.4.1.2.3` Title of 7.4.1.2.3 — -T');
    expect(md).not.toContain('- `opt:18.1.1`');
    expect(md).toContain('- `7.5.2.15` Title of 7.5.2.15: worked example');
  });
  it('points out implemented base rules whose erratum is not followed yet', () => {
    const md = coverageMarkdown(RULES, coverage);
    expect(md).toContain('## Errata to check (1)');
    expect(md).toContain('- `7.4.1.2.4` is implemented; `opt:7.4.1.2.4` Title of opt:7.4.1.2.4 is not');
    const both = computeCoverage(RULES, [{ path: 'shared/rules/a.ts', text: '// 7.4.1.2.4 and opt:7.4.1.2.4' }]);
    expect(coverageMarkdown(RULES, both)).not.toContain('Errata to check');
  });
  it('counts a rule marked partial as partial, not implemented, and says what is missing', () => {
    const c = computeCoverage(RULES, [
      { path: 'shared/rules/a.ts', text: '// 7.4.1.2.4 winter\n// partial: 7.4.1.2.3 force marching in winter is not read' },
    ]);
    expect(c.rules['7.4.1.2.3']).toMatchObject({ implemented: false, partial: true, missing: [{ text: 'force marching in winter is not read', file: 'shared/rules/a.ts' }] });
    expect(c.totals).toMatchObject({ implemented: 1, partial: 1 });
    expect(coverageMarkdown(RULES, c)).toContain('- `7.4.1.2.3` Title of 7.4.1.2.3: force marching in winter is not read [shared/rules/a.ts]');
  });
  it('never counts a rule named only after `not built:`, and makes a cited one partial', () => {
    const only = computeCoverage(RULES, [{ path: 'shared/engine/s.ts', text: '// not built: 7.4.1.2 the whole rule' }]);
    expect(only.rules['7.4.1.2']).toMatchObject({ implemented: false, partial: false });
    const both = computeCoverage(RULES, [
      { path: 'shared/engine/s.ts', text: '// 7.4.1.2 the main case' },
      { path: 'shared/engine/t.ts', text: '// not built: 7.4.1.2 the rare case' },
    ]);
    expect(both.rules['7.4.1.2']).toMatchObject({ implemented: false, partial: true });
  });
  it('takes partly built options as partial rules', () => {
    const c = computeCoverage(RULES, [{ path: 'shared/rules/a.ts', text: '// 7.4.1.2.4' }], [{ rule: '7.4.1.2.4', missing: 'the exemption', file: 'shared/model/options.ts' }]);
    expect(c.rules['7.4.1.2.4']).toMatchObject({ implemented: false, partial: true });
  });
});
