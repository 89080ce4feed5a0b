// Issue 21 tuning the strong AI on the ladder (not part of `npm run bench`; writes no results):
//   KEEP=15 W_critical=4 W_opportunity=3 npx tsx bench/aiLadderTune.ts 1805,1809 4 [first seed]
//   (SIDE=0 plays only the games where the strong AI has side 0, France; SIDE=1 the others)
// plays the strong AI against the procedures, `games` seeds per side, with the strong budget's
// `keep` and the evaluation's weights (evaluate.ts WEIGHTS) overridden from the environment.
import { AI_BUDGET } from '../shared/engine/ai';
import { ENDGAME_PARTS, LINE_EXPOSED, WEIGHTS } from '../shared/engine/ai/evaluate';
import { BLOCK_MARGIN } from '../shared/engine/ai/endgame';
import { ladder } from './aiLadder.bench';
import { CONCENTRATE_PARTS } from '../shared/engine/ai/concentrate';
import { RESERVE_PARTS } from '../shared/engine/ai/reserve';
import { CHIT_PARTS } from '../shared/engine/ai/chits';

if (process.env.GUARD) (AI_BUDGET.strong as { guard: boolean }).guard = process.env.GUARD === '1';
if (process.env.CHIT_DAYS) Object.assign(AI_BUDGET.strong, { firstDays: Number(process.env.CHIT_DAYS), days: Number(process.env.CHIT_DAYS) });
if (process.env.ORDERS) Object.assign(AI_BUDGET.strong, { orders: Number(process.env.ORDERS) });
if (process.env.KEEP) (AI_BUDGET.strong as { keep: number }).keep = Number(process.env.KEEP);
if (process.env.KEEP_TAKE) (AI_BUDGET.strong as { keepMustTake: number }).keepMustTake = Number(process.env.KEEP_TAKE);
for (const [k, v] of Object.entries(process.env)) if (k.startsWith('W_') && k.slice(2) in WEIGHTS) (WEIGHTS as Record<string, number>)[k.slice(2)] = Number(v);
if (process.env.CONC_JOIN) CONCENTRATE_PARTS.join = process.env.CONC_JOIN === '1';
if (process.env.CONC_WAIT) CONCENTRATE_PARTS.wait = process.env.CONC_WAIT === '1';
if (process.env.RESERVE) RESERVE_PARTS.on = process.env.RESERVE === '1';
if (process.env.RESERVE_CITIES) RESERVE_PARTS.cities = process.env.RESERVE_CITIES === '1';
if (process.env.PLAN_WITHIN) ENDGAME_PARTS.planWithin = Number(process.env.PLAN_WITHIN);
if (process.env.LINE_EXPOSED) LINE_EXPOSED.times = Number(process.env.LINE_EXPOSED);
if (process.env.BLOCK_RATIO) BLOCK_MARGIN.ratio = Number(process.env.BLOCK_RATIO);
if (process.env.CHIT_FULL) CHIT_PARTS.full = process.env.CHIT_FULL === '1';
if (process.env.CHIT_PREDICT) CHIT_PARTS.predict = process.env.CHIT_PREDICT === '1';
if (process.env.CHIT_HOLD) CHIT_PARTS.holding = process.env.CHIT_HOLD === '1';
if (process.env.CHIT_WEIGHT) CHIT_PARTS.weight = Number(process.env.CHIT_WEIGHT);
const [scenarios = '1805,1809', games = '4', first = '1000'] = process.argv.slice(2);
const { rows, decisionMillis } = ladder({ gamesPerSide: Number(games), scenarios: scenarios.split(','), pairs: [['strong', 'procedures']], firstSeed: Number(first), ...(process.env.SIDE ? { onlySide: Number(process.env.SIDE) as 0 | 1 } : {}) });
const wins = rows.reduce((n, r) => n + r.aWins, 0);
const all = rows.reduce((n, r) => n + r.games, 0);
const sorted = [...decisionMillis].sort((a, b) => a - b);
console.log(`strong ${wins}/${all}; decision p95 ${sorted[Math.floor(0.95 * sorted.length)]?.toFixed(0)} ms`);
