import { describe, expect, it } from 'vitest';
import { loadMap } from '../../../shared/data/map';
import type { PowerView } from '../../../shared/model/view';
import { controllersFromView, mapStateKey } from './mapState';

const loaded = loadMap();
if (!loaded.ok) throw new Error('map data does not load');
const map = loaded.map.data;
const minors = (list: [string, string | null][]) => list.map(([id, controller]) => ({ id, name: id, status: controller ? 'free' : 'neutral', controller })) as unknown as PowerView['minors'];

describe('the map drawn from the game', () => {
  it('colours a minor country by the power controlling it now; neutral minors and home nations keep the map owner', () => {
    const c = controllersFromView(map, minors([['bavaria', 'france'], ['switzerland', null]]));
    expect(c['bavaria']).toEqual({ kind: 'major', power: 'france' });
    expect(c['switzerland']).toBeUndefined();
    expect(c['ile-de-france']).toBeUndefined();
  });

  it('11.1.3.2 / 11.4.3.3 the provinces of a neutral Poland or Kingdom of Bavaria show as that neutral minor', () => {
    const kingdoms: PowerView['neutralKingdoms'] = [
      { id: 'poland', name: 'Poland (Grand Duchy of Warsaw)', minor: 'poland', minors: [], provinces: [{ province: 'masovia', home: 'prussia' }], since: { month: 4, year: 1806 } },
      { id: 'kingdom-of-bavaria', name: 'the Kingdom of Bavaria', minor: 'bavaria', minors: ['bavaria'], provinces: [{ province: 'tyrol', home: 'austria' }], since: { month: 4, year: 1806 } },
    ];
    const c = controllersFromView(map, minors([['bavaria', null]]), kingdoms);
    expect(c['masovia']).toEqual({ kind: 'minor', minor: 'poland' });
    expect(c['tyrol']).toEqual({ kind: 'minor', minor: 'bavaria' });
    expect(controllersFromView(map, minors([['bavaria', null]]))['tyrol']).toBeUndefined();
    expect(mapStateKey({ minors: minors([]), supply: null, neutralKingdoms: kingdoms })).not.toBe(mapStateKey({ minors: minors([]), supply: null }));
  });

  it('4.4.6.4 / 10.2.2 a ceded province takes the colour of the power holding it, and redraws the map', () => {
    const ceded: PowerView['ceded'] = [{ province: 'tyrol' as never, home: 'austria', holder: 'france' }];
    expect(controllersFromView(map, minors([]), [], ceded)['tyrol']).toEqual({ kind: 'major', power: 'france' });
    expect(controllersFromView(map, minors([]))['tyrol']).toBeUndefined();
    expect(mapStateKey({ minors: minors([]), supply: null, ceded })).not.toBe(mapStateKey({ minors: minors([]), supply: null, ceded: [] }));
  });

  it('keys the map state so tiles are redrawn only when control or supply reach change', () => {
    const a = mapStateKey({ minors: minors([['bavaria', 'france']]), supply: { power: 'france', reach: { '326': 0, '325': 1 } } });
    const same = mapStateKey({ minors: minors([['bavaria', 'france']]), supply: { power: 'france', reach: { '325': 1, '326': 0 } } });
    const moved = mapStateKey({ minors: minors([['bavaria', 'france']]), supply: { power: 'france', reach: { '326': 0 } } });
    const conquered = mapStateKey({ minors: minors([['bavaria', 'austria']]), supply: { power: 'france', reach: { '326': 0, '325': 1 } } });
    expect(same).toBe(a);
    expect(moved).not.toBe(a);
    expect(conquered).not.toBe(a);
  });
});
