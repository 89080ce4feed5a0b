import { describe, expect, it } from 'vitest';
import { pendingDecisions } from '../../shared/engine';
import type { GameState, MajorPower } from '../../shared/model';
import { answer, play, scriptedChooser, start } from './helpers';

/** Play the first 4.2 step with the given secret declarations; stop once they are revealed. */
function declare(targets: Partial<Record<MajorPower, MajorPower[]>>): GameState {
  const s = play(start(), scriptedChooser, (x) => x.cursor.step === 'political/declarationsOfWar').state;
  return play(s, (d, st) => (d.kind === 'political/declareWar' ? answer(d, targets[d.power] ?? []) : scriptedChooser(d, st)), (x) => x.groups.length === 0).state;
}

describe('4.2 declarations of war', () => {
  it('4.2.1.1 a declaration costs 3 political points and starts the war', () => {
    const s = declare({ austria: ['russia'] });
    expect(s.relations.wars).toContainEqual(['austria', 'russia']);
    // Austria and Russia were allies: 2 more points and the alliance is gone
    expect(s.powers.austria.politicalPoints).toBe(-5);
    expect(s.relations.alliances).toEqual([['britain', 'austria']]);
    expect(s.log).toContainEqual({ type: 'allianceBroken', powers: ['austria', 'russia'], by: 'austria', rule: '4.2.1.1' });
    expect(s.powers.russia.politicalPoints).toBe(0);
    expect(s.turn.declarations).toEqual([{ aggressor: 'austria', defender: 'russia' }]);
  });

  it('4.3.1.2 declarations made on each other at once make both aggressors; each pays', () => {
    const s = declare({ britain: ['russia'], russia: ['britain'] });
    expect(s.relations.wars.filter(([a, b]) => a === 'britain' && b === 'russia')).toHaveLength(1);
    expect(s.turn.declarations).toEqual([
      { aggressor: 'britain', defender: 'russia' },
      { aggressor: 'russia', defender: 'britain' },
    ]);
    expect([s.powers.britain.politicalPoints, s.powers.russia.politicalPoints]).toEqual([-3, -3]);
  });

  it('4.3 the Call to Allies Step follows a declaration, and is skipped without one', () => {
    const quiet = declare({});
    expect(quiet.log.some((e) => e.type === 'stepSkipped' && e.step === 'political/callToAllies')).toBe(true);
    const war = declare({ britain: ['russia'] });
    expect(war.cursor.step).toBe('political/callToAllies');
    // 4.3.1.1 Russia (the defender) calls its ally Austria first
    expect(pendingDecisions(war).map((d) => [d.power, d.kind])).toEqual([['russia', 'political/callAllies']]);
  });

  it('4.2 the revealed declarations are the same whatever order the powers answered in', () => {
    const s = play(start(), scriptedChooser, (x) => x.cursor.step === 'political/declarationsOfWar').state;
    const targets: Partial<Record<MajorPower, MajorPower[]>> = { britain: ['russia'], austria: ['britain'] };
    const reversed = (st: GameState) => {
      let x = st;
      for (const d of [...pendingDecisions(st)].reverse()) {
        const next = play(x, () => answer(d, targets[d.power] ?? []), (y) => y.version > x.version).state;
        x = next;
      }
      return x;
    };
    const a = declare(targets);
    const b = reversed(s);
    expect(b.relations).toEqual(a.relations);
    expect(b.turn.declarations).toEqual(a.turn.declarations);
  });
});
