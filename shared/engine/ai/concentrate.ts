// Issue 21 The strong AI's stacks attack together (7.3 / 7.5). A field battle is fought by every
// corps of the side that stands in the area when the Land Movement Step ends, so what decides it
// is how many corps get there in the same step. The procedures (auto.ts) attack an area when the
// side's corps in it and next to it could match the enemy — but those neighbours are then often
// sent elsewhere, or have spent their movement points, and one or two corps fight alone at 1 to 1
// (1805 seed 1003: France's corps entered the area of Ulm and the area beside it one by one, and
// both battles were lost). For the side that must take cities, before each order:
// - join: a battle of ours already set (own and enemy field corps in one area) at odds below
//   JOIN_UNTIL draws in the biggest corps that can still enter the area this step (its order is
//   legal now), when all such corps together would bring the odds to a fight worth having;
// - wait: the procedures' march into an enemy-held area goes ahead only when the corps already
//   there, the marching corps and every other corps that can still enter this step reach the
//   side's attack margin (auto.ts attackMargin, the procedures' own); otherwise that order is set
//   aside and the procedures choose again among the others.
// Strengths are as the power may know them (seen.ts, evaluate.ts forcesOf: an unseen corps at the
// standard guess); the orders' legality is the engine's own verdict on each option.
import { POWER_NAMES } from '../../model';
import type { AreaId, DecisionValue, GameState, MajorPower, PendingDecision } from '../../model';
import { parseMovementOrder } from '../../rules/land/movement';
import { attackMargin } from '../auto/auto';
import { factorsOf, forcesOf, goalsOf } from './evaluate';
import type { Forces } from './evaluate';
import type { AiChoice, Reason } from './explain';
import type { GameData } from '../gameData';

/** A battle already set draws in more corps until the side's odds reach this (more factors win the days, 7.5.2). */
export const JOIN_UNTIL = 2;
/** A battle is worth feeding only when every corps that can still come brings the odds to at least this. */
export const JOIN_FLOOR = 0.9;
/** Which parts act (the ladder's experiments switch them off: bench/aiLadderTune.ts CONC_JOIN=0, CONC_WAIT=0). */
export const CONCENTRATE_PARTS = { join: true, wait: true };
/** How many of the procedures' attack orders may be set aside in one decision before they choose among the rest. */
const RETRIES = 6;
/** A corps besieging an enemy city leaves only when those staying hold this many factors per factor inside (auto.ts SCREEN_RATIO). */
const SCREEN_RATIO = 1.5;
const SCREEN_MIN = 4;

/** "2.5 to 1" */
const ratio = (a: number, b: number): string => `${Math.round((10 * a) / Math.max(1, b)) / 10} to 1`;
const line = (head: string, detail: string): Reason => ({ text: `${head}: ${detail}`, publicText: head });

/** A legal march of one area by a corps of the power standing in the field (not in a city). */
interface Step {
  readonly value: string;
  readonly counter: string;
  readonly from: AreaId;
  readonly to: AreaId;
  readonly factors: number;
}

/**
 * The power's legal one-area marches, by corps in the field not already in a battle, and not
 * leaving a siege of an enemy objective city too weak to hold the garrison in.
 */
function stepsOf(seen: GameState, d: PendingDecision, forces: Forces, besieged: ReadonlySet<AreaId>, locked: ReadonlySet<string>): Step[] {
  const corps = new Map(seen.corps.map((c) => [c.counter as string, c]));
  const out: Step[] = [];
  for (const o of d.options) {
    if (!o.verdict.ok || typeof o.value !== 'string') continue;
    const order = parseMovementOrder(o.value);
    if (order?.kind !== 'move' || locked.has(order.counter)) continue;
    const c = corps.get(order.counter);
    if (!c || c.location.kind !== 'area' || c.location.city !== undefined) continue;
    const from = c.location.area;
    const here = forces.field.get(from);
    if ((here?.enemy ?? 0) > 0) continue; // in a battle where it stands
    const f = factorsOf(c);
    if (besieged.has(from)) {
      const inside = forces.inside.get(from)?.enemy ?? 0;
      if ((here?.own ?? 0) - f < Math.max(SCREEN_MIN, SCREEN_RATIO * inside)) continue;
    }
    out.push({ value: o.value, counter: order.counter, from, to: order.to as AreaId, factors: f });
  }
  return out;
}

/** The factors that can still enter `area` this step: the biggest legal march into it of each corps. */
function reachOf(steps: readonly Step[], area: AreaId, except?: string): number {
  const seen = new Set<string>();
  let n = 0;
  for (const s of steps) {
    if (s.to !== area || s.counter === except || seen.has(s.counter)) continue;
    seen.add(s.counter);
    n += s.factors;
  }
  return n;
}

export interface Concentration {
  /** A corps to send into a battle already set (join), with its reason. */
  readonly join: AiChoice | null;
  /** The procedures' order, with the attacks too weak to go ahead set aside (wait). */
  readonly base: DecisionValue;
  /** Why an attack was set aside, when one was. */
  readonly why: Reason | null;
}

/**
 * The join order or the procedures' order without piecemeal attacks (see the file comment), for
 * `power`'s Land Movement Step decision `d`; `pick` is the procedures' answer to a decision;
 * `locked` corps stay where they are (guard.ts).
 */
export function concentrate(
  seen: GameState,
  d: PendingDecision,
  pick: (d: PendingDecision) => DecisionValue,
  locked: ReadonlySet<string>,
  data?: GameData,
): Concentration {
  const power: MajorPower = d.power;
  const forces = forcesOf(seen, power);
  const besieged = new Set<AreaId>(
    goalsOf(seen, power, data)
      .filter((g) => !g.ours)
      .map((g) => g.area),
  );
  const steps = stepsOf(seen, d, forces, besieged, locked);
  const margin = attackMargin(seen, power);
  const nameOf = (counter: string) => seen.corps.find((c) => c.counter === counter)?.counter ?? counter;

  // join: the battle of ours with the worst odds that more corps can still mend
  let join: { step: Step; own: number; enemy: number } | null = null;
  let worst = Infinity;
  for (const [area, s] of CONCENTRATE_PARTS.join ? forces.field : []) {
    if (s.own === 0 || s.enemy === 0 || s.own >= JOIN_UNTIL * s.enemy) continue;
    const reach = reachOf(steps, area);
    if (reach === 0 || s.own + reach < JOIN_FLOOR * s.enemy) continue;
    const odds = s.own / s.enemy;
    if (odds >= worst) continue;
    const biggest = steps.filter((x) => x.to === area).sort((a, b) => b.factors - a.factors || (a.counter < b.counter ? -1 : 1))[0]!;
    join = { step: biggest, own: s.own, enemy: s.enemy };
    worst = odds;
  }
  if (join) {
    const { step, own, enemy } = join;
    const head = `${POWER_NAMES[power]} gathers ${nameOf(step.counter)} from area ${step.from} into the battle in area ${step.to}`;
    const why = line(head, `about ${ratio(own + step.factors, enemy)} with it, ${ratio(own, enemy)} without`);
    return { join: { answer: step.value, why }, base: step.value, why: null };
  }

  // wait: the procedures' attacks go ahead only with the whole force that can get there this step
  let options = d.options;
  let why: Reason | null = null;
  for (let i = 0; ; i++) {
    const value = pick(options === d.options ? d : { ...d, options });
    const order = typeof value === 'string' ? parseMovementOrder(value) : null;
    if (order?.kind !== 'move' || i >= RETRIES || !CONCENTRATE_PARTS.wait) return { join: null, base: value, why };
    const to = order.to as AreaId;
    const s = forces.field.get(to);
    if (!s || s.enemy === 0) return { join: null, base: value, why };
    const mover = seen.corps.find((c) => c.counter === order.counter);
    const f = mover ? factorsOf(mover) : 0;
    const whole = s.own + f + reachOf(steps, to, order.counter);
    if (whole >= margin * s.enemy) return { join: null, base: value, why };
    why ??= line(
      `${POWER_NAMES[power]} holds ${nameOf(order.counter)} back from the enemy in area ${to}`,
      `about ${ratio(whole, s.enemy)} with every corps that can get there this step; it waits for more`,
    );
    options = options.filter((o) => o.value !== value);
  }
}
