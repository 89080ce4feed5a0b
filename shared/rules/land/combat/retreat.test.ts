import { describe, expect, it } from 'vitest';
import { loadMap } from '../../../data/map';
import { type RetreatMap, retreatRoutes } from './retreat';

/** A toy map: a line A-B-C-D with a branch B-E, plus a sea link C~S that is not a land move. */
function toy(links: [string, string, 'land' | 'coast'][]): RetreatMap {
  return {
    neighbours: (id) =>
      links
        .filter(([a, b]) => a === id || b === id)
        .map(([a, b, kind]) => ({ id: a === id ? b : a, edge: { a, b, kind, border: null, river: false } })) as ReturnType<RetreatMap['neighbours']>,
  };
}
const line = toy([
  ['A', 'B', 'land'],
  ['B', 'C', 'land'],
  ['C', 'D', 'land'],
  ['B', 'E', 'land'],
  ['C', 'S', 'coast'],
]);

describe('7.5.2.10.3 retreat after losing a combat', () => {
  it('7.5.2.10.3.1 one area toward the nearest depot', () => {
    expect(retreatRoutes(line, { from: 'B', targets: ['D'], enemyOccupied: new Set() })).toEqual({ kind: 'retreat', routes: [['C']] });
  });

  it('7.5.2.10.3.1 equally close areas are all offered', () => {
    const ring = toy([
      ['A', 'B', 'land'],
      ['A', 'C', 'land'],
      ['B', 'D', 'land'],
      ['C', 'D', 'land'],
    ]);
    expect(retreatRoutes(ring, { from: 'A', targets: ['D'], enemyOccupied: new Set() })).toEqual({ kind: 'retreat', routes: [['B'], ['C']] });
  });

  it('7.5.2.10.3.3 through an enemy-held area to the next open one', () => {
    expect(retreatRoutes(line, { from: 'A', targets: ['D'], enemyOccupied: new Set(['B']) })).toEqual({ kind: 'retreat', routes: [['B', 'C']] });
  });

  it('7.5.2.10.3.5-6 never the same area twice; no way out means surrender', () => {
    expect(retreatRoutes(line, { from: 'A', targets: ['D'], enemyOccupied: new Set(['B', 'C', 'D', 'E']) })).toEqual({ kind: 'surrender', rule: '7.5.2.10.3.6' });
  });

  it('7.5.2.10.3.4 no retreat onto ships: a coast link is not a way out', () => {
    const island = toy([['X', 'S', 'coast']]);
    expect(retreatRoutes(island, { from: 'X', targets: ['S'], enemyOccupied: new Set() }).kind).toBe('surrender');
  });

  it('7.5.2.10.3.6 (errata) a force that disembarked surrenders', () => {
    expect(retreatRoutes(line, { from: 'B', targets: ['D'], enemyOccupied: new Set(), disembarked: true }).kind).toBe('surrender');
  });

  it('7.5.2.10.3 on the shipped map every route is a chain of land neighbours ending in an open area', () => {
    const loaded = loadMap();
    if (!loaded.ok) throw new Error('map invalid');
    const map = loaded.map;
    const land = map.data.adjacency.filter((e) => e.kind === 'land');
    const from = land[0]?.a ?? '';
    const target = land[40]?.b ?? '';
    const enemy = new Set(map.neighbours(from).filter((n) => n.edge.kind === 'land').slice(0, 1).map((n) => n.id));
    const r = retreatRoutes(map, { from, targets: [target], enemyOccupied: enemy });
    expect(r.kind).toBe('retreat');
    if (r.kind !== 'retreat') return;
    expect(r.routes.length).toBeGreaterThan(0);
    for (const route of r.routes) {
      let at = from;
      for (const step of route) {
        expect(map.edgeBetween(at, step)?.kind).toBe('land');
        at = step;
      }
      expect(enemy.has(at)).toBe(false);
    }
  });
});
