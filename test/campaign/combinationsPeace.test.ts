// 11.9.2.1 with the political restrictions on peace, France and Great Britain start the 1805
// campaign games at war: both shipped 1805 setups (14.4 and 14.7) begin with that war. 11.9.2.2 a
// peace between them missing its required terms is not made (played in the Peace Step).
import { describe, expect, it } from 'vitest';
import { gameDataFromMap, newGame } from '../../shared/engine';
import { atWar } from '../../shared/model';
import { loadMap } from '../../shared/data/map';
import { campaignFiles } from './setupInvariants';
import type { GameEvent, GameState, Treaty } from '../../shared/model';
import { drive, startPolitical, until } from '../political/politicalSetup';
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

describe('11.9.2.2 played: a Britain-France peace whose required terms are not met is not made', () => {
  /** France (at war with Austria, Russia and Britain) sues them all; each offers an unconditional peace; `russiaTerms` is Russia's choice. */
  function surrender(russiaTerms: string[], austriaTerms: string[] = []): GameState {
    const s0 = startPolitical(() => {}, { politicalRestrictionsOnPeace: true });
    const picked: Record<string, string[]> = { britain: ['C.6:napoleon'], russia: russiaTerms, austria: austriaTerms };
    return drive(s0, (d) => {
      if (d.kind === 'political/sue' && d.power === 'france') return ['sueAll'];
      if (d.kind === 'political/peaceOffer') return d.options.find((o) => String(o.value).startsWith('unconditional'))!.value;
      if (d.kind === 'political/peaceAnswer') return d.options.find((o) => String(o.value).startsWith('accept'))!.value;
      if (d.kind === 'political/peaceTerm') return picked[d.power]!.shift() ?? 'done';
      if (d.kind === 'political/separatePeace') return d.options.find((o) => o.verdict.ok)!.value;
      return undefined;
    }, until('political/creatingAlliances'));
  }
  const made = (s: GameState) => s.log.filter((e): e is Extract<GameEvent, { type: 'peaceMade' }> => e.type === 'peaceMade').map((e) => e.victor).sort();

  it('Russia does not agree to remove Napoleon (C.6 needs every victor): Britain\'s peace is not made and that war goes on; Austria and Russia make theirs', () => {
    const s = surrender([]);
    expect(made(s)).toEqual(['austria', 'russia']);
    expect(atWar(s, 'france', 'britain')).toBe(true);
    expect(atWar(s, 'france', 'russia')).toBe(false);
    expect(s.log).toContainEqual(expect.objectContaining({ type: 'combinationChanged', change: 'peaceBlocked', power: 'britain', rule: '11.9.2.2',
      reason: 'no peace with France, whose surrender lacks C.6 removing Napoleon; the war goes on' }));
  });
  it('every victor chooses C.6 on Napoleon: all three peaces are made', () => {
    const s = surrender(['C.6:napoleon'], ['C.6:napoleon']);
    expect(made(s)).toEqual(['austria', 'britain', 'russia']);
    expect(atWar(s, 'france', 'britain')).toBe(false);
    expect(s.log.some((e) => e.type === 'combinationChanged' && e.change === 'peaceBlocked')).toBe(false);
  });
  it('one fellow victor short (Russia agrees, Austria does not): still not made', () => {
    expect(made(surrender(['C.6:napoleon']))).toEqual(['austria', 'russia']);
  });
});
