// 7.3 The map's movement display (issue 15): where each of the viewer's counters can go while
// it gives movement orders, from the rules' own legalDestinations, so the renderer lights
// areas without judging a rule.
import type { GameState, MovementReach, PowerView, Viewer } from '../model';
import { allowance, legalDestinations, moveRecord, moversOf } from '../rules/land/movement';
import type { GameData } from './gameData';

/**
 * 7.3 each of the viewer's counters with the areas it can reach (cheapest cost and route) and
 * the neighbours it may not enter with the verdict; only while the viewer has a Land Movement
 * decision open, and only with map data. Every fact used is public (2.4.2: counters' places
 * and types, fleets, declared battles), so the view tells the seat nothing hidden.
 */
export function movementReach(state: GameState, viewer: Viewer, data: GameData | undefined): PowerView['movement'] {
  if (viewer === 'spectator' || !data?.land) return null;
  if (!state.pending.some((d) => d.power === viewer && d.kind === 'land/movement')) return null;
  const map = data.land;
  return moversOf(state, viewer).map((mover): MovementReach => {
    const all = legalDestinations(state, map, viewer, mover.counter);
    return {
      counter: mover.counter,
      left: Math.max(0, allowance(mover, moveRecord(state, mover)) - moveRecord(state, mover).spent),
      reach: all.filter((d) => d.verdict.ok).map((d) => ({ area: d.area, cost: d.cost, path: d.path })),
      refused: all.flatMap((d) => (d.verdict.ok ? [] : [{ area: d.area, verdict: d.verdict }])),
    };
  });
}
