// 18.0 (option) solitaire combat: the defender's opening and the tactics checks (18.1.1-18.1.5).
import { LEGAL, illegal } from '../../../../model';
import type { BattleSolitaire, BattleSide, DecisionOption, PendingDecision, Verdict } from '../../../../model';
import { tacticalRating, solitaireAttackerChit, solitaireDefenderChit, solitaireNext, type SolitaireAct, solitaireTacticsCheck } from '../../../../rules/land/combat';
import { openDecision, roll } from '../../../tx';
import type { Tx } from '../../../tx';
import { combatContext } from './forces';
import { other, progressOf, update } from './battleState';
import { chitLabel, legalChits, setChits } from './chits';
import type { AttackerChitName, DefenderChitName } from './chits';

/**
 * 18.1.1 / 18.1.2 A roll on the side's solitaire table; a 6, or a chit its force may not take
 * (outflank without two corps and a leader), is rolled again.
 */
function rollSolitaireChit(tx: Tx, side: BattleSide, rule: string, purpose: string): string {
  const legal = legalChits(tx, side);
  for (;;) {
    const die = roll(tx, rule, purpose);
    const c = side === 'attacker' ? solitaireAttackerChit(die) : solitaireDefenderChit(die);
    if (c && legal.has(c)) return c;
  }
}

const setSolitaire = (tx: Tx, sol: BattleSolitaire) => update(tx, (p) => ({ ...p, solitaire: sol }));

/**
 * 18.1.1 A day's solitaire chits begin: the defender's commander picks Withdraw or Defend
 * outright, or leaves his chit to the table. Both chits are public under this option.
 */
export function openSolitaire(tx: Tx): void {
  const p = progressOf(tx)!;
  setSolitaire(tx, { attacker: null, defender: null, standing: { attacker: 'open', defender: 'open' }, checks: 0 });
  const legal = legalChits(tx, 'defender');
  const verdictOf = (chit: string): Verdict => (legal.has(chit) ? LEGAL : illegal('illegalOption', '7.5.2.1', `this force may not choose ${chitLabel(chit)}`));
  openDecision(tx, {
    power: p.record.defender.leadPower, kind: 'land/combatSolitaire', step: 'land/fieldCombat', rule: '18.1.1', secret: false, select: 'one', group: null,
    prompt: `Day ${p.record.day} in area ${p.record.area} (solitaire combat): the defender chooses first. Take Withdraw or Defend, or roll on the defender's table.`,
    options: [
      { value: 'withdraw', label: 'Withdraw', verdict: verdictOf('withdraw') },
      { value: 'defend', label: 'Defend', verdict: verdictOf('defend') },
      { value: 'random', label: "Roll on the defender's table (1 Outflank, 2 Counterattack, 3 Escalated counterattack, 4 Cordon, 5 Defend, 6 again)", verdict: LEGAL },
    ],
  });
}

/** 18.1.3 / 18.1.4 The side deciding whether to try a tactics check to change its chit. */
function openSolitaireCheck(tx: Tx, side: BattleSide): void {
  const p = progressOf(tx)!;
  const sol = p.solitaire!;
  const own = sol[side]!;
  const foe = sol[other(side)]!;
  const rating = tacticalRating(combatContext(tx.state, p)[side], tx.state.options).value;
  const rule = side === 'defender' ? '18.1.3' : '18.1.4';
  const options: DecisionOption[] = [{ value: 'stand', label: `Keep ${chitLabel(own)}`, verdict: LEGAL }];
  // 18.1.3 a defender who passes may take Withdraw instead of rolling again
  if (side === 'defender' && own !== 'withdraw')
    options.push({
      value: 'try:withdraw', label: `Tactics check (${rating} or less): Withdraw if it passes`,
      verdict: legalChits(tx, 'defender').has('withdraw') ? LEGAL : illegal('illegalOption', '7.5.2.1', 'this force may not choose Withdraw'),
    });
  options.push({ value: 'try:roll', label: `Tactics check (${rating} or less): roll the ${side}'s table again if it passes`, verdict: LEGAL });
  openDecision(tx, {
    power: p.record[side].leadPower, kind: 'land/combatSolitaire', step: 'land/fieldCombat', rule, secret: false, select: 'one', group: null,
    prompt: `Day ${p.record.day} in area ${p.record.area} (solitaire combat): your ${side}'s chit is ${chitLabel(own)}, the ${other(side)}'s ${chitLabel(foe)}. `
      + `Keep it, or try a tactics check (a die of ${rating} or less) to change it; a failed check binds you to ${chitLabel(own)} for the day.`,
    options,
  });
}

/**
 * 18.1.3-5 After a side's turn: the other side's turn while it may still try, else this side's
 * again (18.1.5: one side may go on after the other failed); when neither may, the chits stand.
 */
function nextSolitaire(tx: Tx, side: BattleSide, act: SolitaireAct): void {
  const sol = progressOf(tx)!.solitaire!;
  const { standing, next } = solitaireNext(sol.standing, side, act);
  setSolitaire(tx, { ...sol, standing });
  if (next) return openSolitaireCheck(tx, next);
  update(tx, (p) => {
    const { solitaire: _done, ...rest } = p;
    return rest;
  });
  setChits(tx, sol.attacker as AttackerChitName, sol.defender as DefenderChitName);
}

/** The answer to a solitaire decision: the defender's opening (18.1.1) or a side's check (18.1.3-5). */
export function applySolitaire(tx: Tx, d: PendingDecision, value: string): void {
  const p = progressOf(tx)!;
  const sol = p.solitaire!;
  const area = p.record.area;
  if (sol.defender === null) {
    // 18.1.1 the defender's first choice, then 18.1.2 the attacker's chit from its table
    const defender = value === 'random' ? rollSolitaireChit(tx, 'defender', '18.1.1', `solitaire defender's chit in area ${area}`) : value;
    const attacker = rollSolitaireChit(tx, 'attacker', '18.1.2', `solitaire attacker's chit in area ${area}`);
    setSolitaire(tx, { ...sol, defender: defender as DefenderChitName, attacker: attacker as AttackerChitName });
    openSolitaireCheck(tx, 'defender');
  } else {
    const side: BattleSide = p.record.attacker.powers.includes(d.power) ? 'attacker' : 'defender';
    if (value === 'stand') nextSolitaire(tx, side, 'stand');
    else {
      // 18.1.3 (defender) / 18.1.4 (attacker): the commander's tactical rating for his corps, or less
      const rule = side === 'defender' ? '18.1.3' : '18.1.4';
      const force = combatContext(tx.state, p)[side];
      const rating = tacticalRating(force, tx.state.options).value;
      const die = roll(tx, rule, `solitaire ${side}'s tactics check to change ${chitLabel(sol[side]!)} in area ${area} (${rating} or less)`);
      const check = solitaireTacticsCheck(force, tx.state.options, die);
      let changed = sol;
      if (check.passed) {
        const chit = value === 'try:withdraw' ? 'withdraw' : rollSolitaireChit(tx, side, rule, `solitaire ${side}'s new chit in area ${area}`);
        changed = { ...sol, [side]: chit };
      }
      setSolitaire(tx, { ...changed, checks: sol.checks + 1 });
      nextSolitaire(tx, side, check.passed ? 'passed' : 'failed');
    }
  }
}
