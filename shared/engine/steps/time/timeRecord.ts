import { FACTOR_TYPES, POWER_NAMES, compareDates, controllerOf, formatDate, isEconomicMonth, isWinterMonth, nextMonth, sameDate } from '../../../model';
import type { Corps, ScheduledChange, VictoryResult } from '../../../model';
import { judgeVictory, victoryStanding } from '../../../rules/victory';
import { emit, patch } from '../../tx';
import type { Tx } from '../../tx';
import { returnWoundedLeaders } from '../land/fieldCombat/leaders';
import { endOfCampaign } from '../economic';
import { minorGarrisonsLeave } from '../land/minorGarrisons';
import { endLoans } from '../political/lent';
import { announceBritishTraining, recordBritishTraining } from '../general/britishTraining';

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
    // 8.1.3 a campaign not decided in its last Victory Points Step is judged now
    const campaign = endOfCampaign(tx);
    const reason = campaign ?? `the last turn of the scenario (${formatDate(scenario.end)}) is over`;
    patch(tx, { over: { reason } });
    return;
  }
  recordBritishTraining(tx); // 12.3.2 (option) the month just played counts for British training (steps/general)
  const next = nextMonth(date);
  patch(tx, {
    date: next,
    turn: { declarations: [], combinedMovement: [], navalPosition: null, landPosition: null }, // 9.0 the land record (7.2-7.4) goes too
  });
  emit(tx, { type: 'monthAdvanced', date: next, rule: '9.0', winter: isWinterMonth(next), economic: isEconomicMonth(next) });
  returnWoundedLeaders(tx); // 12.7 (option)
  endLoans(tx); // B.4 loans whose twelve months are over (lent branch)
  announceBritishTraining(tx); // 12.3.2 (option, steps/general)
  for (const change of scenario.scheduled ?? []) if (sameDate(change.date, next)) applyScheduled(tx, change);
}

/** Corps leave the map with their factors (each change explained by events); their leaders go to the pool. */
function removeCorps(tx: Tx, gone: readonly Corps[], rule: string, reason: string): void {
  if (gone.length === 0) return;
  const counters = new Set<string>(gone.map((c) => c.counter));
  for (const c of gone) {
    const owner = controllerOf(tx.state, c.nationality);
    const area = c.location.kind === 'area' ? c.location.area : null;
    const total = FACTOR_TYPES.reduce((n, t) => n + (c.factors[t] ?? 0), 0);
    if (area !== null && total > 0) emit(tx, { type: 'factorsChanged', nationality: c.nationality, owner, counter: c.counter, area, delta: -total, factors: c.factors, rule, reason });
    if (area !== null) emit(tx, { type: 'counterRemoved', counter: c.counter, owner, area, kind: 'corps', rule, reason });
  }
  const leaders = tx.state.leaders.map((l) => {
    if (l.location.kind !== 'corps' || !counters.has(l.location.counter)) return l;
    emit(tx, { type: 'leaderUnstacked', leader: l.id, owner: l.owner, to: 'pool', rule });
    return { ...l, location: { kind: 'pool' as const } };
  });
  patch(tx, { corps: tx.state.corps.filter((c) => !counters.has(c.counter)), leaders });
}

/** 13.1 A scenario's change on a date, as the month begins. */
function applyScheduled(tx: Tx, change: ScheduledChange): void {
  if (change.kind === 'minor') {
    const before = tx.state.minors.find((m) => m.id === change.minor);
    if (!before) return;
    // 10.5.2.3 when a free state's control changes its forces are removed; the scenario brings the new side's as reinforcements
    const reason = `${before.name} changed sides`;
    removeCorps(tx, tx.state.corps.filter((c) => c.nationality === change.minor), '10.5.2.3', reason);
    for (const g of tx.state.garrisons.filter((x) => x.nationality === change.minor)) {
      const total = (g.factors.infantry ?? 0) + (g.factors.militia ?? 0); // a minor's garrison: 10.1 irregulars are never a minor's (7.3.3.3.1)
      emit(tx, { type: 'factorsChanged', nationality: g.nationality, owner: before.controller, counter: null, area: g.area, delta: -total, rule: '10.5.2.3', reason });
    }
    patch(tx, {
      garrisons: tx.state.garrisons.filter((x) => x.nationality !== change.minor),
      minors: tx.state.minors.map((m) => (m.id === change.minor ? { ...m, status: change.status, controller: change.controller } : m)),
    });
    emit(tx, { type: 'minorChangedSides', minor: change.minor, from: before.controller, to: change.controller, status: change.status, rule: '13.1' });
    // 10.5.2.3 (errata) the former controller's own garrisons march out with the honors of war
    if (before.controller !== null && before.controller !== change.controller) minorGarrisonsLeave(tx, change.minor, before.controller);
    return;
  }
  const corps = tx.state.corps.filter((c) => (change.corps as readonly string[]).includes(c.id) && controllerOf(tx.state, c.nationality) === change.power);
  removeCorps(tx, corps, '13.1', 'withdrawn from the theatre');
  const leaving = new Set<string>(change.leaders);
  patch(tx, { leaders: tx.state.leaders.filter((l) => !(leaving.has(l.id) && l.owner === change.power)) });
  emit(tx, { type: 'forcesWithdrawn', power: change.power, corps: corps.length, leaders: change.leaders, rule: '13.1' });
}
