import { describe, expect, it } from 'vitest';
import { endOfDay } from './endOfDay';
import { resolveDay } from './resolve';
import { unitsTotal } from './strength';
import { testContext, testForce, testLeader, testUnit } from './testing';

const fr = testLeader('fr', 'france', 3, 2);
const au = testLeader('au', 'austria', 2, 2);
const ctx = testContext(
  testForce([testUnit('a1', 'france', { infantry: 15 }), testUnit('a2', 'france', { infantry: 10, cavalry: 3 })], fr),
  testForce([testUnit('d', 'austria', { infantry: 25 })], au),
);
const quiet = { rounds: [1, 2, 3].map(() => ({ attacker: 1, defender: 1 })), arrival: [6, 6] };
const first = resolveDay(ctx, { attacker: 'outflank', defender: 'counterattack', outflanking: ['a2'] }, quiet);
if (!first.ok) throw new Error(first.detail);

describe('7.5.2.13 end of day', () => {
  it('7.5.2.13.2 both fight: day 2 with every unit back together and the morale carried', () => {
    expect(first.value.end.kind).toBe('dayOver');
    expect(first.value.state.attacker.arrived).toBe(false);
    const next = endOfDay(ctx, first.value, { attacker: 'fight', defender: 'fight' });
    if (!next.ok || next.value.kind !== 'newDay') throw new Error('expected a new day');
    expect(next.value.context.day).toBe(2);
    expect(next.value.earlier.base).toEqual(first.value.prepared.baseValue);
    const day2 = resolveDay(next.value.context, { attacker: 'assault', defender: 'defend' }, { rounds: quiet.rounds, pursuit: 1 }, { earlier: next.value.earlier });
    if (!day2.ok) throw new Error(day2.detail);
    // 7.5.2.13.2.2 the outflankers fight from the first round of day 2
    const a2 = next.value.context.attacker.units.find((u) => u.id === 'a2');
    expect(a2 && unitsTotal([a2])).toBe(13); // away all day 1, untouched
    expect(day2.value.rounds[0]?.attacker.firingStrength).toBe(unitsTotal(next.value.context.attacker.units));
    // 7.5.2.13.2.1 final morale is the first day's base less 0.5
    expect(day2.value.prepared.morale.attacker.final.value).toBe(first.value.prepared.baseValue.attacker - 0.5);
    expect(day2.value.state.attacker.moraleLoss).toBeGreaterThanOrEqual(first.value.state.attacker.moraleLoss);
  });

  it('7.5.2.13.1 a lone withdrawal may be pursued by the other side; both withdrawing, nobody pursues', () => {
    expect(endOfDay(ctx, first.value, { attacker: 'fight', defender: 'withdraw' })).toMatchObject({ ok: true, value: { kind: 'withdrawal', withdrawing: ['defender'], pursuer: 'attacker' } });
    expect(endOfDay(ctx, first.value, { attacker: 'withdraw', defender: 'withdraw' })).toMatchObject({ ok: true, value: { withdrawing: ['attacker', 'defender'], pursuer: null } });
  });

  it('7.5.2.13 refused after a decided day', () => {
    const won = resolveDay(ctx, { attacker: 'probe', defender: 'withdraw' }, { rounds: [] });
    expect(won.ok && endOfDay(ctx, won.value, { attacker: 'fight', defender: 'fight' })).toMatchObject({ ok: false, rule: '7.5.2.13' });
  });
});
