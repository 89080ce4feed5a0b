// 12.3.1 (optional) supply limits per depot and opt 7.4.2.1.1.1 (v2.71 addition) the dearer
// supply of a depot's fifth and later corps. Both need to know which depot feeds which corps.
import type { AreaId, CityId, GameState, LandMap, MajorPower } from '../../../model';
import { controllerOf, operatorOf } from '../../../model';
import { areasWithin, validDepots, validInvasionDepots } from '../depots';
import { isCityBesieged } from '../movement/facts';

/** 12.3.1 / opt 7.4.2.1.1.1: four corps a depot supplies at the plain price (or at all, under 12.3.1). */
export const CORPS_PER_DEPOT = 4;

/** One corps wanting depot supply: where it stands. */
export interface DepotClient {
  readonly counter: string;
  readonly area: AreaId;
}

/** What a depot-supplied corps costs after the per-depot rules, or null: no depot may feed it (12.3.1). */
export interface DepotAssignment {
  readonly depot: string | null;
  /** Areas from the depot (0 in its area); null when unassigned. */
  readonly steps: number | null;
  /** opt 7.4.2.1.1.1: the depot already feeds four corps, so this one's cost is doubled. */
  readonly doubled: boolean;
}

/** Which per-depot rule the game plays, if any. */
export type DepotLoadRule = 'limit' | 'doubling' | null;

export function depotLoadRule(state: GameState): DepotLoadRule {
  if (state.options.rules.supplyLimitsPerDepot === true) return 'limit';
  if (state.options.rules.depotSupplyCosts === true) return 'doubling';
  return null;
}

/** Each valid depot of `owner` (its own chains, 7.2.3.2; 7.4.4 aboard a fleet) and the areas it reaches, traced for `tracer`. */
export function depotsInReach(state: GameState, map: LandMap, owner: MajorPower, range: number, tracer: MajorPower = owner): Map<string, ReadonlyMap<AreaId, number>> {
  const valid = validDepots(state, map, owner);
  const out = new Map<string, ReadonlyMap<AreaId, number>>();
  for (const d of state.depots) if (valid.has(d.id)) out.set(d.id, areasWithin(state, map, tracer, d.area, range));
  for (const d of validInvasionDepots(state, map, owner, valid)) out.set(d.id, new Map((map.sea?.(d.area)?.coast ?? []).map((a) => [a, 1] as const)));
  return out;
}

/**
 * Gives each client a depot. Under 12.3.1 ('limit') a depot feeds at most four corps: clients
 * with the fewest depots in reach choose first, each taking its nearest depot with room (ties
 * by depot id); a client left without one must forage. Under opt 7.4.2.1.1.1 ('doubling') the
 * clients nearest a depot are served first, each by the depot where it costs least, counting
 * the doubling once that depot already feeds four. Clients out of every depot's reach get null.
 * Engine's reading (docs/RULINGS.md): the owner's cheapest assignment is found for him, and only
 * the depot the three-area trace starts from counts against its limit, not the depots of the chain.
 */
export function assignDepots(
  reach: ReadonlyMap<string, ReadonlyMap<AreaId, number>>, clients: readonly DepotClient[], rule: Exclude<DepotLoadRule, null>,
  preload: ReadonlyMap<string, number> = new Map(),
): Map<string, DepotAssignment> {
  // 12.3.1 / opt 7.4.2.1.1.1 places already taken (besieged ports, the owner's own corps before an ally's)
  const load = new Map<string, number>(preload);
  const out = new Map<string, DepotAssignment>();
  const options = (c: DepotClient) =>
    [...reach].flatMap(([depot, areas]) => {
      const steps = areas.get(c.area);
      return steps === undefined ? [] : [{ depot, steps }];
    }).sort((a, b) => a.steps - b.steps || (a.depot < b.depot ? -1 : a.depot > b.depot ? 1 : 0));
  const base = (steps: number) => (steps === 0 ? 0.5 : steps);
  const order = clients
    .map((c) => ({ c, opts: options(c) }))
    .sort((a, b) =>
      rule === 'limit'
        ? a.opts.length - b.opts.length || (a.opts[0]?.steps ?? 99) - (b.opts[0]?.steps ?? 99) || (a.c.counter < b.c.counter ? -1 : 1)
        : (a.opts[0]?.steps ?? 99) - (b.opts[0]?.steps ?? 99) || (a.c.counter < b.c.counter ? -1 : 1));
  for (const { c, opts } of order) {
    let pick: { depot: string; steps: number; doubled: boolean } | null = null;
    for (const o of opts) {
      const used = load.get(o.depot) ?? 0;
      if (rule === 'limit') {
        if (used < CORPS_PER_DEPOT) { pick = { ...o, doubled: false }; break; }
        continue;
      }
      const doubled = used >= CORPS_PER_DEPOT;
      const cost = base(o.steps) * (doubled ? 2 : 1);
      if (pick === null || cost < base(pick.steps) * (pick.doubled ? 2 : 1)) pick = { ...o, doubled };
    }
    if (pick) load.set(pick.depot, (load.get(pick.depot) ?? 0) + 1);
    out.set(c.counter, pick ? { depot: pick.depot, steps: pick.steps, doubled: pick.doubled } : { depot: null, steps: null, doubled: false });
  }
  return out;
}

/** The places each depot has given, after `assignDepots` (and the preload it started from). */
export function loadOf(preload: ReadonlyMap<string, number>, assigned: ReadonlyMap<string, DepotAssignment>): Map<string, number> {
  const load = new Map(preload);
  for (const a of assigned.values()) if (a.depot !== null) load.set(a.depot, (load.get(a.depot) ?? 0) + 1);
  return load;
}

/** A besieged port's forces and the depot whose supply they may live on instead of rolling. */
export interface BesiegedPortClaim {
  readonly area: AreaId;
  readonly city: CityId;
  /** 7.4.3 a depot of a valid chain inside the city, else 7.4.4 a depot aboard a fleet on one of the port's seas. */
  readonly depot: string;
  readonly inside: boolean;
  /** Garrisons and corps inside: each is one of the depot's four (12.3.1). */
  readonly units: number;
  /** 12.3.1 the depot has room for all of them (always true without the option). */
  readonly fits: boolean;
}

/**
 * 7.4.3 / 7.4.4 the besieged ports of `power` that may live on a depot's supply, in a fixed order
 * (area, then city). 12.3.1 counts besieged garrisons against a depot's four as corps are: the
 * engine's reading (docs/RULINGS.md) gives the besieged first call on their depot, since they
 * have no other (corps may reach another depot or forage), and a port whose forces do not all
 * fit rolls for besieged supply (7.4.5) as a whole.
 */
export function besiegedPortClaims(state: GameState, map: LandMap, power: MajorPower): BesiegedPortClaim[] {
  const cities = new Map<string, { area: AreaId; city: CityId }>();
  for (const g of state.garrisons) if (g.place.kind === 'city' && controllerOf(state, g.nationality) === power) cities.set(`${g.area}/${g.place.city}`, { area: g.area, city: g.place.city });
  for (const c of state.corps) if (c.location.kind === 'area' && c.location.city && operatorOf(state, c) === power) cities.set(`${c.location.area}/${c.location.city}`, { area: c.location.area, city: c.location.city });
  const limit = depotLoadRule(state) === 'limit';
  const load = new Map<string, number>();
  const out: BesiegedPortClaim[] = [];
  let valid: ReadonlySet<string> | null = null;
  for (const key of [...cities.keys()].sort()) {
    const { area, city } = cities.get(key)!;
    const port = (map.ports ?? []).find((p) => p.city === city);
    if (!port || !map.area(area) || !isCityBesieged(state, area, city, map)) continue;
    valid ??= validDepots(state, map, power);
    const v = valid;
    const inside = state.depots.find((d) => d.owner === power && d.area === area && d.city === city && v.has(d.id));
    const depot = inside ?? validInvasionDepots(state, map, power, v).find((d) => port.seas.includes(d.area));
    if (!depot) continue;
    const units = state.garrisons.filter((g) => g.area === area && g.place.kind === 'city' && g.place.city === city).length +
      state.corps.filter((c) => c.location.kind === 'area' && c.location.area === area && c.location.city === city).length;
    const used = load.get(depot.id) ?? 0;
    const fits = !limit || used + units <= CORPS_PER_DEPOT;
    if (fits) load.set(depot.id, used + units);
    out.push({ area, city, depot: depot.id, inside: inside !== undefined, units, fits });
  }
  return out;
}

/** 12.3.1 the places besieged ports take at each depot of `power` before its corps are served. */
export function besiegedPreload(state: GameState, map: LandMap, power: MajorPower): Map<string, number> {
  const load = new Map<string, number>();
  if (depotLoadRule(state) !== 'limit') return load;
  for (const c of besiegedPortClaims(state, map, power)) if (c.fits) load.set(c.depot, (load.get(c.depot) ?? 0) + c.units);
  return load;
}
