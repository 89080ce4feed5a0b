// 14.1 the campaign format's rules checked where a campaign file is read (scenarioCampaign.ts):
// a changed 1805 file breaking v2.71 14.1.5.1.1 / 14.1.5.1.2 or 14.7.6 is refused with the rule.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gameDataFromMap, parseScenario } from '../../shared/engine';
import { loadMap } from '../../shared/data/map';

const map = loadMap();
if (!map.ok) throw new Error('shipped map invalid');
const data = gameDataFromMap(map.map);
type Json = { source?: string; minors: { id: string; status: string; controller: string | null }[]; forces: { corps: { nationality: string; factors: Record<string, number> }[]; leaders: { id: string }[] }; reinforcements: { date: { year: number; month: number }; leaders?: string[] }[]; scheduled: { kind: string; leaders?: string[] }[] };
const grand = (): Json => JSON.parse(readFileSync('assets/scenarios/14.7-grand-campaign.json', 'utf8')) as Json;
const messages = (json: Json) => {
  const r = parseScenario(json, { seed: 1, data });
  return r.ok ? [] : r.errors.map((e) => e.message);
};

describe('14.1 campaign files are checked against the campaign rules when read', () => {
  it('14.1 / 14.7 the shipped Grand Campaign passes every check', () => expect(messages(grand())).toEqual([]));

  it('14.4 / 14.5 / 14.6 the other shipped campaigns pass too; a constructed campaign (no 14.x source) is not held to the 1805 amendments', () => {
    for (const f of ['14.4-1805-1807-campaign.json', '14.5-1812-campaign.json', '14.6-1813-campaign.json'])
      expect(messages(JSON.parse(readFileSync(`assets/scenarios/${f}`, 'utf8')) as Json), f).toEqual([]);
    const constructed = { ...grand(), source: 'constructed for a test' };
    constructed.minors = constructed.minors.map((m) => (m.id === 'tuscany' ? { ...m, status: 'neutral', controller: null } : m));
    expect(messages(constructed)).toEqual([]);
  });

  it('opt:14.1.5.1.1 an 1805 campaign with Tuscany neutral is refused: Tuscany begins a Spanish conquered minor', () => {
    const j = grand();
    j.minors = j.minors.map((m) => (m.id === 'tuscany' ? { ...m, status: 'neutral', controller: null } : m));
    expect(messages(j)).toEqual([expect.stringContaining('14.1.5.1.1')]);
  });

  it('opt:14.1.5.1.2 the Cisalpine Republic with 10 infantry instead of 11 is refused; Romagna given to Austria too', () => {
    const j = grand();
    const corps = j.forces.corps.find((c) => c.nationality === 'lombardy' && (c.factors.infantry ?? 0) > 0)!;
    corps.factors.infantry! -= 1;
    expect(messages(j)).toEqual([expect.stringMatching(/11 infantry and 1 cavalry, not 10 and 1.*14\.1\.5\.1\.2/)]);
    const k = grand();
    k.minors = k.minors.map((m) => (m.id === 'romagna' ? { ...m, status: 'conquered', controller: 'austria' } : m));
    expect(messages(k)).toEqual(expect.arrayContaining([expect.stringContaining('Romagna part of the Cisalpine Republic')]));
  });

  it('opt:14.7.6 Blücher arriving in 1806 and Massena never withdrawn are refused', () => {
    const j = grand();
    const r = j.reinforcements.find((x) => x.leaders?.includes('blucher'))!;
    r.date = { year: 1806, month: 1 };
    expect(messages(j)).toEqual([expect.stringContaining('Blücher arrives in 1/1807 (v2.71 14.7.6)')]);
    const k = grand();
    k.scheduled = k.scheduled.filter((x) => !(x.kind === 'withdraw' && x.leaders?.includes('massena')));
    expect(messages(k)).toEqual([expect.stringContaining('Masséna must be withdrawn in 1/1812')]);
  });
});
