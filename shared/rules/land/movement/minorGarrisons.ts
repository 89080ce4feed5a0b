// 10.5.2.3 (errata) a minor country that goes neutral or changes control: the garrison factors its
// former controller kept there leave it at once as if granted the honors of war (7.5.4.1.2.3.1).
import { totalFactors } from '../../../model';
import type { AreaId, CityId, GameState, Garrison, LandMap, MajorPower } from '../../../model';
import { cityHolder, factorsInCity, fieldCorps, isCityBesieged, isEnemy, territoryOf } from './facts';
import { FACTORS_PER_SPIRE } from './garrisons';
import { areaMinor } from '../../political';

/** One garrison of the former controller and the city it marches to (null: none with room, it is lost). */
export interface MinorGarrisonMove {
  readonly garrison: Garrison;
  readonly to: { readonly area: AreaId; readonly city: CityId } | null;
}

/**
 * 10.5.2.3 the garrisons of `power`'s own nationality (city and depot garrisons; corps, cossacks
 * and freikorps stay, and so do its other minors' garrisons, which may not leave their own
 * countries) inside `minor`, each with the nearest city outside the minor (fewest land borders
 * crossed, then area number) that `power` holds or that stands vacant in its territory,
 * unbesieged, with no enemy corps outside it, and with room once the garrisons sent before it
 * are counted (7.3.3.4).
 */
export function garrisonsLeavingMinor(state: GameState, map: LandMap, minor: string, power: MajorPower): MinorGarrisonMove[] {
  const inMinor = (a: AreaId) => { const f = map.area(a); return f !== undefined && areaMinor(state, f) === minor; }; // 10.4.3.2 districts held apart are not inside
  const sent = new Map<string, number>();
  return state.garrisons
    .filter((g) => g.nationality === power && inMinor(g.area))
    .map((garrison) => {
      const n = totalFactors(garrison.factors);
      const seen = new Set<AreaId>([garrison.area]);
      let frontier: AreaId[] = [garrison.area];
      while (frontier.length > 0) {
        const next: AreaId[] = [];
        for (const a of frontier) for (const e of map.edges(a)) if (!seen.has(e.to) && map.area(e.to)) { seen.add(e.to); next.push(e.to); }
        for (const a of [...next].sort()) {
          if (inMinor(a) || fieldCorps(state, a).some((k) => isEnemy(state, power, k))) continue;
          for (const c of map.area(a)!.cities) {
            const holder = cityHolder(state, a, c.id, map);
            if (!(holder === power || (holder === null && territoryOf(state, map, a) === power)) || isCityBesieged(state, a, c.id, map)) continue;
            const key = `${a}/${c.id}`;
            if (factorsInCity(state, a, c.id) + (sent.get(key) ?? 0) + n > FACTORS_PER_SPIRE * c.spires) continue;
            sent.set(key, (sent.get(key) ?? 0) + n);
            return { garrison, to: { area: a, city: c.id } };
          }
        }
        frontier = next;
      }
      return { garrison, to: null };
    });
}
