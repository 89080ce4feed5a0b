// Issue 21 joins ladder runs made side by side (EIA_LADDER_OUT=name npm run bench -- ai, one per
// scenario, or one per half of the seeds with EIA_LADDER_FIRST_SEED) into bench/results/aiLadder.json,
// the same match-up's rows added up, with the decision time p95 over all their decisions:
//   npx tsx bench/aiLadderJoin.ts aiLadder-1805 aiLadder-1809
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const RESULTS = path.resolve(import.meta.dirname, 'results');
interface Part { command: string; gamesPerSide: number; wallSeconds: number; decisionMillis?: number[]; decisionP95Millis?: number; decisions?: number; stalls: string[]; matchUps: unknown[] }
interface MatchUp { scenario: string; a: string; b: string; games: number; aWins: number; bWins: number; draws: number; unfinished: number; secondsPerGame: number }
/** Runs of the same match-up on other seeds (EIA_LADDER_FIRST_SEED) add up to one row. */
function merged(rows: readonly MatchUp[]): MatchUp[] {
  const out: MatchUp[] = [];
  for (const r of rows) {
    const same = out.find((x) => x.scenario === r.scenario && x.a === r.a && x.b === r.b);
    if (!same) {
      out.push({ ...r });
      continue;
    }
    same.secondsPerGame = +((same.secondsPerGame * same.games + r.secondsPerGame * r.games) / (same.games + r.games)).toFixed(2);
    for (const k of ['games', 'aWins', 'bWins', 'draws', 'unfinished'] as const) same[k] += r[k];
  }
  return out;
}
const parts = process.argv.slice(2).map((n) => JSON.parse(readFileSync(path.join(RESULTS, `${n}.json`), 'utf8')) as Part);
const times = parts.flatMap((p) => p.decisionMillis ?? []).sort((a, b) => a - b);
// a part already joined (an earlier aiLadder.json, copied under another name) keeps no times: its p95 stands beside
// the others' (exact when the new parts made no AI decisions, as random-vs-procedures rows)
const joined = parts.filter((p) => p.decisionMillis === undefined);
const p95 = Math.max(times[Math.min(times.length - 1, Math.floor(0.95 * times.length))] ?? 0, ...joined.map((p) => p.decisionP95Millis ?? 0));
const matchUps = merged(parts.flatMap((p) => p.matchUps as MatchUp[]));
const out = {
  command: parts.map((p) => p.command).join(' & '),
  gamesPerSide: Math.max(0, ...matchUps.map((r) => r.games / 2)),
  wallSeconds: Math.max(...parts.map((p) => p.wallSeconds)),
  decisionP95Millis: p95,
  decisions: times.length + joined.reduce((n, p) => n + (p.decisions ?? 0), 0),
  stalls: parts.flatMap((p) => p.stalls),
  matchUps,
};
writeFileSync(path.join(RESULTS, 'aiLadder.json'), `${JSON.stringify(out, null, 2)}\n`);
for (const n of process.argv.slice(2)) rmSync(path.join(RESULTS, `${n}.json`));
console.log(`bench/results/aiLadder.json: ${out.matchUps.length} match-ups, p95 ${p95} ms`);
