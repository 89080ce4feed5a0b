import { describe, expect, it } from 'vitest';
import { soak } from './soak';

describe('soak (issue 9): whole games by automated powers', () => {
  it('a seeded game of every scenario ends with no crash, stall or invariant violation', { timeout: 240_000 }, () => {
    const r = soak({ gamesPerScenario: 1 });
    expect(r.crashes).toEqual([]);
    expect(r.stalls).toEqual([]);
    expect(r.violations).toEqual([]);
    expect(r.games).toBe(5);
    // 4 + 4 + 7 + 8 + 71 turns: every game ran to its last month.
    expect(r.months).toBeGreaterThanOrEqual(89);
  });
});
