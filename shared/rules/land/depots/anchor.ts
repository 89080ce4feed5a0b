// Performance (issue 20, the Grand Campaign soak): the supply chains (validDepots /
// chainDepths), depot reach (depotReach) and the searches under them were worked out again for every
// new state, though within the Supply Step and the Depot Step most commands change nothing a chain
// reads: a power's supply answer changes money, corps' factors (forage losses), the turn record,
// the cursor, the dice, the decisions and the log. A chain reads where counters stand, who holds
// what, who is at war or allied with whom, who controls the minors, loans, cessions, the fleets
// (blockades, enemy seas, sea links), the straits' leave, the date, the options and the scenario;
// never money, factors, the turn record, the cursor, the dice, the decisions or the log. So a
// state that differs from another only in those has the same chains, and what was found for the
// first (its "anchor") stands for the second. The key is the rest of the state, compared object by
// object (states are immutable): every field not listed here must be the same object.
// test/engine/supplyAnchor.test.ts reads the chains through a recording proxy and checks that they
// touch none of the fields listed here.
import type { GameState } from '../../../model';
import { sameCorpsButFactors, sameKeysExcept } from '../../sameExcept';

/** State fields no chain reads: decisions, the command counter, the cursor, the dice, the turn record, the log. */
const UNREAD: ReadonlySet<string> = new Set(['log', 'pending', 'groups', 'nextDecision', 'version', 'cursor', 'dice', 'turn']);
/** A power's fields no chain reads (B.4 loans read `inPlay`, which must stay the same). */
const POWER_UNREAD: ReadonlySet<string> = new Set(['money']);
/** A corps' fields no chain reads. */
const CORPS_UNREAD: ReadonlySet<string> = new Set(['factors']);

/** The fields of the state a chain may differ in (exported for the test that checks none is read). */
export const CHAIN_UNREAD = { state: UNREAD, power: POWER_UNREAD, corps: CORPS_UNREAD } as const;

/**
 * Whether `a` and `b` differ at most in what no supply chain reads: the fields in UNREAD, each
 * power's money, and each corps' factors (the same corps in the same order, all else the same).
 */
export function sameChainInputs(a: GameState, b: GameState): boolean {
  // the lists a command most often changes first: a quick no for the states of other steps
  if (a.depots !== b.depots || a.garrisons !== b.garrisons || a.fleets !== b.fleets || a.relations !== b.relations) return false;
  return sameKeysExcept(a, b, UNREAD, (k, x, y) =>
    k === 'powers' ? sameKeysExcept(x, y, NONE, samePowerButMoney) : k === 'corps' && sameCorpsButFactors(x, y),
  );
}

const NONE: ReadonlySet<string> = new Set();

const samePowerButMoney = (_k: string, x: unknown, y: unknown): boolean => sameKeysExcept(x, y, POWER_UNREAD);

/**
 * The state whose chains stand for `state`'s: one of the last few anchors when the two differ
 * only in what no chain reads (sameChainInputs), else `state` itself (then kept as an anchor). The
 * answer per state is remembered, so each state is compared once. The anchors are plain states:
 * one of another game or seat is used only when every field a chain reads is the same object.
 */
export function chainAnchor(state: GameState): GameState {
  const known = anchors.get(state);
  if (known) return known;
  let anchor = state;
  for (const a of recent) {
    if (a !== null && sameChainInputs(a, state)) {
      anchor = a;
      break;
    }
  }
  if (anchor === state) {
    recent[next] = state;
    next = (next + 1) % recent.length;
  }
  anchors.set(state, anchor);
  return anchor;
}
/** The last few anchors (a small ring: the procedures and the views may ask about other states in between). */
const recent: (GameState | null)[] = [null, null, null, null];
let next = 0;
const anchors = new WeakMap<GameState, GameState>();
