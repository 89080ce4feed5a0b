// Issue 21 Campaign aims for the computer's land play. A campaign (section 14) has no sides and no
// objective cities: who is a friend is who is allied (4.5), who is an enemy is who is at war
// (4.2, and minors at war, 4.6), and what an army marches on are the cities whose loss hurts a
// power at the peace table and in its treasury: the capitals of its home provinces (8.2.1,
// 4.4 C.4) and its national capital (4.4.8). A power holds its own national capitals. Scenarios
// keep their sides and objective cities (rules/victory); these functions answer for both.
import { allied, atWar, controllerOf } from '../../model';
import type { AreaId, CityId, GameState, LandMap, MajorPower, Nationality } from '../../model';
import { cityHolder, forcibleAccessOwner, territoryOf } from '../../rules/land/movement';
import { atWarWithNationality } from '../../rules/political/facts';
import { politicalState } from '../../rules/political/state';
import { sideOf } from '../../rules/victory';
import type { GameData } from '../gameData';

/** A city the computer's armies aim for (`ours`: its side holds it and should keep it). */
export interface Aim {
  readonly city: CityId;
  readonly name: string;
  readonly area: AreaId;
  readonly ours: boolean;
}

/** A campaign game: no sides, friends and enemies are read from the alliances and wars. */
export const isCampaign = (state: GameState): boolean => state.scenario.kind === 'campaign';

/** Whether `a` and `b` fight on one side: the same power, allies in a campaign (4.5), one scenario side (3.4). */
export function friends(state: GameState, a: MajorPower | null, b: MajorPower | null): boolean {
  if (a === null || b === null) return false;
  if (a === b) return true;
  if (isCampaign(state)) return allied(state, a, b);
  const s = sideOf(state, a);
  return s !== null && s === sideOf(state, b);
}

/**
 * Whether forces of `nationality` are `power`'s enemies: at war with their controller or the
 * minor itself in a campaign (4.2, 4.6.5.2); in a scenario, anyone not on its side.
 */
export function foes(state: GameState, power: MajorPower, nationality: Nationality): boolean {
  if (isCampaign(state)) return atWarWithNationality(state, power, nationality);
  return !friends(state, controllerOf(state, nationality), power);
}

/** Home-province capitals of each major power (8.2.1), from the economy map; memoised per map. */
const capitalsCache = new WeakMap<object, Map<MajorPower, { city: CityId; area: AreaId; national: boolean }[]>>();
function homeCapitals(data: GameData): Map<MajorPower, { city: CityId; area: AreaId; national: boolean }[]> {
  const econ = data.economy;
  if (!econ) return new Map();
  const hit = capitalsCache.get(econ);
  if (hit) return hit;
  const out = new Map<MajorPower, { city: CityId; area: AreaId; national: boolean }[]>();
  for (const p of econ.provinces) {
    if (p.home === null) continue;
    const national = econ.nationalCapitals[p.home].some((c) => c.city === p.capital);
    out.set(p.home, [...(out.get(p.home) ?? []), { city: p.capital, area: p.capitalArea, national }]);
  }
  capitalsCache.set(econ, out);
  return out;
}

/** Who holds a city now: the forces inside (10.3.2), else the territory's controller (ceded provinces included). */
function holderOf(state: GameState, map: LandMap, area: AreaId, city: CityId): MajorPower | null {
  return cityHolder(state, area, city, map) ?? territoryOf(state, map, area);
}

/**
 * 4.4 / 8.2.1 The cities `power`'s armies aim for in a campaign: the home-province capitals of
 * every major power it is at war with and the capitals of the minors it is at war with (taken:
 * their revenue and the peace table's cessions), and its own national capitals while it has an
 * enemy (held: 4.4.8). A city its side already holds counts as `ours`.
 */
export function campaignAims(state: GameState, data: GameData | undefined, power: MajorPower): Aim[] {
  const map = data?.land;
  if (!map || !data) return [];
  const caps = homeCapitals(data);
  const name = (city: CityId) => data.economy?.cityName(city) ?? city;
  const aim = (city: CityId, area: AreaId): Aim => ({ city, area, name: name(city), ours: friends(state, holderOf(state, map, area, city), power) });
  const out: Aim[] = [];
  const enemies = state.scenario.sides.length === 0 ? (Object.keys(state.powers) as MajorPower[]).filter((q) => q !== power && state.powers[q].inPlay && atWar(state, power, q)) : [];
  for (const e of enemies) for (const c of caps.get(e) ?? []) out.push(aim(c.city, c.area));
  for (const w of politicalState(state).minorWars) {
    if (w.power !== power) continue;
    const m = map.minorCountry?.(w.minor);
    if (m) out.push(aim(m.capital, m.capitalArea));
  }
  if (out.length > 0) for (const c of (caps.get(power) ?? []).filter((x) => x.national)) out.push(aim(c.city, c.area));
  return out;
}

/**
 * 10.3.4.2 Whether a march of `power` into `area` would take forcible access in a campaign: a
 * political point a turn for each power so entered, and that power may answer with war (10.3.4.3).
 * The computer never does it: a neutral's land is marched round (a war with the owner is declared
 * in the Political Phase first, when it is worth one).
 */
export function forcesAccess(state: GameState, map: LandMap, power: MajorPower, area: AreaId): boolean {
  return isCampaign(state) && forcibleAccessOwner(state, map, power, area) !== null;
}
