import { commandFor, type Command, type EventLog, type GameEvent, type GameState, type PendingDecision, type Result } from '../model';
import { parseCommand } from './commands';
import { applyCommand } from './apply';
import { withForcedDice } from './dice';
import type { GameData } from './gameData';
import { NO_MAP_DATA } from './gameData';
import { startGame } from './sequencer';

/**
 * The command an accepted `decisionAnswered` event records (each accepted command opens its
 * events with exactly one), or null for any other event.
 */
export function commandFromEvent(event: GameEvent): Command | null {
  // 19.2 the referee's actions are commands outside any decision
  if (event.type === 'playerLeft' || event.type === 'newPlayerFound')
    return { type: 'campaign/referee', power: event.power, decisionId: 'referee', action: event.type === 'playerLeft' ? 'leave' : 'take' };
  if (event.type !== 'decisionAnswered' || event.answer === undefined) return null;
  // The model's commandFor knows every kind's field; it reads only the decision's id, power and kind.
  const decision = { id: event.decision, power: event.power, kind: event.kind } as Pick<PendingDecision, 'id' | 'power' | 'kind'>;
  const parsed = parseCommand(commandFor(decision as PendingDecision, event.answer));
  return parsed.ok ? parsed.value : null;
}

/**
 * STYLE G Rebuild a game from its starting state (from `parseScenario` or `newGame`) and a
 * full (unredacted) log: every recorded
 * command is applied again and every forcing of dice redone at the same point. The result
 * equals the live state byte for byte when the engine is deterministic.
 */
export function replayLog(initial: GameState, log: readonly GameEvent[] | EventLog, data: GameData = NO_MAP_DATA): Result<GameState, string> {
  // a state straight from parseScenario has not started yet
  let state = initial.log.length === 0 ? startGame(initial, data) : initial;
  for (const [i, event] of log.slice(state.log.length).entries()) {
    if (event.type === 'diceForced') {
      state = { ...state, dice: withForcedDice(state.dice, event.values), log: state.log.append([event]) };
      continue;
    }
    const command = commandFromEvent(event);
    if (!command) continue;
    const r = applyCommand(state, command, data);
    if (!r.ok) return { ok: false, errors: [`event ${i}: ${r.error.code} (${r.error.rule}) ${r.error.message}`] };
    state = r.state;
  }
  return { ok: true, value: state };
}
