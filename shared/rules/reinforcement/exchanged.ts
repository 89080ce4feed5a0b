// 5.2.2.2.1 (note) feudal and insurrection corps take no reinforcements in the Army Reinforcement
// Step except prisoners handed back at a peace (4.4.6.1); otherwise they fill up in the December
// Levy Step (8.10, 10.1.3.1, 10.1.4.3).
import { LEGAL, illegal } from '../../model';
import type { AreaId, Corps, GameState, LandMap, MajorPower, Verdict } from '../../model';
import { INSURRECTION_PROVINCES, feudalProvince, provinceAreas, territoryOf, unbesiegedEnemyCorps } from '../land/movement/index';

/** Feudal and insurrection corps: only exchanged prisoners refill them in this step. */
export const isLevyCorps = (corps: Pick<Corps, 'type'>): boolean => corps.type === 'feudal' || corps.type === 'insurrection';

/**
 * 5.2.2.2.1 where an exchanged factor may join a feudal or insurrection corps: off the map, or a
 * feudal corps in its home province (the one it is named for, 10.1.3), an insurrection corps in
 * one of Austria's four border provinces (10.1.4.1) that its power controls; either way with no
 * unbesieged enemy corps anywhere in that province.
 */
export function levyCorpsVerdict(state: GameState, map: LandMap, power: MajorPower, corps: Corps, exchanged: boolean): Verdict {
  if (!exchanged) return illegal('capacity', '5.2.2.2.1', `${corps.type} corps take only exchanged prisoners in this step`);
  if (corps.location.kind === 'offMap') return LEGAL;
  if (corps.location.kind !== 'area') return illegal('noSuchCounter', '5.2.2.2.1', 'the corps is neither on the map nor off it');
  const area = corps.location.area;
  const province = map.area(area)?.province ?? null;
  if (province === null) return illegal('depotPlacement', '5.2.2.2.1', 'the corps stands in no province');
  if (corps.type === 'feudal' && province !== feudalProvince(corps)) {
    return illegal('depotPlacement', '5.2.2.2.1', 'a feudal corps takes exchanged prisoners only in its home province (10.1.3)');
  }
  if (corps.type === 'insurrection' && (!INSURRECTION_PROVINCES.includes(province) || territoryOf(state, map, area) !== power)) {
    return illegal('depotPlacement', '5.2.2.2.1', 'an insurrection corps takes exchanged prisoners only in a border province its power controls (10.1.4)');
  }
  const areas: AreaId[] = provinceAreas(map, province);
  if ((areas.length > 0 ? areas : [area]).some((a) => unbesiegedEnemyCorps(state, power, a).length > 0)) {
    return illegal('depotPlacement', '5.2.2.2.1', 'an unbesieged enemy corps stands in the province');
  }
  return LEGAL;
}
