// 14.2 The selection of major powers (reconstructed: the rulebook's section 14 text is not in
// our sources; this follows 2.1, 2.4.3.2 and what EiA players know of the procedure).
//
// 14.2.1 every player secretly writes a bid in victory points for each major power (or none);
// the bids are revealed together and the powers are given out one at a time in the order
// Great Britain, France, Russia, Austria, Prussia, Spain, Turkey: each goes to the highest bid
// among the players still without a power, ties settled by a roll-off. The winning bid comes off
// the power's starting victory points (2.4.3.2 allows negative points because of it). A power
// nobody bid for waits; once the order is done, players still without a power take the waiting
// ones in the same order (as if they had bid 0). 14.2.2 with the two-power switch, a second
// round in the same order gives out what is left to players holding one power, never France with
// Great Britain. Whatever no player holds after that is an uncontrolled major power (14.3).
import { MAJOR_POWERS, MAX_BID, POWER_NAMES, SELECTION_ORDER, isMajorPower } from '../../model';
import type { MajorPower, SelectionSettings, Verdict } from '../../model';

/** One player's bids: a number of victory points, or null for "will not take this power". */
export type Bids = Partial<Record<MajorPower, number | null>>;

/** 14.2.1 the seat each player answers the bidding at: the n-th power in play of the selection order. */
export function chairsOf(inPlay: readonly MajorPower[], players: number): MajorPower[] {
  return SELECTION_ORDER.filter((p) => inPlay.includes(p)).slice(0, players);
}

/** 14.2.1 reads a bid answer: "britain=3,france=0,spain=-" (a power left out is no bid). */
export function parseBids(value: string): Bids | null {
  const out: Bids = {};
  if (value === 'none') return out;
  for (const part of value.split(',')) {
    const [power, amount, ...rest] = part.trim().split('=');
    if (rest.length > 0 || power === undefined || amount === undefined || !isMajorPower(power) || power in out) return null;
    if (amount === '-') out[power] = null;
    else if (/^\d{1,3}$/.test(amount)) out[power] = Number(amount);
    else return null;
  }
  return out;
}

/** Writes bids as an answer, powers in selection order. */
export function formatBids(bids: Bids): string {
  const parts = SELECTION_ORDER.filter((p) => bids[p] !== undefined).map((p) => `${p}=${bids[p] === null ? '-' : String(bids[p])}`);
  return parts.length === 0 ? 'none' : parts.join(',');
}

/** 14.2.1 a bid answer is whole victory points from 0 to MAX_BID, for powers in the game. */
export function bidsVerdict(value: string, inPlay: readonly MajorPower[]): Verdict {
  const bids = parseBids(value);
  if (bids === null) return { ok: false, code: 'illegalOption', rule: '14.2.1', detail: 'Write each bid as power=points (or power=- for no bid), separated by commas.' };
  for (const [power, amount] of Object.entries(bids) as [MajorPower, number | null][]) {
    if (!inPlay.includes(power)) return { ok: false, code: 'illegalOption', rule: '14.2.1', detail: `${POWER_NAMES[power]} is not in this game.` };
    if (amount !== null && amount > MAX_BID) return { ok: false, code: 'illegalOption', rule: '14.2.1', detail: `A bid is at most ${MAX_BID} victory points (${POWER_NAMES[power]}: ${amount}).` };
  }
  return { ok: true };
}

/** 14.2.2 (reconstructed) the two powers one player may hold: never France with Great Britain. */
export function pairAllowed(a: MajorPower, b: MajorPower): boolean {
  const pair = new Set([a, b]);
  return !(pair.has('france') && pair.has('britain'));
}

export interface SelectionResult {
  /** Each power taken: by which player (index), for what bid, and whether a roll-off decided it. */
  readonly taken: readonly { readonly power: MajorPower; readonly player: number; readonly bid: number; readonly tie: boolean }[];
  /** The powers each player holds, by player index. */
  readonly holdings: readonly (readonly MajorPower[])[];
  /** The powers no player holds: uncontrolled major powers (14.3). */
  readonly umps: readonly MajorPower[];
}

/**
 * 14.2.1 / 14.2.2 gives out the powers from every player's bids (`bids[i]` is player i's).
 * `rollOff` picks one of the tied players (the step rolls dice for it); it is called only when
 * two or more players share the highest bid.
 */
export function resolveSelection(
  inPlay: readonly MajorPower[],
  bids: readonly Bids[],
  settings: SelectionSettings,
  rollOff: (power: MajorPower, tied: readonly number[]) => number,
): SelectionResult {
  const order = SELECTION_ORDER.filter((p) => inPlay.includes(p));
  const holdings: MajorPower[][] = bids.map(() => []);
  const taken: { power: MajorPower; player: number; bid: number; tie: boolean }[] = [];
  const free = (p: MajorPower) => !taken.some((t) => t.power === p);

  const give = (power: MajorPower, round: number, noBidCountsAsZero: boolean): void => {
    const eligible = holdings.flatMap((held, i) => (held.length === round - 1 && held.every((h) => pairAllowed(h, power)) ? [i] : []));
    const offers = eligible.flatMap((i) => {
      const b = bids[i]?.[power];
      if (typeof b === 'number') return [{ player: i, bid: b }];
      return noBidCountsAsZero ? [{ player: i, bid: 0 }] : [];
    });
    if (offers.length === 0) return;
    const best = Math.max(...offers.map((o) => o.bid));
    const tied = offers.filter((o) => o.bid === best).map((o) => o.player);
    const player = tied.length === 1 ? tied[0]! : rollOff(power, tied);
    holdings[player]!.push(power);
    taken.push({ power, player, bid: best, tie: tied.length > 1 });
  };

  // 14.2.1 the first round in the selection order, then players still without a power take what waits
  for (const power of order) give(power, 1, false);
  for (const power of order) if (free(power) && holdings.some((h) => h.length === 0)) give(power, 1, true);
  // 14.2.2 a second round for a second power (only bids count: nobody is forced to take two)
  if (settings.twoPowers) for (const power of order) if (free(power)) give(power, 2, false);

  const umps = MAJOR_POWERS.filter((p) => inPlay.includes(p) && free(p));
  return { taken: order.flatMap((p) => taken.filter((t) => t.power === p)), holdings, umps };
}
