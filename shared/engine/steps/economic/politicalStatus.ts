// 8.6 The Political Status Adjustment Step: each marker moves by its box's PSA number.
import { economicPowers, statusBoxOf } from '../../../rules/economic';
import type { Tx } from '../../tx';
import { neutralUmpPoints } from '../campaign/umpPhases';
import { economyOf, patchEconomy, politicalPoints, settleStatus } from './economyState';

/** 8.5.7 what each power carries out of the Expenditure Step, kept (privately) for its treasury chart. */
function recordTreasuries(tx: Tx): void {
  const e = economyOf(tx.state);
  const kept = e.treasury.filter((t) => t.date.year !== tx.state.date.year || t.date.month !== tx.state.date.month);
  const now = economicPowers(tx.state).map((p) => ({ date: tx.state.date, power: p, money: tx.state.powers[p].money, manpower: tx.state.powers[p].manpower }));
  patchEconomy(tx, { treasury: [...kept, ...now] });
}

/** 8.6 every power gains or loses its box's political status adjustment (in the order the rules list the powers). */
export function beginPoliticalStatus(tx: Tx): void {
  recordTreasuries(tx);
  const psa = economicPowers(tx.state).map((p) => [p, statusBoxOf(tx.state, p).psa] as const);
  for (const [p, n] of psa) politicalPoints(tx, p, n, '8.6', 'political status adjustment');
  neutralUmpPoints(tx); // v2.71 14.3.6.2
  settleStatus(tx);
}
