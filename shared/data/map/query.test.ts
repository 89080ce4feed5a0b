import { describe, expect, it } from 'vitest';
import { loadMap } from './index';

const r = loadMap();
if (!r.ok) throw new Error('shipped map invalid');
const q = r.map;

describe('map queries', () => {
  it('lists neighbours with the edge kind, across rivers, coasts and arrows', () => {
    const london = q.neighbours('017');
    expect(london.map((n) => n.id).sort()).toEqual(['011', '015', '016', '018', '019', '727', '774']);
    expect(london.find((n) => n.id === '727')?.edge.kind).toBe('coast');
    expect(q.edgeBetween('019', '017')).toEqual(q.edgeBetween('017', '019'));
    expect(q.edgeBetween('017', '019')?.river).toBe(true);
    expect(q.neighbours('555').find((n) => n.id === '556')?.edge.kind).toBe('strait');
  });

  it('finds provinces, minors, cities and ports', () => {
    expect(q.provinceOf('467')?.id).toBe('bohemia');
    expect(q.citiesIn('467').map((c) => c.id)).toContain('prague');
    expect(q.provinceOf('713')).toBeUndefined();
    expect(q.minorOf('bavaria')?.id).toBe('bavaria');
    expect(q.minorOf('474')).toBeUndefined();
    expect(q.portsOn('768').map((p) => p.city)).toContain('constantinople');
    expect(q.crossingsFrom('295').map((c) => c.id)).toEqual(['arrow-063-295', 'arrow-295-788']);
    expect(q.homeNation('austria').map((p) => p.id)).toContain('tyrol');
  });

  it('returns empty lists for unknown ids', () => {
    expect(q.neighbours('999')).toEqual([]);
    expect(q.areaById('999')).toBeUndefined();
  });

  it('rejects a broken override through loadMap with the file name', () => {
    const bad = loadMap({ schemaVersion: 2 }, 'pack/map.json');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors[0]?.file).toBe('pack/map.json');
  });
});
