import { describe, expect, it } from 'vitest';
import { resolveDay, testContext, testForce, testLeader, testUnit } from '../../shared/rules/land/combat';

// 7.5.2.7.2: a 20-factor pinning force and a 10-factor outflanking force against a
// counterattack. Our defender has 40 factors so that its 10% costs the attacker 4, as assumed.
const marshal = testLeader('marshal', 'france', 3, 3);
const attacker = testForce(
  [testUnit('pin-a', 'france', { infantry: 10 }), testUnit('pin-b', 'france', { infantry: 10 }), testUnit('flank', 'france', { infantry: 6, cavalry: 4 })],
  marshal,
);
const defender = testForce([testUnit('d1', 'austria', { infantry: 20 }), testUnit('d2', 'austria', { infantry: 20 })], testLeader('general', 'austria', 2, 3));

describe('7.5.2.7.2 outflanking tables example', () => {
  const day = resolveDay(
    testContext(attacker, defender),
    { attacker: 'outflank', defender: 'counterattack', outflanking: ['flank'] },
    { rounds: [{ attacker: 1, defender: 4 }, { attacker: 1, defender: 1 }, { attacker: 1, defender: 1 }], arrival: [1], pursuit: 1 },
  );
  if (!day.ok) throw new Error(`refused ${day.rule} ${day.detail}`);
  const [one, two] = day.value.rounds;

  it('7.5.2.7.2 round one: the 20 pinning factors fire on 2-1, all 40 defenders on 2-3', () => {
    expect(one?.attacker.table.table).toBe('2-1');
    expect(one?.attacker.firingStrength).toBe(20);
    expect(one?.defender.table.table).toBe('2-3');
    expect(one?.defender.firingStrength).toBe(40);
  });

  it('7.5.2.7.2 the attacker loses 4, all from the pinning force', () => {
    expect(one?.attacker.losses.reduce((n, l) => n + l.count, 0)).toBe(4);
    expect(one?.attacker.losses.every((l) => l.unit !== 'flank')).toBe(true);
  });

  it('7.5.2.7.2 the outflankers arrive; round two: 16 + 2 x 10 = 36 factors on 4-4, the defender on 3-1', () => {
    expect(day.value.arrivals[0]).toMatchObject({ afterRound: 1, arrived: true });
    expect(two?.attacker.table.table).toBe('4-4');
    expect(two?.attacker.firingStrength).toBe(36);
    expect(two?.defender.table.table).toBe('3-1');
  });

  it('7.5.2.7.2 without arrival the second round stays on the first set with the pinning force alone', () => {
    const late = resolveDay(
      testContext(attacker, defender),
      { attacker: 'outflank', defender: 'counterattack', outflanking: ['flank'] },
      { rounds: [{ attacker: 1, defender: 4 }, { attacker: 1, defender: 1 }, { attacker: 1, defender: 1 }], arrival: [6, 6], pursuit: 1 },
    );
    if (!late.ok) throw new Error('refused');
    expect(late.value.rounds[1]?.attacker.table.table).toBe('2-1');
    expect(late.value.rounds[1]?.attacker.firingStrength).toBe(16);
    // 7.5.2.12.1.3 the second roll is at +2: strategic 3 + 2 = 5, so a 6 still fails
    expect(late.value.arrivals[1]).toMatchObject({ afterRound: 2, rating: 5, arrived: false });
  });
});
