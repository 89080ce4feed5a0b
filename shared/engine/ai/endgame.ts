// Issue 21 8.1.3.1 The last-months planner of the side defending against the enemy's end-of-game
// conditions. Such a condition is met only when every one of its parts is, so the side needs to
// break just one part, and the cheapest: hold Vienna (1809: France needs it and three of six
// others), or hold every one of the other cities still needed.
// Weighing every city any part still needs (1 / what the enemy lacks) sent strong Austria's corps
// to guard Gratz, Trieste, Brunn, Leopoldstadt and Vienna at once in June 1809, and France took
// Vienna from the thinned army in July (ladder seed 1001). This file picks the part; evaluate.ts
// (dangerOf) weighs only its cities, and guard.ts guards only them.
import type { CityId, MajorPower, VictoryCondition, VictoryTest } from '../../model';

/** What holding one city costs before the enemy near it is counted (a corps tied down there). */
export const CITY_COST = 10;

/** The part of an enemy condition the side keeps unmet, and the cities it must hold for that (none for an army part). */
export interface Block {
  readonly condition: string;
  readonly part: VictoryTest['kind'];
  readonly cities: readonly CityId[];
  readonly cost: number;
  /** What the next cheapest part would cost (Infinity when no other part can be kept unmet). */
  readonly next?: number;
}

/**
 * 8.1.3.1 The cheapest part of the enemy's condition `c` that the side of `power` can keep unmet by
 * holding what it holds now: a `controlsAll` part by any one of its cities the side holds, a
 * `controlsAtLeast` k of n part by n − k + 1 of them, a `controlsAtMost` part on the side by one
 * more city than it allows. `held` is the side's cities now, `cost` what holding one costs (CITY_COST
 * and the enemy near it). Null when no part can be kept unmet without taking a city first (breakOf's
 * case, evaluate.ts), the test is not of these kinds, it has an army-size part on the side, or the
 * cheapest part is not clearly cheaper than the next (BLOCK_MARGIN): then every city counts, as before.
 */
export function cheapestBlock(
  c: VictoryCondition,
  ourSide: (p: MajorPower) => boolean,
  held: ReadonlySet<CityId>,
  cost: (city: CityId) => number,
): Block | null {
  const parts: readonly VictoryTest[] = c.test.kind === 'allOf' ? c.test.tests : [c.test];
  // a condition with an army-size part on the side is left to the old weighing (evaluate.ts dangerOf) and the
  // army line (armyLine.ts): a month's battles and winter foraging cost 15-27 factors (1805), and taking the
  // army part as the block left Ulm, Munich and Linz unguarded (strong Austria 1805 seeds 1000-1004: 2 of 5
  // against 4 of 5)
  if (parts.some((t) => t.kind === 'armyAtMost' && ourSide(t.power))) return null;
  let best: Block | null = null;
  let next = Infinity;
  const keep = (cities: readonly CityId[], need: number, part: VictoryTest['kind']) => {
    const ours = cities.filter((x) => held.has(x)).sort((a, b) => cost(a) - cost(b));
    if (need <= 0 || ours.length < need) return;
    const chosen = ours.slice(0, need);
    const total = chosen.reduce((n, x) => n + cost(x), 0);
    if (!best || total < best.cost) {
      next = Math.min(next, best?.cost ?? Infinity);
      best = { condition: c.id, part, cities: chosen, cost: total };
    } else next = Math.min(next, total);
  };
  for (const t of parts) {
    if (t.kind === 'controlsAll' && !ourSide(t.side)) keep(t.cities, 1, t.kind);
    else if (t.kind === 'controlsAtLeast' && !ourSide(t.side)) keep(t.cities, t.cities.length - t.count + 1, t.kind);
    else if (t.kind === 'controlsAtMost' && ourSide(t.side)) keep(t.cities, t.count + 1, t.kind);
    else if (t.kind === 'anyOf' || t.kind === 'points' || t.kind === 'allOf' || t.kind === 'always') return null;
  }
  // a part only a little cheaper than another is no plan: the enemy's army can turn on either, and weighing one alone
  // left the other unguarded (1805 seed 1010: Brunn, Venice and Mantua chosen over a Vienna 99 enemy factors stood near;
  // France took Vienna and Mantua in December)
  const b = best as Block | null;
  return b && b.cost <= BLOCK_MARGIN.ratio * next ? { ...b, next } : null;
}

/**
 * A part is planned against only when it costs at most this share of the next cheapest part the side
 * could keep unmet. Paired on the ladder, strong Austria, seeds 1000-1019: 1805 won 1010 back (12 of 20
 * against 11 of 20), 1809 the same games (bench switch BLOCK_RATIO; Infinity is the planner without it).
 */
export const BLOCK_MARGIN = { ratio: 0.67 };

/** What one enemy army factor above its line costs to destroy, against a city's CITY_COST and defenders. */
export const ARMY_FACTOR_COST = 1.5;

/** The cities the side still has to take for its cheapest win at the end, and what that costs. */
export interface WinPlan {
  readonly condition: string;
  readonly cities: readonly CityId[];
  readonly cost: number;
}

/**
 * 8.1.3.1 The side's own end-of-game condition that is cheapest to complete from here, and the
 * enemy's cities it still has to take for it: a `controlsAll` part all it lacks, a
 * `controlsAtLeast` part the cheapest cities it lacks to the count, a `controlsAtMost` part on the
 * enemy the cheapest enemy-held cities down to the count; an `armyAtMost` part on an enemy power
 * costs ARMY_FACTOR_COST a factor above the line and takes no city. `held` is the side's cities,
 * `enemyHeld` the enemy's, `cost` what taking one costs (its defenders and the army's distance).
 * Null when no condition of the side is made only of these parts. 1809 seed 1003: in June France
 * marched its army back west on Munich, which Austria had taken, though its win at the end needed
 * Vienna and one more city east, and Munich not at all.
 */
export function cheapestWin(
  conditions: readonly VictoryCondition[],
  ourSide: (p: MajorPower) => boolean,
  held: ReadonlySet<CityId>,
  enemyHeld: ReadonlySet<CityId>,
  cost: (city: CityId) => number,
  army: (p: MajorPower) => number,
): WinPlan | null {
  let best: WinPlan | null = null;
  for (const c of conditions) {
    if (c.when !== 'end' || !ourSide(c.winner)) continue;
    const parts: readonly VictoryTest[] = c.test.kind === 'allOf' ? c.test.tests : [c.test];
    const take = new Set<CityId>();
    let total = 0;
    let ok = true;
    const cheapest = (cities: readonly CityId[], n: number) => {
      const open = cities.filter((x) => !held.has(x) && !take.has(x)).sort((a, b) => cost(a) - cost(b));
      const already = cities.filter((x) => take.has(x)).length;
      for (const x of open.slice(0, Math.max(0, n - already))) take.add(x);
    };
    for (const t of parts) {
      if (t.kind === 'controlsAll' && ourSide(t.side)) cheapest(t.cities, t.cities.filter((x) => !held.has(x)).length);
      else if (t.kind === 'controlsAtLeast' && ourSide(t.side)) cheapest(t.cities, t.count - t.cities.filter((x) => held.has(x)).length);
      else if (t.kind === 'controlsAtMost' && !ourSide(t.side))
        cheapest(
          t.cities.filter((x) => enemyHeld.has(x)),
          t.cities.filter((x) => enemyHeld.has(x)).length - t.count,
        );
      else if (t.kind === 'armyAtMost' && !ourSide(t.power)) total += ARMY_FACTOR_COST * Math.max(0, army(t.power) - t.factors);
      else ok = false;
    }
    if (!ok) continue;
    for (const x of take) total += cost(x);
    if (!best || total < best.cost) best = { condition: c.id, cities: [...take], cost: total };
  }
  return best;
}
