import { describe, expect, it } from 'vitest';
import { commandFor, forceDice } from '../../shared/engine';
import type { GameEvent, GameState, MajorPower } from '../../shared/model';
import { apply, decisionOf, peninsula, reach } from './landSetup';


/** Answer `power`'s supply decision with every later die forced to `die`. */
function supplyWithDice(s: GameState, power: MajorPower, die: number): GameState {
  const at = reach(s, power, 'land/supply').s;
  return apply(forceDice(at, Array.from({ length: 40 }, () => die)), commandFor(decisionOf(at, power, 'land/supply')!, []));
}

const changes = (before: GameState, after: GameState) =>
  after.log.slice(before.log.length).filter((e): e is Extract<GameEvent, { type: 'guerillasChanged' }> => e.type === 'guerillasChanged');

describe('7.6 / 10.1.1 the Guerilla Step', () => {
  it('10.1.1.1.2 a French corps in New Castille (guerilla value 4): a die of 1 raises three guerilla factors beside it', () => {
    const s = reach(peninsula(['406']), 'spain', 'land/movement').s;
    const after = supplyWithDice(s, 'spain', 1);
    expect(changes(s, after)).toMatchObject([{ area: '406', province: 'new-castille', delta: 3, rule: '10.1.1.1.2' }]);
    expect(after.irregulars.filter((i) => i.kind === 'guerilla')).toMatchObject([{ nationality: 'spain', area: '406', factors: 3 }]);
  });

  it('10.1.1.1.2 a die at or above the guerilla value raises none', () => {
    const s = reach(peninsula(['406']), 'spain', 'land/movement').s;
    expect(changes(s, supplyWithDice(s, 'spain', 4))).toEqual([]);
  });

  it('10.1.1.2 two French corps (+1) rolling 4 beat New Castille\'s 4: every guerilla of the province goes', () => {
    const s = peninsula(['405', '409'], ['407', '410']);
    const after = supplyWithDice(s, 'france', 4);
    expect(changes(s, after).map((e) => [e.area, e.delta, e.rule])).toEqual([['407', -2, '10.1.1.2'], ['410', -2, '10.1.1.2']]);
  });

  it('10.1.1.2 one corps rolling 4 does not beat 4: the guerillas stay', () => {
    const s = peninsula(['405'], ['407']);
    expect(changes(s, supplyWithDice(s, 'france', 4))).toEqual([]);
  });

  it('10.1.1.4 no enemy left in Spain: Spain\'s Guerilla Step removes every guerilla', () => {
    const s = peninsula([], ['407', '395']);
    const after = supplyWithDice(s, 'spain', 3);
    expect(changes(s, after).map((e) => [e.area, e.rule])).toEqual([['407', '10.1.1.4'], ['395', '10.1.1.4']]);
    expect(after.irregulars.some((i) => i.kind === 'guerilla')).toBe(false);
  });
});

describe('8.8 / 10.1.1 ceded Spanish provinces raise no guerillas', () => {
  const cede = (s: GameState, province: string, holder: MajorPower = 'france'): GameState =>
    ({ ...s, ceded: [...(s.ceded ?? []), { province, home: 'spain', holder }] }) as GameState;

  it('10.1.1.1.2 / 8.8 New Castille ceded to France: its French corps raises no guerillas on a die of 1', () => {
    const s = cede(reach(peninsula(['406']), 'spain', 'land/movement').s, 'new-castille');
    expect(changes(s, supplyWithDice(s, 'spain', 1))).toEqual([]);
  });

  it('10.1.1.4 / 8.8 an enemy left only in a ceded province does not keep the guerillas: all are removed', () => {
    const s = cede(peninsula(['406'], ['395']), 'new-castille');
    const at = reach(s, 'spain', 'land/movement').s;
    const after = supplyWithDice(at, 'spain', 3);
    expect(changes(at, after).map((e) => [e.area, e.rule])).toEqual([['395', '10.1.1.4']]);
  });

  it('8.8.6 a province ceded back to Spain is unceded again: guerillas rise as before', () => {
    const s = cede(reach(peninsula(['406']), 'spain', 'land/movement').s, 'new-castille', 'spain');
    expect(changes(s, supplyWithDice(s, 'spain', 1))).toMatchObject([{ area: '406', province: 'new-castille', delta: 3, rule: '10.1.1.1.2' }]);
  });
});
