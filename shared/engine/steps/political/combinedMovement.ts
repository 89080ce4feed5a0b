import { LEGAL, MAJOR_POWERS, POWER_NAMES } from '../../../model';
import type { DecisionGroup, GameState, MajorPower } from '../../../model';
import { emit, openDecision, openGroup, patch } from '../../tx';
import type { Tx } from '../../tx';
import { allied, powersInPlay } from '../../relations';

/** Allies in play of `power`, in MAJOR_POWERS order. */
function alliesOf(state: GameState, power: MajorPower): MajorPower[] {
  return powersInPlay(state).filter((q) => q !== power && allied(state, power, q));
}

/** 4.9 Whether any two powers in play are allied (otherwise the step is empty). */
export function anyAllianceInPlay(state: GameState): boolean {
  return powersInPlay(state).some((p) => alliesOf(state, p).length > 0);
}

/**
 * 4.9 Every power with an ally in play names the allies it will move with this turn. The
 * answers are open, but collected from all before any takes effect.
 */
export function beginCombinedMovement(tx: Tx): void {
  const powers = powersInPlay(tx.state).filter((p) => alliesOf(tx.state, p).length > 0);
  // opt:4.9 (v2.71 option) the declarations are written down and revealed together
  const secret = tx.state.options.rules.secretCombinedMovement;
  const group = openGroup(tx, { kind: 'political/declareCombinedMovement', rule: '4.9', secret, powers });
  for (const power of powers) {
    openDecision(tx, {
      power,
      kind: 'political/declareCombinedMovement',
      step: 'political/combinedMovement',
      rule: '4.9',
      prompt: 'Name the allies whose Naval and Land Phases you will combine with yours this turn (none is allowed).',
      secret,
      select: 'many',
      group,
      options: alliesOf(tx.state, power).map((q) => ({ value: q, label: POWER_NAMES[q], verdict: LEGAL })),
    });
  }
}

/**
 * 4.9 A pair moves combined when each named the other; pairs sharing a power form one group
 * (one reading of the rule for three or more allies), moving in the sequence of whichever of
 * them moves last (6.1.2, 7.1.2).
 */
export function resolveCombinedMovement(tx: Tx, group: DecisionGroup): void {
  const named = (p: MajorPower, q: MajorPower) => {
    const a = group.answers[p];
    return Array.isArray(a) && a.includes(q);
  };
  const groupOf = new Map<MajorPower, Set<MajorPower>>();
  for (const p of MAJOR_POWERS)
    for (const q of MAJOR_POWERS) {
      if (MAJOR_POWERS.indexOf(q) <= MAJOR_POWERS.indexOf(p) || !named(p, q) || !named(q, p)) continue;
      const merged = new Set([...(groupOf.get(p) ?? [p]), ...(groupOf.get(q) ?? [q])]);
      for (const m of merged) groupOf.set(m, merged);
    }
  const groups = [...new Set(groupOf.values())].map((g) => MAJOR_POWERS.filter((p) => g.has(p)));
  for (const powers of groups) emit(tx, { type: 'combinedMovementDeclared', powers, rule: '4.9' });
  patch(tx, { turn: { ...tx.state.turn, combinedMovement: groups } });
}
