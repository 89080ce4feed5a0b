// v2.71 10.4.5.3 (option greaterSweden) the larger Swedish corps: a Swedish free state with enough
// manpower (its districts' printed manpower, doubled as a free state's is, 8.2.3) lets every
// Swedish corps hold more infantry, and once grown they never shrink. Pure: reads the state and the
// economy map; steps/general/districts.ts records the growth.
import { joinedSecondaries } from './districts';
import type { EconomyMap, GameState } from '../../model';

/** v2.71 10.4.5.3 the manpower steps and the infantry box each gives (cavalry stays at 2). */
export const SWEDISH_CORPS_STEPS: readonly { readonly manpower: number; readonly infantry: number }[] = [
  { manpower: 18, infantry: 14 },
  { manpower: 14, infantry: 10 },
];

/**
 * v2.71 10.4.5.3 Sweden's total manpower after doubling: its own district and every secondary
 * district part of it now (Finland while it has no entry of its own, districts joined under
 * 10.4.5 and held with it). Null when Sweden is not a free state.
 */
export function swedishManpower(state: GameState, econ: Pick<EconomyMap, 'provinces'>): number | null {
  const sweden = state.minors.find((m) => m.id === 'sweden');
  if (!sweden || sweden.status !== 'free') return null;
  const apart = new Set(state.minors.map((m) => m.id as string));
  const joined = new Set(joinedSecondaries(state, 'sweden').map(String));
  const counted = econ.provinces.filter((p) => {
    if (p.minor === 'sweden') return p.id === 'sweden' || !apart.has(p.id); // Finland (a Swedish district in the chart) unless held apart
    return joined.has(p.id) || (p.minor !== null && joined.has(p.minor));
  });
  return 2 * counted.reduce((n, p) => n + p.manpower, 0);
}

/** v2.71 10.4.5.3 the infantry box Swedish corps grow to at this manpower, or null below 14. */
export function swedishCorpsInfantryFor(manpower: number | null): number | null {
  if (manpower === null) return null;
  return SWEDISH_CORPS_STEPS.find((s) => manpower >= s.manpower)?.infantry ?? null;
}
