// 11.2.2.1 / 11.3.2.1 / 11.4.2 / 11.5.2.1 with these options a French-run minor's "(3)" corps move 4
// only while France's combination holding that minor stands: the 7.3.1.1 French bonus alone no
// longer gives it.
import type { CombinationId, GameState } from '../../../model';
import { combinationsOf } from './control';

/** Each option, and the minors whose corps it governs (those with corps of that combination). */
const GOVERNED: readonly { readonly option: 'kingdomOfItaly' | 'westphalia' | 'bavaria' | 'confederationOfTheRhine'; readonly id: CombinationId; readonly minors: readonly string[]; readonly rule: string }[] = [
  { option: 'kingdomOfItaly', id: 'kingdom-of-italy', minors: ['lombardy', 'venetia'], rule: '11.2.2.1' },
  { option: 'westphalia', id: 'kingdom-of-westphalia', minors: ['hanover', 'hesse'], rule: '11.3.2.1' },
  { option: 'bavaria', id: 'kingdom-of-bavaria', minors: ['bavaria'], rule: '11.4.2' },
  { option: 'confederationOfTheRhine', id: 'german-confederation', minors: ['baden', 'bavaria', 'hanover', 'hesse', 'saxony', 'wurttemberg'], rule: '11.5.2.1' },
];

/**
 * Whether France's "(3)" corps of `nationality` move 4 now: null when none of the four options
 * governs that minor (7.3.1.1 alone decides); else true only while a French combination of an
 * option in use holds it — any of them, as the notes of 11.3.2.1 and 11.4.2 and the exceptions of
 * 11.5.2.1 allow (Hanover and Hesse through Westphalia or the Rhine, Bavaria through its kingdom
 * or the Rhine).
 */
export function frenchMarch(state: GameState, nationality: string): { readonly fast: boolean; readonly rule: string } | null {
  const rules = GOVERNED.filter((g) => state.options.rules[g.option] === true && g.minors.includes(nationality));
  if (rules.length === 0) return null;
  const active = combinationsOf(state).active;
  const holding = rules.find((g) => active.some((c) => c.id === g.id && c.controller === 'france' && c.minors.includes(nationality)));
  return { fast: holding !== undefined, rule: (holding ?? rules[0]!).rule };
}
