import { describe, expect, it } from 'vitest';
import { fieldPoliticalPoints, pursue, roundOutcome } from './outcome';
import { testLeader, testUnit } from './testing';

const fine = { broken: false, eliminated: false, pinningOnly: false };
const broken = { broken: true, eliminated: false, pinningOnly: false };
const gone = { broken: false, eliminated: true, pinningOnly: false };
const pinGone = { broken: true, eliminated: true, pinningOnly: true };

describe('7.5.2.10 victory and defeat', () => {
  it('7.5.2.10 the combat goes on while neither side is beaten', () => {
    expect(roundOutcome(fine, fine)).toEqual({ kind: 'continue' });
  });
  it('7.5.2.10.1 a broken or eliminated side loses', () => {
    expect(roundOutcome(fine, broken)).toMatchObject({ kind: 'victory', victor: 'attacker', leadersCaptured: false });
    expect(roundOutcome(gone, fine)).toMatchObject({ kind: 'victory', victor: 'defender', loserEliminated: true, leadersCaptured: true });
  });
  it('7.5.2.10.1.2 a pinning force wiped out beats the whole side and loses its leaders', () => {
    expect(roundOutcome(pinGone, fine)).toMatchObject({ kind: 'victory', victor: 'defender', rule: '7.5.2.10.1.2', loserEliminated: false, leadersCaptured: true });
  });
  it('7.5.2.10.4.1 break and eliminated: the broken side wins', () => {
    expect(roundOutcome(broken, gone)).toMatchObject({ kind: 'victory', victor: 'attacker', rule: '7.5.2.10.4.1', breakAndEliminated: true });
    expect(roundOutcome(pinGone, broken)).toMatchObject({ kind: 'victory', victor: 'defender', breakAndEliminated: true });
  });
  it('7.5.2.10.4.2 both break with survivors: nobody wins', () => {
    expect(roundOutcome(broken, broken)).toEqual({ kind: 'bothBreak', rule: '7.5.2.10.4.2' });
    expect(roundOutcome(gone, gone).kind).toBe('bothEliminated');
  });
  it('7.5.2.10.4.1 a side that lost only its pinning force beats an enemy wiped out the same round', () => {
    expect(roundOutcome(pinGone, gone)).toMatchObject({ kind: 'victory', victor: 'attacker', breakAndEliminated: true, loserEliminated: true });
  });
});

describe('7.5.2.10.1.3 political points', () => {
  const corps = (n: number, size = 10) => Array.from({ length: n }, (_, i) => testUnit(`c${i}`, 'austria', { infantry: size }));
  it('7.5.2.10.1.3 half a point per corps, rounded up', () => {
    expect(fieldPoliticalPoints(corps(3), null, null)).toMatchObject({ victor: 2, loser: -2, corpsCounted: 3 });
    expect(fieldPoliticalPoints(corps(1), null, null)).toMatchObject({ victor: 1, loser: -1 });
  });
  it('7.5.2.10.1.3 a corps over 20 factors counts as two; the total stops at 3', () => {
    expect(fieldPoliticalPoints(corps(1, 21), null, null).corpsCounted).toBe(2);
    expect(fieldPoliticalPoints(corps(1, 20), null, null).corpsCounted).toBe(1);
    expect(fieldPoliticalPoints(corps(9), null, null)).toMatchObject({ victor: 3, loser: -3 });
  });
  it('7.5.2.10.1.3.1-2 Napoleon: +1 when he wins, a further -2 when he loses', () => {
    const nap = testLeader('napoleon', 'france', 5, 5);
    expect(fieldPoliticalPoints(corps(4), nap, null)).toMatchObject({ victor: 3, loser: -2 });
    expect(fieldPoliticalPoints(corps(4), null, nap)).toMatchObject({ victor: 2, loser: -4 });
  });
  it('7.5.2.10.1.3 garrisons and irregulars are not corps', () => {
    const g = { id: 'g', kind: 'garrison' as const, power: 'austria' as const, nationality: 'austria', factors: { infantry: 3 } };
    expect(fieldPoliticalPoints([g], null, null).corpsCounted).toBe(0);
  });
});

describe('7.5.2.10.2 pursuit', () => {
  const victor = [testUnit('v', 'france', { infantry: 10, cavalry: 10 })];
  const loser = [testUnit('l', 'austria', { infantry: 30 })];
  const base = { victorUnits: victor, victorLeaders: [], victorMoraleLoss: 0.7, loserUnits: loser, roundsCompleted: 2, day: 1, terrain: 'clear' as const, die: 5 };
  it('7.5.2.10.2.1 class from the victor morale loss and rounds; 3+ on later days', () => {
    expect(pursue(base).pursuitClass).toBe(5);
    expect(pursue({ ...base, day: 2 }).pursuitClass).toBe(4);
    expect(pursue({ ...base, afterWithdrawal: true }).pursuitClass).toBe(1);
  });
  it('7.5.2.10.2.2.2-3 forest, mountain, desert -1; marsh -2; below class 1 no pursuit', () => {
    expect(pursue({ ...base, terrain: 'forest' }).pursuitClass).toBe(4);
    expect(pursue({ ...base, terrain: 'marsh' }).pursuitClass).toBe(3);
    const none = pursue({ ...base, afterWithdrawal: true, terrain: 'marsh' });
    expect(none.pursuitClass).toBe(-1);
    expect(none.points).toBe(0);
    expect(none.allocation).toEqual([]);
  });
  it('7.5.2.10.2.2.4 below class 1 no pursuit, however high the die: class 0 (withdrawal 1, forest -1) with a 6 and a cavalry leader takes nothing', () => {
    const murat = testLeader('murat', 'france', 3, 3, 4, true);
    const p = pursue({ ...base, afterWithdrawal: true, terrain: 'forest', die: 6, victorLeaders: [murat] });
    expect(p.pursuitClass).toBe(0);
    expect(p.modifiedDie).toBe(7);
    expect(p.lossPercent).toBe(0);
    expect(p.points).toBe(0);
  });
  it('7.5.2.10.2.2.1 a cavalry leader adds 1 if his own nation has cavalry pursuing', () => {
    const murat = testLeader('murat', 'france', 3, 3, 4, true);
    expect(pursue({ ...base, victorLeaders: [murat] }).modifiedDie).toBe(6);
    const foreign = testLeader('platov', 'russia', 2, 2, 1, true);
    expect(pursue({ ...base, victorLeaders: [foreign] }).modifiedDie).toBe(5);
  });
  it('7.5.2.10.2.3 the percentage is of the victor cavalry; losses at 1 cavalry = 3 infantry', () => {
    const p = pursue(base); // class 5, die 5: 60% of 10 cavalry
    expect(p.lossPercent).toBe(60);
    expect(p.points).toBe(6);
    expect(p.allocation).toEqual([{ unit: 'l', type: 'infantry', count: 18 }]);
    expect(p.loserEliminated).toBe(false);
  });
});
