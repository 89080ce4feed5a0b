// 6.3.5 Naval retreat and pursuit: where a beaten stack may go (the nearest friendly open port
// within seven points, or a sea area next to the battle), and the ice and Dardanelles limits.
import type { AreaId, GameState, MajorPower, FleetPlace, NavalPortFacts } from '../../model';
import { FLEET_MOVEMENT, navalSteps, passageVerdict } from './movement';
import { isBlockadedFor, isFriendlyPort, mayUsePort, parsePlace, placeKey, portHolder } from './places';
import type { NavalContext } from './places';

/** 6.3.5.1 a retreat reaches no port farther than this (12.2.3.5: the large-fleet cut does not apply). */
export const RETREAT_POINTS = FLEET_MOVEMENT;

/**
 * 6.3.5.1 ports open to a beaten stack of `power`: its own or, with access, an ally's (the
 * loser's wish, 6.3.5.1), not blockaded against it.
 */
function openPort(state: GameState, ctx: NavalContext, power: MajorPower, port: NavalPortFacts): boolean {
  if (isBlockadedFor(state, power, port.city)) return false;
  const holder = portHolder(state, ctx, port);
  if (holder === power) return true;
  return isFriendlyPort(state, ctx, power, port) && mayUsePort(state, ctx, power, port);
}

/**
 * 6.3.5.1 the nearest unblockaded friendly ports within seven points of `from`, by the cheapest
 * route a fleet may sail (6.3.5.1.2 never past the ice in winter or through the Dardanelles
 * without leave), each with its distance: the loser picks among the equally near. An ally's port
 * (with access) is used only if the loser wishes: its own nearest ports are offered beside a
 * nearer ally's.
 */
export function retreatPorts(state: GameState, ctx: NavalContext, power: MajorPower, from: FleetPlace): { city: string; distance: number }[] {
  const dist = new Map<string, number>([[placeKey(from), 0]]);
  const queue: { place: FleetPlace; cost: number }[] = [{ place: from, cost: 0 }];
  const found: { city: string; distance: number }[] = [];
  while (queue.length > 0) {
    queue.sort((a, b) => a.cost - b.cost);
    const { place, cost } = queue.shift()!;
    if (cost > (dist.get(placeKey(place)) ?? Infinity)) continue;
    for (const s of navalSteps(ctx, place)) {
      const c = cost + s.cost;
      if (c > RETREAT_POINTS || c >= (dist.get(s.to) ?? Infinity)) continue;
      const target = parsePlace(ctx, s.to);
      if (!target || !passageVerdict(state, ctx, power, place, target, true).ok) continue;
      if (target.kind === 'blockade') continue; // a retreat goes to a port or a sea area, never stops in a box
      dist.set(s.to, c);
      if (target.kind === 'port') {
        const port = ctx.naval.port(target.city);
        if (port && openPort(state, ctx, power, port)) found.push({ city: port.city, distance: c });
        continue;
      }
      queue.push({ place: target, cost: c });
    }
  }
  // an ally's port counts only "if the loser wishes to use it": the nearest of its own ports stay
  // open to it when an ally's is nearer
  const nearestOf = (list: { city: string; distance: number }[]) => {
    const d = Math.min(...list.map((f) => f.distance));
    return list.filter((f) => f.distance === d);
  };
  const own = found.filter((f) => {
    const port = ctx.naval.port(f.city as never);
    return port !== undefined && portHolder(state, ctx, port) === power;
  });
  const out = [...nearestOf(found)];
  for (const f of nearestOf(own)) if (!out.some((x) => x.city === f.city)) out.push(f);
  return out.sort((a, b) => a.distance - b.distance || (a.city < b.city ? -1 : 1));
}

/**
 * 6.3.5.1.1 the sea areas next to the battle a beaten stack may be sent to (the victor picks):
 * only where movement is possible (6.3.5.1.2).
 */
export function retreatSeas(state: GameState, ctx: NavalContext, power: MajorPower, from: FleetPlace): AreaId[] {
  const seas = from.kind === 'sea' ? (ctx.naval.sea(from.area)?.seas ?? []) : (ctx.naval.port(from.city)?.boxSeas ?? []);
  return seas.filter((s) => passageVerdict(state, ctx, power, from, { kind: 'sea', area: s }, true).ok);
}

/**
 * 12.2.6.1.9.1 the ports where `power` may bring disabled ships, by distance in movement points
 * from `from` (cheapest route a fleet may sail): its own ports, or an ally's with its leave.
 */
export function homePortDistances(state: GameState, ctx: NavalContext, power: MajorPower, from: FleetPlace): { city: string; distance: number }[] {
  const dist = new Map<string, number>([[placeKey(from), 0]]);
  const queue: { place: FleetPlace; cost: number }[] = [{ place: from, cost: 0 }];
  const found: { city: string; distance: number }[] = [];
  if (from.kind === 'port') {
    const here = ctx.naval.port(from.city);
    if (here && openPort(state, ctx, power, here)) found.push({ city: here.city, distance: 0 });
  }
  while (queue.length > 0) {
    queue.sort((a, b) => a.cost - b.cost);
    const { place, cost } = queue.shift()!;
    if (cost > (dist.get(placeKey(place)) ?? Infinity)) continue;
    for (const s of navalSteps(ctx, place)) {
      const c = cost + s.cost;
      if (c >= (dist.get(s.to) ?? Infinity)) continue;
      const target = parsePlace(ctx, s.to);
      if (!target || !passageVerdict(state, ctx, power, place, target).ok) continue;
      dist.set(s.to, c);
      if (target.kind === 'port') {
        const port = ctx.naval.port(target.city);
        if (port && (portHolder(state, ctx, port) === power || (isFriendlyPort(state, ctx, power, port) && mayUsePort(state, ctx, power, port))))
          found.push({ city: port.city, distance: c });
        continue;
      }
      queue.push({ place: target, cost: c });
    }
  }
  return found.sort((a, b) => a.distance - b.distance || (a.city < b.city ? -1 : 1));
}
