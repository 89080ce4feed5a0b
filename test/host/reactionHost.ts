import { createHost, memoryScenarioCatalog } from '../../main/host';
import { engineForSaves } from '../../main/host/gameSaves';
import { memorySaveStore } from '../../main/saves';
import type { Command } from '../../shared/engine';
import type { GameEvent, GameState, MajorPower } from '../../shared/model';
import { DATA, type LandScenario } from '../engine/landSetup';
import { askClient, SLOW_PROOF_OK } from './askClient';

/** A hot-seat game of `scenario` with reaction moves (opt:12.3.7.4) on a host in memory, `lan`'s seats left for machines of the LAN. */
export function hostWithReactions(scenario: LandScenario, lan: readonly MajorPower[]) {
  const saves = memorySaveStore<GameState, Command, GameEvent>({ engine: engineForSaves(DATA), appVersion: 'test' });
  const host = createHost({
    appVersion: 'test',
    kind: 'node',
    scenarios: memoryScenarioCatalog([scenario]),
    saves,
    data: DATA,
    limits: SLOW_PROOF_OK,
  });
  const owner = askClient(host, 'host');
  const game = owner.ask({
    type: 'newGame',
    scenarioId: scenario.id,
    seating: 'hotseat',
    lan,
    options: { rules: { reactionMoves: true } },
  });
  if (game.type !== 'gameOpened') throw new Error(JSON.stringify(game));
  return { host, owner, game };
}
