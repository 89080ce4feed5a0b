import { ruleById } from '../../../shared/data/rules';

/**
 * Hover text for a cited rule: its number, title and our own short explanation from the rule
 * index (never the rulebook's words). Unknown numbers still show the number.
 */
export function ruleTip(id: string): string {
  const r = ruleById(id);
  const shown = printedRule(id);
  if (!r) return `Rule ${shown}`;
  return r.summary ? `Rule ${shown} — ${r.title}: ${r.summary}` : `Rule ${shown} — ${r.title}`;
}

/** A rule number as players read it: the code cites v2.71 entries as `opt:<n>` (`~2` marks v2.71's second use of a number, as 12.2.7 the West Indies: not printed). */
export const printedRule = (id: string): string => id.replace(/^opt:/, 'v2.71 ').replace(/~\d$/, '');
