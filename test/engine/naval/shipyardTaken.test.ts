// 12.1.2.2 (option ship building locations) a free state's shipyard taken by an enemy, played through
// the Naval Reinforcement Step: the taker chooses to destroy the ships building there or to let them
// go on; a mixed force rolls competitive dice (10.8) for the choice.
import { describe, expect, it } from 'vitest';
import { viewFor } from '../../../shared/engine';
import { autoAnswer, seededRng } from '../../../shared/engine/auto';
import type { GameState, MajorPower } from '../../../shared/model';
import { amsterdamTaken, answer, customNaval, mapData, neutral, playUntil, reachStep, startNaval } from './navalSetup';

const SHIPS = { rules: { shipBuildingLocations: true } };
const holland = (s: GameState) => s.navy!.ships.filter((x) => x.nationality === 'holland');
const question = (s: GameState) => s.pending.find((d) => d.kind === 'naval/shipyardTaken');

/** April 1805: France's free state Holland has 3 ships building in Amsterdam; `takers` hold the city, at war with France. */
const taken = (takers: MajorPower[], dice: number[] = []): GameState => amsterdamTaken({ takers, dice });

describe('12.1.2.2 a captured free-state shipyard', () => {
  it('12.1.2.2 Great Britain, holding Amsterdam, destroys the Dutch ships building for France', () => {
    let s = taken(['britain']);
    const q = question(s)!;
    expect(q).toMatchObject({ power: 'britain', rule: '12.1.2.2' });
    expect(q.prompt).toBe(
      'Your forces hold Amsterdam, where 3 Holland ships building for France lie in the shipyard: destroy them, or let construction go on?',
    );
    // France's orders wait for the answer
    expect(s.pending.some((d) => d.kind === 'reinforcement/naval' && d.power === 'france')).toBe(false);
    s = answer(s, 'naval/shipyardTaken', 'britain', 'destroy:holland:amsterdam');
    expect(holland(s)).toEqual([]);
    expect(s.log.find((e) => e.type === 'shipyardTaken')).toMatchObject({
      taker: 'britain',
      ships: 3,
      destroyed: true,
      portName: 'Amsterdam',
    });
    expect(s.pending.some((d) => d.kind === 'reinforcement/naval' && d.power === 'france')).toBe(true);
  });

  it('12.1.2.2 construction goes on when the taker wishes: the ships wait, and it is not asked again', () => {
    let s = taken(['britain']);
    s = answer(s, 'naval/shipyardTaken', 'britain', 'build:holland:amsterdam');
    expect(holland(s)).toEqual([{ power: 'france', nationality: 'holland', ships: 3, port: 'amsterdam', sparedBy: 'britain' }]);
    expect(s.log.find((e) => e.type === 'shipyardTaken')).toMatchObject({ destroyed: false });
    // May's step: the same taker still holds the port; no question
    s = playUntil(
      s,
      (x) => x.date.month === 5 && x.cursor.step === 'reinforcement/naval' && x.cursor.phasing.includes('france'),
      2000,
      neutral,
    );
    expect(question(s)).toBeUndefined();
    expect(holland(s)[0]?.ships).toBe(3);
  });

  it('12.1.2.2 a mixed force: its own competitive dice pick the power that decides (Britain 6 beats Russia 1)', () => {
    // 10.3.2.1 the first two dice give Russia the command of the shared city (2 to 5); the shipyard is rolled for apart
    const s = taken(['britain', 'russia'], [2, 5, 6, 1]);
    expect(
      s.log
        .filter((e) => e.type === 'diceRolled' && e.rule === '12.1.2.2')
        .map((e) => (e.type === 'diceRolled' ? [e.purpose, e.value] : null)),
    ).toEqual([
      ['Great Britain for the shipyard of Amsterdam', 6],
      ['Russia for the shipyard of Amsterdam', 1],
    ]);
    expect(question(s)?.power).toBe('britain');
  });

  it("12.1.2.1 a major power's ships building in a port an enemy occupies are destroyed: nobody is asked", () => {
    const s = reachStep(
      startNaval(
        customNaval({
          powers: ['france', 'britain'],
          wars: [['france', 'britain']],
          fleets: [{ id: 'gb-a', nationality: 'britain', ships: 5, location: { kind: 'sea', area: '734' } }],
          garrisons: [{ nationality: 'britain', area: '310', city: 'amsterdam', factors: { infantry: 1 } }],
          minors: [{ id: 'holland', name: 'Holland', status: 'conquered', controller: 'france' }],
          start: { month: 4, year: 1805 },
          reinforcements: [{ date: { month: 4, year: 1805 }, power: 'france', ships: 2, shipsPort: 'amsterdam' }],
        }),
        { options: SHIPS },
      ),
      'reinforcement/naval',
      'france',
    );
    expect(question(s)).toBeUndefined();
    expect(s.navy!.ships.filter((x) => x.nationality === 'france')).toEqual([]);
    // the loss is logged for France (its pool is its own: nobody else's log shows it)
    const lost = { type: 'shipyardLost', owner: 'france', nationality: 'france', portName: 'Amsterdam', ships: 2, rule: '12.1.2.1' };
    expect(s.log).toContainEqual(lost);
    expect(viewFor(s, 'france').log).toContainEqual(lost);
    expect(viewFor(s, 'britain').log.some((e) => e.type === 'shipyardLost')).toBe(false);
  });

  it("12.1.2.2 the standing procedures destroy an enemy's ships; without the option nothing is asked", () => {
    const s = taken(['britain']);
    expect(autoAnswer(s, question(s)!, seededRng(1), mapData())).toBe('destroy:holland:amsterdam');
    const off = amsterdamTaken({ powers: ['france', 'britain'], locations: false });
    expect(question(off)).toBeUndefined();
  });
});
