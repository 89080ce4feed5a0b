// 12.3.7.3 (option) Napoleon's ratings fall to tactical 4 from January 1809 and strategic 4 from
// January 1812, except in combats within France's original home nation.
import { describe, expect, it } from 'vitest';
import { newGame } from '../../shared/engine';
import type { GameState } from '../../shared/model';
import { AU, battleScenario, DATA, FR, playUntil } from './landSetup';

/** Napoleon with a French corps attacking an Austrian one in `area`, in May 1812, option 12.3.7.3 on or off. */
function napoleonAt(area: string, on: boolean): GameState {
  const sc = battleScenario([FR({ infantry: 10 }, 'fr-1', area), AU({ infantry: 6 }, 'au-1', area)], (x) => {
    x.start = { month: 5, year: 1812 };
    x.end = { month: 7, year: 1812 };
    x.forces.leaders = [{ id: 'napoleon', name: 'Napoleon', owner: 'france', with: 'fr-1' }];
  });
  const r = newGame({ scenario: sc, seed: 5, data: DATA, options: { rules: { napoleonsRatings: on } } });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return playUntil(r.value, (x) => x.pending.some((d) => d.kind === 'land/combatChit' || d.kind === 'land/combatTrivial'));
}

const commander = (s: GameState) => s.turn.land!.battle!.record.attacker.commander!;

describe('12.3.7.3 Napoleon\'s ratings', () => {
  it('12.3.7.3 in 1812, outside France (Bavaria, 324), Napoleon fights at 4/4 with the option and 5/5 without', () => {
    expect(commander(napoleonAt('324', true))).toMatchObject({ leader: 'napoleon', strategic: 4, tactical: 4 });
    expect(commander(napoleonAt('324', false))).toMatchObject({ strategic: 5, tactical: 5 });
  });

  it('12.3.7.3 within France\'s original home nation (Paris, 438) the reductions do not apply', () => {
    expect(commander(napoleonAt('438', true))).toMatchObject({ leader: 'napoleon', strategic: 5, tactical: 5 });
  });
});
