/** 7.5.2.4-7.5.2.12 A round and a day of field combat, every intermediate number kept. */
import { type AttackerChit, type CombatResult, type DefenderChit } from '../../../data/charts';
import { checkDivision, outflankingSide } from './chits';
import {
  applyLosses,
  bombard,
  type Bombardment,
  canBombard,
  canCommitGuard,
  checkLossAllocation,
  commitGuard,
  defaultLossAllocation,
  type GuardCommitment,
  type GuardOutcome,
  type LossAllocation,
  type LossConstraints,
  lossConstraints,
  lostCount,
} from './losses';
import { checkDeclaredTactical, type DieModifiers, dieModifiers, tacticalRating, type TacticalRating } from './modifiers';
import { baseMorale, type BaseMorale, finalMorale, type FinalMorale } from './morale';
import { type ArrivalRoll, chartMoraleNotes, type Operations, operations, outflankArrival, resolveWithdrawal, type WithdrawalResult } from './operations';
import { fieldPoliticalPoints, type PoliticalPoints, pursue, type Pursuit, roundOutcome, type RoundOutcome, type SideStanding } from './outcome';
import { lookupsFor, unitsTotal } from './strength';
import { type DayState, fightingUnits, firingStrength, type SideState } from './day';
import { roundTable, type RoundTable } from './tables';
import { addReinforcements, commanderAfterReinforcement } from './reinforcement';
import { type BySide, type Checked, refuse, type CombatContext, type CombatLeader, type CombatSide, type CombatUnit, COMBAT_SIDES, otherSide } from './types';

/** Dice for one round; guard and bombardment dice only where used. */
export interface RoundDice {
  readonly attacker: number;
  readonly defender: number;
  readonly guard?: Partial<BySide<number>>;
  readonly bombard?: Partial<BySide<number>>;
}

/** The players' choices for one round; missing choices take the defaults. */
export interface RoundChoices {
  /** 7.5.2.9.1.2 a lower tactical rating declared at the start of the round. */
  readonly declaredTactical?: Partial<BySide<number>>;
  /** 12.3.4 (optional) guard commitments. */
  readonly guard?: Partial<BySide<GuardCommitment>>;
  /** 7.5.2.9.2 how each side takes its combat losses (default: `defaultLossAllocation`). */
  readonly losses?: Partial<BySide<LossAllocation>>;
  /** 12.3.5 (optional) how each side takes the enemy's bombardment, chosen by its owner (default: `defaultLossAllocation`). */
  readonly bombardmentLosses?: Partial<BySide<LossAllocation>>;
}

/** 12.3.5.2 the limit on bombardment losses: no militia, where possible, once the side's morale loss reached 2.0. */
export function bombardmentConstraints(moraleLoss: number): LossConstraints {
  return { militiaBarred: atLeast(moraleLoss, 2), cavalryRequired: false, rule: '12.3.5.2' };
}

export interface RoundSide {
  readonly tactical: TacticalRating;
  readonly declaredTactical: number;
  readonly guard?: GuardOutcome;
  readonly bombardment?: Bombardment;
  /** Factors this side lost to the enemy's guard-free bombardment (12.3.5.1). */
  readonly bombardmentLosses: LossAllocation;
  readonly table: RoundTable;
  readonly die: number;
  readonly modifiers: DieModifiers;
  readonly modifiedDie: number;
  readonly firingStrength: number;
  /** What this side's fire did to the enemy (null when it did not fire). */
  readonly result: CombatResult | null;
  readonly inflicted: number;
  readonly finalMorale: number;
  readonly moraleLossBefore: number;
  readonly moraleLossAfter: number;
  readonly constraints: LossConstraints;
  readonly losses: LossAllocation;
  /** 7.5.2.10.1.2.2 casualties beyond a wiped-out pinning force, taken by the outflankers. */
  readonly excessLosses: LossAllocation;
  readonly standing: SideStanding;
  readonly brokenBy: readonly string[];
}

export interface RoundResult {
  readonly round: number;
  readonly attacker: RoundSide;
  readonly defender: RoundSide;
  readonly outcome: RoundOutcome;
  readonly state: DayState;
}

const atLeast = (a: number, b: number) => Math.round(a * 10) >= Math.round(b * 10);

/**
 * 7.5.2.7-7.5.2.10 One round: guard commitment and bombardment (7.5.2.8), tables with terrain
 * (7.5.2.7), dice and modifiers (7.5.2.9.1), casualties and morale losses applied together
 * (7.5.2.9), losses allocated within 7.5.2.9.2, then breaking and elimination (7.5.2.10).
 */
export function resolveRound(ctx: CombatContext, state: DayState, dice: RoundDice, choices: RoundChoices = {}): Checked<RoundResult> {
  const l = lookupsFor(ctx.charts);
  if (state.round >= 3) return refuse('illegalOption', '7.5.2.13', 'a day has three rounds');
  const round = (state.round + 1) as 1 | 2 | 3;
  const cell = state.ops.cell;
  const s0: Record<CombatSide, SideState> = { attacker: state.attacker, defender: state.defender };
  for (const side of COMBAT_SIDES) {
    const d = dice[side];
    if (!Number.isInteger(d) || d < 1 || d > 6) return refuse('malformed', '7.5.2.9', `${side} die must be 1-6, got ${d}`);
  }

  // 7.5.2.9.1.1, 10.6.1.2.2 tactical ratings recalculated every round from the corps still in the
  // fight (arrivals and losses may change them), then compared on the Commander Chart (dieModifiers)
  const tactical = {} as Record<CombatSide, TacticalRating>;
  const declared = {} as Record<CombatSide, number>;
  for (const side of COMBAT_SIDES) {
    tactical[side] = tacticalRating({ ...ctx[side], units: s0[side].units.filter((u) => unitsTotal([u]) > 0) }, ctx.options);
    const v = checkDeclaredTactical(tactical[side].value, choices.declaredTactical?.[side]);
    if (!v.ok) return v;
    declared[side] = choices.declaredTactical?.[side] ?? tactical[side].value;
  }

  // 7.5.2.8 guard commitment first, then bombardment
  const units: Record<CombatSide, CombatUnit[]> = { attacker: [...s0.attacker.units], defender: [...s0.defender.units] };
  const guard: Partial<Record<CombatSide, GuardOutcome>> = {};
  for (const side of COMBAT_SIDES) {
    const g = choices.guard?.[side];
    if (!g) continue;
    const v = canCommitGuard(fightingUnits({ ...s0[side], units: units[side] }), g, ctx.options, s0[side].guardCommitted);
    if (!v.ok) return v;
    const die = dice.guard?.[side];
    if (die === undefined) return refuse('malformed', '12.3.4.4', `${side} committed the guard without a die`);
    const out = commitGuard(fightingUnits({ ...s0[side], units: units[side] }), g, die, ctx.charts);
    guard[side] = out;
    units[side] = applyLosses(units[side], out.lost); // 12.3.4.5 lost guard does not fight
  }
  const bombardment: Partial<Record<CombatSide, Bombardment>> = {};
  for (const side of COMBAT_SIDES) {
    const die = dice.bombard?.[side];
    if (die === undefined) continue;
    const fighting = fightingUnits({ ...s0[side], units: units[side] });
    const v = canBombard(fighting, ctx.terrain, ctx.options);
    if (!v.ok) return v;
    bombardment[side] = bombard(fighting, die, ctx.charts);
  }
  const bombardmentLosses: Record<CombatSide, LossAllocation> = { attacker: [], defender: [] };
  for (const side of COMBAT_SIDES) {
    const b = bombardment[otherSide(side)];
    if (!b || b.inflicted === 0) continue;
    // 12.3.5.2 no militia if the target already lost 2.0 morale; 12.3.5.1 simultaneous; 12.3.5 the
    // owner's choice when given
    const c = bombardmentConstraints(s0[side].moraleLoss);
    const pool = fightingUnits({ ...s0[side], units: units[side] });
    const chosen = choices.bombardmentLosses?.[side];
    if (chosen) {
      const v = checkLossAllocation(pool, b.inflicted, chosen, c);
      if (!v.ok) return v;
    }
    bombardmentLosses[side] = chosen ?? defaultLossAllocation(pool, b.inflicted, c);
  }
  for (const side of COMBAT_SIDES) units[side] = applyLosses(units[side], bombardmentLosses[side]);
  const mid: Record<CombatSide, SideState> = {
    attacker: { ...s0.attacker, units: units.attacker, guardCommitted: s0.attacker.guardCommitted || !!guard.attacker },
    defender: { ...s0.defender, units: units.defender, guardCommitted: s0.defender.guardCommitted || !!guard.defender },
  };

  // 7.5.2.7 tables, 7.5.2.9.1 modifiers
  const fighting: BySide<CombatUnit[]> = { attacker: fightingUnits(mid.attacker), defender: fightingUnits(mid.defender) };
  const commanders = { attacker: ctx.attacker.commander?.nationality, defender: ctx.defender.commander?.nationality };
  // 12.3.9.5 (option) a failed overrun: the phasing side attacks there at -1
  const overrun = ctx.overrunFailed ? { attacker: [{ rule: '12.3.9.5', label: 'failed overrun', value: -1 }] } : {};
  const mods = dieModifiers(cell, commanders, declared, fighting, ctx.options, ctx.charts, overrun);
  const tables = {} as Record<CombatSide, RoundTable>;
  // 7.5.2.7.2 both sides move to the "2nd" set once the outflankers arrive
  const outflankArrived = COMBAT_SIDES.some((sd) => mid[sd].arrived && mid[sd].outflanking.length > 0);
  const results: Record<CombatSide, CombatResult | null> = { attacker: null, defender: null };
  const inflicted: Record<CombatSide, number> = { attacker: 0, defender: 0 };
  const strength = {} as Record<CombatSide, number>;
  for (const side of COMBAT_SIDES) {
    const g = guard[side];
    const shift = g && !g.allLost ? g.commitment.shift : 0;
    tables[side] = roundTable(cell, side, round, outflankArrived, ctx.terrain, shift);
    // 12.3.5.5 artillery that bombarded still counts among the factors firing in the round
    strength[side] = firingStrength(mid[side]);
    const t = tables[side].table;
    if (t === null || g?.allLost || strength[side] === 0) continue; // 12.3.4.5 broken without fighting
    const r = l.combatResult(t, dice[side] + mods[side].total);
    results[side] = r;
    inflicted[side] = l.casualtyFactors(r.lossPercent, strength[side]);
  }

  // 7.5.2.9.2 both sides take losses at once; 7.5.2.9.2.3 the factors lost leave the side's units,
  // so they fight in no later round
  const after = {} as Record<CombatSide, SideState>;
  const sides = {} as Record<CombatSide, Omit<RoundSide, 'standing' | 'brokenBy'> & { brokenBy: string[] }>;
  for (const side of COMBAT_SIDES) {
    const enemy = otherSide(side);
    const st = mid[side];
    // 7.5.2.9.3 the enemy's morale loss result adds to what the side has lost in earlier rounds
    const moraleLossAfter = Math.round((st.moraleLoss + (results[enemy]?.moraleLoss ?? 0)) * 10) / 10;
    const brokenBy: string[] = [];
    // 7.5.2.10.1.1 the side breaks once its morale loss reaches its final morale (and one of its
    // losses this round must then be cavalry: lossConstraints)
    if (atLeast(moraleLossAfter, st.finalMorale)) brokenBy.push('7.5.2.10.1.1');
    if (guard[side]?.allLost) brokenBy.push('12.3.4.5');
    // 7.5.3.3 a trivial combat takes any factor as a casualty (no 7.5.2.9.2.1 limits)
    const c = state.lossLimits ? lossConstraints(moraleLossAfter, brokenBy.length > 0) : { militiaBarred: false, cavalryRequired: false, rule: '7.5.3.3' };
    const pool = fightingUnits(st);
    const due = inflicted[enemy];
    const chosen = choices.losses?.[side];
    if (chosen) {
      const v = checkLossAllocation(pool, due, chosen, c);
      if (!v.ok) return v;
    }
    const losses = chosen ?? defaultLossAllocation(pool, due, c);
    let next = applyLosses(st.units, losses);
    // 7.5.2.10.1.2.2 casualties beyond a wiped-out pinning force fall on the outflankers
    let excessLosses: LossAllocation = [];
    const excess = due - lostCount(losses);
    if (excess > 0 && !st.arrived && st.outflanking.length > 0) {
      const away = new Set(st.outflanking);
      excessLosses = defaultLossAllocation(next.filter((u) => away.has(u.id)), excess, c);
      next = applyLosses(next, excessLosses);
    }
    after[side] = { ...st, units: next, moraleLoss: moraleLossAfter };
    sides[side] = {
      tactical: tactical[side],
      declaredTactical: declared[side],
      ...(guard[side] ? { guard: guard[side] } : {}),
      ...(bombardment[side] ? { bombardment: bombardment[side] } : {}),
      bombardmentLosses: bombardmentLosses[side],
      table: tables[side],
      die: dice[side],
      modifiers: mods[side],
      modifiedDie: dice[side] + mods[side].total,
      firingStrength: strength[side],
      result: results[side],
      inflicted: inflicted[side],
      finalMorale: st.finalMorale,
      moraleLossBefore: s0[side].moraleLoss,
      moraleLossAfter,
      constraints: c,
      losses,
      excessLosses,
      brokenBy,
    };
  }

  // 7.5.2.10 standings
  const standing = {} as Record<CombatSide, SideStanding>;
  for (const side of COMBAT_SIDES) {
    const st = after[side];
    const eliminated = unitsTotal(fightingUnits(st)) === 0;
    // 7.5.2.10.1.2 the pinning force went while outflankers are still away (and alive)
    const pinningOnly = eliminated && !st.arrived && st.outflanking.length > 0 && unitsTotal(st.units) > 0;
    if (pinningOnly) sides[side].brokenBy.push('7.5.2.10.1.2');
    // 12.3.5.6 (optional) a side (or pinning force) of artillery alone breaks
    const left = fightingUnits(st);
    if (ctx.options.rules.artilleryCorps && !eliminated && unitsTotal(left) === unitsTotal(left, ['artillery'])) sides[side].brokenBy.push('12.3.5.6');
    standing[side] = { broken: sides[side].brokenBy.length > 0, eliminated, pinningOnly };
  }
  // 12.3.4.6 a committed guard that survived must see the enemy broken this round
  for (const side of COMBAT_SIDES) {
    const enemy = otherSide(side);
    const g = guard[side];
    if (g && !g.allLost && !standing[enemy].broken && !standing[enemy].eliminated) {
      sides[side].brokenBy.push('12.3.4.6');
      standing[side] = { ...standing[side], broken: true };
    }
  }
  const outcome = roundOutcome(standing.attacker, standing.defender);
  const next: DayState = { ...state, round, attacker: after.attacker, defender: after.defender };
  return {
    ok: true,
    value: {
      round,
      attacker: { ...sides.attacker, standing: standing.attacker },
      defender: { ...sides.defender, standing: standing.defender },
      outcome,
      state: next,
    },
  };
}

export interface DayChits {
  readonly attacker: AttackerChit;
  readonly defender: DefenderChit;
  /** 7.5.2.3 the units of the outflanking side that move round the flank. */
  readonly outflanking?: readonly string[];
}

export interface DayDice {
  /** 7.5.2.5.2.2 withdrawal roll(s): one for a commander, one per corps without. */
  readonly withdrawal?: readonly number[];
  readonly rounds: readonly RoundDice[];
  /** 7.5.2.12 arrival rolls after rounds 1 and 2, used in order while the outflankers are away. */
  readonly arrival?: readonly number[];
  /** 7.5.2.10.2.3 the pursuit roll. */
  readonly pursuit?: number;
}

/** Carried from earlier days of the same battle (7.5.2.13.2). */
export interface EarlierDays {
  readonly base: BySide<number>;
  readonly moraleLoss: BySide<number>;
}

export interface PreparedDay {
  readonly ops: Operations;
  readonly outflankingSide: CombatSide | null;
  readonly withdrawal?: WithdrawalResult;
  readonly morale: BySide<{ readonly base: BaseMorale | null; readonly final: FinalMorale }>;
  /** Base morale levels in force: today's, or those carried from the first day (7.5.2.13.2.1). */
  readonly baseValue: BySide<number>;
  readonly state: DayState;
}

/**
 * 7.5.2.2-7.5.2.6 Everything before the first round: chits and division checked, the chart
 * cell, withdrawals, base and final morale.
 */
export function prepareDay(ctx: CombatContext, chits: DayChits, withdrawalDice: readonly number[] = [], earlier?: EarlierDays): Checked<PreparedDay> {
  const ops = operations(chits.attacker, chits.defender, ctx.riverCrossing, ctx.day, ctx.charts);
  const flank = outflankingSide(chits.attacker, chits.defender);
  const outflanking = chits.outflanking ?? [];
  if (flank) {
    const v = checkDivision(ctx[flank], flank, outflanking);
    if (!v.ok) return v;
  } else if (outflanking.length > 0) return refuse('illegalOption', '7.5.2.2', 'no side divides its force for these chits');
  let defenderUnits = ctx.defender.units;
  let withdrawal: WithdrawalResult | undefined;
  if (chits.defender === 'withdraw') {
    const w = resolveWithdrawal(ctx, ops.cell, withdrawalDice);
    if (!w.ok) return w;
    withdrawal = w.value;
    const stay = new Set(w.value.remaining);
    defenderUnits = defenderUnits.filter((u) => stay.has(u.id));
  }
  const present: BySide<readonly CombatUnit[]> = { attacker: ctx.attacker.units, defender: defenderUnits };
  const morale = {} as Record<CombatSide, { base: BaseMorale | null; final: FinalMorale }>;
  const sides = {} as Record<CombatSide, SideState>;
  for (const side of COMBAT_SIDES) {
    const base = earlier ? null : baseMorale(ctx.options.moraleMethod, present[side], ctx.charts);
    const final = finalMorale(earlier ? earlier.base[side] : (base?.value ?? 0), ctx.day, chartMoraleNotes(ops.cell, side, ctx[side].commander?.nationality));
    morale[side] = { base, final };
    sides[side] = {
      units: present[side],
      outflanking: flank === side ? outflanking : [],
      arrived: false,
      finalMorale: final.value,
      moraleLoss: earlier?.moraleLoss[side] ?? 0,
      guardCommitted: false,
    };
  }
  const state: DayState = { day: ctx.day, ops, lossLimits: true, round: 0, attacker: sides.attacker, defender: sides.defender };
  const baseValue = {
    attacker: earlier?.base.attacker ?? morale.attacker.base?.value ?? 0,
    defender: earlier?.base.defender ?? morale.defender.base?.value ?? 0,
  };
  return { ok: true, value: { ops, outflankingSide: flank, ...(withdrawal ? { withdrawal } : {}), morale, baseValue, state } };
}

export type DayEnd =
  /** 7.5.2.5.1 the defender withdrew before any fighting. */
  | { readonly kind: 'avoided'; readonly rule: '7.5.2.5.1' }
  /** 7.5.2.12.2 (or a withdraw cell without tables) the withdrawing side leaves before the round. */
  | { readonly kind: 'withdrew'; readonly rule: string; readonly afterRound: number }
  | { readonly kind: 'decided'; readonly outcome: Exclude<RoundOutcome, { kind: 'continue' }> }
  /** 7.5.2.13 three rounds without a decision: fight or withdraw next. */
  | { readonly kind: 'dayOver'; readonly rule: '7.5.2.13' };

/** 7.5.2.11 Forces whose reinforcement roll succeeded after `afterRound` (rolled by the caller). */
export interface Reinforcement {
  readonly afterRound: 1 | 2 | 3;
  readonly side: CombatSide;
  readonly units: readonly CombatUnit[];
  readonly leader?: CombatLeader;
}

export interface DayResult {
  readonly prepared: PreparedDay;
  readonly rounds: readonly RoundResult[];
  readonly arrivals: readonly ArrivalRoll[];
  readonly end: DayEnd;
  readonly pursuit?: Pursuit;
  readonly politicalPoints?: PoliticalPoints;
  readonly state: DayState;
}

/**
 * 7.5.2 One day of field combat from revealed chits to its end: withdrawal (7.5.2.5), morale
 * (7.5.2.6), up to three rounds (7.5.2.7-7.5.2.10) with outflank arrival after rounds 1 and 2
 * (7.5.2.12), then pursuit and political points for a decision (7.5.2.10.1.3, 7.5.2.10.2).
 * Reinforcements that made their 7.5.2.11 roll join after the round given; retreats
 * (7.5.2.10.3) are left to the caller.
 */
export function resolveDay(
  ctx: CombatContext,
  chits: DayChits,
  dice: DayDice,
  opts: DayOptions = {},
): Checked<DayResult> {
  const prep = prepareDay(ctx, chits, dice.withdrawal, opts.earlier);
  if (!prep.ok) return prep;
  return fightDay(ctx, prep.value, dice, opts, true);
}

/** Options of a day: choices per round, earlier days, pursuit, arrived reinforcements. */
export interface DayOptions {
  readonly choices?: readonly RoundChoices[];
  readonly earlier?: EarlierDays;
  readonly pursue?: boolean;
  readonly reinforcements?: readonly Reinforcement[];
}

/** The rounds of a prepared day, then pursuit and (when `scoring`) political points. */
export function fightDay(ctx: CombatContext, prepared: PreparedDay, dice: DayDice, opts: DayOptions, scoring: boolean): Checked<DayResult> {
  let state = prepared.state;
  const rounds: RoundResult[] = [];
  const arrivals: ArrivalRoll[] = [];
  if (prepared.withdrawal?.avoided) return { ok: true, value: { prepared, rounds, arrivals, end: { kind: 'avoided', rule: '7.5.2.5.1' }, state } };
  // 7.5.2.10.1.3 corps counted for political points: those that fought, reinforcements included
  const counted: Record<CombatSide, CombatUnit[]> = { attacker: [...state.attacker.units], defender: [...state.defender.units] };
  let live = ctx;
  let arrivalIndex = 0;
  let end: DayEnd = { kind: 'dayOver', rule: '7.5.2.13' };
  for (let r = 1; r <= 3; r++) {
    // a withdraw-chit side with nothing printed for this round leaves (7.5.2.12.2)
    const t = roundTable(state.ops.cell, 'attacker', r as 1 | 2 | 3, (prepared.outflankingSide && state[prepared.outflankingSide].arrived) ?? false, ctx.terrain);
    if (t.printed === null) {
      end = { kind: 'withdrew', rule: '7.5.2.12.2', afterRound: r - 1 };
      break;
    }
    const rd = dice.rounds[r - 1];
    if (!rd) return refuse('malformed', '7.5.2.9', `no dice for round ${r}`);
    const res = resolveRound(live, state, rd, opts.choices?.[r - 1]);
    if (!res.ok) return res;
    rounds.push(res.value);
    state = res.value.state;
    if (res.value.outcome.kind !== 'continue') {
      end = { kind: 'decided', outcome: res.value.outcome };
      break;
    }
    // 7.5.2.11 reinforcements that arrived after this round join before the next
    for (const rf of opts.reinforcements ?? []) {
      if (rf.afterRound !== r) continue;
      state = addReinforcements(state, rf.side, rf.units);
      counted[rf.side].push(...rf.units);
      if (rf.leader) {
        const f = live[rf.side];
        live = { ...live, [rf.side]: { ...f, leaders: [...f.leaders, rf.leader], commander: commanderAfterReinforcement(f.commander, rf.leader) } };
      }
    }
    // 7.5.2.12 arrival rolls after rounds 1 and 2
    const flank = prepared.outflankingSide;
    if (flank && r < 3 && !state[flank].arrived) {
      const die = dice.arrival?.[arrivalIndex++];
      if (die === undefined) return refuse('malformed', '7.5.2.12.1', `no arrival die after round ${r}`);
      const roll = outflankArrival(live, state.ops.cell, flank, r as 1 | 2, die);
      arrivals.push(roll);
      if (roll.arrived) state = { ...state, [flank]: { ...state[flank], arrived: true } };
    }
  }
  let pursuit: Pursuit | undefined;
  let politicalPoints: PoliticalPoints | undefined;
  if (end.kind === 'decided' && end.outcome.kind === 'victory') {
    const victor = end.outcome.victor;
    const loser = otherSide(victor);
    const survivors = state[loser].units.filter((u) => unitsTotal([u]) > 0);
    if (opts.pursue !== false && survivors.length > 0 && state[victor].units.some((u) => unitsTotal([u]) > 0)) {
      if (dice.pursuit === undefined) return refuse('malformed', '7.5.2.10.2.3', 'no pursuit die');
      pursuit = pursue({
        victorUnits: state[victor].units,
        victorLeaders: live[victor].leaders,
        victorMoraleLoss: state[victor].moraleLoss,
        loserUnits: survivors,
        roundsCompleted: state.round,
        day: ctx.day,
        terrain: ctx.terrain,
        die: dice.pursuit,
        ...(ctx.charts ? { charts: ctx.charts } : {}),
      });
      state = { ...state, [loser]: { ...state[loser], units: applyLosses(state[loser].units, pursuit.allocation) } };
    }
    if (scoring) politicalPoints = fieldPoliticalPoints(counted[loser], live[victor].commander, live[loser].commander, ctx.charts);
  }
  return {
    ok: true,
    value: { prepared, rounds, arrivals, end, ...(pursuit ? { pursuit } : {}), ...(politicalPoints ? { politicalPoints } : {}), state },
  };
}
