import type { AreaId, CityId, Corps, CounterId, DecisionOption, Factors, FactorType, ForageDue, GameState, Garrison, MajorPower, PendingDecision } from '../../../model';
import { FACTOR_TYPES, POWER_NAMES, controllerOf, totalFactors } from '../../../model';
import {
  allocateForageLosses, besiegedLossChoices, besiegedModifier, forageCheck, forageLossChoices, forageLosses, formatBesiegedLoss, formatForageLoss, parseBesiegedLoss,
  parseForageLoss, settleSupply, suppliersFor, supplyStatus, takeFactors,
} from '../../../rules/land/supply';
import type { BesiegedLossChoice, ForageLossChoice, SupplyStatus } from '../../../rules/land/supply';
import { cityHolder, detachVerdict, detachedAs, factorsInCity, fieldCorps, isCityBesieged, isEnemy, moveRecord, moverOf, provinceAreas } from '../../../rules/land/movement';
import { validDepots, validInvasionDepots } from '../../../rules/land/depots';
import { emit, openDecision, patch, roll } from '../../tx';
import type { Tx } from '../../tx';
import { winterAppliesIn } from '../../time';
import { addToGarrison, landMap, landTurn, patchLand, settlePortDepot, unstackLeaders } from './landState';
import { portDepotTakeover } from '../../../rules/land/siege';

const winterFn = (tx: Tx) => (area: AreaId) => winterAppliesIn(tx.state, tx.data, area);

function openSupplyChoice(tx: Tx, power: MajorPower): void {
  const status = supplyStatus(tx.state, landMap(tx), power, winterFn(tx)).filter((x) => !x.razed);
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
    options: status
      .filter((x) => x.mustForage === null)
      .map((x) => ({ value: x.counter, label: `${x.counter} in ${x.area} forages instead of ${paid(x)}`, verdict: { ok: true } as const })),
  });
}

/**
 * 7.4.2.2 each ally whose valid chains reach corps of `power` (not force marched) decides
 * which of them it supplies and pays for; the power chooses its foragers once all have answered.
 */
function openSupply(tx: Tx, power: MajorPower): void {
  const status = supplyStatus(tx.state, landMap(tx), power, winterFn(tx)).filter((x) => !x.razed && x.mustForage?.reason !== 'force marched');
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
  if (asked.size === 0) openSupplyChoice(tx, power);
}

/** 7.4 Each power chooses which corps forage (after its allies offer supply, 7.4.2.2); the others pay for depot supply. */
export function beginSupply(tx: Tx): void {
  // 10.1.4.1 / 10.1.4.1.2 Austria answers first, so corps it raises now may cut supply chains
  if (openInsurrection(tx)) return;
  for (const power of tx.state.cursor.phasing) {
    settlePortDepots(tx, power);
    openSupply(tx, power);
  }
}

/** 10.1.4.1 the placements open to Austria now: each off-map insurrection corps into any area of a triggered province. */
function insurrectionOptions(tx: Tx): DecisionOption[] {
  const map = landMap(tx);
  const phasing = tx.state.cursor.phasing;
  const provinces = [...new Set((landTurn(tx.state).insurrection ?? []).filter((x) => phasing.includes(x.by)).map((x) => x.province))].sort();
  const corps = tx.state.corps.filter((c) => c.type === 'insurrection' && c.location.kind === 'offMap' && controllerOf(tx.state, c.nationality) === 'austria');
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
 * 10.1.4.1 one insurrection corps placed at its current strength (it may not move this turn,
 * 10.1.4.1.4), or "end": the triggers are spent and the phasing powers choose their supply.
 */
export function applyInsurrectionOrder(tx: Tx, value: string): void {
  const [kind, counter, area] = value.split(':');
  if (kind === 'place' && counter && area) {
    patch(tx, { corps: tx.state.corps.map((c) => (c.counter === counter ? { ...c, location: { kind: 'area', area: area as AreaId } } : c)) });
    patchLand(tx, { placedBack: [...(landTurn(tx.state).placedBack ?? []), counter as CounterId] });
    emit(tx, { type: 'corpsPlaced', counter: counter as CounterId, owner: 'austria', area: area as AreaId, rule: '10.1.4.1' });
    if (openInsurrection(tx)) return;
  }
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
  const user = first ? controllerOf(tx.state, first.nationality) : null;
  if (user === null) return;
  const land = landTurn(tx.state);
  patchLand(tx, { alliedSupply: [...(land.alliedSupply ?? []), { grantor: decision.power, user, counters: counters as CounterId[] }] });
  const waiting = tx.state.pending.some(
    (d) => d.kind === 'land/alliedSupply' && d.options.some((o) => tx.state.corps.some((c) => c.counter === o.value && controllerOf(tx.state, c.nationality) === user)),
  );
  if (!waiting) openSupplyChoice(tx, user);
}

function removeFactorsEvent(tx: Tx, corps: Pick<Corps, 'nationality' | 'counter'> | null, nationality: string, area: AreaId, taken: Factors, rule: string, reason: string): void {
  const n = totalFactors(taken);
  if (n === 0) return;
  emit(tx, {
    type: 'factorsChanged', nationality: nationality as Corps['nationality'], owner: controllerOf(tx.state, nationality as Corps['nationality']),
    counter: corps?.counter ?? null, area, delta: -n, factors: taken, rule, reason,
  });
}

/** 7.4.1 roll for one foraging corps and take its losses (7.4.1.3). */
function forage(tx: Tx, counter: string): void {
  const map = landMap(tx);
  const corps = tx.state.corps.find((c) => c.counter === counter);
  if (!corps || corps.location.kind !== 'area') return;
  const area = corps.location.area;
  const record = moveRecord(tx.state, moverOf(tx.state, counter)!);
  const check = forageCheck(tx.state, map, corps, record, winterAppliesIn(tx.state, tx.data, area));
  const die = roll(tx, '7.4.1', `forage for ${counter}`);
  const losses = forageLosses(die, check);
  emit(tx, { type: 'foraged', counter: corps.counter, area, die, modifier: check.modifier, value: check.value, losses, rule: '7.4.1' });
  if (losses === 0) return;
  // factors it detached on the way that are still in their garrisons
  const detached = record.detached.flatMap((d) => {
    const g = tx.state.garrisons.find((x) => x.area === d.area && x.nationality === corps.nationality && (x.place.kind === 'depot' ? d.place.kind === 'depot' : d.place.kind === 'city' && x.place.city === d.place.city));
    return g ? [{ g, n: Math.min(d.factors, totalFactors(g.factors)) }] : [];
  });
  const detachedTotal = detached.reduce((a, d) => a + d.n, 0);
  const split = allocateForageLosses(totalFactors(corps.factors), detachedTotal, losses);
  if (!split.corpsRemoved) {
    // 7.4.1.3 the owner chooses which factors go (settleForageLosses asks, or takes the only choice)
    const places = new Map<string, { area: AreaId; place: Garrison['place']; n: number }>();
    for (const { g, n } of detached) {
      const key = `${g.area}/${JSON.stringify(g.place)}`;
      const size = totalFactors(g.factors);
      places.set(key, { area: g.area, place: g.place, n: Math.min(size, (places.get(key)?.n ?? 0) + n) });
    }
    const due: ForageDue = { counter: corps.counter, fromCorps: split.fromCorps, detached: [...places.values()], fromDetached: split.fromDetached };
    patchLand(tx, { forageDue: [...(landTurn(tx.state).forageDue ?? []), due] });
    return;
  }
  const fromCorps = takeFactors(corps.factors, split.fromCorps);
  if (split.corpsRemoved) {
    patch(tx, { corps: tx.state.corps.filter((c) => c.counter !== counter) });
    unstackLeaders(tx, corps, area);
  } else {
    patch(tx, { corps: tx.state.corps.map((c) => (c.counter === counter ? { ...c, factors: fromCorps.left } : c)) });
  }
  removeFactorsEvent(tx, corps, corps.nationality, area, fromCorps.taken, '7.4.1.3', 'forage losses');
  let todo = split.fromDetached;
  for (const { g, n } of detached) {
    if (todo === 0) break;
    const cur = tx.state.garrisons.find((x) => x.area === g.area && x.nationality === g.nationality && JSON.stringify(x.place) === JSON.stringify(g.place));
    if (!cur) continue;
    const k = Math.min(todo, n, totalFactors(cur.factors));
    const t = takeFactors(cur.factors, k);
    todo -= k;
    const empty = totalFactors(t.left) === 0;
    patch(tx, { garrisons: empty ? tx.state.garrisons.filter((x) => x !== cur) : tx.state.garrisons.map((x) => (x === cur ? { ...x, factors: t.left as { infantry?: number; militia?: number } } : x)) });
    removeFactorsEvent(tx, null, g.nationality, g.area, t.taken, '7.4.1.3.2', 'forage losses of detached factors');
  }
}

/**
 * 7.4.2.1.2 money a besieged port's forces pay instead of rolling: ½ per garrison or corps with
 * a depot of a valid chain inside the city (7.4.3), 1 each with invasion supply on one of its
 * seas (7.4.4); doubled in winter; null without either.
 */
function besiegedPortCost(tx: Tx, power: MajorPower, area: AreaId, city: CityId): number | null {
  const map = landMap(tx);
  const port = (map.ports ?? []).find((p) => p.city === city);
  if (!port) return null;
  const valid = validDepots(tx.state, map, power);
  const inside = tx.state.depots.some((d) => d.owner === power && d.area === area && d.city === city && valid.has(d.id));
  const invasion = !inside && validInvasionDepots(tx.state, map, power, valid).some((d) => port.seas.includes(d.area));
  if (!inside && !invasion) return null;
  const units = tx.state.garrisons.filter((g) => g.area === area && g.place.kind === 'city' && g.place.city === city).length +
    tx.state.corps.filter((c) => c.location.kind === 'area' && c.location.area === area && c.location.city === city).length;
  return units * (inside ? 0.5 : 1) * (winterAppliesIn(tx.state, tx.data, area) ? 2 : 1);
}

/**
 * 7.4.5 forces of `power` in besieged cities roll against the city's spires, unless a besieged
 * port pays for sea or invasion supply. `billed` is what the power's corps cost before rounding:
 * 7.4.2.1 all its corps and garrisons are summed and rounded up once, so each port is charged
 * only what it adds to the rounded total.
 */
function besiegedSupply(tx: Tx, power: MajorPower, billed: number): void {
  let sum = billed;
  const map = landMap(tx);
  const cities = new Map<string, { area: AreaId; city: CityId }>();
  for (const g of tx.state.garrisons) if (g.place.kind === 'city' && controllerOf(tx.state, g.nationality) === power) cities.set(`${g.area}/${g.place.city}`, { area: g.area, city: g.place.city });
  for (const c of tx.state.corps) if (c.location.kind === 'area' && c.location.city && controllerOf(tx.state, c.nationality) === power) cities.set(`${c.location.area}/${c.location.city}`, { area: c.location.area, city: c.location.city });
  for (const { area, city } of cities.values()) {
    if (!map.area(area) || !isCityBesieged(tx.state, area, city, landMap(tx))) continue;
    // 7.4.3.4.1 sea (or invasion) supply, when paid, replaces the besieged supply roll
    const cost = besiegedPortCost(tx, power, area, city);
    const due = cost === null ? 0 : Math.ceil(sum + cost) - Math.ceil(sum);
    if (cost !== null && due <= tx.state.powers[power].money) {
      sum += cost;
      if (due === 0) continue;
      const ps = tx.state.powers[power];
      patch(tx, { powers: { ...tx.state.powers, [power]: { ...ps, money: ps.money - due } } });
      emit(tx, { type: 'moneyChanged', power, delta: -due, rule: '7.4.3', reason: `sea supply for the besieged port of ${city}` });
      continue;
    }
    const spires = map.area(area)?.cities.find((c) => c.id === city)?.spires ?? 1;
    const inside = factorsInCity(tx.state, area, city);
    const modifier = besiegedModifier(inside);
    const die = roll(tx, '7.4.5', `besieged supply in ${city}`);
    const losses = Math.min(inside, Math.max(0, die + modifier - spires));
    emit(tx, { type: 'foraged', counter: null, area, die, modifier, value: spires, losses, rule: '7.4.5' });
    // 7.4.5.2 the owner chooses which factors go (settleBesiegedLosses asks, or takes the only choice)
    if (losses > 0) patchLand(tx, { besiegedDue: [...(landTurn(tx.state).besiegedDue ?? []), { power, area, city, n: losses }] });
  }
}

/** 7.4.5.2 the power whose corps besiege the city: the enemy with the most corps in the area's field. */
function besiegerOf(tx: Tx, power: MajorPower, area: AreaId): MajorPower | null {
  const count = new Map<MajorPower, number>();
  for (const c of fieldCorps(tx.state, area)) {
    const p = controllerOf(tx.state, c.nationality);
    if (p !== null && isEnemy(tx.state, power, c.nationality)) count.set(p, (count.get(p) ?? 0) + 1);
  }
  return [...count.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

/**
 * 7.4.5.2 one factor lost in a besieged city. A corps emptied leaves the map; its leaders join
 * another corps inside, or, when no factor is left in the city, become the besiegers' prisoners.
 */
function takeBesiegedLoss(tx: Tx, power: MajorPower, choice: BesiegedLossChoice): boolean {
  const { area, city } = choice;
  patchLand(tx, {
    besiegedDue: (landTurn(tx.state).besiegedDue ?? []).flatMap((d) =>
      d.power === power && d.area === area && d.city === city ? (d.n > 1 ? [{ ...d, n: d.n - 1 }] : []) : [d]),
  });
  const one = { [choice.type]: 1 } as Factors;
  if (choice.unit.startsWith('garrison-')) {
    const nationality = choice.unit.slice('garrison-'.length);
    const g = tx.state.garrisons.find((x) => x.area === area && x.place.kind === 'city' && x.place.city === city && x.nationality === nationality);
    if (!g) return false;
    const t = choice.type as 'infantry' | 'militia';
    const factors = { ...g.factors, [t]: (g.factors[t] ?? 0) - 1 };
    patch(tx, { garrisons: totalFactors(factors) === 0 ? tx.state.garrisons.filter((x) => x !== g) : tx.state.garrisons.map((x) => (x === g ? { ...x, factors } : x)) });
    removeFactorsEvent(tx, null, g.nationality, area, one, '7.4.5.2', 'besieged supply losses');
  } else {
    const c = tx.state.corps.find((x) => x.counter === choice.unit);
    if (!c) return false;
    const factors = { ...c.factors, [choice.type]: (c.factors[choice.type] ?? 0) - 1 };
    const emptied = totalFactors(factors) === 0;
    patch(tx, { corps: emptied ? tx.state.corps.filter((x) => x !== c) : tx.state.corps.map((x) => (x === c ? { ...x, factors } : x)) });
    removeFactorsEvent(tx, c, c.nationality, area, one, '7.4.5.2', 'besieged supply losses');
    if (emptied) besiegedLeaders(tx, power, c, area, city);
  }
  return factorsInCity(tx.state, area, city) === 0;
}

/**
 * 7.4.5.2 every besieged factor lost: the besiegers may at once detach a factor into the empty
 * city to hold it (asked of the besieging power; its answer resumes `power`'s supply). True
 * when the question was opened.
 */
function offerEmptiedCity(tx: Tx, power: MajorPower, area: AreaId, city: CityId): boolean {
  const by = besiegerOf(tx, power, area);
  if (by === null) return false;
  const map = landMap(tx);
  const options = fieldCorps(tx.state, area)
    .filter((c) => controllerOf(tx.state, c.nationality) === by)
    .flatMap((c) => FACTOR_TYPES.filter((t) => (c.factors[t] ?? 0) > 0 && detachedAs(t) !== null).map((t) => ({
      value: `control:${power}:${c.counter}:${t}:${area}:${city}`,
      label: `${c.counter} detaches 1 ${t} factor into ${city} to hold it`,
      verdict: detachVerdict(tx.state, map, c, t, { kind: 'city', city }),
    })));
  if (!options.some((o) => o.verdict.ok)) return false;
  openDecision(tx, {
    power: by,
    kind: 'land/besiegedCity',
    step: 'land/supply',
    rule: '7.4.5.2',
    prompt: `Besieged supply emptied ${city} in area ${area}: detach a factor into it to hold it, or leave it empty.`,
    secret: false,
    select: 'one',
    group: null,
    options: [...options, { value: `leave:${power}:${area}:${city}`, label: `Leave ${city} empty`, verdict: { ok: true } }],
  });
  return true;
}

/**
 * A besieged city emptied by its supply losses: 7.4.3.4.5 a depot of the besieged inside a port
 * is settled first (the besiegers keep or destroy it), then 7.4.5.2 the besiegers may hold the
 * city. True when a question was opened.
 */
function cityEmptied(tx: Tx, power: MajorPower, area: AreaId, city: CityId): boolean {
  return portDepotQuestion(tx, power, area, city) || offerEmptiedCity(tx, power, area, city);
}

/**
 * 7.4.3.4.5 the forces in a port were eliminated: each depot of `power` inside is destroyed at
 * once, unless the besiegers could keep it as theirs (portDepotTakeover), when they are asked.
 */
function portDepotQuestion(tx: Tx, power: MajorPower, area: AreaId, city: CityId): boolean {
  const by = besiegerOf(tx, power, area);
  for (const d of tx.state.depots.filter((x) => x.owner === power && x.area === area && x.city === city)) {
    if (by === null || !portDepotTakeover(tx.state, landMap(tx), by, d).ok) {
      settlePortDepot(tx, d, by ?? power, false);
      continue;
    }
    const tail = `${power}:${d.id}:${by}:${area}:${city}`;
    openDecision(tx, {
      power: by,
      kind: 'land/besiegedCity',
      step: 'land/supply',
      rule: '7.4.3.4.5',
      prompt: `Besieged supply emptied ${city} in area ${area}, with a ${POWER_NAMES[power]} depot inside: take it over as your depot in the area, or destroy it.`,
      secret: false,
      select: 'one',
      group: null,
      options: [
        { value: `keepdepot:${tail}`, label: `Take the depot over (moved out into area ${area})`, verdict: { ok: true } },
        { value: `razedepot:${tail}`, label: 'Destroy the depot', verdict: { ok: true } },
      ],
    });
    return true;
  }
  return false;
}

/** 7.4.5.2 the besiegers' answer (or 7.4.3.4.5 their depot choice); then the besieged power's supply goes on. */
export function settleBesiegedCity(tx: Tx, value: string): void {
  if (value.startsWith('keepdepot:') || value.startsWith('razedepot:')) {
    const [kind, power, id, by, area, city] = value.split(':') as [string, MajorPower, string, MajorPower, AreaId, CityId];
    const d = tx.state.depots.find((x) => x.id === id);
    if (d) settlePortDepot(tx, d, by, kind === 'keepdepot' && portDepotTakeover(tx.state, landMap(tx), by, d).ok);
    if (cityEmptied(tx, power, area, city)) return;
    settleForageLosses(tx, power);
    return;
  }
  const [kind, power, counter, type, area, city] = value.split(':') as [string, MajorPower, string, FactorType, AreaId, CityId];
  if (kind === 'control') {
    const c = tx.state.corps.find((x) => x.counter === counter);
    const as = detachedAs(type);
    if (c && as) {
      patch(tx, { corps: tx.state.corps.map((x) => (x === c ? { ...x, factors: { ...x.factors, [type]: (x.factors[type] ?? 0) - 1 } } : x)) });
      addToGarrison(tx, { nationality: c.nationality, area, place: { kind: 'city', city } }, as, 1);
      emit(tx, { type: 'factorDetached', counter: c.counter, area, place: { kind: 'city', city }, factor: type, as, rule: '7.4.5.2' });
    }
  }
  settleForageLosses(tx, power);
}

/** 7.4.5.2 leaders of a corps emptied inside a besieged city. */
function besiegedLeaders(tx: Tx, power: MajorPower, removed: Corps, area: AreaId, city: CityId): void {
  const by = besiegerOf(tx, power, area);
  if (factorsInCity(tx.state, area, city) > 0 || by === null) {
    const inside = tx.state.corps.find((c) => c.location.kind === 'area' && c.location.area === area && c.location.city === city && controllerOf(tx.state, c.nationality) === power);
    for (const l of tx.state.leaders.filter((x) => x.location.kind === 'corps' && x.location.counter === removed.counter)) {
      const location = inside ? { kind: 'corps' as const, counter: inside.counter } : { kind: 'pool' as const };
      patch(tx, { leaders: tx.state.leaders.map((x) => (x.id === l.id ? { ...x, location } : x)) });
      emit(tx, { type: 'leaderUnstacked', leader: l.id, owner: l.owner, to: inside ? 'corps' : 'pool', rule: '7.4.5.2' });
    }
    return;
  }
  for (const l of tx.state.leaders.filter((x) => x.location.kind === 'corps' && x.location.counter === removed.counter)) {
    patch(tx, { leaders: tx.state.leaders.map((x) => (x.id === l.id ? { ...x, location: { kind: 'captured' as const, by } } : x)) });
    emit(tx, { type: 'leaderCaptured', leader: l.id, owner: l.owner, by, area, rule: '7.4.5.2' });
  }
}

/**
 * 7.4.5.2 besieged supply losses the owner chooses, one factor at a time; where every choice
 * is the same, or everything inside is lost, they are taken without asking. Leaders of corps
 * emptied are settled as each corps goes, so when everything is lost the corps go last.
 */
function settleBesiegedLosses(tx: Tx, power: MajorPower): void {
  for (;;) {
    const due = (landTurn(tx.state).besiegedDue ?? []).find((d) => d.power === power);
    if (!due) return;
    const choices = besiegedLossChoices(tx.state, due.area, due.city);
    if (choices.length === 0) {
      patchLand(tx, { besiegedDue: (landTurn(tx.state).besiegedDue ?? []).filter((d) => d !== due) });
      continue;
    }
    const all = due.n >= factorsInCity(tx.state, due.area, due.city);
    if (choices.length === 1 || all) {
      if (takeBesiegedLoss(tx, power, choices.find((c) => c.unit.startsWith('garrison-')) ?? choices[0]!) && cityEmptied(tx, power, due.area, due.city)) return;
      continue;
    }
    openDecision(tx, {
      power,
      kind: 'land/forageLosses',
      step: 'land/supply',
      rule: '7.4.5.2',
      prompt: `Choose the factor lost to besieged supply in ${due.city} (${factorCount(due.n)} to lose).`,
      secret: false,
      select: 'one',
      group: null,
      options: choices.map((c) => ({ value: formatBesiegedLoss(c), label: besiegedLossLabel(c), verdict: { ok: true } as const })),
    });
    return;
  }
}

const factorCount = (n: number) => `${n} factor${n === 1 ? '' : 's'}`;

function besiegedLossLabel(c: BesiegedLossChoice): string {
  if (!c.unit.startsWith('garrison-')) return `1 ${c.type} factor of ${c.unit} in ${c.city}`;
  const nationality = c.unit.slice('garrison-'.length);
  return `1 ${c.type} factor of the garrison (${POWER_NAMES[nationality as MajorPower] ?? nationality}) in ${c.city}`;
}

/**
 * 7.4 resolve a power's supply: corps it chose, corps forced (7.4.1) and corps nobody can pay
 * for (7.4.2, the dearest dropped first) forage; allies pay for the corps they agreed to
 * supply (7.4.2.2), the power for the rest, rounded up, never below zero.
 */
export function resolveSupply(tx: Tx, power: MajorPower, chosen: readonly string[]): void {
  const status = supplyStatus(tx.state, landMap(tx), power, winterFn(tx)).filter((x) => !x.razed);
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
  besiegedSupply(tx, power, status.reduce((n, x) => n + (own.includes(x.counter) ? x.depotCost ?? 0 : 0), 0));
  settleForageLosses(tx, power);
}

const dueOf = (tx: Tx, power: MajorPower) =>
  (landTurn(tx.state).forageDue ?? []).filter((d) => {
    const c = tx.state.corps.find((x) => x.counter === d.counter);
    return c !== undefined && controllerOf(tx.state, c.nationality) === power;
  });

/** 7.4.1.3 take one chosen forage loss and note what the corps still owes. */
function takeForageLoss(tx: Tx, choice: ForageLossChoice): void {
  const corps = tx.state.corps.find((c) => c.counter === choice.counter)!;
  const area = (corps.location as { area: AreaId }).area;
  const rest = (landTurn(tx.state).forageDue ?? []).flatMap((d) => {
    if (d.counter !== choice.counter) return [d];
    const next = choice.place
      ? { ...d, fromDetached: d.fromDetached - 1, detached: d.detached.map((x) => (x.area === choice.area && JSON.stringify(x.place) === JSON.stringify(choice.place) ? { ...x, n: x.n - 1 } : x)) }
      : { ...d, fromCorps: d.fromCorps - 1 };
    return next.fromCorps + next.fromDetached > 0 ? [next] : [];
  });
  patchLand(tx, { forageDue: rest });
  const one = { [choice.type]: 1 } as Factors;
  if (!choice.place) {
    patch(tx, { corps: tx.state.corps.map((c) => (c === corps ? { ...c, factors: { ...c.factors, [choice.type]: (c.factors[choice.type] ?? 0) - 1 } } : c)) });
    removeFactorsEvent(tx, corps, corps.nationality, area, one, '7.4.1.3', 'forage losses');
    return;
  }
  const g = tx.state.garrisons.find((x) => x.area === choice.area && x.nationality === corps.nationality && JSON.stringify(x.place) === JSON.stringify(choice.place))!;
  const t = choice.type as 'infantry' | 'militia';
  const factors = { ...g.factors, [t]: (g.factors[t] ?? 0) - 1 };
  patch(tx, { garrisons: totalFactors(factors) === 0 ? tx.state.garrisons.filter((x) => x !== g) : tx.state.garrisons.map((x) => (x === g ? { ...x, factors } : x)) });
  removeFactorsEvent(tx, null, g.nationality, g.area, one, '7.4.1.3.2', 'forage losses of detached factors');
}

/**
 * 7.4.1.3 forage losses the owner chooses: one factor at a time; where only one choice is left
 * it is taken without asking. Then the besieged supply losses (7.4.5.2).
 */
function settleForageLosses(tx: Tx, power: MajorPower): void {
  for (;;) {
    const due = dueOf(tx, power);
    if (due.length === 0) break;
    const choices = forageLossChoices(tx.state, due);
    if (choices.length === 0) {
      patchLand(tx, { forageDue: (landTurn(tx.state).forageDue ?? []).filter((d) => !due.includes(d)) });
      break;
    }
    const owed = due.reduce((n, d) => n + d.fromCorps + d.fromDetached, 0);
    if (choices.length > 1) {
      openDecision(tx, {
        power,
        kind: 'land/forageLosses',
        step: 'land/supply',
        rule: '7.4.1.3',
        prompt: `Choose the factor lost to foraging (${owed} to lose).`,
        secret: false,
        select: 'one',
        group: null,
        options: choices.map((c) => ({
          value: formatForageLoss(c),
          // handles and ids stand alone so the UI can put names on them
          label: c.place
            ? `1 ${c.type} factor of the garrison ${c.counter} left ${c.place.kind === 'city' ? `in ${c.place.city}` : `on the depot in ${c.area}`}`
            : `1 ${c.type} factor of ${c.counter}`,
          verdict: { ok: true } as const,
        })),
      });
      return;
    }
    takeForageLoss(tx, choices[0]!);
  }
  settleBesiegedLosses(tx, power);
}

/** 7.4.1.3 the owner's answer: one factor lost; ask again while choices remain. */
export function chooseForageLoss(tx: Tx, power: MajorPower, value: string): void {
  const besieged = parseBesiegedLoss(value);
  if (besieged && takeBesiegedLoss(tx, power, besieged) && cityEmptied(tx, power, besieged.area, besieged.city)) return;
  const choice = besieged ? null : parseForageLoss(value);
  if (choice) takeForageLoss(tx, choice);
  settleForageLosses(tx, power);
}

export const supplyStateOf = (s: GameState, power: MajorPower, data: Parameters<typeof winterAppliesIn>[1]) =>
  supplyStatus(s, data.land!, power, (a) => winterAppliesIn(s, data, a));
