// Standing procedures for the 8.9 New Political Combinations Step (section 11): a power creates
// every combination it qualifies for (each is worth political points and keeps its minors
// together); France keeps the Palatinate in its Rhine confederation (a choice made for good), and a
// new Poland takes every Polish province its creator holds.
import type { DecisionAnswer, PendingDecision } from '../../model';

/**
 * 8.9 every legal `create:<id>` and `add:poland:<province>`, never the variant without the
 * Palatinate (opt:11.5.1.4) and no Polish province left out (11.1.1.1: every one it holds goes in);
 * a risen power improves its best-rated leader (11.8.2.5).
 */
export function combinationsAnswer(d: PendingDecision): DecisionAnswer | undefined {
  if (d.kind !== 'campaign/newCombinations') return undefined;
  const legal = d.options.filter((o) => o.verdict.ok && !String(o.value).endsWith(':without-palatinate') && !String(o.value).startsWith('omit:')).map((o) => String(o.value));
  // 11.8.2.5 one leader: the first offered, the best rated
  const leader = legal.find((v) => v.startsWith('improve:'));
  return [...legal.filter((v) => !v.startsWith('improve:')), ...(leader ? [leader] : [])];
}
