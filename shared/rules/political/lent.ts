/**
 * Peace term B.4, a corps on loan: the victor (the borrower) runs one of the loser's corps for
 * twelve months. Who runs a corps at any moment is `operatorOf` in the model (so every phase can
 * ask it); this file says when a loan lapses and where the corps goes when it does. What the
 * term's lost text leaves open is settled in docs/RULINGS.md ("B.4 corps on loan").
 */
import { atWar, compareDates } from '../../model';
import type { CorpsLoan, GameDate, GameState } from '../../model';
import { addMonths } from './state';

/** B.4 the loan lasts twelve months: the month of the peace and the eleven after it. */
export const LOAN_MONTHS = 12;

/** The last month a loan agreed in `date` runs through. */
export const loanUntil = (date: GameDate): GameDate => addMonths(date, LOAN_MONTHS - 1);

/** Why a loan ends as month `date` begins (the Time Record), or null while it runs on. */
export type LoanEnd = 'expired' | 'gone' | 'war' | 'outOfPlay';

/**
 * B.4 whether `loan` ends as month `date` begins: its twelve months are over; the corps left the
 * map (destroyed or removed: a rebuilt counter is the owner's again); owner and borrower went to
 * war with each other; or either left the game.
 */
export function loanEnds(state: GameState, loan: CorpsLoan, date: GameDate): LoanEnd | null {
  const corps = state.corps.find((c) => c.id === loan.corps);
  if (!corps || corps.location.kind === 'offMap') return 'gone';
  if (!state.powers[loan.owner].inPlay || !state.powers[loan.borrower].inPlay) return 'outOfPlay';
  if (atWar(state, loan.owner, loan.borrower)) return 'war';
  if (compareDates(date, loan.until) > 0) return 'expired';
  return null;
}
