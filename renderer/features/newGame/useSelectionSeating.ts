import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { playersRenamed } from '../../app/store';
import type { MajorPower } from '../../../shared/model/powers';

/**
 * 14.2 When the bids this window saw being collected are revealed, each power takes the name of
 * the player who won it (the name given at his chair), so the hand-over follows the players;
 * powers nobody won (14.3 uncontrolled) or a computer player won are left to the standing procedures.
 */
export function useSelectionSeating(): void {
  const dispatch = useAppDispatch();
  const campaign = useAppSelector((s) => s.hostView.view?.selection);
  const players = useAppSelector((s) => s.ui.players);
  const sawBidding = useRef(false);
  useEffect(() => {
    if (!campaign) return;
    if (!campaign.settled) {
      sawBidding.current = true;
      return;
    }
    if (!sawBidding.current) return;
    sawBidding.current = false;
    const renamed: Partial<Record<MajorPower, string>> = {};
    for (const player of campaign.players) {
      // a computer player's chair has no name here: what it won is the standing procedures' (14.2.1)
      const name = players[player.chair];
      if (name === undefined) continue;
      for (const p of player.powers) renamed[p] = name;
    }
    dispatch(playersRenamed(renamed));
  }, [campaign, players, dispatch]);
}
