// 11.9 (option) political restrictions on peace: 11.9.1 in peace.ts and combinationsPeace.ts, 11.9.2 here.
// 11.9.2 Great Britain and France at war. 11.9.2.2 the terms each must demand when the other surrenders
// (opt:11.9 v2.71 keeps 11.9 unchanged).
// 11.9.2.1 France and Britain beginning the 1805 campaigns at war is the setups' part: both 1805
// files (assets/scenarios/14.4, 14.7) open with that war, checked in test/campaign/combinationsPeace.test.ts.
import { illegal } from '../../../model';
import { POWER_NAMES } from '../../../model';
import type { DecisionOption, GameState, Treaty } from '../../../model';
import { combinationsOf } from './control';
import { unionByPeaceApplies, unionByPeaceVerdict } from './unionByPeace';

/**
 * 11.9.2.2 (option 11.9) the terms still missing from `treaty`: Britain over France must take C.6
 * on Napoleon (while he is in the game); France over Britain must see C.1 (c), two fleets, chosen
 * by itself or a fellow victor, and take C.5. With 11.8 in use the duty ends once France or
 * Britain is no longer dominant or another power is.
 */
export function mandatoryPeaceTerms(state: GameState, treaty: Treaty, others: readonly Treaty[]): string[] {
  if (!state.options.rules.politicalRestrictionsOnPeace || treaty.kind !== 'unconditional') return [];
  if (state.options.rules.alternateDominantPowers) {
    const d = combinationsOf(state).dominant;
    if (d.length !== 2 || !d.includes('france') || !d.includes('britain')) return [];
  }
  const has = (t: string, all = false) => treaty.terms.includes(t) || (all && others.some((o) => o.terms.includes(t)));
  if (treaty.victor === 'britain' && treaty.loser === 'france') {
    const napoleon = state.leaders.find((l) => l.id === 'napoleon');
    return napoleon && napoleon.location.kind !== 'killed' && !has('C.6:napoleon') ? ['C.6:napoleon'] : [];
  }
  if (treaty.victor === 'france' && treaty.loser === 'britain') return [...(has('C.1:c', true) ? [] : ['C.1:c']), ...(has('C.5') ? [] : ['C.5'])];
  return [];
}

/**
 * 11.9.2.2 the victor's term options with the duty applied: while a required term can still be
 * chosen, every other choice (stopping included) is refused with the reason. A treaty whose terms
 * are still missing once every victor has chosen is not made (peaceNotMade).
 */
export function restrictPeaceTerms(state: GameState, treaty: Treaty, others: readonly Treaty[], all: readonly DecisionOption[]): DecisionOption[] {
  const options = unionByPeaceTerm(state, treaty, all);
  const missing = mandatoryPeaceTerms(state, treaty, others);
  if (missing.length === 0 || !options.some((o) => missing.includes(String(o.value)) && o.verdict.ok)) return [...options];
  const need = mandatoryTermNames(missing);
  const why = illegal('notApplicable', '11.9.2.2', `${POWER_NAMES[treaty.victor]} must demand ${need} of ${POWER_NAMES[treaty.loser]} first`);
  return options.map((o) => (missing.includes(String(o.value)) || !o.verdict.ok ? o : { ...o, verdict: why }));
}

/** The required terms by name, for the log and the refusals. */
export const mandatoryTermNames = (terms: readonly string[]): string =>
  terms.map((t) => (t === 'C.6:napoleon' ? 'C.6 removing Napoleon' : t === 'C.1:c' ? 'C.1 (c) two fleets' : 'C.5 access')).join(' and ');

/**
 * 11.9.2.2 the Britain-France treaties among one loser's `treaties` (every victor done choosing)
 * that still lack a required term: no such peace can be made, and that war goes on.
 */
export function peaceNotMade(state: GameState, treaties: readonly Treaty[]): { treaty: Treaty; missing: string[] }[] {
  return treaties.flatMap((t) => {
    const others = treaties.filter((o) => o !== t);
    const missing = mandatoryPeaceTerms(state, t, others);
    // C.6 removes a leader only when every victor chooses it (4.4.5.3): a fellow victor of France that
    // does not agree to Napoleon's removal leaves Britain's required term unmet (11.9.2.2's own example)
    if (missing.length === 0 && t.terms.includes('C.6:napoleon') && t.victor === 'britain' && t.loser === 'france' && others.some((o) => !o.terms.includes('C.6:napoleon')))
      return [{ treaty: t, missing: ['C.6:napoleon'] }];
    return missing.length > 0 ? [{ treaty: t, missing }] : [];
  });
}

/**
 * opt:11.5.1.6 with France's German union standing, C.9 offered to an Austrian or Prussian victor
 * of France means creating its own union: its verdict is the rule's (a refusal for too many or
 * excluded terms stands), its label says so.
 */
function unionByPeaceTerm(state: GameState, treaty: Treaty, options: readonly DecisionOption[]): DecisionOption[] {
  if (!unionByPeaceApplies(state, treaty)) return [...options];
  return options.map((o) => {
    if (o.value !== 'C.9') return o;
    // both creators must choose it (opt:11.5.1.6), so another victor's C.9 does not exclude this one (4.4.5.3)
    const onlyTheOthersC9 = !o.verdict.ok && o.verdict.rule === '4.4.5.3' && o.verdict.detail === 'C.9 already chosen rules out C.9' && !treaty.terms.includes('C.9');
    const kept = !o.verdict.ok && o.verdict.rule !== '4.4' && !onlyTheOthersC9;
    return { ...o, label: 'C.9: create the German union from the German states you hold (no political points; with Austria and Prussia both victors, both must choose it)', verdict: kept ? o.verdict : unionByPeaceVerdict(state, treaty) };
  });
}
