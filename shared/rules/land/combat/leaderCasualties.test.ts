import { describe, expect, it } from 'vitest';
import { DEFAULT_CHARTS, parseCharts } from '../../../data/charts';
import { leaderCasualty, leaderStruck, woundedUntil } from './leaderCasualties';

describe('12.7 leader casualties', () => {
  it('12.7 only a 12 on two dice strikes a leader', () => {
    const struck = [];
    for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (leaderStruck([a, b])) struck.push([a, b]);
    expect(struck).toEqual([[6, 6]]);
  });

  it('12.7 the fate die: 6 kills, 1-5 wound for that many months; the pick chooses among those present', () => {
    expect(leaderCasualty(['a', 'b'], [6, 6], 2, 6)).toMatchObject({ leader: 'b', result: 'killed', months: 0 });
    for (let d = 1; d <= 5; d++) expect(leaderCasualty(['a'], [6, 6], 1, d)).toMatchObject({ leader: 'a', result: 'wounded', months: d });
    expect(leaderCasualty(['a'], [6, 5], 1, 6)).toMatchObject({ leader: null, result: 'unhurt', roll: 11 });
    expect(leaderCasualty([], [6, 6], 1, 6)).toMatchObject({ leader: null, result: 'unhurt' });
  });

  it('12.7 complete months: wounded in December for 3 months, back as April begins', () => {
    expect(woundedUntil({ month: 12, year: 1805 }, 3)).toEqual({ month: 4, year: 1806 });
  });

  it('12.7 a data pack may replace the chart (here 11 and 12 strike)', () => {
    const chart = structuredClone(DEFAULT_CHARTS['leader-casualties']);
    chart.check.casualtyRolls = [11, 12];
    const pack = parseCharts({ 'leader-casualties.json': chart }, DEFAULT_CHARTS);
    if (!pack.ok) throw new Error('pack refused');
    expect(leaderStruck([5, 6], pack.charts)).toBe(true);
    expect(leaderStruck([5, 6])).toBe(false);
  });
});
