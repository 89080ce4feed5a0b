// 5.1 The Naval Reinforcement Step: orders as option values, one at a time, then "end"
// (ships not placed stay due: postponed, 5.1.2).
//   ship:<fleet>:<n>                  n due ships into a fleet in a home or conquered port (5.1.2)
//   fleet:<counter>:port:<city>       a bought fleet counter into a home port with one due ship (5.1.1)
//   fleet:<counter>:with:<fleet>      a bought fleet counter with a fleet, one ship moved in (5.1.1, 5.1.3)
//   transfer:<from>:<to>:<n>          ships between fleets at one place (5.1.3)
//   scuttle:<fleet>                   remove a fleet (5.1.4)
//   admiral:<leader>:<fleet>          Nelson placed with a fleet (5.3, 10.6.2); retire:<leader> off the map
//   hulk:<fleet>:<n>                  12.2.8.4 (option) ships laid up in port as hulks
import { LEGAL, POWER_NAMES, compareDates, controllerOf, illegal, isMajorPower } from '../../model';
import type { DecisionOption, Fleet, FleetId, GameState, MajorPower, Nationality, NavalPortFacts, NavyState, ShipsDue, Verdict } from '../../model';
import { fleetsOf } from '../../data/forces';
import { isCityBesieged } from '../land/movement';
import { fleetPower, isBlockadedFor, isFriendlyPort, placeKey, placeName, portHolder } from './places';
import type { NavalContext } from './places';

export type NavalReinforcementOrder =
  | { kind: 'end' }
  | { kind: 'ship'; fleet: string; n: number }
  | { kind: 'fleet'; counter: string; port: string | null; with: string | null }
  | { kind: 'transfer'; from: string; to: string; n: number }
  | { kind: 'scuttle'; fleet: string }
  | { kind: 'admiral'; leader: string; fleet: string }
  | { kind: 'retire'; leader: string }
  | { kind: 'hulk'; fleet: string; n: number };

export function parseNavalReinforcementOrder(v: string): NavalReinforcementOrder | null {
  const p = v.split(':');
  const n = (x: string | undefined) => (x !== undefined && /^\d+$/.test(x) ? Number(x) : NaN);
  switch (p[0]) {
    case 'end':
      return p.length === 1 ? { kind: 'end' } : null;
    case 'ship':
      return p.length === 3 && n(p[2]) > 0 ? { kind: 'ship', fleet: p[1]!, n: n(p[2]) } : null;
    case 'fleet':
      return p.length === 4 && (p[2] === 'port' || p[2] === 'with') ? { kind: 'fleet', counter: p[1]!, port: p[2] === 'port' ? p[3]! : null, with: p[2] === 'with' ? p[3]! : null } : null;
    case 'transfer':
      return p.length === 4 && n(p[3]) > 0 ? { kind: 'transfer', from: p[1]!, to: p[2]!, n: n(p[3]) } : null;
    case 'scuttle':
      return p.length === 2 ? { kind: 'scuttle', fleet: p[1]! } : null;
    case 'admiral':
      return p.length === 3 ? { kind: 'admiral', leader: p[1]!, fleet: p[2]! } : null;
    case 'retire':
      return p.length === 2 ? { kind: 'retire', leader: p[1]! } : null;
    case 'hulk':
      return p.length === 3 && n(p[2]) > 0 ? { kind: 'hulk', fleet: p[1]!, n: n(p[2]) } : null;
    default:
      return null;
  }
}

export const EMPTY_NAVY: NavyState = { ships: [], fleetCounters: [], hulks: [], meleeOpen: false };
export const navyOf = (state: GameState): NavyState => state.navy ?? EMPTY_NAVY;

/** 5.1.2 ships of `nationality` due to `power` and not placed yet (12.1.2: with their building port). */
export const shipsDue = (state: GameState, power: MajorPower): ShipsDue[] => navyOf(state).ships.filter((s) => s.power === power && s.ships > 0);

/** A fleet counter the power may place this step (5.1.1). */
export interface PlaceableFleetCounter {
  readonly power: MajorPower;
  readonly nationality: Nationality;
  readonly id: FleetId;
  readonly name: string;
  readonly maxShips: number;
  /** The roster id when the counter was bought in an Economic Phase (8.5.4), else absent (a scenario's record). */
  readonly roster?: string;
}

/**
 * 5.1.1 the empty fleet counters `power` may place now: those a scenario schedules, and those it
 * bought in an Economic Phase (8.5.4) whose three months are not over. 5.1.4.3 / 6.2.6.5 a
 * scuttled fleet's counter comes back only this way: 8.5.4 offers it for purchase once it is off
 * the map, and bought, it is placed here. The new fleet takes its printed designation and
 * capacity (`assets/forces/fleets.json`).
 */
export function placeableFleetCounters(state: GameState, power: MajorPower): PlaceableFleetCounter[] {
  const scheduled: PlaceableFleetCounter[] = navyOf(state).fleetCounters.filter((x) => x.power === power);
  const bought: PlaceableFleetCounter[] = (state.economy?.purchasedCounters ?? [])
    .filter((c) => c.kind === 'fleet' && c.power === power && compareDates(c.until, state.date) >= 0)
    .map((c) => ({
      power, nationality: c.nationality, id: `fleet-${c.roster}` as FleetId, name: c.designation, roster: c.roster,
      maxShips: fleetsOf(c.nationality).find((f) => f.id === c.roster)?.maxShips ?? 1,
    }))
    .filter((c) => !scheduled.some((x) => x.id === c.id) && !state.fleets.some((f) => f.id === c.id));
  return [...scheduled, ...bought];
}

/** Room left in a fleet's National Card box (unlimited when its counter's limit is not known). */
export const roomIn = (f: Fleet): number => (f.maxShips === undefined ? Infinity : Math.max(0, f.maxShips - f.ships));

/**
 * 5.1.1 / 5.1.2 a port where `nationality`'s ships may appear: for a major power a port of its
 * home nation it holds, or of a minor it has conquered; for a minor free state, its own ports.
 * Blockaded or not.
 */
export function shipyardPort(state: GameState, ctx: NavalContext, nationality: Nationality, port: NavalPortFacts): boolean {
  const facts = ctx.land.area(port.area);
  if (!facts) return false;
  const power = controllerOf(state, nationality);
  if (power === null || portHolder(state, ctx, port) !== power) return false;
  if (!isMajorPower(nationality)) return facts.minor === nationality;
  if (facts.minor !== null) return state.minors.some((m) => m.id === facts.minor && m.status === 'conquered' && m.controller === nationality);
  return facts.homeOf === nationality;
}

/**
 * 5.1.1 a port where a bought fleet counter of `nationality` may be placed: a friendly-held home
 * nation port (a minor free state's own port for its fleets). Unlike ships (5.1.2), not a
 * conquered minor country's port.
 */
export function fleetCounterPort(state: GameState, ctx: NavalContext, nationality: Nationality, port: NavalPortFacts): boolean {
  if (!shipyardPort(state, ctx, nationality, port)) return false;
  return !isMajorPower(nationality) || ctx.land.area(port.area)?.minor === null;
}

/** 5.1.2 / 12.1.2 the due ships of the fleet's nationality that may go into it where it lies. */
function dueFor(state: GameState, ctx: NavalContext, f: Fleet, shipBuilding: boolean): number {
  if (f.location.kind !== 'port') return 0;
  const port = ctx.naval.port(f.location.city);
  if (!port || !shipyardPort(state, ctx, f.nationality, port)) return 0;
  const power = fleetPower(state, f);
  if (power === null) return 0;
  return shipsDue(state, power)
    .filter((s) => s.nationality === f.nationality && (!shipBuilding || s.port === null || s.port === port.city))
    .reduce((n, s) => n + s.ships, 0);
}

/** 5.1 the orders `power` may give now, "end" first. */
export function navalReinforcementOptions(state: GameState, ctx: NavalContext, power: MajorPower, opts: { shipBuilding: boolean; hulks: boolean }): DecisionOption[] {
  const out: DecisionOption[] = [{ value: 'end', label: 'End naval reinforcement (ships not placed are postponed)', verdict: LEGAL }];
  const own = state.fleets.filter((f) => fleetPower(state, f) === power);
  const where = (f: Fleet) => placeName(ctx, placeKey(f.location));
  // 5.1.2 due ships into fleets in their home or conquered ports
  for (const f of own) {
    const n = Math.min(dueFor(state, ctx, f, opts.shipBuilding), roomIn(f));
    if (n <= 0) continue;
    out.push({ value: `ship:${f.id}:1`, label: `Place 1 new ship in ${f.name} at ${where(f)}`, verdict: LEGAL });
    if (n > 1) out.push({ value: `ship:${f.id}:${n}`, label: `Place ${n} new ships in ${f.name} at ${where(f)}`, verdict: LEGAL });
  }
  // 5.1.1 bought fleet counters: into a home nation port with a due ship, or with a fleet that gives it one
  for (const c of placeableFleetCounters(state, power)) {
    for (const port of ctx.naval.ports) {
      if (!fleetCounterPort(state, ctx, c.nationality, port)) continue;
      const due = shipsDue(state, power).some((s) => s.nationality === c.nationality && (!opts.shipBuilding || s.port === null || s.port === port.city));
      out.push({ value: `fleet:${c.id}:port:${port.city}`, label: `Place ${c.name} in ${port.name} with 1 new ship`, verdict: due ? LEGAL : illegal('noShips', '5.1.1', 'a new fleet needs a ship at once, and none is due') });
    }
    for (const f of own.filter((x) => x.nationality === c.nationality)) {
      out.push({ value: `fleet:${c.id}:with:${f.id}`, label: `Place ${c.name} with ${f.name} at ${where(f)}, moving 1 ship into it`, verdict: f.ships >= 2 ? LEGAL : illegal('noShips', '5.1.1', `${f.name} has no ship to spare`) });
    }
  }
  // 5.1.3 transfers between fleets of one nationality at one place
  for (const a of own)
    for (const b of own) {
      if (a.id === b.id || a.nationality !== b.nationality || placeKey(a.location) !== placeKey(b.location) || a.ships === 0) continue;
      const n = Math.min(a.ships, roomIn(b));
      if (n <= 0) continue;
      out.push({ value: `transfer:${a.id}:${b.id}:1`, label: `Move 1 ship from ${a.name} to ${b.name}`, verdict: LEGAL });
      if (n > 1) out.push({ value: `transfer:${a.id}:${b.id}:${n}`, label: `Move ${n} ships from ${a.name} to ${b.name}${n === a.ships ? ` (${a.name} leaves the map, no points lost)` : ''}`, verdict: LEGAL });
    }
  // 5.1.4 scuttling: -1 political point a fleet with ships; 5.1.4.2 never minor or UMP fleets
  for (const f of own) {
    const v: Verdict = isMajorPower(f.nationality) ? LEGAL : illegal('noSuchCounter', '5.1.4.2', 'minor country fleets are never scuttled in this step');
    out.push({ value: `scuttle:${f.id}`, label: `Scuttle ${f.name} (${f.ships} ships${f.ships > 0 ? ', -1 political point' : ''})`, verdict: v });
  }
  // 5.3 / 10.6.2 Nelson: placed with a fleet from the pool, or retired from the map
  for (const l of state.leaders.filter((x) => x.owner === power && x.id === 'nelson')) {
    if (l.location.kind === 'pool') {
      const retired = (state.turn.retiredLeaders ?? []).includes(l.id);
      for (const f of own.filter((x) => x.nationality === power)) {
        out.push({ value: `admiral:${l.id}:${f.id}`, label: `Place ${l.name} with ${f.name} at ${where(f)}`, verdict: retired ? illegal('noSuchCounter', '10.6.2', 'a leader retired this turn returns in a later Reinforcement Step') : LEGAL });
      }
    } else if (l.location.kind === 'fleet') {
      const fleet = state.fleets.find((f) => f.id === (l.location as { fleet: FleetId }).fleet);
      // 5.3 not from a besieged port city that is also blockaded (besieged alone, or blockaded alone, he may go)
      const at = fleet?.location.kind === 'port' ? fleet.location : null;
      const shut = at !== null && isBlockadedFor(state, power, at.city) && isCityBesieged(state, at.area, at.city, ctx.land);
      out.push({ value: `retire:${l.id}`, label: `Retire ${l.name} from the map`, verdict: shut ? illegal('besieged', '5.3', `${l.name}'s fleet is shut in a besieged and blockaded port`) : LEGAL });
    }
  }
  // 12.2.8.4 (option) laying ships up as hulks in a friendly or allied port
  if (opts.hulks) {
    for (const f of own) {
      if (f.location.kind !== 'port' || f.ships === 0) continue;
      const port = ctx.naval.port(f.location.city);
      const ok = port !== undefined && isFriendlyPort(state, ctx, power, port);
      out.push({ value: `hulk:${f.id}:1`, label: `Lay up 1 ship of ${f.name} as a hulk in ${port?.name ?? f.location.city}`, verdict: ok ? LEGAL : illegal('noAccess', '12.2.8.4', 'only in a friendly or allied port') });
    }
  }
  return out;
}

/** A short sentence for the log: how many ships a power still has due after the step. */
export const postponedNote = (state: GameState, power: MajorPower): string => {
  const n = shipsDue(state, power).reduce((a, s) => a + s.ships, 0);
  return n > 0 ? `${POWER_NAMES[power]} postpones ${n} ship${n === 1 ? '' : 's'} (5.1.2)` : '';
};
