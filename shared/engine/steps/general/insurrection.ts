// 10.1.4 the Austrian insurrection corps after a battle: a retreat that takes one out of the
// four border provinces stands it down at once (10.1.4.1.3). Called by the field-combat retreat.
import type { AreaId, CounterId } from '../../../model';
import { INSURRECTION_PROVINCES } from '../../../rules/land/movement';
import { emit, patch } from '../../tx';
import type { Tx } from '../../tx';
import { landTurn, patchLand, unstackLeaders } from '../land/landState';

/**
 * 10.1.4.1.3 insurrection corps that retreated to `to` outside Illyria, the Military Border,
 * Transylvania and Hungary leave the map with their factors, as a stand-down (10.1.4.2): they
 * come back only by being raised again (10.1.4.1).
 */
export function insurrectionRetreated(tx: Tx, counters: readonly string[], to: AreaId): void {
  const province = tx.data.land?.area(to)?.province ?? null;
  if (province === null || INSURRECTION_PROVINCES.includes(province)) return;
  for (const corps of tx.state.corps.filter((c) => c.type === 'insurrection' && counters.includes(c.counter))) {
    patch(tx, { corps: tx.state.corps.map((c) => (c.counter === corps.counter ? { ...c, location: { kind: 'offMap' } } : c)) });
    unstackLeaders(tx, corps, to, '10.1.4.1.3');
    patchLand(tx, { stoodDown: [...(landTurn(tx.state).stoodDown ?? []), corps.counter as CounterId] });
    emit(tx, { type: 'counterRemoved', counter: corps.counter, owner: 'austria', area: to, kind: 'corps', rule: '10.1.4.1.3', reason: 'retreated out of the border provinces and stood down' });
  }
}

// partial: 10.1.4.1.1 corps rise only when the enemy's Land Movement Step ends (steps/land/supply.ts), so no enemy corps is stopped in mid-move where they rise
// partial: opt:19.1.2 the insurrection corps' own Land Phase when Austria has already moved that turn (see steps/land/supply.ts); the other land procedures are built (auto/sop.ts)
