// Performance (issue 20, the Grand Campaign soak): the home chains of the Army Reinforcement
// Step (campaignCorpsVerdict) were worked out again after every factor placed, because each
// placement makes a new state. A chain (chainDepths and the depot facts under it) reads where counters
// stand, who holds what and who is at war with whom; never how many factors a corps holds, the
// pool of reinforcements, the decisions or the log. So a state that differs from another only in
// those has the same chains, and the chains found for the first are reused for the second.
import type { GameState } from '../../model';

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

type Record_ = Readonly<Record<string, unknown>>;

/** Every own key of both objects holds the same value, except `skip`ped keys and those `near` accepts. */
function sameKeysExcept(
  a: unknown,
  b: unknown,
  skip: ReadonlySet<string>,
  near?: (key: string, x: unknown, y: unknown) => boolean,
): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const x = a as Record_;
  const y = b as Record_;
  const keys = Object.keys(x);
  if (keys.length !== Object.keys(y).length) return false;
  for (const k of keys) {
    if (!Object.prototype.hasOwnProperty.call(y, k)) return false;
    if (x[k] === y[k] || skip.has(k)) continue;
    if (!near || !near(k, x[k], y[k])) return false;
  }
  return true;
}

const FACTORS: ReadonlySet<string> = new Set(['factors']);

/** The same corps in the same order, each the same but maybe for its factors. */
function sameCorpsButFactors(a: unknown, b: unknown): boolean {
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i] && !sameKeysExcept(a[i], b[i], FACTORS)) return false;
  return true;
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
