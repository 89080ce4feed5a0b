import { describe, expect, it } from 'vitest';
import { charts } from '../../shared/data/charts';

// 6.3.3.4 and 6.3.5.4: Nelson with 60 British ships against 31 French ships; 12.2.5 splits losses.
describe('6.3.3.4 naval combat example', () => {
  it('6.3.3.4 France rolls 5: 20% of 31 ships sinks 6 British ships (20 + 11 read separately)', () => {
    expect(charts.navalCombat(5).lossPercent).toBe(20);
    expect(charts.casualtyFactors(20, 20) + charts.casualtyFactors(20, 11)).toBe(6);
    expect(charts.casualtyFactors(20, 31)).toBe(6);
  });

  it('6.3.3.4 Britain rolls 2, +1 for British fleets = 3: 15% of the 54 survivors sinks 8 French ships', () => {
    const roll = 2 + 1;
    expect(charts.navalCombat(roll).lossPercent).toBe(15);
    expect(charts.casualtyFactors(15, 54)).toBe(8);
  });
});
