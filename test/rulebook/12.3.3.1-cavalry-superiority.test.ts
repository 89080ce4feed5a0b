import { describe, expect, it } from 'vitest';
import { prepareDay, resolveRound, testContext, testForce, testLeader, testUnit, withRules } from '../../shared/rules/land/combat';

const fr = testLeader('fr', 'france', 3, 2);
const au = testLeader('au', 'austria', 2, 2);

describe('12.3.3.1 cavalry superiority (optional)', () => {
  const attacker = testForce([testUnit('pin', 'france', { infantry: 10, cavalry: 2 }), testUnit('flank', 'france', { cavalry: 8 })], fr);
  const defender = testForce([testUnit('d', 'austria', { infantry: 20, cavalry: 3 })], au);
  const ctx = testContext(attacker, defender, { options: withRules('cavalrySuperiority') });
  const p = prepareDay(ctx, { attacker: 'outflank', defender: 'counterattack', outflanking: ['flank'] });
  if (!p.ok) throw new Error('refused');

  it('12.3.3.1 cavalry away on the flank does not count: 2 v 3 gives nobody +1', () => {
    const r = resolveRound(ctx, p.value.state, { attacker: 3, defender: 3 });
    expect(r.ok && r.value.attacker.modifiers.total).toBe(0);
    expect(r.ok && r.value.defender.modifiers.total).toBe(0);
  });

  it('12.3.3.1 once arrived it counts once, not doubled: 10 v 3 gives the attacker +1', () => {
    const arrived = { ...p.value.state, round: 1, attacker: { ...p.value.state.attacker, arrived: true } };
    const r = resolveRound(ctx, arrived, { attacker: 3, defender: 3 });
    expect(r.ok && r.value.attacker.modifiers.parts.map((m) => m.rule)).toEqual(['12.3.3.1']);
    expect(r.ok && r.value.attacker.firingStrength).toBe(12 + 2 * 8);
  });
});
