// 11.8.2.6 (option 11.8) provinces turned home are home to every rule that asks, not only to the
// Economic Phase: peace terms (B.7 / C.4, 11.9.1.1), reinforcement cities (5.2.2.2.1-5.2.2.2.2) and
// the v2.71 7.2.3.1 test of ceded provinces. Played: Prussia rises in the March 8.9 step holding
// Moravia (ceded by Austria) and Lorraine (ceded by France).
import { describe, expect, it } from 'vitest';
import type { GameState, MinorCountry, MinorId, ProvinceId, Treaty } from '../../shared/model';
import { victorTermOptions } from '../../shared/rules/political/peace';
import { heldHomeProvinces, lostHomeProvinces } from '../../shared/rules/political/homeNation';
import { garrisonArea } from '../../shared/rules/reinforcement';
import { isCededNow, turnedHomeTo } from '../../shared/rules/campaign/combinations/homeTurned';
import { holdingOf } from '../../shared/rules/economic';
import { ECON_DATA, playEconomic, startEconomic } from '../engine/economicSetup';

const stepEnded = (step: string, month: number, from: number) => (s: GameState) =>
  s.log.slice(from).some((e) => e.type === 'stepEnded' && e.step === step) && s.date.month === month;

/** As in combinationsStatus.test.ts: the economic test campaign at peace, Prussia holding its four territories (11.8.3.2 as printed). */
function risen(): { start: GameState; end: GameState } {
  const s0 = startEconomic(() => {}, { options: { rules: { alternateDominantPowers: true, dominantPowersV271: false } } });
  const own = (id: string, name: string): MinorCountry => ({ id: id as MinorId, name, status: 'conquered', controller: 'prussia' });
  const start: GameState = {
    ...s0, relations: { ...s0.relations, wars: [] },
    minors: [...s0.minors.filter((m) => m.id !== 'denmark' && m.id !== 'palatinate'), own('denmark', 'Denmark'), own('palatinate', 'Palatinate')],
    ceded: [{ province: 'lorraine' as ProvinceId, home: 'france', holder: 'prussia' }, { province: 'moravia' as ProvinceId, home: 'austria', holder: 'prussia' }],
    combinations: { active: [], polishLoyalty: null, dominant: ['france', 'britain'] },
  };
  return { start, end: playEconomic(start, undefined, stepEnded('economic/newCombinations', 3, start.log.length)) };
}

const treaty = (loser: GameState['powers'] extends Record<infer P, unknown> ? P : never, victor: typeof loser): Treaty =>
  ({ loser, victor, kind: 'unconditional', accepted: true, terms: [], done: false, forced: false });

describe('11.8.2.6 played: the provinces Prussia held when it rose are its home provinces everywhere', () => {
  const { start, end } = risen();

  it('11.8.2.6 the 8.9 step turned Moravia and Lorraine home: one predicate answers Prussia, and they are no longer ceded (v2.71 7.2.3.1)', () => {
    expect(end.combinations?.dominant).toContain('prussia');
    expect(turnedHomeTo(start, 'moravia')).toBeNull();
    expect(turnedHomeTo(end, 'moravia')).toBe('prussia');
    expect(isCededNow(start, 'moravia')).toBe(true);
    expect(isCededNow(end, 'moravia')).toBe(false);
    // the Economic Phase reads the same predicate (8.2.2)
    const moravia = ECON_DATA.economy!.provinces.find((p) => p.id === 'moravia')!;
    expect(holdingOf(start, moravia).kind).toBe('ceded');
    expect(holdingOf(end, moravia).kind).toBe('home');
  });

  it('11.8.2.6 peace terms: Moravia and Lorraine may be demanded of Prussia as home provinces (B.7, C.4); Austria still lacks Moravia', () => {
    const b7 = (s: GameState) => victorTermOptions(s, treaty('prussia', 'austria'), []).filter((o) => String(o.value).startsWith('B.7:province:')).map((o) => String(o.value));
    expect(b7(start)).not.toContain('B.7:province:moravia');
    expect(b7(end)).toEqual(expect.arrayContaining(['B.7:province:moravia', 'B.7:province:lorraine']));
    const c4 = victorTermOptions(end, treaty('prussia', 'austria'), []).filter((o) => String(o.value).startsWith('C.4:')).map((o) => String(o.value));
    expect(c4).toEqual(expect.arrayContaining(['C.4:moravia', 'C.4:lorraine']));
    expect(heldHomeProvinces(end, 'austria').map((p) => p.id)).not.toContain('moravia');
    // 11.9.1.1 Austria has lost one printed home province; Prussia none (the two gained do not offset losses)
    expect(lostHomeProvinces(end, 'austria')).toBe(1);
    expect(lostHomeProvinces(end, 'prussia')).toBe(0);
  });

  it('11.8.2.6 reinforcement cities (5.2.2.2.2): a Prussian garrison factor may be placed at Brunn in Moravia once it is home, an Austrian one no longer', () => {
    const land = ECON_DATA.land!;
    const entry = (power: 'prussia' | 'austria') => ({ power, nationality: power, area: null, factors: { infantry: 1 }, corps: [] });
    expect(garrisonArea(start, land, entry('prussia'), 'brunn' as never)).toBeNull();
    expect(garrisonArea(end, land, entry('prussia'), 'brunn' as never)).toBe('471');
    expect(garrisonArea(start, land, entry('austria'), 'brunn' as never)).toBe('471');
    expect(garrisonArea(end, land, entry('austria'), 'brunn' as never)).toBeNull();
  });
});
