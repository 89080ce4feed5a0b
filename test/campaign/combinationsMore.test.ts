// Section 11: more of each combination's rules pinned from the text (points, growth, one at a time,
// dissolution, the printed dominance lists), and French corps moving 4 once France creates one.
import { describe, expect, it } from 'vitest';
import type { Combination, CombinationsState, GameState, MajorPower, MinorCountry, MinorId, ProvinceId } from '../../shared/model';
import { creationOption, dominanceCheck, partsToAdd, stillStands } from '../../shared/rules/campaign/combinations';
import { beginTx } from '../../shared/engine/tx';
import { applyNewCombinations } from '../../shared/engine/steps/campaign/combinations';
import { ECON_DATA, startEconomic } from '../engine/economicSetup';

const ALL_ON = { poland: true, kingdomOfItaly: true, westphalia: true, bavaria: true, confederationOfTheRhine: true, ottomanEmpire: true, alternateDominantPowers: true } as const;
const base = startEconomic(() => {}, { options: { rules: ALL_ON } });

function world(opts: { minors?: Record<string, MajorPower>; ceded?: Record<string, MajorPower>; rules?: Record<string, boolean>; hreDissolved?: boolean; combinations?: CombinationsState } = {}): GameState {
  const minors: MinorCountry[] = base.minors.map((m) => ({ ...m, status: 'neutral' as const, controller: null }));
  for (const [id, p] of Object.entries(opts.minors ?? {})) {
    const m: MinorCountry = { id: id as MinorId, name: id[0]!.toUpperCase() + id.slice(1), status: 'free', controller: p };
    const i = minors.findIndex((x) => x.id === id);
    if (i >= 0) minors[i] = m;
    else minors.push(m);
  }
  const ceded = Object.entries(opts.ceded ?? {}).map(([province, holder]) => ({ province: province as ProvinceId, holder, home: holder }));
  return {
    ...base, minors, ceded, political: { ...base.political!, holyRomanEmpireDissolved: opts.hreDissolved ?? false }, relations: { ...base.relations, wars: [] },
    options: { ...base.options, rules: { ...base.options.rules, ...(opts.rules ?? {}) } },
    ...(opts.combinations ? { combinations: opts.combinations } : {}),
  };
}
const made = (c: Partial<Combination> & Pick<Combination, 'id' | 'controller'>): Combination => ({ name: c.id, minors: [], provinces: [], created: { month: 3, year: 1806 }, ...c });

describe('political points for creating a combination', () => {
  it('11.2.5, 11.3.5, 11.4.5, 11.6.5 one point; 11.5.5 two points', () => {
    const s = world();
    expect(creationOption(s, 'france', 'kingdom-of-italy').points).toBe(1);
    expect(creationOption(s, 'france', 'kingdom-of-westphalia').points).toBe(1);
    expect(creationOption(s, 'france', 'kingdom-of-bavaria').points).toBe(1);
    expect(creationOption(s, 'turkey', 'ottoman-empire').points).toBe(1);
    expect(creationOption(s, 'france', 'german-confederation').points).toBe(2);
  });
});

describe('growth, one at a time, dissolution', () => {
  it('11.6.1.2 the Ottoman Empire must take in a seventh minor its controller gains; 11.3.1.2 Westphalia likewise', () => {
    const ottoman = made({ id: 'ottoman-empire', controller: 'turkey', minors: ['algeria', 'cyrenaica', 'egypt', 'morocco', 'syria', 'tunisia'] });
    const minors = { algeria: 'turkey', cyrenaica: 'turkey', egypt: 'turkey', morocco: 'turkey', syria: 'turkey', tunisia: 'turkey', palestine: 'turkey' } as const;
    expect(partsToAdd(world({ minors }), ottoman)).toEqual({ minors: ['palestine'], provinces: [] });
    const westphalia = made({ id: 'kingdom-of-westphalia', controller: 'france', minors: ['hanover', 'hesse'] });
    expect(partsToAdd(world({ minors: { hanover: 'france', hesse: 'france' }, ceded: { magdeburg: 'france' } }), westphalia)).toEqual({ minors: [], provinces: ['magdeburg'] });
  });
  it('11.6.1.3 no second Ottoman Empire while another power\'s stands', () => {
    const s = world({ minors: { algeria: 'france', cyrenaica: 'france', egypt: 'france', morocco: 'france', syria: 'france', tunisia: 'france' }, combinations: { active: [made({ id: 'ottoman-empire', controller: 'turkey', minors: ['palestine'] })], polishLoyalty: null, dominant: ['france', 'britain'] } });
    expect(creationOption(s, 'france', 'ottoman-empire').verdict).toMatchObject({ ok: false, rule: '11.6.1.3' });
  });
  it('11.2.3.1, 11.5.3.1, 11.6.3.1 a combination ends when its controller runs no component minor with corps', () => {
    const italy = made({ id: 'kingdom-of-italy', controller: 'france', minors: ['lombardy', 'venetia', 'romagna'] });
    expect(stillStands(world({ minors: { romagna: 'france' } }), italy)).toBe(false);
    const rhine = made({ id: 'german-confederation', controller: 'france', minors: ['bavaria', 'berg', 'kleves'] });
    expect(stillStands(world({ minors: { berg: 'france', kleves: 'france' } }), rhine)).toBe(false);
    expect(stillStands(world({ minors: { saxony: 'france' } }), rhine)).toBe(true);
    // Egypt has corps on the Minor Countries Chart (1806)
    const ottoman = made({ id: 'ottoman-empire', controller: 'turkey', minors: ['egypt'] });
    expect(stillStands(world({ minors: { egypt: 'turkey' } }), ottoman)).toBe(true);
    expect(stillStands(world(), ottoman)).toBe(false);
  });
});

describe('11.8.3 the printed lists to become dominant', () => {
  const printed = { dominantPowersV271: false, confederationOfTheRhine: false, kingdomOfItaly: false };
  it('11.8.3.1 Austria: every home province and five of seven (Piedmont, Switzerland, Bosnia, Serbia, Silesia)', () => {
    const s = world({ rules: printed, minors: { piedmont: 'austria', switzerland: 'austria' }, ceded: { bosnia: 'austria', serbia: 'austria', silesia: 'austria' } });
    expect(dominanceCheck(s, 'austria')).toMatchObject({ dominant: true, changed: true, rule: '11.8.3.1' });
    expect(dominanceCheck(world({ rules: printed, minors: { piedmont: 'austria', switzerland: 'austria' }, ceded: { bosnia: 'austria', serbia: 'austria' } }), 'austria')).toMatchObject({ dominant: false });
  });
  it('11.8.3.2 Prussia: four of six, Poland only once created', () => {
    const s = world({ rules: printed, minors: { denmark: 'prussia', palatinate: 'prussia' }, ceded: { lorraine: 'prussia', moravia: 'prussia' } });
    expect(dominanceCheck(s, 'prussia')).toMatchObject({ dominant: true, rule: '11.8.3.2' });
  });
  it('11.8.3.3 Russia: six of seven; 11.8.3.5 Turkey: five of six', () => {
    const russia = world({ rules: printed, minors: { sweden: 'russia' }, ceded: { armenia: 'russia', bessarabia: 'russia', 'east-galicia': 'russia', moldavia: 'russia', 'west-galicia': 'russia' } });
    expect(dominanceCheck(russia, 'russia')).toMatchObject({ dominant: true, rule: '11.8.3.3' });
    const turkey = world({ rules: printed, ceded: { crimea: 'turkey', georgia: 'turkey', 'military-border': 'turkey', podolia: 'turkey', transylvania: 'turkey' } });
    expect(dominanceCheck(turkey, 'turkey')).toMatchObject({ dominant: true, rule: '11.8.3.5' });
  });
  it('11.8.4.2 Great Britain keeps dominance while it holds two of its seven', () => {
    expect(dominanceCheck(world({ rules: printed }), 'britain')).toMatchObject({ dominant: true, changed: false, rule: '11.8.4.2' });
    expect(dominanceCheck(world({ rules: printed, ceded: { ireland: 'france', scotland: 'france' } }), 'britain')).toMatchObject({ dominant: false, changed: true });
  });
});

describe('French corps move 4 in a French combination', () => {
  it('11.3.2.1 / 11.5.2.1 Hanover and Hesse infantry corps printed 3 move 4 once France creates Westphalia', () => {
    const s = world({ minors: { hanover: 'france', hesse: 'france' }, ceded: { magdeburg: 'france' } });
    const model = s.corps.find((c) => c.location.kind === 'area')!;
    const hessian = { ...model, counter: 'he-1' as typeof model.counter, id: 'hesse-1' as typeof model.id, nationality: 'hesse' as typeof model.nationality, type: 'infantry' as const, movement: 3 };
    const tx = beginTx({ ...s, corps: [...s.corps, hessian] }, ECON_DATA);
    applyNewCombinations(tx, 'france', ['create:kingdom-of-westphalia']);
    expect(tx.state.corps.find((c) => c.counter === 'he-1')!.movement).toBe(4);
    expect(tx.state.combinations?.active.map((c) => c.id)).toEqual(['kingdom-of-westphalia']);
  });
});
