import { describe, expect, it } from 'vitest';
import { memo, memoCache } from './memo';

describe('memo: derived facts remembered per (map, immutable state, key) — issue 20 soak speed', () => {
  it('computes a fact once for the same map, state and key, again for a new state object, another key or another map', () => {
    const cache = memoCache<number>();
    const map = {};
    const s1 = { turn: 1 };
    let calls = 0;
    const fact = (s: { turn: number }, key: string, m: object = map) => memo(cache, m, s, key, () => (calls++, s.turn * 10));
    expect(fact(s1, 'france')).toBe(10);
    expect(fact(s1, 'france')).toBe(10);
    expect(calls).toBe(1);
    const s2 = { ...s1, turn: 2 }; // a command makes a new state object
    expect(fact(s2, 'france')).toBe(20);
    expect(fact(s1, 'britain')).toBe(10);
    expect(fact(s1, 'france', {})).toBe(10);
    expect(calls).toBe(4);
  });
});
