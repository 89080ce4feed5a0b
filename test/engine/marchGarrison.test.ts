// The one garrison march both 10.5.2.3 (a former controller's garrisons leave a minor) and
// 12.3.8 (a free state's garrisons abroad go home) use.
import { describe, expect, it } from 'vitest';
import { marchGarrison } from '../../shared/engine/steps/land/minorGarrisons';
import type { AreaId, CityId, Garrison, Nationality } from '../../shared/model';

const at = (nationality: string, area: string, city: string, factors: Garrison['factors']): Garrison => ({
  nationality: nationality as Nationality,
  area: area as AreaId,
  place: { kind: 'city', city: city as CityId },
  factors,
});

describe('10.5.2.3 / 12.3.8 a garrison marched to a city', () => {
  const munich = at('bavaria', '326', 'munich', { infantry: 2 });
  const vienna = at('austria', '474', 'vienna', { militia: 4 });
  const g = at('bavaria', '474', 'vienna', { infantry: 1, militia: 3 });

  it('10.5.2.3 it joins a garrison of its nationality already there: the factors add up, kind by kind, in one garrison', () => {
    const out = marchGarrison([munich, vienna], g, { area: '326' as AreaId, city: 'munich' as CityId });
    expect(out).toHaveLength(2);
    expect(out[0]).toEqual({ ...munich, factors: { infantry: 3, militia: 3 } });
    expect(out[1]).toBe(vienna);
  });

  it('12.3.8 with none of its nationality there it stands as a new garrison in that city', () => {
    const out = marchGarrison([vienna], g, { area: '326' as AreaId, city: 'munich' as CityId });
    expect(out).toEqual([vienna, { ...g, area: '326', place: { kind: 'city', city: 'munich' } }]);
  });

  it('10.5.2.3 / 12.3.8 with nowhere to go it is gone', () => {
    expect(marchGarrison([munich, vienna], g, null)).toEqual([munich, vienna]);
  });
});
