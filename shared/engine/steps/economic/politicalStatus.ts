// 8.6 The Political Status Adjustment Step: each marker moves by its box's PSA number.
import { economicPowers, statusBoxOf } from '../../../rules/economic';
import type { Tx } from '../../tx';
import { politicalPoints, settleStatus } from './economyState';

/** 8.6 every power gains or loses its box's political status adjustment (in the order the rules list the powers). */
export function beginPoliticalStatus(tx: Tx): void {
  const psa = economicPowers(tx.state).map((p) => [p, statusBoxOf(tx.state, p).psa] as const);
  for (const [p, n] of psa) politicalPoints(tx, p, n, '8.6', 'political status adjustment');
  settleStatus(tx);
}
