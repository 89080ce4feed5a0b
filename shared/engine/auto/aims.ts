// Where the standing procedures send their land forces (19.1 is silent on movement): the objective
// cities of each side, the strength a power may know in an area (2.4.2), the screen left before a
// fortress (7.5.4), the one objective the attackers converge on and each corps' own aim. Split
// from auto.ts, which answers the decisions with them.
import { FACTOR_TYPES, compareDates, controllerOf, garrisonSize, operatorOf } from '../../model';
import type { AreaId, CityId, Corps, GameState, LandMap, MajorPower } from '../../model';
import { corpsByArea, corpsInCity, factsId, fieldCorps, garrisonsByArea } from '../../rules/land/movement';
import { objectiveControl } from '../../rules/victory';
import type { GameData } from '../gameData';
import { campaignAims, foes, friends, isCampaign } from './campaignGoals';

/** Guess of an unseen corps' strength (2.4.2: identities and strengths are hidden). */
const UNSEEN_CORPS_FACTORS = 10;
/**
 * Attack only with this margin over what the enemy is believed to have: the side that must take
 * cities, more carefully the side that wins by holding them (its army is what keeps them), and
 * at worse odds in the last month, when waiting can no longer win (see `tempo`).
 */
const ATTACK_MARGIN = { mustTake: 1.3, mayHold: 1.8, lastMonth: 0.9 };
/** A corps left to besiege a city the army bypasses needs this many factors per factor inside (and at least `SCREEN_MIN`). */
const SCREEN_RATIO = 1.5;
const SCREEN_MIN = 4;
/**
 * Share of corps (in ten) marching on the enemy's objectives, the others holding their side's:
 * more for the side that must take cities to win (the other side wins "otherwise").
 */
const ATTACKERS_IN_TEN = { mustTake: 8, mayHold: 4 };
export const factorsOf = (c: Corps) => FACTOR_TYPES.reduce((n, t) => n + (c.factors[t] ?? 0), 0);

/** Land distances from the nearest of `sources` to every area at most `limit` steps away (borders and crossing arrows). */
export function distancesFromAny(map: LandMap, sources: Iterable<AreaId>, limit = Infinity): Map<AreaId, number> {
  const dist = new Map<AreaId, number>();
  let frontier = [...sources];
  for (const a of frontier) dist.set(a, 0);
  for (let d = 1; frontier.length > 0 && d <= limit; d++) {
    const next: AreaId[] = [];
    for (const a of frontier)
      for (const e of map.edges(a))
        if (!dist.has(e.to)) {
          dist.set(e.to, d);
          next.push(e.to);
        }
    frontier = next;
  }
  return dist;
}

/** Land distances from one area to every area (borders and crossing arrows), memoised per map. */
const distanceCache = new WeakMap<LandMap, Map<AreaId, Map<AreaId, number>>>();
export function distancesFrom(map: LandMap, from: AreaId): Map<AreaId, number> {
  let byArea = distanceCache.get(map);
  if (!byArea) distanceCache.set(map, (byArea = new Map()));
  const hit = byArea.get(from);
  if (hit) return hit;
  const dist = distancesFromAny(map, [from]);
  byArea.set(from, dist);
  return dist;
}

/** One side: a scenario's side (3.4), or allies in a campaign (campaignGoals.ts). */
export const sameSide = friends;

/** Whether `power`'s side wins when nothing else decides (it owns the last, "always", condition). */
function winsOtherwise(state: GameState, power: MajorPower): boolean {
  // performance (issue 20): asked for every corps at every order; the conditions list is immutable
  const conditions = state.scenario.victory.conditions ?? NO_CONDITIONS;
  let last = lastEndCondition.get(conditions);
  if (last === undefined) lastEndCondition.set(conditions, (last = conditions.filter((c) => c.when === 'end').pop() ?? null));
  return last !== null && sameSide(state, last.winner, power);
}
type VictoryCondition = NonNullable<GameState['scenario']['victory']['conditions']>[number];
const NO_CONDITIONS: readonly VictoryCondition[] = [];
const lastEndCondition = new WeakMap<readonly VictoryCondition[], VictoryCondition | null>();

/**
 * A stable per-corps choice of role for the whole game, so armies keep their aim from month to
 * month (a role drawn anew each month sent main stacks back and forth between fronts).
 */
export function marchesOnEnemy(state: GameState, power: MajorPower, counter: string): boolean {
  return roleDigit(counter) < (winsOtherwise(state, power) ? ATTACKERS_IN_TEN.mayHold : ATTACKERS_IN_TEN.mustTake);
}
/** The counter's role digit (0-9), a hash of its name; performance (issue 20): remembered per counter name. */
function roleDigit(counter: string): number {
  let digit = roleDigits.get(counter);
  if (digit === undefined) {
    let h = 5381;
    for (let i = 0; i < counter.length; i++) h = (h * 33 + counter.charCodeAt(i)) >>> 0;
    roleDigits.set(counter, (digit = h % 10));
  }
  return digit;
}
const roleDigits = new Map<string, number>();

export interface Objective {
  readonly city: CityId;
  readonly area: AreaId;
  readonly ours: boolean;
}

export function objectives(state: GameState, power: MajorPower, data?: GameData): Objective[] {
  // issue 21 a campaign has no objective cities: its armies march on their enemies' province capitals
  if (isCampaign(state)) return campaignAims(state, data, power);
  const cities = state.scenario.victory.cities ?? [];
  return objectiveControl(state).flatMap((c) => {
    const at = cities.find((x) => x.id === c.city);
    return at ? [{ city: c.city, area: at.area, ours: sameSide(state, c.controller, power) }] : [];
  });
}

/** Field strength of a side in an area as `power` may know it: its own side exactly, the rest from revealed identities or a guess. */
export function strengthIn(state: GameState, power: MajorPower, area: AreaId, friendly: boolean): number {
  let n = 0;
  // performance (issue 20): the area's field corps from the index, in state order
  for (const c of fieldCorps(state, area)) {
    if (friendly ? !sameSide(state, operatorOf(state, c), power) : !foes(state, power, c.nationality)) continue;
    // 2.4.2 an ally's corps is as unseen as an enemy's: only the power's own (or lent to it) exactly
    n += (friendly && operatorOf(state, c) === power) || c.revealedTo.includes(power) ? factorsOf(c) : UNSEEN_CORPS_FACTORS;
  }
  for (const r of state.irregulars)
    if (r.area === area && (friendly ? sameSide(state, controllerOf(state, r.nationality), power) : foes(state, power, r.nationality)))
      n += r.factors;
  return n;
}

/** Field strength of `power`'s side in an area and the areas next to it. */
export function friendlyAround(state: GameState, map: LandMap, power: MajorPower, area: AreaId): number {
  const near = new Set<AreaId>([area, ...map.edges(area).map((e) => e.to)]);
  let n = 0;
  for (const a of near) n += strengthIn(state, power, a, true);
  return n;
}

/** The scenario's last month: what is not held at its end is lost, so the bot hurries. */
export const lastMonth = (state: GameState): boolean => compareDates(state.date, state.scenario.end) >= 0;

/** The margin over the enemy's believed strength `power` wants before it attacks (ATTACK_MARGIN). */
export function attackMargin(state: GameState, power: MajorPower): number {
  if (lastMonth(state)) return ATTACK_MARGIN.lastMonth;
  return winsOtherwise(state, power) ? ATTACK_MARGIN.mayHold : ATTACK_MARGIN.mustTake;
}

/** Factors inside an enemy city as `power` may know them: garrisons are in plain sight, unseen corps are a guess (2.4.2). */
function strengthInside(state: GameState, power: MajorPower, area: AreaId, city: CityId): number {
  let n = 0;
  // performance (issue 20): the area's garrisons and the city's corps from the indexes (a sum: order does not matter)
  for (const g of garrisonsByArea(state).get(area) ?? [])
    if (g.place.kind === 'city' && g.place.city === city) n += garrisonSize(g.factors);
  for (const c of corpsInCity(state, area, city)) n += c.revealedTo.includes(power) ? factorsOf(c) : UNSEEN_CORPS_FACTORS;
  return n;
}

/**
 * 7.5.4 The corps of `power`'s side left to besiege an enemy objective city, so the rest of the
 * army can march on (the historical armies masked fortresses and went for the enemy's army and
 * capital): when the side's field corps alone stand in the city's area (its holder shut in), the
 * smallest corps strong enough for the garrison (SCREEN_RATIO). Null when none is strong enough,
 * and the whole army stays. Stable while the others leave, so each step agrees on it.
 */
const screenMemo = new WeakMap<GameState, Map<MajorPower, Map<AreaId, Map<CityId, Corps | null>>>>();
export function screenOf(state: GameState, power: MajorPower, goal: Objective): Corps | null {
  if (goal.ours) return null; // findScreen's first answer
  // asked for every goal at every order considered: kept per position (a campaign has hundreds of corps);
  // performance (issue 20): per power, area and city, with no key string built per question
  let byPower = screenMemo.get(state);
  if (!byPower) screenMemo.set(state, (byPower = new Map()));
  let byArea = byPower.get(power);
  if (!byArea) byPower.set(power, (byArea = new Map()));
  let byCity = byArea.get(goal.area);
  if (!byCity) byArea.set(goal.area, (byCity = new Map()));
  let found = byCity.get(goal.city);
  if (found === undefined) byCity.set(goal.city, (found = keptScreen(state, power, goal)));
  return found;
}

/**
 * Performance (issue 20): the screen found at an earlier order of the step, kept while the state
 * agrees on everything but the corps and the movement records (factsId: relations, political
 * facts, loans, date, garrisons, irregulars, … the same objects) and the goal's area holds the
 * same corps in the same order. findScreen reads corps only there (its field corps and the corps
 * inside the city, both in state order), so it would answer the same.
 */
interface KeptScreen {
  readonly facts: number;
  readonly corps: readonly Corps[];
  readonly screen: Corps | null;
}
const keptScreens = new Map<MajorPower, Map<AreaId, Map<CityId, KeptScreen>>>();
const NO_CORPS: readonly Corps[] = [];
function keptScreen(state: GameState, power: MajorPower, goal: Objective): Corps | null {
  const facts = factsId(state);
  const corps = corpsByArea(state).get(goal.area) ?? NO_CORPS;
  let byArea = keptScreens.get(power);
  if (!byArea) keptScreens.set(power, (byArea = new Map()));
  let byCity = byArea.get(goal.area);
  if (!byCity) byArea.set(goal.area, (byCity = new Map()));
  const k = byCity.get(goal.city);
  if (k && k.facts === facts && sameCorps(k.corps, corps)) return k.screen;
  const screen = findScreen(state, power, goal);
  byCity.set(goal.city, { facts, corps, screen });
  return screen;
}
const sameCorps = (a: readonly Corps[], b: readonly Corps[]): boolean => a === b || (a.length === b.length && a.every((c, i) => c === b[i]));

function findScreen(state: GameState, power: MajorPower, goal: Objective): Corps | null {
  if (goal.ours || strengthIn(state, power, goal.area, false) > 0) return null;
  const needed = Math.max(SCREEN_MIN, SCREEN_RATIO * strengthInside(state, power, goal.area, goal.city));
  // the fewest factors, then the first counter name (performance, issue 20: one pass over the area's field corps, no sort);
  // 2.4.2 an ally's corps by the guess, as in strengthIn: only the power's own (or revealed) exactly
  const known = (c: Corps) => (operatorOf(state, c) === power || c.revealedTo.includes(power) ? factorsOf(c) : UNSEEN_CORPS_FACTORS);
  let best: Corps | null = null;
  let bestFactors = Infinity;
  for (const c of fieldCorps(state, goal.area)) {
    if (!sameSide(state, operatorOf(state, c), power)) continue;
    const f = known(c);
    if (f < needed) continue;
    if (f < bestFactors || (f === bestFactors && best !== null && c.counter < best.counter)) [best, bestFactors] = [c, f];
  }
  return best;
}

/** An enemy objective already besieged by a screen of `power`'s side: the rest of the army need not go there. */
const screened = (state: GameState, power: MajorPower, goal: Objective): boolean => screenOf(state, power, goal) !== null;

/**
 * The one objective of the other side a power's attacking corps converge on: the one nearest
 * to them all (least total distance), so the army concentrates instead of scattering; cities
 * already besieged by a screen are passed by.
 */
export function focusOf(state: GameState, map: LandMap, power: MajorPower, goals: readonly Objective[]): Objective | null {
  // performance (issue 20): the attackers counted per area (the sum of whole distances is the same in any order)
  const attackers = new Map<AreaId, number>();
  for (const c of state.corps)
    if (c.location.kind === 'area' && operatorOf(state, c) === power && marchesOnEnemy(state, power, c.counter))
      attackers.set(c.location.area, (attackers.get(c.location.area) ?? 0) + 1);
  let best: Objective | null = null;
  let bestSum = Infinity;
  for (const g of goals) {
    if (g.ours || screened(state, power, g)) continue;
    const dist = distancesFrom(map, g.area);
    let sum = 0;
    for (const [area, n] of attackers) sum += n * (dist.get(area) ?? 99);
    if (sum < bestSum) [best, bestSum] = [g, sum];
  }
  return best;
}

/** The area each corps aims for: attackers the focus (or an enemy objective next door), holders their side's nearest objective. */
export function targetOf(
  state: GameState,
  map: LandMap,
  power: MajorPower,
  corps: Corps,
  aims: Aims,
  focus: Objective | null,
): Objective | null {
  if (corps.location.kind !== 'area') return null;
  const here = corps.location.area;
  const attacking = marchesOnEnemy(state, power, corps.counter);
  // a screen stays with the city it besieges; everyone else passes screened cities by
  const siege = aims.enemyAt.get(here);
  if (siege && screenOf(state, power, siege)?.counter === corps.counter) return siege;
  const pool = aims.pool(attacking);
  let best: Objective | null = null;
  let bestD = Infinity;
  for (const g of pool) {
    const d = distancesFrom(map, g.area).get(here) ?? Infinity;
    if (d < bestD) [best, bestD] = [g, d];
  }
  return attacking && focus && bestD > 1 ? focus : best;
}

/**
 * Performance (issue 20): the objectives of one movement answer as every corps reads them: the
 * first enemy objective of each area, and the pools `targetOf` chooses among (attackers, holders).
 */
interface Aims {
  readonly enemyAt: ReadonlyMap<AreaId, Objective>;
  readonly pool: (attacking: boolean) => readonly Objective[];
}
export function aimsOf(state: GameState, power: MajorPower, goals: readonly Objective[]): Aims {
  const enemyAt = new Map<AreaId, Objective>();
  for (const g of goals) if (!g.ours && !enemyAt.has(g.area)) enemyAt.set(g.area, g);
  const pools = new Map<boolean, readonly Objective[]>();
  const pool = (attacking: boolean): readonly Objective[] => {
    let found = pools.get(attacking);
    if (found === undefined) {
      const open = goals.filter((g) => g.ours || !screened(state, power, g));
      const wanted = open.filter((g) => g.ours !== attacking);
      pools.set(attacking, (found = wanted.length > 0 ? wanted : open.filter((g) => !g.ours)));
    }
    return found;
  };
  return { enemyAt, pool };
}

/** The corps of a list by counter (performance, issue 20: once per corps list, not per answer). */
export function corpsByCounter(corps: readonly Corps[]): ReadonlyMap<string, Corps> {
  let found = counterIndex.get(corps);
  if (!found) {
    const byCounter = new Map<string, Corps>();
    for (const c of corps) byCounter.set(c.counter, c);
    counterIndex.set(corps, (found = byCounter));
  }
  return found;
}
const counterIndex = new WeakMap<readonly Corps[], ReadonlyMap<string, Corps>>();
