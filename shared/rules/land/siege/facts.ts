// 7.5.4 Who besieges which city, and the city facts the Siege Table reads.
import { atWar, controllerOf, illegal, LEGAL, garrisonSize, operatorOf } from '../../../model';
import type { AreaId, CityId, Depot, GameState, LandMap, MajorPower, Nationality, Verdict, ForceRef } from '../../../model';
import { validDepots } from '../depots';
import { cityHolder, corpsInCity, factorsInCity, fieldCorps, isCityBesieged, isCityEnemy, isEnemy, territoryOf as territoryOfArea } from '../movement/facts';
import { FACTORS_PER_SPIRE } from '../movement/garrisons';
import { areaMinor } from '../../political';

/** A city under siege: who holds it and which powers' corps stand outside. */
export interface SiegeSite {
  readonly area: AreaId;
  readonly city: CityId;
  /** Whoever runs the forces inside (10.3.2). */
  readonly defender: MajorPower;
  /** Major powers with corps in the area at war with the defender. */
  readonly besiegers: readonly MajorPower[];
}

export const siteKey = (area: AreaId, city: CityId): string => `${area}:${city}`;

/** Every city with forces inside that enemy corps besiege (7.5.4, as `isCityBesieged` reads it; 10.3.2.1 `map` names the holder of a mixed garrison). */
export function siegeSites(state: GameState, map?: LandMap): SiegeSite[] {
  const seen = new Set<string>();
  const out: SiegeSite[] = [];
  const places = [
    ...state.garrisons.flatMap((g) => (g.place.kind === 'city' ? [{ area: g.area, city: g.place.city }] : [])),
    ...state.corps.flatMap((c) => (c.location.kind === 'area' && c.location.city ? [{ area: c.location.area, city: c.location.city }] : [])),
  ];
  for (const { area, city } of places) {
    const key = siteKey(area, city);
    if (seen.has(key)) continue;
    seen.add(key);
    const defender = cityHolder(state, area, city, map);
    if (defender === null || !isCityBesieged(state, area, city, map)) continue;
    // 10.1.1.3.3 only corps make a siege: guerillas join one (siegeCombat's besiegers) but never besiege alone
    const besiegers = [...new Set(fieldCorps(state, area).flatMap((c) => {
      const p = operatorOf(state, c);
      // 4.6.5.3 a power at war with a minor alone besieges the minor's forces, not its controller's
      return p !== null && isCityEnemy(state, area, city, defender, c) ? [p] : [];
    }))];
    out.push({ area, city, defender, besiegers });
  }
  return out;
}

/** 7.5.4 the cities `power` besieges, and those of its own that others besiege. */
export function siegesOf(state: GameState, power: MajorPower, map?: LandMap): { besieging: SiegeSite[]; besieged: SiegeSite[] } {
  const all = siegeSites(state, map);
  return { besieging: all.filter((s) => s.besiegers.includes(power)), besieged: all.filter((s) => s.defender === power) };
}

export function cityFacts(map: LandMap, area: AreaId, city: CityId): { spires: number; fleches: number } {
  const c = map.area(area)?.cities.find((x) => x.id === city);
  return { spires: c?.spires ?? 1, fleches: c?.fleches ?? 0 };
}

/** 7.5.4.1.1.2 +1 when the garrison is more than five factors short of the city's capacity. */
export function undergarrisoned(capacity: number, inside: number): boolean {
  return inside < capacity - 5;
}

/** 7.5.4.1.1 everything the assault roll needs for one city. */
export function assaultFacts(state: GameState, map: LandMap, area: AreaId, city: CityId): { fleches: number; capacity: number; inside: number; undergarrisoned: boolean } {
  const { spires, fleches } = cityFacts(map, area, city);
  const capacity = FACTORS_PER_SPIRE * spires;
  const inside = factorsInCity(state, area, city);
  return { fleches, capacity, inside, undergarrisoned: undergarrisoned(capacity, inside) };
}

/** 7.5.4.1.2.3.1 Turkish and Spanish defenders (and the minors they run) may not ask for the honors of war. */
export function mayAskHonors(defender: MajorPower): Verdict {
  return defender === 'turkey' || defender === 'spain'
    ? illegal('illegalOption', '7.5.4.1.2.3.1', 'Turkish and Spanish garrisons may not ask for the honors of war')
    : LEGAL;
}

/**
 * 7.5.4.1.2.3.1 where a garrison granted the honors of war goes: the nearest city (fewest land
 * borders crossed) held by the defender or vacant in its territory, unbesieged, with room for the
 * garrison; a minor's garrison must stay in its own country. Null when there is none (the
 * garrison then surrenders or fights).
 */
export function honorsDestination(
  state: GameState, map: LandMap, area: AreaId, city: CityId, territoryOf: (area: AreaId) => MajorPower | null,
  only?: { readonly size: number; readonly mayEnter: (area: AreaId) => boolean },
): { area: AreaId; city: CityId } | null {
  const defender = cityHolder(state, area, city, map);
  if (defender === null) return null;
  const garrisonFactors = only?.size ?? state.garrisons
    .filter((g) => g.area === area && g.place.kind === 'city' && g.place.city === city)
    .reduce((n, g) => n + garrisonSize(g.factors), 0); // 7.3.3.3.1 irregular factors need room too
  const minorsInside = new Set<Nationality>([
    ...state.garrisons.filter((g) => g.area === area && g.place.kind === 'city' && g.place.city === city).map((g) => g.nationality),
    ...corpsInCity(state, area, city).map((c) => c.nationality),
  ].filter((n) => controllerOf(state, n) !== n));
  const seen = new Set<string>([area]);
  let frontier: AreaId[] = [area];
  while (frontier.length > 0) {
    const next: AreaId[] = [];
    for (const a of frontier) {
      for (const e of map.edges(a)) {
        if (seen.has(e.to)) continue;
        seen.add(e.to);
        next.push(e.to);
      }
    }
    // areas at the same distance are tried in number order, so the choice is stable
    for (const a of [...next].sort()) {
      const facts = map.area(a);
      if (!facts) continue;
      if ([...minorsInside].some((m) => areaMinor(state, facts) !== m)) continue; // 10.4.3.2 not into a district held apart
      if (only && !only.mayEnter(a)) continue;
      for (const c of facts.cities) {
        const holder = cityHolder(state, a, c.id, map);
        const ours = holder === defender || (holder === null && territoryOf(a) === defender);
        if (!ours || isCityBesieged(state, a, c.id, map)) continue;
        if (fieldCorps(state, a).some((k) => isEnemy(state, defender, k))) continue;
        if (factorsInCity(state, a, c.id) + garrisonFactors > FACTORS_PER_SPIRE * c.spires) continue;
        return { area: a, city: c.id };
      }
    }
    frontier = next;
  }
  return null;
}

/**
 * 7.3.3.3.1 with 10.1.1.3.4 / 10.1.2.2 garrisoned guerillas stay inside Spain's home nation and
 * freikorps inside their own home nation or areas their power controls, even marching out with
 * the honors of war; cossacks (and regular factors) may go anywhere.
 */
export function irregularMayStand(state: GameState, map: LandMap, kind: 'cossack' | 'freikorps' | 'guerilla', nationality: Nationality, area: AreaId): boolean {
  const home = map.area(area)?.homeOf ?? null;
  if (kind === 'guerilla') return home === 'spain';
  if (kind === 'freikorps') return home === nationality || territoryOfArea(state, map, area) === nationality;
  return true;
}

/**
 * 10.3.3 garrison factors and corps inside a city besieged by `besieger` whose power is not at
 * war with it, in a city of the besieger's enemy: they surrender when the siege is announced.
 */
export function neutralsInside(state: GameState, besieger: MajorPower, area: AreaId, city: CityId, map?: LandMap): { garrisons: number[]; corps: string[] } {
  const holder = cityHolder(state, area, city, map);
  if (holder === null || !atWar(state, besieger, holder)) return { garrisons: [], corps: [] };
  const neutral = (n: ForceRef) => {
    const p = operatorOf(state, n); // B.4 a lent corps stands with its borrower
    return p !== null && p !== besieger && p !== holder && !atWar(state, p, besieger);
  };
  const garrisons = state.garrisons.flatMap((g, i) => (g.area === area && g.place.kind === 'city' && g.place.city === city && neutral(g) ? [i] : []));
  const corps = corpsInCity(state, area, city).filter((c) => neutral(c)).map((c) => c.counter as string);
  return { garrisons, corps };
}

/**
 * 7.4.3.4.5 whether `taker`, whose siege just emptied a port (honors of war, surrender or
 * elimination), may keep the depot found inside as its own depot moved out into the area rather
 * than destroy it: only if it would then be part of one of the taker's valid supply chains
 * (7.2.3). The general depot rules hold too: one depot per area in the open and the taker's
 * depot limit (7.2).
 */
export function portDepotTakeover(state: GameState, map: LandMap, taker: MajorPower, depot: Depot): Verdict {
  if (depot.city === undefined || depot.owner === taker) return illegal('depotPlacement', '7.4.3.4.5', 'not an enemy depot inside a port');
  if (state.depots.some((d) => d.id !== depot.id && d.area === depot.area && d.fleet === undefined && d.city === undefined)) {
    return illegal('depotPlacement', '7.2', 'the area holds a depot already');
  }
  if (state.depots.filter((d) => d.owner === taker).length >= map.depotLimit(taker)) {
    return illegal('depotLimit', '7.2', `at most ${map.depotLimit(taker)} depots on the map`);
  }
  const after: GameState = { ...state, depots: state.depots.map((d) => (d.id === depot.id ? { id: d.id, owner: taker, area: d.area } : d)) };
  if (!validDepots(after, map, taker).has(depot.id)) return illegal('depotPlacement', '7.4.3.4.5', 'it would not be part of a valid supply chain');
  return LEGAL;
}
