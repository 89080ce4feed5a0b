// Issue 21 8.1.3.1 The AI keeps the cities a sudden-death defeat hangs on. A scenario's
// sudden-death conditions are judged at every month's end: when the enemy needs only a few more of
// the side's cities, an empty city next to an enemy corps is the game. The procedures march their
// armies on the enemy's cities and leave such a city to its garrison (a single Bavarian factor in
// Munich in 1805); the AI first puts a corps into the area of each endangered city (dangerOf) an
// enemy stands within two areas of, and shuts a corps inside the city when the enemy next to it
// outnumbers what stands there (7.3.3: the city must then be besieged and assaulted, 7.5.4).
import { POWER_NAMES, controllerOf } from '../../model';
import type { AreaId, GameState, LandMap, MajorPower, PendingDecision } from '../../model';
import { parseMovementOrder } from '../../rules/land/movement';
import { objectiveControl } from '../../rules/victory';
import { distancesFrom } from '../auto/auto';
import { factorsOf, forcesOf, holdsToWin, sameSide } from './evaluate';
import type { Fixed } from './evaluate';
import type { AiChoice } from './explain';

/** A city counts as endangered from this share of a sudden-death condition (1/2: one of the last two cities the enemy needs). */
const DANGER = 0.5;
/** Areas within which an enemy stack makes an endangered city need a guard. */
const GUARD_REACH = 2;
/** The smallest corps sent as a guard, when one that size can go (the main army keeps marching). */
const GUARD_MIN = 6;

/**
 * The guard order for an endangered city (null when every such city is guarded, or none can be),
 * and the corps that must stay where they are: those inside an endangered city with the enemy next
 * to it (the procedures would march them out again).
 */
export function guardOrder(
  seen: GameState,
  d: PendingDecision,
  map: LandMap,
  fixed: Fixed,
): {
  choice: AiChoice | null;
  locked: ReadonlySet<string>;
  sieges: ReadonlyMap<string, { city: string; garrison: number; stays?: boolean }>;
} {
  const locked = new Set<string>();
  const sieges = new Map<string, { city: string; garrison: number; stays?: boolean }>();
  let choice: AiChoice | null = null;
  const power = d.power;
  const forces = forcesOf(seen, power);
  const holding = holdsToWin(seen, power);
  const legal = d.options.filter((o) => o.verdict.ok && typeof o.value === 'string').map((o) => o.value as string);
  const corps = new Map(seen.corps.map((c) => [c.counter as string, c]));
  // endgame.ts: a city held to keep an enemy end-of-game condition unmet says so in its reason
  const planOf = (city: string): string => {
    const b = fixed.blocks?.find((x) => x.cities.includes(city as never));
    const winner = b ? seen.scenario.victory.conditions?.find((c) => c.id === b.condition)?.winner : undefined;
    return winner ? `, and holding it keeps ${POWER_NAMES[winner]} from its win at the end` : '';
  };
  // the planned guard is named by its counter (the log names it for each reader, as in explain.ts); others as before
  const planned = (city: string, order: string, plain: string): string => {
    const o = planOf(city) ? parseMovementOrder(order) : null;
    return o && 'counter' in o ? o.counter : plain;
  };
  for (const g of fixed.goals) {
    // any city the enemy's conditions need gets its garrison (below); the marching and locking only the endangered ones
    const danger = fixed.danger.get(g.city) ?? 0;
    if (!g.ours || danger === 0) continue;
    const dist = distancesFrom(map, g.area);
    let enemyNear = 0;
    let enemyNext = 0;
    for (const [a, s] of forces.field) {
      const k = dist.get(a);
      if (k === undefined || k > GUARD_REACH || s.enemy === 0) continue;
      enemyNear += s.enemy;
      if (k <= 1) enemyNext += s.enemy;
    }
    if (enemyNear === 0) continue;
    const endangered = danger >= DANGER;
    // with the enemy next to it, the corps at the city stay: those inside it, and in the field around it all
    // of them for the side that wins by holding; for the side that must take cities as many as match the
    // enemy next door, the smallest first, and the rest march on (on the ladder the whole French army of 95
    // factors stood two months at Munich next to 40 enemy factors, 1805 seed 1002)
    if (endangered && enemyNext > 0) {
      const here = seen.corps
        .filter(
          (c) =>
            c.location.kind === 'area' &&
            c.location.area === g.area &&
            (c.location.city === g.city || c.location.city === undefined) &&
            controllerOf(seen, c.nationality) === power,
        )
        .sort(
          (a, b) =>
            Number(a.location.kind === 'area' && a.location.city === undefined) -
              Number(b.location.kind === 'area' && b.location.city === undefined) || factorsOf(a) - factorsOf(b),
        );
      let held = 0;
      for (const c of here) {
        const inCity = c.location.kind === 'area' && c.location.city !== undefined;
        if (!inCity && !holding && held >= enemyNext) break;
        locked.add(c.counter);
        held += factorsOf(c);
      }
    }
    if (choice) continue;
    const mineThere = seen.corps.filter(
      (c) => c.location.kind === 'area' && c.location.area === g.area && sameSide(seen, controllerOf(seen, c.nationality), power),
    );
    const inside = forces.inside.get(g.area as AreaId)?.own ?? 0;
    const field = forces.field.get(g.area as AreaId)?.own ?? 0;
    // 10.3.2 a vacant city is anyone's who walks in (1805: France entered an empty Vienna past the allied army
    // outside it): a factor of a corps there is left in it as a garrison (7.3.3), so it must be besieged (7.5.4)
    if (inside === 0) {
      const garrison = legal.find((v) => {
        const o = parseMovementOrder(v);
        const c = o?.kind === 'detach' && o.place.kind === 'city' && o.place.city === g.city ? corps.get(o.counter) : undefined;
        return c !== undefined && controllerOf(seen, c.nationality) === power && factorsOf(c) > 2;
      });
      if (garrison) {
        choice = {
          answer: garrison,
          why: {
            text: `${g.name} must not fall: a factor is left in it as its garrison (enemy corps of about ${enemyNear} factors within two areas)`,
            publicText: `A garrison is left in ${g.name}`,
          },
        };
        continue;
      }
    }
    if (!endangered) continue;
    // a guard where none stands; with the enemy next door, as many factors as it has there
    const need = Math.max(mineThere.length === 0 ? 1 : 0, enemyNext);
    if (field + inside < need) {
      // the smallest corps that makes up the difference, else the biggest that can reach the area
      const movers = legal
        .map((v) => ({ v, o: parseMovementOrder(v) }))
        .flatMap(({ v, o }) =>
          o?.kind === 'move' &&
          o.to === g.area &&
          corps.get(o.counter)?.location.kind === 'area' &&
          controllerOf(seen, corps.get(o.counter)!.nationality) === power
            ? [{ v, f: factorsOf(corps.get(o.counter)!) }]
            : [],
        );
      const wanted = Math.max(GUARD_MIN, need - field - inside);
      const fit = movers.filter((m) => m.f >= wanted).sort((a, b) => a.f - b.f)[0] ?? movers.sort((a, b) => b.f - a.f)[0];
      if (fit) {
        choice = {
          answer: fit.v,
          why: {
            text: `${g.name} must not fall: ${planned(g.city, fit.v, 'a corps')} marches to guard it (enemy corps of about ${enemyNear} factors within two areas${planOf(g.city)})`,
            publicText: `A corps marches to guard ${g.name}`,
          },
        };
        continue;
      }
    }
    if (enemyNext > field + inside && inside < enemyNext / 2) {
      const enter = legal.find((v) => {
        const o = parseMovementOrder(v);
        return (
          o?.kind === 'in' &&
          o.city === g.city &&
          mineThere.some((c) => c.counter === o.counter && controllerOf(seen, c.nationality) === power)
        );
      });
      if (enter)
        choice = {
          answer: enter,
          why: {
            text: `${g.name} must not fall: ${planned(g.city, enter, 'a corps')} shuts itself in (about ${enemyNext} enemy factors next to it${planOf(g.city)})`,
            publicText: `A corps enters ${g.name}`,
          },
        };
    }
  }
  // only for the side that wins by holding: on the ladder these locks cost strong France the first three
  // 1805 games it had won without them (0 of 3 against 3 of 3), while strong Austria won 3 of 3 in 1809 (0 of 3)
  if (holding) {
    siegeLocks(seen, power, fixed, forces, locked, sieges);
    vacateLocks(seen, power, fixed, locked, sieges);
  }
  return { choice, locked, sieges };
}

/** A siege is kept with at least this many times the garrison's factors (and GUARD_MIN). */
const SIEGE_HOLD = 2;

/**
 * 7.5.4 / 8.1.3.1 The corps besieging an enemy objective city that a victory condition of the side
 * still needs (opportunityOf) stay at the siege, the smallest first, until they have twice the
 * garrison's factors; the rest march on. On the ladder the procedures lifted France's siege of
 * Linz, one city short of the army-broken win, to march on Vienna (1805 seed 1000).
 */
function siegeLocks(
  seen: GameState,
  power: MajorPower,
  fixed: Fixed,
  forces: ReturnType<typeof forcesOf>,
  locked: Set<string>,
  sieges: Map<string, { city: string; garrison: number; stays?: boolean }>,
): void {
  for (const g of fixed.goals) {
    if (g.ours || (fixed.opportunity.get(g.city) ?? 0) === 0) continue;
    const garrison = forces.inside.get(g.area)?.enemy ?? 0;
    const field = forces.field.get(g.area);
    if (garrison === 0 || !field || field.own === 0 || field.enemy > 0) continue;
    const here = seen.corps
      .filter(
        (c) =>
          c.location.kind === 'area' &&
          c.location.area === g.area &&
          c.location.city === undefined &&
          controllerOf(seen, c.nationality) === power,
      )
      .sort((a, b) => factorsOf(a) - factorsOf(b));
    let held = 0;
    for (const c of here) {
      if (held >= Math.max(GUARD_MIN, SIEGE_HOLD * garrison)) break;
      locked.add(c.counter);
      sieges.set(c.counter, { city: g.name, garrison });
      held += factorsOf(c);
    }
  }
}

/**
 * 10.3.2 A vacant objective city stays with its province's controller: a city the side took
 * returns to the enemy when the last of its corps walks out without leaving a garrison. The
 * smallest such corps inside stays. On the ladder the procedures walked France's one corps out of
 * a Linz it had just taken, and Linz was Austrian again with no fight (1805 seed 1000).
 */
function vacateLocks(
  seen: GameState,
  power: MajorPower,
  fixed: Fixed,
  locked: Set<string>,
  sieges: Map<string, { city: string; garrison: number; stays?: boolean }>,
): void {
  for (const g of fixed.goals) {
    if (!g.ours) continue;
    if (
      seen.garrisons.some(
        (x) =>
          x.area === g.area &&
          x.place.kind === 'city' &&
          x.place.city === g.city &&
          sameSide(seen, controllerOf(seen, x.nationality), power),
      )
    )
      continue;
    const inside = seen.corps.filter(
      (c) =>
        c.location.kind === 'area' &&
        c.location.area === g.area &&
        c.location.city === g.city &&
        controllerOf(seen, c.nationality) === power,
    );
    if (inside.length === 0 || inside.some((c) => locked.has(c.counter))) continue;
    const out = new Set(inside.map((c) => c.counter as string));
    const vacated: GameState = { ...seen, corps: seen.corps.filter((c) => !out.has(c.counter)) };
    const after = objectiveControl(vacated).find((c) => c.city === g.city);
    if (after && sameSide(seen, after.controller, power)) continue;
    const keep = [...inside].sort((a, b) => factorsOf(a) - factorsOf(b))[0]!;
    locked.add(keep.counter);
    sieges.set(keep.counter, { city: g.name, garrison: 0, stays: true });
  }
}
