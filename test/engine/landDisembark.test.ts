// 7.3.5 disembarking: corps carried by fleets land in their Land Movement Step or are lost.
import { describe, expect, it } from 'vitest';
import { crossedRiver } from '../../shared/engine/steps/land/fieldCombat/forces';
import { landingAreas, legalDestinations, movementOptions } from '../../shared/rules/land/movement';
import type { AreaId, GameState } from '../../shared/model';
import { LAND, counterOf, decisionOf, type landScenario, newLandGame, order, reach } from './landSetup';

/** A French corps (with Ney) aboard a French fleet at `location` (sea area 735 off Normandy and Brittany by default). */
const aboard = (location: Record<string, unknown> = { kind: 'sea', area: '735' }, tweak: (sc: ReturnType<typeof landScenario>) => void = () => {}) =>
  reach(newLandGame((sc) => {
    tweak(sc);
    (sc.forces.corps as unknown[]).push({ id: 'fr-9', name: 'IX Corps', nationality: 'france', type: 'infantry', movement: 4, fleet: 'fr-f', factors: { infantry: 5, cavalry: 1 } });
    sc.forces.fleets = [{ id: 'fr-f', name: 'Brest Squadron', nationality: 'france', ships: 10, location }];
    (sc.forces.leaders as unknown[]).push({ id: 'ney', name: 'Ney', owner: 'france', with: 'fr-9' });
  }), 'france', 'land/movement').s;

const corps = (s: GameState) => s.corps.find((c) => c.id === 'fr-9');
const landValues = (s: GameState) => decisionOf(s, 'france', 'land/movement')!.options.filter((o) => String(o.value).startsWith('land:'));

describe('7.3.5 disembarking', () => {
  it('7.3.5 from a fleet at sea: any land area on that sea area\'s coast, each order legal', () => {
    const s = aboard();
    const k = counterOf(s, 'fr-9');
    const coast = [...LAND.sea!('735' as AreaId)!.coast].sort();
    expect(landingAreas(s, LAND, corps(s)!)).toEqual(coast);
    expect(landValues(s).map((o) => o.value)).toEqual(coast.map((a) => `land:${k}:${a}`));
    expect(landValues(s).every((o) => o.verdict.ok)).toBe(true);
    expect(movementOptions(s, LAND, 'france').find((o) => o.value === `land:${k}:326`)).toBeUndefined();
  });

  it('7.3.5 from a fleet in port (or blockading it): only the port\'s area', () => {
    const inPort = aboard({ kind: 'port', area: '427', city: 'brest' });
    expect(landValues(inPort).map((o) => o.value)).toEqual([`land:${counterOf(inPort, 'fr-9')}:427`]);
    const blockade = aboard({ kind: 'blockade', city: 'brest' });
    expect(landingAreas(blockade, LAND, corps(blockade)!)).toEqual(['427']);
  });

  it('7.3.5 landing spends the whole allowance: no further move, no force march, no unused points', () => {
    let s = aboard();
    const k = counterOf(s, 'fr-9');
    s = order(s, 'france', 'land/movement', `land:${k}:430`);
    expect(corps(s)!.location).toEqual({ kind: 'area', area: '430' });
    expect(s.leaders.find((l) => l.id === 'ney')!.location).toEqual({ kind: 'corps', counter: k });
    const opts = decisionOf(s, 'france', 'land/movement')!.options;
    expect(opts.find((o) => o.value === `march:${k}`)!.verdict).toMatchObject({ ok: false, rule: 'opt:7.3.1.2' });
    expect(legalDestinations(s, LAND, 'france', k).every((d) => !d.verdict.ok && d.verdict.rule === '7.3.5')).toBe(true);
    expect(s.turn.land!.moves.find((m) => m.counter === k)).toMatchObject({ entered: ['430'], spent: 4, disembarked: true });
    expect(s.log).toContainEqual(expect.objectContaining({ type: 'counterMoved', counter: k, from: '735', to: '430', rule: '7.3.5' }));
  });

  it('7.3.5 a combat where it landed counts as across a river', () => {
    let s = aboard();
    const k = counterOf(s, 'fr-9');
    s = order(s, 'france', 'land/movement', `land:${k}:430`);
    expect(crossedRiver(s, LAND, '430' as AreaId, [k])).toBe(true);
    expect(crossedRiver(s, LAND, '430' as AreaId, [counterOf(s, 'fr-1')])).toBe(false);
  });

  it('7.3.5 corps still aboard when the power ends its movement are lost, factors and counter, leaders to the pool', () => {
    let s = aboard();
    const k = counterOf(s, 'fr-9');
    s = order(s, 'france', 'land/movement', 'end');
    expect(corps(s)).toBeUndefined();
    expect(s.log).toContainEqual(expect.objectContaining({ type: 'factorsChanged', counter: k, delta: -6, rule: '7.3.5' }));
    expect(s.log).toContainEqual(expect.objectContaining({ type: 'counterRemoved', counter: k, kind: 'corps', rule: '7.3.5' }));
    expect(s.leaders.find((l) => l.id === 'ney')!.location).toEqual({ kind: 'pool' });
  });

  it('7.3.5 (errata) a besieged friendly port may take the landing corps straight in, when it has room', () => {
    const s = aboard({ kind: 'sea', area: '735' }, (sc) => {
      (sc.forces.corps as Record<string, unknown>[])[3]!.area = '427'; // Austrians besiege Brest
      sc.forces.garrisons = [{ nationality: 'france', area: '427', city: 'brest', factors: { infantry: 2 } }];
    });
    const k = counterOf(s, 'fr-9');
    const into = landValues(s).find((o) => o.value === `land:${k}:427:brest`)!;
    expect(into.verdict).toEqual({ ok: true });
    const t = order(s, 'france', 'land/movement', `land:${k}:427:brest`);
    expect(corps(t)!.location).toEqual({ kind: 'area', area: '427', city: 'brest' });
    expect(t.turn.land!.combats.some((c) => c.area === '427' && c.attacker === 'france')).toBe(false); // inside the city: no field combat declared
  });
});
