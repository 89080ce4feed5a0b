// 10.6.5 the leader counter that turns over to a minor country (Bernadotte: French until August
// 1810, then Swedish): at the start of that month's Army Reinforcement Step France gives it up,
// wherever it stands, to the power running the minor, which may place it from this step on;
// while the minor is neutral it waits off the map for the minor's forces (10.6.5.2,
// steps/campaign/minorLeaders.ts). 10.6.5.1 a counter killed before, or a France gone into civil
// disorder (8.7) before, keeps it from turning over.
import { DEFAULT_FORCES } from '../../../data/forces';
import type { MajorPower } from '../../../model';
import { economyOf } from '../economic/economyState';
import { emit, patch } from '../../tx';
import type { Tx } from '../../tx';

const monthOf = (d: { year: number; month: number }) => `${d.year}-${String(d.month).padStart(2, '0')}`;

/** 10.6.5 called at the start of every Army Reinforcement Step; acts once, in the month of the turnover. */
export function leadersTurnOver(tx: Tx): void {
  const month = monthOf(tx.state.date);
  for (const l of DEFAULT_FORCES.leaders) {
    if (!l.transfer || l.transfer.date !== month) continue;
    const counter = tx.state.leaders.find((x) => x.id === l.id);
    const from = l.nationality as MajorPower;
    // 10.6.5.1 killed (or otherwise off the game) before the turnover, or the old power in civil disorder: it stays as it is
    if (!counter || counter.owner !== from || counter.location.kind === 'killed' || counter.location.kind === 'captured') continue;
    if (economyOf(tx.state).civilDisorder.includes(from) || !tx.state.powers[from]?.inPlay) continue;
    const minor = tx.state.minors.find((m) => m.id === l.transfer!.to);
    const to = minor && minor.status !== 'neutral' ? minor.controller : null;
    if (to === null) {
      // 10.6.5.2 kept off the map until the minor's forces are set up for a controller
      patch(tx, { leaders: tx.state.leaders.filter((x) => x.id !== l.id) });
    } else {
      patch(tx, { leaders: tx.state.leaders.map((x) => (x.id === l.id ? { ...x, owner: to, location: { kind: 'pool' as const } } : x)) });
    }
    emit(tx, { type: 'leaderTurnedOver', leader: l.name, from, to, minor: l.transfer.to, rule: '10.6.5' });
  }
}
