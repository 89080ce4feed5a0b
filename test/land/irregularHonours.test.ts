// 7.3.3.3.1 with 7.5.4.1.2.3.1: irregular garrison factors marching out with the honors of war go
// only where their own movement rules let them stand (10.1.1.3.4, 10.1.2.2), or are lost.
import { describe, expect, it } from 'vitest';
import type { AreaId, CityId, GameEvent, GameState } from '../../shared/model';
import { cityFacts } from '../../shared/rules/land/siege';
import { autoAnswer, seededRng } from '../../shared/engine/auto';
import { DATA, LAND, decisionOf, eventsSince, newLandGame, reach, siegeOrder } from '../engine/landSetup';

type Row = Record<string, unknown>;
const ofType = <T extends GameEvent['type']>(es: readonly GameEvent[], t: T) =>
  es.filter((e): e is Extract<GameEvent, { type: T }> => e.type === t);
const inCity = (s: GameState, city: string) => s.garrisons.filter((g) => g.place.kind === 'city' && g.place.city === city);

/**
 * France's I Corps besieges Olmutz (area 470, Austria's home nation), held by `inside`; Austria
 * also holds Breslau next door (289, in Prussia's home nation), the nearest city. The breach is
 * rolled, Austria asks for the honors of war and France grants them.
 */
function honoured(inside: Row[]): { before: GameState; after: GameState } {
  const s = newLandGame((sc) => {
    const cs = sc.forces.corps as Row[];
    cs[0] = { ...cs[0], area: '470', factors: { infantry: 12 } };
    cs[3]!.area = '467';
    sc.forces.garrisons = [...inside, { nationality: 'austria', area: '289', city: 'breslau', factors: { militia: 1 } }];
    sc.forces.depots = [
      { owner: 'france', area: '326' },
      { owner: 'france', area: '470' },
    ];
  });
  const at = reach(s, 'france', 'land/siege').s;
  const breached = siegeOrder(at, 'france', 'assault:470:olmutz', [6]);
  const asked = siegeOrder(breached, 'austria', 'honors:470:olmutz:france');
  return { before: asked, after: siegeOrder(asked, 'france', 'grant:470:olmutz:france') };
}

describe('7.3.3.3.1 irregular garrison factors and the honors of war', () => {
  it('7.3.3.3.1 / 10.1.2.2 the militia march to Breslau in Prussia; the Austrian freikorps may not leave Austria and go to the nearest Austrian city instead', () => {
    const { before, after } = honoured([{ nationality: 'austria', area: '470', city: 'olmutz', factors: { militia: 2, freikorps: 1 } }]);
    expect(inCity(after, 'olmutz')).toEqual([]);
    const out = ofType(eventsSince(before, after), 'siegeOutcome').find((e) => e.outcome === 'honorsGranted')!;
    expect(out.to).toEqual({ area: '289', city: 'breslau' });
    expect(inCity(after, 'breslau')[0]!.factors).toEqual({ militia: 3 });
    const moved = ofType(eventsSince(before, after), 'garrisonIrregularsMoved');
    expect(moved).toMatchObject([{ nationality: 'austria', from: '470', factors: { freikorps: 1 }, rule: '7.3.3.3.1' }]);
    const there = inCity(after, moved[0]!.city).find((g) => g.nationality === 'austria')!;
    expect(there.factors.freikorps).toBe(1);
    expect(there.area).not.toBe('289');
    expect(ofType(eventsSince(before, after), 'garrisonIrregularsLost')).toEqual([]);
  });

  it('7.3.3.3.1 / 10.1.1.3.4 guerillas in the garrison may not leave Spain: with no Spanish city to go to they are lost, the rest marches out', () => {
    const { before, after } = honoured([
      { nationality: 'austria', area: '470', city: 'olmutz', factors: { militia: 2 } },
      { nationality: 'austria', area: '470', city: 'olmutz', factors: { guerilla: 1 } },
    ]);
    expect(inCity(after, 'olmutz')).toEqual([]);
    expect(inCity(after, 'breslau')[0]!.factors).toEqual({ militia: 3 });
    expect(ofType(eventsSince(before, after), 'garrisonIrregularsLost')).toMatchObject([
      { nationality: 'austria', factors: { guerilla: 1 }, rule: '7.3.3.3.1' },
    ]);
    expect(after.prisoners).toEqual(before.prisoners);
  });

  it('7.3.3.3.1 two groups of freikorps leaving the same honors do not both count the room left in Brunn', () => {
    const { before, after } = honoured([
      { nationality: 'austria', area: '470', city: 'olmutz', factors: { militia: 2 } },
      { nationality: 'austria', area: '470', city: 'olmutz', factors: { freikorps: 3 } },
      { nationality: 'austria', area: '470', city: 'olmutz', factors: { freikorps: 3 } },
      // Brunn (3 spires, 15 factors) has room left for 5: one group of 3, not both
      { nationality: 'austria', area: '471', city: 'brunn', factors: { militia: 10 } },
    ]);
    const moved = ofType(eventsSince(before, after), 'garrisonIrregularsMoved');
    const lost = ofType(eventsSince(before, after), 'garrisonIrregularsLost');
    expect(moved.length + lost.length).toBe(2);
    // the first group goes to Brunn, the nearest Austrian city; before the fix the second went there too (16 factors)
    expect(moved[0]).toMatchObject({ city: 'brunn', factors: { freikorps: 3 } });
    const room = 5 * cityFacts(LAND, '471' as AreaId, 'brunn' as CityId).spires;
    const inBrunn = inCity(after, 'brunn').reduce((n, g) => n + Object.values(g.factors).reduce((a, b) => a + (b ?? 0), 0), 0);
    expect(inBrunn).toBeLessThanOrEqual(room);
    expect(moved.slice(1).every((m) => m.city !== 'brunn')).toBe(true);
  });

  it('7.3.3.3.1 cossacks may go anywhere: they march to Breslau with the militia', () => {
    const { after } = honoured([{ nationality: 'austria', area: '470', city: 'olmutz', factors: { militia: 2, cossack: 1 } }]);
    expect(inCity(after, 'breslau')[0]!.factors).toEqual({ militia: 3, cossack: 1 });
  });
});

describe('7.3.3.3.1 the standing procedures garrison irregulars', () => {
  /** Austria's freikorps beside an empty Vienna, its corps away in Prague's area, France's I Corps in `french`. */
  const atAustria = (french: string) => {
    const s = newLandGame((sc) => {
      const cs = sc.forces.corps as Row[];
      cs[0]!.area = french;
      cs[3]!.area = '467';
      sc.forces.garrisons = (sc.forces.garrisons as Row[]).filter((g) => g.city !== 'vienna');
      sc.forces.irregulars = [{ nationality: 'austria', kind: 'freikorps', factors: 1, area: '474' }];
    });
    const at = reach(s, 'austria', 'land/movement').s;
    return { s: at, fk: at.irregulars.find((i) => i.kind === 'freikorps')!.counter, d: decisionOf(at, 'austria', 'land/movement')! };
  };

  it('7.3.3.3.1 with French corps next to Vienna, the procedures put the freikorps into the empty city', () => {
    const { s, fk, d } = atAustria('475');
    expect(d.options.find((o) => o.value === `garrison:${fk}:vienna`)?.verdict).toEqual({ ok: true });
    expect(autoAnswer(s, d, seededRng(1), DATA)).toBe(`garrison:${fk}:vienna`);
  });

  it('7.3.3.3.1 with French corps next to Vienna, the procedures also send the freikorps into a Vienna already garrisoned', () => {
    const s0 = newLandGame((sc) => {
      const cs = sc.forces.corps as Row[];
      cs[0]!.area = '475';
      cs[3]!.area = '467';
      sc.forces.irregulars = [{ nationality: 'austria', kind: 'freikorps', factors: 1, area: '474' }];
    });
    const at = reach(s0, 'austria', 'land/movement').s;
    const fk = at.irregulars.find((i) => i.kind === 'freikorps')!.counter;
    expect(autoAnswer(at, decisionOf(at, 'austria', 'land/movement')!, seededRng(1), DATA)).toBe(`garrison:${fk}:vienna`);
  });

  it('7.3.3.3.1 with no enemy near, the procedures leave the freikorps in the field', () => {
    const { s, fk, d } = atAustria('326');
    expect(d.options.find((o) => o.value === `garrison:${fk}:vienna`)?.verdict).toEqual({ ok: true });
    expect(autoAnswer(s, d, seededRng(1), DATA)).not.toBe(`garrison:${fk}:vienna`);
  });
});
