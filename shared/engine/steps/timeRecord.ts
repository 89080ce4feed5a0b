import { POWER_NAMES, compareDates, formatDate, isEconomicMonth, isWinterMonth, nextMonth } from '../../model';
import type { VictoryResult } from '../../model';
import { judgeVictory, victoryStanding } from '../../rules/victory';
import { emit, patch } from '../tx';
import type { Tx } from '../tx';

function victoryReason(v: VictoryResult): string {
  const who = v.winners.map((p) => POWER_NAMES[p]).join(' and ');
  if (v.kind === 'suddenDeath') return `${who} won by sudden death at the end of ${formatDate(v.standing.date)}`;
  return `${who} won at the end of the scenario (${formatDate(v.standing.date)})`;
}

/**
 * 9.0 Advance the month (and the year on entering January), clear what lasts one turn, and
 * end the game after the scenario's last turn. 8.1.3.1 Before that, the month's end is
 * recorded for the victory conditions, and the game ends early when a sudden-death
 * condition is met; after the last turn the end conditions name the winner.
 */
export function beginTimeRecord(tx: Tx): void {
  const { date, scenario } = tx.state;
  const lastTurn = compareDates(date, scenario.end) >= 0;
  if ((scenario.victory.conditions ?? []).length > 0) {
    emit(tx, { type: 'victoryStanding', rule: '8.1.3.1', standing: victoryStanding(tx.state) });
    const victory = judgeVictory(tx.state, lastTurn);
    if (victory) {
      emit(tx, { type: 'victoryDecided', rule: '8.1.3.1', winners: victory.winners, condition: victory.condition, kind: victory.kind, date });
      patch(tx, { over: { reason: victoryReason(victory), victory } }); // the sequencer logs gameEnded once the step has ended
      return;
    }
  }
  if (lastTurn) {
    const reason = `the last turn of the scenario (${formatDate(scenario.end)}) is over`;
    patch(tx, { over: { reason } });
    return;
  }
  const next = nextMonth(date);
  patch(tx, {
    date: next,
    turn: { declarations: [], combinedMovement: [], navalPosition: null, landPosition: null }, // 9.0 the land record (7.2-7.4) goes too
  });
  emit(tx, { type: 'monthAdvanced', date: next, rule: '9.0', winter: isWinterMonth(next), economic: isEconomicMonth(next) });
}
