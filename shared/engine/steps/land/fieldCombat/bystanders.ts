// 7.3.8.4 / 7.3.8.6 powers on neither side of a declared battle step aside before it is fought.
import type { AreaId, MajorPower } from '../../../../model';
import { bystandersLeaving } from '../../../../rules/land/movement';
import { emit, patch } from '../../../tx';
import type { Tx } from '../../../tx';
import { landMap } from '../landState';

/** Moves the bystanders of the battle in `area` out (see bystandersLeaving); stacked leaders go with their corps. */
export function bystandersLeave(tx: Tx, area: AreaId, attackers: readonly MajorPower[], defenders: readonly MajorPower[]): void {
  for (const m of bystandersLeaving(tx.state, landMap(tx), area, attackers, defenders)) {
    const moving = new Set<string>(m.counters);
    patch(tx, {
      corps: tx.state.corps.map((c) => (moving.has(c.counter) ? { ...c, location: { kind: 'area' as const, area: m.to } } : c)),
      irregulars: tx.state.irregulars.map((i) => (moving.has(i.counter) ? { ...i, area: m.to } : i)),
    });
    for (const counter of m.counters) emit(tx, { type: 'counterMoved', counter, from: area, to: m.to, cost: 0, rule: m.rule });
  }
}
