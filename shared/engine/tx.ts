import type { CounterId, DecisionGroup, GameEvent, GameState, PendingDecision } from '../model';
import { dataForGame, type GameData } from './gameData';
import { drawHandle, rollDie, serialTag } from './dice';
import { moveStatusMarker } from './statusMarker';
import { nameDecisions } from './naming';

/**
 * The working copy of one command's effects. Local to a single `applyCommand` (or
 * `newGame`) call: the state it starts from is never modified, and events are appended to the
 * log once, on commit.
 */
export interface Tx {
  state: GameState;
  readonly events: GameEvent[];
  readonly data: GameData;
}

export function beginTx(state: GameState, data: GameData): Tx {
  return { state, events: [], data: dataForGame(data, state) }; // 12.2.1 the game's optional arrows
}

export function emit(tx: Tx, event: GameEvent): void {
  tx.events.push(event);
  // 10.5.1 every change of political points moves the power's marker on the display, whoever logs it
  if (event.type === 'politicalPointsChanged') tx.state = moveStatusMarker(tx.state, event.power, event.delta);
}

export function patch(tx: Tx, changes: Partial<GameState>): void {
  tx.state = { ...tx.state, ...changes };
}

export function commit(tx: Tx): GameState {
  // issue 15: decisions opened or changed by this command name corps and places, not ids
  const state = nameDecisions(tx.state, tx.data);
  return tx.events.length === 0 ? state : { ...state, log: state.log.append(tx.events) };
}

/**
 * 2.4.2 The game's serial as it may appear in an id: the count itself in games made before
 * (their saves name those ids) and with the legacy dice; otherwise an opaque tag, so a seat
 * cannot count the hidden decisions of other powers from the gaps between its own ids.
 */
export function serial(state: GameState, slot: 0 | 1 | 2 | 3 = 0): string {
  const n = state.nextDecision;
  return state.decisionIds === 'keyed' && state.dice.kind === 'chacha20' ? serialTag(state.dice.seed, n, slot) : `${n}`;
}

/** Open a decision with a fresh id ("d1", "d2" …, or "d" and an opaque tag); returns the id. */
export function openDecision(tx: Tx, decision: Omit<PendingDecision, 'id'>): string {
  const id = `d${serial(tx.state)}`;
  patch(tx, { nextDecision: tx.state.nextDecision + 1, pending: [...tx.state.pending, { ...decision, id }] });
  return id;
}

/** Open a group for simultaneous decisions; its members name it in `group`. */
export function openGroup(tx: Tx, group: Omit<DecisionGroup, 'id' | 'answers'>): string {
  const id = `g${serial(tx.state)}`;
  patch(tx, { nextDecision: tx.state.nextDecision + 1, groups: [...tx.state.groups, { ...group, id, answers: {} }] });
  return id;
}

/** Roll one die for a rule: forced values first, then the seeded generator; always an event. */
export function roll(tx: Tx, rule: string, purpose: string, sides = 6): number {
  const r = rollDie(tx.state.dice, sides);
  patch(tx, { dice: r.dice });
  emit(tx, { type: 'diceRolled', rule, purpose, sides, value: r.value, forced: r.forced });
  return r.value;
}

/**
 * 2.4.2 A public handle for a counter placed during play (a new corps, cossack …): random,
 * unused by any counter on the map, and drawn from the handle stream so dice are unaffected.
 */
export function freshCounter(tx: Tx, prefix: 'k' | 'x'): CounterId {
  const used = new Set<string>([...tx.state.corps.map((c) => c.counter), ...tx.state.irregulars.map((i) => i.counter)]);
  for (;;) {
    const r = drawHandle(tx.state.dice, prefix);
    patch(tx, { dice: r.dice });
    if (!used.has(r.handle)) return r.handle as CounterId;
  }
}
