// 4.6.5.3 land combat between a power and a minor country that power alone is at war with: Austria
// declared war on Bavaria (run by France), France never declared war on Austria. The Bavarian
// forces are Austria's enemies in movement, combat and sieges; France's own corps stay out of any
// combat with the Bavarians unless France too is at war with Austria.
import { describe, expect, it } from 'vitest';
import { newGame } from '../../shared/engine';
import type { AreaId, CityId, GameState, Nationality } from '../../shared/model';
import { battleSides } from '../../shared/engine/steps/land/fieldCombat/forces';
import { siegeSites } from '../../shared/rules/land/siege';
import { forcibleAccessOwner, isCityBesieged, isEnemy, mayOccupy } from '../../shared/rules/land/movement';
import { occupier } from '../../shared/rules/land/conquest';
import { hostileForces } from '../../shared/rules/political';
import { AU, DATA, FR, LAND, battleScenario, counterOf, decisionOf, order, playUntil, reach } from '../engine/landSetup';
import { forceSides, retreatBlockers } from '../../shared/rules/land/combat';

type Sc = ReturnType<typeof battleScenario>;
const AREA_326 = '326' as AreaId;
const MUNICH = 'munich' as CityId;
const BAVARIA = 'bavaria' as Nationality;
const A324 = '324' as AreaId;
const BV = (area = '324') => ({ id: 'bv-1', name: 'Bavarian Corps', nationality: 'bavaria', type: 'infantry', movement: 4, area, factors: { infantry: 6 } });

/** Austria at war with Bavaria alone (France, its controller, at peace with Austria) unless `franceAtWar`. */
function minorWarGame(corps: Parameters<typeof battleScenario>[0], franceAtWar = false, extra: (s: Sc) => void = () => {}): GameState {
  const sc = battleScenario(corps, (s) => {
    const rel = s.relations as { wars: string[][]; alliances: string[][] };
    rel.wars = franceAtWar ? [['france', 'austria']] : [];
    rel.alliances = [];
    (s as Record<string, unknown>).political = { minorWars: [{ minor: 'bavaria', power: 'austria' }] };
    extra(s);
  });
  const r = newGame({ scenario: sc, seed: 5, data: DATA });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.value;
}

describe('4.6.5.3 combat with a minor its attacker alone is at war with', () => {
  it('4.6.5.3 the Bavarian forces are enemies of Austria, at war with Bavaria; France\'s own are not, and neither are Bavaria and France', () => {
    const s = minorWarGame([BV(), FR({ infantry: 5 }), AU({ infantry: 6 })]);
    expect(isEnemy(s, 'austria', BAVARIA)).toBe(true);
    expect(isEnemy(s, BAVARIA, 'austria')).toBe(true);
    expect(isEnemy(s, 'austria', 'france')).toBe(false);
    expect(isEnemy(s, 'france', 'austria')).toBe(false);
    expect(hostileForces(s, 'france', BAVARIA)).toBe(false);
    // the same counters with no war on Bavaria: nobody fights
    const peace = { ...s, political: { ...s.political!, minorWars: [] } };
    expect(isEnemy(peace, 'austria', BAVARIA)).toBe(false);
  });

  it('4.6.5.3 France phasing: the Bavarian corps attacks the Austrian one; the French corps in the same area is left out', () => {
    const s = minorWarGame([BV(), FR({ infantry: 5 }), AU({ infantry: 6 })]);
    const bv = s.corps.find((c) => c.id === 'bv-1')!.counter;
    const au = s.corps.find((c) => c.id === 'au-1')!.counter;
    expect(battleSides(s, A324, ['france'])).toEqual({ attacker: [bv], defender: [au] });
    // Austria phasing: it attacks the Bavarians only
    expect(battleSides(s, A324, ['austria'])).toEqual({ attacker: [au], defender: [bv] });
  });

  it('4.6.5.3 France at war with Austria too: its own corps fights beside the Bavarians', () => {
    const s = minorWarGame([BV(), FR({ infantry: 5 }), AU({ infantry: 6 })], true);
    const sides = battleSides(s, A324, ['france'])!;
    expect(sides.attacker).toHaveLength(2);
    expect(battleSides(s, A324, ['austria'])!.defender).toHaveLength(2);
  });

  it('4.6.5.3 a French corps alone beside an Austrian one: no battle, for either side', () => {
    const s = minorWarGame([FR({ infantry: 5 }), AU({ infantry: 6 })]);
    expect(battleSides(s, A324, ['france'])).toBeNull();
    expect(battleSides(s, A324, ['austria'])).toBeNull();
  });

  it('4.6.5.3 / 7.5.4 an Austrian corps outside Munich besieges its Bavarian garrison; 4.6 Austria may enter and occupy Bavaria without access', () => {
    const s = minorWarGame([AU({ infantry: 6 }, 'au-1', '326')], false, (sc) => {
      sc.forces.garrisons = [{ nationality: 'bavaria', area: '326', city: 'munich', factors: { infantry: 2 } }];
    });
    expect(LAND.area(AREA_326)?.minor).toBe('bavaria');
    expect(isCityBesieged(s, AREA_326, MUNICH, LAND)).toBe(true);
    expect(siegeSites(s, LAND)).toEqual([{ area: '326', city: 'munich', defender: 'france', besiegers: ['austria'] }]);
    expect(forcibleAccessOwner(s, LAND, 'austria', AREA_326)).toBeNull();
    expect(mayOccupy(s, LAND, 'austria', AREA_326)).toBe(true);
    // Russia, at war with nobody here, still needs access to France's minor
    expect(forcibleAccessOwner(s, LAND, 'russia', AREA_326)).toBe('france');
  });

  it('4.6 / 10.2.1 Austria holding Munich and Nuremberg alone is the occupier of Bavaria though at peace with France', () => {
    const s = minorWarGame([AU({ infantry: 6 }, 'au-1', '326')], false, (sc) => {
      sc.forces.garrisons = [
        { nationality: 'austria', area: '326', city: 'munich', factors: { infantry: 2 } },
        { nationality: 'austria', area: '322', city: 'nuremburg', factors: { infantry: 1 } },
      ];
    });
    const bavaria = s.minors.find((m) => m.id === 'bavaria')!;
    expect(occupier(s, LAND, bavaria)).toBe('austria');
    const noWar = { ...s, political: { ...s.political!, minorWars: [] } };
    expect(occupier(noWar, LAND, bavaria)).toBeNull();
  });

  it('4.6.5.3 played: France moving first, the Bavarian corps fights the Austrian and France\'s corps is not in the battle', () => {
    const s0 = minorWarGame([BV(), FR({ infantry: 5 }), AU({ infantry: 6 })]);
    const s = playUntil(s0, (x) => x.turn.land?.battle !== undefined);
    const b = s.turn.land!.battle!;
    expect(b.record.area).toBe('324');
    const counter = (id: string) => s0.corps.find((c) => c.id === id)!.counter;
    expect(b.units).toEqual({ attacker: [counter('bv-1')], defender: [counter('au-1')] });
  });
});

describe('4.6.5.2 / 4.6.5.3 outside the two sides: joining, reinforcing and retreats read the minor\'s own war', () => {
  it('4.6.5.2 / 7.3.8.3 Austria attacking the Bavarians: France, their controller at peace with Austria, may declare war and defend with its own corps', () => {
    // France takes the last place in the Land Phase (7.1), so Austria moves first and attacks the
    // Bavarians, France's corps beside them
    const s0 = minorWarGame([BV('324'), FR({ infantry: 5 }), AU({ infantry: 6 })]);
    let s = playUntil(s0, (x) => decisionOf(x, 'france', 'land/announcePosition') !== undefined);
    const last = decisionOf(s, 'france', 'land/announcePosition')!.options.at(-1)!.value;
    s = order(s, 'france', 'land/announcePosition', String(last));
    s = reach(s, 'france', 'land/combatJoin').s;
    const d = s.pending.find((x) => x.kind === 'land/combatJoin')!;
    expect(d.power).toBe('france');
    expect(d.options.map((o) => o.label)[1]).toMatch(/^Declare war on Austria/);
    const after = order(s, 'france', 'land/combatJoin', 'join');
    expect(after.relations.wars).toContainEqual(['france', 'austria']);
    const b = after.turn.land!.battle!;
    expect(b.units.defender).toContain(counterOf(s0, 'fr-1'));
    expect(b.units.defender).toContain(counterOf(s0, 'bv-1'));
  });

  it('4.6.5.3 / 7.5.2.10.3.3 a beaten Bavarian force is blocked by Austria\'s corps, its war being with Bavaria alone; and the other way round', () => {
    const s = minorWarGame([BV('324'), AU({ infantry: 6 }, 'au-1', '327'), FR({ infantry: 5 }, 'fr-1', '322')]);
    // the sides a beaten force fights on: Bavarian units on Bavaria's, French on France's
    expect(forceSides([{ power: 'france', nationality: 'bavaria' }, { power: 'france', nationality: 'france' }])).toEqual([BAVARIA, 'france']);
    expect([...retreatBlockers(s, LAND, [BAVARIA])]).toEqual(['327']);
    // France's own forces are not Austria's enemies, so they never block an Austrian retreat, and
    // the Bavarian corps does
    expect([...retreatBlockers(s, LAND, ['austria'])]).toEqual(['324']);
    // France itself, at peace with Austria, is not blocked by the Austrian corps
    expect([...retreatBlockers(s, LAND, ['france'])]).toEqual([]);
  });
});
