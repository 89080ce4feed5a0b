// 10.2.1.1 / 10.5.2.3 a minor's fleets when it is conquered, turns neutral or changes hands: the
// counters leave the map, but their ship strength is kept with the minor and comes back when it
// is a free state again (4.6.3.5 sets the fleet up from this record). No upkeep meanwhile: they
// are not on the map, and ships cannot be added to them.
import type { KeptFleet, MinorId } from '../../../model';
import { emit, patch } from '../../tx';
import type { Tx } from '../../tx';

/** 10.2.1.1 the minor's fleets kept off the map, with their ships. */
export const keptFleets = (tx: Tx, minor: MinorId | string): readonly KeptFleet[] => (tx.state.general?.keptFleets ?? []).filter((f) => f.nationality === minor);

/** 10.2.1.1 / 10.5.2.3 lift the minor's fleets off the map and keep their strength on record. */
export function layUpFleets(tx: Tx, minor: MinorId | string, rule: string, reason: string): void {
  // partial: 10.2.1.1 a fleet with corps aboard stays on the map (the corps would be left at sea)
  const fleets = tx.state.fleets.filter((f) => f.nationality === minor && !tx.state.corps.some((c) => c.location.kind === 'fleet' && c.location.fleet === f.id));
  if (fleets.length === 0) return;
  const kept = (tx.state.general?.keptFleets ?? []).filter((f) => !fleets.some((x) => x.id === f.id));
  patch(tx, { fleets: tx.state.fleets.filter((f) => !fleets.includes(f)), general: { ...(tx.state.general ?? {}), keptFleets: [...kept, ...fleets.map((f) => ({ id: f.id, name: f.name, nationality: f.nationality, ships: f.ships }))] } });
  for (const f of fleets) emit(tx, { type: 'shipsChanged', fleet: f.id, name: f.name, delta: -f.ships, rule, reason: `${reason}: off the map, its ${f.ships} ships kept for a later free state` });
}

/** 4.6.3.5 with 10.2.1.1 the record is used up when the free state's fleet is set up again. */
export function takeKeptFleet(tx: Tx, minor: MinorId | string): KeptFleet | undefined {
  const f = keptFleets(tx, minor)[0];
  if (f) patch(tx, { general: { ...(tx.state.general ?? {}), keptFleets: (tx.state.general?.keptFleets ?? []).filter((x) => x.id !== f.id) } });
  return f;
}
