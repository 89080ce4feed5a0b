// 10.3.2.1 / 10.8 a city garrisoned by several powers, none the controller of its territory:
// unmodified competitive dice decide who holds it for combat (issue 18, general branch).
import { describe, expect, it } from 'vitest';
import { forceDice } from '../../shared/engine';
import { beginTx } from '../../shared/engine/tx';
import type { GameState, Garrison } from '../../shared/model';
import { settleCityDisputes } from '../../shared/engine/steps/general/disputes';
import { cityHolder } from '../../shared/rules/land/movement';
import { competitiveWinner } from '../../shared/rules/general';
import { DATA, startPolitical } from '../political/politicalSetup';

const MUNICH_AREA = '326' as never;
const MUNICH = 'munich' as never;
const garrison = (nationality: string, infantry: number) => ({ nationality, area: MUNICH_AREA, place: { kind: 'city', city: MUNICH }, factors: { infantry } }) as unknown as Garrison;

/** Munich (French-run Bavaria) held by an Austrian and a Russian garrison, no French or Bavarian factors inside. */
function mixedMunich(): GameState {
  const s = startPolitical();
  return { ...s, garrisons: [...s.garrisons.filter((g) => g.area !== MUNICH_AREA), garrison('austria', 2), garrison('russia', 3)] };
}

describe('10.8 / 10.3.2.1 settling who holds a mixed city', () => {
  it('10.8 competitive dice: the highest die wins; those tied for highest roll again', () => {
    const dice = [3, 5, 5, 2, 6, 4];
    const winner = competitiveWinner(['a', 'b', 'c'], () => dice.shift()!);
    // 3 5 5: b and c tie; then 2 against 6: c
    expect(winner).toBe('c');
    expect(dice).toEqual([4]);
  });

  it('10.3.2.1 Austrian and Russian garrisons in French-run Munich: the dice decide (Austria 2, Russia 5: Russia holds it for combat), logged with the city\'s name', () => {
    const s = mixedMunich();
    expect(cityHolder(s, MUNICH_AREA, MUNICH, DATA.land)).toBe('austria'); // before the dice: the first garrison stands in
    const tx = beginTx(forceDice(s, [2, 5]), DATA);
    settleCityDisputes(tx);
    expect(tx.state.general?.cityHolders).toEqual([{ area: MUNICH_AREA, city: MUNICH, power: 'russia' }]);
    expect(cityHolder(tx.state, MUNICH_AREA, MUNICH, DATA.land)).toBe('russia');
    const e = tx.events.find((x) => x.type === 'cityHolderDiced');
    expect(e).toMatchObject({ holder: 'russia', powers: ['austria', 'russia'], rule: '10.3.2.1' });
    expect(tx.events.filter((x) => x.type === 'diceRolled' && x.rule === '10.8').map((x) => (x.type === 'diceRolled' ? x.purpose : ''))).toEqual(['Austria for the command of Munich', 'Russia for the command of Munich']);
    // settled: no second roll while Russia's factors stay
    const again = beginTx(tx.state, DATA);
    settleCityDisputes(again);
    expect(again.events).toEqual([]);
  });

  it('10.3.2.1 the territory\'s controller among the garrisons holds the city without dice; a tie is rolled again', () => {
    const withFrance: GameState = { ...mixedMunich(), garrisons: [...mixedMunich().garrisons, garrison('france', 1)] };
    const tx = beginTx(withFrance, DATA);
    settleCityDisputes(tx);
    expect(tx.events).toEqual([]);
    expect(cityHolder(withFrance, MUNICH_AREA, MUNICH, DATA.land)).toBe('france');
    const tie = beginTx(forceDice(mixedMunich(), [4, 4, 6, 1]), DATA);
    settleCityDisputes(tie);
    expect(cityHolder(tie.state, MUNICH_AREA, MUNICH, DATA.land)).toBe('austria');
  });

  it("10.3.2.1 the disputed cities are found again when any part they read changes (issue 20: kept while the same objects)", () => {
    const s = mixedMunich();
    const settle = (x: GameState) => {
      const tx = beginTx(forceDice(x, [2, 5]), DATA);
      settleCityDisputes(tx);
      return tx.events.filter((e) => e.type === 'cityHolderDiced').length;
    };
    expect(settle(s)).toBe(1);
    expect(settle(s)).toBe(1); // the same state: the same answer
    // Bavaria (Munich's territory) now Austria's: its controller stands in the city, no dice
    expect(settle({ ...s, minors: s.minors.map((m) => (m.id === 'bavaria' ? { ...m, controller: 'austria' as const } : m)) })).toBe(0);
    expect(settle(s)).toBe(1);
    // the Russian garrison gone: one power inside, no dispute
    expect(settle({ ...s, garrisons: s.garrisons.filter((g) => g.nationality !== 'russia') })).toBe(0);
    expect(settle(s)).toBe(1);
    // the holder already recorded (10.8's dice thrown before)
    expect(settle({ ...s, general: { ...(s.general ?? {}), cityHolders: [{ area: MUNICH_AREA, city: MUNICH, power: 'russia' }] } })).toBe(0);
  });
});
