import { describe, expect, it } from 'vitest';
import { contingentShares, proportionalPursuit, proportionalSpread, spreadByType } from './proportional';
import type { CombatUnit } from './types';

const unit = (id: string, nationality: string, factors: CombatUnit['factors']): CombatUnit => ({ id, kind: 'corps', power: 'france', nationality, factors });
const m = (o: Record<string, number>) => new Map(Object.entries(o));

describe('12.3.6 proportional land losses', () => {
  it('12.3.6 shares follow the starting proportions, half and above rounds up', () => {
    // 30 French and 10 Bavarian factors lose 6: 4.5 and 1.5 both round up, 7 in all; on the tie
    // the odd factor stays with the bigger contingent
    expect(Object.fromEntries(contingentShares(m({ france: 30, bavaria: 10 }), m({ france: 30, bavaria: 10 }), 6))).toEqual({ france: 5, bavaria: 1 });
    // 20 and 20 lose 3: 1.5 and 1.5 round to 2 and 2; one comes off
    expect(Object.fromEntries(contingentShares(m({ a: 20, b: 20 }), m({ a: 20, b: 20 }), 3))).toEqual({ a: 2, b: 1 });
    // 12 and 4 lose 4: exactly 3 and 1
    expect(Object.fromEntries(contingentShares(m({ france: 12, italy: 4 }), m({ france: 12, italy: 4 }), 4))).toEqual({ france: 3, italy: 1 });
  });

  it('12.3.6 a contingent never loses more than it has left; the rest falls on the others', () => {
    expect(Object.fromEntries(contingentShares(m({ france: 10, bavaria: 10 }), m({ france: 10, bavaria: 1 }), 6))).toEqual({ france: 5, bavaria: 1 });
  });

  it('12.3.6 the side chooses the types; each nationality loses its share of them', () => {
    const pool = [unit('f', 'france', { infantry: 9, cavalry: 3 }), unit('b', 'bavaria', { infantry: 4 })];
    // 12 French and 4 Bavarian factors lose 4: France 3, Bavaria 1
    const losses = proportionalSpread(pool, { infantry: 3, cavalry: 1 }, m({ france: 12, bavaria: 4 }))!;
    const by = (id: string) => losses.filter((l) => l.unit === id).reduce((s, l) => s + l.count, 0);
    expect(by('f')).toBe(3);
    expect(by('b')).toBe(1);
    expect(losses).toContainEqual({ unit: 'f', type: 'cavalry', count: 1 });
    // the plain spread would have taken all three infantry from the first corps
    expect(spreadByType(pool, { infantry: 3, cavalry: 1 })).toEqual([{ unit: 'f', type: 'infantry', count: 3 }, { unit: 'f', type: 'cavalry', count: 1 }]);
  });

  it('12.3.6 types that cannot be shared so are refused', () => {
    const pool = [unit('f', 'france', { infantry: 9, cavalry: 3 }), unit('b', 'bavaria', { infantry: 4 })];
    // Bavaria owes one factor but has no cavalry: four cavalry losses cannot be split 3 and 1
    expect(proportionalSpread(pool, { cavalry: 4 }, m({ france: 12, bavaria: 4 }))).toBeNull();
  });
});

describe('12.3.6 pursuit losses shared among nationalities', () => {
  it('12.3.6 / 7.5.2.10.2.3 4 pursuit points on French (brought 12) and Bavarians (brought 4): 3 points and 1, each paid cavalry first', () => {
    const units = [
      { id: 'f', kind: 'corps' as const, power: 'france' as const, nationality: 'france', factors: { infantry: 8, cavalry: 2 } },
      { id: 'b', kind: 'corps' as const, power: 'france' as const, nationality: 'bavaria', factors: { infantry: 3 } },
    ];
    const start = new Map([['france', 12], ['bavaria', 4]]);
    // France: 2 cavalry (2 points) then 3 infantry (1 point); Bavaria: 3 infantry (1 point)
    expect(proportionalPursuit(units, 4, start)).toEqual([
      { unit: 'f', type: 'cavalry', count: 2 },
      { unit: 'f', type: 'infantry', count: 3 },
      { unit: 'b', type: 'infantry', count: 3 },
    ]);
  });
});
