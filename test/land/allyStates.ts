// Engine states with the ally branch's decisions open, for the screens (test/e2e/allyDecisions.e2e.ts).
import type { GameState } from '../../shared/model';
import { decisionOf, newLandGame, order, reach } from '../engine/landSetup';
import { answer, play, scriptedChooser, smallCampaign, start } from '../engine/helpers';

type Sc = Parameters<NonNullable<Parameters<typeof newLandGame>[0]>>[0];

/**
 * 7.4.3.3 France at war with Austria and Britain, with depots at Toulon and Odessa (held by a French
 * garrison); Russia, at peace with France and not its ally, holds Constantinople.
 */
export function straitsGame(tweak: (sc: Sc) => void = () => {}): GameState {
  return newLandGame((sc) => {
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
    tweak(sc);
  });
}

/** 7.4.3.3 the game above at the moment Russia is asked for leave. */
export function straitsLeaveAsked(): GameState {
  const at = reach(straitsGame(), 'russia', 'land/straitsLeave').s;
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

/** 7.3.3 a Russian corps and a Russian garrison factor inside Austrian-held Vienna, beside the Austrian militia. */
export function alliedVienna(): GameState {
  const s = newLandGame((sc) => {
    const corps = sc.forces.corps as Record<string, unknown>[];
    corps[4] = { ...corps[4], area: '474', factors: { infantry: 4, cavalry: 1 } };
    corps[3] = { ...corps[3], area: '476' };
  });
  let at = reach(s, 'russia', 'land/movement').s;
  const ru = at.corps.find((c) => c.id === 'ru-1')!.counter;
  at = order(at, 'russia', 'land/movement', `detach:${ru}:cavalry:vienna`);
  at = order(at, 'russia', 'land/movement', `in:${ru}:vienna`);
  return at;
}

/** 7.3.8.1 Austria, Britain and Russia move combined (4.9) and are asked their order of movement. */
export function threeAlliesMoveOrderAsked(): GameState {
  const trio = ['austria', 'britain', 'russia'] as const;
  const scenario = smallCampaign() as ReturnType<typeof smallCampaign> & { relations: { alliances: string[][] } };
  scenario.relations.alliances.push(['britain', 'russia']);
  return play(
    start({ scenario }),
    (d, s) =>
      d.kind === 'political/declareCombinedMovement'
        ? answer(d, (trio as readonly string[]).includes(d.power) ? trio.filter((p) => p !== d.power) : [])
        : scriptedChooser(d, s),
    (x) => x.pending.some((d) => d.kind === 'land/moveOrder'),
  ).state;
}
