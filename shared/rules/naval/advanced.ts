// v2.71 12.2.6 Advanced naval rules (optional): tactical chits, naval morale, round tables from
// the Tactical Naval Combat Chart, the die-roll modifiers, closing to melee, breaking, the
// general chase, disabled ships brought home as hulks; blockade battles (12.2.6.2) and port
// raids (12.2.6.3) on fixed tables; 18.2.1 solitaire chits by die roll.
import { NAVAL_CHITS, charts, combatTableId, parseCombatTableId } from '../../data/charts';
import type { CombatTableId, LossPercent, NavalChit } from '../../data/charts';
import type { Fleet, Nationality } from '../../model';

export type { NavalChit } from '../../data/charts';

/** 12.2.6.1.1 the three naval chits, in the chart's order. */
export const NAVAL_CHITS_ORDER = NAVAL_CHITS;

/** 12.2.6.1.3.2 ship morale: British and Dutch 4.0, Austrian and Prussian 2.0, all others 3.0. */
export function shipMorale(nationality: Nationality): number {
  if (nationality === 'britain' || nationality === 'holland') return 4;
  if (nationality === 'austria' || nationality === 'prussia') return 2;
  return 3;
}

/** 12.2.6.1.3.2 a side's final morale by 7.5.2.6.1 method one: the ships' morale weighted by ships, to a tenth. */
export function navalMorale(fleets: readonly Pick<Fleet, 'nationality' | 'ships'>[]): number {
  const ships = fleets.reduce((n, f) => n + f.ships, 0);
  if (ships === 0) return 0;
  const sum = fleets.reduce((n, f) => n + f.ships * shipMorale(f.nationality), 0);
  return Math.round((sum / ships) * 10) / 10;
}

/** What a side brings to a round's die roll. */
export interface RoundSide {
  readonly ships: number;
  readonly fleets: number;
  /** Ships of the side by nationality (for the "majority British / French" modifiers). */
  readonly british: number;
  readonly french: number;
  /** Its tactical chit; null in blockade battles and port raids (no chits). */
  readonly chit: NavalChit | null;
}

/**
 * 12.2.6.1.5 / the chart's die-roll modifiers: +1 when most of the side's ships are British and it
 * chose linear attack or melee, +1 when most are French and it chose linear defence, +1 with
 * twice the enemy's ships or more, -1 with half or fewer, and 12.2.6.1.4.1 -1 for each fleet
 * after the second.
 */
export function roundModifiers(own: RoundSide, enemy: RoundSide): { id: string; value: number }[] {
  const out: { id: string; value: number }[] = [];
  if (own.british * 2 > own.ships && (own.chit === 'linearAttack' || own.chit === 'melee')) out.push({ id: 'britishAggressive', value: 1 });
  if (own.french * 2 > own.ships && own.chit === 'linearDefence') out.push({ id: 'frenchDefensive', value: 1 });
  if (enemy.ships > 0 && own.ships >= 2 * enemy.ships) out.push({ id: 'twiceAsMany', value: 1 });
  if (own.ships > 0 && own.ships * 2 <= enemy.ships) out.push({ id: 'halfAsMany', value: -1 });
  if (own.fleets > 2) out.push({ id: 'fleetAfterSecond', value: -(own.fleets - 2) });
  return out;
}

/** 12.2.6.1.5 as 7.5.2.9: the firing side's table and modified die give the ships the enemy has disabled and the morale it loses. */
export function fireRound(table: CombatTableId, die: number, modifier: number, strength: number): { disabled: number; morale: number; percent: LossPercent } {
  const r = charts.combatResult(table, die + modifier);
  return { disabled: strength > 0 ? charts.casualtyFactors(r.lossPercent, strength) : 0, morale: r.moraleLoss, percent: r.lossPercent };
}

/** 12.2.6.1.6 a side is beaten when all its ships are disabled or its morale loss reaches its final morale. */
export const broken = (shipsLeft: number, moraleLoss: number, morale: number): boolean => shipsLeft <= 0 || moraleLoss >= morale - 1e-9;

/**
 * 12.2.6.1.4.1 / 12.2.6.1.4.2 after each round the melee side rolls to close with a linear enemy:
 * within the chart's range it closes; Nelson's modifier comes off the roll.
 */
export const closingRoll = (enemyChit: NavalChit, die: number, nelsonModifier: number): boolean => charts.closes(enemyChit, die - nelsonModifier);

/** 12.2.6.1.7 the general chase table from the victor's morale loss; linear defence takes one off the chase die. */
export function chase(victorMoraleLoss: number, die: number, victorChit: NavalChit | null, strength: number): { table: CombatTableId; disabled: number } {
  const table = charts.chaseTable(victorMoraleLoss);
  const mod = victorChit === 'linearDefence' ? -1 : 0;
  return { table, disabled: fireRound(table, die, mod, strength).disabled };
}

/** 12.2.6.1.9.1 a disabled ship brought home is lost when the die is at most the distance (and always on a 1). */
export const disabledShipLost = (die: number, distance: number): boolean => die === 1 || die <= distance;

/**
 * 18.2.1 (option) solitaire naval chits: one die, one less under Nelson; a side all British reads
 * 1-2 melee, 3-4 linear attack, 5-6 linear defence, others 1 melee, 2-3 linear attack, 4-6 linear
 * defence; while 12.2.6.1.1.1 keeps melee for Nelson, a force he does not command reads all
 * British 1-3 linear attack, 4-6 linear defence, others 1-2 and 3-6.
 */
export function solitaireChit(die: number, allBritish: boolean, nelson: boolean, meleeRestricted: boolean): NavalChit {
  const roll = die - (nelson ? 1 : 0);
  if (meleeRestricted && !nelson) return roll <= (allBritish ? 3 : 2) ? 'linearAttack' : 'linearDefence';
  if (roll <= (allBritish ? 2 : 1)) return 'melee';
  if (roll <= (allBritish ? 4 : 3)) return 'linearAttack';
  return 'linearDefence';
}

/** The table shifted by nothing: a helper so data tables read as ids. */
export const tableOf = (casualty: number, morale: number): CombatTableId => combatTableId(casualty, morale);
export { parseCombatTableId };
