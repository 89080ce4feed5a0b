// 8.4 The Manipulation Step: occupied national capitals cost political points and bar economic
// manipulation (8.4.1); option 12.5 records last quarter's setting and sets the next; 8.4.3 /
// 10.6.4 leaders removed by a peace term may be returned.
import type { CityId, EconomyMap, GameState, MajorPower, ManipulationSettingId } from '../../model';
import { DEFAULT_CHARTS, manipulationSquare, type ChartBundle, type ManipulationSquare } from '../../data/charts';
import { statusBoxOf } from './status';
import { occupiedCapitals } from './territory';

/** 8.4.1.1-8.4.1.3 political points lost for each occupied national capital (per capital for Russia). */
export const CAPITAL_POINTS: Readonly<Record<string, number>> = {
  london: -3, paris: -3, // 8.4.1.1
  berlin: -2, constantinople: -2, vienna: -2, // 8.4.1.2
  madrid: -1, moscow: -1, 'st-petersburg': -1, // 8.4.1.3
};

/** 8.4.1 the capitals a power has lost to unbesieged enemies now, with the points each costs. */
export function capitalPenalties(state: GameState, econ: EconomyMap, power: MajorPower): { city: CityId; name: string; points: number; rule: string }[] {
  return occupiedCapitals(state, econ, power).map((c) => {
    const points = CAPITAL_POINTS[c.city] ?? -1;
    return { city: c.city, name: econ.cityName(c.city), points, rule: points === -3 ? '8.4.1.1' : points === -2 ? '8.4.1.2' : '8.4.1.3' };
  });
}

/** 12.5.1 the square a power's marker stands on: its PSA and the money and manpower it gains (+) or pays (-). */
export const squareOf = (power: MajorPower, setting: ManipulationSettingId, charts: ChartBundle = DEFAULT_CHARTS): ManipulationSquare =>
  manipulationSquare(charts['economic-manipulation'], power, setting);

/** 12.5 words for a setting: "+2 political points for $31 and 10 manpower". */
export function settingLabel(power: MajorPower, setting: ManipulationSettingId, charts: ChartBundle = DEFAULT_CHARTS): string {
  const s = squareOf(power, setting, charts);
  const pp = `${s.psa > 0 ? '+' : ''}${s.psa} political point${Math.abs(s.psa) === 1 ? '' : 's'}`;
  const parts = [s.money !== 0 ? `$${Math.abs(s.money)}` : '', s.manpower !== 0 ? `${Math.abs(s.manpower)} manpower` : ''].filter(Boolean).join(' and ');
  if (setting === 'zero') return 'No manipulation (0)';
  return s.money < 0 || s.manpower < 0 ? `${pp} for ${parts}` : `${pp}, gaining ${parts}`;
}

/** 10.6.4.1 a removed leader returns without cost once its power stands in the Fiasco zone at the end of the step. */
export const inFiasco = (state: GameState, power: MajorPower, charts: ChartBundle = DEFAULT_CHARTS): boolean => statusBoxOf(state, power, charts).zone === 'fiasco';
