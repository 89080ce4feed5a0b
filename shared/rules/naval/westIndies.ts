// v2.71 12.2.7~2 (option) the West Indies: three boxes off the map's southern edge (the Canaries,
// the Mid-Atlantic, the West Indies) that British, French and Spanish fleets may sail to, a cut
// in Britain's colonial trade while an enemy fleet lies in the West Indies, and upkeep as at sea.
// Pure functions; the engine plays them in steps/naval/westIndies.ts.
import { LEGAL, atWar, controllerOf, illegal } from '../../model';
import type { AreaId, Fleet, GameDate, GameState, MajorPower, OffBoardBox, OffBoardFleet, Verdict, WestIndiesState } from '../../model';

/**
 * opt:12.2.7.1~2 the two sea areas on the map's southern edge west of Morocco, where fleets leave
 * and come back: 741 (Atlantic, far south-west) and 742 (Gulf of Cadiz). Extracted from the map
 * geometry: they are the only sea areas whose drawn water reaches the bottom edge (y 2365) west
 * of Morocco's coast (areas 710-712 begin at x 344).
 */
export const WEST_INDIES_EDGE_SEAS: readonly AreaId[] = ['741', '742'] as AreaId[];

/** opt:12.2.7.1~2 only these nations' fleets may go. */
export const WEST_INDIES_NATIONS = ['britain', 'france', 'spain'] as const;

/** opt:12.2.7.2~2 money taken from Britain's colonial trade. */
export const WEST_INDIES_TRADE_CUT = 10;

/** opt:12.2.7.1~2 upkeep off the map: as at sea (8.5.1.2). */
export const OFF_BOARD_UPKEEP = 5;

/** opt:12.2.7.3~2 a stack attacked in the Canaries or the West Indies evades on this die or less (1-3). */
export const OFF_BOARD_EVASION = 3;

/** opt:12.2.7.3~2 a disabled ship off the map is lost on 1-3; on 4-6 it stays in the box as a hulk. */
export const offBoardDisabledLost = (die: number): boolean => die <= 3;

/** opt:12.2.7.3~2 the boxes where battles are fought: none in the Mid-Atlantic. */
export const BATTLE_BOXES: readonly OffBoardBox[] = ['canaries', 'westIndies'];

/** The Naval Phase a date falls in, as a key ("1805-05"). */
export const phaseKey = (d: GameDate): string => `${d.year}-${String(d.month).padStart(2, '0')}`;

export const EMPTY_WEST_INDIES: WestIndiesState = { fleets: [] };
export const westIndiesOf = (s: GameState): WestIndiesState => s.westIndies ?? EMPTY_WEST_INDIES;

/** opt:12.2.7.1~2 where a fleet in a box may sail next: Canaries to the Mid-Atlantic or back to the board; Mid-Atlantic to either neighbour; West Indies only back to the Mid-Atlantic. */
export function offBoardNext(box: OffBoardBox): readonly (OffBoardBox | 'board')[] {
  if (box === 'canaries') return ['midAtlantic', 'board'];
  if (box === 'midAtlantic') return ['westIndies', 'canaries'];
  return ['midAtlantic'];
}

/**
 * opt:12.2.7.1~2 whether a moving stack may leave the map: it stands in one of the two southern
 * edge sea areas, every fleet is British, French or Spanish and has a movement point left.
 * Ruling (docs/RULINGS.md): nothing aboard — the boxes hold no land, so corps and leaders stay.
 */
export function exitVerdict(at: AreaId | null, fleets: readonly Fleet[], pointsLeft: number, aboard: number): Verdict {
  if (at === null || !WEST_INDIES_EDGE_SEAS.includes(at)) return illegal('notAdjacent', 'opt:12.2.7.1~2', 'fleets leave for the West Indies only from the two sea areas on the southern edge west of Morocco');
  if (fleets.some((f) => !(WEST_INDIES_NATIONS as readonly string[]).includes(f.nationality))) return illegal('noAccess', 'opt:12.2.7.1~2', 'only British, French and Spanish fleets may sail to the West Indies');
  if (pointsLeft < 1) return illegal('notEnoughMovement', 'opt:12.2.7.1~2', 'a fleet needs a movement point left to sail off the map');
  if (aboard > 0) return illegal('capacity', 'opt:12.2.7.1~2', 'corps and leaders aboard cannot go off the map (ruling)');
  return LEGAL;
}

/** opt:12.2.7.1~2 a fleet in a box moves at most once a Naval Phase (ruling: one box a phase). */
export function offBoardMoveVerdict(f: OffBoardFleet, now: GameDate): Verdict {
  if (f.moved === phaseKey(now)) return illegal('alreadyMoved', 'opt:12.2.7.1~2', `${f.fleet.name} has already sailed this Naval Phase`);
  return LEGAL;
}

/** opt:12.2.7.1~2 fleets that began this Naval Phase in the Mid-Atlantic and are still there: they may not end it there. */
export function stuckInMidAtlantic(state: GameState, power: MajorPower): OffBoardFleet[] {
  const now = phaseKey(state.date);
  return westIndiesOf(state).fleets.filter((f) => f.box === 'midAtlantic' && f.moved !== now && controllerOf(state, f.fleet.nationality) === power);
}

/** opt:12.2.7.2~2 a French or Spanish fleet whose power is at war with Britain lies in the West Indies. */
export function westIndiesTradeCut(state: GameState): boolean {
  return westIndiesOf(state).fleets.some((f) => {
    if (f.box !== 'westIndies' || f.fleet.ships <= 0 || (f.fleet.nationality !== 'france' && f.fleet.nationality !== 'spain')) return false;
    const owner = controllerOf(state, f.fleet.nationality);
    return owner !== null && owner !== 'britain' && atWar(state, owner, 'britain');
  });
}

/** opt:12.2.7.1~2 the nationality's fleets off the map, for upkeep. */
export const offBoardFleetsOf = (state: GameState, nationality: string): readonly OffBoardFleet[] =>
  westIndiesOf(state).fleets.filter((f) => f.fleet.nationality === nationality);
