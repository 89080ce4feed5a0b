import { EventLog, eventLog } from './eventLog';
import type { GameEvent } from './events';
import type { GameState } from './state';

/** A game state as JSON holds it (a save's snapshot, a fixture): its log a plain array. */
export type StoredGameState = Omit<GameState, 'log'> & { readonly log: readonly GameEvent[] };

/** A state read back from JSON with its log made an `EventLog` again (a state already holding one is returned as it is). */
export function revivedState(state: StoredGameState | GameState): GameState {
  const log: unknown = state.log;
  if (log instanceof EventLog) return state as GameState;
  return { ...state, log: eventLog(Array.isArray(log) ? (log as GameEvent[]) : []) };
}
