// 10.1.4.1 / 10.1.4.1.1 Austria's answer to an enemy crossing into a border province in mid-move
// (as printed, without the standing procedures): the corps it raises stand there at once, one
// raised where a corps has just entered stops that corps (7.3 its movement ends, 7.3.8 it
// attacks there as it would any enemy it met), and the movers go on once Austria is done.
import type { AreaId, CounterId } from '../../../model';
import { moveRecord, moverOf } from '../../../rules/land/movement';
import { emit, patch } from '../../tx';
import type { Tx } from '../../tx';
import { landTurn, patchLand } from '../land/landState';
import { declareCombat, resumeMovement } from '../land/movement';
import { openRising } from './insurrection';

/** "place:<counter>:<area>" or "end" (already checked against the decision's options). */
export function answerRising(tx: Tx, value: string): void {
  const r = landTurn(tx.state).rising;
  const [kind, counter, area] = value.split(':');
  if (r && kind === 'place' && counter && area) {
    patch(tx, {
      corps: tx.state.corps.map((c) => (c.counter === counter ? { ...c, location: { kind: 'area', area: area as AreaId } } : c)),
    });
    // 10.1.4.1.4 as printed: it may not move the turn it is placed
    patchLand(tx, { placedBack: [...(landTurn(tx.state).placedBack ?? []), counter as CounterId] });
    emit(tx, { type: 'corpsPlaced', counter: counter as CounterId, owner: 'austria', area: area as AreaId, rule: '10.1.4.1' });
    const mover = moverOf(tx.state, r.mover);
    // 10.1.4.1.1 a corps (not a cossack or freikorps) where it rose ends its movement there
    if (mover?.corps && mover.area === area && mover.city === undefined) {
      const record = moveRecord(tx.state, mover);
      if (!record.stopped)
        patchLand(tx, { moves: [...landTurn(tx.state).moves.filter((m) => m.counter !== record.counter), { ...record, stopped: true }] });
      declareCombat(tx, r.by, area as AreaId); // 7.3.8 as for any enemy corps met
    }
    if (openRising(tx)) return;
  }
  // 10.1.4.1.2 declining spends only this entry
  const { rising: _done, ...land } = landTurn(tx.state);
  patch(tx, { turn: { ...tx.state.turn, land } });
  resumeMovement(tx);
}
