// The standing procedures' use of 7.3.3.3.1: a cossack, freikorps or guerilla counter garrisons a
// city of its own home nation when enemy field forces stand in or next to its area.
import type { AreaId, GameState, LandMap } from '../../model';
import type { MovementOrder } from '../../rules/land/movement';
import { corpsInCity } from '../../rules/land/movement';

/**
 * How much a `garrison:` order is worth (0: not given): the counter's own nationality's home city
 * with `enemyIn` (the power's reading of enemy field strength) above 0 in or around the area; 4 when
 * nobody is inside (it holds the city), 3 when it strengthens a garrison or corps already there
 * (both above a march). Depots and cities abroad are left alone, so the counter keeps raiding elsewhere.
 */
export function irregularGarrisonScore(
  state: GameState,
  map: LandMap,
  o: Extract<MovementOrder, { kind: 'garrison' }>,
  enemyIn: (a: AreaId) => number,
): number {
  if (o.place.kind !== 'city') return 0;
  const i = state.irregulars.find((x) => x.counter === o.counter);
  if (!i) return 0;
  const city = o.place.city;
  if (map.area(i.area)?.homeOf !== i.nationality) return 0;
  if (!(enemyIn(i.area) > 0 || map.edges(i.area).some((e) => enemyIn(e.to) > 0))) return 0;
  const held =
    state.garrisons.some((g) => g.area === i.area && g.place.kind === 'city' && g.place.city === city) ||
    corpsInCity(state, i.area, city).length > 0;
  return held ? 3 : 4;
}
