// 11.7 (option twoSicilies) Naples and Sicily as one minor country with two districts (10.4; v2.71
// 10.4.5 counts Naples-Sicily among the multi-district minors in existence from the start):
// declared on, controlled, conquered and ceded as one; 8.8.2 one district ceded alone.
import { describe, expect, it } from 'vitest';
import { gameDataFromMap, newGame } from '../../shared/engine';
import { beginTx } from '../../shared/engine/tx';
import { loadMap } from '../../shared/data/map';
import type { GameEvent, GameState, MinorCountry, MinorId, PendingDecision } from '../../shared/model';
import { declareWarOptions } from '../../shared/rules/political/declarations';
import { setControl } from '../../shared/engine/steps/political/minorControl';
import { conquer } from '../../shared/engine/steps/land/conquest';
import { applyTerm } from '../../shared/engine/steps/political/peaceEffects';
import { districtCount, districtLinks } from '../../shared/rules/general';
import { twoSicilies } from '../../shared/rules/campaign/combinations';
import { playEconomic, startEconomic } from '../engine/economicSetup';
import type { ScenarioJson } from '../engine/economicSetup';
import { campaignFiles } from './setupInvariants';

const map = loadMap();
if (!map.ok) throw new Error('shipped map invalid');
const data = gameDataFromMap(map.map);
const grand = campaignFiles().find((f) => f.file.startsWith('14.7-'))!.json;
const start = (on: boolean): GameState => {
  const g = newGame({ scenario: grand, seed: 1, data, options: { rules: { twoSicilies: on } } });
  if (!g.ok) throw new Error(JSON.stringify(g.errors));
  return g.value;
};
const minor = (s: GameState, id: string) => s.minors.find((m) => m.id === id);
const french = (s: GameState): GameState => ({
  ...s, minors: s.minors.map((m): MinorCountry => (m.id === 'naples' || m.id === 'sicily' ? { id: m.id, name: m.name, status: 'free', controller: 'france' } : m)),
});

describe('11.7 / 10.4 the Two Sicilies declared on and controlled as one minor (Grand Campaign, 1805: both neutral)', () => {
  it('10.4.2 with 11.7 France may declare war on Naples for 2 political points (two districts) and not on Sicily alone; without it, each for 1', () => {
    const on = declareWarOptions(start(true), 'france', (m) => districtCount(start(true), m));
    expect(on.find((o) => o.value === 'minor:naples')?.label).toBe('Naples (neutral; -2 political points)');
    expect(on.some((o) => o.value === 'minor:sicily')).toBe(false);
    expect(districtCount(start(true), 'naples')).toBe(2);
    const off = declareWarOptions(start(false), 'france', (m) => districtCount(start(false), m));
    expect(off.find((o) => o.value === 'minor:naples')?.label).toBe('Naples (neutral; -1 political point)');
    expect(off.some((o) => o.value === 'minor:sicily')).toBe(true);
  });

  it('10.4.3 / 11.7.2 France given control of Naples (4.6.3) holds Sicily with it, as one free state whose values are doubled', () => {
    const tx = beginTx(start(true), data);
    setControl(tx, 'naples' as MinorId, 'france', 'free', '4.6.3', 'won the dice');
    expect(minor(tx.state, 'sicily')).toMatchObject({ status: 'free', controller: 'france' });
    expect(twoSicilies(tx.state)).toEqual({ corps: 'france', fleet: 'france', doubled: true });
  });
});

describe('11.7 / 10.4.3 the Two Sicilies conquered as one, and the kingdom lasts', () => {
  it('10.2.1.2 / 10.4.3 Britain conquering Naples from France takes Sicily too: 2 political points (one per district) each way, and Naples-Sicily stays one minor', () => {
    const tx = beginTx(french(start(true)), data);
    conquer(tx, minor(tx.state, 'naples')!, 'britain', 'france');
    expect(minor(tx.state, 'naples')).toMatchObject({ status: 'conquered', controller: 'britain' });
    expect(minor(tx.state, 'sicily')).toMatchObject({ controller: 'britain' });
    const pp = tx.events.filter((e): e is Extract<GameEvent, { type: 'politicalPointsChanged' }> => e.type === 'politicalPointsChanged' && e.rule === '10.2.1.2');
    expect(pp.map((e) => [e.power, e.delta])).toEqual([['britain', 2], ['france', -2]]);
    // unlike a v2.71 10.4.5 union made in the 8.9 step, the kingdom does not end with its primary's conquest
    expect(districtLinks(tx.state).some((l) => l.primary === 'naples' && l.secondary === 'sicily')).toBe(true);
    expect(districtCount(tx.state, 'naples')).toBe(2);
  });
});

describe('11.7 / 10.4.3 the Two Sicilies ceded by peace term B.7', () => {
  it('B.7 France cedes Naples to Britain: Sicily, held with it, goes to Britain too', () => {
    const tx = beginTx(french(start(true)), data);
    applyTerm(tx, 'france', 'britain', 'B.7:minor:naples', [['B.7:minor:naples']]);
    expect(minor(tx.state, 'naples')).toMatchObject({ controller: 'britain' });
    expect(minor(tx.state, 'sicily')).toMatchObject({ controller: 'britain' });
  });
});

describe('8.8.2 / 11.7 ceding the Two Sicilies whole, or one district alone (June Ceding Step, France allied with Spain, at peace)', () => {
  function ceding(answer: string): { seen: PendingDecision; before: GameState; after: GameState } {
    const before = startEconomic((j: ScenarioJson) => {
      j.relations.wars = [];
      j.minors = [...j.minors.filter((m) => !['naples', 'sicily', 'denmark', 'norway'].includes(String(m.id))), { id: 'naples', name: 'Naples', status: 'free', controller: 'france' }, { id: 'sicily', name: 'Sicily', status: 'free', controller: 'france' },
        { id: 'denmark', name: 'Denmark', status: 'conquered', controller: 'france' }];
    }, { options: { rules: { twoSicilies: true } } });
    let seen: PendingDecision | undefined;
    const after = playEconomic(before, (d) => {
      if (d.kind === 'economic/cede' && d.power === 'france') {
        seen = d;
        return answer;
      }
      if (d.kind === 'economic/acceptCession') return d.options[0]!.value;
      return undefined;
    }, (s) => s.log.slice(before.log.length).some((e) => e.type === 'stepEnded' && e.step === 'economic/ceding') && s.date.month === 6);
    if (!seen) throw new Error('France was not asked to cede');
    return { seen, before, after };
  }
  const points = (before: GameState, after: GameState) => after.log.slice(before.log.length).filter((e): e is Extract<GameEvent, { type: 'politicalPointsChanged' }> => e.type === 'politicalPointsChanged' && e.power === 'france' && (e.rule === '8.8.4' || e.rule === '8.8.2'));

  it('8.8 Naples is offered with Sicily, and each district alone (8.8.2), by name', () => {
    const { seen } = ceding('none');
    const labels = seen.options.filter((o) => String(o.value).endsWith('>spain')).map((o) => o.label);
    expect(labels).toEqual(expect.arrayContaining([
      'Cede Naples (with Sicily) to Spain',
      'Cede only the district of Naples, keeping Sicily to Spain (8.8.2)',
      'Cede only the district of Sicily (of Naples) to Spain (8.8.2)',
    ]));
  });

  it('10.4.3 Naples ceded whole: Sicily goes to Spain with it; France loses 1 political point (8.8.4)', () => {
    const { before, after } = ceding('minor:naples>spain');
    expect(minor(after, 'naples')).toMatchObject({ controller: 'spain' });
    expect(minor(after, 'sicily')).toMatchObject({ controller: 'spain' });
    expect(points(before, after).map((e) => e.delta)).toEqual([-1]);
  });

  it('8.8.2 Sicily ceded alone: Spain holds it apart (a free state under 11.7.2), Naples stays French, still a political point', () => {
    const { before, after } = ceding('district:sicily>spain');
    expect(minor(after, 'naples')).toMatchObject({ status: 'free', controller: 'france' });
    expect(minor(after, 'sicily')).toMatchObject({ status: 'free', controller: 'spain' });
    expect(points(before, after)).toMatchObject([{ delta: -1, rule: '8.8.2' }]);
    // 11.7.1 split: the Naples corps go with Naples, its fleet with Sicily's holder; 11.7.2 neither doubled
    expect(twoSicilies(after)).toEqual({ corps: 'france', fleet: 'spain', doubled: false });
    expect(districtCount(after, 'naples')).toBe(1);
  });

  it('8.8.2 / 10.4.1 Norway, a printed district of a French Denmark, ceded alone: it becomes a minor of its own held apart by Spain; Denmark keeps one district', () => {
    const { before, after } = ceding('district:norway>spain');
    expect(minor(before, 'norway')).toBeUndefined();
    expect(minor(after, 'norway')).toMatchObject({ name: 'Norway', status: 'conquered', controller: 'spain' });
    expect(minor(after, 'denmark')).toMatchObject({ status: 'conquered', controller: 'france' });
    expect(districtCount(after, 'denmark')).toBe(1);
    expect(points(before, after)).toMatchObject([{ delta: -1, rule: '8.8.2' }]);
  });
});
