// 5.2-5.3 Army Reinforcement Step: placing the scenario's new factors and corps, transfers
// between corps in one area, and leaders joining corps. Orders (option values):
//   end                                   end the step; what is not placed is lost
//   corps:<pool>:<n>                      5.2.1 place new corps counter n of pool entry <pool> in its area
//   factor:<pool>:<type>:<counter>        5.2.2 one factor into a corps of that nationality in the area
//   garrison:<pool>:<type>:<city>         5.2.2 one infantry/militia factor into a city garrison of the area
//   transfer:<from>:<type>:<to>           5.2.3 one factor between two corps in the same area
//   leader:<id>:<counter>                 5.3 a leader from the pool joins a corps (10.6)
//   retire:<id>                           10.6.2 a leader leaves its unbesieged corps for the pool
//   disband:<counter>                     5.2.4 remove a corps and its factors
//   disband:<area>:<city|depot>:<nationality>  5.2.4 remove a garrison
// the Austrian Tyrol corps is raised at Austria's Land Movement Step (steps/general/tyrol.ts)
import { FACTOR_TYPES, LEGAL, atWar, controllerOf, firstById, illegal, totalFactors, operatorOf, lentTo, corpsLimitsNow } from '../../model';
import type { AreaId, CityId, Corps, DecisionOption, Depot, FactorType, GameState, Garrison, LandMap, MajorPower, PooledReinforcement, Verdict } from '../../model';
import { FACTORS_PER_SPIRE, cityHolder, corpsByCounter, detachedAs, factorsInCity, garrisonsByArea, isCityBesieged, isCorpsBesieged, territoryOf, unbesiegedEnemyCorps } from '../land/movement/index';
import { chainDepths, isBlockaded } from '../land/depots/index';
import { corpsOf } from '../../data/forces';
import { militiaBarred } from '../land/landwehr/index';
import { memo, memoCache } from '../memo';
import { garrisonLands } from '../campaign/combinations/treasury';
import { isLevyCorps, levyCorpsVerdict } from './exchanged';
import { chainState } from './chainState';
import { inHomeNationNow, isCededNow, turnedHomeTo } from '../campaign/combinations/homeTurned';

export type ReinforcementOrder =
  | { readonly kind: 'end' }
  | { readonly kind: 'corps'; readonly pool: number; readonly n: number }
  | { readonly kind: 'factor'; readonly pool: number; readonly factor: FactorType; readonly counter: string }
  | { readonly kind: 'garrison'; readonly pool: number; readonly factor: FactorType; readonly city: CityId }
  | { readonly kind: 'transfer'; readonly from: string; readonly factor: FactorType; readonly to: string }
  | { readonly kind: 'leader'; readonly leader: string; readonly counter: string }
  | { readonly kind: 'retire'; readonly leader: string }
  | { readonly kind: 'disband'; readonly counter: string }
  | { readonly kind: 'disbandGarrison'; readonly area: string; readonly place: string; readonly nationality: string };

const isFactor = (t: string | undefined): t is FactorType => t !== undefined && (FACTOR_TYPES as readonly string[]).includes(t);

export function parseReinforcementOrder(value: string): ReinforcementOrder | null {
  const [kind, a, b, c] = value.split(':');
  const n = Number(a);
  switch (kind) {
    case 'end':
      return a === undefined ? { kind } : null;
    case 'corps':
      return Number.isInteger(n) && Number.isInteger(Number(b)) ? { kind, pool: n, n: Number(b) } : null;
    case 'factor':
      return Number.isInteger(n) && isFactor(b) && c ? { kind, pool: n, factor: b, counter: c } : null;
    case 'garrison':
      return Number.isInteger(n) && isFactor(b) && c ? { kind, pool: n, factor: b, city: c as CityId } : null;
    case 'transfer':
      return a && isFactor(b) && c ? { kind, from: a, factor: b, to: c } : null;
    case 'leader':
      return a && b ? { kind, leader: a, counter: b } : null;
    case 'retire':
      return a && b === undefined ? { kind, leader: a } : null;
    case 'disband':
      return a && b === undefined ? { kind, counter: a } : a && b && c ? { kind: 'disbandGarrison', area: a, place: b, nationality: c } : null;
    default:
      return null;
  }
}

export const poolOf = (state: GameState, power: MajorPower): readonly PooledReinforcement[] =>
  (state.turn.reinforcementPool ?? []).filter((p) => p.power === power);

/** 12.3.3.4 the larger cavalry box of the Turkish Imperial Cavalry corps (printed 8). */
export const TURKISH_IMPERIAL_CAVALRY = 16;
export const TURKISH_IMPERIAL_CAVALRY_ID = 'turkey-imperial-cavalry';
export const isTurkishImperialCavalry = (c: Pick<Corps, 'nationality' | 'id'>): boolean => c.nationality === 'turkey' && c.id === TURKISH_IMPERIAL_CAVALRY_ID;

/** 2.4.2.1 whether one more factor of `type` fits the corps counter's printed boxes (unknown counters: no limit). */
export function fitsCorps(map: LandMap, corps: Corps, type: FactorType, rules: { readonly turkishImperialCavalry?: boolean } = {}, state?: Pick<GameState, 'general'>): Verdict {
  const box0 = map.corpsLimits(corps);
  if (!box0) return LEGAL;
  const printed = state ? { ...box0, limits: corpsLimitsNow(state, corps.nationality, box0.limits) } : box0; // v2.71 10.4.5.3 grown Swedish corps (general branch)
  // 12.3.3.4 (v2.71 option) the Turkish Imperial Cavalry corps holds up to 16 cavalry factors
  const box = rules.turkishImperialCavalry === true && isTurkishImperialCavalry(corps) ? { ...printed, limits: { ...printed.limits, cavalry: TURKISH_IMPERIAL_CAVALRY } } : printed;
  const f = { ...corps.factors, [type]: (corps.factors[type] ?? 0) + 1 };
  if (type === 'militia' && box.militia === 'none') return illegal('capacity', '2.4.2.1', 'this corps may hold no militia');
  if (type === 'infantry' && box.militia === 'only') return illegal('capacity', '2.4.2.1', 'this corps holds militia only');
  if (type === 'infantry' || type === 'militia') {
    if ((f.infantry ?? 0) + (f.militia ?? 0) > (box.limits.infantry ?? 0)) return illegal('capacity', '2.4.2.1', 'the infantry box is full');
  } else if ((f[type] ?? 0) > (box.limits[type] ?? 0)) return illegal('capacity', '2.4.2.1', `the ${type} box is full`);
  return LEGAL;
}

/**
 * 5.2.3 whether two corps may exchange a factor of `type` (`from` gives it, `to` takes it): both
 * unbesieged, and the rule's exceptions — feudal, insurrection and artillery factors are never
 * exchanged (the factors of a feudal or insurrection corps included). Nationality, area and the
 * boxes are checked by each caller. Shared by the `transfer:` order and a bought corps' first factor.
 */
export function exchangeVerdict(state: GameState, from: Corps, to: Corps, type: FactorType): Verdict {
  if (isCorpsBesieged(state, from) || isCorpsBesieged(state, to)) return illegal('besieged', '5.2.3', 'a besieged corps exchanges no factors');
  if (isLevyCorps(from) || isLevyCorps(to) || type === 'artillery' || type === 'feudalInfantry' || type === 'feudalCavalry')
    return illegal('cannotDetach', '5.2.3', `${type} factors of this corps may not be exchanged`);
  return LEGAL;
}

/** 7.3.3 one more factor inside the corps' city must fit its capacity (5 per spire). */
export function cityRoomFor(state: GameState, map: LandMap, corps: Corps, from?: Corps): Verdict {
  const loc = corps.location;
  if (loc.kind !== 'area' || loc.city === undefined) return LEGAL;
  if (from && from.location.kind === 'area' && from.location.city === loc.city) return LEGAL; // same city: no change
  const spires = map.area(loc.area)?.cities.find((c) => c.id === loc.city)?.spires;
  if (spires !== undefined && factorsInCity(state, loc.area, loc.city) >= FACTORS_PER_SPIRE * spires) return illegal('capacity', '7.3.3', `${loc.city} is full`);
  return LEGAL;
}

/**
 * 5.2.4.1 the counter a scenario's new corps is: the id it gives, else the nationality's printed
 * counter of that designation (`assets/forces`), else none known (null).
 */
export function scenarioCorpsId(nationality: string, spec: PooledReinforcement['corps'][number]): string | null {
  return spec.id ?? corpsOf(nationality).find((k) => k.designation === spec.name)?.id ?? null;
}

/** The factor a new corps counter starts with: its own kind if the pool has it, else any. */
function firstFactor(entry: PooledReinforcement, type: Corps['type']): FactorType | null {
  const prefer: FactorType = type === 'guard' ? 'guard' : type === 'cavalry' ? 'cavalry' : type === 'artillery' ? 'artillery' : 'infantry';
  if ((entry.factors[prefer] ?? 0) > 0) return prefer;
  return FACTOR_TYPES.find((t) => (entry.factors[t] ?? 0) > 0) ?? null;
}

export { firstFactor as newCorpsFactor };

/** 5.2.2.2.3.1 / 5.2.2.2.3.2 the longest supply chain (in depots) a reinforcement factor may use. */
export const chainLimit = (type: FactorType): number => (type === 'militia' ? 3 : 6);

/** 5.2.2.2 campaign placement: reinforcements with no scenario area, in campaign games. */
const campaignPlacement = (state: GameState, entry: PooledReinforcement) => state.scenario.kind === 'campaign' && entry.area === null;

/** Whether the area is inside the home borders of a nationality: a major power's home nation, a minor's own country (5.2.2.2). */
const insideHome = (map: LandMap, nationality: string, area: AreaId) => {
  const f = map.area(area);
  return f !== undefined && (f.minor !== null ? f.minor === nationality : f.homeOf === nationality);
};
/**
 * `insideHome` as the map stands now: 5.2.2.2.1 a home province ceded to another power is left
 * out (it stays so until ceded back, 8.8.6); 11.8.2.6 (option 11.8; hook of the comb branch) the
 * provinces turned home to a risen power are its home nation, no longer their printed one's.
 */
export const insideHomeNow = (state: GameState, map: LandMap, nationality: string, area: AreaId): boolean => {
  const f = map.area(area);
  if (f === undefined || f.minor !== null) return insideHome(map, nationality, area);
  if (f.homeOf === nationality && isCededNow(state, f.province)) return false; // 5.2.2.2.1 ceded provinces excluded
  if (!state.combinations?.turnedHome?.length) return insideHome(map, nationality, area);
  return inHomeNationNow(state, f.province, f.homeOf, nationality);
};

/**
 * 5.2.2.2.1 / 5.2.2.2.3 a campaign factor joins an unbesieged corps of its nationality inside
 * its home borders, or one on or next to a depot of its power's valid chain that starts at a
 * supply source inside those borders and has at most six depots to that point (three for
 * militia). Another power's depots never serve.
 */
const homeChainsMemo = memoCache<Map<string, ReadonlyMap<string, number>>>();
export function campaignCorpsVerdict(state: GameState, map: LandMap, power: MajorPower, corps: Corps, type: FactorType, exchanged = false): Verdict {
  // 5.2.2.2.1 note: feudal and insurrection corps fill up at the December levy (10.1.3.1, 10.1.4.3);
  // in this step only from exchanged prisoners (exchanged.ts)
  if (isLevyCorps(corps)) return levyCorpsVerdict(state, map, power, corps, exchanged);
  const area = areaOfCorps(corps);
  if (area === null) return illegal('noSuchCounter', '5.2.2.2', 'the corps is not on the map');
  if (insideHomeNow(state, map, corps.nationality, area)) return LEGAL;
  // 5.2.2.2.3.3 a free state's chain is its controller's, from a source inside the free state;
  // 5.2.2.2.3.4 links by sea count (chainDepths, 7.4.3), depots aboard fleets (invasion supply,
  // 7.4.4) never (they are not in the chain, and they lie at sea, next to no corps)
  // performance: the same chains for every factor of a nationality; remembered per state, and
  // shared by the states that differ only in factors placed (chainState)
  const chains = chainState(state);
  // performance (issue 20): per power, then per nationality, with no key string built per factor
  const byNationality = memo(homeChainsMemo, map, chains, power, () => new Map<string, ReadonlyMap<string, number>>());
  let depths = byNationality.get(corps.nationality);
  if (depths === undefined) byNationality.set(corps.nationality, (depths = chainDepths(chains, map, power, (d) => insideHomeNow(chains, map, corps.nationality, d.area))));
  const best = nearestDepth(state, map, depths, area);
  if (!Number.isFinite(best)) {
    return illegal('depotPlacement', '5.2.2.2.3', 'outside its home borders a corps takes reinforcements only on or next to a depot of a valid chain from home');
  }
  if (best > chainLimit(type)) {
    return illegal('depotPlacement', type === 'militia' ? '5.2.2.2.3.2' : '5.2.2.2.3.1', `the nearest depot is ${best} depots down the chain; at most ${chainLimit(type)} for ${type}`);
  }
  return LEGAL;
}

/**
 * The fewest depots down a chain (`depths`) to a depot on or next to `area` (Infinity: none).
 * Performance (issue 20): asked for every factor type and corps of the step; remembered per
 * chain, depot list and area.
 */
function nearestDepth(state: GameState, map: LandMap, depths: ReadonlyMap<string, number>, area: AreaId): number {
  let byDepots = nearestCache.get(depths);
  if (!byDepots) nearestCache.set(depths, (byDepots = new WeakMap()));
  let byMap = byDepots.get(state.depots);
  if (!byMap) byDepots.set(state.depots, (byMap = new WeakMap()));
  let byArea = byMap.get(map);
  if (!byArea) byMap.set(map, (byArea = new Map()));
  let best = byArea.get(area);
  if (best === undefined) {
    const near = new Set<AreaId>([area, ...map.edges(area).map((e) => e.to)]);
    best = Math.min(...state.depots.filter((d) => near.has(d.area) && depths.has(d.id)).map((d) => depths.get(d.id)!));
    byArea.set(area, best);
  }
  return best;
}
const nearestCache = new WeakMap<ReadonlyMap<string, number>, WeakMap<readonly Depot[], WeakMap<LandMap, Map<AreaId, number>>>>();

const corpsAt = (state: GameState, counter: string) => corpsByCounter(state, counter);

/**
 * The first garrison of a nationality at an area and place (city id or 'depot'), as a search of the
 * list finds it; performance (issue 20: asked for every garrison order of every listing): among the
 * area's garrisons only (`garrisonsByArea`, in state order). Leaders are found by `firstById`.
 */
function garrisonAt(state: GameState, area: string, nationality: string, place: string): Garrison | undefined {
  return garrisonsByArea(state)
    .get(area as AreaId)
    ?.find((g) => g.nationality === nationality && (g.place.kind === 'city' ? g.place.city : 'depot') === place);
}
const areaOfCorps = (c: Corps): AreaId | null => (c.location.kind === 'area' ? c.location.area : null);

export function reinforcementVerdict(state: GameState, map: LandMap, power: MajorPower, order: ReinforcementOrder): Verdict {
  const pool = poolOf(state, power);
  switch (order.kind) {
    case 'end':
      return LEGAL;
    case 'corps': {
      const entry = pool[order.pool];
      const spec = entry?.corps[order.n];
      if (!entry || !spec) return illegal('noSuchCounter', '5.2.1', 'no such corps among the reinforcements');
      // 5.2.1.1 a scenario's new corps appears in the area the scenario names, unless enemy corps
      // stand there or an enemy controls it (then it is lost with its factors when the step ends)
      if (entry.area === null) return illegal('depotPlacement', '5.2.1.1', 'the scenario names no area for these reinforcements');
      if (unbesiegedEnemyCorps(state, power, entry.area).length > 0) return illegal('depotPlacement', '5.2.1.1', 'enemy corps stand in the area');
      const holder = territoryOf(state, map, entry.area);
      if (holder !== null && holder !== power && atWar(state, power, holder)) return illegal('depotPlacement', '5.2.1.1', 'an enemy controls the area');
      // 5.2.4.1 a counter off the map comes back when a scenario names it as a reinforcement; one still on the map does not come twice
      const id = scenarioCorpsId(entry.nationality, spec);
      if (id !== null && state.corps.some((c) => c.id === id && c.location.kind !== 'offMap')) return illegal('noSuchCounter', '5.2.4.1', `${spec.name} is on the map already`);
      if (firstFactor(entry, spec.type) === null) return illegal('capacity', '5.2.1', 'a corps needs at least one factor and none are left');
      const lwNew = firstFactor(entry, spec.type) === 'militia' ? militiaBarred(state, map, { nationality: entry.nationality, type: spec.type }, entry.area) : null; // v2.71 12.11.1 hook
      if (lwNew) return lwNew;
      return LEGAL;
    }
    case 'factor': {
      const entry = pool[order.pool];
      if (!entry || (entry.factors[order.factor] ?? 0) < 1) return illegal('capacity', '5.2.2', `no ${order.factor} factor left to place`);
      const c = corpsAt(state, order.counter);
      if (!c || c.nationality !== entry.nationality) return illegal('noSuchCounter', '5.2.2', 'no corps of this nationality');
      const lw = order.factor === 'militia' ? militiaBarred(state, map, c, areaOfCorps(c)) : null; // v2.71 12.11.1 (option) hook
      if (lw) return lw;
      if (campaignPlacement(state, entry)) {
        if (isCorpsBesieged(state, c)) return illegal('besieged', '5.2.2.2', 'besieged corps receive no reinforcements');
        const where = campaignCorpsVerdict(state, map, power, c, order.factor, entry.exchanged === true);
        if (!where.ok) return where;
        const room = cityRoomFor(state, map, c);
        return room.ok ? fitsCorps(map, c, order.factor, state.options.rules, state) : room;
      }
      // 5.2.2.1 a scenario's factors join unbesieged corps with room in the area it names (or its garrisons, below)
      if (entry.area === null || areaOfCorps(c) !== entry.area) return illegal('depotPlacement', '5.2.2.1', 'the corps is not where the reinforcements arrive');
      if (isCorpsBesieged(state, c)) return illegal('besieged', '5.2.2.1', 'besieged corps receive no reinforcements');
      const room = cityRoomFor(state, map, c);
      return room.ok ? fitsCorps(map, c, order.factor, state.options.rules, state) : room;
    }
    case 'garrison': {
      const entry = pool[order.pool];
      if (detachedAs(order.factor) === null) return illegal('capacity', '7.3.3', `${order.factor} factors may not garrison`);
      if (!entry || (entry.factors[order.factor] ?? 0) < 1) return illegal('capacity', '5.2.2', `no ${order.factor} factor left to place`);
      // 5.2.2.2.2 campaign garrisons: any city inside the home borders
      const area = garrisonArea(state, map, entry, order.city);
      if (area === null) return illegal('depotPlacement', '5.2.2', campaignPlacement(state, entry) ? `${order.city} is not a city inside the home borders` : 'the scenario names no area for these reinforcements');
      const city = map.area(area)?.cities.find((x) => x.id === order.city);
      if (!city) return illegal('depotPlacement', '5.2.2', `${order.city} is not in area ${area}`);
      const holder = cityHolder(state, area, order.city, map);
      if ((holder !== null && holder !== power) || isCityBesieged(state, area, order.city, map)) return illegal('cityClosed', '5.2.2', `${order.city} is not an unbesieged city of this power`);
      if (factorsInCity(state, area, order.city) >= FACTORS_PER_SPIRE * city.spires) return illegal('capacity', '7.3.3', `${order.city} is full`);
      return LEGAL;
    }
    case 'transfer': {
      const a = corpsAt(state, order.from);
      const b = corpsAt(state, order.to);
      if (!a || !b || a === b || controllerOf(state, a.nationality) !== power || b.nationality !== a.nationality) {
        return illegal('noSuchCounter', '5.2.3', 'transfers are between two corps of one nationality');
      }
      if (areaOfCorps(a) === null || areaOfCorps(a) !== areaOfCorps(b)) return illegal('notAdjacent', '5.2.3', 'the corps are not in the same area');
      if ((a.factors[order.factor] ?? 0) < 1) return illegal('capacity', '5.2.3', `no ${order.factor} factor to transfer`);
      const may = exchangeVerdict(state, a, b, order.factor);
      if (!may.ok) return may;
      const lwTo = order.factor === 'militia' ? militiaBarred(state, map, b, areaOfCorps(b)) : null; // v2.71 12.11.1 (option) hook
      if (lwTo) return lwTo;
      if (totalFactors(a.factors) <= 1) return illegal('cannotDetach', '5.2.3', 'a transfer may not empty a corps here (5.2.4 removal not built)');
      const room = cityRoomFor(state, map, b, a);
      return room.ok ? fitsCorps(map, b, order.factor, state.options.rules, state) : room;
    }
    case 'leader': {
      const l = firstById(state.leaders, order.leader);
      if (!l || l.owner !== power || l.location.kind !== 'pool') return illegal('noSuchCounter', '5.3', 'no such leader of this power off the map');
      if ((state.turn.retiredLeaders ?? []).includes(l.id)) return illegal('noSuchCounter', '10.6.2', 'a leader retired this turn returns in a later Reinforcement Step');
      const c = corpsAt(state, order.counter);
      // B.4 a lent corps takes leaders of the power it is lent to, not of its owner
      if (!c || operatorOf(state, c) !== power || c.location.kind !== 'area') return illegal('noSuchCounter', '5.3', 'leaders join a corps of their power on the map');
      // 10.6.2 a leader comes back to the map with an unbesieged corps
      if (isCorpsBesieged(state, c)) return illegal('besieged', '10.6.2', 'leaders join only a corps that is not besieged');
      return LEGAL;
    }
    case 'disband': {
      const c = corpsAt(state, order.counter);
      if (!c || controllerOf(state, c.nationality) !== power || c.location.kind === 'offMap') return illegal('noSuchCounter', '5.2.4', 'no corps of this power on the map');
      if (lentTo(state, c) !== null) return illegal('illegalOption', 'B.4', 'a corps on loan is not disbanded while the loan lasts');
      return LEGAL;
    }
    case 'disbandGarrison': {
      const g = garrisonAt(state, order.area, order.nationality, order.place);
      if (!g || controllerOf(state, g.nationality) !== power) return illegal('noSuchCounter', '5.2.4', 'no garrison of this power there');
      return LEGAL;
    }
    case 'retire': {
      const l = firstById(state.leaders, order.leader);
      if (!l || l.owner !== power || l.location.kind !== 'corps') return illegal('noSuchCounter', '10.6.2', 'no leader of this power with a corps');
      const c = corpsAt(state, l.location.counter);
      // 10.6.2 / 5.3 a besieged city holds its leaders; a besieged port only while it is blockaded as well
      const city = c?.location.kind === 'area' ? c.location.city : undefined;
      if (c && city !== undefined && isCorpsBesieged(state, c) && (!(map.ports ?? []).some((p) => p.city === city) || isBlockaded(state, power, city))) return illegal('besieged', '10.6.2', 'a leader in a besieged city (a port only if blockaded too) may not retire');
      return LEGAL;
    }
  }
}

/** 5.2.2.2.2 the cities inside a nationality's home borders, with their areas. */
/** The map's home cities by nationality, found once per map (they depend on the map alone). */
const homeCitiesMemo = new WeakMap<LandMap, Map<string, readonly { area: AreaId; city: CityId }[]>>();
function homeCities(map: LandMap, nationality: string): readonly { area: AreaId; city: CityId }[] {
  let byNation = homeCitiesMemo.get(map);
  if (!byNation) homeCitiesMemo.set(map, (byNation = new Map()));
  let found = byNation.get(nationality);
  if (!found) {
    found = (map.landAreas ?? []).filter((a) => insideHome(map, nationality, a)).flatMap((a) => (map.area(a)?.cities ?? []).map((c) => ({ area: a, city: c.id })));
    byNation.set(nationality, found);
  }
  return found;
}

/** 11.8.2.6 (hook of the comb branch) the home cities with provinces turned home: added to the new home nation's, taken from the printed one's. */
function homeCitiesNow(state: GameState, map: LandMap, nationality: string): readonly { area: AreaId; city: CityId }[] {
  const printed = homeCities(map, nationality);
  if (!state.combinations?.turnedHome?.length) return printed;
  const kept = printed.filter((c) => turnedHomeTo(state, map.area(c.area)?.province) === null || insideHomeNow(state, map, nationality, c.area));
  const added = (map.landAreas ?? []).filter((a) => !insideHome(map, nationality, a) && map.area(a)?.minor === null && insideHomeNow(state, map, nationality, a));
  return [...kept, ...added.flatMap((a) => (map.area(a)?.cities ?? []).map((c) => ({ area: a, city: c.id })))];
}

/** 5.2.1.2 the home cities of a nationality now (a free state's own cities), ceded provinces left out. */
export const homeCitiesOf = (state: GameState, map: LandMap, nationality: string): readonly { area: AreaId; city: CityId }[] =>
  homeCitiesNow(state, map, nationality).filter((c) => insideHomeNow(state, map, nationality, c.area));

/**
 * 5.2.2.2.2 the cities a campaign garrison factor may go to: inside the home borders, and with
 * a section 11 combination the lands its rule opens to that nationality (garrisonLands: 11.1.2,
 * 11.2.2, 11.3.2.3, 11.4.2, 11.5.2.3, v2.71 11.5.2.2, 11.6.2).
 */
function garrisonCities(state: GameState, map: LandMap, nationality: string): readonly { area: AreaId; city: CityId }[] {
  const home = homeCitiesNow(state, map, nationality);
  const lands = state.combinations ? garrisonLands(state, nationality) : null;
  if (!lands) return home;
  const extra = (map.landAreas ?? []).filter((a) => {
    const f = map.area(a);
    return f !== undefined && !home.some((h) => h.area === a) && ((f.minor !== null && lands.minors.includes(f.minor)) || (f.province != null && lands.provinces.includes(f.province)));
  });
  return [...home, ...extra.flatMap((a) => (map.area(a)?.cities ?? []).map((c) => ({ area: a, city: c.id })))];
}

/** The area of the city a garrison reinforcement goes to: the scenario's area, or in campaigns the city's own inside the home borders (5.2.2.2.2). */
export function garrisonArea(state: GameState, map: LandMap, entry: PooledReinforcement, city: CityId): AreaId | null {
  return campaignPlacement(state, entry) ? (garrisonAreas(state, map, entry.nationality).get(city) ?? null) : entry.area;
}
/**
 * Each garrison city's area (the first listed, as a search of garrisonCities finds it).
 * Performance (issue 20): worked out once per state and nationality, not once per order.
 */
const garrisonAreas = (state: GameState, map: LandMap, nationality: string): ReadonlyMap<CityId, AreaId> =>
  memo(garrisonAreasMemo, map, state, nationality, () => {
    const out = new Map<CityId, AreaId>();
    for (const c of garrisonCities(state, map, nationality)) if (!out.has(c.city)) out.set(c.city, c.area);
    return out;
  });
const garrisonAreasMemo = memoCache<ReadonlyMap<CityId, AreaId>>();

function candidateOrders(state: GameState, map: LandMap, power: MajorPower): ReinforcementOrder[] {
  const out: ReinforcementOrder[] = [];
  const pool = poolOf(state, power);
  const own = state.corps.filter((c) => c.location.kind === 'area' && controllerOf(state, c.nationality) === power);
  // 5.2.2.2.1 exchanged prisoners may also refill feudal and insurrection corps waiting off the map
  const offMapLevy = state.corps.filter((c) => c.location.kind === 'offMap' && isLevyCorps(c) && controllerOf(state, c.nationality) === power);
  pool.forEach((entry, i) => {
    entry.corps.forEach((_, n) => out.push({ kind: 'corps', pool: i, n }));
    for (const t of FACTOR_TYPES) {
      if ((entry.factors[t] ?? 0) < 1) continue;
      const campaign = campaignPlacement(state, entry);
      for (const c of campaign && entry.exchanged ? [...own, ...offMapLevy] : own) {
        if (c.nationality === entry.nationality && (campaign || (entry.area !== null && areaOfCorps(c) === entry.area))) out.push({ kind: 'factor', pool: i, factor: t, counter: c.counter });
      }
      if (detachedAs(t) === null) continue;
      if (campaign) for (const h of garrisonCities(state, map, entry.nationality)) out.push({ kind: 'garrison', pool: i, factor: t, city: h.city });
      else if (entry.area !== null) for (const city of map.area(entry.area)?.cities ?? []) out.push({ kind: 'garrison', pool: i, factor: t, city: city.id });
    }
  });
  for (const a of own) {
    for (const b of own) {
      if (a === b || a.nationality !== b.nationality || areaOfCorps(a) !== areaOfCorps(b)) continue;
      for (const t of FACTOR_TYPES) if ((a.factors[t] ?? 0) > 0) out.push({ kind: 'transfer', from: a.counter, factor: t, to: b.counter });
    }
  }
  for (const c of own) out.push({ kind: 'disband', counter: c.counter });
  for (const g of state.garrisons) {
    if (controllerOf(state, g.nationality) === power) out.push({ kind: 'disbandGarrison', area: g.area, place: g.place.kind === 'city' ? g.place.city : 'depot', nationality: g.nationality });
  }
  for (const l of state.leaders) {
    if (l.owner !== power) continue;
    if (l.location.kind === 'pool') for (const c of own) out.push({ kind: 'leader', leader: l.id, counter: c.counter });
    if (l.location.kind === 'corps') out.push({ kind: 'retire', leader: l.id });
  }
  return out;
}

export function formatReinforcementOrder(o: ReinforcementOrder): string {
  switch (o.kind) {
    case 'end':
      return 'end';
    case 'corps':
      return `corps:${o.pool}:${o.n}`;
    case 'factor':
      return `factor:${o.pool}:${o.factor}:${o.counter}`;
    case 'garrison':
      return `garrison:${o.pool}:${o.factor}:${o.city}`;
    case 'transfer':
      return `transfer:${o.from}:${o.factor}:${o.to}`;
    case 'leader':
      return `leader:${o.leader}:${o.counter}`;
    case 'retire':
      return `retire:${o.leader}`;
    case 'disband':
      return `disband:${o.counter}`;
    case 'disbandGarrison':
      return `disband:${o.area}:${o.place}:${o.nationality}`;
  }
}

/**
 * Words for an order, naming counters by their public handle (the owner's UI shows their
 * names) and areas by number, as the movement step's labels do.
 */
export function reinforcementOrderLabel(o: ReinforcementOrder): string {
  switch (o.kind) {
    case 'end':
      return 'End army reinforcement (unplaced reinforcements are lost)';
    case 'corps':
      return `Place new corps ${o.n + 1} of reinforcement ${o.pool + 1}`; // 5.2.1
    case 'factor':
      return `Add 1 ${o.factor} of reinforcement ${o.pool + 1} to ${o.counter}`; // 5.2.2
    case 'garrison':
      return `Add 1 ${o.factor} of reinforcement ${o.pool + 1} to the garrison of ${o.city}`;
    case 'transfer':
      return `Transfer 1 ${o.factor} from ${o.from} to ${o.to}`; // 5.2.3
    case 'leader':
      return `Place leader ${o.leader} with ${o.counter}`; // 5.3
    case 'retire':
      return `Retire leader ${o.leader}`;
    case 'disband':
      return `Demobilise ${o.counter}`; // 5.2.4
    case 'disbandGarrison':
      return `Demobilise the ${o.nationality} garrison ${o.place === 'depot' ? 'on the depot' : `of ${o.place}`} in ${o.area}`;
  }
}

/** Every order of the step with its verdict, "end" first. */
export function reinforcementOptions(state: GameState, map: LandMap, power: MajorPower): DecisionOption[] {
  const out: DecisionOption[] = [{ value: 'end', label: reinforcementOrderLabel({ kind: 'end' }), verdict: LEGAL }];
  for (const o of candidateOrders(state, map, power)) {
    out.push({ value: formatReinforcementOrder(o), label: reinforcementOrderLabel(o), verdict: reinforcementVerdict(state, map, power, o) });
  }
  return out;
}

// ---- issue 15: the placement panel's orders (5.2.2) ----------------------------------------------
//   fill:<pool>:<counter>             as many factors of pool entry <pool> into the corps as 5.2.2 allows, in one order
//   unplace:<pool>:<type>:<counter>   a factor placed this step from entry <pool> goes back to it (before the step ends)

export type PlacementOrder =
  | { readonly kind: 'fill'; readonly pool: number; readonly counter: string }
  | { readonly kind: 'unplace'; readonly pool: number; readonly factor: FactorType; readonly counter: string };

export function parsePlacementOrder(value: string): PlacementOrder | null {
  const [kind, a, b, c] = value.split(':');
  const n = Number(a);
  if (!Number.isInteger(n) || n < 0) return null;
  if (kind === 'fill') return b && c === undefined ? { kind, pool: n, counter: b } : null;
  if (kind === 'unplace') return isFactor(b) && c ? { kind, pool: n, factor: b, counter: c } : null;
  return null;
}

export const formatPlacementOrder = (o: PlacementOrder): string => (o.kind === 'fill' ? `fill:${o.pool}:${o.counter}` : `unplace:${o.pool}:${o.factor}:${o.counter}`);

/**
 * The order a fill order places factors in: each type's own box first (guard, cavalry,
 * artillery), then the infantry box with regular infantry before militia (2.4.2.1: the two
 * share it), feudal factors last.
 */
export const FILL_ORDER: readonly FactorType[] = ['guard', 'cavalry', 'artillery', 'infantry', 'militia', 'feudalInfantry', 'feudalCavalry'];

/** The state with one more factor of `type` moved from the power's pool entry into the corps (for planning a fill). */
function withPlaced(state: GameState, power: MajorPower, pool: number, counter: string, type: FactorType): GameState {
  const entry = poolOf(state, power)[pool]!;
  const turn = state.turn;
  return {
    ...state,
    corps: state.corps.map((c) => (c.counter === counter ? { ...c, factors: { ...c.factors, [type]: (c.factors[type] ?? 0) + 1 } } : c)),
    turn: { ...turn, reinforcementPool: (turn.reinforcementPool ?? []).map((e) => (e === entry ? { ...e, factors: { ...e.factors, [type]: (e.factors[type] ?? 0) - 1 } } : e)) },
  };
}

/**
 * 5.2.2 / 2.4.2.1 the factors a fill order places, in order: one factor at a time, always of the
 * first type in FILL_ORDER that the rules let into the corps after the ones before (pool left,
 * the corps' boxes, the city's room, the campaign's chain of depots).
 */
export function fillPlan(state: GameState, map: LandMap, power: MajorPower, pool: number, counter: string): FactorType[] {
  const plan: FactorType[] = [];
  let s = state;
  const entry = poolOf(state, power)[pool];
  const most = entry ? totalFactors(entry.factors) : 0;
  while (plan.length < most) {
    const t = FILL_ORDER.find((type) => reinforcementVerdict(s, map, power, { kind: 'factor', pool, factor: type, counter }).ok);
    if (t === undefined) break;
    plan.push(t);
    s = withPlaced(s, power, pool, counter, t);
  }
  return plan;
}

/** Whether the fill order may be given: at least one factor of the entry goes into the corps now (else why not, 5.2.2). */
function fillVerdict(state: GameState, map: LandMap, power: MajorPower, pool: number, counter: string): Verdict {
  const entry = poolOf(state, power)[pool];
  if (!entry || totalFactors(entry.factors) === 0) return illegal('capacity', '5.2.2', 'no factor of this reinforcement is left to place');
  let first: Verdict | null = null;
  for (const t of FILL_ORDER) {
    if ((entry.factors[t] ?? 0) < 1) continue;
    const v = reinforcementVerdict(state, map, power, { kind: 'factor', pool, factor: t, counter });
    if (v.ok) return LEGAL;
    first ??= v;
  }
  return first ?? illegal('capacity', '5.2.2', 'no factor of this reinforcement is left to place');
}

/**
 * 5.2.2 a factor placed into a corps in this step goes back to its pool entry while the step
 * lasts (placements are final when the step ends); never the corps' last factor (5.2.1: a
 * corps on the map holds at least one).
 */
function unplaceVerdict(state: GameState, power: MajorPower, o: Extract<PlacementOrder, { kind: 'unplace' }>): Verdict {
  const placed = (state.turn.reinforcementPlaced ?? []).some((p) => p.power === power && p.pool === o.pool && p.counter === o.counter && p.factor === o.factor);
  if (!placed) return illegal('noSuchCounter', '5.2.2', `no ${o.factor} factor of this reinforcement was placed into that corps this step`);
  const c = corpsAt(state, o.counter);
  if (!c || (c.factors[o.factor] ?? 0) < 1) return illegal('capacity', '5.2.2', `the corps holds no ${o.factor} factor to take back`);
  if (totalFactors(c.factors) <= 1) return illegal('capacity', '5.2.1', 'a corps on the map keeps at least one factor');
  return LEGAL;
}

export function placementVerdict(state: GameState, map: LandMap, power: MajorPower, o: PlacementOrder): Verdict {
  return o.kind === 'fill' ? fillVerdict(state, map, power, o.pool, o.counter) : unplaceVerdict(state, power, o);
}

const placementLabel = (o: PlacementOrder): string =>
  o.kind === 'fill' ? `Fill ${o.counter} from reinforcement ${o.pool + 1} (as many factors as it takes)` : `Take back 1 ${o.factor} of reinforcement ${o.pool + 1} from ${o.counter}`;

/**
 * The placement panel's orders, listed after the step's others: a fill order for every corps
 * a pool entry could reinforce (5.2.2), and a take-back for every factor placed this step.
 */
export function placementOptions(state: GameState, map: LandMap, power: MajorPower): DecisionOption[] {
  const orders: PlacementOrder[] = [];
  const own = state.corps.filter((c) => c.location.kind === 'area' && controllerOf(state, c.nationality) === power);
  poolOf(state, power).forEach((entry, i) => {
    const campaign = campaignPlacement(state, entry);
    for (const c of own) {
      if (c.nationality === entry.nationality && (campaign || (entry.area !== null && areaOfCorps(c) === entry.area))) orders.push({ kind: 'fill', pool: i, counter: c.counter });
    }
  });
  const seen = new Set<string>();
  for (const p of state.turn.reinforcementPlaced ?? []) {
    if (p.power !== power) continue;
    const o: PlacementOrder = { kind: 'unplace', pool: p.pool, factor: p.factor, counter: p.counter };
    const value = formatPlacementOrder(o);
    if (seen.has(value)) continue;
    seen.add(value);
    orders.push(o);
  }
  return orders.map((o) => ({ value: formatPlacementOrder(o), label: placementLabel(o), verdict: placementVerdict(state, map, power, o) }));
}
