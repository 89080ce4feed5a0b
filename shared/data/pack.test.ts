import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseDataPack } from './pack';

const assets = path.resolve(import.meta.dirname, '../../assets');
const shipped = (rel: string) => JSON.parse(readFileSync(path.join(assets, rel), 'utf8')) as Record<string, unknown>;

describe('data packs (issue 4): a folder of JSON files overriding any table', () => {
  it('an empty pack is the shipped data', () => {
    const r = parseDataPack({});
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.data.overridden).toEqual([]);
      expect(r.data.sources.some((s) => s.pack)).toBe(false);
    }
  });

  it('a valid override replaces the table and is marked as coming from the pack', () => {
    const pursuit = shipped('charts/pursuit.json');
    const mine = { ...pursuit, provenance: { kind: 'transcribed', source: 'my own copy of the Game Card' } };
    const r = parseDataPack({ 'charts/pursuit.json': mine });
    expect(r.ok).toBe(true);
    if (r.ok) {
      const row = r.data.sources.find((s) => s.group === 'charts' && s.file === 'charts/pursuit.json')!;
      expect(row.pack).toBe(true);
      expect(row.provenance).toEqual({ kind: 'transcribed', source: 'my own copy of the Game Card' });
      expect(r.data.overridden).toEqual(['charts/pursuit.json']);
    }
  });

  it('a broken override is refused with the file, the path in it and what was expected', () => {
    const corps = shipped('forces/corps.json') as { corps: Record<string, unknown>[] };
    const broken = { ...corps, corps: [{ ...corps.corps[0], movement: 'fast' }, ...corps.corps.slice(1)] };
    const r = parseDataPack({ 'forces/corps.json': broken, 'charts/siege.json': { nonsense: true } });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      const files = r.errors.map((e) => e.file);
      expect(files).toContain('forces/corps.json');
      expect(files).toContain('charts/siege.json');
      for (const e of r.errors) expect(e.expected.length).toBeGreaterThan(0);
      expect(r.errors.find((e) => e.file === 'forces/corps.json')!.path).toMatch(/corps/);
    }
  });

  it('an unknown file is refused, naming what a pack may hold', () => {
    const r = parseDataPack({ 'charts/extra/x.json': {}, 'scenario.json': {} });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.map((e) => e.file).sort()).toEqual(['charts/extra/x.json', 'scenario.json']);
  });

  it('a map override is validated by the map validator', () => {
    const map = shipped('map/map.json') as { areas: unknown[] };
    const r = parseDataPack({ 'map/map.json': { ...map, areas: map.areas.slice(1) } });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]!.file).toBe('map/map.json');
  });
});
