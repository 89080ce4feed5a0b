// 8.10 The Levy Step: new cossacks (10.1.2.1.1) and freikorps (10.1.2.1.2), excess cossacks
// removed, and in December the Turkish feudal corps (10.1.3.1) and Austrian insurrection corps
// (10.1.4.3) brought to full strength.
import { atWar, compareDates, controllerOf } from '../../model';
import type { AreaId, Corps, EconomyMap, GameState, MajorPower } from '../../model';
import { corpsOf, forces } from '../../data/forces';
import { isCityBesieged, isCorpsBesieged, unbesiegedEnemyCorps } from '../land/movement';
import { holdingOf, occupiedBy } from './territory';

/** 7.3.3.3.1 irregular factors of `kind` of a nationality standing in garrisons. */
function inGarrisons(state: GameState, kind: 'cossack' | 'freikorps', nationality: MajorPower): number {
  return state.garrisons.reduce((n, g) => n + (g.nationality === nationality ? (g.factors[kind] ?? 0) : 0), 0);
}

/** 10.1.2 counter mix of an irregular kind for a power (cossacks 6, freikorps 2 as the forces data say). */
export function counterMix(kind: 'cossack' | 'freikorps', power: MajorPower): number {
  const r = forces.data.irregulars.find((x) => x.id === kind);
  return r?.counters[power] ?? 0;
}

/** 10.1.2.1.1 Russian-held cossack provinces, and whether an enemy corps stands inside Russia (then two per province). */
export function cossackRoom(state: GameState, econ: EconomyMap): { provinces: { id: string; name: string; areas: readonly AreaId[] }[]; limit: number; onMap: number; enemyInside: boolean } {
  const provinces = econ.provinces.filter((p) => p.cossack && holdingOf(state, p).holder === 'russia').map((p) => ({ id: p.id as string, name: p.name, areas: p.areas }));
  const home = new Set<string>(econ.provinces.filter((p) => p.home === 'russia').flatMap((p) => p.areas));
  const enemyInside = state.corps.some((c) => c.location.kind === 'area' && home.has(c.location.area) && controllerOf(state, c.nationality) !== null && atWar(state, controllerOf(state, c.nationality)!, 'russia'));
  // 7.3.3.3.1 cossack factors standing in garrisons are still cossacks on the map (one counter each, 10.1.2)
  const onMap = state.irregulars.filter((i) => i.kind === 'cossack' && i.nationality === 'russia').length + inGarrisons(state, 'cossack', 'russia');
  const limit = Math.min(counterMix('cossack', 'russia'), provinces.length * (enemyInside ? 2 : 1));
  return { provinces, limit, onMap, enemyInside };
}

/** 10.1.2.1.2 the freikorps' dates and home city: Austria from March 1809 at Vienna, Prussia from March 1813 at Berlin. */
export const FREIKORPS = {
  austria: { from: { month: 3, year: 1809 }, city: 'vienna' },
  prussia: { from: { month: 3, year: 1813 }, city: 'berlin' },
} as const;

/** 10.1.2.1.2 the area a new freikorps appears in, or why none may. */
export function freikorpsPlace(state: GameState, econ: EconomyMap, power: 'austria' | 'prussia'): { area: AreaId } | { why: string } {
  const f = FREIKORPS[power];
  if (compareDates(state.date, f.from) < 0) return { why: `not available before March ${f.from.year}` };
  const onMap = state.irregulars.filter((i) => i.kind === 'freikorps' && i.nationality === power).length + inGarrisons(state, 'freikorps', power);
  if (onMap >= counterMix('freikorps', power)) return { why: 'every freikorps counter is on the map' };
  const cap = econ.nationalCapitals[power].find((c) => c.city === f.city);
  const province = econ.provinces.find((p) => p.capital === f.city);
  if (!cap || !province) return { why: 'no capital on the map' };
  if (holdingOf(state, province).holder !== power) return { why: `${econ.cityName(cap.city)}'s province is not under its own control` };
  // 10.1.2.1.2 the area is not under its own control while an enemy holds the city unbesieged
  if (occupiedBy(state, cap.area, cap.city, power) !== null) return { why: `${econ.cityName(cap.city)} is held by an enemy` };
  if (isCityBesieged(state, cap.area, cap.city)) return { why: `${econ.cityName(cap.city)} is besieged` };
  return { area: cap.area };
}

/** A Turkish feudal corps' province of origin (the province it is named after), by roster id. */
export function feudalProvince(econ: EconomyMap, rosterId: string) {
  const c = corpsOf('turkey').find((x) => x.id === rosterId);
  return c ? econ.provinces.find((p) => p.name === c.designation) : undefined;
}

/**
 * 10.1.3.1 / 10.1.3.5 the feudal corps Turkey may raise this December and where: any area of its
 * province, when Turkey holds the province (the Crimean, Podolian and Transylvanian only once ceded
 * to it), no unbesieged enemy corps stands there, and the corps is not besieged.
 */
export function feudalLevies(state: GameState, econ: EconomyMap): { roster: string; name: string; areas: AreaId[]; corps: Corps | undefined; why: string | null }[] {
  return corpsOf('turkey').filter((c) => c.type === 'feudal').map((c) => {
    const province = feudalProvince(econ, c.id);
    const corps = state.corps.find((x) => x.id === c.id);
    const base = { roster: c.id, name: c.designation, areas: [...(province?.areas ?? [])], corps };
    if (!province) return { ...base, why: 'its province is not on the map' };
    if (holdingOf(state, province).holder !== 'turkey') return { ...base, why: `${province.name} is not held by Turkey` };
    if (province.areas.some((a) => unbesiegedEnemyCorps(state, 'turkey', a).length > 0)) return { ...base, why: `enemy corps stand in ${province.name}` };
    if (corps && isCorpsBesieged(state, corps)) return { ...base, why: 'the corps is besieged' };
    return { ...base, why: null };
  });
}

/** 10.1.4.3 the provinces whose holding lets Austria raise its insurrection corps. */
export const INSURRECTION_PROVINCES = ['illyria', 'military-border', 'transylvania', 'hungary'] as const;

/** 10.1.4.3 whether Austria may fill its insurrection corps this December (one border province held and free of enemy corps). */
export function insurrectionRaised(state: GameState, econ: EconomyMap): boolean {
  return INSURRECTION_PROVINCES.some((id) => {
    const p = econ.provinces.find((x) => x.id === id);
    return p !== undefined && holdingOf(state, p).holder === 'austria' && p.areas.every((a) => unbesiegedEnemyCorps(state, 'austria', a).length === 0);
  });
}

/** 10.1.3.1 / 10.1.4.3 a levied corps' full strength from its counter. */
export function fullStrength(rosterId: string): Corps['factors'] {
  const c = corpsOf(rosterId.startsWith('turkey') ? 'turkey' : 'austria').find((x) => x.id === rosterId);
  if (!c) return {};
  if (c.type === 'insurrection') return { militia: c.limits.infantry ?? 0, cavalry: c.limits.cavalry ?? 0 };
  return { ...(c.limits.feudalInfantry ? { feudalInfantry: c.limits.feudalInfantry } : {}), ...(c.limits.feudalCavalry ? { feudalCavalry: c.limits.feudalCavalry } : {}) };
}
