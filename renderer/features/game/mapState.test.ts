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
