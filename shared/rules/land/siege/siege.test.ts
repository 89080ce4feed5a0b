import { describe, expect, it } from 'vitest';
import type { CombatUnit } from '../combat/types';
import {
  assaultAttempt, assaultPoliticalPoints, checkSiegeLosses, fightSiegeCombat, mayAskHonors, siegeAllocation, siegeLossChoices, siegeLossQuotas, siegeRound, sortieLoser, startSiegeCombat, undergarrisoned,
} from '.';

const unit = (id: string, power: 'france' | 'austria', factors: CombatUnit['factors'], kind: CombatUnit['kind'] = 'corps'): CombatUnit =>
  ({ id, kind, power, nationality: power, factors });

describe('7.5.4.1.1 assault attempt modifiers', () => {
  it('7.5.4.1.1.2 capacity 15: nine factors or fewer is undergarrisoned, ten is not (the rule\'s example)', () => {
    expect(undergarrisoned(15, 9)).toBe(true);
    expect(undergarrisoned(15, 10)).toBe(false);
    expect(undergarrisoned(5, 0)).toBe(false);
  });
  it('7.5.4.1.1.1 fleches are taken off the die and read on the Siege Table in force', () => {
    const a = assaultAttempt(4, 2, true);
    // the Siege Table: modified 1 to 2 is no result, 3 or more a breach
    expect(a).toMatchObject({ modifiedRoll: 3, result: 'breach' });
    expect(assaultAttempt(1, 3, false).result).toBe('sortie');
    expect(assaultAttempt(6, 0, true).result).toBe('breach');
  });
});

describe('7.5.4.1.2.1 sortie', () => {
  it('7.5.4.1.2.1 5 or 6 costs the garrison, anything else the besiegers', () => {
    expect([1, 2, 3, 4, 5, 6].map(sortieLoser)).toEqual(['besieger', 'besieger', 'besieger', 'besieger', 'defender', 'defender']);
  });
});

describe('7.5.4.1.2.3.1 honors of war', () => {
  it('7.5.4.1.2.3.1 refused to Turkish and Spanish defenders only', () => {
    expect(mayAskHonors('turkey')).toMatchObject({ ok: false, rule: '7.5.4.1.2.3.1' });
    expect(mayAskHonors('spain').ok).toBe(false);
    expect(mayAskHonors('austria').ok).toBe(true);
  });
});

describe('7.5.4.1.3 assault combat', () => {
  const start = () => startSiegeCombat('assault', [unit('fr', 'france', { infantry: 10 })], [unit('g', 'austria', { militia: 4 }, 'garrison')], 'one');
  it('7.5.4.1.3.1 the attacker fires on 5-1 and the defender on 5-2, dice unmodified', () => {
    const r = siegeRound(start(), { attacker: 4, defender: 4 });
    expect(r.sides.attacker.table).toBe('5-1');
    expect(r.sides.defender.table).toBe('5-2');
    // the 5-1 table at 4: 15% and 1.4 morale; 15% of 10 factors is 2 on the Casualty Percentage Table
    expect(r.sides.attacker.inflicted).toBe(2);
    expect(r.sides.defender.moraleLossAfter).toBeCloseTo(1.4);
  });
  it('7.5.4.1.3.2 morale as in field combat: militia garrisons stand at 2.0', () => {
    expect(start().defender.finalMorale).toBe(2);
  });
  it('7.5.4.1.3.1 never more than three rounds (one day)', () => {
    const big = startSiegeCombat('assault', [unit('fr', 'france', { militia: 1 })], [unit('g', 'austria', { infantry: 20 }, 'garrison')], 'one');
    const r = fightSiegeCombat(big, Array.from({ length: 6 }, () => ({ attacker: 1, defender: 1 })));
    expect(r.rounds.length).toBeLessThanOrEqual(3);
  });
  it('7.5.4.1.3.5 a garrison broken or wiped out is beaten', () => {
    const r = fightSiegeCombat(start(), [{ attacker: 6, defender: 1 }, { attacker: 6, defender: 1 }, { attacker: 6, defender: 1 }]);
    expect(r.attackerWon).toBe(true);
    expect(r.rounds.at(-1)!.outcome.kind).toBe('victory');
  });
  it('7.5.4.1.3.3 any factor may be lost: militia still go first after 2.0 morale loss (no 7.5.2.9.2 limits)', () => {
    const s0 = startSiegeCombat('assault', [unit('fr', 'france', { infantry: 3, militia: 3, cavalry: 2 })], [unit('g', 'austria', { infantry: 20 }, 'garrison')], 'one');
    const s = { ...s0, attacker: { ...s0.attacker, moraleLoss: 2.5, finalMorale: 9 } };
    const r = siegeRound(s, { attacker: 1, defender: 6 });
    expect(r.sides.defender.inflicted).toBeGreaterThan(0);
    expect(r.sides.attacker.losses[0]).toMatchObject({ type: 'militia' });
  });
});

describe('7.5.4.1.4 political points for assaults', () => {
  it('7.5.4.1.4 one point to the winner when the city is a fortress or holds a corps, none otherwise', () => {
    expect(assaultPoliticalPoints(true, true, false)).toEqual({ besieger: 1, defender: 0 });
    expect(assaultPoliticalPoints(false, false, true)).toEqual({ besieger: 0, defender: 1 });
    expect(assaultPoliticalPoints(true, false, false)).toEqual({ besieger: 0, defender: 0 });
  });
});

describe('7.5.4.2.1 garrison attack combat', () => {
  it('7.5.4.2.1.3 either side may lose any type of factor: cavalry, artillery or guard as the owner allocates, militia even after heavy morale loss', () => {
    const s0 = startSiegeCombat('garrisonAttack', [unit('g', 'austria', { infantry: 6, militia: 4 }, 'garrison')], [unit('fr', 'france', { infantry: 6, cavalry: 3, artillery: 2, guard: 2 })], 'one');
    const dice = { attacker: 6, defender: 6 };
    const plain = siegeRound(s0, dice);
    const n = plain.sides.attacker.inflicted;
    expect(n).toBeGreaterThanOrEqual(2);
    // the besiegers' owner gives up guard and artillery: no 7.5.2.9.2 rule stops him
    const chosen = siegeRound(s0, dice, undefined, { defender: [{ unit: 'fr', type: 'guard', count: 1 }, { unit: 'fr', type: 'artillery', count: n - 1 }] });
    expect(chosen.state.defender.units[0]!.factors).toMatchObject({ infantry: 6, cavalry: 3, guard: 1, artillery: 2 - (n - 1) });
    // without a choice the garrison's militia go first, even past 2.0 morale loss (no militia bar)
    const shaken = { ...s0, attacker: { ...s0.attacker, moraleLoss: 2.5, finalMorale: 9 } };
    expect(siegeRound(shaken, dice).sides.attacker.losses[0]).toMatchObject({ unit: 'g', type: 'militia' });
  });
});

describe('7.5.4.1.3.3 / 7.5.4.2.1.3 losses of any type, chosen by the owner', () => {
  const pool = [unit('g', 'austria', { militia: 2 }, 'garrison'), unit('c', 'austria', { infantry: 2, cavalry: 1 })];

  it('7.5.4.1.3.3 every factor type of every unit may be chosen, the cheapest listed first', () => {
    expect(siegeLossChoices(pool, [], 'assault').map((l) => `${l.unit}/${l.type}`)).toEqual(['g/militia', 'c/infantry', 'c/cavalry']);
    // once the cavalry factor is chosen it is no longer offered
    expect(siegeLossChoices(pool, [{ unit: 'c', type: 'cavalry', count: 1 }], 'assault').map((l) => `${l.unit}/${l.type}`)).toEqual(['g/militia', 'c/infantry']);
  });

  it('7.5.4.1.3.3 cavalry before militia is a legal assault allocation; the count and the units must still be right', () => {
    expect(checkSiegeLosses(pool, 2, [{ unit: 'c', type: 'cavalry', count: 1 }, { unit: 'c', type: 'infantry', count: 1 }], 'assault').ok).toBe(true);
    expect(checkSiegeLosses(pool, 2, [{ unit: 'c', type: 'cavalry', count: 1 }], 'assault')).toMatchObject({ ok: false, rule: '7.5.4.1.3.3' });
    expect(checkSiegeLosses(pool, 2, [{ unit: 'c', type: 'cavalry', count: 2 }], 'assault').ok).toBe(false);
    expect(checkSiegeLosses(pool, 1, [{ unit: 'x', type: 'infantry', count: 1 }], 'assault').ok).toBe(false);
    // more due than the side has: everything goes
    expect(checkSiegeLosses(pool, 9, [{ unit: 'g', type: 'militia', count: 2 }, { unit: 'c', type: 'infantry', count: 2 }, { unit: 'c', type: 'cavalry', count: 1 }], 'assault').ok).toBe(true);
  });

  it('7.5.4.2.1.3 a garrison attack round takes the allocation given instead of the cheapest', () => {
    const start = startSiegeCombat('garrisonAttack', [unit('g', 'austria', { infantry: 20 }, 'garrison')], [unit('f', 'france', { infantry: 6, cavalry: 3 })], 'one');
    const dflt = siegeRound(start, { attacker: 6, defender: 1 });
    const n = dflt.sides.attacker.inflicted;
    expect(n).toBe(3);
    expect(dflt.sides.defender.losses).toEqual([{ unit: 'f', type: 'infantry', count: 3 }]);
    const chosen = siegeAllocation(Array.from({ length: n }, () => ({ unit: 'f', type: 'cavalry' })));
    expect(chosen).toEqual([{ unit: 'f', type: 'cavalry', count: 3 }]);
    expect(checkSiegeLosses(start.defender.units, n, chosen, 'garrisonAttack').ok).toBe(true);
    const r = siegeRound(start, { attacker: 6, defender: 1 }, undefined, { defender: chosen });
    expect(r.state.defender.units[0]!.factors).toEqual({ infantry: 6, cavalry: 0 });
  });
});

describe('7.5.4.1.3.3 / 12.3.6 siege losses shared among the owners', () => {
  const corps = (id: string, power: 'france' | 'austria', nationality: string, infantry: number): CombatUnit => ({ id, kind: 'corps', power, nationality, factors: { infantry } });

  it('7.5.4.1.3.3 one owner alone takes them all (no more than it has)', () => {
    expect(siegeLossQuotas([corps('a', 'france', 'france', 3)], 5, (u) => u.power)).toEqual(new Map([['france', 3]]));
  });

  it('7.5.4.1.3.3 two owners share 5 losses by their factors now, 6 and 4: 3 and 2', () => {
    const units = [corps('a', 'france', 'france', 6), corps('b', 'austria', 'austria', 4)];
    expect(siegeLossQuotas(units, 5, (u) => u.power)).toEqual(new Map([['france', 3], ['austria', 2]]));
  });

  it('12.3.6 by nationality, in proportion to what each brought (9 and 3): 4 losses are 3 and 1 even when 6 and 4 are left', () => {
    const units = [corps('a', 'france', 'france', 6), corps('b', 'france', 'bavaria', 4)];
    const start = new Map([['france', 9], ['bavaria', 3]]);
    expect(siegeLossQuotas(units, 4, (u) => u.nationality, start)).toEqual(new Map([['france', 3], ['bavaria', 1]]));
  });
});
