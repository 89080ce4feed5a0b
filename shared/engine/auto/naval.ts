// Standing procedures for the Naval Phase: v2.71 19.1.1 where it speaks (interception when the
// enemy has fewer ships, evasion unless stronger, retreat to the nearest open port, never
// pursue), otherwise a simple heuristic: place every ship due, sail stacks that must leave a
// blockade box, attack enemy stacks within reach that have fewer ships, and end each step.
import type { DecisionAnswer, DecisionValue, Fleet, GameState, MajorPower, PendingDecision } from '../../model';
import { controllerOf } from '../../model';
import { fleetMove, fleetPower, fleetsAt, navalSteps, parsePlace, placeKey, pointsLeft, reachable, shipsIn } from '../../rules/naval';
import type { NavalContext } from '../../rules/naval';
import type { GameData } from '../gameData';
import { NO_LAND_MAP, NO_NAVAL_MAP } from '../gameData';
/** A source of uniform numbers in [0, 1) (the bots' Rng, auto.ts). */
type Rng = () => number;

const legalValues = (d: PendingDecision): DecisionValue[] => d.options.filter((o) => o.verdict.ok).map((o) => o.value);
const legalStrings = (d: PendingDecision): string[] => legalValues(d).map(String);

/** Enemy stacks (fleets at war with `power`) by place, with their ships. */
function enemyStacks(state: GameState, power: MajorPower, ctx: NavalContext): Map<string, number> {
  const out = new Map<string, number>();
  for (const f of state.fleets) {
    const p = fleetPower(state, f);
    if (p === null || p === power || !state.relations.wars.some(([a, b]) => (a === power && b === p) || (b === power && a === p))) continue;
    const key = placeKey(f.location);
    if (!parsePlace(ctx, key)) continue;
    out.set(key, (out.get(key) ?? 0) + f.ships);
  }
  return out;
}

/** The enemy stack a stack of `ships` may reach and outnumber, nearest first; null when none. */
function targetFor(state: GameState, ctx: NavalContext, power: MajorPower, fleets: readonly Fleet[], at: string): string | null {
  const from = parsePlace(ctx, at);
  if (!from) return null;
  const ships = shipsIn(fleets);
  // performance (issue 20): the search only when some enemy stack could be a target
  const candidates = [...enemyStacks(state, power, ctx)].filter(([key, enemy]) => key !== at && enemy < ships && !key.startsWith('port:'));
  if (candidates.length === 0) return null;
  const reach = reachable(state, ctx, power, fleets, from, pointsLeft(state.turn.naval, fleets));
  let best: string | null = null;
  let bestCost = Infinity;
  for (const [key] of candidates) {
    const cost = reach.get(key);
    if (cost !== undefined && cost < bestCost) [best, bestCost] = [key, cost];
  }
  return best;
}

/** 6.2 one movement order: finish a stack's sail toward its target, else start one, else end. */
function movementAnswer(state: GameState, ctx: NavalContext, d: PendingDecision): DecisionValue {
  const legal = legalStrings(d);
  const power = d.power;
  const moving = state.turn.naval?.moving.find((m) => m.power === power);
  if (moving && moving.fleets.length > 0) {
    const fleets = state.fleets.filter((f) => moving.fleets.includes(f.id));
    // places the stack already entered this step (and its start): never entered again, or a port and its
    // blockade box, each free to enter from the other, would be sailed between for ever
    const first = fleets[0];
    const visited = new Set<string>(first ? [placeKey(fleetMove(state.turn.naval, first).start), ...fleetMove(state.turn.naval, first).path] : []);
    const fresh = (v: string) => !visited.has(v.slice('move:'.length));
    // 6.2.7.1 a stack that must leave a blockade box goes into the port if it may, else out to sea (a place not yet entered first)
    const stuckMove =
      legal.find((v) => v.startsWith('move:port:') && fresh(v)) ?? legal.find((v) => v.startsWith('move:sea:') && fresh(v)) ??
      legal.find((v) => v.startsWith('move:port:')) ?? legal.find((v) => v.startsWith('move:sea:'));
    if (!legal.includes('end') && stuckMove && moving.at.startsWith('box:')) return stuckMove;
    // the whole stack sails together: gather the rest of it before the first step
    const unmoved = fleets.every((f) => fleetMove(state.turn.naval, f).path.length === 0);
    const gather = legal.find((v) => v.startsWith('pick:'));
    if (unmoved && gather) return gather;
    const target = targetFor(state, ctx, power, fleets, moving.at);
    if (target) {
      // one step along the cheapest route: the neighbour from which the target is nearest
      const from = parsePlace(ctx, moving.at)!;
      let best: string | null = null;
      let bestCost = Infinity;
      for (const s of navalSteps(ctx, from)) {
        if (!legal.includes(`move:${s.to}`) || visited.has(s.to)) continue;
        if (s.to === target) return `move:${s.to}`;
        const next = parsePlace(ctx, s.to);
        if (!next || next.kind === 'port') continue;
        const cost = reachable(state, ctx, power, fleets, next, Math.max(0, pointsLeft(state.turn.naval, fleets) - s.cost)).get(target);
        if (cost !== undefined && cost + s.cost < bestCost) [best, bestCost] = [s.to, cost + s.cost];
      }
      if (best) return `move:${best}`;
    }
    // a stack that never sailed is not put down to be picked up again: the power is done
    if (unmoved && legal.includes('end')) return 'end';
    return legal.includes('stop') ? 'stop' : (legal[0] ?? 'end');
  }
  // fleets that must leave a box first (the engine lists them first), else a stack with a target
  if (!legal.includes('end')) return legal.find((v) => v.startsWith('pick:')) ?? legal[0] ?? 'end';
  const tried = new Set<string>();
  for (const v of legal.filter((x) => x.startsWith('pick:'))) {
    const f = state.fleets.find((x) => x.id === v.slice('pick:'.length));
    if (!f || fleetMove(state.turn.naval, f).spent > 0) continue;
    const key = placeKey(f.location);
    if (tried.has(key)) continue;
    tried.add(key);
    const stack = fleetsAt(state, key).filter((x) => fleetPower(state, x) === power);
    if (targetFor(state, ctx, power, stack, key)) return v;
  }
  return 'end';
}

/** 6.3 attack where the stack outnumbers the enemy (an owed attack always); never declare a new war. */
function combatAnswer(state: GameState, d: PendingDecision): DecisionValue {
  const legal = legalStrings(d);
  const owed = !legal.includes('end');
  for (const v of legal) {
    if (!v.startsWith('attack:') || v.endsWith(':declare')) continue;
    const [, kind, id, defender] = v.split(':');
    const key = `${kind}:${id}`;
    const here = fleetsAt(state, key);
    const own = shipsIn(here.filter((f) => fleetPower(state, f) === d.power));
    const enemy = shipsIn(here.filter((f) => controllerOf(state, f.nationality) === defender));
    if (owed || own > enemy) return v;
  }
  return owed ? (legal[0] ?? 'end') : 'end';
}

/** 19.1.1 (6.2.3) intercept with the largest stack able to, when the moving stack has fewer ships. */
function interceptAnswer(state: GameState, d: PendingDecision): DecisionValue {
  const i = state.turn.naval?.interception;
  const moving = i ? shipsIn(state.fleets.filter((f) => i.fleets.includes(f.id))) : Infinity;
  let best: string | null = null;
  let bestShips = 0;
  for (const v of legalStrings(d)) {
    if (!v.startsWith('stack:')) continue;
    const ships = shipsIn(fleetsAt(state, v.slice('stack:'.length)).filter((f) => fleetPower(state, f) === d.power));
    if (ships > moving && ships > bestShips) [best, bestShips] = [v, ships];
  }
  return best ?? 'none';
}

/** 12.2.6.1.1 linear attack when stronger, linear defence otherwise; melee when Nelson may lead it. */
function tacticAnswer(state: GameState, d: PendingDecision): DecisionValue {
  const b = state.turn.naval?.battle?.record;
  const legal = legalStrings(d);
  if (!b) return legal[0] ?? 'linearDefence';
  const own = b.attacker.powers.includes(d.power) ? b.attacker : b.defender;
  const enemy = own === b.attacker ? b.defender : b.attacker;
  if (own.nelson && legal.includes('melee')) return 'melee';
  return own.ships > enemy.ships && legal.includes('linearAttack') ? 'linearAttack' : 'linearDefence';
}

/** 5.1 place every ship and fleet due, Nelson with the largest fleet; no transfers, no scuttling. */
function reinforcementAnswer(state: GameState, d: PendingDecision): DecisionValue {
  const legal = legalStrings(d);
  const ships = legal.filter((v) => v.startsWith('ship:')).sort((a, b) => Number(b.split(':')[2]) - Number(a.split(':')[2]));
  if (ships[0]) return ships[0];
  const fleet = legal.find((v) => v.startsWith('fleet:') && v.includes(':port:'));
  if (fleet) return fleet;
  // opt:8.2.1.2.2.2.2.2 once the war with the United States is over, forces in America come home (off Ireland)
  const home = state.economy?.usWar == null ? legal.find((v) => v.startsWith('us:return:') && v.endsWith(':731')) : undefined;
  if (home) return home;
  const admirals = legal.filter((v) => v.startsWith('admiral:'));
  if (admirals.length > 0) {
    const size = (v: string) => state.fleets.find((f) => f.id === v.split(':')[2])?.ships ?? 0;
    return admirals.sort((a, b) => size(b) - size(a))[0]!;
  }
  return 'end';
}

/** A legal answer to any naval decision for its power (the standing procedures). */
export function navalAnswer(state: GameState, d: PendingDecision, rng: Rng, data?: GameData): DecisionAnswer {
  const ctx: NavalContext = { naval: data?.naval ?? NO_NAVAL_MAP, land: data?.land ?? NO_LAND_MAP };
  const legal = legalStrings(d);
  switch (d.kind) {
    case 'reinforcement/naval':
      return reinforcementAnswer(state, d);
    case 'naval/movement':
      return movementAnswer(state, ctx, d);
    case 'naval/intercept':
      return interceptAnswer(state, d);
    case 'naval/combat':
      return combatAnswer(state, d);
    case 'naval/evade': {
      // 19.1.1 (6.3.2) evade unless the stack has more ships than the attacker
      const b = state.turn.naval?.battle?.record;
      return b && b.defender.ships > b.attacker.ships ? 'stand' : 'evade';
    }
    case 'naval/retreat': {
      // 19.1.1 (6.3.5) the nearest unblockaded friendly port, at random among the equally near
      const ports = legal.filter((v) => v.startsWith('port:'));
      return ports.length > 0 ? ports[Math.floor(rng() * ports.length)]! : (legal[0] ?? 'sea');
    }
    case 'naval/seaRetreat':
      return legal[Math.floor(rng() * legal.length)] ?? legal[0] ?? '';
    case 'naval/pursue':
      return []; // 19.1.1 (6.3.5) victorious stacks never pursue
    case 'naval/tactic':
      return tacticAnswer(state, d);
    case 'naval/closing':
      return legal.includes('1') ? '1' : (legal[0] ?? '0');
    case 'naval/chase':
      return legal.includes('chase') ? 'chase' : (legal[0] ?? 'none');
    case 'naval/portLost':
      return legal[0] ?? '';
    default:
      return d.select === 'many' ? [] : (legal[0] ?? []);
  }
}
