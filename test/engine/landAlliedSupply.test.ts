// 7.4.2.2 allied depot supply: an ally's valid chains supply a power's corps with the ally's
// permission, and the ally pays.
import { describe, expect, it } from 'vitest';
import { commandFor, forceDice } from '../../shared/engine';
import { settleSupply, supplyStatus } from '../../shared/rules/land/supply';
import type { SupplyStatus } from '../../shared/rules/land/supply';
import type { GameState } from '../../shared/model';
import { LAND, apply, counterOf, decisionOf, newLandGame, reach } from './landSetup';

/** A Russian corps at Linz (475), next to Austria's depot in Vienna; Russia has no depot. */
const game = (austrianMoney = 20) => newLandGame((sc) => {
  const cs = sc.forces.corps as Record<string, unknown>[];
  cs[4]!.area = '475';
  sc.forces.depots = [{ owner: 'france', area: '326' }, { owner: 'austria', area: '474' }];
  sc.powers.austria = { money: austrianMoney, manpower: 9, politicalPoints: 0, victoryPoints: 0 };
});
const ru = (s: GameState) => supplyStatus(s, LAND, 'russia', () => false).find((x) => x.counter === counterOf(s, 'ru-1'))!;

describe('7.4.2.2 allied depot supply', () => {
  it('7.4.2.2 an ally\'s valid chain reaching the corps is listed with what it would cost the ally; without permission the corps must forage', () => {
    const s = game();
    expect(ru(s)).toMatchObject({ depotCost: null, allied: [{ power: 'austria', cost: 1 }], grantedBy: null, mustForage: { rule: '7.4.1' } });
    // France is not Austria's ally: the Austrian depot is nothing to it
    const fr = supplyStatus(s, LAND, 'france', () => false);
    expect(fr.every((x) => x.allied.length === 0)).toBe(true);
  });

  it('7.4.2.2 the ally is asked in the user\'s Supply Step; once it agrees the corps is supplied and the ally pays', () => {
    const at = reach(game(), 'austria', 'land/alliedSupply');
    expect(at.d).toMatchObject({ rule: '7.4.2.2', select: 'many', step: 'land/supply' });
    const k = counterOf(at.s, 'ru-1');
    expect(at.d.options.map((o) => o.value)).toEqual([k]);
    expect(decisionOf(at.s, 'russia', 'land/supply')).toBeUndefined(); // Russia chooses after its allies answered
    const austrian = at.s.powers.austria.money;
    const russian = at.s.powers.russia.money;
    let s = apply(at.s, commandFor(at.d, [k]));
    expect(s.turn.land!.alliedSupply).toEqual([{ grantor: 'austria', user: 'russia', counters: [k] }]);
    const d = decisionOf(s, 'russia', 'land/supply')!;
    expect(d.options.find((o) => o.value === k)!.label).toContain('paid by Austria');
    s = apply(s, commandFor(d, []));
    expect(s.powers.austria.money).toBe(austrian - 1);
    expect(s.powers.russia.money).toBe(russian);
    expect(s.log.some((e) => e.type === 'moneyChanged' && e.power === 'austria' && e.rule === '7.4.2.2' && e.delta === -1)).toBe(true);
    expect(s.log.some((e) => e.type === 'foraged' && e.counter === k)).toBe(false);
  });

  it('7.4.2.2 refused permission leaves the corps foraging (7.4.1)', () => {
    const at = reach(game(), 'austria', 'land/alliedSupply');
    const k = counterOf(at.s, 'ru-1');
    let s = apply(at.s, commandFor(at.d, []));
    const d = decisionOf(s, 'russia', 'land/supply')!;
    expect(d.options.map((o) => o.value)).not.toContain(k);
    const austrian = s.powers.austria.money;
    s = apply(forceDice(s, [1]), commandFor(d, []));
    expect(s.log.some((e) => e.type === 'foraged' && e.counter === k)).toBe(true);
    expect(s.powers.austria.money).toBe(austrian);
  });

  it('7.4.2 / 7.4.2.2 an ally that cannot pay supplies nothing: the corps forages and no money goes below zero', () => {
    const at = reach(game(0), 'austria', 'land/alliedSupply');
    const k = counterOf(at.s, 'ru-1');
    let s = apply(at.s, commandFor(at.d, [k]));
    s = apply(forceDice(s, [1]), commandFor(decisionOf(s, 'russia', 'land/supply')!, []));
    expect(s.powers.austria.money).toBe(0);
    expect(s.log.some((e) => e.type === 'foraged' && e.counter === k)).toBe(true);
  });

  it('7.4.2.2 when the ally\'s money runs short its dearest corps fall back to the power\'s own depots, then to foraging', () => {
    const x = (counter: string, depotCost: number | null, cost: number): SupplyStatus => ({
      counter: counter as SupplyStatus['counter'], area: '474' as SupplyStatus['area'], mustForage: null, depotCost,
      allied: [{ power: 'austria', cost }], grantedBy: { power: 'austria', cost }, razed: false,
    });
    const money = (p: string) => (p === 'austria' ? 1 : 10);
    const r = settleSupply([x('a', null, 0.5), x('b', 2, 3), x('c', null, 2)], new Set(), 'russia', money);
    expect(r.bills.get('austria')).toEqual({ counters: ['a'], amount: 1 });
    expect(r.bills.get('russia')).toEqual({ counters: ['b'], amount: 2 });
    expect([...r.foragers]).toEqual(['c']);
  });
});
