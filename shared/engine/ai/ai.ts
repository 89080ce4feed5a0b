// Issue 21 An AI that plays to win, by level: 'procedures' (shared/engine/auto as it is),
// 'normal' and 'strong', which search where it pays — land movement orders scored with an
// evaluation of positions (evaluate.ts), and battle chits on the engine's own odds (chits.ts).
// It reads only `seenBy(state, power)` (seen.ts): hidden strengths, other powers' money and the
// dice are not in what it is given. Budgets are counts, never time: the engine has no clock, so
// the same position gets the same answer on any machine.
import type { AreaId, DecisionValue, GameState, LandMap, PendingDecision } from '../../model';
import { parseMovementOrder } from '../../rules/land/movement';
import { dataForGame, type GameData } from '../gameData';
import { autoAnswer } from '../auto/auto';
import type { Rng } from '../auto/auto';
import { seenBy } from './seen';
import { evaluate, fixedOf, holdsToWin, withCorpsAt } from './evaluate';
import type { Score } from './evaluate';
import { CHIT_PARTS, aiChit } from './chits';
import { aiPolitical } from './war';
import { peacesMade } from './diplomacy';
import { guardOrder } from './guard';
import { explainMove, explainEnd, explainSiege } from './explain';
import { forcesAccess } from '../auto/campaignGoals';
import type { AiChoice } from './explain';
import { aiExpenditure } from './economy';
import { aiRising } from './rising';
import { forageFirst } from './forage';
import { concentrate } from './concentrate';
import { armyLineOf, lineChit, lineSiege, lineVeto, lineWhy } from './armyLine';
import { reserveMarch, reserveOf } from './reserve';

export const AI_LEVELS = ['procedures', 'normal', 'strong'] as const;
export type AiLevel = (typeof AI_LEVELS)[number];

/**
 * Search budget per level: movement orders scored per decision, how many of the best of them
 * are also scored with the corps' next step (two-step plans), and the chits' simulated days per
 * pairing — a first look (0: the first round's exact odds only), and the full reading when the
 * first look leaves the choice close.
 */
export const AI_BUDGET: {
  readonly [L in AiLevel]: {
    readonly orders: number;
    readonly twoSteps: number;
    readonly firstDays: number;
    readonly days: number;
    readonly keep: number;
    readonly keepMustTake: number;
    readonly guard: boolean;
  };
} = {
  procedures: { orders: 0, twoSteps: 0, firstDays: 0, days: 200, keep: 0, keepMustTake: 0, guard: false },
  normal: { orders: 40, twoSteps: 0, firstDays: 0, days: 20, keep: 40, keepMustTake: 40, guard: true },
  strong: { orders: 200, twoSteps: 12, firstDays: 0, days: 60, keep: 15, keepMustTake: Infinity, guard: true },
};
/** A second step counts a little less than the first (the corps may not have the movement points). */
const SECOND_STEP = 0.8;

export type { AiChoice } from './explain';

interface Candidate {
  readonly value: DecisionValue;
  readonly counter: string | null;
  readonly to: AreaId | null;
  /** The area after `to` a two-step plan aims for (the reason names it). */
  readonly then?: AreaId;
  readonly score: Score;
}

/** A movement order of one of the corps the guard keeps where they are (guard.ts). */
function lockedOrder(value: DecisionValue, locked: ReadonlySet<string>): boolean {
  const o = typeof value === 'string' ? parseMovementOrder(value) : null;
  return o !== null && 'counter' in o && locked.has(o.counter);
}

/** 7.3 The areas each corps started this Land Movement Step in or has entered in it (state.turn.land.moves). */
function visitedThisStep(seen: GameState): Map<string, Set<AreaId>> {
  const out = new Map<string, Set<AreaId>>();
  for (const m of seen.turn.land?.moves ?? []) out.set(m.counter, new Set<AreaId>([m.start, ...m.entered]));
  return out;
}

/**
 * 7.3 One movement order chosen by search: every legal march of one area (up to the level's
 * budget, the corps' orders in the engine's order) is scored as the position it leads to, and
 * at 'strong' also the best next area from there; the procedures' own order competes with its
 * position, and 'end' with the position as it stands. Orders other than marches (entering or
 * leaving cities, garrisons, sieges) are the procedures'.
 */
function searchMovement(
  seen: GameState,
  d: PendingDecision,
  rng: Rng,
  data: GameData,
  map: LandMap,
  level: Exclude<AiLevel, 'procedures'>,
): AiChoice {
  const budget = AI_BUDGET[level];
  // 8.1.3.1 on its army line the side weighs a stack next to stronger enemy corps LINE_EXPOSED times (evaluate.ts)
  const fixed = { ...fixedOf(seen, d.power, data), onLine: budget.guard && armyLineOf(seen, d.power) !== null };
  // 8.1.3.1 the cities a sudden-death defeat hangs on come first (guard.ts); their guards stay
  const guard = budget.guard
    ? guardOrder(seen, d, map, fixed)
    : { choice: null, locked: new Set<string>(), sieges: new Map<string, { city: string; garrison: number; stays?: boolean }>() };
  if (guard.choice) return guard.choice;
  // 7.5.4 a siege the side's victory needs is kept (guard.ts): said when the procedures would have lifted it
  const siegeWhy = (): AiChoice['why'] => {
    if (guard.sieges.size === 0) return null;
    const unguarded = autoAnswer(seen, d, () => 0, data); // its own dice: the game's bot dice stay as they were
    const o = typeof unguarded === 'string' ? parseMovementOrder(unguarded) : null;
    const kept = o && 'counter' in o ? guard.sieges.get(o.counter) : undefined;
    return kept && o && 'counter' in o ? explainSiege(seen, d.power, o.counter, kept.city, kept.garrison, kept.stays) : null;
  };
  // the procedures choose among the orders of corps the guard leaves free: on the ladder a locked corps'
  // order read as 'end' ended the whole army's step (1805 seed 1004: 117 French factors stood a month
  // next to an empty Munich because the corps shut in Milan wanted out)
  // 8.1.3.1 a side on its army line refuses battles and marches out of supply that cost factors (armyLine.ts)
  const veto = budget.guard ? lineVeto(seen, d, map) : null;
  // 7.3 the side that must take cities sends corps no city of its needs to the main effort (reserve.ts)
  const reserve = level === 'strong' ? reserveOf(seen, d, map, guard.locked, data) : null;
  const refused = (v: DecisionValue) => typeof v === 'string' && ((veto !== null && veto.refused.has(v)) || (reserve?.vetoed.has(v) ?? false));
  const lineWhyOf = (): AiChoice['why'] => {
    if (!veto) return null;
    const plain = autoAnswer(seen, { ...d, options: d.options.filter((o) => !lockedOrder(o.value, guard.locked)) }, () => 0, data);
    return typeof plain === 'string' ? lineWhy(d.power, veto, plain) : null;
  };
  const free =
    guard.locked.size === 0 && !veto && !reserve?.vetoed.size
      ? d
      : { ...d, options: d.options.filter((o) => !lockedOrder(o.value, guard.locked) && !refused(o.value)) };
  // 7.5 the side that must take cities attacks with every corps that can get there this step (concentrate.ts)
  const conc = level === 'strong' && !holdsToWin(seen, d.power) ? concentrate(seen, free, (x) => autoAnswer(seen, x, rng, data) as DecisionValue, guard.locked, data) : null;
  if (conc?.join) return conc.join;
  const base = conc ? conc.base : (autoAnswer(seen, free, rng, data) as DecisionValue);
  const baseOrder = typeof base === 'string' ? parseMovementOrder(base) : null;
  const visited = visitedThisStep(seen);
  const turnsBack = (counter: string, to: AreaId) => visited.get(counter)?.has(to) ?? false;
  const toEffort = reserve && baseOrder?.kind === 'end' ? reserveMarch(seen, free, map, reserve, turnsBack) : null;
  if (toEffort) return toEffort;
  if (!baseOrder || (baseOrder.kind !== 'move' && baseOrder.kind !== 'end')) return { answer: base, why: siegeWhy() ?? lineWhyOf() };
  // the procedures' order is kept unless another scores at least `keep` better (they know the armies' aims);
  // for the side that must take cities the strong AI keeps their marches outright (keepMustTake): on the
  // ladder its own evaluation held the army back from the enemy's cities (strong France won 0 of 20, 3 of
  // 20 on the procedures' marches with its guard and chits, bench/aiLadderTune.ts SIDE=0 KEEP_TAKE)
  // — but when the procedures would end the step, the search may still find a march worth `keep` more than
  // standing still (1809 seed 1001: 57 French factors stood at Venice through June and July)
  const KEEP_PROCEDURES = holdsToWin(seen, d.power) || baseOrder.kind === 'end' ? budget.keep : budget.keepMustTake;
  const now = evaluate(seen, d.power, map, fixed);
  // 7.3 a corps' walk this step never turns back: an area it started in or entered is no aim for it (one
  // step's evaluation alone sent corps back and forth, spending their movement points for nothing)
  const scoreOf = (counter: string, to: AreaId): Score => evaluate(withCorpsAt(seen, counter, to), d.power, map, fixed);
  const nextStep = (c: Candidate): Candidate => {
    let best = c;
    const from = seen.corps.find((x) => x.counter === c.counter)?.location;
    for (const e of map.edges(c.to!)) {
      if (turnsBack(c.counter!, e.to) || (from?.kind === 'area' && from.area === e.to)) continue;
      const s = scoreOf(c.counter!, e.to);
      const t = c.score.total + SECOND_STEP * (s.total - c.score.total);
      if (t > best.score.total) best = { ...c, then: e.to, score: { ...s, total: t } };
    }
    return best;
  };
  let candidates: Candidate[] = [];
  for (const o of d.options) {
    if (candidates.length >= budget.orders) break;
    if (!o.verdict.ok || typeof o.value !== 'string') continue;
    const order = parseMovementOrder(o.value);
    if (order?.kind !== 'move' || guard.locked.has(order.counter) || refused(o.value) || turnsBack(order.counter, order.to as AreaId))
      continue;
    if (forcesAccess(seen, map, d.power, order.to as AreaId)) continue; // 10.3.4.2 (campaignGoals.ts)
    candidates.push({ value: o.value, counter: order.counter, to: order.to as AreaId, score: scoreOf(order.counter, order.to as AreaId) });
  }
  if (budget.twoSteps > 0) {
    candidates.sort((a, b) => b.score.total - a.score.total);
    candidates = [...candidates.slice(0, budget.twoSteps).map(nextStep), ...candidates.slice(budget.twoSteps)];
  }
  const baseScore: Score =
    baseOrder.kind === 'move'
      ? (candidates.find((c) => c.value === base)?.score ?? scoreOf(baseOrder.counter, baseOrder.to as AreaId))
      : now;
  let best: Candidate = {
    value: base,
    counter: baseOrder.kind === 'move' ? baseOrder.counter : null,
    to: baseOrder.kind === 'move' ? (baseOrder.to as AreaId) : null,
    score: baseScore,
  };
  for (const c of candidates) if (c.score.total > best.score.total + (best.value === base ? KEEP_PROCEDURES : 0)) best = c;
  // 'end' ends the power's whole step: only when no march is better than standing still
  if (best.value !== 'end' && best.score.total < now.total - KEEP_PROCEDURES)
    return { answer: 'end', why: siegeWhy() ?? lineWhyOf() ?? explainEnd(seen, d.power, now, best.score) };
  if (best.counter === null || best.to === null) return { answer: best.value, why: siegeWhy() ?? lineWhyOf() ?? (best.value === base ? (conc?.why ?? null) : null) };
  if (best.value === base && conc?.why) return { answer: best.value, why: conc.why };
  return { answer: best.value, why: explainMove(seen, d.power, map, best.counter, best.to, now, best.score, data, best.then) };
}

/**
 * The AI's answer to `decision` for its power at `level`. It is handed only what the power may
 * know (seenBy); 'procedures' is the standing procedures on that same knowledge.
 */
export function aiAnswer(state: GameState, decision: PendingDecision, level: AiLevel, rng: Rng, data?: GameData): AiChoice {
  if (data) data = dataForGame(data, state); // 12.2.1 the game's optional arrows
  const seen = seenBy(state, decision.power);
  const d = seen.pending.find((x) => x.id === decision.id) ?? decision;
  if (level !== 'procedures') {
    // campaign edges the procedures never take: corps counters (8.5.4, economy.ts), the rising in mid-move (10.1.4.1.1, rising.ts)
    const edge = aiExpenditure(seen, d) ?? aiRising(seen, d) ?? lineSiege(seen, d, rng, data); // lineSiege: armyLine.ts
    if (edge !== undefined) return edge;
    // 4.2-4.4 war and peace in a campaign (war.ts)
    if (d.kind.startsWith('political/')) {
      // the public record of peaces (4.4, announced to all): seenBy keeps no log
      const political = aiPolitical(seen, d, data, peacesMade(state));
      if (political !== undefined) return political;
    }
    // 7.3.1.4 a corps that must forage does so before the march into its area (forage.ts)
    if (d.kind === 'land/movement' && data?.land) return forageFirst(seen, d, data.land, data, searchMovement(seen, d, rng, data, data.land, level));
    if (d.kind === 'land/combatChit') {
      const b = AI_BUDGET[level];
      const chit = lineChit(seen, d, b.days) ?? aiChit(seen, d, rng, b.firstDays, b.days, level === 'strong' && (CHIT_PARTS.holding || !holdsToWin(seen, d.power))); // lineChit: armyLine.ts
      if (chit !== undefined) return chit;
    }
  }
  return { answer: autoAnswer(seen, d, rng, data), why: null };
}
