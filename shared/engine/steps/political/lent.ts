// Peace term B.4, a corps on loan: the loan begins with the peace (peaceEffects.ts) and ends at a
// Time Record (timeRecord.ts). While it runs, `operatorOf` in the model gives the corps to the
// borrower in every land rule; this file only starts and ends loans. Rulings: docs/RULINGS.md.
import { controllerOf, operatorOf } from '../../../model';
import type { AreaId, Corps, CorpsLoan, MajorPower } from '../../../model';
import { territoryOf } from '../../../rules/land/movement';
import { loanEnds, loanUntil } from '../../../rules/political/lent';
import { emit, patch } from '../../tx';
import type { Tx } from '../../tx';
import { updatePolitical } from './record';
import { nearestHavens, sendHome } from './repatriation';

/**
 * Leaders of `power` stacked with `corps` leave it (B.4: a corps changing hands carries no leader of
 * the power that no longer runs it): to another corps `power` runs in the same area, else to its pool.
 */
function leadersLeave(tx: Tx, corps: Corps, power: MajorPower): void {
  if (corps.location.kind !== 'area') return;
  const area = corps.location.area;
  for (const l of tx.state.leaders) {
    if (l.owner !== power || l.location.kind !== 'corps' || l.location.counter !== corps.counter) continue;
    const other = tx.state.corps.find((c) => c.counter !== corps.counter && c.location.kind === 'area' && c.location.area === area && operatorOf(tx.state, c) === power);
    const location = other ? { kind: 'corps' as const, counter: other.counter } : { kind: 'pool' as const };
    patch(tx, { leaders: tx.state.leaders.map((x) => (x.id === l.id ? { ...x, location } : x)) });
    emit(tx, { type: 'leaderUnstacked', leader: l.id, owner: l.owner, to: other ? 'corps' : 'pool', rule: 'B.4' });
  }
}

/**
 * B.4 `corps` of `owner` is lent to `borrower` from this month for twelve months: from now on the
 * borrower moves it, supplies it and fights with it (`operatorOf`). The owner's leaders stacked
 * with it stay with the owner.
 */
export function lendCorps(tx: Tx, corps: Corps, owner: MajorPower, borrower: MajorPower): void {
  const until = loanUntil(tx.state.date);
  updatePolitical(tx, (p) => ({ corpsOnLoan: [...p.corpsOnLoan.filter((l) => l.corps !== corps.id), { corps: corps.id, owner, borrower, until }] }));
  leadersLeave(tx, corps, owner);
  const area = corps.location.kind === 'area' ? corps.location.area : null;
  emit(tx, { type: 'corpsLoan', counter: corps.counter, owner, borrower, area, until, ended: null, to: null, rule: 'B.4' });
}

/**
 * B.4 at the Time Record (as the new month begins) every loan that lapsed ends: its record goes,
 * the borrower's leaders leave the corps, and a corps whose twelve months ran out outside its
 * owner's territory goes home as after a peace (4.4.6.2, to the nearest area of the owner's
 * territory). A corps lent to a power its owner is now at war with stays where it stands.
 */
export function endLoans(tx: Tx): void {
  const loans = tx.state.political?.corpsOnLoan ?? [];
  if (loans.length === 0) return;
  const ending: { loan: CorpsLoan; why: NonNullable<ReturnType<typeof loanEnds>> }[] = [];
  for (const loan of loans) {
    const why = loanEnds(tx.state, loan, tx.state.date);
    if (why !== null) ending.push({ loan, why });
  }
  if (ending.length === 0) return;
  updatePolitical(tx, (p) => ({ corpsOnLoan: p.corpsOnLoan.filter((l) => !ending.some((e) => e.loan === l)) }));
  for (const { loan, why } of ending) {
    const corps = tx.state.corps.find((c) => c.id === loan.corps);
    const area = corps?.location.kind === 'area' ? corps.location.area : null;
    let to: AreaId | null = null;
    if (corps && area !== null) {
      leadersLeave(tx, corps, loan.borrower);
      to = why === 'expired' ? goHome(tx, corps, loan.owner, area) : null;
    }
    if (corps) emit(tx, { type: 'corpsLoan', counter: corps.counter, owner: loan.owner, borrower: loan.borrower, area, until: loan.until, ended: why, to, rule: 'B.4' });
  }
}

/**
 * The returned corps outside its owner's territory goes to the nearest area of it (4.4.6.2 as after
 * a peace: B.4 with several equally near areas the owner chooses, a `political/repatriate` decision
 * in the Time Record step, and the corps waits where it stands until then); inside it, a corps in a
 * city the owner does not hold steps out into the area. Returns the area when it went at once.
 */
function goHome(tx: Tx, corps: Corps, owner: MajorPower, area: AreaId): AreaId | null {
  const map = tx.data.land;
  if (!map?.landAreas) return null;
  if (territoryOf(tx.state, map, area) === owner) {
    const city = corps.location.kind === 'area' ? corps.location.city : undefined;
    const shared = city !== undefined && tx.state.garrisons.some((g) => g.area === area && g.place.kind === 'city' && g.place.city === city && controllerOf(tx.state, g.nationality) !== owner);
    if (shared) patch(tx, { corps: tx.state.corps.map((c) => (c.counter === corps.counter ? { ...c, location: { kind: 'area' as const, area } } : c)) });
    return null;
  }
  const havens = nearestHavens(tx, map, owner, area, false);
  sendHome(tx, owner, `corps:${corps.counter}`, corps.name, area, havens, 'B.4', 'returns from its loan and must go home');
  return havens.length === 1 ? havens[0]!.area : null;
}
