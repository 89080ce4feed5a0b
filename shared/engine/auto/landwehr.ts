// Standing procedures for v2.71 12.11 militia and landwehr (option; landwehr branch), kept apart
// from the AI engineer's files: one hook line in auto.ts calls this.
import { MAJOR_POWERS, atWar } from '../../model';
import type { DecisionAnswer, GameState, PendingDecision } from '../../model';
import { inInstabilityOrFiasco } from '../../rules/political';

/**
 * 12.11.3 raise the landwehr (when offered) while at war with another major power and not in
 * Instability or Fiasco, where its -1 on the economic loss roll (12.11.3.1) would bite; 12.11.3.1
 * stand it down, when allowed, once at peace with every major power. 12.11.2 keep the set-up
 * infantry (militia cannot leave garrisons to fight without a landwehr, and the standing
 * procedures have no use for the extra garrisons). Undefined for kinds this file does not answer.
 */
export function landwehrAnswer(state: GameState, d: PendingDecision): DecisionAnswer | undefined {
  const legal = d.options.filter((o) => o.verdict.ok).map((o) => String(o.value));
  if (d.kind === 'landwehr/setupMilitia') return 'end';
  if (d.kind !== 'landwehr/decide') return undefined;
  const atWarNow = MAJOR_POWERS.some((p) => p !== d.power && state.powers[p].inPlay && atWar(state, d.power, p));
  if (legal.includes('activate') && atWarNow && !inInstabilityOrFiasco(state, d.power)) return 'activate';
  if (legal.includes('deactivate') && !atWarNow) return 'deactivate';
  return 'keep';
}
