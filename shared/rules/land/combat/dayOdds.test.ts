import { describe, expect, it } from 'vitest';
import { dayOdds, dayOddsTable, roundForEveryDie } from './dayOdds';
import { odds } from './odds';
import { prepareDay, resolveRound } from './resolve';
import { testContext, testForce, testLeader, testUnit, withRules } from './testing';
import type { DayState } from './day';
import type { CombatContext } from './types';

// Issue 15: the chit preview's whole-day odds.

const napoleon = testContext(
  // the case: 55 factors under Napoleon against 18
  testForce([testUnit('a', 'france', { infantry: 20, cavalry: 4 }), testUnit('b', 'france', { infantry: 15, cavalry: 2 }), testUnit('c', 'france', { guard: 12, cavalry: 2 })], testLeader('napoleon', 'france', 5, 6)),
  testForce([testUnit('d', 'austria', { infantry: 12, militia: 6 })], testLeader('mack', 'austria', 1, 1)),
);
const even = testContext(
  testForce([testUnit('a', 'france', { infantry: 12, cavalry: 2 })], testLeader('fr', 'france', 3, 3)),
  testForce([testUnit('d', 'austria', { infantry: 12, cavalry: 2 })], testLeader('au', 'austria', 3, 3)),
);

describe('issue 15 / 7.5.2.9 one round for every die pair', () => {
  // The fact the simulation rests on: each side's fate depends on the enemy's die only.
  const cases: [string, CombatContext, Parameters<typeof prepareDay>[1]][] = [
    ['assault against defend', napoleon, { attacker: 'assault', defender: 'defend' }],
    ['echelon against cordon, cavalry superiority on', { ...even, options: withRules('cavalrySuperiority') }, { attacker: 'echelon', defender: 'cordon' }],
    ['outflank against counterattack, pinning force only', napoleon, { attacker: 'outflank', defender: 'counterattack', outflanking: ['c'] }],
  ];
  for (const [name, ctx, chits] of cases) {
    it(`7.5.2.9 ${name}: the 36 pairs composed from six rounds equal 36 rounds resolved one by one, for three rounds`, () => {
      const p = prepareDay(ctx, chits);
      if (!p.ok) throw new Error(p.detail);
      let states: DayState[] = [p.value.state];
      for (let r = 0; r < 3; r++) {
        const next: DayState[] = [];
        for (const s of states) {
          const all = roundForEveryDie(ctx, s);
          if (!all.ok) throw new Error(all.detail);
          for (let a = 1; a <= 6; a++)
            for (let d = 1; d <= 6; d++) {
              const one = resolveRound(ctx, s, { attacker: a, defender: d });
              if (!one.ok) throw new Error(one.detail);
              const got = all.value[6 * (a - 1) + (d - 1)]!;
              expect(got.outcome).toEqual(one.value.outcome);
              expect(got.state).toEqual(one.value.state);
              if (one.value.outcome.kind === 'continue' && (a + d) % 7 === 0) next.push(one.value.state);
            }
        }
        states = next.slice(0, 3);
      }
    });
  }
});

describe('issue 15 / 7.5.2 whole-day odds', () => {
  it('7.5.2.10 the ways a day can end add up to 1, and each side breaks at least as often as it loses by breaking', () => {
    for (const [a, d] of [['assault', 'defend'], ['echelon', 'cordon'], ['probe', 'counterattack'], ['escalated-assault', 'withdraw']] as const) {
      const o = dayOdds(even, a, d);
      if (!o.ok) throw new Error(o.detail);
      const e = o.value.ends;
      expect(e.avoided + e.victory.attacker + e.victory.defender + e.bothBreak + e.bothEliminated + e.withdrew + e.undecided).toBeCloseTo(1, 9);
      expect(o.value.breaks.attacker).toBeGreaterThanOrEqual(e.bothBreak - 1e-9);
      expect(o.value.days).toBe(2000);
    }
  });

  it('7.5.2.5.2.1 Withdraw against Probe: the defender always gets away, nothing is fought or lost', () => {
    const o = dayOdds(even, 'probe', 'withdraw');
    if (!o.ok) throw new Error(o.detail);
    expect(o.value.ends.avoided).toBe(1);
    expect(o.value.expectedLosses).toEqual({ attacker: 0, defender: 0 });
    expect(o.value.rounds).toBe(0);
  });

  it('7.5.2.5.2.2 Withdraw against Assault: the defender gets away as often as its commander\'s roll passes (strategic 1 of 6)', () => {
    const o = dayOdds(napoleon, 'assault', 'withdraw');
    if (!o.ok) throw new Error(o.detail);
    expect(o.value.ends.avoided).toBeCloseTo(1 / 6, 9);
  });

  it('7.5.2.10 a day is at least as decisive as its first round: a first-round victory is a day\'s victory, losses only add up', () => {
    for (const [a, d] of [['echelon', 'cordon'], ['assault', 'counterattack']] as const) {
      const first = odds(napoleon, a, d);
      const day = dayOdds(napoleon, a, d);
      if (!first.ok || !day.ok) throw new Error('refused');
      // within the simulation's error (2,000 days: about a point)
      for (const side of ['attacker', 'defender'] as const) {
        expect(day.value.ends.victory[side]).toBeGreaterThan(first.value.victory[side] - 0.03);
        expect(day.value.expectedLosses[side]).toBeGreaterThan(first.value.expectedLosses[side] - 0.2);
      }
      const e = day.value.ends;
      expect(e.victory.attacker + e.victory.defender + e.bothBreak).toBeGreaterThan(first.value.victory.attacker + first.value.victory.defender + first.value.bothBreak);
    }
  });

  it('7.5.2.9.1 the issue\'s case: Assault against Defend does not use the Commander Chart, and the preview says Napoleon\'s edge is lost', () => {
    const o = dayOdds(napoleon, 'assault', 'defend');
    if (!o.ok) throw new Error(o.detail);
    expect(o.value.flags).toEqual([expect.objectContaining({ kind: 'commanderOff', side: 'attacker', rule: '7.5.2.9.1' })]);
    expect(o.value.flags[0]!.text).toMatch(/attacker's commander modifier \(\+\d\) does not count/);
    // a pairing on the Commander Chart carries no such flag
    const e = dayOdds(napoleon, 'echelon', 'cordon');
    expect(e.ok && e.value.flags.filter((f) => f.kind === 'commanderOff')).toEqual([]);
    // equal commanders have no edge to lose: no flag
    const level = dayOdds(even, 'assault', 'defend');
    expect(level.ok && level.value.flags).toEqual([]);
  });

  it('a seeded simulation: the same battle reads the same, another seed differs only within the sampling error', () => {
    const a = dayOdds(even, 'assault', 'counterattack');
    const b = dayOdds(even, 'assault', 'counterattack');
    const c = dayOdds(even, 'assault', 'counterattack', [], 2000, 7);
    if (!a.ok || !b.ok || !c.ok) throw new Error('refused');
    expect(b.value).toEqual(a.value);
    // 2,000 days: a chance of ½ has a standard error near 1.1 points; allow 4.5 points
    expect(Math.abs(c.value.ends.victory.attacker - a.value.ends.victory.attacker)).toBeLessThan(0.045);
  });

  it('the simulation agrees with an exact count of the first two rounds (rounds 1 and 2 enumerated over all 1,296 dice)', () => {
    // exact chance that the day is decided by the end of round 2, by enumeration of every die pair
    const p = prepareDay(even, { attacker: 'assault', defender: 'counterattack' });
    if (!p.ok) throw new Error(p.detail);
    let decided = 0;
    const r1 = roundForEveryDie(even, p.value.state);
    if (!r1.ok) throw new Error(r1.detail);
    for (const x of r1.value) {
      if (x.outcome.kind !== 'continue') {
        decided += 1 / 36;
        continue;
      }
      const r2 = roundForEveryDie(even, x.state);
      if (!r2.ok) throw new Error(r2.detail);
      decided += r2.value.filter((y) => y.outcome.kind !== 'continue').length / 36 / 36;
    }
    const o = dayOdds(even, 'assault', 'counterattack');
    if (!o.ok) throw new Error(o.detail);
    const e = o.value.ends;
    const decidedByDay = e.victory.attacker + e.victory.defender + e.bothBreak + e.bothEliminated;
    // a day decided by round 2 is decided by its end; round 3 decides some more
    expect(decidedByDay).toBeGreaterThan(decided - 0.03);
    expect(decided).toBeGreaterThan(0.05);
  });

  it('the table: every legal pair of chits, pairs with the same chart cell simulated once', () => {
    const rows = dayOddsTable(even);
    expect(rows.length).toBeGreaterThanOrEqual(20);
    const esc = rows.find((r) => r.attackerChit === 'escalated-assault' && r.defenderChit === 'counterattack');
    const mirror = rows.find((r) => r.attackerChit === 'assault' && r.defenderChit === 'escalated-counterattack');
    if (esc && mirror) expect(esc.ends).toBe(mirror.ends);
  });
});
