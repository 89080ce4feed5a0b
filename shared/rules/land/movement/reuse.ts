// Performance (issue 20, the Grand Campaign soak): after every movement order the step lists every
// mover's orders with their verdicts again (movementOptions). An order moves one counter, so most
// movers' verdicts come out the same. This module says when a corps' options from an earlier state
// may stand for the same corps' options now, by comparing everything those verdicts read:
//  - state fields outside the corps and the turn's movement records (relations, minors, political
//    facts, options, depots, garrisons, irregulars, fleets, powers, declined sieges, the turn's
//    combats and other land facts, …): the very same objects (`factsId`);
//  - the corps itself (its place, factors, type: the same object) and its own movement record;
//  - the corps standing in its area and in each area next to it (and the ends of a crossing arrow
//    from it, where held ends keep an arrow open): the same corps in the same order. Every verdict of a corps' orders reads
//    corps only there: moves (costs, stops, partners' battles) the areas entered,
//    cities (holders, sieges, room), garrisons and overruns its own area.
// What reads more than that (converting an enemy depot: depot chains over the whole map)
// is not kept: movementOptions works it out each time.
import type { AreaId, Corps, CounterMove, DecisionOption, GameState, LandMap, MajorPower } from '../../../model';
import { corpsByArea } from './facts';

/** State fields no verdict of a movement order reads (bookkeeping), and the two compared piecewise. */
const UNREAD: ReadonlySet<string> = new Set(['version', 'pending', 'groups', 'nextDecision', 'log', 'dice', 'corps', 'turn']);
const TURN_PIECEWISE: ReadonlySet<string> = new Set(['land']);
const LAND_PIECEWISE: ReadonlySet<string> = new Set(['moves']);

type Fields = Readonly<Record<string, unknown>>;

/** Every own key of both holds the same value, except the `skip`ped keys. */
function sameExcept(a: unknown, b: unknown, skip: ReadonlySet<string>): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const x = a as Fields;
  const y = b as Fields;
  const keys = Object.keys(x);
  if (keys.length !== Object.keys(y).length) return false;
  for (const k of keys) {
    if (!Object.prototype.hasOwnProperty.call(y, k)) return false;
    if (x[k] !== y[k] && !skip.has(k)) return false;
  }
  return true;
}

/** Whether two states agree on every fact a movement verdict reads, but for the corps and the movement records. */
export function sameMovementFacts(a: GameState, b: GameState): boolean {
  return sameExcept(a, b, UNREAD) && sameExcept(a.turn, b.turn, TURN_PIECEWISE) && sameExcept(a.turn.land, b.turn.land, LAND_PIECEWISE);
}

let lastState: GameState | null = null;
let lastId = 0;
const ids = new WeakMap<GameState, number>();

/**
 * A number shared by states that agree on those facts (sameMovementFacts with the state asked about
 * before); a new number otherwise. Remembered per state.
 */
export function factsId(state: GameState): number {
  const known = ids.get(state);
  if (known !== undefined) return known;
  if (lastState === null || !sameMovementFacts(lastState, state)) lastId++;
  lastState = state;
  ids.set(state, lastId);
  return lastId;
}

/** A corps' area, the areas next to it and the ends of crossing arrows from it, per map. */
function nearAreas(map: LandMap, area: AreaId): readonly AreaId[] {
  let byArea = nearCache.get(map);
  if (!byArea) nearCache.set(map, (byArea = new Map()));
  let near = byArea.get(area);
  if (!near) {
    const set = new Set<AreaId>([area]);
    for (const e of map.edges(area)) {
      set.add(e.to);
      for (const end of e.heldEnds ?? []) set.add(end);
    }
    byArea.set(area, (near = [...set]));
  }
  return near;
}
const nearCache = new WeakMap<LandMap, Map<AreaId, readonly AreaId[]>>();

const NONE: readonly Corps[] = [];

/** A corps' options kept with what their verdicts read. */
interface Kept {
  readonly facts: number;
  readonly map: LandMap;
  readonly power: MajorPower;
  readonly record: CounterMove | undefined;
  readonly near: readonly (readonly Corps[])[];
  readonly moves: readonly DecisionOption[];
  readonly rest: readonly DecisionOption[];
}
const kept = new WeakMap<Corps, Kept>();

const recordOf = (state: GameState, corps: Corps): CounterMove | undefined =>
  state.turn.land?.moves.find((m) => m.counter === corps.counter);

const sameList = (a: readonly Corps[], b: readonly Corps[]): boolean => a === b || (a.length === b.length && a.every((c, i) => c === b[i]));

/** A corps' kept option lists; `changed`: null when all stand, else the areas next to it whose corps changed (its own area did not). */
export interface KeptOptions {
  readonly moves: readonly DecisionOption[];
  readonly rest: readonly DecisionOption[];
  readonly changed: ReadonlySet<AreaId> | null;
}

/** Kept option lists of one power's corps for one state: `kept` finds them, `keep` remembers new ones. */
export interface MoverReuse {
  /**
   * The corps' option lists (its moves; its orders after the enemy-depot ones) from a state that
   * agrees with this one on all their verdicts read, but maybe for the corps in areas next to it
   * (`changed`): then the moves into those areas (or past them by a crossing arrow) must
   * be worked out again. Its other orders read only its own area.
   */
  kept(corps: Corps): KeptOptions | undefined;
  keep(corps: Corps, moves: readonly DecisionOption[], rest: readonly DecisionOption[]): void;
}

export function moverReuse(state: GameState, map: LandMap, power: MajorPower): MoverReuse {
  const facts = factsId(state);
  const byArea = corpsByArea(state);
  const nearNow = (area: AreaId) => nearAreas(map, area).map((a) => byArea.get(a) ?? NONE);
  return {
    kept(corps) {
      const k = kept.get(corps);
      if (
        !k ||
        k.map !== map ||
        k.power !== power ||
        k.facts !== facts ||
        k.record !== recordOf(state, corps) ||
        corps.location.kind !== 'area'
      )
        return undefined;
      const areas = nearAreas(map, corps.location.area);
      let changed: Set<AreaId> | null = null;
      for (let i = 0; i < areas.length; i++) {
        if (sameList(k.near[i]!, byArea.get(areas[i]!) ?? NONE)) continue;
        if (i === 0) return undefined; // its own area (first): every verdict reads it
        (changed ??= new Set()).add(areas[i]!);
      }
      return { moves: k.moves, rest: k.rest, changed };
    },
    keep(corps, moves, rest) {
      if (corps.location.kind !== 'area') return;
      kept.set(corps, { facts, map, power, record: recordOf(state, corps), near: nearNow(corps.location.area), moves, rest });
    },
  };
}
