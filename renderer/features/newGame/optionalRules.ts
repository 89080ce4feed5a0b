import { isOptionOffered, OPTION_GROUPS, OPTIONAL_RULES, type OptionalRuleId, type OptionalRuleInfo, type OptionGroup } from '../../../shared/model';

/** The optional rules offered on the New game screen, in the model's order (sections 11-12, v2.71). */
export const OPTIONAL_RULE_LIST: readonly (OptionalRuleInfo & { readonly id: OptionalRuleId })[] = OPTIONAL_RULES;

const STATUS_ORDER = { built: 0, partial: 1, notBuilt: 2 } as const;

/** The options under their headings, those a game may use first; empty headings left out. */
export function groupedOptions(): { id: OptionGroup; title: string; rules: (typeof OPTIONAL_RULE_LIST)[number][] }[] {
  return OPTION_GROUPS.map((g) => ({
    id: g.id,
    title: g.title,
    rules: OPTIONAL_RULE_LIST.filter((o) => o.group === g.id).sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status]),
  })).filter((g) => g.rules.length > 0);
}

/** How many rules a game may switch on (built or partly built). */
export const OFFERED_COUNT = OPTIONAL_RULE_LIST.filter((o) => isOptionOffered(o.id)).length;
