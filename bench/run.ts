// `npm run bench`: runs every bench/*.bench.ts, prints one table with each figure against its
// target, and writes the whole report as JSON under bench/results/.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Bench, BenchResult } from './types';

const here = import.meta.dirname;

/** Ratio of a value to its target, oriented so that ≤ 1 always means "meets the target". */
export function targetRatio(r: BenchResult): number {
  if (r.better === 'lower') return r.value / r.target;
  return r.value === 0 ? Infinity : r.target / r.value;
}

function formatTable(rows: BenchResult[]): string {
  const head = ['benchmark', 'value', 'target', 'ratio', 'ok', 'source'];
  const body = rows.map((r) => {
    const ratio = targetRatio(r);
    return [
      r.name,
      `${+r.value.toPrecision(4)} ${r.unit}`,
      `${r.better === 'lower' ? '≤' : '≥'} ${r.target} ${r.unit}`,
      ratio.toFixed(2),
      ratio <= 1 ? 'yes' : 'NO',
      r.source,
    ];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

const README = path.join(here, '..', 'README.md');
const README_START = '<!-- bench:start (a full npm run bench writes this table) -->';
const README_END = '<!-- bench:end -->';

/** The README's benchmark table: name, value, target, whether it meets it. */
function readmeTable(rows: BenchResult[]): string {
  const lines = ['| Benchmark | Measured | Target | Meets it |', '|---|---:|---:|:---:|'];
  for (const r of rows) {
    const ok = targetRatio(r) <= 1;
    lines.push(`| \`${r.name}\` | ${+r.value.toPrecision(4)} ${r.unit} | ${r.better === 'lower' ? '≤' : '≥'} ${r.target} ${r.unit} | ${ok ? 'yes' : '**no**'} |`);
  }
  return lines.join('\n');
}

/** A full run puts its figures in the README, so the numbers there are always a real run's. */
function writeReadmeTable(rows: BenchResult[]): void {
  const readme = readFileSync(README, 'utf8');
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  if (start < 0 || end < start) return;
  writeFileSync(README, `${readme.slice(0, start)}${README_START}\n${readmeTable(rows)}\n${readme.slice(end)}`);
}

async function main(): Promise<void> {
  const only = process.argv[2];
  const files = readdirSync(here)
    .filter((f) => f.endsWith('.bench.ts'))
    .filter((f) => !only || f.startsWith(only))
    .sort();
  const results: BenchResult[] = [];
  const failures: string[] = [];
  for (const file of files) {
    console.log(`running ${file} …`);
    try {
      const mod = (await import(pathToFileURL(path.join(here, file)).href)) as { default: Bench };
      results.push(...(await mod.default()));
    } catch (err) {
      failures.push(`${file}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  console.log(`\n${formatTable(results)}\n`);
  const outDir = path.join(here, 'results');
  mkdirSync(outDir, { recursive: true });
  const report = {
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
    results: results.map((r) => ({ ...r, ratio: targetRatio(r) })),
    failures,
  };
  // A partial run (`npm run bench -- map`) keeps the full report and writes its own file.
  const out = only ? `${only}.json` : 'latest.json';
  writeFileSync(path.join(outDir, out), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`written to bench/results/${out}`);
  if (!only && failures.length === 0) {
    writeReadmeTable(results);
    console.log('README.md benchmark table updated');
  }
  if (failures.length > 0) {
    console.error(`\n${failures.length} benchmark file(s) failed:\n${failures.join('\n')}`);
    process.exitCode = 1;
  }
}

await main();
