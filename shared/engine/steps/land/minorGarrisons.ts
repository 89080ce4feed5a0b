// 10.5.2.3 (errata) the former controller's garrisons leave a minor that went neutral or changed
// control, as by the honors of war. Called wherever a minor's control changes (13.1 dated changes;
// the Minor Country Control Step of the Political Phase).
import { totalFactors } from '../../../model';
import type { AreaId, CityId, Garrison, MajorPower } from '../../../model';
import { garrisonsLeavingMinor } from '../../../rules/land/movement';
import { emit, patch } from '../../tx';
import type { Tx } from '../../tx';
import { landMap } from './landState';

/**
 * A garrison marched off to `to` (10.5.2.3, 12.3.8): `garrisons` (without `g`) with `g` joining a
 * garrison of its nationality already in that city (2.4.1 factors of a type are interchangeable),
 * or standing there as a new one; with nowhere to go (null) it is simply gone.
 */
export function marchGarrison(garrisons: readonly Garrison[], g: Garrison, to: { area: AreaId; city: CityId } | null): Garrison[] {
  if (!to) return [...garrisons];
  const j = garrisons.findIndex((x) => x.area === to.area && x.place.kind === 'city' && x.place.city === to.city && x.nationality === g.nationality);
  if (j < 0) return [...garrisons, { ...g, area: to.area, place: { kind: 'city', city: to.city } }];
  const t = garrisons[j]!;
  const merged = { ...t, factors: { infantry: (t.factors.infantry ?? 0) + (g.factors.infantry ?? 0), militia: (t.factors.militia ?? 0) + (g.factors.militia ?? 0) } };
  return garrisons.map((x, i) => (i === j ? merged : x));
}

export function minorGarrisonsLeave(tx: Tx, minor: string, former: MajorPower): void {
  if (!tx.data.land) return;
  for (const { garrison: g, to } of garrisonsLeavingMinor(tx.state, landMap(tx), minor, former)) {
    const factors = totalFactors(g.factors);
    patch(tx, { garrisons: marchGarrison(tx.state.garrisons.filter((x) => x !== g), g, to) });
    emit(tx, { type: 'minorGarrisonLeft', minor, nationality: g.nationality, owner: former, from: g.area, factors, to, rule: '10.5.2.3' });
    if (!to) emit(tx, { type: 'factorsChanged', nationality: g.nationality, owner: former, counter: null, area: g.area, delta: -factors, rule: '10.5.2.3', reason: 'no city to march to with the honors of war' });
  }
}
