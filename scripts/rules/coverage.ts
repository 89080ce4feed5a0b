/**
 * Rules coverage: which indexed rules are cited by the engine (shared/) and by tests.
 * Pure over the rule index and `{ path, text }` files; `scripts/rulesCoverage.ts` does the I/O.
 */
import type { CoverageFile, RuleCoverage, RuleEntry, SectionTotals } from '../../shared/data/rules/schema';
import { citationsInFile, type SourceFile } from './scanCitations';

/**
 * Maps a cited reference to a rule id: "opt:…" must match exactly; a bare number is the base
 * rule, or the v2.71 rule of that number when the base rules have none ("18.1.1").
 * A sub-rule citation does not cover its parent or siblings.
 */
export function resolveCitation(ref: string, ids: ReadonlySet<string>): string | undefined {
  if (ref.startsWith('opt:')) return ids.has(ref) ? ref : undefined;
  const n = ref.replace(/\.0$/, '');
  if (ids.has(n)) return n;
  if (ids.has(`opt:${n}`)) return `opt:${n}`;
  return undefined;
}

/** Report groups: base sections 1-14, the notes 15-17, and v2.71 in three parts. */
export function groupOf(rule: RuleEntry): string {
  if (rule.source === 'base') return Number(rule.section) >= 15 ? 'base:15-17' : `base:${rule.section}`;
  if (rule.section === '18') return 'v2.71:18';
  if (rule.section === '19') return 'v2.71:19';
  return 'v2.71:errata';
}

const V271_LABELS: Record<string, string> = {
  'v2.71:errata': 'v2.71 errata and additions to 1-14',
  'v2.71:18': 'v2.71 18 Solitaire combat options',
  'v2.71:19': 'v2.71 19 PBEM and standing procedures',
};

function groupLabel(group: string, rules: readonly RuleEntry[]): string {
  if (group in V271_LABELS) return V271_LABELS[group] ?? group;
  if (group === 'base:15-17') return '15-17 Notes, glossary, designer';
  const section = group.slice('base:'.length);
  const head = rules.find((r) => r.source === 'base' && r.id === section);
  return head ? `${section} ${head.title}` : section;
}

function groupOrder(group: string): number {
  if (group.startsWith('base:')) return Number.parseInt(group.slice(5), 10);
  return 100 + Object.keys(V271_LABELS).indexOf(group);
}

/** A rule known to be built only in part, from outside the sources (a partly built option). */
export interface PartialRule {
  readonly rule: string;
  readonly missing: string;
  readonly file: string;
}

export function computeCoverage(rules: readonly RuleEntry[], files: readonly SourceFile[], partialRules: readonly PartialRule[] = []): CoverageFile {
  const ids = new Set(rules.map((r) => r.id));
  const implementedIn = new Map<string, Set<string>>();
  const testedIn = new Map<string, Set<string>>();
  const missing = new Map<string, { text: string; file: string }[]>();
  const notBuilt = new Map<string, { text: string; file: string }[]>();
  const unknown = new Map<string, { ref: string; file: string }>();
  const add = <T>(into: Map<string, T[]>, id: string, v: T) => into.set(id, [...(into.get(id) ?? []), v]);
  const resolveOrNote = (ref: string, file: string): string | undefined => {
    const id = resolveCitation(ref, ids);
    if (id === undefined) unknown.set(`${ref} ${file}`, { ref, file });
    return id;
  };
  for (const file of [...files].sort((a, b) => a.path.localeCompare(b.path))) {
    const cited = citationsInFile(file);
    if (cited.role === 'ignored') continue;
    for (const ref of cited.refs) {
      const id = resolveOrNote(ref, file.path);
      if (id === undefined) continue;
      const into = cited.role === 'implementation' ? implementedIn : testedIn;
      const set = into.get(id) ?? new Set<string>();
      set.add(file.path);
      into.set(id, set);
    }
    if (cited.role !== 'implementation') continue;
    for (const p of cited.notBuilt) {
      const id = resolveOrNote(p.ref, file.path);
      if (id !== undefined) add(notBuilt, id, { text: `not built: ${p.missing}`, file: file.path });
    }
    for (const p of cited.partial) {
      const id = resolveOrNote(p.ref, file.path);
      if (id !== undefined) add(missing, id, { text: p.missing, file: file.path });
    }
  }
  for (const p of partialRules) {
    const id = resolveCitation(p.rule, ids);
    if (id !== undefined) add(missing, id, { text: p.missing, file: p.file });
  }

  const perRule: Record<string, RuleCoverage> = {};
  for (const r of rules) {
    const impl = [...(implementedIn.get(r.id) ?? [])].sort();
    const test = [...(testedIn.get(r.id) ?? [])].sort();
    const gaps = [...(missing.get(r.id) ?? [])];
    // code cites the rule and another place says part of it is not built: partial, not implemented
    if (impl.length > 0) gaps.push(...(notBuilt.get(r.id) ?? []));
    const partial = gaps.length > 0 && (impl.length > 0 || (missing.get(r.id) ?? []).length > 0);
    perRule[r.id] = { implemented: impl.length > 0 && !partial, partial, tested: test.length > 0, implementedIn: impl, testedIn: test, missing: gaps };
  }

  const groups = new Map<string, RuleEntry[]>();
  for (const r of rules) {
    const g = groupOf(r);
    groups.set(g, [...(groups.get(g) ?? []), r]);
  }
  const totalsOf = (group: string, label: string, list: readonly RuleEntry[]): SectionTotals => {
    const coded = list.filter((r) => r.needsCode);
    return {
      group,
      label,
      rules: list.length,
      needingCode: coded.length,
      implemented: coded.filter((r) => perRule[r.id]?.implemented).length,
      partial: coded.filter((r) => perRule[r.id]?.partial).length,
      tested: coded.filter((r) => perRule[r.id]?.tested).length,
    };
  };
  const sections = [...groups.keys()]
    .sort((a, b) => groupOrder(a) - groupOrder(b))
    .map((g) => totalsOf(g, groupLabel(g, rules), groups.get(g) ?? []));

  return {
    unknownCitations: [...unknown.values()].sort((a, b) => a.file.localeCompare(b.file) || a.ref.localeCompare(b.ref)),
    sections,
    totals: totalsOf('all', 'All rules', rules),
    rules: perRule,
  };
}

function pct(part: number, whole: number): string {
  return whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)}%`;
}

/** The summary table, Markdown. */
export function coverageTable(coverage: CoverageFile): string {
  const rows = ['| Section | Rules | Need code | Implemented | Partial | Tested | Implemented % | Tested % |', '|---|---:|---:|---:|---:|---:|---:|---:|'];
  for (const s of [...coverage.sections, coverage.totals]) {
    const label = s.group === 'all' ? `**${s.label}**` : s.label;
    rows.push(
      `| ${label} | ${s.rules} | ${s.needingCode} | ${s.implemented} | ${s.partial} | ${s.tested} | ${pct(s.implemented, s.needingCode)} | ${pct(s.tested, s.needingCode)} |`,
    );
  }
  return rows.join('\n');
}

/** The whole report: table, rules without code, rules not yet covered, unknown citations. */
export function coverageMarkdown(rules: readonly RuleEntry[], coverage: CoverageFile): string {
  const out: string[] = [
    '# Rules coverage',
    '',
    'Generated by `npm run rules:coverage` from `assets/rules/rules.json` and the rule numbers cited in',
    '`shared/rules` and `shared/engine` (implemented) and in tests (tested). Do not edit by hand; `npm run rules:coverage -- --check`',
    'fails when this file is out of date.',
    '',
    'A rule counts as implemented when non-test code under `shared/rules` or `shared/engine` cites its number (types, option flags and data tables do not count), and as tested',
    'when a test cites it. A citation of a sub-rule does not cover its parent or siblings. A rule is partial, not implemented, when a',
    '`// partial: <rule> <what is missing>` marker names it, when its optional rule is marked partly built, or when code cites it and a',
    '`// not built: <rule> …` marker elsewhere says part of it is not built; a rule only ever named after `not built:` is not implemented.',
    'Percentages are of the rules that need code.',
    '',
    'How to cite: put the number in a comment (`// 7.4.1.2.4 winter`, `/** 7.5.4 Sieges … */`), a rule field',
    "(`rule: '7.4.1.2.4'`) or a test title (`it('7.4.1.3.2 foraging losses', …)`). Cite v2.71 rules as",
    '`opt:18.1.1` (a bare number means the base rule, or the v2.71 rule when the base has none). Two-part',
    'numbers such as `9.2` count only at the start of a comment or string, after "rule", "see" or "per",',
    'or in a list right after another citation.',
    '',
    coverageTable(coverage),
    '',
  ];

  const partial = rules.filter((r) => r.needsCode && coverage.rules[r.id]?.partial);
  out.push(`## Partly built (${partial.length})`, '');
  out.push('What each rule still lacks, as its marker says (file in brackets).', '');
  for (const r of partial) {
    const gaps = coverage.rules[r.id]?.missing ?? [];
    out.push(`- \`${r.id}\` ${r.title}: ${gaps.map((g) => `${g.text} [${g.file}]`).join('; ')}`);
  }
  out.push('');

  const uncovered = rules.filter((r) => r.needsCode && !(coverage.rules[r.id]?.implemented && coverage.rules[r.id]?.tested));
  out.push(`## Not yet covered (${uncovered.length})`, '');
  out.push('I = implemented, P = partly built, T = tested; a dash is missing.', '');
  let group = '';
  for (const r of uncovered) {
    const g = groupOf(r);
    if (g !== group) {
      group = g;
      out.push('', `### ${coverage.sections.find((s) => s.group === g)?.label ?? g}`, '');
    }
    const c = coverage.rules[r.id];
    out.push(`- \`${r.id}\` ${r.title} — ${c?.implemented ? 'I' : c?.partial ? 'P' : '-'}${c?.tested ? 'T' : '-'}`);
  }

  // A base rule the engine implements may have a v2.71 erratum it does not yet follow.
  const pending = rules.filter(
    (r) => r.amends !== undefined && r.needsCode && !coverage.rules[r.id]?.implemented && coverage.rules[r.amends]?.implemented,
  );
  if (pending.length > 0) {
    out.push('', `## Errata to check (${pending.length})`, '');
    out.push('Base rules cited by the engine whose v2.71 amendment is not cited yet.', '');
    for (const r of pending) out.push(`- \`${r.amends ?? ''}\` is implemented; \`${r.id}\` ${r.title} is not`);
  }

  const noCode = rules.filter((r) => !r.needsCode);
  out.push('', `## Rules that need no code (${noCode.length})`, '');
  for (const r of noCode) out.push(`- \`${r.id}\` ${r.title}: ${r.reasonNoCode ?? ''}`);

  if (coverage.unknownCitations.length > 0) {
    out.push('', `## Citations of numbers not in the index (${coverage.unknownCitations.length})`, '');
    for (const u of coverage.unknownCitations) out.push(`- \`${u.ref}\` in \`${u.file}\``);
  }
  return out.join('\n') + '\n';
}
