import type { Command, GameEvent, GameState, Result } from '../model';
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
  if (event.type !== 'decisionAnswered' || event.answer === undefined) return null;
  const base = { type: event.kind, power: event.power, decisionId: event.decision };
  const a = event.answer;
  const raw =
    event.kind === 'political/declareWar' ? { ...base, targets: a } :
    event.kind === 'naval/announcePosition' || event.kind === 'land/announcePosition' ? { ...base, position: a } :
    event.kind === 'political/declareCombinedMovement' ? { ...base, allies: a } :
    event.kind === 'land/depots' || event.kind === 'land/movement' || event.kind === 'reinforcement/army' || event.kind === 'land/siege' ? { ...base, order: a } :
    event.kind === 'land/supply' ? { ...base, forage: a } :
    event.kind === 'land/alliedSupply' ? { ...base, counters: a } :
    base;
  const parsed = parseCommand(raw);
  return parsed.ok ? parsed.value : null;
}

/**
 * STYLE G Rebuild a game from its starting state (from `parseScenario` or `newGame`) and a
 * full (unredacted) log: every recorded
 * command is applied again and every forcing of dice redone at the same point. The result
 * equals the live state byte for byte when the engine is deterministic.
 */
export function replayLog(initial: GameState, log: readonly GameEvent[], data: GameData = NO_MAP_DATA): Result<GameState, string> {
  // a state straight from parseScenario has not started yet
  let state = initial.log.length === 0 ? startGame(initial, data) : initial;
  for (const [i, event] of log.slice(state.log.length).entries()) {
    if (event.type === 'diceForced') {
      state = { ...state, dice: withForcedDice(state.dice, event.values), log: [...state.log, event] };
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
