// Section 11 a combination changing hands, played in the economic test campaign (1806): the 8.8
// Ceding Step cedes Poland and the Kingdom of Bavaria whole (11.1.4, 11.4.4) and the Kingdom of
// Westphalia part by part (11.3.4); the 7.7 Conquest Step takes Poland with Warsaw (11.1.3,
// 11.1.3.1) and ends the Kingdom of Bavaria with Munich (11.4.3.2).
import { describe, expect, it } from 'vitest';
import { autoAnswer, seededRng } from '../../shared/engine/auto';
import { beginTx } from '../../shared/engine/tx';
import { beginConquest } from '../../shared/engine/steps/land/conquest';
import { powerPair } from '../../shared/model';
import type { Combination, GameEvent, GameState, MajorPower, MinorCountry, MinorId, PendingDecision, ProvinceId } from '../../shared/model';
import { cessionChanges, conquestChanges, unitCessionVerdict } from '../../shared/rules/campaign/combinations';
import { ECON_DATA, playEconomic, startEconomic } from '../engine/economicSetup';
import type { ScenarioJson } from '../engine/economicSetup';
import { drive, startPolitical, until } from '../political/politicalSetup';

const stepEnded = (step: string, month: number, from: number) => (s: GameState) =>
  s.log.slice(from).some((e) => e.type === 'stepEnded' && e.step === step) && s.date.month === month;
const changes = (s: GameState, from: number) => s.log.slice(from).filter((e): e is Extract<GameEvent, { type: 'combinationChanged' }> => e.type === 'combinationChanged');
const createAll = (d: PendingDecision, s: GameState) => (d.kind === 'campaign/newCombinations' ? autoAnswer(s, d, seededRng(1), ECON_DATA) : undefined);

/** The 1806 fixture at peace (v2.71 8.8 cedes only at peace), France allied with Spain (and Austria when asked). */
function france(edit: (j: ScenarioJson) => void, rules: Record<string, boolean>, withAustria = false): GameState {
  const start = startEconomic((j) => {
    j.relations.wars = [];
    if (withAustria) j.relations.alliances = [['france', 'spain'], ['austria', 'france']];
    edit(j);
  }, { options: { rules } });
  // March 1806: the procedures create what France qualifies for
  return playEconomic(start, createAll, stepEnded('economic/newCombinations', 3, start.log.length));
}

/** Plays to the June Ceding Step; France answers `answer`, the new controller keeps a free state. */
function cedeInJune(s: GameState, answer: string): { seen: PendingDecision; after: GameState } {
  let seen: PendingDecision | undefined;
  const after = playEconomic(s, (d) => {
    if (d.kind === 'economic/cede' && d.power === 'france') {
      seen = d;
      return answer;
    }
    if (d.kind === 'economic/acceptCession') return d.options[0]!.value;
    return undefined;
  }, stepEnded('economic/ceding', 6, s.log.length));
  if (!seen) throw new Error('France was not asked to cede');
  return { seen, after };
}

describe('11.1.4 Poland is ceded as a unit (8.8 Ceding Step; opt:11.1 keeps 11.1)', () => {
  // France holds Masovia and Posen, ceded by Prussia: it creates Poland in March
  const march = france((j) => {
    j.economy.ceded = [{ province: 'masovia', holder: 'france' }, { province: 'posen', holder: 'france' }];
  }, { poland: true });

  it('11.1.1.2 France holds the Polish loyalty marker and runs the Poland free state', () => {
    expect(march.combinations?.active).toMatchObject([{ id: 'poland', controller: 'france', provinces: ['masovia', 'posen'] }]);
    expect(march.combinations?.polishLoyalty).toBe('france');
  });

  it('11.1.4 a Polish province alone is refused; Poland ceded to Spain takes Masovia, Posen and the loyalty marker', () => {
    const { seen, after } = cedeInJune(march, 'minor:poland>spain');
    expect(seen.options.find((o) => o.value === 'province:masovia>spain')!.verdict).toMatchObject({ ok: false, rule: '11.1.4' });
    expect(seen.options.find((o) => o.value === 'province:posen>spain')!.verdict).toMatchObject({ ok: false, rule: '11.1.4' });
    expect(seen.options.find((o) => o.value === 'minor:poland>spain')!.verdict).toEqual({ ok: true });
    expect(after.minors.find((m) => m.id === 'poland')).toMatchObject({ status: 'free', controller: 'spain' });
    expect(after.combinations?.active).toMatchObject([{ id: 'poland', controller: 'spain', provinces: ['masovia', 'posen'] }]);
    expect(after.combinations?.polishLoyalty).toBe('spain');
    expect(after.ceded).toEqual(expect.arrayContaining([{ province: 'masovia', home: 'prussia', holder: 'spain' }, { province: 'posen', home: 'prussia', holder: 'spain' }]));
    expect(changes(after, march.log.length)).toMatchObject([{ change: 'passed', power: 'spain', rule: '11.1.4', members: ['Masovia', 'Posen'] }]);
  });
});

describe('11.4 the Kingdom of Bavaria: 11.4.4 ceded as one minor country (8.8 Ceding Step; opt:11.4 keeps 11.4)', () => {
  // the fixture's France runs Bavaria; the Tyrol is ceded to it by Austria
  const tyrol = (j: ScenarioJson) => {
    j.economy.ceded = [{ province: 'tyrol', holder: 'france' }];
  };

  it('11.4.1 France creates the kingdom in March; 11.4.4 the Tyrol alone is refused, and it goes with Bavaria to Spain', () => {
    const march = france(tyrol, { bavaria: true });
    expect(march.combinations?.active).toMatchObject([{ id: 'kingdom-of-bavaria', controller: 'france', minors: ['bavaria'], provinces: ['tyrol'] }]);
    const { seen, after } = cedeInJune(march, 'minor:bavaria>spain');
    expect(seen.options.find((o) => o.value === 'province:tyrol>spain')!.verdict).toMatchObject({ ok: false, rule: '11.4.4' });
    expect(after.minors.find((m) => m.id === 'bavaria')).toMatchObject({ controller: 'spain' });
    expect(after.combinations?.active).toMatchObject([{ id: 'kingdom-of-bavaria', controller: 'spain' }]);
    expect(after.ceded).toEqual([{ province: 'tyrol', home: 'austria', holder: 'spain' }]);
  });

  it('11.4.4 EXCEPTION / 11.4.3.2 ceded to Austria: the Tyrol is an unceded Austrian province again and the kingdom ends', () => {
    const march = france(tyrol, { bavaria: true }, true);
    const { after } = cedeInJune(march, 'minor:bavaria>austria');
    expect(after.minors.find((m) => m.id === 'bavaria')).toMatchObject({ controller: 'austria' });
    expect(after.ceded ?? []).toEqual([]);
    expect(after.combinations?.active).toEqual([]);
    expect(changes(after, march.log.length)).toMatchObject([{ change: 'dissolved', combination: 'kingdom-of-bavaria', rule: '11.4.3.2', members: ['Tyrol'] }]);
  });
});

describe('11.3.4 the Kingdom of Westphalia is ceded part by part (8.8 Ceding Step; opt:11.3 keeps 11.3)', () => {
  it('11.3.4 Hanover ceded to Spain leaves the kingdom; France keeps the marker with Hesse and Magdeburg', () => {
    const march = france((j) => {
      j.minors.push({ id: 'hanover', name: 'Hanover', status: 'free', controller: 'france' }, { id: 'hesse', name: 'Hesse', status: 'free', controller: 'france' });
      j.economy.ceded = [{ province: 'magdeburg', holder: 'france' }];
    }, { westphalia: true });
    expect(march.combinations?.active).toMatchObject([{ id: 'kingdom-of-westphalia', controller: 'france' }]);
    const { seen, after } = cedeInJune(march, 'minor:hanover>spain');
    // 11.3.4 each part may be ceded on its own
    expect(seen.options.find((o) => o.value === 'province:magdeburg>spain')!.verdict).toEqual({ ok: true });
    expect(after.combinations?.active).toMatchObject([{ id: 'kingdom-of-westphalia', controller: 'france', minors: ['hesse'], provinces: ['magdeburg'] }]);
    expect(changes(after, march.log.length)).toMatchObject([{ change: 'reduced', power: 'france', rule: '11.3.4', members: ['Hanover'] }]);
  });
});

const made = (c: Partial<Combination> & Pick<Combination, 'id' | 'controller'>): Combination => ({ name: c.id, minors: [], provinces: [], created: { month: 3, year: 1806 }, ...c });
function held(minors: Record<string, MajorPower>, active: Combination[]): GameState {
  const s = startEconomic(() => {}, { options: { rules: { kingdomOfItaly: true, confederationOfTheRhine: true, ottomanEmpire: true } } });
  const list: MinorCountry[] = Object.entries(minors).map(([id, p]) => ({ id: id as MinorId, name: id[0]!.toUpperCase() + id.slice(1), status: 'free', controller: p }));
  return { ...s, minors: list, combinations: { active, polishLoyalty: null, dominant: ['france', 'britain'] } };
}

describe('11.2.4 / 11.5.4 / 11.6.4 the other combinations lose only what is ceded', () => {
  it('11.2.4 Venetia ceded: Italy stands with Lombardy; 11.2.3.1 Lombardy ceded next ends it', () => {
    const italy = made({ id: 'kingdom-of-italy', controller: 'france', minors: ['lombardy', 'venetia', 'romagna'] });
    const s = held({ lombardy: 'france', venetia: 'france', romagna: 'france' }, [italy]);
    expect(cessionChanges(s, 'minor', 'venetia', 'france', 'spain')).toMatchObject([{ change: 'reduced', rule: '11.2.4', next: { controller: 'france', minors: ['lombardy', 'romagna'] } }]);
    const one = held({ lombardy: 'france', romagna: 'france' }, [{ ...italy, minors: ['lombardy', 'romagna'] }]);
    expect(cessionChanges(one, 'minor', 'lombardy', 'france', 'spain')).toMatchObject([{ change: 'dissolved', rule: '11.2.3.1', next: null }]);
    expect(unitCessionVerdict(s, 'minor', 'venetia')).toEqual({ ok: true });
  });
  it('11.5.4 a German state ceded leaves the confederation; 11.6.4 an Ottoman minor likewise', () => {
    const rhine = made({ id: 'german-confederation', controller: 'france', minors: ['bavaria', 'saxony', 'berg'] });
    expect(cessionChanges(held({ bavaria: 'france', saxony: 'france', berg: 'france' }, [rhine]), 'minor', 'saxony', 'france', 'spain')).toMatchObject([{ change: 'reduced', rule: '11.5.4', next: { minors: ['bavaria', 'berg'] } }]);
    const ottoman = made({ id: 'ottoman-empire', controller: 'turkey', minors: ['egypt', 'syria'] });
    expect(cessionChanges(held({ egypt: 'turkey', syria: 'turkey' }, [ottoman]), 'minor', 'syria', 'turkey', 'france')).toMatchObject([{ change: 'reduced', rule: '11.6.4', next: { minors: ['egypt'] } }]);
  });
  it('11.3.3 / 11.5.3 a conquered component leaves Westphalia or the Rhine confederation while one with corps is left; 11.3.3.1 / 11.5.3.1 the last ends it', () => {
    const westphalia = made({ id: 'kingdom-of-westphalia', controller: 'france', minors: ['hanover', 'hesse'], provinces: ['magdeburg'] });
    expect(conquestChanges(held({ hanover: 'france', hesse: 'france' }, [westphalia]), 'hesse', 'prussia')).toMatchObject([{ change: 'reduced', rule: '11.3.3', next: { minors: ['hanover'], provinces: ['magdeburg'] } }]);
    expect(conquestChanges(held({ hanover: 'france' }, [{ ...westphalia, minors: ['hanover'] }]), 'hanover', 'prussia')).toMatchObject([{ change: 'dissolved', rule: '11.3.3.1' }]);
    const rhine = made({ id: 'german-confederation', controller: 'france', minors: ['saxony', 'berg'] });
    expect(conquestChanges(held({ saxony: 'france', berg: 'france' }, [rhine]), 'saxony', 'prussia')).toMatchObject([{ change: 'dissolved', rule: '11.5.3.1' }]);
    expect(conquestChanges(held({ saxony: 'france', berg: 'france' }, [rhine]), 'berg', 'prussia')).toMatchObject([{ change: 'reduced', rule: '11.5.3', next: { minors: ['saxony'] } }]);
  });
  it('11.2.3 / 11.6.3 a conquered component leaves; the last one with corps ends the combination (11.6.3.1; opt:11.6 keeps 11.6)', () => {
    const ottoman = made({ id: 'ottoman-empire', controller: 'turkey', minors: ['egypt'] });
    expect(conquestChanges(held({ egypt: 'turkey' }, [ottoman]), 'egypt', 'britain')).toMatchObject([{ change: 'dissolved', rule: '11.6.3.1' }]);
  });
});

describe('7.7 the Conquest Step takes Poland with Warsaw and the Kingdom of Bavaria with Munich', () => {
  /** Prussia's Poland (Masovia, Posen) at war with `by`, whose garrison has held Warsaw (and Munich) since last month. */
  function occupied(by: MajorPower, minor: 'poland' | 'bavaria'): GameState {
    const s = startEconomic(() => {}, { options: { rules: { poland: true, bavaria: true } } });
    const poland: MinorCountry = { id: 'poland' as MinorId, name: 'Poland', status: 'free', controller: 'prussia', ...(minor === 'poland' ? { occupation: { by, since: { month: 12, year: 1805 } } } : {}) };
    const bavaria: MinorCountry = { id: 'bavaria' as MinorId, name: 'Bavaria', status: 'free', controller: 'prussia', ...(minor === 'bavaria' ? { occupation: { by, since: { month: 12, year: 1805 } } } : {}) };
    const cities = minor === 'poland' ? [['276', 'warsaw']] : [['326', 'munich'], ['322', 'nuremburg']];
    return {
      ...s,
      minors: [...s.minors.filter((m) => m.id !== 'bavaria'), poland, bavaria],
      ceded: [{ province: 'tyrol' as ProvinceId, home: 'austria', holder: 'prussia' }],
      garrisons: [...s.garrisons.filter((g) => !cities.some(([a]) => g.area === a)), ...cities.map(([area, city]) => ({ nationality: by, area: area as never, place: { kind: 'city' as const, city: city as never }, factors: { infantry: 2 } }))],
      relations: { ...s.relations, wars: [powerPair(by, 'prussia')] },
      combinations: { active: [made({ id: 'poland', controller: 'prussia', provinces: ['masovia', 'posen'] }), made({ id: 'kingdom-of-bavaria', controller: 'prussia', minors: ['bavaria'], provinces: ['tyrol'] })], polishLoyalty: 'prussia', dominant: ['france', 'britain'] },
    };
  }

  it('11.1.3 / 11.1.3.1 France takes Warsaw for a month: Poland is conquered, Masovia and Posen become French ceded provinces, +1/-1 political point (11.1.5)', () => {
    const tx = beginTx(occupied('france', 'poland'), ECON_DATA);
    beginConquest(tx);
    const s = tx.state;
    expect(s.minors.find((m) => m.id === 'poland')).toMatchObject({ status: 'conquered', controller: 'france' });
    expect(s.combinations?.active.map((c) => c.id)).toEqual(['kingdom-of-bavaria']);
    expect(s.ceded).toEqual(expect.arrayContaining([{ province: 'masovia', home: 'prussia', holder: 'france' }, { province: 'posen', home: 'prussia', holder: 'france' }]));
    const pp = tx.events.filter((e): e is Extract<GameEvent, { type: 'politicalPointsChanged' }> => e.type === 'politicalPointsChanged' && e.rule === '10.2.1.2');
    expect(pp.map((e) => [e.power, e.delta])).toEqual([['france', 1], ['prussia', -1]]);
    expect(tx.events.find((e) => e.type === 'combinationChanged')).toMatchObject({ change: 'dissolved', rule: '11.1.3.1', members: ['Masovia', 'Posen'] });
  });

  it('11.1.3.1 Russia conquering a Poland made of Russian provinces gets them back unceded', () => {
    const s0 = occupied('russia', 'poland');
    const s1: GameState = { ...s0, ceded: [{ province: 'lithuania' as ProvinceId, home: 'russia', holder: 'prussia' }], combinations: { ...s0.combinations!, active: [made({ id: 'poland', controller: 'prussia', provinces: ['masovia', 'lithuania'] })] } };
    const tx = beginTx(s1, ECON_DATA);
    beginConquest(tx);
    expect(tx.state.ceded).toEqual([{ province: 'masovia', home: 'prussia', holder: 'russia' }]);
  });

  it('11.4.3.2 Austria takes Munich and Nuremburg: the kingdom ends and the Tyrol is Austrian again, unceded', () => {
    const tx = beginTx(occupied('austria', 'bavaria'), ECON_DATA);
    beginConquest(tx);
    expect(tx.state.minors.find((m) => m.id === 'bavaria')).toMatchObject({ status: 'conquered', controller: 'austria' });
    expect(tx.state.ceded).toEqual([]);
    expect(tx.state.combinations?.active.map((c) => c.id)).toEqual(['poland']);
  });

  /** A French (or Austrian) garrison in Salzburg, the Tyrol's capital, at war with Prussia's kingdom. */
  function salzburg(by: MajorPower, since?: { month: number; year: number }): GameState {
    const s0 = occupied(by, 'bavaria');
    const kingdom = made({ id: 'kingdom-of-bavaria', controller: 'prussia', minors: ['bavaria'], provinces: ['tyrol'], ...(since ? { occupation: { by, since } } : {}) });
    return {
      ...s0,
      minors: s0.minors.map((m) => (m.id === 'bavaria' ? { id: m.id, name: m.name, status: 'free' as const, controller: 'prussia' as const } : m)),
      garrisons: [...s0.garrisons.filter((g) => g.area !== '326' && g.area !== '322' && g.area !== '479'), { nationality: by, area: '479' as never, place: { kind: 'city' as const, city: 'salzburg' as never }, factors: { infantry: 1 } }],
      combinations: { ...s0.combinations!, active: [kingdom] },
    };
  }

  it('11.4.3 / 11.4.3.1 Salzburg held: the first Conquest Step marks the occupation, a month later France takes the Tyrol as a ceded province and the kingdom ends (11.4.3.4)', () => {
    const first = beginTx(salzburg('france'), ECON_DATA);
    beginConquest(first);
    expect(first.state.combinations?.active[0]?.occupation).toEqual({ by: 'france', since: { month: 1, year: 1806 } });
    expect(first.state.ceded).toEqual([{ province: 'tyrol', home: 'austria', holder: 'prussia' }]);
    const tx = beginTx(salzburg('france', { month: 12, year: 1805 }), ECON_DATA);
    beginConquest(tx);
    expect(tx.state.ceded).toEqual([{ province: 'tyrol', home: 'austria', holder: 'france' }]);
    expect(tx.state.minors.find((m) => m.id === 'bavaria')).toMatchObject({ status: 'free', controller: 'prussia' });
    expect(tx.state.combinations?.active).toEqual([]);
    expect(tx.events.find((e) => e.type === 'combinationChanged')).toMatchObject({ change: 'dissolved', rule: '11.4.3.1', members: ['Tyrol'] });
    // 11.4.5 no political points for the Tyrol alone
    expect(tx.events.filter((e) => e.type === 'politicalPointsChanged')).toEqual([]);
  });

  it('11.4.3.1 Austria conquering the Tyrol apart has it back as an unceded province', () => {
    const tx = beginTx(salzburg('austria', { month: 12, year: 1805 }), ECON_DATA);
    beginConquest(tx);
    expect(tx.state.ceded).toEqual([]);
  });

  it('11.4.3.2 any other conqueror: Bavaria a conquered minor and the Tyrol its ceded province', () => {
    const tx = beginTx(occupied('france', 'bavaria'), ECON_DATA);
    beginConquest(tx);
    expect(tx.state.ceded).toEqual([{ province: 'tyrol', home: 'austria', holder: 'france' }]);
    expect(tx.events.find((e) => e.type === 'combinationChanged')).toMatchObject({ change: 'dissolved', combination: 'kingdom-of-bavaria', rule: '11.4.3.2' });
  });
});

describe('11.1.4 Poland ceded as a unit by peace term B.7 (4.4 Peace Step)', () => {
  it('11.1.4 B.7 West Galicia alone is refused while it is part of Austria\'s Poland; B.7 Poland gives France the whole', () => {
    const s0 = startPolitical((j) => {
      (j as Record<string, unknown>).economy = { ceded: [{ province: 'masovia', holder: 'austria' }] };
    }, { poland: true });
    const poland: MinorCountry = { id: 'poland' as MinorId, name: 'Poland', status: 'free', controller: 'austria' };
    const start: GameState = { ...s0, minors: [...s0.minors, poland], combinations: { active: [made({ id: 'poland', name: 'Poland (Grand Duchy of Warsaw)', controller: 'austria', provinces: ['masovia', 'west-galicia'] })], polishLoyalty: 'austria', dominant: ['france', 'britain'] } };
    const asked: PendingDecision[] = [];
    const s = drive(start, (d) => {
      if (d.kind === 'political/sue' && d.power === 'austria') return ['sueAll'];
      if (d.kind === 'political/peaceOffer') return d.options.find((o) => String(o.value).startsWith('conditional'))!.value;
      if (d.kind === 'political/peaceAnswer') return d.options.find((o) => String(o.value).startsWith('accept'))!.value;
      if (d.kind === 'political/peaceTerm' && d.power === 'france') {
        asked.push(d);
        return asked.length === 1 ? 'B.7:minor:poland' : 'done';
      }
      if (d.kind === 'political/cededFreeState') return `keep:poland`;
      return undefined;
    }, until('political/creatingAlliances'));
    expect(asked[0]!.options.find((o) => o.value === 'B.7:province:west-galicia')!.verdict).toMatchObject({ ok: false, rule: '11.1.4' });
    expect(asked[0]!.options.find((o) => o.value === 'B.7:minor:poland')!.verdict).toEqual({ ok: true });
    expect(s.minors.find((m) => m.id === 'poland')).toMatchObject({ status: 'free', controller: 'france' });
    expect(s.combinations?.active).toMatchObject([{ id: 'poland', controller: 'france', provinces: ['masovia', 'west-galicia'] }]);
    expect(s.combinations?.polishLoyalty).toBe('france');
    expect(s.ceded).toEqual(expect.arrayContaining([{ province: 'masovia', home: 'prussia', holder: 'france' }, { province: 'west-galicia', home: 'austria', holder: 'france' }]));
  });
});
