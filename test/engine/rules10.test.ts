// General rules of section 10 (irregulars, commanders) on the real map and through the combat rules.
import { describe, expect, it } from 'vitest';
import { commandFor, forceDice } from '../../shared/engine';
import { battleSides, combatAreas } from '../../shared/engine/steps/land/fieldCombat/forces';
import type { AreaId, GameState, MajorPower } from '../../shared/model';
import { resolveDay, testContext, testForce, testLeader, testUnit } from '../../shared/rules/land/combat';
import { siegeSites } from '../../shared/rules/land/siege';
import { apply, decisionOf, newLandGame, peninsula, reach } from './landSetup';

type Row = Record<string, unknown>;

function supplyWithDice(s: GameState, power: MajorPower, die: number): GameState {
  const at = reach(s, power, 'land/supply').s;
  const after = apply(forceDice(at, Array.from({ length: 40 }, () => die)), commandFor(decisionOf(at, power, 'land/supply')!, []));
  // 10.1.1.3 guerillas beside the enemy are asked whether they attack: they stay out
  const g = decisionOf(after, power, 'land/guerillaAttack');
  return g ? apply(after, commandFor(g, 'none')) : after;
}

const guerillasIn = (s: GameState, area: string) => s.irregulars.filter((i) => i.kind === 'guerilla' && i.area === area);

describe('10.1.1 guerillas', () => {
  it('10.1.1.1 guerilla factors are placed as Spanish guerilla counters: a new counter, or more factors on the one already in the area', () => {
    // New Castille (406, guerilla value 4) holds a French corps; a die of 1 raises 3 factors
    const fresh = reach(peninsula(['406']), 'spain', 'land/movement').s;
    const a = supplyWithDice(fresh, 'spain', 1);
    expect(guerillasIn(a, '406')).toMatchObject([{ nationality: 'spain', kind: 'guerilla', factors: 3 }]);
    // (France's anti-guerilla roll of 1 does not clear the province first)
    const grown = reach(forceDice(peninsula(['406'], ['406']), Array<number>(40).fill(1)), 'spain', 'land/movement').s;
    expect(guerillasIn(grown, '406')).toHaveLength(1);
    const b = supplyWithDice(grown, 'spain', 1);
    expect(guerillasIn(b, '406')).toMatchObject([{ nationality: 'spain', factors: 5, counter: guerillasIn(grown, '406')[0]!.counter }]);
  });

  it('10.1.1.3.1 guerillas sharing an area with enemy corps neither force a battle nor have to fight one', () => {
    const s = peninsula(['406'], ['406']);
    expect(combatAreas(s, ['france'])).not.toContain('406');
    expect(combatAreas(s, ['spain'])).not.toContain('406');
    expect(battleSides(s, '406' as AreaId, ['spain'])).toBeNull();
    // the French corps in 406 meets Spain's field corps there: a battle, with the guerillas left out
    const withCorps = peninsula(['406'], ['406'], '406');
    const sides = battleSides(withCorps, '406' as AreaId, ['france'])!;
    const guerilla = guerillasIn(withCorps, '406')[0]!.counter;
    expect(sides.defender).toHaveLength(1);
    expect(sides.defender).not.toContain(guerilla);
  });

  it('10.1.1.3.3 guerillas alone do not besiege a city; with a friendly corps outside it the city is besieged', () => {
    const madrid = [{ nationality: 'france', area: '406', city: 'madrid', factors: { infantry: 3 } }];
    const alone = peninsula(['405'], ['406'], '418', madrid);
    expect(siegeSites(alone).filter((x) => x.city === 'madrid')).toEqual([]);
    const withCorps = peninsula(['405'], ['406'], '406', madrid);
    expect(siegeSites(withCorps).filter((x) => x.city === 'madrid')).toEqual([{ area: '406', city: 'madrid', defender: 'france', besiegers: ['spain'] }]);
  });
});

describe('10.1.2 cossacks and freikorps', () => {
  it('10.1.2.2.2 a freikorps in an area with enemy field forces must attack them in its power\'s combat step', () => {
    const s = newLandGame((sc) => {
      sc.forces.irregulars = [{ nationality: 'austria', kind: 'freikorps', factors: 1, area: '324' }];
      sc.forces.corps = (sc.forces.corps as Row[]).map((c) => (c.id === 'bv-1' ? { ...c, area: '324' } : c));
    });
    const fk = s.irregulars.find((i) => i.kind === 'freikorps')!.counter;
    expect(combatAreas(s, ['austria'])).toContain('324');
    const sides = battleSides(s, '324' as AreaId, ['austria'])!;
    expect(sides.attacker).toEqual([fk]);
    expect(sides.defender).toEqual([s.corps.find((c) => c.id === 'bv-1')!.counter]);
  });
});

describe('10.6.1.2 commanders in combat', () => {
  it('10.6.1.2.2 the two commanders\' ratings are compared on the Commander Chart every round: a third corps arriving drops the attacker\'s rating, and the defender\'s modifier, from round 2', () => {
    // tactical 4, maximum 1: two corps make it 3 (10.6.1.2.1), three make it 2
    const lead = testLeader('fr', 'france', 3, 4, 1);
    const ctx = testContext(
      testForce([testUnit('a1', 'france', { infantry: 15 }), testUnit('a2', 'france', { infantry: 15 })], lead),
      testForce([testUnit('d', 'austria', { infantry: 30 })], testLeader('au', 'austria', 2, 2)),
    );
    const dice = { rounds: [{ attacker: 3, defender: 3 }, { attacker: 3, defender: 3 }, { attacker: 3, defender: 3 }], pursuit: 1 };
    const r = resolveDay(ctx, { attacker: 'assault', defender: 'cordon' }, dice, { reinforcements: [{ afterRound: 1, side: 'attacker', units: [testUnit('a3', 'france', { infantry: 5 })] }] });
    if (!r.ok) throw new Error(r.detail);
    const [one, two] = r.value.rounds;
    expect([one!.attacker.tactical.value, one!.defender.tactical.value]).toEqual([3, 2]);
    expect([two!.attacker.tactical.value, two!.defender.tactical.value]).toEqual([2, 2]);
    // the Commander Chart: 3 against 2 gives 0 / -1, 2 against 2 gives 0 / 0
    const chartPart = (r: typeof one, side: 'attacker' | 'defender') => r![side].modifiers.parts.filter((p) => p.rule === '7.5.2.9.1').reduce((n, p) => n + p.value, 0);
    expect([chartPart(one, 'attacker'), chartPart(one, 'defender')]).toEqual([0, -1]);
    expect([chartPart(two, 'attacker'), chartPart(two, 'defender')]).toEqual([0, 0]);
    // the chart reads the two ratings together: the defender's -1 against 3 is gone against 2
    expect(one!.defender.modifiers.total).toBe(-1);
    expect(two!.defender.modifiers.total).toBe(0);
  });
});
