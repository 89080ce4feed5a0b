// 14.2.1 how a computer player bids for the major powers (the standing procedures and the AI
// levels alike). Rule of thumb: a power is worth bidding for by what its start on the Political
// Status Display pays. Each box gives a power victory points every Economic Phase (10.5.2), so
// the computer bids, for each power in play, the victory points its box pays beyond the lowest-
// paying power's box: it never gives up more than one Economic Phase of the power's lead repays.
// In the 1805 campaigns that is France 9 - 4 = 5, Prussia 3, Great Britain and Russia 2, Austria
// and Spain 1, Turkey 0. The bids are public knowledge only once revealed (the group is secret).
import { MAX_BID, powersInPlay } from '../../model';
import type { GameState, MajorPower } from '../../model';
import { formatBids } from '../../rules/campaign';
import { statusOf } from '../../rules/political';

/** 14.2.1 the computer's bids, as a `campaign/bid` answer ("none" when no power is in play). */
export function computerBids(state: GameState): string {
  const inPlay = powersInPlay(state);
  if (inPlay.length === 0) return 'none';
  const pays = new Map(inPlay.map((p) => [p, statusOf(state, p).vp]));
  const least = Math.min(...pays.values());
  const bids: Partial<Record<MajorPower, number>> = {};
  for (const p of inPlay) bids[p] = Math.min(MAX_BID, Math.max(0, pays.get(p)! - least));
  return formatBids(bids);
}
