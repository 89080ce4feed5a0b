// Win rates (issue 7): N seeded games of every scenario with the standing procedures
// (shared/engine/auto) playing every power; France's share of wins, how games end (sudden
// death or last turn), months and commands per game, and time per game.
//   npm run bench -- winRates 20        (N games per scenario; EIA_WIN_GAMES works too)
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadMap } from '../shared/data/map';
import { gameDataFromMap, newGame } from '../shared/engine';
import { autoPlay, seededRng } from '../shared/engine/auto';
import type { BenchResult, Bench } from './types';

const SCENARIOS = path.resolve(import.meta.dirname, '../assets/scenarios');
// 20 games a scenario take about a minute in all; fewer leave the share too noisy to judge.
const DEFAULT_GAMES = 20;

export interface ScenarioRates {
  scenario: string;
  games: number;
  franceWins: number;
  suddenDeath: number;
  /** Games the bot could not finish (command cap, refused answer): must be 0. */
  unfinished: string[];
  months: number;
  commands: number;
  battles: number;
  millis: number;
}

function monthsBetween(a: { month: number; year: number }, b: { month: number; year: number }): number {
  return (b.year - a.year) * 12 + b.month - a.month + 1;
}

export function winRates(gamesPerScenario: number, only?: string): ScenarioRates[] {
  const map = loadMap();
  if (!map.ok) throw new Error('shipped map invalid');
  const data = gameDataFromMap(map.map);
  const out: ScenarioRates[] = [];
  for (const file of readdirSync(SCENARIOS).filter((f) => f.endsWith('.json') && (!only || f.includes(only))).sort()) {
    const json = JSON.parse(readFileSync(path.join(SCENARIOS, file), 'utf8')) as { id: string; kind?: string };
    if (json.kind === 'campaign') continue; // no sides to win: the campaigns' soak is bench/campaignSoak
    const r: ScenarioRates = { scenario: json.id, games: 0, franceWins: 0, suddenDeath: 0, unfinished: [], months: 0, commands: 0, battles: 0, millis: 0 };
    for (let seed = 1; seed <= gamesPerScenario; seed++) {
      const g = newGame({ scenario: json, seed, data });
      if (!g.ok) throw new Error(`${file} rejected`);
      const started = performance.now();
      const played = autoPlay(g.value, { rng: seededRng(seed * 7919), data, maxCommands: 200_000 });
      r.millis += performance.now() - started;
      r.games++;
      r.commands += played.commands;
      r.months += monthsBetween(g.value.date, played.state.date);
      r.battles += played.state.log.filter((e) => e.type === 'battleBegan').length;
      const v = played.state.over?.victory;
      if (played.stopped || !v) r.unfinished.push(`seed ${seed}: ${played.stopped ?? 'no winner'}`);
      else {
        if (v.winners.includes('france')) r.franceWins++;
        if (v.kind === 'suddenDeath') r.suddenDeath++;
      }
    }
    out.push(r);
  }
  return out;
}

function table(rows: ScenarioRates[]): string {
  const pct = (n: number, d: number) => `${Math.round((100 * n) / Math.max(1, d))} %`;
  const lines = ['| scenario | games | France wins | other side wins | sudden death | months/game | commands/game | battles/game | s/game |', '|---|---|---|---|---|---|---|---|---|'];
  for (const r of rows) {
    const done = r.games - r.unfinished.length;
    lines.push(
      `| ${r.scenario} | ${r.games} | ${pct(r.franceWins, done)} | ${pct(done - r.franceWins, done)} | ${pct(r.suddenDeath, done)} | ${(r.months / r.games).toFixed(1)} | ${Math.round(r.commands / r.games)} | ${(r.battles / r.games).toFixed(1)} | ${(r.millis / r.games / 1000).toFixed(1)} |`,
    );
  }
  return lines.join('\n');
}

const bench: Bench = async () => {
  const n = Number(process.argv[3] ?? process.env.EIA_WIN_GAMES ?? DEFAULT_GAMES);
  if (!Number.isInteger(n) || n < 1) throw new Error(`games per scenario must be a positive integer, not ${process.argv[3]}`);
  const rows = winRates(n);
  console.log(`\nwin rates, ${n} game(s) per scenario, standing procedures for every power:\n${table(rows)}\n`);
  const unfinished = rows.flatMap((r) => r.unfinished.map((u) => `${r.scenario} ${u}`));
  if (unfinished.length > 0) throw new Error(`games the standing procedures could not finish:\n${unfinished.slice(0, 5).join('\n')}`);
  return rows.flatMap((r): BenchResult[] => [
    {
      name: `winRates.${r.scenario}.franceOffBalance`,
      source: 'issue 7 (either side can win: France 35-65 %)',
      value: Math.abs((100 * r.franceWins) / r.games - 50),
      unit: 'points from 50 %',
      target: 15,
      better: 'lower',
      detail: { games: r.games, franceWinPct: Math.round((100 * r.franceWins) / r.games), suddenDeathPct: Math.round((100 * r.suddenDeath) / r.games), monthsPerGame: +(r.months / r.games).toFixed(1), battlesPerGame: +(r.battles / r.games).toFixed(1) },
    },
    {
      name: `winRates.${r.scenario}.secondsPerGame`,
      source: 'issue 7 (headless games with automatic answers)',
      value: r.millis / r.games / 1000,
      unit: 's',
      target: 60,
      better: 'lower',
      detail: { commandsPerGame: Math.round(r.commands / r.games) },
    },
  ]);
};
export default bench;
