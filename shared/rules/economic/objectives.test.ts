import { describe, expect, it } from 'vitest';
import type { GameState } from '../../model';
import { DEFAULT_CHARTS } from '../../data/charts';
import { ECON_DATA, startEconomic } from '../../../test/engine/economicSetup';
import { objectiveScores, objectivesTotal } from './objectives';

const homeOf = (province: string) => ECON_DATA.economy!.provinces.find((p) => p.id === province)?.home ?? null;

describe('opt:8.1.3.2.3.4 national objectives charts', () => {
  it('opt:8.1.3.2.3.4 every power\'s chart is transcribed (Austria\'s first line: the German Confederation, 15)', () => {
    const chart = DEFAULT_CHARTS['national-objectives'].powers;
    expect(chart.austria.entries[0]).toMatchObject({ kind: 'control', target: { kind: 'combination', id: 'german-confederation' }, vp: 15 });
    expect(chart.britain.controlOrNeutral).toBe(true);
    expect(chart.britain.entries.find((e) => e.kind === 'lostHomeProvince')?.vp).toBe(-30);
    // rows as printed (France, Britain, Spain, Austria, Prussia, Russia, Turkey), the lost-province line included
    expect(Object.values(chart).map((c) => c.entries.length)).toEqual([18, 17, 14, 17, 13, 16, 14]);
  });

  it('opt:8.1.3.2.3.1 France in the test year: Holland held (+5), nothing lost', () => {
    const s = startEconomic();
    const france = objectiveScores(s, 'france', homeOf);
    expect(france.filter((x) => x.met).map((x) => [x.label, x.vp])).toEqual([['Holland', 5]]);
    expect(objectivesTotal(france)).toBe(5);
  });

  it('opt:8.1.3.2.3.1 a lost home province costs; a province ceded to the power counts; Britain scores neutral minors', () => {
    const s: GameState = { ...startEconomic(), ceded: [{ province: 'silesia' as never, home: 'prussia', holder: 'austria' }] };
    expect(objectiveScores(s, 'austria', homeOf).find((x) => x.label === 'Silesia')).toMatchObject({ met: true, vp: 5 });
    expect(objectiveScores(s, 'prussia', homeOf).find((x) => x.label === '1 home province lost')).toMatchObject({ met: true, vp: -10 });
    // Denmark is neutral in the test year: it counts for Britain ("control or neutrality")
    expect(objectiveScores(s, 'britain', homeOf).find((x) => x.label === 'Denmark')).toMatchObject({ met: true, vp: 5 });
    // Holland is French: "Flanders and/or Holland controlled by any other power" -30
    expect(objectiveScores(s, 'britain', homeOf).find((x) => x.label === 'Flanders or Holland held by another power')).toMatchObject({ met: true, vp: -30 });
  });

  it('opt:8.1.3.2.3.1 France\'s royal marriage (+10) counts with Austria, not with Turkey; Russia\'s Straits (+15) while C.5 binds Turkey and they are at peace', () => {
    const base = startEconomic();
    const pol = base.political!;
    const wed = (with_: 'austria' | 'turkey'): GameState => ({ ...base, political: { ...pol, royalMarriages: [{ powers: with_ === 'austria' ? ['austria', 'france'] : ['france', 'turkey'], since: base.date, allianceUntil: base.date }] } });
    expect(objectiveScores(base, 'france', homeOf).find((x) => x.label === 'Royal Marriage')).toMatchObject({ met: false, vp: 0 });
    expect(objectiveScores(wed('austria'), 'france', homeOf).find((x) => x.label === 'Royal Marriage')).toMatchObject({ met: true, vp: 10 });
    expect(objectiveScores(wed('turkey'), 'france', homeOf).find((x) => x.label === 'Royal Marriage')).toMatchObject({ met: false, vp: 0 });
    const c5: GameState = { ...base, relations: { ...base.relations, wars: base.relations.wars.filter(([a, b]) => !(a === 'russia' && b === 'turkey') && !(a === 'turkey' && b === 'russia')), access: [{ grantor: 'turkey', grantee: 'russia', kind: 'unconditional', since: base.date }] } };
    expect(objectiveScores(base, 'russia', homeOf).find((x) => x.label === 'The Straits')).toMatchObject({ met: false, vp: 0 });
    expect(objectiveScores(c5, 'russia', homeOf).find((x) => x.label === 'The Straits')).toMatchObject({ met: true, vp: 15 });
    // footnote b: a new war between Russia and Turkey voids it
    const war: GameState = { ...c5, relations: { ...c5.relations, wars: [...c5.relations.wars, ['russia', 'turkey']] } };
    expect(objectiveScores(war, 'russia', homeOf).find((x) => x.label === 'The Straits')).toMatchObject({ met: false, vp: 0 });
  });
});
