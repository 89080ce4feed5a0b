// 7.5.2.9.1.2 a lower tactical rating may be declared at the start of a round, with or without
// the guard option (12.3.4): asked when it would change the Commander Chart's result without
// narrowing the declarer's edge.
import { describe, expect, it } from 'vitest';
import { newGame } from '../../shared/engine';
import type { GameState } from '../../shared/model';
import { DATA, decisionOf, landScenario, order, playUntil } from './landSetup';

/** Davout (tactical 4) against Archduke John (tactical 2) in 324, one corps each. */
function battle(): GameState {
  const sc = landScenario((s) => {
    s.forces = {
      ...s.forces,
      corps: [
        { id: 'fr-1', name: 'French I', nationality: 'france', type: 'infantry', movement: 4, area: '324', factors: { infantry: 6 } },
        { id: 'au-1', name: 'Austrian I', nationality: 'austria', type: 'infantry', movement: 3, area: '324', factors: { infantry: 6 } },
      ],
      garrisons: [], irregulars: [],
      leaders: [
        { id: 'davout', name: 'Davout', owner: 'france', with: 'fr-1' },
        { id: 'archduke-john', name: 'John', owner: 'austria', with: 'au-1' },
      ],
    };
  });
  const r = newGame({ scenario: sc, seed: 5, data: DATA });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  let s = playUntil(r.value, (x) => x.pending.some((d) => d.kind === 'land/combatChit' || d.kind === 'land/combatTrivial'));
  if (decisionOf(s, 'france', 'land/combatTrivial')) s = order(order(s, 'france', 'land/combatTrivial', 'full'), 'austria', 'land/combatTrivial', 'full');
  return s;
}

describe('7.5.2.9.1.2 declaring a lower tactical rating without the guard option', () => {
  it('7.5.2.9.1.2 assault v cordon, Davout 4 against John 2 (+1/0): France may declare 3 (0/-1); Austria is not asked', () => {
    let s = battle();
    s = order(s, 'france', 'land/combatChit', 'assault');
    s = order(s, 'austria', 'land/combatChit', 'cordon');
    const d = decisionOf(s, 'france', 'land/combatRound')!;
    expect(d.rule).toBe('7.5.2.9.1.2');
    expect(d.options.map((o) => o.value)).toEqual(['4', '3']);
    expect(decisionOf(s, 'austria', 'land/combatRound')).toBeUndefined();
    s = order(s, 'france', 'land/combatRound', '3');
    s = playUntil(s, (x) => (x.turn.land?.battle?.record.days[0]?.rounds.length ?? 0) > 0 || (x.turn.land?.battles?.length ?? 0) > 0);
    const record = s.turn.land!.battle?.record ?? s.turn.land!.battles![0]!;
    const r1 = record.days[0]!.rounds[0]!;
    expect(r1.attacker.declaredTactical).toBe(3);
  });

  it('7.5.2.9.1.2 assault v defend does not use the Commander Chart: nothing is asked', () => {
    let s = battle();
    s = order(s, 'france', 'land/combatChit', 'assault');
    s = order(s, 'austria', 'land/combatChit', 'defend');
    expect(s.pending.some((d) => d.kind === 'land/combatRound')).toBe(false);
  });
});
