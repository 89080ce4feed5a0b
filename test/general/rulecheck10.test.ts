// Independent cases from the rule text for sections 9-12 (session 14, rulecheck10), played
// through the engine: a state in a phase, the commands, the resulting state and events.
import { describe, expect, it } from 'vitest';
import { commandFor, forceDice } from '../../shared/engine';
import { apply, counterOf, decisionOf, newLandGame, reach } from '../engine/landSetup';

describe('10.6.3 a leader unstacked by besieged supply losses', () => {
  /** Vienna besieged by French I Corps; Austria's I Corps (Charles) inside with 1 infantry, the garrison 4 militia. */
  const besieged = () =>
    reach(
      newLandGame((sc) => {
        const cs = sc.forces.corps as Record<string, unknown>[];
        cs[0]!.area = '474';
        cs[3]!.city = 'vienna';
        cs[3]!.factors = { infantry: 1 };
        sc.forces.garrisons = [{ nationality: 'austria', area: '474', city: 'vienna', factors: { militia: 4 } }];
        sc.powers.austria = { money: 0, manpower: 9, politicalPoints: 0, victoryPoints: 0 };
      }),
      'austria',
      'land/supply',
    );

  it("10.6.3 the corps inside is emptied while the garrison holds on: Charles, left without a corps, is the besiegers' prisoner", () => {
    const { s: at, d } = besieged();
    let s = apply(forceDice(at, [6]), commandFor(d, []));
    const au = counterOf(s, 'au-1');
    const loss = decisionOf(s, 'austria', 'land/forageLosses')!;
    s = apply(s, commandFor(loss, `siege:474:vienna:${au}:infantry`));
    expect(s.corps.some((c) => c.id === 'au-1')).toBe(false);
    expect(s.garrisons.find((g) => g.area === '474')?.factors.militia).toBeGreaterThan(0);
    expect(s.leaders.find((l) => l.id === 'charles')!.location).toEqual({ kind: 'captured', by: 'france' });
    expect(s.log).toContainEqual(expect.objectContaining({ type: 'leaderCaptured', leader: 'charles', by: 'france', rule: '10.6.3' }));
  });
});
