// opt:12.3.7.4 a withdrawal's route chosen by pointing: the areas the routes end in are lit on the
// map and a click on one answers the route decision (useMapOrders reads this).
import type { PendingDecision } from '../../../shared/model/decisions';
import type { PowerView } from '../../../shared/model/view';

export interface ReactionPick {
  readonly decision: PendingDecision;
  /** The option value whose route ends in each area (the first listed when several do). */
  readonly byArea: ReadonlyMap<string, string>;
}

/** The seat's pending withdrawal route, with its end areas; null when none is pending. */
export function reactionPick(view: PowerView): ReactionPick | null {
  const decision = view.decisions.find((d) => d.kind === 'land/reactionRoute');
  if (!decision) return null;
  const byArea = new Map<string, string>();
  for (const o of decision.options) {
    if (!o.verdict.ok) continue;
    const end = String(o.value).split('>').at(-1);
    if (end && !byArea.has(end)) byArea.set(end, String(o.value));
  }
  return { decision, byArea };
}
