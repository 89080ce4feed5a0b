// Issue 21 Who answers a pending decision: its player, or the computer for it (19.1 with the
// option on; a seat handed to the computer; a kind of question its player delegated).
import { ASK_EVERYTHING, FACTOR_TYPES, controllerOf, delegationGroupOf } from '../../model';
import type { Delegation, GameState, MajorPower, PendingDecision } from '../../model';
import { sopAnswer, sopInForce } from './sop';

/**
 * The size of the battle going on as `power` may know it (2.4.2): the factors of its own corps
 * and of every corps revealed to it, irregulars (public), or the ships of a sea battle (public).
 * Null when no battle is being fought. Hidden strengths count nothing, so whether a question is
 * asked tells the player nothing he could not see.
 */
export function battleSizeFor(state: GameState, power: MajorPower): number | null {
  const sea = state.turn.naval?.battle?.record;
  if (sea) return sea.attacker.ships + sea.defender.ships;
  const p = state.turn.land?.battle;
  if (!p) return null;
  const keys = new Set([...p.units.attacker, ...p.units.defender]);
  let n = 0;
  for (const c of state.corps) {
    if (!keys.has(c.counter)) continue;
    if (controllerOf(state, c.nationality) === power || c.revealedTo.includes(power)) n += FACTOR_TYPES.reduce((k, t) => k + (c.factors[t] ?? 0), 0);
  }
  for (const r of state.irregulars) if (keys.has(r.counter)) n += r.factors;
  return n;
}

/** Whether v2.71 19.1 (with the option on) answers this question for whoever holds the power. */
export const answeredBySop = (state: GameState, d: PendingDecision): boolean => sopInForce(state) && sopAnswer(state, d, () => 0) !== undefined;

/**
 * Whether the computer answers `d` for its power: 19.1's questions with the option on, every
 * question of a seat handed to the computer, and the kinds its player delegated ('big': only
 * while the battle has at most `threshold` factors the power can see).
 */
export function delegated(state: GameState, d: PendingDecision, delegation: Delegation | undefined): boolean {
  if (answeredBySop(state, d)) return true;
  const del = delegation ?? ASK_EVERYTHING;
  if (del.computer) return true;
  const mode = del.modes[delegationGroupOf(d.kind)];
  if (mode === 'auto') return true;
  if (mode === 'big') {
    const size = battleSizeFor(state, d.power);
    return size !== null && size <= del.threshold;
  }
  return false;
}
