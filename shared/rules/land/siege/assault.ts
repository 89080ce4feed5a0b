// 7.5.4.1 Assault attempts on the Siege Table, sorties, and the one-day siege combats of
// 7.5.4.1.3 (assault through a breach) and 7.5.4.2.1 (garrison attack).
import type { ChartBundle, CombatTableId, SiegeResult } from '../../../data/charts';
import { siegeRoll } from '../../../data/charts';
import type { MoraleMethod, RuleRef, Verdict } from '../../../model';
import { illegal, LEGAL } from '../../../model';
import { applyLosses, defaultLossAllocation, type Loss, type LossAllocation } from '../combat/losses';
import { contingentShares } from '../combat/proportional';
import { baseMorale, finalMorale } from '../combat/morale';
import { roundOutcome, type RoundOutcome } from '../combat/outcome';
import { lookupsFor, tenths, unitsTotal } from '../combat/strength';
import type { BySide, CombatSide, CombatUnit, StrengthType } from '../combat/types';
import { COMBAT_SIDES, otherSide, STRENGTH_TYPES } from '../combat/types';

export interface AssaultAttempt {
  readonly die: number;
  readonly fleches: number;
  readonly undergarrisoned: boolean;
  readonly modifiedRoll: number;
  readonly result: SiegeResult;
}

/**
 * 7.5.4.1 one assault attempt read on the Siege Table: 7.5.4.1.1.1 the city's siege value (its
 * fleches) comes off the die; 7.5.4.1.1.2 +1 when undergarrisoned.
 */
export function assaultAttempt(die: number, fleches: number, under: boolean, charts?: ChartBundle): AssaultAttempt {
  const modifiedRoll = siegeRoll(die, fleches, under);
  return { die, fleches, undergarrisoned: under, modifiedRoll, result: lookupsFor(charts).siegeResult(modifiedRoll) };
}

/** 7.5.4.1.2.1 a sortie die: 5 or 6 costs the garrison a factor, anything else costs the besiegers one. */
export function sortieLoser(die: number): 'defender' | 'besieger' {
  return die >= 5 ? 'defender' : 'besieger';
}

/** Which kind of siege combat: the besieger storms a breach, or the garrison attacks the besiegers. */
export type SiegeCombatKind = 'assault' | 'garrisonAttack';

/** The side that fires on 5-1 (the one attacking) and the side on 5-2. */
const TABLES: Record<CombatSide, CombatTableId> = { attacker: '5-1', defender: '5-2' };
const RULES: Record<SiegeCombatKind, RuleRef> = { assault: '7.5.4.1.3', garrisonAttack: '7.5.4.2.1' };

export interface SiegeCombatSideState {
  readonly units: readonly CombatUnit[];
  readonly finalMorale: number;
  readonly moraleLoss: number;
}

export interface SiegeCombatState {
  readonly kind: SiegeCombatKind;
  readonly round: number;
  /** In an assault the besiegers attack; in a garrison attack the garrison does. */
  readonly attacker: SiegeCombatSideState;
  readonly defender: SiegeCombatSideState;
}

export interface SiegeRoundSide {
  readonly table: CombatTableId;
  readonly die: number;
  readonly strength: number;
  readonly inflicted: number;
  readonly moraleInflicted: number;
  readonly losses: LossAllocation;
  readonly moraleLossAfter: number;
}

export interface SiegeRound {
  readonly round: number;
  readonly sides: BySide<SiegeRoundSide>;
  readonly outcome: RoundOutcome;
  readonly state: SiegeCombatState;
}

/**
 * 7.5.4.1.3.2 / 7.5.4.2.1.2 (with the v2.71 errata) morale as for field combat, day one, no
 * chart notes: assault and garrison attack combats have no chits.
 */
export function startSiegeCombat(kind: SiegeCombatKind, attacker: readonly CombatUnit[], defender: readonly CombatUnit[], method: MoraleMethod, charts?: ChartBundle): SiegeCombatState {
  const side = (units: readonly CombatUnit[]): SiegeCombatSideState => ({
    units,
    finalMorale: finalMorale(baseMorale(method, units, charts).value, 1, []).value,
    moraleLoss: 0,
  });
  return { kind, round: 0, attacker: side(attacker), defender: side(defender) };
}

/**
 * 7.5.4.1.3.1 / 7.5.4.2.1.1 one round: the attacker fires on 5-1 and the defender on 5-2, dice
 * unmodified (no terrain, leaders or cavalry superiority); 7.5.4.1.3.3 any factor may be lost
 * (the cheapest first unless the owner allocates); breaking and elimination as in 7.5.2.10.
 */
export function siegeRound(
  state: SiegeCombatState, dice: BySide<number>, charts?: ChartBundle, losses: Partial<BySide<LossAllocation>> = {},
): SiegeRound {
  const l = lookupsFor(charts);
  const fire = {} as Record<CombatSide, { strength: number; inflicted: number; morale: number }>;
  for (const side of COMBAT_SIDES) {
    const strength = unitsTotal(state[side].units);
    const r = l.combatResult(TABLES[side], dice[side]);
    fire[side] = { strength, inflicted: strength === 0 ? 0 : l.casualtyFactors(r.lossPercent, strength), morale: strength === 0 ? 0 : r.moraleLoss };
  }
  const sides = {} as Record<CombatSide, SiegeRoundSide>;
  const next = {} as Record<CombatSide, SiegeCombatSideState>;
  for (const side of COMBAT_SIDES) {
    const enemy = otherSide(side);
    const st = state[side];
    // 7.5.4.1.3.3 / 7.5.4.2.1.3 the owner's allocation of any factor types is taken as given (no
    // 7.5.2.9.2 limits); without one the cheapest go first
    const taken = losses[side] ?? defaultLossAllocation(st.units, fire[enemy].inflicted, { militiaBarred: false, cavalryRequired: false, rule: RULES[state.kind] });
    const moraleLossAfter = tenths(st.moraleLoss + fire[enemy].morale);
    next[side] = { ...st, units: applyLosses(st.units, taken), moraleLoss: moraleLossAfter };
    sides[side] = {
      table: TABLES[side], die: dice[side], strength: fire[side].strength, inflicted: fire[side].inflicted,
      moraleInflicted: fire[side].morale, losses: taken, moraleLossAfter,
    };
  }
  const standing = (s: SiegeCombatSideState) => {
    const eliminated = unitsTotal(s.units) === 0;
    return { broken: !eliminated && Math.round(s.moraleLoss * 10) >= Math.round(s.finalMorale * 10), eliminated, pinningOnly: false };
  };
  const outcome = roundOutcome(standing(next.attacker), standing(next.defender));
  return { round: state.round + 1, sides, outcome, state: { ...state, round: state.round + 1, attacker: next.attacker, defender: next.defender } };
}

/** The rule that lets the owner pick any factor type in each kind of siege combat. */
export const SIEGE_LOSS_RULE: Record<SiegeCombatKind, RuleRef> = { assault: '7.5.4.1.3.3', garrisonAttack: '7.5.4.2.1.3' };

/**
 * 7.5.4.1.3.3 / 7.5.4.2.1.3 the factors a side may still choose to lose, one at a time, after
 * `taken`: one of any type of any of its units (none of the 7.5.2.9.2 limits of field combat).
 * The cheapest comes first (what `defaultLossAllocation` would take), then unit by unit.
 */
export function siegeLossChoices(units: readonly CombatUnit[], taken: LossAllocation, kind: SiegeCombatKind): Loss[] {
  const left = applyLosses(units, taken);
  const cheapest = defaultLossAllocation(left, 1, { militiaBarred: false, cavalryRequired: false, rule: SIEGE_LOSS_RULE[kind] })[0];
  const out: Loss[] = cheapest ? [{ ...cheapest, count: 1 }] : [];
  for (const u of left)
    for (const t of STRENGTH_TYPES)
      if ((u.factors[t] ?? 0) > 0 && !(cheapest && cheapest.unit === u.id && cheapest.type === t)) out.push({ unit: u.id, type: t, count: 1 });
  return out;
}

/**
 * 7.5.4.1.3.3 / 7.5.4.2.1.3 checks a siege combat loss allocation: as many factors as are due
 * (all the side has when that is fewer), each one the unit really has; any types.
 */
export function checkSiegeLosses(units: readonly CombatUnit[], required: number, allocation: LossAllocation, kind: SiegeCombatKind): Verdict {
  const rule = SIEGE_LOSS_RULE[kind];
  const byId = new Map(units.map((u) => [u.id, u] as const));
  const taken = new Map<string, number>();
  let total = 0;
  for (const l of allocation) {
    const u = byId.get(l.unit);
    if (!u) return illegal('illegalOption', rule, `${l.unit} is not in this siege combat`);
    if (!Number.isInteger(l.count) || l.count <= 0) return illegal('illegalOption', rule, 'losses are whole factors');
    const now = (taken.get(`${l.unit}/${l.type}`) ?? 0) + l.count;
    if (now > (u.factors[l.type] ?? 0)) return illegal('illegalOption', rule, `${l.unit} has only ${u.factors[l.type] ?? 0} ${l.type}`);
    taken.set(`${l.unit}/${l.type}`, now);
    total += l.count;
  }
  const due = Math.min(required, unitsTotal(units));
  return total === due ? LEGAL : illegal('illegalOption', rule, `${due} factors must be lost, ${total} allocated`);
}

/**
 * 7.5.4.1.3.3 / 7.5.4.2.1.3 with allies on a side, each owner chooses its own losses: how many of
 * the `due` factors each contingent takes. `contingentOf` names a unit's contingent (its owning
 * power; with 12.3.6 its nationality); the shares follow `start` (12.3.6: the factors each
 * brought to the combat) or else what each has now, rounded as 12.3.6 does (contingentShares).
 */
export function siegeLossQuotas(units: readonly CombatUnit[], due: number, contingentOf: (u: CombatUnit) => string, start?: ReadonlyMap<string, number>): Map<string, number> {
  const have = new Map<string, number>();
  for (const u of units) have.set(contingentOf(u), (have.get(contingentOf(u)) ?? 0) + unitsTotal([u]));
  if (have.size <= 1) return new Map([...have.keys()].map((k) => [k, Math.min(due, have.get(k)!)]));
  const from = new Map([...have.keys()].map((k) => [k, start?.get(k) ?? have.get(k)!]));
  return contingentShares(from, have, due);
}

/** One factor at a time chosen → the allocation by unit and type, in the order first chosen. */
export function siegeAllocation(choices: readonly { readonly unit: string; readonly type: string }[]): Loss[] {
  const out: Loss[] = [];
  for (const c of choices) {
    const i = out.findIndex((l) => l.unit === c.unit && l.type === c.type);
    if (i >= 0) out[i] = { ...out[i]!, count: out[i]!.count + 1 };
    else out.push({ unit: c.unit, type: c.type as StrengthType, count: 1 });
  }
  return out;
}

/** How a siege combat ended (7.5.4.1.3.4-5, 7.5.4.2.1.4-5). */
export interface SiegeCombatResult {
  readonly rounds: readonly SiegeRound[];
  /** The attacker beat the defender (broke or eliminated it). */
  readonly attackerWon: boolean;
  /** The defender beat the attacker. */
  readonly defenderWon: boolean;
  readonly state: SiegeCombatState;
}

/** Up to three rounds (one day), stopping once either side is beaten; `dice` one pair per round. */
export function fightSiegeCombat(start: SiegeCombatState, dice: readonly BySide<number>[], charts?: ChartBundle): SiegeCombatResult {
  const rounds: SiegeRound[] = [];
  let state = start;
  for (const d of dice.slice(0, 3)) {
    const r = siegeRound(state, d, charts);
    rounds.push(r);
    state = r.state;
    if (r.outcome.kind !== 'continue') break;
  }
  return { rounds, state, ...siegeCombatVerdict(rounds) };
}

/** Who won, from the last round fought: a victory, or (both beaten) the side not wiped out. */
export function siegeCombatVerdict(rounds: readonly SiegeRound[]): { attackerWon: boolean; defenderWon: boolean } {
  const o = rounds[rounds.length - 1]?.outcome;
  if (!o || o.kind !== 'victory') return { attackerWon: false, defenderWon: false };
  return { attackerWon: o.victor === 'attacker', defenderWon: o.victor === 'defender' };
}

/**
 * 7.5.4.1.4 one political point to the besieger who takes the city, or to the defender who
 * holds it, when the city is a fortress (fleches) or holds a corps; nobody loses any.
 */
export function assaultPoliticalPoints(captured: boolean, fortress: boolean, corpsInside: boolean): { besieger: number; defender: number } {
  if (!fortress && !corpsInside) return { besieger: 0, defender: 0 };
  return captured ? { besieger: 1, defender: 0 } : { besieger: 0, defender: 1 };
}
