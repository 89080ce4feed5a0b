import type { AreaId, CounterId, DecisionOption, GameState, MajorPower, Nationality, PendingDecision, Corps } from '../../../model';
import type { GameData } from '../../gameData';
import { POWER_NAMES, movesWith, operatorOf } from '../../../model';
import { parseBesiegedLoss, parseForageLoss, settleSupply, suppliersFor, supplyStatus } from '../../../rules/land/supply';
import type { SupplyStatus } from '../../../rules/land/supply';
import { cityHolder, isCityBesieged, isEnemy, provinceAreas } from '../../../rules/land/movement';
import { validDepots } from '../../../rules/land/depots';
import { emit, openDecision, patch } from '../../tx';
import type { Tx } from '../../tx';
import { winterAppliesIn } from '../../time';
import { landMap, landTurn, patchLand } from './landState';
import { umpForageOptions } from '../../../rules/campaign';
import { askForageLosses, forage, takeForageLoss } from './forage';
import { applyBesiegedCityAnswer, besiegedSupply, cityEmptied, settleBesiegedLosses, takeBesiegedLoss } from './besieged';
import { foragedThisTurn } from './forageNow';
import { insertInsurrectionPhase, insurrectionPhaseCorps, noteRaisedCorps } from '../general/insurrectionPhase';

/** opt:19.1.2/10.1.4.1.4 in the insurrection corps' own Land Phase only the corps just raised are supplied. */
function statusOf(tx: Tx, power: MajorPower, foragers?: ReadonlySet<string>): SupplyStatus[] {
  // 7.3.1.4 corps that ended their move foraging have been supplied already
  const all = supplyStatus(tx.state, landMap(tx), power, winterFn(tx), foragers).filter((x) => !foragedThisTurn(tx.state, x.counter));
  const only = insurrectionPhaseCorps(tx.state);
  return only === null ? all : all.filter((x) => only.includes(x.counter));
}

const winterFn = (tx: Tx) => (area: AreaId) => winterAppliesIn(tx.state, tx.data, area);

/** `known`: the power's supply status in this very state, when the caller has it already (performance, issue 20). */
function openSupplyChoice(tx: Tx, power: MajorPower, known?: readonly SupplyStatus[]): void {
  const status = (known ?? statusOf(tx, power)).filter((x) => !x.razed);
  // 7.4 / 7.4.5 only garrisons in besieged cities to supply: no corps, nothing to ask
  if (!tx.state.corps.some((c) => c.location.kind === 'area' && operatorOf(tx.state, c) === power)) return resolveSupply(tx, power, []);
  const forcedList = status.filter((x) => x.mustForage !== null);
  const forced = forcedList.length;
  // issue 15: the corps that must forage are named (handles and areas named at commit), each with its reason
  const who = forcedList.map((x) => `${x.counter} in ${x.area} (${x.mustForage!.reason})`).join('; ');
  const paid = (x: SupplyStatus) =>
    x.grantedBy ? `${x.grantedBy.cost} paid by ${POWER_NAMES[x.grantedBy.power]} (7.4.2.2)` : `paying ${x.depotCost!} for depot supply`;
  openDecision(tx, {
    power,
    kind: 'land/supply',
    step: 'land/supply',
    rule: '7.4',
    prompt: `Choose the corps that forage; the others pay for depot supply (${forced} must forage${forced > 0 ? `: ${who}` : ''}).`,
    secret: false,
    select: 'many',
    group: null,
    options: umpForageOptions(tx.state, landMap(tx), power, status // v2.71 14.3.3.7 hook
      .filter((x) => x.mustForage === null)
      .map((x) => ({ value: x.counter, label: `${x.counter} in ${x.area} forages instead of ${paid(x)}`, verdict: { ok: true } as const })), winterFn(tx)),
  });
}

/**
 * 7.4.2.2 each ally whose valid chains reach corps of `power` (not force marched) decides
 * which of them it supplies and pays for; the power chooses its foragers once all have answered.
 */
function openSupply(tx: Tx, power: MajorPower): void {
  const all = statusOf(tx, power);
  const status = all.filter((x) => !x.razed && x.mustForage?.reason !== 'force marched');
  const asked = new Set<MajorPower>();
  for (const ally of suppliersFor(tx.state, power)) {
    const offers = status.flatMap((x) => x.allied.filter((a) => a.power === ally).map((a) => ({ x, cost: a.cost })));
    if (offers.length === 0) continue;
    asked.add(ally);
    openDecision(tx, {
      power: ally,
      kind: 'land/alliedSupply',
      step: 'land/supply',
      rule: '7.4.2.2',
      prompt: `${POWER_NAMES[power]}'s corps may live off your depots: tick those you supply and pay for.`,
      secret: false,
      select: 'many',
      group: null,
      options: offers.map(({ x, cost }) => ({
        value: x.counter,
        label: `${POWER_NAMES[power]} ${x.counter} in ${x.area}: ${cost} to you (${x.depotCost === null ? 'no depot of its own in reach' : `its own depots: ${x.depotCost}`})`,
        verdict: { ok: true } as const,
      })),
    });
  }
  // nothing was opened, so the state is the one `all` was worked out for
  if (asked.size === 0) openSupplyChoice(tx, power, all);
}

/**
 * 7.4 The Supply Step has work when the sequence's powers have corps on the map, or forces
 * inside a besieged city (7.4: besieged forces are supplied too, 7.4.5, even when their power
 * has no corps left anywhere), or when Austria may raise insurrection corps (10.1.4.1).
 */
export function supplyStepEmpty(s: GameState, powers: readonly MajorPower[], data?: GameData): string | null {
  const ours = (n: Nationality) => movesWith(s, n, powers);
  const run = (c: Corps) => { const p = operatorOf(s, c); return p !== null && powers.includes(p); }; // B.4 a lent corps with its borrower
  if (s.corps.some((c) => c.location.kind === 'area' && run(c))) return null;
  const map = data?.land;
  if (s.garrisons.some((g) => g.place.kind === 'city' && ours(g.nationality) && isCityBesieged(s, g.area, g.place.city, map))) return null;
  if ((s.turn.land?.insurrection ?? []).some((x) => powers.includes(x.by))) return null;
  return 'no corps on the map and no besieged forces';
}

/** 7.4 Each power chooses which corps forage (after its allies offer supply, 7.4.2.2); the others pay for depot supply. */
export function beginSupply(tx: Tx): void {
  // 10.1.4.1 / 10.1.4.1.2 Austria answers first, so corps it raises now may cut supply chains
  if (openInsurrection(tx)) return;
  for (const power of tx.state.cursor.phasing) {
    if (insurrectionPhaseCorps(tx.state) === null) settlePortDepots(tx, power);
    openSupply(tx, power);
  }
}

/** 10.1.4.1 the placements open to Austria now: each off-map insurrection corps into any area of a triggered province. */
function insurrectionOptions(tx: Tx): DecisionOption[] {
  const map = landMap(tx);
  const phasing = tx.state.cursor.phasing;
  const provinces = [...new Set((landTurn(tx.state).insurrection ?? []).filter((x) => phasing.includes(x.by)).map((x) => x.province))].sort();
  const corps = tx.state.corps.filter((c) => c.type === 'insurrection' && c.location.kind === 'offMap' && operatorOf(tx.state, c) === 'austria');
  const out: DecisionOption[] = [];
  for (const c of corps) {
    for (const p of provinces) for (const a of provinceAreas(map, p)) out.push({ value: `place:${c.counter}:${a}`, label: `${c.counter} rises in ${a} (${p})`, verdict: { ok: true } });
  }
  return out;
}

/** Opens Austria's insurrection decision when it has a choice; true when it did. */
function openInsurrection(tx: Tx): boolean {
  if (tx.state.cursor.phasing.includes('austria')) return false;
  const options = insurrectionOptions(tx);
  if (options.length === 0) return false;
  openDecision(tx, {
    power: 'austria',
    kind: 'land/insurrection',
    step: 'land/supply',
    rule: '10.1.4.1',
    prompt: 'Enemy forces entered the border provinces: place insurrection corps there, then end.',
    secret: false,
    select: 'one',
    group: null,
    options: [{ value: 'end', label: 'Raise no more insurrection corps', verdict: { ok: true } }, ...options],
  });
  return true;
}

/**
 * opt:19.1.2/10.1.4.1 (the standing procedures; as printed the corps rise in mid-move, steps/general/
 * insurrection.ts) one insurrection corps placed at its current strength, or "end": the triggers
 * are spent and the phasing powers choose their supply. opt:19.1.2/10.1.4.1.4 the corps may move
 * this turn: in Austria's own Land Movement Step when that is still to come, otherwise in a Land
 * Phase of their own inserted after the enemy's Guerilla Step (steps/general/insurrectionPhase.ts).
 */
export function applyInsurrectionOrder(tx: Tx, value: string): void {
  const [kind, counter, area] = value.split(':');
  if (kind === 'place' && counter && area) {
    patch(tx, { corps: tx.state.corps.map((c) => (c.counter === counter ? { ...c, location: { kind: 'area', area: area as AreaId } } : c)) });
    noteRaisedCorps(tx, counter as CounterId);
    emit(tx, { type: 'corpsPlaced', counter: counter as CounterId, owner: 'austria', area: area as AreaId, rule: '10.1.4.1' });
    if (openInsurrection(tx)) return;
  }
  insertInsurrectionPhase(tx);
  const phasing = tx.state.cursor.phasing;
  // 10.1.4.1.2 declining spends only these triggers: corps left off the map rise at a later entry
  patchLand(tx, { insurrection: (landTurn(tx.state).insurrection ?? []).filter((x) => !phasing.includes(x.by)) });
  for (const power of phasing) {
    settlePortDepots(tx, power);
    openSupply(tx, power);
  }
}

/**
 * 7.4.3 after the power's movement a depot inside a port city leaves for the area once the
 * siege is over (7.4.3.4.3, destroying an enemy depot there), and is removed when sea supply no
 * longer reaches it (7.4.3.4.4: checked here, before anything could draw on it).
 */
function settlePortDepots(tx: Tx, power: MajorPower): void {
  const map = landMap(tx);
  const valid = validDepots(tx.state, map, power);
  for (const d of tx.state.depots.filter((x) => x.owner === power && x.city !== undefined)) {
    // the port fell (its forces gone, or another power holds it): the depot does not walk out
    // into the area; it is destroyed. (A port taken in the Siege Combat Step or starved out by
    // besieged supply had this settled then, with the taker's choice to keep it, 7.4.3.4.5.)
    if (cityHolder(tx.state, d.area, d.city!, landMap(tx)) !== power) {
      patch(tx, { depots: tx.state.depots.filter((x) => x.id !== d.id) });
      emit(tx, { type: 'depotRemoved', owner: power, area: d.area, depot: d.id, rule: '7.4.3' });
      continue;
    }
    if (isCityBesieged(tx.state, d.area, d.city!, landMap(tx))) {
      if (valid.has(d.id)) continue;
      patch(tx, { depots: tx.state.depots.filter((x) => x.id !== d.id) });
      emit(tx, { type: 'depotRemoved', owner: power, area: d.area, depot: d.id, rule: '7.4.3' });
      continue;
    }
    for (const e of tx.state.depots.filter((x) => x.area === d.area && x.owner !== power && x.fleet === undefined && x.city === undefined && isEnemy(tx.state, power, x.owner))) {
      patch(tx, { depots: tx.state.depots.filter((x) => x.id !== e.id) });
      emit(tx, { type: 'depotRemoved', owner: e.owner, area: e.area, depot: e.id, rule: '7.4.3' });
    }
    patch(tx, { depots: tx.state.depots.map((x) => (x.id === d.id ? { id: x.id, owner: x.owner, area: x.area } : x)) });
  }
}

/** 7.4.2.2 record an ally's permission; the user's own choice opens once every ally has answered. */
export function grantAlliedSupply(tx: Tx, decision: PendingDecision, counters: readonly string[]): void {
  const first = tx.state.corps.find((c) => c.counter === decision.options[0]?.value);
  const user = first ? operatorOf(tx.state, first) : null;
  if (user === null) return;
  const land = landTurn(tx.state);
  patchLand(tx, { alliedSupply: [...(land.alliedSupply ?? []), { grantor: decision.power, user, counters: counters as CounterId[] }] });
  const waiting = tx.state.pending.some(
    (d) => d.kind === 'land/alliedSupply' && d.options.some((o) => tx.state.corps.some((c) => c.counter === o.value && operatorOf(tx.state, c) === user)),
  );
  if (!waiting) openSupplyChoice(tx, user);
}

/**
 * 7.4 resolve a power's supply: corps it chose, corps forced (7.4.1) and corps nobody can pay
 * for (7.4.2, the dearest dropped first) forage; allies pay for the corps they agreed to
 * supply (7.4.2.2), the power for the rest, rounded up, never below zero.
 */
export function resolveSupply(tx: Tx, power: MajorPower, chosen: readonly string[]): void {
  // 12.3.1 / opt 7.4.2.1.1.1 corps chosen to forage leave their depot's place to others
  const status = statusOf(tx, power, new Set(chosen)).filter((x) => !x.razed);
  const { bills, foragers } = settleSupply(status, new Set(chosen), power, (p) => tx.state.powers[p].money);
  for (const [payer, bill] of bills) {
    if (bill.amount === 0) continue;
    const ps = tx.state.powers[payer];
    patch(tx, { powers: { ...tx.state.powers, [payer]: { ...ps, money: ps.money - bill.amount } } });
    const reason = payer === power ? `depot supply for ${bill.counters.length} corps` : `depot supply for ${bill.counters.length} corps of ${POWER_NAMES[power]}`;
    emit(tx, { type: 'moneyChanged', power: payer, delta: -bill.amount, rule: payer === power ? '7.4.2' : '7.4.2.2', reason });
  }
  for (const x of status) if (foragers.has(x.counter)) forage(tx, x.counter);
  const own = bills.get(power)?.counters ?? [];
  // opt:19.1.2/10.1.4.1.4 Austria's besieged forces were supplied in its own sequence already
  if (insurrectionPhaseCorps(tx.state) === null) besiegedSupply(tx, power, status.reduce((n, x) => n + (own.includes(x.counter) ? x.depotCost ?? 0 : 0), 0));
  settleSupplyLosses(tx, power);
}

/** 7.4.1.3 the owner's answer: one factor lost; ask again while choices remain. */
export function chooseForageLoss(tx: Tx, power: MajorPower, value: string): void {
  const besieged = parseBesiegedLoss(value);
  if (besieged && takeBesiegedLoss(tx, power, besieged) && cityEmptied(tx, power, besieged.area, besieged.city)) return;
  const choice = besieged ? null : parseForageLoss(value);
  if (choice) takeForageLoss(tx, choice);
  settleSupplyLosses(tx, power);
}

/** 7.4.5.2 the besiegers' answer; then the besieged power's supply goes on. */
export function settleBesiegedCity(tx: Tx, value: string): void {
  const { power, waiting } = applyBesiegedCityAnswer(tx, value);
  if (!waiting) settleSupplyLosses(tx, power);
}

/** 7.4.1.3 then 7.4.5.2: the losses the power still has to choose, one question at a time. */
function settleSupplyLosses(tx: Tx, power: MajorPower): void {
  if (askForageLosses(tx, power)) return;
  settleBesiegedLosses(tx, power);
}


export const supplyStateOf = (s: GameState, power: MajorPower, data: Parameters<typeof winterAppliesIn>[1]) =>
  supplyStatus(s, data.land!, power, (a) => winterAppliesIn(s, data, a));
