// 7.5 The Field Combat step: every combat of the phasing powers from declaration to retreat, each
// player choice a pending decision and every die rolled through `roll`. The rule functions live
// in shared/rules/land/combat; this module keeps the order of play (`continueBattle`) and the
// decision handlers, and the sub-steps live beside it, one file each.
import { LEGAL, MAJOR_POWERS } from '../../../../model';
import type { AreaId, BattleProgress, BattleRecord, BattleSide, LeaderId, MajorPower, PendingDecision } from '../../../../model';
import { emit, openDecision } from '../../../tx';
import type { Tx } from '../../../tx';
import { landMap, landTurn } from '../landState';
import { battleSides, combatAreas, combatUnitOf, crossedRiver, refreshForces, terrainOf } from './forces';
import { progressOf, setProgress, update, waiting } from './battleState';
import { chitsRevealed, openChits, setDivision, toChits, trivialRevealed } from './chits';
import { applyDepotChoice, finishBattle, openDepotChoice } from './end';
import { applyJoin, openJoins } from './join';
import { applyLossChoice, finishRound, openCombatLosses } from './losses';
import { endOfDayRevealed, openEndOfDay } from './outcome';
import { attemptReinforcements } from './reinforce';
import { applySally, besiegedCity, openSally } from './relief';
import { afterCommanders, afterRetire, applyRetire, openRetires } from './retire';
import { applyBystander } from './bystanders';
import { applyRetreat, nextRetreat } from './retreat';
import { reveal } from './reveal';
import { openRoundChoices, outflankRoll, roundRevealed, startRound } from './rounds';
import { applySolitaire, openSolitaire } from './solitaire';
import { applyGuerillaChoice, askGuerillas, guerillaChances } from './guerillas';
import { insurrectionPhaseAreas, insurrectionPhaseCorps } from '../../general/insurrectionPhase';

/**
 * 7.5.1 The step begins: 7.5.1.2 / 10.1.1.3 the guerillas that will attack are chosen area by
 * area, then the combats the phasing powers must fight, in the order they choose (7.5.1.3).
 */
export function beginFieldCombat(tx: Tx): void {
  if (insurrectionPhaseCorps(tx.state) !== null || !askGuerillas(tx)) nextCombat(tx);
}

/** Areas with a combat still to fight in this sequence (each area is fought once). */
function remainingAreas(tx: Tx): AreaId[] {
  const phasing = tx.state.cursor.phasing;
  const fought = new Set((landTurn(tx.state).battles ?? []).filter((b) => b.attacker.powers.some((p) => phasing.includes(p))).map((b) => b.area));
  return combatAreas(tx.state, phasing).filter((a) => !fought.has(a) && insurrectionPhaseFights(tx.state, a));
}

/** opt:19.1.2/10.1.4.1.4 in the insurrection corps' own Land Phase only they attack (steps/general/insurrectionPhase.ts). */
function insurrectionPhaseFights(s: Tx['state'], area: AreaId): boolean {
  const only = insurrectionPhaseCorps(s);
  return only === null || insurrectionPhaseAreas(s, only).has(area);
}

/** The reason the step has nothing to do, or null (for the sequence's `empty`). */
export function noFieldCombat(s: Tx['state'], phasing: readonly MajorPower[]): string | null {
  if (insurrectionPhaseCorps(s) !== null) return combatAreas(s, phasing).some((a) => insurrectionPhaseFights(s, a)) ? null : 'no area holds both these field forces and an enemy\'s';
  return combatAreas(s, phasing).length === 0 && guerillaChances(s, phasing).length === 0 ? 'no area holds both these field forces and an enemy\'s' : null;
}

function nextCombat(tx: Tx): void {
  const areas = remainingAreas(tx);
  if (areas.length === 0) return;
  if (areas.length === 1) {
    startBattle(tx, areas[0]!);
    return continueBattle(tx);
  }
  const power = tx.state.cursor.phasing[0]!;
  openDecision(tx, {
    power, kind: 'land/combatOrder', step: 'land/fieldCombat', rule: '7.5.1.3',
    prompt: 'Choose the combat to fight next.', secret: false, select: 'one', group: null,
    options: areas.map((a) => ({ value: a, label: `Battle in area ${a}`, verdict: LEGAL })),
  });
}

/**
 * Powers of a side's units, the one with most corps first (10.6.1.1.1), then by MAJOR_POWERS order.
 * 4.6.3.6 a minor free state's units count as its controller's, so the controller gains and loses
 * the points of its minor's combats (7.5.2.10.1.3 goes to the sides' lead powers).
 */
function sidePowers(tx: Tx, area: AreaId, keys: readonly string[]): MajorPower[] {
  const count = new Map<MajorPower, number>();
  for (const k of keys) {
    const u = combatUnitOf(tx.state, area, k);
    if (u) count.set(u.power, (count.get(u.power) ?? 0) + (u.kind === 'corps' ? 1 : 0));
  }
  return [...count.keys()].sort((a, b) => (count.get(b)! - count.get(a)!) || MAJOR_POWERS.indexOf(a) - MAJOR_POWERS.indexOf(b));
}

function emptyForce(powers: MajorPower[]): BattleRecord['attacker'] {
  return { powers, leadPower: powers[0]!, units: [], leaders: [], commander: null, effectiveTactical: { value: 0, parts: [] } };
}

/** 7.5.1 A combat begins: both forces known, the defender may first retire into a city (7.5.1.1). */
function startBattle(tx: Tx, area: AreaId): void {
  const sides = battleSides(tx.state, area, tx.state.cursor.phasing)!;
  const map = landMap(tx);
  const n = (landTurn(tx.state).battles ?? []).length + 1;
  const record: BattleRecord = {
    id: `b${tx.state.date.year}-${tx.state.date.month}-${n}`,
    area, terrain: terrainOf(map, area), homeOf: map.area(area)?.homeOf ?? null, riverCrossing: crossedRiver(tx.state, map, area, sides.attacker), trivial: false,
    attacker: emptyForce(sidePowers(tx, area, sides.attacker)), defender: emptyForce(sidePowers(tx, area, sides.defender)),
    day: 1, stage: 'retire', days: [], reinforcements: [], outcome: null, pursuit: null, politicalPoints: null, retreats: [], removed: [],
  };
  const relief = besiegedCity(tx, area, record.attacker.powers);
  const p: BattleProgress = {
    record, step: 'retire', units: sides, commanders: { attacker: null, defender: null }, chits: null, outflankSide: null, outflanking: [],
    arrived: false, base: null, finalMorale: { attacker: 0, defender: 0 }, moraleLoss: { attacker: 0, defender: 0 }, round: 0, roundDice: null,
    lossChoices: {}, counted: sides, retreatsDue: [],
    ...(relief ? { relieving: sides.attacker, record: { ...record, limited: { city: relief.city, besieged: relief.holder, sallied: [] } } } : {}),
  };
  setProgress(tx, { ...p, record: refreshForces(tx.state, p) });
  emit(tx, { type: 'battleBegan', battle: record.id, area, attackers: record.attacker.powers, defenders: record.defender.powers, rule: '7.5.1' });
  const joins = openJoins(tx);
  if (!openSally(tx) && !joins) openRetires(tx);
}

/** Moves the battle on until it needs a decision or is over (then the next combat starts). */
export function continueBattle(tx: Tx): void {
  for (let guard = 0; guard < 100; guard++) {
    const p = progressOf(tx);
    if (!p) return nextCombat(tx);
    switch (p.step) {
      case 'join':
        if (waiting(tx, 'land/combatJoin') || waiting(tx, 'land/combatSally')) return;
        // a power that joined may bring others in (its allies); then the defenders may retire
        if (!openJoins(tx)) openRetires(tx);
        break;
      case 'retire':
        // 7.3.8.4 bystanders choosing where to step aside are waited for too
        if (waiting(tx, 'land/combatRetire') || waiting(tx, 'land/combatBystander')) return;
        afterRetire(tx);
        break;
      case 'commander':
        if (waiting(tx, 'land/combatCommander')) return;
        afterCommanders(tx);
        break;
      case 'trivial':
        if (waiting(tx, 'land/combatTrivial')) return;
        toChits(tx);
        break;
      case 'chits':
        if (waiting(tx, 'land/combatChit') || waiting(tx, 'land/combatSolitaire')) return;
        // 18.0 solitaire: the defender opens, the dice choose, then the tactics checks (18.1.1-5)
        if (tx.state.options.rules.solitaireCombat) openSolitaire(tx);
        else openChits(tx);
        return;
      case 'division':
        if (waiting(tx, 'land/combatDivision')) return;
        update(tx, (x) => ({ ...x, step: 'reveal' }));
        break;
      case 'reveal':
        reveal(tx);
        break;
      case 'round':
        if (waiting(tx, 'land/combatRound') || openRoundChoices(tx)) return;
        if (!startRound(tx)) return;
        break;
      case 'losses':
        if (waiting(tx, 'land/combatLosses')) return;
        // 12.3.5 the bombardment losses chosen: now the combat losses
        if (p.lossStage === 'bombard' && openCombatLosses(tx)) return;
        finishRound(tx);
        break;
      case 'reinforce':
        if (waiting(tx, 'land/combatReinforce')) return;
        outflankRoll(tx, p.round);
        update(tx, (x) => ({ ...x, step: 'round' }));
        break;
      case 'endOfDay':
        if (waiting(tx, 'land/combatEndOfDay')) return;
        openEndOfDay(tx);
        return;
      case 'retreat':
        if (waiting(tx, 'land/combatRetreat')) return;
        if (!nextRetreat(tx)) return;
        break;
      case 'over':
        if (waiting(tx, 'land/combatDepot') || openDepotChoice(tx)) return;
        finishBattle(tx);
        return nextCombat(tx);
    }
  }
  throw new Error('field combat did not settle');
}

/** Each answer carries out its sub-step, then the battle goes on until it needs another decision. */
const andContinue =
  <A extends unknown[]>(f: (tx: Tx, ...args: A) => void) =>
  (tx: Tx, ...args: A): void => {
    f(tx, ...args);
    continueBattle(tx);
  };

export const FIELD_COMBAT_HANDLERS = {
  order: andContinue((tx: Tx, area: string) => startBattle(tx, area as AreaId)),
  retire: andContinue((tx: Tx, d: PendingDecision, value: string) => applyRetire(tx, d.power, value)),
  commander: andContinue((tx: Tx, d: PendingDecision, value: string) =>
    update(tx, (p) => {
      const side: BattleSide = p.record.attacker.powers.includes(d.power) ? 'attacker' : 'defender';
      return { ...p, commanders: { ...p.commanders, [side]: value as LeaderId } };
    })),
  chits: andContinue(chitsRevealed),
  division: andContinue((tx: Tx, value: string) => setDivision(tx, value)),
  losses: andContinue(applyLossChoice),
  reinforce: andContinue((tx: Tx, d: PendingDecision, values: readonly string[]) => attemptReinforcements(tx, d.power, values)),
  endOfDay: andContinue(endOfDayRevealed),
  retreat: andContinue((tx: Tx, value: string) => applyRetreat(tx, value)),
  depot: andContinue(applyDepotChoice),
  round: andContinue(roundRevealed),
  join: andContinue(applyJoin),
  trivial: andContinue(trivialRevealed),
  solitaire: andContinue(applySolitaire),
  bystander: andContinue(applyBystander),
  // 7.5.1.2 / 10.1.1.3 one area's guerilla choice; the next area is asked, then the combats begin
  guerillas: (tx: Tx, d: PendingDecision, value: string) => {
    applyGuerillaChoice(tx, d, value);
    if (!askGuerillas(tx)) continueBattle(tx);
  },
  sally: andContinue((tx: Tx, d: PendingDecision, values: readonly string[]) => applySally(tx, d, values)),
};
