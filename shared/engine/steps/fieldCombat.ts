// 7.5 The Field Combat step: every combat of the phasing powers from declaration to retreat, each
// player choice a pending decision and every die rolled through `roll`. The rule functions live
// in shared/rules/land/combat; this file keeps the order of play and writes results back.
import { LEGAL, MAJOR_POWERS, POWER_NAMES, allied, atWar, controllerOf, illegal, lossesByType, underEnforcedPeace } from '../../model';
import type {
  AreaId, BattleDay, BattleProgress, BattleSolitaire, BattleRecord, BattleRoundSide, BattleSide, CityId, Corps, CounterId, DecisionGroup, DecisionOption,
  LeaderId, MajorPower, Nationality, PendingDecision, Verdict,
} from '../../model';
import {
  attackerChitOptions, canBombard, canCommitGuard, convertDepotVerdict, type GuardCommitment, type RoundChoices, tacticalRating, depotsLeftToVictor, proportionalSpread, spreadByType, commanderAfterReinforcement, reinforcementRoll, solitaireAttackerChit, solitaireDefenderChit, solitaireNext, type SolitaireAct, solitaireTacticsCheck, checkDivision, checkLossAllocation, type CombatContext, type CombatUnit,
  type DayIntent, type DayState, defenderChitOptions, fieldPoliticalPoints, fightingUnits, type Loss, type LossConstraints,
  mustBeTrivial, operations, outflankArrival, outflankingSide, prepareDay, prepareTrivialDay, pursue, resolveRound, retireVerdict, retreatRoutes,
  type RoundResult, roundTable, type Strength, type StrengthType, STRENGTH_TYPES, tenths, unitsTotal, withdrawalDiceNeeded,
} from '../../rules/land/combat';
import { emit, openDecision, openGroup, patch, roll } from '../tx';
import type { Tx } from '../tx';
import { bystandersLeave } from './bystanders';
import { landMap, landTurn } from './landMovement';
import { guerillasAfterDefeat } from './guerilla';
import { checkLeaderCasualties } from './fieldCombatLeaders';
import { resolveDeclarations } from './declarationsOfWar';
import { irregularEvasion } from '../../rules/land/guerilla';
import { cityHolder, corpsInCity, isCityBesieged } from '../../rules/land/movement';
import { markDone } from './siegeCombat';
import {
  applyLossesToState, battleSides, combatAreas, combatContext, combatUnitOf, crossedRiver, factorsEvent, fieldForces, refreshForces, SIDES, sideLeaders, SORTIE,
  terrainOf, toLosses, toModifiers,
} from './fieldCombatForces';

const other = (s: BattleSide): BattleSide => (s === 'attacker' ? 'defender' : 'attacker');
const progressOf = (tx: Tx): BattleProgress | undefined => landTurn(tx.state).battle;

function setProgress(tx: Tx, p: BattleProgress | null): void {
  const { battle: _gone, ...land } = landTurn(tx.state);
  patch(tx, { turn: { ...tx.state.turn, land: p ? { ...land, battle: p } : land } });
}
const update = (tx: Tx, f: (p: BattleProgress) => BattleProgress) => {
  const p = progressOf(tx);
  if (p) setProgress(tx, f(p));
};
const withRecord = (p: BattleProgress, f: (r: BattleRecord) => BattleRecord): BattleProgress => ({ ...p, record: f(p.record) });
const lastDay = (r: BattleRecord): BattleDay => r.days[r.days.length - 1]!;
const withDay = (r: BattleRecord, f: (d: BattleDay) => BattleDay): BattleRecord => ({ ...r, days: [...r.days.slice(0, -1), f(lastDay(r))] });
const newDay = (day: number): BattleDay => ({ day, ops: null, withdrawal: null, morale: null, rounds: [], arrivals: [], intents: null, end: null });

// ---- the step -----------------------------------------------------------------------------------

/** 7.5.1 The step begins: the combats the phasing powers must fight, in the order they choose (7.5.1.3). */
export function beginFieldCombat(tx: Tx): void {
  nextCombat(tx);
}

/** Areas with a combat still to fight in this sequence (each area is fought once). */
function remainingAreas(tx: Tx): AreaId[] {
  const phasing = tx.state.cursor.phasing;
  const fought = new Set((landTurn(tx.state).battles ?? []).filter((b) => b.attacker.powers.some((p) => phasing.includes(p))).map((b) => b.area));
  return combatAreas(tx.state, phasing).filter((a) => !fought.has(a));
}

/** The reason the step has nothing to do, or null (for the sequence's `empty`). */
export function noFieldCombat(s: Tx['state'], phasing: readonly MajorPower[]): string | null {
  return combatAreas(s, phasing).length === 0 ? 'no area holds both these field forces and an enemy\'s' : null;
}

function nextCombat(tx: Tx): void {
  const areas = remainingAreas(tx);
  if (areas.length === 0) return;
  if (areas.length === 1) return startBattle(tx, areas[0]!);
  const power = tx.state.cursor.phasing[0]!;
  openDecision(tx, {
    power, kind: 'land/combatOrder', step: 'land/fieldCombat', rule: '7.5.1.3',
    prompt: 'Choose the combat to fight next.', secret: false, select: 'one', group: null,
    options: areas.map((a) => ({ value: a, label: `Battle in area ${a}`, verdict: LEGAL })),
  });
}

/** Powers of a side's units, the one with most corps first (10.6.1.1.1), then by MAJOR_POWERS order. */
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
    area, terrain: terrainOf(map, area), riverCrossing: crossedRiver(tx.state, map, area, sides.attacker), trivial: false,
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
  continueBattle(tx);
}

// ---- 7.5.4.2.3 limited field combats of relieving forces ------------------------------------------

/** 7.5.4.2.3 a city of the area held by a power of the attacking side and besieged by the enemy there. */
function besiegedCity(tx: Tx, area: AreaId, attackers: readonly MajorPower[]): { city: CityId; holder: MajorPower } | null {
  for (const city of landMap(tx).area(area)?.cities ?? []) {
    const holder = cityHolder(tx.state, area, city.id, landMap(tx));
    if (holder !== null && attackers.includes(holder) && isCityBesieged(tx.state, area, city.id, landMap(tx))) return { city: city.id, holder };
  }
  return null;
}

/** 7.5.4.2.3 the holder of the besieged city chooses the corps inside that come out to fight (none is fine). */
function openSally(tx: Tx): boolean {
  const p = progressOf(tx)!;
  const lim = p.record.limited;
  if (!lim) return false;
  const inside = corpsInCity(tx.state, p.record.area, lim.city).filter((c) => controllerOf(tx.state, c.nationality) === lim.besieged);
  const garrisons = tx.state.garrisons.filter((g) => g.area === p.record.area && g.place.kind === 'city' && g.place.city === lim.city && controllerOf(tx.state, g.nationality) === lim.besieged);
  const options: DecisionOption[] = [
    ...garrisons.map((g) => ({ value: `${SORTIE}${g.nationality}:${lim.city}`, label: `The garrison factors of ${lim.city} (${g.nationality}) come out`, verdict: LEGAL })),
    ...inside.map((c) => ({ value: c.counter, label: `${c.name} comes out of ${lim.city}`, verdict: LEGAL })),
  ];
  if (options.length === 0) return false;
  setProgress(tx, { ...p, step: 'join', record: { ...p.record, stage: 'join' } });
  openDecision(tx, {
    power: lim.besieged, kind: 'land/combatSally', step: 'land/fieldCombat', rule: '7.5.4.2.3', secret: false, select: 'many', group: null,
    prompt: `A relieving force attacks the besiegers of ${lim.city}: choose the forces inside that come out to fight beside it (none is fine). The combat lasts one day; if the relief fails they go back inside.`,
    options,
  });
  return true;
}

function applySally(tx: Tx, d: PendingDecision, values: readonly string[]): void {
  const p = progressOf(tx)!;
  const lim = p.record.limited;
  if (lim) {
    const area = p.record.area;
    const out = corpsInCity(tx.state, area, lim.city).filter((c) => values.includes(c.counter) && controllerOf(tx.state, c.nationality) === d.power).map((c) => c.counter);
    patch(tx, { corps: tx.state.corps.map((c) => (out.includes(c.counter) ? { ...c, location: { kind: 'area' as const, area } } : c)) });
    for (const counter of out) emit(tx, { type: 'cityLeft', counter, area, city: lim.city, rule: '7.5.4.2.3' });
    // the garrison factors fight beside the relief; their counter stays on the city (it holds it)
    const garrisons = values.filter((v) => v.startsWith(SORTIE) && combatUnitOf(tx.state, area, v)?.power === d.power);
    const units = { ...p.units, attacker: [...p.units.attacker, ...garrisons, ...out] };
    const q: BattleProgress = { ...p, units, counted: units, record: { ...p.record, limited: { ...lim, sallied: [...garrisons, ...out] } } };
    setProgress(tx, { ...q, record: refreshForces(tx.state, q) });
  }
  continueBattle(tx);
}

/** The area a corps entered the battle area from this turn, or null (it did not move in). */
function entryArea(tx: Tx, counter: string, area: AreaId): AreaId | null {
  const m = [...landTurn(tx.state).moves].reverse().find((x) => x.counter === counter && x.entered.at(-1) === area);
  if (!m) return null;
  return m.entered.length > 1 ? m.entered[m.entered.length - 2]! : m.start;
}

/**
 * 7.5.4.2.3.1.1 The relief failed (broke, or did not win in the day): the corps that came out
 * go back inside the city, the relieving corps back to the area each entered from (a normal
 * retreat for one that did not move in).
 */
function reliefFailed(tx: Tx): void {
  const p = progressOf(tx)!;
  const lim = p.record.limited!;
  const area = p.record.area;
  const living = (k: string) => {
    const c = tx.state.corps.find((x) => x.counter === k);
    return c !== undefined && c.location.kind === 'area' && c.location.area === area && c.location.city === undefined && Object.values(c.factors).some((n) => (n ?? 0) > 0);
  };
  const back = lim.sallied.filter(living);
  patch(tx, { corps: tx.state.corps.map((c) => (back.includes(c.counter) ? { ...c, location: { kind: 'area' as const, area, city: lim.city } } : c)) });
  for (const counter of back) emit(tx, { type: 'cityEntered', counter: counter as CounterId, area, city: lim.city, rule: '7.5.4.2.3.1.1' });
  const byEntry = new Map<AreaId, string[]>();
  const stay: string[] = [];
  for (const k of (p.relieving ?? []).filter((x) => living(x) || tx.state.irregulars.some((i) => i.counter === x && i.area === area))) {
    const from = entryArea(tx, k, area);
    if (from) byEntry.set(from, [...(byEntry.get(from) ?? []), k]);
    else stay.push(k);
  }
  let q = progressOf(tx)!;
  for (const [to, keys] of byEntry) {
    patch(tx, {
      corps: tx.state.corps.map((c) => (keys.includes(c.counter) ? { ...c, location: { kind: 'area' as const, area: to } } : c)),
      irregulars: tx.state.irregulars.map((i) => (keys.includes(i.counter) ? { ...i, area: to } : i)),
    });
    const powers = [...new Set(keys.map((k) => combatUnitOf(tx.state, to, k)?.power).filter((x): x is MajorPower => x !== undefined))];
    emit(tx, { type: 'forceRetreated', battle: p.record.id, powers, counters: keys as CounterId[], from: area, route: [to], rule: '7.5.4.2.3.1.1' });
    q = withRecord(q, (r) => ({ ...r, retreats: [...r.retreats, { side: 'attacker', powers, chosenBy: null, from: area, route: [to], surrendered: false, rule: '7.5.4.2.3.1.1' }] }));
  }
  const due = stay.length > 0 ? [{ side: 'attacker' as const, units: stay, chooser: q.record.attacker.leadPower, rule: '7.5.2.10.3' }] : [];
  setProgress(tx, { ...q, step: 'retreat', retreatsDue: [...q.retreatsDue, ...due], record: refreshForces(tx.state, q) });
}

function openRetires(tx: Tx): void {
  const p = progressOf(tx)!;
  // 7.3.8.4 / 7.3.8.6 with the sides settled, powers on neither side step aside first
  bystandersLeave(tx, p.record.area, p.record.attacker.powers, p.record.defender.powers);
  setProgress(tx, { ...p, step: 'retire', record: { ...p.record, stage: 'retire' } });
  for (const power of p.record.defender.powers) openRetire(tx, power);
}

// ---- 7.3.8 steps 3 and 6 powers in the area joining a side -------------------------------------------

interface Joiner {
  readonly power: MajorPower;
  readonly side: BattleSide;
  /** Attacking powers it must declare war on to defend (7.3.8 step 3). */
  readonly declareOn: readonly MajorPower[];
  readonly units: readonly string[];
}

/**
 * 7.3.8 Powers with field forces in the area on neither side: 7.3.8.6 an ally of an attacker at
 * war with every defending power may join the attack; 7.3.8.3 an ally of a defender at peace
 * with every attacker, and free to declare war on them (4.2.2.4), may declare war and defend.
 */
function joiners(tx: Tx): Joiner[] {
  const s = tx.state;
  const p = progressOf(tx)!;
  const a = p.record.attacker.powers;
  const d = p.record.defender.powers;
  const out: Joiner[] = [];
  for (const power of MAJOR_POWERS) {
    if (a.includes(power) || d.includes(power)) continue;
    const units = fieldForces(s, p.record.area).filter((f) => controllerOf(s, f.nationality) === power).map((f) => f.key);
    if (units.length === 0) continue;
    if (a.some((x) => allied(s, power, x)) && d.every((x) => atWar(s, power, x))) out.push({ power, side: 'attacker', declareOn: [], units });
    else if (d.some((x) => allied(s, power, x)) && !a.some((x) => atWar(s, power, x) || allied(s, power, x) || underEnforcedPeace(s, power, x)))
      out.push({ power, side: 'defender', declareOn: a, units });
  }
  return out;
}

/** Opens one join decision per candidate power; true when any is open. */
function openJoins(tx: Tx): boolean {
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
function applyJoin(tx: Tx, d: PendingDecision, value: string): void {
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
  continueBattle(tx);
}

// ---- 7.5.1.1 retiring into a city ------------------------------------------------------------

function retireOptions(tx: Tx, power: MajorPower): DecisionOption[] {
  const p = progressOf(tx)!;
  const map = landMap(tx);
  // 7.5.4.2.3 the besieged city stays its holder's while its corps are out fighting
  const cities = (map.area(p.record.area)?.cities ?? []).filter((c) => c.id !== p.record.limited?.city);
  const out: DecisionOption[] = [{ value: 'done', label: 'Stay in the field and fight', verdict: LEGAL }];
  for (const c of tx.state.corps) {
    if (!p.units.defender.includes(c.counter) || controllerOf(tx.state, c.nationality) !== power) continue;
    for (const city of cities) out.push({ value: `${c.counter}:${city.id}`, label: `${c.name} retires into ${city.id}`, verdict: retireVerdict(tx.state, map, c, city.id) });
  }
  if (evaders(tx, power).length > 0 && !(p.evasionTried ?? []).includes(power)) {
    // the areas as if the die were good: the roll comes only when the player chooses to go
    const attackers = attackingCorps(tx);
    const ev = irregularEvasion(tx.state, map, power, p.record.area, attackers, 1);
    const needsDie = attackers.some((c) => c.type === 'cavalry') ? ' (needs a die of 4 or less: a cavalry corps attacks)' : '';
    if (ev.ok) for (const a of ev.areas) out.push({ value: `evade:${a}`, label: `Cossacks and freikorps slip away to area ${a}${needsDie}`, verdict: LEGAL });
  }
  return out;
}

/** 10.1.2.2.3 the power's cossacks and freikorps defending in the field here. */
function evaders(tx: Tx, power: MajorPower): CounterId[] {
  const p = progressOf(tx)!;
  return tx.state.irregulars
    .filter((i) => i.kind !== 'guerilla' && i.area === p.record.area && p.units.defender.includes(i.counter) && controllerOf(tx.state, i.nationality) === power)
    .map((i) => i.counter);
}

const attackingCorps = (tx: Tx) => {
  const keys = progressOf(tx)!.units.attacker;
  return tx.state.corps.filter((c) => keys.includes(c.counter));
};

/** 10.1.2.2.3 the lone irregulars go, against a cavalry corps only on one die of 4 or less for them all. */
function evade(tx: Tx, power: MajorPower, to: AreaId): void {
  const p = progressOf(tx)!;
  const area = p.record.area;
  setProgress(tx, { ...p, evasionTried: [...(p.evasionTried ?? []), power] });
  const attackers = attackingCorps(tx);
  const die = attackers.some((c) => c.type === 'cavalry')
    ? roll(tx, '10.1.2.2.3', `${POWER_NAMES[power]}'s cossacks and freikorps try to slip away from area ${area}`)
    : null;
  const ev = irregularEvasion(tx.state, landMap(tx), power, area, attackers, die);
  if (!ev.ok || !ev.areas.includes(to)) return;
  const counters = evaders(tx, power);
  patch(tx, { irregulars: tx.state.irregulars.map((i) => (counters.includes(i.counter) ? { ...i, area: to } : i)) });
  emit(tx, { type: 'forceRetreated', battle: p.record.id, powers: [power], counters, from: area, route: [to], rule: '10.1.2.2.3' });
}

function openRetire(tx: Tx, power: MajorPower): void {
  const options = retireOptions(tx, power);
  if (!options.some((o) => o.value !== 'done' && o.verdict.ok)) return;
  openDecision(tx, {
    power, kind: 'land/combatRetire', step: 'land/fieldCombat', rule: '7.5.1.1',
    prompt: 'Attacked in the field: retire corps into a city of the area one at a time, let lone cossacks and freikorps slip away, or stay and fight.',
    secret: false, select: 'one', group: null, options,
  });
}

function applyRetire(tx: Tx, power: MajorPower, value: string): void {
  if (value.startsWith('evade:')) {
    evade(tx, power, value.slice('evade:'.length) as AreaId);
    openRetire(tx, power);
  } else if (value !== 'done') {
    const [counter, city] = value.split(':') as [CounterId, CityId];
    const p = progressOf(tx)!;
    patch(tx, { corps: tx.state.corps.map((c) => (c.counter === counter ? { ...c, location: { kind: 'area', area: p.record.area, city } } : c)) });
    emit(tx, { type: 'cityEntered', counter, area: p.record.area, city, rule: '7.5.1.1' });
    openRetire(tx, power);
  }
  continueBattle(tx);
}

// ---- the flow -------------------------------------------------------------------------------

const waiting = (tx: Tx, kind: PendingDecision['kind']) => tx.state.pending.some((d) => d.kind === kind) || tx.state.groups.some((g) => g.kind === kind);

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
        if (waiting(tx, 'land/combatRetire')) return;
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
        return;
    }
  }
  throw new Error('field combat did not settle');
}

/** After retirements: who is still in the field (7.5.1.1 the attack continues against the rest). */
function afterRetire(tx: Tx): void {
  const p = progressOf(tx)!;
  const area = p.record.area;
  const stay = (keys: readonly string[]) => keys.filter((k) => {
    const c = tx.state.corps.find((x) => x.counter === k);
    const i = tx.state.irregulars.find((x) => x.counter === k);
    return c ? c.location.kind === 'area' && c.location.city === undefined : !i || i.area === area;
  });
  const units = { attacker: stay(p.units.attacker), defender: stay(p.units.defender) };
  // 7.5.1.1.2 every defender went inside: no battle; the attackers stay outside and besiege (7.5.4)
  if (units.defender.length === 0) {
    setProgress(tx, withRecord({ ...p, units, step: 'over' }, (r) => ({ ...r, outcome: { kind: 'avoided', rule: '7.5.1.1' } })));
    return;
  }
  // 7.5.1.1.3 the attack goes on against whatever stayed in the field
  const q: BattleProgress = { ...p, units, counted: units, step: 'commander' };
  setProgress(tx, { ...q, record: refreshForces(tx.state, q) });
  chooseCommanders(tx, area);
}

const SENIORITY = ['A', 'B', 'C', 'D'];
const rank = (s: string | null) => (s === null ? SENIORITY.length : SENIORITY.indexOf(s));

/**
 * 10.6.1.1 The commander of each side: a leader of the power with most corps present (ties by
 * competitive unmodified rolls, 10.6.1.1.1), its most senior leader (10.6.1.1.2); a decision only
 * when several share the highest seniority.
 */
function chooseCommanders(tx: Tx, area: AreaId): void {
  const p = progressOf(tx)!;
  const commanders = { ...p.commanders };
  for (const side of SIDES) {
    const f = p.record[side];
    if (f.leaders.length === 0) continue;
    const corpsBy = new Map<MajorPower, number>();
    for (const u of f.units) if (u.kind === 'corps' && f.leaders.some((l) => leaderOwner(tx, l.leader) === u.power)) corpsBy.set(u.power, (corpsBy.get(u.power) ?? 0) + 1);
    const most = Math.max(0, ...corpsBy.values());
    let tied = [...corpsBy.keys()].filter((pw) => corpsBy.get(pw) === most).sort((a, b) => MAJOR_POWERS.indexOf(a) - MAJOR_POWERS.indexOf(b));
    if (tied.length === 0) tied = [...new Set(f.leaders.map((l) => leaderOwner(tx, l.leader)))].filter((x): x is MajorPower => x !== null);
    let lead = tied[0]!;
    if (tied.length > 1) {
      let best = 0;
      for (const pw of tied) {
        const d = roll(tx, '10.6.1.1.1', `${POWER_NAMES[pw]} rolls to provide the commander in area ${area}`);
        if (d > best) [best, lead] = [d, pw];
      }
    }
    const own = f.leaders.filter((l) => leaderOwner(tx, l.leader) === lead);
    const top = Math.min(...own.map((l) => rank(l.seniority)));
    const candidates = own.filter((l) => rank(l.seniority) === top);
    if (candidates.length === 1) commanders[side] = candidates[0]!.leader;
    else
      openDecision(tx, {
        power: lead, kind: 'land/combatCommander', step: 'land/fieldCombat', rule: '10.6.1.1.2',
        prompt: `Choose the commander of the ${side} in area ${area}.`, secret: false, select: 'one', group: null,
        options: candidates.map((l) => ({ value: l.leader, label: `${l.name} (${l.strategic}/${l.tactical}/${l.tacticalMax})`, verdict: LEGAL })),
      });
  }
  const q = { ...p, commanders };
  setProgress(tx, { ...q, record: leadPowers(tx, refreshForces(tx.state, q)) });
}

const leaderOwner = (tx: Tx, id: LeaderId): MajorPower | null => tx.state.leaders.find((l) => l.id === id)?.owner ?? null;

/** The power deciding for a side is the commander's owner, else the one with most corps. */
function leadPowers(tx: Tx, r: BattleRecord): BattleRecord {
  const lead = (f: BattleRecord['attacker']) => {
    const owner = f.commander ? leaderOwner(tx, f.commander.leader) : null;
    return owner && f.powers.includes(owner) ? { ...f, leadPower: owner, powers: [owner, ...f.powers.filter((x) => x !== owner)] } : f;
  };
  return { ...r, attacker: lead(r.attacker), defender: lead(r.defender) };
}

/**
 * 7.5.3 trivial combat needs no chits; any other combat is trivial too when both commanders
 * agree (asked first, together); otherwise both sides choose chits (7.5.2.1).
 */
function afterCommanders(tx: Tx): void {
  const p = progressOf(tx)!;
  const q = { ...p, record: leadPowers(tx, refreshForces(tx.state, p)) };
  const ctx = combatContext(tx.state, q);
  if (mustBeTrivial(ctx)) return startTrivial(tx, q, false);
  // 18.0 solitaire: no agreement to a trivial combat is asked; the chits come by 18.1.1-5
  if (tx.state.options.rules.solitaireCombat) {
    setProgress(tx, q);
    return toChits(tx);
  }
  setProgress(tx, withRecord({ ...q, step: 'trivial' }, (r) => ({ ...r, stage: 'trivial' })));
  openTrivialAgreement(tx);
}

function toChits(tx: Tx): void {
  update(tx, (q) => withRecord({ ...q, step: 'chits' }, (r) => ({ ...r, stage: 'chits', days: [...r.days, newDay(r.day)] })));
}

function startTrivial(tx: Tx, q: BattleProgress, byAgreement: boolean): void {
  setProgress(tx, withRecord({ ...q, step: 'round' }, (r) => ({ ...r, trivial: true, ...(byAgreement ? { trivialByAgreement: true } : {}), stage: 'losses', days: [newDay(1)] })));
  startTrivialDay(tx);
}

/** 7.5.3 each commander says, together with the other, whether he agrees to a trivial combat. */
function openTrivialAgreement(tx: Tx): void {
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
function trivialRevealed(tx: Tx, group: DecisionGroup): void {
  const p = progressOf(tx)!;
  const agreed = SIDES.every((side) => group.answers[p.record[side].leadPower] === 'trivial');
  if (agreed) startTrivial(tx, p, true);
  else toChits(tx);
  continueBattle(tx);
}

function startTrivialDay(tx: Tx): void {
  const p = progressOf(tx)!;
  const ctx = combatContext(tx.state, p);
  const prep = prepareTrivialDay(ctx, p.base ? { base: p.base, moraleLoss: p.moraleLoss } : undefined);
  setProgress(tx, withRecord({
    ...p, step: 'round', round: 0, base: p.base ?? prep.baseValue,
    finalMorale: { attacker: prep.state.attacker.finalMorale, defender: prep.state.defender.finalMorale },
  }, (r) => withDay(r, (d) => ({ ...d, morale: moraleRecord(prep.morale) }))));
}

type PreparedMorale = ReturnType<typeof prepareTrivialDay>['morale'];
function moraleRecord(m: PreparedMorale): BattleDay['morale'] {
  const one = (x: PreparedMorale['attacker']) => ({
    base: x.base?.value ?? null, baseParts: toModifiers(x.base?.parts ?? []), final: x.final.value, finalParts: toModifiers(x.final.parts),
  });
  return { attacker: one(m.attacker), defender: one(m.defender) };
}

// ---- 7.5.2.1-3 chits and division -----------------------------------------------------------

function openChits(tx: Tx): void {
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
function legalDivisions(ctx: CombatContext, side: BattleSide): string[][] {
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

const chitLabel = (c: string) => c.replace(/-/g, ' ').replace(/^\w/, (x) => x.toUpperCase());

/** 7.5.2.2-4 both chits are known: the outflanking side divides its force, then all is revealed. */
function chitsRevealed(tx: Tx, group: DecisionGroup): void {
  const p = progressOf(tx)!;
  setChits(tx, group.answers[p.record.attacker.leadPower] as AttackerChitName, group.answers[p.record.defender.leadPower] as DefenderChitName);
  continueBattle(tx);
}

type AttackerChitName = NonNullable<BattleProgress['chits']>['attacker'];
type DefenderChitName = NonNullable<BattleProgress['chits']>['defender'];

function setChits(tx: Tx, attacker: AttackerChitName, defender: DefenderChitName): void {
  const p = progressOf(tx)!;
  const flank = outflankingSide(attacker, defender);
  setProgress(tx, { ...p, chits: { attacker, defender }, outflankSide: flank, outflanking: [], arrived: false, step: flank ? 'division' : 'reveal' });
  if (flank) openDivision(tx, flank);
}

// ---- 18.0 (option) solitaire chits ----------------------------------------------------------------

/** The side's chits its force may take (7.5.2.1, with the 7.5.2.3 division check for Outflank). */
function legalChits(tx: Tx, side: BattleSide): Set<string> {
  const ctx = combatContext(tx.state, progressOf(tx)!);
  return new Set(chitOptions(ctx, side).filter((o) => o.verdict.ok).map((o) => o.chit));
}

/**
 * 18.1.1 / 18.1.2 A roll on the side's solitaire table; a 6, or a chit its force may not take
 * (outflank without two corps and a leader), is rolled again.
 */
function rollSolitaireChit(tx: Tx, side: BattleSide, rule: string, purpose: string): string {
  const legal = legalChits(tx, side);
  for (;;) {
    const die = roll(tx, rule, purpose);
    const c = side === 'attacker' ? solitaireAttackerChit(die) : solitaireDefenderChit(die);
    if (c && legal.has(c)) return c;
  }
}

const setSolitaire = (tx: Tx, sol: BattleSolitaire) => update(tx, (p) => ({ ...p, solitaire: sol }));

/**
 * 18.1.1 A day's solitaire chits begin: the defender's commander picks Withdraw or Defend
 * outright, or leaves his chit to the table. Both chits are public under this option.
 */
function openSolitaire(tx: Tx): void {
  const p = progressOf(tx)!;
  setSolitaire(tx, { attacker: null, defender: null, standing: { attacker: 'open', defender: 'open' }, checks: 0 });
  const legal = legalChits(tx, 'defender');
  const verdictOf = (chit: string): Verdict => (legal.has(chit) ? LEGAL : illegal('illegalOption', '7.5.2.1', `this force may not choose ${chitLabel(chit)}`));
  openDecision(tx, {
    power: p.record.defender.leadPower, kind: 'land/combatSolitaire', step: 'land/fieldCombat', rule: '18.1.1', secret: false, select: 'one', group: null,
    prompt: `Day ${p.record.day} in area ${p.record.area} (solitaire combat): the defender chooses first. Take Withdraw or Defend, or roll on the defender's table.`,
    options: [
      { value: 'withdraw', label: 'Withdraw', verdict: verdictOf('withdraw') },
      { value: 'defend', label: 'Defend', verdict: verdictOf('defend') },
      { value: 'random', label: "Roll on the defender's table (1 Outflank, 2 Counterattack, 3 Escalated counterattack, 4 Cordon, 5 Defend, 6 again)", verdict: LEGAL },
    ],
  });
}

/** 18.1.3 / 18.1.4 The side deciding whether to try a tactics check to change its chit. */
function openSolitaireCheck(tx: Tx, side: BattleSide): void {
  const p = progressOf(tx)!;
  const sol = p.solitaire!;
  const own = sol[side]!;
  const foe = sol[other(side)]!;
  const rating = tacticalRating(combatContext(tx.state, p)[side], tx.state.options).value;
  const rule = side === 'defender' ? '18.1.3' : '18.1.4';
  const options: DecisionOption[] = [{ value: 'stand', label: `Keep ${chitLabel(own)}`, verdict: LEGAL }];
  // 18.1.3 a defender who passes may take Withdraw instead of rolling again
  if (side === 'defender' && own !== 'withdraw')
    options.push({
      value: 'try:withdraw', label: `Tactics check (${rating} or less): Withdraw if it passes`,
      verdict: legalChits(tx, 'defender').has('withdraw') ? LEGAL : illegal('illegalOption', '7.5.2.1', 'this force may not choose Withdraw'),
    });
  options.push({ value: 'try:roll', label: `Tactics check (${rating} or less): roll the ${side}'s table again if it passes`, verdict: LEGAL });
  openDecision(tx, {
    power: p.record[side].leadPower, kind: 'land/combatSolitaire', step: 'land/fieldCombat', rule, secret: false, select: 'one', group: null,
    prompt: `Day ${p.record.day} in area ${p.record.area} (solitaire combat): your ${side}'s chit is ${chitLabel(own)}, the ${other(side)}'s ${chitLabel(foe)}. `
      + `Keep it, or try a tactics check (a die of ${rating} or less) to change it; a failed check binds you to ${chitLabel(own)} for the day.`,
    options,
  });
}

/**
 * 18.1.3-5 After a side's turn: the other side's turn while it may still try, else this side's
 * again (18.1.5: one side may go on after the other failed); when neither may, the chits stand.
 */
function nextSolitaire(tx: Tx, side: BattleSide, act: SolitaireAct): void {
  const sol = progressOf(tx)!.solitaire!;
  const { standing, next } = solitaireNext(sol.standing, side, act);
  setSolitaire(tx, { ...sol, standing });
  if (next) return openSolitaireCheck(tx, next);
  update(tx, (p) => {
    const { solitaire: _done, ...rest } = p;
    return rest;
  });
  setChits(tx, sol.attacker as AttackerChitName, sol.defender as DefenderChitName);
}

/** The answer to a solitaire decision: the defender's opening (18.1.1) or a side's check (18.1.3-5). */
function applySolitaire(tx: Tx, d: PendingDecision, value: string): void {
  const p = progressOf(tx)!;
  const sol = p.solitaire!;
  const area = p.record.area;
  if (sol.defender === null) {
    // 18.1.1 the defender's first choice, then 18.1.2 the attacker's chit from its table
    const defender = value === 'random' ? rollSolitaireChit(tx, 'defender', '18.1.1', `solitaire defender's chit in area ${area}`) : value;
    const attacker = rollSolitaireChit(tx, 'attacker', '18.1.2', `solitaire attacker's chit in area ${area}`);
    setSolitaire(tx, { ...sol, defender: defender as DefenderChitName, attacker: attacker as AttackerChitName });
    openSolitaireCheck(tx, 'defender');
  } else {
    const side: BattleSide = p.record.attacker.powers.includes(d.power) ? 'attacker' : 'defender';
    if (value === 'stand') nextSolitaire(tx, side, 'stand');
    else {
      // 18.1.3 (defender) / 18.1.4 (attacker): the commander's tactical rating for his corps, or less
      const rule = side === 'defender' ? '18.1.3' : '18.1.4';
      const force = combatContext(tx.state, p)[side];
      const rating = tacticalRating(force, tx.state.options).value;
      const die = roll(tx, rule, `solitaire ${side}'s tactics check to change ${chitLabel(sol[side]!)} in area ${area} (${rating} or less)`);
      const check = solitaireTacticsCheck(force, tx.state.options, die);
      let changed = sol;
      if (check.passed) {
        const chit = value === 'try:withdraw' ? 'withdraw' : rollSolitaireChit(tx, side, rule, `solitaire ${side}'s new chit in area ${area}`);
        changed = { ...sol, [side]: chit };
      }
      setSolitaire(tx, { ...changed, checks: sol.checks + 1 });
      nextSolitaire(tx, side, check.passed ? 'passed' : 'failed');
    }
  }
  continueBattle(tx);
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

function setDivision(tx: Tx, value: string): void {
  update(tx, (p) => ({ ...p, outflanking: value.split(',').filter(Boolean) }));
}

// ---- 7.5.2.4-6 reveal, withdrawal, morale ------------------------------------------------------

/** 7.5.2.6.3 both sides see each other's corps; 7.5.2.5 withdrawal; 7.5.2.6 morale for the day. */
function reveal(tx: Tx): void {
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
    q = { ...q, retreatsDue: [...q.retreatsDue, { side: 'defender', units: withdrew, chooser: q.record.defender.leadPower, rule: '7.5.2.5' }] };
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

function revealUnits(tx: Tx, keys: readonly string[], to: readonly MajorPower[]): void {
  patch(tx, {
    corps: tx.state.corps.map((c) => {
      if (!keys.includes(c.counter)) return c;
      const owner = controllerOf(tx.state, c.nationality);
      const add = to.filter((x) => x !== owner && !c.revealedTo.includes(x));
      if (add.length === 0 || owner === null) return c;
      emit(tx, { type: 'corpsRevealed', counter: c.counter, owner, to: add, rule: '7.5.2.6.3', id: c.id, name: c.name, factors: c.factors });
      return { ...c, revealedTo: [...c.revealedTo, ...add] };
    }),
  });
}

// ---- 7.5.2.7-12 rounds -------------------------------------------------------------------------

function dayState(tx: Tx, p: BattleProgress, ctx: CombatContext): DayState {
  const chits = p.chits;
  const ops = p.record.trivial || !chits
    ? prepareTrivialDay(ctx).ops
    : operations(chits.attacker, chits.defender, ctx.riverCrossing, ctx.day);
  const side = (s: BattleSide) => ({
    units: ctx[s].units, outflanking: p.outflankSide === s ? p.outflanking : [], arrived: p.arrived,
    finalMorale: p.finalMorale[s], moraleLoss: p.moraleLoss[s], guardCommitted: p.guardDay?.[s] === p.record.day,
  });
  return { day: p.record.day, ops, lossLimits: !p.record.trivial, round: p.round, attacker: side('attacker'), defender: side('defender') };
}

/**
 * 7.5.2.7-9 Rolls a round's dice and opens the loss decisions; returns false when the battle
 * waits for them. Dice order: attacker, then defender, then any bombardment (12.3.5) dice.
 */
function startRound(tx: Tx): boolean {
  const p = progressOf(tx)!;
  if (p.round >= 3 && p.record.limited) {
    // 7.5.4.2.3 one day only: undecided, the relief has failed
    setProgress(tx, withRecord(p, (r) => withDay({ ...r, stage: 'retreat', outcome: { kind: 'undecided', rule: '7.5.4.2.3.1' } }, (d) => ({ ...d, end: { kind: 'dayOver', rule: '7.5.4.2.3' } }))));
    reliefFailed(tx);
    return true;
  }
  if (p.round >= 3) {
    setProgress(tx, withRecord({ ...p, step: 'endOfDay' }, (r) => withDay({ ...r, stage: 'endOfDay' }, (d) => ({ ...d, end: { kind: 'dayOver', rule: '7.5.2.13' } }))));
    return true;
  }
  const ctx = combatContext(tx.state, p);
  const state = dayState(tx, p, ctx);
  const r = (p.round + 1) as 1 | 2 | 3;
  const flankArrived = p.outflankSide !== null && p.arrived;
  // 7.5.2.12.2 a withdraw cell with no table printed for this round: the defender leaves
  if (roundTable(state.ops.cell, 'attacker', r, flankArrived, ctx.terrain).printed === null) {
    setProgress(tx, withRecord({
      ...p, step: 'retreat',
      retreatsDue: [...p.retreatsDue, { side: 'defender', units: p.units.defender, chooser: p.record.defender.leadPower, rule: '7.5.2.12.2' }],
    }, (rec) => withDay({ ...rec, outcome: { kind: 'withdrawal', withdrawing: ['defender'], rule: '7.5.2.12.2' } }, (d) => ({ ...d, end: { kind: 'withdrew', rule: '7.5.2.12.2', afterRound: p.round } }))));
    return true;
  }
  const dice = { attacker: roll(tx, '7.5.2.9', `attacker's combat die, round ${r}`), defender: roll(tx, '7.5.2.9', `defender's combat die, round ${r}`) };
  const bombardDice: Partial<Record<BattleSide, number>> = {};
  for (const s of SIDES) if (canBombard(fightingUnits(state[s]), ctx.terrain, ctx.options).ok) bombardDice[s] = roll(tx, '12.3.5', `${s}'s bombardment die, round ${r}`);
  const choices = roundChoicesOf(p);
  const guardDice: Partial<Record<BattleSide, number>> = {};
  for (const s of SIDES) if (choices.guard?.[s]) guardDice[s] = roll(tx, '12.3.4.4', `${s}'s guard commitment die, round ${r}`);
  const trial = resolveRound(ctx, state, { ...dice, bombard: bombardDice, guard: guardDice }, choices);
  if (!trial.ok) throw new Error(`field combat: ${trial.detail ?? trial.code}`);
  let asked = false;
  for (const s of SIDES) {
    const opts = lossOptions(tx, trial.value, s, state);
    if (opts.filter((o) => o.verdict.ok).length < 2) continue;
    asked = true;
    openDecision(tx, {
      power: p.record[s].leadPower, kind: 'land/combatLosses', step: 'land/fieldCombat', rule: '7.5.2.9.2', secret: false, select: 'one', group: null,
      prompt: `Round ${r}: take ${trial.value[other(s)].inflicted} factor${trial.value[other(s)].inflicted === 1 ? '' : 's'} of losses (${s}).`, options: opts,
    });
  }
  const guardDay = { ...p.guardDay, ...Object.fromEntries(Object.keys(guardDice).map((side) => [side, p.record.day])) };
  setProgress(tx, { ...p, roundDice: { ...dice, bombard: bombardDice, guard: guardDice }, lossChoices: {}, step: 'losses', guardDay });
  return !asked;
}

// ---- 12.3.4 / 7.5.2.9.1.2 declarations at the start of a round ------------------------------------

/** The guard power of a side's fighting units when there is exactly one (12.3.4 names a corps otherwise). */
function guardPower(units: readonly CombatUnit[]): MajorPower | null {
  const powers = [...new Set(units.filter((u) => (u.factors.guard ?? 0) > 0).map((u) => u.power))];
  return powers.length === 1 ? powers[0]! : null;
}

/**
 * A side's round declarations: the tactical rating it may under-declare (7.5.2.9.1.2) with each
 * legal guard commitment (12.3.4); asked only when the guard may be committed.
 */
function roundOptions(tx: Tx, ctx: CombatContext, state: DayState, side: BattleSide): DecisionOption[] {
  const fighting = fightingUnits(state[side]);
  const g = guardPower(fighting);
  if (g === null) return [];
  const shifts = ([1, 2] as const).filter((shift) => canCommitGuard(fighting, { power: g, shift }, ctx.options, state[side].guardCommitted).ok);
  if (shifts.length === 0) return [];
  const actual = tacticalRating({ ...ctx[side], units: state[side].units }, ctx.options).value;
  const out: DecisionOption[] = [];
  for (let t = actual; t >= 0; t--) {
    const rating = t === actual ? `tactical rating ${t}` : `tactical rating declared ${t} (of ${actual})`;
    out.push({ value: String(t), label: `${rating}, guard held back`, verdict: LEGAL });
    for (const shift of shifts) out.push({ value: `${t}:guard${shift}`, label: `${rating}, guard committed (+${shift})`, verdict: LEGAL });
  }
  return out;
}

/**
 * Opens the secret declarations of a round once; true while they are open. 12.3.4.1 every side
 * that may commit a guard answers in one secret group, revealed together. 7.5.3.2 a trivial
 * combat takes the guard shift too.
 */
function openRoundChoices(tx: Tx): boolean {
  const p = progressOf(tx)!;
  if (p.round >= 3 || !tx.state.options.rules.guardCommitment) return false;
  const key = `${p.record.day}-${p.round + 1}`;
  if (p.roundAsked === key) return false;
  const ctx = combatContext(tx.state, p);
  const state = dayState(tx, p, ctx);
  const asks = SIDES.map((side) => ({ side, options: roundOptions(tx, ctx, state, side) })).filter((a) => a.options.length > 0);
  setProgress(tx, { ...p, roundAsked: key, roundChoices: {} });
  if (asks.length === 0) return false;
  const group = openGroup(tx, { kind: 'land/combatRound', rule: '12.3.4', secret: true, powers: asks.map((a) => p.record[a.side].leadPower) });
  for (const a of asks)
    openDecision(tx, {
      power: p.record[a.side].leadPower, kind: 'land/combatRound', step: 'land/fieldCombat', rule: '12.3.4', group, secret: true, select: 'one',
      prompt: `Round ${p.round + 1} of day ${p.record.day} in area ${p.record.area}: commit the guard, and the tactical rating you declare.`,
      options: a.options,
    });
  return true;
}

function roundRevealed(tx: Tx, group: DecisionGroup): void {
  update(tx, (p) => {
    const choices: Partial<Record<BattleSide, string>> = {};
    for (const side of SIDES) {
      const answer = group.answers[p.record[side].leadPower];
      if (answer !== undefined) choices[side] = String(answer);
    }
    return { ...p, roundChoices: choices };
  });
  continueBattle(tx);
}

/** The round's declarations as the rules take them. */
function roundChoicesOf(p: BattleProgress): RoundChoices {
  const declaredTactical: Partial<Record<BattleSide, number>> = {};
  const guard: Partial<Record<BattleSide, GuardCommitment>> = {};
  for (const side of SIDES) {
    const v = p.roundAsked === `${p.record.day}-${p.round + 1}` ? p.roundChoices?.[side] : undefined;
    if (v === undefined) continue;
    const [t, g] = v.split(':');
    declaredTactical[side] = Number(t);
    if (g) {
      const power = guardPower(p.record[side].units.map((u) => ({ id: u.counter, kind: u.kind, power: u.power, nationality: u.nationality, factors: (u.factors ?? {}) as Strength })));
      if (power) guard[side] = { power, shift: g === 'guard2' ? 2 : 1 };
    }
  }
  return { declaredTactical, guard };
}

/** The pool a side takes its round losses from: its fighting units after bombardment. */
function lossPool(res: RoundResult, side: BattleSide, state: DayState): CombatUnit[] {
  const lost = res[side].bombardmentLosses;
  return fightingUnits(state[side]).map((u) => {
    const mine = lost.filter((l) => l.unit === u.id);
    if (mine.length === 0) return u;
    const f: Record<string, number> = { ...(u.factors as Record<string, number>) };
    for (const l of mine) f[l.type] = Math.max(0, (f[l.type] ?? 0) - l.count);
    return { ...u, factors: f };
  });
}

/** "infantry:2,cavalry:1" ⇄ counts by type (STRENGTH_TYPES order). */
const allocationKey = (byType: Partial<Record<StrengthType, number>>) =>
  STRENGTH_TYPES.filter((t) => (byType[t] ?? 0) > 0).map((t) => `${t}:${byType[t]}`).join(',');
function parseAllocationKey(key: string): Partial<Record<StrengthType, number>> {
  const out: Partial<Record<StrengthType, number>> = {};
  for (const part of key.split(',').filter(Boolean)) {
    const [t, n] = part.split(':');
    if ((STRENGTH_TYPES as readonly string[]).includes(t!)) out[t as StrengthType] = Number(n);
  }
  return out;
}

/** Spreads losses by type over the pool's units in order (the type is what 7.5.2.9.2 restricts). */
const spread = spreadByType;

/** 12.3.6 factors each nationality of the side brought to the combat. */
function startingContingents(p: BattleProgress, side: BattleSide): Map<string, number> {
  const out = new Map<string, number>();
  for (const u of p.record[side].units) {
    if (u.initial) out.set(u.nationality, (out.get(u.nationality) ?? 0) + Object.values(u.initial).reduce((a: number, b) => a + (b ?? 0), 0));
  }
  return out;
}

/** 12.3.6 (option) the losses shared among the side's nationalities; null when these types cannot be. */
function sideSpread(tx: Tx, side: BattleSide, pool: readonly CombatUnit[], byType: Partial<Record<StrengthType, number>>): Loss[] | null {
  if (!tx.state.options.rules.proportionalLandLosses || new Set(pool.map((u) => u.nationality)).size < 2) return spread(pool, byType);
  return proportionalSpread(pool, byType, startingContingents(progressOf(tx)!, side));
}

/**
 * 7.5.2.9.2 The owner's choices of losses by factor type: the default allocation first, then
 * every other composition (up to 60), each with its verdict from checkLossAllocation.
 */
function lossOptions(tx: Tx, res: RoundResult, side: BattleSide, state: DayState): DecisionOption[] {
  const due = res[other(side)].inflicted;
  const pool = lossPool(res, side, state);
  const total = unitsTotal(pool);
  const n = Math.min(due, total);
  if (n === 0) return [];
  const c: LossConstraints = res[side].constraints;
  const have = STRENGTH_TYPES.map((t) => [t, unitsTotal(pool, [t])] as const).filter(([, k]) => k > 0);
  const byTypeOf = (ls: readonly Loss[]) => {
    const m: Partial<Record<StrengthType, number>> = {};
    for (const l of ls) m[l.type] = (m[l.type] ?? 0) + l.count;
    return m;
  };
  const def = allocationKey(byTypeOf(res[side].losses));
  const keys = [def];
  const walk = (i: number, left: number, acc: Partial<Record<StrengthType, number>>) => {
    if (keys.length >= 60) return;
    if (i === have.length) {
      if (left === 0) {
        const k = allocationKey(acc);
        if (!keys.includes(k)) keys.push(k);
      }
      return;
    }
    const [t, k] = have[i]!;
    for (let m = Math.min(k, left); m >= 0; m--) walk(i + 1, left - m, { ...acc, [t]: m });
  };
  walk(0, n, {});
  const plain = keys.map((k) => ({ value: k, label: k.replace(/:/g, ' ').replace(/,/g, ', '), verdict: checkLossAllocation(pool, due, spread(pool, parseAllocationKey(k)), c) }));
  const shared = plain.map((o) => {
    const losses = sideSpread(tx, side, pool, parseAllocationKey(o.value));
    if (!o.verdict.ok) return o;
    return { ...o, verdict: losses ? checkLossAllocation(pool, due, losses, c) : illegal('illegalOption', '12.3.6', 'these types cannot be shared in proportion among the nationalities') };
  });
  // 12.3.6 as nearly proportional as possible: when no choice can be, the plain choices stand
  return shared.some((o) => o.verdict.ok) ? shared : plain;
}

/** The allocation taken when the owner was not asked: the default when legal, else the first legal one. */
const firstLegalLoss = (tx: Tx, res: RoundResult, side: BattleSide, state: DayState) =>
  lossOptions(tx, res, side, state).find((o) => o.verdict.ok)?.value as string | undefined;

function applyLossChoice(tx: Tx, d: PendingDecision, value: string): void {
  update(tx, (p) => {
    const side: BattleSide = p.record.attacker.leadPower === d.power ? 'attacker' : 'defender';
    return { ...p, lossChoices: { ...p.lossChoices, [side]: value } };
  });
  continueBattle(tx);
}

/** 7.5.2.9-10 The round with the chosen losses: counters updated, the round recorded, the outcome. */
function finishRound(tx: Tx): void {
  const p = progressOf(tx)!;
  const ctx = combatContext(tx.state, p);
  const state = dayState(tx, p, ctx);
  const dice = { attacker: p.roundDice!.attacker, defender: p.roundDice!.defender, bombard: p.roundDice!.bombard, guard: p.roundDice!.guard ?? {} };
  // the guard was committed in this round: the day's state before it is what the round starts from
  const before = { ...state, attacker: { ...state.attacker, guardCommitted: state.attacker.guardCommitted && dice.guard.attacker === undefined }, defender: { ...state.defender, guardCommitted: state.defender.guardCommitted && dice.guard.defender === undefined } };
  const choices = roundChoicesOf(p);
  const trial = resolveRound(ctx, before, dice, choices);
  if (!trial.ok) throw new Error(`field combat: ${trial.detail ?? trial.code}`);
  const losses: Partial<Record<BattleSide, Loss[]>> = {};
  for (const s of SIDES) {
    // 12.3.6 with the option on, the rules' default goes through the shares too
    const key = p.lossChoices[s] ?? (tx.state.options.rules.proportionalLandLosses ? firstLegalLoss(tx, trial.value, s, state) : undefined);
    if (key === undefined) continue;
    const pool = lossPool(trial.value, s, state);
    losses[s] = sideSpread(tx, s, pool, parseAllocationKey(key)) ?? spread(pool, parseAllocationKey(key));
  }
  const chosen = resolveRound(ctx, before, dice, { ...choices, losses });
  const res = chosen.ok ? chosen.value : trial.value;
  const area = p.record.area;
  for (const s of SIDES) {
    const all = [...res[s].bombardmentLosses, ...res[s].losses, ...res[s].excessLosses];
    applyLossesToState(tx, area, all, '7.5.2.9', `combat losses, round ${res.round} of day ${p.record.day}`);
  }
  const side = (s: BattleSide): BattleRoundSide => {
    const x = res[s];
    const lost = toLosses([...x.bombardmentLosses, ...x.losses, ...x.excessLosses]);
    return {
      tactical: x.tactical.value, declaredTactical: x.declaredTactical,
      guard: x.guard ? { shift: x.guard.commitment.shift, die: x.guard.die, lost: x.guard.lost.reduce((n, l) => n + l.count, 0), allLost: x.guard.allLost } : null,
      bombardment: x.bombardment ? { die: x.bombardment.die, inflicted: x.bombardment.inflicted } : null,
      table: { printed: x.table.printed, table: x.table.table, casualtyShifts: toModifiers(x.table.casualty), moraleShifts: toModifiers(x.table.morale) },
      die: x.die, modifiers: toModifiers(x.modifiers.parts), modifiedDie: x.modifiedDie, firingStrength: x.firingStrength,
      result: x.result ? { lossPercent: x.result.lossPercent, moraleLoss: x.result.moraleLoss } : null, inflicted: x.inflicted,
      lost, lostByType: lossesByType(lost), finalMorale: x.finalMorale, moraleLossBefore: x.moraleLossBefore, moraleLossAfter: x.moraleLossAfter,
      broken: x.standing.broken, eliminated: x.standing.eliminated, brokenBy: x.brokenBy,
    };
  };
  const o = res.outcome;
  const outcome = o.kind === 'victory'
    ? { kind: 'victory' as const, victor: o.victor, rule: o.rule, loserEliminated: o.loserEliminated, breakAndEliminated: o.breakAndEliminated }
    : o;
  const round = { day: p.record.day, round: res.round, attacker: side('attacker'), defender: side('defender'), outcome };
  emit(tx, {
    type: 'battleRoundFought', battle: p.record.id, area, day: p.record.day, round: res.round, dice: { attacker: dice.attacker, defender: dice.defender },
    lost: { attacker: round.attacker.lost.reduce((n, l) => n + l.count, 0), defender: round.defender.lost.reduce((n, l) => n + l.count, 0) },
    moraleLoss: { attacker: tenths(res.attacker.moraleLossAfter - res.attacker.moraleLossBefore), defender: tenths(res.defender.moraleLossAfter - res.defender.moraleLossBefore) },
    rule: '7.5.2.9',
  });
  let q: BattleProgress = {
    ...p, round: res.round, roundDice: null, lossChoices: {}, step: 'round',
    moraleLoss: { attacker: res.attacker.moraleLossAfter, defender: res.defender.moraleLossAfter },
  };
  q = withRecord(q, (r) => withDay({ ...r, stage: 'losses' }, (d) => ({ ...d, rounds: [...d.rounds, round] })));
  q = { ...q, record: refreshForces(tx.state, q) };
  setProgress(tx, q);
  if (o.kind === 'continue') {
    // 7.5.2.11 reinforcement attempts (not in trivial combats unless agreed to, 7.5.3.1), then 7.5.2.12 arrival
    if (!q.record.trivial || q.record.trivialByAgreement) openReinforcements(tx);
    update(tx, (x) => ({ ...x, step: 'reinforce' }));
    return;
  }
  const decided = (x: BattleProgress) => withRecord(x, (r) => withDay(r, (d) => ({ ...d, end: { kind: 'decided', rule: o.rule } })));
  if (o.kind === 'victory') return victory(tx, o.victor, o.rule, o.loserEliminated, o.breakAndEliminated);
  if (o.kind === 'bothBreak' && q.record.limited) {
    // 7.5.4.2.3.1 the relieving force broke: the relief failed
    setProgress(tx, decided({ ...q, record: { ...q.record, outcome: { kind: 'bothBreak', rule: o.rule } } }));
    reliefFailed(tx);
    return;
  }
  if (o.kind === 'bothBreak') {
    // 7.5.2.10.4.2 no victor, no points, no pursuit: the attacker retreats his own forces
    setProgress(tx, decided({
      ...q, step: 'retreat',
      retreatsDue: [...q.retreatsDue, { side: 'attacker', units: q.units.attacker, chooser: q.record.attacker.leadPower, rule: '7.5.2.10.4.2' }],
      record: { ...q.record, outcome: { kind: 'bothBreak', rule: o.rule } },
    }));
    return;
  }
  setProgress(tx, decided({ ...q, step: 'over', record: { ...q.record, outcome: { kind: 'bothEliminated', rule: o.rule } } }));
}

/** 7.5.2.12 outflank arrival roll after rounds 1 and 2 while the outflankers are away. */
function outflankRoll(tx: Tx, afterRound: number): void {
  const p = progressOf(tx)!;
  const flank = p.outflankSide;
  if (!flank || p.arrived || afterRound >= 3 || !p.chits) return;
  const ctx = combatContext(tx.state, p);
  const cell = operations(p.chits.attacker, p.chits.defender, ctx.riverCrossing, ctx.day).cell;
  const die = roll(tx, '7.5.2.12.1', `outflank arrival after round ${afterRound}`);
  const a = outflankArrival(ctx, cell, flank, afterRound as 1 | 2, die);
  setProgress(tx, withRecord({ ...p, arrived: a.arrived }, (r) => withDay(r, (d) => ({
    ...d, arrivals: [...d.arrivals, { day: r.day, afterRound, side: flank, die, rating: a.rating, modifiers: toModifiers(a.parts), arrived: a.arrived }],
  }))));
}

// ---- 7.5.2.11 reinforcement attempts -----------------------------------------------------------

interface Source {
  readonly key: string;
  readonly power: MajorPower;
  readonly area: AreaId;
  /** 7.5.2.11.1 the city they come out of, or null from the field. */
  readonly city: CityId | null;
  readonly units: readonly string[];
  readonly leader: LeaderId | null;
  readonly label: string;
}

/** Areas where a combat of this sequence is fought, was fought, or is still to be fought. */
function combatAreasThisSequence(tx: Tx): Set<string> {
  const phasing = tx.state.cursor.phasing;
  const fought = (landTurn(tx.state).battles ?? []).filter((b) => b.attacker.powers.some((x) => phasing.includes(x))).map((b) => b.area as string);
  return new Set([...combatAreas(tx.state, phasing), ...fought]);
}

/**
 * 7.5.2.11.1.3 The powers that may reinforce a side: its own, and any other major power at war
 * with every power of the other side and with none of this one (it joins the side on arrival).
 */
function reinforcingPowers(tx: Tx, p: BattleProgress, side: BattleSide): MajorPower[] {
  const mine = p.record[side].powers;
  const theirs = p.record[other(side)].powers;
  const outsiders = MAJOR_POWERS.filter((x) => !mine.includes(x) && !theirs.includes(x)
    && theirs.every((e) => atWar(tx.state, x, e)) && !mine.some((f) => atWar(tx.state, x, f)));
  return [...mine, ...outsiders];
}

/**
 * 7.5.2.11.1-2 The groups of a side that may try to join: field forces of the side's powers
 * (7.5.2.11.1.3 allies included) in adjacent land areas (not across a crossing arrow), not in an
 * area with a combat of their own this sequence, and unbesieged corps in a city of the battle area
 * or of an adjacent one; with a leader the whole stack (field or city) rolls once, else each corps
 * alone (irregulars only with a leader).
 */
function reinforcementSources(tx: Tx, p: BattleProgress, side: BattleSide): Source[] {
  const s = tx.state;
  const map = landMap(tx);
  const busy = combatAreasThisSequence(tx);
  const powers = reinforcingPowers(tx, p, side);
  const out: Source[] = [];
  const mine = (n: Nationality) => {
    const c = controllerOf(s, n);
    return c !== null && powers.includes(c) ? c : null;
  };
  const group = (area: AreaId, city: CityId | null, corps: readonly Corps[], irregulars: readonly string[]) => {
    const where = city ? `${city} (area ${area})` : `area ${area}`;
    for (const power of powers) {
      const own = corps.filter((c) => mine(c.nationality) === power);
      if (own.length === 0) continue;
      const leaders = s.leaders.filter((l) => l.owner === power && l.location.kind === 'corps' && own.some((c) => c.counter === (l.location as { counter: string }).counter));
      const best = sideLeaders(s, own.map((c) => c.counter)).filter((l) => leaders.some((x) => x.id === l.id)).sort((a, b) => b.strategic - a.strategic)[0];
      if (best) {
        const irr = irregulars.filter((k) => {
          const i = s.irregulars.find((x) => x.counter === k);
          return i !== undefined && mine(i.nationality) === power;
        });
        const key = city ? `${area}@${city}` : area;
        out.push({ key, power, area, city, units: [...own.map((c) => c.counter), ...irr], leader: best.id as LeaderId, label: `${own.length} corps from ${where} with ${best.id}` });
      } else
        for (const c of own) out.push({ key: `${area}:${c.counter}`, power, area, city, units: [c.counter], leader: null, label: `${c.name} from ${where}` });
    }
  };
  const cities = (area: AreaId) => {
    for (const city of map.area(area)?.cities ?? []) {
      // 7.5.2.11.1 unbesieged: in the battle area the enemy in the field is fighting this battle
      if (area !== p.record.area && isCityBesieged(s, area, city.id, map)) continue;
      group(area, city.id, corpsInCity(s, area, city.id).filter((c) => mine(c.nationality)), []);
    }
  };
  cities(p.record.area);
  for (const e of map.edges(p.record.area)) {
    if (e.crossingSea !== null) continue;
    cities(e.to);
    if (busy.has(e.to)) continue;
    const corps = s.corps.filter((c) => c.location.kind === 'area' && c.location.area === e.to && c.location.city === undefined && mine(c.nationality));
    const irregulars = s.irregulars.filter((i) => i.area === e.to && i.kind !== 'guerilla' && mine(i.nationality)).map((i) => i.counter);
    group(e.to, null, corps, irregulars);
  }
  return out;
}

function openReinforcements(tx: Tx): void {
  const p = progressOf(tx)!;
  for (const side of SIDES) {
    const sources = reinforcementSources(tx, p, side);
    for (const power of reinforcingPowers(tx, p, side)) {
      const mine = sources.filter((x) => x.power === power);
      if (mine.length === 0) continue;
      openDecision(tx, {
        power, kind: 'land/combatReinforce', step: 'land/fieldCombat', rule: '7.5.2.11', secret: false, select: 'many', group: null,
        prompt: `After round ${p.round} in area ${p.record.area}: choose the forces that try to join the ${side} (none is fine).`,
        options: mine.map((x) => ({ value: x.key, label: x.label, verdict: LEGAL })),
      });
    }
  }
}

/** 7.5.2.11.2-5 One roll per chosen group; arrivals join the side (final morale unchanged). */
function attemptReinforcements(tx: Tx, power: MajorPower, keys: readonly string[]): void {
  for (const key of keys) {
    const p = progressOf(tx)!;
    const side = SIDES.find((x) => reinforcingPowers(tx, p, x).includes(power));
    const src = side ? reinforcementSources(tx, p, side).find((x) => x.key === key && x.power === power) : undefined;
    if (!side || !src) continue;
    const map = landMap(tx);
    const edge = map.edges(src.area).find((e) => e.to === p.record.area);
    const units = src.units.map((k) => combatUnitOf(tx.state, src.area, k)).filter((u): u is CombatUnit => u !== null);
    const leader = src.leader ? sideLeaders(tx.state, src.units).find((l) => l.id === src.leader) ?? null : null;
    const input = { terrain: terrainOf(map, src.area), acrossRiver: edge?.river ?? false, byArrowOrSea: false, otherCombat: false, units, leader };
    const die = roll(tx, '7.5.2.11.2', `reinforcement from ${src.city ? `${src.city} in ` : ''}area ${src.area}`);
    const r = reinforcementRoll(input, die);
    let q: BattleProgress = withRecord(p, (rec) => ({
      ...rec,
      reinforcements: [...rec.reinforcements, {
        day: rec.day, afterRound: p.round, side, power, from: src.area, ...(src.city ? { fromCity: src.city } : {}), counters: src.units, die, rating: r.rating, modifiers: toModifiers(r.parts), arrived: r.arrived,
      }],
    }));
    if (r.arrived) {
      const area = p.record.area;
      patch(tx, {
        corps: tx.state.corps.map((c) => (src.units.includes(c.counter) ? { ...c, location: { kind: 'area', area } } : c)),
        irregulars: tx.state.irregulars.map((i) => (src.units.includes(i.counter) ? { ...i, area } : i)),
      });
      for (const k of src.units) emit(tx, { type: 'counterMoved', counter: k as CounterId, from: src.area, to: area, cost: 0, rule: '7.5.2.11' });
      const current = combatContext(tx.state, q)[side].commander;
      const commander = leader ? commanderAfterReinforcement(current, leader).id : current?.id ?? null;
      q = {
        ...q,
        units: { ...q.units, [side]: [...q.units[side], ...src.units] },
        counted: { ...q.counted, [side]: [...q.counted[side], ...src.units] },
        commanders: { ...q.commanders, [side]: (commander as LeaderId | null) },
      };
      revealUnits(tx, src.units, [...q.record.attacker.powers, ...q.record.defender.powers]);
      const joined = { day: q.record.day, afterRound: p.round };
      // 7.5.2.11.1.3 an ally arriving joins the side
      const powers = q.record[side].powers.includes(power) ? q.record[side].powers : [...q.record[side].powers, power];
      const rec = refreshForces(tx.state, withRecord(q, (x) => ({ ...x, [side]: { ...x[side], powers } })));
      q = { ...q, record: { ...rec, [side]: { ...rec[side], units: rec[side].units.map((u) => (src.units.includes(u.counter) ? { ...u, joined } : u)) } } };
    }
    setProgress(tx, q);
  }
  continueBattle(tx);
}

// ---- 7.5.2.10 victory: pursuit, political points, retreat ------------------------------------------

const alive = (tx: Tx, p: BattleProgress, side: BattleSide) =>
  p.units[side].map((k) => combatUnitOf(tx.state, p.record.area, k)).filter((u): u is CombatUnit => u !== null && unitsTotal([u]) > 0);

function victory(tx: Tx, victor: BattleSide, rule: string, loserEliminated: boolean, breakAndEliminated: boolean): void {
  let p = progressOf(tx)!;
  const loser = other(victor);
  const ctx = combatContext(tx.state, p);
  p = withRecord(p, (r) => withDay({ ...r, outcome: { kind: 'victory', victor, rule, loserEliminated, breakAndEliminated } }, (d) => ({ ...d, end: { kind: 'decided', rule } })));
  // 7.5.2.10.2 pursuit by the victor's cavalry; 7.5.4.2.3.1.2-2 in a limited combat the corps that
  // came out of the city neither pursue nor are pursued
  const sallied = p.record.limited?.sallied ?? [];
  const survivors = alive(tx, p, loser).filter((u) => loser !== 'attacker' || !sallied.includes(u.id));
  const chasers = alive(tx, p, victor).filter((u) => victor !== 'attacker' || !sallied.includes(u.id));
  if (survivors.length > 0 && chasers.length > 0) {
    const die = roll(tx, '7.5.2.10.2', `pursuit in area ${p.record.area}`);
    const pu = pursue({
      victorUnits: chasers, victorLeaders: ctx[victor].leaders, victorMoraleLoss: p.moraleLoss[victor], loserUnits: survivors,
      roundsCompleted: p.round, day: p.record.day, terrain: ctx.terrain, die,
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
  // 7.5.2.10.3 the loser is retreated by the victor
  const left = alive(tx, p, loser).map((u) => u.id);
  if (left.length > 0) p = { ...p, retreatsDue: [...p.retreatsDue, { side: loser, units: left, chooser: p.record[victor].leadPower, rule: '7.5.2.10.3' }] };
  setProgress(tx, { ...p, step: 'retreat', record: refreshForces(tx.state, p) });
}

// ---- 7.5.2.13 end of day ----------------------------------------------------------------------------

function openEndOfDay(tx: Tx): void {
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
function endOfDayRevealed(tx: Tx, group: DecisionGroup): void {
  let p = progressOf(tx)!;
  const intents = { attacker: group.answers[p.record.attacker.leadPower] as DayIntent, defender: group.answers[p.record.defender.leadPower] as DayIntent };
  p = withRecord(p, (r) => withDay(r, (d) => ({ ...d, intents })));
  const withdrawing = SIDES.filter((s) => intents[s] === 'withdraw');
  if (withdrawing.length === 0) {
    p = { ...p, chits: null, outflankSide: null, outflanking: [], arrived: false, round: 0 };
    p = withRecord(p, (r) => ({ ...r, day: r.day + 1, days: [...r.days, newDay(r.day + 1)], stage: r.trivial ? 'losses' : 'chits' }));
    setProgress(tx, { ...p, step: p.record.trivial ? 'round' : 'chits' });
    if (p.record.trivial) startTrivialDay(tx);
    continueBattle(tx);
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
  continueBattle(tx);
}

// ---- 7.5.2.10.3 retreats and surrender ------------------------------------------------------------

/** The land map as the retreat rules read it (crossing arrows are not land borders, 7.5.2.10.3). */
function retreatMap(tx: Tx) {
  const map = landMap(tx);
  return { neighbours: (id: string) => map.edges(id as AreaId).map((e) => ({ id: e.to as string, edge: { kind: e.crossingSea === null ? 'land' : 'strait' } })) };
}

/**
 * 7.5.2.10.3.1 Targets: areas with a depot of a power in the force; when there is none, the areas
 * of its home nation (the engine's map facts do not mark national capitals: nearest home area
 * stands in for the nearest capital).
 */
function retreatTargets(tx: Tx, powers: readonly MajorPower[]): string[] {
  const depots = tx.state.depots.filter((d) => powers.includes(d.owner) && d.fleet === undefined).map((d) => d.area as string);
  if (depots.length > 0) return depots;
  const map = landMap(tx);
  const home: string[] = [];
  for (let i = 1; i <= 788; i++) {
    const id = String(i).padStart(3, '0') as AreaId;
    const f = map.area(id);
    if (f && f.homeOf !== null && powers.includes(f.homeOf)) home.push(id);
  }
  return home;
}

/** 7.5.2.10.3.3 areas holding unbesieged enemy corps, cossacks, freikorps or depot garrisons. */
function enemyHeld(tx: Tx, powers: readonly MajorPower[]): Set<string> {
  const s = tx.state;
  const enemy = (n: Nationality) => {
    const c = controllerOf(s, n);
    return c !== null && powers.some((p) => p !== c && s.relations.wars.some(([x, y]) => (x === p && y === c) || (x === c && y === p)));
  };
  const out = new Set<string>();
  for (const c of s.corps) if (c.location.kind === 'area' && c.location.city === undefined && enemy(c.nationality)) out.add(c.location.area);
  for (const i of s.irregulars) if (i.kind !== 'guerilla' && enemy(i.nationality)) out.add(i.area);
  for (const g of s.garrisons) if (g.place.kind === 'depot' && enemy(g.nationality)) out.add(g.area);
  return out;
}

/** Handles the next retreat due; false when it waits for the route decision. */
function nextRetreat(tx: Tx): boolean {
  const p = progressOf(tx)!;
  const [due, ...rest] = p.retreatsDue;
  if (!due) {
    setProgress(tx, { ...p, step: 'over' });
    return true;
  }
  const area = p.record.area;
  const movers = due.units.filter((k) => !k.startsWith('garrison:') && !k.startsWith(SORTIE) && (combatUnitOf(tx.state, area, k) ? unitsTotal([combatUnitOf(tx.state, area, k)!]) > 0 : false));
  const garrisons = due.units.filter((k) => k.startsWith('garrison:'));
  // 7.5.3.4, 7.5.2.10.3.6 depot garrisons cannot retreat: beaten, they surrender (withdrawing or
  // both broken, they stay on their depot)
  if (garrisons.length > 0 && due.rule === '7.5.2.10.3') surrender(tx, due.side, garrisons, '7.5.2.10.3.6');
  if (movers.length === 0) {
    update(tx, (x) => ({ ...x, retreatsDue: rest }));
    return true;
  }
  const powers = [...new Set(movers.map((k) => combatUnitOf(tx.state, area, k)!.power))];
  const routes = retreatRoutes(retreatMap(tx), { from: area, targets: retreatTargets(tx, powers), enemyOccupied: enemyHeld(tx, powers) });
  if (routes.kind === 'surrender') {
    surrender(tx, due.side, movers, routes.rule);
    update(tx, (x) => ({ ...x, retreatsDue: rest }));
    return true;
  }
  const options = routes.routes.slice(0, 100).map((r) => ({ value: r.join('>'), label: `Retreat to ${r.join(' → ')}`, verdict: LEGAL }));
  if (options.length === 1) {
    applyRetreat(tx, String(options[0]!.value));
    return true;
  }
  openDecision(tx, {
    power: due.chooser, kind: 'land/combatRetreat', step: 'land/fieldCombat', rule: due.rule, secret: false, select: 'one', group: null,
    prompt: `Choose the retreat route of the ${due.side} from area ${area}.`, options,
  });
  return false;
}

/** Moves the retreating force along the chosen route (leaders go with their corps). */
function applyRetreat(tx: Tx, value: string): void {
  const p = progressOf(tx)!;
  const [due, ...rest] = p.retreatsDue;
  if (!due) return;
  const route = value.split('>') as AreaId[];
  const to = route[route.length - 1]!;
  const area = p.record.area;
  const movers = due.units.filter((k) => !k.startsWith('garrison:') && !k.startsWith(SORTIE) && combatUnitOf(tx.state, area, k) !== null && unitsTotal([combatUnitOf(tx.state, area, k)!]) > 0);
  patch(tx, {
    corps: tx.state.corps.map((c) => (movers.includes(c.counter) ? { ...c, location: { kind: 'area', area: to } } : c)),
    irregulars: tx.state.irregulars.map((i) => (movers.includes(i.counter) ? { ...i, area: to } : i)),
  });
  const powers = [...new Set(movers.map((k) => combatUnitOf(tx.state, to, k)?.power).filter((x): x is MajorPower => x !== undefined))];
  emit(tx, { type: 'forceRetreated', battle: p.record.id, powers, counters: movers as CounterId[], from: area, route, rule: due.rule });
  setProgress(tx, withRecord({ ...p, retreatsDue: rest }, (r) => ({
    ...r, retreats: [...r.retreats, { side: due.side, powers, chosenBy: due.chooser, from: area, route, surrendered: false, rule: due.rule }],
  })));
}

/** 7.5.2.10.3.6 no route: every factor of the force becomes a prisoner of the other side's lead power. */
function surrender(tx: Tx, side: BattleSide, keys: readonly string[], rule: string): void {
  const p = progressOf(tx)!;
  const area = p.record.area;
  const holder = p.record[other(side)].leadPower;
  let total = 0;
  const powers = new Set<MajorPower>();
  for (const k of keys) {
    const u = combatUnitOf(tx.state, area, k);
    if (!u) continue;
    powers.add(u.power);
    const taken: Strength = u.factors;
    const army: Record<string, number> = {};
    for (const t of ['infantry', 'militia', 'cavalry', 'guard', 'artillery', 'feudalInfantry', 'feudalCavalry'] as const) if ((taken[t] ?? 0) > 0) army[t] = taken[t]!;
    total += Object.values(army).reduce((a, b) => a + b, 0);
    if (Object.keys(army).length > 0) addPrisoners(tx, holder, u.nationality as Nationality, army);
    if (u.kind === 'garrison') {
      patch(tx, { garrisons: tx.state.garrisons.filter((g) => !(g.area === area && g.place.kind === 'depot' && g.nationality === u.nationality)) });
      factorsEvent(tx, u.nationality as Nationality, null, area, army, rule, 'surrendered');
    } else if (u.kind === 'corps') {
      patch(tx, { corps: tx.state.corps.map((c) => (c.counter === k ? { ...c, factors: {} } : c)) });
      factorsEvent(tx, u.nationality as Nationality, k as CounterId, area, army, rule, 'surrendered');
    } else {
      patch(tx, { irregulars: tx.state.irregulars.filter((i) => i.counter !== k) });
      emit(tx, { type: 'counterRemoved', counter: k as CounterId, owner: u.power, area, kind: 'irregular', rule, reason: 'surrendered' });
    }
  }
  emit(tx, { type: 'forceSurrendered', battle: p.record.id, powers: [...powers], holder, area, factors: total, rule });
  update(tx, (x) => withRecord(x, (r) => ({
    ...r, retreats: [...r.retreats, { side, powers: [...powers], chosenBy: null, from: area, route: null, surrendered: true, rule }],
  })));
}

function addPrisoners(tx: Tx, holder: MajorPower, nationality: Nationality, factors: Record<string, number>): void {
  const existing = tx.state.prisoners.find((x) => x.holder === holder && x.nationality === nationality);
  if (!existing) {
    patch(tx, { prisoners: [...tx.state.prisoners, { holder, nationality, factors }] });
    return;
  }
  const sum: Record<string, number> = { ...(existing.factors as Record<string, number>) };
  for (const [t, n] of Object.entries(factors)) sum[t] = (sum[t] ?? 0) + n;
  patch(tx, { prisoners: tx.state.prisoners.map((x) => (x === existing ? { ...x, factors: sum } : x)) });
}

// ---- 7.5.2.14 depots after the battle -------------------------------------------------------------

/** The one side with field forces still in the area after the retreats, or null. */
function sideLeftInField(tx: Tx, p: BattleProgress): BattleSide | null {
  const area = p.record.area;
  const inField = (k: string) => {
    const c = tx.state.corps.find((x) => x.counter === k);
    if (c) return c.location.kind === 'area' && c.location.area === area && c.location.city === undefined && Object.values(c.factors).some((n) => (n ?? 0) > 0);
    if (tx.state.irregulars.some((i) => i.counter === k && i.area === area)) return true;
    return k.startsWith('garrison:') && combatUnitOf(tx.state, area, k) !== null;
  };
  const present = SIDES.filter((side) => p.counted[side].some(inField));
  return present.length === 1 ? present[0]! : null;
}

/**
 * 7.5.2.14 after a fought battle, the side left alone in the area may destroy or convert each
 * ungarrisoned enemy depot there (one decision per depot); true while a decision is open.
 */
function openDepotChoice(tx: Tx): boolean {
  const p = progressOf(tx)!;
  const o = p.record.outcome;
  if (!o || o.kind === 'avoided') return false;
  const holder = sideLeftInField(tx, p);
  if (holder === null) return false;
  const power = p.record[holder].leadPower;
  const asked = p.depotsAsked ?? [];
  const depot = depotsLeftToVictor(tx.state, power, p.record.area).find((d) => !asked.includes(d.id));
  if (!depot) return false;
  setProgress(tx, { ...p, depotsAsked: [...asked, depot.id] });
  openDecision(tx, {
    power, kind: 'land/combatDepot', step: 'land/fieldCombat', rule: '7.5.2.14', secret: false, select: 'one', group: null,
    prompt: `The ${POWER_NAMES[depot.owner]} depot in area ${p.record.area} is left to your forces: convert it, destroy it or leave it.`,
    options: [
      { value: `convert:${depot.id}`, label: 'Convert it to your own depot', verdict: convertDepotVerdict(tx.state, landMap(tx), power, depot) },
      { value: `destroy:${depot.id}`, label: 'Destroy it', verdict: LEGAL },
      { value: `keep:${depot.id}`, label: 'Leave it standing', verdict: LEGAL },
    ],
  });
  return true;
}

function applyDepotChoice(tx: Tx, d: PendingDecision, value: string): void {
  const [action, id] = value.split(':') as ['convert' | 'destroy' | 'keep', string];
  const depot = tx.state.depots.find((x) => x.id === id);
  if (depot && action !== 'keep') {
    patch(tx, { depots: tx.state.depots.filter((x) => x !== depot) });
    emit(tx, { type: 'depotRemoved', owner: depot.owner, area: depot.area, depot: depot.id, rule: '7.5.2.14' });
    if (action === 'convert') {
      const converted = `${depot.id}-${d.power}`;
      patch(tx, { depots: [...tx.state.depots, { id: converted, owner: d.power, area: depot.area }] });
      emit(tx, { type: 'depotPlaced', owner: d.power, area: depot.area, depot: converted, rule: '7.5.2.14' });
    }
  }
  continueBattle(tx);
}

// ---- the end ---------------------------------------------------------------------------------

/** 10.6.3 every factor of the side still in the battle is gone (eliminated or surrendered). */
function sideWiped(tx: Tx, p: BattleProgress, side: BattleSide): boolean {
  const keys = p.units[side];
  return keys.length > 0 && keys.every((k) => {
    const u = combatUnitOf(tx.state, p.record.area, k);
    return u === null || unitsTotal([u]) === 0;
  });
}

/**
 * 10.6.3 the leaders of an emptied corps of a wiped-out side are taken by the other side (its
 * lead power stands in for the owner's choice among the opposing powers); peace returns them.
 */
function captureLeaders(tx: Tx, counter: CounterId, by: MajorPower, area: AreaId): void {
  for (const l of tx.state.leaders.filter((x) => x.location.kind === 'corps' && x.location.counter === counter)) {
    patch(tx, { leaders: tx.state.leaders.map((x) => (x.id === l.id ? { ...x, location: { kind: 'captured' as const, by } } : x)) });
    emit(tx, { type: 'leaderCaptured', leader: l.id, owner: l.owner, by, area, rule: '10.6.3' });
  }
}

/**
 * 7.5.5 emptied corps leave the map (their leaders join another corps of their power in the
 * area, else go to the pool); the record is kept for the turn; the next combat follows.
 */
function finishBattle(tx: Tx): void {
  // 7.5.4.2.3 a limited field combat stands instead of the besieged power's garrison attack this turn
  const lim = progressOf(tx)!.record.limited;
  if (lim) markDone(tx, lim.besieged, progressOf(tx)!.record.area, lim.city);
  // 12.7 (option) leaders struck are off the map before the emptied corps go (and are not captured)
  const leaderCasualties = checkLeaderCasualties(tx, progressOf(tx)!);
  const p = progressOf(tx)!;
  const removed: string[] = [];
  const wiped = SIDES.filter((side) => sideWiped(tx, p, side));
  for (const k of [...p.counted.attacker, ...p.counted.defender]) {
    const c = tx.state.corps.find((x) => x.counter === k);
    if (!c || Object.values(c.factors).some((n) => (n ?? 0) > 0) || c.location.kind !== 'area') continue;
    const area = c.location.area;
    const owner = controllerOf(tx.state, c.nationality);
    patch(tx, { corps: tx.state.corps.filter((x) => x !== c) });
    emit(tx, { type: 'counterRemoved', counter: c.counter, owner, area, kind: 'corps', rule: '7.5.5', reason: 'no factors left' });
    const side: BattleSide = p.counted.attacker.includes(k) ? 'attacker' : 'defender';
    if (wiped.includes(side)) {
      captureLeaders(tx, c.counter, p.record[other(side)].leadPower, area);
      removed.push(k);
      continue;
    }
    const heir = tx.state.corps.find((x) => x.location.kind === 'area' && x.location.area === area && controllerOf(tx.state, x.nationality) === owner);
    for (const l of tx.state.leaders.filter((x) => x.location.kind === 'corps' && x.location.counter === c.counter)) {
      const location = heir ? { kind: 'corps' as const, counter: heir.counter } : { kind: 'pool' as const };
      patch(tx, { leaders: tx.state.leaders.map((x) => (x.id === l.id ? { ...x, location } : x)) });
      emit(tx, { type: 'leaderUnstacked', leader: l.id, owner: l.owner, to: heir ? 'corps' : 'pool', rule: '7.5.5' });
    }
    removed.push(k);
  }
  const record: BattleRecord = { ...p.record, stage: 'over', removed, ...(leaderCasualties.length > 0 ? { leaderCasualties } : {}) };
  const o = record.outcome;
  const victors = o?.kind === 'victory' ? record[o.victor].powers : [];
  emit(tx, { type: 'battleEnded', battle: record.id, area: record.area, outcome: o?.kind ?? 'avoided', victors, rule: o?.rule ?? '7.5' });
  const land = landTurn(tx.state);
  const { battle: _done, ...rest } = land;
  patch(tx, { turn: { ...tx.state.turn, land: { ...rest, battles: [...(land.battles ?? []), record] } } });
  nextCombat(tx);
}

// ---- decision handlers ---------------------------------------------------------------------------

export const FIELD_COMBAT_HANDLERS = {
  order: (tx: Tx, area: string) => startBattle(tx, area as AreaId),
  retire: (tx: Tx, d: PendingDecision, value: string) => applyRetire(tx, d.power, value),
  commander: (tx: Tx, d: PendingDecision, value: string) => {
    update(tx, (p) => {
      const side: BattleSide = p.record.attacker.powers.includes(d.power) ? 'attacker' : 'defender';
      return { ...p, commanders: { ...p.commanders, [side]: value as LeaderId } };
    });
    continueBattle(tx);
  },
  chits: chitsRevealed,
  division: (tx: Tx, value: string) => {
    setDivision(tx, value);
    continueBattle(tx);
  },
  losses: applyLossChoice,
  reinforce: (tx: Tx, d: PendingDecision, values: readonly string[]) => attemptReinforcements(tx, d.power, values),
  endOfDay: endOfDayRevealed,
  retreat: (tx: Tx, value: string) => {
    applyRetreat(tx, value);
    continueBattle(tx);
  },
  depot: applyDepotChoice,
  round: roundRevealed,
  join: applyJoin,
  trivial: trivialRevealed,
  solitaire: applySolitaire,
  sally: (tx: Tx, d: PendingDecision, values: readonly string[]) => applySally(tx, d, values),
};
