import { MAJOR_POWERS, isMajorPower } from './powers';
import type { MajorPower } from './powers';
import type { Nationality } from './forces';
import type { CorpsId } from './ids';
import type { GameState, MinorCountry, PowerPair } from './state';
import { compareDates } from './calendar';
import { firstById } from './byId';

/** A pair of powers in MAJOR_POWERS order, the one stored form of wars and alliances. */
export function powerPair(a: MajorPower, b: MajorPower): PowerPair {
  return MAJOR_POWERS.indexOf(a) <= MAJOR_POWERS.indexOf(b) ? [a, b] : [b, a];
}

function hasPair(list: readonly PowerPair[], a: MajorPower, b: MajorPower): boolean {
  // performance (issue 20): asked millions of times a game; no pair array or closure per question
  const swap = MAJOR_POWERS.indexOf(a) > MAJOR_POWERS.indexOf(b);
  const x = swap ? b : a;
  const y = swap ? a : b;
  for (let i = 0; i < list.length; i++) {
    const pair = list[i]!;
    if (pair[0] === x && pair[1] === y) return true;
  }
  return false;
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

/** The minor country of `id` in the state (the first of that id, through an index per minors array), or undefined. */
export function minorById(state: GameState, id: string): MinorCountry | undefined {
  return firstById(state.minors, id);
}

/**
 * 7.1.1 Who runs the forces of a nationality: a major power itself, or the controller of a
 * minor free state (null for a neutral minor).
 */
export function controllerOf(state: GameState, nationality: Nationality): MajorPower | null {
  if (isMajorPower(nationality)) return nationality;
  const minor = minorById(state, nationality);
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

// ---- B.4 corps on loan: control per corps (lent branch) ----

/** A force as per-corps control sees it: its nationality, and for a corps its (secret) identity. */
export interface ForceRef {
  readonly nationality: Nationality;
  readonly id?: CorpsId;
}

/** One B.4 loan as the political record keeps it. */
export interface CorpsLoan {
  readonly corps: CorpsId;
  readonly owner: MajorPower;
  readonly borrower: MajorPower;
  readonly until: { readonly year: number; readonly month: number };
}

/**
 * B.4 the loan in force for corps `id` now, if any: it runs through its last month (`until`) and
 * lapses at once while owner and borrower are at war with each other or either is out of play
 * (docs/RULINGS.md, B.4). The Time Record hands the corps back (steps/political/lent.ts).
 */
export function activeLoan(state: GameState, id: CorpsId): CorpsLoan | undefined {
  const loans = state.political?.corpsOnLoan;
  if (loans === undefined || loans.length === 0) return undefined;
  const l = loans.find((x) => x.corps === id);
  if (!l || compareDates(state.date, l.until) > 0) return undefined;
  if (atWar(state, l.owner, l.borrower) || !state.powers[l.borrower].inPlay || !state.powers[l.owner].inPlay) return undefined;
  return l;
}

/**
 * B.4 Who gives orders to a force and fights with it: the borrower for a corps on loan, otherwise
 * its nationality's controller (`controllerOf`). Land movement, supply, combat, sieges, retreats,
 * foraging, the decisions and the views ask this of each corps; money, reinforcements and
 * losses still follow the nationality (the corps stays on its owner's National Card).
 */
export function operatorOf(state: GameState, force: ForceRef): MajorPower | null {
  if (force.id !== undefined && state.political !== undefined && state.political.corpsOnLoan.length > 0) {
    const loan = activeLoan(state, force.id);
    if (loan && controllerOf(state, force.nationality) === loan.owner) return loan.borrower;
  }
  return controllerOf(state, force.nationality);
}

/** The borrower a corps is lent to now (B.4), or null. */
export function lentTo(state: GameState, force: ForceRef): MajorPower | null {
  const by = operatorOf(state, force);
  return force.id !== undefined && by !== null && by !== controllerOf(state, force.nationality) ? by : null;
}

/** Whether forces of `nationality` act in the sequence of one of `powers` (7.1.1, 6.1.1). */
export function movesWith(state: GameState, nationality: Nationality, powers: readonly MajorPower[]): boolean {
  const c = controllerOf(state, nationality);
  return c !== null && powers.includes(c);
}

export function powersInPlay(state: GameState): MajorPower[] {
  return MAJOR_POWERS.filter((p) => state.powers[p].inPlay);
}
