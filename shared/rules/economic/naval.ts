// Naval facts the Economic Phase reads: which ports are blockaded (8.2.1.2.1.1, 8.2.1.3) and
// where each fleet lies for its maintenance (8.5.1.2).
//
// The naval engineer exposes these in shared/rules/naval once the Naval Phase lands; until then
// they are read straight from `state.fleets`, whose location is `sea` (a sea area), `port` (in a
// port city) or `blockade` (in the blockade box of a port city). After the merge, switch the two
// functions below to the naval rules' own (blockade, and the location a fleet pays for) and keep
// their signatures.
import { atWar, fleetControllerOf } from '../../model';
import type { CityId, Fleet, GameState, MajorPower } from '../../model';

/**
 * 8.2.1.2.1.1 / 8.2.1.3 a port is blockaded while a fleet of a power at war with `holder` (the
 * port's controller) lies in its blockade box. A neutral minor's port (no holder) is not
 * blockaded: nobody is at war with it here.
 */
export function isBlockaded(state: GameState, city: CityId, holder: MajorPower | null): boolean {
  if (holder === null) return false;
  return state.fleets.some((f) => {
    if (f.location.kind !== 'blockade' || f.location.city !== city || f.ships <= 0) return false;
    const owner = fleetControllerOf(state, f.nationality);
    return owner !== null && atWar(state, owner, holder);
  });
}

/** 8.5.1.2 where a fleet lies for its upkeep: at sea, in a port, or in a blockade box. */
export const fleetPlace = (fleet: Fleet): 'sea' | 'port' | 'blockade' => fleet.location.kind;
