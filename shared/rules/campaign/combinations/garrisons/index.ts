// v2.71 11.5.2.3 the morale of German union factors garrisoning its members' cities. The rule's
// other half, a member's corps taking in garrison factors only inside its own state, is what 7.3.3.1.1
// already asks of every free state's corps (rules/land/movement/garrisons.ts, absorbVerdict). A leaf folder
// with its own index.ts (it reads the model, the shipped map and the charts): the surface through
// which the land combat and siege steps ask it, without an import cycle through combinations/index.ts.
import type { GameState } from '../../../../model';
import { DEFAULT_CHARTS, minorMorale } from '../../../../data/charts';
import { loadMap } from '../../../../data/map';
import type { MapQuery } from '../../../../data/map';
import { GERMAN_V271 } from '../members';

let cached: MapQuery | null | undefined;
function map(): MapQuery | null {
  if (cached === undefined) {
    const r = loadMap();
    cached = r.ok ? r.map : null;
  }
  return cached;
}

/** The German union member whose territory holds `area` (null outside the union). */
function memberAt(state: GameState, area: string, members: readonly string[]): string | null {
  const minor = map()?.minorOf(area)?.id ?? null;
  return minor !== null && members.includes(minor) ? minor : null;
}

/**
 * opt:11.5.2.3 (options 11.5 and v2.71 11.5) factors of a union member garrisoning a city of a
 * member: in a member with corps they fight at that member's corps' infantry morale (the Minor
 * Countries chart's), in a member without corps at 2.0. `{ morale }` to spread into the garrison's
 * combat unit, or nothing (any other garrison keeps its own nationality's morale).
 */
export function unionGarrisonMorale(state: GameState, nationality: string, area: string): { morale?: { readonly infantry: number } } {
  if (!state.options.rules.confederationOfTheRhine || !state.options.rules.germanConfederationV271) return {};
  const union = state.combinations?.active.find((c) => c.id === 'german-confederation');
  if (!union || !union.minors.includes(nationality)) return {};
  const member = memberAt(state, area, union.minors);
  if (member === null) return {};
  if (!GERMAN_V271.withCorps.includes(member)) return { morale: { infantry: 2 } };
  return { morale: { infantry: minorMorale(DEFAULT_CHARTS['national-morale'], member).infantry } };
}

