// Engine states with each of the owners' naval decisions open, for the screens (test/e2e/navalDecisions.e2e.ts).
import type { GameState } from '../../shared/model';
import { answer, customNaval, forceDice, playUntil, reachStep, startNaval } from '../engine/naval/navalSetup';
import { sailIntoTheChannelForChoices } from '../engine/naval/lossSetup';

/** 6.3.3.2 the 6.3.3.4 example after the fire: Britain and France may move losses between their fleets. */
export const lossAllocation = (): GameState => sailIntoTheChannelForChoices();

/** 12.2.5 (option) France's 3 losses on 10 British and 10 Russian ships moving combined: one loss is odd. */
export function oddLoss(): GameState {
  let s = startNaval(customNaval({
    powers: ['france', 'britain', 'russia'], wars: [['france', 'britain'], ['france', 'russia']], alliances: [['britain', 'russia']],
    fleets: [
      { id: 'gb-a', name: 'Channel Fleet', nationality: 'britain', ships: 10, location: { kind: 'sea', area: '739' } },
      { id: 'ru-a', name: 'Baltic Fleet', nationality: 'russia', ships: 10, location: { kind: 'sea', area: '739' } },
      { id: 'fr-a', name: 'Brest Fleet', nationality: 'france', ships: 20, location: { kind: 'sea', area: '739' } },
    ],
    corps: [], garrisons: [],
  }), { options: { rules: { proportionalNavalLosses: true } } });
  s = reachStep(s, 'naval/combat', 'france');
  s = { ...s, turn: { ...s.turn, combinedMovement: [['britain', 'russia']] } };
  s = answer(s, 'naval/combat', 'france', 'attack:sea:739:britain');
  s = forceDice(s, [6, 1, 3, 1]);
  return answer(s, 'naval/evade', 'britain', 'stand');
}

/** 12.2.4 (option) Britain's transport sank with II Corps; 13 factors aboard, one fleet of ten left. */
export function transportLosses(): GameState {
  let s = startNaval(customNaval({
    powers: ['france', 'britain'], wars: [['france', 'britain']],
    fleets: [
      { id: 'gb-a', name: 'Channel Fleet', nationality: 'britain', ships: 10, location: { kind: 'sea', area: '739' } },
      { id: 'gb-b', name: 'Transport Squadron', nationality: 'britain', ships: 1, location: { kind: 'sea', area: '739' } },
      { id: 'fr-a', name: 'Brest Fleet', nationality: 'france', ships: 10, location: { kind: 'sea', area: '739' } },
    ],
    corps: [
      { id: 'gb-1', name: 'I Corps', nationality: 'britain', type: 'infantry', movement: 3, fleet: 'gb-a', factors: { infantry: 8, cavalry: 1 } },
      { id: 'gb-2', name: 'II Corps', nationality: 'britain', type: 'infantry', movement: 3, fleet: 'gb-b', factors: { infantry: 4 } },
    ],
    garrisons: [],
  }), { options: { rules: { reducedNavalTransport: true } } });
  s = reachStep(s, 'naval/combat', 'britain');
  s = answer(s, 'naval/combat', 'britain', 'attack:sea:739:france');
  s = forceDice(s, [1, 6, 1, 1]);
  s = answer(s, 'naval/evade', 'france', 'stand');
  s = answer(s, 'naval/losses', 'britain', 'shift:gb-a:gb-b:1');
  return answer(s, 'naval/losses', 'britain', 'done');
}

/** 6.2.6.1 Spain turns on France while Britain blockades Cadiz, where France's fleet lies. */
export function portLost(): GameState {
  let s = startNaval(customNaval({
    powers: ['france', 'britain', 'spain'], wars: [['france', 'britain']], alliances: [['france', 'spain']],
    fleets: [
      { id: 'fr-a', name: 'Toulon Fleet', nationality: 'france', ships: 12, location: { kind: 'port', area: '423', city: 'cadiz' } },
      { id: 'gb-a', name: 'Mediterranean Fleet', nationality: 'britain', ships: 8, location: { kind: 'blockade', city: 'cadiz' } },
    ],
    garrisons: [{ nationality: 'spain', area: '423', city: 'cadiz', factors: { infantry: 3 } }],
    corps: [],
    start: { month: 4, year: 1806 },
  }));
  s = playUntil(s, (x) => x.cursor.step === 'political/declarationsOfWar');
  for (const p of ['france', 'britain', 'spain'] as const) s = answer(s, 'political/declareWar', p, p === 'spain' ? ['france'] : []);
  return s;
}

/** 6.2.3 Britain's stack enters the Western Approaches (734): France in Brest and in 739 may intercept. */
export function interception(): GameState {
  let s = startNaval(customNaval({
    powers: ['france', 'britain'], wars: [['france', 'britain']],
    fleets: [
      { id: 'gb-a', name: 'Channel Fleet', nationality: 'britain', ships: 10, location: { kind: 'sea', area: '733' } },
      { id: 'fr-brest', name: 'Brest Fleet', nationality: 'france', ships: 12, location: { kind: 'port', area: '427', city: 'brest' } },
      { id: 'fr-sea', name: 'Rochefort Squadron', nationality: 'france', ships: 6, location: { kind: 'sea', area: '739' } },
    ],
    leaders: [{ id: 'nelson', name: 'Nelson', owner: 'britain', with: 'gb-a' }],
  }));
  s = reachStep(s, 'naval/movement', 'britain');
  s = answer(s, 'naval/movement', 'britain', 'pick:gb-a');
  return answer(s, 'naval/movement', 'britain', 'move:sea:734');
}

/** v2.71 12.2.6 (option) an open-sea battle fought with tactical chits: Britain's linear attack against France's linear defence. */
export function advancedBattle(): GameState {
  let s = startNaval(customNaval({
    powers: ['france', 'britain'], wars: [['france', 'britain']],
    fleets: [
      { id: 'gb-a', name: 'Channel Fleet', nationality: 'britain', ships: 20, location: { kind: 'sea', area: '739' } },
      { id: 'fr-a', name: 'Brest Fleet', nationality: 'france', ships: 10, location: { kind: 'sea', area: '739' } },
    ],
  }), { options: { rules: { advancedNaval: true } } });
  s = reachStep(s, 'naval/combat', 'britain');
  s = answer(s, 'naval/combat', 'britain', 'attack:sea:739:france');
  s = answer(s, 'naval/evade', 'france', 'stand');
  s = answer(s, 'naval/tactic', 'britain', 'linearAttack');
  s = forceDice(s, [5, 6, 5, 1]);
  return answer(s, 'naval/tactic', 'france', 'linearDefence');
}
