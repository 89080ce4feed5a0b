// 4.6.3.6 the major power running a minor free state gains and loses the political points of the
// minor's combats: a Bavarian corps alone (Bavaria run by France in the land test campaign) beats an
// Austrian corps; 7.5.2.10.1.3 one corps beaten is worth half a point rounded up, +1 and -1.
import { describe, expect, it } from 'vitest';
import { commandFor, forceDice, newGame } from '../../shared/engine';
import type { GameState } from '../../shared/model';
import { AU, DATA, apply, battleScenario, decisionOf, order, playUntil } from '../engine/landSetup';

function fightOut(s: GameState): GameState {
  for (let i = 0; i < 40 && s.turn.land?.battle; i++) {
    const d = s.pending[0]!;
    s = apply(s, commandFor(d, d.select === 'many' ? [] : d.options.find((o) => o.verdict.ok)!.value));
  }
  return s;
}

describe('4.6.3.6 political points from a controlled minor\'s combats', () => {
  it('4.6.3.6 the Bavarian corps wins a field combat: France, Bavaria\'s controller, gains the point and chooses the chit; Austria loses one', () => {
    const sc = battleScenario([{ id: 'bv-1', name: 'Bavarian Corps', nationality: 'bavaria', type: 'infantry', movement: 4, area: '324', factors: { infantry: 10, cavalry: 2 } }, AU({ militia: 8 })]);
    const r = newGame({ scenario: sc, seed: 5, data: DATA });
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    let s = playUntil(r.value, (x) => x.pending.some((d) => d.kind === 'land/combatChit'));
    expect(s.minors.find((m) => m.id === 'bavaria')).toMatchObject({ controller: 'france', status: 'free' });
    const pp = { france: s.powers.france.politicalPoints, austria: s.powers.austria.politicalPoints };
    if (decisionOf(s, 'france', 'land/combatTrivial')) s = order(order(s, 'france', 'land/combatTrivial', 'full'), 'austria', 'land/combatTrivial', 'full');
    expect(decisionOf(s, 'france', 'land/combatChit')).toBeDefined();
    s = forceDice(s, [6, 1, 6, 1, 6, 1, 6, 6, 6]);
    s = order(order(s, 'france', 'land/combatChit', 'assault'), 'austria', 'land/combatChit', 'defend');
    s = fightOut(s);
    expect(s.turn.land!.battles![0]!.outcome).toMatchObject({ kind: 'victory' });
    expect(s.powers.france.politicalPoints - pp.france).toBe(1);
    expect(s.powers.austria.politicalPoints - pp.austria).toBe(-1);
  });
});

