import { describe, expect, it } from 'vitest';
import { answer } from '../engine/naval/navalSetup';
import { fightTheExample, lastBattle } from '../engine/naval/example6334';

// 6.3.5.4 continues 6.3.3.4, played through the engine: the French lost (8 ships to 6), so
// they retreat to the nearest open home port and Britain follows to blockade it; Britain gains 4
// political points (3 for the French fleets, 1 for Nelson) and France loses 3.
describe('6.3.5.4 naval retreat and pursuit example', () => {
  it('6.3.5.4 Britain gains 4 (3 French fleets + 1 for Nelson); France loses 3', () => {
    const s = fightTheExample();
    expect(s.powers.britain.politicalPoints).toBe(4);
    expect(s.powers.france.politicalPoints).toBe(-3);
    expect(s.log.filter((e) => e.type === 'politicalPointsChanged').map((e) => e.type === 'politicalPointsChanged' && [e.power, e.delta, e.rule])).toEqual([
      ['britain', 4, '6.3.4.2'],
      ['france', -3, '6.3.4.2'],
    ]);
  });

  it('6.3.5.4 France retreats to a nearby home port (Cherbourg or Le Havre, one point away) and Great Britain follows up to blockade it', () => {
    let s = fightTheExample();
    const retreat = s.pending.find((d) => d.kind === 'naval/retreat')!;
    expect(retreat.power).toBe('france');
    expect(retreat.options.map((o) => o.value)).toEqual(['port:cherbourg', 'port:le-havre', 'sea']);
    s = answer(s, 'naval/retreat', 'france', 'port:cherbourg');
    expect(s.fleets.filter((f) => f.nationality === 'france').map((f) => f.location)).toEqual(Array(3).fill({ kind: 'port', area: '430', city: 'cherbourg' }));
    s = answer(s, 'naval/pursue', 'britain', ['gb-a', 'gb-b', 'gb-c']);
    expect(s.fleets.filter((f) => f.nationality === 'britain').every((f) => f.location.kind === 'blockade' && f.location.city === 'cherbourg')).toBe(true);
    expect(lastBattle(s).retreat).toEqual({ side: 'defender', to: 'port:cherbourg' });
    expect(lastBattle(s).pursuers).toEqual(['gb-a', 'gb-b', 'gb-c']);
    // Nelson sailed with his fleet and is still with it
    expect(s.leaders.find((l) => l.id === 'nelson')!.location).toEqual({ kind: 'fleet', fleet: 'gb-a' });
  });
});
