// 7.5.2.7-8 a round: declarations at its start (12.3.4 guard, 12.3.5 bombardment), the dice and
// the tables; 7.5.2.12 the outflankers' arrival.
import { LEGAL } from '../../../../model';
import type { BattleSide, DecisionGroup, DecisionOption } from '../../../../model';
import { canBombard, canCommitGuard, tacticalRating, usefulDeclarations, type CombatContext, type DayState, fightingUnits, operations, outflankArrival, resolveRound, roundTable } from '../../../../rules/land/combat';
import { openDecision, openGroup, roll } from '../../../tx';
import type { Tx } from '../../../tx';
import { combatContext, SIDES, toModifiers } from './forces';
import { dayState, guardPower, other, progressOf, roundChoicesOf, setProgress, update, withDay, withRecord } from './battleState';
import { bombardOptions, openCombatLosses } from './losses';
import { reliefFailed } from './relief';

/**
 * 7.5.2.7-9 Rolls a round's dice and opens the loss decisions; returns false when the battle
 * waits for them. Dice order: attacker, then defender, then any bombardment (12.3.5) dice.
 */
export function startRound(tx: Tx): boolean {
  const p = progressOf(tx)!;
  if (p.round >= 3 && p.record.limited) {
    // 7.5.4.2.3 one day only: undecided, the relief has failed
    setProgress(tx, withRecord(p, (r) => withDay({ ...r, stage: 'retreat', outcome: { kind: 'undecided', rule: '7.5.4.2.3.1' } }, (d) => ({ ...d, end: { kind: 'dayOver', rule: '7.5.4.2.3' } }))));
    reliefFailed(tx);
    return true;
  }
  if (p.round >= 3) {
    setProgress(tx, withRecord({ ...p, step: 'endOfDay' }, (r) => withDay({ ...r, stage: 'endOfDay' }, (d) => ({ ...d, end: { kind: 'dayOver', rule: '7.5.2.13' } }))));
    return true;
  }
  const ctx = combatContext(tx.state, p);
  const state = dayState(tx, p, ctx);
  const r = (p.round + 1) as 1 | 2 | 3;
  const flankArrived = p.outflankSide !== null && p.arrived;
  // 7.5.2.12.2 a withdraw cell with no table printed for this round: the defender leaves
  if (roundTable(state.ops.cell, 'attacker', r, flankArrived, ctx.terrain).printed === null) {
    setProgress(tx, withRecord({
      ...p, step: 'retreat',
      retreatsDue: [...p.retreatsDue, { side: 'defender', units: p.units.defender, chooser: p.record.defender.leadPower, rule: '7.5.2.12.2' }],
    }, (rec) => withDay({ ...rec, outcome: { kind: 'withdrawal', withdrawing: ['defender'], rule: '7.5.2.12.2' } }, (d) => ({ ...d, end: { kind: 'withdrew', rule: '7.5.2.12.2', afterRound: p.round } }))));
    return true;
  }
  const dice = { attacker: roll(tx, '7.5.2.9', `attacker's combat die, round ${r}`), defender: roll(tx, '7.5.2.9', `defender's combat die, round ${r}`) };
  const bombardDice: Partial<Record<BattleSide, number>> = {};
  for (const s of SIDES) if (canBombard(fightingUnits(state[s]), ctx.terrain, ctx.options).ok) bombardDice[s] = roll(tx, '12.3.5', `${s}'s bombardment die, round ${r}`);
  const choices = roundChoicesOf(p);
  const guardDice: Partial<Record<BattleSide, number>> = {};
  for (const s of SIDES) if (choices.guard?.[s]) guardDice[s] = roll(tx, '12.3.4.4', `${s}'s guard commitment die, round ${r}`);
  const trial = resolveRound(ctx, state, { ...dice, bombard: bombardDice, guard: guardDice }, choices);
  if (!trial.ok) throw new Error(`field combat: ${trial.detail ?? trial.code}`);
  const guardDay = { ...p.guardDay, ...Object.fromEntries(Object.keys(guardDice).map((side) => [side, p.record.day])) };
  setProgress(tx, { ...p, roundDice: { ...dice, bombard: bombardDice, guard: guardDice }, lossChoices: {}, bombardChoices: {}, lossStage: 'bombard', step: 'losses', guardDay });
  // 12.3.5 each owner first chooses what the enemy's bombardment takes, when there is a choice
  let asked = false;
  for (const s of SIDES) {
    const opts = bombardOptions(tx, trial.value, s, state);
    if (opts.filter((o) => o.verdict.ok).length < 2) continue;
    asked = true;
    const n = trial.value[other(s)].bombardment!.inflicted;
    openDecision(tx, {
      power: p.record[s].leadPower, kind: 'land/combatLosses', step: 'land/fieldCombat', rule: '12.3.5', secret: false, select: 'one', group: null,
      prompt: `Round ${r}: the enemy's artillery bombards first: take ${n} factor${n === 1 ? '' : 's'} of losses (${s}).`, options: opts,
    });
  }
  // 7.5.2.9.2 then the combat losses
  return asked ? false : !openCombatLosses(tx);
}

/**
 * A side's round declarations: the tactical rating it may under-declare (7.5.2.9.1.2) with each
 * legal guard commitment (12.3.4) when the guard may be committed; otherwise the declaration
 * alone, asked only when a lower rating would change the Commander Chart's result without
 * narrowing the side's edge (usefulDeclarations).
 */
function roundOptions(tx: Tx, ctx: CombatContext, state: DayState, side: BattleSide): DecisionOption[] {
  const fighting = fightingUnits(state[side]);
  const g = tx.state.options.rules.guardCommitment ? guardPower(fighting) : null;
  const shifts = g === null ? [] : ([1, 2] as const).filter((shift) => canCommitGuard(fighting, { power: g, shift }, ctx.options, state[side].guardCommitted).ok);
  const rating = (s: BattleSide) => tacticalRating({ ...ctx[s], units: state[s].units }, ctx.options).value;
  const actual = rating(side);
  const label = (t: number) => (t === actual ? `tactical rating ${t}` : `tactical rating declared ${t} (of ${actual})`);
  if (shifts.length === 0) {
    const lower = usefulDeclarations(state.ops.cell, side, { attacker: rating('attacker'), defender: rating('defender') }, ctx.charts);
    if (lower.length === 0) return [];
    return [actual, ...lower].map((t) => ({ value: String(t), label: label(t), verdict: LEGAL }));
  }
  const out: DecisionOption[] = [];
  for (let t = actual; t >= 0; t--) {
    out.push({ value: String(t), label: `${label(t)}, guard held back`, verdict: LEGAL });
    for (const shift of shifts) out.push({ value: `${t}:guard${shift}`, label: `${label(t)}, guard committed (+${shift})`, verdict: LEGAL });
  }
  return out;
}

/**
 * Opens the secret declarations of a round once; true while they are open. 12.3.4.1 every side
 * that may commit a guard answers in one secret group, revealed together. 7.5.3.2 a trivial
 * combat takes the guard shift too.
 */
export function openRoundChoices(tx: Tx): boolean {
  const p = progressOf(tx)!;
  if (p.round >= 3) return false;
  const key = `${p.record.day}-${p.round + 1}`;
  if (p.roundAsked === key) return false;
  const ctx = combatContext(tx.state, p);
  const state = dayState(tx, p, ctx);
  const asks = SIDES.map((side) => ({ side, options: roundOptions(tx, ctx, state, side) })).filter((a) => a.options.length > 0);
  setProgress(tx, { ...p, roundAsked: key, roundChoices: {} });
  if (asks.length === 0) return false;
  // 12.3.4 with a guard to commit; 7.5.2.9.1.2 the declared rating alone otherwise
  const guard = asks.some((a) => a.options.some((o) => String(o.value).includes(':guard')));
  const rule = guard ? '12.3.4' : '7.5.2.9.1.2';
  const group = openGroup(tx, { kind: 'land/combatRound', rule, secret: true, powers: asks.map((a) => p.record[a.side].leadPower) });
  for (const a of asks)
    openDecision(tx, {
      power: p.record[a.side].leadPower, kind: 'land/combatRound', step: 'land/fieldCombat', rule, group, secret: true, select: 'one',
      prompt: a.options.some((o) => String(o.value).includes(':guard'))
        ? `Round ${p.round + 1} of day ${p.record.day} in area ${p.record.area}: commit the guard, and the tactical rating you declare.`
        : `Round ${p.round + 1} of day ${p.record.day} in area ${p.record.area}: the tactical rating you declare (a lower one may be declared).`,
      options: a.options,
    });
  return true;
}

export function roundRevealed(tx: Tx, group: DecisionGroup): void {
  update(tx, (p) => {
    const choices: Partial<Record<BattleSide, string>> = {};
    for (const side of SIDES) {
      const answer = group.answers[p.record[side].leadPower];
      if (answer !== undefined) choices[side] = String(answer);
    }
    return { ...p, roundChoices: choices };
  });
}

/** 7.5.2.12 outflank arrival roll after rounds 1 and 2 while the outflankers are away. */
export function outflankRoll(tx: Tx, afterRound: number): void {
  const p = progressOf(tx)!;
  const flank = p.outflankSide;
  if (!flank || p.arrived || afterRound >= 3 || !p.chits) return;
  const ctx = combatContext(tx.state, p);
  const cell = operations(p.chits.attacker, p.chits.defender, ctx.riverCrossing, ctx.day).cell;
  const die = roll(tx, '7.5.2.12.1', `outflank arrival after round ${afterRound}`);
  const a = outflankArrival(ctx, cell, flank, afterRound as 1 | 2, die);
  setProgress(tx, withRecord({ ...p, arrived: a.arrived }, (r) => withDay(r, (d) => ({
    ...d, arrivals: [...d.arrivals, { day: r.day, afterRound, side: flank, die, rating: a.rating, modifiers: toModifiers(a.parts), arrived: a.arrived }],
  }))));
}
