// Issue 21 8.1.3.1 The last-months planner of the side defending against the enemy's end-of-game
// conditions. Such a condition is met only when every one of its parts is, so the side needs to
// break just one part, and the cheapest: hold Vienna (1809: France needs it and three of six
// others), or hold every one of the other cities still needed, or keep the army above its line.
// Weighing every city any part still needs (1 / what the enemy lacks) sent strong Austria's corps
// to guard Gratz, Trieste, Brunn, Leopoldstadt and Vienna at once in June 1809, and France took
// Vienna from the thinned army in July (ladder seed 1001). This file picks the part; evaluate.ts
// (dangerOf) weighs only its cities, and guard.ts guards only them.
import type { CityId, MajorPower, VictoryCondition, VictoryTest } from '../../model';

/** What holding one city costs before the enemy near it is counted (a corps tied down there). */
export const CITY_COST = 10;
/** Army factors above its line at which an army-size part costs nothing to keep unmet (armyLine.ts LINE_SLACK). */
export const ARMY_SAFE = 35;

/** The part of an enemy condition the side keeps unmet, and the cities it must hold for that (none for an army part). */
export interface Block {
  readonly condition: string;
  readonly part: VictoryTest['kind'];
  readonly cities: readonly CityId[];
  readonly cost: number;
}

/**
 * 8.1.3.1 The cheapest part of the enemy's condition `c` that the side of `power` can keep unmet by
 * holding what it holds now: a `controlsAll` part by any one of its cities the side holds, a
 * `controlsAtLeast` k of n part by n − k + 1 of them, a `controlsAtMost` part on the side by one
 * more city than it allows, an `armyAtMost` part on the power by its army staying above the line.
 * `held` is the side's cities now, `cost` what holding one costs (CITY_COST and the enemy near it),
 * `army` a power's factors as the side may know them. Null when no part can be kept unmet without
 * taking a city first (breakOf's case, evaluate.ts) or the test is not of these kinds.
 */
export function cheapestBlock(
  c: VictoryCondition,
  power: MajorPower,
  ourSide: (p: MajorPower) => boolean,
  held: ReadonlySet<CityId>,
  cost: (city: CityId) => number,
  army: (p: MajorPower) => number,
): Block | null {
  const parts: readonly VictoryTest[] = c.test.kind === 'allOf' ? c.test.tests : [c.test];
  let best: Block | null = null;
  const keep = (cities: readonly CityId[], need: number, part: VictoryTest['kind']) => {
    const ours = cities.filter((x) => held.has(x)).sort((a, b) => cost(a) - cost(b));
    if (need <= 0 || ours.length < need) return;
    const chosen = ours.slice(0, need);
    const total = chosen.reduce((n, x) => n + cost(x), 0);
    if (!best || total < best.cost) best = { condition: c.id, part, cities: chosen, cost: total };
  };
  for (const t of parts) {
    if (t.kind === 'controlsAll' && !ourSide(t.side)) keep(t.cities, 1, t.kind);
    else if (t.kind === 'controlsAtLeast' && !ourSide(t.side)) keep(t.cities, t.cities.length - t.count + 1, t.kind);
    else if (t.kind === 'controlsAtMost' && ourSide(t.side)) keep(t.cities, t.count + 1, t.kind);
    else if (t.kind === 'armyAtMost' && ourSide(t.power) && t.power === power) {
      const margin = army(t.power) - t.factors;
      if (margin <= 0) continue;
      // a factor short of the safe margin costs what a city's enemy factor does
      const total = Math.max(0, ARMY_SAFE - margin);
      if (!best || total < best.cost) best = { condition: c.id, part: t.kind, cities: [], cost: total };
    } else if (t.kind === 'anyOf' || t.kind === 'points' || t.kind === 'allOf' || t.kind === 'always') return null;
  }
  return best;
}
