// Standing procedures (19.1 of the v2.71 optional rules) and a simple heuristic: an automatic
// player that answers any pending decision with a legal choice. 19.1 where it speaks (combat
// order at random, reinforcement attempts always, sorties and honors of war, random retreat
// routes), otherwise: march on the objective cities the other side holds or hold one's own,
// attack only when clearly stronger, take vacant objective cities, keep depot supply, and end
// each step. Deterministic for a given `rng`; kinds it does not know get their first legal option.
import { controllerOf, isWinterMonth, operatorOf } from '../../model';
import type {
  AreaId,
  BattleOddsPreview,
  CityId,
  Corps,
  DecisionAnswer,
  DecisionValue,
  GameState,
  LandMap,
  PendingDecision,
} from '../../model';
import { parseMovementOrder } from '../../rules/land/movement';
import type { MovementOrder } from '../../rules/land/movement';
import { SOLITAIRE_TABLE_CHITS } from '../../rules/land/combat';
import { dataForGame, type GameData } from '../gameData';
import { battleViewFor } from '../steps/land/fieldCombat/view';
import { politicalAnswer } from './political';
import { politicalChoiceAnswer } from './politicalChoices';
import { politicalOvertureAnswer } from './politicalOvertures';
import { economicAnswer } from './economic';
import { navalAnswer } from './naval';
import { westIndiesAnswer } from './westIndies';
import { navalChoiceAnswer } from './navalChoices';
import { computerBids } from './bidding';
import { navalPortChoiceAnswer } from './navalPortChoice';
import { generalChoiceAnswer } from './generalChoices';
import { landwehrAnswer } from './landwehr';
import { allyChoiceAnswer } from './allyChoices';
import { reactionAnswer } from './reaction';
import { landChoiceAnswer } from './landChoices';
import { overrunSweptAnswer } from './overrunChoices';
import { campaignAnswer } from './campaign';
import { combinationsAnswer } from './combinations';
import { irregularGarrisonScore } from './irregularGarrison';
import { sopAnswer, sopInForce } from './sop';
import { forcesAccess } from './campaignGoals';
import {
  aimsOf,
  attackMargin,
  corpsByCounter,
  distancesFrom,
  factorsOf,
  focusOf,
  friendlyAround,
  lastMonth,
  marchesOnEnemy,
  objectives,
  sameSide,
  strengthIn,
  targetOf,
} from './aims';
import type { Objective } from './aims';

export { attackMargin, distancesFrom, distancesFromAny, screenOf } from './aims';
export type { Objective } from './aims';

/** A source of uniform numbers in [0, 1); the bot's only randomness. */
export type Rng = () => number;

/** mulberry32: a small seeded generator for bots and benchmarks (never the game's dice). */
export function seededRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What a point of morale and a factor lost are worth against a battle won, in choosing chits. */
const CHIT_MORALE_WEIGHT = 0.3;
const CHIT_LOSS_WEIGHT = 0.02;
/** 18.1.3-5 a solitaire side tries a check only for this much more worth, and at most this many checks a day. */
const SOLITAIRE_MARGIN = 0.02;
const SOLITAIRE_CHECKS = 6;
/** Morale left under which a side losing the morale race withdraws at the end of a day. */
const LOW_MORALE = 2;
/** Depots placed per power per turn at most. */
const DEPOTS_PER_TURN = 2;

const legalValues = (d: PendingDecision): DecisionValue[] => d.options.filter((o) => o.verdict.ok).map((o) => o.value);
const pick = <T>(xs: readonly T[], rng: Rng): T | undefined => xs[Math.floor(rng() * xs.length)];
/** The orders `movementOrder` may score (performance, issue 20: the others are not parsed). */
const SCORED_KIND = /^(?:garrison|raze|in|detach|out|move):/;
type CounterOrder = Extract<MovementOrder, { readonly counter: unknown }>;
/**
 * Performance (issue 20): an option's order when `movementOrder` may score it (a scored kind that
 * names a counter), else null. A pure function of the option's text, so each text is looked up
 * once here (bounded, as parseMovementOrder's own map) instead of tested and parsed at every order.
 */
export function scoredOrder(value: string): CounterOrder | null {
  let o = scoredOrders.get(value);
  if (o === undefined) {
    if (scoredOrders.size >= 20_000) scoredOrders.clear();
    const parsed = SCORED_KIND.test(value) ? parseMovementOrder(value) : null;
    scoredOrders.set(value, (o = parsed && parsed.kind !== 'end' && 'counter' in parsed ? parsed : null));
  }
  return o;
}
const scoredOrders = new Map<string, CounterOrder | null>();

/** 7.3 One order of the Land Movement Step, or 'end' when no order improves the position. */
function movementOrder(state: GameState, map: LandMap, d: PendingDecision, rng: Rng, data?: GameData): DecisionValue {
  const power = d.power;
  const goals = objectives(state, power, data);
  const corpsBy = corpsByCounter(state.corps);
  const focus = focusOf(state, map, power, goals);
  const aims = aimsOf(state, power, goals);
  // performance (issue 20): a corps' aim and an area's enemy strength are the same for every order of this call
  const targets = new Map<string, Objective | null>();
  const target = (c: Corps): Objective | null => {
    let t = targets.get(c.counter);
    if (t === undefined) targets.set(c.counter, (t = targetOf(state, map, power, c, aims, focus)));
    return t;
  };
  const enemies = new Map<AreaId, number>();
  const enemyIn = (a: AreaId): number => {
    let n = enemies.get(a);
    if (n === undefined) enemies.set(a, (n = strengthIn(state, power, a, false)));
    return n;
  };
  // performance (issue 20): what a march into an area is weighed by is the same for every corps of this call
  const margin = attackMargin(state, power);
  const refused = new Map<AreaId, boolean>();
  const refuses = (to: AreaId): boolean => {
    let r = refused.get(to);
    if (r === undefined) {
      // 10.3.4.2 no forcible access in a campaign (campaignGoals.ts); attack only when stronger: the side's corps already there and next to it, which can join this step (concentrate, then strike)
      const enemy = enemyIn(to);
      refused.set(to, (r = forcesAccess(state, map, power, to) || (enemy > 0 && friendlyAround(state, map, power, to) < margin * enemy)));
    }
    return r;
  };
  const goalCities = new Set(goals.map((g) => g.city));
  // a corps' aim, the distances to it and its own distance, the same for each of its moves
  const walks = new Map<string, { dist: ReadonlyMap<AreaId, number>; from: number } | null>();
  const walkOf = (c: Corps, here: AreaId) => {
    let w = walks.get(c.counter);
    if (w === undefined) {
      const aim = target(c);
      const dist = aim ? distancesFrom(map, aim.area) : null;
      walks.set(c.counter, (w = dist ? { dist, from: dist.get(here) ?? Infinity } : null));
    }
    return w;
  };
  const scored: { value: DecisionValue; score: number }[] = [];
  // performance (issue 20): a corps' orders come one after another, so its look-up is kept for the next
  let lastCounter: string | null = null;
  let c: Corps | undefined;
  for (const option of d.options) {
    if (!option.verdict.ok) continue;
    const value = option.value;
    if (typeof value !== 'string') continue;
    // the other orders are never chosen here; 7.3.7.1 siege choices: the bot besieges
    const o = scoredOrder(value);
    if (!o) continue;
    // 7.3.3.3.1 an irregular counter holds an empty home city under threat
    if (o.kind === 'garrison') {
      const score = irregularGarrisonScore(state, map, o, enemyIn);
      if (score > 0) scored.push({ value, score });
      continue;
    }
    if (o.counter !== lastCounter) c = corpsBy.get((lastCounter = o.counter));
    if (!c || c.location.kind !== 'area') continue;
    const here = c.location.area;
    const goal = aims.enemyAt.get(here);
    switch (o.kind) {
      case 'raze':
        scored.push({ value, score: 3 });
        break;
      case 'in': {
        const holder = !marchesOnEnemy(state, power, c.counter);
        // 10.3.2 a corps inside a vacant objective city holds it: holders take it whole, and shut themselves in their own
        if (goal && goal.city === o.city) scored.push({ value, score: holder ? 7 : 5 });
        else if (holder && goals.some((g) => g.area === here && g.ours && g.city === o.city) && enemyIn(here) > 0)
          scored.push({ value, score: 4 });
        break;
      }
      case 'detach': {
        const holder = !marchesOnEnemy(state, power, c.counter);
        // 10.3.2 a garrison holds a city once its taker moves on: one factor into an enemy objective, or into the one it stands in
        const inCity = c.location.city;
        const garrisoned = (city: CityId) =>
          state.garrisons.some((g) => g.area === here && g.place.kind === 'city' && g.place.city === city);
        if (o.place.kind !== 'city' || factorsOf(c) <= 2) break;
        const city = o.place.city;
        if (goal && city === goal.city) scored.push({ value, score: 6 });
        else if (!holder && inCity === city && goals.some((g) => g.city === inCity) && !garrisoned(inCity))
          scored.push({ value, score: 6 });
        // a holder garrisons its side's objective city where it stands, so no enemy can simply walk in (7.3.3)
        else if (holder && goals.some((g) => g.area === here && g.ours && g.city === city) && !garrisoned(city))
          scored.push({ value, score: 5 });
        break;
      }
      case 'out': {
        const holder = !marchesOnEnemy(state, power, c.counter);
        // an attacker that took an objective city leaves it to its garrison and marches on
        const inCity = c.location.city;
        const held = state.garrisons.some(
          (g) =>
            g.area === here &&
            g.place.kind === 'city' &&
            g.place.city === inCity &&
            sameSide(state, controllerOf(state, g.nationality), power),
        );
        if (!holder && inCity !== undefined && held) scored.push({ value, score: 2 });
        break;
      }
      case 'move': {
        const inCity = c.location.city;
        if (inCity !== undefined && goalCities.has(inCity)) break; // holding an objective city (attackers leave it by 'out' once garrisoned)
        const walk = walkOf(c, here);
        if (!walk) break;
        const gain = walk.from - (walk.dist.get(o.to as AreaId) ?? Infinity);
        if (gain <= 0) break; // only closer, so every corps' walk ends
        if (refuses(o.to as AreaId)) break;
        scored.push({ value, score: 1 + rng() });
        break;
      }
      default:
        break; // no absorbing garrisons: it could undo a detachment
    }
  }
  // 7.3.1 force march an attacker that has no step left toward a far aim (any aim in the last month): one more point, foraging at +1 (never in winter, 9.1)
  if (scored.length === 0 && !isWinterMonth(state.date)) {
    for (const value of legalValues(d)) {
      const o = typeof value === 'string' ? parseMovementOrder(value) : null;
      if (o?.kind !== 'march') continue;
      const c = corpsBy.get(o.counter);
      if (!c || c.location.kind !== 'area' || c.location.city !== undefined || !marchesOnEnemy(state, power, c.counter)) continue;
      if (enemyIn(c.location.area) > 0) continue; // in contact: it has stopped
      const aim = target(c);
      // in the last month any step nearer counts: what is not reached now is not reached at all
      if (aim && (distancesFrom(map, aim.area).get(c.location.area) ?? 0) >= (lastMonth(state) ? 1 : 2)) return value;
    }
  }
  scored.sort((a, b) => b.score - a.score);
  return scored[0]?.value ?? 'end';
}

/** 7.2 Place a depot where the power's corps stand without one, a few per turn; never remove one. */
function depotOrder(state: GameState, d: PendingDecision): DecisionValue {
  const placed = (state.turn.land?.newDepots ?? []).filter((id) => state.depots.some((x) => x.id === id && x.owner === d.power)).length;
  if (placed >= DEPOTS_PER_TURN || state.powers[d.power].money < 4) return 'end';
  const withCorps = new Set(
    state.corps
      .filter((c) => operatorOf(state, c) === d.power && c.location.kind === 'area')
      .map((c) => (c.location as { area: string }).area),
  );
  const place = legalValues(d).find((v) => typeof v === 'string' && v.startsWith('place:') && withCorps.has(v.slice('place:'.length)));
  return place ?? 'end';
}

/** 5.2 Place every reinforcement the step offers (new corps, factors, garrisons, leaders); no transfers. */
function reinforcementOrder(d: PendingDecision): DecisionValue {
  // 5.2.1.2 a bought corps counter first, with a factor due this step if it can (else one transferred)
  const bought = legalValues(d).filter((v): v is string => typeof v === 'string' && v.startsWith('bought:'));
  const order =
    bought.find((v) => v.includes(':pool:')) ??
    bought[0] ??
    legalValues(d).find((v) => typeof v === 'string' && /^(corps|factor|garrison|leader):/.test(v));
  return order ?? legalValues(d)[0] ?? 'end';
}

/**
 * 7.5.4 (19.1) assault each besieged city once, sortie, ask for and grant the honors of war;
 * a city the siege emptied is entered at once (7.5.1.3), so it is held before the month ends.
 */
function siegeAnswer(d: PendingDecision): DecisionValue {
  const legal = legalValues(d).map(String);
  // 7.5.4.1.3.3 / 7.5.4.2.1.3 (7.5.4.1.2.1 for a sortie) a siege loss: the cheapest factor, which the engine lists first
  const loss = legal.find((x) => x.startsWith('loss:') || x.startsWith('sloss:'));
  if (loss) return loss;
  // a breached garrison fights the assault (its better table may save the city) rather than march out with honors
  for (const prefix of ['grant:', 'sortie:', 'occupy:', 'assault:', 'fight:', 'honors:']) {
    const v = legal.find((x) => x.startsWith(prefix));
    if (v) return v;
  }
  return legal[0] ?? 'end';
}

/**
 * 7.5.2.1 The chit with the best odds in the engine's preview for this power (what it may know,
 * 2.4.2). Each pair of chits is worth its chance of victory less the enemy's, plus the morale
 * and factors it costs the enemy less what it costs us (a battle not won today is won by
 * morale over the days, 7.5.2.10); a chit is judged half by its mean over the enemy's chits and
 * half by its worst (the enemy also reads the odds). Random when no legal chit has a row.
 */
/**
 * Issue 15: days simulated per pairing when the standing procedures read the whole-day odds; fewer
 * than the preview shown to players (2,000), as the bots read the odds at every chit of every
 * battle of a whole game. The same seeded simulation, so the same battle reads the same.
 */
export const BOT_DAYS = 200;

export function chitAnswer(state: GameState, d: PendingDecision, rng: Rng, days = BOT_DAYS): DecisionValue | undefined {
  const legal = legalValues(d);
  const odds = battleViewFor(state, d.power, days)?.odds;
  if (!odds) return pick(legal, rng);
  let best: DecisionValue | undefined;
  let bestScore = -Infinity;
  for (const chit of legal) {
    const worth = chitWorths(odds, String(chit));
    if (worth.length === 0) continue;
    const score = worth.reduce((n, w) => n + w, 0) / (2 * worth.length) + Math.min(...worth) / 2;
    if (score > bestScore) [best, bestScore] = [chit, score];
  }
  return best ?? pick(legal, rng);
}

/** What each pair of chits with `chit` on the odds side is worth to it (see chitAnswer), against `foe` chits only when given. */
export function chitWorths(odds: BattleOddsPreview, chit: string, foe?: readonly string[]): number[] {
  const own = odds.side;
  const enemy = own === 'attacker' ? 'defender' : 'attacker';
  return (
    odds.rows
      .filter(
        (r) =>
          (own === 'attacker' ? r.attackerChit : r.defenderChit) === chit &&
          (!foe || foe.includes(own === 'attacker' ? r.defenderChit : r.attackerChit)),
      )
      // issue 15: the whole first day when the preview has it (pursuit and later rounds included), else its first round
      .map((r) => r.day ?? r)
      .map(
        (r) =>
          r.victory[own] -
          r.victory[enemy] +
          CHIT_MORALE_WEIGHT * (r.expectedMoraleLoss[enemy] - r.expectedMoraleLoss[own]) +
          CHIT_LOSS_WEIGHT * (r.expectedLosses[enemy] - r.expectedLosses[own]),
      )
  );
}

const mean = (xs: readonly number[]) => (xs.length === 0 ? -Infinity : xs.reduce((n, x) => n + x, 0) / xs.length);

/**
 * 18.0 solitaire chits on the same odds as chitAnswer. The defender opens with whichever of
 * Withdraw, Defend or a roll on its table (each legal table chit equally likely) does best
 * against the attacker's roll; then a side tries a tactics check when what the check could give
 * (Withdraw, or the mean of a new roll against the enemy's present chit) beats its present
 * pair: a failed check costs nothing but later checks. At most SOLITAIRE_CHECKS a day, so two
 * strong commanders do not re-roll for ever.
 */
function solitaireAnswer(state: GameState, d: PendingDecision): DecisionValue {
  const legal = legalValues(d).map(String);
  const sol = state.turn.land?.battle?.solitaire;
  const odds = battleViewFor(state, d.power, BOT_DAYS)?.odds;
  const fallback = legal.includes('random') ? 'random' : 'stand';
  if (!sol || !odds || !legal.includes(fallback)) return legal[0] ?? fallback;
  const own = odds.side;
  const rowsOf = (side: 'attacker' | 'defender') => [
    ...new Set(odds.rows.map((r) => (side === 'attacker' ? r.attackerChit : r.defenderChit))),
  ];
  const table = rowsOf(own).filter((c) => SOLITAIRE_TABLE_CHITS[own].includes(c));
  const worthOf = (chit: string, foe?: readonly string[]) => mean(chitWorths(odds, chit, foe));
  const value = new Map<string, number>();
  if (sol.defender === null) {
    // 18.1.1 the attacker's chit is still to be rolled: every legal one alike
    const foe = rowsOf('attacker').filter((c) => SOLITAIRE_TABLE_CHITS.attacker.includes(c));
    value.set('withdraw', worthOf('withdraw', foe));
    value.set('defend', worthOf('defend', foe));
    value.set('random', mean(table.map((c) => worthOf(c, foe))));
  } else {
    const foe = [String(sol[own === 'attacker' ? 'defender' : 'attacker'])];
    const present = worthOf(String(sol[own]), foe);
    value.set('stand', sol.checks >= SOLITAIRE_CHECKS ? Infinity : present + SOLITAIRE_MARGIN);
    value.set('try:withdraw', worthOf('withdraw', foe));
    value.set('try:roll', mean(table.map((c) => worthOf(c, foe))));
  }
  let best = fallback;
  for (const v of legal) if ((value.get(v) ?? -Infinity) > (value.get(best) ?? -Infinity)) best = v;
  return best;
}

/**
 * 7.5.2.13 Fight on unless this side's morale left (its final level less what it has lost, shown
 * on the battle board) is low and below the enemy's: a withdrawal gives up the area, a rout
 * loses the force.
 */
function endOfDayAnswer(state: GameState, d: PendingDecision): DecisionValue {
  const legal = legalValues(d);
  const p = state.turn.land?.battle;
  if (!p || !legal.includes('withdraw')) return legal[0] ?? 'fight';
  const own = p.record.attacker.powers.includes(d.power) ? 'attacker' : 'defender';
  const enemy = own === 'attacker' ? 'defender' : 'attacker';
  const left = (side: typeof own) => p.finalMorale[side] - p.moraleLoss[side];
  return left(own) < LOW_MORALE && left(own) < left(enemy) ? 'withdraw' : 'fight';
}

/**
 * Standing procedures: a legal answer to `decision` for its power. `data` gives the map (the
 * movement heuristic needs distances); without it the bot ends every movement step.
 */
export function autoAnswer(state: GameState, decision: PendingDecision, rng: Rng, data?: GameData): DecisionAnswer {
  if (data) data = dataForGame(data, state); // 12.2.1 the game's optional arrows
  const legal = legalValues(decision);
  const map = data?.land;
  const westIndies = westIndiesAnswer(state, decision);
  if (westIndies !== undefined) return westIndies; // opt:12.2.7.1~2 (westIndies.ts)
  const swept = overrunSweptAnswer(decision);
  if (swept !== undefined) return swept; // opt:12.3.9.4 (overrunChoices.ts)
  // v2.71 19.1 with the option on, the standard operating procedures answer what they speak to
  const sop = sopInForce(state) ? sopAnswer(state, decision, rng, data) : undefined;
  if (sop !== undefined) return sop;
  const reaction = reactionAnswer(state, decision);
  if (reaction !== undefined) return reaction; // opt:12.3.7.4 (reaction.ts)
  const land = landChoiceAnswer(state, decision);
  if (land !== undefined) return land; // 7.3.8.4 (landChoices.ts)
  // section 10 general rules: v2.71 10.4.5 / 10.2.3, 10.1.5 (generalChoices.ts)
  if (decision.kind.startsWith('general/'))
    return generalChoiceAnswer(state, decision) ?? (decision.select === 'many' ? [] : (legal[0] ?? []));
  const landwehr = landwehrAnswer(state, decision);
  if (landwehr !== undefined) return landwehr; // v2.71 12.11 (landwehr.ts)
  const ally = allyChoiceAnswer(state, decision);
  if (ally !== undefined) return ally; // 7.3.8.1, 7.4.3.3 (allyChoices.ts)
  // section 4: the political standing procedures (political.ts)
  const political = decision.kind.startsWith('political/')
    ? (politicalOvertureAnswer(state, decision) ?? politicalChoiceAnswer(state, decision) ?? politicalAnswer(state, decision, rng, data))
    : undefined;
  if (political !== undefined) return political;
  // v2.71 14.3.1 overtures to uncontrolled major powers (campaign.ts)
  const campaign = campaignAnswer(state, decision);
  if (campaign !== undefined) return campaign;
  switch (decision.kind) {
    case 'land/movement':
      return map ? movementOrder(state, map, decision, rng, data) : (legal[0] ?? 'end');
    case 'land/depots':
      return depotOrder(state, decision);
    case 'reinforcement/army':
      return reinforcementOrder(decision);
    case 'land/supply':
      return []; // depot supply for every corps that can pay; the rest forage anyway
    case 'land/alliedSupply':
    case 'land/combatReinforce':
      return legal; // 19.1 reinforcement attempts are always made; allies supply what they can
    case 'land/siege':
      return siegeAnswer(decision);
    case 'land/combatChit':
      return chitAnswer(state, decision, rng) ?? legal[0] ?? [];
    case 'land/combatOrder':
    case 'land/combatRetreat':
      // 19.1 combats in random order, random routes among the closest
      return pick(legal, rng) ?? legal[0] ?? [];
    case 'land/combatEndOfDay':
      return endOfDayAnswer(state, decision);
    case 'land/combatSally':
      return legal; // 7.5.4.2.3 the besieged corps come out to help their relief (back inside if it fails)
    case 'land/combatJoin':
      return 'stay'; // 7.3.8 no new wars, as in the declarations of war
    case 'land/combatTrivial':
      return 'full'; // 7.5.3 every combat fought out with chits, chosen on the odds preview
    case 'land/combatSolitaire':
      return solitaireAnswer(state, decision); // 18.0 on the same odds
    // 5.1, 6.2-6.3 the Naval Phase (naval.ts: 19.1.1 and a heuristic)
    case 'reinforcement/naval':
    case 'naval/movement':
    case 'naval/intercept':
    case 'naval/combat':
    case 'naval/evade':
    case 'naval/retreat':
    case 'naval/seaRetreat':
    case 'naval/pursue':
    case 'naval/tactic':
    case 'naval/closing':
    case 'naval/chase':
      return navalAnswer(state, decision, rng, data);
    // 6.3.3.2, 12.2.5, 12.2.4 the owners' loss choices, 6.2.6.1 a lost port (navalChoices.ts)
    case 'naval/portLost':
    case 'naval/losses':
    case 'naval/oddLoss':
    case 'naval/transportLosses':
    case 'naval/hulkPort': // 12.2.6.1.9.1 / 12.2.6.1.8 (option) navalChoices.ts
    case 'naval/shipyardTaken': // 12.1.2.2 (option) navalChoices.ts
    case 'naval/withdraw':
      return navalChoiceAnswer(state, decision);
    case 'naval/portLeave':
      return navalPortChoiceAnswer(decision); // 6.2.6 (navalPortChoice.ts)
    // 14.2 campaign selection (./bidding.ts)
    case 'campaign/bid':
      return computerBids(state); // 14.2.1 (./bidding.ts)
    case 'setup/forces':
      return 'listed'; // 13.1.1 the procedures keep the scenario's listed setup
    // 8.9 section 11 (./combinations.ts)
    case 'campaign/newCombinations':
      return combinationsAnswer(decision) ?? [];
    default:
      // 8.0 the Economic Phase's decisions (./economic.ts)
      return economicAnswer(state, decision) ?? (decision.select === 'many' ? [] : (legal[0] ?? []));
  }
}
