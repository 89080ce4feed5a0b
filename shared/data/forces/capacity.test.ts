import { describe, expect, it } from 'vitest';
import { corpsOverflow, forces } from './index';

const corps = (id: string) => {
  const c = forces.corpsById(id);
  if (!c) throw new Error(`no corps ${id}`);
  return c;
};

describe('corpsOverflow (2.4.2.1.1)', () => {
  it('infantry and militia share the infantry box of a French line corps', () => {
    expect(corpsOverflow(corps('france-i'), { infantry: 12, militia: 8, cavalry: 3 })).toEqual([]);
    expect(corpsOverflow(corps('france-i'), { infantry: 12, militia: 9 })).toEqual([{ box: 'infantry', max: 20, have: 21 }]);
  });

  it('10.1.4.3 an insurrection corps takes 15 militia and 3 cavalry, but no regular infantry', () => {
    expect(corpsOverflow(corps('austria-insurrection-i'), { militia: 15, cavalry: 3 })).toEqual([]);
    expect(corpsOverflow(corps('austria-insurrection-i'), { infantry: 1, militia: 15, cavalry: 4 })).toEqual([
      { box: 'infantry', max: 0, have: 1 },
      { box: 'cavalry', max: 3, have: 4 },
    ]);
  });

  it('minor corps take no militia; boxes a corps lacks hold nothing', () => {
    expect(corpsOverflow(corps('bavaria-i'), { infantry: 8, militia: 1 })).toEqual([{ box: 'militia', max: 0, have: 1 }]);
    expect(corpsOverflow(corps('france-i-c'), { guard: 1 })).toEqual([{ box: 'guard', max: 0, have: 1 }]);
  });

  it('7.5.2.15 the four Russian corps can hold 6 guard, 17 infantry, 13 militia and 1 cavalry', () => {
    const guard = corps('russia-guard');
    expect(corpsOverflow(guard, { guard: 6, cavalry: 1 })).toEqual([]);
    for (const [id, infantry, militia] of [
      ['russia-i', 6, 5],
      ['russia-ii', 6, 4],
      ['russia-iii', 5, 4],
    ] as const) {
      expect(corpsOverflow(corps(id), { infantry, militia }), id).toEqual([]);
    }
  });
});
