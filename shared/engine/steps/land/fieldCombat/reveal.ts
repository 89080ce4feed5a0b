// 7.5.2.4-6 the chits revealed: 7.5.2.6.3 corps shown to the enemy, 7.5.2.5 withdrawal, 7.5.2.6 morale.
import { POWER_NAMES } from '../../../../model';
import type { BattleProgress } from '../../../../model';
import { cavalryWithdrawal, type CombatContext, operations, prepareDay, withdrawalDiceNeeded } from '../../../../rules/land/combat';
import { roll } from '../../../tx';
import type { Tx } from '../../../tx';
import { combatContext, toModifiers } from './forces';
import { moraleRecord, progressOf, revealUnits, setProgress, withDay, withRecord } from './battleState';

/** 7.5.2.6.3 both sides see each other's corps; 7.5.2.5 withdrawal; 7.5.2.6 morale for the day. */
export function reveal(tx: Tx): void {
  const p = progressOf(tx)!;
  const powers = [...p.record.attacker.powers, ...p.record.defender.powers];
  revealUnits(tx, [...p.units.attacker, ...p.units.defender], powers);
  const ctx = combatContext(tx.state, p);
  const chits = p.chits!;
  const ops = operations(chits.attacker, chits.defender, ctx.riverCrossing, ctx.day);
  const dice: number[] = [];
  if (chits.defender === 'withdraw') {
    const need = withdrawalDiceNeeded(ctx, ops.cell);
    for (let i = 0; i < need; i++) dice.push(roll(tx, '7.5.2.5.2.2', `withdrawal roll ${i + 1} in area ${p.record.area}`));
  }
  const earlier = p.base ? { base: p.base, moraleLoss: p.moraleLoss } : undefined;
  const prep = prepareDay(ctx, { attacker: chits.attacker, defender: chits.defender, outflanking: p.outflanking }, dice, earlier);
  if (!prep.ok) throw new Error(`field combat: ${prep.detail ?? prep.code}`); // chits and division were checked as options
  const v = prep.value;
  const withdrew = v.withdrawal?.withdrawn ?? [];
  const cell = v.ops.cell;
  let q: BattleProgress = {
    ...p, step: 'round', round: 0, base: p.base ?? v.baseValue,
    finalMorale: { attacker: v.state.attacker.finalMorale, defender: v.state.defender.finalMorale },
    units: { attacker: p.units.attacker, defender: p.units.defender.filter((k) => !withdrew.includes(k)) },
  };
  q = withRecord(q, (r) => withDay({ ...r, stage: 'losses' }, (d) => ({
    ...d,
    ops: {
      attackerChit: chits.attacker, defenderChit: chits.defender, variant: cell.variant,
      attackerTables: cell.attackerTables, defenderTables: cell.defenderTables,
      afterOutflank: cell.afterOutflank ? { attackerTables: cell.afterOutflank.attackerTables, defenderTables: cell.afterOutflank.defenderTables } : null,
      notes: cell.modifiers.filter((m) => noteApplies(m, ctx)).map(noteText),
    },
    withdrawal: v.withdrawal ? {
      automatic: v.withdrawal.automatic,
      rolls: v.withdrawal.rolls.map((x) => ({ counter: x.unit, die: x.die, rating: x.rating, modifiers: toModifiers(x.parts), success: x.success })),
      withdrew, avoided: v.withdrawal.avoided,
    } : null,
    morale: moraleRecord(v.morale),
  })));
  if (withdrew.length > 0) {
    // 7.5.2.5.2.3 withdrawing corps retreat under their own player's control, without pursuit;
    // the rest of the defence stays in `units` and fights
    // opt 12.3.3.2 (v2.71) cavalry alone slipping away goes toward a friendly force instead
    const rule = cavalryWithdrawal(ctx) ? 'opt:12.3.3.2' : '7.5.2.5';
    q = { ...q, retreatsDue: [...q.retreatsDue, { side: 'defender', units: withdrew, chooser: q.record.defender.leadPower, rule }] };
    q = withRecord(q, (r) => ({ ...r, defender: { ...r.defender, units: r.defender.units.map((u) => (withdrew.includes(u.counter) ? { ...u, withdrew: true } : u)) } }));
  }
  if (v.withdrawal?.avoided) {
    q = withRecord({ ...q, step: 'retreat' }, (r) => withDay({ ...r, outcome: { kind: 'avoided', rule: '7.5.2.5.1' } }, (d) => ({ ...d, end: { kind: 'avoided', rule: '7.5.2.5.1' } })));
  }
  setProgress(tx, q);
}

/** A chart note in words, for the combat view. */
/** A commander note of the cell (final morale, combat die) shows only when a side it names has a commander of that nationality. */
function noteApplies(m: ReturnType<typeof operations>['cell']['modifiers'][number], ctx: CombatContext): boolean {
  if (m.kind !== 'finalMorale' && m.kind !== 'combatDie') return true;
  return (['attacker', 'defender'] as const).some((s) => (m.side === 'either' || m.side === s) && ctx[s].commander?.nationality === m.commander);
}

function noteText(m: ReturnType<typeof operations>['cell']['modifiers'][number]): string {
  const sign = (v: number) => (v >= 0 ? `+${v}` : `${v}`);
  switch (m.kind) {
    case 'outflankArrival':
      return `outflank arrival ${sign(m.value)}`;
    case 'withdrawal':
      return `withdrawal roll ${sign(m.value)}`;
    case 'automaticWithdrawal':
      return 'withdrawal is automatic';
    case 'commanderChartNotUsed':
      return 'Commander Chart not used';
    case 'finalMorale':
      return `${m.side} final morale ${sign(m.value)} with a ${POWER_NAMES[m.commander]} commander`;
    case 'combatDie':
      return `${m.side} combat die ${sign(m.value)} with a ${POWER_NAMES[m.commander]} commander`;
  }
}
