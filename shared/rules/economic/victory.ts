// 8.1 The Victory Points Step: points from each marker's box, Great Britain's option to take
// them from an enemy instead (8.1.2), and how a campaign is won (8.1.3.2): victory levels,
// shorter campaigns by percentage (8.1.3.2.2), the final count of manpower (8.1.3.2.3) or, under
// v2.71, of national objectives, and players with two powers (8.1.3.2.3.3).
import { landwehrEverRaised } from '../land/landwehr/index';
import { POWER_NAMES, atWar, compareDates, isEconomicMonth, nextMonth } from '../../model';
import type { EconomyMap, GameDate, GameState, MajorPower } from '../../model';
import { DEFAULT_CHARTS, type ChartBundle } from '../../data/charts';
import { objectiveScores, objectivesTotal } from './objectives';
import { statusBoxOf } from './status';
import { economicPowers, holdingOf, occupiedBy } from './territory';

/** 8.1 the victory points a power's marker box gives this step. */
export const victoryPointsDue = (state: GameState, power: MajorPower, charts: ChartBundle = DEFAULT_CHARTS): number => statusBoxOf(state, power, charts).vp;

/** 8.1.2 Great Britain may spend up to a third of what it gained on one power it is at war with. */
export function britishTradeOff(state: GameState, gained: number): { enemies: MajorPower[]; most: number } {
  const enemies = economicPowers(state).filter((p) => p !== 'britain' && atWar(state, 'britain', p));
  return { enemies, most: Math.floor(gained / 3) };
}

/** 8.1.3.2.1 the victory level a power must reach. */
export const victoryLevelOf = (power: MajorPower, charts: ChartBundle = DEFAULT_CHARTS): number => charts['victory-levels'].powers[power].level;

/** Economic Phases (Victory Points Steps) from `from` to `to`, both included. */
export function victoryPointSteps(from: GameDate, to: GameDate): number {
  let n = 0;
  for (let d = from; compareDates(d, to) <= 0; d = nextMonth(d)) if (isEconomicMonth(d)) n++;
  return n;
}

/**
 * 8.1.3.2.2 a campaign played for fewer Victory Points Steps than the one the levels are set
 * for is a shorter campaign: decided by the largest share of the victory level.
 */
export function isShorterCampaign(state: GameState, start: GameDate, charts: ChartBundle = DEFAULT_CHARTS): boolean {
  return victoryPointSteps(start, state.scenario.end) < charts['victory-levels'].victoryPointSteps;
}

/**
 * 8.1.3 / 8.1.3.2.3 this is the Victory Points Step of the game's final turn. (A campaign whose
 * last month has no Economic Phase is judged after that month instead: `endOfCampaign`.)
 */
export function isFinalVictoryStep(state: GameState): boolean {
  return compareDates(state.date, state.scenario.end) >= 0;
}

/**
 * 8.1.3.2.3.1 the manpower a power controls for the final count: home provinces it still holds,
 * provinces ceded to it and conquered minors (not free states), none whose capital an enemy holds.
 */
export function controlledManpower(state: GameState, econ: EconomyMap, power: MajorPower): number {
  let n = 0;
  for (const p of econ.provinces) {
    const h = holdingOf(state, p);
    if (h.holder !== power || h.kind === 'free' || h.kind === 'neutral') continue;
    if (occupiedBy(state, p.capitalArea, p.capital, power)) continue;
    n += p.manpower;
  }
  return n;
}

/** What a power adds at the final count: manpower (8.1.3.2.3.2), or its national objectives (v2.71 8.1.3.2.3.1). */
export function finalExtra(state: GameState, econ: EconomyMap, power: MajorPower, charts: ChartBundle = DEFAULT_CHARTS): { vp: number; rule: string; label: string } {
  if (state.options.rules.nationalObjectives) {
    const homeOf = (province: string) => econ.provinces.find((p) => p.id === province)?.home ?? null;
    return { vp: objectivesTotal(objectiveScores(state, power, homeOf, charts, landwehrEverRaised(state, power))), rule: 'opt:8.1.3.2.3.1', label: 'national objectives' }; // 12.11.3.1 hook
  }
  return { vp: controlledManpower(state, econ, power), rule: '8.1.3.2.3.2', label: 'controlled manpower' };
}

/** The players: groups of powers one player runs (14.2.2), the rest alone. */
export function playersOf(state: GameState): MajorPower[][] {
  // 14.2.2 a player who won two powers in the selection counts as one, as a scenario's `players` do
  const selected = (state.selection?.players ?? []).filter((p) => p.powers.length > 1).map((p) => p.powers);
  const groups = [...(state.economy?.players ?? []), ...selected].map((g) => g.filter((p) => economicPowers(state).includes(p)));
  const grouped = new Set(groups.flat());
  return [...groups.filter((g) => g.length > 0), ...economicPowers(state).filter((p) => !grouped.has(p)).map((p) => [p])];
}

/**
 * 8.1.3.2.3.3 (base rules) a player with two powers wins if both reach their levels, or one's
 * surplus over its level brings the other to its own.
 */
export function pairReaches(totals: readonly { vp: number; level: number }[]): boolean {
  if (totals.every((t) => t.vp >= t.level)) return true;
  if (totals.length !== 2) return false;
  const [a, b] = totals as [{ vp: number; level: number }, { vp: number; level: number }];
  return (a.vp >= a.level && b.vp + (a.vp - a.level) >= b.level) || (b.vp >= b.level && a.vp + (b.vp - b.level) >= a.level);
}

export interface CampaignOutcome {
  readonly winners: MajorPower[];
  readonly draw: boolean;
  readonly how: string;
}

/** 8.1.3.2.2 the shares of their levels: the largest (averaged over a two-power player's powers) wins. */
export function byPercentage(state: GameState, totals: Partial<Record<MajorPower, number>>, charts: ChartBundle = DEFAULT_CHARTS): CampaignOutcome {
  let best = -Infinity;
  let winners: MajorPower[] = [];
  for (const player of playersOf(state)) {
    const share = player.reduce((n, p) => n + (totals[p] ?? 0) / victoryLevelOf(p, charts), 0) / player.length;
    if (share > best + 1e-9) [best, winners] = [share, [...player]];
    else if (Math.abs(share - best) <= 1e-9) winners.push(...player);
  }
  const pct = Math.round(best * 1000) / 10;
  return { winners, draw: false, how: `the largest share of its victory level (${pct}%) in a shorter campaign (8.1.3.2.2)` };
}

/**
 * 8.1.3.2 / opt:8.1.3.2 who wins when victory is judged: `announced` powers (v2.71: only they may win; a level
 * reached but never announced is a draw), `final` the game's last step (Great Britain wins when
 * nobody reached a level). Null: nobody has won yet and the game goes on.
 */
export function judgeCampaign(
  state: GameState,
  totals: Partial<Record<MajorPower, number>>,
  opts: { readonly announced: readonly MajorPower[]; readonly final: boolean; readonly shorter: boolean },
  charts: ChartBundle = DEFAULT_CHARTS,
): CampaignOutcome | null {
  if (opts.final && opts.shorter) return byPercentage(state, totals, charts);
  const level = (p: MajorPower) => victoryLevelOf(p, charts);
  const reached = (p: MajorPower) => (totals[p] ?? 0) >= level(p);
  const v271 = state.options.rules.campaignVictoryV271;
  let winners: MajorPower[];
  if (v271) winners = opts.announced.filter(reached);
  else {
    // 8.1.3.2.3.3 a player's powers win together when pooled surplus covers them
    winners = playersOf(state).filter((g) => g.some((p) => opts.announced.includes(p) || opts.final) && pairReaches(g.map((p) => ({ vp: totals[p] ?? 0, level: level(p) })))).flat();
  }
  if (winners.length > 0) {
    const names = winners.map((p) => POWER_NAMES[p]).join(' and ');
    return { winners, draw: false, how: `${names} reached ${winners.length > 1 ? 'their victory levels' : 'its victory level'} and announced it (8.1.3.2)` };
  }
  if (!opts.final) return null;
  if (v271 && economicPowers(state).some(reached)) return { winners: [], draw: true, how: 'a victory level was reached but never announced: a draw (v2.71 8.1.3.2)' };
  return { winners: ['britain'], draw: false, how: 'nobody reached a victory level by the end: Great Britain wins (8.1.3.2)' };
}
