// v2.71 10.4.5.1 / 14.1.5.1.2: the 1805 campaigns begin with the Cisalpine Republic formed
// (issue 18, general branch), played through the game's start on the shipped scenarios.
import { describe, expect, it } from 'vitest';
import { gameDataFromMap, newGame } from '../../shared/engine';
import { loadMap } from '../../shared/data/map';
import { districtCount, joinedSecondaries } from '../../shared/rules/general';
import { campaignFiles } from '../campaign/setupInvariants';

const map = loadMap();
if (!map.ok) throw new Error('shipped map invalid');
const data = gameDataFromMap(map.map);
const files = campaignFiles();
const start = (file: string, cisalpineRepublic: boolean) => {
  const g = newGame({ scenario: files.find((f) => f.file === file)!.json, seed: 1, data, options: { rules: { cisalpineRepublic } } });
  if (!g.ok) throw new Error(JSON.stringify(g.errors));
  return g.value;
};

describe('opt:10.4.5.1 the Cisalpine Republic at the 1805 start', () => {
  it.each(['14.4-1805-1807-campaign.json', '14.7-grand-campaign.json'])('opt:10.4.5.1 %s begins with Romagna joined to French Lombardy: two districts', (file) => {
    const s = start(file, true);
    expect(s.general?.links?.map((l) => [l.union, l.primary, l.secondary])).toEqual([['cisalpine-republic', 'lombardy', 'romagna']]);
    expect(joinedSecondaries(s, 'lombardy')).toEqual(['romagna']);
    expect(districtCount(s, 'lombardy')).toBe(2);
  });

  it('opt:10.4.5.1 without the option, and in the 1812 campaign, nothing is joined at the start', () => {
    expect(start('14.4-1805-1807-campaign.json', false).general?.links ?? []).toEqual([]);
    expect(start('14.5-1812-campaign.json', true).general?.links ?? []).toEqual([]);
  });
});
