// 7.3.5 Disembarking: corps carried by fleets land in their Land Movement Step or are lost.
//   land:<counter>:<area>          into a land area next to the fleet's sea area (the port's area
//                                  for a fleet in port or in a blockade box)
//   land:<counter>:<area>:<city>   straight into a besieged friendly port of that area (errata)
import { LEGAL, allied, atWar, illegal, totalFactors, operatorOf } from '../../../model';
import type { AreaId, CityId, Corps, GameState, LandMap, MajorPower, Verdict } from '../../../model';
import { accessRulesApply, cityHolder, factorsInCity, isCityBesieged, neutralMinorOf, noRoomWords } from './facts';
import { FACTORS_PER_SPIRE } from './garrisons';
import { militiaMoveBarred } from '../landwehr';

/** The power's corps aboard fleets (their own or their free states'). */
export function corpsAboard(state: GameState, power: MajorPower): Corps[] {
  return state.corps.filter((c) => c.location.kind === 'fleet' && operatorOf(state, c) === power);
}

/** 7.3.5 where a corps aboard may land: the coast of the fleet's sea area, or the area of the port it lies in or blockades. */
export function landingAreas(state: GameState, map: LandMap, corps: Corps): AreaId[] {
  if (corps.location.kind !== 'fleet') return [];
  const fleetId = corps.location.fleet;
  const fleet = state.fleets.find((f) => f.id === fleetId);
  if (!fleet) return [];
  switch (fleet.location.kind) {
    case 'sea':
      return [...(map.sea?.(fleet.location.area)?.coast ?? [])].filter((a) => map.area(a) !== undefined).sort();
    case 'port':
      return [fleet.location.area];
    case 'blockade': {
      const city = fleet.location.city;
      const port = (map.ports ?? []).find((p) => p.city === city);
      return port ? [port.area] : [];
    }
  }
}

/**
 * opt:7.3.5 (v2.71 correction, switch `landingInBesiegedPort`) the besieged ports of the area the
 * power holds: landing straight inside is offered beside the area. As first printed, corps land
 * in the area only.
 */
export function besiegedPortsFor(state: GameState, map: LandMap, power: MajorPower, area: AreaId): CityId[] {
  if (state.options.rules.landingInBesiegedPort !== true) return [];
  return (map.ports ?? [])
    .filter((p) => p.area === area && cityHolder(state, area, p.city, map) === power && isCityBesieged(state, area, p.city, map))
    .map((p) => p.city);
}

/** 7.3.5 whether the corps may land in `area` (inside `city` when given) now. */
export function disembarkVerdict(state: GameState, map: LandMap, power: MajorPower, corps: Corps, area: AreaId, city?: CityId): Verdict {
  if (corps.location.kind !== 'fleet' || operatorOf(state, corps) !== power) return illegal('noSuchCounter', '7.3.5', 'no corps of this power aboard a fleet');
  if (!landingAreas(state, map, corps).includes(area)) return illegal('notAdjacent', '7.3.5', `${area} is not where its fleet can land it`);
  const militia = militiaMoveBarred(state, corps, map.area(area)); // v2.71 12.11.1 (option) hook
  if (militia) return militia;
  // 10.3 as for movement: scenarios keep neutral minors and neutral powers' home nations closed (13.0)
  if (!accessRulesApply(state)) {
    if (neutralMinorOf(state, map, area) !== null) return illegal('noAccess', '10.3', `${area} is in a neutral minor country (scenarios have no access rules, 13.0)`);
    const owner = map.area(area)?.homeOf ?? null;
    if (owner !== null && owner !== power && !atWar(state, power, owner) && !allied(state, power, owner)) {
      return illegal('noAccess', '10.3', `${area} is in the home nation of a power neither allied nor at war`);
    }
  }
  if (city === undefined) return LEGAL;
  if (!besiegedPortsFor(state, map, power, area).includes(city)) return illegal('cityClosed', '7.3.5', `${city} is not a besieged port the power holds in ${area}`);
  const spires = map.area(area)?.cities.find((c) => c.id === city)?.spires ?? 0;
  // 7.3.3.5.3 a depot inside the besieged port adds no room: only the city's own capacity counts
  const room = FACTORS_PER_SPIRE * spires - factorsInCity(state, area, city);
  if (totalFactors(corps.factors) > room) return illegal('capacity', '7.3.5', noRoomWords(state, area, city, power, room, totalFactors(corps.factors)));
  return LEGAL;
}
