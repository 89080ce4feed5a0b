// 6.2.3 Naval interceptions: which non-phasing stacks may try to stop a moving stack, what they
// must roll, and Nelson's help.
import { atWar, controllerOf } from '../../model';
import type { Fleet, FleetId, GameState, MajorPower, FleetPlace } from '../../model';
import { corpsAboardFleets } from './movement';
import { dardanellesOpen, fleetPower, fleetsAt, iceBound, isBlockadedFor, isDardanelles, placeKey, shipsIn } from './places';
import type { NavalContext } from './places';

/** A stack that may try to intercept. */
export interface InterceptCandidate {
  readonly power: MajorPower;
  /** Place key of the stack. */
  readonly place: string;
  readonly fleets: readonly FleetId[];
  readonly ships: number;
  /** 6.2.3.2.2 the die (after Nelson) must be at most this; null in a blockade box (automatic, 6.2.3.1.2.3). */
  readonly needed: number | null;
  readonly nelson: boolean;
}

/** 6.2.3.2.2.1 from an adjacent sea area (or a port on it, 6.2.3.1.2.2): a 0 or 1. */
export const ADJACENT_ROLL = 1;
/** 6.2.3.2.2.2 in the same sea area: 0 to 3. */
export const SAME_AREA_ROLL = 3;

/** 6.2.3.2.3 Nelson takes one off the interception die. */
export const interceptionRoll = (die: number, nelson: boolean): number => die - (nelson ? 1 : 0);

/** 6.2.3.2.2 whether the (modified) roll intercepts. */
export const intercepts = (die: number, needed: number, nelson: boolean): boolean => interceptionRoll(die, nelson) <= needed;

/** 10.6.2 Nelson's fleet, if he is on the map with one. */
export function nelsonFleet(state: GameState): FleetId | null {
  const l = state.leaders.find((x) => x.id === 'nelson');
  return l && l.location.kind === 'fleet' ? l.location.fleet : null;
}

/**
 * 6.2.3.1 an "enemy stack" of a moving stack: at war with one of its fleets' powers, or with a
 * corps it carries.
 */
export function isEnemyOfStack(state: GameState, power: MajorPower, moving: readonly Fleet[]): boolean {
  for (const f of moving) {
    const p = fleetPower(state, f);
    if (p !== null && p !== power && atWar(state, power, p)) return true;
  }
  return corpsAboardFleets(state, moving.map((f) => f.id)).some((c) => {
    const p = controllerOf(state, c.nationality);
    return p !== null && p !== power && atWar(state, power, p);
  });
}

/**
 * 6.2.3.1.2 the stacks of `power` that may try to intercept `moving` as it enters `entered`:
 * in a blockade box only the power's fleets in that box (6.2.3.1.2.3, automatic); in a sea area
 * its stacks in that area (6.2.3.2.2.2), in the sea areas next to it and in unblockaded ports
 * opening on it (6.2.3.2.2.1, 6.2.3.1.2.2). Never into a port (6.2.3.1.2.1, unless the mover
 * chose the box), never past the ice in winter or into the Dardanelles without the right
 * (6.2.3.1.2.4), never with fleets beaten as interceptors this sequence (6.2.3.4.2). `group`: the
 * powers moving combined with `power` (6.2.3.1.1 one power for interception; 6.2.2 one stack
 * where their fleets lie together).
 */
export function interceptionCandidates(
  state: GameState, ctx: NavalContext, power: MajorPower, moving: readonly Fleet[], entered: FleetPlace, spent: readonly FleetId[],
  group: readonly MajorPower[] = [power],
): InterceptCandidate[] {
  // 6.2.7.2 a stack at peace with the blockaders passes their box unhindered, unless it carries
  // corps of a power at war with them (6.3.1.2)
  if (!group.some((p) => isEnemyOfStack(state, p, moving))) return [];
  const nelson = nelsonFleet(state);
  // 6.2.2 / 6.2.3.1.1 powers moving combined are one stack where they lie together, and one power for interception
  const own = (key: string) => fleetsAt(state, key).filter((f) => {
    const p = fleetPower(state, f);
    return p !== null && group.includes(p) && !spent.includes(f.id);
  });
  const candidate = (key: string, fleets: Fleet[], needed: number | null): InterceptCandidate[] =>
    fleets.length === 0 ? [] : [{ power, place: key, fleets: fleets.map((f) => f.id), ships: shipsIn(fleets), needed, nelson: nelson !== null && fleets.some((f) => f.id === nelson) }];
  if (entered.kind === 'port') return [];
  if (entered.kind === 'blockade') return candidate(placeKey(entered), own(placeKey(entered)), null);
  const sea = ctx.naval.sea(entered.area);
  if (!sea) return [];
  if (iceBound(state, ctx, entered)) return [];
  if (isDardanelles(ctx, entered.area) && !dardanellesOpen(state, ctx, power)) return [];
  const out: InterceptCandidate[] = [...candidate(`sea:${entered.area}`, own(`sea:${entered.area}`), SAME_AREA_ROLL)];
  for (const s of sea.seas) {
    if (iceBound(state, ctx, { kind: 'sea', area: s })) continue;
    out.push(...candidate(`sea:${s}`, own(`sea:${s}`), ADJACENT_ROLL));
  }
  for (const p of ctx.naval.ports) {
    if (!p.boxSeas.includes(entered.area) || group.some((g) => isBlockadedFor(state, g, p.city))) continue;
    if (iceBound(state, ctx, { kind: 'port', area: p.area, city: p.city })) continue;
    out.push(...candidate(`port:${p.city}`, own(`port:${p.city}`), ADJACENT_ROLL));
  }
  return out;
}
