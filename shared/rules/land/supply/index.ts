// 7.4 Supply: who must forage, what depot supply costs, forage modifiers and losses,
// besieged supply. Pure functions; the engine rolls the dice and applies the results.
import { FACTOR_TYPES, GARRISON_FACTOR_TYPES, IRREGULAR_KINDS, MAJOR_POWERS, allied, operatorOf } from '../../../model';
import type { AreaId, CityId, Corps, CounterId, CounterMove, Factors, FactorType, ForageDue, IrregularGarrisonType, GameState, Garrison, LandMap, MajorPower, RuleRef } from '../../../model';
import { areasWithin, chainAnchor, validDepots, validInvasionDepots } from '../depots';
import { memo, memoCache } from '../../memo';
import { cityHolder, isCityBesieged, isCorpsBesieged, isEnemy, territoryOf } from '../movement/facts';
import { allowance, moverOf } from '../movement/movement';
import { assignDepots, besiegedPreload, depotLoadRule, depotsInReach, loadOf } from './depotLoad';
export { besiegedPortClaims, type BesiegedPortClaim } from './depotLoad';

/** 7.4.2.1 depot supply reaches corps up to three areas from a depot of a valid chain. */
export const DEPOT_SUPPLY_RANGE = 3;

export interface SupplyStatus {
  readonly counter: Corps['counter'];
  readonly area: AreaId;
  /** Why the corps must forage (7.4.1), or null when depot supply is open to it. */
  readonly mustForage: { readonly rule: RuleRef; readonly reason: string } | null;
  /** 7.4.2.1 money for depot supply (½ in a depot area, else the areas to the depot), doubled in winter; null if none. */
  readonly depotCost: number | null;
  /** 7.4.2.2 allies whose valid chains reach the corps, with what its supply would cost them. */
  readonly allied: readonly { readonly power: MajorPower; readonly cost: number }[];
  /** 7.4.2.2 the ally that agreed to supply it this step (the cheapest if several), and the cost it pays. */
  readonly grantedBy: { readonly power: MajorPower; readonly cost: number } | null;
  /** 7.3.6.1 it destroyed an enemy depot where it stands: supplied as if it had foraged without loss. */
  readonly razed: boolean;
}

/**
 * 7.4 The power's corps that must be supplied this step (leaders, garrisons and irregulars
 * never are: 10.1.1.3.2 guerillas, 10.1.2.2.1 cossacks and freikorps need supply only when
 * besieged, and irregulars never stand inside a city here): on a land area the map knows
 * (without map facts there is nothing to forage or trace), not inside a besieged city (those
 * use 7.4.5).
 */
export function corpsToSupply(state: GameState, map: LandMap, power: MajorPower): Corps[] {
  return state.corps.filter(
    (c) => c.location.kind === 'area' && map.area(c.location.area) !== undefined && operatorOf(state, c) === power && !isCorpsBesieged(state, c),
  );
}

/**
 * 7.4.2.1 / 7.4.2.1.1 areas within three unblocked areas of a depot of `owner`'s valid chains
 * (7.2.3.2.3 depots cut off from their chain stay on the map but supply nothing),
 * with the fewest areas to one; the route is traced for `tracer`, whose corps use it (7.2.3.2.1
 * blocking).
 */
export function depotReach(state: GameState, map: LandMap, owner: MajorPower, tracer: MajorPower = owner): ReadonlyMap<AreaId, number> {
  // performance (issue 20): asked by the supply step's opening and its answers, the view and the procedures alike
  // (and shared by the states that differ in nothing a chain reads, chainAnchor: the supply step's answers)
  return memo(depotReachMemo, map, state, `${owner}|${tracer}`, () => {
    const anchor = chainAnchor(state);
    return memo(anchoredReach, map, anchor, `${owner}|${tracer}`, () => findDepotReach(anchor, map, owner, tracer));
  });
}
const depotReachMemo = memoCache<ReadonlyMap<AreaId, number>>();
const anchoredReach = memoCache<ReadonlyMap<AreaId, number>>();
function findDepotReach(state: GameState, map: LandMap, owner: MajorPower, tracer: MajorPower): Map<AreaId, number> {
  const valid = validDepots(state, map, owner);
  const reach = new Map<AreaId, number>();
  // performance (issue 20, allocation): forEach, not an [area, steps] pair per area and depot
  const nearest = (n: number, a: AreaId) => {
    const had = reach.get(a);
    reach.set(a, had === undefined ? n : Math.min(n, had));
  };
  for (const d of state.depots) {
    if (!valid.has(d.id)) continue;
    areasWithin(state, map, tracer, d.area, DEPOT_SUPPLY_RANGE).forEach(nearest);
  }
  // 7.4.4 a depot aboard a fleet supplies the land areas on its sea area's coast, one area away, and no farther
  for (const d of validInvasionDepots(state, map, owner, valid)) {
    for (const a of map.sea?.(d.area)?.coast ?? []) if (!reach.has(a)) reach.set(a, 1);
  }
  return reach;
}

/**
 * 7.4.2.1.1 ½ in the depot's area, else one point per area to it (routes traced by depotReach);
 * 7.4.2.1.3 doubled in winter inside the winter zone.
 */
const costAt = (steps: number | undefined, winter: boolean): number | null =>
  steps === undefined ? null : (steps === 0 ? 0.5 : steps) * (winter ? 2 : 1);

/** 7.4.2.2 allies of `power` in play: their depots may supply its corps with their permission. */
export const suppliersFor = (state: GameState, power: MajorPower): MajorPower[] =>
  MAJOR_POWERS.filter((p) => p !== power && state.powers[p].inPlay && allied(state, power, p));

/**
 * 7.4.1 / 7.4.2 supply status of every corps of `power`: forced to forage (force marched,
 * four or more areas from a valid depot of its own or of an ally that agreed to supply it),
 * the cost of depot supply, and what allies' chains would charge (7.4.2.2). `winter(area)`
 * says whether winter applies there (9.2). With 12.3.1 or opt 7.4.2.1.1.1 each corps fed by the
 * power's own depots is given one (depotLoad.ts); corps in `foraging` (chosen to forage) take no place.
 */
export function supplyStatus(state: GameState, map: LandMap, power: MajorPower, winter: (area: AreaId) => boolean, foraging: ReadonlySet<string> = new Set()): SupplyStatus[] {
  const plain = plainSupplyStatus(state, map, power, winter);
  const rule = depotLoadRule(state);
  if (rule === null) return plain;
  // 12.3.1 / opt 7.4.2.1.1.1 corps fed by an ally's depots count there, after the ally's own corps and besieged ports;
  // one the ally's depots have no room for falls back to its own depots, or forages
  const granted = alliedDepotPlaces(state, map, power, winter, plain, foraging);
  const afterGrants = plain.map((x): SupplyStatus => {
    const g = granted.get(x.counter);
    if (g === undefined) return x;
    if (g !== null) return { ...x, grantedBy: g };
    return x.depotCost === null
      ? { ...x, grantedBy: null, mustForage: { rule: '12.3.1', reason: 'every allied depot in reach already supplies four corps' } }
      : { ...x, grantedBy: null };
  });
  // 12.3.1 / opt 7.4.2.1.1.1 corps fed by the power's own depots, counted depot by depot after its besieged ports (12.3.1)
  const own = ownDepotLoad(state, map, power, winter, afterGrants, foraging);
  return afterGrants.map((x) => {
    const a = own.assigned.get(x.counter);
    if (!a) return x;
    if (a.steps === null) return { ...x, depotCost: null, mustForage: { rule: '12.3.1', reason: 'every depot in reach already supplies four corps' } };
    return { ...x, depotCost: costAt(a.steps, winter(x.area))! * (a.doubled ? 2 : 1) };
  });
}

/** 12.3.1 / opt 7.4.2.1.1.1 the power's own depot-fed corps, each given a depot, and the places used. */
function ownDepotLoad(
  state: GameState, map: LandMap, power: MajorPower, winter: (area: AreaId) => boolean, plain: readonly SupplyStatus[], foraging: ReadonlySet<string>,
) {
  const rule = depotLoadRule(state)!;
  const clients = plain.filter((x) => !x.razed && x.mustForage === null && x.grantedBy === null && x.depotCost !== null && !foraging.has(x.counter));
  const preload = besiegedPreload(state, map, power);
  const assigned = assignDepots(depotsInReach(state, map, power, DEPOT_SUPPLY_RANGE), clients, rule, preload);
  return { assigned, load: loadOf(preload, assigned) };
}

/**
 * 12.3.1 / opt 7.4.2.1.1.1 the corps of `power` an ally agreed to supply (7.4.2.2), placed at the
 * ally's depots once the ally's own corps and besieged ports have theirs; users of one grantor in
 * the order of the major powers. null: no room (12.3.1); otherwise the ally's price, doubled
 * past a depot's fourth corps under opt 7.4.2.1.1.1. Engine's reading (docs/RULINGS.md): the
 * ally's own corps are all counted, whether or not they end up foraging by choice.
 */
function alliedDepotPlaces(
  state: GameState, map: LandMap, power: MajorPower, winter: (area: AreaId) => boolean, plain: readonly SupplyStatus[], foraging: ReadonlySet<string>,
): Map<string, { power: MajorPower; cost: number } | null> {
  const out = new Map<string, { power: MajorPower; cost: number } | null>();
  const rule = depotLoadRule(state)!;
  const grants = state.turn.land?.alliedSupply ?? [];
  const grantors = [...new Set(plain.flatMap((x) => (x.grantedBy && !foraging.has(x.counter) ? [x.grantedBy.power] : [])))];
  for (const ally of grantors) {
    let load = ownDepotLoad(state, map, ally, winter, plainSupplyStatus(state, map, ally, winter), new Set()).load;
    for (const user of MAJOR_POWERS) {
      if (user === ally) continue;
      const counters = new Set(grants.filter((g) => g.grantor === ally && g.user === user).flatMap((g) => g.counters as readonly string[]));
      if (counters.size === 0) continue;
      const status = user === power ? plain : plainSupplyStatus(state, map, user, winter);
      const clients = status.filter((x) => x.grantedBy?.power === ally && counters.has(x.counter) && !(user === power && foraging.has(x.counter)));
      const assigned = assignDepots(depotsInReach(state, map, ally, DEPOT_SUPPLY_RANGE, user), clients, rule, load);
      load = loadOf(load, assigned);
      if (user !== power) continue;
      for (const [counter, a] of assigned) {
        const area = clients.find((x) => x.counter === counter)!.area;
        out.set(counter, a.steps === null ? null : { power: ally, cost: costAt(a.steps, winter(area))! * (a.doubled ? 2 : 1) });
      }
    }
  }
  return out;
}

const NOT_MOVED: Pick<CounterMove, 'razedIn' | 'forceMarched'> = { forceMarched: false };

function plainSupplyStatus(state: GameState, map: LandMap, power: MajorPower, winter: (area: AreaId) => boolean): SupplyStatus[] {
  const reach = depotReach(state, map, power);
  const allies = suppliersFor(state, power).map((p) => ({ power: p, reach: depotReach(state, map, p, power) }));
  const grants = (state.turn.land?.alliedSupply ?? []).filter((g) => g.user === power);
  // performance (issue 20): each corps' move record (moveRecord: the first of the turn's moves for
  // its counter) from one index, not a search of the corps and of the moves per corps
  const moves = new Map<string, CounterMove>();
  for (const m of state.turn.land?.moves ?? []) if (!moves.has(m.counter)) moves.set(m.counter, m);
  return corpsToSupply(state, map, power).map((c) => {
    const area = (c.location as { area: AreaId }).area;
    const record: Pick<CounterMove, 'razedIn' | 'forceMarched'> = moves.get(c.counter) ?? NOT_MOVED;
    const w = winter(area);
    const depotCost = costAt(reach.get(area), w);
    const alliedCosts = allies.flatMap((a) => {
      const cost = costAt(a.reach.get(area), w);
      return cost === null ? [] : [{ power: a.power, cost }];
    });
    const granted = alliedCosts.filter((a) => grants.some((g) => g.grantor === a.power && g.counters.includes(c.counter)));
    const grantedBy = granted.reduce<SupplyStatus['grantedBy']>((best, a) => (best === null || a.cost < best.cost ? a : best), null);
    if (record.razedIn === area) return { counter: c.counter, area, mustForage: null, depotCost: 0, allied: alliedCosts, grantedBy: null, razed: true };
    const mustForage = record.forceMarched
      ? { rule: '7.4.1', reason: 'force marched' }
      : depotCost === null && grantedBy === null
        ? { rule: '7.4.1', reason: `four or more areas from a depot in a valid supply chain` }
        : null;
    return { counter: c.counter, area, mustForage, depotCost, allied: alliedCosts, grantedBy, razed: false };
  });
}

/**
 * 7.4.2 / 7.4.2.2 who pays for each depot-supplied corps: corps granted by an ally go on the
 * ally's bill while it can pay (the dearest fall back first: to the power's own depots when
 * they reach, else to foraging), the rest on the power's, the dearest foraging when money runs
 * short. `money(p)` is what each power has.
 */
export function settleSupply(
  status: readonly SupplyStatus[], foraging: ReadonlySet<string>, power: MajorPower, money: (p: MajorPower) => number,
): { bills: Map<MajorPower, { counters: string[]; amount: number }>; foragers: Set<string> } {
  const foragers = new Set(foraging);
  for (const x of status) if (x.mustForage !== null) foragers.add(x.counter);
  const own: { counter: string; cost: number }[] = [];
  const byAlly = new Map<MajorPower, { counter: string; cost: number; fallback: number | null }[]>();
  for (const x of status) {
    if (x.razed || foragers.has(x.counter)) continue;
    if (x.grantedBy) byAlly.set(x.grantedBy.power, [...(byAlly.get(x.grantedBy.power) ?? []), { counter: x.counter, cost: x.grantedBy.cost, fallback: x.depotCost }]);
    else if (x.depotCost !== null) own.push({ counter: x.counter, cost: x.depotCost });
    else foragers.add(x.counter);
  }
  const bills = new Map<MajorPower, { counters: string[]; amount: number }>();
  for (const [ally, list] of byAlly) {
    let paying = [...list].sort((a, b) => a.cost - b.cost);
    while (paying.length > 0 && depotSupplyBill(paying.map((x) => x.cost)) > money(ally)) {
      const dropped = paying[paying.length - 1]!;
      paying = paying.slice(0, -1);
      if (dropped.fallback !== null) own.push({ counter: dropped.counter, cost: dropped.fallback });
      else foragers.add(dropped.counter);
    }
    if (paying.length > 0) bills.set(ally, { counters: paying.map((x) => x.counter), amount: depotSupplyBill(paying.map((x) => x.cost)) });
  }
  let paying = own.sort((a, b) => a.cost - b.cost);
  while (paying.length > 0 && depotSupplyBill(paying.map((x) => x.cost)) > money(power)) {
    foragers.add(paying[paying.length - 1]!.counter);
    paying = paying.slice(0, -1);
  }
  if (paying.length > 0) bills.set(power, { counters: paying.map((x) => x.counter), amount: depotSupplyBill(paying.map((x) => x.cost)) });
  return { bills, foragers };
}

/** 7.4.2.1 the money a set of depot-supplied corps costs: summed, fractions rounded up. */
export function depotSupplyBill(costs: readonly number[]): number {
  return Math.ceil(costs.reduce((a, b) => a + b, 0));
}

/**
 * Whether the corps is besieging (7.4.1 / 7.4.5.3): in the field of an area whose city an enemy
 * holds and is besieged (7.3.7.1: its owner may have chosen not to besiege; where a friend
 * besieges, every friendly corps there besieges too).
 */
export function isBesieging(state: GameState, map: LandMap, corps: Corps): boolean {
  if (corps.location.kind !== 'area' || corps.location.city !== undefined) return false;
  const area = corps.location.area;
  const power = operatorOf(state, corps);
  if (power === null) return false;
  return (map.area(area)?.cities ?? []).some((c) => {
    const holder = cityHolder(state, area, c.id, map);
    return holder !== null && isEnemy(state, power, holder) && isCityBesieged(state, area, c.id, map);
  });
}

export interface ForageCheck {
  /** Forage value compared with: the lowest of the areas entered, or the area it stayed in. */
  readonly value: number;
  readonly modifier: number;
  /** Each modifier by name (for the supply report). */
  readonly parts: { readonly others: number; readonly unused: number; readonly forceMarch: number; readonly winter: number; readonly ownTerritory: number };
}

/** 7.4.1.2 the forage value and the cumulative die modifiers of a foraging corps. */
export function forageCheck(state: GameState, map: LandMap, corps: Corps, record: CounterMove, winter: boolean): ForageCheck {
  const area = (corps.location as { area: AreaId }).area;
  // 7.4.1.1 the poorest forage value of the areas entered (not the start, unless it never moved)
  const areas = record.entered.length > 0 ? record.entered : [area];
  const value = Math.min(...areas.map((a) => map.area(a)?.forage ?? 0));
  // 7.4.1.2.1 +1 per other unbesieged corps in the area, whoever's, at most +2
  const others = Math.min(
    2,
    state.corps.filter((c) => c !== corps && c.location.kind === 'area' && c.location.area === area && !isCorpsBesieged(state, c)).length,
  );
  const mover = moverOf(state, corps.counter)!;
  // 7.4.1.2.2 -1 per unused point; 7.4.5.3 besiegers that forage count their whole allowance as spent
  const unused = isBesieging(state, map, corps) ? 0 : -Math.max(0, allowance(mover, record) - record.spent);
  const forceMarch = record.forceMarched ? 1 : 0; // 7.4.1.2.3
  // 7.4.1.2.5 -1 (errata) when it never left its power's territory this turn
  const power = operatorOf(state, corps);
  const ownTerritory = !record.leftTerritory && power !== null && territoryOf(state, map, area) === power ? -1 : 0;
  const w = winter ? 2 : 0; // 7.4.1.2.4 the caller says whether winter applies in the area (winter zone, 9.2)
  return { value, modifier: others + unused + forceMarch + w + ownTerritory, parts: { others, unused, forceMarch, winter: w, ownTerritory } };
}

/** 7.4.1.1 / 7.4.1.3 one army factor lost per point of the modified die above the forage value. */
export function forageLosses(die: number, check: Pick<ForageCheck, 'value' | 'modifier'>): number {
  return Math.max(0, die + check.modifier - check.value);
}

/**
 * 7.4.1.3.1 / 7.4.1.3.2 where forage losses fall: any factor that moved with the corps may be
 * lost, those still in it first, but the corps keeps one
 * factor unless every factor that moved with it (detached ones included) is lost; the rest
 * come out of the factors it detached on the way.
 */
export function allocateForageLosses(inCorps: number, detached: number, losses: number): { fromCorps: number; fromDetached: number; corpsRemoved: boolean } {
  if (losses >= inCorps + detached) return { fromCorps: inCorps, fromDetached: detached, corpsRemoved: true };
  const fromCorps = Math.min(losses, Math.max(0, inCorps - 1));
  return { fromCorps, fromDetached: losses - fromCorps, corpsRemoved: false };
}

/** The order factors are given up in when the engine chooses for the player: cheapest first. */
export const LOSS_ORDER: readonly FactorType[] = ['militia', 'infantry', 'feudalInfantry', 'cavalry', 'feudalCavalry', 'artillery', 'guard'];

/** Take `n` factors out of `factors` in LOSS_ORDER; returns what is left and what was taken. */
export function takeFactors(factors: Factors, n: number): { left: Factors; taken: Factors } {
  const left: Record<string, number> = { ...factors };
  const taken: Record<string, number> = {};
  let todo = n;
  for (const t of LOSS_ORDER) {
    const k = Math.min(todo, left[t] ?? 0);
    if (k > 0) {
      left[t] = (left[t] ?? 0) - k;
      taken[t] = k;
      todo -= k;
    }
  }
  return { left: left as Factors, taken: taken as Factors };
}

/** 7.4.5.1 besieged supply modifier: +1 per full 5 factors in the city, at most +2. */
export function besiegedModifier(factorsInCity: number): number {
  return Math.min(2, Math.floor(factorsInCity / 5));
}

/** 7.4.1.3 one forage loss: a factor type out of the corps, or out of a garrison it detached (`place` set). */
export interface ForageLossChoice {
  readonly counter: CounterId;
  readonly type: FactorType;
  readonly area?: AreaId;
  readonly place?: Garrison['place'];
}

export function formatForageLoss(c: ForageLossChoice): string {
  return c.place ? `${c.counter}:${c.type}:${c.area}:${c.place.kind === 'city' ? c.place.city : 'depot'}` : `${c.counter}:${c.type}`;
}

export function parseForageLoss(value: string): ForageLossChoice | null {
  const [counter, type, area, place] = value.split(':');
  if (!counter || !type || !(FACTOR_TYPES as readonly string[]).includes(type)) return null;
  const base = { counter: counter as CounterId, type: type as FactorType };
  if (area === undefined) return base;
  if (!place) return null;
  return { ...base, area: area as AreaId, place: place === 'depot' ? { kind: 'depot' } : { kind: 'city', city: place as CityId } };
}

/**
 * 7.4.1.3 the owner's choices for the next forage loss of each corps still owing: any factor
 * type in the corps while losses come out of it, then any infantry or militia of a garrison it
 * detached on the way (7.4.1.3.2).
 */
export function forageLossChoices(state: GameState, due: readonly ForageDue[]): ForageLossChoice[] {
  const out: ForageLossChoice[] = [];
  for (const d of due) {
    const corps = state.corps.find((c) => c.counter === d.counter);
    if (!corps) continue;
    if (d.fromCorps > 0) {
      for (const t of FACTOR_TYPES) if ((corps.factors[t] ?? 0) > 0) out.push({ counter: d.counter, type: t });
      continue;
    }
    if (d.fromDetached === 0) continue;
    for (const x of d.detached) {
      if (x.n === 0) continue;
      const g = state.garrisons.find((y) => y.area === x.area && y.nationality === corps.nationality && JSON.stringify(y.place) === JSON.stringify(x.place));
      for (const t of ['infantry', 'militia'] as const) if ((g?.factors[t] ?? 0) > 0) out.push({ counter: d.counter, type: t, area: x.area, place: x.place });
    }
  }
  return out;
}

/** 7.4.5.2 one factor lost to besieged supply: `unit` is a corps handle, or `garrison-<nationality>` for a city garrison. */
export interface BesiegedLossChoice {
  readonly area: AreaId;
  readonly city: CityId;
  readonly unit: string;
  /** 7.3.3.3.1 a garrison's cossack, freikorps or guerilla factor too (10.1.1.3.2, 10.1.2.2.1 besieged irregulars need supply). */
  readonly type: FactorType | IrregularGarrisonType;
}

export const formatBesiegedLoss = (c: BesiegedLossChoice): string => `siege:${c.area}:${c.city}:${c.unit}:${c.type}`;

export function parseBesiegedLoss(value: string): BesiegedLossChoice | null {
  const [tag, area, city, unit, type] = value.split(':');
  if (tag !== 'siege' || !area || !city || !unit || !type || ![...FACTOR_TYPES, ...IRREGULAR_KINDS].includes(type as FactorType)) return null;
  return { area: area as AreaId, city: city as CityId, unit, type: type as FactorType | IrregularGarrisonType };
}

/**
 * 7.4.5.2 the owner's choices for the next factor lost in a besieged city: any factor type of
 * any garrison or corps inside (garrisons and corps alike may give it).
 */
export function besiegedLossChoices(state: GameState, area: AreaId, city: CityId): BesiegedLossChoice[] {
  const out: BesiegedLossChoice[] = [];
  for (const g of state.garrisons) {
    if (g.area !== area || g.place.kind !== 'city' || g.place.city !== city) continue;
    // 7.3.3.3.1 irregular factors in the garrison: 10.1.1.3.2 / 10.1.2.2.1 besieged, they need supply like the rest
    for (const t of GARRISON_FACTOR_TYPES) if ((g.factors[t] ?? 0) > 0) out.push({ area, city, unit: `garrison-${g.nationality}`, type: t });
  }
  for (const c of state.corps) {
    if (c.location.kind !== 'area' || c.location.area !== area || c.location.city !== city) continue;
    for (const t of FACTOR_TYPES) if ((c.factors[t] ?? 0) > 0) out.push({ area, city, unit: c.counter, type: t });
  }
  return out;
}
