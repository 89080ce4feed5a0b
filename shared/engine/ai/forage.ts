// Issue 21 The AI forages as a corps ends its move (7.3.1.4 / 7.4.1.1, the "forage:<counter>"
// movement order, steps/land/forageNow.ts) when waiting for the Supply Step would be worse. The
// procedures never give that order. The case it pays: a corps that will have to forage anyway (no
// depot or allied supply reaches it, or it force marched: 7.4.1) stands in an area another of the
// power's corps is about to march into; foraging now rolls before the newcomer counts against it
// (7.4.1.2.1, +1 for each other corps in the area, at most +2). So before the AI's march into
// that area, the corps already there forages — only when its expected losses would rise.
import { POWER_NAMES } from '../../model';
import type { AreaId, GameState, LandMap, PendingDecision } from '../../model';
import { moveRecord, moverOf, parseMovementOrder } from '../../rules/land/movement';
import { forageCheck, forageLosses, supplyStatus } from '../../rules/land/supply';
import type { GameData } from '../gameData';
import { winterAppliesIn } from '../time';
import { withCorpsAt } from './evaluate';
import type { AiChoice } from './explain';

/** The expected forage losses of `counter` where it stands (a fair die, 7.4.1.1). */
export function expectedForageLoss(s: GameState, map: LandMap, data: GameData, counter: string): number {
  const corps = s.corps.find((c) => c.counter === counter);
  const mover = moverOf(s, counter);
  if (!corps || !mover || corps.location.kind !== 'area') return 0;
  const check = forageCheck(s, map, corps, moveRecord(s, mover), winterAppliesIn(s, data, corps.location.area));
  let sum = 0;
  for (let die = 1; die <= 6; die++) sum += forageLosses(die, check);
  return sum / 6;
}

/**
 * 7.3.1.4 `choice` is the AI's movement order; when it marches a corps into an area where another
 * of the power's corps must forage and would lose more once the newcomer is there, the corps
 * already there ends its move and forages first. Otherwise `choice` as it is.
 */
export function forageFirst(seen: GameState, d: PendingDecision, map: LandMap, data: GameData, choice: AiChoice): AiChoice {
  const power = d.power;
  const legal = new Set(d.options.filter((o) => o.verdict.ok).map((o) => String(o.value)));
  const order = typeof choice.answer === 'string' ? parseMovementOrder(choice.answer) : null;
  if (order?.kind !== 'move') return choice;
  const to = order.to as AreaId;
  const waiting = seen.corps.filter(
    (c) => c.counter !== order.counter && c.location.kind === 'area' && c.location.area === to && legal.has(`forage:${c.counter}`),
  );
  if (waiting.length === 0) return choice;
  const status = supplyStatus(seen, map, power, (a) => winterAppliesIn(seen, data, a));
  const after = withCorpsAt(seen, order.counter, to);
  for (const c of waiting) {
    const st = status.find((x) => x.counter === c.counter);
    if (!st || st.mustForage === null || st.razed) continue; // 7.4.2 supplied from a depot: nothing to forage
    const now = expectedForageLoss(seen, map, data, c.counter);
    const later = expectedForageLoss(after, map, data, c.counter);
    if (later <= now) continue;
    // the head is public (the order is); what comes next and the estimates are the power's own
    const head = `${POWER_NAMES[power]}: ${c.counter} ends its move and forages in area ${to} (7.3.1.4)`;
    const detail = `it is out of supply (${st.mustForage.reason}) and ${order.counter} is coming: about ${now.toFixed(1)} factors lost now against ${later.toFixed(1)} after`;
    return { answer: `forage:${c.counter}`, why: { text: `${head}: ${detail}`, publicText: head } };
  }
  return choice;
}
