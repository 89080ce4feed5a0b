import { describe, expect, it } from 'vitest';
import { charts } from '../../shared/data/charts';

describe('8.5.3 purchase examples', () => {
  it('8.5.3 an infantry factor costs three money and two manpower', () => {
    expect(charts.purchaseCost('infantry')).toMatchObject({ money: 3, manpower: 2 });
  });
  it('8.5.3.5 infantry bought in March arrives in June: three months', () => {
    expect(charts.purchaseCost('infantry')?.months).toBe(3);
  });
});
