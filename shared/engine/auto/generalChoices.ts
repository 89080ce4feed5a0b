// Standing procedures for the section 10 decisions of the general rules (issue 18, general
// branch), kept apart from the AI engineer's files: one hook line in auto.ts calls this.
import type { DecisionAnswer, GameState, PendingDecision } from '../../model';

/**
 * v2.71 10.4.5 join every district offered (a union costs and gains no points, and its
 * districts then stand or fall with the primary in the revolt checks, 10.5.2.3.1); v2.71 10.2.3
 * never let a minor go for nothing. 10.1.5 raise the Tyrol corps in the first Tyrol area offered.
 * Undefined for kinds this file does not answer.
 */
export function generalChoiceAnswer(_state: GameState, d: PendingDecision): DecisionAnswer | undefined {
  const legal = d.options.filter((o) => o.verdict.ok).map((o) => String(o.value));
  if (d.kind === 'general/districts') return legal.filter((v) => v.startsWith('join:'));
  if (d.kind === 'general/tyrol') return legal.find((v) => v.startsWith('place:')) ?? 'none';
  return undefined;
}
