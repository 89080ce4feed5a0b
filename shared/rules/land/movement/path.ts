// 7.3 A move through several areas in one order (the map's "click a destination"):
//   path:<counter>:<a1>,<a2>,…   enter a1, then a2 … in turn, each an ordinary one-area move
// The order is not listed among the step's options (one per reachable area would swamp the
// list); the engine checks it when it arrives (`pathOrderVerdict`) and walks it step by step.
import { illegal } from '../../../model';
import type { AreaId, CounterId, GameState, LandMap, MajorPower, Verdict } from '../../../model';
import { moveContext, moverOf, moversOf } from './movement';
import { movementOrderVerdict } from './orders';

export interface PathOrder {
  readonly counter: CounterId;
  /** Areas entered in turn, the destination last. */
  readonly areas: readonly AreaId[];
}

/**
 * The longest route an order may name: every area costs at least one point (7.3.1.3) and no
 * counter has more than 6 (the best printed allowance, 5, plus a force march, 7.3.1.1-7.3.1.2).
 */
export const MAX_PATH_STEPS = 6;

export const isPathOrder = (value: unknown): value is string => typeof value === 'string' && value.startsWith('path:');

export function parsePathOrder(value: string): PathOrder | null {
  const parts = value.split(':');
  if (parts.length !== 3 || parts[0] !== 'path' || !parts[1] || !parts[2]) return null;
  const areas = parts[2].split(',');
  if (areas.length === 0 || areas.length > MAX_PATH_STEPS || areas.some((a) => !/^\d{3}$/.test(a))) return null;
  return { counter: parts[1] as CounterId, areas: areas as AreaId[] };
}

export const formatPathOrder = (o: PathOrder): string => `path:${o.counter}:${o.areas.join(',')}`;

/**
 * 7.3.1 / 7.3.2 whether a route order may start now: the counter is one of the power's on the
 * map, each area of the route is next to the one before it (the first next to where the
 * counter stands), and the first step is a legal move now. The later steps are judged when the
 * counter gets there (`applyPathOrder` stops where the rules stop it: an enemy force entered,
 * a reaction to answer, too few points left).
 */
export function pathOrderVerdict(state: GameState, map: LandMap, power: MajorPower, order: PathOrder): Verdict {
  const mover = moverOf(state, order.counter);
  if (!mover || !moversOf(state, power).some((m) => m.counter === order.counter)) return illegal('noSuchCounter', '7.3', `no counter ${order.counter} of this power on the map`);
  let here = mover.area;
  for (const next of order.areas) {
    if (next === here || !map.edges(here).some((e) => e.to === next)) return illegal('notAdjacent', '7.3.1', `${next} is not next to ${here}: a route goes from area to adjacent area`);
    here = next;
  }
  return movementOrderVerdict(state, map, power, { kind: 'move', counter: order.counter, to: order.areas[0]! }, moveContext(state, power));
}

/** The verdict of the route order `value` (a malformed one is refused as such). */
export function pathValueVerdict(state: GameState, map: LandMap, power: MajorPower, value: string): Verdict {
  const order = parsePathOrder(value);
  if (!order) return illegal('malformed', '7.3', `a route order is path:<counter>:<area>,<area>… with at most ${MAX_PATH_STEPS} areas`);
  return pathOrderVerdict(state, map, power, order);
}
