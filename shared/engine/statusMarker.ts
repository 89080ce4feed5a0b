import { sameDate } from '../model';
import type { GameState, MajorPower } from '../model';
import { moveMarker } from '../rules/political/status';
import { politicalState } from '../rules/political/state';

/**
 * 10.5.1 Moves `power`'s political status marker by `delta` points (it stops at either end) and
 * records the month's positions for the path chart; a marker pushed off the low end puts the
 * power on the list of those who must sue for peace in the next Peace Step. Called by `emit` for
 * every `politicalPointsChanged` event, so the display follows the log exactly.
 */
export function moveStatusMarker(state: GameState, power: MajorPower, delta: number): GameState {
  const pol = politicalState(state);
  const moved = moveMarker(pol.status[power], delta);
  const status = { ...pol.status, [power]: moved.position };
  const last = pol.statusHistory[pol.statusHistory.length - 1];
  const snapshot = { date: state.date, positions: status };
  const statusHistory = last && sameDate(last.date, state.date) ? [...pol.statusHistory.slice(0, -1), snapshot] : [...pol.statusHistory, snapshot];
  const mustSue = moved.pushedOffBottom && !pol.mustSue.includes(power) ? [...pol.mustSue, power] : pol.mustSue;
  return { ...state, political: { ...pol, status, statusHistory, mustSue } };
}
