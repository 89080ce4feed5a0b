import { describe, expect, it } from 'vitest';
import { applyCommand, commandFor, viewFor } from '../../shared/engine';
import type { GameEvent, GameState } from '../../shared/model';
import { DATA, counterOf, decisionOf, newLandGame, order, reach } from './landSetup';

// Route orders (issue 15): path:<counter>:<a1>,<a2>,… moves a counter through several areas in
// one command, each area an ordinary move. The setup (landSetup): France's I Corps (4 points,
// 7.3.1.1, with Napoleon) in 326 (forest), Austria's I Corps in 474 outside Vienna. Terrain on
// the way: 478 and 479 mountain (2 points each, 7.3.1.3.1), 325 / 474 / 476 clear and 475
// forest (1 point each).

const atMovement = (tweak?: Parameters<typeof newLandGame>[0]) => reach(newLandGame(tweak), 'france', 'land/movement').s;
const moved = (s: GameState, k: string) => s.turn.land!.moves.find((m) => m.counter === k);
const where = (s: GameState, id: string) => s.corps.find((c) => c.id === id)!.location;
const events = (before: GameState, after: GameState): GameEvent[] => after.log.slice(before.log.length);
const tryOrder = (s: GameState, value: string) => applyCommand(s, commandFor(decisionOf(s, 'france', 'land/movement')!, value), DATA);

describe('7.3 route orders: several areas in one command', () => {
  it('7.3.1 a route enters each area in turn and spends their costs added up (mountain 2 + clear 1 = 3 of 4 points)', () => {
    const s = atMovement();
    const k = counterOf(s, 'fr-1');
    const after = order(s, 'france', 'land/movement', `path:${k}:478,325`);
    expect(where(after, 'fr-1')).toEqual({ kind: 'area', area: '325' });
    expect(moved(after, k)).toMatchObject({ entered: ['478', '325'], spent: 3, stopped: false });
    const steps = events(s, after).filter((e) => e.type === 'counterMoved');
    expect(steps).toEqual([
      { type: 'counterMoved', counter: k, from: '326', to: '478', cost: 2, rule: '7.3.1' },
      { type: 'counterMoved', counter: k, from: '478', to: '325', cost: 1, rule: '7.3.1' },
    ]);
    // one decision for France stays open, with the options of the new position; Napoleon went along (10.6)
    expect(after.pending.filter((d) => d.power === 'france' && d.kind === 'land/movement')).toHaveLength(1);
    expect(after.leaders.find((l) => l.id === 'napoleon')!.location).toEqual({ kind: 'corps', counter: k });
  });

  it('7.3.1 a route leaves the same game as the same moves given one at a time', () => {
    const s = atMovement();
    const k = counterOf(s, 'fr-1');
    const route = order(s, 'france', 'land/movement', `path:${k}:475,476`);
    const single = order(order(s, 'france', 'land/movement', `move:${k}:475`), 'france', 'land/movement', `move:${k}:476`);
    expect(route.corps).toEqual(single.corps);
    expect(route.turn).toEqual(single.turn);
    const kinds = (x: GameState) => events(s, x).filter((e) => e.type !== 'decisionAnswered');
    expect(kinds(route)).toEqual(kinds(single));
    expect(decisionOf(route, 'france', 'land/movement')!.options).toEqual(decisionOf(single, 'france', 'land/movement')!.options);
  });

  it('7.3.2 / 7.3.8 the route ends where enemy corps stand outside a city: the corps stops and declares combat', () => {
    const s = atMovement();
    const k = counterOf(s, 'fr-1');
    const after = order(s, 'france', 'land/movement', `path:${k}:475,474,476`);
    expect(where(after, 'fr-1')).toEqual({ kind: 'area', area: '474' });
    expect(moved(after, k)).toMatchObject({ entered: ['475', '474'], spent: 2, stopped: true });
    const news = events(s, after);
    expect(news.find((e) => e.type === 'combatDeclared')).toMatchObject({ area: '474', attacker: 'france', defenders: ['austria'], rule: '7.3.8' });
    expect(news.find((e) => e.type === 'movementHalted')).toEqual({
      type: 'movementHalted', counter: k, area: '474', skipped: ['476'], rule: '7.3.2', reason: 'entered an area with enemy corps outside the city and must stop',
    });
  });

  it('7.3.2 the route ends at the last area the corps can pay for (4 points: 2 + 2, then a clear area is one too many)', () => {
    const s = atMovement();
    const k = counterOf(s, 'fr-1');
    const after = order(s, 'france', 'land/movement', `path:${k}:478,479,476`);
    expect(where(after, 'fr-1')).toEqual({ kind: 'area', area: '479' });
    expect(moved(after, k)).toMatchObject({ entered: ['478', '479'], spent: 4 });
    expect(events(s, after).find((e) => e.type === 'movementHalted')).toMatchObject({ area: '479', skipped: ['476'], rule: '7.3.2', reason: 'costs 1, 0 movement point(s) left' });
  });

  it('7.3.1 a force march (+1 point) lets the same route go one area further', () => {
    let s = atMovement();
    const k = counterOf(s, 'fr-1');
    s = order(s, 'france', 'land/movement', `march:${k}`);
    const after = order(s, 'france', 'land/movement', `path:${k}:478,479,476`);
    expect(where(after, 'fr-1')).toEqual({ kind: 'area', area: '476' });
    expect(moved(after, k)).toMatchObject({ spent: 5, forceMarched: true });
  });

  it('7.3.1 a route must go from area to adjacent area: a gap or a first area that is not next to the corps is refused, nothing changes', () => {
    const s = atMovement();
    const k = counterOf(s, 'fr-1');
    expect(tryOrder(s, `path:${k}:474`)).toMatchObject({ ok: false, error: { code: 'notAdjacent', rule: '7.3.1' } });
    expect(tryOrder(s, `path:${k}:478,474`)).toMatchObject({ ok: false, error: { code: 'notAdjacent', rule: '7.3.1' } });
    expect(tryOrder(s, `path:${k}:478,478`)).toMatchObject({ ok: false, error: { code: 'notAdjacent' } });
    expect(tryOrder(s, `path:${k}:`)).toMatchObject({ ok: false, error: { code: 'malformed', rule: '7.3' } });
    expect(tryOrder(s, `path:${k}:478,325,324,326,475,474,476`)).toMatchObject({ ok: false, error: { code: 'malformed' } });
  });

  it('7.3 a route names a counter of the moving power: another power\'s corps or an unknown handle is refused', () => {
    const s = atMovement();
    expect(tryOrder(s, `path:${counterOf(s, 'au-1')}:475`)).toMatchObject({ ok: false, error: { code: 'noSuchCounter', rule: '7.3' } });
    expect(tryOrder(s, 'path:nobody:475')).toMatchObject({ ok: false, error: { code: 'noSuchCounter' } });
  });

  it('7.3.2 a corps that had to stop may not start a route (its first step is judged like a single move)', () => {
    let s = atMovement();
    const k = counterOf(s, 'fr-1');
    s = order(s, 'france', 'land/movement', `path:${k}:475,474`);
    expect(tryOrder(s, `path:${k}:476`)).toMatchObject({ ok: false, error: { code: 'mustStop', rule: '7.3.2' } });
  });

  it('7.3.6.2 the route halts when the entered area holds a garrisoned enemy depot: its owner answers first, then France moves on', () => {
    const s0 = newLandGame((sc) => {
      sc.forces.depots = [...(sc.forces.depots as unknown[]), { owner: 'austria', area: '475' }];
      sc.forces.garrisons = [...(sc.forces.garrisons as unknown[]), { nationality: 'austria', area: '475', factors: { infantry: 2 } }];
    });
    const s = reach(s0, 'france', 'land/movement').s;
    const k = counterOf(s, 'fr-1');
    const after = order(s, 'france', 'land/movement', `path:${k}:475,476`);
    expect(where(after, 'fr-1')).toEqual({ kind: 'area', area: '475' });
    expect(events(s, after).find((e) => e.type === 'movementHalted')).toMatchObject({ area: '475', skipped: ['476'], rule: '7.3.6.2' });
    // France's orders wait (7.3.6.2) until Austria keeps or destroys the depot
    expect(decisionOf(after, 'france', 'land/movement')).toBeUndefined();
    const austria = decisionOf(after, 'austria', 'land/depotGarrison')!;
    const kept = applyCommand(after, commandFor(austria, austria.options.find((o) => String(o.value).startsWith('keep'))!.value), DATA);
    expect(kept.ok).toBe(true);
    expect(decisionOf((kept as { state: GameState }).state, 'france', 'land/movement')).toBeDefined();
  });
});

describe('7.3 the seat\'s view carries where its counters can go (the map lights them)', () => {
  it('7.3 the moving power sees each counter\'s reachable areas with the cheapest cost and route, and refused neighbours with the rule', () => {
    const s = atMovement();
    const k = counterOf(s, 'fr-1');
    const mine = viewFor(s, 'france', { data: DATA }).movement!.find((m) => m.counter === k)!;
    expect(mine.left).toBe(4);
    expect(mine.reach.find((r) => r.area === '478')).toEqual({ area: '478', cost: 2, path: ['478'] });
    expect(mine.reach.find((r) => r.area === '474')).toMatchObject({ cost: 2, path: ['475', '474'] });
    // 7.3.2 never beyond an area where enemy corps stand in the field
    expect(mine.reach.some((r) => r.path.slice(0, -1).some((a) => a === '474'))).toBe(false);
    for (const r of mine.reach) expect(r.cost).toBeLessThanOrEqual(4);
    // the bystanding Bavarian corps and the cavalry are listed too; Austria and spectators see none of it
    expect(viewFor(s, 'france', { data: DATA }).movement!.map((m) => m.counter).sort()).toEqual([counterOf(s, 'fr-1'), counterOf(s, 'fr-2'), counterOf(s, 'bv-1')].sort());
    expect(viewFor(s, 'austria', { data: DATA }).movement).toBeNull();
    expect(viewFor(s, 'spectator', { data: DATA }).movement).toBeNull();
  });

  it('7.3.2 once a corps spent its points the view lists every neighbour as refused, with the reason', () => {
    let s = atMovement();
    const k = counterOf(s, 'fr-1');
    s = order(s, 'france', 'land/movement', `path:${k}:478,479`);
    const mine = viewFor(s, 'france', { data: DATA }).movement!.find((m) => m.counter === k)!;
    expect(mine.left).toBe(0);
    expect(mine.reach).toEqual([]);
    expect(mine.refused.find((r) => r.area === '476')!.verdict).toMatchObject({ ok: false, code: 'notEnoughMovement', rule: '7.3.2' });
  });
});
