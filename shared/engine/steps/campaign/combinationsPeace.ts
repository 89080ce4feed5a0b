// 11.9.1 the balance of power (11.9.1.1 in the peace terms' verdicts, rules/political/peace.ts).
// 11.9.1.2 (option 11.9) no played power falls into civil disorder: instead it must sue every power
// it is at war with for peace at the next Peace Step and accept whatever peace is offered.
import { POWER_NAMES, addMonths, compareDates, illegal } from '../../../model';
import type { DecisionOption, GameState, MajorPower, Treaty } from '../../../model';
import { combinationsOf, mandatoryTermNames, peaceNotMade, unionFromPeace } from '../../../rules/campaign/combinations';
import { isUmp } from '../../../rules/campaign';
import { enemiesOf, politicalState } from '../../../rules/political';
import { emit, patch } from '../../tx';
import type { Tx } from '../../tx';

/**
 * 11.9.1.2 called by the 8.7 step for a power meeting the civil disorder conditions: true when the
 * option spares it (a power with a player, not an uncontrolled major power, 14.3). Instead of 8.7.1-8.7.5
 * it goes on the 10.5.1 list of powers that sue every enemy at the next Peace Step, and must accept.
 */
export function spareCivilDisorder(tx: Tx, power: MajorPower): boolean {
  if (!tx.state.options.rules.politicalRestrictionsOnPeace || isUmp(tx.state, power)) return false;
  const enemies = enemiesOf(tx.state, power);
  const pol = politicalState(tx.state);
  const rec = combinationsOf(tx.state);
  const now = tx.state.date;
  patch(tx, {
    political: { ...pol, mustSue: pol.mustSue.includes(power) ? pol.mustSue : [...pol.mustSue, power] },
    combinations: { ...rec, mustAcceptPeace: [...(rec.mustAcceptPeace ?? []).filter((m) => m.power !== power && bound(m.since, now)), { power, since: now }] },
  });
  emit(tx, { type: 'combinationChanged', combination: 'peace-restrictions', name: POWER_NAMES[power], power, change: 'mustSue', members: enemies.map((e) => POWER_NAMES[e]), rule: '11.9.1.2',
    reason: enemies.length ? `it must sue ${enemies.map((e) => POWER_NAMES[e]).join(', ')} for peace at the next Peace Step and accept any peace` : 'it is at war with no major power' });
  return true;
}

/** Still binding: the Peace Step of the month after the Economic Phase that spared it. */
const bound = (since: GameState['date'], now: GameState['date']) => compareDates(now, addMonths(since, 1)) <= 0;

/** 11.9.1.2 the loser's answer to an unconditional offer: refusing is not allowed while the duty binds. */
export function mustAcceptPeace(state: GameState, loser: MajorPower, options: readonly DecisionOption[]): DecisionOption[] {
  const duty = combinationsOf(state).mustAcceptPeace?.some((m) => m.power === loser && bound(m.since, state.date));
  if (!duty) return [...options];
  const why = illegal('notApplicable', '11.9.1.2', `${POWER_NAMES[loser]} was spared civil disorder and must accept any peace`);
  return options.map((o) => (String(o.value).startsWith('refuse:') ? { ...o, verdict: why } : o));
}

/**
 * 11.9.2.2 (option 11.9) called by the Peace Step once every victor of `treaties` (one loser's) has
 * chosen: the Britain-France treaties still lacking a required term are not made. Each is logged;
 * the caller drops them and the war between the two goes on. Returns the treaties dropped.
 */
export function blockedPeaces(tx: Tx, treaties: readonly Treaty[]): Treaty[] {
  const blocked = peaceNotMade(tx.state, treaties);
  for (const { treaty, missing } of blocked)
    emit(tx, { type: 'combinationChanged', combination: 'peace-restrictions', name: POWER_NAMES[treaty.victor], power: treaty.victor, change: 'peaceBlocked', members: [POWER_NAMES[treaty.loser]], rule: '11.9.2.2',
      reason: `no peace with ${POWER_NAMES[treaty.loser]}, whose surrender lacks ${mandatoryTermNames(missing)}; the war goes on` });
  return blocked.map((b) => b.treaty);
}

/**
 * opt:11.5.1.6 (options 11.5 and v2.71 11.5) called by the Peace Step once a loser's terms are
 * applied: France's union gives way to the one its Austrian and/or Prussian victors created with
 * C.9 (no political points). France could hold a union only once C.8 had dissolved the Holy Roman
 * Empire, which v2.71 11.5.1.1 never restores, so C.9 does not bring it back here.
 */
export function unionByPeace(tx: Tx, loser: MajorPower, treaties: readonly Treaty[]): void {
  if (loser !== 'france') return;
  const made = unionFromPeace(tx.state, treaties);
  if (!made) return;
  const rec = combinationsOf(tx.state);
  const french = rec.active.find((c) => c.id === 'german-confederation');
  patch(tx, { combinations: { ...rec, active: [...rec.active.filter((c) => c.id !== 'german-confederation'), made] } });
  const pol = politicalState(tx.state);
  if (!pol.holyRomanEmpireDissolved) patch(tx, { political: { ...pol, holyRomanEmpireDissolved: true } });
  if (french) emit(tx, { type: 'combinationChanged', combination: 'german-confederation', name: french.name, power: 'france', change: 'dissolved', members: [], rule: 'opt:11.5.1.6', reason: 'France surrendered it by peace term C.9' });
  const names = made.minors.map((m) => tx.state.minors.find((x) => x.id === m)?.name ?? m);
  emit(tx, { type: 'combinationChanged', combination: 'german-confederation', name: made.name, power: made.controller, change: 'created', members: names, rule: made.partner ? 'opt:11.5.1.6.1' : 'opt:11.5.1.6',
    reason: made.partner ? `created by peace term C.9 with ${POWER_NAMES[made.partner]}, each running its own German states (no political points)` : 'created by peace term C.9 (no political points)' });
}
