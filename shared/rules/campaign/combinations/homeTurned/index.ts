// 11.8.2.6 (option 11.8) provinces turned home: when a power rose to dominant status, the ceded
// provinces of other powers it held became provinces of its own home nation (`state.combinations.turnedHome`).
// One predicate that every reader of "home province" asks: the Economic Phase (rules/economic/territory.ts),
// peace terms (rules/political/homeNation.ts), reinforcement placement (rules/reinforcement) and the
// v2.71 7.2.3.1 supply source test (`isCededNow`, for the land rules).
// A leaf folder with its own index.ts (it reads only the model), so the land, political and economic
// rules may ask it without an import cycle through combinations/index.ts.
import type { GameState, MajorPower } from '../../../../model';

/**
 * 11.8.2.6 the power whose home province `province` has become, or null. The province stays its
 * home while that power holds it (the record of ceded provinces still names the printed home
 * nation, so ceding it away and back again finds the same answer). The status lasts after the
 * power stops being dominant: the rule turns the province home once, at the moment it rises.
 */
export function turnedHomeTo(state: GameState, province: string | null | undefined): MajorPower | null {
  if (!province) return null;
  const turned = state.combinations?.turnedHome;
  if (!turned || turned.length === 0) return null;
  const held = (state.ceded ?? []).find((c) => c.province === province)?.holder ?? null;
  return turned.find((t) => t.province === province && t.power === held)?.power ?? null;
}

/** 11.8.2.6 the provinces turned home to `power` that it holds now. */
export function provincesTurnedHome(state: GameState, power: MajorPower): string[] {
  return (state.combinations?.turnedHome ?? []).filter((t) => t.power === power && turnedHomeTo(state, t.province) === power).map((t) => t.province);
}

/**
 * 11.8.2.6 whether an area of `province` (printed in `printedHome`'s home nation, or null) lies in
 * `power`'s home nation now: a province turned home belongs to its new home nation only.
 */
export function inHomeNationNow(state: GameState, province: string | null | undefined, printedHome: MajorPower | null | undefined, power: string): boolean {
  const turned = turnedHomeTo(state, province);
  return turned !== null ? turned === power : printedHome === power;
}

/**
 * Whether a province is ceded now: in the record of ceded provinces and not turned home to its
 * holder by 11.8.2.6. For the v2.71 7.2.3.1 supply source test (cities of ceded home-nation
 * provinces are no supply sources; one turned home is no longer ceded).
 */
export function isCededNow(state: GameState, province: string | null | undefined): boolean {
  if (!province) return false;
  return (state.ceded ?? []).some((c) => c.province === province) && turnedHomeTo(state, province) === null;
}
