// The standing procedures' use of 7.3.3.3.1: a cossack, freikorps or guerilla counter garrisons an
// empty city of its own home nation when enemy field forces stand in or next to its area.
import type { AreaId, GameState, LandMap } from '../../model';
import type { MovementOrder } from '../../rules/land/movement';
import { corpsInCity } from '../../rules/land/movement';

/**
 * Whether a `garrison:` order is worth giving: the counter's own nationality's home city, with
 * nobody inside, and `enemyIn` (the power's reading of enemy field strength) above 0 in or around
 * the area. Depots and cities abroad are left alone, so the counter keeps raiding elsewhere.
 */
export function irregularShouldGarrison(
  state: GameState,
  map: LandMap,
  o: Extract<MovementOrder, { kind: 'garrison' }>,
  enemyIn: (a: AreaId) => number,
): boolean {
  if (o.place.kind !== 'city') return false;
  const i = state.irregulars.find((x) => x.counter === o.counter);
  if (!i) return false;
  const city = o.place.city;
  if (map.area(i.area)?.homeOf !== i.nationality) return false;
  if (state.garrisons.some((g) => g.area === i.area && g.place.kind === 'city' && g.place.city === city)) return false;
  if (corpsInCity(state, i.area, city).length > 0) return false;
  return enemyIn(i.area) > 0 || map.edges(i.area).some((e) => enemyIn(e.to) > 0);
}
