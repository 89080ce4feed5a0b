// 7.3.8.1 allies' order of movement and 7.4.3.3 the Dardanelles leave (ally branch, session 9).
import type { MajorPower } from './powers';

/** Decisions answered with one value (`choice`). */
export const ALLY_LAND_ONE_KINDS = [
  // 7.3.8.1 each combined-movement ally names the order it wants: `order:<power>>...>` (the powers in turn)
  'land/moveOrder',
  // 7.4.3.3 a neutral holder of Constantinople lets a power trace sea supply through the Dardanelles: `grant` · `refuse`
  'land/straitsLeave',
] as const;
export type AllyLandOneKind = (typeof ALLY_LAND_ONE_KINDS)[number];

/** 7.4.3.3 the holder of Constantinople's latest answer to `power` (it stands until the holder is asked again). */
export interface StraitsLeave {
  readonly holder: MajorPower;
  readonly power: MajorPower;
  readonly granted: boolean;
}
