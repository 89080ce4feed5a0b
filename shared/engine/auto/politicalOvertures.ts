// Standing procedures for v2.71 4.6.8 overtures to minor countries (the UMP Control Step) and
// 4.6.3.4 / 4.6.3.5 a minor's setup by its controller, kept apart from political.ts (the AI
// engineer's file): one hook line in auto.ts calls this.
import type { DecisionAnswer, GameState, MinorId, PendingDecision } from '../../model';
import { alliesOf, inInstabilityOrFiasco, nationalModifier, statusModifier } from '../../rules/political';

/** Overture only with this much (national + status modifier) in hand: 8 or more on two dice, 15 chances in 36. */
const MIN_MODIFIER = 2;

/**
 * opt:4.6.8 the procedures' secret overture: none from a power in the Instability or Fiasco Zone
 * (the points are what it lacks); otherwise the legal minor with the best national and status
 * modifiers, if at least +2, neutral minors before an unstable ally's, the cheaper first on a tie.
 * Undefined for other kinds.
 */
export function politicalOvertureAnswer(state: GameState, d: PendingDecision): DecisionAnswer | undefined {
  // 4.6.3.4 / 4.6.3.5 the standard setup stands: corps and fleet at the capital, the rest its garrison
  if (d.kind === 'political/minorSetup') return 'done';
  if (d.kind !== 'political/minorOverture') return undefined;
  if (inInstabilityOrFiasco(state, d.power)) return 'none';
  const allies = new Set(alliesOf(state, d.power));
  const status = statusModifier(state, d.power);
  let best: { value: string; score: number } | null = null;
  for (const o of d.options) {
    const value = String(o.value);
    if (!o.verdict.ok || !value.startsWith('overture:')) continue;
    const minor = value.slice('overture:'.length) as MinorId;
    const m = state.minors.find((x) => x.id === minor);
    // a minor an ally holds is left to the ally
    if (!m || (m.controller !== null && allies.has(m.controller))) continue;
    const modifier = nationalModifier(d.power, minor) + status;
    if (modifier < MIN_MODIFIER) continue;
    // neutral first (no quarrel with its controller), then the higher modifier
    const score = modifier * 10 + (m.controller === null ? 5 : 0);
    if (!best || score > best.score) best = { value, score };
  }
  return best?.value ?? 'none';
}
