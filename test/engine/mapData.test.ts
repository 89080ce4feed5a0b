import { describe, expect, it } from 'vitest';
import { loadMap } from '../../shared/data/map';
import { gameDataFromMap, newGame, parseScenario } from '../../shared/engine';
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
