// Issue 21 7.5.2.1 The AI's battle chit, on the engine's own odds preview for its power (what it
// may know, 2.4.2): first a short reading (few simulated days per pairing); when one chit is
// clearly best, that is the answer; when the choice is close, the full reading decides. Budgets
// are counts of simulated days, never time. The engine keeps each reading per battle state, so
// both sides' chits of one day reuse it (fieldCombat/view.ts).
import { POWER_NAMES } from '../../model';
import type { DecisionValue, GameState, PendingDecision } from '../../model';
import { battleViewFor } from '../steps/land/fieldCombat/view';
import { chitWorths } from '../auto/auto';
import type { Rng } from '../auto/auto';
import type { AiChoice } from './explain';

/** A lead of this much (chance of victory, net) on the short reading settles the chit. */
const CLEAR_LEAD = 0.08;

interface Ranked {
  readonly chit: DecisionValue;
  readonly score: number;
}

/** Each legal chit's worth: half its mean over the enemy's chits, half its worst (the enemy reads the odds too). */
function rank(state: GameState, d: PendingDecision, days: number): Ranked[] {
  const odds = battleViewFor(state, d.power, days)?.odds;
  if (!odds) return [];
  const out: Ranked[] = [];
  for (const o of d.options) {
    if (!o.verdict.ok) continue;
    const worth = chitWorths(odds, String(o.value));
    if (worth.length === 0) continue;
    out.push({ chit: o.value, score: worth.reduce((n, w) => n + w, 0) / (2 * worth.length) + Math.min(...worth) / 2 });
  }
  return out.sort((a, b) => b.score - a.score);
}

export function aiChit(state: GameState, d: PendingDecision, _rng: Rng, firstDays: number, days: number): AiChoice | undefined {
  const first = rank(state, d, firstDays);
  if (first.length === 0) return undefined;
  const clear = first.length === 1 || first[0]!.score - first[1]!.score >= CLEAR_LEAD;
  const ranked = clear ? first : rank(state, d, days);
  const best = ranked[0] ?? first[0]!;
  const read = clear ? firstDays : days;
  // the chit is secret until revealed (7.5.2.1): no public head
  return { answer: best.chit, why: { text: `${POWER_NAMES[d.power]} chooses the ${String(best.chit)} chit: the best odds over ${read} simulated days of each pairing${clear ? ' (a clear choice)' : ''}`, publicText: '' } };
}
