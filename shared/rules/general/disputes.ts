// 10.8 settling disputes between powers with equal claims, and the one open claim section 10
// leaves to it: 10.3.2.1, a city held by forces of several powers, none of them the power that
// controls the territory. Pure: the dice are the caller's.
// 10.8's own example, prisoners taken by forces of several powers, is played by sharePrisoners
// (steps/general/disputes.ts) when a force surrenders in field combat (7.5.2.10.3.6).
import type { AreaId, CityId, GameState, LandMap, MajorPower } from '../../model';
import { cityOccupants, powersInCity, territoryOf } from '../land/movement';

/**
 * 10.8 unmodified competitive dice: each contender rolls one die (`roll`, in the order given), the
 * highest wins, and those tied for highest roll again. The players' agreement, which the rule
 * puts first, is a matter for the table: the engine goes straight to the dice.
 */
export function competitiveWinner<P>(contenders: readonly P[], roll: (p: P) => number): P | null {
  let left = [...contenders];
  while (left.length > 1) {
    const rolls = left.map((p) => ({ p, v: roll(p) }));
    const best = Math.max(...rolls.map((r) => r.v));
    left = rolls.filter((r) => r.v === best).map((r) => r.p);
  }
  return left[0] ?? null;
}

/** A city held by forces of several powers, none of them its territory's controller (10.3.2.1). */
export interface DisputedCity {
  readonly area: AreaId;
  readonly city: CityId;
  /** The powers with forces inside, in the order the city lists them (garrisons first). */
  readonly powers: readonly MajorPower[];
}

/**
 * 10.3.2.1 the cities whose control for combat is open: forces of two or more powers inside and
 * none of the formal controller's. A city whose recorded holder (`general.cityHolders`) still
 * has forces there is settled and not listed.
 */
export function disputedCities(state: GameState, map: LandMap): DisputedCity[] {
  const out: DisputedCity[] = [];
  for (const { area, city, garrisons, corps } of cityOccupants(state)) {
    if (garrisons.length + corps.length < 2) continue;
    const powers = powersInCity(state, area, city).filter((p): p is MajorPower => p !== null);
    if (powers.length < 2) continue;
    const owner = territoryOf(state, map, area);
    if (owner !== null && powers.includes(owner)) continue;
    if (recordedHolder(state, area, city, powers) !== null) continue;
    out.push({ area, city, powers });
  }
  return out;
}

/** 10.3.2.1 the holder the dice gave a mixed city, while it still has forces there. */
export function recordedHolder(state: GameState, area: AreaId, city: CityId, powers: readonly (MajorPower | null)[]): MajorPower | null {
  const r = (state.general?.cityHolders ?? []).find((x) => x.area === area && x.city === city);
  return r && powers.includes(r.power) ? r.power : null;
}
