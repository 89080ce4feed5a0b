// Who holds each province and minor country for the Economic Phase, and whose capitals stand
// occupied by unbesieged enemy factors (8.2.1.1, 8.2.1.2.1.4-5, 8.2.2, 8.2.3, 8.4.1).
import { MAJOR_POWERS, atWar, controllerOf } from '../../model';
import type { AreaId, CityId, EconomyMap, EconomyProvince, GameState, MajorPower, MinorCountry } from '../../model';
import { isCityBesieged, powersInCity } from '../land/movement';
import { turnedHomeTo } from '../campaign/combinations/homeTurned';
import { neutralMinorOfProvince } from '../campaign/combinations/neutral';

/** How a power holds a province: its own home province, one ceded to it, a conquered minor's district, a free state's district. */
export type HoldingKind = 'home' | 'ceded' | 'conquered' | 'free';

export interface Holding {
  readonly holder: MajorPower | null;
  readonly kind: HoldingKind | 'neutral';
  /** The minor country for a district. */
  readonly minor: MinorCountry | null;
}

/** 8.7.3 / 8.8 the power a home province has been ceded to, if any. */
export function cededTo(state: GameState, province: string): MajorPower | null {
  return state.ceded?.find((c) => c.province === province)?.holder ?? null;
}

/**
 * 10.4.3.1 the minor country whose entry a minor's province goes with: its own when it is a
 * secondary district held apart (Finland under Russia; v2.71 1.1.2 Hither Pomerania ceded or
 * conquered apart), else the minor of the map (null for a home province).
 */
export function districtMinorOf(state: GameState, p: Pick<EconomyProvince, 'id' | 'minor'>): string | null {
  if (p.minor === null) return joinedProvinceMinor(state, p.id);
  return (p.id as string) !== p.minor && state.minors.some((x) => x.id === (p.id as string)) ? p.id : p.minor;
}

/**
 * v2.71 10.4.5.3 the minor a home province has been joined to (Karelia or Livonia made a district
 * of Sweden), while it stays ceded to the power running that minor; else null.
 */
function joinedProvinceMinor(state: GameState, province: string): string | null {
  const link = (state.general?.links ?? []).find((l) => (l.secondary as string) === province);
  const primary = link ? state.minors.find((m) => m.id === link.primary) : undefined;
  if (!primary || primary.controller === null || primary.status === 'neutral') return null;
  return cededTo(state, province) === primary.controller ? primary.id : null;
}

/**
 * Who holds a province: the power it was ceded to, else its home power (out of play: nobody);
 * a minor country's district goes with the minor (its controller, free or conquered).
 * A secondary district with an entry of its own (held apart) goes with that entry.
 */
export function holdingOf(state: GameState, p: EconomyProvince): Holding {
  // 10.4.3.1 a secondary district held apart (an entry of its own: Finland under Russia; v2.71 1.1.2
  // Hither Pomerania ceded or conquered apart) goes with its own entry, not its primary's; v2.71
  // 10.4.5.3 a province joined to Sweden goes with Sweden
  const id = districtMinorOf(state, p);
  if (id !== null) {
    const m = state.minors.find((x) => x.id === id) ?? null;
    if (!m || m.status === 'neutral' || m.controller === null) return { holder: null, kind: 'neutral', minor: m };
    return { holder: m.controller, kind: m.status === 'free' ? 'free' : 'conquered', minor: m };
  }
  // 11.1.3.2 / 11.4.3.3 a province of a neutral Poland or Kingdom of Bavaria is the neutral minor's district
  const neutral = neutralMinorOfProvince(state, p.id);
  if (neutral !== null) return { holder: null, kind: 'neutral', minor: state.minors.find((x) => x.id === neutral) ?? null };
  const ceded = cededTo(state, p.id);
  // 11.8.2.6 (option 11.8) a ceded province its holder held on becoming dominant is now one of its home provinces
  const home = ceded !== null && turnedHomeTo(state, p.id) === ceded;
  if (ceded !== null) return { holder: ceded, kind: home ? 'home' : 'ceded', minor: null };
  if (p.home === null || !state.powers[p.home].inPlay) return { holder: null, kind: 'neutral', minor: null };
  return { holder: p.home, kind: 'home', minor: null };
}

/**
 * 8.2.1.1 / 8.2.1.2.1.4 / 8.4.1 a capital city is occupied when factors of a power at war with
 * `owner` are inside it (garrison or corps) and the city is not besieged.
 */
export function occupiedBy(state: GameState, area: AreaId, city: CityId, owner: MajorPower | null): MajorPower | null {
  if (owner === null) return null;
  const enemy = powersInCity(state, area, city).find((p): p is MajorPower => p !== null && p !== owner && atWar(state, p, owner));
  if (!enemy) return null;
  return isCityBesieged(state, area, city) ? null : enemy;
}

/** 8.2.1.1 / 8.2.1.2.1.5 / 8.4.1 a power's national capitals held by unbesieged enemies (either of Russia's two counts). */
export function occupiedCapitals(state: GameState, econ: EconomyMap, power: MajorPower): { city: CityId; area: AreaId; by: MajorPower }[] {
  return econ.nationalCapitals[power].flatMap((c) => {
    const by = occupiedBy(state, c.area, c.city, power);
    return by ? [{ ...c, by }] : [];
  });
}

/** The minor country's capital city and area, from its primary district's capital (10.4). */
export function minorCapital(econ: EconomyMap, minor: string): { city: CityId; area: AreaId } | null {
  const districts = econ.provinces.filter((p) => p.minor === minor);
  const primary = districts.find((p) => (p.id as string) === minor) ?? districts[0];
  return primary ? { city: primary.capital, area: primary.capitalArea } : null;
}

/** The major power holding Constantinople's province (8.2.1.2.1.3 Black Sea permission). */
export function constantinopleHolder(state: GameState, econ: EconomyMap): MajorPower | null {
  const p = econ.provinces.find((x) => x.capital === 'constantinople');
  return p ? holdingOf(state, p).holder : null;
}

/** The powers in play, the order every economic list uses. */
export const economicPowers = (state: GameState): MajorPower[] =>
  MAJOR_POWERS.filter((p) => state.powers[p].inPlay && !(state.economy?.civilDisorder ?? []).includes(p));

/** Minor free states a power runs (8.2.3). */
export const freeStatesOf = (state: GameState, power: MajorPower): MinorCountry[] =>
  state.minors.filter((m) => m.status === 'free' && m.controller === power);

/** The major power that pays for a nationality's forces: itself, or a free state's controller. */
export const payerOf = (state: GameState, nationality: string): MajorPower | null => controllerOf(state, nationality as never);
