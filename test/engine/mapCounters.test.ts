// 2.4.1 what the map's counters show every seat: garrison, cossack, freikorps and guerilla
// strengths are printed on the counters; corps strengths are kept off the map (2.4.2).
import { describe, expect, it } from 'vitest';
import { viewFor } from '../../shared/engine';
import { newLandGame } from './landSetup';

describe('2.4.1 counters on the map', () => {
  const s = newLandGame((sc) => {
    sc.forces.irregulars = [{ nationality: 'russia', kind: 'cossack', factors: 1, area: '276' }];
  });

  it("2.4.1 France's seat reads the Austrian garrison of Vienna and the Russian cossack at their strengths, but not the Austrian or Russian corps' factors", () => {
    const v = viewFor(s, 'france');
    expect(v.garrisons.find((g) => g.nationality === 'austria' && g.place.kind === 'city' && g.place.city === 'vienna')!.factors).toEqual({
      militia: 4,
    });
    expect(v.irregulars).toEqual([expect.objectContaining({ nationality: 'russia', kind: 'cossack', factors: 1, area: '276' })]);
    const foreign = v.corps.filter((c) => c.nationality === 'austria' || c.nationality === 'russia');
    expect(foreign.length).toBe(2);
    for (const c of foreign) expect(c.identity).toBeNull();
    // their owners read them
    expect(viewFor(s, 'austria').corps.find((c) => c.nationality === 'austria')!.identity).toMatchObject({ factors: { infantry: 6 } });
  });

  it('2.4.1 a spectator reads the garrisons too, and no corps', () => {
    const v = viewFor(s, 'spectator');
    expect(v.garrisons.length).toBe(s.garrisons.length);
    expect(v.corps.every((c) => c.identity === null)).toBe(true);
  });
});
