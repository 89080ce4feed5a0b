// 10.2.1.1 / 10.5.2.3 a minor's fleets when it is conquered, turns neutral or changes hands: the
// counters leave the map, but their ship strength is kept with the minor and comes back when it
// is a free state again (4.6.3.5 sets the fleet up from this record). No upkeep meanwhile: they
// are not on the map, and ships cannot be added to them.
import { controllerOf } from '../../../model';
import type { KeptFleet, MinorId } from '../../../model';
import { leadersOff, lost } from '../effects';
import { emit, patch } from '../../tx';
import type { Tx } from '../../tx';

/** 10.2.1.1 the minor's fleets kept off the map, with their ships. */
export const keptFleets = (tx: Tx, minor: MinorId | string): readonly KeptFleet[] => (tx.state.general?.keptFleets ?? []).filter((f) => f.nationality === minor);

/**
 * 10.2.1.1 / 10.5.2.3 lift the minor's fleets off the map and keep their strength on record. Corps
 * aboard are dealt with first (`disembarkFromLaidUp`): the fleet never leaves anyone at sea.
 */
export function layUpFleets(tx: Tx, minor: MinorId | string, rule: string, reason: string): void {
  disembarkFromLaidUp(tx, minor, rule, reason);
  const fleets = tx.state.fleets.filter((f) => f.nationality === minor);
  if (fleets.length === 0) return;
  const kept = (tx.state.general?.keptFleets ?? []).filter((f) => !fleets.some((x) => x.id === f.id));
  patch(tx, { fleets: tx.state.fleets.filter((f) => !fleets.includes(f)), general: { ...(tx.state.general ?? {}), keptFleets: [...kept, ...fleets.map((f) => ({ id: f.id, name: f.name, nationality: f.nationality, ships: f.ships }))] } });
  for (const f of fleets) emit(tx, { type: 'shipsChanged', fleet: f.id, name: f.name, delta: -f.ships, rule, reason: `${reason}: off the map, its ${f.ships} ships kept for a later free state` });
}

/**
 * 10.2.1.1 corps aboard when a minor's fleets leave the map (docs/RULINGS.md): the minor's own
 * corps, aboard any fleet, are land forces of the minor and are eliminated with the rest; another
 * power's corps aboard one of the minor's fleets go ashore in the area of the port where it lies,
 * and at sea (or in a blockade box) are lost as when a transport is sunk (6.2.5.3), their leaders
 * going back to the pool.
 */
function disembarkFromLaidUp(tx: Tx, minor: MinorId | string, rule: string, reason: string): void {
  const fleets = new Map(tx.state.fleets.filter((f) => f.nationality === minor).map((f) => [f.id as string, f]));
  for (const c of tx.state.corps) {
    if (c.location.kind !== 'fleet') continue;
    const fleet = tx.state.fleets.find((f) => f.id === (c.location as { fleet: string }).fleet);
    const own = c.nationality === minor;
    if (!own && !fleets.has(fleet?.id ?? '')) continue;
    const place = fleet?.location;
    if (!own && place?.kind === 'port') {
      patch(tx, { corps: tx.state.corps.map((x) => (x.counter === c.counter ? { ...x, location: { kind: 'area' as const, area: place.area } } : x)) });
      emit(tx, { type: 'counterMoved', counter: c.counter, from: place.area, to: place.area, cost: 0, rule: '10.2.1.1' }); // put ashore at the port
      continue;
    }
    const area = place ? (place.kind === 'blockade' ? (tx.data.naval?.port(place.city)?.area ?? null) : place.area) : null;
    const owner = controllerOf(tx.state, c.nationality);
    patch(tx, { corps: tx.state.corps.filter((x) => x.counter !== c.counter) });
    leadersOff(tx, [c.counter], rule);
    if (area !== null) {
      lost(tx, c.nationality, c.counter, area, c.factors, own ? rule : '10.2.1.1', own ? reason : `${reason}: lost at sea with ${fleet?.name ?? 'its fleet'}`);
      emit(tx, { type: 'counterRemoved', counter: c.counter, owner, area, kind: 'corps', rule: own ? rule : '10.2.1.1', reason: own ? reason : 'lost at sea with its fleet' });
    }
  }
}

/** 4.6.3.5 with 10.2.1.1 the record is used up when the free state's fleet is set up again. */
export function takeKeptFleet(tx: Tx, minor: MinorId | string): KeptFleet | undefined {
  const f = keptFleets(tx, minor)[0];
  if (f) patch(tx, { general: { ...(tx.state.general ?? {}), keptFleets: (tx.state.general?.keptFleets ?? []).filter((x) => x.id !== f.id) } });
  return f;
}
