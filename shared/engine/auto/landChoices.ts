// Standing procedures for the land branch's decisions (session 8), kept apart from the AI
// engineer's files: one hook line in auto.ts calls this.
import type { DecisionAnswer, GameState, PendingDecision } from '../../model';

/**
 * 7.3.8.4 / 7.3.8.6 a bystander steps aside to the area nearest its power's depots (then the
 * lowest area number): the first option, as `bystanderChoices` orders them. Undefined for kinds
 * this file does not answer.
 */
export function landChoiceAnswer(_state: GameState, d: PendingDecision): DecisionAnswer | undefined {
  const legal = d.options.filter((o) => o.verdict.ok).map((o) => String(o.value));
  if (d.kind === 'land/combatBystander') return legal[0];
  return undefined;
}
