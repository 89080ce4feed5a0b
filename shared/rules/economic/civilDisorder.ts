// 8.7 The Civil Disorder Step: a power that collected no home-nation manpower leaves the game;
// its conquered minors pass to the power in its capital (8.7.1), its free states go neutral or
// to the power in their capital (8.7.2), its home provinces are ceded to whoever holds their
// capitals, else to the holder of its national capital (8.7.3); disputed claims are rolled for
// (8.7.4); every power at war with it gains 5 political points (8.7.5).
import { atWar, controllerOf } from '../../model';
import type { AreaId, CityId, EconomyMap, GameState, MajorPower, MinorId, ProvinceId } from '../../model';
import { powersInCity } from '../land/movement';
import { minorCapital } from './territory';
import { neutralCombinationOf } from '../campaign/combinations/neutral';

/** 8.7.5 the points each power at war with the disordered power gains. */
export const CIVIL_DISORDER_POINTS = 5;

/** Major powers (other than `power`) with forces inside a city. */
function claimants(state: GameState, area: AreaId, city: CityId, power: MajorPower): MajorPower[] {
  return powersInCity(state, area, city).filter((p): p is MajorPower => p !== null && p !== power);
}

export interface DisorderClaim {
  readonly kind: 'minor' | 'province';
  readonly id: MinorId | ProvinceId;
  readonly name: string;
  /** Powers occupying the capital that decides it; empty: it goes neutral (minors) or to the national capital's holder. */
  readonly claimants: readonly MajorPower[];
  readonly rule: string;
}

/** 8.7.1-8.7.3 who may take each territory of the disordered power (several claimants are rolled for, 8.7.4). */
export function disorderClaims(state: GameState, econ: EconomyMap, power: MajorPower): DisorderClaim[] {
  const capital = econ.nationalCapitals[power][0];
  const inCapital = capital ? claimants(state, capital.area, capital.city, power) : [];
  const out: DisorderClaim[] = [];
  for (const m of state.minors) {
    if (m.controller !== power || m.status === 'neutral') continue;
    if (m.status === 'conquered') out.push({ kind: 'minor', id: m.id, name: m.name, claimants: inCapital, rule: '8.7.1' });
    else {
      const c = minorCapital(econ, m.id);
      const at = c ? claimants(state, c.area, c.city, power).filter((p) => atWar(state, p, power)) : [];
      out.push({ kind: 'minor', id: m.id, name: m.name, claimants: at, rule: '8.7.2' });
    }
  }
  for (const p of econ.provinces) {
    // 11.1.3.2 / 11.4.3.3 nor one in a neutral Poland or Kingdom of Bavaria
    if (p.home !== power || (state.ceded ?? []).some((c) => c.province === p.id) || neutralCombinationOf(state, p.id)) continue;
    const at = claimants(state, p.capitalArea, p.capital, power);
    out.push({ kind: 'province', id: p.id, name: p.name, claimants: at.length > 0 ? at : inCapital, rule: '8.7.3' });
  }
  return out;
}

/** 8.7.5 the powers at war with the disordered power. */
export const disorderEnemies = (state: GameState, power: MajorPower): MajorPower[] =>
  (['france', 'britain', 'spain', 'austria', 'prussia', 'russia', 'turkey'] as const).filter((p) => p !== power && state.powers[p].inPlay && atWar(state, p, power));

/** The forces that leave the map with the power (its own nationality only: free states are dealt with by 8.7.2). */
export const ownForces = (state: GameState, power: MajorPower) => ({
  corps: state.corps.filter((c) => c.nationality === power),
  garrisons: state.garrisons.filter((g) => g.nationality === power),
  irregulars: state.irregulars.filter((i) => i.nationality === power),
  fleets: state.fleets.filter((f) => controllerOf(state, f.nationality) === power && f.nationality === power),
  depots: state.depots.filter((d) => d.owner === power),
});
