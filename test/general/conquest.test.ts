// v2.71 10.2.1 conquest needs every city of the primary district, not the capital alone
// (issue 18, general branch), on the real map: Bavaria's Munich and Nuremburg.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../shared/model';
import { occupier } from '../../shared/rules/land/conquest';
import { DATA, startPolitical } from '../political/politicalSetup';

/** Bavaria French (the fixture); Austrian garrisons in the cities named; nobody else in Munich's and Nuremburg's areas. */
function austrianGarrisons(cities: [string, string][]): GameState {
  const s = startPolitical();
  const away = (a: string) => a !== '326' && a !== '322';
  return {
    ...s,
    garrisons: [...s.garrisons.filter((g) => away(g.area)), ...cities.map(([area, city]) => ({ nationality: 'austria' as const, area: area as never, place: { kind: 'city' as const, city: city as never }, factors: { infantry: 2 } }))],
    corps: s.corps.filter((c) => c.location.kind !== 'area' || away(c.location.area)),
  };
}

describe('opt:10.2.1 conquest of minor countries (v2.71 amendment)', () => {
  it('opt:10.2.1 Munich, the capital, alone is not enough: Nuremburg lies in the primary district too', () => {
    const s = austrianGarrisons([['326', 'munich']]);
    expect(DATA.land!.minorCountry!('bavaria' as never)?.primaryCities.map((c) => c.city).sort()).toEqual(['munich', 'nuremburg']);
    expect(occupier(s, DATA.land!, s.minors.find((m) => m.id === 'bavaria')!)).toBeNull();
  });

  it('opt:10.2.1 both cities held, unbesieged: Austria occupies Bavaria', () => {
    const s = austrianGarrisons([['326', 'munich'], ['322', 'nuremburg']]);
    expect(occupier(s, DATA.land!, s.minors.find((m) => m.id === 'bavaria')!)).toBe('austria');
  });
});

describe('10.4.3.2 a secondary district conquered apart by its own capital (7.7 Conquest Step)', () => {
  it('10.4.3.2 Britain holds Christiania two Conquest Steps running while France runs Denmark-Norway: Norway becomes a British conquered minor apart, one district\'s point each way (10.2.1.2); Denmark keeps one district', async () => {
    const { beginConquest } = await import('../../shared/engine/steps/land/conquest');
    const { beginTx } = await import('../../shared/engine/tx');
    const { districtCount } = await import('../../shared/rules/general');
    const s0 = startPolitical((x) => {
      const m = (x as unknown as { minors: { id: string; status: string; controller: string | null }[] }).minors.find((y) => y.id === 'denmark')!;
      m.status = 'free';
      m.controller = 'france';
    });
    expect(districtCount(s0, 'denmark')).toBe(2);
    const s: GameState = { ...s0, garrisons: [...s0.garrisons, { nationality: 'britain' as const, area: '042' as never, place: { kind: 'city' as const, city: 'christiania' as never }, factors: { infantry: 2 } }] };
    const first = beginTx(s, DATA);
    beginConquest(first);
    expect(first.state.minors.some((m) => m.id === 'norway')).toBe(false);
    expect(first.events.filter((e) => e.type === 'minorOccupied')).toMatchObject([{ minor: 'norway', by: 'britain', from: 'france', rule: '10.4.3.2' }]);
    const next: GameState = { ...first.state, date: { month: first.state.date.month === 12 ? 1 : first.state.date.month + 1, year: first.state.date.month === 12 ? first.state.date.year + 1 : first.state.date.year } };
    const second = beginTx(next, DATA);
    beginConquest(second);
    expect(second.state.minors.find((m) => m.id === 'norway')).toMatchObject({ status: 'conquered', controller: 'britain' });
    expect(second.state.minors.find((m) => m.id === 'denmark')).toMatchObject({ status: 'free', controller: 'france' });
    expect(districtCount(second.state, 'denmark')).toBe(1);
    const pp = second.events.filter((e) => e.type === 'politicalPointsChanged' && e.rule === '10.2.1.2');
    expect(pp).toMatchObject([{ power: 'britain', delta: 1 }, { power: 'france', delta: -1 }]);
    expect(second.state.general?.districtOccupations ?? []).toEqual([]);
  });
});
