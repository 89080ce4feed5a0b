import { describe, expect, it } from 'vitest';
import { EMPTY_LOG, EventLog, eventLog } from './eventLog';
import { revivedState, type StoredGameState } from './storedState';
import type { GameEvent } from './events';
import type { GameState } from './state';

const ev = (n: number): GameEvent => ({ type: 'diceForced', values: [n] });
const values = (log: EventLog): number[] => log.map((e) => (e.type === 'diceForced' ? e.values[0]! : -1));

describe('issue 20 the game log shares its prefix between states', () => {
  it('appending to a newer log leaves an older one as it was', () => {
    const a = eventLog([ev(1), ev(2)]);
    const b = a.append([ev(3)]);
    const c = b.append([ev(4), ev(5)]);
    expect(values(a)).toEqual([1, 2]);
    expect(values(b)).toEqual([1, 2, 3]);
    expect(values(c)).toEqual([1, 2, 3, 4, 5]);
    expect(a.length).toBe(2);
    expect(a.at(2)).toBeUndefined();
    expect(b.at(-1)).toEqual(ev(3));
    expect(b.last()).toEqual(ev(3));
  });

  it('appending to an older log (a branch) leaves the newer one as it was, and the reverse', () => {
    const a = eventLog([ev(1)]);
    const b = a.append([ev(2)]);
    const branch = a.append([ev(9)]);
    const b2 = b.append([ev(3)]);
    const branch2 = branch.append([ev(10)]);
    expect(values(b)).toEqual([1, 2]);
    expect(values(b2)).toEqual([1, 2, 3]);
    expect(values(branch)).toEqual([1, 9]);
    expect(values(branch2)).toEqual([1, 9, 10]);
    expect(values(a)).toEqual([1]);
    // the shared empty log never takes a game's events
    EMPTY_LOG.append([ev(7)]);
    expect(EMPTY_LOG.length).toBe(0);
    expect(values(EMPTY_LOG.append([ev(8)]))).toEqual([8]);
  });

  it('a log made from an array does not see later changes to the array', () => {
    const events = [ev(1)];
    const log = eventLog(events);
    events.push(ev(2));
    expect(values(log)).toEqual([1]);
  });

  it('toJSON is the plain array: JSON.stringify of a log or a state is the text an array gives', () => {
    const events = [ev(1), ev(2), ev(3)];
    const log = eventLog(events.slice(0, 1)).append(events.slice(1));
    expect(JSON.stringify(log)).toBe(JSON.stringify(events));
    expect(JSON.stringify({ log: log.append([ev(4)]) === log ? null : log })).toBe(JSON.stringify({ log: events }));
    expect(Array.isArray(log.toJSON())).toBe(true);
    expect(JSON.stringify(EMPTY_LOG)).toBe('[]');
  });

  it('round trip: a state to JSON and back holds an equal log, and reviving a live state keeps it', () => {
    const log = eventLog([ev(1)]).append([ev(2)]);
    const state = { version: 3, log } as unknown as GameState;
    const parsed = JSON.parse(JSON.stringify(state)) as StoredGameState;
    expect(parsed.log).toEqual([ev(1), ev(2)]);
    const back = revivedState(parsed);
    expect(back.log).toBeInstanceOf(EventLog);
    expect(back.log.toArray()).toEqual(log.toArray());
    expect(JSON.stringify(back)).toBe(JSON.stringify(state));
    expect(revivedState(state)).toBe(state);
  });

  it('reads like the array it replaced: slice, filter, find, findLast, some, every, reduce, iteration', () => {
    const log = eventLog([ev(1), ev(2)]).append([ev(3), ev(4)]);
    const shorter = eventLog([ev(1), ev(2)]);
    const arr = [ev(1), ev(2), ev(3), ev(4)];
    expect(log.slice(1)).toEqual(arr.slice(1));
    expect(log.slice(-2)).toEqual(arr.slice(-2));
    expect(log.slice(1, -1)).toEqual(arr.slice(1, -1));
    expect(log.slice(3, 1)).toEqual([]);
    expect([...log]).toEqual(arr);
    const big = (e: GameEvent) => e.type === 'diceForced' && e.values[0]! > 2;
    expect(log.filter(big)).toEqual(arr.filter(big));
    expect(log.find(big)).toEqual(ev(3));
    expect(log.findLast(big)).toEqual(ev(4));
    expect(log.findIndex(big)).toBe(2);
    expect(log.findLastIndex(big)).toBe(3);
    expect(log.some(big)).toBe(true);
    expect(shorter.some(big)).toBe(false);
    expect(log.every((e) => e.type === 'diceForced')).toBe(true);
    expect(log.reduce((n, e) => n + (e.type === 'diceForced' ? e.values[0]! : 0), 0)).toBe(10);
    expect(log.flatMap((e, i) => (i % 2 === 0 ? [e] : []))).toEqual([ev(1), ev(3)]);
    const seen: number[] = [];
    log.forEach((_, i) => seen.push(i));
    expect(seen).toEqual([0, 1, 2, 3]);
    // a shorter log over the same store reads only its prefix
    const a = eventLog([ev(1)]);
    const b = a.append([ev(2)]);
    expect(a.find((e) => e === b.at(1))).toBeUndefined();
    expect(a.slice()).toEqual([ev(1)]);
    expect([...a]).toEqual([ev(1)]);
  });

  it('vitest compares two logs by their events', () => {
    expect(eventLog([ev(1)]).append([ev(2)])).toEqual(eventLog([ev(1), ev(2)]));
    expect(eventLog([ev(1)]).append([ev(2)])).not.toEqual(eventLog([ev(1), ev(3)]));
    expect(eventLog([ev(1)])).toContainEqual(ev(1));
  });

  it('the type is not an array: neither is assignable to the other', () => {
    const log = eventLog([ev(1)]);
    // @ts-expect-error a log is not a readonly GameEvent[]
    const asArray: readonly GameEvent[] = log;
    // @ts-expect-error an array is not a log
    const asLog: EventLog = [ev(1)];
    expect(asArray).toBe(log);
    expect(Array.isArray(asLog)).toBe(true);
  });
});
