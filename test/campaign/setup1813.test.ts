// 14.6 The 1813-1815 campaign setup (reconstructed, assets/scenarios/README.md): its invariants
// against the printed data, the history it pins, and a first month played headless.
import { describe, expect, it } from 'vitest';
import { folderScenarioCatalog } from '../../main/host/scenarios';
import { newGame } from '../../shared/engine';
import { MAJOR_POWERS } from '../../shared/model';
import {
  capacityProblems, corpsProblems, data, depotProblems, fleetProblems, holdingsIncome, leaderProblems, minorProblems, parsed, placementProblems, playMonths, raw,
} from './setup1812Checks';
import type { Held } from './setup1812Checks';

const FILE = '14.6-1813-campaign.json';
const s = parsed(FILE);

/** Enemy territory each power held in April 1813, by province, and why. */
const HELD: Held = {
  france: {
    'west-prussia': 'Rapp\'s garrison held Danzig until 29 November 1813',
    pomerania: 'Stettin, a French fortress since 1806, held until December 1813',
    brandenburg: 'Küstrin, French since 1806, held until March 1814',
    silesia: 'Glogau, French since 1806, held until April 1814',
    leon: 'the Army of the South round Valladolid until the Vitoria campaign (May-June 1813)',
    'old-castille': 'Burgos and San Sebastian, French until June and August 1813',
    catalonia: 'Suchet and Decaen held Barcelona until 1814',
    aragon: 'Saragossa French until July 1813',
    valencia: 'Suchet held Valencia until 5 July 1813',
  },
  russia: {
    saxony: 'Dresden entered by the allies on 27 March 1813',
    masovia: 'Warsaw occupied by the Russians in February 1813',
    posen: 'Thorn besieged from February, taken on 16 April 1813',
    denmark: 'Tettenborn\'s cossacks entered Hamburg on 18 March 1813',
  },
  prussia: {
    saxony: 'Blücher and Yorck in Saxony from late March 1813',
  },
};

describe('14.6 the 1813-1815 campaign setup', () => {
  it('13.1 parses with the real map, is a campaign of all seven powers from April 1813 to December 1815', () => {
    const g = newGame({ scenario: raw(FILE), seed: 1, data });
    if (!g.ok) expect(g.errors).toEqual([]);
    expect(s.kind).toBe('campaign');
    expect(s.start).toEqual({ month: 4, year: 1813 });
    expect(s.end).toEqual({ month: 12, year: 1815 });
    expect(MAJOR_POWERS.every((p) => s.powers[p] !== undefined)).toBe(true);
    expect(s.source).toMatch(/^14\.6 /);
    expect(s.provenance).toMatchObject({ kind: 'reconstructed' });
  });

  it('2.4.2.1.1 no corps over its counter\'s boxes; every corps a counter of its nationality, used once, moving as printed', () => {
    expect(corpsProblems(s)).toEqual([]);
  });

  it('land units on land in their controller\'s or an ally\'s territory, or in enemy territory history gave them (the Oder fortresses, northern Spain, Saxony)', () => {
    expect(placementProblems(s, HELD)).toEqual([]);
  });

  it('6.0 fleets at sea or in a friendly port (Karlskrona: Sweden a British free state), within their counters', () => {
    expect(fleetProblems(s)).toEqual([]);
  });

  it('7.3.3.4 garrisons and corps inside a city within its 5 factors a spire; depots within the counter mix', () => {
    expect(capacityProblems(s)).toEqual([]);
    expect(depotProblems(s)).toEqual([]);
  });

  it('10.2 / 10.4 minors as the Minor Countries Chart has them in 1813 (Sweden a British free state), free states no larger than its forces', () => {
    expect(minorProblems(s, 1813)).toEqual([]);
    expect(s.minors.find((m) => m.id === 'sweden')).toMatchObject({ status: 'free', controller: 'britain' });
    // 10.6.5 Bernadotte, Swedish since August 1810, leads the Swedes for their controller
    expect(s.forces.leaders.find((l) => l.id === 'bernadotte')).toMatchObject({ owner: 'britain', with: 'sweden-i' });
  });

  it('8.2 money and manpower no more than one Economic Phase of what each power holds', () => {
    const income = holdingsIncome(s);
    // Britain with Portugal, Sweden (without Finland) and its conquered minors; Russia with Finland and Bessarabia
    expect(income.britain).toEqual({ money: 69, manpower: 26 });
    expect(income.russia).toEqual({ money: 78, manpower: 37 });
    for (const p of MAJOR_POWERS) {
      expect(s.powers[p]!.money, p).toBeLessThanOrEqual(income[p].money);
      expect(s.powers[p]!.manpower, p).toBeLessThanOrEqual(income[p].manpower);
    }
  });

  it('10.6 leaders present only between their dates (no Kutuzov, dead in April; Bülow, Gneisenau, Kleist in play); departures scheduled', () => {
    expect(leaderProblems(s)).toEqual([]);
    const ids = s.forces.leaders.map((l) => l.id);
    expect(ids).not.toContain('kutuzov');
    expect(ids).toEqual(expect.arrayContaining(['bulow', 'gneisenau', 'kleist']));
    expect(s.scheduled.find((c) => c.kind === 'withdraw' && c.leaders.includes('bessieres'))?.date).toEqual({ month: 5, year: 1813 });
  });

  it('4.1 the wars of April 1813: France against Russia, Prussia, Britain and Spain; the allies of Kalisch and the British subsidies; US war', () => {
    const key = ([a, b]: readonly [string, string]) => [a, b].sort().join('+');
    expect(s.relations.wars.map(key).sort()).toEqual(['britain+france', 'france+prussia', 'france+russia', 'france+spain']);
    expect(s.relations.alliances.map(key).sort()).toEqual(['britain+russia', 'britain+spain', 'prussia+russia', 'russia+spain']);
    const g = newGame({ scenario: raw(FILE), seed: 1, data });
    if (!g.ok) throw new Error('rejected');
    expect(g.value.political?.warsBegun.map((w) => key(w.powers)).sort()).toEqual(['britain+france', 'france+prussia', 'france+russia', 'france+spain']);
    // every ally of a belligerent here is at war with France too: no pair is both at war and allied
    expect(s.relations.wars.map(key).filter((k) => s.relations.alliances.map(key).includes(k))).toEqual([]);
    expect(s.economy?.usWar).toBe(true);
  });

  it('10.5 status from the campaign III start boxes (Russia neutral 11), Bessarabia ceded at Bucharest, points from 1805-1812', () => {
    expect(s.political?.status.russia).toEqual({ zone: 'neutral', number: 11 });
    expect(s.political?.status.france).toEqual({ zone: 'neutral', number: 6 });
    expect(s.economy?.ceded.find((c) => c.province === 'bessarabia')?.holder).toBe('russia');
    // 1812's four Economic Phases added at the campaign II boxes
    expect(Object.fromEntries(MAJOR_POWERS.map((p) => [p, s.powers[p]!.victoryPoints]))).toEqual({
      france: 292, britain: 204, spain: 112, austria: 128, prussia: 148, russia: 192, turkey: 128,
    });
    // the Grande Armée's prisoners in Russian hands
    expect(s.prisoners.find((p) => p.holder === 'russia')?.factors).toEqual({ infantry: 20, cavalry: 4 });
  });

  it('the host offers both campaigns after the five scenarios, with their descriptions', () => {
    const list = folderScenarioCatalog(new URL('../../assets/scenarios/', import.meta.url).pathname).list();
    const campaigns = list.filter((x) => x.id === 'campaign-1812' || x.id === 'campaign-1813');
    expect(campaigns.map((c) => c.start)).toEqual([{ month: 1, year: 1812 }, { month: 4, year: 1813 }]);
    for (const c of campaigns) expect(c.description.length).toBeGreaterThan(200);
  });

  it('19.1 starts and plays its first month headless with the standing procedures for every power', { timeout: 120_000 }, () => {
    const r = playMonths(FILE, 1, 3);
    expect(r.problems).toEqual([]);
    expect(r.state.date).toEqual({ month: 5, year: 1813 });
    expect(r.commands).toBeGreaterThan(50);
  });
});
