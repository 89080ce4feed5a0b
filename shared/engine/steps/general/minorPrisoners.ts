// 10.2.1.3 prisoners a minor's forces took from a power its controller was at peace with go back
// to that power when the minor is conquered (steps/land/conquest.ts) or that power's war on the
// minor lapses (4.6.6, steps/political/peace.ts). The factors come home as reinforcements this
// turn, as in a peace's exchange (4.4.6.1).
import { controllerOf, totalFactors } from '../../../model';
import type { MajorPower, MinorId } from '../../../model';
import { emit, patch } from '../../tx';
import type { Tx } from '../../tx';

/** 10.2.1.3 hands back the factors `minor`'s forces took (only those of `power` when given: a lapsed war). */
export function returnMinorPrisoners(tx: Tx, minor: MinorId, power?: MajorPower): void {
  const back = tx.state.prisoners.filter((p) => p.minor === minor && (power === undefined || controllerOf(tx.state, p.nationality) === power));
  if (back.length === 0) return;
  patch(tx, {
    prisoners: tx.state.prisoners.filter((p) => !back.includes(p)),
    reinforcements: [
      ...tx.state.reinforcements,
      ...back.flatMap((p) => {
        const to = controllerOf(tx.state, p.nationality);
        return to === null ? [] : [{ date: tx.state.date, power: to, nationality: p.nationality, factors: p.factors }];
      }),
    ],
  });
  for (const holder of [...new Set(back.map((p) => p.holder))]) {
    for (const to of [...new Set(back.filter((p) => p.holder === holder).map((p) => controllerOf(tx.state, p.nationality)))]) {
      if (to === null) continue;
      const factors = back.filter((p) => p.holder === holder && controllerOf(tx.state, p.nationality) === to).reduce((n, p) => n + totalFactors(p.factors), 0);
      emit(tx, { type: 'prisonersExchanged', holder, to, factors, leaders: [], rule: '10.2.1.3' });
    }
  }
}
