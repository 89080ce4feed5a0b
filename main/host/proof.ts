import { newGame, type Command, type GameData, type OptionsInput } from '../../shared/engine';
import type { GameEvent, GameState } from '../../shared/model';
import { canonicalHash, SaveError, type LoadedGame, type SaveFile } from '../saves';
import type { ScenarioCatalog } from './scenarios';

type GameSave = SaveFile<GameState, Command, GameEvent>;

/** The seed a start was made with, as `newGame` takes it. */
function seedOf(state: GameState): number | { seed: string; salt: string } {
  const d = state.dice;
  return d.kind === 'chacha20' ? { seed: d.seed, salt: d.salt } : d.seed;
}

/**
 * Issue 14 Why a save's stored start is not what its scenario, options and seed give on this
 * host, or null when it is. The stored start is never trusted: a forged treasury or corps in it
 * shows up here as a difference, named by the parts of the state that differ.
 */
export function startProblem(start: GameState, scenarioId: string, options: unknown, catalog: ScenarioCatalog | undefined, data: GameData | undefined): string | null {
  const scenario = catalog?.get(scenarioId);
  if (scenario === undefined) return `this host has no scenario "${scenarioId}" to rebuild it from`;
  const rebuilt = newGame({ scenario, options: options as OptionsInput, seed: seedOf(start), ...(data ? { data } : {}) });
  if (!rebuilt.ok) return `scenario "${scenarioId}" refuses the save's options or seed: ${rebuilt.errors[0]?.message ?? 'invalid'}`;
  const expected = withoutLaterFlags(rebuilt.value, start, options);
  if (canonicalHash(expected) === canonicalHash(start)) return null;
  const a = expected as unknown as Record<string, unknown>;
  const b = start as unknown as Record<string, unknown>;
  const parts = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => canonicalHash(a[k] ?? null) !== canonicalHash(b[k] ?? null));
  return `its ${parts.slice(0, 4).join(', ') || 'state'} differ${parts.length === 1 ? 's' : ''} from scenario "${scenarioId}" with these options and seed`;
}

/**
 * The rebuilt start without the optional-rule flags added to the game after the save was made:
 * its start has no flag for them (a game saved before a rule existed plays it as it did then,
 * shared/model/options.ts), while a start made today gets every flag. Only flags the save's
 * options did not set either are left out, so a flag changed or dropped from a newer start
 * still shows as a difference.
 */
function withoutLaterFlags(rebuilt: GameState, start: GameState, options: unknown): GameState {
  const had = (start.options as { rules?: unknown } | undefined)?.rules;
  if (had === null || typeof had !== 'object') return rebuilt;
  const asked = (options as { rules?: Record<string, unknown> } | null | undefined)?.rules ?? {};
  const later = Object.keys(rebuilt.options.rules).filter((k) => !(k in had) && !(k in asked));
  if (later.length === 0) return rebuilt;
  const rules: Record<string, boolean> = { ...rebuilt.options.rules };
  for (const k of later) delete rules[k];
  return { ...rebuilt, options: { ...rebuilt.options, rules: rules as GameState['options']['rules'] } };
}

/**
 * Issue 14 A save proves itself before the host plays or shows it: its start is rebuilt from
 * the scenario, options and seed, then its whole log is replayed from that start with every
 * recorded hash and event checked (`SaveFile.verify`). Yields as it goes, so the host can spread
 * the work over time; throws a SaveError naming the entry where the file diverges.
 */
export function* proveSave(file: GameSave, catalog: ScenarioCatalog | undefined, data: GameData | undefined, maxEntries: number): Generator<number, LoadedGame<GameState>, void> {
  const entries = file.lastSeq();
  if (entries > maxEntries) throw new SaveError('damaged', file.location, `the save holds ${entries} log entries, more than the ${maxEntries} a game can have.`);
  const meta = file.meta();
  const start = file.stateAt(0).state;
  const problem = startProblem(start, meta.scenario, meta.options, catalog, data);
  if (problem !== null) throw new SaveError('tamperedLog', file.location, `the start of the game is not the one its scenario, options and seed give: ${problem}; the file was altered or was written with other data.`);
  yield 0;
  return yield* file.verify();
}
