// opt:14.3 / opt:14.3.1 / opt:14.3.2 (v2.71) the UMP Control Step (8.11), the control step before a game starts, and
// the immediate one when a player leaves (19.2.1).
//
// Decision `campaign/umpOverture` (secret group, many) — one per major power with a player:
//   `overture:<ump>`            make an overture (14.3.1.1.1)
//   `pp:<ump>:<self>:<others>`  political points: +self to our roll, -others to every other roll (14.3.1.1.3)
//   `subsidy:<ump>:<n>`         n = 20, 40, 60 money (14.3.1.1.6)
//   `cede:<ump>:minor:<id>` / `cede:<ump>:province:<id>`  territory offered (14.3.1.1.4)
// An empty answer makes no overture.
import { EMPTY_CAMPAIGN, MAJOR_POWERS, POWER_NAMES, nextMonth, totalFactors } from '../../../model';
import type { CampaignState, DecisionAnswer, DecisionGroup, Factors, GameState, MajorPower, PendingDecision, StoredUmpForces, UmpRecord, UmpStatus, Verdict } from '../../../model';
import {
  campaignOf, neutralReturn, overtureAnswerVerdict, overtureModifiers, overtureOptions, overtureWinner, parseOvertures, playedPowers, statusFromRoll, umpsToDecide,
} from '../../../rules/campaign';
import type { OvertureOrder } from '../../../rules/campaign';
import { counted, holdingOf } from '../../../rules/economic';
import { emit, openDecision, openGroup, patch, roll } from '../../tx';
import type { Tx } from '../../tx';
import type { GameData } from '../../gameData';
import { politicalPoints } from '../effects';
import { minorOverturesAsked, openMinorOvertures } from '../political/minorOvertures';
import { book, removeForces } from '../economic/economyState';
import { freeStateGarrisonsHome } from '../land/freeStateGarrisonsAbroad';

export function patchCampaign(tx: Tx, changes: Partial<CampaignState>): void {
  patch(tx, { campaign: { ...(tx.state.campaign ?? EMPTY_CAMPAIGN), ...changes } });
}

export function patchUmp(tx: Tx, power: MajorPower, changes: Partial<UmpRecord>): void {
  patchCampaign(tx, { umps: campaignOf(tx.state).umps.map((u) => (u.power === power ? { ...u, ...changes } : u)) });
}

/** 8.11 / v2.71 14.3.1 the step runs in every Economic Phase of a game with UMPs (not only December, as 8.11 first read). */
// v2.71 4.6.8 (political branch) it also runs for the overtures to minor countries when that option is on
export const umpControlStepEmpty = (s: GameState): string | null => (umpsToDecide(s).length > 0 || minorOverturesAsked(s) ? null : 'no uncontrolled major powers');

/**
 * 14.3.1 open the overtures: every power with a player answers one secret decision; the UMPs
 * in play (or only `only`, 19.2.1) are decided when all have answered.
 */
export function openControl(tx: Tx, opts: { pregame: boolean; leftPlayer: MajorPower | null }): void {
  const umps = umpsToDecide(tx.state, opts.leftPlayer ?? undefined);
  if (umps.length === 0) return;
  // 19.2.1 the interrupt is a control step played "normally" (14.3.1): subsidies and cessions are
  // offered as in an Economic Phase's step; only the one before the game has none (14.3.1)
  const pregame = opts.pregame;
  patchCampaign(tx, { control: { umps, pregame, leftPlayer: opts.leftPlayer } });
  const deciders = playedPowers(tx.state);
  if (deciders.length === 0) return decide(tx, new Map());
  const step = tx.state.cursor.segment < 0 || opts.leftPlayer ? tx.state.cursor.step : 'economic/umpControl';
  const group = openGroup(tx, { kind: 'campaign/umpOverture', rule: 'opt:14.3.1', secret: true, powers: deciders });
  for (const p of deciders) {
    const options = overtureOptions(tx.state, p, umps, pregame, tx.data.land);
    openDecision(tx, {
      power: p, kind: 'campaign/umpOverture', step, rule: 'opt:14.3.1',
      prompt: opts.leftPlayer
        ? `${POWER_NAMES[opts.leftPlayer]}'s player has left: tick your overtures for its control (revealed together).`
        : 'Tick your secret overtures to the uncontrolled major powers, with the political points, subsidies and territory you offer (revealed together).',
      secret: true, select: 'many', group, options,
    });
  }
}

/** 8.11 the Economic Phase's step. */
export function beginUmpControl(tx: Tx): void {
  openMinorOvertures(tx); // v2.71 4.6.8 (political branch's hook) overtures to minor countries, their own secret group
  openControl(tx, { pregame: false, leftPlayer: null });
}

/** The handler's check: each value legal, and the answer as a whole (one pp and one subsidy per UMP, money enough). */
export function checkOvertures(state: GameState, decision: PendingDecision, answer: DecisionAnswer, _data: GameData): Verdict {
  const values = (Array.isArray(answer) ? answer : [answer]).map(String);
  return overtureAnswerVerdict(state, decision.power, decision.options, values);
}

/** 14.3.1.1.1 all overtures are in: reveal and resolve them. */
export function revealOvertures(tx: Tx, group: DecisionGroup): void {
  const byPower = new Map<MajorPower, Map<MajorPower, OvertureOrder>>();
  for (const p of group.powers) byPower.set(p, parseOvertures(((group.answers[p] ?? []) as readonly (string | number)[]).map(String)));
  decide(tx, byPower);
}

function decide(tx: Tx, byPower: ReadonlyMap<MajorPower, ReadonlyMap<MajorPower, OvertureOrder>>): void {
  const control = campaignOf(tx.state).control;
  if (!control) return;
  const pregame = control.pregame;
  for (const ump of control.umps) {
    const orders = new Map<MajorPower, OvertureOrder>();
    for (const [p, m] of byPower) {
      const o = m.get(ump);
      if (o) orders.set(p, o);
    }
    // 14.3.1.1.3 the political points pass to the UMP just before the first roll
    for (const [p, o] of orders) {
      const n = o.ppSelf + o.ppOthers;
      if (n === 0) continue;
      politicalPoints(tx, p, -n, '14.3.1.1.3', `political points spent on an overture to ${POWER_NAMES[ump]}`);
      politicalPoints(tx, ump, n, '14.3.1.1.3', `political points from ${POWER_NAMES[p]}'s overture`);
    }
    const rolls: { power: MajorPower; total: number }[] = [];
    for (const [p, o] of orders) {
      const dice = [roll(tx, '14.3.1.1.1', `${POWER_NAMES[p]}'s overture to ${POWER_NAMES[ump]}`), roll(tx, '14.3.1.1.1', `${POWER_NAMES[p]}'s overture to ${POWER_NAMES[ump]}`)];
      const modifiers = overtureModifiers(tx.state, p, o, orders, pregame);
      const total = dice[0]! + dice[1]! + modifiers.reduce((n, m) => n + m.value, 0);
      emit(tx, { type: 'umpOvertureRolled', ump, power: p, dice, modifiers, total, rule: '14.3.1.1.1' });
      rolls.push({ power: p, total });
    }
    settleUmp(tx, ump, rolls, orders, control.leftPlayer === ump, control.leftPlayer !== null);
  }
  patchCampaign(tx, { control: undefined, ...(pregame ? { pregameControlDone: true } : {}) });
  if (!pregame && control.leftPlayer === null)
    // 19.2.1 the "always active" of a left player's power lasts until this step
    patchCampaign(tx, { umps: campaignOf(tx.state).umps.map((u) => (control.umps.includes(u.power) && u.activeUntilControlStep ? { ...u, activeUntilControlStep: false } : u)) });
}

function settleUmp(tx: Tx, ump: MajorPower, rolls: { power: MajorPower; total: number }[], orders: ReadonlyMap<MajorPower, OvertureOrder>, leftNow: boolean, interrupt: boolean): void {
  const record = campaignOf(tx.state).umps.find((u) => u.power === ump)!;
  let result = overtureWinner(rolls, record.lastController);
  // 14.3.2 a tie no past controller settles: the tied powers roll off
  for (let guard = 0; result && 'tied' in result && guard < 20; guard++) {
    const off = result.tied.map((p) => ({ power: p, total: roll(tx, 'opt:14.3.2', `${POWER_NAMES[p]}'s roll-off for ${POWER_NAMES[ump]}`) }));
    const again = overtureWinner(off, null);
    result = again && 'winner' in again ? { winner: again.winner, total: result.total } : again && 'tied' in again ? { tied: again.tied, total: result.total } : null;
  }
  if (!result || !('winner' in result)) return goNeutral(tx, ump, record);
  const { winner, total } = result;
  const status: UmpStatus = statusFromRoll(ump, total);
  const forced = leftNow || record.activeUntilControlStep === true;
  const o = orders.get(winner)!;
  // 14.3.1.1.6 the winner's subsidy is paid; 14.3.1.1.4 its offered territory changes hands now
  if (o.subsidy > 0 && interrupt) {
    // 19.2.1 outside an Economic Phase there is no worksheet: the treasuries move at once
    pay(tx, winner, -o.subsidy, `subsidy to ${POWER_NAMES[ump]}`);
    pay(tx, ump, o.subsidy, `subsidy from ${POWER_NAMES[winner]}`);
  } else if (o.subsidy > 0) {
    book(tx, winner, winner, [counted('transfers', `Subsidy to ${POWER_NAMES[ump]}`, -o.subsidy, 0, '14.3.1.1.6')]);
    book(tx, ump, ump, [counted('transfers', `Subsidy from ${POWER_NAMES[winner]}`, o.subsidy, 0, '14.3.1.1.6')]);
  }
  for (const c of o.cessions) cede(tx, winner, ump, c);
  if (record.status === 'neutral' && record.neutralPhases > 0) neutralBackPay(tx, ump, record.neutralPhases, interrupt);
  // opt:14.3.6.1~2 / opt:14.3.3.5 the forces stored while neutral are set up again
  if (record.status === 'neutral' && record.stored) setUpAgain(tx, ump, record.stored);
  patchUmp(tx, ump, { controller: winner, lastController: winner, status, neutralPhases: 0, ...(forced ? { activeUntilControlStep: true } : {}) });
  const how = `${POWER_NAMES[winner]} rolled ${total}${rolls.length > 1 ? ', the highest' : ''}: ${status === 'active' ? 'active' : 'inactive'}${forced && status !== 'active' ? ' (active until the next UMP Control Step, 19.2.1)' : ''}`;
  // 14.3.2.1 no political points are gained for control
  emit(tx, { type: 'umpControlDecided', ump, controller: winner, status, rule: 'opt:14.3.2', reason: how });
}

/**
 * opt:14.3.6.1~2 a neutral UMP controlled again gains half its money and manpower values for each
 * Economic Phase it sat out: the printed values of the home provinces it still holds (docs/RULINGS.md).
 */
function neutralBackPay(tx: Tx, ump: MajorPower, phases: number, interrupt: boolean): void {
  const held = (tx.data.economy?.provinces ?? []).filter((p) => p.home === ump && !(tx.state.ceded ?? []).some((c) => c.province === p.id && c.holder !== ump));
  const back = neutralReturn(held.reduce((n, p) => n + p.money, 0), held.reduce((n, p) => n + p.manpower, 0), phases);
  const label = `${phases} Economic Phase${phases === 1 ? '' : 's'} neutral: half the money and manpower values`;
  if (interrupt) {
    if (back.money > 0) pay(tx, ump, back.money, label);
    if (back.manpower > 0) {
      const ps = tx.state.powers[ump];
      patch(tx, { powers: { ...tx.state.powers, [ump]: { ...ps, manpower: ps.manpower + back.manpower } } });
      emit(tx, { type: 'manpowerChanged', power: ump, delta: back.manpower, rule: '14.3.6.1', reason: label });
    }
  } else if (back.money > 0 || back.manpower > 0) book(tx, ump, ump, [counted('transfers', label, back.money, back.manpower, '14.3.6.1')]);
}

/** 14.3.1.1.6 / 19.2.1 a subsidy paid in the immediate control step, straight from treasury to treasury. */
function pay(tx: Tx, power: MajorPower, delta: number, reason: string): void {
  const ps = tx.state.powers[power];
  patch(tx, { powers: { ...tx.state.powers, [power]: { ...ps, money: ps.money + delta } } });
  emit(tx, { type: 'moneyChanged', power, delta, rule: '14.3.1.1.6', reason });
}

/** 14.3.1.1.4 the offered minor or province passes to the UMP. */
function cede(tx: Tx, from: MajorPower, ump: MajorPower, key: string): void {
  const [kind, id] = key.split(':') as ['minor' | 'province', string];
  // v2.71 8.8 a cession to an UMP costs the ceding power one political point per province or minor
  politicalPoints(tx, from, -1, '8.8', `${id.split('-').map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ')} ceded to ${POWER_NAMES[ump]}`);
  if (kind === 'minor') {
    const minor = tx.state.minors.find((m) => m.id === id && m.controller === from);
    if (!minor) return;
    patch(tx, { minors: tx.state.minors.map((m) => (m === minor ? { ...m, controller: ump } : m)) });
    emit(tx, { type: 'minorControlChanged', minor: id, from, to: ump, status: minor.status, rule: '14.3.1.1.4', reason: `ceded to ${POWER_NAMES[ump]} with a successful overture` });
    freeStateGarrisonsHome(tx, id); // 12.3.8 (option) its garrisons abroad go home
  } else {
    const ceded = tx.state.ceded ?? [];
    patch(tx, { ceded: ceded.flatMap((c) => (c.province !== id || c.holder !== from ? [c] : c.home === ump ? [] : [{ ...c, holder: ump }])) });
  }
}

/**
 * 14.3.6 no overture: the UMP turns neutral, its forces leave the board with their strengths
 * recorded. 14.3.6.1 one at war surrenders to its enemies at the next Peace Step.
 */
function goNeutral(tx: Tx, ump: MajorPower, record: UmpRecord): void {
  const factors: Partial<Record<keyof Factors, number>> = {};
  for (const f of [...tx.state.corps.filter((c) => c.nationality === ump).map((c) => c.factors), ...tx.state.garrisons.filter((g) => g.nationality === ump).map((g) => g.factors)])
    for (const [k, v] of Object.entries(f) as [keyof Factors, number][]) factors[k] = (factors[k] ?? 0) + v;
  const ships = tx.state.fleets.filter((f) => f.nationality === ump).reduce((n, f) => n + f.ships, 0);
  const prior = record.stored;
  // 14.3.3.5 the counters too, to be set up again (feudal, insurrection and Tyrol corps return by their own rules, 10.1.3-10.1.5)
  const counters = tx.state.corps.filter((c) => c.nationality === ump && !SPECIAL_CORPS.has(c.type)).map((c) => ({ id: c.id, name: c.name, type: c.type, movement: c.movement }));
  const fleetCounters = tx.state.fleets.filter((f) => f.nationality === ump).map((f) => ({ id: f.id, name: f.name, maxShips: f.maxShips ?? f.ships }));
  const corps = tx.state.corps.filter((c) => c.nationality === ump).length;
  const fleets = tx.state.fleets.filter((f) => f.nationality === ump).length;
  if (totalFactors(factors) > 0 || ships > 0) {
    removeForces(tx, ump, ump, '14.3.6', `${POWER_NAMES[ump]} is a neutral uncontrolled major power`, undefined);
    emit(tx, { type: 'umpForcesStored', ump, corps, fleets, rule: '14.3.6' });
  }
  const now: StoredUmpForces = { factors, ships, ...(counters.length > 0 ? { corps: counters } : {}), ...(fleetCounters.length > 0 ? { fleets: fleetCounters } : {}) };
  const stored = prior ? mergeStored(prior, now) : now;
  patchUmp(tx, ump, { controller: null, status: 'neutral', neutralPhases: record.status === 'neutral' ? record.neutralPhases + 1 : 1, stored });
  const atWarWith = MAJOR_POWERS.filter((p) => tx.state.relations.wars.some(([a, b]) => (a === ump && b === p) || (b === ump && a === p)));
  // 14.3.6.1 one at war surrenders at the next Peace Step (umpPhases.ts neutralUmpSurrenders)
  emit(tx, {
    type: 'umpControlDecided', ump, controller: null, status: 'neutral', rule: '14.3.6',
    reason: `no power made an overture${atWarWith.length > 0 ? `; at war with ${atWarWith.map((p) => POWER_NAMES[p]).join(', ')}` : ''}`,
  });
}

function mergeStored(prior: StoredUmpForces, now: StoredUmpForces): StoredUmpForces {
  const out: Partial<Record<keyof Factors, number>> = { ...prior.factors };
  for (const [k, v] of Object.entries(now.factors) as [keyof Factors, number][]) out[k] = (out[k] ?? 0) + v;
  const corps = [...(prior.corps ?? []), ...(now.corps ?? []).filter((c) => !(prior.corps ?? []).some((p) => p.id === c.id))];
  const fleets = [...(prior.fleets ?? []), ...(now.fleets ?? []).filter((f) => !(prior.fleets ?? []).some((p) => p.id === f.id))];
  return { factors: out, ships: prior.ships + now.ships, ...(corps.length > 0 ? { corps } : {}), ...(fleets.length > 0 ? { fleets } : {}) };
}

/** Corps that come back by their own rules, not with a neutral UMP's stored forces. */
const SPECIAL_CORPS = new Set<string>(['feudal', 'insurrection', 'tyrol']);
/** 10.1.3.1 feudal factors are raised in the December levy, never placed as reinforcements (5.2). */
const LEVIED: ReadonlySet<keyof Factors> = new Set<keyof Factors>(['feudalInfantry', 'feudalCavalry']);

/**
 * opt:14.3.6.1~2 / opt:14.3.3.5 (reconstructed placement: the campaign rules of 14.1.4 are not in our
 * sources; docs/RULINGS.md) a neutral UMP controlled again gets back what it stored: its army
 * factors and corps counters arrive as next month's army reinforcements at its national capital
 * (while it holds it), placed by its controller in its Army Reinforcement Step as any reinforcement
 * is (5.2: new corps there, the rest into corps and garrisons; what cannot be placed is lost), and its ships with their fleet
 * counters as next month's naval reinforcements (5.1).
 */
function setUpAgain(tx: Tx, ump: MajorPower, stored: StoredUmpForces): void {
  const factors: Partial<Record<keyof Factors, number>> = {};
  for (const [k, v] of Object.entries(stored.factors) as [keyof Factors, number][]) if (v > 0 && !LEVIED.has(k)) factors[k] = v;
  const arrives = nextMonth(tx.state.date);
  // new corps come in at its national capital while it holds it (reconstructed, as scheduled reinforcements name their area)
  const econ = tx.data.economy;
  const capital = (econ?.nationalCapitals[ump] ?? []).find((c) => {
    const province = econ?.provinces.find((p) => p.capital === c.city);
    return province !== undefined && holdingOf(tx.state, province).holder === ump;
  });
  const army = totalFactors(factors) > 0;
  const navy = stored.ships > 0;
  if (!army && !navy) return;
  patch(tx, {
    reinforcements: [
      ...tx.state.reinforcements,
      {
        date: arrives, power: ump, nationality: ump, ...(capital ? { area: capital.area } : {}),
        ...(army ? { factors, ...(stored.corps && stored.corps.length > 0 ? { corps: stored.corps } : {}) } : {}),
        ...(navy ? { ships: stored.ships, ...(stored.fleets && stored.fleets.length > 0 ? { fleets: stored.fleets } : {}) } : {}),
      },
    ],
  });
  const campaign = campaignOf(tx.state);
  patchCampaign(tx, { umps: campaign.umps.map((u) => (u.power === ump ? withoutStored(u) : u)) });
}

function withoutStored(u: UmpRecord): UmpRecord {
  const { stored: _stored, ...rest } = u;
  return rest;
}
