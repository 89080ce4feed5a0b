import { MAJOR_POWERS, isMajorPower } from './powers';
import type { MajorPower } from './powers';
import type { Nationality } from './forces';
import type { GameState, PowerPair } from './state';

/** A pair of powers in MAJOR_POWERS order, the one stored form of wars and alliances. */
export function powerPair(a: MajorPower, b: MajorPower): PowerPair {
  return MAJOR_POWERS.indexOf(a) <= MAJOR_POWERS.indexOf(b) ? [a, b] : [b, a];
}

function hasPair(list: readonly PowerPair[], a: MajorPower, b: MajorPower): boolean {
  const [x, y] = powerPair(a, b);
  return list.some(([p, q]) => p === x && q === y);
}

export function atWar(state: GameState, a: MajorPower, b: MajorPower): boolean {
  return hasPair(state.relations.wars, a, b);
}

export function allied(state: GameState, a: MajorPower, b: MajorPower): boolean {
  return hasPair(state.relations.alliances, a, b);
}

/** 4.4.6.3 Whether an enforced peace between the two still holds this turn. */
export function underEnforcedPeace(state: GameState, a: MajorPower, b: MajorPower): boolean {
  const [x, y] = powerPair(a, b);
  return state.relations.enforcedPeace.some(
    (e) => e.powers[0] === x && e.powers[1] === y &&
      (e.until.year > state.date.year || (e.until.year === state.date.year && e.until.month >= state.date.month)),
  );
}

/**
 * 7.1.1 Who runs the forces of a nationality: a major power itself, or the controller of a
 * minor free state (null for a neutral minor).
 */
export function controllerOf(state: GameState, nationality: Nationality): MajorPower | null {
  if (isMajorPower(nationality)) return nationality;
  const minor = state.minors.find((m) => m.id === nationality);
  // 11.1.3.3 Polish forces that outlived the conquest of Poland stay with the holder of the Polish loyalty marker
  if (nationality === 'poland' && minor?.status !== 'free' && state.combinations?.polishLoyalty) return state.combinations.polishLoyalty;
  return minor?.controller ?? null;
}

/**
 * Who runs a minor's fleet: as its corps (controllerOf), except 11.2.2.2 (option 11.2) the
 * Venetia fleet goes to the Kingdom of Italy's controller while the kingdom stands, and 11.7.1
 * (option 11.7) the Naples fleet goes to whoever controls Sicily when Naples and Sicily are in
 * different hands.
 */
export function fleetControllerOf(state: GameState, nationality: Nationality): MajorPower | null {
  if (nationality === 'venetia' && state.options.rules.kingdomOfItaly) {
    const italy = state.combinations?.active.find((c) => c.id === 'kingdom-of-italy');
    if (italy) return italy.controller;
  }
  if (nationality === 'naples' && state.options.rules.twoSicilies) {
    const sicily = state.minors.find((m) => m.id === 'sicily');
    const holder = sicily && sicily.status !== 'neutral' ? sicily.controller : null;
    if (holder !== controllerOf(state, 'naples' as Nationality)) return holder;
  }
  return controllerOf(state, nationality);
}

/** Whether forces of `nationality` act in the sequence of one of `powers` (7.1.1, 6.1.1). */
export function movesWith(state: GameState, nationality: Nationality, powers: readonly MajorPower[]): boolean {
  const c = controllerOf(state, nationality);
  return c !== null && powers.includes(c);
}

export function powersInPlay(state: GameState): MajorPower[] {
  return MAJOR_POWERS.filter((p) => state.powers[p].inPlay);
}
