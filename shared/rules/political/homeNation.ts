// Home-nation facts the peace terms read (B.3, B.7, C.3, C.4, 4.4.8): provinces, printed tax, capitals.
import { loadMap } from '../../data/map';
import type { MapQuery } from '../../data/map';
import type { GameState, MajorPower, ProvinceId } from '../../model';
import { provincesTurnedHome } from '../campaign/combinations/homeTurned';
import { homeProvinceNeutral } from '../campaign/combinations/neutral';

let cached: MapQuery | null = null;
function map(): MapQuery | null {
  if (cached) return cached;
  const r = loadMap();
  cached = r.ok ? r.map : null;
  return cached;
}

export interface HomeProvince {
  readonly id: ProvinceId;
  readonly name: string;
  /** Printed money (tax) value. */
  readonly money: number;
  /** Holds the national capital (4.4.8; opt:1.1.1: Ofen counts as an Austrian capital for peace terms). */
  readonly capital: boolean;
}

/** Provinces of `power`'s 1805 home nation, from the shipped map. */
export function homeProvinces(power: MajorPower): HomeProvince[] {
  const m = map();
  if (!m) return [];
  return m.homeNation(power).map((p) => ({
    id: p.id as ProvinceId,
    name: p.name,
    money: p.money,
    capital: m.cityById(p.capital)?.nationalCapital === true || (power === 'austria' && p.capital === 'ofen'),
  }));
}

/** Home provinces `power` still holds (not ceded away, B.7 / C.4). */
export function heldHomeProvinces(state: GameState, power: MajorPower): HomeProvince[] {
  // 10.2.2 one record of ceded provinces: `state.ceded` (peace terms, 8.8 cessions, 8.7.3 disorder)
  const ceded = new Set((state.ceded ?? []).filter((c) => c.home === power && c.holder !== power).map((c) => c.province));
  // 11.1.3.2 / 11.4.3.3 nor part of a neutral Poland or Kingdom of Bavaria
  return [...homeProvinces(power).filter((p) => !ceded.has(p.id) && !homeProvinceNeutral(state, p.id, power)), ...turnedHome(state, power)];
}

/**
 * 11.8.2.6 (option 11.8; hook of the comb branch) the provinces turned home to a risen power that
 * it holds: home provinces to the peace terms too (B.7 / C.4 may take them as such). Never a
 * national capital.
 */
function turnedHome(state: GameState, power: MajorPower): HomeProvince[] {
  const m = state.combinations?.turnedHome?.length ? map() : null;
  if (!m) return [];
  return provincesTurnedHome(state, power).flatMap((id) => {
    const p = m.provinceById(id);
    return p ? [{ id: id as ProvinceId, name: p.name, money: p.money, capital: false }] : [];
  });
}

/** 11.9.1.1 the printed home provinces `power` has lost (ceded away); provinces turned home to it (11.8.2.6) do not offset them. */
export function lostHomeProvinces(state: GameState, power: MajorPower): number {
  const held = new Set(heldHomeProvinces(state, power).map((p) => p.id));
  return homeProvinces(power).filter((p) => !held.has(p.id)).length;
}

/** B.3 / C.3 the printed money of the home nation (the provinces still held). */
export function printedHomeTax(state: GameState, power: MajorPower): number {
  return heldHomeProvinces(state, power).reduce((n, p) => n + p.money, 0);
}

/** Province name for labels. */
export function provinceName(id: string): string {
  return map()?.provinceById(id)?.name ?? id;
}
