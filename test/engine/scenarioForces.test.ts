// 13.1 scenario validation against the printed data: city and depot capacities (7.3.3.4,
// 7.3.3.5), corps boxes (2.4.2.1.1) and movement allowances (7.3.1.1), each error naming the
// file and the path in it.
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../shared/engine';
import { DATA, landScenario } from './landSetup';

type Sc = ReturnType<typeof landScenario>;
const corps = (sc: Sc) => sc.forces.corps as Record<string, unknown>[];
const errorsOf = (tweak: (sc: Sc) => void) => {
  const r = parseScenario(landScenario(tweak), { data: DATA, file: 'test-scenario.json' });
  return r.ok ? [] : r.errors;
};

describe('13.1 scenario capacities and allowances from the printed data', () => {
  it('the fixture as it stands is valid', () => {
    expect(errorsOf(() => {})).toEqual([]);
  });

  it('7.3.3.4 a 35-factor garrison in Vienna (4 spires: 20 factors) is refused, naming the file and path', () => {
    const errors = errorsOf((sc) => {
      sc.forces.garrisons = [{ nationality: 'austria', area: '474', city: 'vienna', factors: { militia: 35 } }];
    });
    expect(errors).toEqual([
      { file: 'test-scenario.json', path: 'forces.garrisons.0.factors', code: 'capacity', message: expect.stringMatching(/vienna holds at most 20 factors.*35/) },
    ]);
  });

  it('7.3.3.4 the corps inside a city count with its garrison', () => {
    const errors = errorsOf((sc) => {
      corps(sc)[3] = { ...corps(sc)[3], city: 'vienna', factors: { infantry: 17 } }; // with the 4 militia: 21
    });
    expect(errors).toMatchObject([{ path: 'forces.corps.3.factors', code: 'capacity' }]);
  });

  it('7.3.3.5 a depot holds at most 10 garrison factors', () => {
    const errors = errorsOf((sc) => {
      sc.forces.garrisons = [{ nationality: 'france', area: '326', factors: { infantry: 11 } }];
    });
    expect(errors).toMatchObject([{ file: 'test-scenario.json', path: 'forces.garrisons.0.factors', code: 'capacity' }]);
  });

  it('7.3.1.1 an infantry corps with movement 6 is refused; French infantry moves 4, cavalry 5, others 3', () => {
    const errors = errorsOf((sc) => {
      corps(sc)[3]!.movement = 6; // Austrian infantry: 3
      corps(sc)[0]!.movement = 3; // French infantry: 4
      corps(sc)[1]!.movement = 4; // French cavalry: 5
    });
    expect(errors.map((e) => [e.path, e.code])).toEqual([
      ['forces.corps.0.movement', 'badMovement'],
      ['forces.corps.1.movement', 'badMovement'],
      ['forces.corps.3.movement', 'badMovement'],
    ]);
    expect(errors[2]!.message).toMatch(/moves 3 .*not 6/);
  });

  it('7.3.1.1 a French-run minor corps whose counters print "(3)" moves 4; under another power it would move 3', () => {
    expect(errorsOf((sc) => (corps(sc)[2]!.movement = 3))).toMatchObject([{ path: 'forces.corps.2.movement', code: 'badMovement', message: expect.stringMatching(/moves 4/) }]);
    expect(errorsOf((sc) => {
      sc.minors = [{ id: 'bavaria', name: 'Bavaria', status: 'free', controller: 'austria' }];
      corps(sc)[2]!.movement = 3;
    })).toEqual([]);
  });

  it("2.4.2.1.1 a corps given a printed counter's id must fit its boxes: French I holds 20 infantry and 3 cavalry", () => {
    const errors = errorsOf((sc) => {
      const id = corps(sc)[0]!.id;
      corps(sc)[0] = { ...corps(sc)[0], id: 'france-i', name: 'I', factors: { infantry: 21, cavalry: 4 } };
      for (const l of (sc.forces.leaders ?? []) as Record<string, unknown>[]) if (l.with === id) l.with = 'france-i';
    });
    expect(errors.map((e) => e.path)).toEqual(['forces.corps.0.factors.infantry', 'forces.corps.0.factors.cavalry']);
  });
});
