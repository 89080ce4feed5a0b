/** 7.5.2.9.1 Combat die modifiers: commanders, chart notes, cavalry superiority, the +1 cap. */
import type { ChartBundle, OpsCell } from '../../../data/charts';
import { tacticalRatingCommanding } from '../../../data/forces';
import { illegal, LEGAL, type Options, type Verdict } from '../../../model';
import { chartDieNotes, commanderChartUsed } from './operations';
import { cavalryOf, lookupsFor, unitsTotal } from './strength';
import type { BySide, CombatForce, CombatSide, CombatUnit, Modifier } from './types';

export interface TacticalRating {
  readonly value: number;
  readonly parts: readonly Modifier[];
}

/**
 * 10.6.1.2.1 The commander's tactical rating for the corps he commands (outflanking corps
 * included): -1 above the tactical maximum, -2 above twice it, never below 0; optional
 * 12.3.7.2 goes on by -1 per further multiple. Without a leader the best intrinsic corps rating
 * serves (10.6.1); optional 12.3.7.1 treats it as a leader with tactical maximum 1. 12.3.7 the
 * army leader options apply only when switched on (12.3.7.3 is applied in units.ts).
 */
export function tacticalRating(force: CombatForce, options: Options): TacticalRating {
  const corps = force.units.filter((u) => u.kind === 'corps').length;
  const perMultiple = options.rules.furtherTacticalReductions;
  const c = force.commander;
  if (c) {
    const value = tacticalRatingCommanding(c, corps, perMultiple);
    const parts: Modifier[] = [{ rule: '10.6.1.2', label: `${c.id} tactical`, value: c.tactical }];
    if (value !== c.tactical)
      parts.push({ rule: perMultiple ? '12.3.7.2' : '10.6.1.2.1', label: `${corps} corps over tactical maximum ${c.tacticalMax}`, value: value - c.tactical });
    return { value, parts };
  }
  const best = Math.max(0, ...force.units.filter((u) => u.kind === 'corps').map((u) => u.tactical ?? 0));
  const parts: Modifier[] = [{ rule: '10.6.1', label: 'best corps rating', value: best }];
  if (!options.rules.corpsLeaders) return { value: best, parts };
  const value = tacticalRatingCommanding({ tactical: best, tacticalMax: 1 }, corps, perMultiple);
  if (value !== best) parts.push({ rule: '12.3.7.1', label: `${corps} corps, tactical maximum 1`, value: value - best });
  return { value, parts };
}

/** 7.5.2.9.1.2 A player may declare a lower tactical rating than his commander's, not higher. */
export function checkDeclaredTactical(actual: number, declared: number | undefined): Verdict {
  if (declared === undefined) return LEGAL;
  if (!Number.isInteger(declared) || declared < 0) return illegal('illegalOption', '7.5.2.9.1.2', 'a declared rating is a whole number from 0');
  if (declared > actual) return illegal('illegalOption', '7.5.2.9.1.2', `declared ${declared} exceeds the actual rating ${actual}`);
  return LEGAL;
}

/**
 * 12.3.3.1 (optional) Cavalry superiority: twice the other side's cavalry (cossacks and
 * freikorps included, arrived outflankers counted once) gives +1; not when every factor on both
 * sides is cavalry.
 */
export function cavalrySuperiority(fighting: BySide<readonly CombatUnit[]>): CombatSide | null {
  const a = cavalryOf(fighting.attacker);
  const d = cavalryOf(fighting.defender);
  const allCavalry = a === unitsTotal(fighting.attacker) && d === unitsTotal(fighting.defender);
  if (allCavalry) return null;
  if (a > 0 && a >= 2 * d) return 'attacker';
  if (d > 0 && d >= 2 * a) return 'defender';
  return null;
}

/**
 * 7.5.2.9.1.2 The lower tactical ratings a side could declare that change the Commander Chart's
 * result against the other side's actual rating without narrowing the declarer's edge (its own
 * modifier less the other's): the declarations worth asking for when no guard decision is asked
 * with them (a declaration that only hurts the declarer is left out). None when the cell does not
 * use the chart.
 */
export function usefulDeclarations(cell: OpsCell, side: CombatSide, tactical: BySide<number>, charts?: ChartBundle): number[] {
  if (!commanderChartUsed(cell)) return [];
  const l = lookupsFor(charts);
  const at = (t: number) => {
    const m = side === 'attacker' ? l.commanderModifiers(t, tactical.defender) : l.commanderModifiers(tactical.attacker, t);
    return side === 'attacker' ? { own: m.attacker, other: m.defender } : { own: m.defender, other: m.attacker };
  };
  const actual = at(tactical[side]);
  const out: number[] = [];
  for (let t = tactical[side] - 1; t >= 0; t--) {
    const m = at(t);
    if ((m.own !== actual.own || m.other !== actual.other) && m.own - m.other >= actual.own - actual.other) out.push(t);
  }
  return out;
}

export interface DieModifiers {
  readonly parts: readonly Modifier[];
  /** The sum, capped at +1 (7.5.2.9.1). */
  readonly total: number;
}

/**
 * 7.5.2.9.1 Both sides' die modifiers for a round: the Commander Chart on the (declared) tactical
 * ratings unless the cell switches it off, chart notes, optional cavalry superiority, and the
 * net cap of +1.
 */
export function dieModifiers(
  cell: OpsCell,
  commanders: BySide<string | undefined>,
  tactical: BySide<number>,
  fighting: BySide<readonly CombatUnit[]>,
  options: Options,
  charts?: ChartBundle,
  extra: Partial<BySide<readonly Modifier[]>> = {},
): BySide<DieModifiers> {
  const parts: Record<CombatSide, Modifier[]> = { attacker: [], defender: [] };
  if (commanderChartUsed(cell)) {
    const m = lookupsFor(charts).commanderModifiers(tactical.attacker, tactical.defender);
    if (m.attacker !== 0) parts.attacker.push({ rule: '7.5.2.9.1', label: `commanders ${tactical.attacker} v ${tactical.defender}`, value: m.attacker });
    if (m.defender !== 0) parts.defender.push({ rule: '7.5.2.9.1', label: `commanders ${tactical.defender} v ${tactical.attacker}`, value: m.defender });
  }
  parts.attacker.push(...chartDieNotes(cell, 'attacker', commanders.attacker));
  parts.defender.push(...chartDieNotes(cell, 'defender', commanders.defender));
  // 12.3.3 each cavalry option on its own switch: superiority here, withdrawals in operations.ts
  if (options.rules.cavalrySuperiority) {
    const sup = cavalrySuperiority(fighting);
    if (sup) parts[sup].push({ rule: '12.3.3.1', label: 'cavalry superiority', value: 1 });
  }
  parts.attacker.push(...(extra.attacker ?? []));
  parts.defender.push(...(extra.defender ?? []));
  const cap = (ms: Modifier[]): DieModifiers => ({ parts: ms, total: Math.min(1, ms.reduce((s, m) => s + m.value, 0)) });
  return { attacker: cap(parts.attacker), defender: cap(parts.defender) };
}
