// 6.2.6.1 / 6.2.6.2 / 6.2.6.4 fleets scuttled in a lost port (shared by ports.ts and battle.ts).
import { POWER_NAMES } from '../../../model';
import type { Fleet, MajorPower } from '../../../model';
import { fleetPower, portHolder } from '../../../rules/naval';
import { emit, patch } from '../../tx';
import type { Tx } from '../../tx';
import { politicalPoints } from '../effects';
import { navalCtx, removeFleet } from './navalState';

/** The holder of a port at war with the fleets' owner (who takes Nelson, 6.2.6.2). */
function holderOf(tx: Tx, city: string): MajorPower | null {
  const port = navalCtx(tx).naval.port(city as never);
  return port ? portHolder(tx.state, navalCtx(tx), port) : null;
}

/** 6.2.6.1 / 6.2.6.2 / 6.2.6.4 fleets scuttled: a political point each, Nelson taken by the port's holder. */
export function scuttleFleets(tx: Tx, fleets: readonly Fleet[], city: string, rule: string): void {
  const holder = holderOf(tx, city);
  const name = navalCtx(tx).naval.port(city as never)?.name ?? city;
  for (const fleet of fleets) {
    const owner = fleetPower(tx.state, fleet);
    const nelson = tx.state.leaders.find((l) => l.id === 'nelson' && l.location.kind === 'fleet' && l.location.fleet === fleet.id);
    if (nelson && holder !== null) {
      const area = fleet.location.kind === 'port' ? fleet.location.area : (navalCtx(tx).naval.port(city as never)?.area ?? null);
      patch(tx, { leaders: tx.state.leaders.map((l) => (l.id === nelson.id ? { ...l, location: { kind: 'captured', by: holder } } : l)) });
      emit(tx, { type: 'leaderCaptured', leader: nelson.id, owner: nelson.owner, by: holder, area: area as never, rule: '6.2.6.2' });
    }
    // 6.2.6.5 the counter leaves the game until bought again (8.5.4) and placed (5.1.1, placeableFleetCounters)
    removeFleet(tx, fleet.id, 'scuttled', rule);
    if (owner !== null) politicalPoints(tx, owner, -1, '6.2.6.4', `${fleet.name} scuttled at ${name}${holder ? `, taken by ${POWER_NAMES[holder]}` : ''}`);
  }
}

