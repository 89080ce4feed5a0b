import { describe, expect, it } from 'vitest';
import { canCommitGuard, prepareDay, resolveRound, testContext, testForce, testLeader, testUnit, withRules } from '../../shared/rules/land/combat';
import { defaultOptions } from '../../shared/model';

const on = withRules('guardCommitment');
const fr = testLeader('fr', 'france', 3, 2);
const au = testLeader('au', 'austria', 2, 2);

function setup(guard: number, defenderSize = 20, prior = 0) {
  const ctx = testContext(
    testForce([testUnit('garde', 'france', { guard }), testUnit('line', 'france', { infantry: 20 })], fr),
    testForce([testUnit('d', 'austria', { infantry: defenderSize })], au),
    { options: on },
  );
  const p = prepareDay(ctx, { attacker: 'assault', defender: 'cordon' });
  if (!p.ok) throw new Error('refused');
  const state = { ...p.value.state, defender: { ...p.value.state.defender, moraleLoss: prior } };
  return { ctx, state };
}

describe('12.3.4 guard commitment (optional)', () => {
  it('12.3.4 only with the option, once a day', () => {
    const units = [testUnit('g', 'france', { guard: 4 })];
    expect(canCommitGuard(units, { power: 'france', shift: 1 }, defaultOptions(), false)).toMatchObject({ ok: false, rule: '12.3.4' });
    expect(canCommitGuard(units, { power: 'france', shift: 1 }, on, true)).toMatchObject({ ok: false, rule: '12.3.4' });
    expect(canCommitGuard(units, { power: 'france', shift: 2 }, on, false).ok).toBe(true);
  });

  it('12.3.4.3 +2 needs two French or Russian guard factors; British and Spanish guards never commit', () => {
    expect(canCommitGuard([testUnit('g', 'france', { guard: 1 })], { power: 'france', shift: 2 }, on, false)).toMatchObject({ ok: false, rule: '12.3.4.3' });
    expect(canCommitGuard([testUnit('g', 'austria', { guard: 4 })], { power: 'austria', shift: 2 }, on, false).ok).toBe(false);
    expect(canCommitGuard([testUnit('g', 'austria', { guard: 1 })], { power: 'austria', shift: 1 }, on, false).ok).toBe(true);
    expect(canCommitGuard([testUnit('g', 'britain', { guard: 4 })], { power: 'britain', shift: 1 }, on, false).ok).toBe(false);
  });

  it('12.3.4.4-5 guard lost on the table does not fight; losing every committed factor breaks the side unfired', () => {
    const { ctx, state } = setup(1);
    const r = resolveRound(ctx, state, { attacker: 6, defender: 1, guard: { attacker: 3 } }, { guard: { attacker: { power: 'france', shift: 1 } } });
    if (!r.ok) throw new Error(r.detail);
    expect(r.value.attacker.guard).toMatchObject({ allLost: true, lost: [{ unit: 'garde', type: 'guard', count: 1 }] });
    expect(r.value.attacker.result).toBeNull();
    expect(r.value.attacker.brokenBy).toContain('12.3.4.5');
    expect(r.value.outcome).toMatchObject({ kind: 'victory', victor: 'defender' });
  });

  it('12.3.4.2 a surviving guard shifts the morale level: 4-1 becomes 4-3 at +2', () => {
    const { ctx, state } = setup(6);
    const r = resolveRound(ctx, state, { attacker: 4, defender: 1, guard: { attacker: 1 } }, { guard: { attacker: { power: 'france', shift: 2 } } });
    if (!r.ok) throw new Error(r.detail);
    expect(r.value.attacker.guard?.lost).toEqual([{ unit: 'garde', type: 'guard', count: 1 }]);
    expect(r.value.attacker.table.table).toBe('4-3');
    expect(r.value.attacker.firingStrength).toBe(25);
    expect(r.value.state.attacker.guardCommitted).toBe(true);
  });

  it('12.3.4.6 if the enemy does not break that round, the committing side breaks', () => {
    const { ctx, state } = setup(6);
    const r = resolveRound(ctx, state, { attacker: 1, defender: 1, guard: { attacker: 1 } }, { guard: { attacker: { power: 'france', shift: 1 } } });
    expect(r.ok && r.value.attacker.brokenBy).toEqual(['12.3.4.6']);
    expect(r.ok && r.value.outcome).toMatchObject({ kind: 'victory', victor: 'defender' });
    const { ctx: c2, state: s2 } = setup(6, 20, 2.5);
    const win = resolveRound(c2, s2, { attacker: 4, defender: 1, guard: { attacker: 1 } }, { guard: { attacker: { power: 'france', shift: 1 } } });
    expect(win.ok && win.value.outcome).toMatchObject({ kind: 'victory', victor: 'attacker' });
  });

  it('12.3.4 a committed guard needs its die', () => {
    const { ctx, state } = setup(6);
    expect(resolveRound(ctx, state, { attacker: 1, defender: 1 }, { guard: { attacker: { power: 'france', shift: 1 } } })).toMatchObject({ ok: false, code: 'malformed' });
  });
});

describe('12.3.4 guards of several nationalities', () => {
  const mixed = [testUnit('fg', 'france', { guard: 3 }), testUnit('ag', 'austria', { guard: 2 })];
  it('12.3.4 only one corps may be committed, and it must be named', () => {
    expect(canCommitGuard(mixed, { power: 'france', shift: 1 }, on, false)).toMatchObject({ ok: false, rule: '12.3.4' });
    expect(canCommitGuard(mixed, { power: 'france', shift: 1, corps: 'ag' }, on, false).ok).toBe(false);
    expect(canCommitGuard(mixed, { power: 'austria', shift: 1, corps: 'ag' }, on, false).ok).toBe(true);
  });
});
