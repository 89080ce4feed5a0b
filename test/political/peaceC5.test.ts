// 4.4.6.2 the C.5 exception played through the Peace Step: the victor with unconditional access
// keeps its forces in the loser's territory, but its garrison in a capital city (Vienna, area 474)
// must move to the nearest area(s) able to hold it that are not a capital. On the printed map the
// areas next to Vienna with a city are Linz (475), Gratz (477) and Leopoldstadt (492), none a capital.
import { describe, expect, it } from 'vitest';
import { applyCommand, commandFor, pendingDecisions } from '../../shared/engine';
import type { AreaId, GameState } from '../../shared/model';
import { beginTx, commit } from '../../shared/engine/tx';
import { autoAnswer, seededRng } from '../../shared/engine/auto/auto';
import { DATA, drive, startPolitical } from './politicalSetup';

const run = (s: GameState, f: (tx: ReturnType<typeof beginTx>) => void): GameState => {
  const tx = beginTx(s, DATA);
  f(tx);
  return commit(tx);
};

const I_CORPS = 'kwrdgh8'; // France's I Corps (area 321 in the fixture)

function peaceWith(terms: string[], options: Record<string, boolean> = {}, stopAt = 'political/repatriate'): GameState {
  const s0 = startPolitical(() => {}, options);
  const s1: GameState = {
    ...s0,
    corps: s0.corps.map((c) => (c.counter === I_CORPS ? { ...c, location: { kind: 'area' as const, area: '466' as AreaId } } : c)),
    garrisons: [...s0.garrisons, { nationality: 'france', area: '474' as AreaId, place: { kind: 'city', city: 'vienna' as never }, factors: { infantry: 3 } }],
  };
  let picked = 0;
  return drive(s1, (d) => {
    if (d.kind === 'political/sue' && d.power === 'austria') return ['sueAll'];
    if (d.kind === 'political/peaceOffer' && d.power === 'france') return d.options.find((o) => String(o.value).startsWith('unconditional'))!.value;
    if (d.kind === 'political/peaceAnswer') return d.options.find((o) => String(o.value).startsWith('accept'))!.value;
    if (d.kind === 'political/peaceTerm' && d.power === 'france') {
      const want = terms[picked++];
      return want === undefined ? 'done' : d.options.find((o) => o.verdict.ok && String(o.value) === want)!.value;
    }
    return undefined;
  }, (x) => x.pending.some((d) => d.kind === stopAt) || x.cursor.step === 'political/creatingAlliances');
}

describe('4.4.6.2 the C.5 exception: garrisons leave capital cities', () => {
  it('4.4.6.2 / C.5 France keeps I Corps in Bohemia, but its Vienna garrison must leave the capital: France chooses among Linz, Gratz and Leopoldstadt', () => {
    const s = peaceWith(['C.5']);
    expect(s.log).toContainEqual(expect.objectContaining({ type: 'peaceMade', loser: 'austria', victor: 'france', kind: 'unconditional' }));
    const d = pendingDecisions(s).find((x) => x.kind === 'political/repatriate')!;
    expect(d.power).toBe('france');
    // the whole garrison to one place (splitting it is the next test)
    expect(d.options.filter((o) => !String(o.value).includes('@')).map((o) => String(o.value).split('>')[1]).sort()).toEqual(['475:linz', '477:gratz', '492:leopoldstadt']);
    expect(d.prompt).toContain('Vienna');
    expect(d.options.map((o) => o.label).join(' ')).toMatch(/Gratz/);
    expect(s.corps.find((c) => c.counter === I_CORPS)!.location).toEqual({ kind: 'area', area: '466' });
    const r = applyCommand(s, commandFor(d, d.options.find((o) => String(o.value).endsWith('477:gratz'))!.value), DATA);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.garrisons).toContainEqual({ nationality: 'france', area: '477', place: { kind: 'city', city: 'gratz' }, factors: { infantry: 3 } });
    expect(r.state.garrisons.some((g) => g.nationality === 'france' && g.area === '474')).toBe(false);
  });

  it('4.4.6.2 / C.5 Austria, the loser, is asked first whether France\'s Vienna garrison may stay; allowed, it stays and France is asked nothing', () => {
    const s = peaceWith(['C.5'], {}, 'political/capitalGarrison');
    const d = pendingDecisions(s).find((x) => x.kind === 'political/capitalGarrison')!;
    expect(d.power).toBe('austria');
    expect(d.options.map((o) => String(o.value))).toEqual(['leave:garrison:france:474:vienna', 'stay:garrison:france:474:vienna']);
    // names, never ids
    expect(d.prompt).toBe("Peace term C.5: France's garrison of 3 factors in Vienna (area 474) must leave the capital city unless Austria lets it stay (4.4.6.2).");
    expect(d.options.map((o) => o.label)).toEqual(["France's garrison leaves Vienna (area 474) for the nearest city that is not a capital", "Let France's garrison stay in Vienna (area 474)"]);
    const r = applyCommand(s, commandFor(d, 'stay:garrison:france:474:vienna'), DATA);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.garrisons).toContainEqual({ nationality: 'france', area: '474', place: { kind: 'city', city: 'vienna' }, factors: { infantry: 3 } });
    expect(pendingDecisions(r.state).some((x) => x.kind === 'political/repatriate')).toBe(false);
    // 4.4.6.2 the standing procedures refuse: no enemy garrison stays in their capital
    expect(autoAnswer(s, d, seededRng(1), DATA)).toBe('leave:garrison:france:474:vienna');
    // refused, France must take it out: the three places of the test above
    const left = applyCommand(s, commandFor(d, 'leave:garrison:france:474:vienna'), DATA);
    if (!left.ok) throw new Error(left.error.message);
    expect(pendingDecisions(left.state).find((x) => x.kind === 'political/repatriate')!.power).toBe('france');
  });

  it('4.4.6.2 the owner may split the garrison among the equally near places: 1 infantry factor to Linz, then the other 2 to Gratz', () => {
    let s = peaceWith(['C.5']);
    const apply = (value: string) => {
      const d = pendingDecisions(s).find((x) => x.kind === 'political/repatriate')!;
      expect(d.options.map((o) => String(o.value))).toContain(value);
      const r = applyCommand(s, commandFor(d, value), DATA);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
      return d;
    };
    const first = apply('garrison:france:474:vienna>475:linz@infantry:1');
    // 3 whole moves, then 1 or 2 of the 3 factors to each of the three places
    expect(first.options.map((o) => String(o.value).split('@')[1] ?? 'whole').sort()).toEqual([...Array(3).fill('whole'), ...Array(3).fill('infantry:1'), ...Array(3).fill('infantry:2')].sort());
    expect(first.options.find((o) => String(o.value).endsWith('475:linz@infantry:1'))!.label).toBe('1 infantry factor of the garrison of Vienna to Linz (area 475), the rest to place next');
    expect(s.garrisons).toContainEqual({ nationality: 'france', area: '475', place: { kind: 'city', city: 'linz' }, factors: { infantry: 1 } });
    // the other two factors wait in Vienna for the next choice among the same three places
    const next = apply('garrison:france:474:vienna>477:gratz');
    expect(next.options.filter((o) => !String(o.value).includes('@')).map((o) => String(o.value).split('>')[1]).sort()).toEqual(['475:linz', '477:gratz', '492:leopoldstadt']);
    expect(s.garrisons).toContainEqual({ nationality: 'france', area: '477', place: { kind: 'city', city: 'gratz' }, factors: { infantry: 2 } });
    expect(s.garrisons.some((g) => g.nationality === 'france' && g.area === '474')).toBe(false);
    expect(pendingDecisions(s).some((x) => x.kind === 'political/repatriate')).toBe(false);
  });

  it('4.4.6.2 without C.5 (B.2 chosen instead) I Corps leaves Bohemia and the Vienna garrison leaves Austria altogether', () => {
    const s = drive(peaceWith(['B.2']), () => undefined, (x) => x.cursor.step === 'political/creatingAlliances');
    expect(s.corps.find((c) => c.counter === I_CORPS)!.location).not.toEqual({ kind: 'area', area: '466' });
    expect(s.garrisons.filter((g) => g.nationality === 'france' && ['474', '475', '477', '492'].includes(g.area))).toEqual([]);
    expect(s.log).toContainEqual(expect.objectContaining({ type: 'forcesRepatriated', power: 'france', what: 'garrison', from: '474', rule: '4.4.6.2' }));
  });
});

describe('12.4.1 (option 12.4) the C.5 victor\'s lighter duty', () => {
  it('12.4 / 12.4.1 with peace treaty limited access, France (C.5) is not made to move its Vienna garrison at once: it has three months to get out of the capital cities', () => {
    const s = drive(peaceWith(['C.5'], { peaceTreatyLimitedAccess: true }), () => undefined, (x) => x.cursor.step === 'political/creatingAlliances');
    expect(s.garrisons).toContainEqual({ nationality: 'france', area: '474', place: { kind: 'city', city: 'vienna' }, factors: { infantry: 3 } });
    expect(s.corps.find((c) => c.counter === I_CORPS)!.location).toEqual({ kind: 'area', area: '466' });
    expect(s.relations.access).toContainEqual(expect.objectContaining({ grantor: 'austria', grantee: 'france', kind: 'limited', capitalsOnly: true, until: { month: 11, year: 1805 } }));
    expect(s.log).toContainEqual(expect.objectContaining({ type: 'accessChanged', grantor: 'austria', grantee: 'france', rule: '12.4.1' }));
  });

  it('12.4.1 / 12.4.3 three months on, the garrison still in Vienna is demobilised, the one in Linz (no capital) and I Corps stay; the access is over', async () => {
    const { demobiliseOverstayers } = await import('../../shared/engine/steps/political/limitedAccess');
    const s0 = startPolitical(() => {}, { peaceTreatyLimitedAccess: true });
    const city = (area: string, c: string, n: number) => ({ nationality: 'france' as const, area: area as AreaId, place: { kind: 'city' as const, city: c as never }, factors: { infantry: n } });
    const s1: GameState = {
      ...s0,
      corps: s0.corps.map((c) => (c.counter === I_CORPS ? { ...c, location: { kind: 'area' as const, area: '466' as AreaId } } : c)),
      garrisons: [...s0.garrisons, city('474', 'vienna', 3), city('475', 'linz', 2)],
      relations: { ...s0.relations, wars: [], access: [
        { grantor: 'austria', grantee: 'france', kind: 'unconditional', since: { month: 3, year: 1805 } },
        { grantor: 'austria', grantee: 'france', kind: 'limited', since: { month: 3, year: 1805 }, until: { month: 5, year: 1805 }, capitalsOnly: true },
      ] },
    };
    const s = run(s1, (tx) => demobiliseOverstayers(tx, 'france'));
    expect(s.garrisons.some((g) => g.nationality === 'france' && g.area === '474')).toBe(false);
    expect(s.garrisons).toContainEqual(city('475', 'linz', 2));
    expect(s.corps.find((c) => c.counter === I_CORPS)!.location).toEqual({ kind: 'area', area: '466' });
    expect(s.relations.access).toEqual([{ grantor: 'austria', grantee: 'france', kind: 'unconditional', since: { month: 3, year: 1805 } }]);
  });
});
