import { describe, expect, it } from 'vitest';
import { leaderById } from '../../../data/forces';
import { defaultOptions } from '../../../model';
import { cavalrySuperiority, checkDeclaredTactical, dieModifiers, tacticalRating, usefulDeclarations } from './modifiers';
import { operations, withdrawalModifiers } from './operations';
import { testContext, testForce, testLeader, testUnit, withRules } from './testing';
import { combatLeader } from './units';

const corps = (n: number) => Array.from({ length: n }, (_, i) => testUnit(`c${i}`, 'france', { infantry: 5 }, { tactical: i === 0 ? 2 : 1 }));
const napoleonData = leaderById('napoleon');
const napoleon = napoleonData ? combatLeader(napoleonData, '1805-10') : null;
if (!napoleon) throw new Error('Napoleon missing');

describe('10.6.1.2.1 tactical rating of a commander', () => {
  it('10.6.1.2.1 Napoleon (5, maximum 6): 5 with six corps, 4 with seven, 3 with thirteen', () => {
    expect(tacticalRating(testForce(corps(6), napoleon), defaultOptions()).value).toBe(5);
    const seven = tacticalRating(testForce(corps(7), napoleon), defaultOptions());
    expect(seven.value).toBe(4);
    expect(seven.parts[1]).toMatchObject({ rule: '10.6.1.2.1', value: -1 });
    expect(tacticalRating(testForce(corps(13), napoleon), defaultOptions()).value).toBe(3);
  });

  it('10.6.1.2.1 corps of an outflanking force still count (they are in the force)', () => {
    expect(tacticalRating(testForce(corps(19), napoleon), defaultOptions()).value).toBe(3);
  });

  it('12.3.7.2 (optional) -1 per further multiple: nineteen corps leave Napoleon 2', () => {
    expect(tacticalRating(testForce(corps(19), napoleon), withRules('furtherTacticalReductions'))).toMatchObject({ value: 2 });
  });

  it('10.6.1 without a leader the best corps rating serves; 12.3.7.1 treats it as tactical maximum 1', () => {
    expect(tacticalRating(testForce(corps(3)), defaultOptions()).value).toBe(2);
    expect(tacticalRating(testForce(corps(2)), withRules('corpsLeaders')).value).toBe(1);
    expect(tacticalRating(testForce(corps(1)), withRules('corpsLeaders')).value).toBe(2);
  });

  it('7.5.2.9.1.2 a lower rating may be declared, never a higher one', () => {
    expect(checkDeclaredTactical(4, 2).ok).toBe(true);
    expect(checkDeclaredTactical(4, 5)).toMatchObject({ ok: false, rule: '7.5.2.9.1.2' });
    expect(checkDeclaredTactical(4, -1).ok).toBe(false);
  });
});

describe('7.5.2.9.1.2 declarations worth asking without the guard option', () => {
  const cordon = operations('assault', 'cordon', false, 1).cell;
  it('7.5.2.9.1.2 attacker 4 against 2 (+1/0 on the Commander Chart) may declare 3 (0/-1): the same edge, the other table', () => {
    expect(usefulDeclarations(cordon, 'attacker', { attacker: 4, defender: 2 })).toEqual([3]);
    expect(usefulDeclarations(cordon, 'defender', { attacker: 2, defender: 4 })).toEqual([3]);
  });
  it('7.5.2.9.1.2 3 against 3 (0/0): declaring 2 only costs the declarer (-1/0), so nothing is asked; nor when the chart is not used (assault v defend)', () => {
    expect(usefulDeclarations(cordon, 'attacker', { attacker: 3, defender: 3 })).toEqual([]);
    expect(usefulDeclarations(cordon, 'defender', { attacker: 5, defender: 5 })).toEqual([]);
    expect(usefulDeclarations(operations('assault', 'defend', false, 1).cell, 'attacker', { attacker: 4, defender: 2 })).toEqual([]);
  });
});

describe('7.5.2.9.1 die modifiers', () => {
  const none = { attacker: [], defender: [] };
  it('7.5.2.9.1 the Commander Chart: 4 against 3 gives the attacker +1', () => {
    const m = dieModifiers(operations('assault', 'cordon', false, 1).cell, { attacker: 'france', defender: 'austria' }, { attacker: 4, defender: 3 }, none, defaultOptions());
    expect(m.attacker.total).toBe(1);
    expect(m.attacker.parts[0]?.rule).toBe('7.5.2.9.1');
  });

  it('7.5.2.9.1 assault v defend does not use the Commander Chart', () => {
    const m = dieModifiers(operations('assault', 'defend', false, 1).cell, { attacker: 'france', defender: 'austria' }, { attacker: 5, defender: 0 }, none, defaultOptions());
    expect(m.attacker.parts).toEqual([]);
    expect(m.defender.parts).toEqual([]);
  });

  it('7.5.2.9.1 chart note: an Austrian commander adds 1 on echelon v cordon; the total never exceeds +1', () => {
    const cell = operations('echelon', 'cordon', false, 1).cell;
    const m = dieModifiers(cell, { attacker: 'austria', defender: 'france' }, { attacker: 4, defender: 3 }, none, defaultOptions());
    expect(m.attacker.parts.map((p) => p.value)).toEqual([1, 1]);
    expect(m.attacker.total).toBe(1);
  });

  it('12.3.3.1 (optional) twice the enemy cavalry gives +1; not when every factor is cavalry', () => {
    const a = [testUnit('a', 'france', { infantry: 10, cavalry: 4 })];
    const d = [testUnit('d', 'austria', { infantry: 10, cavalry: 2 })];
    expect(cavalrySuperiority({ attacker: a, defender: d })).toBe('attacker');
    expect(cavalrySuperiority({ attacker: [testUnit('a', 'france', { infantry: 10, cavalry: 3 })], defender: d })).toBeNull();
    expect(cavalrySuperiority({ attacker: [testUnit('a', 'france', { cavalry: 6 })], defender: [testUnit('d', 'austria', { cavalry: 1 })] })).toBeNull();
    const cell = operations('assault', 'cordon', false, 1).cell;
    const off = dieModifiers(cell, { attacker: 'france', defender: 'austria' }, { attacker: 2, defender: 2 }, { attacker: a, defender: d }, defaultOptions());
    expect(off.attacker.total).toBe(0);
    const on = dieModifiers(cell, { attacker: 'france', defender: 'austria' }, { attacker: 2, defender: 2 }, { attacker: a, defender: d }, withRules('cavalrySuperiority'));
    expect(on.attacker.total).toBe(1);
  });
});


describe('12.3.3 / 12.3.7 option groups', () => {
  it('12.3.3 the cavalry options are separate switches: superiority does not ease withdrawals, nor withdrawals give superiority', () => {
    const a = [testUnit('a', 'france', { infantry: 10, cavalry: 4 })];
    const d = [testUnit('d', 'austria', { infantry: 10, cavalry: 2 })];
    const cell = operations('assault', 'cordon', false, 1).cell;
    const dm = (o: ReturnType<typeof withRules>) => dieModifiers(cell, { attacker: 'france', defender: 'austria' }, { attacker: 2, defender: 2 }, { attacker: a, defender: d }, o).attacker.total;
    expect(dm(withRules('cavalryWithdrawals'))).toBe(0);
    expect(dm(withRules('cavalrySuperiority'))).toBe(1);
    const ctx = (o: ReturnType<typeof withRules>) => testContext(testForce(a), testForce([testUnit('c', 'austria', { cavalry: 6 })], testLeader('l', 'austria', 2, 1)), { options: o });
    const wcell = operations('assault', 'withdraw', false, 1).cell;
    const rules = (o: ReturnType<typeof withRules>) => withdrawalModifiers(ctx(o), wcell).map((m) => m.rule);
    expect(rules(withRules('cavalrySuperiority'))).not.toContain('12.3.3.2');
    const printed = withRules('cavalryWithdrawals');
    expect(rules({ ...printed, rules: { ...printed.rules, cavalryWithdrawalsV271: false } })).toContain('12.3.3.2');
  });

  it('12.3.7 each army leader option changes ratings only when switched on', () => {
    // 12.3.7.1 corps leaders
    expect(tacticalRating(testForce(corps(2)), defaultOptions()).value).toBe(2);
    expect(tacticalRating(testForce(corps(2)), withRules('corpsLeaders')).value).toBe(1);
    // 12.3.7.2 further reductions
    expect(tacticalRating(testForce(corps(19), napoleon), withRules('corpsLeaders')).value).toBe(3);
    expect(tacticalRating(testForce(corps(19), napoleon), withRules('furtherTacticalReductions')).value).toBe(2);
    // 12.3.7.3 Napoleon's ratings in 1809
    expect(napoleonData && combatLeader(napoleonData, '1809-02')?.tactical).toBe(5);
    expect(napoleonData && combatLeader(napoleonData, '1809-02', new Set(['napoleonsRatings']))?.tactical).toBe(4);
  });
});
