import { compareDates, formatDate, isEconomicMonth, isWinterMonth, nextMonth } from '../../model';
import { emit, patch } from '../tx';
import type { Tx } from '../tx';

/**
 * 9.0 Advance the month (and the year on entering January), clear what lasts one turn, and
 * end the game after the scenario's last turn.
 */
export function beginTimeRecord(tx: Tx): void {
  const { date, scenario } = tx.state;
  if (compareDates(date, scenario.end) >= 0) {
    const reason = `the last turn of the scenario (${formatDate(scenario.end)}) is over`;
    patch(tx, { over: { reason } }); // the sequencer logs gameEnded once the step has ended
    return;
  }
  const next = nextMonth(date);
  patch(tx, {
    date: next,
    turn: { declarations: [], combinedMovement: [], navalPosition: null, landPosition: null }, // 9.0 the land record (7.2-7.4) goes too
  });
  emit(tx, { type: 'monthAdvanced', date: next, rule: '9.0', winter: isWinterMonth(next), economic: isEconomicMonth(next) });
}
