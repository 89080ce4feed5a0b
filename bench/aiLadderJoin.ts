// Issue 21 joins ladder runs made side by side (EIA_LADDER_OUT=name npm run bench -- ai, one per
// scenario) into bench/results/aiLadder.json, with the decision time p95 over all their decisions:
//   npx tsx bench/aiLadderJoin.ts aiLadder-1805 aiLadder-1809
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const RESULTS = path.resolve(import.meta.dirname, 'results');
interface Part { command: string; gamesPerSide: number; wallSeconds: number; decisionMillis: number[]; stalls: string[]; matchUps: unknown[] }
const parts = process.argv.slice(2).map((n) => JSON.parse(readFileSync(path.join(RESULTS, `${n}.json`), 'utf8')) as Part);
const times = parts.flatMap((p) => p.decisionMillis).sort((a, b) => a - b);
const p95 = times[Math.min(times.length - 1, Math.floor(0.95 * times.length))] ?? 0;
const out = {
  command: parts.map((p) => p.command).join(' & '),
  gamesPerSide: parts[0]?.gamesPerSide,
  wallSeconds: Math.max(...parts.map((p) => p.wallSeconds)),
  decisionP95Millis: p95,
  decisions: times.length,
  stalls: parts.flatMap((p) => p.stalls),
  matchUps: parts.flatMap((p) => p.matchUps),
};
writeFileSync(path.join(RESULTS, 'aiLadder.json'), `${JSON.stringify(out, null, 2)}\n`);
for (const n of process.argv.slice(2)) rmSync(path.join(RESULTS, `${n}.json`));
console.log(`bench/results/aiLadder.json: ${out.matchUps.length} match-ups, p95 ${p95} ms`);
