/** 18.0 (optional, v2.71) Solitaire land combat: chits chosen by dice instead of by players. */
import type { AttackerChit, DefenderChit } from '../../../data/charts';
import type { Options } from '../../../model';
import { type TacticalRating, tacticalRating } from './modifiers';
import { type BySide, type CombatForce, type CombatSide, otherSide } from './types';

/** 18.1.1 the defender's random table: a 6 is rolled again. */
const DEFENDER_TABLE: readonly (DefenderChit | null)[] = ['outflank', 'counterattack', 'escalated-counterattack', 'cordon', 'defend', null];
/** 18.1.2 the attacker's table: a 6 is rolled again. */
const ATTACKER_TABLE: readonly (AttackerChit | null)[] = ['outflank', 'assault', 'escalated-assault', 'echelon', 'probe', null];

/** The chit a die gives a defender choosing at random (18.1.1), or null to roll again. */
export function solitaireDefenderChit(die: number): DefenderChit | null {
  return DEFENDER_TABLE[die - 1] ?? null;
}

/** The chit a die gives the attacker (18.1.2), or null to roll again. */
export function solitaireAttackerChit(die: number): AttackerChit | null {
  return ATTACKER_TABLE[die - 1] ?? null;
}

/** Every chit a side's table can give (a chit its force may not take is rolled again, like a 6). */
export const SOLITAIRE_TABLE_CHITS: BySide<readonly string[]> = {
  attacker: ATTACKER_TABLE.filter((c): c is AttackerChit => c !== null),
  defender: DEFENDER_TABLE.filter((c): c is DefenderChit => c !== null),
};

/** 18.1.1 the defender's first choice: pick Withdraw or Defend outright, or roll on the table. */
export const SOLITAIRE_OPENINGS = ['withdraw', 'defend', 'random'] as const;
export type SolitaireOpening = (typeof SOLITAIRE_OPENINGS)[number];

export interface SolitaireCheck {
  /** The commander's tactical rating for the corps he commands (10.6.1.2.1), the number to roll. */
  readonly rating: TacticalRating;
  readonly die: number;
  readonly passed: boolean;
}

/**
 * 18.1.3 / 18.1.4 The tactics check to change a chit: a die at or under the force commander's
 * tactical rating, lowered for the number of corps he commands (10.6.1.2.1, the same rating the
 * combat dice use; without a leader the best corps rating, 10.6.1).
 */
export function solitaireTacticsCheck(force: CombatForce, options: Options, die: number): SolitaireCheck {
  const rating = tacticalRating(force, options);
  return { rating, die, passed: die <= rating.value };
}

/**
 * Where a side stands in the 18.1.3-5 exchange: still free to try, satisfied with its chit
 * (it declined), or bound to its chit by a failed check.
 */
export type SolitaireStanding = 'open' | 'stood' | 'failed';

/** What a side did when its turn came: declined, or tried and passed or failed. */
export type SolitaireAct = 'stand' | 'passed' | 'failed';

/**
 * 18.1.3-5 After `side` acted: each side's standing and who decides next (null when the chits
 * stand). The sides take turns, the defender first (18.1.3, 18.1.4); a failed check binds that
 * side for the day; the other may go on alone until it fails or declines (18.1.5). A changed
 * chit gives a side that had declined a new chance, since it declined against the old one and
 * the exchange runs until neither side wants a check any more (18.1.5).
 */
export function solitaireNext(standing: BySide<SolitaireStanding>, side: CombatSide, act: SolitaireAct): { standing: BySide<SolitaireStanding>; next: CombatSide | null } {
  const foe = otherSide(side);
  const mine: SolitaireStanding = act === 'stand' ? 'stood' : act === 'failed' ? 'failed' : 'open';
  const theirs: SolitaireStanding = act === 'passed' && standing[foe] === 'stood' ? 'open' : standing[foe];
  const next = theirs === 'open' ? foe : mine === 'open' ? side : null;
  return { standing: side === 'attacker' ? { attacker: mine, defender: theirs } : { attacker: theirs, defender: mine }, next };
}
