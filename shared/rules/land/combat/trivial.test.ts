import { describe, expect, it } from 'vitest';
import { testContext, testForce, testLeader, testUnit, withRules } from './testing';
import { mustBeTrivial, resolveTrivialDay } from './trivial';
import type { CombatUnit } from './types';

const garrison: CombatUnit = { id: 'g', kind: 'garrison', power: 'austria', nationality: 'austria', factors: { infantry: 2, militia: 4 } };
const attacker = testForce([testUnit('a', 'france', { infantry: 20 })], testLeader('fr', 'france', 3, 2));
const ctx = testContext(attacker, testForce([garrison]));
const dice = { rounds: [{ attacker: 6, defender: 1 }, { attacker: 1, defender: 1 }, { attacker: 1, defender: 1 }], pursuit: 1 };

describe('7.5.3 trivial combats', () => {
  it('7.5.3 must be trivial when one side is only a depot garrison or irregulars', () => {
    expect(mustBeTrivial(ctx)).toBe(true);
    expect(mustBeTrivial(testContext(attacker, testForce([testUnit('d', 'austria', { infantry: 5 })])))).toBe(false);
  });

  it('12.3.9.1 with overruns on, 5:1 or better in strength factors makes it trivial (10 to 2 yes, 9 to 2 no, 2 to 10 yes); off, it does not', () => {
    const at = (a: number, d: number, on: boolean) =>
      mustBeTrivial({ ...testContext(testForce([testUnit('a', 'france', { infantry: a })]), testForce([testUnit('d', 'austria', { infantry: d })])), ...(on ? { options: withRules('overruns') } : {}) });
    expect(at(10, 2, true)).toBe(true);
    expect(at(9, 2, true)).toBe(false);
    expect(at(2, 10, true)).toBe(true);
    expect(at(10, 2, false)).toBe(false);
  });

  const r = resolveTrivialDay(ctx, dice);
  if (!r.ok) throw new Error(r.detail);
  const one = r.value.rounds[0];

  it('7.5.3.2 both sides fire on 5-2; 7.5.3.4 morale as in a field combat', () => {
    expect(one?.attacker.table.table).toBe('5-2');
    expect(one?.defender.table.table).toBe('5-2');
    expect(r.value.prepared.morale.defender.final.value).toBe(2.4); // (2 x 3.0 + 4 x 2.0) / 6, rounded up
  });

  it('7.5.3.2 terrain still shifts the table', () => {
    const forest = resolveTrivialDay({ ...ctx, terrain: 'forest' }, dice);
    expect(forest.ok && forest.value.rounds[0]?.attacker.table.table).toBe('4-2');
  });

  it('7.5.3.3 any factor may be lost: militia in the breaking round, no cavalry demanded', () => {
    expect(one?.defender.moraleLossAfter).toBe(2.8);
    expect(one?.defender.constraints).toMatchObject({ militiaBarred: false, cavalryRequired: false, rule: '7.5.3.3' });
    expect(one?.defender.losses).toEqual([{ unit: 'g', type: 'militia', count: 4 }]);
  });

  it('7.5.3.4 a beaten garrison cannot retreat: its survivors surrender; no political points', () => {
    expect(r.value.end).toMatchObject({ kind: 'decided', outcome: { victor: 'attacker' } });
    expect(r.value.surrendered).toEqual(['g']);
    expect(r.value.politicalPoints).toBeUndefined();
  });

  it('7.5.3 by agreement: political points as in a field combat, and reinforcements allowed', () => {
    const field = testContext(attacker, testForce([testUnit('d', 'austria', { infantry: 2, militia: 4 })]));
    const agreed = resolveTrivialDay(field, dice, { byAgreement: true });
    expect(agreed.ok && agreed.value.politicalPoints).toMatchObject({ victor: 1, loser: -1 });
    const helper = testUnit('h', 'austria', { infantry: 3 });
    expect(resolveTrivialDay(field, dice, { reinforcements: [{ afterRound: 1, side: 'defender', units: [helper] }] })).toMatchObject({ ok: false, rule: '7.5.3' });
  });

  it('7.5.3.2 a committed guard shifts the 5-2 table of its side (12.3.4.2)', () => {
    const guards = testForce([testUnit('a', 'france', { infantry: 10, guard: 2 })], testLeader('fr', 'france', 3, 2));
    const gctx = testContext(guards, testForce([testUnit('d', 'austria', { infantry: 8 })]), { options: withRules('guardCommitment') });
    const gdice = { ...dice, rounds: [{ attacker: 3, defender: 3, guard: { attacker: 1 } }, ...dice.rounds.slice(1)] };
    const held = resolveTrivialDay(gctx, gdice);
    const committed = resolveTrivialDay(gctx, gdice, { choices: [{ guard: { attacker: { power: 'france', shift: 1 } } }] });
    if (!held.ok || !committed.ok) throw new Error('refused');
    expect(held.value.rounds[0]!.attacker.table.table).toBe('5-2');
    expect(committed.value.rounds[0]!.attacker.table.table).toBe('5-3');
    expect(committed.value.rounds[0]!.defender.table.table).toBe('5-2');
  });
});
