// 10.6.5 / 10.6.5.2 Bernadotte, Swedish from August 1810, waits off the map while Sweden is
// neutral (the 14.5 campaign of January 1812) and joins Sweden's forces when a power takes it.
import { describe, expect, it } from 'vitest';
import { forceDice, pendingDecisions } from '../../shared/engine';
import type { GameState } from '../../shared/model';
import { drive, startPolitical, until } from '../political/politicalSetup';

function swedenTaken(year: number): GameState {
  let s = startPolitical((j) => {
    j.start = { month: 9, year };
    j.end = { month: 12, year };
    j.minors.push({ id: 'sweden', name: 'Sweden', status: 'neutral', controller: null });
    j.reinforcements = [];
    // as in the 14.5 setup: the counter is not on the map
    const forces = (j as unknown as { forces: { leaders: { id: string }[] } }).forces;
    forces.leaders = forces.leaders.filter((l) => l.id !== 'bernadotte');
    // a Russian cavalry corps on the Norwegian border of Sweden, so Russia may declare (4.2)
    ((j as unknown as { forces: { corps: { id: string; area: string }[] } }).forces.corps.find((c) => c.id === 'russia-i-c')!).area = '028';
    j.scheduled = undefined;
  });
  s = drive(s, (d) => (d.kind === 'political/declareWar' && d.power === 'russia' ? ['minor:sweden'] : undefined), until('political/minorCountryControl'));
  expect(pendingDecisions(s).some((d) => d.kind === 'political/minorBid')).toBe(true);
  s = forceDice(s, [6, 5]);
  s = drive(s, (d) => (d.kind === 'political/minorBid' ? (d.power === 'prussia' ? 'roll:sweden' : 'pass:sweden') : undefined), (x) => !x.pending.some((d) => d.kind === 'political/minorBid'));
  return s;
}

describe('10.6.5.2 the Bernadotte leader with Sweden', () => {
  it('10.6.5.2 Sweden taken in 1811: Bernadotte joins the Swedish corps under its new controller (Prussia, who rolled)', () => {
    const s = swedenTaken(1811);
    expect(s.minors.find((m) => m.id === 'sweden')).toMatchObject({ controller: 'prussia', status: 'free' });
    const swedish = s.corps.find((c) => c.nationality === 'sweden')!;
    expect(s.leaders.find((l) => l.id === 'bernadotte')).toMatchObject({ owner: 'prussia', location: { kind: 'corps', counter: swedish.counter } });
    expect(s.log.filter((e) => e.type === 'leaderPlaced' && e.leader === 'bernadotte')).toMatchObject([{ owner: 'prussia', rule: '10.6.5.2' }]);
  });

  it('10.6.5 before August 1810 the counter is French: Sweden taken in 1809 brings no Bernadotte', () => {
    const s = swedenTaken(1809);
    expect(s.corps.some((c) => c.nationality === 'sweden')).toBe(true);
    expect(s.leaders.some((l) => l.id === 'bernadotte')).toBe(false);
  });
});
