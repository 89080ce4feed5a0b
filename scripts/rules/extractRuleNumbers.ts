/**
 * Dev-only: extracts every rule number from the rule texts in ../shared/seeds (not shipped)
 * and writes assets/rules/rules.json with our own titles and summaries from ./notes.
 *
 *   npx tsx scripts/rules/extractRuleNumbers.ts [--seeds <dir>] [--review]
 *
 * Sources: 000_… base rules 1-12 (and its table of contents, the only place numbering 13-17),
 * 001_… and 004_… cleaner texts of sections 7 and 10 (preferred for headings there),
 * 003_… Optional Rules and Errata v2.71. Headings are read only to help us name rules;
 * nothing of the rulebook's prose is written out.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rulesFileSchema, type RulesFile } from '../../shared/data/rules/schema';
import { assignOptionalIds, buildIndex, mergeBase } from './buildIndex';
import { NOTES } from './notes';
import { checkHierarchy, findRulesInText, findRulesInToc, type FoundRule } from './parseRuleText';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const RULES_JSON = join(ROOT, 'assets/rules/rules.json');

function seedFile(dir: string, prefix: string): string {
  const name = readdirSync(dir).find((f) => f.startsWith(prefix) && f.endsWith('.txt'));
  if (!name) throw new Error(`no ${prefix}… text in ${dir}`);
  return readFileSync(join(dir, name), 'utf8');
}

function lineIndex(text: string, pattern: RegExp): number {
  const i = text.split(/\r?\n/).findIndex((l) => pattern.test(l));
  if (i < 0) throw new Error(`marker ${pattern} not found`);
  return i + 1;
}

function scenarioFormatNumbers(seeds: string): FoundRule[] {
  const notes = join(seeds, '../data/eia-scenarios/scenarios_13_14.md');
  if (!existsSync(notes)) return [];
  const found: FoundRule[] = [];
  readFileSync(notes, 'utf8')
    .split(/\r?\n/)
    .forEach((l, i) => {
      const m = /^\s*-\s*(13\.1(?:\.\d){1,2})\b/.exec(l);
      if (m?.[1]) found.push({ number: m[1], asterisk: false, line: i + 1, via: 'line' });
    });
  return found;
}

export function extract(seeds: string): { file: RulesFile; fallbackTitles: string[]; unusedNotes: string[]; problems: string[] } {
  const base = seedFile(seeds, '000_');
  const land = seedFile(seeds, '001_');
  const misc = seedFile(seeds, '004_');
  const opt = seedFile(seeds, '003_');

  // The body starts at "[ 1.1 ] THE MAP"; everything above is the table of contents.
  const bodyStart = lineIndex(base, /^\s*\[\s*1\.1\s*\]/);
  const fromBody = findRulesInText(base, bodyStart);
  const fromToc = findRulesInToc(base, 1, bodyStart - 1);
  // The TOC is read badly in places ("5.2 1 CORPS…" for 5.2.1): use it only for numbers the
  // body lacks, which are all section heads or rules whose body paragraph lost its number.
  const known = new Set(fromBody.map((f) => f.number));
  const tocOnly = fromToc.filter((f) => !known.has(f.number));
  for (const f of tocOnly) known.add(f.number);
  // The cleaner texts give better headings; 004 also folds in v2.71's 10.3.4 (forcible
  // access), which stays a v2.71 rule, so they add no numbers of their own.
  const fromCleanTexts = [...findRulesInText(land), ...findRulesInText(misc)].filter((f) => known.has(f.number));
  // Section 13's text is not in the seeds; the numbers of its format rules (13.1.x) are
  // recorded in the data notes on scenarios, when those are beside the seeds.
  const fromScenarioNotes = scenarioFormatNumbers(seeds);
  const baseFound: FoundRule[] = mergeBase([...fromCleanTexts, ...fromBody, ...tocOnly, ...fromScenarioNotes]);

  const optFound = assignOptionalIds(findRulesInText(opt).filter((f) => Number(f.number.split('.')[0]) >= 1));

  const { rules, fallbackTitles, unusedNotes } = buildIndex(baseFound, optFound, NOTES);
  const file = rulesFileSchema.parse({
    provenance: {
      kind: 'extracted',
      source:
        'Empires in Arms rulebook sections 1-12 and its table of contents (13-17), and Optional Rules and Errata v2.71: rule numbers only',
      note: 'Titles and summaries are our own words (scripts/rules/notes); the rulebook prose is not included.',
    },
    rules,
  });
  const problems = checkHierarchy(baseFound.map((f) => f.number));
  return { file, fallbackTitles, unusedNotes, problems };
}

function main(): void {
  const args = process.argv.slice(2);
  const seedsArg = args.indexOf('--seeds');
  const seeds = seedsArg >= 0 ? resolve(args[seedsArg + 1] ?? '') : resolve(ROOT, '../shared/seeds');
  if (!existsSync(seeds)) {
    console.error(
      `Rule texts not found at ${seeds}.\n` +
        'The extraction needs the rulebook texts (../shared/seeds beside the checkout, or --seeds <dir>).\n' +
        'They are not shipped; the committed assets/rules/rules.json is what the project uses.',
    );
    process.exit(2);
  }
  const { file, fallbackTitles, unusedNotes, problems } = extract(seeds);
  mkdirSync(dirname(RULES_JSON), { recursive: true });
  writeFileSync(RULES_JSON, JSON.stringify(file, null, 1) + '\n');
  const base = file.rules.filter((r) => r.source === 'base').length;
  const summaries = file.rules.filter((r) => r.summary !== undefined).length;
  console.log(`rules.json: ${file.rules.length} rules (${base} base, ${file.rules.length - base} v2.71), ${summaries} summaries`);
  console.log(`titles still generic ("…, clause n"): ${fallbackTitles.length}`);
  if (problems.length) console.log(`numbering gaps in the base text:\n  ${problems.join('\n  ')}`);
  if (unusedNotes.length) {
    console.error(`notes for ids not in the index: ${unusedNotes.join(', ')}`);
    process.exitCode = 1;
  }
  if (args.includes('--review')) for (const id of fallbackTitles) console.log(`  needs a title: ${id}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
