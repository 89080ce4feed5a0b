import { describe, expect, it } from 'vitest';
import geometryJson from '../../../assets/map/geometry.json';
import { loadMap } from '../../../shared/data/map';
import { geometrySchema } from './geometrySchema';
import { searchMap } from './search';
import { buildViewModel } from './viewModel';

const loaded = loadMap();
if (!loaded.ok) throw new Error('map data does not load');
const model = buildViewModel(loaded.map.data);
const g = geometrySchema.parse(geometryJson);

describe('map search', () => {
  it('finds an area by number, padded or not', () => {
    expect(searchMap(model, g, '427')[0]).toMatchObject({ kind: 'area', id: '427', area: '427' });
    expect(searchMap(model, g, '7')[0]).toMatchObject({ kind: 'area', id: '007' });
    expect(searchMap(model, g, '999')).toEqual([]);
  });

  it('finds a city and selects its area', () => {
    const vienna = model.data.cities.find((c) => c.id === 'vienna')!;
    expect(searchMap(model, g, 'Vienna')[0]).toMatchObject({ kind: 'city', id: 'vienna', area: vienna.area });
  });

  it('finds a province by name, case and accents ignored, with its outline as bounds', () => {
    const hit = searchMap(model, g, 'bohemia')[0]!;
    expect(hit).toMatchObject({ kind: 'province', id: 'bohemia' });
    expect(hit.bounds).toEqual(g.provinces['bohemia']!.bbox);
  });

  it('finds a power: its home nation', () => {
    const hit = searchMap(model, g, 'Prussia').find((h) => h.kind === 'power');
    expect(hit?.id).toBe('prussia');
  });

  it('finds a sea area by its name', () => {
    const sea = model.data.seaAreas.find((x) => x.name)!;
    expect(searchMap(model, g, sea.name!).find((h) => h.kind === 'sea')?.id).toBe(sea.id);
  });

  it('ranks exact names before prefixes', () => {
    const hits = searchMap(model, g, 'Naples');
    expect(hits[0]!.label.startsWith('Naples')).toBe(true);
  });
});
