import { applyCommand, phaseDef, stepDef, type Command, type GameData } from '../../shared/engine';
import { formatDate, type GameEvent, type GameState } from '../../shared/model';
import { canonicalHash, type CommandGroupInput, type GameLabel, type ReplayEngine, type SaveStore } from '../saves';

/** The save store as the host uses it: engine states, commands and events. */
export type GameSaveStore = SaveStore<GameState, Command, GameEvent>;

/** The engine adapted to what the save store needs to replay and verify a log. */
export function engineForSaves(data?: GameData): ReplayEngine<GameState, Command, GameEvent> {
  return {
    apply(state, command) {
      const r = applyCommand(state, command, data);
      return r.ok ? { ok: true, state: r.state, events: r.events } : { ok: false, error: r.error };
    },
    hash: canonicalHash,
  };
}

/** "May 1805" and "Land Phase: France announces its place", for the save browser. */
export function labelOf(state: GameState): GameLabel {
  const phase = phaseDef(state.cursor.phase).title;
  const step = stepDef(state.cursor.step).title;
  return { gameDate: formatDate(state.date), phaseLabel: state.over ? 'Game over' : `${phase}: ${step}` };
}

/**
 * One accepted command as an autosave group, with the facts the undo rule needs: dice rolled
 * and secrets revealed are barriers (issue 8); a snapshot is written when a step ends.
 */
export function commandGroup(command: Command, events: readonly GameEvent[], stateAfter: GameState): CommandGroupInput<GameState, Command, GameEvent> {
  const dice = events.flatMap((e) => (e.type === 'diceRolled' ? [e.value] : []));
  const revealsSecret = events.some((e) => e.type === 'secretsRevealed' || e.type === 'corpsRevealed');
  return {
    power: command.power,
    commands: [command],
    events,
    dice,
    revealsSecret,
    stateAfter,
    label: labelOf(stateAfter),
    snapshot: events.some((e) => e.type === 'stepEnded'),
  };
}
