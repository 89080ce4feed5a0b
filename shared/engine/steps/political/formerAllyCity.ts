// 7.3.3 / 10.3.1.2.1 / 4.4.6.2 forces left inside a former ally's city when an alliance ends
// (4.2.1.1, 4.3.1.3, 4.4.7, 4.6.4.2.2, 4.7). See docs/RULINGS.md "An alliance ends while both
// powers share a city".
import { controllerOf, operatorOf } from '../../../model';
import type { AreaId, CityId, MajorPower } from '../../../model';
import { cityHolder, powersInCity } from '../../../rules/land/movement';
import { emit, patch } from '../../tx';
import type { Tx } from '../../tx';
import { nearestHavens, sendHome } from './repatriation';
import { breakAlliance } from './record';

/** A city where both powers have forces, with the one that stays (10.3.2 / 10.3.2.1) and the one that goes. */
export interface SharedCity {
  readonly area: AreaId;
  readonly city: CityId;
  readonly stays: MajorPower;
  readonly leaves: MajorPower;
}

/**
 * The cities `a` and `b` share, read while they are still allies: the city's holder by 10.3.2 /
 * 10.3.2.1 (the territory's controller when its forces are inside, else the diced holder) stays.
 * When the holder is a third ally, `by` (the power that ended the alliance) is the one that goes.
 */
export function sharedCities(tx: Tx, a: MajorPower, b: MajorPower, by: MajorPower): SharedCity[] {
  const map = tx.data.land;
  const seen = new Set<string>();
  const out: SharedCity[] = [];
  const places = [
    ...tx.state.garrisons.flatMap((g) => (g.place.kind === 'city' ? [{ area: g.area, city: g.place.city }] : [])),
    ...tx.state.corps.flatMap((c) =>
      c.location.kind === 'area' && c.location.city !== undefined ? [{ area: c.location.area, city: c.location.city }] : [],
    ),
  ];
  for (const { area, city } of places) {
    const key = `${area}:${city}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const inside = powersInCity(tx.state, area, city);
    if (!inside.includes(a) || !inside.includes(b)) continue;
    const holder = cityHolder(tx.state, area, city, map);
    const stays = holder === a || holder === b ? holder : by === a ? b : a;
    out.push({ area, city, stays, leaves: stays === a ? b : a });
  }
  return out;
}

/**
 * 7.3.3 the city is no longer friendly to the former ally that does not hold it: its corps step
 * out into the field of the same area (10.3.1.2.1 lets forces already there go on moving), and
 * its garrison factors there go home by 4.4.6.2 (nearest own city or depot; the owner chooses
 * among equally near ones).
 */
export function leaveFormerAllyCities(tx: Tx, shared: readonly SharedCity[], rule: string): void {
  for (const s of shared) {
    const cityName = tx.data.names?.slug(s.city) ?? s.city;
    const out = tx.state.corps.filter(
      (c) => c.location.kind === 'area' && c.location.area === s.area && c.location.city === s.city && operatorOf(tx.state, c) === s.leaves,
    );
    if (out.length > 0) {
      const counters = new Set(out.map((c) => c.counter));
      patch(tx, {
        corps: tx.state.corps.map((c) => (counters.has(c.counter) ? { ...c, location: { kind: 'area' as const, area: s.area } } : c)),
      });
    }
    const garrisons = tx.state.garrisons.filter(
      (g) => g.area === s.area && g.place.kind === 'city' && g.place.city === s.city && controllerOf(tx.state, g.nationality) === s.leaves,
    );
    emit(tx, {
      type: 'formerAllyLeftCity',
      power: s.leaves,
      holder: s.stays,
      area: s.area,
      city: s.city,
      corps: out.length,
      garrison: garrisons.length > 0,
      rule,
    });
    const map = tx.data.land;
    if (!map) continue;
    for (const g of garrisons) {
      const key = `garrison:${g.nationality}:${s.area}:${s.city}`;
      sendHome(
        tx,
        s.leaves,
        key,
        `The garrison of ${cityName}`,
        s.area,
        nearestHavens(tx, map, s.leaves, s.area, true),
        '4.4.6.2',
        "must leave its former ally's city",
      );
    }
  }
}

/**
 * Ends the alliance (`breakAlliance`, record.ts) and then moves the forces of the power that no
 * longer holds a city they shared out of it (7.3.3, `leaveFormerAllyCities`).
 */
export function endAlliance(tx: Tx, by: MajorPower, other: MajorPower, rule: string): void {
  const allied = tx.state.relations.alliances.some(([p, q]) => (p === by && q === other) || (p === other && q === by));
  const shared = allied ? sharedCities(tx, by, other, by) : [];
  breakAlliance(tx, by, other, rule);
  leaveFormerAllyCities(tx, shared, '7.3.3');
}
