import { describe, expect, it } from 'vitest';
import { antiGuerillaRoll, guerillaMayEnter, guerillasCreated, guerillasFromDefeat, irregularEvasion } from '.';
import type { AreaId, Corps, GameState, LandMap } from '../../../model';

describe('10.1.1 guerillas', () => {
  it('10.1.1.1.2 one factor per point the die is below the guerilla value', () => {
    expect([1, 2, 3, 4, 5, 6].map((d) => guerillasCreated(d, 4))).toEqual([3, 2, 1, 0, 0, 0]);
  });
  it('10.1.1.2 +1 for two or more corps; only a result above the value clears the province', () => {
    expect(antiGuerillaRoll(4, 1, 4)).toEqual({ modified: 4, cleared: false });
    expect(antiGuerillaRoll(4, 2, 4)).toEqual({ modified: 5, cleared: true });
    expect(antiGuerillaRoll(6, 3, 5)).toEqual({ modified: 7, cleared: true });
  });
  it('10.1.1.1.1 a battle lost by a Spanish corps at home raises one guerilla factor; abroad none', () => {
    const map = { area: (a: AreaId) => ({ homeOf: a === '406' ? 'spain' : 'france', province: a === '406' ? 'leon' : 'x' }) } as unknown as LandMap;
    const none = { ceded: [] } as unknown as GameState;
    expect(guerillasFromDefeat(none, map, '406' as AreaId, true)).toBe(1);
    expect(guerillasFromDefeat(none, map, '406' as AreaId, false)).toBe(0);
    expect(guerillasFromDefeat(none, map, '401' as AreaId, true)).toBe(0);
    // 8.8 / 10.1.1.1.1 Leon ceded to France is no longer an unceded home province: no guerilla
    const leonCeded = { ceded: [{ province: 'leon', home: 'spain', holder: 'france' }] } as unknown as GameState;
    expect(guerillasFromDefeat(leonCeded, map, '406' as AreaId, true)).toBe(0);
  });
  it('10.1.1.3.4 guerillas never leave Spain', () => {
    const map = { area: (a: AreaId) => ({ homeOf: a === '406' ? 'spain' : 'france' }) } as unknown as LandMap;
    expect(guerillaMayEnter(map, '406' as AreaId).ok).toBe(true);
    expect(guerillaMayEnter(map, '401' as AreaId)).toMatchObject({ ok: false, rule: '10.1.1.3.4' });
  });
});

describe('10.1.2.2.3 cossacks and freikorps retreating before combat', () => {
  // 100 touches 101 and 102; a French corps stands in 102
  const map = {
    area: (a: AreaId) => (['100', '101', '102'].includes(a) ? { cities: [] } : undefined),
    edges: (a: AreaId) => (a === '100' ? [{ to: '101' }, { to: '102' }] : []),
  } as unknown as LandMap;
  const corps = (counter: string, nationality: string, area: string, type: Corps['type'] = 'infantry') =>
    ({ counter, nationality, type, location: { kind: 'area', area }, factors: { infantry: 5 } }) as unknown as Corps;
  const state = (extra: Corps[] = []) =>
    ({
      corps: [corps('k1', 'france', '102'), ...extra],
      garrisons: [],
      minors: [],
      relations: { wars: [['france', 'russia']], alliances: [], enforcedPeace: [] },
    }) as unknown as GameState;

  it('10.1.2.2.3 alone and attacked by infantry: retreat without a roll into areas free of enemy corps', () => {
    expect(irregularEvasion(state(), map, 'russia', '100' as AreaId, [corps('k2', 'france', '100')], null)).toEqual({ ok: true, areas: ['101'], rolled: false });
  });
  it('10.1.2.2.3 against a cavalry corps a 4 or less is needed', () => {
    const cav = [corps('k2', 'france', '100', 'cavalry')];
    expect(irregularEvasion(state(), map, 'russia', '100' as AreaId, cav, 4)).toMatchObject({ ok: true, rolled: true });
    expect(irregularEvasion(state(), map, 'russia', '100' as AreaId, cav, 5)).toMatchObject({ ok: false, rule: '10.1.2.2.3' });
    expect(irregularEvasion(state(), map, 'russia', '100' as AreaId, cav, null).ok).toBe(false);
  });
  it('10.1.2.2.3 not when a friendly corps shares the area', () => {
    const s = state([corps('k3', 'russia', '100')]);
    expect(irregularEvasion(s, map, 'russia', '100' as AreaId, [corps('k2', 'france', '100')], null)).toMatchObject({ ok: false });
  });
});
