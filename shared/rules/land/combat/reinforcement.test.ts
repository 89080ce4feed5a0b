import { describe, expect, it } from 'vitest';
import { canAttemptReinforcement, commanderAfterReinforcement, type ReinforcementSource, reinforcementRoll } from './reinforcement';
import { resolveDay } from './resolve';
import { testContext, testForce, testLeader, testUnit } from './testing';

const corps = testUnit('r1', 'france', { infantry: 8 }, { strategic: 2 });
const src: ReinforcementSource = { terrain: 'clear', acrossRiver: false, byArrowOrSea: false, otherCombat: false, units: [corps], leader: null };

describe('7.5.2.11 reinforcing attempts', () => {
  it('7.5.2.11.1 not across an arrow or from the sea, not from another combat', () => {
    expect(canAttemptReinforcement(src).ok).toBe(true);
    expect(canAttemptReinforcement({ ...src, byArrowOrSea: true })).toMatchObject({ ok: false, rule: '7.5.2.11.1.1' });
    expect(canAttemptReinforcement({ ...src, otherCombat: true })).toMatchObject({ ok: false, rule: '7.5.2.11.1.2' });
  });

  it('7.5.2.11.2 without a leader one corps at a time, and no irregulars', () => {
    const cossack = { id: 'k', kind: 'irregular' as const, power: 'russia' as const, nationality: 'russia', factors: { cossack: 1 } };
    expect(canAttemptReinforcement({ ...src, units: [corps, corps] })).toMatchObject({ ok: false, rule: '7.5.2.11.2' });
    expect(canAttemptReinforcement({ ...src, units: [corps, cossack] })).toMatchObject({ ok: false, rule: '7.5.2.11.2' });
    expect(canAttemptReinforcement({ ...src, units: [corps, cossack], leader: testLeader('l', 'france', 3, 3) }).ok).toBe(true);
  });

  it('7.5.2.11.2-3 the rating: leader or corps strategic, -1 for rough ground or a river, at most -1', () => {
    expect(reinforcementRoll(src, 2)).toMatchObject({ rating: 2, arrived: true });
    expect(reinforcementRoll({ ...src, terrain: 'forest' }, 2)).toMatchObject({ rating: 1, arrived: false });
    expect(reinforcementRoll({ ...src, terrain: 'marsh', acrossRiver: true }, 1)).toMatchObject({ rating: 1, arrived: true });
    expect(reinforcementRoll({ ...src, leader: testLeader('l', 'france', 4, 2) }, 4).arrived).toBe(true);
  });

  it('10.6.1.1.3 a reinforcing leader commands only if there was none, or same nation and more senior', () => {
    const b = { ...testLeader('b', 'france', 3, 3), seniority: 'B' as const };
    const a = { ...testLeader('a', 'france', 2, 2), seniority: 'A' as const };
    const foreignA = { ...testLeader('x', 'spain', 2, 2), seniority: 'A' as const };
    expect(commanderAfterReinforcement(null, b)).toBe(b);
    expect(commanderAfterReinforcement(b, a)).toBe(a);
    expect(commanderAfterReinforcement(a, b)).toBe(a);
    expect(commanderAfterReinforcement(b, foreignA)).toBe(b);
  });

  it('7.5.2.11.4-5 arrived reinforcements fire from the next round, join the pinning force and count for political points', () => {
    const fr = testLeader('fr', 'france', 3, 2);
    const ctx = testContext(
      testForce([testUnit('a1', 'france', { infantry: 10 }), testUnit('a2', 'france', { infantry: 10 })], fr),
      testForce([testUnit('d1', 'austria', { infantry: 12 })], testLeader('au', 'austria', 2, 2)),
    );
    const big = testUnit('d2', 'austria', { infantry: 21 });
    const r = resolveDay(
      { ...ctx, day: 2 },
      { attacker: 'outflank', defender: 'cordon' },
      { rounds: [{ attacker: 1, defender: 1 }, { attacker: 6, defender: 1 }, { attacker: 6, defender: 1 }], pursuit: 1 },
      { reinforcements: [{ afterRound: 1, side: 'defender', units: [big] }], earlier: { base: { attacker: 4, defender: 3.5 }, moraleLoss: { attacker: 0, defender: 2.0 } } },
    );
    if (!r.ok) throw new Error(r.detail);
    expect(r.value.rounds[0]?.defender.firingStrength).toBe(12);
    expect(r.value.rounds[1]?.defender.firingStrength).toBe(33);
    // final morale unchanged by the newcomers
    expect(r.value.rounds[1]?.defender.finalMorale).toBe(3.0);
    expect(r.value.end).toMatchObject({ kind: 'decided', outcome: { kind: 'victory', victor: 'attacker' } });
    // d1 plus d2, which came in with more than 20 factors and counts twice: 3 corps, 2 points
    expect(r.value.politicalPoints).toMatchObject({ corpsCounted: 3, victor: 2 });
  });
});
