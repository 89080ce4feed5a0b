// v2.71 14.3.3-14.3.5 and 14.3.9: what a controlled UMP may and must do, and winning with one.
// 19.2.2 the inherited-alliance lock.
import { LEGAL, POWER_NAMES, addMonths, allianceLockedUntil, allied, formatDate } from '../../model';
import type { FactorType, GameDate, GameState, MajorPower, Verdict } from '../../model';
import { alliesOf } from '../political';
import { campaignOf, umpActive, umpOf } from './umpState';

// What the other phases' steps do not apply yet (the functions below state the rules; umpPhases.ts
// and umpLosses.ts hold what they do apply: 14.3.3.3, 14.3.3.2, 14.3.3.6, 14.3.3.7, 14.3.3.8, 14.3.3.9, 14.3.4,
// 14.3.6.2, 14.3.9):
// 14.3.3.7 a UMP corps at peace is kept in depot supply by its movement orders (umpMovement.ts), so it never has to forage
const locked = (rule: string, detail: string): Verdict => ({ ok: false, code: 'allianceLocked', rule, detail });
const bad = (rule: string, detail: string): Verdict => ({ ok: false, code: 'umpRestricted', rule, detail });

/** 14.3.5 an inactive UMP may not declare war on any major or minor power. */
export function umpMayDeclareWar(state: GameState, power: MajorPower): Verdict {
  const u = umpOf(state, power);
  if (!u || umpActive(u)) return LEGAL;
  return bad('14.3.5', `${POWER_NAMES[power]} is an inactive uncontrolled major power and may not declare war`);
}

/** 14.3.5 an inactive UMP may not make a new alliance (old ones stand). */
export function umpMayAlly(state: GameState, power: MajorPower, other: MajorPower): Verdict {
  for (const p of [power, other]) {
    const u = umpOf(state, p);
    if (u && !umpActive(u)) return bad('14.3.5', `${POWER_NAMES[p]} is an inactive uncontrolled major power and may not make alliances`);
  }
  return LEGAL;
}

/** 14.3.5 an inactive UMP must break an alliance when its ally asks. */
export function umpMustBreakWhenAsked(state: GameState, power: MajorPower): boolean {
  const u = umpOf(state, power);
  return u !== undefined && !umpActive(u);
}

/**
 * 14.3.3.2 the allies a UMP declared on must call: every ally, except one also allied with the
 * power that declared war.
 */
export function umpForcedCalls(state: GameState, ump: MajorPower, declarer: MajorPower): MajorPower[] {
  if (!umpOf(state, ump)) return [];
  return alliesOf(state, ump).filter((a) => a !== declarer && !allied(state, a, declarer));
}

/** 14.3.3.3 a UMP gives, lends or cedes to another major power only in a formal peace. */
export function umpMayGive(state: GameState, power: MajorPower): Verdict {
  return umpOf(state, power) ? bad('14.3.3.3', `${POWER_NAMES[power]} is an uncontrolled major power: no gifts, loans or cessions outside a formal peace`) : LEGAL;
}

/** 14.3.3.4 a UMP may not use economic manipulation (12.5). */
export function umpMayManipulate(state: GameState, power: MajorPower): Verdict {
  return umpOf(state, power) ? bad('14.3.3.4', `${POWER_NAMES[power]} is an uncontrolled major power: no economic manipulation`) : LEGAL;
}

/** 14.3.3.7 the order a UMP's strength point losses are taken in. */
export const UMP_LOSS_ORDER: readonly FactorType[] = ['militia', 'infantry', 'cavalry', 'guard'];

/**
 * 14.3.3.7 a UMP not at war with anyone forages only when the forage roll cannot cost it more
 * than one strength point (`worstLoss`, the largest loss the modified roll can give).
 */
export function umpMayForage(state: GameState, power: MajorPower, worstLoss: number): Verdict {
  if (!umpOf(state, power)) return LEGAL;
  const atWarWithAnyone = state.relations.wars.some(([a, b]) => a === power || b === power);
  if (atWarWithAnyone || worstLoss <= 1) return LEGAL;
  return bad('14.3.3.7', `${POWER_NAMES[power]} is an uncontrolled major power at peace: it may not forage where it could lose ${worstLoss} strength points`);
}

/** 14.3.3.8 a power at war with a UMP forces it to sue when its die beats the UMP's victory points number. */
export function forcedSueSucceeds(die: number, umpVictoryPointsNumber: number): boolean {
  return die > umpVictoryPointsNumber;
}

/** 14.3.3.9 the UMPs `controller` runs that it (or another of its UMPs) is at war with: informal peace is due. */
export function informalPeaceDue(state: GameState, controller: MajorPower): [MajorPower, MajorPower][] {
  const mine = campaignOf(state).umps.filter((u) => u.controller === controller).map((u) => u.power);
  const side = new Set<MajorPower>([controller, ...mine]);
  return state.relations.wars.filter(([a, b]) => side.has(a) && side.has(b) && (mine.includes(a) || mine.includes(b))).map(([a, b]) => [a, b]);
}

/** 14.3.6.1 a returning neutral UMP's money and manpower: half its values for each phase it was neutral. */
export function neutralReturn(money: number, manpower: number, phases: number): { money: number; manpower: number } {
  return { money: Math.floor(money / 2) * phases, manpower: Math.floor(manpower / 2) * phases };
}

/**
 * 14.3.9 whether a player may announce victory with the UMP it controls: the UMP has reached
 * its level (1) and is active (2), and the player's own total plus the UMP's surplus reaches
 * the player's level (3).
 */
export function umpVictory(a: { umpVp: number; umpLevel: number; umpActive: boolean; ownVp: number; ownLevel: number }): Verdict {
  if (a.umpVp < a.umpLevel) return bad('14.3.9', `the UMP has ${a.umpVp} victory points, short of its level ${a.umpLevel}`);
  if (!a.umpActive) return bad('14.3.9', 'the UMP is not active');
  const surplus = a.umpVp - a.umpLevel;
  if (a.ownVp + surplus < a.ownLevel) return bad('14.3.9', `${a.ownVp} + ${surplus} is short of our level ${a.ownLevel}`);
  return LEGAL;
}

/** 19.2.2 an inherited alliance holds until three turns after the turn the new player took control. */
export function lockUntil(tookControl: GameDate): GameDate {
  return addMonths(tookControl, 3);
}

/** 19.2.2 whether `power` may break its alliance with `ally` now. */
export function mayBreakInherited(state: GameState, power: MajorPower, ally: MajorPower): Verdict {
  const until = allianceLockedUntil(state, power, ally);
  if (!until) return LEGAL;
  return locked('19.2.2', `the alliance with ${POWER_NAMES[ally]} was inherited by ${POWER_NAMES[power]}'s new player: it may not be broken before ${formatDate(until)}`);
}
