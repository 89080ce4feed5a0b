// v2.71 19.1 Standard operating procedures: with the option on, the questions the rulebook puts
// to a player outside the flow of his own orders are answered by fixed rules instead of asking
// him. This file is those rules, one function per decision kind. `sopAnswer` is undefined for
// every question 19.1 leaves to the player (chits, guard commitment, fighting another day,
// surrendering after refused honors, naval movement and combat declarations) and for the rest.
import { FACTOR_TYPES, controllerOf, garrisonSize, lentTo } from '../../model';
import type { AreaId, CityId, Corps, DecisionAnswer, DecisionValue, GameState, LandMap, MajorPower, PendingDecision } from '../../model';
import { FACTORS_PER_SPIRE } from '../../rules/land/movement';
import { UNSEEN_FACTORS } from '../ai/seen';
import type { GameData } from '../gameData';
import { navalAnswer } from './naval';
import { homePortDistances } from '../../rules/naval';
import type { NavalContext } from '../../rules/naval';
import { NO_LAND_MAP } from '../gameData';

/** A source of uniform numbers in [0, 1) (the bots' Rng, auto.ts). */
type Rng = () => number;

const legalStrings = (d: PendingDecision): string[] => d.options.filter((o) => o.verdict.ok).map((o) => String(o.value));
const pick = <T>(xs: readonly T[], rng: Rng): T | undefined => xs[Math.floor(rng() * xs.length)];
const factorsOf = (c: Corps) => FACTOR_TYPES.reduce((n, t) => n + (c.factors[t] ?? 0), 0);

/**
 * 2.4.2 a corps' strength as `power` may know it: its own (or one lent to it, or revealed to it)
 * exactly, any other (an ally's too) by the AI's standard guess. The procedures answer for a seat,
 * so they read no more than its view shows.
 */
const knownFactors = (state: GameState, power: MajorPower, c: Corps): number =>
  controllerOf(state, c.nationality) === power || lentTo(state, c) === power || c.revealedTo.includes(power) ? factorsOf(c) : UNSEEN_FACTORS;

/** Factors inside a city as `power` may know them: garrisons are in plain sight, corps by `knownFactors`. */
function knownInCity(state: GameState, power: MajorPower, area: AreaId, city: CityId): number {
  let n = 0;
  for (const g of state.garrisons) if (g.area === area && g.place.kind === 'city' && g.place.city === city) n += garrisonSize(g.factors);
  for (const c of state.corps) if (c.location.kind === 'area' && c.location.area === area && c.location.city === city) n += knownFactors(state, power, c);
  return n;
}

/** Whether the v2.71 19.1 option is on in this game. */
export const sopInForce = (state: GameState): boolean => state.options.rules.standingProcedures;

/**
 * opt:19.1.2/7.5.1.1 Attacked in the field: the defender's corps go into a city of the area only
 * when all the friendly corps there fit inside together and they are fewer than the attacking
 * corps; opt:19.1.2/10.1.2.2.3 lone cossacks and freikorps always slip away when offered. Else stay.
 */
function retireAnswer(state: GameState, d: PendingDecision, rng: Rng, map: LandMap | undefined): DecisionValue {
  const legal = legalStrings(d);
  // 7.5.1.1.1 several defenders naming one city: 19.1 is silent; each names its own corps
  if (legal.some((v) => v.startsWith('agree:'))) return legal.find((v) => v === `agree:${d.power}`) ?? legal[0] ?? 'agree:none';
  const evade = legal.filter((v) => v.startsWith('evade:'));
  if (evade.length > 0) return pick(evade, rng) ?? 'done';
  const p = state.turn.land?.battle;
  if (!p || !map) return 'done';
  const area = p.record.area;
  const inField = (c: Corps) => c.location.kind === 'area' && c.location.city === undefined;
  const friendly = state.corps.filter((c) => p.units.defender.includes(c.counter) && inField(c));
  const mine = friendly.filter((c) => controllerOf(state, c.nationality) === d.power);
  const enemy = state.corps.filter((c) => p.units.attacker.includes(c.counter));
  if (mine.length === 0 || friendly.length >= enemy.length) return 'done'; // condition 2
  // 2.4.2 an ally's corps, outside or inside, counts as the power may know it (not its true strength)
  const need = friendly.reduce((n, c) => n + knownFactors(state, d.power, c), 0);
  for (const city of map.area(area)?.cities ?? []) {
    // condition 1: every friendly corps of the area fits beside what is inside already
    if (need > FACTORS_PER_SPIRE * city.spires - knownInCity(state, d.power, area, city.id)) continue;
    const next = mine.map((c) => `${c.counter}:${city.id}`).find((v) => legal.includes(v));
    if (next) return next;
  }
  return 'done';
}

/**
 * opt:19.1.2/7.5.2.3 The outflanking force: the most regular infantry corps allowed up to a third
 * of the force's (at least one), and one cavalry corps when the force has more than one; which
 * ones, at random among the engine's legal divisions that match. Null when none matches.
 */
export function divisionAnswer(state: GameState, d: PendingDecision, rng: Rng): DecisionValue | null {
  const legal = legalStrings(d);
  const p = state.turn.land?.battle;
  if (!p || legal.length === 0) return null;
  const side = p.record.attacker.leadPower === d.power ? 'attacker' : 'defender';
  const typeOf = new Map(state.corps.map((c) => [c.counter as string, c.type]));
  const force = p.units[side].filter((k) => typeOf.has(k));
  const infantry = force.filter((k) => typeOf.get(k) === 'infantry').length;
  const cavalry = force.filter((k) => typeOf.get(k) === 'cavalry').length;
  const wantInf = Math.max(1, Math.floor(infantry / 3));
  const wantCav = cavalry > 1 ? 1 : 0;
  const fits = legal.filter((v) => {
    const corps = v.split(',').filter((k) => typeOf.has(k));
    const inf = corps.filter((k) => typeOf.get(k) === 'infantry').length;
    const cav = corps.filter((k) => typeOf.get(k) === 'cavalry').length;
    return inf === Math.min(wantInf, infantry) && cav === wantCav && corps.length === inf + cav;
  });
  return pick(fits, rng) ?? null;
}


/**
 * opt:19.1.2/7.5.4.1.2.1 a garrison always sorties unless it is a single factor;
 * opt:19.1.2/7.5.4.1.2.3.1 at a breach it asks for the honors of war unless it is Turkish or Spanish. Undefined for the
 * besieger's questions and for the surrender question after refused honors (still asked).
 */
function siegeAnswer(state: GameState, d: PendingDecision): DecisionValue | undefined {
  const legal = legalStrings(d);
  const sortie = legal.find((v) => v.startsWith('sortie:'));
  const nosortie = legal.find((v) => v.startsWith('nosortie:'));
  if (sortie && nosortie) {
    const [, area, city] = sortie.split(':') as [string, AreaId, CityId];
    return knownInCity(state, d.power, area, city) <= 1 ? nosortie : sortie; // 2.4.2 as the garrison's owner knows it
  }
  const honors = legal.find((v) => v.startsWith('honors:'));
  if (honors && d.power !== 'turkey' && d.power !== 'spain') return honors;
  return undefined;
}

/**
 * opt:19.1.1/6.3.5 a beaten fleet with no open port beside it retreats toward its nearest friendly
 * port: of the sea areas offered to the victor, the one from which the loser's nearest open port
 * (its own, or an ally's it may use: 12.2.6.1.9.1's port distances) costs the fewest movement
 * points; at random among the equally near. Undefined when no port can be reached from any.
 */
function seaRetreatAnswer(state: GameState, d: PendingDecision, rng: Rng, data?: GameData): DecisionValue | undefined {
  const b = state.turn.naval?.battle;
  const loser = b?.loser ? b.record[b.loser].powers[0] : undefined;
  if (!loser || !data?.naval) return undefined;
  const ctx: NavalContext = { naval: data.naval, land: data.land ?? NO_LAND_MAP };
  let best: string[] = [];
  let bestD = Infinity;
  for (const v of legalStrings(d)) {
    if (!v.startsWith('sea:')) continue;
    const near = Math.min(Infinity, ...homePortDistances(state, ctx, loser, { kind: 'sea', area: v.slice(4) as AreaId }).map((x) => x.distance));
    if (near < bestD) [best, bestD] = [[v], near];
    else if (near === bestD && near < Infinity) best.push(v);
  }
  return pick(best, rng);
}

/**
 * The 19.1 answer to `d`, or undefined when 19.1 leaves the question to the player. `data` gives
 * the map (room in cities); random choices come from `rng` ("determined randomly").
 */
export function sopAnswer(state: GameState, d: PendingDecision, rng: Rng, data?: GameData): DecisionAnswer | undefined {
  const legal = legalStrings(d);
  switch (d.kind) {
    // opt:19.1.1/6.2.3 intercept whenever the moving enemy stack has fewer ships; (6.3.2) evade
    // unless stronger (opt:19.1.1/6.3.2); retreat to the nearest open friendly port, at random among equals
    // (the engine offers only the nearest), and never pursue (opt:19.1.1/6.3.5): the procedures of naval.ts
    case 'naval/intercept':
    case 'naval/evade':
    case 'naval/retreat':
    case 'naval/pursue':
      return navalAnswer(state, d, rng, data);
    case 'naval/seaRetreat':
      return seaRetreatAnswer(state, d, rng, data) ?? navalAnswer(state, d, rng, data);
    case 'land/combatRetire':
      return retireAnswer(state, d, rng, data?.land);
    case 'land/combatOrder':
      return pick(legal, rng); // opt:19.1.2/7.5.1.3 combats in random order
    case 'land/combatDivision':
      return divisionAnswer(state, d, rng) ?? pick(legal, rng);
    case 'land/combatRetreat':
      // opt:19.1.2/7.5.2.10.3 areas equally close to a depot or capital: at random (the engine lists the closest routes)
      return pick(legal, rng);
    case 'land/reaction':
      return 'none'; // opt:19.1.2/12.3.7.4 reaction moves are not used with the standing procedures (PBEM)
    case 'land/combatReinforce':
      return legal; // opt:19.1.2/7.5.2.11 every force able to reinforce tries, those in a city of the area too
    case 'land/combatCommander':
      return pick(legal, rng); // opt:19.1.2/10.6.1.1 equal seniority: the commander at random
    case 'land/siege':
      return siegeAnswer(state, d);
    default:
      // opt:19.1.2/7.5.2.8 artillery bombards every round by itself in the engine (12.3.5); the guard is asked
      // opt:19.1.2/7.5.2.10.2 victors always pursue: the engine rolls pursuit with no question
      // opt:19.1.2/10.1.4.1 insurrection corps are offered to Austria only after an enemy movement step (steps/land/supply.ts)
      // opt:19.1.2/10.1.4.1.4 insurrection corps raised may move this turn: in Austria's movement step to come, or in their own Land Phase inserted after the enemy's (steps/general/insurrectionPhase.ts)
      // opt:19.1.1/6.2.5 the largest fleet is the transport: the embark orders allow only it (rules/naval/transport.ts)
      return undefined;
  }
}
