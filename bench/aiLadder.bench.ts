// Issue 21 the AI ladder: seeded games of each scenario between two players, one per side, then
// with the sides swapped: a random legal player, the standing procedures, and the AI levels
// (shared/engine/ai), every player reading only what its powers may know. Writes
// bench/results/aiLadder.json with { scenario, a, b, games, aWins, bWins, draws } per match-up,
// the AI's decision time (p95) and whole-game times.
//   npm run bench -- ai                 (EIA_LADDER_GAMES games per side, default 2;
//   EIA_LADDER_SCENARIOS=1805,1809 to choose scenarios; EIA_LADDER_PAIRS=random-procedures,procedures-strong)
import { readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { loadMap } from '../shared/data/map';
import { applyCommand, commandFor, gameDataFromMap, newGame } from '../shared/engine';
import type { GameData } from '../shared/engine';
import { seededRng, type Rng } from '../shared/engine/auto';
import { aiAnswer, type AiLevel } from '../shared/engine/ai';
import type { DecisionAnswer, GameState, MajorPower, PendingDecision } from '../shared/model';
import type { Bench, BenchResult } from './types';

const SCENARIOS = path.resolve(import.meta.dirname, '../assets/scenarios');
const RESULTS = path.resolve(import.meta.dirname, 'results');
const MAX_COMMANDS = 60_000;

export type Player = 'random' | AiLevel;
export interface MatchUp {
  scenario: string;
  a: Player;
  b: Player;
  games: number;
  aWins: number;
  bWins: number;
  draws: number;
  /** Games that stalled or hit an illegal answer (must be 0). */
  unfinished: number;
  secondsPerGame: number;
}

/** A random legal answer; 'end' a third of the time when offered, so steps finish. */
function randomAnswer(d: PendingDecision, rng: Rng): DecisionAnswer {
  const legal = d.options.filter((o) => o.verdict.ok).map((o) => o.value);
  if (d.select === 'many') return legal.filter(() => rng() < 0.5);
  if (legal.includes('end') && rng() < 0.34) return 'end';
  return legal[Math.floor(rng() * legal.length)] ?? legal[0] ?? [];
}

interface GameOut {
  winner: 0 | 1 | null;
  stalled: string | null;
  millis: number;
}

/** One game: `players[i]` plays side i; powers on neither side play by the procedures. */
export function playGame(start: GameState, players: readonly [Player, Player], seed: number, data: GameData, times: number[], onState?: (s: GameState) => void): GameOut {
  const rng = seededRng(seed * 7919 + 17);
  const sides = start.scenario.sides;
  const sideOf = (p: MajorPower): 0 | 1 | null => (sides[0]?.includes(p) ? 0 : sides[1]?.includes(p) ? 1 : null);
  let state = start;
  const began = performance.now();
  for (let n = 0; !state.over; n++) {
    if (n >= MAX_COMMANDS) return { winner: null, stalled: `command cap ${MAX_COMMANDS}`, millis: performance.now() - began };
    const d = state.pending[0];
    if (!d) return { winner: null, stalled: 'no decision pending', millis: performance.now() - began };
    const side = sideOf(d.power);
    const player: Player = side === null ? 'procedures' : players[side];
    const t0 = performance.now();
    const answer = player === 'random' ? randomAnswer(d, rng) : aiAnswer(state, d, player, rng, data).answer;
    if (player === 'normal' || player === 'strong') times.push(performance.now() - t0);
    const r = applyCommand(state, commandFor(d, answer), data);
    if (!r.ok) return { winner: null, stalled: `${player} ${d.kind} refused: ${r.error.message}`, millis: performance.now() - began };
    state = r.state;
  }
  onState?.(state);
  const winners = state.over?.victory?.winners ?? [];
  const w0 = winners.some((p) => sideOf(p) === 0);
  const w1 = winners.some((p) => sideOf(p) === 1);
  return { winner: w0 && !w1 ? 0 : w1 && !w0 ? 1 : null, stalled: null, millis: performance.now() - began };
}

export function ladder(args: { gamesPerSide: number; scenarios?: readonly string[]; pairs: readonly (readonly [Player, Player])[]; firstSeed?: number; /** only the games where `a` plays this side (tuning) */ onlySide?: 0 | 1 }): { rows: MatchUp[]; decisionMillis: number[]; stalls: string[] } {
  const map = loadMap();
  if (!map.ok) throw new Error('shipped map invalid');
  const data = gameDataFromMap(map.map);
  const rows: MatchUp[] = [];
  const times: number[] = [];
  const stalls: string[] = [];
  const files = readdirSync(SCENARIOS).filter((f) => f.endsWith('.json') && f.startsWith('13.') && (!args.scenarios || args.scenarios.some((s) => f.includes(s)))).sort();
  for (const file of files) {
    const json = JSON.parse(readFileSync(path.join(SCENARIOS, file), 'utf8')) as { id: string };
    for (const [a, b] of args.pairs) {
      const row: MatchUp = { scenario: json.id, a, b, games: 0, aWins: 0, bWins: 0, draws: 0, unfinished: 0, secondsPerGame: 0 };
      let millis = 0;
      for (let i = 0; i < 2 * args.gamesPerSide; i++) {
        const seed = (args.firstSeed ?? 1000) + Math.floor(i / 2);
        const swapped = i % 2 === 1; // the same dice seed with the sides swapped
        if (args.onlySide !== undefined && swapped !== (args.onlySide === 1)) continue;
        const g = newGame({ scenario: json, seed, data });
        if (!g.ok) throw new Error(`${file} rejected`);
        const out = playGame(g.value, swapped ? [b, a] : [a, b], seed, data, times);
        millis += out.millis;
        row.games++;
        if (out.stalled) {
          row.unfinished++;
          stalls.push(`${json.id} ${a}-${b} seed ${seed}: ${out.stalled}`);
        } else if (out.winner === null) row.draws++;
        else if ((out.winner === 0) !== swapped) row.aWins++;
        else row.bWins++;
        if (process.env.EIA_LADDER_VERBOSE) console.log(`    seed ${seed} ${swapped ? `${b} as side 0` : `${a} as side 0`}: ${out.stalled ?? (out.winner === null ? 'draw' : `side ${out.winner} wins`)} (${(out.millis / 1000).toFixed(0)} s)`);
      }
      row.secondsPerGame = +(millis / row.games / 1000).toFixed(2);
      rows.push(row);
      console.log(`  ${json.id}: ${a} ${row.aWins} – ${row.bWins} ${b} (${row.draws} draws, ${row.unfinished} unfinished, ${row.secondsPerGame} s/game)`);
    }
  }
  return { rows, decisionMillis: times, stalls };
}

const p95 = (xs: readonly number[]) => {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((x, y) => x - y);
  return s[Math.min(s.length - 1, Math.floor(0.95 * s.length))]!;
};

const PAIRS: Record<string, readonly [Player, Player]> = {
  'random-procedures': ['procedures', 'random'],
  'procedures-normal': ['normal', 'procedures'],
  'procedures-strong': ['strong', 'procedures'],
  'normal-strong': ['strong', 'normal'],
};

const bench: Bench = async () => {
  const gamesPerSide = Number(process.env.EIA_LADDER_GAMES ?? 2);
  const scenarios = process.env.EIA_LADDER_SCENARIOS?.split(',').filter(Boolean);
  const pairs = (process.env.EIA_LADDER_PAIRS?.split(',') ?? Object.keys(PAIRS)).map((k) => {
    const p = PAIRS[k];
    if (!p) throw new Error(`unknown match-up ${k}: one of ${Object.keys(PAIRS).join(', ')}`);
    return p;
  });
  const began = performance.now();
  // EIA_LADDER_FIRST_SEED=1010 plays seeds from 1010 (a second half run on the other core, joined by aiLadderJoin.ts)
  const firstSeed = Number(process.env.EIA_LADDER_FIRST_SEED ?? 1000);
  const { rows, decisionMillis, stalls } = ladder({ gamesPerSide, ...(scenarios ? { scenarios } : {}), pairs, firstSeed });
  mkdirSync(RESULTS, { recursive: true });
  const command = `EIA_LADDER_GAMES=${gamesPerSide}${scenarios ? ` EIA_LADDER_SCENARIOS=${scenarios.join(',')}` : ''}${process.env.EIA_LADDER_PAIRS ? ` EIA_LADDER_PAIRS=${process.env.EIA_LADDER_PAIRS}` : ''}${firstSeed !== 1000 ? ` EIA_LADDER_FIRST_SEED=${firstSeed}` : ''} npm run bench -- ai`;
  // EIA_LADDER_OUT=name writes bench/results/name.json instead (two scenarios run side by side on two
  // cores, then joined by bench/aiLadderJoin.ts)
  writeFileSync(
    path.join(RESULTS, `${process.env.EIA_LADDER_OUT ?? 'aiLadder'}.json`),
    `${JSON.stringify({ command, gamesPerSide, wallSeconds: Math.round((performance.now() - began) / 1000), decisionP95Millis: +p95(decisionMillis).toFixed(1), decisions: decisionMillis.length, decisionMillis: process.env.EIA_LADDER_OUT ? decisionMillis.map((x) => +x.toFixed(1)) : undefined, stalls, matchUps: rows }, null, 2)}\n`,
  );
  const share = (pred: (r: MatchUp) => boolean) => {
    const rs = rows.filter(pred);
    const games = rs.reduce((n, r) => n + r.games, 0);
    return games === 0 ? 0 : (100 * rs.reduce((n, r) => n + r.aWins, 0)) / games;
  };
  const games = rows.reduce((n, r) => n + r.games, 0);
  const results: BenchResult[] = [
    { name: 'aiLadder.proceduresBeatRandom', source: 'issue 21 (≥ 90 %)', value: share((r) => r.a === 'procedures' && r.b === 'random'), unit: '%', target: 90, better: 'higher', detail: { gamesPerSide } },
    { name: 'aiLadder.strongBeatsProcedures', source: 'issue 21 (≥ 70 % over 40 games a scenario)', value: share((r) => r.a === 'strong' && r.b === 'procedures'), unit: '%', target: 70, better: 'higher', detail: { gamesPerSide, firstSeed } },
    { name: 'aiLadder.decisionP95', source: 'issue 21 (≤ 1 s)', value: p95(decisionMillis), unit: 'ms', target: 1000, better: 'lower', detail: { decisions: decisionMillis.length } },
    { name: 'aiLadder.finished', source: 'issue 21 (no stall, no illegal answer)', value: (100 * (games - stalls.length)) / Math.max(1, games), unit: '%', target: 100, better: 'higher', detail: { games, stalls: stalls.length } },
  ];
  return results;
};
export default bench;
