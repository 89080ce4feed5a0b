// v2.71 12.11 militia and landwehr (option): the pure rules, on the Economic Phase's test campaign
// and the real map. Numbers are the rule's: 5 %, three militia an infantry factor, morale 2.5, -1.
import { describe, expect, it } from 'vitest';
import type { AreaId, Corps, GameState, LandMap, MajorPower } from '../../../model';
import { ECON_DATA, startEconomic } from '../../../../test/engine/economicSetup';
import { methodOneMorale, methodTwoMorale } from '../combat/morale';
import type { CombatUnit } from '../combat/types';
import {
  economicLossDieModifier, landwehrAtSetup, landwehrChoiceVerdict, landwehrMilitiaMorale, militiaBarred, militiaMoveBarred, setupInfantry, setupMilitiaLimit, setupMilitiaPowers,
} from './landwehr';

const MAP: LandMap = ECON_DATA.land!;
const on = (s: GameState, landwehr: Partial<NonNullable<GameState['landwehr']>> = {}): GameState => ({
  ...s, options: { ...s.options, rules: { ...s.options.rules, militiaAndLandwehr: true } }, landwehr: { active: [], ever: [], surrendered: [], ...landwehr },
});
const base = startEconomic();
const corps = (s: GameState, id: string): Corps => s.corps.find((c) => c.id === id)!;

/** A land area of `power`'s home nation beside one outside it, by an ordinary border. */
function borderPair(power: MajorPower): { home: AreaId; abroad: AreaId } {
  for (const a of MAP.landAreas ?? []) {
    if (MAP.area(a)?.homeOf !== power) continue;
    const out = MAP.edges(a).find((e) => e.crossingSea === null && MAP.area(e.to) !== undefined && MAP.area(e.to)!.homeOf !== power);
    if (out) return { home: a, abroad: out.to };
  }
  throw new Error(`no border area for ${power}`);
}

describe('opt:12.11 militia and landwehr: 12.11.1 militia in corps', () => {
  it('12.11.1 a Russian corps takes militia at home and not abroad; with the option off nothing changes', () => {
    const { home, abroad } = borderPair('russia');
    const s = on(base);
    const russian = { nationality: 'russia', type: 'infantry' } as const;
    expect(militiaBarred(s, MAP, russian, home)).toBeNull();
    expect(militiaBarred(s, MAP, russian, abroad)).toMatchObject({ ok: false, code: 'capacity', rule: '12.11.1' });
    expect(militiaBarred(s, MAP, russian, null)).toMatchObject({ ok: false, rule: '12.11.1' }); // aboard a fleet
    expect(militiaBarred(base, MAP, russian, abroad)).toBeNull();
  });

  it('12.11.1 a British or Spanish corps holding militia may not step out of its home nation; one without militia may', () => {
    for (const power of ['britain', 'spain', 'russia'] as const) {
      // Britain has no land border: Vienna (474) stands for anywhere abroad, reached by landing
      const abroad = power === 'britain' ? ('474' as AreaId) : borderPair(power).abroad;
      const c = { ...corps(base, base.corps.find((x) => x.nationality === power)!.id), factors: { infantry: 4, militia: 2 } };
      expect(militiaMoveBarred(on(base), c, MAP.area(abroad)), power).toMatchObject({ ok: false, code: 'noAccess', rule: '12.11.1' });
      expect(militiaMoveBarred(on(base), { ...c, factors: { infantry: 6 } }, MAP.area(abroad)), power).toBeNull();
      expect(militiaMoveBarred(base, c, MAP.area(abroad)), `${power} option off`).toBeNull();
    }
  });

  it('12.11.1 Austrian and Prussian corps take no militia until the landwehr is active; the insurrection corps always may; France is not limited', () => {
    const s = on(base);
    expect(militiaBarred(s, MAP, { nationality: 'austria', type: 'infantry' }, '474' as AreaId)).toMatchObject({ ok: false, rule: '12.11.1' });
    expect(militiaBarred(s, MAP, { nationality: 'prussia', type: 'infantry' }, null)).toMatchObject({ ok: false, rule: '12.11.1' });
    expect(militiaBarred(s, MAP, { nationality: 'austria', type: 'insurrection' }, '474' as AreaId)).toBeNull();
    expect(militiaBarred(on(base, { active: ['austria'] }), MAP, { nationality: 'austria', type: 'infantry' }, '474' as AreaId)).toBeNull();
    expect(militiaBarred(s, MAP, { nationality: 'france', type: 'infantry' }, '474' as AreaId)).toBeNull();
  });
});

describe('v2.71 12.11.2 militia at set-up', () => {
  it('12.11.2 up to 5 % of the set-up infantry, rounded down: 140 → 7, 39 → 1, 19 → none', () => {
    expect(setupMilitiaLimit(140)).toBe(7);
    expect(setupMilitiaLimit(39)).toBe(1);
    expect(setupMilitiaLimit(19)).toBe(0);
  });

  it('12.11.2 only campaigns beginning in 1805, every power but Turkey; the test campaign (1806) has none', () => {
    const s = on(base);
    expect(setupMilitiaPowers(s)).toEqual([]);
    const in1805 = { ...s, date: { month: 9, year: 1805 } };
    expect(setupMilitiaPowers(in1805)).toEqual(['france', 'britain', 'spain', 'austria', 'prussia', 'russia']);
    // Austria's set-up infantry: I Corps 12 and II Corps 10 (the Vienna garrison is militia)
    expect(setupInfantry(s, 'austria')).toBe(22);
  });

  it('ruling: Austrian militia set up in a regular corps (II Corps, 2) start the game with its landwehr active; the insurrection corps does not count', () => {
    expect(landwehrAtSetup(on(base))).toEqual(['austria']);
    const noMilitia = on({ ...base, corps: base.corps.map((c) => (c.id === 'austria-ii' ? { ...c, factors: { infantry: 12 } } : c)) });
    expect(landwehrAtSetup(noMilitia)).toEqual([]);
  });
});

describe('v2.71 12.11.3 the landwehr', () => {
  it('12.11.3 raised only after an unconditional surrender; stood down (12.11.3.1) only once no regular corps holds militia', () => {
    const s = on(base);
    expect(landwehrChoiceVerdict(s, 'austria', 'activate')).toMatchObject({ ok: false, code: 'notEligible', rule: '12.11.3' });
    expect(landwehrChoiceVerdict(on(base, { surrendered: ['austria'] }), 'austria', 'activate')).toEqual({ ok: true });
    expect(landwehrChoiceVerdict(on(base, { surrendered: ['france'] }), 'france', 'activate')).toMatchObject({ ok: false, rule: '12.11.3' });
    const active = on(base, { active: ['austria'], ever: ['austria'] });
    // II Corps holds 2 militia
    expect(landwehrChoiceVerdict(active, 'austria', 'deactivate')).toMatchObject({ ok: false, rule: '12.11.3.1', detail: expect.stringContaining(corps(base, 'austria-ii').counter) });
    const emptied = { ...active, corps: active.corps.map((c) => (c.id === 'austria-ii' ? { ...c, factors: { infantry: 12 } } : c)) };
    expect(landwehrChoiceVerdict(emptied, 'austria', 'deactivate')).toEqual({ ok: true });
  });

  it('12.11.3 militia of an active landwehr\'s regular corps are 2.5, the insurrection corps\' stay 2.0 (chart)', () => {
    const active = on(base, { active: ['austria'] });
    expect(landwehrMilitiaMorale(active, { nationality: 'austria', type: 'infantry' })).toBe(2.5);
    expect(landwehrMilitiaMorale(active, { nationality: 'austria', type: 'insurrection' })).toBeUndefined();
    expect(landwehrMilitiaMorale(on(base), { nationality: 'austria', type: 'infantry' })).toBeUndefined();
  });

  it('12.11.3 Method One: 10 infantry at 3.5 and 10 militia give 2.8 (2.75 rounded up), 3.0 with the landwehr\'s 2.5', () => {
    const unit = (militiaMorale?: number): CombatUnit => ({ id: 'a', kind: 'corps', power: 'austria', nationality: 'austria', factors: { infantry: 10, militia: 10 }, morale: { infantry: 3.5 }, ...(militiaMorale ? { militiaMorale } : {}) });
    expect(methodOneMorale([unit()]).value).toBe(2.8);
    expect(methodOneMorale([unit(2.5)]).value).toBe(3);
  });

  it('12.11.3 Method Two, the rulebook\'s Austrian army (3 guard, 28 infantry, 6 militia): 3.2, and 3.8 when the militia are landwehr (2.5 is above 2.0)', () => {
    const unit = (militiaMorale?: number): CombatUnit => ({ id: 'a', kind: 'corps', power: 'austria', nationality: 'austria', factors: { guard: 3, infantry: 28, militia: 6 }, ...(militiaMorale ? { militiaMorale } : {}) });
    expect(methodTwoMorale([unit()]).value).toBe(3.2);
    expect(methodTwoMorale([unit(2.5)]).value).toBe(3.8);
  });

  it('12.11.3.1 one off the economic loss roll while the landwehr is active, nothing once stood down', () => {
    expect(economicLossDieModifier(on(base, { active: ['prussia'], ever: ['prussia'] }), 'prussia')).toBe(-1);
    expect(economicLossDieModifier(on(base, { ever: ['prussia'] }), 'prussia')).toBe(0);
  });
});
