/** 18.1 (optional, v2.71) Solitaire land combat: chits chosen by dice instead of by players. */
import type { AttackerChit, DefenderChit } from '../../../data/charts';

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
