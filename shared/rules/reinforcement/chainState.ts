// Performance (issue 20, the Grand Campaign soak): the home chains of the Army Reinforcement
// Step (campaignCorpsVerdict) were worked out again after every factor placed, because each
// placement makes a new state. A chain (chainDepths and the depot facts under it) reads where counters
// stand, who holds what and who is at war with whom; never how many factors a corps holds, the
// pool of reinforcements, the decisions or the log. So a state that differs from another only in
// those has the same chains, and the chains found for the first are reused for the second.
import type { GameState } from '../../model';
import { sameCorpsButFactors, sameKeysExcept } from '../sameExcept';

/** State fields a placement changes that no chain reads: decisions, counters of commands, the log. */
const UNREAD: ReadonlySet<string> = new Set(['log', 'pending', 'groups', 'nextDecision', 'version']);
/** Turn fields a placement changes that no chain reads: the pool and what was placed from it this step. */
const TURN_UNREAD: ReadonlySet<string> = new Set(['reinforcementPool', 'reinforcementPlaced']);

/**
 * Whether `a` and `b` differ at most in what a reinforcement placement changes and no supply
 * chain reads: corps' factors (same corps, same order, all else the same objects or values), the
 * turn's reinforcement pool and placements, the pending decisions and the log.
 */
export function sameButPlacements(a: GameState, b: GameState): boolean {
  return sameKeysExcept(a, b, UNREAD, (k, x, y) =>
    k === 'corps' ? sameCorpsButFactors(x, y) : k === 'turn' && sameKeysExcept(x, y, TURN_UNREAD),
  );
}

/**
 * The state whose chains stand for `state`'s: the last one asked about when the two differ only
 * in placements (sameButPlacements), else `state` itself (then remembered as the one to compare
 * with). The answer per state is remembered, so each state is compared once.
 */
export function chainState(state: GameState): GameState {
  const known = anchors.get(state);
  if (known) return known;
  const anchor = last !== null && sameButPlacements(last, state) ? last : state;
  last = anchor;
  anchors.set(state, anchor);
  return anchor;
}
let last: GameState | null = null;
const anchors = new WeakMap<GameState, GameState>();
