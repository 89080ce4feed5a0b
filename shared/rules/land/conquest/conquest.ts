// 7.7 / 10.2.1 Conquest of minor countries: who holds the primary district's cities, and what
// the Conquest Step makes of it.
import { atWar, compareDates } from '../../../model';
import type { GameDate, GameState, LandMap, MajorPower, MinorCountry, MinorCountryFacts } from '../../../model';
import { cityHolder, isCityBesieged } from '../movement/facts';
import { atWarWithMinor } from '../../political';

/**
 * 10.2.1 the power at war with the minor's controller whose forces are inside its capital, or with
 * opt:10.2.1 (v2.71 amendment, on by default) every city of its primary district, none of them
 * besieged; null when there is none.
 * 4.6 / 4.6.5.3 a power at war with the minor itself (a declaration on it, not lapsed) conquers it
 * the same way, though its controller stays at peace with that power.
 */
export function occupier(state: GameState, map: LandMap, minor: MinorCountry, given?: MinorCountryFacts): MajorPower | null {
  // `given`: facts of a minor the map does not hold (11.1.3 Poland, whose one city is Warsaw)
  const facts = given ?? map.minorCountry?.(minor.id);
  if (!facts || minor.controller === null || facts.primaryCities.length === 0) return null;
  // opt:10.2.1 (correction `conquestAllCities`) every city of the primary district; unticked, as
  // printed, the capital alone. Games saved before the switch existed played the amendment: unset reads on.
  const cities = state.options.rules.conquestAllCities === false ? [{ area: facts.capitalArea, city: facts.capital }] : facts.primaryCities;
  const holders = new Set(cities.map((c) => (isCityBesieged(state, c.area, c.city, map) ? null : cityHolder(state, c.area, c.city, map))));
  if (holders.size !== 1) return null;
  const [p] = [...holders];
  return p && p !== minor.controller && (atWar(state, p, minor.controller) || atWarWithMinor(state, p, minor.id)) ? p : null;
}

/** What the Conquest Step does to one minor. */
export type ConquestVerdict =
  | { readonly kind: 'none' }
  /** The occupation starts (or changes hands): conquest at a later Conquest Step if it lasts. */
  | { readonly kind: 'occupied'; readonly by: MajorPower }
  /** The occupation ends before conquest. */
  | { readonly kind: 'relieved' }
  | { readonly kind: 'conquered'; readonly by: MajorPower; readonly from: MajorPower | null };

/**
 * 7.7 / 10.2.1 a minor is conquered when the same power held its cities at the previous turn's
 * Conquest Step and still holds them now (one month's unbesieged occupation).
 */
export function conquestVerdict(minor: MinorCountry, holder: MajorPower | null, date: GameDate): ConquestVerdict {
  const o = minor.occupation;
  if (holder === null) return o ? { kind: 'relieved' } : { kind: 'none' };
  if (o && o.by === holder && compareDates(o.since, date) < 0) return { kind: 'conquered', by: holder, from: minor.controller };
  if (o && o.by === holder) return { kind: 'none' };
  return { kind: 'occupied', by: holder };
}

/** 10.2.1.2 one political point per district to the conqueror, one per district off the former controller. */
export function conquestPoints(districts: number, from: MajorPower | null): { conqueror: number; loser: number; from: MajorPower | null } {
  return { conqueror: districts, loser: from === null ? 0 : -districts, from };
}
