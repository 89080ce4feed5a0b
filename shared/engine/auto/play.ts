import type { GameState } from '../../model';
import { applyCommand } from '../apply';
import { commandFor } from '../commands';
import type { GameData } from '../gameData';
import { autoAnswer } from './auto';
import type { Rng } from './auto';

export interface AutoPlayResult {
  readonly state: GameState;
  readonly commands: number;
  /** Why play stopped before the game was over (command cap, refused answer, engine fault), if it did. */
  readonly stopped: string | null;
}

/**
 * Every power played by the standing procedures until the game is over or `maxCommands` is
 * reached. A refused answer is a bug in the bot, reported in `stopped` (never skipped).
 */
export function autoPlay(start: GameState, args: { readonly rng: Rng; readonly data: GameData; readonly maxCommands?: number }): AutoPlayResult {
  const limit = args.maxCommands ?? 100_000;
  let state = start;
  let commands = 0;
  while (!state.over) {
    if (commands >= limit) return { state, commands, stopped: `command limit ${limit} reached` };
    const d = state.pending[0];
    if (!d) return { state, commands, stopped: 'no decision pending and the game is not over' };
    const answer = autoAnswer(state, d, args.rng, args.data);
    let r: ReturnType<typeof applyCommand>;
    try {
      r = applyCommand(state, commandFor(d, answer), args.data);
    } catch (err) {
      // an engine fault, not a refusal: reported with where it happened, never hidden
      return { state, commands, stopped: `${d.kind} answered ${JSON.stringify(answer)}: the engine threw ${err instanceof Error ? err.message : String(err)}` };
    }
    if (!r.ok) return { state, commands, stopped: `${d.kind} answered ${JSON.stringify(answer)}: ${r.error.code} ${r.error.rule} ${r.error.message}` };
    state = r.state;
    commands++;
  }
  return { state, commands, stopped: null };
}
