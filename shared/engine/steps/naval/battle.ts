// 6.3 A naval battle from start to finish: evasion (6.3.2), the wind gauge and the fire
// (6.3.3, harbour guns 6.3.3.3), victory and points (6.3.4), leader casualties (12.7, v2.71
// 12.2.7), losses consolidated (6.3.6, transports 6.2.5.3), retreat and pursuit (6.3.5). The
// battle stays in `turn.naval.battle` while a power must answer; once it is over the naval
// driver (index.ts) files it and carries on with whatever it interrupted.
import { POWER_NAMES, controllerOf } from '../../../model';
import type { DecisionOption, Fleet, FleetId, MajorPower, NavalBattleProgress, NavalBattleRecord, NavalFire, NavalPlace, NavalSide, PendingDecision } from '../../../model';
import { LEGAL } from '../../../model';
import {
  allocateLosses, fireModifiers, harbourFire, navalFire, navalOutcome, navalPoints, navalSide, parsePlace, placeKey, placeName, reachable, retreatPorts, retreatSeas,
  standingEvasion, transportLosses, evades, mayUsePort, isFriendlyPort, windGauge, offBoardPlace, OFF_BOARD_EVASION,
} from '../../../rules/naval';
import { woundedUntil } from '../../../rules/land/combat';
import { emit, openDecision, patch, roll, serial } from '../../tx';
import type { Tx } from '../../tx';
import { politicalPoints } from '../effects';
import { areaOfPlace, changeShips, fleetById, fleetsByIds, harbourGunsFor, loseCorps, markDone, navalCtx, navalTurn, patchNaval, relocate, removeFleet } from './navalState';
import { advancedEnabled, askChase, blockading, fightAdvanced, openTactics } from './advanced';
import { askWithdraw, bringHomeDisabled, stageAfterRetreat } from './advancedAftermath';
import { LOSS_CHOICE_KINDS, settleLossChoices } from './losses';
import { scuttleFleets } from './scuttle';
import { offBoardDisabled } from './westIndiesBattle';

export interface BattleStart {
  readonly place: NavalPlace;
  readonly cause: NavalBattleRecord['cause'];
  readonly attacker: readonly Fleet[];
  readonly defender: readonly Fleet[];
  /** 6.3.2 the defender may try to evade (an attack at sea in the combat step). */
  readonly evasion: boolean;
  /** 6.3.5.3 the defender came out of the box's port: beaten, it goes back in. */
  readonly defenderFromPort?: boolean;
  /** 6.3.3.1 / 6.3.5.3 the attacker came out of the box's port to attack the blockaders there. */
  readonly attackerFromPort?: boolean;
  readonly declared?: readonly MajorPower[];
  readonly then: NavalBattleProgress['then'];
}

const other = (s: 'attacker' | 'defender') => (s === 'attacker' ? 'defender' : 'attacker');
export const battleOf = (tx: Tx): NavalBattleProgress | undefined => navalTurn(tx.state).battle;
function setBattle(tx: Tx, p: NavalBattleProgress): void {
  patchNaval(tx, { battle: p });
}
const setRecord = (tx: Tx, p: NavalBattleProgress, changes: Partial<NavalBattleRecord>): NavalBattleProgress => {
  const next = { ...p, record: { ...p.record, ...changes } };
  setBattle(tx, next);
  return next;
};

/** Survivors of a side: its fleets still on the map. */
export const sideFleets = (tx: Tx, side: NavalSide): Fleet[] => fleetsByIds(tx.state, side.fleets);
const leadPower = (side: NavalSide): MajorPower => side.powers[0]!;

/** 6.3 begin a battle: the record, then as far as it goes without an answer. */
export function startNavalBattle(tx: Tx, start: BattleStart): void {
  const id = `n${navalTurn(tx.state).battles.length + 1}-${serial(tx.state, 2)}`;
  // opt:12.2.7.3~2 a box off the map is open water: fought as at sea
  const kind = start.place.kind === 'sea' || start.place.kind === 'offBoard' ? 'sea' : start.place.kind === 'port' ? 'port' : 'box';
  const record: NavalBattleRecord = {
    id, place: placeKey(start.place), placeName: placeName(navalCtx(tx), placeKey(start.place)),
    fleetNames: Object.fromEntries([...start.attacker, ...start.defender].map((f) => [f.id, f.name])), kind, cause: start.cause, phasing: tx.state.cursor.phasing[0] ?? leadPowerOf(tx, start.attacker),
    attacker: navalSide(tx.state, start.attacker), defender: navalSide(tx.state, start.defender),
    ...(start.declared && start.declared.length > 0 ? { declared: start.declared } : {}),
    windGauge: null, windRule: '6.3.3.1', fires: [], losses: { attacker: 0, defender: 0 }, outcome: null,
    removedFleets: [], lostCorps: [], stage: start.evasion ? 'evasion' : 'fighting',
  };
  // 6.3.3.2 each fleet's ships at the start, for the owners' choice of which fleets lose ships
  const startShips = Object.fromEntries([...start.attacker, ...start.defender].map((f) => [f.id, f.ships]));
  setBattle(tx, { record, loser: null, loserFromPort: start.defenderFromPort ?? false, ...(start.attackerFromPort ? { attackerFromPort: true } : {}), then: start.then, startShips });
  emit(tx, { type: 'navalBattle', record, rule: '6.3' });
  advanceBattle(tx);
}

const leadPowerOf = (tx: Tx, fleets: readonly Fleet[]): MajorPower => controllerOf(tx.state, fleets[0]!.nationality) ?? 'britain';

/** Run the battle's stages until a power must answer or it is over. */
export function advanceBattle(tx: Tx): void {
  for (let guard = 0; guard < 20; guard++) {
    const p = battleOf(tx);
    if (!p || p.record.stage === 'over') return;
    if (tx.state.pending.some((d) => d.kind.startsWith('naval/') && d.step === tx.state.cursor.step && isBattleDecision(d))) return;
    switch (p.record.stage) {
      case 'evasion':
        return askEvasion(tx, p);
      case 'tactics':
        return openTactics(tx, p);
      case 'fighting':
        if (advancedEnabled(tx, p) && p.advanced === undefined) {
          setRecord(tx, p, { stage: 'tactics' });
          continue;
        }
        // 12.2.6 (option) advanced combat goes on to the chase or straight to the settling
        if (advancedEnabled(tx, p)) fightAdvanced(tx, p);
        else {
          fightStandard(tx, p);
          setRecord(tx, battleOf(tx)!, { stage: 'settle' });
        }
        continue;
      case 'chase':
        // opt:12.2.7.3~2 no pursuit off the map: no general chase either
        if (offBoardPlace(p.record.place)) {
          setRecord(tx, p, { stage: 'settle' });
          continue;
        }
        return askChase(tx, p);
      case 'settle':
        // 6.3.3.2 / 12.2.5 the owners put the losses on the fleets they choose first
        if (!settleLossChoices(tx)) return;
        settleLosses(tx);
        continue;
      case 'retreat':
        if (!retreatLoser(tx, battleOf(tx)!)) return;
        continue;
      case 'pursuit':
        if (!askPursuit(tx, battleOf(tx)!)) return;
        continue;
      case 'withdraw':
        // 12.2.6.1.8 (option) the victor, or both sides with no victor, may make for port (advancedAftermath.ts)
        if (!askWithdraw(tx, battleOf(tx)!)) return;
        continue;
    }
  }
}

const BATTLE_KINDS = ['naval/evade', 'naval/retreat', 'naval/seaRetreat', 'naval/pursue', 'naval/tactic', 'naval/closing', 'naval/chase', 'naval/hulkPort', 'naval/withdraw', ...LOSS_CHOICE_KINDS];
export const isBattleDecision = (d: PendingDecision): boolean => BATTLE_KINDS.includes(d.kind);

// ---- 6.3.2 evasion ----------------------------------------------------------------------------

/** 6.3.2.1 the highest die that evades: 2 on the map, opt:12.2.7.3~2 3 in the Canaries and the West Indies. */
const evasionMax = (p: NavalBattleProgress): number => (offBoardPlace(p.record.place) ? OFF_BOARD_EVASION : 2);

function askEvasion(tx: Tx, p: NavalBattleProgress): void {
  const d = p.record.defender;
  const max = evasionMax(p);
  openDecision(tx, {
    power: leadPower(d), kind: 'naval/evade', step: tx.state.cursor.step, rule: '6.3.2',
    prompt: `${POWER_NAMES[leadPower(p.record.attacker)]} attacks your ${d.ships} ships at ${placeName(navalCtx(tx), p.record.place)} with ${p.record.attacker.ships}: try to evade (${max === 2 ? 'a 1 or 2' : `1 to ${max}`} on one die), or stand and fight?`,
    secret: false, select: 'one', group: null,
    options: [
      { value: 'evade', label: 'Try to evade (the stack retreats as if beaten, no points)', verdict: LEGAL },
      { value: 'stand', label: 'Stand and fight', verdict: LEGAL },
    ],
  });
}

/** 6.3.2.1 the defender's answer: an evasion roll, or the battle. */
export function answerEvasion(tx: Tx, choice: string): void {
  const p = battleOf(tx);
  if (!p) return;
  if (choice !== 'evade') {
    setRecord(tx, p, { stage: 'fighting' });
    return advanceBattle(tx);
  }
  const die = roll(tx, '6.3.2.1', 'naval evasion');
  const evaded = evades(die, evasionMax(p));
  // opt:12.2.7.3~2 off the map there is no retreat: the evader stays in its box and the battle is off
  if (evaded && offBoardPlace(p.record.place)) {
    setRecord(tx, p, { evasion: { die, evaded }, outcome: 'evaded', stage: 'over' });
    return advanceBattle(tx);
  }
  const next = setRecord(tx, p, { evasion: { die, evaded }, stage: evaded ? 'retreat' : 'fighting', ...(evaded ? { outcome: 'evaded' as const } : {}) });
  // 6.3.2.1 the evader retreats as a beaten stack would; 6.3.2.2 no points
  if (evaded) setBattle(tx, { ...next, loser: 'defender' });
  advanceBattle(tx);
}

/** 19.1.1 (6.3.2) standing procedure for the defender: evade unless it has more ships. */
export const standingEvadeAnswer = (p: NavalBattleProgress): string => (standingEvasion(p.record.defender.ships, p.record.attacker.ships) ? 'evade' : 'stand');

// ---- 6.3.3 the fight -----------------------------------------------------------------------------

function applyLosses(tx: Tx, side: NavalSide, n: number, rule: string): number {
  const fleets = sideFleets(tx, side);
  const split = allocateLosses(tx.state, fleets, n, tx.state.options.rules.proportionalNavalLosses);
  let total = 0;
  for (const [id, k] of split) {
    changeShips(tx, id, -k, rule, 'naval combat losses');
    total += k;
  }
  return total;
}

/**
 * 6.3.3.1-6.3.3.3 the standard fight. In a port the harbour guns fire first at the attacker,
 * then the attacker's survivors, then the defender's (the attacker has the wind gauge). A stack
 * blockading fleets that come out of its port (6.3.3.1) has the gauge too; otherwise each side
 * rolls for it (+1 British, +1 Nelson, at most 6): the winner fires first and the other side
 * replies with what is left, equal rolls fire together.
 */
function fightStandard(tx: Tx, p: NavalBattleProgress): void {
  const rec = p.record;
  const fires: NavalFire[] = [];
  const lost = { attacker: 0, defender: 0 };
  const guns = harbourGunsFor(tx, p.record);
  if (guns !== null) {
    const f = harbourFire(guns, roll(tx, '6.3.3.3', 'harbour defences'));
    fires.push(f);
    lost.attacker += applyLosses(tx, rec.attacker, f.losses, '6.3.3.3');
  }
  let gauge: 'attacker' | 'defender' | null;
  let wind: NavalBattleRecord['wind'] = null;
  let windRule = '6.3.3.1';
  if (rec.kind === 'port') gauge = 'attacker';
  else if (rec.cause === 'exit') gauge = 'attacker'; // the blockaders (intercepting) against fleets coming out of their port
  // 6.2.6.1 the blockaders, attacked by the fleet shut in a lost port; 6.3.3.1 or by fleets that came out of their port to attack them
  else if (rec.cause === 'portLost' || p.attackerFromPort) gauge = 'defender';
  else {
    const a = roll(tx, '6.3.3.1', 'wind gauge (attacker)');
    const d = roll(tx, '6.3.3.1', 'wind gauge (defender)');
    const w = windGauge(a, d, rec.attacker, rec.defender);
    wind = { attacker: a, defender: d, attackerModified: w.attackerModified, defenderModified: w.defenderModified };
    gauge = w.gauge;
    windRule = '6.3.3.1';
  }
  const fire = (side: 'attacker' | 'defender') => {
    const strength = sideFleets(tx, rec[side]).reduce((n, f) => n + f.ships, 0);
    const f = navalFire(side, strength, roll(tx, '6.3.3.2', `naval combat (${side})`), fireModifiers(rec[side], tx.state));
    fires.push(f);
    return f;
  };
  if (gauge === null) {
    const fa = fire('attacker');
    const fd = fire('defender');
    lost.defender += applyLosses(tx, rec.defender, fa.losses, '6.3.3.2');
    lost.attacker += applyLosses(tx, rec.attacker, fd.losses, '6.3.3.2');
  } else {
    const first = fire(gauge);
    lost[other(gauge)] += applyLosses(tx, rec[other(gauge)], first.losses, '6.3.3.2');
    const second = fire(other(gauge));
    lost[gauge] += applyLosses(tx, rec[gauge], second.losses, '6.3.3.2');
  }
  const outcome = navalOutcome({ ships: rec.attacker.ships, lost: lost.attacker }, { ships: rec.defender.ships, lost: lost.defender });
  setRecord(tx, p, { fires, wind, windGauge: gauge, windRule, losses: lost, outcome });
}

/**
 * After the fire: 6.3.4.2 political points, 12.7 leader casualties, 6.3.6 empty fleets removed
 * (6.2.5.3 transports first, Nelson captured with a stack wiped out), then the retreat.
 */
function settleLosses(tx: Tx): void {
  let p = battleOf(tx)!;
  const rec = p.record;
  const outcome = rec.outcome;
  const loser = outcome === 'attacker' ? 'defender' : outcome === 'defender' ? 'attacker' : null;
  // 6.3.4.2 points for a victory (a draw, 6.3.4.1, changes none); 12.2.6.1.6.3 / 12.2.6.3.3 the same by fleet counters in advanced battles
  let points: { power: MajorPower; delta: number }[] = [];
  if (loser !== null) {
    points = navalPoints(rec[other(loser)], rec[loser]);
    for (const x of points) politicalPoints(tx, x.power, x.delta, x.delta > 0 ? '6.3.4.2' : '6.3.4.2', `naval ${x.delta > 0 ? 'victory' : 'defeat'} at ${placeName(navalCtx(tx), rec.place)}`);
  }
  naval1227Casualties(tx, p);
  // 12.2.6.1.9 (option) disabled ships brought home as hulks
  // opt:12.2.7.3~2 off the map they are lost on 1-3 or stay in the box as hulks
  if (p.record.advanced) {
    if (offBoardPlace(rec.place)) offBoardDisabled(tx, p);
    else bringHomeDisabled(tx, p);
  }
  const removedFleets: FleetId[] = [];
  const lostCorps: string[] = [];
  let nelsonCaptured = false;
  for (const side of ['attacker', 'defender'] as const) {
    const fleets = sideFleets(tx, rec[side]);
    const empty = fleets.filter((f) => f.ships === 0);
    if (empty.length === 0) continue;
    const survivors = fleets.filter((f) => f.ships > 0);
    // 6.2.5.3 corps carried by lost fleets, beyond the fleets left, are lost (12.2.4: factors beyond ten a fleet)
    const t = transportLosses(tx.state, survivors, empty.map((f) => f.id), tx.state.options.rules.reducedNavalTransport);
    for (const m of t.moved) patch(tx, { corps: tx.state.corps.map((c) => (c.counter === m.counter ? { ...c, location: { kind: 'fleet', fleet: m.fleet } } : c)) });
    for (const c of t.cut) {
      const corps = tx.state.corps.find((x) => x.counter === c.counter)!;
      const factors = { ...corps.factors } as Record<string, number>;
      for (const [k, n] of Object.entries(c.factors)) factors[k] = (factors[k] ?? 0) - (n ?? 0);
      patch(tx, { corps: tx.state.corps.map((x) => (x.counter === c.counter ? { ...x, factors } : x)) });
      emit(tx, { type: 'factorsChanged', nationality: corps.nationality, owner: controllerOf(tx.state, corps.nationality), counter: corps.counter, area: areaOfPlace(tx, parsePlace(navalCtx(tx), rec.place)!), delta: -Object.values(c.factors).reduce((a, b) => a + (b ?? 0), 0), factors: c.factors, rule: '12.2.4', reason: 'too many factors aboard the fleets left' });
    }
    const captor = leadPower(rec[other(side)]);
    for (const counter of t.lost) {
      // 6.2.5.3 if every corps aboard is lost so, their leaders are captured
      const leaders = tx.state.leaders.filter((l) => l.location.kind === 'corps' && l.location.counter === counter);
      const allLost = t.moved.length === 0;
      loseCorps(tx, counter as never, '6.2.5.3', 'its transport was sunk');
      lostCorps.push(counter);
      if (allLost) captureLeaders(tx, leaders.map((l) => l.id), captor, rec.place);
    }
    // 6.3.6 Nelson goes on with another fleet of the stack, or is taken with the last of it
    const nelson = tx.state.leaders.find((l) => l.id === 'nelson' && l.location.kind === 'fleet' && empty.some((f) => f.id === (l.location as { fleet: FleetId }).fleet));
    if (nelson) {
      if (survivors.length > 0) {
        patch(tx, { leaders: tx.state.leaders.map((l) => (l.id === nelson.id ? { ...l, location: { kind: 'fleet', fleet: survivors[0]!.id } } : l)) });
      } else {
        captureLeaders(tx, [nelson.id], captor, rec.place);
        nelsonCaptured = true;
      }
    }
    for (const f of empty) {
      removeFleet(tx, f.id, 'empty', '6.3.6');
      removedFleets.push(f.id);
    }
  }
  p = battleOf(tx)!;
  setBattle(tx, {
    ...p, loser,
    record: { ...p.record, points, removedFleets, lostCorps: lostCorps as never, ...(nelsonCaptured ? { nelsonCaptured } : {}), stage: 'retreat' },
  });
}

function captureLeaders(tx: Tx, ids: readonly string[], by: MajorPower, place: string): void {
  for (const id of ids) {
    const l = tx.state.leaders.find((x) => x.id === id);
    if (!l) continue;
    patch(tx, { leaders: tx.state.leaders.map((x) => (x.id === id ? { ...x, location: { kind: 'captured', by } } : x)) });
    emit(tx, { type: 'leaderCaptured', leader: id, owner: l.owner, by, area: areaOfPlace(tx, parsePlace(navalCtx(tx), place)!), rule: id === 'nelson' ? '6.3.6' : '6.2.5.3' });
  }
}

/**
 * 12.7 (option) after a naval combat each side with a leader rolls two dice: 12 strikes him (v2.71
 * 12.2.7.1 with the Nelson option: 11 or 12; 12.2.7.2 plus his closing modifier in a melee), then
 * one die: 6 killed, else wounded for that many months.
 */
function naval1227Casualties(tx: Tx, p: NavalBattleProgress): void {
  // v2.71 12.2.7 (the Nelson option, required by 12.2.6) plays 12.7 at sea even without the land option
  if (!tx.state.options.rules.leaderCasualties && !tx.state.options.rules.nelson) return;
  for (const side of ['attacker', 'defender'] as const) {
    const fleets = p.record[side].fleets;
    const leaders = tx.state.leaders.filter((l) => l.location.kind === 'fleet' && fleets.includes(l.location.fleet));
    if (leaders.length === 0) continue;
    const a = roll(tx, '12.7', 'leader casualty check');
    const b = roll(tx, '12.7', 'leader casualty check');
    const bonus = p.advanced && p.record.advanced?.chits?.[side] === 'melee' ? p.advanced.closingMod : 0;
    const threshold = tx.state.options.rules.nelson ? 11 : 12;
    if (a + b + bonus < threshold) continue;
    const pick = leaders.length > 1 ? roll(tx, '12.7', 'which leader', leaders.length) : 1;
    const leader = leaders[pick - 1]!;
    const fate = roll(tx, '12.7', 'leader casualty fate');
    const area = areaOfPlace(tx, parsePlace(navalCtx(tx), p.record.place)!);
    if (fate === 6) {
      patch(tx, { leaders: tx.state.leaders.map((l) => (l.id === leader.id ? { ...l, location: { kind: 'killed' } } : l)) });
      emit(tx, { type: 'leaderCasualty', leader: leader.id, owner: leader.owner, area, result: 'killed', months: 0, until: null, rule: '12.7' });
    } else {
      const until = woundedUntil(tx.state.date, fate);
      patch(tx, { leaders: tx.state.leaders.map((l) => (l.id === leader.id ? { ...l, location: { kind: 'wounded', until } } : l)) });
      emit(tx, { type: 'leaderCasualty', leader: leader.id, owner: leader.owner, area, result: 'wounded', months: fate, until, rule: '12.7' });
    }
  }
}

// ---- 6.3.5 retreat and pursuit ------------------------------------------------------------------

/**
 * 6.3.5 the loser's survivors retreat. Port battles (6.3.5.2): the attackers go back to the
 * blockade box, the defenders stay. A box battle lost by fleets that came out of the port
 * (6.3.5.3): back into the port. Otherwise (6.3.5.1) the loser picks among the nearest open
 * friendly ports within seven points, or an adjacent sea area the victor picks. Returns false
 * while a power must answer.
 */
function retreatLoser(tx: Tx, p: NavalBattleProgress): boolean {
  const rec = p.record;
  // opt:12.2.7.3~2 neither side retreats or pursues after a battle off the map
  if (offBoardPlace(rec.place)) {
    setRecord(tx, p, { retreat: null, stage: 'over' });
    return true;
  }
  const ctx = navalCtx(tx);
  const place = parsePlace(ctx, rec.place)!;
  if (rec.kind === 'port' && place.kind === 'port') {
    const attackers = sideFleets(tx, rec.attacker).map((f) => f.id);
    if (attackers.length > 0) relocate(tx, attackers, { kind: 'blockade', city: place.city }, null, '6.3.5.2');
    markDone(tx, attackers.filter((id) => isPhasingFleet(tx, id)));
    setRecord(tx, p, { retreat: attackers.length > 0 ? { side: 'attacker', to: `box:${place.city}` } : null, stage: 'over' });
    return true;
  }
  if (p.loser === null) {
    setRecord(tx, p, { stage: stageAfterRetreat(p) });
    return true;
  }
  // 6.2.6.1 fleets shut in a lost port that fought their blockaders: beaten, they are scuttled (won, they stay in the box)
  if (p.then.kind === 'portLost' && p.loser === 'attacker' && place.kind === 'blockade') {
    const beaten = sideFleets(tx, rec.attacker);
    if (beaten.length > 0) scuttleFleets(tx, beaten, place.city, '6.2.6.1');
    setRecord(tx, p, { retreat: null, stage: 'over' });
    return true;
  }
  const losers = sideFleets(tx, rec[p.loser]).map((f) => f.id);
  if (losers.length === 0) {
    setRecord(tx, p, { retreat: null, stage: 'pursuit' });
    return true;
  }
  // 6.3.5.3 back into the port only when the loser's stack came out of it: as interceptee (defender) or as attacker
  const loserFromPort = p.loser === 'defender' ? p.loserFromPort : p.attackerFromPort === true;
  const port = place.kind === 'blockade' ? ctx.naval.port(place.city) : undefined;
  // opt:12.2.6.2 beaten by the blockaders, the surviving blockaded ships are returned to port (one open to them)
  const runnersHome = rec.advanced !== undefined && port !== undefined && blockading(tx, rec) !== p.loser &&
    (mayUsePort(tx.state, ctx, leadPower(rec[p.loser]), port) || isFriendlyPort(tx.state, ctx, leadPower(rec[p.loser]), port));
  if (rec.kind === 'box' && port && (loserFromPort || runnersHome)) {
    relocate(tx, losers, { kind: 'port', area: port.area, city: port.city }, null, loserFromPort ? '6.3.5.3' : 'opt:12.2.6.2');
    markDone(tx, losers.filter((id) => isPhasingFleet(tx, id)));
    setRecord(tx, p, { retreat: { side: p.loser, to: `port:${port.city}` }, stage: 'pursuit' });
    return true;
  }
  const power = leadPower(rec[p.loser]);
  const ports = retreatPorts(tx.state, ctx, power, place);
  const seas = retreatSeas(tx.state, ctx, power, place);
  if (ports.length === 0 && seas.length === 0) {
    // nowhere to go (ice, straits): the survivors stay where they fought
    markDone(tx, losers.filter((id) => isPhasingFleet(tx, id)));
    setRecord(tx, p, { retreat: { side: p.loser, to: rec.place }, stage: stageAfterRetreat(p) });
    return true;
  }
  const options: DecisionOption[] = [
    ...ports.map((x) => ({ value: `port:${x.city}`, label: `Retreat to ${ctx.naval.port(x.city as never)?.name ?? x.city} (${x.distance} point${x.distance === 1 ? '' : 's'} away)`, verdict: LEGAL })),
    ...(seas.length > 0 ? [{ value: 'sea', label: `Retreat to a sea area next to the battle, of ${POWER_NAMES[leadPower(rec[other(p.loser)])]}'s choosing (no pursuit)`, verdict: LEGAL }] : []),
  ];
  if (options.length === 1 && options[0]!.value === 'sea') {
    askSeaRetreat(tx, p);
    return false;
  }
  openDecision(tx, {
    power, kind: 'naval/retreat', step: tx.state.cursor.step, rule: '6.3.5.1',
    prompt: `Your fleets lost the naval battle at ${placeName(ctx, rec.place)}: retreat to the nearest open friendly port, or to a sea area next to it.`,
    secret: false, select: 'one', group: null, options,
  });
  return false;
}

const isPhasingFleet = (tx: Tx, id: FleetId): boolean => {
  const f = fleetById(tx.state, id);
  const p = f ? controllerOf(tx.state, f.nationality) : null;
  return p !== null && tx.state.cursor.phasing.includes(p);
};

function askSeaRetreat(tx: Tx, p: NavalBattleProgress): void {
  const ctx = navalCtx(tx);
  const loser = p.loser!;
  const place = parsePlace(ctx, p.record.place)!;
  const seas = retreatSeas(tx.state, ctx, leadPower(p.record[loser]), place);
  openDecision(tx, {
    power: leadPower(p.record[other(loser)]), kind: 'naval/seaRetreat', step: tx.state.cursor.step, rule: '6.3.5.1.1',
    prompt: `${POWER_NAMES[leadPower(p.record[loser])]}'s beaten fleets retreat to a sea area next to ${placeName(ctx, p.record.place)}: choose which.`,
    secret: false, select: 'one', group: null,
    options: seas.map((s) => ({ value: `sea:${s}`, label: placeName(ctx, `sea:${s}`), verdict: LEGAL })),
  });
}

/** 6.3.5.1 the loser's choice: a port (then the victor may pursue) or the sea (the victor picks the area). */
export function answerRetreat(tx: Tx, choice: string): void {
  const p = battleOf(tx);
  if (!p || p.loser === null) return;
  if (choice === 'sea') {
    askSeaRetreat(tx, p);
    return;
  }
  const ctx = navalCtx(tx);
  const port = ctx.naval.port(choice.slice('port:'.length) as never);
  const losers = sideFleets(tx, p.record[p.loser]).map((f) => f.id);
  if (port) relocate(tx, losers, { kind: 'port', area: port.area, city: port.city }, null, '6.3.5.1');
  markDone(tx, losers.filter((id) => isPhasingFleet(tx, id)));
  setRecord(tx, p, { retreat: { side: p.loser, to: choice }, stage: 'pursuit' });
  advanceBattle(tx);
}

/** 6.3.5.1.1 the victor sends the loser to an adjacent sea area; no pursuit. */
export function answerSeaRetreat(tx: Tx, choice: string): void {
  const p = battleOf(tx);
  if (!p || p.loser === null) return;
  const losers = sideFleets(tx, p.record[p.loser]).map((f) => f.id);
  relocate(tx, losers, { kind: 'sea', area: choice.slice('sea:'.length) as never }, null, '6.3.5.1.1');
  markDone(tx, losers.filter((id) => isPhasingFleet(tx, id)));
  setRecord(tx, p, { retreat: { side: p.loser, to: choice }, stage: stageAfterRetreat(p) });
  advanceBattle(tx);
}

/**
 * 6.3.5.1 some, none or all of the victor's fleets may follow the loser to its port and blockade
 * it; 6.3.5.3 a victor in a blockade box may instead go into the port when it may use it.
 * Returns false while the victor must answer.
 */
function askPursuit(tx: Tx, p: NavalBattleProgress): boolean {
  const rec = p.record;
  const ctx = navalCtx(tx);
  const victor = p.loser !== null ? other(p.loser) : null;
  const options: DecisionOption[] = [];
  const place = parsePlace(ctx, rec.place)!;
  if (victor !== null) {
    const fleets = sideFleets(tx, rec[victor]);
    const power = leadPower(rec[victor]);
    const to = rec.retreat?.to ?? '';
    if (to.startsWith('port:') && fleets.length > 0 && to !== `port:${(place as { city?: string }).city ?? ''}`) {
      const box = `box:${to.slice('port:'.length)}`;
      const reach = reachable(tx.state, ctx, power, fleets, place, 7, true);
      if (reach.has(box)) for (const f of fleets) options.push({ value: f.id, label: `${f.name} (${f.ships} ships) pursues to ${placeName(ctx, box)}`, verdict: LEGAL });
    }
  }
  // 6.3.5.3 the victor of a box battle may go into the port if it is its own or it has access
  if (place.kind === 'blockade' && victor !== null) {
    const port = ctx.naval.port(place.city);
    const power = leadPower(rec[victor]);
    if (port && sideFleets(tx, rec[victor]).length > 0 && (mayUsePort(tx.state, ctx, power, port) || isFriendlyPort(tx.state, ctx, power, port)))
      options.push({ value: 'port', label: `Enter the port of ${port.name}`, verdict: LEGAL });
  }
  // 6.2.6.1 the fleets that fought out of a lost port stay in its blockade box: no pursuit
  if (options.length === 0 || victor === null || p.then.kind === 'portLost') {
    setRecord(tx, p, { stage: stageAfterRetreat(p) });
    return true;
  }
  openDecision(tx, {
    power: leadPower(rec[victor]), kind: 'naval/pursue', step: tx.state.cursor.step, rule: '6.3.5.1',
    prompt: `You won at ${placeName(ctx, rec.place)}: tick the fleets that pursue the beaten stack and blockade its port (none is allowed).`,
    secret: false, select: 'many', group: null, options,
  });
  return false;
}

/** 6.3.5.1 / 6.3.5.3 the pursuers go to the loser's port's blockade box (or the victors into the port). */
export function answerPursuit(tx: Tx, choices: readonly string[]): void {
  const p = battleOf(tx);
  if (!p || p.loser === null) return;
  const victor = other(p.loser);
  const ctx = navalCtx(tx);
  const fleets = choices.filter((c) => c !== 'port') as FleetId[];
  const to = p.record.retreat?.to ?? '';
  if (fleets.length > 0 && to.startsWith('port:')) {
    relocate(tx, fleets, { kind: 'blockade', city: to.slice('port:'.length) as never }, null, '6.3.5.1');
    markDone(tx, fleets.filter((id) => isPhasingFleet(tx, id)));
  }
  if (choices.includes('port')) {
    const place = parsePlace(ctx, p.record.place);
    const port = place && place.kind === 'blockade' ? ctx.naval.port(place.city) : undefined;
    const rest = sideFleets(tx, p.record[victor]).map((f) => f.id).filter((id) => !fleets.includes(id));
    if (port && rest.length > 0) relocate(tx, rest, { kind: 'port', area: port.area, city: port.city }, null, '6.3.5.3');
  }
  setRecord(tx, p, { pursuers: fleets, stage: stageAfterRetreat(p) });
  advanceBattle(tx);
}

/** 19.1.1 (6.3.5) standing procedure: the nearest open port (the first of the equally near), never pursue. */
export function standingRetreat(d: PendingDecision): string {
  const ports = d.options.filter((o) => o.verdict.ok && String(o.value).startsWith('port:'));
  return String((ports[0] ?? d.options.find((o) => o.verdict.ok))?.value ?? 'sea');
}

