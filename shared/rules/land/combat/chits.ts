/** 7.5.2.1-7.5.2.3 Choosing Operational Possibilities chits and dividing an outflanking force. */
import { ATTACKER_CHITS, type AttackerChit, DEFENDER_CHITS, type DefenderChit } from '../../../data/charts';
import { illegal, LEGAL, type Verdict } from '../../../model';
import { corpsOf, isNonArtilleryCorps } from './strength';
import type { CombatForce, CombatSide, CombatUnit } from './types';

export type Chit = AttackerChit | DefenderChit;
export interface ChitOption<C extends Chit> {
  readonly chit: C;
  readonly verdict: Verdict;
}

/** 7.5.2.1 The outflank chit needs two or more non-artillery corps and a leader. */
export function canOutflank(force: CombatForce): Verdict {
  const corps = corpsOf(force.units).filter(isNonArtilleryCorps).length;
  if (corps < 2) return illegal('illegalOption', '7.5.2.1', `outflanking needs 2 non-artillery corps, the force has ${corps}`);
  if (force.leaders.length === 0) return illegal('illegalOption', '7.5.2.1', 'outflanking needs a leader with the force');
  return LEGAL;
}

/** 7.5.2.1 The attacker's (gray) set, each chit with its verdict. */
export function attackerChitOptions(force: CombatForce): ChitOption<AttackerChit>[] {
  return ATTACKER_CHITS.map((chit) => ({ chit, verdict: chit === 'outflank' ? canOutflank(force) : LEGAL }));
}

/** 7.5.2.1 The defender's (white) set, each chit with its verdict. */
export function defenderChitOptions(force: CombatForce): ChitOption<DefenderChit>[] {
  return DEFENDER_CHITS.map((chit) => ({ chit, verdict: chit === 'outflank' ? canOutflank(force) : LEGAL }));
}

/**
 * 7.5.2.2 Which side must divide its force: none when both or neither chose outflank, or when
 * an outflanking attacker meets a cordon.
 */
export function outflankingSide(attacker: AttackerChit, defender: DefenderChit): CombatSide | null {
  const a = attacker === 'outflank';
  const d = defender === 'outflank';
  if (a === d) return null;
  if (a && defender === 'cordon') return null;
  return a ? 'attacker' : 'defender';
}

/**
 * 7.5.2.3.1-2 Checks a division: `outflanking` names the units moving round the flank; the rest
 * pin. Leaders always stay with the pinning force.
 */
export function checkDivision(force: CombatForce, side: CombatSide, outflanking: readonly string[]): Verdict {
  const ids = new Set(outflanking);
  const byId = new Map(force.units.map((u) => [u.id, u] as const));
  for (const id of ids) if (!byId.has(id)) return illegal('illegalOption', '7.5.2.3', `no unit ${id} in the force`);
  const out: CombatUnit[] = force.units.filter((u) => ids.has(u.id));
  const pin: CombatUnit[] = force.units.filter((u) => !ids.has(u.id));
  // 7.5.2.3.1 the pinning force keeps a non-artillery corps, garrisons, artillery and attacking guerillas
  if (!pin.some(isNonArtilleryCorps)) return illegal('illegalOption', '7.5.2.3.1', 'the pinning force needs a non-artillery corps');
  for (const u of out) {
    if (u.kind === 'garrison') return illegal('illegalOption', '7.5.2.3.1', `${u.id}: depot garrisons pin`);
    if ((u.factors.artillery ?? 0) > 0) return illegal('illegalOption', '7.5.2.3.1', `${u.id}: artillery factors pin`);
    if (side === 'attacker' && (u.factors.guerilla ?? 0) > 0) return illegal('illegalOption', '7.5.2.3.1', `${u.id}: attacking guerillas pin`);
  }
  // 7.5.2.3.2 at least one corps outflanks, with every cossack and freikorps
  if (!out.some((u) => u.kind === 'corps')) return illegal('illegalOption', '7.5.2.3.2', 'the outflanking force needs a corps');
  const strayIrregular = pin.find((u) => (u.factors.cossack ?? 0) + (u.factors.freikorps ?? 0) > 0);
  if (strayIrregular) return illegal('illegalOption', '7.5.2.3.2', `${strayIrregular.id}: cossacks and freikorps outflank`);
  return LEGAL;
}
