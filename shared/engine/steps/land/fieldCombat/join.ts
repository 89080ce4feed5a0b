// 7.3.8 steps 3 and 6: powers with forces in the battle area joining a side before it is fought.
import { LEGAL, MAJOR_POWERS, POWER_NAMES, allied, atWar, underEnforcedPeace, operatorOf } from '../../../../model';
import type { BattleSide, MajorPower, PendingDecision } from '../../../../model';
import { emit, openDecision } from '../../../tx';
import type { Tx } from '../../../tx';
import { resolveDeclarations } from '../../political/declarationsOfWar';
import { fieldForces, refreshForces, sidesInBattle } from './forces';
import { isEnemy } from '../../../../rules/land/movement';
import { progressOf, setProgress, withRecord } from './battleState';

interface Joiner {
  readonly power: MajorPower;
  readonly side: BattleSide;
  /** Attacking powers it must declare war on to defend (7.3.8 step 3). */
  readonly declareOn: readonly MajorPower[];
  readonly units: readonly string[];
}

/**
 * 7.3.8 Powers with field forces in the area outside the battle: 7.3.8.6 an attacker or its
 * ally at war with every defending side may join the attack; 7.3.8.3 a defender or its ally at
 * peace with every attacker, and free to declare war on them (4.2.2.4), may declare war and
 * defend. 4.6.5.2 / 4.6.5.3 a side is read per unit: a minor attacked by a power its controller
 * is at peace with fights alone, and its controller's corps in the area are offered the
 * declaration that brings them in.
 */
function joiners(tx: Tx): Joiner[] {
  const s = tx.state;
  const p = progressOf(tx)!;
  const a = p.record.attacker.powers;
  const d = p.record.defender.powers;
  const fighting = new Set([...p.units.attacker, ...p.units.defender]);
  const outside = fieldForces(s, p.record.area).filter((f) => !fighting.has(f.key));
  if (outside.length === 0) return [];
  const defending = sidesInBattle(s, p, 'defender');
  const out: Joiner[] = [];
  for (const power of MAJOR_POWERS) {
    const units = outside.filter((f) => operatorOf(s, f) === power).map((f) => f.key);
    if (units.length === 0) continue;
    const friendOf = (sides: readonly MajorPower[]) => sides.some((x) => x === power || allied(s, power, x));
    if (friendOf(a) && !d.includes(power) && defending.every((x) => isEnemy(s, power, x))) out.push({ power, side: 'attacker', declareOn: [], units });
    else if (friendOf(d) && !a.includes(power) && !a.some((x) => atWar(s, power, x) || allied(s, power, x) || underEnforcedPeace(s, power, x)))
      out.push({ power, side: 'defender', declareOn: a, units });
  }
  return out;
}

/** Opens one join decision per candidate power; true when any is open. */
export function openJoins(tx: Tx): boolean {
  const p = progressOf(tx)!;
  const asked = p.joinAsked ?? [];
  const list = joiners(tx).filter((j) => !asked.includes(j.power));
  if (list.length === 0) return false;
  setProgress(tx, { ...p, step: 'join', joinAsked: [...asked, ...list.map((j) => j.power)], record: { ...p.record, stage: 'join' } });
  for (const j of list) {
    const names = (ps: readonly MajorPower[]) => ps.map((x) => POWER_NAMES[x]).join(' and ');
    const label = j.side === 'attacker'
      ? `Join the attack beside ${names(p.record.attacker.powers)}`
      : `Declare war on ${names(j.declareOn)} (political points, 4.2.1.1) and defend beside ${names(p.record.defender.powers)}`;
    openDecision(tx, {
      power: j.power, kind: 'land/combatJoin', step: 'land/fieldCombat', rule: '7.3.8', secret: false, select: 'one', group: null,
      prompt: `A combat is declared in area ${p.record.area}, where your forces stand: join it or stay out.`,
      options: [{ value: 'stay', label: 'Stay out of the combat', verdict: LEGAL }, { value: 'join', label, verdict: LEGAL }],
    });
  }
  return true;
}

/** 7.3.8 the power joins: war declared where needed (4.2.1.1 costs, no allies called), its field forces fight on the side. */
export function applyJoin(tx: Tx, d: PendingDecision, value: string): void {
  const j = value === 'join' ? joiners(tx).find((x) => x.power === d.power) : undefined;
  if (j) {
    if (j.declareOn.length > 0)
      resolveDeclarations(tx, { id: `join-${d.id}`, kind: 'political/declareWar', rule: '7.3.8', secret: false, powers: [j.power], answers: { [j.power]: [...j.declareOn] } });
    const p = progressOf(tx)!;
    const units = { ...p.units, [j.side]: [...p.units[j.side], ...j.units] };
    const q = withRecord({ ...p, units, counted: units }, (r) => ({ ...r, [j.side]: { ...r[j.side], powers: [...r[j.side].powers, j.power] } }));
    setProgress(tx, { ...q, record: refreshForces(tx.state, q) });
    emit(tx, { type: 'battleJoined', battle: p.record.id, area: p.record.area, power: j.power, side: j.side, rule: '7.3.8' });
  }
}
