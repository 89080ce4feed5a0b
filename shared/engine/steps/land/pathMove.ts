// 7.3 Route orders (path:<counter>:<a1>,<a2>,…): a counter moved through several areas in one
// command, each area entered as an ordinary one-area move, so every cost, stop and reaction of
// the Land Movement Step applies exactly as if the orders had been given one by one.
import type { AreaId, CounterId, MajorPower, PendingDecision } from '../../../model';
import { moveContext, movementOrderVerdict, parsePathOrder } from '../../../rules/land/movement';
import { reactionRecord } from '../../../rules/land/reaction';
import { emit, patch } from '../../tx';
import type { Tx } from '../../tx';
import { landMap, landTurn, patchLand } from './landState';
import { applyMovementOrder } from './movement';

const isOwnMovement = (power: MajorPower) => (d: PendingDecision) => d.kind === 'land/movement' && d.power === power;

/**
 * Why the counter may not go on into `next` now, or null. 7.3.6.2 / 10.3.4.3 a reaction to the
 * last step (a depot garrison's answer, a declaration of war) holds the mover's orders; 7.3.2
 * an enemy force entered stops it, and it never enters an area costing more than it has left;
 * every other refusal of a one-area move (access, crossings, 7.3.8.5) stops it as well.
 */
function haltBefore(tx: Tx, power: MajorPower, counter: CounterId, next: AreaId): { rule: string; reason: string } | null {
  if ((landTurn(tx.state).suspended ?? []).includes(power) || !tx.state.pending.some(isOwnMovement(power))) {
    const reaction = tx.state.pending.find((d) => d.step === 'land/movement' && d.kind !== 'land/movement');
    return { rule: reaction?.rule ?? '7.3', reason: reaction ? 'another power answers the move first' : 'the movement step is over' };
  }
  const v = movementOrderVerdict(tx.state, landMap(tx), power, { kind: 'move', counter, to: next }, moveContext(tx.state, power));
  return v.ok ? null : { rule: v.rule, reason: v.detail ?? v.code };
}

/** opt:12.3.7.4 decisions of a reaction to a step (the secret offer, then the forces and route of a success). */
const REACTION_KINDS: readonly string[] = ['land/reaction', 'land/reactionForces', 'land/reactionRoute'];
const interrupting = (tx: Tx) => tx.state.pending.filter((d) => d.step === 'land/movement' && d.kind !== 'land/movement');

/**
 * 7.3 Carries out a route order already checked by `pathOrderVerdict` (its first step is
 * legal): one `move` per area; before each further area the counter is judged again where it
 * now stands, and the route ends at the first area the rules refuse (`movementHalted`).
 * opt:12.3.7.4 a step that raised reaction offers only holds the rest of the route: it goes on
 * once they are answered (continueRoute), so a refused offer leaves the route as ordered and the
 * mover's log never shows that an offer was made (2.4.2).
 */
export function applyPathOrder(tx: Tx, power: MajorPower, value: string): void {
  const order = parsePathOrder(value);
  if (order) walk(tx, power, order.counter, order.areas, 1);
}

/** opt:12.3.7.4 every reaction answered: a route held by them goes on, each area judged again (the first included). */
export function continueRoute(tx: Tx): void {
  const rec = reactionRecord(tx.state);
  if (!rec.route || interrupting(tx).length > 0) return;
  const { route: held, ...rest } = rec;
  patchLand(tx, { reaction: rest });
  walk(tx, held.power, held.counter, held.areas, 0);
}

function walk(tx: Tx, power: MajorPower, counter: CounterId, areas: readonly AreaId[], judgedFrom: number): void {
  for (const [i, to] of areas.entries()) {
    if (i >= judgedFrom) {
      const waiting = interrupting(tx);
      if (i > 0 && waiting.length > 0 && waiting.every((d) => REACTION_KINDS.includes(d.kind))) {
        patchLand(tx, { reaction: { ...reactionRecord(tx.state), route: { power, counter, areas: areas.slice(i) } } });
        return;
      }
      const halt = haltBefore(tx, power, counter, to);
      if (halt) {
        const here = tx.state.corps.find((c) => c.counter === counter)?.location;
        const area = here?.kind === 'area' ? here.area : (tx.state.irregulars.find((x) => x.counter === counter)?.area ?? areas[Math.max(0, i - 1)]!);
        emit(tx, { type: 'movementHalted', counter, area, skipped: areas.slice(i), rule: halt.rule, reason: halt.reason });
        return;
      }
      // The decision the last step reopened: the next step opens it again with fresh options.
      patch(tx, { pending: tx.state.pending.filter((d) => !isOwnMovement(power)(d)) });
    }
    applyMovementOrder(tx, power, `move:${counter}:${to}`);
  }
}
