// 11.8 dominant status, what the v2.71 counts give (opt:11.8.3 / opt:11.8.4 read the national
// objectives charts of v2.71 8.1.3.2.3.1), played in the 8.9 New Political Combinations Step; what
// rising does at once: 11.8.2.5 one improved leader, 11.8.2.6 ceded provinces turned home.
import { describe, expect, it } from 'vitest';
import { applyCommand, commandFor, gameDataFromMap, newGame, pendingDecisions } from '../../shared/engine';
import { sideLeaders } from '../../shared/engine/steps/land/fieldCombat/forces';
import { improveRatings } from '../../shared/rules/campaign/combinations/effects';
import { loadMap } from '../../shared/data/map';
import type { CounterId, DecisionAnswer, GameEvent, GameState, LeaderId, MinorCountry, MinorId, PendingDecision, ProvinceId } from '../../shared/model';
import { netObjectives, homePowerOf } from '../../shared/rules/campaign/combinations';
import { objectiveScores, objectivesTotal } from '../../shared/rules/economic';
import { campaignFiles } from './setupInvariants';
import { ECON_DATA, lines, playEconomic, sheet, startEconomic } from '../engine/economicSetup';

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

describe('opt:11.8.3 the count of national objectives reads the game\'s landwehr (12.11.3.1)', () => {
  it('opt:11.8.3 France runs the German Confederation: Austria counts -10 for it, -20 once it has raised its landwehr (with opt:12.11 in play)', () => {
    const s0 = startEconomic(() => {}, { options: { rules: { ...V271, militiaAndLandwehr: true } } });
    const confederation: GameState = {
      ...s0,
      combinations: { active: [{ id: 'german-confederation', name: 'the Confederation of the Rhine', controller: 'france', minors: ['baden', 'berg'] as MinorId[], provinces: [], created: s0.date }], polishLoyalty: null, dominant: ['france', 'britain'] },
    };
    const never: GameState = { ...confederation, landwehr: { active: [], ever: [], surrendered: [] } };
    const raised: GameState = { ...confederation, landwehr: { active: [], ever: ['austria'], surrendered: [] } };
    expect(netObjectives(never, 'austria')).toBe(netObjectives(s0, 'austria') - 10);
    expect(netObjectives(raised, 'austria')).toBe(netObjectives(never, 'austria') - 10);
    // France's own count does not change with Austria's landwehr
    expect(netObjectives(raised, 'france')).toBe(netObjectives(never, 'france'));
    // without opt:12.11 a landwehr record counts for nothing
    const off: GameState = { ...raised, options: { ...raised.options, rules: { ...raised.options.rules, militiaAndLandwehr: false } } };
    expect(netObjectives(off, 'austria')).toBe(netObjectives(never, 'austria'));
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

describe('11.8.2.5 / 11.8.2.6 played: Prussia rises to dominant status in the March 8.9 step (11.8.3.2 as printed)', () => {
  /**
   * The economic test campaign at peace, Prussia holding every home province and four of its six
   * territories: Denmark and the Palatinate (minors), Lorraine (ceded by France) and Moravia (ceded
   * by Austria); Blücher (3-4-3) with a Prussian corps and Brunswick (2-2-3) in the pool.
   */
  function risen(script: (d: PendingDecision) => DecisionAnswer | undefined = () => undefined): { start: GameState; end: GameState; corps: string } {
    const s0 = startEconomic(() => {}, { options: { rules: { alternateDominantPowers: true, dominantPowersV271: false } } });
    const corps = s0.corps.find((c) => c.nationality === 'prussia' && c.location.kind === 'area')!.counter;
    const own = (id: string, name: string): MinorCountry => ({ id: id as MinorId, name, status: 'conquered', controller: 'prussia' });
    const start: GameState = {
      ...s0, relations: { ...s0.relations, wars: [] },
      minors: [...s0.minors.filter((m) => m.id !== 'denmark' && m.id !== 'palatinate'), own('denmark', 'Denmark'), own('palatinate', 'Palatinate')],
      ceded: [{ province: 'lorraine' as ProvinceId, home: 'france', holder: 'prussia' }, { province: 'moravia' as ProvinceId, home: 'austria', holder: 'prussia' }],
      leaders: [...s0.leaders, { id: 'blucher' as LeaderId, name: 'Blücher', owner: 'prussia', location: { kind: 'corps', counter: corps as CounterId } }, { id: 'brunswick' as LeaderId, name: 'Brunswick', owner: 'prussia', location: { kind: 'pool' } }],
      combinations: { active: [], polishLoyalty: null, dominant: ['france', 'britain'] },
    };
    return { start, end: playEconomic(start, (d) => script(d), stepEnded('economic/newCombinations', 3, start.log.length)), corps };
  }
  const offered: PendingDecision[] = [];
  const pickBlucher = (d: PendingDecision) => {
    if (d.kind !== 'campaign/newCombinations' || d.power !== 'prussia') return undefined;
    offered.push(d);
    return ['improve:blucher'];
  };

  it('11.8.2.5 Prussia is offered one leader to improve, best rated first, each with its ratings before and after; Blücher then fights at 4-5-4', () => {
    const { start, end, corps } = risen(pickBlucher);
    expect(changes(end, start.log.length).find((e) => e.change === 'dominanceGained')).toMatchObject({ power: 'prussia', rule: '11.8.3.2' });
    const d = offered[0]!;
    expect(d.options.filter((o) => String(o.value).startsWith('improve:'))).toMatchObject([
      { value: 'improve:blucher', label: 'Improve Blücher: 3-4-3 to 4-5-4 while Prussia stays dominant', verdict: { ok: true } },
      { value: 'improve:brunswick', label: 'Improve Brunswick: 2-2-3 to 3-3-4 while Prussia stays dominant', verdict: { ok: true } },
    ]);
    expect(changes(end, start.log.length).find((e) => e.change === 'leaderImproved')).toMatchObject({ power: 'prussia', members: ['Blücher'], rule: '11.8.2.5', reason: 'Blücher from 3-4-3 to 4-5-4 while it stays a dominant power' });
    const before = sideLeaders(start, [corps])[0]!;
    const after = sideLeaders(end, [corps])[0]!;
    expect([before.strategic, before.tactical, before.tacticalMax]).toEqual([3, 4, 3]);
    expect([after.strategic, after.tactical, after.tacticalMax]).toEqual([4, 5, 4]);
    // fallen again: the improvement goes
    const fallen: GameState = { ...end, combinations: { ...end.combinations!, dominant: ['france', 'britain'] } };
    expect(sideLeaders(fallen, [corps])[0]!.strategic).toBe(3);
  });

  it('11.8.2.5 two leaders at once are refused; no leader may pass 5-5-6', () => {
    const { start } = risen();
    const at = playEconomic(start, undefined, (x) => pendingDecisions(x).some((d) => d.kind === 'campaign/newCombinations' && d.power === 'prussia'));
    const d = pendingDecisions(at).find((x) => x.kind === 'campaign/newCombinations' && x.power === 'prussia')!;
    expect(applyCommand(at, commandFor(d, ['improve:blucher', 'improve:brunswick']), ECON_DATA)).toMatchObject({ ok: false, error: { rule: '11.8.2.5' } });
    expect(improveRatings({ strategic: 5, tactical: 4, tacticalMax: 6 })).toEqual({ strategic: 5, tactical: 5, tacticalMax: 6 });
    // a rating already above the cap is not lowered (Napoleon's strategic 6)
    expect(improveRatings({ strategic: 6, tactical: 5, tacticalMax: 5 })).toEqual({ strategic: 6, tactical: 5, tacticalMax: 6 });
  });

  it('11.8.2.6 Lorraine and Moravia, ceded to Prussia before, become Prussian home provinces: Moravia\'s manpower is collected in June', () => {
    const { start, end } = risen();
    expect(changes(end, start.log.length).find((e) => e.change === 'provincesHome')).toMatchObject({ power: 'prussia', members: ['Lorraine', 'Moravia'], rule: '11.8.2.6',
      reason: 'Lorraine and Moravia, ceded to it before, are now its home provinces (those it gains later stay ceded)' });
    const june = playEconomic(end, undefined, stepEnded('economic/collection', 6, end.log.length));
    const moravia = map.map.provinceById('moravia' as ProvinceId)!;
    expect(moravia.manpower).toBeGreaterThan(0);
    // counted as a home province: named plainly (not "ceded") and its manpower collected
    expect(lines(sheet(june, 'prussia'), 'taxes')).toContain(`Moravia ${moravia.money}/0`);
    expect(lines(sheet(june, 'prussia'), 'manpower')).toContain(`Moravia 0/${moravia.manpower}`);
    // a province ceded to Prussia after it rose stays ceded: no manpower (8.2.2)
    const later: GameState = { ...end, ceded: [...(end.ceded ?? []), { province: 'bohemia' as ProvinceId, home: 'austria', holder: 'prussia' }] };
    const june2 = playEconomic(later, undefined, stepEnded('economic/collection', 6, later.log.length));
    expect(lines(sheet(june2, 'prussia'), 'manpower')).toContain('Bohemia (ceded): a ceded province gives no manpower');
  });
});

describe('opt:11.8.3 played: Prussia gains dominant status at 60 net national objectives and loses it under 40', () => {
  /** The economic test campaign at peace; Prussia holds Saxony (20 on its chart) and `more` besides. */
  function prussia(more: Record<string, string>, dominant: boolean): { start: GameState; end: GameState } {
    const s0 = startEconomic(() => {}, { options: { rules: V271 } });
    const minors = [...s0.minors.filter((m) => !(m.id in more)), ...Object.entries(more).map(([id, name]) => ({ id: id as MinorId, name, status: 'conquered' as const, controller: 'prussia' as const }))];
    const start: GameState = { ...s0, minors, relations: { ...s0.relations, wars: [] }, combinations: { active: [], polishLoyalty: null, dominant: dominant ? ['france', 'britain', 'prussia'] : ['france', 'britain'] } };
    return { start, end: playEconomic(start, undefined, stepEnded('economic/newCombinations', 3, start.log.length)) };
  }
  const status = (s: GameState, from: number) => changes(s, from).filter((e) => e.power === 'prussia' && (e.change === 'dominanceGained' || e.change === 'dominanceLost'));
  it('Saxony 20, Hanover 20, Hesse 15 and Berg 5: 60 VP, Prussia becomes dominant; without Berg (55) it does not', () => {
    const at60 = prussia({ hanover: 'Hanover', hesse: 'Hesse', berg: 'Berg' }, false);
    expect(netObjectives(at60.start, 'prussia')).toBe(60);
    expect(status(at60.end, at60.start.log.length)).toMatchObject([{ change: 'dominanceGained', rule: 'opt:11.8.3', reason: 'net national objectives 60 VP' }]);
    const at55 = prussia({ hanover: 'Hanover', hesse: 'Hesse' }, false);
    expect(netObjectives(at55.start, 'prussia')).toBe(55);
    expect(status(at55.end, at55.start.log.length)).toEqual([]);
  });
  it('a dominant Prussia keeps the status at 40 (Saxony, Hanover) and loses it at 35 (Saxony, Hesse)', () => {
    const at40 = prussia({ hanover: 'Hanover' }, true);
    expect(netObjectives(at40.start, 'prussia')).toBe(40);
    expect(status(at40.end, at40.start.log.length)).toEqual([]);
    const at35 = prussia({ hesse: 'Hesse' }, true);
    expect(netObjectives(at35.start, 'prussia')).toBe(35);
    expect(status(at35.end, at35.start.log.length)).toMatchObject([{ change: 'dominanceLost', rule: 'opt:11.8.3' }]);
  });
});
