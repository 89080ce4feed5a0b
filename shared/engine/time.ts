import { isWinterMonth } from '../model';
import type { AreaId, GameState } from '../model';
import type { GameData } from './gameData';

/** 9.1-9.2 Whether winter rules apply in an area this turn: a winter month, inside the winter zone. */
export function winterAppliesIn(state: GameState, data: GameData, area: AreaId): boolean {
  return isWinterMonth(state.date) && data.inWinterZone(area);
}
