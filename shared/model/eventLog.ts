import type { GameEvent } from './events';

/**
 * Issue 20 The game's event log as a persistent value with a shared prefix. Every state holds
 * its own log; a command's state appends its events without copying what came before.
 *
 * Each log is a backing array and its own length: it sees only the first `length` events of
 * the array. Appending when nothing was appended past this log's end pushes onto the shared
 * array (earlier logs keep their shorter length, so what they see never changes); appending to
 * an older log (a branch: a second command tried on the same state) copies its prefix first.
 * Amortised O(1) per event for a game played forward; results depend only on the events.
 *
 * Not an array on purpose: the private field keeps it from being taken for (or made from) a
 * `readonly GameEvent[]` without a word, since an array written into a state's log would not
 * share, and a log handed on as an array would be read past its end by nobody but would not
 * serialise as one. `toJSON` gives the plain array, so saves, hashes and `JSON.stringify` are
 * the same text as when the log was an array; `eventLog` turns a plain array (an old save, a
 * replay, a test fixture) back into a log.
 */
export class EventLog implements Iterable<GameEvent> {
  /** The shared store: only ever pushed onto, never changed below any log's length. */
  readonly #events: GameEvent[];
  readonly length: number;

  private constructor(events: GameEvent[], length: number) {
    this.#events = events;
    this.length = length;
  }

  /** A log of these events (copied: later changes to the array are not seen). */
  static of(events: readonly GameEvent[]): EventLog {
    return new EventLog(events.slice(), events.length);
  }

  /** This log with `events` after it; this log and every earlier one are unchanged. */
  append(events: readonly GameEvent[]): EventLog {
    if (events.length === 0) return this;
    // a log of nothing starts its own store, so the shared empty log never holds a game's events
    let store = this.#events;
    if (this.length === 0) store = [];
    else if (store.length !== this.length) store = store.slice(0, this.length);
    for (const e of events) store.push(e);
    return new EventLog(store, store.length);
  }

  /** The event at `index` (negative counts from the end, as `Array.prototype.at`). */
  at(index: number): GameEvent | undefined {
    const i = Math.trunc(index) < 0 ? this.length + Math.trunc(index) : Math.trunc(index);
    return i >= 0 && i < this.length ? this.#events[i] : undefined;
  }

  /** The last event, if any. */
  last(): GameEvent | undefined {
    return this.length > 0 ? this.#events[this.length - 1] : undefined;
  }

  *[Symbol.iterator](): Iterator<GameEvent> {
    const events = this.#events;
    for (let i = 0; i < this.length; i++) yield events[i]!;
  }

  /** The events from `start` up to `end` as a new array (the arguments as `Array.prototype.slice`). */
  slice(start?: number, end?: number): GameEvent[] {
    const n = this.length;
    const from = start === undefined ? 0 : start < 0 ? Math.max(0, n + start) : Math.min(start, n);
    const to = end === undefined ? n : end < 0 ? Math.max(0, n + end) : Math.min(end, n);
    return this.#events.slice(from, Math.max(from, to));
  }

  /** A plain array of the events (a copy). */
  toArray(): GameEvent[] {
    return this.#events.slice(0, this.length);
  }

  /** Serialises as the plain array it used to be. */
  toJSON(): GameEvent[] {
    return this.toArray();
  }

  filter<S extends GameEvent>(pred: (e: GameEvent, i: number) => e is S): S[];
  filter(pred: (e: GameEvent, i: number) => unknown): GameEvent[];
  filter(pred: (e: GameEvent, i: number) => unknown): GameEvent[] {
    const out: GameEvent[] = [];
    const events = this.#events;
    for (let i = 0; i < this.length; i++) if (pred(events[i]!, i)) out.push(events[i]!);
    return out;
  }

  some(pred: (e: GameEvent, i: number) => unknown): boolean {
    const events = this.#events;
    for (let i = 0; i < this.length; i++) if (pred(events[i]!, i)) return true;
    return false;
  }

  every(pred: (e: GameEvent, i: number) => unknown): boolean {
    const events = this.#events;
    for (let i = 0; i < this.length; i++) if (!pred(events[i]!, i)) return false;
    return true;
  }

  find<S extends GameEvent>(pred: (e: GameEvent, i: number) => e is S): S | undefined;
  find(pred: (e: GameEvent, i: number) => unknown): GameEvent | undefined;
  find(pred: (e: GameEvent, i: number) => unknown): GameEvent | undefined {
    const events = this.#events;
    for (let i = 0; i < this.length; i++) if (pred(events[i]!, i)) return events[i];
    return undefined;
  }

  findIndex(pred: (e: GameEvent, i: number) => unknown): number {
    const events = this.#events;
    for (let i = 0; i < this.length; i++) if (pred(events[i]!, i)) return i;
    return -1;
  }

  findLast<S extends GameEvent>(pred: (e: GameEvent, i: number) => e is S): S | undefined;
  findLast(pred: (e: GameEvent, i: number) => unknown): GameEvent | undefined;
  findLast(pred: (e: GameEvent, i: number) => unknown): GameEvent | undefined {
    const events = this.#events;
    for (let i = this.length - 1; i >= 0; i--) if (pred(events[i]!, i)) return events[i];
    return undefined;
  }

  findLastIndex(pred: (e: GameEvent, i: number) => unknown): number {
    const events = this.#events;
    for (let i = this.length - 1; i >= 0; i--) if (pred(events[i]!, i)) return i;
    return -1;
  }

  map<T>(fn: (e: GameEvent, i: number) => T): T[] {
    const out: T[] = [];
    const events = this.#events;
    for (let i = 0; i < this.length; i++) out.push(fn(events[i]!, i));
    return out;
  }

  flatMap<T>(fn: (e: GameEvent, i: number) => T | readonly T[]): T[] {
    const out: T[] = [];
    const events = this.#events;
    for (let i = 0; i < this.length; i++) {
      const r = fn(events[i]!, i);
      if (Array.isArray(r)) out.push(...(r as readonly T[]));
      else out.push(r as T);
    }
    return out;
  }

  forEach(fn: (e: GameEvent, i: number) => void): void {
    const events = this.#events;
    for (let i = 0; i < this.length; i++) fn(events[i]!, i);
  }

  reduce<T>(fn: (acc: T, e: GameEvent, i: number) => T, initial: T): T {
    let acc = initial;
    const events = this.#events;
    for (let i = 0; i < this.length; i++) acc = fn(acc, events[i]!, i);
    return acc;
  }
}

/** The empty log (shared: appending to it never changes it). */
export const EMPTY_LOG: EventLog = EventLog.of([]);

/** A log of a plain array of events: an old save, a replay, a test fixture. */
export function eventLog(events: readonly GameEvent[] = []): EventLog {
  return events.length === 0 ? EMPTY_LOG : EventLog.of(events);
}
