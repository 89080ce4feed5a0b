/**
 * npm run rules:coverage [-- --check]
 *
 * Reports, per section, how many indexed rules the engine cites (implemented) and tests cite
 * (tested). Writes docs/rules-coverage.md, assets/rules/coverage.json and the README's table
 * (between its rules-coverage markers) and prints the table. With --check it writes nothing and
 * fails when those files are not what it would write.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { coverageFileSchema, rulesFileSchema } from '../shared/data/rules/schema';
import { computeCoverage, coverageMarkdown, coverageTable, type PartialRule } from './rules/coverage';
import { OPTIONAL_RULES, type OptionalRuleInfo } from '../shared/model/options';
import type { SourceFile } from './rules/scanCitations';
import { fileRole } from './rules/scanCitations';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const RULES_JSON = join(ROOT, 'assets/rules/rules.json');
const COVERAGE_JSON = join(ROOT, 'assets/rules/coverage.json');
const REPORT_MD = join(ROOT, 'docs/rules-coverage.md');
const README = join(ROOT, 'README.md');
const README_START = '<!-- rules-coverage:start (npm run rules:coverage writes this table) -->';
const README_END = '<!-- rules-coverage:end -->';

/** The README with its coverage table replaced; the README must hold both markers. */
function readmeWithTable(readme: string, table: string): string {
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  if (start < 0 || end < start) throw new Error(`README.md lacks the markers ${README_START} … ${README_END}`);
  return `${readme.slice(0, start)}${README_START}\n${table}\n${readme.slice(end)}`;
}
const SKIP_DIRS = new Set(['node_modules', 'dist', '.git', 'release', 'out', 'coverage']);

function listSources(dir: string, into: SourceFile[]): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIP_DIRS.has(entry.name)) continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) listSources(full, into);
    else if (entry.isFile()) {
      const path = relative(ROOT, full).split(sep).join('/');
      if (fileRole(path) !== 'ignored') into.push({ path, text: readFileSync(full, 'utf8') });
    }
  }
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const rules = rulesFileSchema.parse(JSON.parse(readFileSync(RULES_JSON, 'utf8'))).rules;
  const files: SourceFile[] = [];
  listSources(ROOT, files);
  // an optional rule the engine builds in part is a partial rule, with the option's own sentence
  const partialOptions: PartialRule[] = (OPTIONAL_RULES as readonly OptionalRuleInfo[]).flatMap((o) =>
    o.status === 'partial' ? [{ rule: o.rule, missing: o.missing, file: 'shared/model/options.ts' }] : [],
  );
  const coverage = coverageFileSchema.parse(computeCoverage(rules, files, partialOptions));
  const json = JSON.stringify(coverage, null, 1) + '\n';
  // Written as Prettier would format it, so `npm run format` and --check agree.
  const md = await format(coverageMarkdown(rules, coverage), { ...(await resolveConfig(REPORT_MD)), parser: 'markdown' });
  const readme = readmeWithTable(readFileSync(README, 'utf8'), coverageTable(coverage));

  if (check) {
    const stale = [
      [COVERAGE_JSON, json],
      [REPORT_MD, md],
      [README, readme],
    ].filter(([path, want]) => !existsSync(path ?? '') || readFileSync(path ?? '', 'utf8') !== want);
    if (stale.length > 0) {
      console.error(`rules coverage is out of date: ${stale.map(([p]) => relative(ROOT, p ?? '')).join(', ')}`);
      console.error('Run `npm run rules:coverage` and commit the result.');
      process.exit(1);
    }
    console.log('rules coverage files are up to date');
    return;
  }
  writeFileSync(COVERAGE_JSON, json);
  writeFileSync(REPORT_MD, md);
  writeFileSync(README, readme);
  console.log(coverageTable(coverage));
  const uncovered = rules.filter((r) => r.needsCode && !(coverage.rules[r.id]?.implemented && coverage.rules[r.id]?.tested));
  console.log(`\n${uncovered.length} rules not yet implemented and tested; the list is in docs/rules-coverage.md`);
  if (coverage.unknownCitations.length > 0)
    console.log(`${coverage.unknownCitations.length} citations of numbers not in the index (listed there too)`);
}

await main();
