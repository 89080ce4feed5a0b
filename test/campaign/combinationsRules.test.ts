// Section 11 new political combinations as pure functions: who may create each one, what it
// holds, when it stands (numbers and lists from the rulebook and the v2.71 amendments).
import { describe, expect, it } from 'vitest';
import type { CombinationsState, GameState, MajorPower, MinorCountry, MinorId, ProvinceId, Treaty } from '../../shared/model';
import {
  creationOption, dominanceCheck, partsLost, partsToAdd, restrictPeaceTerms, stillStands, twoSicilies,
} from '../../shared/rules/campaign/combinations';
import { startEconomic } from '../engine/economicSetup';

const ALL_ON = { poland: true, kingdomOfItaly: true, westphalia: true, bavaria: true, confederationOfTheRhine: true, ottomanEmpire: true, alternateDominantPowers: true, politicalRestrictionsOnPeace: true } as const;
const base = startEconomic(() => {}, { options: { rules: ALL_ON } });

/** The fixture with these minors run by these powers (free states), provinces ceded, option flags changed. */
function world(opts: { minors?: Record<string, MajorPower | null>; ceded?: Record<string, MajorPower>; rules?: Record<string, boolean>; hreDissolved?: boolean; combinations?: CombinationsState } = {}): GameState {
  const minors: MinorCountry[] = base.minors.map((m) => ({ ...m, status: 'neutral' as const, controller: null }));
  for (const [id, p] of Object.entries(opts.minors ?? {})) {
    const m: MinorCountry = { id: id as MinorId, name: id[0]!.toUpperCase() + id.slice(1), status: p ? 'free' : 'neutral', controller: p };
    const i = minors.findIndex((x) => x.id === id);
    if (i >= 0) minors[i] = m;
    else minors.push(m);
  }
  const ceded = Object.entries(opts.ceded ?? {}).map(([province, holder]) => ({ province: province as ProvinceId, holder, home: holder }));
  const political = { ...base.political!, holyRomanEmpireDissolved: opts.hreDissolved ?? false };
  return {
    ...base, minors, ceded, political, relations: { ...base.relations, wars: [] },
    options: { ...base.options, rules: { ...base.options.rules, ...(opts.rules ?? {}) } },
    ...(opts.combinations ? { combinations: opts.combinations } : {}),
  };
}
const verdict = (s: GameState, p: MajorPower, id: Parameters<typeof creationOption>[2]) => creationOption(s, p, id).verdict;

describe('11.1 Poland', () => {
  it('11.1.1 two Polish provinces including Masovia make Poland; +1 political point (11.1.5)', () => {
    // Masovia and Posen are Prussian home provinces on the map
    const o = creationOption(world(), 'prussia', 'poland');
    expect(o.verdict.ok).toBe(true);
    expect(o.provinces).toEqual(['masovia', 'posen']);
    expect(o.points).toBe(1);
  });
  it('11.1.1 without Masovia, or with one Polish province only, no Poland', () => {
    expect(verdict(world({ ceded: { masovia: 'france' } }), 'prussia', 'poland')).toMatchObject({ ok: false, rule: '11.1.1' });
    // France holding Masovia alone (ceded) has one Polish province
    expect(verdict(world({ ceded: { masovia: 'france' } }), 'france', 'poland')).toMatchObject({ ok: false, rule: '11.1.1', detail: 'you must hold at least two Polish provinces' });
    expect(verdict(world({ ceded: { masovia: 'france', posen: 'france' } }), 'france', 'poland').ok).toBe(true);
  });
  it('11.1.1 no Poland while another power holds the Polish loyalty marker (11.1.3.3)', () => {
    const s = world({ combinations: { active: [], polishLoyalty: 'russia', dominant: ['france', 'britain'] } });
    expect(verdict(s, 'prussia', 'poland')).toMatchObject({ ok: false, rule: '11.1.1', detail: 'Russia holds the Polish loyalty marker' });
  });
});

describe('11.2 the Kingdom of Italy', () => {
  it('v2.71 11.2.1 France alone, with Lombardy, Venetia and Romagna (no Papacy, no Illyria)', () => {
    const s = world({ minors: { lombardy: 'france', venetia: 'france', romagna: 'france' } });
    const o = creationOption(s, 'france', 'kingdom-of-italy');
    expect(o).toMatchObject({ verdict: { ok: true }, minors: ['lombardy', 'venetia', 'romagna'], provinces: [], points: 1 });
    const spain = world({ minors: { lombardy: 'spain', venetia: 'spain', romagna: 'spain' } });
    expect(verdict(spain, 'spain', 'kingdom-of-italy')).toMatchObject({ ok: false, rule: 'v2.71 11.2.1' });
  });
  it('11.2.1 as printed: Austria, France or Spain with Lombardy, Papacy, Venetia and Illyria', () => {
    const printed = { kingdomOfItalyV271: false };
    const three = { lombardy: 'spain', venetia: 'spain', papacy: 'spain' } as const;
    expect(verdict(world({ minors: three, rules: printed }), 'spain', 'kingdom-of-italy')).toMatchObject({ ok: false, rule: '11.2.1', detail: 'you must hold every part of it' });
    expect(creationOption(world({ minors: three, ceded: { illyria: 'spain' }, rules: printed }), 'spain', 'kingdom-of-italy'))
      .toMatchObject({ verdict: { ok: true }, minors: ['lombardy', 'venetia', 'papacy'], provinces: ['illyria'] });
    // Austria's own Illyria counts (not ceded, 11.2.1)
    expect(verdict(world({ minors: { lombardy: 'austria', venetia: 'austria', papacy: 'austria' }, rules: printed }), 'austria', 'kingdom-of-italy').ok).toBe(true);
  });
  it('11.2.3 it stands while its controller runs one component with corps (Lombardy or Venetia)', () => {
    const c = { id: 'kingdom-of-italy' as const, name: 'the Kingdom of Italy', controller: 'france' as const, minors: ['lombardy', 'venetia', 'romagna'], provinces: [], created: { month: 3, year: 1806 } };
    expect(stillStands(world({ minors: { venetia: 'france' } }), c)).toBe(true);
    expect(stillStands(world({ minors: { romagna: 'france' } }), c)).toBe(false);
    expect(partsLost(world({ minors: { venetia: 'france' } }), c)).toEqual({ minors: ['lombardy', 'romagna'], provinces: [] });
  });
});

describe('11.3 Westphalia and 11.4 Bavaria', () => {
  it('11.3.1 France or Prussia with Hanover, Hesse and Magdeburg; Prussia counts its own Magdeburg', () => {
    expect(verdict(world({ minors: { hanover: 'prussia', hesse: 'prussia' } }), 'prussia', 'kingdom-of-westphalia').ok).toBe(true);
    expect(verdict(world({ minors: { hanover: 'france', hesse: 'france' } }), 'france', 'kingdom-of-westphalia')).toMatchObject({ ok: false, rule: '11.3.1' });
    expect(verdict(world({ minors: { hanover: 'france', hesse: 'france' }, ceded: { magdeburg: 'france' } }), 'france', 'kingdom-of-westphalia').ok).toBe(true);
    expect(verdict(world({ minors: { hanover: 'austria', hesse: 'austria' }, ceded: { magdeburg: 'austria' } }), 'austria', 'kingdom-of-westphalia'))
      .toMatchObject({ ok: false, detail: 'Austria may not create the Kingdom of Westphalia' });
  });
  it('11.4.1 Bavaria and the Tyrol together; 11.4.3.4 the kingdom ends when they part', () => {
    expect(verdict(world({ minors: { bavaria: 'france' } }), 'france', 'kingdom-of-bavaria').ok).toBe(false);
    const s = world({ minors: { bavaria: 'france' }, ceded: { tyrol: 'france' } });
    expect(verdict(s, 'france', 'kingdom-of-bavaria').ok).toBe(true);
    const k = { id: 'kingdom-of-bavaria' as const, name: 'the Kingdom of Bavaria', controller: 'france' as const, minors: ['bavaria'], provinces: ['tyrol'], created: { month: 3, year: 1806 } };
    expect(stillStands(s, k)).toBe(true);
    expect(stillStands(world({ minors: { bavaria: 'france' } }), k)).toBe(false);
  });
});

describe('11.5 the German Confederation (v2.71) and the Confederation of the Rhine (printed)', () => {
  const french = { bavaria: 'france', wurttemberg: 'france', baden: 'france', hesse: 'france', berg: 'france', kleves: 'france', duchies: 'france' } as const;
  it('v2.71 11.5.1.1 France and Prussia wait for C.8 against Austria; 11.5.1.4 France needs four with corps and three without', () => {
    expect(verdict(world({ minors: french }), 'france', 'german-confederation')).toMatchObject({ ok: false, rule: 'opt:11.5.1.1' });
    const o = creationOption(world({ minors: french, hreDissolved: true }), 'france', 'german-confederation');
    expect(o).toMatchObject({ verdict: { ok: true }, name: 'the Confederation of the Rhine', points: 2 });
    const { duchies: _d, ...six } = french;
    expect(verdict(world({ minors: six, hreDissolved: true }), 'france', 'german-confederation')).toMatchObject({ ok: false, rule: 'opt:11.5.1.4', detail: 'France must hold three German states without corps' });
  });
  it('opt:11.5.1.2 (v2.71 11.5.1.2) Austria: Bavaria, Wurttemberg, Baden and three more, empire or not; opt:11.5.1.3 (11.5.1.3) Prussia: Saxony, Hesse, Hanover and three more', () => {
    const austrian = { bavaria: 'austria', wurttemberg: 'austria', baden: 'austria', berg: 'austria', kleves: 'austria' } as const;
    expect(verdict(world({ minors: austrian }), 'austria', 'german-confederation')).toMatchObject({ ok: false, detail: 'Austria must hold three more German states' });
    const o = creationOption(world({ minors: { ...austrian, duchies: 'austria' } }), 'austria', 'german-confederation');
    expect(o).toMatchObject({ verdict: { ok: true }, name: 'the German Confederation' });
    // Austria's own Tyrol is never incorporated (v2.71 11.5)
    expect(o.provinces).toEqual([]);
    const prussian = { saxony: 'prussia', hesse: 'prussia', hanover: 'prussia', mecklenburg: 'prussia', duchies: 'prussia' } as const;
    expect(creationOption(world({ minors: { ...prussian, kleves: 'prussia' }, hreDissolved: true }), 'prussia', 'german-confederation'))
      .toMatchObject({ verdict: { ok: true }, name: 'the North German Confederation' });
  });
  it('opt:11.5.1.5 one confederation at a time (11.5.1.5 as printed)', () => {
    const existing: CombinationsState = { active: [{ id: 'german-confederation', name: 'the German Confederation', controller: 'austria', minors: ['bavaria'], provinces: [], created: { month: 3, year: 1806 } }], polishLoyalty: null, dominant: ['france', 'britain'] };
    expect(verdict(world({ minors: french, hreDissolved: true, combinations: existing }), 'france', 'german-confederation')).toMatchObject({ ok: false, rule: 'opt:11.5.1.5' });
    expect(verdict(world({ minors: french, hreDissolved: true, combinations: existing, rules: { germanConfederationV271: false } }), 'france', 'german-confederation')).toMatchObject({ ok: false, rule: '11.5.1.5' });
  });
  it('11.5.1 as printed: five of the six with corps and three others; 11.5.1.2 Austria only before C.8', () => {
    const printed = { germanConfederationV271: false };
    expect(verdict(world({ minors: french, hreDissolved: true, rules: printed }), 'france', 'german-confederation')).toMatchObject({ ok: false, rule: '11.5.1', detail: 'you must hold five of the six German minors with corps' });
    expect(verdict(world({ minors: { ...french, saxony: 'france' }, hreDissolved: true, rules: printed }), 'france', 'german-confederation').ok).toBe(true);
    const austrian = { bavaria: 'austria', wurttemberg: 'austria', baden: 'austria', hesse: 'austria', saxony: 'austria', berg: 'austria', kleves: 'austria' } as const;
    expect(verdict(world({ minors: austrian, hreDissolved: true, rules: printed }), 'austria', 'german-confederation')).toMatchObject({ ok: false, rule: '11.5.1.2' });
    // printed 11.5.1: Austria's own Tyrol is part of it (all it holds must come in); two more make three others
    expect(creationOption(world({ minors: austrian, rules: printed }), 'austria', 'german-confederation')).toMatchObject({ verdict: { ok: true }, provinces: ['tyrol'] });
  });
  it('11.5.1.4 (v2.71) / 11.2.1.2 territory gained later must be added', () => {
    const c = { id: 'german-confederation' as const, name: 'the Confederation of the Rhine', controller: 'france' as const, minors: ['bavaria', 'wurttemberg'], provinces: [], created: { month: 3, year: 1806 } };
    expect(partsToAdd(world({ minors: { bavaria: 'france', wurttemberg: 'france', saxony: 'france' }, ceded: { tyrol: 'france' } }), c)).toEqual({ minors: ['saxony'], provinces: ['tyrol'] });
  });
});

describe('11.6 the Ottoman Empire', () => {
  const six = { algeria: 'turkey', cyrenaica: 'turkey', egypt: 'turkey', morocco: 'turkey', syria: 'turkey', tunisia: 'turkey' } as const;
  it('11.6.1 France, Great Britain, Spain or Turkey holding six of the eight', () => {
    expect(creationOption(world({ minors: six }), 'turkey', 'ottoman-empire')).toMatchObject({ verdict: { ok: true }, points: 1 });
    const { tunisia: _t, ...five } = six;
    expect(verdict(world({ minors: five }), 'turkey', 'ottoman-empire')).toMatchObject({ ok: false, rule: '11.6.1', detail: 'you hold 5 of the eight; six are needed' });
    const russian = Object.fromEntries(Object.keys(six).map((k) => [k, 'russia'])) as Record<string, MajorPower>;
    expect(verdict(world({ minors: russian }), 'russia', 'ottoman-empire').ok).toBe(false);
  });
});

describe('11.7 the Two Sicilies', () => {
  it('11.7.1 Naples corps with the holder of Naples, the fleet with the holder of Sicily; 11.7.2 doubled only together', () => {
    expect(twoSicilies(world({ minors: { naples: 'france', sicily: 'britain' } }))).toEqual({ corps: 'france', fleet: 'britain', doubled: false });
    expect(twoSicilies(world({ minors: { naples: 'spain', sicily: 'spain' } }))).toEqual({ corps: 'spain', fleet: 'spain', doubled: true });
  });
});

describe('11.8 alternate dominant powers (printed territory lists)', () => {
  const printed = { dominantPowersV271: false };
  it('11.8.4 / 11.8.4.1 France holding one of its seven territories at peace loses dominant status; two keep it', () => {
    expect(dominanceCheck(world({ rules: printed, minors: { holland: 'france' }, ceded: { lorraine: 'austria' } }), 'france')).toMatchObject({ dominant: false, changed: true, rule: '11.8.4.1' });
    expect(dominanceCheck(world({ rules: printed, minors: { holland: 'france' } }), 'france')).toMatchObject({ dominant: true, changed: false });
  });
  it('11.8.1 no change while at war with another major power', () => {
    const s = world({ rules: printed, minors: { holland: 'france' }, ceded: { lorraine: 'austria' } });
    const atWar = { ...s, relations: { ...s.relations, wars: [['france', 'britain']] as const } } as GameState;
    expect(dominanceCheck(atWar, 'france')).toMatchObject({ dominant: true, changed: false, rule: '11.8.1' });
  });
  it('11.8.3.4 Spain needs every home province and all five territories', () => {
    const minors = { gibraltar: 'spain', lombardy: 'spain', papacy: 'spain', venetia: 'spain', naples: 'spain', sicily: 'spain', morocco: 'spain', portugal: 'spain' } as const;
    // the Kingdom of Italy option is on, so the kingdom itself must exist
    expect(dominanceCheck(world({ rules: printed, minors }), 'spain')).toMatchObject({ dominant: false, rule: '11.8.3.4' });
    expect(dominanceCheck(world({ rules: { ...printed, kingdomOfItaly: false }, minors }), 'spain')).toMatchObject({ dominant: true, changed: true });
  });
});

describe('11.9.2.2 Great Britain and France must demand set terms of each other', () => {
  const treaty = (victor: MajorPower, loser: MajorPower, terms: string[] = []): Treaty => ({ victor, loser, kind: 'unconditional', accepted: true, terms, done: false, forced: false });
  const opts = [
    { value: 'done', label: 'No more terms', verdict: { ok: true } as const },
    { value: 'B.3:1', label: 'money', verdict: { ok: true } as const },
    { value: 'C.6:napoleon', label: 'Napoleon', verdict: { ok: true } as const },
    { value: 'C.1:c', label: 'fleets', verdict: { ok: true } as const },
    { value: 'C.5', label: 'access', verdict: { ok: true } as const },
  ];
  const napoleon = { id: 'napoleon', name: 'Napoleon', owner: 'france', location: { kind: 'pool' } } as unknown as GameState['leaders'][number];
  const s: GameState = { ...world(), leaders: [napoleon] };
  it('Britain over France: C.6 on Napoleon first; stopping or any other term is refused naming both powers', () => {
    const out = restrictPeaceTerms(s, treaty('britain', 'france'), [], opts);
    expect(out.find((o) => o.value === 'done')!.verdict).toMatchObject({ ok: false, rule: '11.9.2.2', detail: 'Great Britain must demand C.6 removing Napoleon of France first' });
    expect(out.find((o) => o.value === 'C.6:napoleon')!.verdict.ok).toBe(true);
    expect(restrictPeaceTerms(s, treaty('britain', 'france', ['C.6:napoleon']), [], opts).every((o) => o.verdict.ok)).toBe(true);
    // Napoleon killed: nothing to demand
    expect(restrictPeaceTerms({ ...s, leaders: [{ ...napoleon, location: { kind: 'killed' } }] }, treaty('britain', 'france'), [], opts).every((o) => o.verdict.ok)).toBe(true);
  });
  it('France over Britain: C.1 (c) (a fellow victor may choose it) and C.5', () => {
    const out = restrictPeaceTerms(s, treaty('france', 'britain'), [treaty('spain', 'britain', ['C.1:c'])], opts);
    expect(out.find((o) => o.value === 'done')!.verdict).toMatchObject({ ok: false, detail: 'France must demand C.5 access of Great Britain first' });
    expect(out.find((o) => o.value === 'C.1:c')!.verdict.ok).toBe(false);
  });
  it('11.9.2.2 no duty without the option, nor once 11.8 has changed the dominant powers', () => {
    expect(restrictPeaceTerms({ ...world({ rules: { politicalRestrictionsOnPeace: false } }), leaders: [napoleon] }, treaty('britain', 'france'), [], opts).every((o) => o.verdict.ok)).toBe(true);
    const changed = { ...world({ combinations: { active: [], polishLoyalty: null, dominant: ['france', 'britain', 'russia'] } }), leaders: [napoleon] };
    expect(restrictPeaceTerms(changed, treaty('britain', 'france'), [], opts).every((o) => o.verdict.ok)).toBe(true);
  });
});
