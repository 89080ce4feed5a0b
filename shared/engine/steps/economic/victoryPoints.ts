// 8.1 The Victory Points Step, played: v2.71's peace roll with the United States, each power's
// points from its box, Great Britain's trade-off (8.1.2), and campaign victory (8.1.3.2).
import { LEGAL, POWER_NAMES, formatDate } from '../../../model';
import type { DecisionGroup, DecisionOption, EconomyMap, GameState, MajorPower } from '../../../model';
import {
  britishTradeOff, economicPowers, finalExtra, isFinalVictoryStep, isShorterCampaign, judgeCampaign, rawStatus, victoryLevelOf, victoryPointsDue,
} from '../../../rules/economic';
import { emit, openDecision, openGroup, patch, roll } from '../../tx';
import type { Tx } from '../../tx';
import { economyOf, patchEconomy, patchPhase, phaseOf, settleStatus, victoryPoints } from './economyState';
import { victoryAnnouncers, withUmpSurplus } from '../../../rules/campaign';
import { americaPeaceBonus } from '../../../rules/naval';

const pending = (tx: Tx) => tx.state.pending.length > 0 || tx.state.groups.length > 0;

/** 8.1 begin: open the phase's record, then points for every power (Britain may be asked first). */
export function beginVictoryPoints(tx: Tx): void {
  patchPhase(tx, { final: isFinalVictoryStep(tx.state) });
  settleStatus(tx);
  usWarPeaceRoll(tx);
  const gains = new Map<MajorPower, number>();
  for (const p of economicPowers(tx.state)) gains.set(p, victoryPointsDue(tx.state, p));
  for (const [p, gain] of gains) {
    if (p === 'britain') {
      const { enemies, most } = britishTradeOff(tx.state, gain);
      if (enemies.length > 0 && most > 0) {
        openDecision(tx, {
          power: 'britain', kind: 'economic/britishVictoryPoints', step: 'economic/victoryPoints', rule: '8.1.2',
          prompt: `Great Britain gains ${gain} victory points: keep them, or spend up to ${most} to take as many from one enemy.`,
          secret: false, select: 'one', group: null, options: tradeOffOptions(gain, enemies, most),
        });
        continue;
      }
    }
    victoryPoints(tx, p, gain, '8.1', 'Victory Points Step');
  }
  if (!pending(tx)) afterPoints(tx, false);
}

function tradeOffOptions(gain: number, enemies: readonly MajorPower[], most: number): DecisionOption[] {
  const out: DecisionOption[] = [{ value: 'keep', label: `Keep all ${gain} victory points`, verdict: LEGAL }];
  for (const e of enemies)
    for (let k = 1; k <= most; k++) out.push({ value: `${e}:${k}`, label: `Take ${k} from ${POWER_NAMES[e]} (gain ${gain - k})`, verdict: LEGAL });
  return out;
}

/** 8.1.2 Britain's answer: keep its points, or subtract k from one enemy instead of gaining them. */
export function answerTradeOff(tx: Tx, answer: string): void {
  const gain = victoryPointsDue(tx.state, 'britain');
  const [enemy, k] = answer.split(':');
  const n = Number(k);
  if (answer !== 'keep' && enemy && Number.isInteger(n) && n > 0) {
    victoryPoints(tx, enemy as MajorPower, -n, '8.1.2', 'taken by Great Britain');
    victoryPoints(tx, 'britain', gain - n, '8.1.2', `Victory Points Step, ${n} spent against ${POWER_NAMES[enemy as MajorPower]}`);
  } else victoryPoints(tx, 'britain', gain, '8.1', 'Victory Points Step');
  afterPoints(tx, true);
}

/**
 * v2.71 8.2.1.2.2.2.2.2 (correction) in each Victory Points Step after a war with the United
 * States began, Great Britain rolls two dice: 10 or more ends it. Each fleet of 10+ ships and each
 * corps of 10+ factors Britain has in America adds one (steps/naval/america.ts sends them).
 */
function usWarPeaceRoll(tx: Tx): void {
  const war = economyOf(tx.state).usWar;
  if (!war || !tx.state.options.rules.usWarPeaceRoll || !tx.state.powers.britain.inPlay) return;
  if (war.since.year === tx.state.date.year && war.since.month === tx.state.date.month) return;
  // opt:8.2.1.2.2.2.2.2 one for each fleet and corps of at least 10 in America
  const { bonus } = americaPeaceBonus(tx.state);
  const label = `peace with the United States${bonus > 0 ? ` (+${bonus} for forces in America)` : ''}`;
  const dice = roll(tx, 'opt:8.2.1.2.2.2.2.2', label) + roll(tx, 'opt:8.2.1.2.2.2.2.2', label);
  const total = dice + bonus;
  if (total >= 10) {
    patchEconomy(tx, { usWar: null });
    emit(tx, { type: 'usWarChanged', atWar: false, rule: 'opt:8.2.1.2.2.2.2.2', reason: `the United States accepted terms (roll ${dice}${bonus > 0 ? ` + ${bonus} for forces in America` : ''})` });
  }
}

/** The public record of this step: each power's points and box. */
function recordHistory(tx: Tx): void {
  const vp: Partial<Record<MajorPower, number>> = {};
  const status: Partial<Record<MajorPower, number>> = {};
  for (const p of economicPowers(tx.state)) [vp[p], status[p]] = [tx.state.powers[p].victoryPoints, rawStatus(tx.state, p)];
  const history = economyOf(tx.state).history.filter((h) => h.date.year !== tx.state.date.year || h.date.month !== tx.state.date.month);
  patchEconomy(tx, { history: [...history, { date: tx.state.date, victoryPoints: vp, status }] });
}

/** Victory points with the final count's extras (8.1.3.2.3: manpower, or v2.71 national objectives). */
export function finalTotals(s: GameState, econ: EconomyMap | undefined): Partial<Record<MajorPower, number>> {
  const totals: Partial<Record<MajorPower, number>> = {};
  for (const p of economicPowers(s)) totals[p] = s.powers[p].victoryPoints + (econ ? finalExtra(s, econ, p).vp : 0);
  return totals;
}

/**
 * 8.1.3.2 after the points: powers at or over their level may announce victory (secretly, so
 * simultaneous announcements make co-winners); the game's last step judges at once.
 */
function afterPoints(tx: Tx, inHandler: boolean): void {
  recordHistory(tx);
  if (tx.state.scenario.kind !== 'campaign') return;
  const final = phaseOf(tx.state).final;
  const totals = final ? finalTotals(tx.state, tx.data.economy) : Object.fromEntries(economicPowers(tx.state).map((p) => [p, tx.state.powers[p].victoryPoints]));
  // v2.71 14.3.9 a UMP never announces; a player may with its own points or a controlled UMP's surplus
  const announcers = victoryAnnouncers(tx.state, economicPowers(tx.state), totals, (p) => victoryLevelOf(p));
  const reached = announcers.map((a) => a.power);
  if (final && isShorterCampaign(tx.state, campaignStart(tx.state))) return decide(tx, [], inHandler);
  if (reached.length === 0) {
    if (final) decide(tx, [], inHandler);
    return;
  }
  const group = openGroup(tx, { kind: 'economic/announceVictory', rule: '8.1.3.2', secret: true, powers: reached });
  for (const { power: p, prompt } of announcers) {
    openDecision(tx, {
      power: p, kind: 'economic/announceVictory', step: 'economic/victoryPoints', rule: '8.1.3.2',
      prompt,
      secret: true, select: 'one', group,
      options: [
        { value: 'wait', label: 'Wait (announce later)', verdict: LEGAL },
        { value: 'announce', label: 'Announce victory', verdict: LEGAL },
      ],
    });
  }
}

/**
 * 8.1.3.2 the announcements are revealed together: judge with the final count (8.1.3.2.3).
 */
export function revealAnnouncements(tx: Tx, group: DecisionGroup): void {
  const announced = group.powers.filter((p) => group.answers[p] === 'announce');
  patchPhase(tx, { announced });
  if (announced.length === 0 && !phaseOf(tx.state).final) return;
  decide(tx, announced, true);
}

/** The first month of the campaign: the date of its first logged turn. */
function campaignStart(s: GameState) {
  const started = s.log.find((e) => e.type === 'gameStarted');
  return started && started.type === 'gameStarted' ? started.date : s.date;
}

/**
 * 8.1.3 a campaign whose last month has no Economic Phase is judged when that month ends (the
 * Time Record calls this): the final count and the levels, or the shares of a shorter campaign.
 * Returns the reason the game ends, or null when it was decided before.
 */
export function endOfCampaign(tx: Tx): string | null {
  if (tx.state.scenario.kind !== 'campaign' || economyOf(tx.state).outcome) return null;
  const s = tx.state;
  const outcome = judgeCampaign(s, finalTotals(s, tx.data.economy), { announced: [], final: true, shorter: isShorterCampaign(s, campaignStart(s)) });
  return outcome ? record(tx, outcome) : null;
}

function record(tx: Tx, outcome: NonNullable<ReturnType<typeof judgeCampaign>>): string {
  const s = tx.state;
  patchEconomy(tx, { outcome });
  emit(tx, { type: 'campaignDecided', winners: outcome.winners, draw: outcome.draw, how: outcome.how, rule: '8.1.3.2', date: s.date });
  const who = outcome.draw ? 'The campaign is a draw' : `${outcome.winners.map((p) => POWER_NAMES[p]).join(' and ')} won the campaign`;
  return `${who} in ${formatDate(s.date)}: ${outcome.how}`;
}

/** 8.1.3.2 judge the campaign; when it is decided the game is over (a handler logs the end itself, 3.0). */
function decide(tx: Tx, announced: readonly MajorPower[], inHandler: boolean): void {
  const s = tx.state;
  const final = phaseOf(s).final;
  // v2.71 14.3.9 an announcing player counts its controlled UMP's surplus
  const outcome = judgeCampaign(s, withUmpSurplus(s, finalTotals(s, tx.data.economy), (p) => victoryLevelOf(p)), { announced, final, shorter: isShorterCampaign(s, campaignStart(s)) });
  if (!outcome) return;
  const reason = record(tx, outcome);
  patch(tx, { over: { reason } });
  // the sequencer ends the step and logs gameEnded when a step's beginning ends the game; after a decision the handler does
  if (inHandler) {
    emit(tx, { type: 'stepEnded', step: tx.state.cursor.step, phasing: tx.state.cursor.phasing });
    emit(tx, { type: 'gameEnded', date: s.date, reason });
  }
}
