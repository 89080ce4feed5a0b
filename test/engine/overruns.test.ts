// 12.3.9.1 (v2.71 option) overwhelming numbers: a field combat at 5:1 or better in strength
// factors is fought as a trivial combat, with no agreement asked.
import { describe, expect, it } from 'vitest';
import { newGame } from '../../shared/engine';
import type { GameState } from '../../shared/model';
import { AU, battleScenario, DATA, FR, playUntil } from './landSetup';

function battle(fr: number, au: number, overruns: boolean): GameState {
  const r = newGame({ scenario: battleScenario([FR({ infantry: fr }), AU({ infantry: au })]), seed: 3, data: DATA, options: { rules: { overruns } } });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  // stop once the battle is under way (or already fought, when no one had a choice to make)
  return playUntil(r.value, (x) => x.pending.some((d) => d.kind.startsWith('land/combat')) || (x.turn.land?.battles?.length ?? 0) > 0);
}

describe('12.3.9.1 overwhelming numbers', () => {
  it('12.3.9.1 10 French infantry against 2 Austrian: a trivial combat at once, no agreement asked', () => {
    const s = battle(10, 2, true);
    expect(s.pending.some((d) => d.kind === 'land/combatTrivial')).toBe(false);
    const record = s.turn.land!.battle?.record ?? s.turn.land!.battles!.at(-1)!;
    expect(record.trivial).toBe(true);
    expect(record.trivialByAgreement).toBeUndefined();
  });

  it('12.3.9.1 9 against 2 (under 5:1), or the option off: the commanders are asked as usual (7.5.3)', () => {
    expect(battle(9, 2, true).pending.some((d) => d.kind === 'land/combatTrivial')).toBe(true);
    expect(battle(10, 2, false).pending.some((d) => d.kind === 'land/combatTrivial')).toBe(true);
  });
});
