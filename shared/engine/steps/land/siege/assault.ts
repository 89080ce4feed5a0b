// 7.5.4.1.3 assault combats after a breach and 7.5.4.2.1 garrison attacks: up to three rounds,
// losses chosen by their owners, and what follows (the city taken, the besiegers retreating).
import { landwehrMoraleField } from '../../../../rules/land/landwehr';
import { moraleShiftField, ottomanCorpsMorale } from '../../../../rules/campaign/combinations/effects';
import { unionGarrisonMorale } from '../../../../rules/campaign/combinations/garrisons';
import { minorCorpsMorale } from '../../../../rules/general';
import { GARRISON_FACTOR_TYPES, controllerOf, garrisonSize, totalFactors, operatorOf } from '../../../../model';
import type { AreaId, CityId, CounterId, Factors, GameState, GarrisonFactorType, GarrisonFactors, MajorPower, SiegeCombatProgress, SiegeLossChoice } from '../../../../model';
import { LEGAL } from '../../../../model';
import { corpsInCity, fieldCorps } from '../../../../rules/land/movement';
import { assaultFacts, assaultPoliticalPoints, checkSiegeLosses, SIEGE_LOSS_RULE, siegeAllocation, siegeCombatVerdict, siegeLossChoices, siegeLossQuotas, siegeRound, startSiegeCombat } from '../../../../rules/land/siege';
import type { SiegeCombatKind, SiegeCombatState, SiegeRound } from '../../../../rules/land/siege';
import type { CombatSide, CombatUnit } from '../../../../rules/land/combat';
import { COMBAT_SIDES, forceSides, landRetreatMap, otherSide, retreatBlockers, retreatRoutes, retreatTargets, unitsTotal } from '../../../../rules/land/combat';
import { concealCorps, revealCorps } from '../../../reveal';
import { emit, openDecision, patch, roll } from '../../../tx';
import type { Tx } from '../../../tx';
import { landMap } from '../landState';
import { umpOneLossChoices } from '../../../../rules/campaign';
import { addPrisoners, captureLeaders, lost, politicalPoints } from '../../effects';
import { ask, besiegers, defenders, holderOf, lossLabel, markRelieved, markTaken, openSiegeOrders, outcome, placeName, portDepotFalls, surrenderCity, takeLosses } from './orders';

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

/**
 * A combat unit as it stands on the map now (its losses so far taken off), or null once gone; a
 * garrison with a `share` fights with no more than it (7.5.4.2.1.1 part of a garrison attacks).
 */
function unitNow(s: GameState, area: AreaId, city: CityId, id: string, share?: GarrisonFactors): CombatUnit | null {
  if (id.startsWith('garrison:')) {
    const nationality = id.slice('garrison:'.length);
    const g = s.garrisons.find((x) => x.area === area && x.place.kind === 'city' && x.place.city === city && x.nationality === nationality);
    const p = g ? controllerOf(s, g.nationality) : null;
    if (!g || !p) return null;
    // 7.3.3.3.1 irregular factors of the garrison fight with it, and may be part of the share
    const factors = share ? Object.fromEntries(GARRISON_FACTOR_TYPES.map((t) => [t, Math.min(g.factors[t] ?? 0, share[t] ?? 0)]).filter(([, n]) => (n as number) > 0)) : g.factors;
    return garrisonSize(factors) > 0 ? { id, kind: 'garrison', power: p, nationality: g.nationality, factors, ...moraleShiftField(s, p, g.nationality), ...unionGarrisonMorale(s, g.nationality, area) } : null; // opt:11.5.2.3 hook
  }
  const c = s.corps.find((x) => x.counter === id && x.location.kind === 'area' && x.location.area === area);
  const cp = c ? operatorOf(s, c) : null;
  if (c && cp) return { id, kind: 'corps', power: cp, nationality: c.nationality, factors: c.factors, ...moraleShiftField(s, cp, c.nationality), ...ottomanCorpsMorale(s, c.nationality), ...minorCorpsMorale(s, c.nationality), ...landwehrMoraleField(s, c) }; // 12.11.3 hook
  const i = s.irregulars.find((x) => x.counter === id && x.area === area);
  const ip = i ? controllerOf(s, i.nationality) : null;
  return i && ip ? { id, kind: 'irregular', power: ip, nationality: i.nationality, factors: { [i.kind]: i.factors } } : null;
}

/** The rules' combat state, rebuilt from the map: the factors lost so far are already off the counters. */
function combatState(s: GameState, p: SiegeCombatProgress): SiegeCombatState {
  const side = (k: CombatSide) => ({
    units: p.units[k].flatMap((id) => unitNow(s, p.area, p.city, id, p.shares?.[id]) ?? []),
    finalMorale: p.finalMorale[k],
    moraleLoss: p.moraleLoss[k],
  });
  return { kind: p.kind, round: p.rounds.length, attacker: side('attacker'), defender: side('defender') };
}

/**
 * 7.5.4.1.3 / 7.5.4.2.1 one day of three rounds at most, a die each side per round. The forces
 * are revealed as in 7.5.2.6 (opt:7.5.4.1.3.2 / opt:7.5.4.2.1.2, by their switches) and hidden
 * again after.
 */
function startFight(
  tx: Tx, kind: SiegeCombatKind, area: AreaId, city: CityId, attacker: CombatUnit[], defender: CombatUnit[],
  powers: { attacker: MajorPower; defender: MajorPower }, facts: { fortress: boolean; corpsInside: boolean }, shares?: Record<string, Factors>,
): void {
  // opt:7.5.4.1.3.2 / opt:7.5.4.2.1.2 (v2.71 corrections, on by default) as the combat starts
  // every power fighting in it sees the corps of both sides, as in 7.5.2.6.3 (endFight hides them
  // again); as first printed only the morale levels were found, and the corps stay hidden
  const reveals = kind === 'assault' ? tx.state.options.rules.assaultForcesRevealed : tx.state.options.rules.sallyForcesRevealed;
  const counters = reveals ? [...attacker, ...defender].filter((u) => u.kind === 'corps').map((u) => u.id as CounterId) : [];
  const fighting = [...new Set([powers.attacker, powers.defender, ...[...attacker, ...defender].map((u) => u.power)])];
  const shown = revealCorps(tx.state, counters, fighting, kind === 'assault' ? 'opt:7.5.4.1.3.2' : 'opt:7.5.4.2.1.2');
  patch(tx, { corps: shown.state.corps });
  for (const e of shown.events) emit(tx, e);
  const start = startSiegeCombat(kind, attacker, defender, tx.state.options.moraleMethod);
  // 12.3.6 (option) what each nationality brought, for proportional losses
  const brought = (units: readonly CombatUnit[]) => {
    const out: Record<string, number> = {};
    for (const u of units) out[u.nationality] = (out[u.nationality] ?? 0) + unitsTotal([u]);
    return out;
  };
  const p: SiegeCombatProgress = {
    kind, area, city, powers,
    units: { attacker: attacker.map((u) => u.id), defender: defender.map((u) => u.id) },
    finalMorale: { attacker: start.attacker.finalMorale, defender: start.defender.finalMorale },
    moraleLoss: { attacker: 0, defender: 0 },
    revealed: counters, ...facts, rounds: [], current: null, asked: null, ...(shares ? { shares } : {}),
    ...(tx.state.options.rules.proportionalLandLosses ? { contingents: { attacker: brought(attacker), defender: brought(defender) } } : {}),
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
    let asking: { side: CombatSide; units: CombatUnit[]; mine: SiegeLossChoice[]; quota: number } | null = null;
    for (const side of COMBAT_SIDES) {
      const units = state[side].units;
      const due = Math.min(trial.sides[otherSide(side)].inflicted, unitsTotal(units));
      // each owner chooses its own share of the losses (12.3.6 with the option: by nationality, in
      // proportion to what each brought); a factor with no alternative is taken without asking
      const proportional = tx.state.options.rules.proportionalLandLosses;
      const contingentOf = (u: CombatUnit) => (proportional ? u.nationality : u.power);
      const start = proportional && p.contingents ? new Map(Object.entries(p.contingents[side])) : undefined;
      const quotas = siegeLossQuotas(units, due, contingentOf, start);
      for (const [k, quota] of quotas) {
        const own = units.filter((u) => contingentOf(u) === k);
        const isOwn = (c: SiegeLossChoice) => own.some((u) => u.id === c.unit);
        let mine = chosen[side].filter(isOwn);
        while (mine.length < quota) {
          const choices = umpOneLossChoices(tx.state, siegeLossChoices(own, siegeAllocation(mine), p.kind), (c) => own.find((u) => u.id === c.unit)?.nationality); // v2.71 14.3.3.7 hook
          if (choices.length > 1 && quota - mine.length < unitsTotal(own) - mine.length) break;
          mine = [...mine, { unit: choices[0]!.unit, type: choices[0]!.type }];
        }
        chosen[side] = [...chosen[side].filter((c) => !isOwn(c)), ...mine];
        if (mine.length < quota) {
          asking = { side, units: own, mine, quota };
          break;
        }
      }
      if (asking) break;
    }
    if (asking !== null) {
      const { side, units, mine, quota } = asking;
      const power = units[0]!.power;
      const choices = umpOneLossChoices(tx.state, siegeLossChoices(units, siegeAllocation(mine), p.kind), (c) => units.find((u) => u.id === c.unit)?.nationality); // v2.71 14.3.3.7 hook
      const id = openDecision(tx, {
        power, kind: 'land/siege', step: 'land/siegeCombat', rule: SIEGE_LOSS_RULE[p.kind], secret: false, select: 'one', group: null,
        prompt: `${p.kind === 'assault' ? 'Assault' : 'Garrison attack'} at ${placeName(p.city)}, round ${p.rounds.length + 1}: choose a factor to lose (${quota - mine.length} of ${quota} still to lose; any type may go).`,
        options: choices.map((c) => ({ value: `loss:${p.city}:${c.type}:${c.unit}`, label: lossLabel(p.city, c.unit, c.type, power), verdict: LEGAL })),
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
    // 7.5.4.2.1.1 the attacking part of a garrison loses from its own share
    const shares = p.shares ? Object.fromEntries(Object.entries(p.shares).map(([k, f]) => {
      const lost = [...round.sides.attacker.losses, ...round.sides.defender.losses].filter((l) => l.unit === k);
      const less = (t: GarrisonFactorType) => Math.max(0, (f[t] ?? 0) - lost.filter((l) => l.type === t).reduce((n, l) => n + l.count, 0));
      return [k, Object.fromEntries(GARRISON_FACTOR_TYPES.map((t) => [t, less(t)]))];
    })) : undefined;
    takeLosses(tx, p.area, p.city, round.sides.defender.losses, RULE[p.kind], REASON[p.kind], p.powers.attacker, p.units.defender);
    takeLosses(tx, p.area, p.city, round.sides.attacker.losses, RULE[p.kind], REASON[p.kind], p.powers.defender, p.units.attacker);
    const next: SiegeCombatProgress = {
      ...p, ...(shares ? { shares } : {}),
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

/** 7.5.4.1.3.3 / 7.5.4.2.1.3 an owner's answer: one factor chosen; the combat plays on. */
export function chooseSiegeLoss(tx: Tx, order: string): void {
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

/** 7.5.4.1.3 the besiegers storm the breach; 7.5.4.1.3.5 a won assault takes the city and its survivors. */
export function assault(tx: Tx, area: AreaId, city: CityId, besieger: MajorPower, defender: MajorPower): void {
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
export function garrisonAttack(tx: Tx, power: MajorPower, area: AreaId, city: CityId, part: string | GarrisonAttackPart): boolean {
  const enemies = besiegers(tx.state, area, power);
  const besieger = enemies[0]?.power;
  if (!besieger) return false;
  const inside = defenders(tx.state, area, city);
  const chosen = typeof part === 'string'
    ? (part === 'all' ? inside : inside.filter((u) => (part === 'garrison' ? u.kind === 'garrison' : u.id === part)))
    : inside.flatMap((u) => {
      if (u.kind !== 'garrison') return part.corps.includes(u.id) ? [u] : [];
      const share = part.shares[u.id];
      return share && totalFactors(share) > 0 ? [{ ...u, factors: share }] : [];
    });
  if (chosen.length === 0) return false;
  const shares = typeof part === 'string' ? undefined : Object.fromEntries(chosen.filter((u) => u.kind === 'garrison').map((u) => [u.id, u.factors as GarrisonFactors]));
  startFight(tx, 'garrisonAttack', area, city, chosen, enemies, { attacker: power, defender: besieger }, { fortress: false, corpsInside: false }, shares);
  return true;
}

/** 7.5.4.2.1.1 the part of a besieged city's forces that attacks: corps counters, and garrison factors by garrison unit. */
export interface GarrisonAttackPart {
  readonly corps: readonly string[];
  readonly shares: Readonly<Record<string, GarrisonFactors>>;
}

function garrisonAttackOver(tx: Tx, p: SiegeCombatProgress, attackerWon: boolean): void {
  const { area, city } = p;
  const { attacker: power, defender: besieger } = p.powers;
  if (attackerWon) {
    outcome(tx, area, city, besieger, power, 'besiegersRepulsed', '7.5.4.2.1.5');
    if (retreatBesiegers(tx, p)) return;
  } else if (holderOf(tx, area, city) === null) {
    outcome(tx, area, city, besieger, power, 'captured', '7.5.4.2.1.4');
    if (portDepotFalls(tx, area, city, besieger, power)) return;
  } else outcome(tx, area, city, besieger, power, 'held', '7.5.4.2.1.4');
  openSiegeOrders(tx, power);
}

/** The besiegers beaten by a garrison attack: the corps and irregulars of the combat still in the field. */
function beatenBesiegers(tx: Tx, p: SiegeCombatProgress): string[] {
  return p.units.defender.filter((k) => fieldCorps(tx.state, p.area).some((c) => c.counter === k) || tx.state.irregulars.some((i) => i.counter === k && i.area === p.area));
}

/**
 * 7.5.4.2.1.5 / 7.5.2.10.3 beaten besiegers retreat as one force (7.5.2.10.3.2), unpursued, by
 * the route the victor (the garrison's power) picks among those of 7.5.2.10.3.1-5 (never across
 * a crossing arrow); with none they surrender and their leaders are taken (7.5.2.10.3.6, 10.6.3).
 * True when the victor is asked to pick (the answer carries the retreat out).
 */
function retreatBesiegers(tx: Tx, p: SiegeCombatProgress): boolean {
  const { area, city } = p;
  const victor = p.powers.attacker;
  const movers = beatenBesiegers(tx, p);
  if (movers.length === 0) return false;
  const map = landMap(tx);
  const units = movers.flatMap((k) => unitNow(tx.state, area, city, k) ?? []);
  const powers = [...new Set(units.map((u) => u.power))];
  const routes = retreatRoutes(landRetreatMap(map), { from: area, targets: retreatTargets(tx.state, map, powers), enemyOccupied: retreatBlockers(tx.state, map, forceSides(units)) });
  if (routes.kind === 'surrender') {
    for (const c of tx.state.corps.filter((k) => movers.includes(k.counter))) {
      addPrisoners(tx, victor, c.nationality, c.factors);
      lost(tx, c.nationality, c.counter, area, c.factors, '7.5.2.10.3.6', 'no retreat after a garrison attack');
    }
    captureLeaders(tx, movers, victor, area, '10.6.3');
    patch(tx, { corps: tx.state.corps.filter((k) => !movers.includes(k.counter)), irregulars: tx.state.irregulars.filter((i) => !movers.includes(i.counter)) });
    markRelieved(tx, victor, area, city);
    return false;
  }
  if (routes.routes.length === 1) {
    besiegersRetreat(tx, victor, area, city, routes.routes[0]!);
    return false;
  }
  ask(tx, victor, '7.5.4.2.1.5', `The besiegers of ${placeName(city)} are beaten: choose the route of their retreat.`,
    routes.routes.slice(0, 60).map((r) => ({ value: `broute:${area}:${city}:${r.join('>')}`, label: `Retreat them to ${r.join(' → ')}`, verdict: LEGAL })));
  return true;
}

/** 7.5.4.2.1.5 the beaten besiegers march along `route` (one force, leaders with their corps). */
function besiegersRetreat(tx: Tx, victor: MajorPower, area: AreaId, city: CityId, route: readonly string[]): void {
  const to = route[route.length - 1] as AreaId;
  const movers = besiegersOf(tx, victor, area);
  patch(tx, {
    corps: tx.state.corps.map((k) => (movers.includes(k.counter) ? { ...k, location: { kind: 'area' as const, area: to } } : k)),
    irregulars: tx.state.irregulars.map((i) => (movers.includes(i.counter) ? { ...i, area: to } : i)),
  });
  for (const k of movers) emit(tx, { type: 'counterMoved', counter: k as CounterId, from: area, to, cost: 0, rule: '7.5.4.2.1.5' });
  markRelieved(tx, victor, area, city);
}

/** The besieging force at war with `victor` in the area's field (what a garrison attack beat). */
function besiegersOf(tx: Tx, victor: MajorPower, area: AreaId): string[] {
  return besiegers(tx.state, area, victor).map((u) => u.id);
}

/** 7.5.4.2.1.5 the victor's answer: the route its beaten besiegers take ("broute:<area>:<city>:<a>b>c"). */
export function applyBesiegersRoute(tx: Tx, power: MajorPower, order: string): void {
  const [, area, city, route] = order.split(':') as [string, AreaId, CityId, string];
  besiegersRetreat(tx, power, area, city, route.split('>'));
  openSiegeOrders(tx, power);
}
