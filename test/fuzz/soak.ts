// Soak (issue 9): whole seeded games of every shipped scenario played by automated powers
// that pick a random legal option at every decision, with the invariants checked after every
// command and the views after every step. Reports violations (must be 0), crashes (must be
// 0) and throughput.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { applyCommand, commandFor, gameDataFromMap, newGame } from '../../shared/engine';
import { loadMap } from '../../shared/data/map';
import { autoAnswer } from '../../shared/engine/auto';
import type { DecisionAnswer, GameEvent, GameState } from '../../shared/model';
import { checkInvariants, checkNaval, checkViews, rng, totalFactors, totalShips, withSentinels } from './engineFuzz';

export interface SoakReport {
  games: number;
  commands: number;
  months: number;
  crashes: string[];
  violations: string[];
  stalls: string[];
  /** 7.5 field combats fought (battleBegan events). */
  battles: number;
  /** 6.3 naval battles fought to the end (navalBattle events of a finished battle). */
  navalBattles: number;
  /** How each game ended: at its last turn, or earlier by a victory (8.1.3.1 sudden death). */
  endings: { file: string; seed: number; months: number; byVictory: boolean }[];
  millis: number;
}

const SCENARIOS = path.resolve(import.meta.dirname, '../../assets/scenarios');

export function shippedScenarios(): { file: string; json: Record<string, unknown> }[] {
  return readdirSync(SCENARIOS)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => ({ file, json: JSON.parse(readFileSync(path.join(SCENARIOS, file), 'utf8')) as Record<string, unknown> }))
    // section 13 scenarios only: the campaigns (14.x, 132 months) have their own soak (test/campaign/soakCampaign.ts)
    .filter(({ json }) => json.kind !== 'campaign');
}

/** 5.1 / 6.0 the scenarios skip the asterisked naval phases (13.0): a campaign fixture plays them. */
const NAVAL_FIXTURE = path.resolve(import.meta.dirname, '../fixtures/naval-campaign.json');

/** The shipped scenarios and the naval campaign fixture, every one the soak plays. */
export function soakScenarios(): { file: string; json: Record<string, unknown> }[] {
  return [...shippedScenarios(), { file: 'naval-campaign.json', json: JSON.parse(readFileSync(NAVAL_FIXTURE, 'utf8')) as Record<string, unknown> }];
}

/** Running totals a soak keeps from the events of each command. */
export interface EventTally {
  /** Factors on the map and in pools (factorsChanged), checked against the state by checkInvariants. */
  factors: number;
  /** Ships (shipsChanged), checked by checkNaval. */
  ships: number;
  /** 7.5 field combats fought (battleBegan). */
  battles: number;
  /** 6.3 naval battles fought to the end. */
  navalBattles: number;
}

/** Adds one command's events to the tally (shared by this soak and the campaign soak). */
export function tallyEvents(events: readonly GameEvent[], tally: EventTally): void {
  for (const e of events) {
    if (e.type === 'factorsChanged') tally.factors += e.delta;
    if (e.type === 'shipsChanged') tally.ships += e.delta;
    if (e.type === 'battleBegan') tally.battles++;
    if (e.type === 'navalBattle' && e.record.stage === 'over') tally.navalBattles++;
  }
}

/** Plays `gamesPerScenario` whole games of each scenario (or of `only`), seeds 1, 2, … */
/**
 * `viewsAt`: check every seat's view when the step changes (default), or only when the phase
 * does (long games with seven powers, whose full views cost most of the run).
 */
export function soak(args: { gamesPerScenario: number; only?: string; maxCommandsPerGame?: number; scenarios?: { file: string; json: Record<string, unknown> }[]; viewsAt?: 'step' | 'phase' }): SoakReport {
  const started = performance.now();
  const map = loadMap();
  if (!map.ok) throw new Error('shipped map invalid');
  const data = gameDataFromMap(map.map);
  const report: SoakReport = { games: 0, commands: 0, months: 0, crashes: [], violations: [], stalls: [], battles: 0, navalBattles: 0, endings: [], millis: 0 };
  const limit = args.maxCommandsPerGame ?? 50_000;
  for (const { file, json } of (args.scenarios ?? soakScenarios()).filter((s) => !args.only || s.file.includes(args.only))) {
    for (let seed = 1; seed <= args.gamesPerScenario; seed++) {
      const r = rng(seed * 7919);
      const g = newGame({ scenario: withSentinels(json), seed, data });
      if (!g.ok) {
        report.crashes.push(`${file}: scenario rejected: ${JSON.stringify(g.errors.slice(0, 2))}`);
        continue;
      }
      let s: GameState = g.value;
      const tally: EventTally = { factors: totalFactors(s), ships: totalShips(s), battles: 0, navalBattles: 0 };
      let month = `${s.date.year}-${s.date.month}`;
      let step: string = s.cursor.step;
      report.games++;
      let months = 0;
      for (let n = 0; !s.over; n++) {
        const where = `${file} seed ${seed} command ${n} (${s.date.month}/${s.date.year} ${s.cursor.step})`;
        const d = s.pending[Math.floor(r() * s.pending.length)];
        if (!d || n >= limit) {
          report.stalls.push(`${where}: ${d ? 'command limit reached' : 'no decision pending and the game is not over'}`);
          break;
        }
        const legal = d.options.filter((o) => o.verdict.ok).map((o) => o.value);
        // Mostly the first legal option ("end" / "done" where a step takes many orders), so games finish;
        // naval orders of the campaign by the standing procedures half the time, so fleets meet and fight (6.3)
        const naval = (d.kind.startsWith('naval/') || d.kind === 'reinforcement/naval') && r() < 0.5;
        const value: DecisionAnswer = naval ? autoAnswer(s, d, r, data)
          : d.select === 'many' ? legal.filter(() => r() < 0.2) : r() < 0.7 || legal.length < 2 ? (legal[0] ?? 'done') : legal[1 + Math.floor(r() * (legal.length - 1))]!;
        let res: ReturnType<typeof applyCommand>;
        try {
          res = applyCommand(s, commandFor(d, value), data);
        } catch (err) {
          report.crashes.push(`${where}: ${err instanceof Error ? err.message : String(err)}`);
          break;
        }
        if (!res.ok) {
          report.violations.push(`${where}: a legal option was refused: ${res.error.code} ${res.error.rule} ${res.error.message}`);
          break;
        }
        report.commands++;
        s = res.state;
        tallyEvents(res.events, tally);
        checkInvariants(s, tally.factors, report.violations, where, data);
        checkNaval(s, tally.ships, report.violations, where, data);
        const at = args.viewsAt === 'phase' ? s.cursor.phase : s.cursor.step;
        if (at !== step) {
          step = at;
          checkViews(s, report.violations, where);
        }
        const m = `${s.date.year}-${s.date.month}`;
        if (m !== month) {
          report.months++;
          months++;
          month = m;
        }
        if (report.violations.length > 20) break;
      }
      report.battles += tally.battles;
      report.navalBattles += tally.navalBattles;
      report.endings.push({ file, seed, months, byVictory: s.over !== null && 'victory' in s.over && s.over.victory !== undefined });
    }
  }
  report.millis = performance.now() - started;
  return report;
}
