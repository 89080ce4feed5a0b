import { defaultOptions, isOptionOffered, OPTION_GROUPS, OPTIONAL_RULES, type OptionalRuleId, type OptionalRuleInfo, type OptionGroup } from '../../../shared/model';

/** The optional rules offered on the New game screen, in the model's order (sections 11-12, v2.71). */
export const OPTIONAL_RULE_LIST: readonly (OptionalRuleInfo & { readonly id: OptionalRuleId })[] = OPTIONAL_RULES;

const STATUS_ORDER = { built: 0, partial: 1, notBuilt: 2 } as const;

/** The options under their headings, those a game may use first; empty headings left out. */
export function groupedOptions(list: typeof OPTIONAL_RULE_LIST = OPTIONAL_RULE_LIST): { id: OptionGroup; title: string; rules: (typeof OPTIONAL_RULE_LIST)[number][] }[] {
  return OPTION_GROUPS.map((g) => ({
    id: g.id,
    title: g.title,
    rules: list.filter((o) => o.group === g.id).sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status]),
  })).filter((g) => g.rules.length > 0);
}

/** How many rules a game may switch on (built or partly built). */
export const OFFERED_COUNT = OPTIONAL_RULE_LIST.filter((o) => isOptionOffered(o.id)).length;

/**
 * The switches a new game starts with: the v2.71 corrections the engine builds ticked, every
 * addition unticked. The host is sent every offered rule, true or false, so an unticked
 * correction reaches it as off (the engine would otherwise play it by default).
 */
export function initialRules(): Record<OptionalRuleId, boolean> {
  return defaultOptions().rules;
}

/** The rules to send for a new game: each offered rule's switch, ticked or not. */
export function rulesToSend(rules: Partial<Record<OptionalRuleId, boolean>>): Partial<Record<OptionalRuleId, boolean>> {
  return Object.fromEntries(OPTIONAL_RULE_LIST.filter((o) => isOptionOffered(o.id)).map((o) => [o.id, rules[o.id] ?? false]));
}
