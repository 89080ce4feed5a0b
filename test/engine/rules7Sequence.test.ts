// 7.1.3 the steps of each power's land sequence, 7.3.7 moving into battle and 7.3.8 the two
// sides of each declared battle.
import { describe, expect, it } from 'vitest';
import { battleSides, combatAreas } from '../../shared/engine/steps/land/fieldCombat/forces';
import type { AreaId, GameState, MajorPower } from '../../shared/model';
import { counterOf, decisionOf, newLandGame, order, playUntil, reach } from './landSetup';

type Sc = Parameters<NonNullable<Parameters<typeof newLandGame>[0]>>[0];
const corpsList = (sc: Sc) => sc.forces.corps as Record<string, unknown>[];

const LAND_STEPS = ['land/depots', 'land/movement', 'land/supply', 'land/fieldCombat', 'land/siegeCombat', 'land/guerilla'];

describe('7.1.3 steps of a land turn', () => {
  it('7.1.3 each power runs depots, movement, supply, combat and guerillas before the next power starts; conquest comes once, after all', () => {
    const s = playUntil(newLandGame(), (x) => x.log.some((e) => (e.type === 'stepBegan' || e.type === 'stepSkipped') && e.step === 'land/conquest'));
    const steps = s.log.flatMap((e) =>
      (e.type === 'stepBegan' || e.type === 'stepSkipped') && e.step.startsWith('land/') && e.step !== 'land/announcePosition'
        ? [{ step: e.step as string, phasing: e.phasing.join('+') }]
        : []);
    const conquest = steps.findIndex((x) => x.step === 'land/conquest');
    expect(conquest).toBe(steps.length - 1);
    const sequences = steps.slice(0, conquest);
    expect(sequences.length % LAND_STEPS.length).toBe(0);
    const seen: string[] = [];
    for (let i = 0; i < sequences.length; i += LAND_STEPS.length) {
      const block = sequences.slice(i, i + LAND_STEPS.length);
      expect(block.map((x) => x.step)).toEqual(LAND_STEPS);
      expect(new Set(block.map((x) => x.phasing)).size).toBe(1); // one power's sequence, whole
      expect(seen).not.toContain(block[0]!.phasing); // and never resumed later
      seen.push(block[0]!.phasing);
    }
    expect(seen.length).toBeGreaterThanOrEqual(3);
    expect(seen.slice(0, 2)).toEqual(['france', 'russia']); // France announced first place (landSetup)
  });
});

describe('7.3.7 moving into battle', () => {
  /** Austrian freikorps at 475; France's I Corps next to it in Munich (326). */
  const game = () => reach(newLandGame((sc) => {
    sc.forces.irregulars = [{ nationality: 'austria', kind: 'freikorps', factors: 1, area: '475' }];
    corpsList(sc)[3]!.area = '496';
  }), 'france', 'land/movement').s;

  it('7.3.7 / 7.3.7.2 a corps may pass through enemy irregulars without stopping or fighting, but must attack them where it ends its move', () => {
    const s0 = game();
    const k = counterOf(s0, 'fr-1');
    const passing = order(s0, 'france', 'land/movement', `move:${k}:475`);
    expect(passing.turn.land!.moves.find((m) => m.counter === k)!.stopped).toBe(false);
    expect(combatAreas(passing, ['france'])).toEqual(['475']); // were it to end here
    const beyond = order(passing, 'france', 'land/movement', `move:${k}:476`);
    expect(decisionOf(passing, 'france', 'land/movement')!.options.find((o) => o.value === `move:${k}:476`)!.verdict).toEqual({ ok: true });
    expect(combatAreas(beyond, ['france'])).toEqual([]);
    // no battle is declared for passing through; one is when the corps ends its move there
    const declared = (x: GameState) => x.log.filter((e) => e.type === 'combatDeclared').map((e) => (e as { area: string }).area);
    expect(declared(order(beyond, 'france', 'land/movement', 'end'))).toEqual([]);
    expect(declared(order(passing, 'france', 'land/movement', 'end'))).toEqual(['475']);
  });

  it('7.3.7.1 a corps ending beside enemy corps in the field attacks them; enemies only inside the city are besieged, not fought in the field', () => {
    const field = newLandGame((sc) => { corpsList(sc)[0]!.area = '474'; });
    expect(combatAreas(field, ['france'])).toEqual(['474']);
    const city = newLandGame((sc) => {
      corpsList(sc)[0]!.area = '474';
      corpsList(sc)[3]!.city = 'vienna';
    });
    expect(combatAreas(city, ['france'])).toEqual([]);
  });
});

describe('7.3.8 declaring battles', () => {
  const sides = (s: GameState, area: string, phasing: MajorPower[]) => battleSides(s, area as AreaId, phasing);

  it('7.3.8.2 / 7.3.8.7 the mover attacks every enemy field force where its field forces stand: one attacking and one defending force, uninvolved garrisons ignored', () => {
    const s = newLandGame((sc) => {
      sc.relations = { wars: [['france', 'austria']], alliances: [], enforcedPeace: [] };
      corpsList(sc)[0]!.area = '474';
      sc.forces.irregulars = [{ nationality: 'austria', kind: 'freikorps', factors: 1, area: '474' }];
      sc.forces.depots = [...(sc.forces.depots ?? []), { owner: 'austria', area: '474' }, { owner: 'russia', area: '474' }];
      sc.forces.garrisons = [
        ...(sc.forces.garrisons ?? []),
        { nationality: 'austria', area: '474', factors: { infantry: 2 } },
        { nationality: 'russia', area: '474', factors: { infantry: 1 } },
      ];
    });
    const b = sides(s, '474', ['france'])!;
    expect(b.attacker).toEqual([counterOf(s, 'fr-1')]);
    // Austria's corps, freikorps and depot garrison defend together; Vienna's garrison is in the city; Russia, at peace, is left out
    expect([...b.defender].sort()).toEqual([counterOf(s, 'au-1'), s.irregulars[0]!.counter, 'garrison:austria'].sort());
    expect(b.defender.some((k) => k.includes('russia'))).toBe(false);
    // no French field force elsewhere next to an enemy: the only battle is at 474
    expect(combatAreas(s, ['france'])).toEqual(['474']);
  });
});

describe('7.3.8.3 / 7.3.8.6 other powers in a declared battle', () => {
  /** France's I Corps attacks Austria's I Corps at 474, where a Russian corps stands too. */
  const atJoin = (relations: Sc['relations']) => playUntil(newLandGame((sc) => {
    sc.relations = relations;
    corpsList(sc)[0]!.area = '474';
    corpsList(sc)[4]!.area = '474';
  }), (x) => decisionOf(x, 'russia', 'land/combatJoin') !== undefined || x.pending.some((d) => d.kind === 'land/combatChit'));
  const record = (s: GameState) => s.turn.land!.battle!.record;

  it('7.3.8.3 an ally of the defender may declare war on the attacker (political points, no allies called) and defend as one force with it', () => {
    let s = atJoin({ wars: [['france', 'austria']], alliances: [['austria', 'russia']], enforcedPeace: [] });
    expect(decisionOf(s, 'russia', 'land/combatJoin')!.options.map((o) => o.value)).toEqual(['stay', 'join']);
    const pp = s.powers.russia.politicalPoints;
    s = order(s, 'russia', 'land/combatJoin', 'join');
    expect(s.relations.wars).toContainEqual(['france', 'russia']);
    expect(s.powers.russia.politicalPoints).toBeLessThan(pp);
    expect(record(s).defender.powers).toEqual(['austria', 'russia']);
  });

  it('7.3.8.3 not while an enforced peace binds it to the attacker (4.2.2)', () => {
    const s = atJoin({ wars: [['france', 'austria']], alliances: [['austria', 'russia']], enforcedPeace: [{ powers: ['france', 'russia'], until: { month: 1, year: 1806 } }] });
    expect(decisionOf(s, 'russia', 'land/combatJoin')).toBeUndefined();
    expect(s.pending.some((d) => d.kind === 'land/combatChit')).toBe(true); // the battle went on without it
    expect(record(s).defender.powers).toEqual(['austria']);
  });

  it('7.3.8.6 an ally of the attacker at war with every defender may stay and attack with it', () => {
    let s = atJoin({ wars: [['france', 'austria'], ['austria', 'russia']], alliances: [['france', 'russia']], enforcedPeace: [] });
    s = order(s, 'russia', 'land/combatJoin', 'join');
    expect(record(s).attacker.powers).toEqual(['france', 'russia']);
  });
});
