// 6.2.1-6.2.2 Naval movement: the steps between sea areas, blockade boxes and ports with their
// costs, who may enter where (ports 6.2.1.2, the Dardanelles 6.2.1.3, the ice line 6.2.1.4,
// blockade boxes 6.2.7), each fleet's allowance (12.2.3 large fleets) and what a stack can reach.
import { mayBlockadeStettinTrade } from './stettin';
import { LEGAL, atWar, controllerOf, illegal } from '../../model';
import type { AreaId, Corps, Fleet, FleetId, FleetMove, GameState, MajorPower, FleetPlace, NavalTurn, Verdict } from '../../model';
import {
  blockaders, dardanellesOpen, fleetPower, fleetsAt, iceBound, isDardanelles, isEnemyFleet, mayUsePort, neutralMinorPort, parsePlace, placeKey, portHolder,
} from './places';
import type { NavalContext } from './places';

/** 6.2.1 every fleet has 7 movement points a Naval Phase. */
export const FLEET_MOVEMENT = 7;

/** One step a stack may take from a place: where to, what it costs, and the box it passes on the way. */
export interface NavalStep {
  readonly to: string;
  readonly cost: number;
  /** 6.2.1.2 leaving a port for the sea passes its blockade box first (blockaders may intercept there, 6.2.7.3). */
  readonly via?: string;
}

/**
 * 6.2.1.1 / 6.2.1.2 the places next to `from`: a sea area costs 1; a blockade box or a port from
 * a sea area touching its box costs 1 (the port is entered through the box, free); box and port
 * are 0 apart; out of a port to a sea area costs 1 and passes the box.
 * 6.2.3.2.1.3 so a stack collecting fleets from a blockaded port chooses where it meets the
 * blockaders: it enters the box first (asking to be intercepted there), then the port for free
 * and gathers the fleets (6.2.2.2); or it sails straight into the port (no box interception,
 * 6.2.3.1.2.1) and meets them with the gathered fleets on its way out through the box.
 */
export function navalSteps(ctx: NavalContext, from: FleetPlace): NavalStep[] {
  switch (from.kind) {
    case 'sea': {
      const sea = ctx.naval.sea(from.area);
      const out: NavalStep[] = (sea?.seas ?? []).map((s) => ({ to: `sea:${s}`, cost: 1 }));
      for (const city of sea?.ports ?? []) out.push({ to: `box:${city}`, cost: 1 }, { to: `port:${city}`, cost: 1 });
      return out;
    }
    case 'blockade': {
      const port = ctx.naval.port(from.city);
      if (!port) return [];
      return [{ to: `port:${port.city}`, cost: 0 }, ...port.boxSeas.map((s) => ({ to: `sea:${s}`, cost: 1 }))];
    }
    case 'port': {
      const port = ctx.naval.port(from.city);
      if (!port) return [];
      return [{ to: `box:${port.city}`, cost: 0 }, ...port.boxSeas.map((s) => ({ to: `sea:${s}`, cost: 1, via: `box:${port.city}` }))];
    }
  }
}

/** Corps aboard the fleets (6.2.5). */
export const corpsAboardFleets = (state: GameState, fleets: readonly FleetId[]): Corps[] =>
  state.corps.filter((c) => c.location.kind === 'fleet' && fleets.includes(c.location.fleet));

/** Fleets at `key` that `power` could attack there (at war, or carrying corps of a power at war with it, 6.3.1.2). */
export function attackableAt(state: GameState, power: MajorPower, key: string): Fleet[] {
  return fleetsAt(state, key).filter((f) => {
    const owner = fleetPower(state, f);
    if (owner === null || owner === power) return false;
    if (atWar(state, power, owner)) return true;
    return corpsAboardFleets(state, [f.id]).some((c) => isEnemyFleet(state, power, c.nationality));
  });
}

/**
 * 6.2.7 enemy corps of `power` in the port's area that fleets lying in the port could carry: the
 * fleets' power is not at war with `power` (neutral to it) and moves combined with the corps'
 * owner this turn (4.9 / 6.1.2), the only way they may ship another power's corps (6.2.5).
 */
export function shippableEnemyCorps(state: GameState, ctx: NavalContext, power: MajorPower, city: string): Corps[] {
  const port = ctx.naval.port(city as never);
  if (!port) return [];
  const carriers = fleetsAt(state, `port:${city}`).map((f) => fleetPower(state, f)).filter((p): p is MajorPower => p !== null && p !== power && !atWar(state, power, p));
  if (carriers.length === 0) return [];
  return state.corps.filter((c) => {
    if (c.location.kind !== 'area' || c.location.area !== port.area) return false;
    const owner = controllerOf(state, c.nationality);
    if (owner === null || owner === power || !atWar(state, power, owner)) return false;
    const group = state.turn.combinedMovement.find((g) => g.includes(owner)) ?? [owner];
    return carriers.some((p) => p === owner || group.includes(p));
  });
}

/**
 * 6.2.7 a stack may stop in a blockade box only when at war with the port's holder, to reach
 * enemy fleets in the box or the port, or to blockade a neutral port whose fleets, moving
 * combined with an enemy, could carry that enemy's corps standing in the port's area.
 */
export function boxVerdict(state: GameState, ctx: NavalContext, power: MajorPower, city: string): Verdict {
  const port = ctx.naval.port(city as never);
  if (!port) return illegal('notAdjacent', '6.2.7', 'no such port');
  const holder = portHolder(state, ctx, port);
  if (holder !== null && holder !== power && atWar(state, power, holder)) return LEGAL;
  if (attackableAt(state, power, `box:${city}`).length > 0 || attackableAt(state, power, `port:${city}`).length > 0) return LEGAL;
  if (shippableEnemyCorps(state, ctx, power, city).length > 0) return LEGAL; // 6.2.7 enemy corps neutral fleets could ship
  if (mayBlockadeStettinTrade(state, power, city)) return LEGAL; // opt:1.1.2.1 to stop Prussia collecting Stettin's trade
  return illegal('notAtWar', '6.2.7', `a stack blockades ${port.name} only at war with its holder, to reach enemy fleets there, or against enemy corps its fleets could carry`);
}

/**
 * 6.2.1.2 / 6.2.5.1 a stack may enter another power's port only with its permission (standing
 * access, 10.3.1.2) or to attack fleets there; carrying corps, only with control or access.
 */
export function portVerdict(state: GameState, ctx: NavalContext, power: MajorPower, city: string, carrying: boolean): Verdict {
  const port = ctx.naval.port(city as never);
  if (!port) return illegal('notAdjacent', '6.2.1.2', 'no such port');
  if (mayUsePort(state, ctx, power, port)) return LEGAL;
  if (carrying) return illegal('noAccess', '6.2.5.1', `fleets carrying corps enter ${port.name} only with its holder's access`);
  if (attackableAt(state, power, `port:${city}`).length > 0) return LEGAL; // 6.2.1.2 to attack the fleets there
  return illegal('noAccess', '6.2.1.2', `${port.name} is ${neutralMinorPort(state, ctx, port) ? "a neutral minor's port" : "another power's port"}: enter only with permission or to attack fleets there`);
}

/**
 * 6.2.1.3 / 6.2.1.4 whether a stack may enter (or, for the ice, leave) a sea area or a port's box.
 * `retreat`: 6.3.5.1.2 a retreat or pursuit, which needs only the leave of Constantinople's holder.
 */
export function passageVerdict(state: GameState, ctx: NavalContext, power: MajorPower, from: FleetPlace, to: FleetPlace, retreat = false): Verdict {
  if (iceBound(state, ctx, from) || iceBound(state, ctx, to)) return illegal('iceBound', retreat ? '6.3.5.1.2' : '6.2.1.4', 'no fleet enters or leaves the seas north of the ice line in winter');
  if (to.kind === 'sea' && isDardanelles(ctx, to.area) && !dardanellesOpen(state, ctx, power, retreat))
    return retreat
      ? illegal('noAccess', '6.3.5.1.2', 'no retreat or pursuit through the Dardanelles without the leave of Constantinople\'s holder')
      : illegal('noAccess', '6.2.1.3', 'the Dardanelles are closed: Constantinople is neither held unbesieged, besieged nor open by access');
  return LEGAL;
}

/** 6.2.1 / 12.2.3 the points a fleet may spend this Naval Phase (set when its power's movement began). */
export function allowanceOf(turn: NavalTurn | undefined, fleet: FleetId): number {
  return turn?.allowances?.[fleet] ?? FLEET_MOVEMENT;
}

/**
 * 12.2.3 (option) movement allowances when a power's sequence begins: a fleet starting in a stack
 * loses one point per other fleet in it (12.2.3.3) and one more when the stack carries corps or an
 * invasion depot (12.2.3.2), at most three (12.2.3.4). 12.2.3.1 the stack is the power's fleets
 * with its combined allies' at one place.
 */
export function largeFleetAllowances(state: GameState, powers: readonly MajorPower[]): Record<string, number> {
  const out: Record<string, number> = {};
  const byPlace = new Map<string, Fleet[]>();
  for (const f of state.fleets) {
    const p = fleetPower(state, f);
    if (p === null || !powers.includes(p)) continue;
    const k = placeKey(f.location);
    byPlace.set(k, [...(byPlace.get(k) ?? []), f]);
  }
  for (const fleets of byPlace.values()) {
    const ids = fleets.map((f) => f.id);
    const carrying = corpsAboardFleets(state, ids).length > 0 || state.depots.some((d) => d.fleet !== undefined && ids.includes(d.fleet));
    const cut = Math.min(3, fleets.length - 1 + (carrying ? 1 : 0));
    for (const f of fleets) out[f.id] = FLEET_MOVEMENT - cut;
  }
  return out;
}

/** A fleet's move record this turn (a fresh one when it has not moved). */
export function fleetMove(turn: NavalTurn | undefined, fleet: Fleet): FleetMove {
  return turn?.moves.find((m) => m.fleet === fleet.id) ?? { fleet: fleet.id, start: fleet.location, path: [], spent: 0, done: false };
}

/** Points the stack can still spend: the fewest any of its fleets has left. */
export function pointsLeft(turn: NavalTurn | undefined, fleets: readonly Fleet[]): number {
  if (fleets.length === 0) return 0;
  return Math.min(...fleets.map((f) => allowanceOf(turn, f.id) - fleetMove(turn, f).spent));
}

/**
 * 6.2 whether the moving stack (`fleets`, all at `from`) may take one step to `to`: adjacent,
 * points left, ice and Dardanelles, a blockade box only for a reason (6.2.7), a port only with
 * permission or to attack (6.2.1.2, carrying corps: access, 6.2.5.1).
 */
export function stepVerdict(state: GameState, ctx: NavalContext, power: MajorPower, fleets: readonly Fleet[], from: FleetPlace, to: string): Verdict {
  const step = navalSteps(ctx, from).find((s) => s.to === to);
  const target = parsePlace(ctx, to);
  if (!step || !target) return illegal('notAdjacent', '6.2.1', `${to} is not next to the stack`);
  if (pointsLeft(state.turn.naval, fleets) < step.cost) return illegal('notEnoughMovement', '6.2.1', `${step.cost} point${step.cost === 1 ? '' : 's'} needed`);
  const passage = passageVerdict(state, ctx, power, from, target);
  if (!passage.ok) return passage;
  const carrying = corpsAboardFleets(state, fleets.map((f) => f.id)).length > 0;
  if (target.kind === 'blockade') return boxVerdict(state, ctx, power, target.city);
  if (target.kind === 'port') return portVerdict(state, ctx, power, target.city, carrying);
  return LEGAL;
}

/** Where a stack can get this phase from `from` with `points`, each place with its cheapest cost (for the map overlay). */
export function reachable(state: GameState, ctx: NavalContext, power: MajorPower, fleets: readonly Fleet[], from: FleetPlace, points: number, pursuit = false): Map<string, number> {
  const best = new Map<string, number>([[placeKey(from), 0]]);
  const carrying = corpsAboardFleets(state, fleets.map((f) => f.id)).length > 0;
  // verdicts depend only on the place here: each box and port is judged once
  const judged = new Map<string, boolean>();
  const may = (target: FleetPlace, key: string): boolean => {
    if (target.kind === 'sea') return true;
    let ok = judged.get(key);
    if (ok === undefined) {
      ok = target.kind === 'blockade' ? boxVerdict(state, ctx, power, target.city).ok : portVerdict(state, ctx, power, target.city, carrying).ok;
      judged.set(key, ok);
    }
    return ok;
  };
  // 0-1 breadth-first search: steps cost 0 or 1
  const deque: { place: FleetPlace; cost: number }[] = [{ place: from, cost: 0 }];
  while (deque.length > 0) {
    const { place, cost } = deque.shift()!;
    if (cost > (best.get(placeKey(place)) ?? Infinity)) continue;
    for (const s of navalSteps(ctx, place)) {
      const c = cost + s.cost;
      if (c > points || c >= (best.get(s.to) ?? Infinity)) continue;
      const target = parsePlace(ctx, s.to);
      if (!target || !passageVerdict(state, ctx, power, place, target, pursuit).ok || !may(target, s.to)) continue;
      best.set(s.to, c);
      // a port is a destination, never a way through
      if (target.kind === 'port') continue;
      if (s.cost === 0) deque.unshift({ place: target, cost: c });
      else deque.push({ place: target, cost: c });
    }
  }
  best.delete(placeKey(from));
  return best;
}

/**
 * 6.2.7.1 a stack that began the sequence in a blockade box with no war there (not at war with
 * the port's holder, nor with fleets in the port or box, nor with corps in the port's area its
 * fleets could carry) must leave it during the sequence.
 */
export function mustLeaveBox(state: GameState, ctx: NavalContext, power: MajorPower, city: string): boolean {
  return !boxVerdict(state, ctx, power, city).ok;
}

/** Enemy fleets of `power` in the box that 6.2.3.1.2.3 lets intercept there. */
export const boxInterceptors = (state: GameState, power: MajorPower, city: string): Fleet[] => blockaders(state, power, city as never);

/** Sea areas a place touches (a port and its box touch the sea areas of the box). */
export function seasOf(ctx: NavalContext, p: FleetPlace): AreaId[] {
  if (p.kind === 'sea') return [p.area];
  return [...(ctx.naval.port(p.city)?.boxSeas ?? [])];
}

/**
 * 12.2.9.1 (option) running a blockade: one die, one less when the stack carries land forces,
 * 12.2.9.2 one less with a covering fleet (a stack of the power that fought the blockaders there
 * this turn with at least as many ships); two or less and it slips past the blockaders.
 */
export function blockadeRunModifier(transporting: boolean, covered: boolean): number {
  return (transporting ? -1 : 0) + (covered ? -1 : 0);
}
export const runsBlockade = (die: number, modifier: number): boolean => die + modifier <= 2;
