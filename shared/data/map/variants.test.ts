import { describe, expect, it } from 'vitest';
import { checkMapData, loadMap, parseMapData, withOptionalDistricts } from '.';

const loaded = loadMap();
if (!loaded.ok) throw new Error('map data does not load');
const base = loaded.map.data;

describe('1.1.2 Hither Pomerania (v2.71), an optional district', () => {
  it('is not on the printed map: without the rule Pomerania is whole and Prussian', () => {
    expect(withOptionalDistricts(base, new Set())).toBe(base);
    const pomerania = base.provinces.find((p) => p.id === 'pomerania')!;
    expect(pomerania.areas).toEqual(['280', '281', '282']);
    expect(pomerania.capital).toBe('stettin');
    expect(base.provinces.some((p) => p.id === 'hither-pomerania')).toBe(false);
  });

  it('with the rule, splits off the Stettin area as a 0/0 Swedish district; Colberg becomes Pomerania’s capital', () => {
    const m = withOptionalDistricts(base, new Set(['1.1.2']));
    const hither = m.provinces.find((p) => p.id === 'hither-pomerania')!;
    expect(hither).toMatchObject({ areas: ['281'], capital: 'stettin', money: 0, manpower: 0, owner: { kind: 'minor', minor: 'sweden' } });
    const pomerania = m.provinces.find((p) => p.id === 'pomerania')!;
    expect(pomerania).toMatchObject({ areas: ['280', '282'], capital: 'colberg', money: 4, manpower: 2, owner: { kind: 'major', power: 'prussia' } });
    // 10.4.5.3: Sweden's secondary districts, the major district first.
    expect(m.minors.find((x) => x.id === 'sweden')!.districts).toEqual(['sweden', 'finland', 'hither-pomerania']);
    expect(m.areas.find((a) => a.id === '281')).toMatchObject({ province: 'hither-pomerania' });
    // Stettin's area is now across a national border from the rest of Prussia.
    const edge = (a: string, b: string) => m.adjacency.find((e) => e.a === a && e.b === b)!;
    expect(edge('281', '282')).toMatchObject({ border: 'national', river: true });
    expect(edge('281', '285').border).toBe('national');
    expect(edge('280', '282').border).toBe('area');
    // The result passes every check the shipped file does, and the shipped file is unchanged.
    expect(checkMapData(m, 'variant')).toEqual([]);
    expect(base.provinces.find((p) => p.id === 'pomerania')!.areas).toEqual(['280', '281', '282']);
  });

  it('rejects a district that is not part of the province it is carved from', () => {
    const d = base.optionalDistricts![0]!;
    const bad = { ...base, optionalDistricts: [{ ...d, province: { ...d.province, areas: ['283'] } }] };
    const r = parseMapData(JSON.parse(JSON.stringify(bad)), 'pack/map.json');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.map((e) => e.path)).toEqual(['optionalDistricts[0].province.areas[0]', 'optionalDistricts[0].province.capital']);
  });
});
