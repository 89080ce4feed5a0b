// 8.5 The Money and Manpower Expenditure Step, played: maintenance (8.5.1) and formal debts
// (8.5.2) are paid first, with bankruptcy when money runs out (-3 political points, 8.5); then
// each power buys, one order at a time (purchases.ts).
import { POWER_NAMES } from '../../../model';
import type { FormalDebt, MajorPower, MinorCountry, Nationality, WorksheetLine } from '../../../model';
import { BANKRUPTCY_POINTS, counted, costOf, debtDue, economicPowers, freeStatesOf, maintenanceLines, sectionTotal } from '../../../rules/economic';
import { emit } from '../../tx';
import type { Tx } from '../../tx';
import { book, economyOf, patchEconomy, patchPhase, phaseOf, politicalPoints, putSheet, sheetOf } from './economyState';
import { openExpenditure } from './purchases';
import { payerOf } from '../../../rules/campaign/combinations/pool';

/** 8.5 a power that cannot pay goes bankrupt once per phase: -3 political points. */
function bankrupt(tx: Tx, power: MajorPower, rule: string): void {
  putSheet(tx, { ...sheetOf(tx.state, power, power), bankrupt: true });
  if (phaseOf(tx.state).bankrupt.includes(power)) return;
  patchPhase(tx, { bankrupt: [...phaseOf(tx.state).bankrupt, power] });
  emit(tx, { type: 'bankrupt', power, rule });
  politicalPoints(tx, power, BANKRUPTCY_POINTS, '8.5', 'bankrupt');
}

/** Pays each line as far as the money goes; returns what could not be paid. */
function payLines(tx: Tx, power: MajorPower, nationality: string, lines: readonly WorksheetLine[]): number {
  let short = 0;
  for (const l of lines) {
    const have = sheetOf(tx.state, power, nationality as Nationality).money;
    const due = -l.money;
    const paid = Math.min(due, Math.max(0, have));
    book(tx, power, nationality as Nationality, [paid === due ? l : { ...l, money: -paid, label: `${l.label} ($${due} due, $${paid} paid)` }]);
    short += due - paid;
  }
  return short;
}

/** 8.5.1 a power's own maintenance, then each free state's out of its own money, the controller paying what it cannot (8.5). */
function maintenance(tx: Tx, power: MajorPower): void {
  let short = payLines(tx, power, power, maintenanceLines(tx.state, power));
  for (const m of freeStatesOf(tx.state, power)) short += freeStateMaintenance(tx, power, m);
  if (short > 0) bankrupt(tx, power, '8.5.1');
}

function freeStateMaintenance(tx: Tx, power: MajorPower, m: MinorCountry): number {
  // section 11 a combination's member pays out of the pool's one sheet (11.2.2, 11.3.2, 11.4.2, 11.5.2, 11.6.2)
  const payer = payerOf(tx.state, power, m.id);
  const lines = maintenanceLines(tx.state, m.id).map((l) => (payer === m.id ? l : { ...l, label: `${m.name}: ${l.label}` }));
  const due = costOf(lines);
  if (due === 0) return 0;
  const left = payLines(tx, power, payer, lines);
  if (left === 0) return 0;
  return payLines(tx, power, power, [counted('maintenance', `${m.name}'s maintenance it could not pay`, -left, 0, '8.5')]);
}

/** 8.5.2 formal debts: paid to the creditor as far as the money goes; the rest stays owed, and the debtor is bankrupt. */
function formalDebts(tx: Tx, power: MajorPower): void {
  const debts = economyOf(tx.state).debts;
  const mine = debts.filter((d) => d.debtor === power && (d.phases > 0 || d.arrears > 0));
  if (mine.length === 0) return;
  const overseas = sectionTotal(sheetOf(tx.state, power, power), 'overseas').money;
  const next = new Map<string, FormalDebt | null>();
  let short = 0;
  for (const d of mine) {
    const due = d.phases > 0 ? debtDue(d, overseas) : d.arrears;
    const paid = Math.min(due, Math.max(0, tx.state.powers[power].money));
    const label = `Formal debt to ${POWER_NAMES[d.creditor]} (${d.term})`;
    book(tx, power, power, [counted('debts', paid === due ? label : `${label}: $${due} due, $${paid} paid`, -paid, 0, '8.5.2')]);
    if (paid > 0 && economicPowers(tx.state).includes(d.creditor)) {
      book(tx, d.creditor, d.creditor, [counted('debts', `Formal debt paid by ${POWER_NAMES[power]} (${d.term})`, paid, 0, '8.5.2')]);
      emit(tx, { type: 'moneyTransferred', from: power, to: d.creditor, amount: paid, kind: 'debt', rule: '8.5.2' });
    }
    short += due - paid;
    const phases = Math.max(0, d.phases - 1);
    next.set(d.id, phases > 0 || due - paid > 0 ? { ...d, phases, arrears: due - paid } : null);
  }
  // each debt keeps its place in the list; one paid off leaves it
  patchEconomy(tx, { debts: economyOf(tx.state).debts.flatMap((d) => (next.has(d.id) ? (next.get(d.id) ? [next.get(d.id)!] : []) : [d])) });
  if (short > 0) bankrupt(tx, power, '8.5.2');
}

/** 8.5 begin: maintenance and formal debts for every power, then the purchase decisions. */
export function beginExpenditure(tx: Tx): void {
  for (const p of economicPowers(tx.state)) {
    sheetOf(tx.state, p, p);
    maintenance(tx, p);
  }
  for (const p of economicPowers(tx.state)) formalDebts(tx, p);
  for (const p of economicPowers(tx.state)) openExpenditure(tx, p);
}
