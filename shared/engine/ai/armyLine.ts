// Issue 21 8.1.3.1 The army-size line. A scenario may let the enemy win when the side's army is
// worn down below a size while the enemy holds a few cities (1805, "france-army-broken": Austria's
// corps at 64 factors or fewer and France holding two of Ulm, Munich and Linz). On the ladder
// strong Austria lost every such game in December: it went into the month above the line
// (66-82 factors) and crossed it by fighting battles it could not win and by foraging in winter
// (7.4.1: 8-11 factors lost to forage in the last month, seeds 1003, 1004 and 1007). When the
// line is close and the enemy's other parts are met or one city short, the side refuses the
// marches that cost factors: into a battle it does not win by a wide margin (7.5), and, out of
// its depots' reach (7.4.2.1), any march but one back toward it (a corps that forages loses one
// factor per point of the modified die above the area's forage value, and every movement point
// spent raises the die: 7.4.1.2.2).
import { POWER_NAMES, addMonths, compareDates } from '../../model';
import type { AreaId, GameState, LandMap, MajorPower, PendingDecision, VictoryTest } from '../../model';
import { parseMovementOrder } from '../../rules/land/movement';
import { depotReach } from '../../rules/land/supply';
import { armyFactors, objectiveControl } from '../../rules/victory';
import { isCampaign } from '../auto/campaignGoals';
import { factorsOf, forcesOf, sameSide } from './evaluate';
import type { AiChoice } from './explain';
import { autoAnswer, distancesFromAny } from '../auto/auto';
import type { Rng } from '../auto/auto';
import type { GameData } from '../gameData';
import { battleViewFor } from '../steps/land/fieldCombat/view';

/** The line presses when the army is at most this many factors above it (a month's losses on the ladder were 15-27). */
export const LINE_SLACK = 35;
/** Odds a battle must have before a side on its army line fights it. */
export const LINE_ODDS = 2;

export interface ArmyLine {
  /** The size the enemy's condition needs the army down to (or below). */
  readonly line: number;
  /** The army's factors now (corps on the map, field and cities: what the condition reads). */
  readonly army: number;
}

/**
 * 8.1.3.1 The army line that presses on `power`: an enemy condition with an `armyAtMost` part on
 * `power`, judged at a month's end (sudden death) or, in the scenario's last two months, at its end,
 * whose other parts lack at most one city, with the army within LINE_SLACK factors of the line.
 * (Pressing from the start, LINE_SLACK per month left, lost 1805 games on the ladder: 4 of 9 won
 * against 6 of 9.)
 * The tightest such line, or null.
 */
export function armyLineOf(state: GameState, power: MajorPower): ArmyLine | null {
  if (isCampaign(state)) return null;
  const late = compareDates(state.date, addMonths(state.scenario.end, -1)) >= 0;
  const army = armyFactors(state, power);
  let best: ArmyLine | null = null;
  for (const c of state.scenario.victory.conditions ?? []) {
    if (sameSide(state, c.winner, power) || (c.when !== 'endOfMonth' && !(c.when === 'end' && late))) continue;
    const parts: readonly VictoryTest[] = c.test.kind === 'allOf' ? c.test.tests : [c.test];
    const line = parts.find((t): t is Extract<VictoryTest, { kind: 'armyAtMost' }> => t.kind === 'armyAtMost' && t.power === power);
    if (!line || army - line.factors > LINE_SLACK) continue;
    // the other parts: cities the enemy side still lacks (its own side's control, as the judge reads it)
    let lacking = 0;
    for (const t of parts) {
      if (t.kind !== 'controlsAll' && t.kind !== 'controlsAtLeast') continue;
      const held = t.cities.filter((x) => cityHeldBy(state, x, t.side)).length;
      lacking += Math.max(0, (t.kind === 'controlsAll' ? t.cities.length : t.count) - held);
    }
    if (lacking > 1) continue;
    if (!best || line.factors - army > best.line - best.army) best = { line: line.factors, army };
  }
  return best;
}

function cityHeldBy(state: GameState, city: string, side: MajorPower): boolean {
  const holder = objectiveControl(state).find((x) => x.city === city)?.controller;
  return holder !== undefined && holder !== null && sameSide(state, holder, side);
}

/** Areas from the nearest area in reach of the power's depots (0 inside the reach). */
function stepsToReach(map: LandMap, reach: ReadonlyMap<AreaId, number>): Map<AreaId, number> {
  return distancesFromAny(map, reach.keys(), 11);
}

export interface LineVeto {
  readonly line: ArmyLine;
  /** Movement orders refused, each with its reason. */
  readonly refused: ReadonlyMap<string, string>;
}

/**
 * 7.3 / 7.4 / 7.5 The marches a power on its army line refuses: into an area of enemy field corps
 * its stack there would not outnumber LINE_ODDS to 1, and a corps' march that ends out of the
 * power's depot reach unless it comes nearer to it. Null when no line presses.
 */
export function lineVeto(seen: GameState, d: PendingDecision, map: LandMap): LineVeto | null {
  if (d.kind !== 'land/movement') return null;
  const line = armyLineOf(seen, d.power);
  if (!line) return null;
  const forces = forcesOf(seen, d.power);
  const reach = depotReach(seen, map, d.power);
  let toReach: Map<AreaId, number> | null = null;
  const refused = new Map<string, string>();
  for (const o of d.options) {
    if (!o.verdict.ok || typeof o.value !== 'string') continue;
    const order = parseMovementOrder(o.value);
    if (order?.kind !== 'move') continue;
    const corps = seen.corps.find((c) => c.counter === order.counter);
    if (!corps || corps.location.kind !== 'area') continue;
    const to = order.to as AreaId;
    const there = forces.field.get(to);
    const f = factorsOf(corps);
    if (there && there.enemy > 0 && there.own + f < LINE_ODDS * there.enemy) {
      refused.set(
        o.value,
        `${order.counter} does not attack in area ${to}: about ${there.enemy} enemy factors against ${there.own + f}, and ${POWER_NAMES[d.power]}'s army must stay above ${line.line} factors (now ${line.army})`,
      );
      continue;
    }
    if (reach.has(to)) continue;
    toReach ??= stepsToReach(map, reach);
    const from = corps.location.area;
    if ((toReach.get(to) ?? 99) < (toReach.get(from) ?? 99)) continue;
    refused.set(
      o.value,
      `${order.counter} does not march out of supply into area ${to}: it would forage, and ${POWER_NAMES[d.power]}'s army must stay above ${line.line} factors (now ${line.army})`,
    );
  }
  return refused.size === 0 ? null : { line, refused };
}

/** The reason for an answer when the veto turned the procedures' order down (said to the power's seat only). */
export function lineWhy(power: MajorPower, veto: LineVeto, refusedOrder: string): AiChoice['why'] {
  const text = veto.refused.get(refusedOrder);
  if (!text) return null;
  // 2.4.2 no public head: the veto acts only with the army near the line, so its mere mention would bound the army's size
  return { text: `${POWER_NAMES[power]}: ${text}`, publicText: '' };
}

/** A side on its army line assaults no city while it is at most this many factors above the line (an assault round costs a factor or more a side, 7.5.4.1.3). */
export const SIEGE_SLACK = 15;

/**
 * 7.5.4.1 The siege combat order of a side on its army line: the procedures' choice among the
 * options other than assaults (they assault whenever they may) when its army is within
 * SIEGE_SLACK factors of the line. 1805 seed 1002: Austria went into December 8 factors above 64,
 * lost 6 assaulting Munich and 5 more in the field, and France won by the army-broken condition.
 * Undefined when the line does not press or the procedures would not assault.
 */
export function lineSiege(seen: GameState, d: PendingDecision, rng: Rng, data: GameData | undefined): AiChoice | undefined {
  if (d.kind !== 'land/siege') return undefined;
  const line = armyLineOf(seen, d.power);
  if (!line || line.army - line.line > SIEGE_SLACK) return undefined;
  const plain = autoAnswer(seen, d, () => 0, data);
  if (typeof plain !== 'string' || !plain.startsWith('assault:')) return undefined;
  const rest = { ...d, options: d.options.filter((o) => !String(o.value).startsWith('assault:')) };
  const city = plain.split(':')[2] ?? '';
  const name = seen.scenario.victory.cities?.find((c) => c.id === city)?.name ?? `the city in area ${plain.split(':')[1]}`;
  const head = `${POWER_NAMES[d.power]} does not assault ${name}`;
  return {
    answer: autoAnswer(seen, rest, rng, data),
    // 2.4.2 no public head: it is said only within SIEGE_SLACK of the line (the siege order itself is public)
    why: { text: `${head}: its army must stay above ${line.line} factors (now ${line.army})`, publicText: '' },
  };
}

/**
 * 7.5.2.1 The battle chit of a side on its army line: the legal chit with the fewest factors the
 * side expects to lose over the day (the engine's odds preview for its power, pursuit included),
 * half the mean over the enemy's chits and half the worst. Undefined when no line presses.
 */
export function lineChit(seen: GameState, d: PendingDecision, days: number): AiChoice | undefined {
  if (d.kind !== 'land/combatChit') return undefined;
  const line = armyLineOf(seen, d.power);
  const odds = line ? battleViewFor(seen, d.power, days)?.odds : undefined;
  if (!line || !odds) return undefined;
  const own = odds.side;
  let best: { chit: string; loss: number } | undefined;
  for (const o of d.options) {
    if (!o.verdict.ok) continue;
    const chit = String(o.value);
    const losses = odds.rows
      .filter((r) => (own === 'attacker' ? r.attackerChit : r.defenderChit) === chit)
      .map((r) => (r.day ?? r).expectedLosses[own]);
    if (losses.length === 0) continue;
    const loss = losses.reduce((n, x) => n + x, 0) / (2 * losses.length) + Math.max(...losses) / 2;
    if (!best || loss < best.loss) best = { chit, loss };
  }
  if (!best) return undefined;
  // the chit is secret until revealed (7.5.2.1): no public head
  return {
    answer: best.chit,
    why: {
      text: `${POWER_NAMES[d.power]} chooses the ${best.chit} chit: the fewest losses, about ${best.loss.toFixed(1)} factors, as its army must stay above ${line.line} factors (now ${line.army})`,
      publicText: '',
    },
  };
}
