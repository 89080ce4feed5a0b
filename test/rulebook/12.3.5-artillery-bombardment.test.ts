import { describe, expect, it } from 'vitest';
import { charts } from '../../shared/data/charts';
import { canBombard, prepareDay, resolveRound, testContext, testForce, testLeader, testUnit, withRules } from '../../shared/rules/land/combat';

const on = withRules('artilleryCorps');
const fr = testLeader('fr', 'france', 3, 2);
const ru = testLeader('ru', 'russia', 2, 2);

describe('12.3.5 artillery corps (optional)', () => {
  const attacker = testForce([testUnit('art', 'france', { artillery: 20 }), testUnit('line', 'france', { infantry: 20 })], fr);
  const defender = testForce([testUnit('d', 'russia', { infantry: 16, militia: 14 })], ru);

  it('12.3.5.4 never in marsh; only with artillery present and the option on', () => {
    expect(canBombard(attacker.units, 'marsh', on)).toMatchObject({ ok: false, rule: '12.3.5.4' });
    expect(canBombard(defender.units, 'clear', on).ok).toBe(false);
    expect(canBombard(attacker.units, 'clear', withRules()).ok).toBe(false);
    expect(canBombard(attacker.units, 'forest', on).ok).toBe(true);
  });

  it('12.3.5.3-4 bombardment fires the artillery on 5-5: casualties first, no morale loss; 12.3.5.5 the guns fire again', () => {
    const ctx = testContext(attacker, defender, { options: on });
    const p = prepareDay(ctx, { attacker: 'assault', defender: 'cordon' });
    if (!p.ok) throw new Error('refused');
    const r = resolveRound(ctx, p.value.state, { attacker: 1, defender: 1, bombard: { attacker: 5 } });
    if (!r.ok) throw new Error(r.detail);
    const expected = charts.casualtyFactors(charts.combatResult('5-5', 5).lossPercent, 20);
    expect(r.value.attacker.bombardment).toMatchObject({ artillery: 20, lossPercent: 20, inflicted: expected });
    expect(r.value.defender.bombardmentLosses.reduce((n, l) => n + l.count, 0)).toBe(expected);
    // the defender fires with what is left; the artillery counts in the round's 40 firing factors
    expect(r.value.defender.firingStrength).toBe(30 - expected);
    expect(r.value.attacker.firingStrength).toBe(40);
    // 4-1 at die 1 costs 0.2 morale: bombardment added none
    expect(r.value.defender.moraleLossAfter).toBe(0.2);
  });

  it('12.3.5.2 after 2.0 morale loss, bombardment losses spare the militia', () => {
    const ctx = testContext(attacker, defender, { options: on });
    const p = prepareDay(ctx, { attacker: 'assault', defender: 'cordon' });
    if (!p.ok) throw new Error('refused');
    const fresh = resolveRound(ctx, p.value.state, { attacker: 1, defender: 1, bombard: { attacker: 5 } });
    const worn = resolveRound(ctx, { ...p.value.state, defender: { ...p.value.state.defender, moraleLoss: 2.0 } }, { attacker: 1, defender: 1, bombard: { attacker: 5 } });
    expect(fresh.ok && fresh.value.defender.bombardmentLosses.every((l) => l.type === 'militia')).toBe(true);
    expect(worn.ok && worn.value.defender.bombardmentLosses.every((l) => l.type === 'infantry')).toBe(true);
  });

  it('12.3.5.6 a side left with artillery alone breaks', () => {
    const thin = testForce([testUnit('art', 'france', { artillery: 6 }), testUnit('line', 'france', { infantry: 1 })], fr);
    const ctx = testContext(thin, testForce([testUnit('d', 'russia', { infantry: 30 })], ru), { options: on });
    const p = prepareDay(ctx, { attacker: 'assault', defender: 'cordon' });
    if (!p.ok) throw new Error('refused');
    const r = resolveRound(ctx, p.value.state, { attacker: 1, defender: 6 }, { losses: { attacker: [{ unit: 'line', type: 'infantry', count: 1 }, { unit: 'art', type: 'artillery', count: 2 }] } });
    if (!r.ok) throw new Error(r.detail);
    expect(r.value.attacker.brokenBy).toContain('12.3.5.6');
  });
});
