// opt:11.5.1.6 creating the German union by peace term C.9: when France, holding the union, surrenders
// unconditionally to Austria or Prussia, the victor (both, when both win at once) may take C.9 to
// create its own union from the German states it holds; no political points.
import { LEGAL, POWER_NAMES, illegal } from '../../../model';
import type { Combination, GameState, MajorPower, Treaty, Verdict } from '../../../model';
import { activeCombination, holdsMinor } from './control';
import { heldParts } from './create';
import { GERMAN_V271, germanName } from './members';

const CREATORS: readonly MajorPower[] = ['austria', 'prussia'];

/** Whether the v2.71 union-by-peace reading of C.9 governs `treaty` (France's union standing, Austria or Prussia its victor). */
export function unionByPeaceApplies(state: GameState, treaty: Treaty): boolean {
  if (!state.options.rules.confederationOfTheRhine || !state.options.rules.germanConfederationV271) return false;
  if (treaty.loser !== 'france' || !CREATORS.includes(treaty.victor)) return false;
  return activeCombination(state, 'german-confederation')?.controller === 'france';
}

/**
 * opt:11.5.1.6 the verdict on C.9 for `treaty`'s victor: only in an unconditional peace, and only
 * while the victor holds a German state with corps (11.5.1.2-3 do not apply here).
 */
export function unionByPeaceVerdict(state: GameState, treaty: Treaty): Verdict {
  if (treaty.kind !== 'unconditional') return illegal('notApplicable', 'opt:11.5.1.6', 'only in an unconditional peace');
  if (!GERMAN_V271.withCorps.some((m) => holdsMinor(state, treaty.victor, m)))
    return illegal('notApplicable', 'opt:11.5.1.6', `${POWER_NAMES[treaty.victor]} must control a German state with corps`);
  return LEGAL;
}

/**
 * opt:11.5.1.6 / opt:11.5.1.6.1 the union C.9 creates from one loser's `treaties` (France's), if any:
 * every Austrian or Prussian victor must have chosen C.9; with both, one union whose first creator
 * is its controller and the other its partner, each running (and paying from) its own German states.
 */
export function unionFromPeace(state: GameState, treaties: readonly Treaty[]): Combination | null {
  const victors = treaties.filter((t) => unionByPeaceApplies(state, t));
  if (victors.length === 0 || !victors.every((t) => t.terms.includes('C.9'))) return null;
  const [first, second] = victors.map((t) => t.victor) as [MajorPower, MajorPower | undefined];
  const parts = victors.map((t) => heldParts(state, t.victor, 'german-confederation'));
  const name = second ? 'the German Confederation' : germanName(first, true);
  return {
    id: 'german-confederation', name, controller: first, ...(second ? { partner: second } : {}),
    minors: parts.flatMap((p) => p.minors), provinces: parts.flatMap((p) => p.provinces), created: state.date,
  };
}
