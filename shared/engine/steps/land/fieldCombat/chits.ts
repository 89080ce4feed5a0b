// 7.5.3 trivial combats and 7.5.2.1-3 the secret chits and the outflanking division.
import { LEGAL, illegal } from '../../../../model';
import type { BattleProgress, BattleSide, DecisionGroup, DecisionOption, Verdict } from '../../../../model';
import { attackerChitOptions, checkDivision, type CombatContext, defenderChitOptions, outflankingSide, prepareTrivialDay } from '../../../../rules/land/combat';
import { openDecision, openGroup } from '../../../tx';
import type { Tx } from '../../../tx';
import { combatContext, SIDES } from './forces';
import { moraleRecord, newDay, progressOf, setProgress, update, withDay, withRecord } from './battleState';

export function toChits(tx: Tx): void {
  update(tx, (q) => withRecord({ ...q, step: 'chits' }, (r) => ({ ...r, stage: 'chits', days: [...r.days, newDay(r.day)] })));
}

export function startTrivial(tx: Tx, q: BattleProgress, byAgreement: boolean): void {
  setProgress(tx, withRecord({ ...q, step: 'round' }, (r) => ({ ...r, trivial: true, ...(byAgreement ? { trivialByAgreement: true } : {}), stage: 'losses', days: [newDay(1)] })));
  startTrivialDay(tx);
}

/** 7.5.3 each commander says, together with the other, whether he agrees to a trivial combat. */
export function openTrivialAgreement(tx: Tx): void {
  const p = progressOf(tx)!;
  const powers = [p.record.attacker.leadPower, p.record.defender.leadPower];
  const group = openGroup(tx, { kind: 'land/combatTrivial', rule: '7.5.3', secret: true, powers });
  for (const power of powers)
    openDecision(tx, {
      power, kind: 'land/combatTrivial', step: 'land/fieldCombat', rule: '7.5.3', group, secret: true, select: 'one',
      prompt: `Battle in area ${p.record.area}: fight the full field combat, or agree to a trivial one (both must agree)?`,
      options: [
        { value: 'full', label: 'Fight the full field combat (chits, the chart, pursuit)', verdict: LEGAL },
        { value: 'trivial', label: 'Agree to a trivial combat: 5-2 for both sides every round, any factor may be lost, reinforcements and political points as usual', verdict: LEGAL },
      ],
    });
}

/** 7.5.3 both agreed: a trivial combat; otherwise the chits. */
export function trivialRevealed(tx: Tx, group: DecisionGroup): void {
  const p = progressOf(tx)!;
  const agreed = SIDES.every((side) => group.answers[p.record[side].leadPower] === 'trivial');
  if (agreed) startTrivial(tx, p, true);
  else toChits(tx);
}

export function startTrivialDay(tx: Tx): void {
  const p = progressOf(tx)!;
  const ctx = combatContext(tx.state, p);
  const prep = prepareTrivialDay(ctx, p.base ? { base: p.base, moraleLoss: p.moraleLoss } : undefined);
  setProgress(tx, withRecord({
    ...p, step: 'round', round: 0, base: p.base ?? prep.baseValue,
    finalMorale: { attacker: prep.state.attacker.finalMorale, defender: prep.state.defender.finalMorale },
  }, (r) => withDay(r, (d) => ({ ...d, morale: moraleRecord(prep.morale) }))));
}

export function openChits(tx: Tx): void {
  const p = progressOf(tx)!;
  const ctx = combatContext(tx.state, p);
  const a = p.record.attacker.leadPower;
  const d = p.record.defender.leadPower;
  const group = openGroup(tx, { kind: 'land/combatChit', rule: '7.5.2.1', secret: true, powers: [a, d] });
  const area = p.record.area;
  openDecision(tx, {
    power: a, kind: 'land/combatChit', step: 'land/fieldCombat', rule: '7.5.2.1', group, secret: true, select: 'one',
    prompt: `Day ${p.record.day} in area ${area}: choose your attacker's chit.`,
    options: chitOptions(ctx, 'attacker').map((o) => ({ value: o.chit, label: chitLabel(o.chit), verdict: o.verdict })),
  });
  openDecision(tx, {
    power: d, kind: 'land/combatChit', step: 'land/fieldCombat', rule: '7.5.2.1', group, secret: true, select: 'one',
    prompt: `Day ${p.record.day} in area ${area}: choose your defender's chit.`,
    options: chitOptions(ctx, 'defender').map((o) => ({ value: o.chit, label: chitLabel(o.chit), verdict: o.verdict })),
  });
}

/**
 * 7.5.2.1 A side's chits with their verdicts; Outflank is refused too when no division of the
 * force meets 7.5.2.3.1-2 (e.g. every corps carries artillery, which must pin).
 */
function chitOptions(ctx: CombatContext, side: BattleSide): { chit: string; verdict: Verdict }[] {
  const options: { chit: string; verdict: Verdict }[] = side === 'attacker' ? attackerChitOptions(ctx.attacker) : defenderChitOptions(ctx.defender);
  return options.map((o) => (o.chit === 'outflank' && o.verdict.ok && legalDivisions(ctx, side).length === 0
    ? { chit: o.chit, verdict: illegal('illegalOption', '7.5.2.3', 'no division of this force leaves a pinning and an outflanking force') }
    : o));
}

/** 7.5.2.3 every set of the side's corps (with all its cossacks and freikorps) that may go round the flank, up to 256. */
export function legalDivisions(ctx: CombatContext, side: BattleSide): string[][] {
  const force = ctx[side];
  const corps = force.units.filter((u) => u.kind === 'corps').map((u) => u.id).sort();
  const irregulars = force.units.filter((u) => u.kind === 'irregular' && (u.factors.cossack ?? 0) + (u.factors.freikorps ?? 0) > 0).map((u) => u.id);
  const out: string[][] = [];
  const limit = Math.min(corps.length, 10);
  for (let mask = 1; mask < 1 << limit && out.length < 256; mask++) {
    const chosen = [...corps.filter((_, i) => mask & (1 << i)), ...irregulars].sort();
    if (checkDivision(force, side, chosen).ok) out.push(chosen);
  }
  return out;
}

export const chitLabel = (c: string) => c.replace(/-/g, ' ').replace(/^\w/, (x) => x.toUpperCase());

/** 7.5.2.2-4 both chits are known: the outflanking side divides its force, then all is revealed. */
export function chitsRevealed(tx: Tx, group: DecisionGroup): void {
  const p = progressOf(tx)!;
  setChits(tx, group.answers[p.record.attacker.leadPower] as AttackerChitName, group.answers[p.record.defender.leadPower] as DefenderChitName);
}

export type AttackerChitName = NonNullable<BattleProgress['chits']>['attacker'];

export type DefenderChitName = NonNullable<BattleProgress['chits']>['defender'];

export function setChits(tx: Tx, attacker: AttackerChitName, defender: DefenderChitName): void {
  const p = progressOf(tx)!;
  const flank = outflankingSide(attacker, defender);
  setProgress(tx, { ...p, chits: { attacker, defender }, outflankSide: flank, outflanking: [], arrived: false, step: flank ? 'division' : 'reveal' });
  if (flank) openDivision(tx, flank);
}

/** The side's chits its force may take (7.5.2.1, with the 7.5.2.3 division check for Outflank). */
export function legalChits(tx: Tx, side: BattleSide): Set<string> {
  const ctx = combatContext(tx.state, progressOf(tx)!);
  return new Set(chitOptions(ctx, side).filter((o) => o.verdict.ok).map((o) => o.chit));
}

/**
 * 7.5.2.3 The legal divisions of the outflanking side: every set of its corps (with all its
 * cossacks and freikorps) that checkDivision accepts; asked only when there is a choice.
 */
function openDivision(tx: Tx, side: BattleSide): void {
  const p = progressOf(tx)!;
  const options: DecisionOption[] = legalDivisions(combatContext(tx.state, p), side)
    .map((chosen) => ({ value: chosen.join(','), label: `Outflank with ${chosen.map((k) => unitName(tx, k)).join(', ')}`, verdict: LEGAL }));
  if (options.length <= 1) {
    // one way only (the chit's verdict made sure there is one)
    setDivision(tx, String(options[0]?.value ?? ''));
    return;
  }
  openDecision(tx, {
    power: p.record[side].leadPower, kind: 'land/combatDivision', step: 'land/fieldCombat', rule: '7.5.2.3', secret: false, select: 'one', group: null,
    prompt: 'Choose the corps that move round the flank; the rest pin the enemy.', options,
  });
}

const unitName = (tx: Tx, key: string) => tx.state.corps.find((c) => c.counter === key)?.name ?? tx.state.irregulars.find((i) => i.counter === key)?.kind ?? key;

export function setDivision(tx: Tx, value: string): void {
  update(tx, (p) => ({ ...p, outflanking: value.split(',').filter(Boolean) }));
}
