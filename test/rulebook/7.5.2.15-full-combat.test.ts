import { describe, expect, it } from 'vitest';
import { corpsById, leaderById } from '../../shared/data/forces';
import type { Corps } from '../../shared/data/forces';
import { defaultOptions } from '../../shared/model';
import {
  attackerChitOptions,
  combatLeader,
  type CombatContext,
  type CombatLeader,
  type CombatUnit,
  corpsUnit,
  defenderChitOptions,
  outflankingSide,
  resolveDay,
  type Strength,
} from '../../shared/rules/land/combat';

const DATE = '1809-06';
function unit(id: string, factors: Strength): CombatUnit {
  const c: Corps | undefined = corpsById(id);
  const u = c ? corpsUnit(c, factors, DATE) : null;
  if (!u) throw new Error(`no corps ${id}`);
  return u;
}

// 7.5.2.15: 7 Turkish corps (18 feudal infantry, 18 feudal cavalry, 14 Janissaries) attack
// 4 Russian corps (6 guard, 17 infantry, 13 militia, 1 cavalry). The split between counters is
// ours; the example gives only totals.
const turks = [
  unit('turkey-janissary-i', { infantry: 12 }),
  unit('turkey-janissary-ii', { infantry: 2 }),
  unit('turkey-feudal-rumelia', { feudalInfantry: 9 }),
  unit('turkey-feudal-bosnia', { feudalInfantry: 9 }),
  unit('turkey-feudal-anatolia', { feudalCavalry: 6 }),
  unit('turkey-feudal-crimea', { feudalCavalry: 6 }),
  unit('turkey-feudal-armenia', { feudalCavalry: 6 }),
];
const russians = [
  unit('russia-guard', { guard: 6 }),
  unit('russia-i', { infantry: 9, cavalry: 1 }),
  unit('russia-ii', { infantry: 8, militia: 2 }),
  unit('russia-iii', { militia: 11 }),
];
// Both commanders have a modified tactical rating of 2 in the example. Bennigsen (2, maximum 3)
// with 4 corps drops to 2; no Turkish leader keeps 2 with 7 corps, so this one is constructed.
const bennigsenData = leaderById('bennigsen');
const bennigsen = bennigsenData ? combatLeader(bennigsenData, DATE) : null;
if (!bennigsen) throw new Error('Bennigsen missing');
const pasha: CombatLeader = { id: 'example-pasha', nationality: 'turkey', strategic: 2, tactical: 2, tacticalMax: 7, cavalry: false };

function context(overrides: Partial<CombatContext> = {}): CombatContext {
  return {
    attacker: { units: turks, leaders: [pasha], commander: pasha },
    defender: { units: russians, leaders: [bennigsen as CombatLeader], commander: bennigsen },
    terrain: 'clear',
    riverCrossing: false,
    day: 1,
    options: defaultOptions(),
    ...overrides,
  };
}

const DICE = { rounds: [{ attacker: 4, defender: 3 }, { attacker: 4, defender: 4 }, { attacker: 1, defender: 1 }], pursuit: 5 };

describe('7.5.2.15 example of field combat, resolved by resolveDay', () => {
  it('7.5.2.15 steps one and two: both sets offered, neither chose outflank so no division', () => {
    const ctx = context();
    expect(attackerChitOptions(ctx.attacker).every((o) => o.verdict.ok)).toBe(true);
    expect(defenderChitOptions(ctx.defender).every((o) => o.verdict.ok)).toBe(true);
    expect(outflankingSide('assault', 'cordon')).toBeNull();
  });

  const day = resolveDay(context(), { attacker: 'assault', defender: 'cordon' }, DICE);
  if (!day.ok) throw new Error(`refused: ${day.rule} ${day.detail}`);
  const r = day.value;
  const [one, two] = r.rounds;
  if (!one || !two) throw new Error('two rounds expected');

  it('7.5.2.15 step six: Method One gives Turkey 2.3 and Russia 3.0, base and final', () => {
    expect(r.prepared.morale.attacker.base?.value).toBe(2.3);
    expect(r.prepared.morale.defender.base?.value).toBe(3.0);
    expect(r.prepared.morale.attacker.final.value).toBe(2.3);
    expect(r.prepared.morale.defender.final.value).toBe(3.0);
  });

  it('7.5.2.15 step seven, round one: Turkey on 4-1, Russia on 2-1, no terrain shift', () => {
    expect(one.attacker.table.table).toBe('4-1');
    expect(one.defender.table.table).toBe('2-1');
  });

  it('7.5.2.15 step nine, round one: tactical 2 v 2, no die modifiers', () => {
    expect(one.attacker.tactical.value).toBe(2);
    expect(one.defender.tactical.value).toBe(2);
    expect(one.attacker.modifiers.total).toBe(0);
    expect(one.defender.modifiers.total).toBe(0);
  });

  it('7.5.2.15 step nine, round one: Turkey rolls 4: 10% of 50 = 5 Russian militia and 1.0 morale; Russia rolls 3: 5% of 37 = 2 feudal infantry and 0.2', () => {
    expect(one.attacker.firingStrength).toBe(50);
    expect(one.attacker.result).toEqual({ lossPercent: 10, moraleLoss: 1.0 });
    expect(one.attacker.inflicted).toBe(5);
    expect(one.defender.losses.every((l) => l.type === 'militia')).toBe(true);
    expect(one.defender.losses.reduce((n, l) => n + l.count, 0)).toBe(5);
    expect(one.defender.firingStrength).toBe(37);
    expect(one.defender.result).toEqual({ lossPercent: 5, moraleLoss: 0.2 });
    expect(one.attacker.losses).toEqual([{ unit: 'turkey-feudal-rumelia', type: 'feudalInfantry', count: 2 }]);
    expect(one.outcome.kind).toBe('continue');
  });

  it('7.5.2.15 step nine, round two: Turkey on 4-3 rolls 4: 15% of 48 = 7 and 2.0; Russia on 2-1 rolls 4: 5% of 32 = 2 and 0.5', () => {
    expect(two.attacker.table.table).toBe('4-3');
    expect(two.defender.table.table).toBe('2-1');
    expect(two.attacker.firingStrength).toBe(48);
    expect(two.attacker.inflicted).toBe(7);
    expect(two.attacker.result?.moraleLoss).toBe(2.0);
    expect(two.defender.firingStrength).toBe(32);
    expect(two.defender.inflicted).toBe(2);
    expect(two.defender.result?.moraleLoss).toBe(0.5);
  });

  it('7.5.2.15 Russia breaks at 3.0 and loses its one cavalry factor and 6 infantry, no militia', () => {
    expect(two.defender.moraleLossAfter).toBe(3.0);
    expect(two.defender.standing.broken).toBe(true);
    expect(two.defender.constraints).toMatchObject({ militiaBarred: true, cavalryRequired: true });
    const by = (t: string) => two.defender.losses.filter((l) => l.type === t).reduce((n, l) => n + l.count, 0);
    expect(by('cavalry')).toBe(1);
    expect(by('infantry')).toBe(6);
    expect(by('militia')).toBe(0);
    expect(two.attacker.moraleLossAfter).toBe(0.7);
    expect(r.end).toMatchObject({ kind: 'decided', outcome: { kind: 'victory', victor: 'attacker' } });
  });

  it('7.5.2.15 step ten: pursuit class 5, die 5: 60% of 18 feudal cavalry = 11 points wipe the Russians out', () => {
    expect(r.pursuit?.pursuitClass).toBe(5);
    expect(r.pursuit?.lossPercent).toBe(60);
    expect(r.pursuit?.victorCavalry).toBe(18);
    expect(r.pursuit?.points).toBe(11);
    expect(r.pursuit?.loserEliminated).toBe(true);
    expect(r.state.defender.units.every((u) => Object.values(u.factors).every((n) => n === 0))).toBe(true);
  });

  it('7.5.2.15 step ten: 4 Russian corps beaten, Turkey +2 and Russia -2 political points', () => {
    expect(r.politicalPoints).toMatchObject({ victor: 2, loser: -2, corpsCounted: 4 });
  });

  it('7.5.2.15 with option 12.3.3.1 Turkey would roll at +1 for cavalry superiority', () => {
    const options = defaultOptions();
    const withCavalry = resolveDay(context({ options: { ...options, rules: { ...options.rules, cavalrySuperiority: true } } }), { attacker: 'assault', defender: 'cordon' }, DICE);
    if (!withCavalry.ok) throw new Error('refused');
    const first = withCavalry.value.rounds[0];
    expect(first?.attacker.modifiers.parts).toEqual([{ rule: '12.3.3.1', label: 'cavalry superiority', value: 1 }]);
    expect(first?.attacker.modifiedDie).toBe(5);
  });
});
