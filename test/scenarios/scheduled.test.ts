// 13.1 Changes on a date: a minor country changing sides (10.5.2.3, its forces leave the map)
// and forces withdrawn from the theatre, applied as the month begins.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadMap } from '../../shared/data/map';
import { applyCommand, commandFor, gameDataFromMap, newGame, parseScenario } from '../../shared/engine';
import { FACTOR_TYPES } from '../../shared/model';
import type { GameState } from '../../shared/model';

const map = loadMap();
if (!map.ok) throw new Error('shipped map invalid');
const data = gameDataFromMap(map.map);
const raw = (): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL('../../assets/scenarios/13.5-1813-befreiungskrieg.json', import.meta.url), 'utf8')) as Record<string, unknown>;
const total = (s: GameState) =>
  s.corps.reduce((n, c) => n + FACTOR_TYPES.reduce((m, t) => m + (c.factors[t] ?? 0), 0), 0) +
  s.garrisons.reduce((n, g) => n + (g.factors.infantry ?? 0) + (g.factors.militia ?? 0), 0);

/** First legal answers until the month is `month`; returns the state and the factor changes the log explains. */
function playTo(state: GameState, month: number): { s: GameState; explained: number } {
  let s = state;
  let explained = 0;
  for (let i = 0; i < 50_000 && !s.over && s.date.month !== month; i++) {
    const d = s.pending[0]!;
    const first = d.options.find((o) => o.verdict.ok);
    const r = applyCommand(s, commandFor(d, d.select === 'many' || !first ? [] : first.value), data);
    if (!r.ok) throw new Error(r.error.message);
    for (const e of r.events) if (e.type === 'factorsChanged') explained += e.delta;
    s = r.state;
  }
  return { s, explained };
}

describe('13.1 scheduled changes', () => {
  const scheduled = [
    { kind: 'minor', date: { month: 10, year: 1813 }, minor: 'bavaria', status: 'free', controller: 'austria' },
    { kind: 'withdraw', date: { month: 9, year: 1813 }, power: 'france', corps: ['france-guard'], leaders: ['murat'] },
  ];

  it('10.5.2.3 a minor changes sides as its month begins: its corps and garrisons leave the map, its leaders go to the pool', () => {
    const g = newGame({ scenario: { ...raw(), scheduled }, seed: 2, data });
    if (!g.ok) throw new Error(JSON.stringify(g.errors));
    const before = g.value;
    expect(before.corps.some((c) => c.nationality === 'bavaria')).toBe(true);
    const { s, explained } = playTo(before, 10);
    expect(s.minors.find((m) => m.id === 'bavaria')).toMatchObject({ status: 'free', controller: 'austria' });
    expect(s.corps.some((c) => c.nationality === 'bavaria')).toBe(false);
    expect(s.garrisons.some((x) => x.nationality === 'bavaria')).toBe(false);
    expect(s.leaders.find((l) => l.id === 'wrede')?.location).toEqual({ kind: 'pool' });
    expect(s.log.some((e) => e.type === 'minorChangedSides' && e.minor === 'bavaria' && e.to === 'austria')).toBe(true);
    // every factor that left the map is explained by an event (what the soak invariant checks)
    expect(total(before) + explained).toBe(total(s));
  });

  it('10.5.2.3 (errata) the former controller\'s own garrison leaves the minor with the honors of war, for a city of its side outside it', () => {
    const sc = raw() as { forces: { garrisons: unknown[] } };
    sc.forces.garrisons.push({ nationality: 'france', area: '326', city: 'munich', factors: { infantry: 2 } });
    const g = newGame({ scenario: { ...sc, scheduled }, seed: 2, data });
    if (!g.ok) throw new Error(JSON.stringify(g.errors));
    const { s, explained } = playTo(g.value, 10);
    expect(s.garrisons.some((x) => x.nationality === 'france' && x.area === '326')).toBe(false);
    const left = s.log.find((e) => e.type === 'minorGarrisonLeft');
    expect(left).toMatchObject({ minor: 'bavaria', owner: 'france', from: '326', factors: 2, rule: '10.5.2.3' });
    const to = left?.type === 'minorGarrisonLeft' ? left.to : null;
    // Ulm (320, Württemberg, France's free state) is two areas from Munich, the nearest city of France's side outside Bavaria
    expect(to).toEqual({ area: '320', city: 'ulm' });
    expect(data.land!.area(to!.area)?.minor).not.toBe('bavaria');
    expect(s.garrisons.some((x) => x.nationality === 'france' && x.area === to!.area && x.place.kind === 'city' && x.place.city === to!.city)).toBe(true);
    expect(total(g.value) + explained).toBe(total(s));
  });

  it('13.1 forces withdrawn on a date leave with their factors; withdrawn leaders leave the game', () => {
    const g = newGame({ scenario: { ...raw(), scheduled }, seed: 2, data });
    if (!g.ok) throw new Error(JSON.stringify(g.errors));
    const { s } = playTo(g.value, 9);
    expect(s.corps.some((c) => c.id === 'france-guard')).toBe(false);
    expect(s.leaders.some((l) => l.id === 'murat')).toBe(false);
    expect(s.log.find((e) => e.type === 'forcesWithdrawn')).toMatchObject({ power: 'france', corps: 1 });
  });

  it('13.1 / 10.1 irregulars arrive as reinforcements in their area: two cossack counters of one factor each', () => {
    const reinforcements = [...(raw().reinforcements as unknown[]), { date: { month: 9, year: 1813 }, power: 'russia', area: '464', irregulars: [{ kind: 'cossack', factors: 2 }] }];
    const g = newGame({ scenario: { ...raw(), reinforcements }, seed: 2, data });
    if (!g.ok) throw new Error(JSON.stringify(g.errors));
    const before = new Set(g.value.irregulars.map((i) => i.counter));
    const cossacks = (s: GameState) => s.irregulars.filter((i) => i.kind === 'cossack' && i.area === '464' && !before.has(i.counter));
    let s = g.value;
    for (let i = 0; i < 50_000 && !s.log.some((e) => e.type === 'factorsChanged' && e.rule === '13.1' && e.area === '464'); i++) {
      const d = s.pending[0]!;
      const first = d.options.find((o) => o.verdict.ok);
      const r = applyCommand(s, commandFor(d, d.select === 'many' || !first ? [] : first.value), data);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    expect(s.date).toEqual({ month: 9, year: 1813 });
    expect(cossacks(s).map((c) => [c.nationality, c.factors])).toEqual([['russia', 1], ['russia', 1]]);
    expect(s.log.find((e) => e.type === 'factorsChanged' && e.rule === '13.1')).toMatchObject({ owner: 'russia', delta: 2 });
  });

  it('13.1 a corps brought as a reinforcement can be named by id in a dated withdrawal; ids stay unique', () => {
    const base = raw().reinforcements as unknown[];
    const extra = { date: { month: 9, year: 1813 }, power: 'russia', area: '464', factors: { infantry: 1 }, corps: [{ id: 'russia-xx', name: 'XX Corps', type: 'infantry', movement: 4 }] };
    const later = { kind: 'withdraw', date: { month: 11, year: 1813 }, power: 'russia', corps: ['russia-xx'], leaders: [] };
    const ok = parseScenario({ ...raw(), reinforcements: [...base, extra], scheduled: [later] }, { data });
    expect(ok.ok).toBe(true);
    const twice = parseScenario({ ...raw(), reinforcements: [...base, { ...extra, corps: [{ ...extra.corps[0], id: 'russia-i' }] }] }, { data });
    expect(twice.ok ? [] : twice.errors.map((e) => `${e.path} ${e.code}`)).toEqual([`reinforcements.${base.length}.corps.0.id duplicateId`]);
    // 10.1 cossack counters are Russia's: France cannot be given any
    const wrong = parseScenario({ ...raw(), reinforcements: [...base, { date: { month: 9, year: 1813 }, power: 'france', area: '294', irregulars: [{ kind: 'cossack', factors: 1 }] }] }, { data });
    expect(wrong.ok ? [] : wrong.errors.map((e) => `${e.path} ${e.code}`)).toEqual([`reinforcements.${base.length}.irregulars.0.kind unknownNationality`]);
  });

  it('13.1 the parser checks dates, minors, controllers, corps and leaders', () => {
    const errorsOf = (sch: unknown[]) => {
      const r = parseScenario({ ...raw(), scheduled: sch }, { data });
      return r.ok ? [] : r.errors.map((e) => `${e.path} ${e.code}`);
    };
    expect(errorsOf(scheduled)).toEqual([]);
    expect(errorsOf([{ ...scheduled[0], minor: 'atlantis' }])).toEqual(['scheduled.0.minor unknownReference']);
    expect(errorsOf([{ ...scheduled[0], controller: 'spain' }])).toEqual(['scheduled.0.controller badMinor']);
    expect(errorsOf([{ ...scheduled[0], date: { month: 8, year: 1813 } }])).toEqual(['scheduled.0.date dateOutsideScenario']);
    expect(errorsOf([{ ...scheduled[1], corps: ['france-xx'] }])).toEqual(['scheduled.0.corps.0 unknownReference']);
    expect(errorsOf([{ ...scheduled[1], leaders: ['nobody'] }])).toEqual(['scheduled.0.leaders.0 unknownReference']);
  });
});
