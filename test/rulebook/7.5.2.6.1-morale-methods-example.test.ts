import { describe, expect, it } from 'vitest';
import { charts } from '../../shared/data/charts';

/** Method One weighted average, rounded up to the next tenth (tenths kept exact). */
const methodOne = (parts: [factors: number, morale: number][]) => {
  const total = parts.reduce((s, [f]) => s + f, 0);
  const sum = parts.reduce((s, [f, m]) => s + f * m, 0);
  return Math.ceil((sum * 10) / total - 1e-9) / 10;
};

describe('7.5.2.6.1 morale methods, reading the National Morale Values chart', () => {
  it('7.5.2.6.1.1 Method One for the 7.5.2.15 armies: Turkey 2.3, Russia 3.0', () => {
    const turkey = methodOne([
      [18, charts.powerMorale('turkey', 'feudalInfantry')],
      [18, charts.powerMorale('turkey', 'feudalCavalry')],
      [14, charts.powerMorale('turkey', 'infantry')],
    ]);
    const russia = methodOne([
      [6, charts.powerMorale('russia', 'guard')],
      [17, charts.powerMorale('russia', 'infantry')],
      [13, charts.powerMorale('russia', 'militia')],
      [1, charts.powerMorale('russia', 'cavalry')],
    ]);
    expect(turkey).toBe(2.3);
    expect(russia).toBe(3.0);
  });

  it('7.5.2.6.1.2 Method Two: Austria 3.5 + 0.3 for 3 guard - 0.6 for 6 militia = 3.2', () => {
    const basic = charts.basicMorale('austria');
    expect(basic).toBe(3.5);
    expect(Math.round((basic + 3 * 0.1 - 6 * 0.1) * 10) / 10).toBe(3.2);
  });
});
