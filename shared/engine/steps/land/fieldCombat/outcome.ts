// 7.5.2.10 victory (pursuit, political points) and 7.5.2.13 the end of a day.
import { LEGAL } from '../../../../model';
import type { BattleSide, DecisionGroup } from '../../../../model';
import { type CombatUnit, type DayIntent, fieldPoliticalPoints, pursue, type Strength } from '../../../../rules/land/combat';
import { emit, openDecision, openGroup, patch, roll } from '../../../tx';
import type { Tx } from '../../../tx';
import { guerillasAfterDefeat } from '../guerilla';
import { applyLossesToState, combatContext, refreshForces, SIDES, toLosses, toModifiers } from './forces';
import { alive, captureInBattle, newDay, other, progressOf, setProgress, startingContingents, withCaptures, withDay, withRecord } from './battleState';
import { startTrivialDay } from './chits';
import { reliefFailed } from './relief';
import { markRelieved } from '../siege/orders';

export function victory(tx: Tx, victor: BattleSide, rule: string, loserEliminated: boolean, breakAndEliminated: boolean, leadersCaptured = false): void {
  let p = progressOf(tx)!;
  const loser = other(victor);
  if (leadersCaptured && !loserEliminated) {
    // 7.5.2.10.1.2.1 the pinning force was wiped out before the outflankers arrived: every leader
    // of the beaten side is taken (they all stood with the pinning force, 7.5.2.3.1); the
    // outflankers are broken and retreat without them
    const present = p.counted[loser].filter((k) => !p.record[loser].units.some((u) => u.counter === k && u.withdrew));
    const taken = captureInBattle(tx, present, p.record[victor].leadPower, p.record.area, '7.5.2.10.1.2.1');
    p = withRecord(p, (r) => withCaptures(r, taken));
  }
  const ctx = combatContext(tx.state, p);
  p = withRecord(p, (r) => withDay({ ...r, outcome: { kind: 'victory', victor, rule, loserEliminated, breakAndEliminated } }, (d) => ({ ...d, end: { kind: 'decided', rule } })));
  // 7.5.2.10.2 pursuit by the victor's cavalry; in a limited combat the corps that came out of the
  // city neither pursue nor are pursued: 7.5.4.2.3.1.2 a broken relief alone is pursued,
  // 7.5.4.2.3.2 only the relief's cavalry pursues broken besiegers
  const sallied = p.record.limited?.sallied ?? [];
  const survivors = alive(tx, p, loser).filter((u) => loser !== 'attacker' || !sallied.includes(u.id));
  const chasers = alive(tx, p, victor).filter((u) => victor !== 'attacker' || !sallied.includes(u.id));
  if (survivors.length > 0 && chasers.length > 0) {
    const die = roll(tx, '7.5.2.10.2', `pursuit in area ${p.record.area}`);
    const pu = pursue({
      victorUnits: chasers, victorLeaders: ctx[victor].leaders, victorMoraleLoss: p.moraleLoss[victor], loserUnits: survivors,
      roundsCompleted: p.round, day: p.record.day, terrain: ctx.terrain, die,
      ...(tx.state.options.rules.proportionalLandLosses ? { contingents: startingContingents(p, loser) } : {}),
    });
    applyLossesToState(tx, p.record.area, pu.allocation, '7.5.2.10.2', 'pursuit losses');
    p = withRecord(p, (r) => ({
      ...r, pursuit: {
        pursuitClass: pu.pursuitClass, classParts: toModifiers(pu.classParts), die: pu.die, dieParts: toModifiers(pu.dieParts), modifiedDie: pu.modifiedDie,
        lossPercent: pu.lossPercent, victorCavalry: pu.victorCavalry, points: pu.points, lost: toLosses(pu.allocation), loserEliminated: pu.loserEliminated,
      },
    }));
  }
  // 7.5.2.10.1.3 political points (not in a trivial combat, unless both commanders chose it, 7.5.3.5);
  // 7.5.4.2.3.3 a limited field combat scores the same, and only when someone broke or was wiped out
  if (!p.record.trivial || p.record.trivialByAgreement) {
    const counted: CombatUnit[] = p.record[loser].units
      .filter((u) => p.counted[loser].includes(u.counter) && !u.withdrew)
      .map((u) => ({ id: u.counter, kind: u.kind, power: u.power, nationality: u.nationality, factors: (u.initial ?? {}) as Strength }));
    const pp = fieldPoliticalPoints(counted, ctx[victor].commander, ctx[loser].commander);
    const changes = [
      { power: p.record[victor].leadPower, delta: pp.victor },
      { power: p.record[loser].leadPower, delta: pp.loser },
    ].filter((c) => c.delta !== 0);
    for (const c of changes) {
      const ps = tx.state.powers[c.power];
      patch(tx, { powers: { ...tx.state.powers, [c.power]: { ...ps, politicalPoints: ps.politicalPoints + c.delta } } });
      emit(tx, { type: 'politicalPointsChanged', power: c.power, delta: c.delta, rule: '7.5.2.10.1.3', reason: `field combat in area ${p.record.area}` });
    }
    p = withRecord(p, (r) => ({ ...r, politicalPoints: { corpsCounted: pp.corpsCounted, parts: toModifiers(pp.parts), changes } }));
  }
  // 10.1.1.1.1 guerillas rise when Spain loses a field combat at home with a Spanish corps in it
  if (p.record[loser].units.some((u) => u.kind === 'corps' && u.nationality === 'spain')) {
    setProgress(tx, p);
    guerillasAfterDefeat(tx, p.record.area);
  }
  if (p.record.limited && loser === 'attacker') {
    // 7.5.4.2.3.1.1 the relieving force broke: back whence it came, the sortie back inside
    setProgress(tx, { ...p, step: 'retreat', record: refreshForces(tx.state, p) });
    reliefFailed(tx);
    return;
  }
  // 7.5.4.2.3.2 the relief won: the besiegers retreat like any beaten force (below), and the corps
  // still inside the city may step out in the siege combat step (siege/orders.ts)
  if (p.record.limited && victor === 'attacker') markRelieved(tx, p.record.limited.besieged, p.record.area, p.record.limited.city);
  // 7.5.2.10.3 the loser is retreated by the victor
  const left = alive(tx, p, loser).map((u) => u.id);
  if (left.length > 0) p = { ...p, retreatsDue: [...p.retreatsDue, { side: loser, units: left, chooser: p.record[victor].leadPower, rule: '7.5.2.10.3' }] };
  setProgress(tx, { ...p, step: 'retreat', record: refreshForces(tx.state, p) });
}

export function openEndOfDay(tx: Tx): void {
  const p = progressOf(tx)!;
  const powers = [p.record.attacker.leadPower, p.record.defender.leadPower];
  const group = openGroup(tx, { kind: 'land/combatEndOfDay', rule: '7.5.2.13', secret: true, powers });
  for (const power of powers)
    openDecision(tx, {
      power, kind: 'land/combatEndOfDay', step: 'land/fieldCombat', rule: '7.5.2.13', group, secret: true, select: 'one',
      prompt: `End of day ${p.record.day} in area ${p.record.area}: fight on tomorrow or withdraw?`,
      options: [
        { value: 'fight', label: 'Fight another day', verdict: LEGAL },
        { value: 'withdraw', label: 'Withdraw', verdict: LEGAL },
      ],
    });
}

/** 7.5.2.13.1-2 both fight: a new day (outflankers rejoin overnight); else the withdrawals. */
export function endOfDayRevealed(tx: Tx, group: DecisionGroup): void {
  let p = progressOf(tx)!;
  const intents = { attacker: group.answers[p.record.attacker.leadPower] as DayIntent, defender: group.answers[p.record.defender.leadPower] as DayIntent };
  p = withRecord(p, (r) => withDay(r, (d) => ({ ...d, intents })));
  const withdrawing = SIDES.filter((s) => intents[s] === 'withdraw');
  if (withdrawing.length === 0) {
    p = { ...p, chits: null, outflankSide: null, outflanking: [], arrived: false, round: 0 };
    p = withRecord(p, (r) => ({ ...r, day: r.day + 1, days: [...r.days, newDay(r.day + 1)], stage: r.trivial ? 'losses' : 'chits' }));
    setProgress(tx, { ...p, step: p.record.trivial ? 'round' : 'chits' });
    if (p.record.trivial) startTrivialDay(tx);
    return;
  }
  // 7.5.2.10.2.1 a lone withdrawal may be pursued at class 1; both withdrawing: no pursuit
  if (withdrawing.length === 1) {
    const w = withdrawing[0]!;
    const victor = other(w);
    const ctx = combatContext(tx.state, p);
    const survivors = alive(tx, p, w);
    const chasers = alive(tx, p, victor);
    if (survivors.length > 0 && chasers.length > 0) {
      const die = roll(tx, '7.5.2.10.2', `pursuit of a withdrawal in area ${p.record.area}`);
      const pu = pursue({
        victorUnits: chasers, victorLeaders: ctx[victor].leaders, victorMoraleLoss: p.moraleLoss[victor], loserUnits: survivors,
        roundsCompleted: p.round, day: p.record.day, terrain: ctx.terrain, die, afterWithdrawal: true,
        ...(tx.state.options.rules.proportionalLandLosses ? { contingents: startingContingents(p, w) } : {}),
      });
      applyLossesToState(tx, p.record.area, pu.allocation, '7.5.2.10.2', 'pursuit of a withdrawal');
      p = withRecord(p, (r) => ({
        ...r, pursuit: {
          pursuitClass: pu.pursuitClass, classParts: toModifiers(pu.classParts), die: pu.die, dieParts: toModifiers(pu.dieParts), modifiedDie: pu.modifiedDie,
          lossPercent: pu.lossPercent, victorCavalry: pu.victorCavalry, points: pu.points, lost: toLosses(pu.allocation), loserEliminated: pu.loserEliminated,
        },
      }));
    }
  }
  const due = withdrawing.map((s) => ({ side: s, units: alive(tx, p, s).map((u) => u.id), chooser: p.record[s].leadPower, rule: '7.5.2.13.1' }));
  p = withRecord({ ...p, retreatsDue: [...p.retreatsDue, ...due], step: 'retreat' }, (r) => ({ ...r, outcome: { kind: 'withdrawal', withdrawing, rule: '7.5.2.13.1' } }));
  setProgress(tx, { ...p, record: refreshForces(tx.state, p) });
}
