// 12.3.8 (option) free state factors may garrison cities and depots outside the free state. When
// the free state passes to another power with its forces (a cession: peace term B.7, 8.8, an
// overture to an UMP 14.3.1.1.4), its garrisons abroad do not stay where the old controller put
// them: they march home to the nearest city of the free state (fewest land borders, then area
// number) that is not besieged, has no enemy corps of the new controller outside it, is held by
// the new controller or vacant, and has room (7.3.3.4); with none, they are lost. Our reading
// (docs/RULINGS.md): the rule leaves them to the players' notes; the errata's 10.5.2.3 march
// (a former controller's garrisons leave a minor) is the model. Where control changes by
// conquest or by going neutral, every force of the minor is removed already (10.2.1.1, 10.5.2.3).
import { totalFactors } from '../../../model';
import type { AreaId, CityId, Garrison } from '../../../model';
import { FACTORS_PER_SPIRE, cityHolder, factorsInCity, fieldCorps, isCityBesieged, isEnemy } from '../../../rules/land/movement';
import { emit, patch } from '../../tx';
import type { Tx } from '../../tx';
import { landMap } from './landState';
import { marchGarrison } from './minorGarrisons';
import { areaMinor } from '../../../rules/political';

/** 12.3.8 the free state's garrisons outside it go home (or are lost) after its control changed. */
export function freeStateGarrisonsHome(tx: Tx, minor: string): void {
  if (!tx.state.options.rules.minorFreeStateDetaching || !tx.data.land) return;
  const map = landMap(tx);
  const m = tx.state.minors.find((x) => x.id === minor);
  const power = m?.controller ?? null;
  if (!m || m.status === 'neutral' || power === null) return;
  const inMinor = (a: AreaId) => { const f = map.area(a); return f !== undefined && areaMinor(tx.state, f) === minor; }; // 10.4.3.2
  const abroad = tx.state.garrisons.filter((g) => g.nationality === minor && !inMinor(g.area));
  if (abroad.length === 0) return;
  const sent = new Map<string, number>();
  const home = (g: Garrison): { area: AreaId; city: CityId } | null => {
    const n = totalFactors(g.factors);
    const seen = new Set<AreaId>([g.area]);
    let frontier: AreaId[] = [g.area];
    while (frontier.length > 0) {
      const next: AreaId[] = [];
      for (const a of frontier) for (const e of map.edges(a)) if (!seen.has(e.to) && map.area(e.to)) { seen.add(e.to); next.push(e.to); }
      for (const a of [...next].sort()) {
        if (!inMinor(a) || fieldCorps(tx.state, a).some((k) => isEnemy(tx.state, power, k))) continue;
        for (const c of map.area(a)!.cities) {
          const holder = cityHolder(tx.state, a, c.id, map);
          if ((holder !== null && holder !== power) || isCityBesieged(tx.state, a, c.id, map)) continue;
          const key = `${a}/${c.id}`;
          if (factorsInCity(tx.state, a, c.id) + (sent.get(key) ?? 0) + n > FACTORS_PER_SPIRE * c.spires) continue;
          sent.set(key, (sent.get(key) ?? 0) + n);
          return { area: a, city: c.id };
        }
      }
      frontier = next;
    }
    return null;
  };
  const moves = abroad.map((g) => ({ g, to: home(g) }));
  let garrisons = tx.state.garrisons.filter((x) => !abroad.includes(x));
  for (const { g, to } of moves) {
    const factors = totalFactors(g.factors);
    garrisons = marchGarrison(garrisons, g, to);
    emit(tx, { type: 'minorGarrisonLeft', minor, nationality: g.nationality, owner: power, from: g.area, factors, to, rule: '12.3.8' });
    if (!to) emit(tx, { type: 'factorsChanged', nationality: g.nationality, owner: power, counter: null, area: g.area, delta: -factors, rule: '12.3.8', reason: `no city of ${m.name} to march home to` });
  }
  patch(tx, { garrisons });
}
