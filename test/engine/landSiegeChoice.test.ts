// 7.3.7.1 a corps beside an enemy city besieges it, or not, as its owner chooses.
import { describe, expect, it } from 'vitest';
import { commandFor, forceDice } from '../../shared/engine';
import { isCityBesieged, legalDestinations } from '../../shared/rules/land/movement';
import { forageCheck, isBesieging } from '../../shared/rules/land/supply';
import { moveRecord, moverOf } from '../../shared/rules/land/movement';
import type { AreaId, CityId, GameState } from '../../shared/model';
import { LAND, apply, counterOf, decisionOf, newLandGame, order, playUntil, reach } from './landSetup';

const VIENNA = ['474', 'vienna'] as [AreaId, CityId];
/** French I Corps outside Vienna (area 474), Austria's I Corps inside with the 4 militia of its garrison. */
const outsideVienna = (tweak: Parameters<typeof newLandGame>[0] = () => {}) =>
  reach(newLandGame((sc) => {
    const cs = sc.forces.corps as Record<string, unknown>[];
    cs[0]!.area = '474';
    cs[3]!.city = 'vienna';
    tweak(sc);
  }), 'france', 'land/movement').s;
const option = (s: GameState, value: string) => decisionOf(s, 'france', 'land/movement')!.options.find((o) => o.value === value);

describe('7.3.7.1 besieging is the owner\'s choice', () => {
  it('7.3.7.1 corps beside an enemy city besiege it unless their owner chooses not to', () => {
    let s = outsideVienna();
    expect(isCityBesieged(s, ...VIENNA, LAND)).toBe(true);
    expect(option(s, 'nosiege:474')?.verdict).toEqual({ ok: true });
    expect(option(s, 'besiege:474')).toBeUndefined();
    s = order(s, 'france', 'land/movement', 'nosiege:474');
    expect(s.log).toContainEqual({ type: 'siegeChosen', power: 'france', area: '474', besieging: false, rule: '7.3.7.1' });
    expect(isCityBesieged(s, ...VIENNA, LAND)).toBe(false);
    expect(s.declinedSieges).toEqual([{ power: 'france', area: '474' }]);
    const fr = s.corps.find((c) => c.id === 'fr-1')!;
    expect(isBesieging(s, LAND, fr)).toBe(false);
    // and it may change its mind
    expect(option(s, 'besiege:474')?.verdict).toEqual({ ok: true });
    const again = order(s, 'france', 'land/movement', 'besiege:474');
    expect(isCityBesieged(again, ...VIENNA, LAND)).toBe(true);
    expect(again.declinedSieges).toBeUndefined();
  });

  it('7.3.7.1 / 7.4.1.2.2 a corps that does not besiege counts its unused movement points when it forages; a besieger does not', () => {
    const s0 = outsideVienna();
    const fr = (s: GameState) => s.corps.find((c) => c.id === 'fr-1')!;
    const check = (s: GameState) => forageCheck(s, LAND, fr(s), moveRecord(s, moverOf(s, fr(s).counter)!), false);
    expect(check(s0).parts.unused).toBe(0);
    const s = order(s0, 'france', 'land/movement', 'nosiege:474');
    expect(check(s).parts.unused).toBe(-4);
  });

  it('7.3.7.1 / 7.4.5 with no siege, the garrison of Vienna does not roll for besieged supply and no siege combat is offered', () => {
    let s = order(outsideVienna(), 'france', 'land/movement', 'nosiege:474');
    s = order(s, 'france', 'land/movement', 'end');
    s = playUntil(forceDice(s, []), (x) => x.log.some((e) => e.type === 'stepEnded' && e.step === 'land/supply' && e.phasing.includes('austria')));
    expect(s.log.some((e) => e.type === 'foraged' && e.rule === '7.4.5' && e.area === '474')).toBe(false);
    expect(s.log.some((e) => e.type === 'stepBegan' && e.step === 'land/siegeCombat' && e.phasing.includes('france'))).toBe(false);
  });

  it('7.3.7.1 while a friendly power\'s corps besiege the city, declining is refused: all friendly corps besiege', () => {
    const s = outsideVienna((sc) => {
      sc.relations = { wars: [['france', 'austria'], ['austria', 'russia']], alliances: [['france', 'russia']], enforcedPeace: [] };
      (sc.forces.corps as Record<string, unknown>[])[4]!.area = '474';
    });
    expect(option(s, 'nosiege:474')?.verdict).toMatchObject({ ok: false, rule: '7.3.7.1' });
  });

  it('7.3.7.1 the choice lasts while the corps stand there: once they leave, corps arriving later besiege', () => {
    let s = order(outsideVienna(), 'france', 'land/movement', 'nosiege:474');
    const k = counterOf(s, 'fr-1');
    const out = legalDestinations(s, LAND, 'france', k).find((d) => d.verdict.ok && d.path.length === 1)!;
    s = apply(s, commandFor(decisionOf(s, 'france', 'land/movement')!, `move:${k}:${out.area}`));
    expect(s.declinedSieges).toBeUndefined();
    expect(s.log.filter((e) => e.type === 'siegeChosen')).toHaveLength(1);
  });
});
