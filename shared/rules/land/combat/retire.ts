/** 7.5.1.1 A defender retiring into a city of the combat area before the fighting. */
import { controllerOf, illegal, LEGAL, totalFactors, operatorOf } from '../../../model';
import type { CityId, Corps, GameState, LandMap, Verdict } from '../../../model';
import { cityHolder, factorsInCity, mayOccupy, noRoomWords } from '../movement/facts';
import { FACTORS_PER_SPIRE } from '../movement/garrisons';

/**
 * 7.5.1.1 A corps attacked in the field may go inside a friendly-held or vacant, unbesieged city
 * of its area when the whole corps fits (5 factors per spire, 7.3.3). Unlike a move into a city
 * (7.3.3), the enemy corps outside do not stop it: they are why it retires. A friendly city
 * with enemy field corps outside is not yet besieged while the combat there is undecided.
 */
export function retireVerdict(state: GameState, map: LandMap, corps: Corps, city: CityId): Verdict {
  if (corps.location.kind !== 'area' || corps.location.city !== undefined) return illegal('cityClosed', '7.5.1.1', 'the corps is not in the field');
  const area = corps.location.area;
  const facts = map.area(area)?.cities.find((c) => c.id === city);
  if (!facts) return illegal('cityClosed', '7.5.1.1', `${city} is not in area ${area}`);
  const power = operatorOf(state, corps);
  if (power !== null && !mayOccupy(state, map, power, area)) return illegal('cityClosed', '10.3.1.1', `${city} lies in a neutral minor or in territory entered without access`);
  // a neutral garrison (no controller) holds its city too
  if (state.garrisons.some((g) => g.area === area && g.place.kind === 'city' && g.place.city === city && controllerOf(state, g.nationality) !== power))
    return illegal('cityClosed', '7.5.1.1', `${city} is held by another power`);
  const holder = cityHolder(state, area, city, map);
  if (holder !== null && holder !== power) return illegal('cityClosed', '7.5.1.1', `${city} is held by another power`);
  // 7.5.1.1.4 the whole corps must fit beside whatever is already inside
  const room = FACTORS_PER_SPIRE * facts.spires - factorsInCity(state, area, city);
  if (totalFactors(corps.factors) > room) return illegal('capacity', '7.5.1.1.4', noRoomWords(state, area, city, power, room, totalFactors(corps.factors)));
  return LEGAL;
}
