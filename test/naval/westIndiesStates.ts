// Engine states of the West Indies option (opt:12.2.7~2) and the Channel arrow (12.2.1.1), for the screens (test/e2e/westIndies.e2e.ts).
import type { GameState } from '../../shared/model';
import { answer, atStep, customNaval, playUntil, startNaval } from '../engine/naval/navalSetup';

/**
 * June 1805, France's naval movement: its Toulon Squadron began the phase in the Mid-Atlantic
 * (sailed there from the Canaries in May), so it must sail on; a British squadron guards the
 * West Indies and a Spanish one waits in the Canaries.
 */
export function midAtlanticMovement(): GameState {
  const scenario = customNaval({
    powers: ['france', 'britain', 'spain'], wars: [['france', 'britain'], ['spain', 'britain']], alliances: [['france', 'spain']],
    fleets: [
      { id: 'fr-a', name: 'Toulon Squadron', nationality: 'france', ships: 6, location: { kind: 'sea', area: '742' } },
      { id: 'gb-a', name: 'Leeward Islands Squadron', nationality: 'britain', ships: 5, location: { kind: 'sea', area: '735' } },
    ],
    corps: [], garrisons: [], start: { month: 4, year: 1805 },
  });
  (scenario as { end: unknown }).end = { month: 8, year: 1805 };
  const rules = { westIndies: true, channelArrow: true, danishSwedishArrows: true };
  let s = playUntil(startNaval(scenario, { options: { rules } }), atStep('naval/movement', 'france'));
  s = answer(answer(answer(s, 'naval/movement', 'france', 'pick:fr-a'), 'naval/movement', 'france', 'wi:exit'), 'naval/movement', 'france', 'end');
  s = playUntil(s, atStep('naval/movement', 'france'));
  s = answer(answer(s, 'naval/movement', 'france', 'wi:fr-a:midAtlantic'), 'naval/movement', 'france', 'end');
  s = playUntil(s, atStep('naval/movement', 'france'));
  const gb = { id: 'gb-wi' as never, name: 'Jamaica Squadron', nationality: 'britain' as const, ships: 4, location: { kind: 'sea' as const, area: '742' as never } };
  const sp = { id: 'sp-c' as never, name: 'Cadiz Squadron', nationality: 'spain' as const, ships: 7, location: { kind: 'sea' as const, area: '742' as never } };
  return {
    ...s,
    westIndies: {
      ...s.westIndies!,
      fleets: [...s.westIndies!.fleets, { fleet: gb, box: 'westIndies', from: 'midAtlantic', moved: '1805-05' }, { fleet: sp, box: 'canaries', from: 'board', moved: '1805-05' }],
    },
  };
}
