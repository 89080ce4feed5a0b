// 4.4.5.3 a home province is ceded once in one peace: C.4 may name up to three provinces, but not
// the same one twice, and a province one victor takes cannot be named by another victor (C.4 or
// B.7) of the same loser; the provinces already named count toward 4.4.8's capital-last order.
import { describe, expect, it } from 'vitest';
import type { DecisionOption, Treaty } from '../../shared/model';
import { victorTermOptions } from '../../shared/rules/political/peace';
import { ECON_DATA, startEconomic } from '../engine/economicSetup';
import { homeProvinces } from '../../shared/rules/political/homeNation';

const s = startEconomic();
const treaty = (victor: Treaty['victor'], terms: string[]): Treaty => ({ loser: 'austria', victor, kind: 'unconditional', accepted: true, terms, done: false, forced: false });
const verdictOf = (options: DecisionOption[], value: string) => options.find((o) => o.value === value)?.verdict;

describe('4.4.5.3 no home province ceded twice in one peace', () => {
  it('4.4.5.3 France has taken Bohemia by C.4: its next C.4 may be Moravia, not Bohemia again', () => {
    const options = victorTermOptions(s, treaty('france', ['C.4:bohemia']), []);
    expect(verdictOf(options, 'C.4:moravia')).toMatchObject({ ok: true });
    expect(verdictOf(options, 'C.4:bohemia')).toMatchObject({ ok: false, rule: '4.4.5.3' });
  });

  it('4.4.5.3 Russia, a second victor over Austria, cannot name Bohemia (C.4 or B.7) once France has', () => {
    const france = treaty('france', ['C.4:bohemia']);
    const options = victorTermOptions(s, treaty('russia', []), [france]);
    // C.4 is France's (no term twice among victors); B.7 for the same province is refused too
    expect(verdictOf(options, 'B.7:province:bohemia')).toMatchObject({ ok: false, rule: '4.4.5.3' });
    expect(verdictOf(options, 'B.7:province:moravia')).toMatchObject({ ok: true });
  });

  it('4.4.8 the provinces another victor takes count before the capital\'s: the provinces of Austria\'s national capitals (Austria, Hungary) stay refused while others are left', () => {
    const options = victorTermOptions(s, treaty('russia', []), [treaty('france', ['C.4:bohemia'])]);
    const capital = options.filter((o) => String(o.value).startsWith('B.7:province:') && !o.verdict.ok && o.verdict.rule === '4.4.8');
    expect(capital.map((o) => o.value)).toEqual(['B.7:province:austria', 'B.7:province:hungary']);
  });
});

describe('opt:1.1.1 (v2.71) Ofen an Austrian national capital for the peace terms only', () => {
  it('opt:1.1.1 Hungary, whose capital is Ofen, is one of Austria\'s capital provinces: C.4 may not take it while a province without a capital is left', () => {
    const capitals = homeProvinces('austria').filter((p) => p.capital).map((p) => p.id);
    expect(capitals).toEqual(expect.arrayContaining(['hungary', 'austria']));
    expect(capitals).toHaveLength(2);
    const options = victorTermOptions(s, treaty('france', []), []);
    expect(verdictOf(options, 'C.4:hungary')).toMatchObject({ ok: false, rule: '4.4.8' });
    expect(verdictOf(options, 'C.4:transylvania')).toMatchObject({ ok: true });
  });

  it('opt:1.1.1 for taxation and every other rule Ofen stays a provincial capital: Austria\'s national capitals are Vienna alone', () => {
    expect(ECON_DATA.economy!.nationalCapitals.austria.map((c) => c.city)).toEqual(['vienna']);
  });
});
