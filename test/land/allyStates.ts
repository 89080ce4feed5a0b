// Engine states with the ally branch's decisions open, for the screens (test/e2e/allyDecisions.e2e.ts).
import type { GameState } from '../../shared/model';
import { decisionOf, newLandGame, reach } from '../engine/landSetup';
import { answer, play, scriptedChooser, start } from '../engine/helpers';

/** 7.4.3.3 Russia holds Constantinople at peace with France, which has a depot at Odessa: Russia is asked for leave. */
export function straitsLeaveAsked(): GameState {
  const s = newLandGame((sc) => {
    sc.relations = {
      wars: [
        ['france', 'austria'],
        ['france', 'britain'],
      ],
      alliances: [],
      enforcedPeace: [],
    };
    sc.forces.depots = [
      { owner: 'france', area: '463' },
      { owner: 'france', area: '244' },
    ];
    sc.forces.garrisons = [
      ...(sc.forces.garrisons ?? []),
      { nationality: 'france', area: '244', city: 'odessa', factors: { infantry: 1 } },
      { nationality: 'russia', area: '555', city: 'constantinople', factors: { infantry: 2 } },
    ];
  });
  const at = reach(s, 'russia', 'land/straitsLeave').s;
  if (!decisionOf(at, 'russia', 'land/straitsLeave')) throw new Error('no straits decision');
  return at;
}

/** 7.3.8.1 Austria and Britain move combined (4.9) and are asked their order of movement. */
export function moveOrderAsked(): GameState {
  return play(
    start(),
    (d, s) =>
      d.kind === 'political/declareCombinedMovement'
        ? answer(d, d.power === 'austria' ? ['britain'] : d.power === 'britain' ? ['austria'] : [])
        : scriptedChooser(d, s),
    (x) => x.pending.some((d) => d.kind === 'land/moveOrder'),
  ).state;
}
