// 14.5 The 1812-1815 campaign setup (reconstructed, assets/scenarios/README.md): its invariants
// against the printed data, the history it pins, and a first month played headless.
import { describe, expect, it } from 'vitest';
import { newGame } from '../../shared/engine';
import { MAJOR_POWERS } from '../../shared/model';
import {
  capacityProblems, corpsProblems, data, depotProblems, fleetProblems, holdingsIncome, leaderProblems, minorProblems, parsed, placementProblems, playMonths, raw,
} from './setup1812Checks';
import type { Held } from './setup1812Checks';

const FILE = '14.5-1812-campaign.json';
const s = parsed(FILE);

/** Enemy territory each power held in January 1812, by province, and why. */
const HELD: Held = {
  france: {
    andalusia: 'Soult\'s Army of the South held Seville and Andalusia from 1810 until August 1812',
    leon: 'the Army of Portugal round Salamanca; Ciudad Rodrigo French until 19 January 1812',
    'old-castille': 'the Army of the North at Burgos and San Sebastian (1808-1813)',
    'new-castille': 'King Joseph\'s Madrid (1808-1812)',
    valencia: 'Suchet took Valencia on 9 January 1812',
    catalonia: 'Barcelona and Gerona French since 1808-1809',
    aragon: 'Saragossa French since February 1809',
    estremadura: 'Badajoz French from March 1811 to April 1812',
  },
  russia: {
    wallachia: 'the Army of the Danube in Wallachia (1806-1812 war)',
    moldavia: 'Moldavia occupied by Russia (1806-1812)',
    bessarabia: 'Ismail taken in 1809, ceded at Bucharest in May 1812',
  },
};

describe('14.5 the 1812-1815 campaign setup', () => {
  it('13.1 parses with the real map, is a campaign of all seven powers from January 1812 to December 1815', () => {
    const g = newGame({ scenario: raw(FILE), seed: 1, data });
    if (!g.ok) expect(g.errors).toEqual([]);
    expect(s.kind).toBe('campaign');
    expect(s.start).toEqual({ month: 1, year: 1812 });
    expect(s.end).toEqual({ month: 12, year: 1815 });
    expect(MAJOR_POWERS.every((p) => s.powers[p] !== undefined)).toBe(true);
    expect(s.source).toMatch(/^14\.5 /);
    expect(s.provenance).toMatchObject({ kind: 'reconstructed' });
    expect(s.mapPortion).toBe('all');
  });

  it('2.4.2.1.1 no corps over its counter\'s boxes; every corps a counter of its nationality, used once, moving as printed', () => {
    expect(corpsProblems(s)).toEqual([]);
    expect(s.forces.corps.length).toBeGreaterThan(70);
  });

  it('land units on land in their controller\'s or an ally\'s territory, or in enemy territory history gave them (French Spain, Russian Danube)', () => {
    expect(placementProblems(s, HELD)).toEqual([]);
  });

  it('6.0 fleets at sea or in a friendly port, within their counters', () => {
    expect(fleetProblems(s)).toEqual([]);
  });

  it('7.3.3.4 garrisons and corps inside a city within its 5 factors a spire; depots within the counter mix', () => {
    expect(capacityProblems(s)).toEqual([]);
    expect(depotProblems(s)).toEqual([]);
  });

  it('10.2 / 10.4 minors as the Minor Countries Chart has them in 1812, free states no larger than its forces', () => {
    expect(minorProblems(s, 1812)).toEqual([]);
    // the Duchy of Warsaw: the combination's id gives its corps a nationality (11.1)
    expect(s.minors.find((m) => m.id === 'poland')).toMatchObject({ status: 'free', controller: 'france' });
  });

  it('8.2 money and manpower no more than one Economic Phase of what each power holds', () => {
    const income = holdingsIncome(s);
    // the printed values of the holdings, summed from the map: France with its ceded provinces and free states
    expect(income.france).toEqual({ money: 219, manpower: 87 });
    expect(income.prussia).toEqual({ money: 27, manpower: 13 });
    for (const p of MAJOR_POWERS) {
      const given = s.powers[p]!;
      expect(given.money, p).toBeGreaterThanOrEqual(0);
      expect(given.money, p).toBeLessThanOrEqual(income[p].money);
      expect(given.manpower, p).toBeLessThanOrEqual(income[p].manpower);
    }
  });

  it('10.6 leaders present only between their dates; Prussia\'s 1813 generals arrive, the fallen and departed leave on their dates', () => {
    expect(leaderProblems(s)).toEqual([]);
    const ids = s.forces.leaders.map((l) => l.id);
    expect(ids).not.toContain('massena'); // removed January 1812
    expect(ids).not.toContain('gneisenau'); // arrives January 1813
    expect(s.reinforcements.find((r) => r.leaders?.includes('gneisenau'))?.date).toEqual({ month: 1, year: 1813 });
    expect(s.scheduled.find((c) => c.kind === 'withdraw' && c.leaders.includes('bagration'))?.date).toEqual({ month: 10, year: 1812 });
  });

  it('4.1 the wars of January 1812: France with Britain and Spain, Russia with Turkey; Britain allied to Spain; none both', () => {
    const key = ([a, b]: readonly [string, string]) => [a, b].sort().join('+');
    expect(s.relations.wars.map(key).sort()).toEqual(['britain+france', 'france+spain', 'russia+turkey']);
    expect(s.relations.alliances.map(key)).toEqual(['britain+spain']);
    // symmetric in the game: each war begun for both powers, and no pair both at war and allied
    const g = newGame({ scenario: raw(FILE), seed: 1, data });
    if (!g.ok) throw new Error('rejected');
    expect(g.value.political?.warsBegun.map((w) => key(w.powers)).sort()).toEqual(['britain+france', 'france+spain', 'russia+turkey']);
    expect(s.relations.wars.map(key).filter((k) => s.relations.alliances.map(key).includes(k))).toEqual([]);
  });

  it('10.5 status from the campaign II start boxes (France neutral 9 as printed), ceded provinces of Tilsit and Schönbrunn, points from 1805-1811', () => {
    expect(s.political?.status.france).toEqual({ zone: 'neutral', number: 9 });
    expect(s.political?.status.spain).toEqual({ zone: 'instability', number: 5 });
    expect(s.economy?.status.france).toEqual({ zone: 'neutral', box: 9 });
    expect(s.economy?.ceded.map((c) => `${c.province}>${c.holder}`).sort()).toEqual(
      ['illyria>france', 'magdeburg>france', 'masovia>france', 'posen>france', 'tyrol>france', 'west-galicia>france']);
    // 28 Economic Phases (1805-1811) at each power's reconstructed yearly box
    expect(Object.fromEntries(MAJOR_POWERS.map((p) => [p, s.powers[p]!.victoryPoints]))).toEqual({
      france: 268, britain: 176, spain: 100, austria: 112, prussia: 132, russia: 168, turkey: 112,
    });
  });

  it('19.1 starts and plays its first month headless with the standing procedures for every power', { timeout: 120_000 }, () => {
    const r = playMonths(FILE, 1, 3);
    expect(r.problems).toEqual([]);
    expect(r.state.date).toEqual({ month: 2, year: 1812 });
    expect(r.commands).toBeGreaterThan(50);
  });
});
