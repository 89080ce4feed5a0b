/**
 * Typed access to the rule index (assets/rules/rules.json) and its coverage
 * (assets/rules/coverage.json, written by `npm run rules:coverage`), for the Rules screen.
 */
import type { Provenance } from '../../model';
import coverageJson from '../../../assets/rules/coverage.json';
import rulesJson from '../../../assets/rules/rules.json';
import {
  coverageFileSchema,
  rulesFileSchema,
  type CoverageFile,
  type RuleCoverage,
  type RuleEntry,
  type RulesFile,
  type SectionTotals,
} from './schema';

export * from './schema';

/** Validates a rules file (the shipped one, or one from a data pack). */
export function parseRulesFile(json: unknown): { ok: true; file: RulesFile } | { ok: false; errors: string[] } {
  const r = rulesFileSchema.safeParse(json);
  return r.success
    ? { ok: true, file: r.data }
    : { ok: false, errors: r.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`) };
}

const RULES_FILE: RulesFile = rulesFileSchema.parse(rulesJson);
const COVERAGE: CoverageFile = coverageFileSchema.parse(coverageJson);

/** Where the rule index comes from (numbers extracted from the texts; words our own). */
export const RULES_SOURCE: Provenance = RULES_FILE.provenance;

/** Every rule, base rules in number order, then v2.71. */
export const RULES: readonly RuleEntry[] = RULES_FILE.rules;

const BY_ID: ReadonlyMap<string, RuleEntry> = new Map(RULES.map((r) => [r.id, r]));

/** The rule with this id ("7.4.1.2.4", "opt:18.1.1"), if indexed. */
export function ruleById(id: string): RuleEntry | undefined {
  return BY_ID.get(id);
}

/**
 * Rules of one section: base rules by default ("7" → 7, 7.1, … 7.7), or the v2.71 entries
 * filed under that section number with `source: 'v2.71'`.
 */
export function rulesInSection(section: string, source: RuleEntry['source'] = 'base'): RuleEntry[] {
  return RULES.filter((r) => r.section === section && r.source === source);
}

/** The section heads ("1" … "17") for a table of contents, in order. */
export function sectionHeads(): RuleEntry[] {
  return RULES.filter((r) => r.source === 'base' && !r.id.includes('.'));
}

/** Direct children of a rule in the index. */
export function childRules(id: string): RuleEntry[] {
  return RULES.filter((r) => r.parent === id);
}

/** The v2.71 entries that amend or give a standing procedure for a base rule. */
export function amendmentsOf(baseId: string): RuleEntry[] {
  return RULES.filter((r) => r.amends === baseId || r.appliesTo === baseId);
}

const NOT_COVERED: RuleCoverage = { implemented: false, partial: false, tested: false, implementedIn: [], testedIn: [], missing: [] };

/** "Implemented / tested" for a rule, as of the last `npm run rules:coverage`. */
export function ruleCoverage(id: string): RuleCoverage {
  return COVERAGE.rules[id] ?? NOT_COVERED;
}

/** Per-section totals and the overall totals, as of the last coverage run. */
export const COVERAGE_SECTIONS: readonly SectionTotals[] = COVERAGE.sections;
export const COVERAGE_TOTALS: SectionTotals = COVERAGE.totals;
