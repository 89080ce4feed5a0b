// 7.3.6.2 A counter entering an area with a garrisoned enemy depot: the garrison's owner may
// destroy the depot at once (before the mover decides to go on or stay and fight); its
// garrison then goes into a city of the area as far as it fits, the rest surrenders.
//   keep:<depot>                keep the depot; the garrison stays (and may be attacked)
//   destroy:<depot>:surrender   destroy it; every garrison factor surrenders to the mover
//   destroy:<depot>:<city>      destroy it; the garrison goes into the city, what does not fit surrenders
import { LEGAL, POWER_NAMES, allied, controllerOf, garrisonSize, illegal } from '../../../model';
import type { AreaId, CityId, CounterId, DecisionOption, Depot, GameState, Garrison, LandMap, MajorPower, Verdict } from '../../../model';
import { cityHolder, factorsInCity, isCityBesieged, isEnemy, mayOccupy } from './facts';
import { FACTORS_PER_SPIRE } from './garrisons';

/** The garrisons standing on the depot: factors of its owner or of free states it controls (7.3.3.5.1). */
export function depotGarrisons(state: GameState, depot: Depot): Garrison[] {
  return state.garrisons.filter((g) => g.area === depot.area && g.place.kind === 'depot' && controllerOf(state, g.nationality) === depot.owner);
}

/** Enemy depots of `power` in the open in `area` that hold a garrison (7.3.6.2). */
export function garrisonedEnemyDepots(state: GameState, power: MajorPower, area: AreaId): Depot[] {
  return state.depots.filter(
    (d) => d.area === area && d.fleet === undefined && d.city === undefined && d.owner !== power && isEnemy(state, power, d.owner) && depotGarrisons(state, d).length > 0,
  );
}

export type DepotGarrisonAnswer =
  | { readonly kind: 'keep'; readonly depot: string }
  | { readonly kind: 'destroy'; readonly depot: string; readonly city: CityId | null };

export function parseDepotGarrisonAnswer(value: string): DepotGarrisonAnswer | null {
  const [kind, depot, to] = value.split(':');
  if (!depot) return null;
  if (kind === 'keep' && to === undefined) return { kind, depot };
  if (kind === 'destroy' && to) return { kind, depot, city: to === 'surrender' ? null : (to as CityId) };
  return null;
}

/**
 * Room left in `city` for `owner`'s garrison, or the verdict refusing it (unbesieged, friendly
 * or vacant, 7.3.6.2 / 7.3.3). The entering counter has not chosen to besiege yet, so it does
 * not count as besieging.
 */
export function refugeRoom(
  full: GameState, map: LandMap, owner: MajorPower, area: AreaId, city: CityId, entering: CounterId | null,
): { room: number; verdict: Verdict } {
  const state = entering === null ? full : { ...full, corps: full.corps.filter((c) => c.counter !== entering), irregulars: full.irregulars.filter((i) => i.counter !== entering) };
  const facts = map.area(area)?.cities.find((c) => c.id === city);
  if (!facts) return { room: 0, verdict: illegal('cityClosed', '7.3.6.2', `${city} is not in area ${area}`) };
  const holder = cityHolder(state, area, city, map);
  if (holder !== null && holder !== owner && !allied(state, owner, holder)) return { room: 0, verdict: illegal('cityClosed', '7.3.6.2', `${city} is held by another power`) };
  if (holder !== null && isCityBesieged(state, area, city, map)) return { room: 0, verdict: illegal('besieged', '7.3.6.2', `${city} is besieged`) };
  if (holder === null && !mayOccupy(state, map, owner, area)) return { room: 0, verdict: illegal('cityClosed', '10.3.1.1', `${city} may not be occupied by this power`) };
  const room = Math.max(0, FACTORS_PER_SPIRE * facts.spires - factorsInCity(state, area, city));
  if (room === 0) return { room, verdict: illegal('capacity', '7.3.3', `${city} is full`) };
  return { room, verdict: LEGAL };
}

/** 7.3.6.2 the garrison owner's options for one depot: keep it first, then destroy with each refuge. */
export function depotGarrisonOptions(state: GameState, map: LandMap, depot: Depot, mover: MajorPower, entering: CounterId): DecisionOption[] {
  const size = depotGarrisons(state, depot).reduce((n, g) => n + garrisonSize(g.factors), 0); // 7.3.3.3.1 irregular factors included
  const out: DecisionOption[] = [
    { value: `keep:${depot.id}`, label: `Keep the depot in ${depot.area} (its garrison of ${factorsText(size)} stays)`, verdict: LEGAL },
    { value: `destroy:${depot.id}:surrender`, label: `Destroy the depot in ${depot.area} (its garrison of ${factorsText(size)} surrenders to ${POWER_NAMES[mover]})`, verdict: LEGAL },
  ];
  for (const c of map.area(depot.area)?.cities ?? []) {
    const { room, verdict } = refugeRoom(state, map, depot.owner, depot.area, c.id, entering);
    const moved = Math.min(room, size);
    const rest = size - moved;
    out.push({
      value: `destroy:${depot.id}:${c.id}`,
      label: `Destroy the depot in ${depot.area} (${factorsText(moved)} of its garrison ${moved === 1 ? 'goes' : 'go'} into ${c.id} ${rest > 0 ? `and ${factorsText(rest)} surrender` : 'safely'})`,
      verdict,
    });
  }
  return out;
}

const factorsText = (n: number) => `${n} factor${n === 1 ? '' : 's'}`;
