// 6.2.5 Naval transport of corps and leaders: who may go aboard which fleet, the capacity of a
// fleet (one corps, 12.2.4 ten factors), and which corps are lost with their transports (6.2.5.3).
import { LEGAL, illegal, totalFactors, operatorOf } from '../../model';
import type { Corps, CounterId, Factors, Fleet, FleetId, GameState, MajorPower, Verdict } from '../../model';
import { isCityBesieged } from '../land/movement';
import { corpsAboardFleets } from './movement';
import { fleetPower, isFriendlyPort } from './places';
import type { NavalContext } from './places';

/** 12.2.4 (option) a fleet carries at most ten army factors, however organised in corps. */
export const REDUCED_CAPACITY = 10;

/** 6.2.5 corps types that never go by sea (insurrection corps; irregulars and garrisons are not corps). */
const LANDBOUND: readonly Corps['type'][] = ['insurrection'];

export interface EmbarkRules {
  /** 12.2.4 the reduced capacity option. */
  readonly reducedCapacity: boolean;
  /** v2.71 6.2.5.1 (correction, on by default): a friendly-held port, the corps may be inside it though besieged. */
  readonly friendlyPort: boolean;
  /** opt:19.1.1/6.2.5 (the v2.71 standing procedures) a corps goes aboard the largest fleet of the port that has room. */
  readonly largestTransport?: boolean;
}

/**
 * 6.2.5 / 6.2.5.1 whether `corps` may go aboard `fleet` now. The fleet lies in a port and has not
 * moved this phase; the corps stands in the port's area (v2.71: the port must be friendly-held
 * and the corps may be inside it, besieged or not; as first printed, any corps of the port's land
 * area outside a besieged city); the corps is the power's own, a free state's it controls, or a
 * combined-movement ally's; one corps a fleet (12.2.4: ten factors a fleet).
 */
export function embarkVerdict(
  state: GameState, ctx: NavalContext, power: MajorPower, fleet: Fleet, corps: Corps, moved: boolean, combined: readonly MajorPower[], rules: EmbarkRules,
): Verdict {
  if (fleetPower(state, fleet) !== power) return illegal('noSuchCounter', '6.2.5', 'not one of the power\'s fleets');
  if (fleet.location.kind !== 'port') return illegal('notAdjacent', '6.2.5.1', 'corps go aboard only in port');
  if (moved) return illegal('alreadyMoved', '6.2.5.1', 'the fleet and the corps must begin their move together in the port');
  const owner = operatorOf(state, corps); // B.4 a lent corps sails with its borrower's fleets
  if (owner === null || (owner !== power && !combined.includes(owner))) return illegal('noSuchCounter', '6.2.5', 'a fleet carries only its power\'s corps, or an ally\'s moving combined (4.9)');
  if (LANDBOUND.includes(corps.type)) return illegal('noSuchCounter', '6.2.5', 'insurrection corps do not go by sea');
  if (corps.location.kind !== 'area' || corps.location.area !== fleet.location.area) return illegal('notAdjacent', '6.2.5.1', 'the corps is not in the port\'s area');
  const port = ctx.naval.port(fleet.location.city);
  if (!port) return illegal('notAdjacent', '6.2.5.1', 'no such port');
  if (rules.friendlyPort) {
    // opt:6.2.5.1 the port must be friendly-held; a corps inside it embarks though the city is besieged
    if (!isFriendlyPort(state, ctx, power, port)) return illegal('noAccess', '6.2.5.1', `${port.name} is not held by the power or an ally`);
    if (corps.location.city !== undefined && corps.location.city !== port.city) return illegal('cityClosed', '6.2.5.1', 'the corps is inside another city of the area');
  } else if (corps.location.city !== undefined && isCityBesieged(state, corps.location.area, corps.location.city, ctx.land)) {
    return illegal('besieged', '6.2.5.1', 'the corps is shut in a besieged city');
  }
  const room = hasRoom(state, fleet, corps, rules.reducedCapacity);
  if (!room.ok) return room;
  if (rules.largestTransport) {
    // opt:19.1.1/6.2.5 with the standing procedures the stack's largest fleet is taken to be the
    // transport (the enemy hits it knowing no better), so a corps may go only aboard a fleet with
    // the most ships of those of the power in this port that still have room for it
    const here = fleet.location;
    const most = Math.max(...state.fleets.filter((f) => fleetPower(state, f) === power && f.location.kind === 'port' && f.location.city === here.city && hasRoom(state, f, corps, rules.reducedCapacity).ok).map((f) => f.ships));
    if (fleet.ships < most) return illegal('capacity', 'opt:19.1.1/6.2.5', `the standing procedures carry a corps in the largest fleet in port with room (${most} ships)`);
  }
  return LEGAL;
}

/** 6.2.5 one corps a fleet, or 12.2.4 (option) ten army factors a fleet: whether `corps` still fits aboard `fleet`. */
function hasRoom(state: GameState, fleet: Fleet, corps: Corps, reducedCapacity: boolean): Verdict {
  const aboard = corpsAboardFleets(state, [fleet.id]);
  if (reducedCapacity) {
    const load = aboard.reduce((n, c) => n + totalFactors(c.factors), 0) + totalFactors(corps.factors);
    if (load > REDUCED_CAPACITY) return illegal('capacity', '12.2.4', `a fleet carries at most ${REDUCED_CAPACITY} army factors`);
  } else if (aboard.length > 0) return illegal('capacity', '6.2.5', 'one corps a fleet');
  return LEGAL;
}

/** What becomes of the corps aboard a side's fleets when some fleets are lost (6.2.5.3, 12.2.4). */
export interface TransportLoss {
  /** Corps moved to a surviving fleet of the stack. */
  readonly moved: readonly { readonly counter: CounterId; readonly fleet: FleetId }[];
  /** Corps lost whole (their factors cannot be moved to another corps first). */
  readonly lost: readonly CounterId[];
  /** 12.2.4 factors lost from corps that stay aboard. */
  readonly cut: readonly { readonly counter: CounterId; readonly factors: Factors }[];
}

/**
 * 6.2.5.3 corps carried by fleets that were eliminated, beyond the fleets left, are lost (they go
 * to a surviving fleet of the stack that carries none, first come first served). 12.2.4 (option)
 * the factors aboard beyond ten per fleet left are lost, taken from the largest corps first
 * (by default: the owner of the corps may pick them first, `steps/naval/losses.ts`).
 */
export function transportLosses(state: GameState, survivors: readonly Fleet[], eliminated: readonly FleetId[], reducedCapacity: boolean): TransportLoss {
  const aboardSurvivors = corpsAboardFleets(state, survivors.map((f) => f.id));
  const stranded = corpsAboardFleets(state, eliminated);
  if (stranded.length === 0) return { moved: [], lost: [], cut: [] };
  if (!reducedCapacity) {
    const free = survivors.filter((f) => !aboardSurvivors.some((c) => (c.location as { fleet: FleetId }).fleet === f.id)).map((f) => f.id);
    const moved: { counter: CounterId; fleet: FleetId }[] = [];
    const lost: CounterId[] = [];
    for (const c of stranded) {
      const to = free.shift();
      if (to) moved.push({ counter: c.counter, fleet: to });
      else lost.push(c.counter);
    }
    return { moved, lost, cut: [] };
  }
  // 12.2.4 ten factors a surviving fleet; corps keep to fleets as room allows
  const room = REDUCED_CAPACITY * survivors.length;
  const all = [...aboardSurvivors, ...stranded];
  let excess = all.reduce((n, c) => n + totalFactors(c.factors), 0) - room;
  const remaining = new Map(all.map((c) => [c.counter, { ...c.factors } as Record<string, number>]));
  const order = [...all].sort((a, b) => totalFactors(b.factors) - totalFactors(a.factors));
  const cut: { counter: CounterId; factors: Factors }[] = [];
  for (const c of order) {
    if (excess <= 0) break;
    const f = remaining.get(c.counter)!;
    const taken: Record<string, number> = {};
    for (const t of Object.keys(f)) {
      while (excess > 0 && (f[t] ?? 0) > 0) {
        f[t] = f[t]! - 1;
        taken[t] = (taken[t] ?? 0) + 1;
        excess--;
      }
    }
    if (Object.keys(taken).length > 0) cut.push({ counter: c.counter, factors: taken });
  }
  const lost = [...remaining].filter(([, f]) => Object.values(f).every((n) => n === 0)).map(([k]) => k);
  const moved = stranded.filter((c) => !lost.includes(c.counter)).map((c, i) => ({ counter: c.counter, fleet: survivors[i % Math.max(1, survivors.length)]!.id }));
  return { moved: survivors.length > 0 ? moved : [], lost: survivors.length > 0 ? lost : stranded.map((c) => c.counter), cut: survivors.length > 0 ? cut.filter((x) => !lost.includes(x.counter)) : [] };
}
