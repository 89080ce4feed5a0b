// 7.5.2.14 enemy depots in an area a field combat left to one side.
import { controllerOf, illegal, LEGAL } from '../../../model';
import type { AreaId, Depot, GameState, LandMap, MajorPower, Verdict } from '../../../model';
import { placeDepotVerdict } from '../depots';
import { isEnemy } from '../movement/facts';

/**
 * 7.5.2.14 / 7.3.6.2 the open-area depots of `power`'s enemies in `area` with no garrison of their
 * owner on them (depots inside cities and on fleets are not in the field).
 */
export function depotsLeftToVictor(state: GameState, power: MajorPower, area: AreaId): Depot[] {
  return state.depots.filter(
    (d) => d.area === area && d.fleet === undefined && d.city === undefined && d.owner !== power && isEnemy(state, power, d.owner) &&
      !state.garrisons.some((g) => g.area === area && g.place.kind === 'depot' && controllerOf(state, g.nationality) === d.owner),
  );
}

/**
 * 7.5.2.14 (by way of 7.3.6.1) converting costs no money but needs the depot to become a supply
 * source or a link of a valid chain of `power`: the test is whether `power` could place a depot
 * there once the enemy's is gone.
 */
export function convertDepotVerdict(state: GameState, map: LandMap, power: MajorPower, depot: Depot): Verdict {
  if (!state.depots.includes(depot)) return illegal('depotPlacement', '7.5.2.14', 'no such depot');
  const without = { ...state, depots: state.depots.filter((d) => d !== depot) };
  const free = { ...without, powers: { ...without.powers, [power]: { ...without.powers[power], money: Math.max(1, without.powers[power].money) } } };
  const v = placeDepotVerdict(free, map, power, depot.area);
  return v.ok ? LEGAL : { ...v, rule: '7.5.2.14', detail: `conversion needs a place a depot could stand: ${v.detail ?? v.code}` };
}
