// 11.1.3.2 / 11.4.3.3 a Poland or Kingdom of Bavaria that turned neutral stays on the map as one
// neutral minor of several districts (`state.combinations.neutral`). Its provinces (the Polish
// provinces, the Tyrol) then belong to that neutral minor and to no power: one predicate that the
// territory and holder lookups ask (land movement and access, declarations of war and their
// reach, the Economic Phase, peace terms, the combinations' own lookups).
// A leaf folder with its own index.ts (it reads only the model), so the land, political, economic
// and general rules may ask it without an import cycle through combinations/index.ts.
import type { GameState, MajorPower, NeutralCombination } from '../../../../model';

/** 11.1.3.2 / 11.4.3.3 the kingdoms kept on the map as neutral minors. */
export const neutralCombinations = (state: GameState): readonly NeutralCombination[] => state.combinations?.neutral ?? [];

/** The neutral Poland or Kingdom of Bavaria `province` is part of, if any. */
export function neutralCombinationOf(state: GameState, province: string | null | undefined): NeutralCombination | undefined {
  if (!province) return undefined;
  const neutral = state.combinations?.neutral;
  if (!neutral || neutral.length === 0) return undefined;
  return neutral.find((n) => n.provinces.some((p) => p.province === province));
}

/**
 * The neutral minor country a province belongs to now (Poland for a Polish province of a neutral
 * Poland, Bavaria for the Tyrol of a neutral Kingdom of Bavaria), or null: the province is then
 * nobody's, as a neutral minor's district is.
 */
export function neutralMinorOfProvince(state: GameState, province: string | null | undefined): string | null {
  return neutralCombinationOf(state, province)?.minor ?? null;
}

/** Whether a province of `power`'s home nation is out of its hands in a neutral kingdom. */
export function homeProvinceNeutral(state: GameState, province: string, power: MajorPower): boolean {
  return neutralCombinationOf(state, province)?.provinces.some((p) => p.province === province && p.home === power) === true;
}

/**
 * 4.2.1.2 / 4.6.3.1 with 11.1.3.2 and 11.4.3.3 the districts a neutral kingdom counts beyond its
 * minor's own: none for Poland (one political point whatever its size), one per province for the
 * Kingdom of Bavaria (the Tyrol: two in all). 0 for any other minor.
 */
export function neutralKingdomExtraDistricts(state: GameState, minor: string): number {
  const n = neutralCombinations(state).find((x) => x.minor === minor);
  if (!n || n.id === 'poland') return 0;
  return n.provinces.length;
}

/** 11.1.3.2 / 11.4.3 the minor that carries each kingdom kept whole: Poland's, Bavaria's. */
const CARRIERS: Readonly<Record<string, string>> = { poland: 'poland', 'kingdom-of-bavaria': 'bavaria' };

/**
 * 10.4 / 11.1.3.2 / 11.4.3 the minor a province belongs to as a district of a standing or neutral
 * Poland or Kingdom of Bavaria (the kingdom is one minor of several districts), or null. Read where
 * a minor's areas are counted: forces inside it when it changes hands (10.5.2.3), the former
 * controller's garrisons marching out.
 */
export function kingdomMinorOfProvince(state: GameState, province: string | null | undefined): string | null {
  if (!province) return null;
  const neutral = neutralMinorOfProvince(state, province);
  if (neutral !== null) return neutral;
  const c = state.combinations?.active.find((x) => CARRIERS[x.id] !== undefined && x.provinces.includes(province));
  return c ? CARRIERS[c.id]! : null;
}
