import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extract } from '../../../scripts/rules/extractRuleNumbers';
import {
  amendmentsOf,
  childRules,
  COVERAGE_SECTIONS,
  COVERAGE_TOTALS,
  parseRulesFile,
  ruleById,
  ruleCoverage,
  RULES,
  RULES_SOURCE,
  rulesInSection,
  sectionHeads,
} from './index';

const ROOT = resolve(__dirname, '../../..');
const SEEDS = resolve(ROOT, '../shared/seeds');

describe('rule index (assets/rules/rules.json)', () => {
  it('has every base section 1-17 and the v2.71 solitaire and standing-procedure rules', () => {
    for (let s = 1; s <= 17; s++) expect(ruleById(String(s)), `section ${s}`).toBeDefined();
    expect(ruleById('opt:18.1.1')?.source).toBe('v2.71');
    expect(ruleById('opt:19.1.2/7.5.1.1')?.appliesTo).toBe('7.5.1.1');
    expect(RULES.length).toBeGreaterThan(1000);
  });
  it('gives typed access by id, section, children and amendments', () => {
    expect(ruleById('7.4.1.2.4')).toMatchObject({ section: '7', parent: '7.4.1.2', source: 'base' });
    expect(ruleById('no-such-rule')).toBeUndefined();
    const supply = rulesInSection('7').map((r) => r.id);
    expect(supply).toContain('7.4.1.2.4');
    expect(supply.every((id) => id === '7' || id.startsWith('7.'))).toBe(true);
    expect(rulesInSection('18', 'v2.71').map((r) => r.id)).toContain('opt:18.1.1');
    expect(childRules('7.4.1.2').map((r) => r.id)).toEqual(['7.4.1.2.1', '7.4.1.2.2', '7.4.1.2.3', '7.4.1.2.4', '7.4.1.2.5']);
    expect(amendmentsOf('7.3.1.2').map((r) => r.id)).toContain('opt:7.3.1.2');
    expect(amendmentsOf('7.5.1.1').map((r) => r.id)).toContain('opt:19.1.2/7.5.1.1');
    expect(sectionHeads().map((r) => r.id)).toEqual(Array.from({ length: 17 }, (_, i) => String(i + 1)));
  });
  it('says where it comes from', () => {
    expect(RULES_SOURCE.kind).toBe('extracted');
  });
  it('explains every rule that needs no code', () => {
    for (const r of RULES.filter((x) => !x.needsCode)) expect(r.reasonNoCode, r.id).toBeTruthy();
    expect(ruleById('1.7')?.needsCode).toBe(false);
  });
  it('has a summary for every rule that needs code, bar section 14 whose text we lack', () => {
    const missing = RULES.filter((r) => r.needsCode && !r.summary && !(r.source === 'base' && r.section === '14')).map((r) => r.id);
    expect(missing).toEqual([]);
    // the ones players look up most: land phase, time, irregulars, leaders, solitaire combat
    for (const id of ['7.4.1.2.4', '9.2', '10.1.2.2.3', '10.6.1.2.1', 'opt:18.1.3']) expect(ruleById(id)?.summary, id).toBeTruthy();
  });
  it('rejects a file with a duplicate id or a v2.71 entry without its prefix', () => {
    const one = RULES[0]; // section 1: no parent, so valid alone
    if (!one) throw new Error('empty index');
    const dup = parseRulesFile({ provenance: RULES_SOURCE, rules: [one, one] });
    expect(dup.ok ? [] : dup.errors.join('\n')).toMatch(/duplicate rule id/);
    const unprefixed = parseRulesFile({ provenance: RULES_SOURCE, rules: [{ ...one, id: '99.1', source: 'v2.71' }] });
    expect(unprefixed.ok ? [] : unprefixed.errors.join('\n')).toMatch(/opt:/);
    expect(parseRulesFile({ provenance: RULES_SOURCE, rules: [one] }).ok).toBe(true);
  });
});

describe('coverage (assets/rules/coverage.json)', () => {
  it('has an entry for every indexed rule and nothing else', () => {
    for (const r of RULES) expect(ruleCoverage(r.id), r.id).toHaveProperty('implemented');
    expect(COVERAGE_SECTIONS.reduce((n, s) => n + s.rules, 0)).toBe(RULES.length);
    expect(COVERAGE_TOTALS.rules).toBe(RULES.length);
  });
  it('counts a rule as tested only with a test file citing it', () => {
    for (const r of RULES) {
      const c = ruleCoverage(r.id);
      expect(c.tested, r.id).toBe(c.testedIn.length > 0);
      // implemented: cited by the engine and not partial; partial: said to miss a part
      expect(c.implemented, r.id).toBe(c.implementedIn.length > 0 && !c.partial);
      expect(c.partial, r.id).toBe(c.missing.length > 0);
      for (const f of c.implementedIn) expect(f.startsWith('shared/') && !f.endsWith('.test.ts'), f).toBe(true);
    }
  });
});

// The committed index must be what the extractor writes from the texts; runs only where the
// (unshipped) rule texts sit beside the checkout.
describe.skipIf(!existsSync(SEEDS))('extraction from ../shared/seeds', () => {
  it('reproduces the committed rules.json', () => {
    const { file } = extract(SEEDS);
    const committed = JSON.parse(readFileSync(resolve(ROOT, 'assets/rules/rules.json'), 'utf8')) as unknown;
    expect(file).toEqual(committed);
  });
});
