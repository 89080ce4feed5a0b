import { describe, expect, it } from 'vitest';
import { chartMoraleNotes, operations, outflankArrival, resolveWithdrawal, withdrawalDiceNeeded } from './operations';
import { testContext, testForce, testLeader, testUnit, withRules } from './testing';

const inf = (id: string, power: 'france' | 'austria' = 'france', strategic = 1) => testUnit(id, power, { infantry: 8 }, { strategic });
const att = testForce([inf('a1'), inf('a2')], testLeader('att', 'france', 4, 3));

describe('7.5.2.4 operational possibilities', () => {
  it('7.5.2.7.1 river sections on the first day only, and only where printed', () => {
    expect(operations('assault', 'cordon', true, 1).cell.attackerTables[1]).toBe('4-2');
    expect(operations('assault', 'cordon', true, 2).cell.attackerTables[1]).toBe('4-3');
    expect(operations('assault', 'cordon', false, 1).variant).toBe('normal');
    expect(operations('assault', 'defend', true, 1).variant).toBe('normal');
  });

  it('7.5.2.6.2 chart note: a Turkish commander on either side gets +1 final morale against assault/counterattack', () => {
    const cell = operations('assault', 'counterattack', false, 1).cell;
    expect(chartMoraleNotes(cell, 'attacker', 'turkey')).toEqual([{ rule: '7.5.2.6.2', label: 'chart note: turkey commander', value: 1 }]);
    expect(chartMoraleNotes(cell, 'defender', 'turkey')).toHaveLength(1);
    expect(chartMoraleNotes(cell, 'attacker', 'russia')).toEqual([]);
    const defend = operations('assault', 'defend', false, 1).cell;
    expect(chartMoraleNotes(defend, 'defender', 'russia')).toHaveLength(1);
    expect(chartMoraleNotes(defend, 'attacker', 'russia')).toEqual([]);
  });
});

describe('7.5.2.5 withdrawals', () => {
  it('7.5.2.5.2.1 against Probe the withdrawal is automatic, no dice', () => {
    const ctx = testContext(att, testForce([inf('d1', 'austria')], testLeader('d', 'austria', 1, 1)));
    const cell = operations('probe', 'withdraw', false, 1).cell;
    expect(withdrawalDiceNeeded(ctx, cell)).toBe(0);
    const w = resolveWithdrawal(ctx, cell, []);
    expect(w).toMatchObject({ ok: true, value: { automatic: true, avoided: true, withdrawn: ['d1'] } });
  });

  it('7.5.2.5.2.2 one roll against the commander: at or under the strategic rating succeeds', () => {
    const ctx = testContext(att, testForce([inf('d1', 'austria'), inf('d2', 'austria')], testLeader('d', 'austria', 3, 1)));
    const cell = operations('assault', 'withdraw', false, 1).cell;
    expect(resolveWithdrawal(ctx, cell, [3])).toMatchObject({ ok: true, value: { avoided: true } });
    expect(resolveWithdrawal(ctx, cell, [4])).toMatchObject({ ok: true, value: { avoided: false, withdrawn: [] } });
  });

  it('7.5.2.5.2.2 chart note: +1 to the rating against echelon', () => {
    const ctx = testContext(att, testForce([inf('d1', 'austria')], testLeader('d', 'austria', 3, 1)));
    const w = resolveWithdrawal(ctx, operations('echelon', 'withdraw', false, 1).cell, [4]);
    expect(w.ok && w.value.rolls[0]?.rating).toBe(4);
    expect(w.ok && w.value.avoided).toBe(true);
  });

  it('7.5.2.5.2.2 without a commander each corps rolls on its own rating; those left fight', () => {
    const ctx = testContext(att, testForce([inf('d1', 'austria', 2), inf('d2', 'austria', 1)]));
    const cell = operations('assault', 'withdraw', false, 1).cell;
    expect(withdrawalDiceNeeded(ctx, cell)).toBe(2);
    const w = resolveWithdrawal(ctx, cell, [2, 2]);
    expect(w).toMatchObject({ ok: true, value: { withdrawn: ['d1'], remaining: ['d2'], avoided: false } });
    expect(resolveWithdrawal(ctx, cell, [1])).toMatchObject({ ok: false, code: 'malformed' });
  });

  it('7.5.2.5 depot garrisons stay behind and fight', () => {
    const garrison = { id: 'g', kind: 'garrison' as const, power: 'austria' as const, nationality: 'austria', factors: { militia: 2 } };
    const ctx = testContext(att, testForce([inf('d1', 'austria'), garrison], testLeader('d', 'austria', 3, 1)));
    const w = resolveWithdrawal(ctx, operations('probe', 'withdraw', false, 1).cell, []);
    expect(w).toMatchObject({ ok: true, value: { remaining: ['g'], avoided: false } });
  });

  /** Option 12.3.3.2 as first printed: v2.71's correction switched off. */
  const printed = () => {
    const o = withRules('cavalryWithdrawals');
    return { ...o, rules: { ...o.rules, cavalryWithdrawalsV271: false } };
  };

  it('12.3.3.2 (optional, as first printed) an all-cavalry defender adds 1, not against an all-cavalry attacker', () => {
    const cav = testForce([testUnit('c', 'austria', { cavalry: 6 })], testLeader('d', 'austria', 2, 1));
    const cell = operations('assault', 'withdraw', false, 1).cell;
    const on = testContext(att, cav, { options: printed() });
    expect(resolveWithdrawal(on, cell, [3])).toMatchObject({ ok: true, value: { avoided: true } });
    expect(resolveWithdrawal(testContext(att, cav), cell, [3])).toMatchObject({ ok: true, value: { avoided: false } });
    const cavAttacker = testForce([testUnit('x', 'france', { cavalry: 6 })], testLeader('a', 'france', 2, 1));
    expect(resolveWithdrawal(testContext(cavAttacker, cav, { options: printed() }), cell, [3])).toMatchObject({ ok: true, value: { avoided: false } });
  });

  it('opt:12.3.3.2 (v2.71, through 12.3.7.4.2.1) cavalry alone withdraws for sure from an infantry corps, on 4 or less (or the better strategic rating) against cavalry', () => {
    const cavCorps = (id: string, power: 'austria' | 'france', n: number) => ({ ...testUnit(id, power, { cavalry: n }), face: 'cavalry' });
    const v271 = withRules('cavalryWithdrawals');
    const cell = operations('assault', 'withdraw', false, 1).cell;
    // Austria's cavalry with a strategic-2 commander against a French infantry corps: no die at all
    const alone = testForce([cavCorps('c', 'austria', 6)], testLeader('d', 'austria', 2, 1));
    const againstInfantry = testContext(att, alone, { options: v271 });
    expect(withdrawalDiceNeeded(againstInfantry, cell)).toBe(0);
    expect(resolveWithdrawal(againstInfantry, cell, [])).toMatchObject({ ok: true, value: { avoided: true, rolls: [] } });
    // against cavalry corps only: a 4 gets away, a 5 does not (the commander's 2 is worse than 4)
    const cavAttack = testForce([cavCorps('x', 'france', 6)], testLeader('a', 'france', 2, 1));
    const againstCavalry = testContext(cavAttack, alone, { options: v271 });
    expect(withdrawalDiceNeeded(againstCavalry, cell)).toBe(1);
    expect(resolveWithdrawal(againstCavalry, cell, [4])).toMatchObject({ ok: true, value: { avoided: true } });
    expect(resolveWithdrawal(againstCavalry, cell, [5])).toMatchObject({ ok: true, value: { avoided: false } });
    // a strategic-5 commander's rating is the better one: a 5 gets away
    const led = testForce([cavCorps('c', 'austria', 6)], testLeader('d', 'austria', 5, 1));
    expect(resolveWithdrawal(testContext(cavAttack, led, { options: v271 }), cell, [5])).toMatchObject({ ok: true, value: { avoided: true } });
  });

  it('7.5.2.5.2.2 / 10.1.2.2.3 cossacks with withdrawing corps go at once, or on one die of 4 or less against a cavalry corps', () => {
    const cossack = { id: 'k', kind: 'irregular' as const, power: 'austria' as const, nationality: 'austria', factors: { cossack: 1 } };
    const def = testForce([inf('d1', 'austria'), cossack], testLeader('d', 'austria', 3, 1));
    const cell = operations('assault', 'withdraw', false, 1).cell;
    // against infantry only: one die for the commander, the cossack goes whatever the corps rolled
    const plain = testContext(att, def);
    expect(withdrawalDiceNeeded(plain, cell)).toBe(1);
    expect(resolveWithdrawal(plain, cell, [6])).toMatchObject({ ok: true, value: { withdrawn: ['k'], remaining: ['d1'] } });
    // a French cavalry corps attacks: a second die for the cossack, 4 or less
    const withCav = testForce([inf('a1', 'france'), { ...testUnit('a2', 'france', { cavalry: 4 }), face: 'cavalry' }], testLeader('a', 'france', 2, 2));
    const ctx = testContext(withCav, def);
    expect(withdrawalDiceNeeded(ctx, cell)).toBe(2);
    expect(resolveWithdrawal(ctx, cell, [3, 4])).toMatchObject({ ok: true, value: { withdrawn: ['d1', 'k'], avoided: true } });
    expect(resolveWithdrawal(ctx, cell, [3, 5])).toMatchObject({ ok: true, value: { withdrawn: ['d1'], remaining: ['k'] } });
  });
});

describe('7.5.2.12 outflank arrival', () => {
  const def = testForce([inf('d1', 'austria')], testLeader('d', 'austria', 1, 1));
  it('7.5.2.12.1.2-3 -1 in forest, +2 after the second round', () => {
    const ctx = testContext(att, def, { terrain: 'forest' });
    const cell = operations('outflank', 'counterattack', false, 1).cell;
    expect(outflankArrival(ctx, cell, 'attacker', 1, 3)).toMatchObject({ rating: 3, arrived: true });
    expect(outflankArrival(ctx, cell, 'attacker', 1, 4)).toMatchObject({ rating: 3, arrived: false });
    expect(outflankArrival(ctx, cell, 'attacker', 2, 5)).toMatchObject({ rating: 5, arrived: true });
  });
  it('7.5.2.12.1.1 chart note: +1 against defend', () => {
    const cell = operations('outflank', 'defend', false, 1).cell;
    expect(outflankArrival(testContext(att, def), cell, 'attacker', 1, 5)).toMatchObject({ rating: 5, arrived: true });
  });
});
