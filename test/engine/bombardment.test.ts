// 12.3.5 (option) bombardment losses chosen by their owner, before the round's combat losses;
// 12.3.6 (option) shared among the nationalities like the other losses.
import { describe, expect, it } from 'vitest';
import { forceDice, newGame } from '../../shared/engine';
import type { GameState } from '../../shared/model';
import { AU, battleScenario, DATA, decisionOf, FR, order, playUntil } from './landSetup';

/** France (6 infantry, 6 artillery) attacks Austria (8 infantry, 2 cavalry) in 324 with the artillery option on. */
function atRound(rules: Record<string, boolean> = {}): GameState {
  const r = newGame({ scenario: battleScenario([FR({ infantry: 6, artillery: 6 }), AU({ infantry: 8, cavalry: 2 })]), seed: 5, data: DATA, options: { rules: { artilleryCorps: true, ...rules } } });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  let s = playUntil(r.value, (x) => x.pending.some((d) => d.kind === 'land/combatChit'));
  if (decisionOf(s, 'france', 'land/combatTrivial')) s = order(order(s, 'france', 'land/combatTrivial', 'full'), 'austria', 'land/combatTrivial', 'full');
  // round 1: France 1, Austria 1, then France's bombardment die 6 on the 5-5 table
  s = forceDice(s, [1, 1, 6]);
  s = order(s, 'france', 'land/combatChit', 'assault');
  return order(s, 'austria', 'land/combatChit', 'defend');
}

describe('12.3.5 bombardment losses chosen by their owner', () => {
  it('12.3.5 Austria first chooses the factors the bombardment takes (infantry or cavalry), then the round goes on with them gone', () => {
    let s = atRound();
    const d = decisionOf(s, 'austria', 'land/combatLosses')!;
    expect(d.rule).toBe('12.3.5');
    const values = d.options.filter((o) => o.verdict.ok).map((o) => String(o.value));
    expect(values.every((v) => v.startsWith('bombard;'))).toBe(true);
    const cavalry = values.find((v) => v.includes('cavalry'))!;
    expect(cavalry).toBeDefined();
    s = order(s, 'austria', 'land/combatLosses', cavalry);
    while (decisionOf(s, 'austria', 'land/combatLosses') || decisionOf(s, 'france', 'land/combatLosses')) {
      const x = s.pending.find((p) => p.kind === 'land/combatLosses')!;
      s = order(s, x.power, x.kind, String(x.options.find((o) => o.verdict.ok)!.value));
    }
    const r1 = (s.turn.land!.battle?.record ?? s.turn.land!.battles!.at(-1)!).days[0]!.rounds[0]!;
    expect(r1.attacker.bombardment).toMatchObject({ die: 6 });
    // the cavalry chosen was lost to the bombardment
    expect(r1.defender.lost.find((l) => l.type === 'cavalry')).toBeDefined();
  });
});
