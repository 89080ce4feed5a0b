// The automatic answer to v2.71 14.3.1 overtures (19.1 has no procedure for them): court every
// uncontrolled major power we may court and are not at war with, with one political point on
// our own roll for an ally; no subsidy and no territory.
import { allied, atWar } from '../../model';
import type { DecisionAnswer, GameState, MajorPower, PendingDecision } from '../../model';

export function campaignAnswer(state: GameState, d: PendingDecision): DecisionAnswer | undefined {
  if (d.kind !== 'campaign/umpOverture') return undefined;
  const legal = new Set(d.options.filter((o) => o.verdict.ok).map((o) => String(o.value)));
  const out: string[] = [];
  for (const v of legal) {
    if (!v.startsWith('overture:')) continue;
    const ump = v.slice(9) as MajorPower;
    if (atWar(state, d.power, ump)) continue;
    out.push(v);
    if (allied(state, d.power, ump) && legal.has(`pp:${ump}:1:0`)) out.push(`pp:${ump}:1:0`);
  }
  return out;
}
