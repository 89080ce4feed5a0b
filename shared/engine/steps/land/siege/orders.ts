// 7.5.4 the siege orders each phasing power gives, and what the siege sub-steps share: who
// besieges and defends a city, losses, and a city falling (surrender, a port's depot).
import { landwehrMoraleField } from '../../../../rules/land/landwehr';
import { moraleShiftField, ottomanCorpsMorale } from '../../../../rules/campaign/combinations/effects';
import { unionGarrisonMorale } from '../../../../rules/campaign/combinations/garrisons';
import { minorCorpsMorale } from '../../../../rules/general';
import { POWER_NAMES, controllerOf, garrisonSize, totalFactors, operatorOf } from '../../../../model';
import type { AreaId, CityId, DecisionOption, Factors, GameState, MajorPower, Nationality, ForceRef, SiegeOutcome } from '../../../../model';
import { LEGAL, illegal } from '../../../../model';
import { cityHolder, corpsInCity, enterCityVerdict, fieldCorps, isEnemy, territoryOf } from '../../../../rules/land/movement';
import { honorsDestination, mayAskHonors, portDepotTakeover, siegesOf, siteKey } from '../../../../rules/land/siege';
import { type CombatUnit, type LossAllocation, unitsTotal } from '../../../../rules/land/combat';
import { emit, openDecision, patch } from '../../../tx';
import type { Tx } from '../../../tx';
import { landMap, settlePortDepot } from '../landState';
import { addPrisoners, captureLeaders, garrisonLost, lost } from '../../effects';

export const done = (s: GameState, power: MajorPower, area: AreaId, city: CityId) => (s.turn.sieges ?? []).includes(`${power}:${siteKey(area, city)}`);

/** Cities `power` emptied this turn (taken, surrendered, marched out with honors): its corps may go in. */
export const markTaken = (tx: Tx, power: MajorPower, area: AreaId, city: CityId) =>
  patch(tx, { turn: { ...tx.state.turn, sieges: [...(tx.state.turn.sieges ?? []), `taken:${power}:${siteKey(area, city)}`] } });

/** 7.5.4.2.1.5 / 7.5.4.2.3.2 cities whose besiegers `power`'s garrison attack or relief drove off this turn: its corps inside may step out. */
export const markRelieved = (tx: Tx, power: MajorPower, area: AreaId, city: CityId) =>
  patch(tx, { turn: { ...tx.state.turn, sieges: [...(tx.state.turn.sieges ?? []), `relieved:${power}:${siteKey(area, city)}`] } });

export const relieved = (s: GameState, power: MajorPower) =>
  (s.turn.sieges ?? []).flatMap((k) => {
    const [tag, p, area, city] = k.split(':');
    return tag === 'relieved' && p === power ? [{ area: area as AreaId, city: city as CityId }] : [];
  });

export const taken = (s: GameState, power: MajorPower) =>
  (s.turn.sieges ?? []).flatMap((k) => {
    const [tag, p, area, city] = k.split(':');
    return tag === 'taken' && p === power ? [{ area: area as AreaId, city: city as CityId }] : [];
  });

export function openSiegeOrders(tx: Tx, power: MajorPower): void {
  const { besieging, besieged } = siegesOf(tx.state, power, landMap(tx));
  const options: DecisionOption[] = [{ value: 'end', label: 'End the siege combat step', verdict: LEGAL }];
  const once = (area: AreaId, city: CityId) =>
    done(tx.state, power, area, city) ? illegal('illegalOption', '7.5.4.1.3.4', 'one siege combat per city in a player sequence') : LEGAL;
  for (const s of besieging) options.push({ value: `assault:${s.area}:${s.city}`, label: `Assault attempt on ${s.city} (area ${s.area})`, verdict: once(s.area, s.city) });
  // 7.5.4.2 in its own sequence the besieged power may attack those besieging its cities
  for (const s of besieged) {
    const v = once(s.area, s.city);
    options.push({ value: `sally:${s.area}:${s.city}`, label: `Everything in ${s.city} attacks the besiegers`, verdict: v });
    // 7.5.4.2.1.1 a part of the besieged forces may attack alone
    const parts = defenders(tx.state, s.area, s.city);
    if (parts.length > 1) {
      if (parts.some((u) => u.kind === 'garrison')) options.push({ value: `sally:${s.area}:${s.city}:garrison`, label: `Only the garrison factors of ${s.city} attack`, verdict: v });
      for (const u of parts.filter((x) => x.kind === 'corps')) options.push({ value: `sally:${s.area}:${s.city}:${u.id}`, label: `Only corps ${u.id} attacks out of ${s.city}`, verdict: v });
    }
    // 7.5.4.2.1.1 or any other part: several corps, some of the garrison factors
    if (parts.length > 1 || parts.some((u) => u.kind === 'garrison' && unitsTotal([u]) > 1))
      options.push({ value: `sally:${s.area}:${s.city}:choose`, label: `Choose which forces in ${s.city} attack`, verdict: v });
  }
  // 7.5.1.3 after a siege is won the besiegers may go inside at once
  for (const t of taken(tx.state, power)) {
    if (holderOf(tx, t.area, t.city) !== null) continue;
    for (const c of fieldCorps(tx.state, t.area).filter((k) => operatorOf(tx.state, k) === power)) {
      const v = enterCityVerdict(tx.state, landMap(tx), c, t.city);
      if (v.ok) options.push({ value: `occupy:${t.area}:${t.city}:${c.counter}`, label: `Corps ${c.counter} goes inside ${t.city}`, verdict: v });
    }
  }
  // 7.5.4.2.1.5 / 7.5.4.2.3.2 once the besiegers are driven off, the corps that were besieged may step out at once
  for (const r of relieved(tx.state, power)) {
    for (const c of corpsInCity(tx.state, r.area, r.city).filter((k) => operatorOf(tx.state, k) === power))
      options.push({ value: `stepout:${r.area}:${r.city}:${c.counter}`, label: `${c.name} steps out of ${placeName(r.city)} into area ${r.area}`, verdict: LEGAL });
  }
  if (options.length === 1) return; // nothing left: the step ends
  openDecision(tx, {
    power, kind: 'land/siege', step: 'land/siegeCombat', rule: '7.5.4', prompt: 'Siege combat: choose a city to assault or a garrison to attack, or end.',
    secret: false, select: 'one', group: null, options,
  });
}

export function ask(tx: Tx, power: MajorPower, rule: string, prompt: string, options: DecisionOption[]): void {
  openDecision(tx, { power, kind: 'land/siege', step: 'land/siegeCombat', rule, prompt, secret: false, select: 'one', group: null, options });
}

export function outcome(tx: Tx, area: AreaId, city: CityId, besieger: MajorPower, defender: MajorPower, o: SiegeOutcome, rule: string, to?: { area: AreaId; city: CityId }): void {
  emit(tx, { type: 'siegeOutcome', area, city, besieger, defender, outcome: o, rule, ...(to ? { to } : {}) });
}

/**
 * 7.4.3.4.5 a port emptied by honors of war, surrender or elimination: each depot of another
 * power inside is destroyed at once, unless the taker could keep it (portDepotTakeover), when
 * the taker chooses. True when that question was opened; its answer gives `next` its orders.
 */
export function portDepotFalls(tx: Tx, area: AreaId, city: CityId, taker: MajorPower, next: MajorPower): boolean {
  for (const d of tx.state.depots.filter((x) => x.area === area && x.city === city && x.owner !== taker)) {
    if (!portDepotTakeover(tx.state, landMap(tx), taker, d).ok) {
      settlePortDepot(tx, d, taker, false);
      continue;
    }
    const tail = `${area}:${city}:${taker}:${next}:${d.id}`;
    ask(tx, taker, '7.4.3.4.5', `${city} fell with a ${POWER_NAMES[d.owner]} depot inside: take it over as your depot in area ${area}, or destroy it.`, [
      { value: `keepdepot:${tail}`, label: `Take the depot over (moved out into area ${area})`, verdict: LEGAL },
      { value: `razedepot:${tail}`, label: 'Destroy the depot', verdict: LEGAL },
    ]);
    return true;
  }
  return false;
}

/** 10.3.2 / 10.3.2.1 who defends the city: the movement rules' holder, a mixed garrison's read from the map. */
export const holderOf = (tx: Tx, area: AreaId, city: CityId): MajorPower | null => cityHolder(tx.state, area, city, landMap(tx));

/** 7.5.4.1.2.3 the defender's choice after a breach; honors only once, and never for Turks and Spaniards. */
export function openBreach(tx: Tx, area: AreaId, city: CityId, besieger: MajorPower, defender: MajorPower, honorsOpen: boolean): void {
  const tail = `${area}:${city}:${besieger}`;
  const asked = mayAskHonors(defender);
  const dest = asked.ok ? honorsDestination(tx.state, landMap(tx), area, city, (a) => territoryOf(tx.state, landMap(tx), a)) : null;
  const honors = !honorsOpen
    ? illegal('illegalOption', '7.5.4.1.2.3.2', 'the honors of war were refused')
    : !asked.ok ? asked : dest === null ? illegal('illegalOption', '7.5.4.1.2.3.1', 'no friendly unbesieged city to march to') : LEGAL;
  ask(tx, defender, '7.5.4.1.2.3', `Breach at ${city}: ask for the honors of war, surrender, or fight an assault.`, [
    { value: `fight:${tail}`, label: 'Fight the assault (5-2 against the besiegers on 5-1)', verdict: LEGAL },
    { value: `surrender:${tail}`, label: 'Surrender: the garrison becomes prisoners', verdict: LEGAL },
    { value: `honors:${tail}`, label: dest ? `Ask for the honors of war (march to ${dest.city})` : 'Ask for the honors of war', verdict: honors },
  ]);
}

/** Everything inside the city surrenders to `holder` (7.5.4.1.2.3.2, 7.5.4.1.3.5, 10.3.3). */
export function surrenderCity(tx: Tx, area: AreaId, city: CityId, holder: MajorPower, rule: string, reason: string): void {
  for (const g of tx.state.garrisons.filter((x) => x.area === area && x.place.kind === 'city' && x.place.city === city)) {
    // 7.3.3.3.1 its irregular factors are lost, not taken prisoner (docs/RULINGS.md)
    garrisonLost(tx, g.nationality, area, g.factors, rule, reason, holder);
  }
  const inside = corpsInCity(tx.state, area, city);
  for (const c of inside) {
    addPrisoners(tx, holder, c.nationality, c.factors);
    lost(tx, c.nationality, c.counter, area, c.factors, rule, reason);
  }
  patch(tx, {
    garrisons: tx.state.garrisons.filter((x) => !(x.area === area && x.place.kind === 'city' && x.place.city === city)),
    corps: tx.state.corps.filter((c) => !inside.includes(c)),
  });
  // 7.5.4.1.3.5 / 7.5.4.1.2.3.2 the leaders inside surrender with the army factors: 10.6.3 held by the captor
  captureLeaders(tx, inside.map((c) => c.counter), holder, area, '10.6.3');
}

/** Combat units of the forces inside a city: each garrison counter and each corps. */
export function defenders(s: GameState, area: AreaId, city: CityId): CombatUnit[] {
  const out: CombatUnit[] = [];
  for (const g of s.garrisons) {
    const p = controllerOf(s, g.nationality);
    if (p && g.area === area && g.place.kind === 'city' && g.place.city === city) out.push({ id: `garrison:${g.nationality}`, kind: 'garrison', power: p, nationality: g.nationality, factors: g.factors, ...moraleShiftField(s, p, g.nationality), ...unionGarrisonMorale(s, g.nationality, area) }); // opt:11.5.2.3 hook
  }
  for (const c of corpsInCity(s, area, city)) {
    const p = operatorOf(s, c);
    if (p) out.push({ id: c.counter, kind: 'corps', power: p, nationality: c.nationality, factors: c.factors, ...moraleShiftField(s, p, c.nationality), ...ottomanCorpsMorale(s, c.nationality), ...minorCorpsMorale(s, c.nationality), ...landwehrMoraleField(s, c) }); // 12.11.3 hook
  }
  return out;
}

/** 7.5.4 the besieging forces: field corps at war with the city's holder, and their irregulars (10.1). */
export function besiegers(s: GameState, area: AreaId, defender: MajorPower): CombatUnit[] {
  // 4.6.5.3 the defender's minors inside the area's cities are besieged by their own enemies too
  const sides = new Set<Nationality>([defender]);
  for (const x of [...s.garrisons.filter((g) => g.area === area && g.place.kind === 'city'), ...s.corps.filter((c) => c.location.kind === 'area' && c.location.area === area && c.location.city !== undefined)]) {
    if (controllerOf(s, x.nationality) === defender) sides.add(x.nationality);
  }
  const enemy = (n: Nationality | ForceRef) => [...sides].some((d) => isEnemy(s, d, n));
  const out: CombatUnit[] = [];
  for (const c of fieldCorps(s, area)) {
    const p = operatorOf(s, c);
    if (p && enemy(c)) out.push({ id: c.counter, kind: 'corps', power: p, nationality: c.nationality, factors: c.factors, ...moraleShiftField(s, p, c.nationality), ...ottomanCorpsMorale(s, c.nationality), ...minorCorpsMorale(s, c.nationality), ...landwehrMoraleField(s, c) }); // 12.11.3 hook
  }
  for (const i of s.irregulars) {
    const p = controllerOf(s, i.nationality);
    if (p && i.area === area && enemy(i.nationality)) out.push({ id: i.counter, kind: 'irregular', power: p, nationality: i.nationality, factors: { [i.kind]: i.factors } });
  }
  return out;
}

/**
 * Takes combat losses off the counters they name, with the events that explain them. 7.5.5
 * emptied corps leave the map; 10.6.3 a leader of one goes to another corps of his power in the
 * same place (inside the city, or outside it), and is taken by `captor` when his side in the
 * combat (`side`: its unit keys) has no factor left; otherwise, with only garrison factors or
 * irregulars left, he goes to the pool.
 */
export function takeLosses(tx: Tx, area: AreaId, city: CityId, losses: LossAllocation, rule: string, reason: string, captor?: MajorPower, side?: readonly string[]): void {
  const byUnit = new Map<string, Record<string, number>>();
  for (const l of losses) {
    const m = byUnit.get(l.unit) ?? {};
    m[l.type] = (m[l.type] ?? 0) + l.count;
    byUnit.set(l.unit, m);
  }
  const emptied: { counter: string; inside: boolean }[] = [];
  for (const [unit, taken] of byUnit) {
    const minus = (f: Record<string, number | undefined>) => {
      const left: Record<string, number> = {};
      for (const [t, n] of Object.entries(f)) if ((n ?? 0) - (taken[t] ?? 0) > 0) left[t] = (n ?? 0) - (taken[t] ?? 0);
      return left;
    };
    if (unit.startsWith('garrison:')) {
      const nationality = unit.slice('garrison:'.length);
      const g = tx.state.garrisons.find((x) => x.area === area && x.place.kind === 'city' && x.place.city === city && x.nationality === nationality);
      if (!g) continue;
      const left = minus(g.factors);
      patch(tx, { garrisons: garrisonSize(left) === 0 ? tx.state.garrisons.filter((x) => x !== g) : tx.state.garrisons.map((x) => (x === g ? { ...g, factors: left } : x)) });
      garrisonLost(tx, g.nationality, area, taken, rule, reason); // 7.3.3.3.1 irregular factors lost apart from army factors
      continue;
    }
    const c = tx.state.corps.find((x) => x.counter === unit);
    if (c) {
      const left = minus(c.factors);
      if (totalFactors(left) === 0) emptied.push({ counter: c.counter, inside: c.location.kind === 'area' && c.location.city === city });
      patch(tx, { corps: totalFactors(left) === 0 ? tx.state.corps.filter((x) => x !== c) : tx.state.corps.map((x) => (x === c ? { ...c, factors: left } : x)) });
      lost(tx, c.nationality, c.counter, area, taken as Factors, rule, reason);
      continue;
    }
    const irr = tx.state.irregulars.find((x) => x.counter === unit);
    if (irr) {
      const left = irr.factors - (taken[irr.kind] ?? 0);
      patch(tx, { irregulars: left <= 0 ? tx.state.irregulars.filter((x) => x !== irr) : tx.state.irregulars.map((x) => (x === irr ? { ...irr, factors: left } : x)) });
    }
  }
  settleLeaders(tx, area, city, emptied, captor, side);
}

/** 10.6.3 the leaders of corps emptied in a siege combat or sortie (see takeLosses). */
function settleLeaders(tx: Tx, area: AreaId, city: CityId, emptied: readonly { counter: string; inside: boolean }[], captor?: MajorPower, side?: readonly string[]): void {
  const sideLeft = (side ?? []).some((k) => {
    if (!k.startsWith('garrison:')) return tx.state.corps.some((c) => c.counter === k) || tx.state.irregulars.some((i) => i.counter === k);
    const nationality = k.slice('garrison:'.length);
    return tx.state.garrisons.some((g) => g.area === area && g.place.kind === 'city' && g.place.city === city && g.nationality === nationality);
  });
  for (const e of emptied) {
    const place = e.inside ? corpsInCity(tx.state, area, city) : fieldCorps(tx.state, area);
    for (const l of tx.state.leaders.filter((x) => x.location.kind === 'corps' && x.location.counter === e.counter)) {
      const mine = place.filter((c) => operatorOf(tx.state, c) === l.owner);
      const heir = mine.find((c) => side?.includes(c.counter)) ?? mine[0];
      const location = heir ? { kind: 'corps' as const, counter: heir.counter } : captor && !sideLeft ? { kind: 'captured' as const, by: captor } : { kind: 'pool' as const };
      patch(tx, { leaders: tx.state.leaders.map((x) => (x.id === l.id ? { ...x, location } : x)) });
      if (location.kind === 'captured') emit(tx, { type: 'leaderCaptured', leader: l.id, owner: l.owner, by: location.by, area, rule: '10.6.3' });
      else emit(tx, { type: 'leaderUnstacked', leader: l.id, owner: l.owner, to: location.kind, rule: '10.6.3' });
    }
  }
}

export const placeName = (city: CityId) => city.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

/**
 * "1 infantry factor of the Vienna garrison" (an ally's garrison adds its nationality) or
 * "… of <counter>": counter handles stand alone so the UI can put names on them.
 */
export function lossLabel(city: CityId, unit: string, type: string, power: MajorPower): string {
  const place = placeName(city);
  const nationality = unit.slice('garrison:'.length);
  const of = !unit.startsWith('garrison:') ? unit : `the ${place} garrison${nationality === power ? '' : ` (${nationality})`}`;
  return `1 ${type} factor of ${of}`;
}
