import { atWar, controllerOf } from '../../../model';
import type { AreaId, GameState, LandEdge, MajorPower, Nationality } from '../../../model';

/** Whether the nationality's controller is at war with `power`. */
const hostile = (state: GameState, power: MajorPower, nationality: Nationality): boolean => {
  const c = controllerOf(state, nationality);
  return c !== null && c !== power && atWar(state, power, c);
};

/** 12.2.1.2 land forces (corps or garrisons) at war with `fleetPower` stand in the area. */
function heldAgainst(state: GameState, fleetPower: MajorPower, area: AreaId): boolean {
  return (
    state.corps.some((c) => c.location.kind === 'area' && c.location.area === area && hostile(state, fleetPower, c.nationality)) ||
    state.garrisons.some((g) => g.area === area && hostile(state, fleetPower, g.nationality))
  );
}

/**
 * 7.3.1.3.3 / 7.2.3.2.2 whether enemy fleets close a crossing arrow to `power` (for movement and
 * for supply chains). Every enemy fleet in the sea around the arrow closes it, except (12.2.1.2,
 * option: the edge carries `heldEnds`) a fleet whose enemies hold both ends of a Danish or Swedish
 * arrow: the narrows are then under the guns of both shores.
 */
export function arrowClosed(state: GameState, power: MajorPower, edge: LandEdge): boolean {
  const sea = edge.crossingSea;
  if (sea === null) return false;
  for (const f of state.fleets) {
    if (f.location.kind !== 'sea' || f.location.area !== sea || !hostile(state, power, f.nationality)) continue;
    const owner = controllerOf(state, f.nationality);
    if (edge.heldEnds && owner !== null && edge.heldEnds.every((a) => heldAgainst(state, owner, a))) continue;
    return true;
  }
  return false;
}
