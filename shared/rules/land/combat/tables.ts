/** 7.5.2.7 Combat tables for a round, with terrain and guard shifts. */
import { type CombatTableId, combatTableId, type OpsCell, parseCombatTableId } from '../../../data/charts';
import type { CombatSide, Modifier, Terrain } from './types';

export interface RoundTable {
  /** The table printed on the chart for this round, or null when no combat is printed. */
  readonly printed: CombatTableId | null;
  /** After terrain and guard shifts, kept within 1-5. */
  readonly table: CombatTableId | null;
  readonly casualty: readonly Modifier[];
  readonly morale: readonly Modifier[];
}

/**
 * 7.5.2.7.2 The printed table for `side` in `round` (1-3): the "2nd" set once an outflanking
 * force has arrived (rounds 2 and 3), else the first set.
 */
export function printedTable(cell: OpsCell, side: CombatSide, round: 1 | 2 | 3, outflankArrived: boolean): CombatTableId | null {
  if (outflankArrived && round > 1 && cell.afterOutflank) return cell.afterOutflank[`${side}Tables`][round - 2] ?? null;
  return cell[`${side}Tables`][round - 1] ?? null;
}

/** 7.5.2.7.3.1-4 Terrain shifts of the casualty and morale levels for one side. */
export function terrainShifts(terrain: Terrain, side: CombatSide): { casualty: Modifier[]; morale: Modifier[] } {
  const casualty: Modifier[] = [];
  const morale: Modifier[] = [];
  if (terrain === 'forest') casualty.push({ rule: '7.5.2.7.3.1', label: 'forest', value: -1 });
  if (terrain === 'mountain' && side === 'attacker') casualty.push({ rule: '7.5.2.7.3.2', label: 'mountain, attacker', value: -1 });
  if (terrain === 'desert') morale.push({ rule: '7.5.2.7.3.3', label: 'desert', value: 1 });
  if (terrain === 'marsh') {
    casualty.push({ rule: '7.5.2.7.3.4', label: 'marsh', value: -1 });
    morale.push({ rule: '7.5.2.7.3.4', label: 'marsh', value: 1 });
  }
  return { casualty, morale };
}

/**
 * 7.5.2.7 The table a side fires on this round: printed, shifted by terrain (7.5.2.7.3) and by a
 * committed guard (12.3.4.2), never beyond 1-5.
 */
export function roundTable(cell: OpsCell, side: CombatSide, round: 1 | 2 | 3, outflankArrived: boolean, terrain: Terrain, guardShift = 0): RoundTable {
  const printed = printedTable(cell, side, round, outflankArrived);
  const { casualty, morale } = terrainShifts(terrain, side);
  if (guardShift > 0) morale.push({ rule: '12.3.4.2', label: 'guard committed', value: guardShift });
  if (printed === null) return { printed, table: null, casualty, morale };
  const p = parseCombatTableId(printed);
  const sum = (ms: readonly Modifier[]) => ms.reduce((s, m) => s + m.value, 0);
  return { printed, table: combatTableId(p.casualty + sum(casualty), p.morale + sum(morale)), casualty, morale };
}
