// 8.3 The Lending Money Step, played: every power with money and someone to give it to hands it
// over one sum at a time ("end" first); allies may be lent money (an informal debt, 8.5.2) or
// given it; a free state is only ever given money (8.2.3). What passes is seen by the two
// parties alone (2.4.2).
import { LEGAL, POWER_NAMES, isMajorPower } from '../../../model';
import type { DecisionOption, MajorPower, Nationality } from '../../../model';
import { LENDING_SUMS, counted, economicPowers, lendingTargets, lendingVerdict } from '../../../rules/economic';
import { emit, openDecision, patch, serial } from '../../tx';
import type { Tx } from '../../tx';
import { book, economyOf, patchEconomy } from './economyState';
import { umpTransferVerdict } from '../../../rules/campaign';

/** v2.71 14.3.3.3 a UMP's gift or loan to another major power is refused before 8.3 is judged. */
const judged = (tx: Tx, power: MajorPower, to: string, n: number, loan: boolean) => {
  const ump = umpTransferVerdict(tx.state, power, to);
  return ump.ok ? lendingVerdict(tx.state, power, to, n, loan) : ump;
};

function lendingOptions(tx: Tx, power: MajorPower): DecisionOption[] {
  const out: DecisionOption[] = [{ value: 'end', label: 'End lending', verdict: LEGAL }];
  for (const t of lendingTargets(tx.state, power)) {
    for (const n of LENDING_SUMS) {
      out.push({ value: `gift:${t.to}:${n}`, label: `Give $${n} to ${t.name}`, verdict: judged(tx, power, t.to, n, false) });
      if (t.ally) out.push({ value: `loan:${t.to}:${n}`, label: `Lend $${n} to ${t.name}`, verdict: judged(tx, power, t.to, n, true) });
    }
  }
  return out;
}

function open(tx: Tx, power: MajorPower): void {
  openDecision(tx, {
    power, kind: 'economic/lending', step: 'economic/lending', rule: '8.3',
    prompt: `Lend or give money to allies or free states ($${tx.state.powers[power].money} in the treasury); only the two parties see it.`,
    secret: true, select: 'one', group: null, options: lendingOptions(tx, power),
  });
}

/** 8.3 begin: a decision for every power that has money and an ally or free state. */
export function beginLending(tx: Tx): void {
  for (const p of economicPowers(tx.state)) if (tx.state.powers[p].money > 0 && lendingTargets(tx.state, p).length > 0) open(tx, p);
}

/** Other powers' open lending decisions get fresh options once money has moved (same ids). */
function refresh(tx: Tx): void {
  patch(tx, { pending: tx.state.pending.map((d) => (d.kind === 'economic/lending' ? { ...d, options: lendingOptions(tx, d.power) } : d)) });
}

/** 8.3 one order: "gift:<to>:<n>", "loan:<to>:<n>" or "end". */
export function applyLendingOrder(tx: Tx, power: MajorPower, order: string): void {
  if (order === 'end') return;
  const [kind, to, n] = order.split(':');
  const amount = Number(n);
  if (!to || !Number.isInteger(amount)) return;
  const loan = kind === 'loan';
  const toName = isMajorPower(to) ? POWER_NAMES[to] : (tx.state.minors.find((m) => m.id === to)?.name ?? to);
  book(tx, power, power, [counted('transfers', `${loan ? 'Lent' : 'Given'} to ${toName}`, -amount, 0, '8.3')]);
  const receiver: MajorPower = isMajorPower(to) ? to : power;
  book(tx, receiver, to as Nationality, [counted('transfers', `${loan ? 'Loan' : 'Subsidy'} from ${POWER_NAMES[power]}`, amount, 0, '8.3')]);
  emit(tx, { type: 'moneyTransferred', from: power, to: receiver, ...(isMajorPower(to) ? {} : { minor: to }), amount, kind: loan ? 'loan' : 'subsidy', rule: '8.3' });
  if (loan && isMajorPower(to)) {
    const e = economyOf(tx.state);
    // 2.4.2 a keyed tag is unique (a lending decision opens after each loan) and counts nothing;
    // the count of every loan in the game (others' are secret) stays only in older games' ids
    const tag = serial(tx.state, 1);
    const id = /^\d+$/.test(tag) ? `loan-${tag}-${e.loans.length + 1}` : `loan-${tag}`;
    patchEconomy(tx, { loans: [...e.loans, { id, lender: power, borrower: to, amount, date: tx.state.date }] });
  }
  refresh(tx);
  open(tx, power);
}
