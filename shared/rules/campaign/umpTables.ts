// v2.71 14.3.1.2 / 14.3.8 the Natural Alliance Tables: a modifier to every overture roll, by the
// power making the overture (row) and the uncontrolled major power it courts (column).
import type { GameState, LeaderId, MajorPower } from '../../model';

type Row = Readonly<Record<MajorPower, number>>;
type Table = Readonly<Record<MajorPower, Row>>;

const row = (austria: number, france: number, britain: number, prussia: number, russia: number, spain: number, turkey: number): Row => ({
  france, britain, austria, prussia, russia, spain, turkey,
});

/**
 * 14.3.8 the table that replaces 14.3.1.2 while Napoleon is out of the game by peace term C.6.
 * Provenance: transcribed from the Optional Rules and Errata v2.71, 14.3.8 (rows: the major
 * power making the overture; columns: the UMP, in the order Austria, France, Britain, Prussia,
 * Russia, Spain, Turkey; a power never courts itself, written 0 here).
 */
export const BOURBON_ALLIANCE_TABLE: Table = {
  austria: row(0, 0, -1, -2, -2, 0, -2),
  france: row(-1, 0, 0, 0, 0, 0, 1),
  britain: row(1, 1, 0, 0, -1, -1, 0),
  prussia: row(-1, 0, -2, 0, -1, 0, 0),
  russia: row(-2, 0, -2, -1, 0, 0, -3),
  spain: row(0, 1, -2, 0, 0, 0, -1),
  turkey: row(-3, 1, -1, 0, -3, -1, 0),
};

/**
 * 14.3.1.2 the Natural Alliance Table in force while Napoleon reigns.
 * Provenance: reconstructed. The printed table is not in our source texts (v2.71 names it and
 * prints only its 14.3.8 replacement), so it is rebuilt from the Bourbon table by undoing, cell by
 * cell, the three changes 14.3.8 says the restoration brought (docs/RULINGS.md, "14.3.1.2"):
 *  1. hostility to Napoleon's Empire: every overture to France, and every overture France makes,
 *     one lower than under the Bourbons;
 *  2. no Anglo-French entente: Britain and France courting each other two lower still;
 *  3. Britain not yet back to its distrust of continental ties: Britain courting Austria, Prussia
 *     and Russia one higher; and the eastern powers' mutual mistrust not yet back: Austria, Prussia
 *     and Russia courting each other one higher.
 * Every other cell is the Bourbon table's. `naturalAllianceTable.test.ts` states these constraints.
 */
export const NATURAL_ALLIANCE_TABLE: Table = {
  //            Aus Fra  Bri Pru Rus Spa Tur  (the UMP courted)
  austria: row(0, -1, -1, -1, -1, 0, -2),
  france: row(-2, 0, -3, -1, -1, -1, 0),
  britain: row(2, -2, 0, 1, 0, -1, 0),
  prussia: row(0, -1, -2, 0, 0, 0, 0),
  russia: row(-1, -1, -2, 0, 0, 0, -3),
  spain: row(0, 0, -2, 0, 0, 0, -1),
  turkey: row(-3, 0, -1, 0, -3, -1, 0),
};

/**
 * 14.3.8 Napoleon has been removed by peace term C.6 (4.4.5.3, recorded in the political record)
 * and not returned to the map since. A leader taken off for economic manipulation (10.6.4, the
 * economy's removed leaders) is not removed by C.6 and keeps the Napoleonic table.
 */
export function napoleonRemoved(state: GameState): boolean {
  if (!(state.political?.removedLeaders ?? []).includes('napoleon' as LeaderId)) return false;
  const napoleon = state.leaders.find((l) => l.id === 'napoleon');
  return napoleon === undefined || napoleon.location.kind === 'killed';
}

/** 14.3.1.1.2 / 14.3.8 the natural alliance modifier of `power`'s overture to `ump`. */
export function naturalAllianceModifier(state: GameState, power: MajorPower, ump: MajorPower): number {
  const table = napoleonRemoved(state) ? BOURBON_ALLIANCE_TABLE : NATURAL_ALLIANCE_TABLE;
  return power === ump ? 0 : table[power][ump];
}
