/** The one validator must reject a broken override file with a path and what was expected. */
import { describe, expect, it } from 'vitest';
import shipped from '../../../assets/map/map.json';
import { parseMapData, type MapData } from './index';

const clone = (): MapData => structuredClone(shipped) as MapData;
const OVERRIDE = 'my-pack/map/map.json';

describe('parseMapData', () => {
  it('accepts the shipped file', () => {
    expect(parseMapData(shipped).ok).toBe(true);
  });

  it('reports shape errors with the file, the JSON path and the expectation', () => {
    const m = clone() as unknown as { areas: Array<Record<string, unknown>> };
    m.areas[0]!.forage = 9;
    const r = parseMapData(m, OVERRIDE);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toEqual([expect.objectContaining({ file: OVERRIDE, path: 'areas[0].forage', code: 'shape' })]);
  });

  it('rejects a province capital outside the province', () => {
    const m = clone();
    m.provinces.find((p) => p.id === 'bohemia')!.capital = 'vienna';
    const r = parseMapData(m, OVERRIDE);
    expect(r.ok ? [] : r.errors.map((e) => [e.code, e.message])).toEqual([
      ['invariant', 'a city inside the province, vienna is in area 474'],
    ]);
  });

  it('rejects an area claimed by two provinces', () => {
    const m = clone();
    m.provinces.find((p) => p.id === 'moravia')!.areas.push('467');
    const r = parseMapData(m, OVERRIDE);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.some((e) => e.code === 'invariant' && e.message.includes('area 467'))).toBe(true);
  });

  it('rejects unknown references and duplicate or reflexive edges', () => {
    const m = clone();
    m.adjacency.push({ a: '017', b: '017', kind: 'land', border: 'area', river: false });
    m.adjacency.push({ ...m.adjacency[0]! });
    m.cities[0]!.area = '999';
    m.minors[0]!.districts.push('atlantis');
    const r = parseMapData(m, OVERRIDE);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const codes = r.errors.map((e) => `${e.code}@${e.path}`);
    expect(codes).toContain(`invariant@adjacency[${m.adjacency.length - 2}]`);
    expect(codes).toContain(`duplicateId@adjacency[${m.adjacency.length - 1}]`);
    expect(codes).toContain('unknownRef@cities[0].area');
    expect(codes).toContain(`unknownRef@minors[0].districts[${m.minors[0]!.districts.length - 1}]`);
  });

  it('rejects a province owned by a minor that does not list it', () => {
    const m = clone();
    const saxony = m.provinces.find((p) => p.id === 'saxony')!;
    saxony.owner = { kind: 'minor', minor: 'bavaria' };
    const r = parseMapData(m, OVERRIDE);
    expect(r.ok).toBe(false);
  });

  it('rejects a coast edge between two land areas', () => {
    const m = clone();
    const e = m.adjacency.find((x) => x.kind === 'land')!;
    e.kind = 'coast';
    e.border = null;
    const r = parseMapData(m, OVERRIDE);
    expect(r.ok ? [] : r.errors.map((x) => x.path.replace(/\d+/, 'i'))).toContain('adjacency[i].kind');
  });
});
