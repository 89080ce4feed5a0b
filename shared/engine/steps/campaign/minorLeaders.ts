// 10.6.5 / 10.6.5.2 a leader counter that turned over to a minor country (Bernadotte: Swedish from
// August 1810) is kept off the map while that country is neutral, and joins its forces when they
// are set up for a controller (the 14.5 campaign starts with Sweden neutral, so he waits here).
import { DEFAULT_FORCES, isLeaderInGame, leaderNationality } from '../../../data/forces';
import type { CounterId, LeaderId, MajorPower, MinorId } from '../../../model';
import { emit, patch } from '../../tx';
import type { Tx } from '../../tx';

const monthOf = (d: { year: number; month: number }) => `${d.year}-${String(d.month).padStart(2, '0')}`;

/** 10.6.5.2 the minor's turned-over leaders join its first corps (or its controller's pool without one). */
export function minorLeadersJoin(tx: Tx, minor: MinorId, controller: MajorPower, counter: CounterId | null): void {
  const month = monthOf(tx.state.date);
  for (const l of DEFAULT_FORCES.leaders) {
    if (!l.transfer || l.transfer.to !== minor || !isLeaderInGame(l, month) || leaderNationality(l, month) !== minor) continue;
    // 10.6.5.1 a counter already in the game (or killed before the turnover) is not added again
    if (tx.state.leaders.some((x) => x.id === l.id)) continue;
    patch(tx, { leaders: [...tx.state.leaders, { id: l.id as LeaderId, name: l.name, owner: controller, location: counter ? { kind: 'corps', counter } : { kind: 'pool' } }] });
    if (counter) emit(tx, { type: 'leaderPlaced', leader: l.id, owner: controller, counter, rule: '10.6.5.2' });
  }
}
