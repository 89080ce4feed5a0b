/** A rule number as printed, e.g. "7.4.1.2.4"; "13.1" for the scenario format. */
export type RuleRef = string;

/** Stable, machine-readable reasons for refusing a command or an option (STYLE C). */
export const ERROR_CODES = [
  'malformed',
  'gameOver',
  'outOfTurn',
  'unknownDecision',
  'wrongPower',
  'wrongKind',
  'alreadyAnswered',
  'illegalOption',
  'notInPlay',
  'selfTarget',
  'alreadyAtWar',
  'enforcedPeace',
  'forcesInTerritory',
  'homeInvaded',
  'duplicateChoice',
  'noSuchCounter',
  'notAdjacent',
  'notEnoughMovement',
  'mustStop',
  'blockedCrossing',
  'noAccess',
  'besieged',
  'cityClosed',
  'capacity',
  'cannotDetach',
  'alreadyForceMarched',
  'cannotForceMarch',
  'depotLimit',
  'noMoney',
  'depotPlacement',
  // section 4 (political)
  'alreadyAllied',
  'recentlyBroken',
  'unreachable',
  'notEligible',
  'termExcluded',
  'termCancelled',
  'tooManyTerms',
  'notApplicable',
  'badNote',
  'cannotBreak',
  'cannotSue',
  // 8.0 the Economic Phase
  'noManpower',
  'cannotBuild',
  'notAllied',
  // 5.1, 6.2-6.3 the Naval Phase
  'iceBound',
  'alreadyMoved',
  'notAtWar',
  'mustAttack',
  'mustLeave',
  'noShips',
  // 14.3 uncontrolled major powers, 19.2 replaced players
  'umpRestricted',
  'allianceLocked',
  'notUmp',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Legality with its reason: never a bare sentinel. */
export type Verdict = { ok: true } | { ok: false; code: ErrorCode; rule: RuleRef; detail?: string };

export const LEGAL: Verdict = { ok: true };

export function illegal(code: ErrorCode, rule: RuleRef, detail?: string): Verdict {
  return detail === undefined ? { ok: false, code, rule } : { ok: false, code, rule, detail };
}

/** A result that is either a value or a list of typed errors. */
export type Result<T, E> = { ok: true; value: T } | { ok: false; errors: E[] };
