// A seeded game of a shipped scenario played by automated powers (as test/fuzz/soak.ts does)
// and autosaved through a real save store the way the host saves: one group per command.
import { applyCommand, commandFor, gameDataFromMap, newGame, type Command, type GameData } from '../../shared/engine';
import { loadMap } from '../../shared/data/map';
import type { DecisionAnswer, GameEvent, GameState } from '../../shared/model';
import { commandGroup, labelOf } from '../../main/host/gameSaves';
import type { SaveFile, SaveStore } from '../../main/saves';
import { rng } from '../support/rng';

let shippedData: GameData | null = null;

/** The engine's map facts from the shipped map, loaded once. */
export function shippedGameData(): GameData {
  if (shippedData) return shippedData;
  const map = loadMap();
  if (!map.ok) throw new Error('the shipped map is invalid');
  shippedData = gameDataFromMap(map.map);
  return shippedData;
}

export interface PlayedGame {
  readonly file: SaveFile<GameState, Command, GameEvent>;
  readonly initial: GameState;
  readonly state: GameState;
  readonly commands: number;
  /** Milliseconds each autosave took (hash, transaction, snapshot at step ends), in order. */
  readonly appendMs: readonly number[];
  /** CPU time of each autosave: on a busy machine the wall time above also counts waiting. */
  readonly appendCpuMs: readonly number[];
}

/** Mostly the first legal option, so steps end and months pass; sometimes another one. */
function autoAnswer(d: GameState['pending'][number], r: () => number): DecisionAnswer {
  const legal = d.options.filter((o) => o.verdict.ok).map((o) => o.value);
  if (d.select === 'many') return legal.filter(() => r() < 0.2);
  return r() < 0.7 || legal.length < 2 ? (legal[0] ?? 'done') : legal[1 + Math.floor(r() * (legal.length - 1))]!;
}

/**
 * Plays `scenario` with `seed` until `months` months have passed (or the game ends), every
 * command appended to a new save in `store`. Throws if the engine refuses a legal option.
 */
export function playSeededGame(args: {
  store: SaveStore<GameState, Command, GameEvent>;
  scenario: unknown;
  seed: number;
  months: number;
  data?: GameData;
  maxCommands?: number;
  /** Recorded in the save (the host records the active data's id and hash). */
  dataPack?: { id: string; hash: string };
}): PlayedGame {
  const data = args.data ?? shippedGameData();
  const g = newGame({ scenario: args.scenario, seed: args.seed, data });
  if (!g.ok) throw new Error(`scenario rejected: ${JSON.stringify(g.errors.slice(0, 2))}`);
  const initial = g.value;
  const file = args.store.create({
    name: `${initial.scenario.title} seed ${args.seed}`,
    scenario: initial.scenario.id,
    options: {},
    dataPack: args.dataPack ?? { id: 'shipped', hash: 'test' },
    seats: [],
    initialState: initial,
    ...labelOf(initial),
  });
  const r = rng(args.seed * 7919);
  const endMonth = initial.date.year * 12 + initial.date.month + args.months;
  const limit = args.maxCommands ?? 20_000;
  let state = initial;
  let commands = 0;
  const appendMs: number[] = [];
  const appendCpuMs: number[] = [];
  while (!state.over && state.date.year * 12 + state.date.month < endMonth && commands < limit) {
    const d = state.pending[Math.floor(r() * state.pending.length)];
    if (!d) throw new Error(`no decision pending at ${state.cursor.step}`);
    const command = commandFor(d, autoAnswer(d, r));
    const res = applyCommand(state, command, data);
    if (!res.ok) throw new Error(`a legal option was refused: ${res.error.code} ${res.error.message}`);
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    file.append(commandGroup(command, res.events, res.state));
    appendMs.push(performance.now() - t0);
    const cpu = process.cpuUsage(cpu0);
    appendCpuMs.push((cpu.user + cpu.system) / 1000);
    state = res.state;
    commands++;
  }
  return { file, initial, state, commands, appendMs, appendCpuMs };
}
