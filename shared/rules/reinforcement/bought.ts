// 5.2.1.2 Campaign corps placement: a corps counter bought in an Economic Phase (8.5.4) comes
// onto the map in the power's Army Reinforcement Step, in an unbesieged city of its home nation
// (a free state's corps: a city of that free state) or stacked with an unbesieged corps of the
// power, and gets one factor at once: a factor due this step placed as 5.2.2.2 allows there, or
// one transferred from a corps of its nationality in the same area (5.2.3). Orders:
//   bought:<roster>:city:<city>:pool:<i>:<type>        in a home city, with a factor of pool entry i
//   bought:<roster>:city:<city>:from:<counter>:<type>  in a home city, with a factor from a corps in its area
//   bought:<roster>:with:<counter>:pool:<i>:<type>     with a corps of the power, a factor of pool entry i
//   bought:<roster>:with:<counter>:from:<counter>:<type>  with a corps, a factor from a corps in that area
// The counter waits three months (8.5.4); unplaced after that, it must be bought again (5.2.4.2).
import { FACTOR_TYPES, LEGAL, POWER_ADJECTIVES, compareDates, controllerOf, illegal, totalFactors } from '../../model';
import type {
  AreaId,
  CityId,
  Corps,
  CorpsId,
  CounterId,
  DecisionOption,
  FactorType,
  GameState,
  LandMap,
  MajorPower,
  PurchasedCounter,
  Verdict,
} from '../../model';
import { corpsById } from '../../data/forces';
import { allowedMovement, cityHolder, isCityBesieged, isCorpsBesieged } from '../land/movement/index';
import { militiaBarred } from '../land/landwehr/index';
import { campaignCorpsVerdict, cityRoomFor, exchangeVerdict, fitsCorps, homeCitiesOf, poolOf } from './index';

export type BoughtPlace = { readonly kind: 'city'; readonly city: CityId } | { readonly kind: 'with'; readonly counter: string };
export type BoughtSource =
  | { readonly kind: 'pool'; readonly pool: number; readonly factor: FactorType }
  | { readonly kind: 'from'; readonly counter: string; readonly factor: FactorType };
export interface BoughtOrder {
  readonly roster: string;
  readonly place: BoughtPlace;
  readonly source: BoughtSource;
}

const isFactor = (t: string | undefined): t is FactorType => t !== undefined && (FACTOR_TYPES as readonly string[]).includes(t);

export function parseBoughtOrder(value: string): BoughtOrder | null {
  const parts = value.split(':');
  if (parts.length !== 7 || parts[0] !== 'bought') return null;
  const [, roster, pk, pv, sk, sv, t] = parts;
  if (!roster || !pv || !sv || !isFactor(t)) return null;
  const place: BoughtPlace | null =
    pk === 'city' ? { kind: 'city', city: pv as CityId } : pk === 'with' ? { kind: 'with', counter: pv } : null;
  const n = Number(sv);
  const source: BoughtSource | null =
    sk === 'pool' && Number.isInteger(n) && n >= 0
      ? { kind: 'pool', pool: n, factor: t }
      : sk === 'from'
        ? { kind: 'from', counter: sv, factor: t }
        : null;
  return place && source ? { roster, place, source } : null;
}

export const formatBoughtOrder = (o: BoughtOrder): string =>
  `bought:${o.roster}:${o.place.kind}:${o.place.kind === 'city' ? o.place.city : o.place.counter}:${o.source.kind}:${o.source.kind === 'pool' ? o.source.pool : o.source.counter}:${o.source.factor}`;

/** 8.5.4 / 5.2.1.2 the corps counters `power` bought and may place now: within their three months and not on the map. */
export function placeableCorpsCounters(state: GameState, power: MajorPower): PurchasedCounter[] {
  return (state.economy?.purchasedCounters ?? []).filter(
    (c) =>
      c.kind === 'corps' &&
      c.power === power &&
      compareDates(c.until, state.date) >= 0 &&
      !state.corps.some((k) => k.id === c.roster && k.location.kind !== 'offMap'),
  );
}

/** 8.5.4 the bought corps counters whose three months ran out before `state.date` (their purchase lapses). */
export const lapsedCorpsCounters = (state: GameState, power: MajorPower): PurchasedCounter[] =>
  (state.economy?.purchasedCounters ?? []).filter((c) => c.kind === 'corps' && c.power === power && compareDates(c.until, state.date) < 0);

const corpsAt = (state: GameState, counter: string) => state.corps.find((c) => c.counter === counter);
const cityName = (city: string) =>
  city
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

/**
 * The name a bought corps goes by: its nation's adjective with the designation, as the campaign
 * setups name their corps ("French III Corps"), so no two nations' corps share a name.
 */
export function boughtCorpsName(state: GameState, nationality: string, designation: string): string {
  if (nationality === 'turkey' && designation === 'Imp C') return designation; // 12.3.3.4 known by its printed designation
  const adj = (POWER_ADJECTIVES as Record<string, string>)[nationality] ?? state.minors.find((m) => m.id === nationality)?.name ?? nationality;
  if (designation === 'Gd') return `${adj} Guard`;
  if (designation.endsWith(' C')) return `${adj} ${designation.slice(0, -2)} Cavalry Corps`;
  return `${adj} ${designation} Corps`;
}

/** The new corps as it would stand at `place` before its first factor: its printed identity, no factors. */
export function newBoughtCorps(
  state: GameState,
  map: LandMap,
  bought: PurchasedCounter,
  location: Corps['location'],
  counter: CounterId,
): Corps | null {
  const roster = corpsById(bought.roster);
  if (!roster) return null;
  const movement =
    allowedMovement(map, bought.nationality, controllerOf(state, bought.nationality), roster.type, roster.id)?.[0] ??
    roster.movement.printed;
  return {
    counter,
    nationality: bought.nationality,
    type: roster.type,
    movement,
    location,
    id: bought.roster as CorpsId,
    name: boughtCorpsName(state, bought.nationality, roster.designation),
    factors: {},
    revealedTo: [],
  };
}

/** Where the new counter would stand, or why it may not (5.2.1.2). */
function placeOf(
  state: GameState,
  map: LandMap,
  power: MajorPower,
  nationality: string,
  place: BoughtPlace,
): { ok: true; location: Corps['location']; area: AreaId } | { ok: false; verdict: Verdict } {
  if (place.kind === 'city') {
    const home = homeCitiesOf(state, map, nationality).find((c) => c.city === place.city);
    if (!home)
      return { ok: false, verdict: illegal('depotPlacement', '5.2.1.2', `${cityName(place.city)} is not a city of its home nation`) };
    const holder = cityHolder(state, home.area, place.city, map);
    if ((holder !== null && holder !== power) || isCityBesieged(state, home.area, place.city, map)) {
      return { ok: false, verdict: illegal('cityClosed', '5.2.1.2', `${cityName(place.city)} is not an unbesieged city of this power`) };
    }
    return { ok: true, location: { kind: 'area', area: home.area }, area: home.area };
  }
  const c = corpsAt(state, place.counter);
  // 5.2.1.2 "friendly" read as a corps this power controls (docs/RULINGS.md)
  if (!c || c.location.kind !== 'area' || controllerOf(state, c.nationality) !== power)
    return { ok: false, verdict: illegal('noSuchCounter', '5.2.1.2', 'no corps of this power on the map there') };
  if (isCorpsBesieged(state, c))
    return { ok: false, verdict: illegal('besieged', '5.2.1.2', 'a new corps does not join a besieged corps') };
  return { ok: true, location: c.location, area: c.location.area };
}

export function boughtVerdict(state: GameState, map: LandMap, power: MajorPower, o: BoughtOrder): Verdict {
  const bought = placeableCorpsCounters(state, power).find((c) => c.roster === o.roster);
  if (!bought) return illegal('noSuchCounter', '5.2.1.2', 'no bought corps counter of that name waits to be placed');
  const at = placeOf(state, map, power, bought.nationality, o.place);
  if (!at.ok) return at.verdict;
  const fresh = newBoughtCorps(state, map, bought, at.location, '(new)' as CounterId);
  if (!fresh) return illegal('noSuchCounter', '5.2.1.2', 'the counter is not in the corps roster');
  const t = o.source.factor;
  if (o.source.kind === 'pool') {
    // 5.2.1.2 a factor placed in it at once, as 5.2.2.2 allows at that place
    const entry = poolOf(state, power)[o.source.pool];
    if (!entry || entry.nationality !== bought.nationality || entry.area !== null)
      return illegal('noSuchCounter', '5.2.1.2', "that reinforcement is not of this corps' nationality");
    if ((entry.factors[t] ?? 0) < 1) return illegal('capacity', '5.2.2', `no ${t} factor left to place`);
    const where = campaignCorpsVerdict(state, map, power, fresh, t, entry.exchanged === true);
    if (!where.ok) return where;
    const room = cityRoomFor(state, map, fresh);
    if (!room.ok) return room;
  } else {
    // 5.2.1.2 / 5.2.3 a factor transferred from a corps of its nationality in the same area
    const from = corpsAt(state, o.source.counter);
    if (
      !from ||
      from.nationality !== bought.nationality ||
      controllerOf(state, from.nationality) !== power ||
      from.location.kind !== 'area' ||
      from.location.area !== at.area
    ) {
      return illegal('notAdjacent', '5.2.3', 'the factor comes from a corps of its nationality in the same area');
    }
    const may = exchangeVerdict(state, from, fresh, t);
    if (!may.ok) return may;
    if ((from.factors[t] ?? 0) < 1) return illegal('capacity', '5.2.3', `no ${t} factor to transfer`);
    if (totalFactors(from.factors) <= 1) return illegal('cannotDetach', '5.2.3', 'a transfer may not empty a corps here');
    const room = cityRoomFor(state, map, fresh, from);
    if (!room.ok) return room;
  }
  const lw = t === 'militia' ? militiaBarred(state, map, fresh, at.area) : null; // v2.71 12.11.1 (option) hook
  if (lw) return lw;
  return fitsCorps(map, fresh, t, state.options.rules, state);
}

/** The words of an order, naming the corps (the decision is the owner's alone, who knows their names). */
function boughtLabel(state: GameState, o: BoughtOrder, designation: string): string {
  const corpsName = (counter: string) => corpsAt(state, counter)?.name ?? counter;
  const where = o.place.kind === 'city' ? `in ${cityName(o.place.city)}` : `with ${corpsName(o.place.counter)}`;
  const what =
    o.source.kind === 'pool'
      ? `1 ${o.source.factor} of reinforcement ${o.source.pool + 1}`
      : `1 ${o.source.factor} from ${corpsName(o.source.counter)}`;
  return `Place the bought ${designation} corps ${where}, with ${what}`;
}

/**
 * 5.2.1.2 the orders placing the power's bought corps counters, legal ones only (the places times
 * the factors that could fill them would be many); a counter with none gets one refused order
 * saying why, so the player sees it waits.
 */
export function boughtCorpsOptions(state: GameState, map: LandMap, power: MajorPower): DecisionOption[] {
  const out: DecisionOption[] = [];
  const own = state.corps.filter((c) => c.location.kind === 'area' && controllerOf(state, c.nationality) === power);
  for (const b of placeableCorpsCounters(state, power)) {
    const designation = corpsById(b.roster)?.designation ?? b.designation;
    const places: { place: BoughtPlace; area: AreaId }[] = [
      ...homeCitiesOf(state, map, b.nationality).map((h) => ({ place: { kind: 'city' as const, city: h.city }, area: h.area })),
      ...own.flatMap((c) =>
        c.location.kind === 'area' ? [{ place: { kind: 'with' as const, counter: c.counter as string }, area: c.location.area }] : [],
      ),
    ];
    const pools = poolOf(state, power).flatMap((e, i) =>
      e.nationality === b.nationality && e.area === null
        ? FACTOR_TYPES.filter((t) => (e.factors[t] ?? 0) > 0).map((t) => ({ kind: 'pool' as const, pool: i, factor: t }))
        : [],
    );
    let any = false;
    for (const { place, area } of places) {
      const donors = own.flatMap((c) =>
        c.nationality === b.nationality && c.location.kind === 'area' && c.location.area === area
          ? FACTOR_TYPES.filter((t) => (c.factors[t] ?? 0) > 0).map((t) => ({
              kind: 'from' as const,
              counter: c.counter as string,
              factor: t,
            }))
          : [],
      );
      for (const source of [...pools, ...donors]) {
        const o: BoughtOrder = { roster: b.roster, place, source };
        if (!boughtVerdict(state, map, power, o).ok) continue;
        any = true;
        out.push({ value: formatBoughtOrder(o), label: boughtLabel(state, o, designation), verdict: LEGAL });
      }
    }
    if (!any) {
      out.push({
        value: `bought:${b.roster}`,
        label: `Place the bought ${designation} corps`,
        verdict: illegal(
          'capacity',
          '5.2.1.2',
          'no unbesieged home city or corps of this power can give it a factor this step; it waits (three months from its purchase)',
        ),
      });
    }
  }
  return out;
}
