// 7.4.1.3.2 worked example: a corps that detached factors on the way and then loses factors
// to foraging. The corps keeps its last factor unless everything that moved with it is lost.
import { describe, expect, it } from 'vitest';
import { commandFor, forceDice } from '../../shared/engine';
import { allocateForageLosses, forageCheck } from '../../shared/rules/land/supply';
import { moveRecord, moverOf } from '../../shared/rules/land/movement';
import type { GameState } from '../../shared/model';
import { LAND, apply, counterOf, decisionOf, newLandGame, order, reach } from '../engine/landSetup';

describe('7.4.1.3.2 forage losses with detached factors', () => {
  it('7.4.1.3.2 three factors, two detached, two lost: the detached factors are the ones lost', () => {
    expect(allocateForageLosses(1, 2, 2)).toEqual({ fromCorps: 0, fromDetached: 2, corpsRemoved: false });
  });
  it('7.4.1.3.2 five factors, two detached, two lost: both come out of the corps, which keeps one', () => {
    expect(allocateForageLosses(3, 2, 2)).toEqual({ fromCorps: 2, fromDetached: 0, corpsRemoved: false });
  });
  it('7.4.1.3.2 four factors, two detached, two lost: one from the corps, one from the detachment', () => {
    expect(allocateForageLosses(2, 2, 2)).toEqual({ fromCorps: 1, fromDetached: 1, corpsRemoved: false });
  });
  it('7.4.1.3.2 the corps counter goes only when every factor that moved with it is lost', () => {
    expect(allocateForageLosses(1, 2, 3)).toEqual({ fromCorps: 1, fromDetached: 2, corpsRemoved: true });
    expect(allocateForageLosses(1, 2, 5).corpsRemoved).toBe(true);
  });

  it('7.4.1.3.2 played: a 3-factor corps detaches 2 into Munich, moves on, forages and loses 2; the garrison pays', () => {
    let { s } = reach(newLandGame((sc) => {
      sc.start = { month: 1, year: 1805 };
      sc.end = { month: 3, year: 1805 };
      (sc.forces.corps as Record<string, unknown>[])[0]!.area = '324';
      (sc.forces.corps as Record<string, unknown>[])[0]!.factors = { infantry: 3 };
    }), 'france', 'land/movement');
    const k = counterOf(s, 'fr-1');
    s = order(s, 'france', 'land/movement', `move:${k}:326`);
    s = order(s, 'france', 'land/movement', `detach:${k}:infantry:munich`);
    s = order(s, 'france', 'land/movement', `detach:${k}:infantry:munich`);
    s = order(s, 'france', 'land/movement', `move:${k}:325`);
    s = order(s, 'france', 'land/movement', 'end');
    const d = decisionOf(s, 'france', 'land/supply')!;
    expect(d).toBeDefined();
    const corps = s.corps.find((c) => c.id === 'fr-1')!;
    const check = forageCheck(s, LAND, corps, moveRecord(s, moverOf(s, k)!), true);
    expect(check.value).toBe(3); // the lowest of Munich's area (3) and 325 (4)
    expect(check.parts).toEqual({ others: 1, unused: -2, forceMarch: 0, winter: 2, ownTerritory: -1 });
    const die = 2 + check.value - check.modifier;
    expect(die).toBeGreaterThanOrEqual(1);
    expect(die).toBeLessThanOrEqual(6);
    const munichBefore = (g: GameState) => g.garrisons.find((x) => x.nationality === 'france' && x.place.kind === 'city' && x.place.city === 'munich');
    expect(munichBefore(s)!.factors.infantry).toBe(2);
    s = apply(forceDice(s, [die]), commandFor(d, [k]));
    expect(s.corps.find((c) => c.id === 'fr-1')!.factors.infantry).toBe(1);
    expect(munichBefore(s)).toBeUndefined();
    const changes = s.log.filter((e) => e.type === 'factorsChanged');
    expect(changes.reduce((n, e) => n + (e.type === 'factorsChanged' ? e.delta : 0), 0)).toBe(-2);
    for (const e of changes) expect(e).toMatchObject({ rule: '7.4.1.3.2', nationality: 'france', area: '326' });
    expect(s.log.find((e) => e.type === 'foraged')).toMatchObject({ die, losses: 2, value: 3, rule: '7.4.1' });
  });
});
