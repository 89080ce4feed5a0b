/**
 * Our own words for a rule, merged by `extractRuleNumbers.ts` into `assets/rules/rules.json`.
 * Keys are rule ids ("7.4.1.2.4", "opt:18.1.1"). Write titles as a few words of our own and
 * summaries as one to three sentences; never copy the rulebook's prose.
 */
export interface RuleNote {
  /** Short title. */
  t?: string;
  /** Summary for the in-app rules reference. */
  s?: string;
  /** Set when the rule needs no code: the reason. */
  no?: string;
  /** v2.71 only: the base rule this entry amends (when the numbers differ). */
  amends?: string;
}

export type RuleNotes = Readonly<Record<string, RuleNote>>;
