import { applyCommand, phaseDef, stepDef, type Command, type GameData } from '../../shared/engine';
import { EMPTY_LOG, eventLog, formatDate, revivedState, POWER_NAMES, type GameEvent, type GameState, type MajorPower } from '../../shared/model';
import { canonicalHash, canonicalHashOfImmutable, sameEventList, treeDigestOfImmutable, type CommandGroupInput, type GameLabel, type ReplayEngine, type SaveStore } from '../saves';

/** The save store as the host uses it: engine states, commands and events. */
export type GameSaveStore = SaveStore<GameState, Command, GameEvent>;

/** Marks a hash of the state without its event log; older rows hash the whole state. */
export const STATE_HASH_PREFIX = 'g2:';

/**
 * The state's hash without its event log. The log is nearly all of a long game's state (98%
 * of 774 kB after 71 months) and is stored row by row in the event table anyway; the engine
 * only appends to it, so the rest of the state is what commands decide.
 */
export function gameStateHash(state: GameState): string {
  // Engine states are immutable and share their unchanged parts: their texts are remembered.
  return `${STATE_HASH_PREFIX}${canonicalHashOfImmutable({ ...state, log: [] })}`;
}

/** Marks a tree digest of the state without its event log (saves written from issue 20 on). */
export const STATE_DIGEST_PREFIX = 'g3:';

/**
 * What a save records of the state after each command: the state without its log, as a tree
 * digest (`treeDigestOfImmutable`), so an autosave hashes only what the command changed. The
 * flat `gameStateHash` hashed the whole text every time: a fifth of an autosaved command's time
 * in the Grand Campaign soak (issue 20). Rows written before keep their `g2:` or bare hashes.
 */
export function gameStateDigest(state: GameState): string {
  return `${STATE_DIGEST_PREFIX}${treeDigestOfImmutable({ ...state, log: [] })}`;
}

/** Whether `state` is the one a save row recorded, by the kind of hash the row holds. */
function stateMatchesRecorded(state: GameState, recorded: string): boolean {
  if (recorded.startsWith(STATE_DIGEST_PREFIX)) return gameStateDigest(state) === recorded;
  if (recorded.startsWith(STATE_HASH_PREFIX)) return gameStateHash(state) === recorded;
  return canonicalHash(state) === recorded;
}

/**
 * The engine adapted to what the save store needs to replay and verify a log. Snapshots leave
 * the log out and get it back from the start's log and the standing events; hashes of rows
 * written before the prefix existed are checked against the whole state, as they were made.
 */
export function engineForSaves(data?: GameData): ReplayEngine<GameState, Command, GameEvent> {
  return {
    apply(state, command) {
      const r = applyCommand(state, command, data);
      return r.ok ? { ok: true, state: r.state, events: r.events } : { ok: false, error: r.error };
    },
    hash: gameStateDigest,
    matches: stateMatchesRecorded,
    snapshot: (state) => ({ ...state, log: EMPTY_LOG }),
    restore: (stored, initial, events) => ({ ...stored, log: eventLog([...initial.log, ...events]) }),
    // issue 20 a stored state's log is a plain array: made an EventLog again
    revive: (parsed) => revivedState(parsed),
    // issue 21 the AI's reasons are the host's notes saved beside its command's events (table.ts botStep), not the engine's: the rest must match
    sameEvents: (replayed, stored) => sameEventList(replayed, stored.filter((e) => e.type !== 'aiExplained')),
  };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * Issue 15: a new save is named so the save browser tells games apart at a glance: the
 * scenario, who plays what and the day the game was started, e.g.
 * "Ulm-Austerlitz · Anna (France), Austria, Russia (computer) · 26 Nov 2026". Without room for
 * the players in the 80 characters a save name may have, they are left out.
 */
export function saveNameOf(title: string, seats: readonly { power: MajorPower; controller: string; player?: string }[], started: Date): string {
  const who = seats
    .map((s) => (s.player !== undefined ? `${s.player} (${POWER_NAMES[s.power]})` : s.controller === 'bot' ? `${POWER_NAMES[s.power]} (computer)` : s.controller === 'open' ? `${POWER_NAMES[s.power]} (open)` : POWER_NAMES[s.power]))
    .join(', ');
  const day = `${started.getDate()} ${MONTHS[started.getMonth()]} ${started.getFullYear()}`;
  const full = `${title} · ${who} · ${day}`;
  if (full.length <= 80) return full;
  const short = `${title} · ${day}`;
  return short.length <= 80 ? short : short.slice(0, 80);
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
