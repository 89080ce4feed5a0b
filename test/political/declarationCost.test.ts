// 4.2.1.2 / 10.4.2 the war-declaration list shows a neutral minor at the cost that will be
// charged: a point per district it has now, not as printed.
import { describe, expect, it } from 'vitest';
import { gameDataFromMap, newGame } from '../../shared/engine';
import { beginTx } from '../../shared/engine/tx';
import { loadMap } from '../../shared/data/map';
import type { GameEvent, GameState, MinorCountry, MinorId } from '../../shared/model';
import { beginDeclarationsOfWar, chargeMinorDeclaration } from '../../shared/engine/steps/political/declarationsOfWar';
import { campaignFiles } from '../campaign/setupInvariants';

const map = loadMap();
if (!map.ok) throw new Error('shipped map invalid');
const data = gameDataFromMap(map.map);
const grand = campaignFiles().find((f) => f.file.startsWith('14.7-'))!.json;
const start = (): GameState => {
  const g = newGame({ scenario: grand, seed: 1, data });
  if (!g.ok) throw new Error(JSON.stringify(g.errors));
  return g.value;
};
/** 10.4.3.2 Finland held apart by Russia: an entry of its own. */
const finlandApart = (s: GameState): GameState => ({
  ...s,
  minors: [...s.minors, { id: 'finland' as MinorId, name: 'Finland', status: 'conquered', controller: 'russia' } as MinorCountry],
});
/** The label of `minor` in the list France is given in the Declarations of War Step. */
const listed = (s: GameState, minor: string) => {
  const tx = beginTx(s, data);
  beginDeclarationsOfWar(tx);
  const d = tx.state.pending.find((x) => x.power === 'france' && x.kind === 'political/declareWar')!;
  return d.options.find((o) => o.value === `minor:${minor}`)?.label;
};
const charged = (s: GameState, minor: string) => {
  const tx = beginTx(s, data);
  chargeMinorDeclaration(tx, 'france', minor as MinorId);
  return tx.events
    .filter((e): e is Extract<GameEvent, { type: 'politicalPointsChanged' }> => e.type === 'politicalPointsChanged')
    .map((e) => e.delta);
};

describe('4.2.1.2 / 10.4.2 the cost of a declaration on a neutral minor, as listed and as charged', () => {
  it('4.2.1.2 Sweden with Finland (as printed, two districts): listed at -2, charged 2', () => {
    const s = start();
    expect(listed(s, 'sweden')).toBe('Sweden (neutral; -2 political points)');
    expect(charged(s, 'sweden')).toEqual([-2]);
  });

  it('10.4.2 Sweden with Finland held apart by Russia has one district now: the list shows -1, what is charged', () => {
    const s = finlandApart(start());
    expect(listed(s, 'sweden')).toBe('Sweden (neutral; -1 political point)');
    expect(charged(s, 'sweden')).toEqual([-1]);
  });
});
