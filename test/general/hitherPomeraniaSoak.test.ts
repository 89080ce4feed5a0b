// v2.71 1.1.2 / opt:1.1.2.1 / v2.71 10.4.5.3 the Grand Campaign played by the standing procedures
// with Hither Pomerania, Stettin's trade and Greater Sweden ticked: nothing stalls or is refused,
// and Prussia's trade through Stettin reaches its worksheets.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyCommand, commandFor, gameDataFromMap, newGame } from '../../shared/engine';
import { loadMap } from '../../shared/data/map';
import { autoAnswer, seededRng } from '../../shared/engine/auto';
import { GRAND_CAMPAIGN } from '../campaign/soakCampaign';

describe('opt:1.1.2 / opt:1.1.2.1 under the standing procedures', () => {
  it('opt:1.1.2 the Grand Campaign plays four months with Hither Pomerania, Stettin\'s trade and Greater Sweden; Prussia collects Stettin\'s trade', () => {
    const map = loadMap();
    if (!map.ok) throw new Error('map');
    const data = gameDataFromMap(map.map);
    const g = newGame({ scenario: JSON.parse(readFileSync(GRAND_CAMPAIGN, 'utf8')) as unknown, seed: 5, data, options: { rules: { hitherPomerania: true, stettinTrade: true, greaterSweden: true } } });
    if (!g.ok) throw new Error('setup');
    const rng = seededRng(5 * 7919);
    let s = g.value;
    let months = 0;
    let stettin = 0;
    while (!s.over && months < 4) {
      const d = s.pending[0];
      expect(d, 'a decision is pending').toBeDefined();
      const res = applyCommand(s, commandFor(d!, autoAnswer(s, d!, rng, data)), data);
      expect(res.ok, res.ok ? '' : res.error.message).toBe(true);
      if (!res.ok) return;
      if (res.state.date.month !== s.date.month) months++;
      s = res.state;
      const prussia = s.economy?.current?.worksheets.find((w) => w.nationality === 'prussia');
      if (prussia?.lines.some((l) => l.label === 'Stettin' && l.rule === 'opt:1.1.2.1' && l.money > 0)) stettin++;
    }
    expect(months).toBe(4);
    expect(stettin).toBeGreaterThan(0);
  }, 240_000);
});
