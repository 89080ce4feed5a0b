// 7.5.4.1.1.2 the rule's own example: a city holding 15 factors is undergarrisoned (+1 to the
// assault roll) with 9 factors or fewer inside. Linz (area 475) has three spires (15 factors)
// and one fleche (7.5.4.1.1.1, -1).
import { describe, expect, it } from 'vitest';
import { commandFor, forceDice } from '../../shared/engine';
import type { GameEvent, GameState } from '../../shared/model';
import { apply, decisionOf, newLandGame, reach } from '../engine/landSetup';

type Row = Record<string, unknown>;

function assaultLinz(garrison: number, die: number): Extract<GameEvent, { type: 'siegeAssaultRolled' }> {
  const start = newLandGame((sc) => {
    const cs = sc.forces.corps as Row[];
    cs[0] = { ...cs[0], area: '475', factors: { infantry: 12 } };
    cs[3]!.area = '467';
    sc.forces.garrisons = [{ nationality: 'austria', area: '475', city: 'linz', factors: { infantry: garrison } }];
  });
  const s: GameState = reach(start, 'france', 'land/siege').s;
  const d = decisionOf(s, 'france', 'land/siege')!;
  const after = apply(forceDice(s, [die]), commandFor(d, 'assault:475:linz'));
  return after.log.slice(s.log.length).find((e): e is Extract<GameEvent, { type: 'siegeAssaultRolled' }> => e.type === 'siegeAssaultRolled')!;
}

describe('7.5.4.1.1.2 undergarrisoned (the rule\'s example)', () => {
  it('7.5.4.1.1.2 capacity 15 with 9 factors inside: +1 (and 7.5.4.1.1.1 one fleche: -1)', () => {
    expect(assaultLinz(9, 3)).toMatchObject({ die: 3, fleches: 1, undergarrisoned: true, modifiedRoll: 3 });
  });
  it('7.5.4.1.1.2 capacity 15 with 10 factors inside: no +1', () => {
    expect(assaultLinz(10, 3)).toMatchObject({ die: 3, fleches: 1, undergarrisoned: false, modifiedRoll: 2 });
  });
});
