// 7.3 The orders a power may give in its Land Movement Step, each an option value:
//   end                               end the step
//   move:<counter>:<area>             enter an adjacent area (out of an unbesieged city too, 7.3.4)
//   march:<counter>                   force march: +1 movement point, must forage at +1 (7.3.1)
//   in:<counter>:<city> / out:<counter>  go inside a city of the area / come out (7.3.3-7.3.4)
//   detach:<counter>:<type>:<city|depot> / absorb:<counter>:<type>:<city|depot>  one factor (7.3.3)
//   raze:<counter> / seize:<counter>  destroy or convert an ungarrisoned enemy depot in its area (7.3.6.1)
//   standDown:<counter>               a feudal or insurrection corps leaves the map (10.1.3.2, 10.1.4.2)
//   return:<counter>:<area>           an off-map feudal corps comes back in its home province (10.1.3.3)
//   land:<counter>:<area>[:<city>]    a corps aboard a fleet disembarks (7.3.5)
//   overrun:<counter>                 12.3.9.2 (option) try to sweep the enemy from the area just entered
//   nosiege:<area> / besiege:<area>   its corps there stand outside the enemy city without besieging it, or besiege it again (7.3.7.1)
//   garrison:<counter>:<city|depot>   an irregular counter joins the garrison there (7.3.3.3.1)
//   leave:<area>:<nationality>:<kind>:<city|depot>  one irregular factor leaves a garrison as a counter (7.3.3.3.1)
import { LEGAL, FACTOR_TYPES, IRREGULAR_KINDS, controllerOf, illegal, slug, operatorOf } from '../../../model';
import { placeDepotVerdict } from '../depots';
import { cityHolder, declinesSiege, fieldCorps, forcibleAccessOwner, isCorpsBesieged, isEnemy, isFriendly, territoryOf, unbesiegedEnemyCorps } from './facts';
import type { AreaId, CityId, Corps, CounterId, Depot, DecisionOption, FactorType, GameState, IrregularGarrisonType, LandMap, MajorPower, Nationality, Verdict } from '../../../model';
import { absorbVerdict, detachVerdict, detachedAs, enterCityVerdict, irregularGarrisonVerdict, irregularLeaveVerdict, leaveCityVerdict, parsePlace, placeKey } from './garrisons';
import type { GarrisonPlace } from './garrisons';
import { forceMarchVerdict, moveContext, moveRecord, moveVerdict, moverOf, moversOf } from './movement';
import type { MoveContext, Mover } from './movement';
import { moverReuse } from './reuse';
import { besiegedPortsFor, corpsAboard, disembarkVerdict, landingAreas } from './disembark';
import { overrunVerdict } from '../combat/overrun';
import { memo, memoCache } from '../../memo';

export type MovementOrder =
  | { readonly kind: 'end' }
  | { readonly kind: 'move'; readonly counter: CounterId; readonly to: string }
  | { readonly kind: 'march'; readonly counter: CounterId }
  | { readonly kind: 'in'; readonly counter: CounterId; readonly city: CityId }
  | { readonly kind: 'out'; readonly counter: CounterId }
  | { readonly kind: 'raze' | 'seize'; readonly counter: CounterId }
  | { readonly kind: 'standDown' | 'overrun'; readonly counter: CounterId }
  | { readonly kind: 'return'; readonly counter: CounterId; readonly area: AreaId }
  | { readonly kind: 'land'; readonly counter: CounterId; readonly area: AreaId; readonly city?: CityId }
  | { readonly kind: 'besiege'; readonly area: AreaId }
  | { readonly kind: 'nosiege'; readonly area: AreaId }
  | { readonly kind: 'detach' | 'absorb'; readonly counter: CounterId; readonly factor: FactorType; readonly place: GarrisonPlace }
  | { readonly kind: 'garrison'; readonly counter: CounterId; readonly place: GarrisonPlace }
  | { readonly kind: 'leave'; readonly area: AreaId; readonly nationality: Nationality; readonly factor: IrregularGarrisonType; readonly place: GarrisonPlace };

export function parseMovementOrder(value: string): MovementOrder | null {
  // performance (issue 20): the bot and the step parse the same option values over and over;
  // an order is immutable, so one parsed object serves every caller
  let o = parsed.get(value);
  if (o === undefined) {
    if (parsed.size >= 20_000) parsed.clear();
    parsed.set(value, (o = parseOrder(value)));
  }
  return o;
}
const parsed = new Map<string, MovementOrder | null>();

function parseOrder(value: string): MovementOrder | null {
  const [kind, counter, a, b, e] = value.split(':');
  const c = counter as CounterId;
  switch (kind) {
    case 'end':
      return counter === undefined ? { kind: 'end' } : null;
    case 'move':
      return counter && a ? { kind: 'move', counter: c, to: a } : null;
    case 'march':
      return counter ? { kind: 'march', counter: c } : null;
    case 'in':
      return counter && a ? { kind: 'in', counter: c, city: a as CityId } : null;
    case 'out':
      return counter ? { kind: 'out', counter: c } : null;
    case 'raze':
    case 'seize':
    case 'standDown':
    case 'overrun':
      return counter && a === undefined ? { kind, counter: c } : null;
    case 'return':
      return counter && a ? { kind, counter: c, area: a as AreaId } : null;
    case 'land':
      return counter && a ? (b ? { kind, counter: c, area: a as AreaId, city: b as CityId } : { kind, counter: c, area: a as AreaId }) : null;
    case 'besiege':
    case 'nosiege':
      return counter && a === undefined ? { kind, area: counter as string as AreaId } : null;
    case 'detach':
    case 'absorb':
      return counter && a && b && (FACTOR_TYPES as readonly string[]).includes(a) ? { kind, counter: c, factor: a as FactorType, place: parsePlace(b) } : null;
    case 'garrison':
      return counter && a && b === undefined ? { kind, counter: c, place: parsePlace(a) } : null;
    case 'leave':
      return counter && a && b && e && (IRREGULAR_KINDS as readonly string[]).includes(b)
        ? { kind, area: counter as string as AreaId, nationality: a as Nationality, factor: b as IrregularGarrisonType, place: parsePlace(e) }
        : null;
    default:
      return null;
  }
}

export function formatMovementOrder(o: MovementOrder): string {
  switch (o.kind) {
    case 'end':
      return 'end';
    case 'move':
      return `move:${o.counter}:${o.to}`;
    case 'march':
    case 'out':
    case 'raze':
    case 'seize':
    case 'standDown':
    case 'overrun':
      return `${o.kind}:${o.counter}`;
    case 'return':
      return `return:${o.counter}:${o.area}`;
    case 'land':
      return o.city === undefined ? `land:${o.counter}:${o.area}` : `land:${o.counter}:${o.area}:${o.city}`;
    case 'in':
      return `in:${o.counter}:${o.city}`;
    case 'besiege':
    case 'nosiege':
      return `${o.kind}:${o.area}`;
    case 'detach':
    case 'absorb':
      return `${o.kind}:${o.counter}:${o.factor}:${placeKey(o.place)}`;
    case 'garrison':
      return `garrison:${o.counter}:${placeKey(o.place)}`;
    case 'leave':
      return `leave:${o.area}:${o.nationality}:${o.factor}:${placeKey(o.place)}`;
  }
}

/** The verdict of one order for `power` now. */
export function movementOrderVerdict(state: GameState, map: LandMap, power: MajorPower, order: MovementOrder, ctx?: MoveContext): Verdict {
  // 7.3.2.4 no counter has to move or spend all its points: ending the step is always open
  if (order.kind === 'end') return LEGAL;
  if (order.kind === 'return') return returnVerdict(state, map, power, order.counter, order.area);
  if (order.kind === 'besiege' || order.kind === 'nosiege') return siegeChoiceVerdict(state, map, power, order.area, order.kind === 'besiege');
  if (order.kind === 'leave') return irregularLeaveVerdict(state, map, power, order.area, order.nationality, order.factor, order.place);
  if (order.kind === 'land') {
    const corps = state.corps.find((c) => c.counter === order.counter);
    return corps ? disembarkVerdict(state, map, power, corps, order.area, order.city) : illegal('noSuchCounter', '7.3.5', `no corps ${order.counter}`);
  }
  const mover = moverOf(state, order.counter);
  // a mover of this power's sequence, as moversOf lists them (7.1.1)
  if (!mover || operatorOf(state, mover.corps ?? mover) !== power) return illegal('noSuchCounter', '7.3', `no counter ${order.counter} of this power on the map`);
  return moverOrderVerdict(state, map, power, mover, order, ctx);
}

/** The verdict of an order of `mover`, a counter of `power`'s sequence (moversOf) on the map. */
function moverOrderVerdict(state: GameState, map: LandMap, power: MajorPower, mover: Mover, order: MovementOrder, ctx?: MoveContext): Verdict {
  switch (order.kind) {
    case 'move': {
      const edge = map.edges(mover.area).find((e) => e.to === order.to);
      if (!edge) return illegal('notAdjacent', '7.3.1', `${order.to} is not next to ${mover.area}`);
      return moveVerdict(state, map, power, mover, edge, ctx).verdict;
    }
    case 'march':
      return forceMarchVerdict(state, mover, moveRecord(state, mover));
    case 'in':
      return mover.corps ? enterCityVerdict(state, map, mover.corps, order.city) : illegal('cityClosed', '7.3.3', 'only corps go inside cities here');
    case 'out':
      return mover.corps ? leaveCityVerdict(state, mover.corps) : illegal('cityClosed', '7.3.4', 'not a corps');
    case 'raze':
    case 'seize':
      return enemyDepotVerdict(state, map, power, mover, order.kind);
    case 'standDown':
      if (!mover.corps || (mover.corps.type !== 'feudal' && mover.corps.type !== 'insurrection')) return illegal('noSuchCounter', '10.1.3.2', 'only feudal and insurrection corps stand down');
      return isCorpsBesieged(state, mover.corps) ? illegal('besieged', mover.corps.type === 'feudal' ? '10.1.3.2' : '10.1.4.2', 'a besieged corps may not stand down') : LEGAL;
    case 'overrun':
      return overrunVerdict(state, power, order.counter, state.turn.land?.moves.find((m) => m.counter === order.counter));
    case 'detach':
      return mover.corps ? detachVerdict(state, map, mover.corps, order.factor, order.place) : illegal('cannotDetach', '7.3.3', 'not a corps');
    case 'absorb':
      // 7.3.3.3 garrisons are infantry and militia factors: nothing else to absorb
      if (order.factor !== 'infantry' && order.factor !== 'militia') return illegal('cannotDetach', '7.3.3', 'garrisons hold infantry and militia only');
      return mover.corps ? absorbVerdict(state, map, mover.corps, order.factor, order.place) : illegal('cannotDetach', '7.3.3', 'not a corps');
    case 'garrison': {
      // 7.3.3.3.1 irregular counters join garrisons whole; corps detach factor by factor instead
      const irr = mover.corps ? undefined : state.irregulars.find((i) => i.counter === mover.counter);
      return irr ? irregularGarrisonVerdict(state, map, power, irr, order.place) : illegal('cannotDetach', '7.3.3.3.1', 'only cossack, freikorps and guerilla counters join a garrison whole');
    }
    default:
      return movementOrderVerdict(state, map, power, order, ctx);
  }
}

/** 7.3.6 / 7.3.6.1 the ungarrisoned enemy depot in the mover's area, if any (garrisoned ones: 7.3.6.2). */
export function enemyDepotHere(state: GameState, power: MajorPower, area: string): Depot | undefined {
  return state.depots.find(
    (d) => d.area === area && d.fleet === undefined && d.owner !== power && isEnemy(state, power, d.owner) &&
      !state.garrisons.some((g) => g.area === area && g.place.kind === 'depot' && controllerOf(state, g.nationality) === d.owner),
  );
}

/**
 * 7.3.6.1 a counter in an area with an ungarrisoned enemy depot may destroy it, or convert it
 * to its own when the depot would then be a supply source or extend a valid chain (7.2.3).
 */
function enemyDepotVerdict(state: GameState, map: LandMap, power: MajorPower, mover: Mover, kind: 'raze' | 'seize'): Verdict {
  const depot = enemyDepotHere(state, power, mover.area);
  if (!depot) return illegal('depotPlacement', '7.3.6.1', 'no ungarrisoned enemy depot here');
  if (kind === 'raze') return LEGAL;
  const without = { ...state, depots: state.depots.filter((d) => d !== depot) };
  // money does not matter: conversion is free
  const rich = { ...without, powers: { ...without.powers, [power]: { ...without.powers[power], money: Math.max(1, without.powers[power].money) } } };
  const v = placeDepotVerdict(rich, map, power, mover.area as AreaId);
  return v.ok ? LEGAL : { ...v, rule: '7.3.6.1', detail: `conversion needs a place a depot could stand: ${v.detail ?? v.code}` };
}

/** 7.3.7.1 areas where `power` has corps in the field beside a city held by an enemy of it (read only). */
export function siegeChoiceAreas(state: GameState, map: LandMap, power: MajorPower): readonly AreaId[] {
  // performance (issue 20): asked for the movement options and again by each siege choice's verdict; remembered per state
  return memo(siegeChoiceMemo, map, state, power, () => findSiegeChoiceAreas(state, map, power));
}
const siegeChoiceMemo = memoCache<readonly AreaId[]>();
function findSiegeChoiceAreas(state: GameState, map: LandMap, power: MajorPower): AreaId[] {
  const areas = new Set<AreaId>();
  for (const c of state.corps) {
    if (c.location.kind !== 'area' || c.location.city !== undefined || operatorOf(state, c) !== power) continue;
    const area = c.location.area;
    if ((map.area(area)?.cities ?? []).some((x) => { const h = cityHolder(state, area, x.id, map); return h !== null && isEnemy(state, power, h); })) areas.add(area);
  }
  return [...areas].sort();
}

/**
 * 7.3.7.1 the owner of corps standing beside an enemy city chooses whether they besiege it.
 * Declining is refused while a friendly power's corps there besiege it: then all besiege.
 */
export function siegeChoiceVerdict(state: GameState, map: LandMap, power: MajorPower, area: AreaId, besiege: boolean): Verdict {
  if (!siegeChoiceAreas(state, map, power).includes(area)) return illegal('noSuchCounter', '7.3.7.1', `no corps of this power stand outside an enemy city in ${area}`);
  if (besiege) return declinesSiege(state, power, area) ? LEGAL : illegal('illegalOption', '7.3.7.1', 'its corps there besiege already');
  if (declinesSiege(state, power, area)) return illegal('illegalOption', '7.3.7.1', 'its corps there do not besiege already');
  const friend = fieldCorps(state, area).find((c) => {
    const p = operatorOf(state, c);
    return p !== null && p !== power && isFriendly(state, power, c) && !declinesSiege(state, p, area);
  });
  return friend ? illegal('illegalOption', '7.3.7.1', 'a friendly power besieges the city there: all friendly corps must besiege') : LEGAL;
}

/** 10.1.3 a feudal corps' home province: the province it is named for. */
export const feudalProvince = (corps: Pick<Corps, 'name'>): string => slug(corps.name);

/** 10.1.3.3 the areas of a province (empty on maps without province facts). */
export const provinceAreas = (map: LandMap, province: string): AreaId[] => (map.landAreas ?? []).filter((a) => map.area(a)?.province === province);

/**
 * 10.1.3.3 / 10.1.3.3.1 an off-map feudal corps returns to an area of its home province in a
 * later Land Movement Step of its power, while no unbesieged enemy corps is in the province and
 * no other major power controls it.
 */
export function returnVerdict(state: GameState, map: LandMap, power: MajorPower, counter: CounterId, area: AreaId): Verdict {
  const corps = state.corps.find((c) => c.counter === counter);
  if (!corps || corps.type !== 'feudal' || corps.location.kind !== 'offMap' || operatorOf(state, corps) !== power) {
    return illegal('noSuchCounter', '10.1.3.3', 'no off-map feudal corps of this power');
  }
  if ((state.turn.land?.stoodDown ?? []).includes(counter)) return illegal('noSuchCounter', '10.1.3.3', 'it stood down this turn: it returns in a later Land Movement Step');
  const areas = provinceAreas(map, feudalProvince(corps));
  if (!areas.includes(area)) return illegal('noAccess', '10.1.3.3.1', `${area} is not in its home province`);
  if (areas.some((a) => territoryOf(state, map, a) !== power)) return illegal('noAccess', '10.1.3.3.1', 'another major power controls its home province');
  if (areas.some((a) => unbesiegedEnemyCorps(state, power, a).length > 0)) return illegal('noAccess', '10.1.3.3.1', 'an unbesieged enemy corps stands in its home province');
  return LEGAL;
}

/** An order with its option value and label (before the forcible-access note movementOptions adds). */
interface OrderEntry {
  readonly order: MovementOrder;
  readonly value: string;
  readonly label: string;
}
const entryOf = (order: MovementOrder): OrderEntry => ({ order, value: formatMovementOrder(order), label: orderLabel(order) });

/**
 * The mover's orders in option order: its moves, then (7.3.6.1) razing or converting an enemy
 * depot in its area, then the corps' own orders.
 */
function ordersFor(state: GameState, map: LandMap, mover: Mover): { readonly moves: readonly OrderEntry[]; readonly depot: readonly OrderEntry[]; readonly rest: readonly OrderEntry[] } {
  const c = mover.counter;
  const depot = depotOrders(state, mover);
  if (!mover.corps) {
    // 7.3.3.3.1 an irregular counter may join a garrison in a city of its area or on a depot there
    const rest: OrderEntry[] = (map.area(mover.area)?.cities ?? []).map((city) => entryOf({ kind: 'garrison', counter: c, place: { kind: 'city', city: city.id } }));
    if (state.depots.some((d) => d.area === mover.area && d.fleet === undefined)) rest.push(entryOf({ kind: 'garrison', counter: c, place: { kind: 'depot' } }));
    return { moves: map.edges(mover.area).map((e) => entryOf({ kind: 'move', counter: c, to: e.to })), depot, rest };
  }
  // performance (issue 20): a corps' other orders read only the corps, the map, the depots, the
  // garrisons and the options; they (and their values and labels) are kept while those are the same objects
  const corps = mover.corps;
  const kept = corpsOrders.get(corps);
  if (kept && kept.map === map && kept.depots === state.depots && kept.garrisons === state.garrisons && kept.options === state.options) {
    return { moves: kept.moves, depot, rest: kept.rest };
  }
  const moves = map.edges(mover.area).map((e) => entryOf({ kind: 'move', counter: c, to: e.to }));
  const out: MovementOrder[] = [];
  out.push({ kind: 'march', counter: c });
  if (corps.type === 'feudal' || corps.type === 'insurrection') out.push({ kind: 'standDown', counter: c });
  if (state.options.rules.overruns) out.push({ kind: 'overrun', counter: c });
  const cities = map.area(mover.area)?.cities ?? [];
  if (mover.city === undefined) for (const city of cities) out.push({ kind: 'in', counter: c, city: city.id });
  else out.push({ kind: 'out', counter: c });
  const places: GarrisonPlace[] = cities.map((x) => ({ kind: 'city', city: x.id }));
  if (state.depots.some((d) => d.area === mover.area && d.fleet === undefined)) places.push({ kind: 'depot' });
  for (const place of places) {
    for (const t of FACTOR_TYPES) if ((corps.factors[t] ?? 0) > 0 && detachedAs(t) !== null) out.push({ kind: 'detach', counter: c, factor: t, place });
    for (const t of ['infantry', 'militia'] as const) {
      if (state.garrisons.some((g) => g.area === mover.area && g.nationality === mover.nationality && placeKey(g.place) === placeKey(place) && (g.factors[t] ?? 0) > 0)) {
        out.push({ kind: 'absorb', counter: c, factor: t, place });
      }
    }
  }
  const rest = out.map(entryOf);
  corpsOrders.set(corps, { map, depots: state.depots, garrisons: state.garrisons, options: state.options, moves, rest });
  return { moves, depot, rest };
}
const NO_ORDERS: readonly OrderEntry[] = [];

const NO_DEPOTS: readonly Depot[] = [];
function landDepotsByArea(depots: readonly Depot[]): ReadonlyMap<string, readonly Depot[]> {
  let idx = depotIndex.get(depots);
  if (!idx) {
    const byArea = new Map<string, Depot[]>();
    for (const d of depots) if (d.fleet === undefined) byArea.set(d.area, [...(byArea.get(d.area) ?? []), d]);
    depotIndex.set(depots, (idx = byArea));
  }
  return idx;
}
const depotIndex = new WeakMap<readonly Depot[], ReadonlyMap<string, readonly Depot[]>>();

/** 7.3.6.1 razing or converting an enemy depot in the mover's area. */
function depotOrders(state: GameState, mover: Mover): readonly OrderEntry[] {
  const power = operatorOf(state, mover.corps ?? mover); // B.4 the borrower moves a lent corps
  // performance (issue 20): the depots on land by area, once per depot list
  return power !== null && (landDepotsByArea(state.depots).get(mover.area) ?? NO_DEPOTS).some((d) => d.owner !== power && isEnemy(state, power, d.owner))
    ? [entryOf({ kind: 'raze', counter: mover.counter }), entryOf({ kind: 'seize', counter: mover.counter })]
    : NO_ORDERS;
}
const corpsOrders = new WeakMap<
  Corps,
  { map: LandMap; depots: GameState['depots']; garrisons: GameState['garrisons']; options: GameState['options']; moves: readonly OrderEntry[]; rest: readonly OrderEntry[] }
>();

function orderLabel(o: MovementOrder): string {
  switch (o.kind) {
    case 'end':
      return 'End land movement';
    case 'move':
      return `${o.counter} to ${o.to}`;
    case 'march':
      return `${o.counter} force marches`;
    case 'in':
      return `${o.counter} into ${o.city}`;
    case 'out':
      return `${o.counter} out of the city`;
    case 'raze':
      return `${o.counter} destroys the enemy depot`;
    case 'seize':
      return `${o.counter} converts the enemy depot`;
    case 'standDown':
      return `${o.counter} stands down (leaves the map)`;
    case 'overrun':
      return `${o.counter} tries to overrun the enemy corps and depot garrisons here (12.3.9)`;
    case 'return':
      return `${o.counter} returns to the map in ${o.area}`;
    case 'land':
      return o.city === undefined ? `${o.counter} disembarks in ${o.area} (its whole allowance)` : `${o.counter} disembarks into ${o.city} in ${o.area}`;
    case 'besiege':
      return `Besiege the enemy city in ${o.area} again with your corps there`;
    case 'nosiege':
      return `Your corps in ${o.area} stand outside the enemy city without besieging it`;
    case 'detach':
      return `${o.counter} detaches 1 ${o.factor} to ${placeKey(o.place)}`;
    case 'absorb':
      return `${o.counter} absorbs 1 ${o.factor} from ${placeKey(o.place)}`;
    case 'garrison':
      return `${o.counter} joins the garrison ${o.place.kind === 'city' ? `of ${o.place.city}` : 'on the depot'}`;
    case 'leave':
      return `1 ${o.factor} leaves the garrison ${o.place.kind === 'city' ? `of ${o.place.city}` : 'on the depot'} in ${o.area} as a counter`;
  }
}

/** 7.3.3.3.1 the irregular factors of `power`'s sequence standing in garrisons: each may leave as a counter. */
function leaveOrders(state: GameState, power: MajorPower): MovementOrder[] {
  const out: MovementOrder[] = [];
  for (const g of state.garrisons) {
    if (controllerOf(state, g.nationality) !== power) continue;
    for (const t of IRREGULAR_KINDS) if ((g.factors[t] ?? 0) > 0) out.push({ kind: 'leave', area: g.area, nationality: g.nationality, factor: t, place: g.place });
  }
  return out;
}

/**
 * Every order of the power's movement step with its verdict; "end" first so the first legal
 * option always ends the step. Labels use public counter handles only (STYLE D).
 */
export function movementOptions(state: GameState, map: LandMap, power: MajorPower): DecisionOption[] {
  return listMovementOptions(state, map, power, true);
}

/** movementOptions without reusing any corps' options from an earlier state (tests compare the two). */
export const freshMovementOptions = (state: GameState, map: LandMap, power: MajorPower): DecisionOption[] => listMovementOptions(state, map, power, false);

function listMovementOptions(state: GameState, map: LandMap, power: MajorPower, reuse: boolean): DecisionOption[] {
  const out: DecisionOption[] = [{ value: 'end', label: orderLabel({ kind: 'end' }), verdict: LEGAL }];
  let context: MoveContext | undefined;
  const ctx = () => (context ??= moveContext(state, power));
  const reused = reuse ? moverReuse(state, map, power) : null;
  for (const mover of moversOf(state, power)) {
    // performance (issue 20): a corps' options are kept while nothing their verdicts read has changed (reuse.ts);
    // the enemy-depot orders (7.3.6.1) read the whole map's depot chains and are worked out each time
    const kept = reused && mover.corps ? reused.kept(mover.corps) : undefined;
    if (kept && kept.changed === null) {
      out.push(...kept.moves);
      for (const e of depotOrders(state, mover)) out.push({ value: e.value, label: e.label, verdict: moverOrderVerdict(state, map, power, mover, e.order, ctx()) });
      out.push(...kept.rest);
      continue;
    }
    const orders = ordersFor(state, map, mover);
    // only corps next to it changed: the moves into (or past) their areas are worked out again
    const again = (i: number, to: string): boolean => {
      if (!kept || kept.changed === null || kept.moves.length !== orders.moves.length || kept.moves[i]!.value !== orders.moves[i]!.value) return true;
      const edge = map.edges(mover.area).find((x) => x.to === to); // the edge moverOrderVerdict checks
      return edge === undefined || kept.changed.has(edge.to) || (edge.heldEnds ?? []).some((a) => kept.changed!.has(a));
    };
    const moves: DecisionOption[] = [];
    orders.moves.forEach((e, i) => {
      const o = e.order as Extract<MovementOrder, { kind: 'move' }>;
      if (!again(i, o.to)) return void moves.push(kept!.moves[i]!);
      const forcible = forcibleAccessOwner(state, map, power, o.to as AreaId, mover.counter) !== null;
      const label = forcible ? `${e.label} (forcible access: 1 political point this turn, 10.3.4)` : e.label;
      // performance (issue 20): the mover is known, not looked up again by its handle for each order
      moves.push({ value: e.value, label, verdict: moverOrderVerdict(state, map, power, mover, o, ctx()) });
    });
    out.push(...moves);
    for (const e of orders.depot) out.push({ value: e.value, label: e.label, verdict: moverOrderVerdict(state, map, power, mover, e.order, ctx()) });
    const rest = kept ? kept.rest : orders.rest.map((e) => ({ value: e.value, label: e.label, verdict: moverOrderVerdict(state, map, power, mover, e.order, ctx()) }));
    out.push(...rest);
    if (reused && mover.corps) reused.keep(mover.corps, moves, rest);
  }
  for (const o of leaveOrders(state, power)) out.push({ value: formatMovementOrder(o), label: orderLabel(o), verdict: movementOrderVerdict(state, map, power, o) });
  // 7.3.5 corps aboard fleets: each landing place
  for (const c of corpsAboard(state, power)) {
    for (const area of landingAreas(state, map, c)) {
      for (const city of [undefined, ...besiegedPortsFor(state, map, power, area)]) {
        const o: MovementOrder = city === undefined ? { kind: 'land', counter: c.counter, area } : { kind: 'land', counter: c.counter, area, city };
        out.push({ value: formatMovementOrder(o), label: orderLabel(o), verdict: disembarkVerdict(state, map, power, c, area, city) });
      }
    }
  }
  // 7.3.7.1 in each area where its corps stand beside an enemy city: besiege it or not
  for (const area of siegeChoiceAreas(state, map, power)) {
    const o: MovementOrder = { kind: declinesSiege(state, power, area) ? 'besiege' : 'nosiege', area };
    out.push({ value: formatMovementOrder(o), label: orderLabel(o), verdict: movementOrderVerdict(state, map, power, o) });
  }
  for (const c of state.corps) {
    if (c.type !== 'feudal' || c.location.kind !== 'offMap' || operatorOf(state, c) !== power) continue;
    const areas = provinceAreas(map, feudalProvince(c));
    // every area of the home province gets the same verdict: the checks are of the whole province
    const verdict = areas.length > 0 ? returnVerdict(state, map, power, c.counter, areas[0]!) : LEGAL;
    for (const area of areas) {
      const o: MovementOrder = { kind: 'return', counter: c.counter, area };
      out.push({ value: formatMovementOrder(o), label: orderLabel(o), verdict });
    }
  }
  return out;
}
