// v2.71 14.3.3.7 a UMP at peace with everyone may not forage unless the roll cannot cost it more
// than one strength point. A corps out of depot supply (7.4.1) or force marched (7.3.1) must forage,
// so its movement orders may not take it there: a move into an area beyond the reach of its own
// valid depots (7.4.2.1, three areas), and a force march, are refused. Allies' depots are not
// counted (their supply needs their consent in the Supply Step, 7.4.2.2).
import { parseMovementOrder, parsePathOrder } from '../land/movement';
import { depotReach } from '../land/supply';
import type { DecisionOption, GameState, LandMap, MajorPower, Verdict } from '../../model';
import { POWER_NAMES } from '../../model';
import { isUmp } from './umpState';

/** 14.3.3.7 the movement step's options of `power`, with moves out of depot supply refused for a UMP at peace. */
export function umpMovementOptions(state: GameState, map: LandMap, power: MajorPower, options: DecisionOption[]): DecisionOption[] {
  if (!isUmp(state, power) || state.relations.wars.some(([a, b]) => a === power || b === power)) return options;
  let reach: ReadonlyMap<string, number> | null = null;
  return options.map((o) => {
    if (!o.verdict.ok || typeof o.value !== 'string') return o;
    const order = parseMovementOrder(o.value);
    if (!order || (order.kind !== 'move' && order.kind !== 'march')) return o;
    if (!state.corps.some((c) => c.counter === order.counter)) return o; // cossacks and freikorps live off the land (7.4.1)
    if (order.kind === 'march') return { ...o, verdict: { ok: false, code: 'umpRestricted', rule: '14.3.3.7', detail: `${POWER_NAMES[power]} is an uncontrolled major power at peace: a force-marched corps would have to forage` } };
    reach ??= depotReach(state, map, power);
    if (reach.has(order.to)) return o;
    return { ...o, verdict: { ok: false, code: 'umpRestricted', rule: '14.3.3.7', detail: `${POWER_NAMES[power]} is an uncontrolled major power at peace: area ${order.to} lies beyond its depot supply, where the corps would have to forage` } };
  });
}

/** 14.3.3.7 a route order (`path:<counter>:<areas>`) of a UMP at peace: refused when it leaves depot supply; null when it may go on to the usual checks. */
export function umpPathVerdict(state: GameState, map: LandMap, power: MajorPower, value: string): Verdict | null {
  if (!isUmp(state, power) || state.relations.wars.some(([a, b]) => a === power || b === power)) return null;
  const o = parsePathOrder(value);
  if (!o || !state.corps.some((c) => c.counter === o.counter)) return null;
  const reach = depotReach(state, map, power);
  const out = o.areas.find((a) => !reach.has(a));
  return out === undefined ? null : { ok: false, code: 'umpRestricted', rule: '14.3.3.7', detail: `${POWER_NAMES[power]} is an uncontrolled major power at peace: area ${out} lies beyond its depot supply` };
}
