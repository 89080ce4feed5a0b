// 7.5.4 The Siege Combat Step: assault attempts, sorties, breaches (honors of war, surrender,
// assault combat), garrison attacks, and 10.3.3 neutral garrisons surrendering.
import { POWER_NAMES, controllerOf, nextMonth, totalFactors } from '../../model';
import type { AreaId, CityId, Corps, CounterId, DecisionOption, Depot, Factors, GameState, MajorPower, Nationality, SiegeCombatProgress, SiegeOutcome } from '../../model';
import { LEGAL, illegal } from '../../model';
import { FACTORS_PER_SPIRE, cityHolder, corpsInCity, enterCityVerdict, factorsInCity, fieldCorps, isEnemy, territoryOf } from '../../rules/land/movement';
import {
  assaultAttempt, assaultFacts, cityFacts, assaultPoliticalPoints, checkSiegeLosses, honorsDestination, mayAskHonors, neutralsInside, SIEGE_LOSS_RULE,
  portDepotTakeover, siegeAllocation, siegeCombatVerdict, siegeLossChoices, siegeRound, siegesOf, siteKey, sortieLoser, startSiegeCombat,
} from '../../rules/land/siege';
import type { SiegeCombatKind, SiegeCombatState, SiegeRound } from '../../rules/land/siege';
import type { CombatSide, CombatUnit, LossAllocation } from '../../rules/land/combat';
import { COMBAT_SIDES, otherSide, unitsTotal } from '../../rules/land/combat';
import { concealCorps, revealCorps } from '../reveal';
import { emit, openDecision, patch, roll } from '../tx';
import type { Tx } from '../tx';
import type { GameData } from '../gameData';
import { landMap } from './landMovement';

// Orders and answers of the 'land/siege' decision (values of its options):
//   end                                  end the step (always first)
//   assault:<area>:<city>                7.5.4.1 the besieger rolls on the Siege Table
//   sally:<area>:<city>[:<part>]         7.5.4.2.1 the besieged forces attack the besiegers: all of them, or
//                                        only the garrison factors ("garrison") or one corps inside (its counter)
//   sortie|nosortie:<area>:<city>:<besieger>        7.5.4.1.2.1 the defender's answer to "sortie?"
//   honors|surrender|fight:<area>:<city>:<besieger> 7.5.4.1.2.3 the defender's answer to a breach
//   grant|refuse:<area>:<city>:<besieger>           7.5.4.1.2.3.1 the besieger's answer to a request for honors
//   occupy:<area>:<city>:<counter>       7.5.1.3 a corps enters a city the besiegers emptied this step
//   loss:<city>:<type>:<unit>            7.5.4.1.3.3 / 7.5.4.2.1.3 one factor a side loses in a siege combat round
//   sloss:<area>:<city>:<besieger>:<type>:<unit>    7.5.4.1.2.1 the factor a sortie costs, the loser's choice
//   keepdepot|razedepot:<area>:<city>:<taker>:<next>:<depot>  7.4.3.4.5 the taker of a port keeps the depot
//                                        found inside (moved out into the area) or destroys it; <next> gets the orders after

/** The phasing powers' siege step has something to do: a city they besiege or one of theirs besieged. */
export function siegeStepEmpty(state: GameState, powers: readonly MajorPower[], data?: GameData): string | null {
  return powers.some((p) => {
    const s = siegesOf(state, p, data?.land); // 10.3.2.1 the map names a mixed garrison's holder
    return s.besieging.length > 0 || s.besieged.length > 0;
  })
    ? null
    : 'no city besieged by or from these powers';
}

const done = (s: GameState, power: MajorPower, area: AreaId, city: CityId) => (s.turn.sieges ?? []).includes(`${power}:${siteKey(area, city)}`);
/** One siege combat per city and power each turn (7.5.4.1.3.4); a limited field combat counts too (7.5.4.2.3). */
export const markDone = (tx: Tx, power: MajorPower, area: AreaId, city: CityId) =>
  patch(tx, { turn: { ...tx.state.turn, sieges: [...(tx.state.turn.sieges ?? []), `${power}:${siteKey(area, city)}`] } });
/** Cities `power` emptied this turn (taken, surrendered, marched out with honors): its corps may go in. */
const markTaken = (tx: Tx, power: MajorPower, area: AreaId, city: CityId) =>
  patch(tx, { turn: { ...tx.state.turn, sieges: [...(tx.state.turn.sieges ?? []), `taken:${power}:${siteKey(area, city)}`] } });
const taken = (s: GameState, power: MajorPower) =>
  (s.turn.sieges ?? []).flatMap((k) => {
    const [tag, p, area, city] = k.split(':');
    return tag === 'taken' && p === power ? [{ area: area as AreaId, city: city as CityId }] : [];
  });

/** 7.5.4 each phasing power: 10.3.3 neutrals in the cities it besieges surrender, then its orders open. */
export function beginSiegeCombat(tx: Tx): void {
  for (const power of tx.state.cursor.phasing) {
    // 10.3 is asterisked: scenarios leave it out (13.0)
    if (tx.state.scenario.kind === 'campaign') for (const site of siegesOf(tx.state, power, landMap(tx)).besieging) surrenderNeutrals(tx, power, site.area, site.city);
    openSiegeOrders(tx, power);
  }
}

function openSiegeOrders(tx: Tx, power: MajorPower): void {
  const { besieging, besieged } = siegesOf(tx.state, power, landMap(tx));
  const options: DecisionOption[] = [{ value: 'end', label: 'End the siege combat step', verdict: LEGAL }];
  const once = (area: AreaId, city: CityId) =>
    done(tx.state, power, area, city) ? illegal('illegalOption', '7.5.4.1.3.4', 'one siege combat per city in a player sequence') : LEGAL;
  for (const s of besieging) options.push({ value: `assault:${s.area}:${s.city}`, label: `Assault attempt on ${s.city} (area ${s.area})`, verdict: once(s.area, s.city) });
  for (const s of besieged) {
    const v = once(s.area, s.city);
    options.push({ value: `sally:${s.area}:${s.city}`, label: `Everything in ${s.city} attacks the besiegers`, verdict: v });
    // 7.5.4.2.1.1 a part of the besieged forces may attack alone
    const parts = defenders(tx.state, s.area, s.city);
    if (parts.length > 1) {
      if (parts.some((u) => u.kind === 'garrison')) options.push({ value: `sally:${s.area}:${s.city}:garrison`, label: `Only the garrison factors of ${s.city} attack`, verdict: v });
      for (const u of parts.filter((x) => x.kind === 'corps')) options.push({ value: `sally:${s.area}:${s.city}:${u.id}`, label: `Only corps ${u.id} attacks out of ${s.city}`, verdict: v });
    }
  }
  // 7.5.1.3 after a siege is won the besiegers may go inside at once
  for (const t of taken(tx.state, power)) {
    if (holderOf(tx, t.area, t.city) !== null) continue;
    for (const c of fieldCorps(tx.state, t.area).filter((k) => controllerOf(tx.state, k.nationality) === power)) {
      const v = enterCityVerdict(tx.state, landMap(tx), c, t.city);
      if (v.ok) options.push({ value: `occupy:${t.area}:${t.city}:${c.counter}`, label: `Corps ${c.counter} goes inside ${t.city}`, verdict: v });
    }
  }
  if (options.length === 1) return; // nothing left: the step ends
  openDecision(tx, {
    power, kind: 'land/siege', step: 'land/siegeCombat', rule: '7.5.4', prompt: 'Siege combat: choose a city to assault or a garrison to attack, or end.',
    secret: false, select: 'one', group: null, options,
  });
}

function ask(tx: Tx, power: MajorPower, rule: string, prompt: string, options: DecisionOption[]): void {
  openDecision(tx, { power, kind: 'land/siege', step: 'land/siegeCombat', rule, prompt, secret: false, select: 'one', group: null, options });
}

function outcome(tx: Tx, area: AreaId, city: CityId, besieger: MajorPower, defender: MajorPower, o: SiegeOutcome, rule: string, to?: { area: AreaId; city: CityId }): void {
  emit(tx, { type: 'siegeOutcome', area, city, besieger, defender, outcome: o, rule, ...(to ? { to } : {}) });
}

/** Carry out one siege order or answer; the besieger's order list opens again when the city is done with. */
export function applySiegeOrder(tx: Tx, power: MajorPower, order: string): void {
  if (order === 'end') return;
  const [verb, area, city, who] = order.split(':') as [string, AreaId, CityId, string | undefined];
  const defender = holderOf(tx, area, city);
  const besieger = verb === 'sally' || verb === 'occupy' ? power : (who as MajorPower | undefined) ?? power;
  switch (verb) {
    case 'assault': {
      markDone(tx, power, area, city);
      if (defender === null) break;
      const f = assaultFacts(tx.state, landMap(tx), area, city);
      const die = roll(tx, '7.5.4.1', `assault attempt on ${city}`);
      const a = assaultAttempt(die, f.fleches, f.undergarrisoned);
      emit(tx, { type: 'siegeAssaultRolled', area, city, besieger: power, defender, die, fleches: f.fleches, undergarrisoned: f.undergarrisoned, modifiedRoll: a.modifiedRoll, result: a.result, rule: '7.5.4.1' });
      const tail = `${area}:${city}:${power}`;
      if (a.result === 'sortie') {
        return ask(tx, defender, '7.5.4.1.2.1', `Sortie? The garrison of ${city} may sally out against the besiegers.`, [
          { value: `nosortie:${tail}`, label: 'No sortie', verdict: LEGAL },
          { value: `sortie:${tail}`, label: 'Sortie (5-6: the garrison loses a factor, 1-4: the besiegers do)', verdict: LEGAL },
        ]);
      }
      if (a.result === 'breach') return openBreach(tx, area, city, power, defender, true);
      // 7.5.4.1.2.2 no result: nothing happens, the attempt is spent
      break;
    }
    case 'sally':
      markDone(tx, power, area, city);
      // the combat opens the orders again when it is over
      if (garrisonAttack(tx, power, area, city, who ?? 'all')) return;
      break;
    case 'loss':
      return chooseSiegeLoss(tx, order);
    case 'nosortie':
      if (defender) outcome(tx, area, city, besieger, defender, 'sortieDeclined', '7.5.4.1.2.1');
      break;
    case 'sortie':
      // the loser may have a factor to choose first (7.5.4.1.2.1)
      if (defender && sortie(tx, area, city, besieger, defender)) return;
      break;
    case 'sloss':
      if (defender) sortieLoss(tx, area, city, besieger, defender, order);
      break;
    case 'honors':
      if (!defender) break;
      outcome(tx, area, city, besieger, defender, 'honorsAsked', '7.5.4.1.2.3.1');
      return ask(tx, besieger, '7.5.4.1.2.3.1', `The garrison of ${city} asks for the honors of war.`, [
        { value: `grant:${area}:${city}:${besieger}`, label: 'Grant the honors of war', verdict: LEGAL },
        { value: `refuse:${area}:${city}:${besieger}`, label: 'Refuse', verdict: LEGAL },
      ]);
    case 'grant':
      if (defender) grantHonors(tx, area, city, besieger, defender);
      break;
    case 'refuse':
      if (!defender) break;
      outcome(tx, area, city, besieger, defender, 'honorsRefused', '7.5.4.1.2.3.1');
      return openBreach(tx, area, city, besieger, defender, false);
    case 'surrender':
      if (!defender) break;
      surrenderCity(tx, area, city, besieger, '7.5.4.1.2.3.2', 'surrendered after a breach');
      outcome(tx, area, city, besieger, defender, 'surrendered', '7.5.4.1.2.3.2');
      break;
    case 'fight':
      // 7.5.4.1.2.3.3 neither honors nor surrender: the besieger must storm the breach (the
      // combat opens the orders again when it is over)
      if (defender) return assault(tx, area, city, besieger, defender);
      break;
    case 'keepdepot':
    case 'razedepot': {
      const [, , , , next, id] = order.split(':') as [string, string, string, string, MajorPower, string];
      const d = tx.state.depots.find((x) => x.id === id);
      if (d) settlePortDepot(tx, d, besieger, verb === 'keepdepot' && portDepotTakeover(tx.state, landMap(tx), besieger, d).ok);
      if (portDepotFalls(tx, area, city, besieger, next)) return;
      return openSiegeOrders(tx, next);
    }
    case 'occupy': {
      const c = tx.state.corps.find((k) => k.counter === who);
      if (!c || !enterCityVerdict(tx.state, landMap(tx), c, city).ok) break;
      patch(tx, { corps: tx.state.corps.map((k) => (k === c ? { ...k, location: { kind: 'area' as const, area, city } } : k)) });
      emit(tx, { type: 'cityEntered', counter: c.counter, area, city, rule: '7.5.1.3' });
      break;
    }
  }
  if (holderOf(tx, area, city) === null && (verb === 'surrender' || verb === 'grant' || verb === 'fight')) {
    markTaken(tx, besieger, area, city);
    if (portDepotFalls(tx, area, city, besieger, besieger)) return;
  }
  openSiegeOrders(tx, besieger);
}

/**
 * 7.4.3.4.5 a port emptied by honors of war, surrender or elimination: each depot of another
 * power inside is destroyed at once, unless the taker could keep it (portDepotTakeover), when
 * the taker chooses. True when that question was opened; its answer gives `next` its orders.
 */
function portDepotFalls(tx: Tx, area: AreaId, city: CityId, taker: MajorPower, next: MajorPower): boolean {
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

/** 7.4.3.4.5 the depot inside a fallen port is destroyed, or becomes `taker`'s depot in the open area. */
export function settlePortDepot(tx: Tx, d: Depot, taker: MajorPower, keep: boolean): void {
  patch(tx, { depots: keep ? tx.state.depots.map((x) => (x.id === d.id ? { id: d.id, owner: taker, area: d.area } : x)) : tx.state.depots.filter((x) => x.id !== d.id) });
  emit(tx, { type: 'depotRemoved', owner: d.owner, area: d.area, depot: d.id, rule: '7.4.3.4.5' });
  if (keep) emit(tx, { type: 'depotPlaced', owner: taker, area: d.area, depot: d.id, rule: '7.4.3.4.5' });
}

/** 10.3.2 / 10.3.2.1 who defends the city: the movement rules' holder, a mixed garrison's read from the map. */
const holderOf = (tx: Tx, area: AreaId, city: CityId): MajorPower | null => cityHolder(tx.state, area, city, landMap(tx));

/** 7.5.4.1.2.3 the defender's choice after a breach; honors only once, and never for Turks and Spaniards. */
function openBreach(tx: Tx, area: AreaId, city: CityId, besieger: MajorPower, defender: MajorPower, honorsOpen: boolean): void {
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

// ---- forces ------------------------------------------------------------------------------------

/** Emits the one event that explains a change of factors on the map. */
export function lost(tx: Tx, nationality: Nationality, counter: string | null, area: AreaId, factors: Factors, rule: string, reason: string): void {
  const n = totalFactors(factors);
  if (n === 0) return;
  emit(tx, { type: 'factorsChanged', nationality, owner: controllerOf(tx.state, nationality), counter: counter as Corps['counter'] | null, area, delta: -n, factors, rule, reason });
}

function addPrisoners(tx: Tx, holder: MajorPower, nationality: Nationality, factors: Factors): void {
  if (totalFactors(factors) === 0) return;
  const i = tx.state.prisoners.findIndex((p) => p.holder === holder && p.nationality === nationality);
  const merged: Record<string, number> = { ...(i >= 0 ? tx.state.prisoners[i]!.factors : {}) };
  for (const [t, n] of Object.entries(factors)) merged[t] = (merged[t] ?? 0) + (n ?? 0);
  const entry = { holder, nationality, factors: merged as Factors };
  patch(tx, { prisoners: i >= 0 ? tx.state.prisoners.map((p, j) => (j === i ? entry : p)) : [...tx.state.prisoners, entry] });
}

/** 10.6.3 leaders with a corps that leaves the map are taken; without a capture record they leave the map. */
export function leadersOff(tx: Tx, counters: readonly string[], rule: string): void {
  for (const l of tx.state.leaders.filter((x) => x.location.kind === 'corps' && counters.includes(x.location.counter))) {
    patch(tx, { leaders: tx.state.leaders.map((x) => (x.id === l.id ? { ...x, location: { kind: 'pool' as const } } : x)) });
    emit(tx, { type: 'leaderUnstacked', leader: l.id, owner: l.owner, to: 'pool', rule });
  }
}

/** Everything inside the city surrenders to `holder` (7.5.4.1.2.3.2, 7.5.4.1.3.5, 10.3.3). */
function surrenderCity(tx: Tx, area: AreaId, city: CityId, holder: MajorPower, rule: string, reason: string): void {
  for (const g of tx.state.garrisons.filter((x) => x.area === area && x.place.kind === 'city' && x.place.city === city)) {
    addPrisoners(tx, holder, g.nationality, g.factors);
    lost(tx, g.nationality, null, area, g.factors, rule, reason);
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
  leadersOff(tx, inside.map((c) => c.counter), '10.6.3');
}

/**
 * 10.3.3 neutral factors in a city of the besieger's enemy surrender when the siege begins; they
 * are exchanged at once and come back in their power's next Army Reinforcement Step.
 */
function surrenderNeutrals(tx: Tx, besieger: MajorPower, area: AreaId, city: CityId): void {
  const n = neutralsInside(tx.state, besieger, area, city, landMap(tx));
  if (n.garrisons.length === 0 && n.corps.length === 0) return;
  const defender = holderOf(tx, area, city)!;
  const back = (nationality: Nationality, factors: Factors) => {
    const power = controllerOf(tx.state, nationality);
    if (!power) return;
    patch(tx, { reinforcements: [...tx.state.reinforcements, { date: nextMonth(tx.state.date), power, nationality, factors }] });
  };
  const garrisons = n.garrisons.map((i) => tx.state.garrisons[i]!);
  for (const g of garrisons) {
    back(g.nationality, g.factors);
    lost(tx, g.nationality, null, area, g.factors, '10.3.3', 'neutral garrison surrendered to a siege (exchanged)');
  }
  const corps = tx.state.corps.filter((c) => n.corps.includes(c.counter));
  for (const c of corps) {
    back(c.nationality, c.factors);
    lost(tx, c.nationality, c.counter, area, c.factors, '10.3.3', 'neutral corps surrendered to a siege (exchanged)');
  }
  patch(tx, { garrisons: tx.state.garrisons.filter((g) => !garrisons.includes(g)), corps: tx.state.corps.filter((c) => !corps.includes(c)) });
  leadersOff(tx, corps.map((c) => c.counter), '10.3.3');
  outcome(tx, area, city, besieger, defender, 'neutralsSurrendered', '10.3.3');
}

/** Combat units of the forces inside a city: each garrison counter and each corps. */
function defenders(s: GameState, area: AreaId, city: CityId): CombatUnit[] {
  const out: CombatUnit[] = [];
  for (const g of s.garrisons) {
    const p = controllerOf(s, g.nationality);
    if (p && g.area === area && g.place.kind === 'city' && g.place.city === city) out.push({ id: `garrison:${g.nationality}`, kind: 'garrison', power: p, nationality: g.nationality, factors: g.factors });
  }
  for (const c of corpsInCity(s, area, city)) {
    const p = controllerOf(s, c.nationality);
    if (p) out.push({ id: c.counter, kind: 'corps', power: p, nationality: c.nationality, factors: c.factors });
  }
  return out;
}

/** 7.5.4 the besieging forces: field corps at war with the city's holder, and their irregulars (10.1). */
function besiegers(s: GameState, area: AreaId, defender: MajorPower): CombatUnit[] {
  const enemy = (n: Nationality) => isEnemy(s, defender, n);
  const out: CombatUnit[] = [];
  for (const c of fieldCorps(s, area)) {
    const p = controllerOf(s, c.nationality);
    if (p && isEnemy(s, p, defender)) out.push({ id: c.counter, kind: 'corps', power: p, nationality: c.nationality, factors: c.factors });
  }
  for (const i of s.irregulars) {
    const p = controllerOf(s, i.nationality);
    if (p && i.area === area && enemy(p)) out.push({ id: i.counter, kind: 'irregular', power: p, nationality: i.nationality, factors: { [i.kind]: i.factors } });
  }
  return out;
}

/** Takes combat losses off the counters they name, with the events that explain them. */
function takeLosses(tx: Tx, area: AreaId, city: CityId, losses: LossAllocation, rule: string, reason: string): void {
  const byUnit = new Map<string, Record<string, number>>();
  for (const l of losses) {
    const m = byUnit.get(l.unit) ?? {};
    m[l.type] = (m[l.type] ?? 0) + l.count;
    byUnit.set(l.unit, m);
  }
  const emptied: string[] = [];
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
      patch(tx, { garrisons: totalFactors(left) === 0 ? tx.state.garrisons.filter((x) => x !== g) : tx.state.garrisons.map((x) => (x === g ? { ...g, factors: left } : x)) });
      lost(tx, g.nationality, null, area, taken as Factors, rule, reason);
      continue;
    }
    const c = tx.state.corps.find((x) => x.counter === unit);
    if (c) {
      const left = minus(c.factors);
      if (totalFactors(left) === 0) emptied.push(c.counter);
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
  // 7.5.5 emptied corps leave the map; 10.6.3 their leaders are taken
  leadersOff(tx, emptied, '10.6.3');
}

/** The units a sortie costs a factor: everything inside the city, or the besieging power's forces. */
const sortiePool = (s: GameState, area: AreaId, city: CityId, besieger: MajorPower, defender: MajorPower, loser: 'defender' | 'besieger') =>
  loser === 'defender' ? defenders(s, area, city) : besiegers(s, area, defender).filter((u) => u.power === besieger);

/**
 * 7.5.4.1.2.1 the sortie die: one factor off the garrison (5-6) or off the besiegers (1-4), the
 * loser's choice; asked when it has more than one kind of factor to give (true while asked).
 */
function sortie(tx: Tx, area: AreaId, city: CityId, besieger: MajorPower, defender: MajorPower): boolean {
  const die = roll(tx, '7.5.4.1.2.1', `sortie from ${city}`);
  const loser = sortieLoser(die);
  const choices = siegeLossChoices(sortiePool(tx.state, area, city, besieger, defender, loser), [], 'assault');
  if (choices.length > 1) {
    const power = loser === 'defender' ? defender : besieger;
    openDecision(tx, {
      power, kind: 'land/siege', step: 'land/siegeCombat', rule: '7.5.4.1.2.1', secret: false, select: 'one', group: null,
      prompt: `Sortie from ${placeName(city)}: choose the factor ${loser === 'defender' ? 'the garrison' : 'the besiegers'} lose${loser === 'defender' ? 's' : ''}.`,
      options: choices.map((c) => ({ value: `sloss:${area}:${city}:${besieger}:${c.type}:${c.unit}`, label: lossLabel(city, c.unit, c.type, power), verdict: LEGAL })),
    });
    return true;
  }
  takeLosses(tx, area, city, choices, '7.5.4.1.2.1', 'sortie');
  outcome(tx, area, city, besieger, defender, loser === 'defender' ? 'sortieDefenderLost' : 'sortieBesiegerLost', '7.5.4.1.2.1');
  return false;
}

/** 7.5.4.1.2.1 the chosen sortie loss ("sloss:<area>:<city>:<besieger>:<type>:<unit>"). */
function sortieLoss(tx: Tx, area: AreaId, city: CityId, besieger: MajorPower, defender: MajorPower, order: string): void {
  const [, , , , type, ...unit] = order.split(':');
  const id = unit.join(':');
  const loser = defenders(tx.state, area, city).some((u) => u.id === id) ? 'defender' : 'besieger';
  const pool = sortiePool(tx.state, area, city, besieger, defender, loser);
  const pick = siegeLossChoices(pool, [], 'assault').find((c) => c.unit === id && c.type === type);
  if (!pick) return;
  takeLosses(tx, area, city, [pick], '7.5.4.1.2.1', 'sortie');
  outcome(tx, area, city, besieger, defender, loser === 'defender' ? 'sortieDefenderLost' : 'sortieBesiegerLost', '7.5.4.1.2.1');
}

/** 7.5.4.1.2.3.1 honors granted: the garrison and corps inside march to the nearest friendly city. */
function grantHonors(tx: Tx, area: AreaId, city: CityId, besieger: MajorPower, defender: MajorPower): void {
  const map = landMap(tx);
  const dest = honorsDestination(tx.state, map, area, city, (a) => territoryOf(tx.state, map, a));
  if (!dest) {
    // nowhere to go after all: the defender surrenders or fights (7.5.4.1.2.3.1)
    openBreach(tx, area, city, besieger, defender, false);
    return;
  }
  const here = (g: GameState['garrisons'][number]) => g.area === area && g.place.kind === 'city' && g.place.city === city;
  let garrisons = [...tx.state.garrisons];
  for (const g of tx.state.garrisons.filter(here)) {
    garrisons = garrisons.filter((x) => x !== g);
    const j = garrisons.findIndex((x) => x.area === dest.area && x.place.kind === 'city' && x.place.city === dest.city && x.nationality === g.nationality);
    if (j >= 0) {
      const t = garrisons[j]!;
      garrisons[j] = { ...t, factors: { infantry: (t.factors.infantry ?? 0) + (g.factors.infantry ?? 0), militia: (t.factors.militia ?? 0) + (g.factors.militia ?? 0) } };
    } else garrisons.push({ ...g, area: dest.area, place: { kind: 'city', city: dest.city } });
  }
  patch(tx, { garrisons });
  // corps go inside while there is room, otherwise into the city's area
  const room = FACTORS_PER_SPIRE * cityFacts(map, dest.area, dest.city).spires;
  for (const c of corpsInCity(tx.state, area, city)) {
    const fits = factorsInCity(tx.state, dest.area, dest.city) + totalFactors(c.factors) <= room;
    const location = fits ? { kind: 'area' as const, area: dest.area, city: dest.city } : { kind: 'area' as const, area: dest.area };
    patch(tx, { corps: tx.state.corps.map((k) => (k === c ? { ...k, location } : k)) });
  }
  outcome(tx, area, city, besieger, defender, 'honorsGranted', '7.5.4.1.2.3.1', dest);
}

// ---- siege combats (7.5.4.1.3, 7.5.4.2.1) ------------------------------------------------------

const RULE: Record<SiegeCombatKind, string> = { assault: '7.5.4.1.3', garrisonAttack: '7.5.4.2.1' };
const REASON: Record<SiegeCombatKind, string> = { assault: 'assault combat', garrisonAttack: 'garrison attack combat' };
const combatKey = (p: SiegeCombatProgress) => `${p.kind}:${p.powers.attacker}:${p.area}:${p.city}`;
const combatsOf = (s: GameState) => s.turn.siegeCombats ?? [];

/** Replaces (or with null removes) the combat with `key`; the list goes when it is empty. */
function saveCombat(tx: Tx, key: string, next: SiegeCombatProgress | null): void {
  const list = combatsOf(tx.state).flatMap((p) => (combatKey(p) === key ? (next ? [next] : []) : [p]));
  if (next && !combatsOf(tx.state).some((p) => combatKey(p) === key)) list.push(next);
  const { siegeCombats: _old, ...turn } = tx.state.turn;
  patch(tx, { turn: list.length > 0 ? { ...turn, siegeCombats: list } : turn });
}

/** A combat unit as it stands on the map now (its losses so far taken off), or null once gone. */
function unitNow(s: GameState, area: AreaId, city: CityId, id: string): CombatUnit | null {
  if (id.startsWith('garrison:')) {
    const nationality = id.slice('garrison:'.length);
    const g = s.garrisons.find((x) => x.area === area && x.place.kind === 'city' && x.place.city === city && x.nationality === nationality);
    const p = g ? controllerOf(s, g.nationality) : null;
    return g && p ? { id, kind: 'garrison', power: p, nationality: g.nationality, factors: g.factors } : null;
  }
  const c = s.corps.find((x) => x.counter === id && x.location.kind === 'area' && x.location.area === area);
  const cp = c ? controllerOf(s, c.nationality) : null;
  if (c && cp) return { id, kind: 'corps', power: cp, nationality: c.nationality, factors: c.factors };
  const i = s.irregulars.find((x) => x.counter === id && x.area === area);
  const ip = i ? controllerOf(s, i.nationality) : null;
  return i && ip ? { id, kind: 'irregular', power: ip, nationality: i.nationality, factors: { [i.kind]: i.factors } } : null;
}

/** The rules' combat state, rebuilt from the map: the factors lost so far are already off the counters. */
function combatState(s: GameState, p: SiegeCombatProgress): SiegeCombatState {
  const side = (k: CombatSide) => ({
    units: p.units[k].flatMap((id) => unitNow(s, p.area, p.city, id) ?? []),
    finalMorale: p.finalMorale[k],
    moraleLoss: p.moraleLoss[k],
  });
  return { kind: p.kind, round: p.rounds.length, attacker: side('attacker'), defender: side('defender') };
}

/**
 * 7.5.4.1.3 / 7.5.4.2.1 one day of three rounds at most, a die each side per round. The forces
 * are revealed as in 7.5.2.6 (v2.71 errata to 7.5.4.1.3.2 / 7.5.4.2.1.2) and hidden again after.
 */
function startFight(
  tx: Tx, kind: SiegeCombatKind, area: AreaId, city: CityId, attacker: CombatUnit[], defender: CombatUnit[],
  powers: { attacker: MajorPower; defender: MajorPower }, facts: { fortress: boolean; corpsInside: boolean },
): void {
  const counters = [...attacker, ...defender].filter((u) => u.kind === 'corps').map((u) => u.id as CounterId);
  const shown = revealCorps(tx.state, counters, [powers.attacker, powers.defender], '7.5.2.6.3');
  patch(tx, { corps: shown.state.corps });
  for (const e of shown.events) emit(tx, e);
  const start = startSiegeCombat(kind, attacker, defender, tx.state.options.moraleMethod);
  const p: SiegeCombatProgress = {
    kind, area, city, powers,
    units: { attacker: attacker.map((u) => u.id), defender: defender.map((u) => u.id) },
    finalMorale: { attacker: start.attacker.finalMorale, defender: start.defender.finalMorale },
    moraleLoss: { attacker: 0, defender: 0 },
    revealed: counters, ...facts, rounds: [], current: null, asked: null,
  };
  saveCombat(tx, combatKey(p), p);
  continueFight(tx, combatKey(p));
}

/**
 * Plays the combat on until an owner must choose a loss or it ends. 7.5.4.1.3.3 / 7.5.4.2.1.3
 * each side's owner chooses its losses among any factors, one at a time (attacker first);
 * a factor with no alternative (one kind left, or everything lost) is taken without asking.
 */
function continueFight(tx: Tx, key: string): void {
  for (;;) {
    let p = combatsOf(tx.state).find((x) => combatKey(x) === key);
    if (!p) return;
    if (p.current === null) {
      const n = p.rounds.length + 1;
      const what = `${p.kind === 'assault' ? 'assault' : 'garrison attack'} at ${p.city}, round ${n}`;
      const dice = { attacker: roll(tx, RULE[p.kind], `${what}, ${p.powers.attacker}`), defender: roll(tx, RULE[p.kind], `${what}, ${p.powers.defender}`) };
      p = { ...p, current: { dice, chosen: { attacker: [], defender: [] } } };
      saveCombat(tx, key, p);
    }
    const cur = p.current!;
    const state = combatState(tx.state, p);
    // the numbers due come from the round itself (strength and dice), whatever the allocation
    const trial = siegeRound(state, cur.dice);
    const chosen = { ...cur.chosen };
    let asking: CombatSide | null = null;
    for (const side of COMBAT_SIDES) {
      const units = state[side].units;
      const due = Math.min(trial.sides[otherSide(side)].inflicted, unitsTotal(units));
      let mine = chosen[side];
      while (mine.length < due) {
        const choices = siegeLossChoices(units, siegeAllocation(mine), p.kind);
        if (choices.length > 1 && due - mine.length < unitsTotal(units) - mine.length) break;
        mine = [...mine, { unit: choices[0]!.unit, type: choices[0]!.type }];
      }
      chosen[side] = mine;
      if (mine.length < due) {
        asking = side;
        break;
      }
    }
    if (asking !== null) {
      const side = asking;
      const units = state[side].units;
      const due = Math.min(trial.sides[otherSide(side)].inflicted, unitsTotal(units));
      const choices = siegeLossChoices(units, siegeAllocation(chosen[side]), p.kind);
      const id = openDecision(tx, {
        power: p.powers[side], kind: 'land/siege', step: 'land/siegeCombat', rule: SIEGE_LOSS_RULE[p.kind], secret: false, select: 'one', group: null,
        prompt: `${p.kind === 'assault' ? 'Assault' : 'Garrison attack'} at ${placeName(p.city)}, round ${p.rounds.length + 1}: choose a factor to lose (${due - chosen[side].length} of ${due} still to lose; any type may go).`,
        options: choices.map((c) => ({ value: `loss:${p.city}:${c.type}:${c.unit}`, label: lossLabel(p.city, c.unit, c.type, p.powers[side]), verdict: LEGAL })),
      });
      saveCombat(tx, key, { ...p, current: { ...cur, chosen }, asked: { decision: id, side } });
      return;
    }
    const losses = { attacker: siegeAllocation(chosen.attacker), defender: siegeAllocation(chosen.defender) };
    for (const side of COMBAT_SIDES) {
      const v = checkSiegeLosses(state[side].units, trial.sides[otherSide(side)].inflicted, losses[side], p.kind);
      if (!v.ok) throw new Error(`siege combat losses: ${v.detail}`);
    }
    const round = siegeRound(state, cur.dice, undefined, losses);
    takeLosses(tx, p.area, p.city, round.sides.defender.losses, RULE[p.kind], REASON[p.kind]);
    takeLosses(tx, p.area, p.city, round.sides.attacker.losses, RULE[p.kind], REASON[p.kind]);
    const next: SiegeCombatProgress = {
      ...p,
      moraleLoss: { attacker: round.state.attacker.moraleLoss, defender: round.state.defender.moraleLoss },
      rounds: [...p.rounds, {
        dice: { attacker: round.sides.attacker.die, defender: round.sides.defender.die },
        losses: { attacker: round.sides.defender.inflicted, defender: round.sides.attacker.inflicted },
        moraleLoss: { attacker: round.sides.attacker.moraleLossAfter, defender: round.sides.defender.moraleLossAfter },
      }],
      current: null, asked: null,
    };
    if (round.outcome.kind === 'continue' && next.rounds.length < 3) {
      saveCombat(tx, key, next);
      continue;
    }
    saveCombat(tx, key, null);
    return endFight(tx, next, round);
  }
}

const placeName = (city: CityId) => city.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

/**
 * "1 infantry factor of the Vienna garrison" (an ally's garrison adds its nationality) or
 * "… of <counter>": counter handles stand alone so the UI can put names on them.
 */
function lossLabel(city: CityId, unit: string, type: string, power: MajorPower): string {
  const place = placeName(city);
  const nationality = unit.slice('garrison:'.length);
  const of = !unit.startsWith('garrison:') ? unit : `the ${place} garrison${nationality === power ? '' : ` (${nationality})`}`;
  return `1 ${type} factor of ${of}`;
}

/** 7.5.4.1.3.3 / 7.5.4.2.1.3 an owner's answer: one factor chosen; the combat plays on. */
function chooseSiegeLoss(tx: Tx, order: string): void {
  // the combat whose loss decision was just answered (it has left the pending list)
  const p = combatsOf(tx.state).find((x) => x.asked !== null && !tx.state.pending.some((d) => d.id === x.asked!.decision));
  if (!p || !p.current || !p.asked) return;
  const [, , type, ...unit] = order.split(':');
  const side = p.asked.side;
  const chosen = { ...p.current.chosen, [side]: [...p.current.chosen[side], { unit: unit.join(':'), type: type! }] };
  saveCombat(tx, combatKey(p), { ...p, current: { ...p.current, chosen }, asked: null });
  continueFight(tx, combatKey(p));
}

/** The day is over: the forces are hidden again, the combat is logged, and its result carried out. */
function endFight(tx: Tx, p: SiegeCombatProgress, last: SiegeRound): void {
  const v = siegeCombatVerdict([last]);
  patch(tx, { corps: concealCorps(tx.state, p.revealed).corps });
  emit(tx, {
    type: 'siegeCombatFought', area: p.area, city: p.city, kind: p.kind, attacker: p.powers.attacker, defender: p.powers.defender,
    morale: p.finalMorale, rounds: p.rounds, winner: v.attackerWon ? 'attacker' : v.defenderWon ? 'defender' : null, rule: RULE[p.kind],
  });
  if (p.kind === 'assault') assaultOver(tx, p, v.attackerWon);
  else garrisonAttackOver(tx, p, v.attackerWon);
}

export function politicalPoints(tx: Tx, power: MajorPower, delta: number, rule: string, reason: string): void {
  if (delta === 0) return;
  const ps = tx.state.powers[power];
  patch(tx, { powers: { ...tx.state.powers, [power]: { ...ps, politicalPoints: ps.politicalPoints + delta } } });
  emit(tx, { type: 'politicalPointsChanged', power, delta, rule, reason });
}

/** 7.5.4.1.3 the besiegers storm the breach; 7.5.4.1.3.5 a won assault takes the city and its survivors. */
function assault(tx: Tx, area: AreaId, city: CityId, besieger: MajorPower, defender: MajorPower): void {
  const fortress = assaultFacts(tx.state, landMap(tx), area, city).fleches > 0;
  const corpsInside = corpsInCity(tx.state, area, city).length > 0;
  // the phasing side storms the breach (with allies moving combined, 4.9); other enemies of the city stay out
  const side = besiegers(tx.state, area, defender).filter((u) => u.power === besieger || tx.state.cursor.phasing.includes(u.power));
  startFight(tx, 'assault', area, city, side, defenders(tx.state, area, city), { attacker: besieger, defender }, { fortress, corpsInside });
}

function assaultOver(tx: Tx, p: SiegeCombatProgress, attackerWon: boolean): void {
  const { area, city } = p;
  const { attacker: besieger, defender } = p.powers;
  const captured = attackerWon || holderOf(tx, area, city) === null;
  if (captured) surrenderCity(tx, area, city, besieger, '7.5.4.1.3.5', 'surrendered when the city was stormed');
  const pp = assaultPoliticalPoints(captured, p.fortress, p.corpsInside);
  politicalPoints(tx, besieger, pp.besieger, '7.5.4.1.4', `took ${city} by assault`);
  politicalPoints(tx, defender, pp.defender, '7.5.4.1.4', `held ${city} against an assault`);
  outcome(tx, area, city, besieger, defender, captured ? 'captured' : 'held', captured ? '7.5.4.1.3.5' : '7.5.4.1.3.4');
  if (holderOf(tx, area, city) === null) {
    markTaken(tx, besieger, area, city);
    if (portDepotFalls(tx, area, city, besieger, besieger)) return;
  }
  openSiegeOrders(tx, besieger);
}

/**
 * 7.5.4.2.1 the garrison (all of it, or the part chosen) attacks on 5-1 against every
 * besieger on 5-2; false when there is nothing to fight. A won attack sends the besiegers back
 * (7.5.4.2.1.5, not pursued); a garrison wiped out loses the city (7.5.4.2.1.4). No political
 * points (7.5.4.2.2).
 */
function garrisonAttack(tx: Tx, power: MajorPower, area: AreaId, city: CityId, part: string): boolean {
  const enemies = besiegers(tx.state, area, power);
  const besieger = enemies[0]?.power;
  if (!besieger) return false;
  const inside = defenders(tx.state, area, city);
  const attacking = part === 'all' ? inside : inside.filter((u) => (part === 'garrison' ? u.kind === 'garrison' : u.id === part));
  if (attacking.length === 0) return false;
  startFight(tx, 'garrisonAttack', area, city, attacking, enemies, { attacker: power, defender: besieger }, { fortress: false, corpsInside: false });
  return true;
}

function garrisonAttackOver(tx: Tx, p: SiegeCombatProgress, attackerWon: boolean): void {
  const { area, city } = p;
  const { attacker: power, defender: besieger } = p.powers;
  if (attackerWon) {
    retreatBesiegers(tx, area, power);
    outcome(tx, area, city, besieger, power, 'besiegersRepulsed', '7.5.4.2.1.5');
  } else if (holderOf(tx, area, city) === null) {
    outcome(tx, area, city, besieger, power, 'captured', '7.5.4.2.1.4');
    if (portDepotFalls(tx, area, city, besieger, power)) return;
  } else outcome(tx, area, city, besieger, power, 'held', '7.5.4.2.1.4');
  openSiegeOrders(tx, power);
}

/**
 * 7.5.4.2.1.5 / 7.5.2.10.3 beaten besiegers retreat one area: toward their nearest depot, into an
 * area without unbesieged enemy corps; with nowhere to go they surrender (7.5.2.10.3.6).
 */
function retreatBesiegers(tx: Tx, area: AreaId, defender: MajorPower): void {
  const map = landMap(tx);
  for (const c of fieldCorps(tx.state, area).filter((k) => isEnemy(tx.state, defender, k.nationality))) {
    const power = controllerOf(tx.state, c.nationality)!;
    const depots = new Set<string>(tx.state.depots.filter((d) => d.owner === power).map((d) => d.area));
    const distance = (from: AreaId): number => {
      const seen = new Set<string>([from]);
      let frontier = [from];
      for (let d = 0; frontier.length > 0 && d < 30; d++) {
        if (frontier.some((a) => depots.has(a))) return d;
        const next: AreaId[] = [];
        for (const a of frontier)
          for (const e of map.edges(a)) {
            if (seen.has(e.to)) continue;
            seen.add(e.to);
            next.push(e.to);
          }
        frontier = next;
      }
      return Infinity;
    };
    const free = map.edges(area).map((e) => e.to).filter((a) =>
      map.area(a) !== undefined &&
      !tx.state.corps.some((k) => k.location.kind === 'area' && k.location.area === a && k.location.city === undefined && isEnemy(tx.state, power, k.nationality)));
    const to = [...free].sort((a, b) => distance(a) - distance(b) || a.localeCompare(b))[0];
    if (to === undefined) {
      addPrisoners(tx, defender, c.nationality, c.factors);
      lost(tx, c.nationality, c.counter, area, c.factors, '7.5.2.10.3.6', 'no retreat after a garrison attack');
      patch(tx, { corps: tx.state.corps.filter((k) => k !== c) });
      leadersOff(tx, [c.counter], '10.6.3');
      continue;
    }
    patch(tx, { corps: tx.state.corps.map((k) => (k === c ? { ...k, location: { kind: 'area' as const, area: to } } : k)) });
    emit(tx, { type: 'counterMoved', counter: c.counter, from: area, to, cost: 0, rule: '7.5.4.2.1.5' });
  }
}
