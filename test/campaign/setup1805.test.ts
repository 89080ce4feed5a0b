// 14.4 / 14.7 the 1805 campaign setups, and the invariants every shipped campaign setup keeps
// (14.5 and 14.6 are checked by the same loop). Numbers pinned here are read off the charts and
// the map by hand: the political start labels (charts_more), the Minor Countries Chart's 1805
// line, the printed province values, v2.71 14.7.6's leader dates.
import { describe, expect, it } from 'vitest';
import { gameDataFromMap, newGame } from '../../shared/engine';
import { loadMap } from '../../shared/data/map';
import { atWar } from '../../shared/engine/relations';
import { COMBINATION_IDS, MAJOR_POWERS } from '../../shared/model';
import {
  MAP, MINOR_CHART, campaignFiles, chartLine, corpsOverMaximum, fleetsMisplaced, freeStateForces, garrisonsOverCapacity, landUnitsMisplaced, leadersOutOfDates, printedRevenue,
} from './setupInvariants';

const map = loadMap();
if (!map.ok) throw new Error('shipped map invalid');
const data = gameDataFromMap(map.map);
const files = campaignFiles();
// the Minor Countries Chart's minors and section 11's combinations (the Duchy of Warsaw is Poland, 11.1)
const CHART_MINORS = new Set<string>([...MINOR_CHART.map((m) => m.id), ...COMBINATION_IDS]);

describe('13.1 / 14.0 every shipped campaign setup keeps the invariants', () => {
  it('the 1805 campaigns are shipped as campaigns', () => {
    expect(files.map((f) => f.file)).toEqual(expect.arrayContaining(['14.4-1805-1807-campaign.json', '14.7-grand-campaign.json']));
  });

  describe.each(files.map((f) => [f.file, f] as const))('%s', (_file, { json, s }) => {
    it('13.1 parses against the map and starts a game in the Political Phase (all seven powers in play)', () => {
      const g = newGame({ scenario: json, seed: 1, data });
      expect(g.ok ? [] : g.errors).toEqual([]);
      if (!g.ok) return;
      expect(MAJOR_POWERS.every((p) => g.value.powers[p].inPlay)).toBe(true);
      expect(g.value.cursor.phase).toBe('political');
    });
    it('2.4.2.1.1 no corps over its counter\'s maximum', () => expect(corpsOverMaximum(s)).toEqual([]));
    it('2.4.2.1.1 the box check finds a corps\' counter by its id, as the engine does, not by its name', () => {
      const [first, ...rest] = s.forces.corps;
      const renamed = { ...s, forces: { ...s.forces, corps: [{ ...first!, id: `${first!.id}-unknown` }, ...rest] } };
      expect(corpsOverMaximum(renamed)).toEqual([`${first!.nationality} ${first!.name}: no such corps counter`]);
    });
    it('land units on land in their own, an ally\'s or a controlled minor\'s territory', () => expect(landUnitsMisplaced(s)).toEqual([]));
    it('5.1 / 6.2 fleets at sea, in a friendly port or blockading an enemy, within their counters', () => expect(fleetsMisplaced(s)).toEqual([]));
    it('7.3.3.4 / 7.3.3.5 garrisons within city and depot capacity', () => expect(garrisonsOverCapacity(s)).toEqual([]));
    it('10.6 leaders only between their dates (arrivals and removals scheduled)', () => expect(leadersOutOfDates(s)).toEqual([]));

    it('4.6.3 every minor country on the map has exactly one status; conquered ones field no forces of their own (10.2.1.1)', () => {
      const ids = s.minors.map((m) => m.id);
      expect(new Set(ids).size, 'a minor listed twice').toBe(ids.length);
      // every minor of the map, and beyond them only minors of the Minor Countries Chart (Finland, the Duchy of Warsaw)
      expect(MAP.minors.map((m) => m.id).filter((id) => !ids.includes(id))).toEqual([]);
      expect(ids.filter((id) => !CHART_MINORS.has(id) && !MAP.minors.some((m) => m.id === id))).toEqual([]);
      for (const m of s.minors.filter((x) => x.status !== 'free')) expect(freeStateForces(s, m.id), m.id).toEqual({ infantry: 0, cavalry: 0, ships: 0 });
    });

    it('4.6.3 free states field no more than the Minor Countries Chart line of their year', () => {
      for (const m of s.minors.filter((x) => x.status === 'free')) {
        const line = chartLine(m.id, s.start.year);
        if (!line || line.status === 'secondaryDistrict') continue;
        const f = freeStateForces(s, m.id);
        expect(f.infantry, m.id).toBeLessThanOrEqual(line.infantry);
        expect(f.cavalry, m.id).toBeLessThanOrEqual(line.cavalry);
        expect(f.ships, m.id).toBeLessThanOrEqual(line.ships);
      }
    });

    it('8.2 money and manpower are within two Economic Phases of the printed provinces and minors each power holds', () => {
      for (const p of MAJOR_POWERS) {
        const given = s.powers[p]!;
        const r = printedRevenue(s, p);
        expect(given.money, p).toBeLessThanOrEqual(2 * r.money);
        expect(given.manpower, p).toBeLessThanOrEqual(2 * r.manpower);
      }
    });

    it('4.1 wars are symmetric, never with oneself, never between allies', () => {
      const g = newGame({ scenario: json, seed: 1, data });
      if (!g.ok) throw new Error('setup rejected');
      for (const a of MAJOR_POWERS) for (const b of MAJOR_POWERS) expect(atWar(g.value, a, b), `${a}/${b}`).toBe(atWar(g.value, b, a));
      for (const [a, b] of s.relations.wars) {
        expect(a).not.toBe(b);
        expect(s.relations.alliances.some(([x, y]) => (x === a && y === b) || (x === b && y === a))).toBe(false);
      }
    });
  });
});

describe('14.4 / 14.7 the January 1805 start, pinned from the charts', () => {
  const grand = files.find((f) => f.file === '14.7-grand-campaign.json')!.s;
  const short = files.find((f) => f.file === '14.4-1805-1807-campaign.json')!.s;

  it('14.7 runs January 1805 to December 1815 (132 turns); 14.4 to December 1807 (36)', () => {
    const turns = (x: typeof grand) => (x.end.year - x.start.year) * 12 + x.end.month - x.start.month + 1;
    expect([grand.start, grand.end, turns(grand)]).toEqual([{ month: 1, year: 1805 }, { month: 12, year: 1815 }, 132]);
    expect([short.start, short.end, turns(short)]).toEqual([{ month: 1, year: 1805 }, { month: 12, year: 1807 }, 36]);
  });

  it('2.4.3.3 political status: France dominant 2, Austria neutral 2, Britain 9, Prussia 10, Russia 7, Spain 5, Turkey 3 (printed start labels)', () => {
    for (const x of [grand, short]) {
      expect(x.political?.status).toEqual({
        france: { zone: 'dominant', number: 2 }, austria: { zone: 'neutral', number: 2 }, britain: { zone: 'neutral', number: 9 },
        prussia: { zone: 'neutral', number: 10 }, russia: { zone: 'neutral', number: 7 }, spain: { zone: 'neutral', number: 5 }, turkey: { zone: 'neutral', number: 3 },
      });
      expect(MAJOR_POWERS.map((p) => [x.powers[p]!.politicalPoints, x.powers[p]!.victoryPoints])).toEqual(MAJOR_POWERS.map(() => [0, 0]));
    }
  });

  it('v2.71 14.1.5.1: the Cisalpine Republic (Lombardy and Romagna) a French free state with 11 I + 1 C, Tuscany Spanish conquered; Holland 10 I 2 C 12 ships', () => {
    const status = (id: string) => grand.minors.find((m) => m.id === id);
    expect(status('lombardy')).toMatchObject({ status: 'free', controller: 'france' });
    expect(status('romagna')).toMatchObject({ status: 'free', controller: 'france' });
    expect(status('tuscany')).toMatchObject({ status: 'conquered', controller: 'spain' });
    expect(freeStateForces(grand, 'lombardy')).toEqual({ infantry: 11, cavalry: 1, ships: 0 });
    expect(freeStateForces(grand, 'holland')).toEqual({ infantry: 10, cavalry: 2, ships: 12 });
    expect(grand.minors.filter((m) => m.status === 'free').map((m) => m.id).sort()).toEqual(['holland', 'lombardy', 'romagna']);
  });

  it('8.2 treasuries: one quarter of the printed province values (France 92 + Hanover 5 + Piedmont 6 + Flanders 10 + Palatinate 4 + Lombardy 7 + Romagna 4 + Holland 7 = 135)', () => {
    expect(grand.powers.france).toMatchObject({ money: 135, manpower: 30 + 2 + 2 + 3 + 1 + 3 + 2 + 3 });
    expect(grand.powers.britain).toMatchObject({ money: 51, manpower: 16 }); // Gibraltar and Malta print 0
    expect(grand.powers.spain).toMatchObject({ money: 32 + 4, manpower: 16 + 2 }); // + Tuscany
    expect(grand.powers.austria).toMatchObject({ money: 66 + 5, manpower: 25 + 2 }); // + Venetia
    expect(grand.powers.prussia).toMatchObject({ money: 36 + 2, manpower: 18 + 1 }); // + Kleves
    expect(grand.powers.russia).toMatchObject({ money: 75, manpower: 35 }); // Corfu prints 0
    expect(grand.powers.turkey).toMatchObject({ money: 29, manpower: 15 });
    expect(short.powers).toEqual(grand.powers);
  });

  it('v2.71 14.7.6 leader changes: Blucher arrives January 1807, Hiller (Austria) January 1809, Massena leaves January 1812, Kutuzov January 1813', () => {
    const arrives = (id: string) => grand.reinforcements.find((r) => r.leaders?.includes(id));
    const leaves = (id: string) => grand.scheduled.find((c) => c.kind === 'withdraw' && c.leaders.includes(id));
    expect(arrives('blucher')).toMatchObject({ date: { month: 1, year: 1807 }, power: 'prussia' });
    expect(arrives('hiller')).toMatchObject({ date: { month: 1, year: 1809 }, power: 'austria' });
    expect(leaves('massena')?.date).toEqual({ month: 1, year: 1812 });
    expect(leaves('kutuzov')?.date).toEqual({ month: 1, year: 1813 });
    // the short campaign carries only what falls inside it
    expect(short.reinforcements.find((r) => r.leaders?.includes('hiller'))).toBeUndefined();
    expect(short.reinforcements.find((r) => r.leaders?.includes('blucher'))?.date).toEqual({ month: 1, year: 1807 });
  });

  it('11.9.2 the wars players expect: Britain at war with France and Spain, France and Spain allied; no continental war yet', () => {
    expect(grand.relations.wars).toEqual([['britain', 'france'], ['britain', 'spain']]);
    expect(grand.relations.alliances).toEqual([['france', 'spain']]);
  });

  it('the forces: France fields 154 factors in 13 corps, Britain blockades Brest, Toulon, Rochefort, Ferrol and Cadiz', () => {
    const french = grand.forces.corps.filter((c) => c.nationality === 'france');
    expect(french.length).toBe(13);
    expect(french.reduce((a, c) => a + Object.values(c.factors).reduce<number>((x, n) => x + (n ?? 0), 0), 0)).toBe(7 + 12 + 13 + 17 + 22 + 12 + 16 + 10 + 16 + 11 + 8 + 6 + 4);
    const blockaded = grand.forces.fleets.filter((f) => f.location.kind === 'blockade').map((f) => (f.location as { city: string }).city).sort();
    expect(blockaded).toEqual(['brest', 'cadiz', 'corunna', 'la-rochelle', 'toulon']);
  });
});
