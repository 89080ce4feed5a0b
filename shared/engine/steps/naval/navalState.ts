// The naval phase's record of the turn and the small state changes its steps share (fleets
// moving, ships lost, fleets leaving the map), kept here so the steps need not import each other.
import type { AreaId, Fleet, FleetId, FleetMove, GameState, NavalBattleRecord, NavalTurn, NavyState, FleetPlace, CounterId, MajorPower } from '../../../model';
import { atWar, controllerOf, totalFactors } from '../../../model';
import { EMPTY_NAVY, fleetMove, fleetPower, parsePlace, placeKey, placeName } from '../../../rules/naval';
import { hasAccess } from '../../../rules/land/movement';
import type { NavalContext } from '../../../rules/naval';
import { emit, patch } from '../../tx';
import type { Tx } from '../../tx';
import { NO_LAND_MAP, NO_NAVAL_MAP } from '../../gameData';
import { leadersOff } from '../effects';

export const navalCtx = (tx: Tx): NavalContext => ({ naval: tx.data.naval ?? NO_NAVAL_MAP, land: tx.data.land ?? NO_LAND_MAP });

export const EMPTY_NAVAL_TURN: NavalTurn = { moves: [], moving: [], spentInterceptors: [], attacked: [], battles: [], embarked: [] };
export const navalTurn = (s: GameState): NavalTurn => s.turn.naval ?? EMPTY_NAVAL_TURN;

export function patchNaval(tx: Tx, changes: Partial<NavalTurn>): void {
  patch(tx, { turn: { ...tx.state.turn, naval: { ...navalTurn(tx.state), ...changes } } });
}

export const navy = (s: GameState): NavyState => s.navy ?? EMPTY_NAVY;
export function patchNavy(tx: Tx, changes: Partial<NavyState>): void {
  patch(tx, { navy: { ...navy(tx.state), ...changes } });
}

export const fleetById = (s: GameState, id: string): Fleet | undefined => s.fleets.find((f) => f.id === id) ?? s.westIndies?.fleets.find((f) => f.fleet.id === id)?.fleet;
/** Fleets by id: on the map, or (opt:12.2.7.3~2, a battle off the map) in a box off it. */
export const fleetsByIds = (s: GameState, ids: readonly string[]): Fleet[] => [
  ...s.fleets.filter((f) => ids.includes(f.id)),
  ...(s.westIndies?.fleets ?? []).filter((f) => ids.includes(f.fleet.id)).map((f) => f.fleet),
];

export function setFleet(tx: Tx, id: string, f: (x: Fleet) => Fleet): void {
  const wi = tx.state.westIndies;
  // opt:12.2.7.3~2 a fleet off the map changes where it lies (its ships, in a battle there)
  if (wi?.fleets.some((x) => x.fleet.id === id)) {
    patch(tx, { westIndies: { ...wi, fleets: wi.fleets.map((x) => (x.fleet.id === id ? { ...x, fleet: f(x.fleet) } : x)) } });
    return;
  }
  patch(tx, { fleets: tx.state.fleets.map((x) => (x.id === id ? f(x) : x)) });
}

/** Save a fleet's move record. */
export function saveMove(tx: Tx, record: FleetMove): void {
  const moves = navalTurn(tx.state).moves.filter((m) => m.fleet !== record.fleet);
  patchNaval(tx, { moves: [...moves, record] });
}

/**
 * Fleets change place: their records gain the place and the cost (when `cost` is given, a
 * movement; retreat and pursuit moves cost nothing, 12.2.3.5), and one event says so.
 */
export function relocate(tx: Tx, ids: readonly FleetId[], to: FleetPlace, cost: number | null, rule: string): void {
  if (ids.length === 0) return;
  const from = fleetById(tx.state, ids[0]!)?.location;
  const names = ids.map((id) => fleetById(tx.state, id)?.name ?? id);
  for (const id of ids) {
    const f = fleetById(tx.state, id);
    if (!f) continue;
    if (cost !== null) {
      const m = fleetMove(navalTurn(tx.state), f);
      saveMove(tx, { ...m, path: [...m.path, placeKey(to)], spent: m.spent + cost });
    }
    setFleet(tx, id, (x) => ({ ...x, location: to }));
  }
  const fromKey = from ? placeKey(from) : placeKey(to);
  const ctx = navalCtx(tx);
  emit(tx, { type: 'fleetsMoved', fleets: [...ids], names, from: fromKey, to: placeKey(to), fromName: placeName(ctx, fromKey), toName: placeName(ctx, placeKey(to)), cost: cost ?? 0, rule });
}

/** Fleets whose movement is over for this sequence (6.2.2.4). */
export function markDone(tx: Tx, ids: readonly FleetId[]): void {
  for (const id of ids) {
    const f = fleetById(tx.state, id);
    if (f) saveMove(tx, { ...fleetMove(navalTurn(tx.state), f), done: true });
  }
}

/** Ships added to (delta > 0) or taken from a fleet, with the event that explains it. */
export function changeShips(tx: Tx, id: FleetId, delta: number, rule: string, reason: string): void {
  if (delta === 0) return;
  setFleet(tx, id, (x) => ({ ...x, ships: Math.max(0, x.ships + delta) }));
  emit(tx, { type: 'shipsChanged', fleet: id, name: fleetById(tx.state, id)?.name ?? id, delta, rule, reason });
}

/**
 * A fleet counter leaves the map (6.3.6 empty, 5.1.4 / 6.2.6 scuttled, destroyed): the corps it
 * carries are lost with their factors and their leaders leave the map (the callers handle
 * transports first, 6.2.5.3), a depot aboard is removed, Nelson goes with the caller's choice.
 */
export function removeFleet(tx: Tx, id: FleetId, reason: 'empty' | 'scuttled' | 'destroyed', rule: string): void {
  const f = fleetById(tx.state, id);
  if (!f) return;
  for (const c of tx.state.corps.filter((x) => x.location.kind === 'fleet' && x.location.fleet === id)) loseCorps(tx, c.counter, rule, 'lost with its fleet');
  for (const d of tx.state.depots.filter((x) => x.fleet === id)) {
    patch(tx, { depots: tx.state.depots.filter((x) => x.id !== d.id) });
    emit(tx, { type: 'depotRemoved', owner: d.owner, area: d.area, depot: d.id, rule });
  }
  patch(tx, { fleets: tx.state.fleets.filter((x) => x.id !== id) });
  const wi = tx.state.westIndies;
  const offBoard = wi?.fleets.find((x) => x.fleet.id === id);
  // opt:12.2.7.3~2 sunk off the map
  if (wi && offBoard) patch(tx, { westIndies: { ...wi, fleets: wi.fleets.filter((x) => x.fleet.id !== id) } });
  // 10.6.2 a leader aboard goes on with another fleet of its power in the place, else back to the pool
  const owner = fleetPower(tx.state, f);
  const other = tx.state.fleets.find((x) => placeKey(x.location) === placeKey(f.location) && fleetPower(tx.state, x) === owner);
  for (const l of tx.state.leaders.filter((x) => x.location.kind === 'fleet' && x.location.fleet === id)) {
    patch(tx, { leaders: tx.state.leaders.map((x) => (x.id === l.id ? { ...x, location: other ? { kind: 'fleet' as const, fleet: other.id } : { kind: 'pool' as const } } : x)) });
    if (!other) emit(tx, { type: 'leaderUnstacked', leader: l.id, owner: l.owner, to: 'pool', rule });
  }
  if (f.ships > 0) emit(tx, { type: 'shipsChanged', fleet: id, name: f.name, delta: -f.ships, rule, reason: `${f.name} left the map` });
  emit(tx, { type: 'fleetRemoved', fleet: id, name: f.name, owner: fleetPower(tx.state, f), place: offBoard ? `wi:${offBoard.box}` : placeKey(f.location), reason, rule });
}

/** A corps lost at sea (6.2.5.3, 6.2.5.2, scuttled transports): its factors leave the map, its leaders too. */
export function loseCorps(tx: Tx, counter: CounterId, rule: string, reason: string): void {
  const c = tx.state.corps.find((x) => x.counter === counter);
  if (!c) return;
  const fleet = c.location.kind === 'fleet' ? fleetById(tx.state, c.location.fleet) : undefined;
  const area = fleet ? areaOfPlace(tx, fleet.location) : c.location.kind === 'area' ? c.location.area : ('000' as AreaId);
  patch(tx, { corps: tx.state.corps.filter((x) => x.counter !== counter) });
  leadersOff(tx, [counter], rule);
  const n = totalFactors(c.factors);
  const owner = controllerOf(tx.state, c.nationality);
  // 2.4.2 a whole corps lost: the count would be its strength, its owner's secret (above all at sea)
  if (n > 0) emit(tx, { type: 'factorsChanged', nationality: c.nationality, owner, counter, area, delta: -n, factors: c.factors, rule, reason, countSecret: true });
  emit(tx, { type: 'counterRemoved', counter, owner, area, kind: 'corps', rule, reason });
}

/** The area a place is drawn in: the sea area, or the port's land area (for a port and its box). */
export function areaOfPlace(tx: Tx, p: FleetPlace): AreaId {
  if (p.kind !== 'blockade') return p.area;
  return navalCtx(tx).naval.port(p.city)?.area ?? ('000' as AreaId);
}

/** The powers that are phasing now (the naval sequence's group). */
export const phasing = (s: GameState): readonly MajorPower[] => s.cursor.phasing;

/**
 * 6.3.3.3 / 6.3.1.3 the harbour's guns fire at the attacker: a garrison of the port at war with
 * it, or neutral and denying it access (6.3.1.3.2; with access they stay silent, 6.3.1.3.1), or
 * defending its own fleets (6.3.1.3.3).
 */
export function harbourGunsFor(tx: Tx, r: NavalBattleRecord): number | null {
  if (r.kind !== 'port') return null;
  const place = parsePlace(navalCtx(tx), r.place);
  if (!place || place.kind !== 'port') return null;
  const port = navalCtx(tx).naval.port(place.city);
  if (!port || port.guns === null) return null;
  const attacker = r.attacker.powers[0]!;
  const holders = tx.state.garrisons.filter((g) => g.area === port.area && g.place.kind === 'city' && g.place.city === port.city).map((g) => controllerOf(tx.state, g.nationality));
  const hostile = holders.some((h) => h !== null && h !== attacker && (atWar(tx.state, attacker, h) || !hasAccess(tx.state, attacker, h) || r.defender.powers.includes(h)));
  return hostile ? port.guns : null;
}

