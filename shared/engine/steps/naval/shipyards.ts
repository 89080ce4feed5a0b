// 12.1.2.2 (option) ships building for a minor free state are not lost when an enemy takes their
// port (12.1.2.1 destroys only a major power's, `loseOccupiedShipyards`): they wait in the
// shipyard, and they go to whichever major power controls the minor now. They enter play only in a
// port of the minor that this power holds (5.1.2, `shipyardPort`), so they come to the power that
// controls both the minor's fleet and the port.
import { isMajorPower } from '../../../model';
import type { MajorPower, ShipsDue } from '../../../model';
import type { Tx } from '../../tx';
import { navy, patchNavy } from './navalState';

/** 12.1.2.2 a minor's ships due in the pool of a power that no longer controls it pass to `power`, its controller now. */
export function freeStateShipsFollowControl(tx: Tx, power: MajorPower): void {
  if (!tx.state.options.rules.shipBuildingLocations) return;
  const mine = (s: ShipsDue) => !isMajorPower(s.nationality) && s.power !== power && tx.state.minors.some((m) => m.id === s.nationality && m.status !== 'neutral' && m.controller === power);
  const pool = navy(tx.state).ships;
  if (!pool.some(mine)) return;
  // partial: 12.1.2.2 the taker does not choose to destroy the ships, and a mixed force's competitive roll is not made: building always goes on
  const merged: ShipsDue[] = [];
  for (const s of pool.map((x) => (mine(x) ? { ...x, power } : x))) {
    const i = merged.findIndex((x) => x.power === s.power && x.nationality === s.nationality && x.port === s.port);
    if (i >= 0) merged[i] = { ...merged[i]!, ships: merged[i]!.ships + s.ships };
    else merged.push(s);
  }
  patchNavy(tx, { ships: merged });
}
