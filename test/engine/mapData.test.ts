import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadMap } from '../../shared/data/map';
import { applyCommand, commandFor, gameDataFromMap, newGame, parseScenario, pendingDecisions } from '../../shared/engine';
import { compareDates } from '../../shared/model';
import type { AreaId, CityId } from '../../shared/model';
import { smallCampaign } from './helpers';

const loaded = loadMap();
if (!loaded.ok) throw new Error('shipped map data does not validate');
const data = gameDataFromMap(loaded.map);

describe('engine with the shipped map data', () => {
  it('13.1 the test fixture names real areas and cities', () => {
    const r = parseScenario(smallCampaign(), { data });
    expect(r.ok ? [] : r.errors).toEqual([]);
    expect(newGame({ scenario: smallCampaign(), data }).ok).toBe(true);
  });

  it('13.1 unknown areas and cities are refused', () => {
    expect(data.hasArea('438' as AreaId)).toBe(true);
    expect(data.hasArea('789' as AreaId)).toBe(false);
    expect(data.hasCity('vienna' as CityId)).toBe(true);
    expect(data.hasCity('atlantis' as CityId)).toBe(false);
    const json = smallCampaign();
    (json.forces.garrisons as { city: string }[])[0]!.city = 'atlantis';
    const r = parseScenario(json, { data });
    expect(r.ok ? [] : r.errors.map((e) => e.code)).toEqual(['unknownCity']);
  });

  it('9.2 the winter zone: Paris and Vienna in it, the southern provinces out of it', () => {
    expect(data.inWinterZone('438' as AreaId)).toBe(true);
    expect(data.inWinterZone('474' as AreaId)).toBe(true);
    const southern = loaded.map.data.areas.filter((a) => a.kind === 'land' && ['egypt', 'malta', 'morocco', 'crete'].includes(a.province));
    expect(southern.length).toBeGreaterThan(3);
    for (const a of southern) expect(data.inWinterZone(a.id as AreaId), a.id).toBe(false);
  });
});

describe('shipped scenarios (assets/scenarios)', () => {
  const folder = new URL('../../assets/scenarios/', import.meta.url);
  // the 13.x scenarios, each played to its end: campaigns (kind "campaign", 14.x) are played in test/campaign
  const files = existsSync(folder) ? readdirSync(folder).filter((f) => f.endsWith('.json') && (JSON.parse(readFileSync(new URL(f, folder), 'utf8')) as { kind?: string }).kind !== 'campaign').sort() : [];

  it.each(files)('13.1 %s parses with the map and plays to its last turn or a sudden death', (file) => {
    const json: unknown = JSON.parse(readFileSync(new URL(file, folder), 'utf8'));
    const r = newGame({ scenario: json, data, seed: 1 });
    if (!r.ok) throw new Error(`${file}: ${JSON.stringify(r.errors.slice(0, 3))}`);
    let s = r.value;
    for (let i = 0; i < 50_000 && !s.over; i++) {
      const d = pendingDecisions(s)[0]!;
      const res = applyCommand(s, commandFor(d, d.select === 'many' ? [] : d.options.find((o) => o.verdict.ok)!.value), data);
      if (!res.ok) throw new Error(res.error.message);
      s = res.state;
    }
    expect(s.over).not.toBeNull();
    // 8.1.3.1 the last turn, or earlier by a sudden-death condition
    if (s.over?.victory?.kind === 'suddenDeath') expect(compareDates(s.date, s.scenario.end)).toBeLessThanOrEqual(0);
    else expect(s.date).toEqual(s.scenario.end);
    if (s.scenario.kind === 'scenario') {
      // 3.4 France moves first in scenarios
      const land = s.log.find((e) => e.type === 'powerOrderSet' && e.phase === 'land');
      if (land?.type === 'powerOrderSet' && s.powers.france.inPlay) expect(land.order[0]).toEqual(['france']);
    }
  });
});
