// 4.5 Creating alliances and 4.7 breaking them: who may ally with whom, who may break.
import { LEGAL, POWER_NAMES, allianceLockedUntil, allied, atWar, formatDate, illegal, inactiveUmp } from '../../model';
import type { DecisionOption, GameState, MajorPower, Verdict } from '../../model';
import { activePowers, lastBroken, outOfGame } from './facts';
import { holdsThrough, monthsBetween, politicalState } from './state';

/** 4.5.1-4.5.3 whether `a` may ally with `b` this step. */
export function allianceVerdict(state: GameState, a: MajorPower, b: MajorPower): Verdict {
  if (outOfGame(state, b)) return illegal('notInPlay', '4.4.8', `${POWER_NAMES[b]} is out of the game`);
  if (allied(state, a, b)) return illegal('alreadyAllied', '4.5.1', `already allied with ${POWER_NAMES[b]}`);
  if (atWar(state, a, b)) return illegal('alreadyAtWar', '4.5.2', `at war with ${POWER_NAMES[b]}`);
  const broken = lastBroken(state, a, b);
  if (broken && monthsBetween(broken, state.date) < 12) return illegal('recentlyBroken', '4.5.3', `the alliance with ${POWER_NAMES[b]} was broken less than twelve months ago`);
  // v2.71 14.3.5 an inactive uncontrolled major power makes no new alliance
  for (const p of [a, b]) if (inactiveUmp(state, p)) return illegal('umpRestricted', '14.3.5', `${POWER_NAMES[p]} is an inactive uncontrolled major power and may not make alliances`);
  return LEGAL;
}

/** 4.5 the powers `power` may propose an alliance to (a pair allies when each names the other). */
export function allianceOptions(state: GameState, power: MajorPower): DecisionOption[] {
  return activePowers(state)
    .filter((q) => q !== power && !allied(state, power, q))
    .map((q) => ({ value: q, label: `Ally with ${POWER_NAMES[q]} (+1 political point each)`, verdict: allianceVerdict(state, power, q) }));
}

/** 4.7 whether `a` may break its alliance with `b` (B.5 royal-marriage alliances hold for their term). */
export function breakVerdict(state: GameState, a: MajorPower, b: MajorPower): Verdict {
  const m = politicalState(state).royalMarriages.find((r) => r.powers.includes(a) && r.powers.includes(b));
  if (m && holdsThrough(state.date, m.allianceUntil)) return illegal('cannotBreak', '4.4', `the royal-marriage alliance with ${POWER_NAMES[b]} may not be broken before its term ends`);
  // v2.71 19.2.2 a new player's inherited alliance holds three turns
  const locked = allianceLockedUntil(state, a, b);
  if (locked) return illegal('allianceLocked', '19.2.2', `${POWER_NAMES[a]}'s new player inherited the alliance with ${POWER_NAMES[b]}: it may not be broken before ${formatDate(locked)}`);
  return LEGAL;
}

/** 4.7 the alliances `power` may break (-2 political points each). */
export function breakOptions(state: GameState, power: MajorPower): DecisionOption[] {
  return activePowers(state)
    .filter((q) => q !== power && allied(state, power, q))
    .map((q) => ({ value: q, label: `Break the alliance with ${POWER_NAMES[q]} (-2 political points)`, verdict: breakVerdict(state, power, q) }));
}
