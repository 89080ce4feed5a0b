// 12.3.2 British training (option) and v2.71 10.4.5.4 (Holland): the Time Record keeps, for each
// minor the training can reach, the first month of its unbroken run as a British free state. A
// month that ends with the minor neutral, conquered or run by another power ends the run; the
// next run starts again from nothing. The morale itself is read by the combat steps through
// `minorCorpsMorale` (rules/general/britishTraining.ts).
import type { MinorId } from '../../../model';
import { britishRunSince, britishTrainingMinors, isBritishFreeState, isBritishTrained } from '../../../rules/general';
import { emit, patch } from '../../tx';
import type { Tx } from '../../tx';

/** 12.3.2 at the Time Record, before the month advances: start, keep or end each eligible minor's run. */
export function recordBritishTraining(tx: Tx): void {
  const eligible = britishTrainingMinors(tx.state);
  const before = tx.state.general?.britishSince ?? [];
  if (eligible.length === 0 && before.length === 0) return;
  const runs = eligible.filter((m) => isBritishFreeState(tx.state, m)).map((m) => ({ minor: m as MinorId, since: britishRunSince(tx.state, m) ?? tx.state.date }));
  const same = runs.length === before.length && runs.every((r, i) => before[i]?.minor === r.minor && before[i]?.since === r.since);
  if (!same) patch(tx, { general: { ...(tx.state.general ?? {}), britishSince: runs } });
}

/** 12.3.2 after the month has advanced: a minor whose corps became trained this month is named in the log once. */
export function announceBritishTraining(tx: Tx): void {
  for (const r of tx.state.general?.britishSince ?? [])
    if (isBritishTrained(tx.state, r.minor) && tx.state.date.year * 12 + tx.state.date.month - (r.since.year * 12 + r.since.month) === 24)
      emit(tx, { type: 'minorTrained', minor: r.minor, since: r.since, rule: r.minor === 'holland' ? '10.4.5.4' : '12.3.2' });
}

/** v2.71 10.4.5.4 Flanders joined to Holland: British training reaches Holland from now on, even if Flanders later leaves. */
export function hollandJoinsTraining(tx: Tx, primary: string): void {
  if (primary !== 'holland' || !tx.state.options.rules.netherlands) return;
  const also = tx.state.general?.britishTrainingAlso ?? [];
  if (!also.includes('holland' as MinorId)) patch(tx, { general: { ...(tx.state.general ?? {}), britishTrainingAlso: [...also, 'holland' as MinorId] } });
}
