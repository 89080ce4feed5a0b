import { describe, expect, it } from 'vitest';
import { finished1805View } from '../../../test/scenarios/finishedGame';
import { endSummary } from './victoryModel';

describe('8.1.3.1 end screen model', () => {
  const view = finished1805View('austria');
  const s = endSummary(view)!;

  it('8.1.3.1 names the winner, how, and the decisive condition', () => {
    expect(s.headline).toBe('France wins');
    expect(s.how).toBe('by sudden death at the end of December 1805: France controls all of Vienna, Brunn and Venice.');
    expect(s.winnerSide).toBe(0);
    expect(s.conditions.find((c) => c.id === 'france-sudden-death')).toMatchObject({ met: true, progress: '3 of 3' });
    expect(s.conditions.find((c) => c.id === 'coalition-sudden-death')).toMatchObject({ met: false, progress: '0 of 2' });
  });

  it('8.1.3.1 an army condition shows the factors left against the most allowed', () => {
    const army = s.conditions.find((c) => c.id === 'france-army-broken')!.parts[0]!;
    expect(army.text).toBe("Austria's corps hold at most 64 factors");
    expect(army.progress).toMatch(/^\d+ factors \(at most 64\)$/);
  });

  it('8.1.3.1 the chart reads one point per month from the log', () => {
    // France starts with Munich and Milan; adds Linz, Vienna, Brunn, Venice one a month
    expect(s.months.map((m) => m.label)).toEqual(['September 1805', 'October 1805', 'November 1805', 'December 1805']);
    expect(s.months.map((m) => m.held)).toEqual([[3, 5], [4, 4], [5, 3], [6, 2]]);
    expect(s.total).toBe(8);
  });

  it('a game still running has no end summary', () => {
    expect(endSummary({ ...view, over: null })).toBeNull();
  });
});
