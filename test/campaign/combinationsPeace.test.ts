// 11.9.2.1 with the political restrictions on peace, France and Great Britain start the 1805
// campaign games at war: both shipped 1805 setups (14.4 and 14.7) begin with that war.
import { describe, expect, it } from 'vitest';
import { gameDataFromMap, newGame } from '../../shared/engine';
import { atWar } from '../../shared/model';
import { loadMap } from '../../shared/data/map';
import { campaignFiles } from './setupInvariants';
import type { GameState, Treaty } from '../../shared/model';
import { victorTermOptions } from '../../shared/rules/political/peace';
import { startEconomic } from '../engine/economicSetup';

const map = loadMap();
if (!map.ok) throw new Error('shipped map invalid');
const data = gameDataFromMap(map.map);

describe('11.9.2.1 start at war', () => {
  const starting1805 = campaignFiles().filter((f) => f.file.startsWith('14.4-') || f.file.startsWith('14.7-'));
  it('both 1805 campaigns are checked', () => expect(starting1805.map((f) => f.file).sort()).toEqual(['14.4-1805-1807-campaign.json', '14.7-grand-campaign.json']));
  it.each(starting1805.map((f) => [f.file, f.json] as const))('%s opens with France and Great Britain at war (option 11.9 ticked)', (_file, json) => {
    const g = newGame({ scenario: json, seed: 1, data, options: { rules: { politicalRestrictionsOnPeace: true } } });
    if (!g.ok) throw new Error(JSON.stringify(g.errors));
    expect(g.value.date).toMatchObject({ year: 1805 });
    expect(atWar(g.value, 'france', 'britain')).toBe(true);
  });
});

describe('11.9.1.1 no home nation loses more than three provinces in all', () => {
  // Austria's home provinces (the map): Bohemia, Moravia and Tyrol already ceded to France before this peace
  const lost = (rules: Record<string, boolean>): GameState => startEconomic((j) => {
    j.economy.ceded = [{ province: 'bohemia', holder: 'france' }, { province: 'moravia', holder: 'france' }, { province: 'tyrol', holder: 'france' }];
  }, { options: { rules } });
  const treaty: Treaty = { loser: 'austria', victor: 'france', kind: 'unconditional', accepted: true, terms: [], done: false, forced: false };
  const c4 = (s: GameState) => victorTermOptions(s, treaty, []).filter((o) => String(o.value).startsWith('C.4:'));
  it('11.9.1.1 / 11.9.1 with the option, a fourth province (C.4) is refused; without it, it may be taken', () => {
    const withOption = c4(lost({ politicalRestrictionsOnPeace: true }));
    expect(withOption.length).toBeGreaterThan(0);
    // every one refused: the capital's province by 4.4.8 first, every other by 11.9.1.1
    expect(withOption.filter((o) => o.verdict.ok)).toEqual([]);
    expect(withOption.filter((o) => !o.verdict.ok && o.verdict.rule !== '4.4.8').every((o) => !o.verdict.ok && o.verdict.rule === '11.9.1.1')).toBe(true);
    expect(withOption.filter((o) => !o.verdict.ok && o.verdict.rule === '11.9.1.1').length).toBeGreaterThan(0);
    expect(c4(lost({})).some((o) => o.verdict.ok)).toBe(true);
  });
});
