// Section 11 each combination created in a played 8.9 step of the economic test campaign (March
// 1806), control marked on the record (11.1.1.2, 11.2.1.1, 11.3.1.1, 11.4.1, 11.5.1.1, 11.6.1.1),
// and the French-run "(3)" corps moving 4 only inside a French combination (11.2.2.1, 11.3.2.1,
// 11.4.2, 11.5.2.1), not by 7.3.1.1 alone.
import { describe, expect, it } from 'vitest';
import { autoAnswer, seededRng } from '../../shared/engine/auto';
import type { Corps, GameEvent, GameState, PendingDecision } from '../../shared/model';
import { ECON_DATA, playEconomic, startEconomic } from '../engine/economicSetup';
import type { ScenarioJson } from '../engine/economicSetup';

const stepEnded = (step: string, month: number, from: number) => (s: GameState) =>
  s.log.slice(from).some((e) => e.type === 'stepEnded' && e.step === step) && s.date.month === month;
const createAll = (d: PendingDecision, s: GameState) => (d.kind === 'campaign/newCombinations' ? autoAnswer(s, d, seededRng(1), ECON_DATA) : undefined);
const created = (s: GameState, from: number) => s.log.slice(from).filter((e): e is Extract<GameEvent, { type: 'combinationChanged' }> => e.type === 'combinationChanged' && e.change === 'created');
const free = (id: string, controller: string) => ({ id, name: id[0]!.toUpperCase() + id.slice(1), status: 'free', controller });

/** The fixture edited, `patch` applied to the state, played through the March 8.9 step. */
function march(edit: (j: ScenarioJson) => void, rules: Record<string, boolean>, patch: (s: GameState) => GameState = (s) => s): { start: GameState; end: GameState } {
  const start = patch(startEconomic(edit, { options: { rules } }));
  return { start, end: playEconomic(start, createAll, stepEnded('economic/newCombinations', 3, start.log.length)) };
}

/** A Lombardy "(3)" infantry corps beside the fixture's Bavarian one (the state, not the scenario file). */
const withLombardCorps = (s: GameState, movement = 3): GameState => {
  const model = s.corps.find((c) => c.nationality === 'bavaria')!;
  return { ...s, corps: [...s.corps, { ...model, counter: 'lo-1' as Corps['counter'], id: 'lombardy-i' as Corps['id'], nationality: 'lombardy' as Corps['nationality'], name: 'I', movement }] };
};

describe('control marked for each combination created in the 8.9 step', () => {
  it('11.2.1.1 / opt:11.2 / opt:11.2.1 France creates the Kingdom of Italy from Lombardy, Venetia and Romagna; 11.2.2.1 the Lombard corps moves 4', () => {
    const { start, end } = march((j) => {
      j.minors.push(free('lombardy', 'france'), free('venetia', 'france'), free('romagna', 'france'));
    }, { kingdomOfItaly: true }, withLombardCorps);
    expect(end.combinations?.active).toMatchObject([{ id: 'kingdom-of-italy', controller: 'france', minors: ['lombardy', 'venetia', 'romagna'] }]);
    expect(created(end, start.log.length)).toMatchObject([{ power: 'france', name: 'the Kingdom of Italy', rule: 'v2.71 11.2.1' }]);
    expect(end.corps.find((c) => c.counter === 'lo-1')!.movement).toBe(4);
  });

  it('11.2.2.1 without the kingdom a French-run Lombard "(3)" corps moves 3: the 7.3.1.1 bonus no longer gives 4', () => {
    const { end } = march((j) => {
      j.minors.push(free('lombardy', 'france'));
    }, { kingdomOfItaly: true }, (s) => withLombardCorps(s, 4));
    // it began with the 4 that 7.3.1.1 gives a French-run "(3)" corps
    expect(end.combinations?.active ?? []).toEqual([]);
    expect(end.corps.find((c) => c.counter === 'lo-1')!.movement).toBe(3);
    // the fixture's French-run Bavarian corps keeps its 4: no option governs Bavaria here
    expect(end.corps.find((c) => c.nationality === 'bavaria')!.movement).toBe(4);
  });

  it('11.4.1 / 11.4.2 the Kingdom of Bavaria: without the Tyrol the French-run Bavarian corps drops to 3; with it the kingdom is created and it keeps 4', () => {
    const without = march(() => {}, { bavaria: true }).end;
    expect(without.combinations?.active ?? []).toEqual([]);
    expect(without.corps.find((c) => c.nationality === 'bavaria')!.movement).toBe(3);
    const { start, end } = march((j) => {
      j.economy.ceded = [{ province: 'tyrol', holder: 'france' }];
    }, { bavaria: true });
    expect(end.combinations?.active).toMatchObject([{ id: 'kingdom-of-bavaria', controller: 'france', minors: ['bavaria'], provinces: ['tyrol'] }]);
    expect(created(end, start.log.length)).toMatchObject([{ power: 'france', rule: '11.4.1', members: ['Bavaria', 'Tyrol'] }]);
    expect(end.corps.find((c) => c.nationality === 'bavaria')!.movement).toBe(4);
  });

  it('11.5.1.1 / opt:11.5 / opt:11.5.1 / opt:11.5.1.4 France creates the Confederation of the Rhine (four German states with corps, three without, after C.8), +2 political points (11.5.5)', () => {
    const { start, end } = march((j) => {
      j.minors.push(free('baden', 'france'), free('wurttemberg', 'france'), free('hesse', 'france'), free('berg', 'france'), free('duchies', 'france'), free('kleves', 'france'));
    }, { confederationOfTheRhine: true }, (s) => ({ ...s, political: { ...s.political!, holyRomanEmpireDissolved: true } }));
    expect(end.combinations?.active).toMatchObject([{ id: 'german-confederation', controller: 'france', name: 'the Confederation of the Rhine' }]);
    expect([...end.combinations!.active[0]!.minors].sort()).toEqual(['baden', 'bavaria', 'berg', 'duchies', 'hesse', 'kleves', 'wurttemberg']);
    const pp = end.log.slice(start.log.length).filter((e): e is Extract<GameEvent, { type: 'politicalPointsChanged' }> => e.type === 'politicalPointsChanged' && e.rule === 'v2.71 11.5');
    expect(pp.map((e) => [e.power, e.delta])).toEqual([['france', 2]]);
  });

  it('11.6.1 / 11.6.1.1 / opt:11.6 Turkey creates the Ottoman Empire with six of the eight North African and Levantine minors', () => {
    const { start, end } = march((j) => {
      for (const m of ['algeria', 'cyrenaica', 'egypt', 'morocco', 'syria', 'tunisia']) j.minors.push(free(m, 'turkey'));
    }, { ottomanEmpire: true });
    expect(end.combinations?.active).toMatchObject([{ id: 'ottoman-empire', controller: 'turkey', name: 'the Ottoman Empire' }]);
    expect(created(end, start.log.length)).toMatchObject([{ power: 'turkey', rule: '11.6.1' }]);
  });

  it('11.6.1 five of the eight are not enough: Turkey is asked nothing', () => {
    const seen: PendingDecision[] = [];
    const start = startEconomic((j) => {
      for (const m of ['algeria', 'cyrenaica', 'egypt', 'morocco', 'syria']) j.minors.push(free(m, 'turkey'));
    }, { options: { rules: { ottomanEmpire: true } } });
    const end = playEconomic(start, (d) => {
      if (d.kind === 'campaign/newCombinations') seen.push(d);
      return undefined;
    }, stepEnded('economic/newCombinations', 3, start.log.length));
    expect(seen).toEqual([]);
    expect(end.combinations?.active ?? []).toEqual([]);
  });
});
