// 11.8 dominant status, what the v2.71 counts give (opt:11.8.3 / opt:11.8.4 read the national
// objectives charts of v2.71 8.1.3.2.3.1), played in the 8.9 New Political Combinations Step.
import { describe, expect, it } from 'vitest';
import { gameDataFromMap, newGame } from '../../shared/engine';
import { loadMap } from '../../shared/data/map';
import type { GameEvent, GameState, MinorCountry, MinorId } from '../../shared/model';
import { netObjectives, homePowerOf } from '../../shared/rules/campaign/combinations';
import { objectiveScores, objectivesTotal } from '../../shared/rules/economic';
import { campaignFiles } from './setupInvariants';
import { playEconomic, startEconomic } from '../engine/economicSetup';

const map = loadMap();
if (!map.ok) throw new Error('shipped map invalid');
const data = gameDataFromMap(map.map);
const V271 = { alternateDominantPowers: true, dominantPowersV271: true } as const;

const stepEnded = (step: string, month: number, from: number) => (s: GameState) =>
  s.log.slice(from).some((e) => e.type === 'stepEnded' && e.step === step) && s.date.month === month;
const changes = (s: GameState, from: number) =>
  s.log.slice(from).filter((e): e is Extract<GameEvent, { type: 'combinationChanged' }> => e.type === 'combinationChanged');

describe('opt:11.8.4 the net national objectives France and Great Britain begin the 1805 campaigns with', () => {
  const starting1805 = campaignFiles().filter((f) => f.file.startsWith('14.4-') || f.file.startsWith('14.7-'));
  it.each(starting1805.map((f) => [f.file, f.json] as const))('%s: Great Britain -20, France 15, as opt:11.8.4 states', (_file, json) => {
    const g = newGame({ scenario: json, seed: 1, data, options: { rules: V271 } });
    if (!g.ok) throw new Error(JSON.stringify(g.errors));
    // Malta +5 and Gibraltar +5, Flanders and Holland held by France -30; the neutral minors earn nothing here
    expect(netObjectives(g.value, 'britain')).toBe(-20);
    // Flanders +10, Holland +5
    expect(netObjectives(g.value, 'france')).toBe(15);
    // the final count (opt:8.1.3.2.3.1) keeps the chart's "control or neutrality" heading for Britain:
    // Sweden, Portugal (10 each), Denmark, Sicily and Egypt (5 each) are neutral at the start
    expect(objectivesTotal(objectiveScores(g.value, 'britain', homePowerOf))).toBe(-20 + 35);
  });
});

describe('opt:11.8.4 played: Great Britain falls at -40 in the 8.9 step', () => {
  /** The economic test campaign with no war left, Holland French (-30), Portugal neutral and `malta` as given. */
  function at(malta: MinorCountry['controller']): { start: GameState; end: GameState } {
    const s0 = startEconomic(() => {}, { options: { rules: V271 } });
    const minors = [...s0.minors.filter((m) => m.id !== 'malta' && m.id !== 'portugal'), { id: 'portugal' as MinorId, name: 'Portugal', status: 'neutral' as const, controller: null },
      { id: 'malta' as MinorId, name: 'Malta', status: malta ? 'conquered' as const : 'neutral' as const, controller: malta }];
    const start: GameState = { ...s0, minors, relations: { ...s0.relations, wars: [] }, combinations: { active: [], polishLoyalty: null, dominant: ['france', 'britain'] } };
    return { start, end: playEconomic(start, undefined, stepEnded('economic/newCombinations', 3, start.log.length)) };
  }
  it('Malta French (-10 more): Britain at -40 loses dominant status, announced with its count', () => {
    const { start, end } = at('france');
    expect(netObjectives(start, 'britain')).toBe(-40);
    const lost = changes(end, start.log.length).find((e) => e.change === 'dominanceLost' && e.power === 'britain');
    expect(lost).toMatchObject({ rule: 'opt:11.8.4', reason: 'net national objectives -40 VP' });
    expect(end.combinations?.dominant).not.toContain('britain');
  });
  it('Malta neutral: Britain at -30 keeps it (a neutral minor neither earns nor costs in this count)', () => {
    const { start, end } = at(null);
    expect(netObjectives(start, 'britain')).toBe(-30);
    expect(changes(end, start.log.length).some((e) => e.power === 'britain')).toBe(false);
    expect(end.combinations?.dominant).toContain('britain');
  });
});
