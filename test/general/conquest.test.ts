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
