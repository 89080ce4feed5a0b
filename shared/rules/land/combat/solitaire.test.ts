import { describe, expect, it } from 'vitest';
import { defaultOptions } from '../../../model';
import { SOLITAIRE_TABLE_CHITS, solitaireAttackerChit, solitaireDefenderChit, solitaireNext, solitaireTacticsCheck } from './solitaire';
import { testForce, testLeader, testUnit } from './testing';

const corps = (n: number) => Array.from({ length: n }, (_, i) => testUnit(`c${i}`, 'france', { infantry: 5 }, { tactical: 1 }));
const open = { attacker: 'open', defender: 'open' } as const;

describe('18.0 solitaire chit tables', () => {
  it('18.1.1 the defender rolls 1-5 for a chit and 6 again', () => {
    expect([1, 2, 3, 4, 5, 6].map(solitaireDefenderChit)).toEqual(['outflank', 'counterattack', 'escalated-counterattack', 'cordon', 'defend', null]);
  });
  it('18.1.2 the attacker rolls 1-5 for a chit and 6 again', () => {
    expect([1, 2, 3, 4, 5, 6].map(solitaireAttackerChit)).toEqual(['outflank', 'assault', 'escalated-assault', 'echelon', 'probe', null]);
  });
  it('18.1.1 Withdraw is never on the defender\'s table: only chosen outright or by a passed check', () => {
    expect(SOLITAIRE_TABLE_CHITS.defender).not.toContain('withdraw');
    expect(SOLITAIRE_TABLE_CHITS.attacker).toHaveLength(5);
  });
});

describe('18.1.3 / 18.1.4 the tactics check to change a chit', () => {
  it('18.1.3 passes on a die at or under the commander\'s tactical rating, fails above it', () => {
    const force = testForce(corps(2), testLeader('davout', 'france', 4, 4, 4));
    expect(solitaireTacticsCheck(force, defaultOptions(), 4)).toMatchObject({ rating: { value: 4 }, passed: true });
    expect(solitaireTacticsCheck(force, defaultOptions(), 5)).toMatchObject({ passed: false });
  });
  it('18.1.3 the rating is lowered for the number of corps (10.6.1.2.1): 4 with maximum 2 is 3 for three corps', () => {
    const force = testForce(corps(3), testLeader('lannes', 'france', 3, 4, 2));
    const check = solitaireTacticsCheck(force, defaultOptions(), 4);
    expect(check.rating.value).toBe(3);
    expect(check.passed).toBe(false);
    expect(check.rating.parts[1]).toMatchObject({ rule: '10.6.1.2.1', value: -1 });
  });
  it('18.1.4 without a leader the best corps rating is rolled against (10.6.1)', () => {
    const force = testForce([testUnit('a', 'austria', { infantry: 6 }, { tactical: 2 }), testUnit('b', 'austria', { infantry: 6 }, { tactical: 1 })]);
    expect(solitaireTacticsCheck(force, defaultOptions(), 2).passed).toBe(true);
    expect(solitaireTacticsCheck(force, defaultOptions(), 3).passed).toBe(false);
  });
});

describe('18.1.3-5 the order of the checks', () => {
  it('18.1.4 after the defender\'s check, passed or failed, the attacker decides', () => {
    expect(solitaireNext(open, 'defender', 'passed')).toEqual({ standing: open, next: 'attacker' });
    expect(solitaireNext(open, 'defender', 'failed')).toEqual({ standing: { attacker: 'open', defender: 'failed' }, next: 'attacker' });
    expect(solitaireNext(open, 'defender', 'stand')).toEqual({ standing: { attacker: 'open', defender: 'stood' }, next: 'attacker' });
  });
  it('18.1.5 a side that failed is bound; the other goes on alone until it fails or declines', () => {
    const defenderFailed = { attacker: 'open', defender: 'failed' } as const;
    expect(solitaireNext(defenderFailed, 'attacker', 'passed')).toEqual({ standing: defenderFailed, next: 'attacker' });
    expect(solitaireNext(defenderFailed, 'attacker', 'stand').next).toBeNull();
    expect(solitaireNext(defenderFailed, 'attacker', 'failed')).toEqual({ standing: { attacker: 'failed', defender: 'failed' }, next: null });
  });
  it('18.1.5 the chits stand once neither side wants a check; a changed chit reopens a side that had declined', () => {
    const defenderStood = { attacker: 'open', defender: 'stood' } as const;
    expect(solitaireNext(defenderStood, 'attacker', 'stand')).toEqual({ standing: { attacker: 'stood', defender: 'stood' }, next: null });
    expect(solitaireNext(defenderStood, 'attacker', 'passed')).toEqual({ standing: open, next: 'defender' });
    // a failed check changes nothing: the side that declined stays satisfied
    expect(solitaireNext(defenderStood, 'attacker', 'failed')).toEqual({ standing: { attacker: 'failed', defender: 'stood' }, next: null });
  });
});
