// 14.2 standing procedures for the selection of major powers (issue 20). A computer player bids
// a small random number of victory points (0-3) for every power: it does not value one power
// over another, and low bids keep its victory level within reach whichever power it gets.
import { powersInPlay } from '../../model';
import type { GameState, MajorPower } from '../../model';
import { formatBids } from '../../rules/campaign';

/** 14.2.1 a computer player's bids, as a `campaign/bid` answer. */
export function campaignBid(state: GameState, rng: () => number): string {
  const bids: Partial<Record<MajorPower, number>> = {};
  for (const p of powersInPlay(state)) bids[p] = Math.floor(rng() * 4);
  return formatBids(bids);
}
