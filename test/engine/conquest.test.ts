import { describe, expect, it } from 'vitest';
import type { GameEvent, GameState } from '../../shared/model';
import { newLandGame, playUntil } from './landSetup';

type Row = Record<string, unknown>;

/** Austria holds both cities of Bavaria's primary district (Munich, Nuremburg); France's corps stand aside. */
function austriaInBavaria(tweak: (sc: Parameters<NonNullable<Parameters<typeof newLandGame>[0]>>[0]) => void = () => {}): GameState {
  return newLandGame((sc) => {
    const cs = sc.forces.corps as Row[];
    cs[0]!.area = '325';
    sc.forces.garrisons = [
      { nationality: 'austria', area: '326', city: 'munich', factors: { infantry: 3 } },
      { nationality: 'austria', area: '322', city: 'nuremburg', factors: { infantry: 2 } },
    ];
    sc.forces.depots = [{ owner: 'france', area: '325' }];
    tweak(sc);
  });
}

/** Play on until the Conquest Step of `month` has ended (or the game is over). */
function afterConquestStep(s: GameState, month: number): GameState {
  const ended = (x: GameState) => x.log.slice(s.log.length).some((e) => e.type === 'stepEnded' && e.step === 'land/conquest') && x.date.month === month;
  return playUntil(s, (x) => x.over !== null || x.date.month > month || ended(x));
}
const events = <T extends GameEvent['type']>(s: GameState, t: T) => s.log.filter((e): e is Extract<GameEvent, { type: T }> => e.type === t);

describe('7.7 / 10.2.1 conquest of minor countries', () => {
  it('10.2.1 holding every city of the primary district starts the clock at one Conquest Step and conquers at the next', () => {
    const start = austriaInBavaria();
    const ppFrance = start.powers.france.politicalPoints;
    const ppAustria = start.powers.austria.politicalPoints;
    const may = afterConquestStep(start, 5);
    expect(events(may, 'minorOccupied')).toMatchObject([{ minor: 'bavaria', by: 'austria', from: 'france', rule: '10.2.1' }]);
    expect(may.minors.find((m) => m.id === 'bavaria')).toMatchObject({ controller: 'france', occupation: { by: 'austria', since: { month: 5, year: 1805 } } });
    expect(events(may, 'minorConquered')).toEqual([]);

    const june = afterConquestStep(may, 6);
    expect(events(june, 'minorConquered')).toMatchObject([{ minor: 'bavaria', by: 'austria', from: 'france' }]);
    const bavaria = june.minors.find((m) => m.id === 'bavaria')!;
    expect(bavaria).toMatchObject({ status: 'conquered', controller: 'austria' });
    expect(bavaria.occupation).toBeUndefined();
    // 10.2.1.2 one district: +1 to the conqueror, -1 to the former controller
    expect(june.powers.austria.politicalPoints).toBe(ppAustria + 1);
    expect(june.powers.france.politicalPoints).toBe(ppFrance - 1);
    // 10.2.1.1 the Bavarian corps leaves the map, explained by an event
    expect(june.corps.some((c) => c.nationality === 'bavaria')).toBe(false);
    expect(events(june, 'factorsChanged').filter((e) => e.rule === '10.2.1.1')).toMatchObject([{ nationality: 'bavaria', delta: -4 }]);
  });

  it('10.2.1 (v2.71) one city of the primary district still French: no occupation, no conquest', () => {
    const s = afterConquestStep(austriaInBavaria((sc) => {
      (sc.forces.garrisons as Row[])[1] = { nationality: 'bavaria', area: '322', city: 'nuremburg', factors: { infantry: 2 } };
    }), 6);
    expect(events(s, 'minorOccupied')).toEqual([]);
    expect(s.minors.find((m) => m.id === 'bavaria')).toMatchObject({ status: 'free', controller: 'france' });
  });

  it('7.7 is asterisked: a scenario game skips the Conquest Step (13.0)', () => {
    const s = afterConquestStep(austriaInBavaria((sc) => {
      sc.kind = 'scenario';
      sc.sides = [['france'], ['britain', 'austria', 'russia']];
    }), 6);
    expect(s.log.some((e) => e.type === 'stepSkipped' && e.step === 'land/conquest')).toBe(true);
    expect(events(s, 'minorOccupied')).toEqual([]);
  });
});
