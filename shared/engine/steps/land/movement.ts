import type { AreaId, CityId, CounterId, CounterMove, Corps, DecisionAnswer, Depot, Factors, GameState, Garrison, IrregularGarrisonType, MajorPower, Nationality, PendingDecision, ForceRef } from '../../../model';
import { GARRISON_FACTOR_TYPES, MAJOR_POWERS, POWER_NAMES, atWar, controllerOf, totalFactors, operatorOf } from '../../../model';
import {
  INSURRECTION_PROVINCES, allowance, corpsAboard, depotGarrisonOptions, depotGarrisons, detachedAs, enemyDepotHere, forcibleAccessOwner, garrisonedEnemyDepots, isEnemy, moveRecord, moverOf,
  movementOptions, parseDepotGarrisonAnswer, parseMovementOrder, refugeRoom, stopsIn, stepCost, territoryOf,
} from '../../../rules/land/movement';
import type { Mover } from '../../../rules/land/movement';
import { overrunOdds } from '../../../rules/land/combat/overrun';
import { askSweptOwners } from './overrunSwept';
import { ottomanCorpsIntoEurope } from './nonEuropeanTroops';
import { umpMovementOptions } from '../../../rules/campaign';
import { emit, freshCounter, openDecision, patch } from '../../tx';
import type { Tx } from '../../tx';
import { openTyrol } from '../general/tyrol';
import { offerRising } from '../general/insurrection';
import { forageNow, forageNowCounter, withForageNow } from './forageNow';
import { insurrectionPhaseAreas, insurrectionPhaseCorps, insurrectionPhaseOrders } from '../general/insurrectionPhase';
import { addPrisoners, garrisonLost } from '../effects';
import { noteAccessUse } from '../general/accessWithdrawn';
import { addToGarrison, landMap, landTurn, patchLand, unstackLeaders } from './landState';
import { declareWarOptions, resolveDeclarations } from '../political/declarationsOfWar';
import { beginCallsAfterAccessWar } from '../political/callToAllies';
import { offerReactions } from './reaction';
import { askMoveOrder, nextInMoveOrder } from './moveOrder';

function saveRecord(tx: Tx, record: CounterMove): void {
  const moves = landTurn(tx.state).moves.filter((m) => m.counter !== record.counter);
  patchLand(tx, { moves: [...moves, record] });
}

export function openMovement(tx: Tx, power: MajorPower): void {
  openDecision(tx, {
    power,
    kind: 'land/movement',
    step: 'land/movement',
    rule: '7.3',
    prompt: 'Move your corps and irregulars one order at a time, then end land movement.',
    secret: false,
    select: 'one',
    group: null,
    // v2.71 14.3.3.7 hook (camp); opt:19.1.2/10.1.4.1.4 only the corps just raised act in their own Land Phase
    // 7.3.1.4 any corps may end its move and forage at once (forageNow.ts)
    options: insurrectionPhaseOrders(tx.state, withForageNow(tx, power, umpMovementOptions(tx.state, landMap(tx), power, movementOptions(tx.state, landMap(tx), power)))),
  });
}

/**
 * 7.3 Each power of the sequence gives movement orders until it ends its step; 7.3.8.1 allies
 * in combined movement first settle their order and then move one after another (moveOrder.ts).
 */
export function beginLandMovement(tx: Tx): void {
  const phasing = tx.state.cursor.phasing;
  if (phasing.length > 1) askMoveOrder(tx, phasing);
  else for (const power of phasing) openMover(tx, power);
}

/** 10.1.5 Austria may first raise the Tyrol corps (steps/general/tyrol.ts; its answer opens the orders). */
export function openMover(tx: Tx, power: MajorPower): void {
  // in the insurrection corps' own phase (10.1.4.1.4) the Tyrol question is not asked again
  if (insurrectionPhaseCorps(tx.state) !== null || !openTyrol(tx, power)) openMovement(tx, power);
}

/**
 * Options of the other movers' pending decisions follow the new positions (combined movement, 4.9).
 * The mover's own decision was just reopened from the same state, so it is not computed twice.
 */
function refreshMovementOptions(tx: Tx, mover: MajorPower): void {
  if (!tx.state.pending.some((d) => d.kind === 'land/movement' && d.power !== mover)) return;
  const map = landMap(tx);
  patch(tx, {
    pending: tx.state.pending.map((d) => (d.kind === 'land/movement' && d.power !== mover ? { ...d, options: withForageNow(tx, d.power, umpMovementOptions(tx.state, map, d.power, movementOptions(tx.state, map, d.power))) } : d)),
  });
}

const setCorps = (tx: Tx, counter: string, f: (c: Corps) => Corps) =>
  patch(tx, { corps: tx.state.corps.map((c) => (c.counter === counter ? f(c) : c)) });

/**
 * 12.3.9.3-5 (option) an overrun: at 5:1 or better the enemy corps (not cavalry corps) and depot
 * garrisons of the area are removed and the corps may go on; otherwise it must stop there and
 * its side attacks there at -1 (fieldCombat reads `overrunFailed`).
 */
function overrun(tx: Tx, power: MajorPower, mover: Mover, record: CounterMove): void {
  const area = mover.area;
  const odds = overrunOdds(tx.state, power, area);
  const tried = { ...record, overrunTried: [...(record.overrunTried ?? []), area] };
  emit(tx, { type: 'overrunAttempted', power, counter: mover.counter, area, strength: odds.attacking, succeeded: odds.succeeds, rule: odds.succeeds ? '12.3.9.4' : '12.3.9.5' });
  if (!odds.succeeds) {
    saveRecord(tx, { ...tried, stopped: true });
    patchLand(tx, { overrunFailed: [...(landTurn(tx.state).overrunFailed ?? []), { power, area }] });
    declareCombat(tx, power, area);
    return;
  }
  const swept = tx.state.corps.filter((c) => odds.swept.corps.includes(c.counter));
  // opt:12.3.9.4 each owner chooses: surrendered or destroyed (overrunSwept.ts)
  askSweptOwners(tx, power, area, swept, tx.state.garrisons.filter((g) => g.area === area && g.place.kind === 'depot' && odds.swept.garrisons.includes(g.nationality)));
  patch(tx, {
    corps: tx.state.corps.filter((c) => !odds.swept.corps.includes(c.counter)),
    garrisons: tx.state.garrisons.filter((g) => !(g.area === area && g.place.kind === 'depot' && odds.swept.garrisons.includes(g.nationality))),
  });
  for (const c of swept) {
    emit(tx, { type: 'counterRemoved', counter: c.counter, owner: operatorOf(tx.state, c), area, kind: 'corps', rule: '12.3.9.4', reason: 'overrun' });
    unstackLeaders(tx, c, area, '12.3.9.4');
  }
  // cavalry corps stay, and still stop it (7.3.7.1); the combat declared here goes if no enemy is left
  const stop = stopsIn(tx.state, power, mover, area);
  saveRecord(tx, { ...tried, stopped: stop });
  const left = tx.state.corps.some((c) => c.location.kind === 'area' && c.location.area === area && c.location.city === undefined && isEnemy(tx.state, power, c)) ||
    tx.state.irregulars.some((i) => i.area === area && i.kind !== 'guerilla' && isEnemy(tx.state, power, i.nationality));
  if (!left) patchLand(tx, { combats: landTurn(tx.state).combats.filter((c) => !(c.area === area && c.attacker === power)) });
}

/** 7.3.8 entering enemy field forces (corps outside cities, cossacks, freikorps, depot garrisons) declares a combat there. */
export function declareCombat(tx: Tx, power: MajorPower, area: AreaId): void {
  const s = tx.state;
  const defenders = new Set<MajorPower>();
  const add = (n: ForceRef) => {
    const c = operatorOf(s, n); // B.4 a lent corps defends for its borrower
    if (c !== null && isEnemy(s, power, n)) defenders.add(c);
  };
  for (const c of s.corps) if (c.location.kind === 'area' && c.location.area === area && c.location.city === undefined) add(c);
  for (const i of s.irregulars) if (i.area === area && i.kind !== 'guerilla') add(i);
  for (const g of s.garrisons) if (g.area === area && g.place.kind === 'depot') add(g);
  if (defenders.size === 0) return;
  const combats = landTurn(s).combats;
  if (combats.some((c) => c.area === area && c.attacker === power)) return;
  const list = [...defenders];
  patchLand(tx, { combats: [...combats, { area, attacker: power, defenders: list }] });
  emit(tx, { type: 'combatDeclared', area, attacker: power, defenders: list, rule: '7.3.8' });
}

/**
 * 7.3.8.2 once the power ends its movement it declares a battle in every area where its field
 * forces (corps outside cities, cossacks, freikorps) stand with enemy field forces.
 */
function declareWhereEnded(tx: Tx, power: MajorPower): void {
  const s = tx.state;
  const areas = new Set<AreaId>();
  for (const c of s.corps) if (c.location.kind === 'area' && c.location.city === undefined && operatorOf(s, c) === power) areas.add(c.location.area);
  for (const i of s.irregulars) if (i.kind !== 'guerilla' && controllerOf(s, i.nationality) === power) areas.add(i.area);
  // opt:19.1.2/10.1.4.1.4 in their own Land Phase only the insurrection corps just raised declare attacks
  const only = insurrectionPhaseCorps(s);
  const acting = only === null ? null : insurrectionPhaseAreas(s, only);
  for (const a of [...areas].sort()) if (acting === null || acting.has(a)) declareCombat(tx, power, a);
}

/**
 * 10.3.4.2 forcible access costs one political point per turn for each power whose territory
 * is entered that way (10.3.4.3 that power may answer with war: askAccessWar).
 */
function chargeForcibleAccess(tx: Tx, power: MajorPower, area: AreaId, counter?: string): void {
  const owner = forcibleAccessOwner(tx.state, landMap(tx), power, area, counter);
  if (owner === null) return;
  const seen = landTurn(tx.state).forcibleAccess ?? [];
  if (seen.some((x) => x.power === power && x.owner === owner)) return;
  patchLand(tx, { forcibleAccess: [...seen, { power, owner }] });
  const ps = tx.state.powers[power];
  patch(tx, { powers: { ...tx.state.powers, [power]: { ...ps, politicalPoints: ps.politicalPoints - 1 } } });
  emit(tx, { type: 'politicalPointsChanged', power, delta: -1, rule: '10.3.4.2', reason: `forcible access into the territory of ${POWER_NAMES[owner]}` });
}

/**
 * 10.1.4.1 an enemy corps, cossack or freikorps entering an Austrian-controlled border province
 * lets Austria raise its insurrection corps there: at once as printed (steps/general/insurrection.ts,
 * 10.1.4.1.1), or with the standing procedures once the mover's Land Movement Step is over
 * (opt:19.1.2/10.1.4.1, steps/land/supply.ts). 10.1.4.1.2 it is crossing the border that
 * triggers: a move between two areas of the province (`from`) does not.
 */
function noteInsurrection(tx: Tx, power: MajorPower, mover: Mover, area: AreaId, from?: AreaId): void {
  if (mover.kind === 'guerilla' || !tx.state.powers.austria.inPlay || !atWar(tx.state, power, 'austria')) return;
  const province = landMap(tx).area(area)?.province ?? null;
  if (province === null || !INSURRECTION_PROVINCES.includes(province) || territoryOf(tx.state, landMap(tx), area) !== 'austria') return;
  if (from !== undefined && landMap(tx).area(from)?.province === province) return;
  if (!tx.state.options.rules.standingProcedures) return void offerRising(tx, power, mover.counter, area, province);
  const seen = landTurn(tx.state).insurrection ?? [];
  if (seen.some((x) => x.province === province && x.by === power)) return;
  patchLand(tx, { insurrection: [...seen, { province, by: power }] });
}

/** Carry out one movement order (already checked against the decision's options). */
export function applyMovementOrder(tx: Tx, power: MajorPower, value: string): void {
  const foraging = forageNowCounter(value);
  if (foraging !== null) {
    forageNow(tx, power, foraging); // 7.3.1.4 its losses are chosen before the movers go on
    openMovement(tx, power);
    refreshMovementOptions(tx, power);
    return suspendForReactions(tx);
  }
  const order = parseMovementOrder(value);
  if (!order) return;
  if (order.kind === 'end') {
    declareWhereEnded(tx, power);
    loseUnlanded(tx, power);
    // 7.3.8.1 the next combined-movement ally moves once this one is done
    const next = nextInMoveOrder(tx, power);
    if (next !== null) openMover(tx, next);
    return;
  }
  const map = landMap(tx);
  if (order.kind === 'land') {
    disembark(tx, power, order.counter, order.area, order.city);
    openMovement(tx, power);
    refreshMovementOptions(tx, power);
    suspendForReactions(tx);
    return;
  }
  if (order.kind === 'return') {
    // 10.1.3.3 a feudal corps back in its home province; it may not move this turn (10.1.3.3.2)
    setCorps(tx, order.counter, (c) => ({ ...c, location: { kind: 'area', area: order.area } }));
    patchLand(tx, { placedBack: [...(landTurn(tx.state).placedBack ?? []), order.counter] });
    emit(tx, { type: 'corpsPlaced', counter: order.counter, owner: power, area: order.area, rule: '10.1.3.3' });
    openMovement(tx, power);
    refreshMovementOptions(tx, power);
    return;
  }
  if (order.kind === 'besiege' || order.kind === 'nosiege') {
    chooseSiege(tx, power, order.area, order.kind === 'besiege');
    openMovement(tx, power);
    refreshMovementOptions(tx, power);
    return;
  }
  if (order.kind === 'leave') {
    leaveGarrison(tx, power, order.area, order.nationality, order.factor, order.place);
    openMovement(tx, power);
    refreshMovementOptions(tx, power);
    return;
  }
  const mover = moverOf(tx.state, order.counter)!;
  const record = moveRecord(tx.state, mover);
  const fieldBefore = (area: AreaId) => hasFieldCorps(tx.state, power, area);
  switch (order.kind) {
    case 'move': {
      const to = order.to as AreaId;
      // 7.3.7.1 a corps arriving where its power had no corps in the field besieges unless its owner chooses again
      if (mover.corps && !fieldBefore(to)) forgetSiegeChoice(tx, power, to);
      const edge = map.edges(mover.area).find((e) => e.to === to)!;
      const { cost } = stepCost(tx.state, map, power, mover, edge);
      const stop = stopsIn(tx.state, power, mover, to);
      if (mover.corps) setCorps(tx, mover.counter, (c) => ({ ...c, location: { kind: 'area', area: to } }));
      else patch(tx, { irregulars: tx.state.irregulars.map((i) => (i.counter === mover.counter ? { ...i, area: to } : i)) });
      saveRecord(tx, {
        ...record,
        entered: [...record.entered, to],
        spent: record.spent + cost,
        stopped: record.stopped || stop,
        leftTerritory: record.leftTerritory || territoryOf(tx.state, map, to) !== power,
      });
      emit(tx, { type: 'counterMoved', counter: mover.counter, from: mover.area, to, cost, rule: '7.3.1' });
      chargeForcibleAccess(tx, power, to, mover.counter);
      askAccessWar(tx, power, mover, to);
      noteInsurrection(tx, power, mover, to, mover.area);
      noteAccessUse(tx, power, mover, to); // 10.3.1.2.1.1-2 (general branch)
      ottomanCorpsIntoEurope(tx, power, mover.counter); // v2.71 12.10 (option) hook (camp)
      // 7.3.7.1 a corps stopped by enemy corps in the field attacks there; 7.3.7.2 irregulars and
      // depot garrisons are attacked only where the mover ends (declareWhereEnded)
      if (stop) declareCombat(tx, power, to);
      askDepotGarrisons(tx, power, mover, to);
      offerReactions(tx, power, mover, mover.area, to); // opt:12.3.7.4 interception / withdrawal (reaction.ts)
      break;
    }
    case 'raze':
    case 'seize': {
      const depot = enemyDepotHere(tx.state, power, mover.area)!;
      patch(tx, { depots: tx.state.depots.filter((d) => d !== depot) });
      emit(tx, { type: 'depotRemoved', owner: depot.owner, area: mover.area, depot: depot.id, rule: '7.3.6.1' });
      if (order.kind === 'seize') {
        const id = `${depot.id}-${power}`;
        patch(tx, { depots: [...tx.state.depots, { id, owner: power, area: mover.area }] });
        emit(tx, { type: 'depotPlaced', owner: power, area: mover.area, depot: id, rule: '7.3.6.1' });
      } else if (mover.corps) saveRecord(tx, { ...record, razedIn: mover.area });
      break;
    }
    case 'standDown': {
      // 10.1.3.2 / 10.1.4.2 off the map with its factors; its leaders join another corps of the area or leave the map
      const corps = mover.corps!;
      setCorps(tx, mover.counter, (c) => ({ ...c, location: { kind: 'offMap' } }));
      unstackLeaders(tx, corps, mover.area, corps.type === 'feudal' ? '10.1.3.2' : '10.1.4.2');
      patchLand(tx, { stoodDown: [...(landTurn(tx.state).stoodDown ?? []), mover.counter] });
      emit(tx, {
        type: 'counterRemoved', counter: mover.counter, owner: power, area: mover.area, kind: 'corps',
        rule: corps.type === 'feudal' ? '10.1.3.2' : '10.1.4.2', reason: 'stood down',
      });
      break;
    }
    case 'overrun':
      overrun(tx, power, mover, record);
      break;
    case 'march':
      saveRecord(tx, { ...record, forceMarched: true });
      emit(tx, { type: 'forceMarched', counter: mover.counter, rule: '7.3.1' });
      break;
    case 'in':
      setCorps(tx, mover.counter, (c) => ({ ...c, location: { kind: 'area', area: mover.area, city: order.city } }));
      emit(tx, { type: 'cityEntered', counter: mover.counter, area: mover.area, city: order.city, rule: '7.3.3' });
      break;
    case 'out':
      setCorps(tx, mover.counter, (c) => ({ ...c, location: { kind: 'area', area: mover.area } }));
      emit(tx, { type: 'cityLeft', counter: mover.counter, area: mover.area, city: mover.city!, rule: '7.3.4' });
      break;
    case 'detach': {
      const as = detachedAs(order.factor)!;
      setCorps(tx, mover.counter, (c) => ({ ...c, factors: { ...c.factors, [order.factor]: (c.factors[order.factor] ?? 0) - 1 } }));
      addToGarrison(tx, { nationality: mover.nationality, area: mover.area, place: order.place }, as, 1);
      saveRecord(tx, { ...record, detached: [...record.detached, { area: mover.area, place: order.place, factors: 1 }] });
      emit(tx, { type: 'factorDetached', counter: mover.counter, owner: power, area: mover.area, place: order.place, factor: order.factor, as, rule: '7.3.3' });
      break;
    }
    case 'garrison': {
      // 7.3.3.3.1 the irregular counter comes off the map; its factors stand in the garrison
      const irr = tx.state.irregulars.find((i) => i.counter === mover.counter)!;
      patch(tx, { irregulars: tx.state.irregulars.filter((i) => i !== irr) });
      addToGarrison(tx, { nationality: irr.nationality, area: irr.area, place: order.place }, irr.kind, irr.factors);
      emit(tx, { type: 'factorDetached', counter: irr.counter, owner: power, area: irr.area, place: order.place, factor: irr.kind, as: irr.kind, rule: '7.3.3.3.1' });
      break;
    }
    case 'absorb': {
      const type = order.factor as 'infantry' | 'militia';
      addToGarrison(tx, { nationality: mover.nationality, area: mover.area, place: order.place }, type, -1);
      setCorps(tx, mover.counter, (c) => ({ ...c, factors: { ...c.factors, [type]: (c.factors[type] ?? 0) + 1 } }));
      emit(tx, { type: 'factorAbsorbed', counter: mover.counter, owner: power, area: mover.area, place: order.place, factor: type, as: type, rule: '7.3.3' });
      break;
    }
  }
  // 7.3.7.1 a choice not to besiege lasts while the power's corps stand in the field there
  for (const d of tx.state.declinedSieges ?? []) if (d.power === power && !hasFieldCorps(tx.state, power, d.area)) forgetSiegeChoice(tx, power, d.area);
  openMovement(tx, power);
  refreshMovementOptions(tx, power);
  suspendForReactions(tx);
}

/**
 * 7.3.3.3.1 one irregular factor leaves a garrison as a counter of one factor in the area; it has
 * no movement left this step (docs/RULINGS.md), so joining and leaving never adds to a move.
 */
function leaveGarrison(tx: Tx, power: MajorPower, area: AreaId, nationality: Nationality, kind: IrregularGarrisonType, place: Garrison['place']): void {
  addToGarrison(tx, { nationality, area, place }, kind, -1);
  const counter = freshCounter(tx, 'x');
  patch(tx, { irregulars: [...tx.state.irregulars, { counter, nationality, kind, factors: 1, area }] });
  const mover = moverOf(tx.state, counter)!;
  const record = moveRecord(tx.state, mover);
  saveRecord(tx, { ...record, spent: allowance(mover, record) });
  emit(tx, { type: 'irregularPlaced', counter, nationality, kind, area, rule: '7.3.3.3.1' });
  emit(tx, { type: 'factorAbsorbed', counter, owner: power, area, place, factor: kind, as: kind, rule: '7.3.3.3.1' });
}

// ---- 7.3.7.1 besieging or not -------------------------------------------------------------------------

const hasFieldCorps = (s: GameState, power: MajorPower, area: AreaId) =>
  s.corps.some((c) => c.location.kind === 'area' && c.location.area === area && c.location.city === undefined && operatorOf(s, c) === power);

function forgetSiegeChoice(tx: Tx, power: MajorPower, area: AreaId): void {
  const list = tx.state.declinedSieges ?? [];
  if (!list.some((d) => d.power === power && d.area === area)) return;
  const rest = list.filter((d) => !(d.power === power && d.area === area));
  if (rest.length > 0) patch(tx, { declinedSieges: rest });
  else {
    const { declinedSieges: _gone, ...state } = tx.state;
    tx.state = state;
  }
}

/** 7.3.7.1 the power's corps in `area` besiege the enemy city there, or stand outside it without besieging. */
function chooseSiege(tx: Tx, power: MajorPower, area: AreaId, besiege: boolean): void {
  if (besiege) forgetSiegeChoice(tx, power, area);
  else patch(tx, { declinedSieges: [...(tx.state.declinedSieges ?? []), { power, area }] });
  emit(tx, { type: 'siegeChosen', power, area, besieging: besiege, rule: '7.3.7.1' });
}

// ---- 7.3.5 disembarking -----------------------------------------------------------------------------

/** The land or sea area a fleet lies in (a blockade box counts as its port's area). */
function fleetArea(tx: Tx, fleetId: string): AreaId | null {
  const f = tx.state.fleets.find((x) => x.id === fleetId);
  if (!f) return null;
  if (f.location.kind !== 'blockade') return f.location.area;
  const city = f.location.city;
  return (landMap(tx).ports ?? []).find((p) => p.city === city)?.area ?? null;
}

/**
 * 7.3.5 a corps lands from its fleet: its whole allowance is spent (it moves no further and
 * forages with no unused points), and a combat there this sequence counts as across a river
 * (the move record's `disembarked`). Then what entering any area brings (access, combat, depots).
 */
function disembark(tx: Tx, power: MajorPower, counter: CounterId, area: AreaId, city: CityId | undefined): void {
  const corps = tx.state.corps.find((c) => c.counter === counter);
  if (!corps || corps.location.kind !== 'fleet') return;
  const from = fleetArea(tx, corps.location.fleet) ?? area;
  if (city === undefined && !hasFieldCorps(tx.state, power, area)) forgetSiegeChoice(tx, power, area);
  setCorps(tx, counter, (c) => ({ ...c, location: city === undefined ? { kind: 'area', area } : { kind: 'area', area, city } }));
  const mover = moverOf(tx.state, counter)!;
  saveRecord(tx, {
    counter, start: area, entered: [area], spent: corps.movement, forceMarched: false, stopped: false, detached: [],
    leftTerritory: territoryOf(tx.state, landMap(tx), area) !== power, disembarked: true,
  });
  emit(tx, { type: 'counterMoved', counter, from, to: area, cost: corps.movement, rule: '7.3.5' });
  chargeForcibleAccess(tx, power, area, mover.counter);
  askAccessWar(tx, power, mover, area);
  noteInsurrection(tx, power, mover, area);
  noteAccessUse(tx, power, mover, area); // 10.3.1.2.1.1-2 (general branch)
  if (city === undefined) {
    declareCombat(tx, power, area);
    askDepotGarrisons(tx, power, mover, area);
    offerReactions(tx, power, mover, from, area); // opt:12.3.7.4 (reaction.ts)
  }
}

/** 7.3.5 corps still aboard when their power ends its Land Movement Step are lost with their factors. */
function loseUnlanded(tx: Tx, power: MajorPower): void {
  for (const c of corpsAboard(tx.state, power)) {
    const area = fleetArea(tx, (c.location as { fleet: string }).fleet);
    patch(tx, { corps: tx.state.corps.filter((x) => x.counter !== c.counter) });
    if (area === null) continue;
    unstackLeaders(tx, c, area, '7.3.5');
    const n = totalFactors(c.factors);
    if (n > 0) {
      // 2.4.2 / 6.2.5.2 the count of a whole corps lost at sea is its strength: the owner's secret
      emit(tx, { type: 'factorsChanged', nationality: c.nationality, owner: power, counter: c.counter, area, delta: -n, factors: c.factors, rule: '7.3.5', reason: 'not disembarked', countSecret: true });
    }
    emit(tx, { type: 'counterRemoved', counter: c.counter, owner: power, area, kind: 'corps', rule: '7.3.5', reason: 'not disembarked' });
  }
}

// ---- answers other powers give in the middle of a power's movement (7.3.6.2, 10.3.4.3) -------------

/** A decision another power answers before the movers go on. */
const isReaction = (d: PendingDecision) => d.step === 'land/movement' && d.kind !== 'land/movement';

/** While reactions are pending every mover's orders are held (their decisions closed, reopened after). */
function suspendForReactions(tx: Tx): void {
  if (!tx.state.pending.some(isReaction)) return;
  const held = tx.state.pending.filter((d) => d.kind === 'land/movement').map((d) => d.power);
  if (held.length === 0) return;
  patchLand(tx, { suspended: [...new Set([...(landTurn(tx.state).suspended ?? []), ...held])] });
  patch(tx, { pending: tx.state.pending.filter((d) => d.kind !== 'land/movement') });
}

/** Once every reaction is answered the held movers give orders again. */
export function resumeMovement(tx: Tx): void {
  if (tx.state.pending.some(isReaction)) return;
  const held = landTurn(tx.state).suspended ?? [];
  if (held.length === 0) return;
  patchLand(tx, { suspended: [] });
  for (const p of held) openMovement(tx, p);
}

/**
 * 7.3.6.2 a counter entering an area with a garrisoned enemy depot: the garrison's owner may
 * destroy the depot before the mover goes on or stays to fight (asked once per entering counter).
 */
function askDepotGarrisons(tx: Tx, power: MajorPower, mover: Mover, area: AreaId): void {
  for (const depot of garrisonedEnemyDepots(tx.state, power, area)) {
    const key = `${depot.id}>${mover.counter}`;
    const asked = landTurn(tx.state).reactionsAsked ?? [];
    if (asked.includes(key)) continue;
    patchLand(tx, { reactionsAsked: [...asked, key] });
    openDecision(tx, {
      power: depot.owner,
      kind: 'land/depotGarrison',
      step: 'land/movement',
      rule: '7.3.6.2',
      prompt: `${POWER_NAMES[power]} entered area ${area}, where your depot stands garrisoned: keep it, or destroy it now.`,
      secret: false,
      select: 'one',
      group: null,
      options: depotGarrisonOptions(tx.state, landMap(tx), depot, power, mover.counter),
    });
  }
}

/**
 * 10.3.4.3 a counter moved into another power's territory by forcible access: that power may
 * declare war at once (4.2 limits and points) on the mover and on any other power using
 * forcible access in its territory this turn; asked once for each such counter and turn.
 */
function askAccessWar(tx: Tx, power: MajorPower, mover: Mover, area: AreaId): void {
  const owner = forcibleAccessOwner(tx.state, landMap(tx), power, area, mover.counter);
  if (owner === null || !tx.state.powers[owner].inPlay) return;
  const option = declareWarOptions(tx.state, owner, landMap(tx)).find((o) => o.value === power);
  if (!option?.verdict.ok) return;
  const key = `war:${owner}>${mover.counter}`;
  const asked = landTurn(tx.state).reactionsAsked ?? [];
  if (asked.includes(key)) return;
  patchLand(tx, { reactionsAsked: [...asked, key] });
  openDecision(tx, {
    power: owner,
    kind: 'political/declareWar',
    step: 'land/movement',
    rule: '10.3.4.3',
    prompt: `${POWER_NAMES[power]} moved a counter into your territory (area ${area}) by forcible access: you may declare war on it now (4.2.1.1 political points), or let it pass.`,
    secret: false,
    select: 'many',
    group: null,
    // the mover first, then any other power using forcible access in its territory this turn (combined movement)
    options: [power, ...usersOf(tx, owner).filter((p) => p !== power)].flatMap((p) => {
      const o = declareWarOptions(tx.state, owner, landMap(tx)).find((x) => x.value === p);
      return o ? [{ ...o, label: `Declare war on ${POWER_NAMES[p]}` }] : [];
    }),
  });
}

/** 10.3.4.3 powers that used forcible access in `owner`'s territory this turn. */
const usersOf = (tx: Tx, owner: MajorPower): MajorPower[] =>
  (landTurn(tx.state).forcibleAccess ?? []).filter((x) => x.owner === owner && !atWar(tx.state, x.power, owner)).map((x) => x.power);

/**
 * 10.3.4.3 the territory's owner answered: a declaration takes effect at once (4.2); the
 * counter that entered now stands in enemy territory, so 7.3.8 applies where it is and it
 * stops there if enemy corps stand in the field. Then the movers go on.
 */
export function answerAccessWar(tx: Tx, decision: PendingDecision, answer: DecisionAnswer): void {
  const owner = decision.power;
  const targets = (Array.isArray(answer) ? answer : [answer]).filter((p): p is MajorPower => (MAJOR_POWERS as readonly unknown[]).includes(p));
  if (targets.length > 0) {
    resolveDeclarations(tx, { id: decision.id, kind: 'political/declareWar', rule: '10.3.4.3', secret: false, powers: [owner], answers: { [owner]: targets } });
    beginCallsAfterAccessWar(tx, owner, targets); // 10.3.4.3 (v2.71) allies may be called as in 4.3
    const key = [...(landTurn(tx.state).reactionsAsked ?? [])].reverse().find((k) => k.startsWith(`war:${owner}>`));
    const mover = key ? moverOf(tx.state, key.slice(`war:${owner}>`.length)) : undefined;
    const power = mover ? operatorOf(tx.state, mover.corps ?? mover) : null;
    if (mover && power !== null && targets.includes(power)) {
      if (stopsIn(tx.state, power, mover, mover.area)) {
        saveRecord(tx, { ...moveRecord(tx.state, mover), stopped: true });
        declareCombat(tx, power, mover.area);
      }
    }
  }
  resumeMovement(tx);
}

/** The counter that last entered the depot's area and its power (the one the garrison surrenders to). */
function depotEnteredBy(tx: Tx, depot: Depot): { counter: CounterId; power: MajorPower | null } | null {
  const key = [...(landTurn(tx.state).reactionsAsked ?? [])].reverse().find((k) => k.startsWith(`${depot.id}>`));
  const mover = key ? moverOf(tx.state, key.slice(depot.id.length + 1)) : undefined;
  return mover ? { counter: mover.counter, power: operatorOf(tx.state, mover.corps ?? mover) } : null;
}

/** Factors that surrendered become prisoners of `holder` (held until peace or exchange). */
export function takePrisoners(tx: Tx, holder: MajorPower, nationality: Nationality, factors: Factors): void {
  addPrisoners(tx, holder, nationality, factors); // one pool for every capture (10.2.1.3 tags a minor's captures there)
}

/**
 * 7.3.6.2 the garrison owner destroys the depot: the garrison goes into `city` as far as it
 * has room (infantry first), the rest surrenders to the power that entered.
 */
function destroyGuardedDepot(tx: Tx, depot: Depot, city: CityId | null): void {
  const entered = depotEnteredBy(tx, depot);
  const holder = entered?.power ?? null;
  let room = city === null ? 0 : refugeRoom(tx.state, landMap(tx), depot.owner, depot.area, city, entered?.counter ?? null).room;
  const guards = depotGarrisons(tx.state, depot);
  patch(tx, { depots: tx.state.depots.filter((d) => d.id !== depot.id), garrisons: tx.state.garrisons.filter((g) => !guards.includes(g)) });
  emit(tx, { type: 'depotRemoved', owner: depot.owner, area: depot.area, depot: depot.id, rule: '7.3.6.2' });
  for (const g of guards) {
    const surrendered: Record<string, number> = {};
    for (const type of GARRISON_FACTOR_TYPES) { // 7.3.3.3.1 irregular factors go in (or are lost) too
      const n = g.factors[type] ?? 0;
      const moved = Math.min(room, n);
      room -= moved;
      if (moved > 0) addToGarrison(tx, { nationality: g.nationality, area: g.area, place: { kind: 'city', city: city! } }, type, moved);
      if (n > moved) surrendered[type] = n - moved;
    }
    garrisonLost(tx, g.nationality, g.area, surrendered, '7.3.6.2', `the garrison of a destroyed depot surrendered${holder ? ` to ${POWER_NAMES[holder]}` : ''}`, holder);
  }
}

/** 7.3.6.2 the garrison owner's answer; the movers go on once nothing else waits. */
export function applyDepotGarrisonAnswer(tx: Tx, _power: MajorPower, value: string): void {
  const answer = parseDepotGarrisonAnswer(value);
  const depot = answer ? tx.state.depots.find((d) => d.id === answer.depot) : undefined;
  if (answer?.kind === 'destroy' && depot) destroyGuardedDepot(tx, depot, answer.city);
  resumeMovement(tx);
}
