import { describe, expect, it } from 'vitest';
import type { GameState } from '../../model';
import { chainState, sameButPlacements } from './chainState';

// Only the fields the comparison walks; the rest of a state is compared the same way (by identity).
const corps = (counter: string, area: string, infantry: number) => ({
  counter,
  nationality: 'france',
  location: { kind: 'area', area },
  factors: { infantry },
});
const base = (): GameState =>
  ({
    version: 1,
    pending: [],
    log: [],
    corps: [corps('ka', '101', 3), corps('kb', '102', 2)],
    depots: [{ id: 'd1', owner: 'france', area: '101' }],
    turn: { reinforcementPool: [{ power: 'france', factors: { infantry: 2 } }], land: { moves: [] } },
  }) as unknown as GameState;
const withCorps = (s: GameState, i: number, change: object): GameState => ({
  ...s,
  corps: s.corps.map((c, j) => (j === i ? { ...c, ...change } : c)),
});

describe('5.2.2.2.3 home chains shared by states that differ only in factors placed (issue 20 speed)', () => {
  it('a factor placed, the pool, the decisions and the log changed: the same chains', () => {
    const s = base();
    const placed = withCorps(s, 0, { factors: { infantry: 4 } });
    const next = {
      ...placed,
      version: 2,
      pending: [],
      log: [{ type: 'x' }],
      turn: { ...s.turn, reinforcementPool: [] },
    } as unknown as GameState;
    expect(sameButPlacements(s, next)).toBe(true);
  });

  it('a corps moved, a corps added, a depot or another turn field changed: not the same', () => {
    const s = base();
    expect(sameButPlacements(s, withCorps(s, 1, { location: { kind: 'area', area: '103' } }))).toBe(false);
    expect(sameButPlacements(s, { ...s, corps: [...s.corps, corps('kc', '101', 1)] } as unknown as GameState)).toBe(false);
    expect(sameButPlacements(s, { ...s, depots: [] })).toBe(false);
    expect(sameButPlacements(s, { ...s, turn: { ...s.turn, land: { moves: [] } } } as unknown as GameState)).toBe(false);
    expect(sameButPlacements(s, { ...s, ceded: [] } as unknown as GameState)).toBe(false);
  });

  it('chainState answers the first state for a placement after it, a new one after a move', () => {
    const s = base();
    expect(chainState(s)).toBe(s);
    const placed = withCorps(s, 0, { factors: { infantry: 5 } });
    expect(chainState(placed)).toBe(s);
    const moved = withCorps(placed, 0, { location: { kind: 'area', area: '104' } });
    expect(chainState(moved)).toBe(moved);
    expect(chainState(placed)).toBe(s); // remembered per state
  });
});
