// Standing procedures for opt:12.3.9.4: forces swept by an overrun are surrendered, never
// destroyed: prisoners may come home in a peace (4.4 prisoner exchange), destroyed factors never do.
import type { DecisionAnswer, PendingDecision } from '../../model';

/** opt:12.3.9.4 the owner's answer for swept forces, or undefined for other kinds. */
export function overrunSweptAnswer(d: PendingDecision): DecisionAnswer | undefined {
  if (d.kind !== 'land/overrunSwept') return undefined;
  const legal = d.options.filter((o) => o.verdict.ok).map((o) => String(o.value));
  return legal.find((v) => v.startsWith('surrender:')) ?? legal[0];
}
