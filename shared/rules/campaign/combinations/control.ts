// Who holds the minor countries and provinces that section 11 combines, and the record's defaults.
import { PRINTED_DOMINANT } from '../../../model';
import type { Combination, CombinationId, CombinationsState, GameState, MajorPower } from '../../../model';
import { homeProvinces } from '../../political';
import { neutralCombinationOf } from './neutral';

/** The section 11 record of a game, with its defaults (nothing created, 11.8 France and Britain dominant). */
export function combinationsOf(state: GameState): CombinationsState {
  if (state.combinations) return state.combinations;
  // 11.1.1.2 a Poland the game began with: its controller holds the loyalty marker
  const poland = state.minors.find((m) => m.id === 'poland' && m.status === 'free');
  return { active: [], polishLoyalty: poland?.controller ?? null, dominant: PRINTED_DOMINANT };
}

/** The combination `id` in existence, if any. */
export function activeCombination(state: GameState, id: CombinationId): Combination | undefined {
  return combinationsOf(state).active.find((c) => c.id === id);
}

/** A minor country `power` runs, free state or conquered (10.2.1, 4.6). */
export function holdsMinor(state: GameState, power: MajorPower, minor: string): boolean {
  const m = state.minors.find((x) => x.id === minor);
  return m !== undefined && m.status !== 'neutral' && m.controller === power;
}

let homeCache: Map<string, MajorPower> | null = null;
/** The power whose 1805 home nation holds the province (null: a minor's district or unknown). */
export function homePowerOf(province: string): MajorPower | null {
  if (!homeCache) {
    homeCache = new Map();
    for (const p of ['france', 'britain', 'spain', 'austria', 'prussia', 'russia', 'turkey'] as const)
      for (const h of homeProvinces(p)) homeCache.set(h.id, p);
  }
  return homeCache.get(province) ?? null;
}

/**
 * Who holds a home province now: nobody while it is part of a neutral kingdom, the power it was ceded to (8.7.3 / 8.8 economy record, or a
 * peace term's B.7 / C.4), else its home power while that power is in the game.
 */
export function provinceHolder(state: GameState, province: string): MajorPower | null {
  // 11.1.3.2 / 11.4.3.3 a province of a neutral Poland or Kingdom of Bavaria is nobody's
  if (neutralCombinationOf(state, province)) return null;
  const ceded = state.ceded?.find((c) => c.province === province);
  if (ceded) return ceded.holder;
  const home = homePowerOf(province);
  return home !== null && state.powers[home].inPlay ? home : null;
}

export const holdsProvince = (state: GameState, power: MajorPower, province: string): boolean => provinceHolder(state, province) === power;

/** 11.2.3.2 / 11.3.3.2 / 11.5.3.2 / 11.6.3.2 the combination (not Poland) a minor country is part of, if any. */
export function componentOfCombination(state: GameState, minor: string): Combination | undefined {
  return combinationsOf(state).active.find((c) => c.id !== 'poland' && c.minors.includes(minor));
}
