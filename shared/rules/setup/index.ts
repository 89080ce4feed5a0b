// 13.1.1.1 / 13.1.1.2 a scenario's setup choices, as pure functions: which places a force given
// for a region may take, what an answer means, and the forces it leaves (setup.ts in the model
// names the answer's orders). The setup step (engine/steps/setup) asks and applies.
import { FACTOR_TYPES, LEGAL, LISTED_SETUP, atWar, controllerOf, illegal, totalFactors } from '../../model';
import type {
  AreaId,
  CityId,
  Corps,
  FactorType,
  Factors,
  GameState,
  Garrison,
  LandMap,
  Leader,
  MajorPower,
  SetupForce,
  SetupRegion,
  Verdict,
} from '../../model';
import { DEPOT_GARRISON_CAPACITY, FACTORS_PER_SPIRE } from '../land/movement';

/** One order of a setup answer (see SETUP_ONE_KINDS). */
export type SetupOrder =
  | { readonly kind: 'at'; readonly counter: string; readonly area: AreaId; readonly city: CityId | null }
  | { readonly kind: 'garrison'; readonly counter: string; readonly area: AreaId; readonly city: CityId | null }
  | { readonly kind: 'move'; readonly from: { area: AreaId; city: CityId | null }; readonly to: { area: AreaId; city: CityId | null } }
  | {
      readonly kind: 'pack';
      readonly from: string;
      readonly into: string;
      readonly type: FactorType | null;
      readonly count: number | null;
    };

/** The most orders one answer may carry. */
export const MAX_SETUP_ORDERS = 200;

const place = (s: string | undefined): CityId | null | undefined =>
  s === undefined || s === '' ? undefined : s === 'depot' ? null : (s as CityId);

/** `area:city|depot` */
function spot(s: string | undefined): { area: AreaId; city: CityId | null } | null {
  const [a, c, extra] = (s ?? '').split(':');
  const city = place(c);
  if (!a || !/^\d{3}$/.test(a) || city === undefined || extra !== undefined) return null;
  return { area: a as AreaId, city };
}

/** 13.1.1 an answer's orders, or a sentence saying what is malformed. `listed` is no order. */
export function parseSetupAnswer(answer: string): { ok: true; orders: SetupOrder[] } | { ok: false; message: string } {
  if (answer === LISTED_SETUP) return { ok: true, orders: [] };
  const parts = answer.split(';').filter((x) => x !== '');
  if (parts.length === 0) return { ok: false, message: 'the answer holds no order' };
  if (parts.length > MAX_SETUP_ORDERS) return { ok: false, message: `at most ${MAX_SETUP_ORDERS} setup orders` };
  const orders: SetupOrder[] = [];
  for (const p of parts) {
    const bad = { ok: false as const, message: `"${p.slice(0, 60)}" is not a setup order` };
    const [verb, ...rest] = p.split(':');
    if (verb === 'at' || verb === 'garrison') {
      const [counter, area, city, extra] = rest;
      if (!counter || !area || !/^\d{3}$/.test(area) || extra !== undefined) return bad;
      const c = place(city);
      if (verb === 'garrison' && c === undefined) return bad;
      if (verb === 'at' && c === null) return bad;
      orders.push({ kind: verb, counter, area: area as AreaId, city: c ?? null });
    } else if (verb === 'move') {
      const [a, b] = rest.join(':').split('>');
      const from = spot(a);
      const to = spot(b);
      if (!from || !to) return bad;
      orders.push({ kind: 'move', from, to });
    } else if (verb === 'pack') {
      const [pair, type, n, extra] = rest;
      const [from, into, more] = (pair ?? '').split('>');
      if (!from || !into || more !== undefined || extra !== undefined) return bad;
      if (type === undefined) orders.push({ kind: 'pack', from, into, type: null, count: null });
      else {
        const count = Number(n);
        if (!(FACTOR_TYPES as readonly string[]).includes(type) || !Number.isInteger(count) || count < 1) return bad;
        orders.push({ kind: 'pack', from, into, type: type as FactorType, count });
      }
    } else return bad;
  }
  return { ok: true, orders };
}

/** The forces a power may set up (13.1.1.1) or pack (13.1.1.2). */
export const setupForcesOf = (state: GameState, power: MajorPower): readonly SetupForce[] =>
  (state.setup?.forces ?? []).filter((f) => f.owner === power);

/** 13.1.1 the powers with some setup choice to make, in the scenario's setup order. */
export function powersWithSetupChoices(state: GameState): MajorPower[] {
  const owners = new Set((state.setup?.forces ?? []).map((f) => f.owner));
  return state.scenario.setupOrder.filter((p) => owners.has(p));
}

/** The forces after a power's answer: what the setup step writes back, and a line per change for its owner. */
export interface SetupResult {
  readonly corps: readonly Corps[];
  readonly garrisons: readonly Garrison[];
  readonly leaders: readonly Leader[];
  /** Things the owner may read: counters (handles), cities and areas by id; the step names them. */
  readonly changes: readonly SetupChange[];
}
export type SetupChange =
  | { readonly kind: 'at'; readonly counter: string; readonly area: AreaId; readonly city: CityId | null }
  | { readonly kind: 'garrison'; readonly counter: string; readonly area: AreaId; readonly city: CityId | null; readonly factors: number }
  | { readonly kind: 'move'; readonly area: AreaId; readonly city: CityId | null; readonly toArea: AreaId; readonly toCity: CityId | null }
  | { readonly kind: 'pack'; readonly from: string; readonly into: string; readonly factors: number; readonly dropped: boolean };

type Spot = { readonly area: AreaId; readonly city: CityId | null };
const fail = (detail: string, rule = '13.1.1.1'): { ok: false; verdict: Verdict } => ({
  ok: false,
  verdict: illegal('illegalOption', rule, detail),
});
const garrisonSpot = (g: Garrison): Spot => ({ area: g.area, city: g.place.kind === 'city' ? g.place.city : null });
const sameSpot = (a: Spot, b: Spot) => a.area === b.area && a.city === b.city;

/** How the owner's text names a city or depot: the step supplies names; the rules use ids. */
export interface SetupNames {
  corps(counter: string): string;
  spot(area: AreaId, city: CityId | null): string;
}

/**
 * 13.1.1.1 / 13.1.1.2 a power's answer applied to `state` (the listed setup, or what earlier powers
 * made of it): each force to a place of its region, garrisons formed from corps, factors packed into
 * fewer corps within their counters' boxes (2.4.2.1). Judged as a whole: the first problem refuses
 * it and nothing changes. `names` words the problem for its author (no other power's secret in it).
 */
export function planSetup(
  state: GameState,
  map: LandMap,
  power: MajorPower,
  orders: readonly SetupOrder[],
  names: SetupNames,
): { ok: true; result: SetupResult } | { ok: false; verdict: Verdict } {
  const forces = setupForcesOf(state, power);
  const regionOfCorps = new Map<string, SetupRegion>();
  for (const f of forces) if (f.kind === 'corps') regionOfCorps.set(f.counter, f.region);
  let corps = [...state.corps];
  let garrisons = [...state.garrisons];
  let leaders = [...state.leaders];
  const changes: SetupChange[] = [];
  const moved = new Set<string>(); // forces given an order of place already (one each)
  const ownerOf = (n: Corps['nationality']) => controllerOf(state, n);
  const inRegion = (region: SetupRegion, s: Spot): string | null => {
    if (!region.areas.includes(s.area)) return `${names.spot(s.area, null)} is not in ${region.name}`;
    if (s.city !== null && !(map.area(s.area)?.cities ?? []).some((c) => c.id === s.city))
      return `there is no such city in ${names.spot(s.area, null)}`;
    return null;
  };
  // 13.1.1.1 "empty": no other power's forces in the city or on the depot (the listed setup's, or placed by an earlier power)
  const othersAt = (s: Spot): boolean =>
    corps.some(
      (c) =>
        ownerOf(c.nationality) !== power &&
        c.location.kind === 'area' &&
        c.location.area === s.area &&
        s.city !== null &&
        c.location.city === s.city,
    ) || garrisons.some((g) => ownerOf(g.nationality) !== power && sameSpot(garrisonSpot(g), s));
  const enemyInArea = (area: AreaId): boolean =>
    corps.some(
      (c) =>
        c.location.kind === 'area' &&
        c.location.area === area &&
        ((o) => o !== null && o !== power && atWar(state, o, power))(ownerOf(c.nationality)),
    );
  const ownCorps = (counter: string): Corps | undefined => corps.find((c) => c.counter === counter && ownerOf(c.nationality) === power);

  for (const o of orders) {
    if (o.kind === 'at' || o.kind === 'garrison') {
      const c = ownCorps(o.counter);
      const region = regionOfCorps.get(o.counter);
      if (!c || !region) return fail('that corps is not one of yours that the scenario gives for a region');
      if (moved.has(o.counter)) return fail(`${names.corps(o.counter)} is given two places`);
      moved.add(o.counter);
      const to: Spot = { area: o.area, city: o.city };
      const where = inRegion(region, to);
      if (where) return fail(`${names.corps(o.counter)} sets up in ${region.name}: ${where}`);
      if ((to.city !== null || o.kind === 'garrison') && othersAt(to))
        return fail(`${names.spot(to.area, to.city)} is not empty: another power's forces are there`);
      if (o.kind === 'at') {
        if (enemyInArea(to.area)) return fail(`${names.spot(to.area, null)} holds forces of a power at war with you`);
        corps = corps.map((x) =>
          x === c
            ? { ...x, location: to.city === null ? { kind: 'area', area: to.area } : { kind: 'area', area: to.area, city: to.city } }
            : x,
        );
        changes.push({ kind: 'at', counter: o.counter, area: to.area, city: to.city });
      } else {
        const f = c.factors;
        const other = FACTOR_TYPES.filter((t) => t !== 'infantry' && t !== 'militia' && (f[t] ?? 0) > 0);
        if (other.length > 0)
          return fail(`${names.corps(o.counter)} holds ${other.join(' and ')}: only infantry and militia may garrison (7.3.3)`);
        if (to.city === null && !state.depots.some((d) => d.owner === power && d.area === to.area))
          return fail(`you have no depot in ${names.spot(to.area, null)}`);
        const add = { infantry: f.infantry ?? 0, militia: f.militia ?? 0 };
        const at = (g: Garrison) => g.nationality === c.nationality && sameSpot(garrisonSpot(g), to);
        const had = garrisons.find(at);
        garrisons = had
          ? garrisons.map((g) =>
              g === had
                ? { ...g, factors: { infantry: (g.factors.infantry ?? 0) + add.infantry, militia: (g.factors.militia ?? 0) + add.militia } }
                : g,
            )
          : [
              ...garrisons,
              {
                nationality: c.nationality,
                area: to.area,
                place: to.city === null ? { kind: 'depot' } : { kind: 'city', city: to.city },
                factors: add,
              },
            ];
        corps = corps.filter((x) => x !== c);
        // its leaders stay in the area, without a corps
        leaders = leaders.map((l) =>
          l.location.kind === 'corps' && l.location.counter === c.counter ? { ...l, location: { kind: 'area', area: to.area } } : l,
        );
        changes.push({ kind: 'garrison', counter: o.counter, area: to.area, city: to.city, factors: add.infantry + add.militia });
      }
    } else if (o.kind === 'move') {
      const g0 = forces.find(
        (f): f is Extract<SetupForce, { kind: 'garrison' }> => f.kind === 'garrison' && f.area === o.from.area && f.city === o.from.city,
      );
      if (!g0) return fail(`no garrison of yours in ${names.spot(o.from.area, o.from.city)} is given for a region`);
      const key = `g:${o.from.area}:${o.from.city ?? 'depot'}`;
      if (moved.has(key)) return fail(`the garrison of ${names.spot(o.from.area, o.from.city)} is given two places`);
      moved.add(key);
      const g = garrisons.find((x) => x.nationality === g0.nationality && sameSpot(garrisonSpot(x), o.from));
      if (!g) return fail(`the garrison of ${names.spot(o.from.area, o.from.city)} has gone`);
      const where = inRegion(g0.region, o.to);
      if (where) return fail(`the garrison sets up in ${g0.region.name}: ${where}`);
      if (othersAt(o.to)) return fail(`${names.spot(o.to.area, o.to.city)} is not empty: another power's forces are there`);
      if (o.to.city === null && !state.depots.some((d) => d.owner === power && d.area === o.to.area))
        return fail(`you have no depot in ${names.spot(o.to.area, null)}`);
      const target = garrisons.find((x) => x !== g && x.nationality === g.nationality && sameSpot(garrisonSpot(x), o.to));
      garrisons = target
        ? garrisons
            .filter((x) => x !== g)
            .map((x) =>
              x === target
                ? {
                    ...x,
                    factors: {
                      infantry: (x.factors.infantry ?? 0) + (g.factors.infantry ?? 0),
                      militia: (x.factors.militia ?? 0) + (g.factors.militia ?? 0),
                    },
                  }
                : x,
            )
        : garrisons.map((x) =>
            x === g ? { ...x, area: o.to.area, place: o.to.city === null ? { kind: 'depot' } : { kind: 'city', city: o.to.city } } : x,
          );
      changes.push({ kind: 'move', area: o.from.area, city: o.from.city, toArea: o.to.area, toCity: o.to.city });
    } else {
      // 13.1.1.2 the listed counters are a maximum: factors go into fewer corps of the nation
      const from = ownCorps(o.from);
      const into = ownCorps(o.into);
      if (!from || !regionOfCorps.has(o.from))
        return fail('that corps is not one of yours that the scenario gives for a region', '13.1.1.2');
      if (!into) return fail(`the corps to take ${names.corps(o.from)}'s factors is not one of yours`, '13.1.1.2');
      if (from === into) return fail(`${names.corps(o.from)} cannot pack into itself`, '13.1.1.2');
      if (from.nationality !== into.nationality)
        return fail(`${names.corps(o.from)} and ${names.corps(o.into)} are of different nations`, '13.1.1.2');
      if (regionOfCorps.get(o.into)?.id !== regionOfCorps.get(o.from)!.id)
        return fail(`${names.corps(o.into)} is not given for the same region as ${names.corps(o.from)}`, '13.1.1.2');
      const moving: Factors = o.type === null ? from.factors : { [o.type]: o.count! };
      for (const t of FACTOR_TYPES) {
        const n = moving[t] ?? 0;
        if (n > (from.factors[t] ?? 0))
          return fail(`${names.corps(o.from)} has ${from.factors[t] ?? 0} ${t}, not ${n}: factors may not be invented`, '13.1.1.2');
      }
      const left: Factors = Object.fromEntries(
        FACTOR_TYPES.map((t) => [t, (from.factors[t] ?? 0) - (moving[t] ?? 0)]).filter(([, n]) => (n as number) > 0),
      );
      const joined: Factors = Object.fromEntries(
        FACTOR_TYPES.map((t) => [t, (into.factors[t] ?? 0) + (moving[t] ?? 0)]).filter(([, n]) => (n as number) > 0),
      );
      const box = boxProblem(map, into, joined);
      if (box) return fail(`${names.corps(o.into)}: ${box}`, '2.4.2.1');
      const dropped = totalFactors(left) === 0;
      corps = corps
        .filter((x) => !(dropped && x === from))
        .map((x) => (x === into ? { ...x, factors: joined } : x === from ? { ...x, factors: left } : x));
      if (dropped)
        leaders = leaders.map((l) =>
          l.location.kind === 'corps' && l.location.counter === from.counter
            ? { ...l, location: { kind: 'corps', counter: into.counter } }
            : l,
        );
      changes.push({ kind: 'pack', from: o.from, into: o.into, factors: totalFactors(moving), dropped });
    }
  }
  // 7.3.3.4 / 7.3.3.5 room in every city and on every depot of the power's (5 a spire, 10 a depot)
  const room = roomProblem({ corps, garrisons }, map, names);
  if (room) return fail(room, '7.3.3');
  return { ok: true, result: { corps, garrisons, leaders, changes } };
}

/**
 * 2.4.2.1 the problem with a corps' factors in its counter's printed boxes, or null (unknown counters:
 * no limit). A scenario corps' id is its counter's (`assets/forces`, 5.2.4.1); its name is the formation's.
 */
export function boxProblem(map: LandMap, corps: Corps, f: Factors): string | null {
  const box = map.corpsLimits(corps);
  if (!box) return null;
  const inf = f.infantry ?? 0;
  const mil = f.militia ?? 0;
  if (box.militia === 'none' && mil > 0) return 'its counter holds no militia';
  if (box.militia === 'only' && inf > 0) return 'its counter holds militia only';
  if ((box.militia === 'none' ? inf : inf + mil) > (box.limits.infantry ?? 0))
    return `its infantry box holds at most ${box.limits.infantry ?? 0}`;
  for (const t of FACTOR_TYPES) {
    if (t === 'infantry' || t === 'militia') continue;
    if ((f[t] ?? 0) > (box.limits[t] ?? 0)) return `its ${t} box holds at most ${box.limits[t] ?? 0}`;
  }
  return null;
}

function roomProblem(state: Pick<GameState, 'corps' | 'garrisons'>, map: LandMap, names: SetupNames): string | null {
  const inCity = new Map<string, number>();
  const onDepot = new Map<string, number>();
  for (const g of state.garrisons) {
    const n = (g.factors.infantry ?? 0) + (g.factors.militia ?? 0);
    const k = `${g.area}:${g.place.kind === 'city' ? g.place.city : 'depot'}`;
    (g.place.kind === 'city' ? inCity : onDepot).set(k, ((g.place.kind === 'city' ? inCity : onDepot).get(k) ?? 0) + n);
  }
  for (const c of state.corps)
    if (c.location.kind === 'area' && c.location.city !== undefined)
      inCity.set(
        `${c.location.area}:${c.location.city}`,
        (inCity.get(`${c.location.area}:${c.location.city}`) ?? 0) + totalFactors(c.factors),
      );
  for (const [k, n] of inCity) {
    const [area, city] = k.split(':') as [AreaId, CityId];
    const spires = map.area(area)?.cities.find((c) => c.id === city)?.spires;
    if (spires !== undefined && n > FACTORS_PER_SPIRE * spires)
      return `${names.spot(area, city)} holds at most ${FACTORS_PER_SPIRE * spires} factors (${spires} spires)`;
  }
  for (const [k, n] of onDepot) {
    const [area] = k.split(':') as [AreaId];
    if (n > DEPOT_GARRISON_CAPACITY)
      return `the depot in ${names.spot(area, null)} holds at most ${DEPOT_GARRISON_CAPACITY} garrison factors`;
  }
  return null;
}

/** 13.1.1.1 the places a force of `power` may take in its region now: field areas (corps), empty cities, its depots. */
export function setupPlaces(
  state: GameState,
  map: LandMap,
  power: MajorPower,
  region: SetupRegion,
): { area: AreaId; city: CityId | null; field: boolean }[] {
  const out: { area: AreaId; city: CityId | null; field: boolean }[] = [];
  const ownerOf = (n: Corps['nationality']) => controllerOf(state, n);
  for (const area of region.areas) {
    const enemy = state.corps.some(
      (c) =>
        c.location.kind === 'area' &&
        c.location.area === area &&
        ((o) => o !== null && o !== power && atWar(state, o, power))(ownerOf(c.nationality)),
    );
    if (!enemy) out.push({ area, city: null, field: true });
    for (const city of map.area(area)?.cities ?? []) {
      const taken =
        state.corps.some(
          (c) => ownerOf(c.nationality) !== power && c.location.kind === 'area' && c.location.area === area && c.location.city === city.id,
        ) ||
        state.garrisons.some(
          (g) => ownerOf(g.nationality) !== power && g.area === area && g.place.kind === 'city' && g.place.city === city.id,
        );
      if (!taken) out.push({ area, city: city.id, field: false });
    }
    if (state.depots.some((d) => d.owner === power && d.area === area)) out.push({ area, city: null, field: false });
  }
  return out;
}

/** 13.1.1 a setup answer's verdict before the step applies it (syntax and the whole plan). */
export function setupVerdict(state: GameState, map: LandMap, power: MajorPower, answer: string, names: SetupNames): Verdict {
  const parsed = parseSetupAnswer(answer);
  if (!parsed.ok) return illegal('malformed', '13.1.1', parsed.message);
  const plan = planSetup(state, map, power, parsed.orders, names);
  return plan.ok ? LEGAL : plan.verdict;
}
