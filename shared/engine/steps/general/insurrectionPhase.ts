// opt:19.1.2 / 10.1.4.1.4 (v2.71 standing procedures) the insurrection corps' own Land Phase: corps
// Austria raises after an enemy's movement step when its own sequence is already over this turn get
// a sequence of their own, inserted after that enemy's Guerilla Step. Austria plays it by the usual
// rules, but only the corps just raised act: they alone move, besiege, are supplied and attack.
// The steps read the helpers here (movement orders, supply, field combat); the Depot, Siege Combat
// and Guerilla Steps have nothing to do in it (docs/RULINGS.md).
import type { AreaId, CounterId, DecisionOption, GameState } from '../../../model';
import { parseMovementOrder } from '../../../rules/land/movement';
import { emit, patch } from '../../tx';
import type { Tx } from '../../tx';
import { landTurn, patchLand } from '../land/landState';

/** The corps acting in the insurrection corps' own Land Phase when the cursor is in it, else null. */
export function insurrectionPhaseCorps(s: GameState): readonly CounterId[] | null {
  const p = s.turn.land?.insurrectionPhase;
  const c = s.cursor;
  if (!p || c.phase !== 'land' || c.slot !== p.slot || c.phasing.length !== 1 || c.phasing[0] !== 'austria') return null;
  return p.corps;
}

/** Why a step of the insurrection corps' own Land Phase is skipped (the Depot, Siege Combat and Guerilla Steps). */
export const insurrectionPhaseSkip = (s: GameState): string | null =>
  insurrectionPhaseCorps(s) === null ? null : 'only the insurrection corps just raised act in their own Land Phase (opt:19.1.2/10.1.4.1.4)';

/** Areas where the acting insurrection corps stand in the field (outside any city). */
export function insurrectionPhaseAreas(s: GameState, corps: readonly CounterId[]): Set<AreaId> {
  const out = new Set<AreaId>();
  for (const c of s.corps)
    if (corps.includes(c.counter) && c.location.kind === 'area' && c.location.city === undefined) out.add(c.location.area);
  return out;
}

/**
 * The movement orders left open in the insurrection corps' own Land Phase: orders for those corps,
 * the besieging choice where they stand, and the end of the step. Outside it, the options as given.
 */
export function insurrectionPhaseOrders(s: GameState, options: DecisionOption[]): DecisionOption[] {
  const corps = insurrectionPhaseCorps(s);
  if (corps === null) return options;
  const areas = insurrectionPhaseAreas(s, corps);
  return options.filter((o) => {
    const value = String(o.value);
    if (value.startsWith('forage:')) return corps.includes(value.slice('forage:'.length) as CounterId); // 7.3.1.4
    const order = parseMovementOrder(value);
    if (order === null) return false;
    if (order.kind === 'end') return true;
    if (order.kind === 'besiege' || order.kind === 'nosiege') return areas.has(order.area);
    if (order.kind === 'leave') return false; // 7.3.3.3.1 garrisons are not the raised corps
    return corps.includes(order.counter);
  });
}

/**
 * opt:19.1.2/10.1.4.1.4 a corps raised now moves this turn: in Austria's own sequence when it is
 * still to come; otherwise it is noted for a sequence of its own, inserted after the current one
 * (after the enemy's Guerilla Step) once Austria has placed what it will (`insertInsurrectionPhase`).
 */
export function noteRaisedCorps(tx: Tx, counter: CounterId): void {
  const c = tx.state.cursor;
  if (c.order.slice(c.slot + 1).some((seq) => seq.includes('austria'))) return;
  const p = landTurn(tx.state).insurrectionPhase;
  const pending = p && p.slot > c.slot ? p.corps : [];
  patchLand(tx, { insurrectionPhase: { corps: [...pending, counter], slot: c.slot + 1 } });
}

/** Inserts the insurrection corps' own sequence after the current one (called once, when Austria is done placing). */
export function insertInsurrectionPhase(tx: Tx): void {
  const p = landTurn(tx.state).insurrectionPhase;
  const c = tx.state.cursor;
  if (!p || p.slot !== c.slot + 1 || p.corps.length === 0) return;
  patch(tx, { cursor: { ...c, order: [...c.order.slice(0, p.slot), ['austria'], ...c.order.slice(p.slot)] } });
  emit(tx, { type: 'powerOrderSet', phase: 'land', rule: '10.1.4.1.4', order: tx.state.cursor.order });
}
