// 7.4.5 Besieged supply: forces in besieged cities roll against the city (or pay for sea supply,
// 7.4.3), the owner chooses the losses, and an emptied city may be held by the besiegers.
import type { AreaId, CityId, Corps, Factors, FactorType, GarrisonFactorType, MajorPower } from '../../../model';
import { FACTOR_TYPES, POWER_NAMES, controllerOf, garrisonSize, totalFactors, operatorOf } from '../../../model';
import { garrisonLost } from '../effects';
import { besiegedLossChoices, besiegedModifier, formatBesiegedLoss } from '../../../rules/land/supply';
import type { BesiegedLossChoice } from '../../../rules/land/supply';
import { besiegedPortClaims } from '../../../rules/land/supply';
import { detachVerdict, detachedAs, factorsInCity, fieldCorps, isCityBesieged, isEnemy } from '../../../rules/land/movement';
import { portDepotTakeover } from '../../../rules/land/siege';
import { emit, openDecision, patch, roll } from '../../tx';
import type { Tx } from '../../tx';
import { winterAppliesIn } from '../../time';
import { addToGarrison, landMap, landTurn, patchLand, settlePortDepot } from './landState';
import { removeFactorsEvent } from './forage';
import { umpOneLossChoices } from '../../../rules/campaign';

/**
 * 7.4.2.1.2 money a besieged port's forces pay instead of rolling: ½ per garrison or corps with
 * a depot of a valid chain inside the city (7.4.3), 1 each with invasion supply on one of its
 * seas (7.4.4); doubled in winter; null without either.
 */
function besiegedPortCost(tx: Tx, power: MajorPower, area: AreaId, city: CityId): number | null {
  // 12.3.1 (option) a depot feeds at most four corps and besieged garrisons: a port it has no room for rolls
  const claim = besiegedPortClaims(tx.state, landMap(tx), power).find((c) => c.area === area && c.city === city);
  if (!claim || !claim.fits) return null;
  return claim.units * (claim.inside ? 0.5 : 1) * (winterAppliesIn(tx.state, tx.data, area) ? 2 : 1);
}

/**
 * 7.4.5 forces of `power` in besieged cities roll against the city's spires, unless a besieged
 * port pays for sea or invasion supply. `billed` is what the power's corps cost before rounding:
 * 7.4.2.1 all its corps and garrisons are summed and rounded up once, so each port is charged
 * only what it adds to the rounded total.
 */
export function besiegedSupply(tx: Tx, power: MajorPower, billed: number): void {
  let sum = billed;
  const map = landMap(tx);
  const cities = new Map<string, { area: AreaId; city: CityId }>();
  for (const g of tx.state.garrisons) if (g.place.kind === 'city' && controllerOf(tx.state, g.nationality) === power) cities.set(`${g.area}/${g.place.city}`, { area: g.area, city: g.place.city });
  for (const c of tx.state.corps) if (c.location.kind === 'area' && c.location.city && operatorOf(tx.state, c) === power) cities.set(`${c.location.area}/${c.location.city}`, { area: c.location.area, city: c.location.city });
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
    const p = operatorOf(tx.state, c);
    if (p !== null && isEnemy(tx.state, power, c)) count.set(p, (count.get(p) ?? 0) + 1);
  }
  return [...count.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

/**
 * 7.4.5.2 one factor lost in a besieged city. A corps emptied leaves the map; its leaders join
 * another corps inside, or, when no factor is left in the city, become the besiegers' prisoners.
 */
export function takeBesiegedLoss(tx: Tx, power: MajorPower, choice: BesiegedLossChoice): boolean {
  const { area, city } = choice;
  patchLand(tx, {
    besiegedDue: (landTurn(tx.state).besiegedDue ?? []).flatMap((d) =>
      d.power === power && d.area === area && d.city === city ? (d.n > 1 ? [{ ...d, n: d.n - 1 }] : []) : [d]),
  });
  if (choice.unit.startsWith('garrison-')) {
    const nationality = choice.unit.slice('garrison-'.length);
    const g = tx.state.garrisons.find((x) => x.area === area && x.place.kind === 'city' && x.place.city === city && x.nationality === nationality);
    if (!g) return false;
    const t = choice.type as GarrisonFactorType;
    const factors = { ...g.factors, [t]: (g.factors[t] ?? 0) - 1 };
    patch(tx, { garrisons: garrisonSize(factors) === 0 ? tx.state.garrisons.filter((x) => x !== g) : tx.state.garrisons.map((x) => (x === g ? { ...x, factors } : x)) });
    garrisonLost(tx, g.nationality, area, { [t]: 1 }, '7.4.5.2', 'besieged supply losses'); // 7.3.3.3.1 an irregular factor too
  } else {
    const type = choice.type as FactorType; // corps hold no irregular factors
    const one = { [type]: 1 } as Factors;
    const c = tx.state.corps.find((x) => x.counter === choice.unit);
    if (!c) return false;
    const factors = { ...c.factors, [type]: (c.factors[type] ?? 0) - 1 };
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
    .filter((c) => operatorOf(tx.state, c) === by)
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
export function cityEmptied(tx: Tx, power: MajorPower, area: AreaId, city: CityId): boolean {
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

/**
 * 7.4.5.2 leaders of a corps emptied inside a besieged city: with another corps of their power
 * inside they stay with it; otherwise (10.6.3) they are unstacked by besieged supply losses and
 * become the besiegers' prisoners, even while a garrison holds on (it carries no leader, 10.6).
 */
function besiegedLeaders(tx: Tx, power: MajorPower, removed: Corps, area: AreaId, city: CityId): void {
  const by = besiegerOf(tx, power, area);
  const inside = tx.state.corps.find((c) => c.location.kind === 'area' && c.location.area === area && c.location.city === city && operatorOf(tx.state, c) === power);
  if (inside || by === null) {
    for (const l of tx.state.leaders.filter((x) => x.location.kind === 'corps' && x.location.counter === removed.counter)) {
      const location = inside ? { kind: 'corps' as const, counter: inside.counter } : { kind: 'pool' as const };
      patch(tx, { leaders: tx.state.leaders.map((x) => (x.id === l.id ? { ...x, location } : x)) });
      emit(tx, { type: 'leaderUnstacked', leader: l.id, owner: l.owner, to: inside ? 'corps' : 'pool', rule: '7.4.5.2' });
    }
    return;
  }
  for (const l of tx.state.leaders.filter((x) => x.location.kind === 'corps' && x.location.counter === removed.counter)) {
    patch(tx, { leaders: tx.state.leaders.map((x) => (x.id === l.id ? { ...x, location: { kind: 'captured' as const, by } } : x)) });
    emit(tx, { type: 'leaderCaptured', leader: l.id, owner: l.owner, by, area, rule: factorsInCity(tx.state, area, city) > 0 ? '10.6.3' : '7.4.5.2' });
  }
}

/**
 * 7.4.5.2 besieged supply losses the owner chooses, one factor at a time; where every choice
 * is the same, or everything inside is lost, they are taken without asking. Leaders of corps
 * emptied are settled as each corps goes, so when everything is lost the corps go last.
 */
export function settleBesiegedLosses(tx: Tx, power: MajorPower): boolean {
  for (;;) {
    const due = (landTurn(tx.state).besiegedDue ?? []).find((d) => d.power === power);
    if (!due) return false;
    const choices = umpOneLossChoices(tx.state, besiegedLossChoices(tx.state, due.area, due.city), (c) => (c.unit.startsWith('garrison-') ? c.unit.slice('garrison-'.length) : tx.state.corps.find((x) => x.counter === c.unit)?.nationality)); // v2.71 14.3.3.7 hook
    if (choices.length === 0) {
      patchLand(tx, { besiegedDue: (landTurn(tx.state).besiegedDue ?? []).filter((d) => d !== due) });
      continue;
    }
    const all = due.n >= factorsInCity(tx.state, due.area, due.city);
    if (choices.length === 1 || all) {
      if (takeBesiegedLoss(tx, power, choices.find((c) => c.unit.startsWith('garrison-')) ?? choices[0]!) && cityEmptied(tx, power, due.area, due.city)) return true;
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
    return true;
  }
}

const factorCount = (n: number) => `${n} factor${n === 1 ? '' : 's'}`;

function besiegedLossLabel(c: BesiegedLossChoice): string {
  if (!c.unit.startsWith('garrison-')) return `1 ${c.type} factor of ${c.unit} in ${c.city}`;
  const nationality = c.unit.slice('garrison-'.length);
  return `1 ${c.type} factor of the garrison (${POWER_NAMES[nationality as MajorPower] ?? nationality}) in ${c.city}`;
}

/** 7.4.5.2 the besiegers' answer (or 7.4.3.4.5 their depot choice): whose supply it was, and whether another question now waits. */
export function applyBesiegedCityAnswer(tx: Tx, value: string): { power: MajorPower; waiting: boolean } {
  if (value.startsWith('keepdepot:') || value.startsWith('razedepot:')) {
    const [kind, power, id, by, area, city] = value.split(':') as [string, MajorPower, string, MajorPower, AreaId, CityId];
    const d = tx.state.depots.find((x) => x.id === id);
    if (d) settlePortDepot(tx, d, by, kind === 'keepdepot' && portDepotTakeover(tx.state, landMap(tx), by, d).ok);
    return { power, waiting: cityEmptied(tx, power, area, city) };
  }
  const [kind, power, counter, type, area, city] = value.split(':') as [string, MajorPower, string, FactorType, AreaId, CityId];
  if (kind === 'control') {
    const c = tx.state.corps.find((x) => x.counter === counter);
    const as = detachedAs(type);
    if (c && as) {
      patch(tx, { corps: tx.state.corps.map((x) => (x === c ? { ...x, factors: { ...x.factors, [type]: (x.factors[type] ?? 0) - 1 } } : x)) });
      addToGarrison(tx, { nationality: c.nationality, area, place: { kind: 'city', city } }, as, 1);
      emit(tx, { type: 'factorDetached', counter: c.counter, owner: operatorOf(tx.state, c)!, area, place: { kind: 'city', city }, factor: type, as, rule: '7.4.5.2' });
    }
  }
  return { power, waiting: false };
}

