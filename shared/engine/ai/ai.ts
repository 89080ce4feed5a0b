// Issue 21 An AI that plays to win, by level: 'procedures' (shared/engine/auto as it is),
// 'normal' and 'strong', which search where it pays — each land movement order is tried on the
// engine itself and the resulting positions compared with an evaluation — and read the battle
// odds with more simulated days. It reads only `seenBy(state, power)` (seen.ts): hidden
// strengths, other powers' money and the dice are not in what it is given.
import { FACTOR_TYPES, controllerOf } from '../../model';
import type { AreaId, DecisionAnswer, DecisionValue, GameState, LandMap, MajorPower, PendingDecision } from '../../model';
import { objectiveControl, sideOf } from '../../rules/victory';
import { applyCommand } from '../apply';
import { commandFor } from '../commands';
import type { GameData } from '../gameData';
import { autoAnswer, chitAnswer, distancesFrom } from '../auto/auto';
import type { Rng } from '../auto/auto';
import { seenBy } from './seen';

export const AI_LEVELS = ['procedures', 'normal', 'strong'] as const;
export type AiLevel = (typeof AI_LEVELS)[number];

/** Search budget per level: movement orders tried per decision, days simulated per chit pairing. */
export const AI_BUDGET: { readonly [L in AiLevel]: { readonly orders: number; readonly days: number } } = {
  procedures: { orders: 0, days: 200 },
  normal: { orders: 8, days: 400 },
  strong: { orders: 24, days: 800 },
};

/** Weights of the position evaluation (see `evaluate`). */
const W = { objective: 40, distance: 0.6, exposed: 0.8, concentration: 0.05, procedures: 1.5 };

export interface AiChoice {
  readonly answer: DecisionAnswer;
  /** One line on what the AI does and why, in names a player knows (null when nothing to say). */
  readonly why: string | null;
}

const factorsOf = (c: GameState['corps'][number]) => FACTOR_TYPES.reduce((n, t) => n + (c.factors[t] ?? 0), 0);

function sameSide(state: GameState, a: MajorPower | null, b: MajorPower): boolean {
  if (a === null) return false;
  const s = sideOf(state, a);
  return a === b || (s !== null && s === sideOf(state, b));
}

/**
 * How good a position is for `power`'s side, from what it may know: objective cities held
 * (what wins scenarios), the army's distance to the enemy's objectives it must take, field
 * stacks exposed to a stronger enemy in or next to their area, and strength gathered in stacks.
 */
export function evaluate(state: GameState, power: MajorPower, map: LandMap): number {
  const cities = state.scenario.victory.cities ?? [];
  const control = objectiveControl(state);
  let score = 0;
  const enemyGoals: AreaId[] = [];
  for (const c of control) {
    const at = cities.find((x) => x.id === c.city);
    if (sameSide(state, c.controller, power)) score += W.objective;
    else if (at) enemyGoals.push(at.area);
  }
  const strength = new Map<AreaId, { own: number; enemy: number }>();
  for (const c of state.corps) {
    if (c.location.kind !== 'area' || c.location.city !== undefined) continue;
    const a = c.location.area;
    const s = strength.get(a) ?? { own: 0, enemy: 0 };
    if (sameSide(state, controllerOf(state, c.nationality), power)) s.own += factorsOf(c);
    else s.enemy += factorsOf(c);
    strength.set(a, s);
  }
  const goalDist = enemyGoals.map((g) => distancesFrom(map, g));
  for (const c of state.corps) {
    if (c.location.kind !== 'area' || controllerOf(state, c.nationality) !== power) continue;
    const here = c.location.area;
    if (goalDist.length > 0) score -= W.distance * Math.min(...goalDist.map((d) => d.get(here) ?? 30));
  }
  for (const [area, s] of strength) {
    if (s.own === 0) continue;
    let enemyNear = s.enemy;
    for (const e of map.edges(area)) enemyNear += strength.get(e.to)?.enemy ?? 0;
    if (enemyNear > 1.2 * s.own) score -= W.exposed * (enemyNear - s.own);
    score += W.concentration * s.own * s.own;
  }
  return score;
}

/** A short name for a decision's order, for the explanation. */
function describeMove(state: GameState, value: DecisionValue): string | null {
  const [kind, counter, to] = String(value).split(':');
  if (kind !== 'move' || !counter || !to) return null;
  const c = state.corps.find((x) => x.counter === counter);
  return c ? `${c.name} marches to area ${to}` : null;
}

/**
 * 7.3 One movement order chosen by search: the procedures' own order and up to `budget` other
 * legal orders are each applied on the engine to the known position and evaluated; the best wins
 * (the procedures' order by a small margin on ties, as it also knows the armies' aims).
 */
function searchMovement(seen: GameState, d: PendingDecision, rng: Rng, data: GameData, budget: number): AiChoice {
  const map = data.land;
  const base = autoAnswer(seen, d, rng, data);
  if (!map) return { answer: base, why: null };
  const legal = d.options.filter((o) => o.verdict.ok).map((o) => o.value);
  const moves = legal.filter((v) => String(v).startsWith('move:'));
  const candidates = [base as DecisionValue, 'end', ...moves.filter((v) => v !== base)].slice(0, budget + 2);
  let best = base as DecisionValue;
  let bestScore = -Infinity;
  for (const v of [...new Set(candidates)]) {
    if (!legal.includes(v)) continue;
    const r = applyCommand(seen, commandFor(d, v), data);
    if (!r.ok) continue;
    const score = evaluate(r.state, d.power, map) + (v === base ? W.procedures : 0);
    if (score > bestScore) [best, bestScore] = [v, score];
  }
  const what = describeMove(seen, best);
  return { answer: best, why: what ? `${what}: the best position found among ${candidates.length} orders tried` : null };
}

/**
 * The AI's answer to `decision` for its power at `level`. It is handed only what the power may
 * know (seenBy); 'procedures' is the standing procedures on that same knowledge.
 */
export function aiAnswer(state: GameState, decision: PendingDecision, level: AiLevel, rng: Rng, data: GameData): AiChoice {
  const seen = seenBy(state, decision.power);
  const d = seen.pending.find((x) => x.id === decision.id) ?? decision;
  const budget = AI_BUDGET[level];
  if (level !== 'procedures') {
    if (d.kind === 'land/movement') return searchMovement(seen, d, rng, data, budget.orders);
    if (d.kind === 'land/combatChit') {
      const chit = chitAnswer(seen, d, rng, budget.days);
      if (chit !== undefined) return { answer: chit, why: `chooses ${String(chit)} on the odds of ${budget.days} simulated days per pairing` };
    }
  }
  return { answer: autoAnswer(seen, d, rng, data), why: null };
}
