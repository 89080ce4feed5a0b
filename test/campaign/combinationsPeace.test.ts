// 11.9.2.1 with the political restrictions on peace, France and Great Britain start the 1805
// campaign games at war: both shipped 1805 setups (14.4 and 14.7) begin with that war.
import { describe, expect, it } from 'vitest';
import { gameDataFromMap, newGame } from '../../shared/engine';
import { atWar } from '../../shared/model';
import { loadMap } from '../../shared/data/map';
import { campaignFiles } from './setupInvariants';

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
