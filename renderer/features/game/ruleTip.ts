import { ruleById } from '../../../shared/data/rules';

/**
 * Hover text for a cited rule: its number, title and our own short explanation from the rule
 * index (never the rulebook's words). Unknown numbers still show the number.
 */
export function ruleTip(id: string): string {
  const r = ruleById(id);
  if (!r) return `Rule ${id}`;
  return r.summary ? `Rule ${id} — ${r.title}: ${r.summary}` : `Rule ${id} — ${r.title}`;
}
