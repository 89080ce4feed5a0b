// Issue 20: the Grand Campaign (14.7) played headless by the standing procedures
// (shared/engine/auto) for every power: invariants checked after every command (test/fuzz's
// checks), every seat's view at every phase change, crashes and stalls counted, months per
// second, the phases played, how each game ended, and the size of the save (the host's SQLite
// save code, main/host/saves) after the months played.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { sqliteSaveStore, SAVE_EXTENSION } from '../../main/saves';
import { commandGroup, engineForSaves, labelOf } from '../../main/host/gameSaves';
import { applyCommand, commandFor, gameDataFromMap, newGame } from '../../shared/engine';
import { loadMap } from '../../shared/data/map';
import { autoAnswer, seededRng } from '../../shared/engine/auto';
import { aiAnswer } from '../../shared/engine/ai';
import type { AiLevel } from '../../shared/engine/ai';
import type { Command, GameEvent, GameState } from '../../shared/model';
import { checkInvariants, checkNaval, checkViews, totalFactors, totalShips } from '../fuzz/engineFuzz';
import { tallyEvents, type EventTally } from '../fuzz/soak';

export const GRAND_CAMPAIGN = path.resolve(import.meta.dirname, '../../assets/scenarios/14.7-grand-campaign.json');

export interface CampaignSoakGame {
  readonly seed: number;
  readonly months: number;
  readonly commands: number;
  /** 'over' (the last turn or a victory), 'months' (stopped at the asked number), or what stopped it. */
  readonly ended: string;
  readonly winners: readonly string[];
  /** The engine's reason when the game is over (the last turn, a sudden-death victory …), with the victory's condition. */
  readonly overReason: string | null;
  readonly millis: number;
  /** Bytes of the game's log when serialized (every event), and of its state. */
  readonly stateBytes: number;
  readonly logEvents: number;
  /** Bytes of the SQLite save file (the host's save code, every command autosaved), when a folder was given. */
  readonly saveBytes: number | null;
}

export interface CampaignSoakReport {
  readonly games: CampaignSoakGame[];
  readonly crashes: string[];
  readonly stalls: string[];
  readonly violations: string[];
  /** Each phase entered, with how many times (over all games). */
  readonly phases: Record<string, number>;
  readonly battles: number;
  readonly navalBattles: number;
  readonly months: number;
  readonly millis: number;
  /** CPU seconds of this process over the run (the wall clock counts other processes on a shared machine). */
  readonly cpuSeconds: number;
  /** Issue 21 the Political Phase's outcomes over all games: wars declared on major powers and on minors, peaces made (by kind). */
  readonly wars: number;
  readonly minorWars: number;
  /** Issue 21 siege assaults rolled (7.5.4.1): land war that is not a field battle. */
  readonly sieges: number;
  readonly peaces: Record<string, number>;
  /** Issue 21 wars declared on each major power (the defender), to see whether the AI spreads its wars. */
  readonly warTargets: Record<string, number>;
  /** Issue 21 the players' level ('procedures' unless asked) and their decision times (p95, ms) when an AI level played. */
  readonly level: AiLevel;
  readonly decisionP95Millis: number;
}

/**
 * Plays `games` Grand Campaigns (seeds 1…) for at most `months` months each (the whole 132 when
 * absent). `viewsAt: 'phase'` checks every seat's view when the phase changes (2.4.2).
 */
export function campaignSoak(args: { games: number; months?: number; firstSeed?: number; maxCommandsPerGame?: number; file?: string; checkViewsEvery?: 'phase' | 'never'; saveFolder?: string; level?: AiLevel }): CampaignSoakReport {
  const map = loadMap();
  if (!map.ok) throw new Error('shipped map invalid');
  const data = gameDataFromMap(map.map);
  const json = JSON.parse(readFileSync(args.file ?? GRAND_CAMPAIGN, 'utf8')) as unknown;
  const report = { games: [] as CampaignSoakGame[], crashes: [] as string[], stalls: [] as string[], violations: [] as string[], phases: {} as Record<string, number>, battles: 0, navalBattles: 0, months: 0, millis: 0, wars: 0, minorWars: 0, sieges: 0, peaces: {} as Record<string, number>, warTargets: {} as Record<string, number> };
  // issue 21 every power played by an AI level (shared/engine/ai, each reading only its power's view) instead of the procedures
  const level: AiLevel = args.level ?? 'procedures';
  const times: number[] = [];
  const started = performance.now();
  const cpu = process.cpuUsage();
  const limit = args.maxCommandsPerGame ?? 400_000;
  for (let seed = args.firstSeed ?? 1; seed < (args.firstSeed ?? 1) + args.games; seed++) {
    const t0 = performance.now();
    const g = newGame({ scenario: json, seed, data });
    if (!g.ok) {
      report.crashes.push(`seed ${seed}: setup rejected: ${JSON.stringify(g.errors.slice(0, 2))}`);
      continue;
    }
    const rng = seededRng(seed * 7919);
    let s = g.value;
    // the host's autosave: one command group a command, into a SQLite save file
    const store = args.saveFolder ? sqliteSaveStore<GameState, Command, GameEvent>(args.saveFolder, { engine: engineForSaves(data), appVersion: 'soak' }) : null;
    const save = store?.create({ name: `Grand Campaign seed ${seed}`, scenario: s.scenario.id, options: {}, dataPack: { id: 'shipped', hash: 'soak' }, seats: [], initialState: s, ...labelOf(s) }) ?? null;
    const commands: Command[] = [];
    const tally: EventTally = { factors: totalFactors(s), ships: totalShips(s), battles: 0, navalBattles: 0 };
    // every seat's view is checked at each phase change; the log's events only once each (from the last check on)
    let viewsCheckedTo = 0;
    let phase = s.cursor.phase;
    report.phases[phase] = (report.phases[phase] ?? 0) + 1;
    let months = 0;
    let ended = 'over';
    while (!s.over) {
      const where = `seed ${seed} command ${commands.length} (${s.date.month}/${s.date.year} ${s.cursor.step})`;
      if (args.months !== undefined && months >= args.months) {
        ended = 'months';
        break;
      }
      const d = s.pending[0];
      if (!d || commands.length >= limit) {
        report.stalls.push(`${where}: ${d ? 'command limit reached' : 'no decision pending and the game is not over'}`);
        ended = 'stalled';
        break;
      }
      let res: ReturnType<typeof applyCommand>;
      try {
        const t0 = performance.now();
        const answer = level === 'procedures' ? autoAnswer(s, d, rng, data) : aiAnswer(s, d, level, rng, data).answer;
        if (level !== 'procedures') times.push(performance.now() - t0);
        const command = commandFor(d, answer);
        res = applyCommand(s, command, data);
        if (res.ok) {
          commands.push(command);
          save?.append(commandGroup(command, res.events, res.state));
        }
      } catch (err) {
        report.crashes.push(`${where}: ${err instanceof Error ? err.message : String(err)}`);
        ended = 'crashed';
        break;
      }
      if (!res.ok) {
        report.stalls.push(`${where}: the standing procedures' answer was refused: ${res.error.code} ${res.error.rule} ${res.error.message}`);
        ended = 'refused';
        break;
      }
      const before = s.date;
      s = res.state;
      tallyEvents(res.events, tally);
      for (const e of res.events) {
        if (e.type === 'warDeclared') {
          report.wars++;
          report.warTargets[e.defender] = (report.warTargets[e.defender] ?? 0) + 1;
        }
        else if (e.type === 'minorWarDeclared') report.minorWars++;
        else if (e.type === 'siegeAssaultRolled') report.sieges++;
        else if (e.type === 'peaceMade') report.peaces[e.kind] = (report.peaces[e.kind] ?? 0) + 1;
      }
      checkInvariants(s, tally.factors, report.violations, where, data);
      checkNaval(s, tally.ships, report.violations, where, data);
      if (s.cursor.phase !== phase) {
        phase = s.cursor.phase;
        report.phases[phase] = (report.phases[phase] ?? 0) + 1;
        if (args.checkViewsEvery !== 'never') {
          checkViews(s, report.violations, where, viewsCheckedTo);
          viewsCheckedTo = s.log.length;
        }
      }
      if (s.date.month !== before.month || s.date.year !== before.year) months++;
      if (report.violations.length > 20) {
        ended = 'violations';
        break;
      }
    }
    report.months += months;
    report.battles += tally.battles;
    report.navalBattles += tally.navalBattles;
    const v = s.over !== null && 'victory' in s.over ? s.over.victory : undefined;
    // 8.1.3.2 a campaign's winners are judged into the economy's outcome, not the scenario victory
    const winners = v?.winners ?? s.economy?.outcome?.winners ?? [];
    report.games.push({
      seed, months, commands: commands.length, ended, winners, overReason: s.over ? `${s.over.reason}${v ? ` (${v.kind}: ${v.condition})` : ''}` : null, millis: performance.now() - t0,
      stateBytes: JSON.stringify(s).length, logEvents: s.log.length,
      saveBytes: save && args.saveFolder ? statSync(path.join(args.saveFolder, `${save.id}${SAVE_EXTENSION}`)).size : null,
    });
    store?.close();
  }
  report.millis = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const sorted = [...times].sort((a, b) => a - b);
  const decisionP95Millis = sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(0.95 * sorted.length))]!;
  return { ...report, cpuSeconds: (used.user + used.system) / 1e6, level, decisionP95Millis };
}
