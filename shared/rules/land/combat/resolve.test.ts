import { describe, expect, it } from 'vitest';
import { prepareDay, resolveDay, resolveRound } from './resolve';
import { firingStrength } from './day';
import { testContext, testForce, testLeader, testUnit } from './testing';
import { unitsTotal } from './strength';

const fr = testLeader('fr', 'france', 3, 2);
const au = testLeader('au', 'austria', 2, 2);
const inf = (id: string, power: 'france' | 'austria', n: number) => testUnit(id, power, { infantry: n });

describe('7.5.2.10.4 a day of field combat: unusual outcomes', () => {
  it('7.5.2.10.4.2 both break with survivors: no victor, no pursuit, no political points', () => {
    const ctx = testContext(testForce([inf('a', 'france', 20)], fr), testForce([inf('d', 'austria', 20)], au), { day: 2 });
    const r = resolveDay(ctx, { attacker: 'assault', defender: 'cordon' }, { rounds: [{ attacker: 6, defender: 6 }] }, { earlier: { base: { attacker: 3.5, defender: 3.5 }, moraleLoss: { attacker: 2.9, defender: 2.9 } } });
    if (!r.ok) throw new Error(r.detail);
    expect(r.value.prepared.morale.attacker.final.value).toBe(3.0);
    expect(r.value.end).toEqual({ kind: 'decided', outcome: { kind: 'bothBreak', rule: '7.5.2.10.4.2' } });
    expect(r.value.pursuit).toBeUndefined();
    expect(r.value.politicalPoints).toBeUndefined();
  });

  it('7.5.2.10.4.1 break and eliminated: the broken defender wins over the wiped-out attacker', () => {
    const ctx = testContext(testForce([inf('a', 'france', 1)], fr), testForce([inf('d', 'austria', 40)], au), { day: 2 });
    const r = resolveDay(ctx, { attacker: 'assault', defender: 'cordon' }, { rounds: [{ attacker: 6, defender: 6 }] }, { earlier: { base: { attacker: 3.5, defender: 3.5 }, moraleLoss: { attacker: 0, defender: 2.0 } } });
    if (!r.ok) throw new Error(r.detail);
    const one = r.value.rounds[0];
    expect(one?.defender.standing.broken).toBe(true);
    expect(one?.attacker.standing.eliminated).toBe(true);
    expect(r.value.end).toMatchObject({ kind: 'decided', outcome: { kind: 'victory', victor: 'defender', rule: '7.5.2.10.4.1', breakAndEliminated: true, leadersCaptured: true } });
    expect(r.value.politicalPoints).toMatchObject({ victor: 1, loser: -1 });
    expect(r.value.pursuit).toBeUndefined(); // nothing left to pursue
  });

  it('7.5.2.10.1.2 a pinning force wiped out before arrival: the whole side is beaten, excess losses hit the outflankers', () => {
    const attacker = testForce([inf('pin', 'france', 1), testUnit('flank', 'france', { infantry: 10, cavalry: 2 })], fr);
    const ctx = testContext(attacker, testForce([inf('d', 'austria', 40), testUnit('dc', 'austria', { cavalry: 4 })], au));
    const r = resolveDay(ctx, { attacker: 'outflank', defender: 'counterattack', outflanking: ['flank'] }, { rounds: [{ attacker: 1, defender: 6 }], pursuit: 3 });
    if (!r.ok) throw new Error(r.detail);
    const one = r.value.rounds[0];
    expect(one?.defender.inflicted).toBe(4); // 10% of 44
    expect(one?.attacker.losses).toEqual([{ unit: 'pin', type: 'infantry', count: 1 }]);
    expect(one?.attacker.excessLosses.reduce((n, l) => n + l.count, 0)).toBe(3);
    expect(one?.attacker.brokenBy).toContain('7.5.2.10.1.2');
    expect(r.value.end).toMatchObject({ kind: 'decided', outcome: { victor: 'defender', rule: '7.5.2.10.1.2', leadersCaptured: true, loserEliminated: false } });
    // the outflankers that never arrived are pursued and their corps count for points (2 corps: 1 point)
    expect(r.value.pursuit?.victorCavalry).toBe(4);
    expect(r.value.politicalPoints).toMatchObject({ victor: 1, corpsCounted: 2 });
  });

  it('7.5.2.10.1.2.2 excess losses that also wipe out the outflankers eliminate the whole side', () => {
    const attacker = testForce([inf('pin', 'france', 1), inf('flank', 'france', 2)], fr);
    const ctx = testContext(attacker, testForce([inf('d', 'austria', 40)], au));
    const r = resolveDay(ctx, { attacker: 'outflank', defender: 'counterattack', outflanking: ['flank'] }, { rounds: [{ attacker: 1, defender: 6 }] });
    if (!r.ok) throw new Error(r.detail);
    expect(r.value.end).toMatchObject({ kind: 'decided', outcome: { victor: 'defender', loserEliminated: true, leadersCaptured: true } });
    expect(unitsTotal(r.value.state.attacker.units)).toBe(0);
  });

  it('7.5.2.12.2 outflank against withdraw: no arrival after round 1 and the defender slips away', () => {
    const attacker = testForce([inf('a1', 'france', 10), inf('a2', 'france', 10)], fr);
    const ctx = testContext(attacker, testForce([inf('d', 'austria', 20)], au));
    const r = resolveDay(ctx, { attacker: 'outflank', defender: 'withdraw', outflanking: ['a2'] }, { withdrawal: [6], rounds: [{ attacker: 3, defender: 3 }], arrival: [6] });
    if (!r.ok) throw new Error(r.detail);
    expect(r.value.prepared.withdrawal?.avoided).toBe(false);
    expect(r.value.rounds).toHaveLength(1);
    expect(r.value.end).toEqual({ kind: 'withdrew', rule: '7.5.2.12.2', afterRound: 1 });
  });

  it('7.5.2.5.1 a successful withdrawal avoids the battle', () => {
    const ctx = testContext(testForce([inf('a', 'france', 10)], fr), testForce([inf('d', 'austria', 10)], au));
    const r = resolveDay(ctx, { attacker: 'probe', defender: 'withdraw' }, { rounds: [] });
    expect(r).toMatchObject({ ok: true, value: { end: { kind: 'avoided' }, rounds: [] } });
  });

  it('7.5.2.13 three rounds without a decision end the day; morale losses carry', () => {
    const ctx = testContext(testForce([inf('a', 'france', 20)], fr), testForce([inf('d', 'austria', 20)], au));
    const r = resolveDay(ctx, { attacker: 'probe', defender: 'defend' }, { rounds: [{ attacker: 1, defender: 1 }, { attacker: 1, defender: 1 }, { attacker: 1, defender: 1 }] });
    if (!r.ok) throw new Error(r.detail);
    expect(r.value.end.kind).toBe('dayOver');
    expect(r.value.rounds).toHaveLength(3);
    expect(r.value.state.round).toBe(3);
  });
});

describe('7.5.2.9 a round, checked inputs', () => {
  const ctx = testContext(testForce([inf('a', 'france', 20)], fr), testForce([inf('d', 'austria', 20)], au));
  const prep = prepareDay(ctx, { attacker: 'assault', defender: 'cordon' });
  if (!prep.ok) throw new Error('refused');
  const state = prep.value.state;

  it('7.5.2.9 dice must be 1-6; a day has three rounds', () => {
    expect(resolveRound(ctx, state, { attacker: 0, defender: 3 })).toMatchObject({ ok: false, code: 'malformed' });
    expect(resolveRound(ctx, { ...state, round: 3 }, { attacker: 1, defender: 3 })).toMatchObject({ ok: false, rule: '7.5.2.13' });
  });

  it('7.5.2.9.1.2 an under-declared rating moves the Commander Chart; an over-declared one is refused', () => {
    const strong = testContext(testForce([inf('a', 'france', 20)], testLeader('x', 'france', 3, 4)), testForce([inf('d', 'austria', 20)], au));
    const p = prepareDay(strong, { attacker: 'assault', defender: 'cordon' });
    if (!p.ok) throw new Error('refused');
    const full = resolveRound(strong, p.value.state, { attacker: 3, defender: 3 });
    const low = resolveRound(strong, p.value.state, { attacker: 3, defender: 3 }, { declaredTactical: { attacker: 2 } });
    expect(full.ok && full.value.attacker.modifiers.total).toBe(1);
    expect(low.ok && low.value.attacker.modifiers.total).toBe(0);
    expect(resolveRound(strong, p.value.state, { attacker: 3, defender: 3 }, { declaredTactical: { attacker: 5 } })).toMatchObject({ ok: false, rule: '7.5.2.9.1.2' });
  });

  it('7.5.2.9.2 a player allocation is checked; an illegal one refuses the round', () => {
    const r = resolveRound(ctx, state, { attacker: 6, defender: 1 }, { losses: { defender: [{ unit: 'd', type: 'infantry', count: 1 }] } });
    expect(r).toMatchObject({ ok: false, rule: '7.5.2.9.2' });
    const good = resolveRound(ctx, state, { attacker: 6, defender: 1 }, { losses: { defender: [{ unit: 'd', type: 'infantry', count: 3 }] } });
    expect(good.ok && unitsTotal(good.value.state.defender.units)).toBe(17);
  });

  it('7.5.2.7.2 firing strength doubles arrived outflankers only', () => {
    const s = { ...state.attacker, units: [inf('p', 'france', 10), inf('o', 'france', 5)], outflanking: ['o'] };
    expect(firingStrength(s)).toBe(10);
    expect(firingStrength({ ...s, arrived: true })).toBe(20);
  });

  it('7.5.2.6.2 final morale drops 0.5 a day after the first', () => {
    const p2 = prepareDay({ ...ctx, day: 3 }, { attacker: 'assault', defender: 'cordon' }, [], { base: { attacker: 4.0, defender: 3.0 }, moraleLoss: { attacker: 1, defender: 0.5 } });
    expect(p2.ok && p2.value.state.attacker.finalMorale).toBe(3.0);
    expect(p2.ok && p2.value.state.defender.moraleLoss).toBe(0.5);
  });

  it('7.5.2.2 a division is refused when no side outflanks', () => {
    expect(prepareDay(ctx, { attacker: 'assault', defender: 'cordon', outflanking: ['a'] })).toMatchObject({ ok: false, rule: '7.5.2.2' });
  });
});

describe('7.5.2 charts come from the bundle in the context', () => {
  it('7.5.2.9 a data pack replacing the Combat Resolution Chart changes the result', async () => {
    const { DEFAULT_CHARTS, parseCharts } = await import('../../../data/charts');
    const chart = structuredClone(DEFAULT_CHARTS['combat-resolution']);
    chart.tables['4-1'] = chart.tables['4-1'].map(() => ({ loss: 25 as const, morale: 0.1 }));
    const pack = parseCharts({ 'combat-resolution.json': chart }, DEFAULT_CHARTS);
    if (!pack.ok) throw new Error('pack invalid');
    const ctx = testContext(testForce([inf('a', 'france', 20)], fr), testForce([inf('d', 'austria', 20)], au));
    const shipped = resolveDay(ctx, { attacker: 'assault', defender: 'cordon' }, { rounds: [{ attacker: 1, defender: 1 }, { attacker: 1, defender: 1 }, { attacker: 1, defender: 1 }] });
    const modded = resolveDay({ ...ctx, charts: pack.charts }, { attacker: 'assault', defender: 'cordon' }, { rounds: [{ attacker: 1, defender: 1 }, { attacker: 1, defender: 1 }, { attacker: 1, defender: 1 }] });
    expect(shipped.ok && shipped.value.rounds[0]?.attacker.result).toEqual({ lossPercent: 5, moraleLoss: 0.2 });
    expect(modded.ok && modded.value.rounds[0]?.attacker.result).toEqual({ lossPercent: 25, moraleLoss: 0.1 });
  });
});

describe('7.5.2.5 a failed withdrawal is fought on the withdraw column', () => {
  it('7.5.2.5.2.2 assault v withdraw, roll failed: the attacker fires on 4-2, the defender on 1-1', () => {
    const ctx = testContext(testForce([inf('a', 'france', 20)], fr), testForce([inf('d', 'austria', 20)], au));
    const r = resolveDay(ctx, { attacker: 'assault', defender: 'withdraw' }, { withdrawal: [5], rounds: [{ attacker: 1, defender: 1 }, { attacker: 1, defender: 1 }, { attacker: 1, defender: 1 }] });
    if (!r.ok) throw new Error(r.detail);
    expect(r.value.prepared.withdrawal?.rolls[0]).toMatchObject({ rating: 2, die: 5, success: false });
    expect(r.value.rounds[0]?.attacker.table.table).toBe('4-2');
    expect(r.value.rounds[0]?.defender.table.table).toBe('1-1');
  });
});
