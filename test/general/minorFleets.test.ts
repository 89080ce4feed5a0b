// 10.2.1.1 a conquered minor's fleets leave the map, and nobody is left at sea: corps aboard are
// put ashore in port, lost at sea, or (the minor's own) eliminated with its land forces.
// Played through the Conquest Step's `conquer` (issue 18, general branch).
import { describe, expect, it } from 'vitest';
import { beginTx } from '../../shared/engine/tx';
import { conquer } from '../../shared/engine/steps/land/conquest';
import type { AreaId, Corps, Fleet, GameState } from '../../shared/model';
import { DATA, startPolitical } from '../political/politicalSetup';

const AMSTERDAM = DATA.naval!.port('amsterdam' as never)!.area;
const SEA = '735' as AreaId;
const fleet = (id: string, nationality: string, location: Fleet['location']): Fleet => ({ id, name: `${id} squadron`, nationality, ships: 6, location }) as unknown as Fleet;
const aboard = (counter: string, nationality: string, fleetId: string, infantry: number): Corps =>
  ({ counter, nationality, type: 'infantry', movement: 4, location: { kind: 'fleet', fleet: fleetId }, id: `${counter}-id`, name: `${counter} Corps`, factors: { infantry }, revealedTo: [] }) as unknown as Corps;

function dutchFleetsLoaded(): GameState {
  const s = startPolitical();
  return {
    ...s,
    fleets: [...s.fleets.filter((f) => f.nationality !== 'holland'), fleet('nl-port', 'holland', { kind: 'port', area: AMSTERDAM, city: 'amsterdam' as never }), fleet('nl-sea', 'holland', { kind: 'sea', area: SEA }), fleet('fr-sea', 'france', { kind: 'sea', area: SEA })],
    corps: [...s.corps, aboard('k-fr-port', 'france', 'nl-port', 4), aboard('k-fr-sea', 'france', 'nl-sea', 3), aboard('k-nl-fr', 'holland', 'fr-sea', 2)],
  };
}

describe('10.2.1.1 a conquered minor\'s fleets with corps aboard', () => {
  it('10.2.1.1 Holland conquered by Britain: the French corps aboard the Dutch fleet in Amsterdam goes ashore there; the one aboard at sea is lost; the Dutch corps aboard a French fleet is eliminated; both Dutch fleets leave the map, ships kept', () => {
    const s = dutchFleetsLoaded();
    const holland = s.minors.find((m) => m.id === 'holland')!;
    const tx = beginTx(s, DATA);
    conquer(tx, holland, 'britain', holland.controller);
    const corps = (k: string) => tx.state.corps.find((c) => c.counter === k);
    expect(corps('k-fr-port')?.location).toEqual({ kind: 'area', area: AMSTERDAM });
    expect(corps('k-fr-port')?.factors).toEqual({ infantry: 4 });
    expect(corps('k-fr-sea')).toBeUndefined();
    expect(corps('k-nl-fr')).toBeUndefined();
    expect(tx.state.fleets.map((f) => f.id)).toEqual(expect.not.arrayContaining(['nl-port', 'nl-sea']));
    expect(tx.state.fleets.some((f) => f.id === 'fr-sea')).toBe(true);
    expect(tx.state.general?.keptFleets?.map((f) => [f.id, f.ships])).toEqual([['nl-port', 6], ['nl-sea', 6]]);
    const losses = tx.events.filter((e) => e.type === 'factorsChanged' && e.rule === '10.2.1.1' && (e.counter === 'k-fr-sea' || e.counter === 'k-nl-fr'));
    expect(losses.map((e) => (e.type === 'factorsChanged' ? [e.counter, e.delta, e.area] : null))).toEqual([['k-fr-sea', -3, SEA], ['k-nl-fr', -2, SEA]]);
    expect(tx.events.find((e) => e.type === 'counterMoved' && e.counter === 'k-fr-port')).toMatchObject({ to: AMSTERDAM, rule: '10.2.1.1' });
  });
});
