// 10.1.1 Guerillas: creation in Spain, anti-guerilla operations, removal.
import { atWar, illegal, operatorOf } from '../../../model';
import type { AreaId, Corps, GameState, LandMap, MajorPower, Verdict } from '../../../model';
import { isCityBesieged, isCorpsBesieged, isEnemy } from '../movement/facts';
import { siegesOf } from '../siege/facts';

export type GuerillaProvince = NonNullable<LandMap['guerillaProvinces']>[number];

/**
 * 10.1.1 an area of an unceded Spanish home province: Spain's 1805 home nation, less the provinces
 * ceded to another power (peace terms B.7 / C.4, 8.8 cessions, 8.7.3; `state.ceded`). 8.8.6 a
 * province ceded back to Spain is unceded again (it leaves the record).
 */
export function uncededSpanish(state: GameState, map: LandMap, area: AreaId): boolean {
  const facts = map.area(area);
  if (facts?.homeOf !== 'spain') return false;
  const province = facts.province;
  return !(state.ceded ?? []).some((c) => c.province === province && c.holder !== 'spain');
}

/** 10.1.1.1.2 / 10.1.1.2 Spain's unceded home provinces with a printed guerilla value (8.8 a ceded one raises none). */
export function spanishProvinces(state: GameState, map: LandMap): GuerillaProvince[] {
  return (map.guerillaProvinces ?? []).filter((p) => p.areas.some((a) => uncededSpanish(state, map, a)));
}

/** Unbesieged corps and garrisons of Spain's enemies in the province's areas, area by area. */
export function enemyAreas(state: GameState, province: GuerillaProvince): AreaId[] {
  const areas = new Set<AreaId>();
  for (const c of state.corps)
    if (c.location.kind === 'area' && province.areas.includes(c.location.area) && isEnemy(state, 'spain', c) && !isCorpsBesieged(state, c)) areas.add(c.location.area);
  for (const g of state.garrisons)
    if (province.areas.includes(g.area) && isEnemy(state, 'spain', g.nationality) && !(g.place.kind === 'city' && isCityBesieged(state, g.area, g.place.city))) areas.add(g.area);
  return [...areas].sort();
}

/** 10.1.1.1.2 one guerilla factor for each point the die falls short of the province's guerilla value. */
export function guerillasCreated(die: number, guerillaValue: number): number {
  return Math.max(0, guerillaValue - die);
}

/** 10.1.1.4 guerillas stay only while an enemy factor stands in an unceded Spanish home province. */
export function guerillasRemain(state: GameState, map: LandMap): boolean {
  const homeSpain = (a: AreaId) => uncededSpanish(state, map, a);
  return (
    state.corps.some((c) => c.location.kind === 'area' && homeSpain(c.location.area) && isEnemy(state, 'spain', c)) ||
    state.garrisons.some((g) => homeSpain(g.area) && isEnemy(state, 'spain', g.nationality))
  );
}

/**
 * 10.1.1.2 corps of the acting powers (combined movement counts as one power) at war with Spain
 * that may mount an anti-guerilla operation in the province: not in a combat this turn, neither
 * besieged nor besieging.
 */
export function antiGuerillaCorps(state: GameState, powers: readonly MajorPower[], province: GuerillaProvince, foughtIn: ReadonlySet<AreaId>): Corps[] {
  const besieging = new Set<string>(powers.flatMap((p) => siegesOf(state, p).besieging.map((s) => s.area)));
  return state.corps.filter((c) => {
    if (c.location.kind !== 'area' || !province.areas.includes(c.location.area)) return false;
    const p = operatorOf(state, c);
    if (p === null || !powers.includes(p) || !atWar(state, p, 'spain')) return false;
    if (foughtIn.has(c.location.area) || isCorpsBesieged(state, c)) return false;
    // a corps outside a city its side besieges is a besieger
    return !(c.location.city === undefined && besieging.has(c.location.area));
  });
}

/** 10.1.1.2 the operation's roll: +1 with two or more corps; above the guerilla value clears the province. */
export function antiGuerillaRoll(die: number, corps: number, guerillaValue: number): { modified: number; cleared: boolean } {
  const modified = die + (corps >= 2 ? 1 : 0);
  return { modified, cleared: modified > guerillaValue };
}

/** 10.1.1.3.4 guerillas never leave Spain's original home nation. */
export function guerillaMayEnter(map: LandMap, area: AreaId): Verdict {
  return map.area(area)?.homeOf === 'spain' ? { ok: true } : illegal('illegalOption', '10.1.1.3.4', 'guerillas stay inside Spain');
}

/**
 * 10.1.1.1.1 guerilla factors raised where Spain just lost a field or limited field combat
 * fought by a Spanish corps inside its (unceded) home nation: one, or none.
 */
export function guerillasFromDefeat(state: GameState, map: LandMap, area: AreaId, spanishCorpsFought: boolean): number {
  return spanishCorpsFought && uncededSpanish(state, map, area) ? 1 : 0;
}
