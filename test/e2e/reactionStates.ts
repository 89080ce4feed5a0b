// opt:12.3.7.4 reaction decisions played by the engine for the browser tests: a French corps enters
// Bavaria (324) beside the Austrians; Austria's offer, and a withdrawal's route.
import { commandFor, forceDice, newGame } from '../../shared/engine';
import type { GameState } from '../../shared/model';
import { apply, battleScenario, counterOf, DATA, decisionOf, FR, order, reach, type CorpsJson } from '../engine/landSetup';

const AUC = (id: string, area: string): CorpsJson => ({ id, name: `Austrian ${id}`, nationality: 'austria', type: 'infantry', movement: 3, area, factors: { infantry: 4 } });

function entered(austrianArea: string, depots: string[] = []): GameState {
  const r = newGame({
    scenario: battleScenario([FR({ infantry: 6 }, 'fr-1', '326'), AUC('au-1', austrianArea), AUC('au-2', austrianArea)], (s) => {
      s.forces.leaders = [{ id: 'archduke-charles', name: 'Charles', owner: 'austria', with: 'au-1' }];
      s.forces.depots = [...(s.forces.depots ?? []), ...depots.map((area) => ({ owner: 'austria', area }))];
    }),
    seed: 3, data: DATA, options: { rules: { reactionMoves: true } },
  });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  const s = reach(r.value, 'france', 'land/movement').s;
  return order(s, 'france', 'land/movement', `move:${counterOf(s, 'fr-1')}:324`);
}

/** Austria's secret offer: Charles may intercept from 325 into 324. */
export const interceptionOffer = (): GameState => entered('325');

/** Charles withdrew from 324 with both corps: where to (several routes when the map allows). */
export function withdrawalRoute(): GameState {
  let s = entered('324', ['322', '325']);
  s = apply(forceDice(s, [1]), commandFor(decisionOf(s, 'austria', 'land/reaction')!, 'withdraw:archduke-charles'));
  const forces = decisionOf(s, 'austria', 'land/reactionForces');
  if (forces) s = apply(s, commandFor(forces, forces.options.map((o) => o.value as string)));
  return s;
}
