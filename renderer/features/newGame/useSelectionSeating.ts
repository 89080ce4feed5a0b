import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { playersRenamed } from '../../app/store';
import { isMajorPower, type MajorPower } from '../../../shared/model/powers';

/**
 * 14.2 When the bids this window saw being collected are revealed, each power it still holds
 * takes the name of the player who won it, as the host's table names him (the name given at his
 * chair, here or on another machine), so the hand-over follows the players. Powers nobody won
 * (14.3 uncontrolled) or a computer player won leave this window's seats (the standing procedures
 * play them); powers won by a player on another machine go to his machine (the host sends this
 * window its new seats then).
 */
export function useSelectionSeating(): void {
  const dispatch = useAppDispatch();
  const campaign = useAppSelector((s) => s.hostView.view?.selection);
  const seats = useAppSelector((s) => s.hostView.game?.seats);
  const table = useAppSelector((s) => s.connection.table);
  const sawBidding = useRef(false);
  useEffect(() => {
    if (!campaign) return;
    if (!campaign.settled) {
      sawBidding.current = true;
      return;
    }
    if (!sawBidding.current || !seats || !table) return;
    sawBidding.current = false;
    const renamed: Partial<Record<MajorPower, string>> = {};
    for (const seat of seats) {
      if (!isMajorPower(seat.power)) continue;
      const name = table.seats.find((s) => s.power === seat.power && s.controller === 'player')?.player;
      if (name !== undefined) renamed[seat.power] = name;
    }
    dispatch(playersRenamed(renamed));
  }, [campaign, seats, table, dispatch]);
}
