import { describe, expect, it } from 'vitest';
import { newGame, viewFor } from '../../shared/engine';
import { depotReach } from '../../shared/rules/land/supply';
import { DATA, LAND, landScenario } from './landSetup';

// The supply map mode's data: each seat's view carries where its own valid depots reach
// (7.4.2.1), as the engine computes it for supply, and a spectator's view carries none.
describe('supply reach in the view (7.4.2.1, map supply mode)', () => {
  const game = newGame({ scenario: landScenario(), seed: 5, data: DATA });
  if (!game.ok) throw new Error(JSON.stringify(game.errors));
  const state = game.value;

  it('7.4.2.1 a seat sees its own depots reach: the depot area at 0, areas out to three away, nothing farther', () => {
    const supply = viewFor(state, 'france', { data: DATA }).supply!;
    expect(supply.power).toBe('france');
    expect(supply.reach['326']).toBe(0);
    expect(Object.values(supply.reach).every((n) => n >= 0 && n <= 3)).toBe(true);
    expect(Object.values(supply.reach).some((n) => n === 3)).toBe(true);
    expect(supply.reach).toEqual(Object.fromEntries(depotReach(state, LAND, 'france')));
    // Vienna is two areas down the Danube (through Linz); Algeria is far beyond reach.
    expect(supply.reach['474']).toBe(2);
    expect(supply.reach['692']).toBeUndefined();
  });

  it('a power without depots has no reach; a spectator or a view without map data gets none', () => {
    expect(viewFor(state, 'austria', { data: DATA }).supply).toEqual({ power: 'austria', reach: {} });
    expect(viewFor(state, 'spectator', { data: DATA }).supply).toBeNull();
    expect(viewFor(state, 'france').supply).toBeNull();
  });
});
