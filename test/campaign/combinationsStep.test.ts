// 8.9 the New Political Combinations Step played in the economic test campaign (1806) with the
// standing procedures answering it, and 11.1.3.3 the Polish forces after a conquest of Poland.
import { describe, expect, it } from 'vitest';
import { autoAnswer, seededRng } from '../../shared/engine/auto';
import { beginTx } from '../../shared/engine/tx';
import { conquer } from '../../shared/engine/steps/land/conquest';
import { controllerOf, powerPair } from '../../shared/model';
import type { Corps, GameEvent, GameState, MinorCountry, MinorId, PendingDecision } from '../../shared/model';
import { ECON_DATA, lines, playEconomic, sheet, startEconomic } from '../engine/economicSetup';
import { loadMap } from '../../shared/data/map';
import { describeEvent } from '../../renderer/features/log/eventText';

const events = <T extends GameEvent['type']>(s: GameState, t: T, from = 0) => s.log.slice(from).filter((e): e is Extract<GameEvent, { type: T }> => e.type === t);
const stepEnded = (step: string, month: number, from: number) => (s: GameState) =>
  s.log.slice(from).some((e) => e.type === 'stepEnded' && e.step === step) && s.date.month === month;

/** France runs Hanover and Hesse and holds Magdeburg (ceded): all of Westphalia (11.3.1). */
function westphalianFrance(): GameState {
  return startEconomic((j) => {
    j.minors.push({ id: 'hanover', name: 'Hanover', status: 'free', controller: 'france' }, { id: 'hesse', name: 'Hesse', status: 'free', controller: 'france' });
    j.economy.ceded = [{ province: 'magdeburg', holder: 'france' }];
  }, { options: { rules: { westphalia: true, kingdomOfItaly: true } } });
}

describe('8.9 the New Political Combinations Step in a campaign', () => {
  it('11.3.1 France creates the Kingdom of Westphalia in March 1806 (+1 political point, 11.3.5); the log names its parts', () => {
    const start = westphalianFrance();
    const seen: PendingDecision[] = [];
    const s = playEconomic(start, (d, st) => {
      if (d.kind !== 'campaign/newCombinations') return undefined;
      seen.push(d);
      return autoAnswer(st, d, seededRng(1), ECON_DATA);
    }, stepEnded('economic/newCombinations', 3, start.log.length));
    // only France qualifies for anything: one decision, Westphalia legal, Italy refused (Lombardy, Venetia, Romagna not held)
    expect(seen.map((d) => d.power)).toEqual(['france']);
    const opts = seen[0]!.options;
    expect(opts.find((o) => o.value === 'create:kingdom-of-westphalia')).toMatchObject({ verdict: { ok: true }, label: 'Create the Kingdom of Westphalia (+1 political point): Hanover, Hesse, Magdeburg' });
    expect(opts.find((o) => o.value === 'create:kingdom-of-italy')!.verdict).toMatchObject({ ok: false, rule: 'v2.71 11.2.1' });

    expect(s.combinations?.active).toMatchObject([{ id: 'kingdom-of-westphalia', controller: 'france', minors: ['hanover', 'hesse'], provinces: ['magdeburg'], created: { month: 3, year: 1806 } }]);
    expect(events(s, 'combinationChanged', start.log.length)).toMatchObject([{ change: 'created', power: 'france', name: 'the Kingdom of Westphalia', members: ['Hanover', 'Hesse', 'Magdeburg'], rule: '11.3.1' }]);
    expect(events(s, 'politicalPointsChanged', start.log.length).filter((e) => e.rule === '11.3.1')).toMatchObject([{ power: 'france', delta: 1 }]);
  });

  it('11.3.3.1 the kingdom ends at the next 8.9 step once France runs neither Hanover nor Hesse', () => {
    const start = westphalianFrance();
    const march = playEconomic(start, (d, st) => (d.kind === 'campaign/newCombinations' ? autoAnswer(st, d, seededRng(1), ECON_DATA) : undefined), stepEnded('economic/newCombinations', 3, start.log.length));
    expect(march.combinations?.active.length).toBe(1);
    const lost: GameState = { ...march, minors: march.minors.map((m) => (m.id === 'hanover' || m.id === 'hesse' ? { ...m, status: 'neutral' as const, controller: null } : m)) };
    const june = playEconomic(lost, undefined, stepEnded('economic/newCombinations', 6, lost.log.length));
    expect(june.combinations?.active).toEqual([]);
    expect(events(june, 'combinationChanged', lost.log.length)).toMatchObject([{ change: 'dissolved', combination: 'kingdom-of-westphalia', rule: '11.3.3.1' }]);
  });

  it('11.3.1 / 11.3.2 Magdeburg pays the kingdom, doubled on the Hanover sheet, and no longer France (June collection)', () => {
    const start = westphalianFrance();
    const march = playEconomic(start, (d, st) => (d.kind === 'campaign/newCombinations' ? autoAnswer(st, d, seededRng(1), ECON_DATA) : undefined), stepEnded('economic/newCombinations', 3, start.log.length));
    const june = playEconomic(march, undefined, stepEnded('economic/collection', 6, march.log.length));
    const map = loadMap();
    if (!map.ok) throw new Error('map');
    const magdeburg = map.map.provinceById('magdeburg')!;
    expect(lines(sheet(june, 'france'), 'taxes')).toContain('Magdeburg (ceded): part of the Kingdom of Westphalia');
    expect(lines(sheet(june, 'hanover'), 'taxes')).toContain(`Magdeburg (×2) ${2 * magdeburg.money}/0`);
  });

  it('8.9 is skipped while no combination option is in use', () => {
    const start = startEconomic();
    const s = playEconomic(start, undefined, (x) => x.log.slice(start.log.length).some((e) => e.type === 'stepSkipped' && e.step === 'economic/newCombinations'));
    expect(s.log.slice(start.log.length).find((e) => e.type === 'stepSkipped' && e.step === 'economic/newCombinations')).toMatchObject({ reason: 'none of the options 11.1-11.6, 11.8 is in use' });
  });
});

describe('11.1.3.3 Polish forces after the conquest of Poland', () => {
  /** Poland a Russian free state with one Polish corps on the map; France conquers it. */
  function conquered(option: boolean): { before: GameState; after: GameState } {
    const s0 = startEconomic(() => {}, { options: { rules: { poland: option } } });
    const poland: MinorCountry = { id: 'poland' as MinorId, name: 'Poland', status: 'free', controller: 'russia' };
    // beside a Russian corps, far from the French armies
    const model = s0.corps.find((c) => c.nationality === 'russia' && c.location.kind === 'area')!;
    const polish: Corps = { ...model, counter: 'pl-1' as Corps['counter'], id: 'poland-1' as Corps['id'], name: 'I Polish Corps', nationality: 'poland' as Corps['nationality'], factors: { infantry: 4 } };
    const before: GameState = { ...s0, minors: [...s0.minors, poland], corps: [...s0.corps, polish], relations: { ...s0.relations, wars: [...s0.relations.wars, powerPair('france', 'russia')] } };
    const tx = beginTx(before, ECON_DATA);
    conquer(tx, poland, 'france', 'russia');
    return { before, after: tx.state };
  }

  it('11.1.3.3 the Polish corps stays on the map under Russia, the former controller, not the conqueror', () => {
    const { after } = conquered(true);
    expect(after.minors.find((m) => m.id === 'poland')).toMatchObject({ status: 'conquered', controller: 'france' });
    expect(after.corps.filter((c) => c.nationality === 'poland')).toHaveLength(1);
    expect(controllerOf(after, 'poland' as Corps['nationality'])).toBe('russia');
    expect(after.combinations?.polishLoyalty).toBe('russia');
  });

  it('10.2.1.1 without the option the Polish forces leave the map with the conquest', () => {
    const { after } = conquered(false);
    expect(after.corps.filter((c) => c.nationality === 'poland')).toHaveLength(0);
  });

  it('11.1.3.3 the marker is kept at 8.9 while Polish factors remain at war, and let go once none is left', () => {
    const { after } = conquered(true);
    const kept = playEconomic(after, undefined, stepEnded('economic/newCombinations', 3, after.log.length));
    expect(kept.combinations?.polishLoyalty).toBe('russia');
    const gone: GameState = { ...kept, corps: kept.corps.filter((c) => c.nationality !== 'poland') };
    const june = playEconomic(gone, undefined, stepEnded('economic/newCombinations', 6, gone.log.length));
    expect(june.combinations?.polishLoyalty).toBeNull();
    expect(events(june, 'combinationChanged', gone.log.length)).toMatchObject([{ change: 'loyaltyReleased', power: 'russia', rule: '11.1.3.3', reason: 'no Polish army factor is left' }]);
  });
});

describe('11.1.4 a ceded Poland takes its forces and the loyalty marker with it', () => {
  it('11.1.4 the Polish corps follow the free state\'s new controller; 8.9 moves the marker', () => {
    const s0 = startEconomic(() => {}, { options: { rules: { poland: true } } });
    const poland: MinorCountry = { id: 'poland' as MinorId, name: 'Poland', status: 'free', controller: 'prussia' };
    const ceded: GameState = { ...s0, minors: [...s0.minors, poland], combinations: { active: [], polishLoyalty: 'russia', dominant: ['france', 'britain'] } };
    expect(controllerOf(ceded, 'poland' as Corps['nationality'])).toBe('prussia');
    const march = playEconomic(ceded, undefined, stepEnded('economic/newCombinations', 3, ceded.log.length));
    expect(march.combinations?.polishLoyalty).toBe('prussia');
  });
});

describe('the log says a combination change in words', () => {
  it('8.9 created, dissolved and dominance lines name powers and parts', () => {
    const say = (e: Record<string, unknown>) => describeEvent({ type: 'combinationChanged', combination: 'kingdom-of-westphalia', name: 'the Kingdom of Westphalia', power: 'france', members: [], rule: '11.3.1', reason: 'declared in the New Political Combinations Step', ...e } as unknown as GameEvent).text;
    expect(say({ change: 'created', members: ['Hanover', 'Hesse', 'Magdeburg'] })).toBe('France created the Kingdom of Westphalia (Hanover, Hesse and Magdeburg): declared in the New Political Combinations Step.');
    expect(say({ change: 'dominanceGained', power: 'russia', name: 'Russia', reason: 'net national objectives 61 VP' })).toBe('Russia is now a dominant power: net national objectives 61 VP.');
    expect(say({ change: 'peaceBlocked', power: 'britain', name: 'Great Britain', reason: 'no peace with France, whose surrender lacks C.6 removing Napoleon; the war goes on' }))
      .toBe('Great Britain makes no peace with France, whose surrender lacks C.6 removing Napoleon; the war goes on.');
    expect(say({ change: 'leaderImproved', power: 'prussia', name: 'Prussia', reason: 'Blücher from 3-4-3 to 4-5-4 while it stays a dominant power' }))
      .toBe('Prussia improves Blücher from 3-4-3 to 4-5-4 while it stays a dominant power.');
    expect(say({ change: 'provincesHome', power: 'prussia', name: 'Prussia', reason: 'Lorraine and Moravia, ceded to it before, are now its home provinces (those it gains later stay ceded)' }))
      .toBe('Prussia is dominant: Lorraine and Moravia, ceded to it before, are now its home provinces (those it gains later stay ceded).');
  });
});
