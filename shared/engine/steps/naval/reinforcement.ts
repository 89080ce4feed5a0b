// 5.1 The Naval Reinforcement Step (Spain, France, Prussia, Austria, Turkey, Russia, Great
// Britain): ships and fleet counters due arrive in the navy's pool; the power places them one
// order at a time (see shared/rules/naval/reinforcement.ts), transfers ships, scuttles fleets,
// places or retires Nelson, and ends the step. Ships not placed stay due (postponed, 5.1.2).
import { compareDates, isMajorPower, sameDate } from '../../../model';
import type { FleetId, LeaderId, MajorPower, Nationality, ShipsDue } from '../../../model';
import { umpVoluntaryLosses } from '../../../rules/campaign';
import { navalReinforcementOptions, parseNavalReinforcementOrder, placeKey, placeName, placeableFleetCounters, shipyardPort } from '../../../rules/naval';
import { emit, openDecision, patch } from '../../tx';
import type { Tx } from '../../tx';
import { politicalPoints } from '../effects';
import { changeShips, fleetById, navalCtx, navy, patchNavy, removeFleet } from './navalState';
import { refittedShipsArrive } from './westIndiesRefit';
import { answerShipyardTaken, askCapturedShipyards, freeStateShipsFollowControl } from './shipyards';
import { americaArrivals, applyAmericaReturn, withAmericaReturnOptions } from './america';

const opts = (tx: Tx) => ({ shipBuilding: tx.state.options.rules.shipBuildingLocations, hulks: tx.state.options.rules.hulks });

/** Ships and fleet counters due this month (scenario records, 8.5.3 / 8.5.4 purchases) go to the navy's pool. */
function collectDue(tx: Tx, power: MajorPower): void {
  const due = tx.state.reinforcements.filter((r) => r.power === power && sameDate(r.date, tx.state.date) && ((r.ships ?? 0) > 0 || (r.fleets ?? []).length > 0));
  if (due.length === 0) return;
  const ships: ShipsDue[] = [...navy(tx.state).ships];
  const counters = [...navy(tx.state).fleetCounters];
  for (const r of due) {
    const nationality = (r.nationality ?? r.power) as Nationality;
    // opt:12.2.7.3~2 refitted hulks join a fleet in their box; what no fleet there takes goes to the pool
    const ashore = r.shipsBox !== undefined && (r.ships ?? 0) > 0 ? refittedShipsArrive(tx, nationality, r.shipsBox, r.ships!) : (r.ships ?? 0);
    if (ashore > 0) {
      const port = tx.state.options.rules.shipBuildingLocations ? (r.shipsPort ?? null) : null;
      const i = ships.findIndex((s) => s.power === power && s.nationality === nationality && s.port === port);
      if (i >= 0) ships[i] = { ...ships[i]!, ships: ships[i]!.ships + ashore };
      else ships.push({ power, nationality, ships: ashore, port });
    }
    for (const f of r.fleets ?? []) counters.push({ power, nationality, id: f.id, name: f.name, maxShips: f.maxShips });
  }
  patchNavy(tx, { ships, fleetCounters: counters });
  // what the army step still needs stays in the records; the naval part is taken
  patch(tx, {
    reinforcements: tx.state.reinforcements.flatMap((r) => {
      if (!due.includes(r)) return [r];
      const { ships: _s, fleets: _f, shipsPort: _p, shipsBox: _b, ...rest } = r;
      const left = Object.keys(rest).some((k) => !['date', 'power', 'nationality'].includes(k));
      return left ? [rest] : [];
    }),
  });
}

/** 12.1.2.1 (option) ships building in a port an enemy has occupied are lost; the owner's log says where. */
function loseOccupiedShipyards(tx: Tx, power: MajorPower): void {
  if (!tx.state.options.rules.shipBuildingLocations) return;
  const ctx = navalCtx(tx);
  const lost: ShipsDue[] = [];
  const kept = navy(tx.state).ships.filter((s) => {
    if (s.power !== power || s.port === null) return true;
    const port = ctx.naval.port(s.port);
    const keep = !port || shipyardPort(tx.state, ctx, s.nationality, port) || !isMajorPower(s.nationality);
    if (!keep) lost.push(s);
    return keep;
  });
  if (kept.length === navy(tx.state).ships.length) return;
  patchNavy(tx, { ships: kept });
  for (const s of lost)
    emit(tx, { type: 'shipyardLost', owner: power, nationality: s.nationality, portName: ctx.naval.port(s.port!)?.name ?? s.port!, ships: s.ships, rule: '12.1.2.1' });
}

function open(tx: Tx, power: MajorPower): void {
  openDecision(tx, {
    power, kind: 'reinforcement/naval', step: 'reinforcement/naval', rule: '5.1',
    prompt: 'Place the ships and fleets due to you, transfer ships between fleets, scuttle fleets or place Nelson, one order at a time; then end.',
    secret: false, select: 'one', group: null,
    // v2.71 14.3.3.6 hook; opt:8.2.1.2.2.2.2.2 hook: forces in America called back
    options: withAmericaReturnOptions(tx, power, umpVoluntaryLosses(tx.state, power, navalReinforcementOptions(tx.state, navalCtx(tx), power, opts(tx)))),
  });
}

/**
 * 8.5.4 a fleet counter bought in an Economic Phase and not placed within the next three months
 * must be bought again: its purchase lapses (and the counter may be bought anew).
 */
function lapsePurchasedFleets(tx: Tx, power: MajorPower): void {
  const e = tx.state.economy;
  if (!e) return;
  const kept = e.purchasedCounters.filter((c) => !(c.kind === 'fleet' && c.power === power && compareDates(c.until, tx.state.date) < 0));
  if (kept.length !== e.purchasedCounters.length) patch(tx, { economy: { ...e, purchasedCounters: kept } });
}

/** 5.1 the step begins for the phasing power. */
export function beginNavalReinforcement(tx: Tx): void {
  for (const power of tx.state.cursor.phasing) {
    lapsePurchasedFleets(tx, power);
    collectDue(tx, power);
    loseOccupiedShipyards(tx, power);
    freeStateShipsFollowControl(tx, power); // 12.1.2.2 hook
    americaArrivals(tx, power); // opt:8.2.1.2.2.2.2.2 hook: forces back from America
    // 12.1.2.2 hook: the takers of its free states' shipyards answer first
    if (!askCapturedShipyards(tx, power)) open(tx, power);
  }
}

/** 12.1.2.2 a taker's answer; once every shipyard question is answered the owner gives its orders. */
export function applyShipyardTaken(tx: Tx, taker: MajorPower, value: string): void {
  answerShipyardTaken(tx, taker, value);
  if (tx.state.pending.some((d) => d.kind === 'naval/shipyardTaken')) return;
  for (const power of tx.state.cursor.phasing) if (!tx.state.pending.some((d) => d.kind === 'reinforcement/naval' && d.power === power)) open(tx, power);
}

/** Takes `n` due ships of `nationality` (12.1.2: built in `port`, or anywhere) out of the pool. */
function takeDue(tx: Tx, power: MajorPower, nationality: Nationality, port: string | null, n: number): void {
  let left = n;
  const ships = navy(tx.state).ships.map((s) => {
    if (left === 0 || s.power !== power || s.nationality !== nationality || (port !== null && s.port !== null && s.port !== port)) return s;
    const k = Math.min(left, s.ships);
    left -= k;
    return { ...s, ships: s.ships - k };
  });
  patchNavy(tx, { ships: ships.filter((s) => s.ships > 0) });
}

/** Carry out one naval reinforcement order (already checked against the options). */
export function applyNavalReinforcementOrder(tx: Tx, power: MajorPower, value: string): void {
  if (applyAmericaReturn(tx, value)) return open(tx, power); // opt:8.2.1.2.2.2.2.2 hook
  const o = parseNavalReinforcementOrder(value);
  if (!o || o.kind === 'end') return;
  const ctx = navalCtx(tx);
  switch (o.kind) {
    case 'ship': {
      const f = fleetById(tx.state, o.fleet)!;
      takeDue(tx, power, f.nationality, f.location.kind === 'port' ? f.location.city : null, o.n);
      changeShips(tx, f.id, o.n, '5.1.2', 'new ships placed');
      break;
    }
    case 'fleet': {
      const c = placeableFleetCounters(tx.state, power).find((x) => x.id === o.counter)!;
      // 5.1.1 a scenario's counter leaves the navy's pool; one bought in an Economic Phase (8.5.4) its record
      if (c.roster === undefined) patchNavy(tx, { fleetCounters: navy(tx.state).fleetCounters.filter((x) => x.id !== c.id) });
      else if (tx.state.economy) patch(tx, { economy: { ...tx.state.economy, purchasedCounters: tx.state.economy.purchasedCounters.filter((x) => !(x.kind === 'fleet' && x.roster === c.roster && x.power === power)) } });
      const with_ = o.with ? fleetById(tx.state, o.with) : undefined;
      const port = o.port ? ctx.naval.port(o.port as never) : undefined;
      const location = with_ ? with_.location : { kind: 'port' as const, area: port!.area, city: port!.city };
      patch(tx, { fleets: [...tx.state.fleets, { id: c.id, name: c.name, nationality: c.nationality, ships: 0, location, maxShips: c.maxShips }] });
      emit(tx, { type: 'fleetPlaced', fleet: c.id, name: c.name, owner: power, place: placeKey(location), placeName: placeName(ctx, placeKey(location)), rule: '5.1.1' });
      // 5.1.1 it gets a ship at once: a new one, or one moved from the fleet it joins (5.1.3)
      if (with_) changeShips(tx, with_.id, -1, '5.1.3', 'ship moved to a new fleet');
      else takeDue(tx, power, c.nationality, port!.city, 1);
      changeShips(tx, c.id, 1, with_ ? '5.1.3' : '5.1.2', with_ ? 'ship moved from another fleet' : 'new ship placed');
      break;
    }
    case 'transfer': {
      const from = fleetById(tx.state, o.from)!;
      changeShips(tx, from.id, -o.n, '5.1.3', `ships moved to ${fleetById(tx.state, o.to)?.name ?? o.to}`);
      changeShips(tx, o.to as FleetId, o.n, '5.1.3', `ships moved from ${from.name}`);
      // 5.1.3 a fleet emptied by transfers leaves the map at no cost
      if (fleetById(tx.state, from.id)!.ships === 0) removeFleet(tx, from.id, 'empty', '5.1.3');
      break;
    }
    case 'scuttle': {
      const f = fleetById(tx.state, o.fleet)!;
      removeFleet(tx, f.id, 'scuttled', '5.1.4');
      // 5.1.4.1 a fleet with ships costs a political point; 5.1.4.3 its counter is off the map: 8.5.4
      // offers it for purchase again, and only bought may it come back (placeableFleetCounters)
      if (f.ships > 0) politicalPoints(tx, power, -1, '5.1.4.1', `scuttled ${f.name}`);
      break;
    }
    case 'admiral': {
      patch(tx, { leaders: tx.state.leaders.map((l) => (l.id === o.leader ? { ...l, location: { kind: 'fleet', fleet: o.fleet as FleetId } } : l)) });
      emit(tx, { type: 'admiralPlaced', leader: o.leader as LeaderId, name: tx.state.leaders.find((l) => l.id === o.leader)?.name ?? o.leader, fleet: o.fleet as FleetId, fleetName: fleetById(tx.state, o.fleet)?.name ?? o.fleet, rule: '5.3' });
      break;
    }
    case 'retire': {
      patch(tx, {
        leaders: tx.state.leaders.map((l) => (l.id === o.leader ? { ...l, location: { kind: 'pool' } } : l)),
        turn: { ...tx.state.turn, retiredLeaders: [...(tx.state.turn.retiredLeaders ?? []), o.leader as LeaderId] },
      });
      emit(tx, { type: 'admiralPlaced', leader: o.leader as LeaderId, name: tx.state.leaders.find((l) => l.id === o.leader)?.name ?? o.leader, fleet: null, fleetName: null, rule: '10.6.2' });
      break;
    }
    case 'hulk': {
      // 12.2.8.4 (option) a ship laid up "in ordinary": a hulk in the port; an emptied fleet is not scuttled
      const f = fleetById(tx.state, o.fleet)!;
      if (f.location.kind !== 'port') break;
      const city = f.location.city;
      changeShips(tx, f.id, -o.n, '12.2.8.4', 'laid up as a hulk');
      const hulks = navy(tx.state).hulks;
      const i = hulks.findIndex((h) => h.port === city && h.nationality === f.nationality);
      patchNavy(tx, { hulks: i >= 0 ? hulks.map((h, j) => (j === i ? { ...h, count: h.count + o.n } : h)) : [...hulks, { nationality: f.nationality, port: city, count: o.n }] });
      emit(tx, { type: 'hulksChanged', port: city, nationality: f.nationality, delta: o.n, rule: '12.2.8.4', reason: 'ships laid up in ordinary' });
      if (fleetById(tx.state, f.id)!.ships === 0) removeFleet(tx, f.id, 'empty', '12.2.8.4');
      break;
    }
  }
  open(tx, power);
}
