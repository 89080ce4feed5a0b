// 13.1 Scenario validation of the forces against the printed data: what cities and depots can
// hold (7.3.3.4, 7.3.3.5), what corps counters' boxes hold (2.4.2.1.1) and how far they move
// (7.3.1.1). Kept apart from scenario.ts, which owns the format; the shapes here are the parts
// of a parsed scenario these checks read.
import { FACTOR_TYPES, garrisonSize as sizeOf, isMajorPower, totalFactors } from '../model';
import type { AreaId, CityId, CorpsType, Factors, LandMap, MajorPower } from '../model';
import { DEPOT_GARRISON_CAPACITY, FACTORS_PER_SPIRE, allowedMovement } from '../rules/land/movement';

interface CorpsEntry {
  readonly id: string;
  readonly name: string;
  readonly nationality: string;
  readonly type: CorpsType;
  readonly movement: number;
  readonly area?: string | undefined;
  readonly city?: string | undefined;
  readonly factors: Factors;
}
interface GarrisonEntry {
  readonly nationality: string;
  readonly area: string;
  readonly city?: string | undefined;
  readonly factors: { readonly infantry?: number | undefined; readonly militia?: number | undefined };
}
export interface ForcesToCheck {
  readonly minors: readonly { readonly id: string; readonly controller: MajorPower | null }[];
  readonly corps: readonly CorpsEntry[];
  readonly garrisons: readonly GarrisonEntry[];
}
export type ForceErrorCode = 'capacity' | 'badMovement';
type Sink = (path: string, code: ForceErrorCode, message: string) => void;

// 7.3.3.3.1 irregular factors fill a city or depot like the rest
const garrisonSize = (g: GarrisonEntry) => sizeOf(g.factors);

/**
 * 7.3.3.4 / 7.3.3.5 / 2.4.2.1.1 / 7.3.1.1 every city holds at most 5 factors per spire (its
 * garrisons and the corps inside together), every depot 10 garrison factors; a corps whose
 * counter the data knows fits its boxes; every corps moves as its counter prints. Without land
 * map facts nothing is checked (the areas are not known).
 */
export function forceErrors(f: ForcesToCheck, map: LandMap | undefined, err: Sink): void {
  if (!map) return;
  const controllerOf = (n: string): MajorPower | null => (isMajorPower(n) ? n : (f.minors.find((m) => m.id === n)?.controller ?? null));
  // 7.3.3.4 city capacity: garrisons and corps inside, reported at the entry that overflows it
  const inCity = new Map<string, number>();
  const city = (path: string, area: string, c: string, n: number) => {
    const spires = map.area(area as AreaId)?.cities.find((x) => x.id === (c as CityId))?.spires;
    if (spires === undefined) return;
    const key = `${area}/${c}`;
    const total = (inCity.get(key) ?? 0) + n;
    inCity.set(key, total);
    const room = FACTORS_PER_SPIRE * spires;
    if (total > room && total - n <= room) err(path, 'capacity', `${c} holds at most ${room} factors (${spires} spires, 7.3.3.4); the scenario puts ${total} inside`);
  };
  f.garrisons.forEach((g, i) => {
    if (g.city !== undefined) city(`forces.garrisons.${i}.factors`, g.area, g.city, garrisonSize(g));
  });
  f.corps.forEach((c, i) => {
    if (c.area !== undefined && c.city !== undefined) city(`forces.corps.${i}.factors`, c.area, c.city, totalFactors(c.factors));
  });
  // 7.3.3.5 a depot holds at most 10 garrison factors (one depot per area and owner here)
  const onDepot = new Map<string, number>();
  f.garrisons.forEach((g, i) => {
    if (g.city !== undefined) return;
    const key = `${g.area}/${controllerOf(g.nationality) ?? g.nationality}`;
    const total = (onDepot.get(key) ?? 0) + garrisonSize(g);
    onDepot.set(key, total);
    if (total > DEPOT_GARRISON_CAPACITY && total - garrisonSize(g) <= DEPOT_GARRISON_CAPACITY)
      err(`forces.garrisons.${i}.factors`, 'capacity', `a depot holds at most ${DEPOT_GARRISON_CAPACITY} garrison factors (7.3.3.5); the scenario puts ${total} on the depot in ${g.area}`);
  });
  f.corps.forEach((c, i) => {
    const path = `forces.corps.${i}`;
    // 2.4.2.1.1 the counter's boxes, when the roster knows the counter by this id
    const box = map.corpsLimits(c);
    if (box) {
      const inf = c.factors.infantry ?? 0;
      const mil = c.factors.militia ?? 0;
      const infBox = box.limits.infantry ?? 0;
      if (box.militia === 'none' && mil > 0) err(`${path}.factors.militia`, 'capacity', `${c.name} may hold no militia (2.4.2.1.1)`);
      if (box.militia === 'only' && inf > 0) err(`${path}.factors.infantry`, 'capacity', `${c.name} holds militia only (2.4.2.1.1)`);
      if ((box.militia === 'none' ? inf : inf + mil) > infBox) err(`${path}.factors.infantry`, 'capacity', `${c.name}'s infantry box holds at most ${infBox} (2.4.2.1.1)`);
      for (const t of FACTOR_TYPES) {
        if (t === 'infantry' || t === 'militia') continue;
        const max = box.limits[t] ?? 0;
        if ((c.factors[t] ?? 0) > max) err(`${path}.factors.${t}`, 'capacity', `${c.name}'s ${t} box holds at most ${max} (2.4.2.1.1)`);
      }
    }
    // 7.3.1.1 the allowance the counter prints (under its controller at the start)
    const allowed = allowedMovement(map, c.nationality, controllerOf(c.nationality), c.type, c.id);
    if (allowed && !allowed.includes(c.movement))
      err(`${path}.movement`, 'badMovement', `${c.name} (${c.nationality}, ${c.type}) moves ${allowed.join(' or ')} by its counter (7.3.1.1), not ${c.movement}`);
  });
}
