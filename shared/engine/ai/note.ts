// Issue 21 The AI's reason put in the game's log: the host calls this after applying the AI's
// answer, and saves the event with that answer's command group, so a loaded game shows it too.
// Pure: a new state with the event at the log's end; nothing else changes (the state's hash
// leaves the log out, main/saves/README.md).
import type { GameEvent, GameState, MajorPower } from '../../model';
import type { Reason } from './explain';

export function withAiNote(state: GameState, power: MajorPower, level: string, why: Reason): { state: GameState; event: GameEvent } {
  const event: GameEvent = { type: 'aiExplained', power, level, text: why.text, ...(why.publicText ? { publicText: why.publicText } : {}) };
  return { state: { ...state, log: state.log.append([event]) }, event };
}
