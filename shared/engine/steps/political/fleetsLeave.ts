// 4.4.6.2 after a peace each side's fleets lying in the other's ports must sail out of them in the
// next Naval Phase, unless the port's owner lets them stay (an alliance or an access agreement
// covering the port's province). The peace records the duty; the naval movement step calls
// `leaveFormerEnemyPorts` when the power ends its movement: fleets it left behind are put out to
// sea then (see docs/RULINGS.md).
import type { AreaId, Fleet, GameDate, MajorPower, NavalPlace } from '../../../model';
import { compareDates } from '../../../model';
import { fleetPower, iceBound } from '../../../rules/naval';
import { hasAccess, territoryOf } from '../../../rules/land/movement';
import { addMonths, politicalState } from '../../../rules/political/state';
import type { Tx } from '../../tx';
import { navalCtx, relocate } from '../naval/navalState';
import { updatePolitical } from './record';

/** The month whose Naval Phase is "the next" one after a peace made now (3.0: the Naval Phase follows the Political and Reinforcement Phases). */
function nextNavalMonth(tx: Tx): GameDate {
  const phase = tx.state.cursor.phase;
  return phase === 'political' || phase === 'reinforcement' ? tx.state.date : addMonths(tx.state.date, 1);
}

/** 4.4.6.2 at a peace: `power`'s fleets in `from`'s ports must leave in the next Naval Phase (older duties are dropped). */
export function fleetsMustLeave(tx: Tx, power: MajorPower, from: MajorPower): void {
  const month = nextNavalMonth(tx);
  updatePolitical(tx, (p) => ({
    fleetsLeave: [...(p.fleetsLeave ?? []).filter((x) => compareDates(x.month, tx.state.date) >= 0 && !(x.power === power && x.from === from)), { power, from, month }],
  }));
}

/** 4.4.6.2 `power`'s fleets still lying in a port of a power it made peace with, this month, without leave to stay there. */
export function fleetsThatMustLeave(tx: Tx, power: MajorPower): Fleet[] {
  const duties = (politicalState(tx.state).fleetsLeave ?? []).filter((x) => x.power === power && compareDates(x.month, tx.state.date) === 0);
  const map = tx.data.land;
  if (duties.length === 0 || !map || !tx.data.naval) return [];
  const ctx = navalCtx(tx);
  return tx.state.fleets.filter((f) => {
    if (f.location.kind !== 'port' || fleetPower(tx.state, f) !== power) return false;
    const port = ctx.naval.port(f.location.city);
    if (!port) return false;
    const owner = territoryOf(tx.state, map, port.area);
    // 4.4.6.2 "unless given permission to stay": allied again, or access that covers the port
    return owner !== null && duties.some((d) => d.from === owner) && !hasAccess(tx.state, power, owner, map.area(port.area)?.province ?? null);
  });
}

/**
 * 4.4.6.2 the power ends its naval movement: every fleet of its still in a former enemy's port
 * sails out to the first sea area next to the port's blockade box that is not ice-bound
 * (6.2.1.4), else into the box, at no movement cost. The duty is then done.
 */
export function leaveFormerEnemyPorts(tx: Tx, power: MajorPower): void {
  const fleets = fleetsThatMustLeave(tx, power);
  if (fleets.length > 0) {
    const ctx = navalCtx(tx);
    const byPort = new Map<string, Fleet[]>();
    for (const f of fleets) if (f.location.kind === 'port') byPort.set(f.location.city, [...(byPort.get(f.location.city) ?? []), f]);
    for (const [city, here] of byPort) {
      const port = ctx.naval.port(city as never);
      const sea = port?.boxSeas.find((s) => !iceBound(tx.state, ctx, { kind: 'sea', area: s as AreaId }));
      const to: NavalPlace = sea ? { kind: 'sea', area: sea } : { kind: 'blockade', city: city as never };
      relocate(tx, here.map((f) => f.id), to, null, '4.4.6.2');
    }
  }
  if ((politicalState(tx.state).fleetsLeave ?? []).some((x) => x.power === power && compareDates(x.month, tx.state.date) <= 0))
    updatePolitical(tx, (p) => ({ fleetsLeave: (p.fleetsLeave ?? []).filter((x) => !(x.power === power && compareDates(x.month, tx.state.date) <= 0)) }));
}
