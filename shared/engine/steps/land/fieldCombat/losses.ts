// 7.5.2.9 losses: the owner's allocation by type (7.5.2.9.2), 12.3.6 proportional losses, and the
// round's result written back to the counters.
import { illegal, lossesByType } from '../../../../model';
import type { BattleProgress, BattleRoundSide, BattleSide, DecisionOption, PendingDecision } from '../../../../model';
import { applyLosses, bombardmentConstraints, proportionalSpread, spreadByType, checkLossAllocation, type CombatUnit, type DayState, fightingUnits, type Loss, type LossConstraints, resolveRound, type RoundResult, type StrengthType, STRENGTH_TYPES, tenths, unitsTotal } from '../../../../rules/land/combat';
import { emit, openDecision } from '../../../tx';
import type { Tx } from '../../../tx';
import { applyLossesToState, combatContext, refreshForces, SIDES, toLosses, toModifiers } from './forces';
import { dayState, other, progressOf, roundChoicesOf, setProgress, startingContingents, update, withDay, withRecord } from './battleState';
import { victory } from './outcome';
import { openReinforcements } from './reinforce';
import { reliefFailed } from './relief';
import { umpLossOrder } from '../../../../rules/campaign';

/** The pool a side takes its round losses from: its fighting units after bombardment. */
function lossPool(res: RoundResult, side: BattleSide, state: DayState): CombatUnit[] {
  const lost = res[side].bombardmentLosses;
  return fightingUnits(state[side]).map((u) => {
    const mine = lost.filter((l) => l.unit === u.id);
    if (mine.length === 0) return u;
    const f: Record<string, number> = { ...(u.factors as Record<string, number>) };
    for (const l of mine) f[l.type] = Math.max(0, (f[l.type] ?? 0) - l.count);
    return { ...u, factors: f };
  });
}

/** "infantry:2,cavalry:1" ⇄ counts by type (STRENGTH_TYPES order). */
const allocationKey = (byType: Partial<Record<StrengthType, number>>) =>
  STRENGTH_TYPES.filter((t) => (byType[t] ?? 0) > 0).map((t) => `${t}:${byType[t]}`).join(',');

function parseAllocationKey(key: string): Partial<Record<StrengthType, number>> {
  const out: Partial<Record<StrengthType, number>> = {};
  for (const part of key.split(',').filter(Boolean)) {
    const [t, n] = part.split(':');
    if ((STRENGTH_TYPES as readonly string[]).includes(t!)) out[t as StrengthType] = Number(n);
  }
  return out;
}

/** Spreads losses by type over the pool's units in order (the type is what 7.5.2.9.2 restricts). */
const spread = spreadByType;

/** 12.3.6 (option) the losses shared among the side's nationalities; null when these types cannot be. */
function sideSpread(tx: Tx, side: BattleSide, pool: readonly CombatUnit[], byType: Partial<Record<StrengthType, number>>): Loss[] | null {
  if (!tx.state.options.rules.proportionalLandLosses || new Set(pool.map((u) => u.nationality)).size < 2) return spread(pool, byType);
  return proportionalSpread(pool, byType, startingContingents(progressOf(tx)!, side));
}

/**
 * 7.5.2.9.2 The owner's choices of losses by factor type: the default allocation first, then
 * every other composition (up to 60), each with its verdict from checkLossAllocation.
 */
export function lossOptions(tx: Tx, res: RoundResult, side: BattleSide, state: DayState): DecisionOption[] {
  const pool = lossPool(res, side, state);
  return umpLossOrder(tx.state, pool, res[side].constraints, allocationOptions(tx, side, pool, res[other(side)].inflicted, res[side].constraints, res[side].losses, '')); // v2.71 14.3.3.7 hook
}

/** 12.3.5 the pool a side takes the enemy's bombardment from: its fighting units, less any guard it lost committing it (12.3.4.5). */
function bombardPool(res: RoundResult, side: BattleSide, state: DayState): CombatUnit[] {
  return applyLosses(fightingUnits(state[side]), res[side].guard?.lost ?? []);
}

/** Marks the bombardment answers of 'land/combatLosses' (the combat losses carry no prefix). */
const BOMBARD = 'bombard;';

/**
 * 12.3.5 the owner's choices of the factors the enemy's bombardment takes (within 12.3.5.2), as
 * for combat losses; values carry the "bombard;" prefix.
 */
export function bombardOptions(tx: Tx, res: RoundResult, side: BattleSide, state: DayState): DecisionOption[] {
  const b = res[other(side)].bombardment;
  if (!b || b.inflicted === 0) return [];
  const c = bombardmentConstraints(state[side].moraleLoss);
  const pool = bombardPool(res, side, state);
  return umpLossOrder(tx.state, pool, c, allocationOptions(tx, side, pool, b.inflicted, c, res[side].bombardmentLosses, BOMBARD)); // v2.71 14.3.3.7 hook
}

/** The allocations by type of `due` losses from `pool` (the default `given` first), each with its verdict; 12.3.6 shares them when on. */
function allocationOptions(tx: Tx, side: BattleSide, pool: readonly CombatUnit[], due: number, c: LossConstraints, given: readonly Loss[], prefix: string): DecisionOption[] {
  const total = unitsTotal(pool);
  const n = Math.min(due, total);
  if (n === 0) return [];
  const have = STRENGTH_TYPES.map((t) => [t, unitsTotal(pool, [t])] as const).filter(([, k]) => k > 0);
  const byTypeOf = (ls: readonly Loss[]) => {
    const m: Partial<Record<StrengthType, number>> = {};
    for (const l of ls) m[l.type] = (m[l.type] ?? 0) + l.count;
    return m;
  };
  const def = allocationKey(byTypeOf(given));
  const keys = [def];
  const walk = (i: number, left: number, acc: Partial<Record<StrengthType, number>>) => {
    if (keys.length >= 60) return;
    if (i === have.length) {
      if (left === 0) {
        const k = allocationKey(acc);
        if (!keys.includes(k)) keys.push(k);
      }
      return;
    }
    const [t, k] = have[i]!;
    for (let m = Math.min(k, left); m >= 0; m--) walk(i + 1, left - m, { ...acc, [t]: m });
  };
  walk(0, n, {});
  const plain = keys.map((k) => ({ value: `${prefix}${k}`, label: k.replace(/:/g, ' ').replace(/,/g, ', '), verdict: checkLossAllocation(pool, due, spread(pool, parseAllocationKey(k)), c) }));
  const shared = plain.map((o) => {
    const losses = sideSpread(tx, side, pool, parseAllocationKey(o.value.slice(prefix.length)));
    if (!o.verdict.ok) return o;
    return { ...o, verdict: losses ? checkLossAllocation(pool, due, losses, c) : illegal('illegalOption', '12.3.6', 'these types cannot be shared in proportion among the nationalities') };
  });
  // 12.3.6 as nearly proportional as possible: when no choice can be, the plain choices stand
  return shared.some((o) => o.verdict.ok) ? shared : plain;
}

/** The allocation taken when the owner was not asked: the default when legal, else the first legal one. */
const firstLegalLoss = (tx: Tx, res: RoundResult, side: BattleSide, state: DayState) =>
  lossOptions(tx, res, side, state).find((o) => o.verdict.ok)?.value as string | undefined;

export function applyLossChoice(tx: Tx, d: PendingDecision, value: string): void {
  update(tx, (p) => {
    const side: BattleSide = p.record.attacker.leadPower === d.power ? 'attacker' : 'defender';
    if (value.startsWith(BOMBARD)) return { ...p, bombardChoices: { ...p.bombardChoices, [side]: value.slice(BOMBARD.length) } };
    return { ...p, lossChoices: { ...p.lossChoices, [side]: value } };
  });
}

/**
 * 12.3.5 the bombardment losses as chosen (12.3.6 shared among nationalities), or with 12.3.6 on
 * and no choice made, the first allocation it allows; undefined where the rules' default stands.
 */
export function chosenBombardment(tx: Tx, p: BattleProgress, trial: RoundResult, state: DayState): Partial<Record<BattleSide, Loss[]>> {
  const out: Partial<Record<BattleSide, Loss[]>> = {};
  for (const s of SIDES) {
    const b = trial[other(s)].bombardment;
    if (!b || b.inflicted === 0) continue;
    const key = p.bombardChoices?.[s] ?? (tx.state.options.rules.proportionalLandLosses ? bombardOptions(tx, trial, s, state).find((o) => o.verdict.ok)?.value.toString().slice(BOMBARD.length) : undefined);
    if (key === undefined) continue;
    const pool = bombardPool(trial, s, state);
    out[s] = sideSpread(tx, s, pool, parseAllocationKey(key)) ?? spread(pool, parseAllocationKey(key));
  }
  return out;
}

/**
 * 7.5.2.9.2 opens the combat loss decisions of the round (after the 12.3.5 bombardment choices,
 * when there were any); true when one is open.
 */
export function openCombatLosses(tx: Tx): boolean {
  const p = progressOf(tx)!;
  const { ctx, state, dice } = roundStart(tx, p);
  const choices = roundChoicesOf(p);
  const first = resolveRound(ctx, state, dice, choices);
  if (!first.ok) throw new Error(`field combat: ${first.detail ?? first.code}`);
  const bombardment = chosenBombardment(tx, p, first.value, state);
  const trial = Object.keys(bombardment).length === 0 ? first : resolveRound(ctx, state, dice, { ...choices, bombardmentLosses: bombardment });
  if (!trial.ok) throw new Error(`field combat: ${trial.detail ?? trial.code}`);
  let asked = false;
  const r = p.round + 1;
  for (const s of SIDES) {
    const opts = lossOptions(tx, trial.value, s, state);
    if (opts.filter((o) => o.verdict.ok).length < 2) continue;
    asked = true;
    const due = trial.value[other(s)].inflicted;
    openDecision(tx, {
      power: p.record[s].leadPower, kind: 'land/combatLosses', step: 'land/fieldCombat', rule: '7.5.2.9.2', secret: false, select: 'one', group: null,
      prompt: `Round ${r}: take ${due} factor${due === 1 ? '' : 's'} of losses (${s}).`, options: opts,
    });
  }
  update(tx, (x) => ({ ...x, lossStage: 'combat' }));
  return asked;
}

/**
 * The round being resolved as resolveRound reads it: the context, the day's state before the
 * round (a guard committed this round is not yet counted as committed today) and the dice.
 */
function roundStart(tx: Tx, p: BattleProgress) {
  const ctx = combatContext(tx.state, p);
  const state = dayState(tx, p, ctx);
  const dice = { attacker: p.roundDice!.attacker, defender: p.roundDice!.defender, bombard: p.roundDice!.bombard, guard: p.roundDice!.guard ?? {} };
  const before = { ...state, attacker: { ...state.attacker, guardCommitted: state.attacker.guardCommitted && dice.guard.attacker === undefined }, defender: { ...state.defender, guardCommitted: state.defender.guardCommitted && dice.guard.defender === undefined } };
  return { ctx, state: before, dice };
}

/** 7.5.2.9-10 The round with the chosen losses: counters updated, the round recorded, the outcome. */
export function finishRound(tx: Tx): void {
  const p = progressOf(tx)!;
  // the guard was committed in this round: the day's state before it is what the round starts from
  const { ctx, state: before, dice } = roundStart(tx, p);
  const state = before;
  const first = resolveRound(ctx, before, dice, roundChoicesOf(p));
  if (!first.ok) throw new Error(`field combat: ${first.detail ?? first.code}`);
  // 12.3.5 the bombardment losses each owner chose (12.3.6 shared) come first
  const bombardment = chosenBombardment(tx, p, first.value, before);
  const choices = { ...roundChoicesOf(p), bombardmentLosses: bombardment };
  const trial = Object.keys(bombardment).length === 0 ? first : resolveRound(ctx, before, dice, choices);
  if (!trial.ok) throw new Error(`field combat: ${trial.detail ?? trial.code}`);
  const losses: Partial<Record<BattleSide, Loss[]>> = {};
  for (const s of SIDES) {
    // 12.3.6 with the option on, the rules' default goes through the shares too
    const key = p.lossChoices[s] ?? (tx.state.options.rules.proportionalLandLosses ? firstLegalLoss(tx, trial.value, s, state) : undefined);
    if (key === undefined) continue;
    const pool = lossPool(trial.value, s, state);
    losses[s] = sideSpread(tx, s, pool, parseAllocationKey(key)) ?? spread(pool, parseAllocationKey(key));
  }
  const chosen = resolveRound(ctx, before, dice, { ...choices, losses });
  const res = chosen.ok ? chosen.value : trial.value;
  const area = p.record.area;
  for (const s of SIDES) {
    const all = [...res[s].bombardmentLosses, ...res[s].losses, ...res[s].excessLosses];
    applyLossesToState(tx, area, all, '7.5.2.9', `combat losses, round ${res.round} of day ${p.record.day}`);
  }
  const side = (s: BattleSide): BattleRoundSide => {
    const x = res[s];
    const lost = toLosses([...x.bombardmentLosses, ...x.losses, ...x.excessLosses]);
    return {
      tactical: x.tactical.value, declaredTactical: x.declaredTactical,
      guard: x.guard ? { shift: x.guard.commitment.shift, die: x.guard.die, lost: x.guard.lost.reduce((n, l) => n + l.count, 0), allLost: x.guard.allLost } : null,
      bombardment: x.bombardment ? { die: x.bombardment.die, inflicted: x.bombardment.inflicted } : null,
      table: { printed: x.table.printed, table: x.table.table, casualtyShifts: toModifiers(x.table.casualty), moraleShifts: toModifiers(x.table.morale) },
      die: x.die, modifiers: toModifiers(x.modifiers.parts), modifiedDie: x.modifiedDie, firingStrength: x.firingStrength,
      result: x.result ? { lossPercent: x.result.lossPercent, moraleLoss: x.result.moraleLoss } : null, inflicted: x.inflicted,
      lost, lostByType: lossesByType(lost), finalMorale: x.finalMorale, moraleLossBefore: x.moraleLossBefore, moraleLossAfter: x.moraleLossAfter,
      broken: x.standing.broken, eliminated: x.standing.eliminated, brokenBy: x.brokenBy,
    };
  };
  const o = res.outcome;
  const outcome = o.kind === 'victory'
    ? { kind: 'victory' as const, victor: o.victor, rule: o.rule, loserEliminated: o.loserEliminated, breakAndEliminated: o.breakAndEliminated }
    : o;
  const round = { day: p.record.day, round: res.round, attacker: side('attacker'), defender: side('defender'), outcome };
  emit(tx, {
    type: 'battleRoundFought', battle: p.record.id, area, day: p.record.day, round: res.round, dice: { attacker: dice.attacker, defender: dice.defender },
    lost: { attacker: round.attacker.lost.reduce((n, l) => n + l.count, 0), defender: round.defender.lost.reduce((n, l) => n + l.count, 0) },
    moraleLoss: { attacker: tenths(res.attacker.moraleLossAfter - res.attacker.moraleLossBefore), defender: tenths(res.defender.moraleLossAfter - res.defender.moraleLossBefore) },
    rule: '7.5.2.9',
  });
  let q: BattleProgress = {
    ...p, round: res.round, roundDice: null, lossChoices: {}, bombardChoices: {}, lossStage: 'combat', step: 'round',
    moraleLoss: { attacker: res.attacker.moraleLossAfter, defender: res.defender.moraleLossAfter },
  };
  q = withRecord(q, (r) => withDay({ ...r, stage: 'losses' }, (d) => ({ ...d, rounds: [...d.rounds, round] })));
  q = { ...q, record: refreshForces(tx.state, q) };
  setProgress(tx, q);
  if (o.kind === 'continue') {
    // 7.5.2.11 reinforcement attempts (not in trivial combats unless agreed to, 7.5.3.1), then 7.5.2.12 arrival
    if (!q.record.trivial || q.record.trivialByAgreement) openReinforcements(tx);
    update(tx, (x) => ({ ...x, step: 'reinforce' }));
    return;
  }
  const decided = (x: BattleProgress) => withRecord(x, (r) => withDay(r, (d) => ({ ...d, end: { kind: 'decided', rule: o.rule } })));
  if (o.kind === 'victory') return victory(tx, o.victor, o.rule, o.loserEliminated, o.breakAndEliminated, o.leadersCaptured);
  if (o.kind === 'bothBreak' && q.record.limited) {
    // 7.5.4.2.3.1 the relieving force broke: the relief failed
    setProgress(tx, decided({ ...q, record: { ...q.record, outcome: { kind: 'bothBreak', rule: o.rule } } }));
    reliefFailed(tx);
    return;
  }
  if (o.kind === 'bothBreak') {
    // 7.5.2.10.4.2 no victor, no points, no pursuit: the attacker retreats his own forces
    setProgress(tx, decided({
      ...q, step: 'retreat',
      retreatsDue: [...q.retreatsDue, { side: 'attacker', units: q.units.attacker, chooser: q.record.attacker.leadPower, rule: '7.5.2.10.4.2' }],
      record: { ...q.record, outcome: { kind: 'bothBreak', rule: o.rule } },
    }));
    return;
  }
  setProgress(tx, decided({ ...q, step: 'over', record: { ...q.record, outcome: { kind: 'bothEliminated', rule: o.rule } } }));
}
