// 4.4.6.2 force repatriation with the owner's choice, 4.6.6 the invader's other forces after a
// lapse of war, 10.2.2 ceded provinces read by land movement and 10.3.1.2.2 province-limited access,
// on the real map (areas pinned from the printed map).
import { describe, expect, it } from 'vitest';
import { applyCommand, commandFor, pendingDecisions } from '../../shared/engine';
import { beginTx, commit } from '../../shared/engine/tx';
import { autoAnswer, seededRng } from '../../shared/engine/auto/auto';
import { repatriate, repatriateFromMinor } from '../../shared/engine/steps/political/repatriation';
import { forcibleAccessOwner, mayOccupy, territoryOf } from '../../shared/rules/land/movement';
import { heldHomeProvinces } from '../../shared/rules/political';
import type { AreaId, GameState, ProvinceId } from '../../shared/model';
import { DATA, startPolitical } from './politicalSetup';

const I_CORPS = 'kwrdgh8'; // France's I Corps (area 321 in the fixture)
const at = (s: GameState, counter: string) => s.corps.find((c) => c.counter === counter)!.location;
const move = (s: GameState, counter: string, area: string): GameState => ({ ...s, corps: s.corps.map((c) => (c.counter === counter ? { ...c, location: { kind: 'area' as const, area: area as AreaId } } : c)) });
const run = (s: GameState, f: (tx: ReturnType<typeof beginTx>) => void): GameState => {
  const tx = beginTx(s, DATA);
  f(tx);
  return commit(tx);
};

describe('4.4.6.2 force repatriation: the owner chooses among equidistant areas', () => {
  it('4.4.6.2 a corps in Bohemia (466) has two nearest French-held areas, Bavaria 321 and 323: France is asked, and its answer is where the corps goes', () => {
    const s = run(move(startPolitical(), I_CORPS, '466'), (tx) => repatriate(tx, 'france', 'austria'));
    const d = pendingDecisions(s).find((x) => x.kind === 'political/repatriate')!;
    expect(d.power).toBe('france');
    expect(d.options.map((o) => String(o.value).split('>')[1]).sort()).toEqual(['321', '323']);
    expect(d.prompt).toContain('I Corps');
    expect(d.prompt).not.toContain(I_CORPS);
    expect(at(s, I_CORPS)).toEqual({ kind: 'area', area: '466' }); // it waits for the answer
    const r = applyCommand(s, commandFor(d, `corps:${I_CORPS}>323`), DATA);
    if (!r.ok) throw new Error(r.error.message);
    expect(at(r.state, I_CORPS)).toEqual({ kind: 'area', area: '323' });
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'forcesRepatriated', power: 'france', what: 'corps', from: '466', to: '323', rule: '4.4.6.2' }));
  });

  it('4.4.6.2 from Linz (475) three areas are one move away (323, 324, Munich 326); the standing procedures answer with one of them', () => {
    const s = run(move(startPolitical(), I_CORPS, '475'), (tx) => repatriate(tx, 'france', 'austria'));
    const d = pendingDecisions(s).find((x) => x.kind === 'political/repatriate')!;
    expect(d.options).toHaveLength(3);
    const answer = String(autoAnswer(s, d, seededRng(1), DATA));
    expect(['323', '324', '326']).toContain(answer.split('>')[1]);
  });

  it('4.4.6.2 a garrison with a single nearest city goes at once: Linz (475) to Munich (326), no decision', () => {
    const s0 = startPolitical();
    const s1 = { ...s0, garrisons: [...s0.garrisons, { nationality: 'france' as const, area: '475' as AreaId, place: { kind: 'city' as const, city: 'linz' as never }, factors: { infantry: 2 } }] };
    const s = run(s1, (tx) => repatriate(tx, 'france', 'austria'));
    expect(pendingDecisions(s).some((x) => x.kind === 'political/repatriate')).toBe(false);
    expect(s.garrisons).toContainEqual({ nationality: 'france', area: '326', place: { kind: 'city', city: 'munich' }, factors: { infantry: 2 } });
    expect(s.garrisons.some((g) => g.area === '475' && g.nationality === 'france')).toBe(false);
  });

  it('10.2.2 a ceded province is the holder\'s territory: with Bohemia ceded to France a French corps there stays', () => {
    const s0 = { ...move(startPolitical(), I_CORPS, '466'), ceded: [{ province: 'bohemia' as ProvinceId, home: 'austria' as const, holder: 'france' as const }] };
    expect(territoryOf(s0, DATA.land!, '466' as AreaId)).toBe('france');
    expect(heldHomeProvinces(s0, 'austria').map((p) => p.id)).not.toContain('bohemia');
    const s = run(s0, (tx) => repatriate(tx, 'france', 'austria'));
    expect(at(s, I_CORPS)).toEqual({ kind: 'area', area: '466' });
    expect(pendingDecisions(s).some((x) => x.kind === 'political/repatriate')).toBe(false);
  });
});

describe('4.6.6 lapse of war: the invader\'s garrisons, cossacks and freikorps go home', () => {
  it('4.6.6 Prussia\'s garrison in Leipzig (293) goes to Magdeburg (290); its freikorps in Wittenburg (292) has five Prussian neighbours and Prussia chooses', () => {
    const s0 = startPolitical();
    const s1: GameState = {
      ...s0,
      garrisons: [...s0.garrisons, { nationality: 'prussia', area: '293' as AreaId, place: { kind: 'city', city: 'leipzig' as never }, factors: { infantry: 1 } }],
      irregulars: [...s0.irregulars, { counter: 'xfk1' as never, nationality: 'prussia', kind: 'freikorps', factors: 1, area: '292' as AreaId }],
    };
    const s = run(s1, (tx) => repatriateFromMinor(tx, 'prussia', 'saxony'));
    expect(s.garrisons).toContainEqual({ nationality: 'prussia', area: '290', place: { kind: 'city', city: 'magdeburg' }, factors: { infantry: 1 } });
    const d = pendingDecisions(s).find((x) => x.kind === 'political/repatriate')!;
    expect(d.rule).toBe('4.6.6');
    expect(d.options.map((o) => String(o.value).split('>')[1]).sort()).toEqual(['283', '284', '285', '286', '290']);
    const r = applyCommand(s, commandFor(d, 'irregular:xfk1>285'), DATA);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.irregulars.find((i) => i.counter === 'xfk1')?.area).toBe('285');
  });
});

describe('10.3.1.2.2 access limited to named provinces, read by land movement', () => {
  it('10.3.1.2.2 Prussia\'s access for Russia limited to Silesia: Glogau (286) is open, Berlin (285) needs forcible access', () => {
    const s0 = startPolitical();
    const limited = { ...s0, relations: { ...s0.relations, access: (s0.relations.access ?? []).map((a) => ({ ...a, provinces: ['silesia' as ProvinceId] })) } };
    const map = DATA.land!;
    expect(forcibleAccessOwner(s0, map, 'russia', '285' as AreaId)).toBeNull(); // unlimited: all of Prussia
    expect(forcibleAccessOwner(limited, map, 'russia', '286' as AreaId)).toBeNull();
    expect(forcibleAccessOwner(limited, map, 'russia', '285' as AreaId)).toBe('prussia');
    expect(mayOccupy(limited, map, 'russia', '285' as AreaId)).toBe(false);
    expect(mayOccupy(limited, map, 'russia', '286' as AreaId)).toBe(true);
  });
});

describe('12.4.3 (option) failure to leave after peace treaty limited access', () => {
  const withLimited = (since: { month: number; year: number }, until: { month: number; year: number }, extra: GameState['relations']['access'] = []) => {
    const s0 = startPolitical(() => {}, { peaceTreatyLimitedAccess: true });
    const s1 = move(s0, I_CORPS, '466');
    return {
      ...s1,
      garrisons: [...s1.garrisons, { nationality: 'france' as const, area: '475' as AreaId, place: { kind: 'city' as const, city: 'linz' as never }, factors: { infantry: 2 } }],
      relations: { ...s1.relations, wars: [], access: [{ grantor: 'austria' as const, grantee: 'france' as const, kind: 'limited' as const, since, until }, ...(extra ?? [])] },
    };
  };
  it('12.4.1 / 12.4.3 three months after the peace (September, access since June) a garrison still in Linz is demobilised; the corps still has time', async () => {
    const { demobiliseOverstayers } = await import('../../shared/engine/steps/political/limitedAccess');
    const s = run(withLimited({ month: 6, year: 1805 }, { month: 11, year: 1805 }), (tx) => demobiliseOverstayers(tx, 'france'));
    expect(s.garrisons.some((g) => g.area === '475' && g.nationality === 'france')).toBe(false);
    expect(at(s, I_CORPS)).toEqual({ kind: 'area', area: '466' });
    expect(s.relations.access).toHaveLength(1); // the access runs on
  });
  it('12.4.2 / 12.4.3 after six months (access March to August) the corps in Bohemia is demobilised and the access ends', async () => {
    const { demobiliseOverstayers } = await import('../../shared/engine/steps/political/limitedAccess');
    const s = run(withLimited({ month: 3, year: 1805 }, { month: 8, year: 1805 }), (tx) => demobiliseOverstayers(tx, 'france'));
    expect(at(s, I_CORPS)).toEqual({ kind: 'offMap' });
    expect(s.corps.find((c) => c.counter === I_CORPS)!.factors).toEqual({});
    expect(s.log).toContainEqual(expect.objectContaining({ type: 'forcesRepatriated', what: 'corps', from: '466', to: null, rule: '12.4.3' }));
    expect(s.relations.access).toEqual([]);
  });
  it('12.4.2 / 12.4.3 a French fleet (3 ships) still in Trieste (Illyria, Austrian) after the six months is scuttled: -1 political point (5.1.4.1); an empty one costs nothing', async () => {
    const { demobiliseOverstayers } = await import('../../shared/engine/steps/political/limitedAccess');
    const s0 = withLimited({ month: 3, year: 1805 }, { month: 8, year: 1805 });
    const port = { kind: 'port' as const, area: '481' as AreaId, city: 'trieste' as never };
    const s1 = { ...s0, fleets: [...s0.fleets, { id: 'fr-adriatic' as never, name: 'Adriatic Squadron', nationality: 'france' as const, ships: 3, location: port }, { id: 'fr-empty' as never, name: 'Empty Squadron', nationality: 'france' as const, ships: 0, location: port }] };
    const s = run(s1, (tx) => demobiliseOverstayers(tx, 'france'));
    expect(s.fleets.some((f) => f.id === 'fr-adriatic' || f.id === 'fr-empty')).toBe(false);
    expect(s.powers.france.politicalPoints - s1.powers.france.politicalPoints).toBe(-1);
    expect(s.log).toContainEqual(expect.objectContaining({ type: 'politicalPointsChanged', power: 'france', delta: -1, rule: '5.1.4.1' }));
    // three months in (garrisons due, the rest not yet), the fleet may stay
    const early = run({ ...s1, relations: { ...s1.relations, access: [{ grantor: 'austria', grantee: 'france', kind: 'limited', since: { month: 6, year: 1805 }, until: { month: 11, year: 1805 } }] } }, (tx) => demobiliseOverstayers(tx, 'france'));
    expect(early.fleets.some((f) => f.id === 'fr-adriatic')).toBe(true);
  });
  it('12.4.3 unless the owner granted voluntary access: the corps stays', async () => {
    const { demobiliseOverstayers } = await import('../../shared/engine/steps/political/limitedAccess');
    const s = run(withLimited({ month: 3, year: 1805 }, { month: 8, year: 1805 }, [{ grantor: 'austria', grantee: 'france', kind: 'voluntary' }]), (tx) => demobiliseOverstayers(tx, 'france'));
    expect(at(s, I_CORPS)).toEqual({ kind: 'area', area: '466' });
  });
});

describe('10.3.1.2.1.3 (v2.71 option) access in territory that changed hands', () => {
  const ceding = (options: Record<string, boolean>) => {
    const s0 = startPolitical((j) => { j.relations.alliances = []; }, options);
    const ru = s0.corps.find((c) => c.nationality === 'russia' && c.location.kind === 'area')!;
    const s1 = move(s0, ru.counter, '286'); // Glogau, Silesia: Russia has Prussia's access there
    return { s: s1, ru: ru.counter };
  };
  it('10.3.1.2.1.3 Silesia ceded by Prussia to Austria (C.4): Austria is asked about the Russian corps in Glogau; refused, it goes home', async () => {
    const { applyTerm } = await import('../../shared/engine/steps/political/peaceEffects');
    const { s: s1, ru } = ceding({ generalAccess: true });
    const s = run(s1, (tx) => applyTerm(tx, 'prussia', 'austria', 'C.4:province:silesia', [['C.4:province:silesia']]));
    expect(territoryOf(s, DATA.land!, '286' as AreaId)).toBe('austria');
    const d = pendingDecisions(s).find((x) => x.kind === 'political/newAccess')!;
    expect(d).toMatchObject({ power: 'austria', rule: '10.3.1.2.1.3' });
    expect(d.options.map((o) => o.value)).toEqual(['grant:russia:province:silesia', 'refuse:russia:province:silesia']);
    const granted = applyCommand(s, commandFor(d, 'grant:russia:province:silesia'), DATA);
    if (!granted.ok) throw new Error(granted.error.message);
    expect(forcibleAccessOwner(granted.state, DATA.land!, 'russia', '286' as AreaId)).toBeNull();
    const refused = applyCommand(s, commandFor(d, 'refuse:russia:province:silesia'), DATA);
    if (!refused.ok) throw new Error(refused.error.message);
    let after = refused.state;
    const tie = pendingDecisions(after).find((x) => x.kind === 'political/repatriate');
    if (tie) {
      expect(tie.rule).toBe('10.3.1.2.1.3');
      const r = applyCommand(after, commandFor(tie, tie.options[0]!.value), DATA);
      if (!r.ok) throw new Error(r.error.message);
      after = r.state;
    }
    const loc = at(after, ru);
    expect(loc.kind).toBe('area');
    expect(loc.kind === 'area' && territoryOf(after, DATA.land!, loc.area)).toBe('russia');
    expect(after.log.some((e) => e.type === 'forcesRepatriated' && e.rule === '10.3.1.2.1.3' && e.from === '286')).toBe(true);
  });
  it('10.3.1.2.1.3 option off: nobody is asked', async () => {
    const { applyTerm } = await import('../../shared/engine/steps/political/peaceEffects');
    const { s: s1 } = ceding({});
    const s = run(s1, (tx) => applyTerm(tx, 'prussia', 'austria', 'C.4:province:silesia', [['C.4:province:silesia']]));
    expect(pendingDecisions(s).some((x) => x.kind === 'political/newAccess')).toBe(false);
  });
});
