import { describe, expect, it } from 'vitest';
import { forces, tacticalRatingCommanding } from '../../shared/data/forces';

const napoleon = forces.leaderById('napoleon');
if (!napoleon) throw new Error('Napoleon missing from the leader data');

describe('10.6.1.2.1 tactical maximum ratings (rulebook example with Napoleon)', () => {
  it('10.6.1.2.1 Napoleon has tactical 5 and tactical maximum 6 in the data', () => {
    expect(napoleon.tactical).toBe(5);
    expect(napoleon.tacticalMax).toBe(6);
  });

  it('10.6.1.2.1 up to six corps: 5; seven to twelve: 4; thirteen or more: 3', () => {
    const ratings = Array.from({ length: 20 }, (_, i) => tacticalRatingCommanding(napoleon, i + 1));
    expect(ratings).toEqual([5, 5, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 3, 3, 3, 3, 3, 3, 3, 3]);
  });

  it('10.6.1.2.1 the rating never drops below zero', () => {
    expect(tacticalRatingCommanding({ tactical: 1, tacticalMax: 1 }, 5)).toBe(0);
  });

  it('12.3.7.2 (optional) a further -1 for each further multiple of the maximum', () => {
    expect(tacticalRatingCommanding(napoleon, 18, true)).toBe(3);
    expect(tacticalRatingCommanding(napoleon, 19, true)).toBe(2);
    expect(tacticalRatingCommanding(napoleon, 25, true)).toBe(1);
  });
});
