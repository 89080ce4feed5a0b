// Engine states with the land branch's decisions open, for the screens (test/e2e/landDecisions.e2e.ts).
import type { GameState } from '../../shared/model';
import { counterOf, decisionOf, newLandGame, order, reach } from '../engine/landSetup';

/**
 * 7.3.8.4 France's I Corps attacks Austria's at Linz (475), where a Russian corps stands at peace
 * with France: Russia stays out and chooses where its corps steps aside.
 */
export function bystanderChoice(): GameState {
  const s = newLandGame((sc) => {
    const cs = sc.forces.corps as Record<string, unknown>[];
    cs.find((c) => c.id === 'au-1')!.area = '475';
    cs.find((c) => c.id === 'ru-1')!.area = '475';
    (cs.find((c) => c.id === 'ru-1')!).factors = { infantry: 6 };
  });
  let at = reach(s, 'france', 'land/movement').s;
  at = order(at, 'france', 'land/movement', `move:${counterOf(at, 'fr-1')}:475`);
  at = order(at, 'france', 'land/movement', 'end');
  const join = reach(at, 'russia', 'land/combatJoin').s;
  const asked = order(join, 'russia', 'land/combatJoin', 'stay');
  if (!decisionOf(asked, 'russia', 'land/combatBystander')) throw new Error('no bystander decision');
  return asked;
}
