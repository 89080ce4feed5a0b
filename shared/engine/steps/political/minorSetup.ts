// 4.6.3.2 / 4.6.3.4 / 4.6.3.5 / 4.8 the controller sets up a minor free state's forces. The
// standard placement (`setUp` in minorControl.ts: its corps with all it can hold in the capital,
// the rest as the capital's garrison) is made at once; then the controller may change it with
// `political/minorSetup` orders, one at a time until `done`:
//   `corps:<area>`     its corps to another area of the minor (4.6.3.4)
//   `garrison:<n>`     n infantry factors garrison the capital, the rest in the corps (4.6.3.4)
//   `city:<area>:<city>:<n>`  n infantry factors garrison another city of the minor, from or back to the corps (4.6.3.4)
//   `extra:<corps>:<n>`  another corps counter of the minor beside the first, with n of its infantry (0: off the map again, 4.6.3.4)
//   `move:<corps>:<area>`  that other corps to another area of the minor (4.6.3.4)
//   `cav:<corps>:<n>`  n cavalry factors in that other corps, the rest in the first (4.6.3.4)
//   `fleet:<place>`    its fleet to a port of the minor or a sea area beside one (`port:<city>` / `sea:<area>`, 4.6.3.5)
// Several minors to set up are offered one at a time, their controllers in the 4.6.3.2 order.
// Where counters stand and garrisons are public (2.4.1): the orders are not secret.
import { LEGAL, POWER_NAMES, controllerOf, corpsLimitsNow } from '../../../model';
import type { AreaId, CityId, Corps, DecisionOption, Fleet, FleetId, GameState, MajorPower, MinorId, FleetPlace } from '../../../model';
import { corpsOf } from '../../../data/forces';
import { minorStart } from '../../../rules/political/minors';
import { politicalState } from '../../../rules/political/state';
import { placeKey, placeName } from '../../../rules/naval';
import { emit, freshCounter, openDecision, patch } from '../../tx';
import type { Tx } from '../../tx';
import type { GameData } from '../../gameData';
import { navalCtx } from '../naval/navalState';
import { updatePolitical } from './record';
import { takeKeptFleet } from '../general/fleets';

/** 4.6.3.2 the order in which controllers set up their minors. */
export const SETUP_ORDER: readonly MajorPower[] = ['france', 'russia', 'turkey', 'austria', 'prussia', 'britain', 'spain'];

const nameOf = (state: GameState, minor: string) => state.minors.find((m) => m.id === minor)?.name ?? minor;

/** The minor's fleet id (minor fleets have no counters in the forces data). */
const fleetIdOf = (minor: MinorId): FleetId => `${minor}-fleet` as FleetId;

/** 4.6.3.5 ports of the minor and the sea areas beside them: where its fleet may set up. */
export function fleetPlaces(data: GameData, minor: MinorId): FleetPlace[] {
  const land = data.land;
  if (!land) return [];
  const ports = (land.ports ?? []).filter((p) => land.area(p.area)?.minor === minor);
  const seas = [...new Set(ports.flatMap((p) => p.seas))].sort();
  return [...ports.map((p): FleetPlace => ({ kind: 'port', area: p.area, city: p.city })), ...seas.map((a): FleetPlace => ({ kind: 'sea', area: a }))];
}

/**
 * 4.6.3.5 / 4.8 the minor's fleet, at its current strength: the one on the map if it has one;
 * otherwise, unless the log shows it was destroyed or scuttled, the chart's strength for the
 * campaign year (4.6.3.3), placed in its capital's port (else its first port). Returns the fleet or null.
 */
export function setUpFleet(tx: Tx, minor: MinorId): Fleet | null {
  const existing = tx.state.fleets.find((f) => f.nationality === minor);
  if (existing) return existing;
  // 10.2.1.1 / 10.5.2.3 a fleet kept off the map comes back at the strength it had (steps/general/fleets.ts)
  const kept = tx.data.land ? takeKeptFleet(tx, minor) : undefined;
  const ships = kept ? kept.ships : (minorStart(minor, tx.state.date.year)?.ships ?? 0);
  if (ships <= 0 || !tx.data.land) return null;
  const id = kept ? (kept.id as FleetId) : fleetIdOf(minor);
  if (!kept && tx.state.log.some((e) => e.type === 'fleetRemoved' && e.fleet === id)) return null;
  const places = fleetPlaces(tx.data, minor);
  const capital = tx.data.land.minorCountry?.(minor)?.capital;
  const place = places.find((p) => p.kind === 'port' && p.city === capital) ?? places[0];
  const owner = controllerOf(tx.state, minor);
  if (!place || !owner) return null;
  const fleet: Fleet = { id, name: `${nameOf(tx.state, minor)} Fleet`, nationality: minor, ships, location: place };
  patch(tx, { fleets: [...tx.state.fleets, fleet] });
  const key = placeKey(place);
  emit(tx, { type: 'fleetPlaced', fleet: id, name: fleet.name, owner, place: key, placeName: placeName(navalCtx(tx), key), rule: '4.6.3.5' });
  emit(tx, { type: 'shipsChanged', fleet: id, name: fleet.name, delta: ships, rule: '4.6.3.5', reason: 'the minor\'s fleet set up at its strength' });
  return fleet;
}

/** 4.6.3.2 the minor waits for its controller's setup orders (opened by `openMinorSetups`). */
export function queueMinorSetup(tx: Tx, minor: MinorId): void {
  updatePolitical(tx, (p) => ({ minorSetups: [...(p.minorSetups ?? []).filter((m) => m !== minor), minor] }));
}

/** The land areas of the minor (4.6.3.4 its corps may set up in any of them). */
function minorAreas(data: GameData, minor: MinorId): AreaId[] {
  const land = data.land;
  return (land?.landAreas ?? []).filter((a) => land?.area(a)?.minor === minor);
}

/** 4.6.3.4 / 4.6.3.5 the controller's options for one minor: `done` first, then the changes. */
export function minorSetupOptions(state: GameState, data: GameData, minor: MinorId): DecisionOption[] {
  const out: DecisionOption[] = [{ value: 'done', label: `Leave ${nameOf(state, minor)}'s forces where they stand`, verdict: LEGAL }];
  const corps = firstCorps(state, minor);
  const facts = data.land?.minorCountry?.(minor);
  const areaName = (a: string) => data.names?.area(a) ?? `area ${a}`;
  if (corps && corps.location.kind === 'area') {
    const here = corps.location.area;
    for (const a of minorAreas(data, minor)) if (a !== here) out.push({ value: `corps:${a}`, label: `${corps.name} to ${areaName(a)}`, verdict: LEGAL });
    if (facts) {
      const garrison = state.garrisons.find((g) => g.nationality === minor && g.area === facts.capitalArea && g.place.kind === 'city');
      const inGarrison = garrison?.factors.infantry ?? 0;
      const total = inGarrison + (corps.factors.infantry ?? 0);
      const limit = corpsLimitsNow(state, minor, corpsOf(minor)[0]?.limits ?? {}).infantry ?? total; // v2.71 10.4.5.3
      const capital = data.economy?.cityName(facts.capital as CityId) ?? facts.capital;
      for (let n = Math.max(0, total - limit); n <= total; n++)
        if (n !== inGarrison) out.push({ value: `garrison:${n}`, label: `${n} infantry factor${n === 1 ? '' : 's'} garrison ${capital}, ${total - n} in ${corps.name}`, verdict: LEGAL });
    }
  }
  if (corps && corps.location.kind === 'area' && facts) out.push(...otherSetupOptions(state, data, minor, corps, facts.capital));
  const fleet = state.fleets.find((f) => f.nationality === minor);
  if (fleet) {
    const ctx = { naval: data.naval, land: data.land };
    const here = placeKey(fleet.location);
    for (const p of fleetPlaces(data, minor)) {
      const key = placeKey(p);
      if (key !== here) out.push({ value: `fleet:${key}`, label: `${fleet.name} to ${ctx.naval && ctx.land ? placeName({ naval: ctx.naval, land: ctx.land }, key) : key}`, verdict: LEGAL });
    }
  }
  return out;
}

/** The minor's first corps counter on the map (the one the standard setup fills), else any of its corps on the map. */
function firstCorps(state: GameState, minor: MinorId): Corps | undefined {
  const onMap = state.corps.filter((c) => c.nationality === minor && c.location.kind === 'area');
  const first = corpsOf(minor)[0]?.id;
  return onMap.find((c) => c.id === first) ?? onMap[0];
}

/** The minor's cities other than its capital, with their areas (4.6.3.4 garrisons there). */
function otherCities(data: GameData, minor: MinorId, capital: string): { area: AreaId; city: CityId }[] {
  return minorAreas(data, minor).flatMap((area) => (data.land?.area(area)?.cities ?? []).filter((c) => c.id !== capital).map((c) => ({ area, city: c.id })));
}

const cityLabel = (data: GameData, city: string) => data.economy?.cityName(city as CityId) ?? data.names?.slug(city) ?? city;

/**
 * 4.6.3.4 the orders beyond the capital's garrison and the first corps: a garrison in any other
 * city of the minor and the minor's other corps counters, each filled with infantry from the
 * first corps (within the counters' printed limits) and moved to any area of the minor.
 * The cavalry is shared the same way among the corps on the map (`cav:<corps>:<n>`, n cavalry
 * factors in that corps, the rest in the first, within the printed limits).
 */
function otherSetupOptions(state: GameState, data: GameData, minor: MinorId, first: Corps, capital: string): DecisionOption[] {
  const out: DecisionOption[] = [];
  const spare = first.factors.infantry ?? 0;
  const firstLimit = corpsLimitsNow(state, minor, corpsOf(minor).find((c) => c.id === first.id)?.limits ?? {}).infantry ?? Infinity; // v2.71 10.4.5.3
  const areaName = (a: string) => data.names?.area(a) ?? `area ${a}`;
  for (const { area, city } of otherCities(data, minor, capital)) {
    const has = state.garrisons.find((g) => g.nationality === minor && g.area === area && g.place.kind === 'city' && g.place.city === city)?.factors.infantry ?? 0;
    for (let n = Math.max(0, has + spare - firstLimit); n <= has + spare; n++)
      if (n !== has) out.push({ value: `city:${area}:${city}:${n}`, label: `${n} infantry factor${n === 1 ? '' : 's'} garrison ${cityLabel(data, city)}, ${has + spare - n} in ${first.name}`, verdict: LEGAL });
  }
  for (const counter of corpsOf(minor).slice(1)) {
    if (counter.id === first.id) continue;
    const placed = state.corps.find((c) => c.nationality === minor && c.id === counter.id && c.location.kind === 'area');
    const has = placed?.factors.infantry ?? 0;
    const name = placed?.name ?? `${data.names?.slug(minor) ?? minor} ${counter.designation} Corps`;
    const limit = corpsLimitsNow(state, minor, counter.limits).infantry ?? has + spare;
    for (let n = 0; n <= Math.min(limit, has + spare); n++)
      if (n !== has && (placed || n > 0) && has + spare - n <= firstLimit)
        out.push({ value: `extra:${counter.id}:${n}`, label: n === 0 ? `Take ${name} off the map (its infantry back to ${first.name})` : `${name} with ${n} infantry factor${n === 1 ? '' : 's'} from ${first.name}`, verdict: LEGAL });
    if (placed) out.push(...cavalryOptions(first, placed, name, counter.limits.cavalry, corpsOf(minor).find((c) => c.id === first.id)?.limits.cavalry));
    if (placed?.location.kind === 'area') {
      const here = placed.location.area;
      for (const a of minorAreas(data, minor)) if (a !== here) out.push({ value: `move:${counter.id}:${a}`, label: `${name} to ${areaName(a)}`, verdict: LEGAL });
    }
  }
  return out;
}

/** 4.6.3.4 `cav:<corps>:<n>`: n cavalry factors in another corps of the minor, the rest in the first (each within its counter's limit). */
function cavalryOptions(first: Corps, other: Corps, name: string, limit: number | undefined, firstLimit: number | undefined): DecisionOption[] {
  const has = other.factors.cavalry ?? 0;
  const total = has + (first.factors.cavalry ?? 0);
  const out: DecisionOption[] = [];
  for (let n = 0; n <= Math.min(limit ?? total, total); n++)
    if (n !== has && total - n <= (firstLimit ?? Infinity))
      out.push({ value: `cav:${other.id}:${n}`, label: `${name} with ${n} cavalry factor${n === 1 ? '' : 's'}, ${total - n} in ${first.name}`, verdict: LEGAL });
  return out;
}

/** 4.6.3.4 carries out a `city`, `extra`, `move` or `cav` order (the first corps gives or takes the factors). */
function applyOtherSetup(tx: Tx, minor: MinorId, first: Corps, kind: string, args: readonly string[]): void {
  const setInfantry = (counter: string, n: number) =>
    patch(tx, { corps: tx.state.corps.map((c) => (c.counter === counter ? { ...c, factors: { ...c.factors, infantry: n } } : c)) });
  const spare = first.factors.infantry ?? 0;
  if (kind === 'city') {
    const [area, city, count] = args as [AreaId, CityId, string];
    const n = Number(count);
    const g = tx.state.garrisons.find((x) => x.nationality === minor && x.area === area && x.place.kind === 'city' && x.place.city === city);
    const has = g?.factors.infantry ?? 0;
    const others = tx.state.garrisons.filter((x) => x !== g);
    patch(tx, { garrisons: n > 0 ? [...others, { ...(g ?? { nationality: minor, area, place: { kind: 'city' as const, city } }), factors: { ...(g?.factors ?? {}), infantry: n } }] : others });
    setInfantry(first.counter, spare + has - n);
    emit(tx, { type: 'minorForcesSetUp', minor, what: `${n} infantry factor${n === 1 ? '' : 's'} garrison ${cityLabel(tx.data, city)}`, rule: '4.6.3.4' });
    return;
  }
  const [id, arg] = args as [string, string];
  const counter = corpsOf(minor).find((c) => c.id === id);
  const placed = tx.state.corps.find((c) => c.nationality === minor && c.id === id && c.location.kind === 'area');
  if (!counter || first.location.kind !== 'area') return;
  if (kind === 'move' && placed) {
    patch(tx, { corps: tx.state.corps.map((c) => (c === placed ? { ...c, location: { kind: 'area' as const, area: arg as AreaId } } : c)) });
    // where a counter stands is public, which corps it is and its strength are not (2.4.2)
    emit(tx, { type: 'minorForcesSetUp', minor, what: `a corps set up in ${tx.data.names?.area(arg) ?? `area ${arg}`}`, rule: '4.6.3.4' });
    return;
  }
  if (kind === 'cav' && placed) {
    const n = Number(arg);
    const total = (placed.factors.cavalry ?? 0) + (first.factors.cavalry ?? 0);
    const setCavalry = (counter: string, k: number) =>
      patch(tx, { corps: tx.state.corps.map((c) => (c.counter === counter ? { ...c, factors: { ...c.factors, cavalry: k } } : c)) });
    setCavalry(placed.counter, n);
    setCavalry(first.counter, total - n);
    // which corps and how strong stay secret (2.4.2): the log says only that cavalry changed counters
    emit(tx, { type: 'minorForcesSetUp', minor, what: 'cavalry shared out among its corps', rule: '4.6.3.4' });
    return;
  }
  if (kind !== 'extra') return;
  const n = Number(arg);
  const has = placed?.factors.infantry ?? 0;
  setInfantry(first.counter, spare + has - n);
  if (placed && n === 0) {
    // its cavalry, if any, goes back to the first corps with its infantry
    const cav = placed.factors.cavalry ?? 0;
    if (cav > 0) patch(tx, { corps: tx.state.corps.map((c) => (c.counter === first.counter ? { ...c, factors: { ...c.factors, cavalry: (c.factors.cavalry ?? 0) + cav } } : c)) });
    patch(tx, { corps: tx.state.corps.filter((c) => c.counter !== placed.counter) });
    emit(tx, { type: 'minorForcesSetUp', minor, what: 'a corps taken off the map', rule: '4.6.3.4' });
  } else if (placed) setInfantry(placed.counter, n);
  else {
    patch(tx, {
      corps: [...tx.state.corps, {
        counter: freshCounter(tx, 'k'), nationality: minor, type: counter.type, movement: counter.movement.printed,
        location: { kind: 'area', area: first.location.area }, id: counter.id as never, name: `${tx.data.names?.slug(minor) ?? minor} ${counter.designation} Corps`,
        factors: { infantry: n }, revealedTo: [],
      }],
    });
    emit(tx, { type: 'minorForcesSetUp', minor, what: `another corps set up in ${tx.data.names?.area(first.location.area) ?? `area ${first.location.area}`}`, rule: '4.6.3.4' });
  }
}

/** Opens one setup decision for `minor` (orders go on until `done`). */
function openSetup(tx: Tx, minor: MinorId, first: boolean): boolean {
  const power = controllerOf(tx.state, minor);
  const options = minorSetupOptions(tx.state, tx.data, minor);
  if (!power || options.length === 1) return false; // nothing to choose: the standard setup stands
  openDecision(tx, {
    power, kind: 'political/minorSetup', step: tx.state.cursor.step, rule: '4.6.3.4',
    prompt: first
      ? `Set up ${nameOf(tx.state, minor)}'s forces (${POWER_NAMES[power]} runs it): its corps in any of its areas, its infantry split among its corps and garrisons in its cities, its fleet in one of its ports or a sea area beside one. One change at a time; done when ready.`
      : `Go on setting up ${nameOf(tx.state, minor)}'s forces, or done.`,
    secret: false, select: 'one', group: null, options,
  });
  return true;
}

/**
 * 4.6.3.2 opens the next minor's setup orders, controllers in their order (France, Russia,
 * Turkey, Austria, Prussia, Great Britain, Spain), unless one is open; the minor being set up
 * stays first in the queue.
 */
export function openMinorSetups(tx: Tx): void {
  if (tx.state.pending.some((d) => d.kind === 'political/minorSetup')) return;
  const live = (politicalState(tx.state).minorSetups ?? []).filter((m) => {
    const x = tx.state.minors.find((y) => y.id === m);
    return x && x.status === 'free' && x.controller !== null;
  });
  const rank = (m: MinorId) => SETUP_ORDER.indexOf(controllerOf(tx.state, m) ?? 'spain');
  const sorted = [...live].sort((a, b) => rank(a) - rank(b));
  while (sorted.length > 0 && !openSetup(tx, sorted[0]!, true)) sorted.shift();
  updatePolitical(tx, () => ({ minorSetups: sorted.length > 0 ? sorted : undefined }));
}

/** The handler: the order applies to the minor being set up (first in the queue). */
export function applyMinorSetupAnswer(tx: Tx, value: string): void {
  const minor = (politicalState(tx.state).minorSetups ?? [])[0];
  if (minor) applyMinorSetup(tx, minor, value);
}

/** 4.6.3.4 / 4.6.3.5 one setup order; `done` passes to the next minor (4.6.3.2). */
export function applyMinorSetup(tx: Tx, minor: MinorId, value: string): void {
  if (value === 'done') {
    updatePolitical(tx, (p) => ({ minorSetups: (p.minorSetups ?? []).filter((m) => m !== minor) }));
    return openMinorSetups(tx);
  }
  const [kind, ...rest] = value.split(':');
  const arg = rest.join(':');
  const corps = firstCorps(tx.state, minor);
  const facts = tx.data.land?.minorCountry?.(minor);
  if ((kind === 'city' || kind === 'extra' || kind === 'move' || kind === 'cav') && corps) applyOtherSetup(tx, minor, corps, kind, rest);
  else if (kind === 'corps' && corps) {
    patch(tx, { corps: tx.state.corps.map((c) => (c === corps ? { ...c, location: { kind: 'area' as const, area: arg as AreaId } } : c)) });
    // the counter's place is public, not which corps it is (2.4.2): the log says "a corps"
    emit(tx, { type: 'minorForcesSetUp', minor, what: `a corps set up in ${tx.data.names?.area(arg) ?? `area ${arg}`}`, rule: '4.6.3.4' });
  } else if (kind === 'garrison' && corps && facts) {
    const n = Number(arg);
    const garrison = tx.state.garrisons.find((g) => g.nationality === minor && g.area === facts.capitalArea && g.place.kind === 'city');
    const total = (garrison?.factors.infantry ?? 0) + (corps.factors.infantry ?? 0);
    const city = { kind: 'city' as const, city: facts.capital as CityId };
    const others = tx.state.garrisons.filter((g) => g !== garrison);
    patch(tx, {
      corps: tx.state.corps.map((c) => (c === corps ? { ...c, factors: { ...c.factors, infantry: total - n } } : c)),
      garrisons: n > 0 ? [...others, { ...(garrison ?? { nationality: minor, area: facts.capitalArea, place: city }), factors: { ...(garrison?.factors ?? {}), infantry: n } }] : others,
    });
    emit(tx, { type: 'minorForcesSetUp', minor, what: `${n} infantry factor${n === 1 ? '' : 's'} garrison ${tx.data.economy?.cityName(facts.capital as CityId) ?? facts.capital}`, rule: '4.6.3.4' });
  } else if (kind === 'fleet') {
    const fleet = tx.state.fleets.find((f) => f.nationality === minor);
    const place = fleetPlaces(tx.data, minor).find((p) => placeKey(p) === arg);
    if (fleet && place) {
      patch(tx, { fleets: tx.state.fleets.map((f) => (f === fleet ? { ...f, location: place } : f)) });
      emit(tx, { type: 'minorForcesSetUp', minor, what: `${fleet.name} set up in ${placeName(navalCtx(tx), arg)}`, rule: '4.6.3.5' });
    }
  }
  // the same minor's orders go on until done
  if (!openSetup(tx, minor, false)) applyMinorSetup(tx, minor, 'done');
}
