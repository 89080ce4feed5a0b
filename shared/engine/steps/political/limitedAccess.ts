// 12.4 (option) peace treaty limited access: after a peace each former enemy has three Land Phases
// to get its garrisons out of the other's cities (12.4.1) and six to get its corps and depots out
// of its territory (12.4.2). 12.4.3 what is still there is demobilised in the next Reinforcement
// Phase, unless the territory's owner has granted voluntary access since.
import { POWER_NAMES, allied, atWar, compareDates, controllerOf } from '../../../model';
import type { AccessAgreement, AreaId, Factors, LandMap, MajorPower } from '../../../model';
import { territoryOf } from '../../../rules/land/movement';
import { addMonths } from '../../../rules/political/state';
import { emit, patch } from '../../tx';
import type { Tx } from '../../tx';
import { leadersOff, lost, politicalPoints } from '../effects';
import { fleetPower } from '../../../rules/naval';
import { isCapital } from './repatriation';
import { navalCtx, removeFleet } from '../naval/navalState';

/**
 * Whether `power` may stay in `area` of `owner`'s territory on something other than the 12.4 access
 * (`voluntaryOnly`: 12.4.1 a C.5 victor's own unconditional access does not keep it in a capital; 12.4.3 a voluntary one does).
 */
function otherwiseAllowed(tx: Tx, map: LandMap, power: MajorPower, owner: MajorPower, area: AreaId, voluntaryOnly = false): boolean {
  if (atWar(tx.state, power, owner) || allied(tx.state, power, owner)) return true;
  const province = map.area(area)?.province ?? null;
  return (tx.state.relations.access ?? []).some(
    (a) => a.grantor === owner && a.grantee === power && a.kind !== 'limited' && !(voluntaryOnly && a.kind === 'unconditional') &&
      (a.kind === 'unconditional' || (a.provinces ?? []).length === 0 || (province !== null && a.provinces!.includes(province))),
  );
}

/**
 * 12.4.3 at the start of `power`'s Army Reinforcement Step: its garrisons still in the cities of a
 * power whose 12.4 access began three or more months ago, and its corps, garrisons and depots
 * still in that power's territory once the six months are over, are demobilised (their factors
 * leave the map, the corps counters go back to the pool). The ended access is then dropped.
 * 12.4.2 / 12.4.3 its fleets still in that power's ports after six months are scuttled, a political
 * point for each with ships in it (5.1.4.1; 12.4.3 sets aside only 5.1.4.2's limits).
 * 12.4.1 a C.5 victor's access (`capitalsOnly`) binds only its garrisons in capital cities, after
 * three months; 12.4.2 does not bind it at all.
 */
export function demobiliseOverstayers(tx: Tx, power: MajorPower): void {
  const map = tx.data.land;
  if (!map?.landAreas || !tx.state.options.rules.peaceTreatyLimitedAccess) return;
  const mine = (n: string) => controllerOf(tx.state, n as never) === power;
  const ended: AccessAgreement[] = [];
  for (const a of (tx.state.relations.access ?? []).filter((x) => x.kind === 'limited' && x.grantee === power && x.since && x.until)) {
    const owner = a.grantor;
    const over = (deadline: NonNullable<AccessAgreement['until']>) => compareDates(tx.state.date, deadline) > 0;
    const capitalsOnly = a.capitalsOnly === true;
    const inside = (area: AreaId) => territoryOf(tx.state, map, area) === owner && !otherwiseAllowed(tx, map, power, owner, area, capitalsOnly);
    const garrisonsDue = over(addMonths(a.since!, 2)); // 12.4.1 three Land Phases
    const allDue = !capitalsOnly && over(a.until!); // 12.4.2 six Land Phases (12.4.1 a C.5 victor: never)
    // 12.4.1 the C.5 victor answers only for its garrisons in capital cities
    const due = (g: (typeof tx.state.garrisons)[number]) => g.place.kind === 'city' ? !capitalsOnly || isCapital(map, g.area, g.place.city) : allDue;
    if (garrisonsDue)
      for (const g of tx.state.garrisons.filter((x) => mine(x.nationality) && due(x) && inside(x.area))) {
        lost(tx, g.nationality, null, g.area, g.factors, '12.4.3', 'still inside after the limited access ended');
        patch(tx, { garrisons: tx.state.garrisons.filter((x) => x !== g) });
        emit(tx, { type: 'forcesRepatriated', power, what: 'garrison', from: g.area, to: null, rule: '12.4.3' });
      }
    if (capitalsOnly && garrisonsDue) ended.push(a);
    if (!allDue) continue;
    for (const c of tx.state.corps.filter((x) => x.location.kind === 'area' && mine(x.nationality) && inside(x.location.area))) {
      const area = (c.location as { area: AreaId }).area;
      lost(tx, c.nationality, c.counter, area, c.factors, '12.4.3', 'still inside after the limited access ended');
      leadersOff(tx, [c.counter], '12.4.3');
      patch(tx, { corps: tx.state.corps.map((x) => (x.counter === c.counter ? { ...x, factors: {} as Factors, location: { kind: 'offMap' as const } } : x)) });
      emit(tx, { type: 'forcesRepatriated', power, what: 'corps', from: area, to: null, rule: '12.4.3' });
    }
    for (const d of tx.state.depots.filter((x) => x.owner === power && inside(x.area))) {
      patch(tx, { depots: tx.state.depots.filter((x) => x.id !== d.id) });
      emit(tx, { type: 'forcesRepatriated', power, what: 'depot', from: d.area, to: null, rule: '12.4.3' });
    }
    if (tx.data.naval) {
      const ctx = navalCtx(tx);
      for (const f of tx.state.fleets.filter((x) => x.location.kind === 'port' && fleetPower(tx.state, x) === power)) {
        const port = f.location.kind === 'port' ? ctx.naval.port(f.location.city) : undefined;
        if (!port || !inside(port.area)) continue;
        removeFleet(tx, f.id, 'scuttled', '12.4.3');
        if (f.ships > 0) politicalPoints(tx, power, -1, '5.1.4.1', `${f.name} scuttled at ${port.name}: still in ${POWER_NAMES[owner]}'s port after the limited access ended (12.4.3)`);
      }
    }
    ended.push(a);
  }
  if (ended.length > 0) patch(tx, { relations: { ...tx.state.relations, access: (tx.state.relations.access ?? []).filter((x) => !ended.includes(x)) } });
}
