// 11.7 (option twoSicilies) the Kingdom of the Two Sicilies as one minor country with two
// districts (10.4): Naples the primary, Sicily the secondary. v2.71 10.4.5 counts Naples-Sicily
// among the multi-district minors in existence from the start, so, unlike a union made in the 8.9
// step, this one never ends: conquering Naples takes Sicily with it when one power held both
// (10.4.3), Sicily taken apart stays with its taker (10.4.3.1) and goes back to Naples' holder
// rather than turning neutral (10.4.3.2).
// A leaf folder with its own index.ts (it reads only the model): rules/general/districts.ts adds the
// link to those of v2.71 10.4.5 (`districtLinks`), so declarations, conquest, control, ceding and
// the revolt checks treat the two as one minor through section 10's code.
import type { DistrictLink, GameState, MinorId } from '../../../../model';

/** The union id of the link, as the v2.71 10.4.5 unions name theirs. */
export const TWO_SICILIES_UNION = 'two-sicilies';

/** 11.7 the standing district link of the Two Sicilies, while the option is in use (recorded links first). */
export function twoSiciliesLinks(state: GameState, recorded: readonly DistrictLink[]): readonly DistrictLink[] {
  if (state.options.rules.twoSicilies !== true || recorded.some((l) => l.secondary === 'sicily')) return recorded;
  if (!state.minors.some((m) => m.id === 'naples') || !state.minors.some((m) => m.id === 'sicily')) return recorded;
  return [...recorded, { union: TWO_SICILIES_UNION, primary: 'naples' as MinorId, secondary: 'sicily' as MinorId, created: state.date }];
}

/** Whether Sicily is held with Naples now (one controller, or both neutral): the kingdom is one minor. */
export function sicilyWithNaples(state: GameState): boolean {
  if (state.options.rules.twoSicilies !== true) return false;
  const n = state.minors.find((m) => m.id === 'naples');
  const s = state.minors.find((m) => m.id === 'sicily');
  if (!n || !s) return false;
  return n.controller === s.controller && (n.controller !== null || (n.status === 'neutral' && s.status === 'neutral'));
}

/**
 * 11.7 / 10.4.2 for a declaration of war on a neutral minor: null when the minor is not a target
 * of its own (Sicily held with Naples is declared on with it), else the districts it counts now
 * (Naples with Sicily: two).
 */
export function siciliesDeclarationDistricts(state: GameState, minor: string, printed: number): number | null {
  if (!sicilyWithNaples(state)) return printed;
  if (minor === 'sicily') return null;
  return minor === 'naples' ? printed + 1 : printed;
}

/**
 * 11.7.2 the status a secondary district takes when it follows its primary (10.4.3): Sicily
 * following a free Naples stays part of the free state (its values are collected with Naples',
 * doubled), where any other district of a free state is held as its controller's conquered land.
 */
export function followerStatus(secondary: string, primary: 'free' | 'conquered' | 'neutral'): 'free' | 'conquered' | 'neutral' {
  return primary === 'free' && secondary !== 'sicily' ? 'conquered' : primary;
}
