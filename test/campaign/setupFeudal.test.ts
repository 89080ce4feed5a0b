// 10.1.3 Turkish feudal corps in the campaign setups: they start the game at full strength
// (10.1.3), one for each Turkish home province it is named for; the Crimean, Podolian and
// Transylvanian ones only once that province is Turkey's (10.1.3.5). In the 1805 campaigns
// (14.4, 14.7) Turkey is at peace, so they start stood down (off the map, 10.1.3.2), come onto the
// map in a Turkish Land Movement Step in their home province (10.1.3.3) and pay no upkeep until
// then (10.1.3.6) — reconstructed, see assets/scenarios/README.md.
import { describe, expect, it } from 'vitest';
import { gameDataFromMap, newGame } from '../../shared/engine';
import { loadMap } from '../../shared/data/map';
import type { CounterId, GameState } from '../../shared/model';
import { maintenanceLines } from '../../shared/rules/economic';
import { feudalProvince, provinceAreas, returnVerdict } from '../../shared/rules/land/movement/orders';
import { campaignFiles } from './setupInvariants';

const map = loadMap();
if (!map.ok) throw new Error('shipped map invalid');
const data = gameDataFromMap(map.map);
const files = campaignFiles();
const start = (file: string): GameState => {
  const f = files.find((x) => x.file === file)!;
  const g = newGame({ scenario: f.json, seed: 1, data });
  if (!g.ok) throw new Error(JSON.stringify(g.errors));
  return g.value;
};

// the Turkish home provinces of the map (Rumelia ... Armenia), each with its feudal corps' counter
// (assets/forces/corps.json): feudal infantry in Europe, feudal cavalry in Anatolia, Armenia and the principalities
const FULL = {
  rumelia: { feudalInfantry: 6 },
  bosnia: { feudalInfantry: 4 },
  albania: { feudalInfantry: 4 },
  serbia: { feudalInfantry: 3 },
  bulgaria: { feudalInfantry: 3 },
  macedonia: { feudalInfantry: 3 },
  greece: { feudalInfantry: 2 },
  wallachia: { feudalCavalry: 3 },
  moldavia: { feudalCavalry: 3 },
  anatolia: { feudalCavalry: 6 },
  armenia: { feudalCavalry: 3 },
} as const;

describe('10.1.3 Turkish feudal corps at the start of the 1805 campaigns', () => {
  for (const file of ['14.4-1805-1807-campaign.json', '14.7-grand-campaign.json']) {
    describe(file, () => {
      const s = start(file);
      const feudal = s.corps.filter((c) => c.type === 'feudal');

      it('10.1.3 / 10.1.3.5 one feudal corps per Turkish home province, none for Crimea, Podolia or Transylvania (Russian and Austrian in 1805)', () => {
        expect(feudal.map((c) => feudalProvince(c)).sort()).toEqual(Object.keys(FULL).sort());
        expect(feudal.every((c) => c.nationality === 'turkey')).toBe(true);
      });

      it('10.1.3 at full strength: 25 feudal infantry and 15 feudal cavalry in all', () => {
        for (const c of feudal) expect(c.factors, c.name).toEqual(FULL[feudalProvince(c) as keyof typeof FULL]);
        expect(feudal.reduce((n, c) => n + (c.factors.feudalInfantry ?? 0), 0)).toBe(25);
        expect(feudal.reduce((n, c) => n + (c.factors.feudalCavalry ?? 0), 0)).toBe(15);
      });

      it('10.1.3.2 / 10.1.3.6 stood down at peace: off the map, so the first upkeep counts only the 4 standing corps (Janissaries I and II, Nizam-i Cedid, Imperial Cavalry)', () => {
        expect(feudal.every((c) => c.location.kind === 'offMap')).toBe(true);
        const upkeep = maintenanceLines(s, 'turkey').find((l) => l.rule === '8.5.1.1');
        expect(upkeep?.money).toBe(-4);
      });

      it('10.1.3.3 / 10.1.3.3.1 each may come onto the map in its own province (its capital area), never in another', () => {
        const land = data.land!;
        for (const c of feudal) {
          const home = provinceAreas(land, feudalProvince(c));
          expect(home.length, c.name).toBeGreaterThan(0);
          expect(returnVerdict(s, land, 'turkey', c.counter as CounterId, home[0]!), c.name).toEqual({ ok: true });
        }
        const rumelia = feudal.find((c) => feudalProvince(c) === 'rumelia')!;
        // 486 is in Bosnia
        expect(returnVerdict(s, land, 'turkey', rumelia.counter, '486' as never)).toMatchObject({ ok: false, rule: '10.1.3.3.1' });
      });
    });
  }

  it('10.1.3.3 the 1812 and 1813 feudal corps carry their province\'s name, so they can come back there after standing down', () => {
    for (const file of ['14.5-1812-campaign.json', '14.6-1813-campaign.json']) {
      const s = start(file);
      const land = data.land!;
      const feudal = s.corps.filter((c) => c.type === 'feudal');
      expect(feudal.length, file).toBeGreaterThan(0);
      for (const c of feudal) {
        if (c.location.kind !== 'area') throw new Error(`${c.name} is not on the map`);
        // each stands in its own province, which is the one it is named for
        expect(provinceAreas(land, feudalProvince(c)), `${file} ${c.name}`).toContain(c.location.area);
      }
    }
  });
});
