import { describe, expect, it } from 'vitest';
import { finalMorale, methodOneMorale, methodTwoMorale, testUnit } from '../../shared/rules/land/combat';

describe('7.5.2.6.1 base morale by rule function', () => {
  it('7.5.2.6.1.1 Method One example: 21 at 3.0, 20 at 4.0, 10 at 5.0 = 193 / 51 = 3.784, rounded up to 3.8', () => {
    // Austrian line infantry prints 3.0, its cavalry 4.0; guard is 5.0 on the chart
    const units = [testUnit('a', 'austria', { infantry: 21 }, { morale: { infantry: 3.0 } }), testUnit('b', 'austria', { cavalry: 20 }, { morale: { cavalry: 4.0 } }), testUnit('g', 'austria', { guard: 10 })];
    const m = methodOneMorale(units);
    expect(m.value).toBe(3.8);
    expect(m.groups).toEqual([
      { morale: 5, factors: 10 },
      { morale: 4, factors: 20 },
      { morale: 3, factors: 21 },
    ]);
  });

  it('7.5.2.6.1.2 Method Two example: Austria 3.5 + 0.3 (3 guard) - 0.6 (6 militia) = 3.2', () => {
    const units = [testUnit('g', 'austria', { guard: 3 }), testUnit('i', 'austria', { infantry: 28 }), testUnit('m', 'austria', { militia: 6 })];
    const m = methodTwoMorale(units);
    expect(m.primary).toBe('austria');
    expect(m.value).toBe(3.2);
  });

  it('7.5.2.6.1.2 Method Two caps the net change at +0.5 and -1.0', () => {
    expect(methodTwoMorale([testUnit('g', 'france', { guard: 12 })]).value).toBe(4.5);
    expect(methodTwoMorale([testUnit('m', 'france', { militia: 30 })]).value).toBe(3.0);
  });

  it('7.5.2.6.1.2 Method Two: the power with most corps is primary; a tie goes to the lower basic morale', () => {
    const two = [testUnit('f1', 'france', { infantry: 5 }), testUnit('f2', 'france', { infantry: 5 }), testUnit('s1', 'spain', { infantry: 5 })];
    expect(methodTwoMorale(two).primary).toBe('france');
    const tie = [testUnit('b1', 'britain', { infantry: 5 }), testUnit('s1', 'spain', { infantry: 5 })];
    expect(methodTwoMorale(tie).primary).toBe('spain');
    expect(methodTwoMorale(tie).value).toBe(3.0);
  });

  it('7.5.2.6.1.2 Method Two counts minor corps factors of 2.0 or less against the base', () => {
    const weakMinor = testUnit('minor', 'france', { infantry: 4 }, { nationality: 'some-minor', morale: { infantry: 2.0 } });
    expect(methodTwoMorale([testUnit('f', 'france', { infantry: 10 }), weakMinor]).value).toBe(3.6);
  });

  it('7.5.2.6.2 the example: base 3.2 is final on day one and 2.7 on day two', () => {
    expect(finalMorale(3.2, 1, []).value).toBe(3.2);
    expect(finalMorale(3.2, 2, []).value).toBe(2.7);
  });
});
