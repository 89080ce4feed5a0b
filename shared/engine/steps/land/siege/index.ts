// 7.5.4 The Siege Combat Step: assault attempts, sorties, breaches (honors of war, surrender,
// assault combat), garrison attacks, and 10.3.3 neutral garrisons surrendering.
import { GARRISON_FACTOR_TYPES, addGarrisonFactors, controllerOf, nextMonth, totalFactors, operatorOf } from '../../../../model';
import type { DecisionOption } from '../../../../model';
import type { AreaId, CityId, Factors, GameState, GarrisonFactorType, GarrisonFactors, MajorPower, Nationality } from '../../../../model';
import type { LossAllocation } from '../../../../rules/land/combat';
import { LEGAL } from '../../../../model';
import { FACTORS_PER_SPIRE, corpsInCity, enterCityVerdict, factorsInCity, territoryOf } from '../../../../rules/land/movement';
import { assaultAttempt, assaultFacts, cityFacts, honorsDestination, irregularMayStand, neutralsInside, portDepotTakeover, siegeLossChoices, siegesOf, sortieLoser } from '../../../../rules/land/siege';
import { emit, openDecision, patch, roll } from '../../../tx';
import type { Tx } from '../../../tx';
import type { GameData } from '../../../gameData';
import { landMap, markDone, settlePortDepot } from '../landState';
import { garrisonLost, leadersOff, lost, regularPart } from '../../effects';
import { applyBesiegersRoute, assault, chooseSiegeLoss, garrisonAttack } from './assault';
import { ask, besiegers, defenders, holderOf, lossLabel, markTaken, relieved, openBreach, openSiegeOrders, outcome, placeName, portDepotFalls, surrenderCity, takeLosses } from './orders';

/** The phasing powers' siege step has something to do: a city they besiege or one of theirs besieged. */
export function siegeStepEmpty(state: GameState, powers: readonly MajorPower[], data?: GameData): string | null {
  return powers.some((p) => {
    const s = siegesOf(state, p, data?.land); // 10.3.2.1 the map names a mixed garrison's holder
    return s.besieging.length > 0 || s.besieged.length > 0 || relieved(state, p).length > 0; // 7.5.4.2.3.2 corps may step out
  })
    ? null
    : 'no city besieged by or from these powers';
}

/** 7.5.4 each phasing power: 10.3.3 neutrals in the cities it besieges surrender, then its orders open. */
export function beginSiegeCombat(tx: Tx): void {
  for (const power of tx.state.cursor.phasing) {
    // 10.3 is asterisked: scenarios leave it out (13.0)
    if (tx.state.scenario.kind === 'campaign') for (const site of siegesOf(tx.state, power, landMap(tx)).besieging) surrenderNeutrals(tx, power, site.area, site.city);
    openSiegeOrders(tx, power);
  }
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
      // 7.5.4.1.2 the result decides what follows: a sortie offered, a breach, or nothing
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
      // 7.5.4.2.1.1 any part of the forces inside: chosen on a list first
      if (who === 'choose') return openGarrisonAttackChoice(tx, power, area, city);
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
    case 'broute':
      // 7.5.4.2.1.5 the victor's choice of the beaten besiegers' route; its orders open again
      return applyBesiegersRoute(tx, power, order);
    case 'stepout': {
      // 7.5.4.2.1.5 a corps that was besieged steps out into the area, its besiegers gone
      const c = tx.state.corps.find((k) => k.counter === who && k.location.kind === 'area' && k.location.area === area && k.location.city === city);
      if (!c) break;
      patch(tx, { corps: tx.state.corps.map((k) => (k === c ? { ...k, location: { kind: 'area' as const, area } } : k)) });
      emit(tx, { type: 'cityLeft', counter: c.counter, area, city, rule: '7.5.4.2.1.5' });
      break;
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

/** The city's garrison counters in a fixed order (the "g<i>" of a garrison attack choice). */
const cityGarrisons = (s: GameState, area: AreaId, city: CityId) =>
  s.garrisons.filter((g) => g.area === area && g.place.kind === 'city' && g.place.city === city);

/**
 * 7.5.4.2.1.1 The besieged power ticks what attacks: any of its corps inside and any number of
 * each garrison's factors (one value per factor). The city waits in the turn's siege record
 * ("choosing:<power>:<area>:<city>") until the answer comes.
 */
function openGarrisonAttackChoice(tx: Tx, power: MajorPower, area: AreaId, city: CityId): void {
  const options: DecisionOption[] = [];
  for (const c of corpsInCity(tx.state, area, city).filter((k) => operatorOf(tx.state, k) === power))
    options.push({ value: c.counter, label: `${c.name} attacks`, verdict: LEGAL });
  cityGarrisons(tx.state, area, city).forEach((g, i) => {
    if (controllerOf(tx.state, g.nationality) !== power) return;
    for (const t of GARRISON_FACTOR_TYPES) // 7.3.3.3.1 its irregular factors may attack too
      for (let n = 1; n <= (g.factors[t] ?? 0); n++) options.push({ value: `g${i}:${t}:${n}`, label: `${t} factor ${n} of the ${placeName(city)} garrison attacks`, verdict: LEGAL });
  });
  patch(tx, { turn: { ...tx.state.turn, sieges: [...(tx.state.turn.sieges ?? []), `choosing:${power}:${area}:${city}`] } });
  openDecision(tx, {
    power, kind: 'land/garrisonAttack', step: 'land/siegeCombat', rule: '7.5.4.2.1.1', secret: false, select: 'many', group: null,
    prompt: `Garrison attack from ${placeName(city)}: tick the corps and the garrison factors that attack the besiegers (none: no attack).`, options,
  });
}

/** 7.5.4.2.1.1 the ticked forces attack (nothing ticked: no attack, the city may still attack later this step). */
export function applyGarrisonAttackChoice(tx: Tx, power: MajorPower, values: readonly string[]): void {
  const tag = (tx.state.turn.sieges ?? []).find((k) => k.startsWith(`choosing:${power}:`));
  if (!tag) return openSiegeOrders(tx, power);
  patch(tx, { turn: { ...tx.state.turn, sieges: (tx.state.turn.sieges ?? []).filter((k) => k !== tag) } });
  const [, , area, city] = tag.split(':') as [string, string, AreaId, CityId];
  const garrisons = cityGarrisons(tx.state, area, city);
  const shares: Record<string, GarrisonFactors> = {};
  for (const v of values.filter((x) => /^g\d+:/.test(x))) {
    const [g, t] = v.split(':') as [string, GarrisonFactorType];
    const unit = garrisons[Number(g.slice(1))];
    if (!unit) continue;
    const key = `garrison:${unit.nationality}`;
    shares[key] = { ...shares[key], [t]: (shares[key]?.[t] ?? 0) + 1 };
  }
  const corps = values.filter((x) => !/^g\d+:/.test(x));
  if (corps.length + Object.keys(shares).length > 0) {
    markDone(tx, power, area, city);
    if (garrisonAttack(tx, power, area, city, { corps, shares })) return;
  }
  openSiegeOrders(tx, power);
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
    // 7.3.3.3.1 irregular factors are not army factors: they are not exchanged back (docs/RULINGS.md)
    back(g.nationality, regularPart(g.factors));
    garrisonLost(tx, g.nationality, area, g.factors, '10.3.3', 'neutral garrison surrendered to a siege (exchanged)');
  }
  const corps = tx.state.corps.filter((c) => n.corps.includes(c.counter));
  for (const c of corps) {
    back(c.nationality, c.factors);
    // 2.4.2 nobody fought it or took it prisoner: its strength stays its owner's (7.3.3 let it stand in an ally's city)
    lost(tx, c.nationality, c.counter, area, c.factors, '10.3.3', 'neutral corps surrendered to a siege (exchanged)', true);
  }
  patch(tx, { garrisons: tx.state.garrisons.filter((g) => !garrisons.includes(g)), corps: tx.state.corps.filter((c) => !corps.includes(c)) });
  leadersOff(tx, corps.map((c) => c.counter), '10.3.3');
  outcome(tx, area, city, besieger, defender, 'neutralsSurrendered', '10.3.3');
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
  sortieLosses(tx, area, city, besieger, defender, loser, choices);
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
  sortieLosses(tx, area, city, besieger, defender, loser, [pick]);
}

/** 7.5.4.1.2.1 the sortie's factor taken; 10.6.3 a leader whose side it emptied is taken by the other side. */
function sortieLosses(tx: Tx, area: AreaId, city: CityId, besieger: MajorPower, defender: MajorPower, loser: 'defender' | 'besieger', losses: LossAllocation): void {
  const side = sortiePool(tx.state, area, city, besieger, defender, loser).map((u) => u.id);
  takeLosses(tx, area, city, losses, '7.5.4.1.2.1', 'sortie', loser === 'defender' ? besieger : defender, side);
  outcome(tx, area, city, besieger, defender, loser === 'defender' ? 'sortieDefenderLost' : 'sortieBesiegerLost', '7.5.4.1.2.1');
}

/**
 * 7.5.4.1.2.3.1 honors granted: the garrison and corps inside march to the nearest friendly city.
 * 7.3.3.3.1 garrisoned guerillas and freikorps that may not stand there (10.1.1.3.4, 10.1.2.2) march
 * to the nearest friendly city they may enter instead, or are lost when there is none (docs/RULINGS.md).
 */
function grantHonors(tx: Tx, area: AreaId, city: CityId, besieger: MajorPower, defender: MajorPower): void {
  const map = landMap(tx);
  const terr = (a: AreaId) => territoryOf(tx.state, map, a);
  const dest = honorsDestination(tx.state, map, area, city, terr);
  if (!dest) {
    // nowhere to go after all: the defender surrenders or fights (7.5.4.1.2.3.1)
    openBreach(tx, area, city, besieger, defender, false);
    return;
  }
  const here = (g: GameState['garrisons'][number]) => g.area === area && g.place.kind === 'city' && g.place.city === city;
  const inside = tx.state.garrisons.filter(here);
  const apart: { g: GameState['garrisons'][number]; kind: 'freikorps' | 'guerilla'; n: number; to: { area: AreaId; city: CityId } | null }[] = [];
  // each group's city is found with the groups sent before it already there: two groups never count the same room
  let sent = tx.state;
  for (const g of inside) {
    for (const kind of ['freikorps', 'guerilla'] as const) {
      const n = g.factors[kind] ?? 0;
      if (n === 0 || irregularMayStand(tx.state, map, kind, g.nationality, dest.area)) continue;
      const mayEnter = (a: AreaId) => irregularMayStand(tx.state, map, kind, g.nationality, a);
      const to = honorsDestination(sent, map, area, city, terr, { size: n, mayEnter });
      apart.push({ g, kind, n, to });
      if (to) sent = { ...sent, garrisons: [...sent.garrisons, { ...g, area: to.area, place: { kind: 'city', city: to.city }, factors: { [kind]: n } }] };
    }
  }
  let garrisons = tx.state.garrisons.filter((x) => !here(x));
  const join = (g: GameState['garrisons'][number], to: { area: AreaId; city: CityId }, factors: GarrisonFactors) => {
    const j = garrisons.findIndex((x) => x.area === to.area && x.place.kind === 'city' && x.place.city === to.city && x.nationality === g.nationality);
    if (j >= 0) garrisons[j] = { ...garrisons[j]!, factors: addGarrisonFactors(garrisons[j]!.factors, factors) }; // 7.3.3.3.1 irregular factors march out with the rest
    else garrisons = [...garrisons, { ...g, area: to.area, place: { kind: 'city', city: to.city }, factors }];
  };
  for (const g of inside) {
    const factors: Record<string, number> = { ...g.factors };
    for (const a of apart) if (a.g === g) delete factors[a.kind];
    if (Object.values(factors).some((n) => n > 0)) join(g, dest, factors as GarrisonFactors);
  }
  for (const a of apart) if (a.to) join(a.g, a.to, { [a.kind]: a.n });
  patch(tx, { garrisons });
  for (const a of apart) {
    if (a.to) emit(tx, { type: 'garrisonIrregularsMoved', nationality: a.g.nationality, owner: controllerOf(tx.state, a.g.nationality), from: area, area: a.to.area, city: a.to.city, factors: { [a.kind]: a.n }, rule: '7.3.3.3.1' });
    else garrisonLost(tx, a.g.nationality, area, { [a.kind]: a.n }, '7.3.3.3.1', `honors of war: no friendly city the ${a.kind === 'guerilla' ? 'guerillas' : 'freikorps'} may enter`);
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
