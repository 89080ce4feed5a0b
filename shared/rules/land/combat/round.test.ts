import { describe, expect, it } from 'vitest';
import { prepareDay, resolveRound } from './resolve';
import { testContext, testForce, testLeader, testUnit, withRules } from './testing';
import { unitsTotal } from './strength';
import type { CombatContext } from './types';

const au = testLeader('au', 'austria', 2, 2);
const inf = (id: string, power: 'france' | 'austria', n: number, tactical = 1) => testUnit(id, power, { infantry: n }, { tactical });

function start(ctx: CombatContext) {
  const p = prepareDay(ctx, { attacker: 'assault', defender: 'cordon' });
  if (!p.ok) throw new Error(p.detail);
  return p.value.state;
}

describe('7.5.2.9 rounds one after another', () => {
  // no French commander: the side's rating is its best corps' own (10.6.1)
  const ctx = testContext(testForce([inf('good', 'france', 1, 3), inf('poor', 'france', 20, 1)]), testForce([inf('d', 'austria', 20)], au));
  const dice = { attacker: 3, defender: 6 };

  /** Round 1 with the good corps' one factor among the French losses. */
  function firstRound() {
    const state = start(ctx);
    const trial = resolveRound(ctx, state, dice);
    if (!trial.ok) throw new Error(trial.detail);
    const due = trial.value.defender.inflicted;
    expect(due).toBeGreaterThan(0);
    const rest = due > 1 ? [{ unit: 'poor', type: 'infantry' as const, count: due - 1 }] : [];
    const r1 = resolveRound(ctx, state, dice, { losses: { attacker: [{ unit: 'good', type: 'infantry', count: 1 }, ...rest] } });
    if (!r1.ok) throw new Error(r1.detail);
    return r1.value;
  }

  it('7.5.2.9.1.1 the tactical rating is found again each round: the corps rated 3 is lost in round 1, so France fights round 2 at 1', () => {
    const r1 = firstRound();
    expect(r1.attacker.tactical.value).toBe(3);
    const q = resolveRound(ctx, r1.state, dice);
    if (!q.ok) throw new Error(q.detail);
    const r2 = q.value;
    expect(r2.attacker.tactical.value).toBe(1);
    // the Commander Chart reads the new ratings: 3 v 2 was worth more to France than 1 v 2
    expect(r2.attacker.modifiers.total).toBeLessThan(r1.attacker.modifiers.total);
  });

  it('7.5.2.9.2.3 factors lost in round 1 take no part in round 2: the French fire with what is left', () => {
    const r1 = firstRound();
    const q = resolveRound(ctx, r1.state, dice);
    if (!q.ok) throw new Error(q.detail);
    const r2 = q.value;
    expect(r2.attacker.firingStrength).toBe(21 - r1.defender.inflicted);
    expect(unitsTotal(r2.state.attacker.units.filter((u) => u.id === 'good'))).toBe(0);
  });

  it('7.5.2.9.3 morale losses are taken from the enemy result and add up from round to round', () => {
    const r1 = firstRound();
    const q = resolveRound(ctx, r1.state, dice);
    if (!q.ok) throw new Error(q.detail);
    const r2 = q.value;
    const m1 = r1.defender.result!.moraleLoss;
    const m2 = r2.defender.result!.moraleLoss;
    expect(m1).toBeGreaterThan(0);
    expect(r1.attacker.moraleLossAfter).toBeCloseTo(m1, 5);
    expect(r2.attacker.moraleLossBefore).toBeCloseTo(m1, 5);
    expect(r2.attacker.moraleLossAfter).toBeCloseTo(m1 + m2, 5);
    expect(r2.state.attacker.moraleLoss).toBeCloseTo(m1 + m2, 5);
  });

  it('7.5.2.10.1.1 the side whose morale loss reaches its final morale breaks at the end of the round, losing a cavalry factor', () => {
    const cav = testContext(testForce([testUnit('a', 'france', { infantry: 10, cavalry: 2 })]), testForce([inf('d', 'austria', 20)], au));
    const state = start(cav);
    const worn = { ...state, attacker: { ...state.attacker, moraleLoss: state.attacker.finalMorale - 0.1 } };
    const r = resolveRound(cav, worn, { attacker: 1, defender: 6 });
    if (!r.ok) throw new Error(r.detail);
    expect(r.value.attacker.brokenBy).toContain('7.5.2.10.1.1');
    expect(r.value.attacker.standing.broken).toBe(true);
    expect(r.value.attacker.losses.some((l) => l.type === 'cavalry')).toBe(true);
    // a round earlier, short of its final morale, the same side fights on
    const fresh = resolveRound(cav, state, { attacker: 1, defender: 6 });
    expect(fresh.ok && fresh.value.attacker.brokenBy).toEqual([]);
  });
});

describe('7.5.2.8 guard and artillery before the round is fought', () => {
  const options = withRules('guardCommitment', 'artilleryCorps');
  const french = testForce(
    [inf('line', 'france', 10), testUnit('garde', 'france', { guard: 4 }), testUnit('art', 'france', { artillery: 4 })],
    testLeader('fr', 'france', 3, 2),
  );
  const austrian = testForce([inf('d', 'austria', 20), testUnit('aart', 'austria', { artillery: 6 })], au);
  const ctx = testContext(french, austrian, { options });

  it('7.5.2.8 the guard is committed, then the guns bombard, then the round is fought by what is left: the French fire with 18 less their guard and bombardment losses', () => {
    const state = start(ctx);
    const r = resolveRound(
      ctx,
      state,
      { attacker: 3, defender: 3, guard: { attacker: 6 }, bombard: { defender: 6 } },
      { guard: { attacker: { power: 'france', shift: 1 } } },
    );
    if (!r.ok) throw new Error(r.detail);
    const a = r.value.attacker;
    const guardLost = a.guard!.lost.reduce((n, l) => n + l.count, 0);
    const bombarded = a.bombardmentLosses.reduce((n, l) => n + l.count, 0);
    expect(r.value.defender.bombardment!.inflicted).toBeGreaterThan(0);
    expect(bombarded).toBe(r.value.defender.bombardment!.inflicted);
    expect(a.firingStrength).toBe(18 - guardLost - bombarded);
    // the guard factors lost to the commitment were gone before the bombardment's losses were taken
    const guardLeft = 4 - guardLost;
    const guardBombarded = a.bombardmentLosses.filter((l) => l.type === 'guard').reduce((n, l) => n + l.count, 0);
    expect(guardBombarded).toBeLessThanOrEqual(guardLeft);
  });

  it("12.3.5.1 bombardment comes before the round, both sides at once: the French guns fire with all 4 factors though Austria's guns hit them first", () => {
    const guns = testContext(
      testForce([testUnit('art', 'france', { artillery: 4 }), inf('line', 'france', 1)]),
      testForce([testUnit('aart', 'austria', { artillery: 12 }), inf('d', 'austria', 10)], au),
      { options },
    );
    const state = start(guns);
    // the French owner takes the Austrian bombardment on the guns themselves
    const trial = resolveRound(guns, state, { attacker: 3, defender: 3, bombard: { attacker: 6, defender: 6 } });
    if (!trial.ok) throw new Error(trial.detail);
    const due = trial.value.defender.bombardment!.inflicted;
    expect(due).toBeGreaterThan(0);
    const r = resolveRound(
      guns,
      state,
      { attacker: 3, defender: 3, bombard: { attacker: 6, defender: 6 } },
      { bombardmentLosses: { attacker: [{ unit: 'art', type: 'artillery', count: Math.min(4, due) }] } },
    );
    if (!r.ok) throw new Error(r.detail);
    expect(r.value.attacker.bombardment!.artillery).toBe(4);
    expect(r.value.defender.bombardmentLosses.reduce((n, l) => n + l.count, 0)).toBe(r.value.attacker.bombardment!.inflicted);
    // 12.3.5.1 bombardment casualties take no part in the round that follows
    expect(r.value.attacker.firingStrength).toBe(5 - Math.min(4, due));
    expect(unitsTotal(r.value.state.attacker.units)).toBeLessThanOrEqual(5 - Math.min(4, due));
  });
});
