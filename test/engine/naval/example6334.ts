// The rulebook's naval example (6.3.3.4, continued in 6.3.5.4) set up for the engine.
import type { GameState, NavalBattleRecord } from '../../../shared/model';
import { answer, atStep, forceDice, keepDefaultLosses, navalCampaign, playUntil, startNaval } from './navalSetup';

/**
 * 6.3.3.4 / 6.3.5.4 played through the engine: Britain sails Nelson and three fleets of 60
 * ships from Portsmouth into the English Channel, where three French fleets of 31 ships lie,
 * and attacks in its Naval Combat Step. The dice are the example's: wind gauge Britain 2,
 * France 5; France fires a 5, Britain a 2.
 */
export function exampleScenario() {
  const s = navalCampaign();
  s.powers = { france: s.powers.france, britain: s.powers.britain };
  s.setupOrder = ['france', 'britain'];
  s.relations = { wars: [['france', 'britain']], alliances: [], enforcedPeace: [] };
  s.minors = [];
  const corps = (s.forces.corps as { nationality: string }[]).filter((c) => c.nationality === 'france' || c.nationality === 'britain');
  const garrisons = (s.forces.garrisons as { nationality: string }[]).filter((g) => g.nationality === 'france' || g.nationality === 'britain');
  s.forces = {
    ...s.forces, corps, garrisons,
    leaders: [{ id: 'nelson', name: 'Nelson', owner: 'britain', with: 'gb-a' }],
    fleets: [
      { id: 'gb-a', name: 'I Fleet', nationality: 'britain', ships: 20, location: { kind: 'port', area: '774', city: 'portsmouth' } },
      { id: 'gb-b', name: 'II Fleet', nationality: 'britain', ships: 20, location: { kind: 'port', area: '774', city: 'portsmouth' } },
      { id: 'gb-c', name: 'III Fleet', nationality: 'britain', ships: 20, location: { kind: 'port', area: '774', city: 'portsmouth' } },
      { id: 'fr-a', name: 'I Fleet', nationality: 'france', ships: 11, location: { kind: 'sea', area: '735' } },
      { id: 'fr-b', name: 'II Fleet', nationality: 'france', ships: 10, location: { kind: 'sea', area: '735' } },
      { id: 'fr-c', name: 'III Fleet', nationality: 'france', ships: 10, location: { kind: 'sea', area: '735' } },
    ],
  } as never;
  s.reinforcements = [];
  return s;
}

/** Britain's Naval Movement: the whole stack from Portsmouth to the Channel, France letting it pass. */
export function sailIntoTheChannel(): GameState {
  let s = startNaval(exampleScenario());
  s = playUntil(s, atStep('naval/movement', 'britain'));
  for (const f of ['gb-a', 'gb-b', 'gb-c']) s = answer(s, 'naval/movement', 'britain', `pick:${f}`);
  s = answer(s, 'naval/movement', 'britain', 'move:sea:734');
  s = answer(s, 'naval/intercept', 'france', 'none'); // 6.2.3 the French stack next door may try; it lets Britain pass
  s = answer(s, 'naval/movement', 'britain', 'move:sea:735');
  s = answer(s, 'naval/intercept', 'france', 'none');
  s = answer(s, 'naval/movement', 'britain', 'end');
  return s;
}

/** The battle being fought, or else the last one fought this turn. */
export const lastBattle = (s: GameState): NavalBattleRecord => s.turn.naval!.battle?.record ?? s.turn.naval!.battles[s.turn.naval!.battles.length - 1]!;

/** Britain attacks in its Naval Combat Step with the example's dice; France stands. */
export function fightTheExample(): GameState {
  let s = sailIntoTheChannel();
  s = answer(s, 'naval/combat', 'britain', 'attack:sea:735:france');
  s = forceDice(s, [2, 5, 5, 2]);
  return keepDefaultLosses(answer(s, 'naval/evade', 'france', 'stand'));
}
