// Issue 21 The strong AI's idle rear corps march to the main effort (7.3). The procedures (auto.ts)
// give a fixed share of corps the role of "holders": they walk to the side's nearest own objective
// city and stay there, whether or not any enemy can reach it (1805 seed 1001: 62-75 French factors
// stood in Munich's area through November and December, next to 35 Austrian factors and a besieged
// Ulm, and France lost on time). For the side that must take cities:
// - need: each own objective city keeps the corps at and next to it that match the enemy field
//   factors that can reach it this month (NEED_REACH areas, as the power may see them), less its
//   own factors inside the city; the corps kept are the fewest that cover it;
// - veto: a corps not kept that the procedures would walk back toward one of the side's own
//   objective cities (nearer to it, nearer to no enemy objective and not to the main effort) is
//   refused that walk;
// - march: when the procedures have no order left, the biggest corps not kept, at least two areas
//   from the main effort, takes a legal step toward it (into enemy field corps only at the side's
//   attack margin). The main effort is, of the enemy objective cities the side's victory
//   conditions need most (evaluate.ts opportunityOf), the one nearest the side's field army
//   (factors × distance); cities already besieged by a screen (auto.ts screenOf) are passed by.
// - army: when a condition of the side lacks the enemy army's defeat (8.1.3.1 armyAtMost, the army
//   within ARMY_SLACK of its line) and at most one city, the main effort is instead that power's
//   field stack nearest the free corps that they can beat at the side's margin, and free corps next
//   to it attack it when every free corps that can get there this step reaches that margin.
// As shipped only the army part acts (RESERVE_PARTS.cities = false): the march on cities and its
// veto lost on the ladder (1805 strong France 10/20 on seeds 1000-1019 against base 13/20).
// Strengths are as the power may know them (seen.ts, evaluate.ts forcesOf); legality is the
// engine's verdict on each option.
import { POWER_NAMES, operatorOf } from '../../model';
import type { AreaId, CityId, Corps, GameState, LandMap, MajorPower, PendingDecision, VictoryTest } from '../../model';
import { parseMovementOrder } from '../../rules/land/movement';
import { objectiveControl } from '../../rules/victory';
import { attackMargin, distancesFrom, screenOf } from '../auto/auto';
import { isCampaign } from '../auto/campaignGoals';
import { factorsOf, forcesOf, goalsOf, holdsToWin, opportunityOf, sameSide } from './evaluate';
import type { AiChoice, Reason } from './explain';
import type { GameData } from '../gameData';

/** Areas within which an enemy field stack counts as able to reach an own objective city this month. */
export const NEED_REACH = 3;
/** An enemy army this many factors or fewer above a condition's line is worth going for (8.1.3.1 armyAtMost). */
export const ARMY_SLACK = 25;
/** Odds the free corps want before they attack an enemy stack for its army's sake (not the last month's 0.9). */
export const ARMY_MARGIN = 1.5;
/** Which parts act (experiments: RESERVE=0, RESERVE_CITIES=1 in bench/aiLadderTune.ts and bench/aiLadderProbe.ts). */
export const RESERVE_PARTS = { on: true, cities: false };

const ratio = (a: number, b: number): string => `${Math.round((10 * a) / Math.max(1, b)) / 10} to 1`;
const line = (head: string, detail: string): Reason => ({ text: `${head}: ${detail}`, publicText: head });

/** Where the reserve marches: an enemy objective city, or the enemy field stack whose defeat breaks the enemy army (8.1.3.1). */
export interface Effort {
  readonly area: AreaId;
  /** "Ulm (area 320)", "Austria's corps in area 324". */
  readonly label: string;
  readonly city?: CityId;
  /** An enemy field stack: corps next to it may attack it (at the side's margin, with every free corps that can get there). */
  readonly army: boolean;
}

export interface Reserve {
  /** Corps of the side's field army not needed to hold its own objective cities this month. */
  readonly free: ReadonlySet<string>;
  /** The main effort the reserve marches on. */
  readonly effort: Effort | null;
  /** Option values refused: walks of free corps back toward an own objective city (the procedures' holders). */
  readonly vetoed: ReadonlySet<string>;
}

const fieldArea = (c: Corps): AreaId | null => (c.location.kind === 'area' && c.location.city === undefined ? c.location.area : null);

/** `p`'s field factors by area, as the reader may know them (unseen corps at the standard guess). */
function fieldOf(seen: GameState, p: MajorPower): Map<AreaId, number> {
  const out = new Map<AreaId, number>();
  for (const c of seen.corps) {
    const a = fieldArea(c);
    if (a !== null && operatorOf(seen, c) === p) out.set(a, (out.get(a) ?? 0) + factorsOf(c));
  }
  return out;
}

/**
 * 8.1.3.1 The enemy power whose army a victory condition of `power`'s side still needs cut down
 * (an `armyAtMost` part not yet met, the army within ARMY_SLACK of its line), when that condition
 * lacks at most one city besides.
 */
export function armyToBreak(seen: GameState, power: MajorPower): MajorPower | null {
  const held = new Set(
    objectiveControl(seen)
      .filter((c) => sameSide(seen, c.controller, power))
      .map((c) => c.city),
  );
  const armyOf = (p: MajorPower) =>
    seen.corps.reduce((n, c) => n + (c.location.kind === 'area' && operatorOf(seen, c) === p ? factorsOf(c) : 0), 0);
  for (const c of seen.scenario.victory.conditions ?? []) {
    if (!sameSide(seen, c.winner, power)) continue;
    let short = 0;
    let army: MajorPower | null = null;
    const walk = (t: VictoryTest): void => {
      if (t.kind === 'allOf') t.tests.forEach(walk);
      else if (t.kind === 'armyAtMost') {
        // an army counted below its line only by guesses of unseen corps (seen.ts) is not surely broken
        const n = armyOf(t.power);
        const unsure = seen.corps.some(
          (x) => x.location.kind === 'area' && operatorOf(seen, x) === t.power && !x.revealedTo.includes(power),
        );
        if ((n > t.factors || unsure) && n <= t.factors + ARMY_SLACK) army = t.power;
      } else if (t.kind === 'controlsAll') short += t.cities.filter((x) => !held.has(x)).length;
      else if (t.kind === 'controlsAtLeast') short += Math.max(0, t.count - t.cities.filter((x) => held.has(x)).length);
      else short += 99;
    };
    walk(c.test);
    if (army && short <= 1) return army;
  }
  return null;
}

/**
 * The reserve of `power` (see the file comment) for its Land Movement Step decision `d`; null when
 * the rule does not apply (the side that wins by holding, a campaign, no enemy objective left).
 * `locked` corps (guard.ts) are never free.
 */
export function reserveOf(seen: GameState, d: PendingDecision, map: LandMap, locked: ReadonlySet<string>, data?: GameData): Reserve | null {
  const power: MajorPower = d.power;
  if (!RESERVE_PARTS.on || isCampaign(seen) || holdsToWin(seen, power)) return null;
  const goals = goalsOf(seen, power, data);
  const forces = forcesOf(seen, power);
  const own = seen.corps.filter((c) => operatorOf(seen, c) === power && fieldArea(c) !== null && !locked.has(c.counter));
  // corps in a battle where they stand, or screening a besieged enemy objective, are busy
  const busy = new Set<string>();
  for (const c of own) {
    const a = fieldArea(c)!;
    if ((forces.field.get(a)?.enemy ?? 0) > 0) busy.add(c.counter);
  }
  for (const g of goals)
    if (!g.ours) {
      const s = screenOf(seen, power, g);
      if (s) busy.add(s.counter);
    }
  // need: each own objective keeps the fewest corps at and next to it that match what can reach it
  const kept = new Set<string>();
  for (const g of goals.filter((x) => x.ours)) {
    const dist = distancesFrom(map, g.area);
    let threat = 0;
    for (const [a, s] of forces.field) if (s.enemy > 0 && (dist.get(a) ?? 99) <= NEED_REACH) threat += s.enemy;
    let need = threat - (forces.inside.get(g.area)?.own ?? 0);
    const near = own.filter((c) => !kept.has(c.counter) && (dist.get(fieldArea(c)!) ?? 99) <= 1);
    while (need > 0 && near.length > 0) {
      // the smallest single corps that covers what is left, else the biggest (the fewest corps kept)
      near.sort((a, b) => factorsOf(a) - factorsOf(b) || (a.counter < b.counter ? -1 : 1));
      const i = near.findIndex((c) => factorsOf(c) >= need);
      const c = near.splice(i >= 0 ? i : near.length - 1, 1)[0]!;
      kept.add(c.counter);
      need -= factorsOf(c);
    }
  }
  const free = new Set(own.filter((c) => !kept.has(c.counter) && !busy.has(c.counter)).map((c) => c.counter));
  // the main effort: of the open enemy objectives the side's conditions need most (evaluate.ts
  // opportunityOf), the one nearest the field army (factors × distance)
  const open = goals.filter((g) => !g.ours && !screenOf(seen, power, g));
  const wanted = opportunityOf(seen, power, goals);
  const top = Math.max(0, ...open.map((g) => wanted.get(g.city) ?? 0));
  let effort: Effort | null = null;
  let bestSum = Infinity;
  for (const g of open) {
    if ((wanted.get(g.city) ?? 0) < top - 1e-9) continue;
    const dist = distancesFrom(map, g.area);
    const sum = own.reduce((n, c) => n + factorsOf(c) * (dist.get(fieldArea(c)!) ?? 99), 0);
    if (sum < bestSum) [effort, bestSum] = [{ area: g.area, label: `${g.name} (area ${g.area})`, city: g.city, army: false }, sum];
  }
  // 8.1.3.1 a condition of ours that lacks the enemy army's defeat and at most one city: the free
  // corps go for that power's nearest field stack they can beat (1805 seed 1004: 118 French factors
  // stood in Munich's area in December next to 39 Austrian ones, with Austria at 68 of the 64 factors)
  const breaker = armyToBreak(seen, power);
  if (breaker) {
    const freeCorps = own.filter((c) => !kept.has(c.counter) && !busy.has(c.counter));
    const freeFactors = freeCorps.reduce((n, c) => n + factorsOf(c), 0);
    const margin = Math.max(ARMY_MARGIN, attackMargin(seen, power));
    let bestArmy = Infinity;
    for (const [a, f] of fieldOf(seen, breaker)) {
      if (freeFactors + (forces.field.get(a)?.own ?? 0) < margin * (forces.field.get(a)?.enemy ?? f)) continue;
      const dist = distancesFrom(map, a);
      const sum = freeCorps.reduce((n, c) => n + factorsOf(c) * (dist.get(fieldArea(c)!) ?? 99), 0);
      if (sum < bestArmy) [effort, bestArmy] = [{ area: a, label: `${POWER_NAMES[breaker]}'s corps in area ${a}`, army: true }, sum];
    }
  }
  // the march on cities (and its veto) lost on the ladder (1805 France 10/20 against base 13/20): off
  if (!effort || (!effort.army && !RESERVE_PARTS.cities)) return null;
  // veto: the procedures' holders walking back toward an own objective that does not need them
  const vetoed = new Set<string>();
  const toEffort = distancesFrom(map, effort.area);
  const ownGoals = goals.filter((g) => g.ours).map((g) => distancesFrom(map, g.area));
  const enemyGoals = goals.filter((g) => !g.ours).map((g) => distancesFrom(map, g.area));
  const byCounter = new Map(own.map((c) => [c.counter as string, c]));
  for (const o of d.options) {
    if (!o.verdict.ok || typeof o.value !== 'string') continue;
    const order = parseMovementOrder(o.value);
    if (order?.kind !== 'move' || !free.has(order.counter)) continue;
    const from = fieldArea(byCounter.get(order.counter)!)!;
    const to = order.to as AreaId;
    const nearer = (dist: Map<AreaId, number>) => (dist.get(to) ?? 99) < (dist.get(from) ?? 99);
    if (ownGoals.some(nearer) && !enemyGoals.some(nearer) && !nearer(toEffort)) vetoed.add(o.value);
  }
  return { free, effort, vetoed };
}

/**
 * The reserve's march (see the file comment): the biggest free corps at least two areas from the
 * main effort takes a legal step nearer to it, when the procedures have no order left. `turnsBack`
 * refuses areas the corps has already been in this step.
 */
export function reserveMarch(
  seen: GameState,
  d: PendingDecision,
  map: LandMap,
  r: Reserve,
  turnsBack: (counter: string, to: AreaId) => boolean,
): AiChoice | null {
  if (!r.effort) return null;
  const power = d.power;
  const forces = forcesOf(seen, power);
  const margin = r.effort.army ? Math.max(ARMY_MARGIN, attackMargin(seen, power)) : attackMargin(seen, power);
  const dist = distancesFrom(map, r.effort.area);
  const byCounter = new Map(seen.corps.map((c) => [c.counter as string, c]));
  // the free factors that can still enter each area this step (each corps' biggest legal march counted once)
  const reach = new Map<AreaId, number>();
  const counted = new Set<string>();
  for (const o of d.options) {
    const order = o.verdict.ok && typeof o.value === 'string' ? parseMovementOrder(o.value) : null;
    if (order?.kind !== 'move' || !r.free.has(order.counter) || counted.has(`${order.counter}>${order.to}`)) continue;
    const c = byCounter.get(order.counter);
    if (!c || !fieldArea(c) || (forces.field.get(fieldArea(c)!)?.enemy ?? 0) > 0) continue;
    counted.add(`${order.counter}>${order.to}`);
    reach.set(order.to as AreaId, (reach.get(order.to as AreaId) ?? 0) + factorsOf(c));
  }
  let best: { value: string; c: Corps; from: AreaId; to: AreaId; f: number } | null = null;
  for (const o of d.options) {
    if (!o.verdict.ok || typeof o.value !== 'string') continue;
    const order = parseMovementOrder(o.value);
    if (order?.kind !== 'move' || !r.free.has(order.counter)) continue;
    const c = byCounter.get(order.counter);
    const from = c ? fieldArea(c) : null;
    if (!c || !from || !sameSide(seen, operatorOf(seen, c), power)) continue;
    const to = order.to as AreaId;
    const here = dist.get(from) ?? 99;
    if (here < (r.effort.army ? 1 : 2) || (dist.get(to) ?? 99) >= here || turnsBack(order.counter, to)) continue;
    if ((forces.field.get(from)?.enemy ?? 0) > 0) continue; // in a battle where it stands
    const f = factorsOf(c);
    const s = forces.field.get(to);
    // 7.5 into the enemy only at the side's margin, with every free corps that can get there this step
    if (s && s.enemy > 0 && s.own + Math.max(f, reach.get(to) ?? 0) < margin * s.enemy) continue;
    if (!best || f > best.f || (f === best.f && o.value < best.value)) best = { value: o.value, c, from, to, f };
  }
  if (!best) return null;
  const head = `${POWER_NAMES[power]} sends ${best.c.counter} from area ${best.from} toward ${r.effort.label}, the main effort`;
  const enemy = forces.field.get(best.to)?.enemy ?? 0;
  const detail =
    enemy > 0
      ? `no city of ours needs it this month; about ${ratio((forces.field.get(best.to)?.own ?? 0) + best.f, enemy)} in area ${best.to}`
      : `no city of ours needs its ${best.f} factors this month`;
  return { answer: best.value, why: line(head, detail) };
}
