import { describe, expect, it } from 'vitest';
import { allocatePursuitLosses, applyLosses, checkLossAllocation, defaultLossAllocation, lossConstraints } from './losses';
import { testUnit } from './testing';

const pool = [testUnit('a', 'russia', { infantry: 5, militia: 4, cavalry: 1 }), testUnit('b', 'russia', { militia: 3 })];

describe('7.5.2.9.2 casualties', () => {
  it('7.5.2.9.2.1 militia may go while cumulative morale loss is under 2.0', () => {
    const c = lossConstraints(1.9, false);
    expect(c.militiaBarred).toBe(false);
    expect(checkLossAllocation(pool, 3, [{ unit: 'b', type: 'militia', count: 3 }], c).ok).toBe(true);
  });

  it('7.5.2.9.2.1 from the round the loss reaches 2.0, militia only when nothing else is left', () => {
    const c = lossConstraints(2.0, false);
    expect(checkLossAllocation(pool, 3, [{ unit: 'b', type: 'militia', count: 3 }], c)).toMatchObject({ ok: false, rule: '7.5.2.9.2.1' });
    expect(checkLossAllocation(pool, 8, [{ unit: 'a', type: 'infantry', count: 5 }, { unit: 'a', type: 'cavalry', count: 1 }, { unit: 'b', type: 'militia', count: 2 }], c).ok).toBe(true);
    expect(checkLossAllocation(pool, 8, [{ unit: 'a', type: 'infantry', count: 5 }, { unit: 'b', type: 'militia', count: 3 }], c).ok).toBe(false);
  });

  it('7.5.2.9.2.2 a breaking side loses at least one cavalry factor if it has any', () => {
    const c = lossConstraints(3.0, true);
    expect(checkLossAllocation(pool, 2, [{ unit: 'a', type: 'infantry', count: 2 }], c)).toMatchObject({ ok: false, rule: '7.5.2.9.2.2' });
    expect(checkLossAllocation(pool, 2, [{ unit: 'a', type: 'infantry', count: 1 }, { unit: 'a', type: 'cavalry', count: 1 }], c).ok).toBe(true);
  });

  it('7.5.2.9.2 the count must match, within what each unit holds', () => {
    const c = lossConstraints(0, false);
    expect(checkLossAllocation(pool, 3, [{ unit: 'a', type: 'infantry', count: 2 }], c)).toMatchObject({ ok: false, detail: '3 factors must be lost, 2 allocated' });
    expect(checkLossAllocation(pool, 3, [{ unit: 'b', type: 'infantry', count: 3 }], c).ok).toBe(false);
    expect(checkLossAllocation(pool, 3, [{ unit: 'x', type: 'infantry', count: 3 }], c).ok).toBe(false);
    // more losses than factors: the whole pool goes
    expect(checkLossAllocation([testUnit('c', 'russia', { infantry: 2 })], 5, [{ unit: 'c', type: 'infantry', count: 2 }], c).ok).toBe(true);
  });

  it('7.5.2.9.2 the default allocation is always legal', () => {
    for (const [loss, breaking] of [[0, false], [2.5, false], [3, true], [1, true]] as const)
      for (let n = 0; n <= 14; n++) {
        const c = lossConstraints(loss, breaking);
        expect(checkLossAllocation(pool, n, defaultLossAllocation(pool, n, c), c).ok).toBe(true);
      }
  });

  it('7.5.2.9.2.3 lost factors are gone for later rounds', () => {
    const after = applyLosses(pool, [{ unit: 'a', type: 'infantry', count: 2 }]);
    expect(after[0]?.factors.infantry).toBe(3);
    expect(pool[0]?.factors.infantry).toBe(5);
  });
});

describe('7.5.2.10.2.3 pursuit losses', () => {
  it('7.5.2.10.2.3 one point takes a cavalry factor, or three others, or six militia', () => {
    const units = [testUnit('a', 'russia', { cavalry: 1, infantry: 3, militia: 6 })];
    const one = allocatePursuitLosses(units, 1);
    expect(one.allocation).toEqual([{ unit: 'a', type: 'cavalry', count: 1 }]);
    const two = allocatePursuitLosses(units, 2);
    expect(two.allocation).toEqual([
      { unit: 'a', type: 'cavalry', count: 1 },
      { unit: 'a', type: 'infantry', count: 3 },
    ]);
    const three = allocatePursuitLosses(units, 3);
    expect(three.allocation.at(-1)).toEqual({ unit: 'a', type: 'militia', count: 6 });
    expect(three.pointsUsed).toBe(3);
  });
});
