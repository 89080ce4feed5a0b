// 14.2 Selecting the major powers of a campaign game before its first turn (reconstructed
// procedure: see shared/rules/campaign/selection.ts and docs/RULINGS.md).
import { LEGAL, MAX_BID, POWER_NAMES, SELECTION_ORDER, powersInPlay } from '../../../model';
import type { DecisionAnswer, DecisionGroup, GameState, MajorPower, PendingDecision, Verdict } from '../../../model';
import { bidsVerdict, chairsOf, parseBids, resolveSelection } from '../../../rules/campaign';
import { emit, openDecision, openGroup, patch, roll } from '../../tx';
import type { Tx } from '../../tx';
import { umpsFromSelection } from './umpPlayers';

/** The answer that bids nothing: the player takes what the order leaves him (14.2.1). */
export const NO_BIDS = 'none';

/**
 * 14.2.1 A campaign started with bidding: each player (answering at his chair power) writes his
 * bids in secret; they are revealed together. Nothing happens in scenarios or without the setting.
 */
export function beginSelection(tx: Tx): void {
  const settings = tx.state.options.selection;
  if (!settings || tx.state.scenario.kind !== 'campaign') return;
  const inPlay = powersInPlay(tx.state);
  const chairs = chairsOf(inPlay, settings.players);
  patch(tx, { selection: { players: chairs.map((chair, index) => ({ index, chair, powers: [] })), bids: {}, umps: [], settled: false } });
  const group = openGroup(tx, { kind: 'campaign/bid', rule: '14.2.1', secret: true, powers: chairs });
  const second = settings.twoPowers ? ' With two powers per player (14.2.2), what is left goes in a second round by the same bids.' : '';
  chairs.forEach((chair, index) => {
    openDecision(tx, {
      power: chair,
      kind: 'campaign/bid',
      step: tx.state.cursor.step,
      rule: '14.2.1',
      prompt: `Player ${index + 1}: bid in secret, for each major power, the victory points (0-${MAX_BID}) you give up to play it, or no bid. The highest bid takes each power in the order Great Britain, France, Russia, Austria, Prussia, Spain, Turkey.${second}`,
      secret: true,
      select: 'one',
      group,
      // any set of bids is an answer (checkBids); these list the powers for the bid form
      options: [
        { value: NO_BIDS, label: 'No bids: take whatever power the order leaves', verdict: LEGAL },
        ...SELECTION_ORDER.filter((p) => inPlay.includes(p)).map((p) => ({ value: `${p}=0`, label: `Bid 0 for ${POWER_NAMES[p]} only`, verdict: LEGAL })),
      ],
    });
  });
}

/** 14.2.1 any bid answer is judged here (too many combinations to list as options). */
export function checkBids(state: GameState, _decision: PendingDecision, answer: DecisionAnswer): Verdict {
  return bidsVerdict(String(answer), powersInPlay(state));
}

/** 14.2.1 a roll-off among tied players: each rolls a die, the highest wins, ties roll again. */
function rollOff(tx: Tx, power: MajorPower, tied: readonly number[]): number {
  let left = [...tied];
  for (let round = 0; round < 50 && left.length > 1; round++) {
    const rolls = left.map((player) => ({ player, value: roll(tx, '14.2.1', `roll-off for ${POWER_NAMES[power]}: player ${player + 1}`) }));
    const best = Math.max(...rolls.map((r) => r.value));
    left = rolls.filter((r) => r.value === best).map((r) => r.player);
  }
  return left[0]!;
}

/**
 * 14.2.1-14.2.2 once every bid is in: the powers are given out, each winning bid comes off its
 * power's victory points (2.4.3.2), and the powers nobody holds are left uncontrolled (14.3).
 */
export function resolveSelectionBids(tx: Tx, group: DecisionGroup): void {
  const camp = tx.state.selection;
  const settings = tx.state.options.selection;
  if (!camp || !settings) return;
  const bids = camp.players.map((p) => parseBids(String(group.answers[p.chair] ?? NO_BIDS)) ?? {});
  const result = resolveSelection(powersInPlay(tx.state), bids, settings, (power, tied) => rollOff(tx, power, tied));
  const won: Partial<Record<MajorPower, number>> = {};
  for (const t of result.taken) {
    won[t.power] = t.bid;
    if (t.bid === 0) continue;
    const ps = tx.state.powers[t.power];
    patch(tx, { powers: { ...tx.state.powers, [t.power]: { ...ps, victoryPoints: ps.victoryPoints - t.bid } } });
    emit(tx, { type: 'victoryPointsChanged', power: t.power, delta: -t.bid, total: ps.victoryPoints - t.bid, rule: '14.2.1', reason: `the winning bid for ${POWER_NAMES[t.power]}` });
  }
  patch(tx, {
    selection: {
      players: camp.players.map((p) => ({ ...p, powers: result.holdings[p.index] ?? [] })),
      bids: won,
      umps: result.umps,
      settled: true,
    },
  });
  emit(tx, { type: 'powersSelected', rule: '14.2.1', taken: result.taken, umps: result.umps });
  umpsFromSelection(tx, result.umps);
}
