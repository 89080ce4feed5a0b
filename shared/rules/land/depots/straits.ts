// 7.4.3.3 the Dardanelles: sea supply traced between the Black Sea and the seas outside passes
// the straits only with the leave of the power holding Constantinople.
import { allied, atWar, isMajorPower } from '../../../model';
import type { GameState, LandMap, MajorPower } from '../../../model';
import { cityHolder, territoryOf } from '../movement/facts';

/** The power holding Constantinople: whoever runs the forces inside, else the territory's controller (10.3.2.2). */
export function straitsHolder(state: GameState, map: LandMap): MajorPower | null {
  const straits = (map.ports ?? []).find((p) => p.city === 'constantinople');
  if (!straits) return null;
  return cityHolder(state, straits.area, straits.city, map) ?? territoryOf(state, map, straits.area);
}

/**
 * 7.4.3.3 the holder `power` must ask for leave: a major power that is neither `power`, nor its
 * ally (taken as given), nor at war with it (an enemy never lets it through); null otherwise.
 */
export function neutralStraitsHolder(state: GameState, map: LandMap, power: MajorPower): MajorPower | null {
  const holder = straitsHolder(state, map);
  if (holder === null || holder === power || !isMajorPower(holder)) return null;
  return allied(state, power, holder) || atWar(state, power, holder) ? null : holder;
}

/** 7.4.3.3 whether `holder`'s latest answer to `power` was leave to pass. */
export function straitsLeaveGiven(state: GameState, holder: MajorPower, power: MajorPower): boolean {
  return (state.straitsLeave ?? []).some((l) => l.holder === holder && l.power === power && l.granted);
}

/**
 * 7.4.3.3 whether the straits could matter to `power`'s sea supply: it has a depot, or a port
 * of its own territory, in a port area on each side of the Dardanelles.
 */
export function straitsMatter(state: GameState, map: LandMap, power: MajorPower): boolean {
  const sides = new Set<boolean>();
  const depotAreas = new Set(state.depots.filter((d) => d.owner === power && d.fleet === undefined).map((d) => d.area));
  for (const p of map.ports ?? []) {
    if (p.city === 'constantinople') continue;
    if (depotAreas.has(p.area) || territoryOf(state, map, p.area) === power) sides.add(p.blackSea);
    if (sides.size === 2) return true;
  }
  return false;
}

/** 7.4.3.3 the neutral holder to ask on `power`'s behalf now, or null when there is nothing to ask. */
export function straitsLeaveWanted(state: GameState, map: LandMap, power: MajorPower): MajorPower | null {
  const holder = neutralStraitsHolder(state, map, power);
  return holder !== null && straitsMatter(state, map, power) ? holder : null;
}
