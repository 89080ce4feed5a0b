// v2.71 14.3.1.2 / 14.3.8 the Natural Alliance Tables: a modifier to every overture roll, by the
// power making the overture (row) and the uncontrolled major power it courts (column).
import type { GameState, MajorPower } from '../../model';

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
 * partial: 14.3.1.2 the printed table's values are not in our source texts (v2.71 names the
 * table but prints only its 14.3.8 replacement); every modifier reads 0 until it is transcribed.
 */
export const NATURAL_ALLIANCE_TABLE: Table = {
  austria: row(0, 0, 0, 0, 0, 0, 0),
  france: row(0, 0, 0, 0, 0, 0, 0),
  britain: row(0, 0, 0, 0, 0, 0, 0),
  prussia: row(0, 0, 0, 0, 0, 0, 0),
  russia: row(0, 0, 0, 0, 0, 0, 0),
  spain: row(0, 0, 0, 0, 0, 0, 0),
  turkey: row(0, 0, 0, 0, 0, 0, 0),
};

/** 14.3.8 Napoleon has been removed by peace term C.6 and not (yet) returned. */
export function napoleonRemoved(state: GameState): boolean {
  return (state.economy?.removedLeaders ?? []).some((l) => l.id === 'napoleon');
}

/** 14.3.1.1.2 / 14.3.8 the natural alliance modifier of `power`'s overture to `ump`. */
export function naturalAllianceModifier(state: GameState, power: MajorPower, ump: MajorPower): number {
  const table = napoleonRemoved(state) ? BOURBON_ALLIANCE_TABLE : NATURAL_ALLIANCE_TABLE;
  return power === ump ? 0 : table[power][ump];
}
