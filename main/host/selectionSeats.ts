import type { GameState } from '../../shared/model';
import type { HostContext } from './context';

/**
 * 14.2 after the bidding, each machine holds the seats of the powers its players won: the host
 * moved the seats (`Table.followSelection`); here every connection's seats follow, and a machine
 * whose seats changed (a power gained, or one lost to a player elsewhere) is sent its new seats as
 * a `gameOpened` of requestId `powers-selected`, so it watches and acts with the new tokens. Powers
 * now played by the standing procedures simply leave the seats. Does nothing when no bidding
 * settled since the last call.
 */
export function seatBidWinners(ctx: HostContext): void {
  const t = ctx.table;
  const moved = t?.takeReseat();
  if (!t || !moved) return;
  for (const c of ctx.clients.values()) {
    // the chairs this connection held, by the hash of their tokens
    const had = new Set([...c.seats].flatMap((p) => moved.before.get(p) ?? []));
    if (had.size === 0) continue;
    const now = moved.seats.filter((s) => had.has(s.from)).map((s) => s.power);
    const gained = now.filter((p) => !c.seats.has(p));
    const lostToPlayers = [...c.seats].filter((p) => !now.includes(p) && !t.isBot(p));
    c.seats.clear();
    for (const p of now) c.seats.add(p);
    if (gained.length === 0 && lostToPlayers.length === 0) continue;
    const open = ctx.tableGame();
    c.send({ type: 'gameOpened', requestId: 'powers-selected', scenarioId: t.state.scenario.id, saveId: open?.saveId ?? null, seats: ctx.seatsOf(c) });
    // the seat a machine watched may be another player's now: it watches again with its new seats
    c.watching = undefined;
    c.logSent = 0;
    c.logTail = undefined;
    c.sentView = undefined;
  }
  ctx.storeSeats();
  ctx.pushSeats();
}

/**
 * 14.2 while the bids are collected, the seat of `power` is the chair of a bidding player, not
 * that power's: the table names the player's number (1-based) so the join screen says so.
 */
export function biddingChair(state: GameState, power: string): { chair?: number } {
  const sel = state.selection;
  if (!sel || sel.settled) return {};
  const player = sel.players.find((x) => x.chair === power);
  return player ? { chair: player.index + 1 } : {};
}
