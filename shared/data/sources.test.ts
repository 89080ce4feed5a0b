import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadMap } from './map';
import { dataSources, SOURCE_GROUPS } from './sources';

const map = loadMap();
if (!map.ok) throw new Error('shipped map invalid');
const sources = dataSources({ map: map.map.data });

describe('data sources catalogue (issue 4: the Data Sources screen lists every table)', () => {
  it('lists tables from every group, each with a provenance kind and a reason or source', () => {
    for (const g of SOURCE_GROUPS) expect(sources.some((s) => s.group === g)).toBe(true);
    for (const s of sources) {
      expect(['transcribed', 'extracted', 'reconstructed']).toContain(s.provenance.kind);
      const text = s.provenance.kind === 'reconstructed' ? s.provenance.method : s.provenance.source;
      expect(text.length).toBeGreaterThan(5);
    }
  });

  it('names files that exist under assets/', () => {
    for (const s of sources) expect(existsSync(path.resolve(import.meta.dirname, '../../assets', s.file)), s.file).toBe(true);
  });

  it('has unique ids per group and names no path on a developer machine', () => {
    const keys = sources.map((s) => `${s.group}/${s.id}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(JSON.stringify(sources)).not.toMatch(/\/work\/|\/home\/|\/root\//);
  });

  it('counts the reconstructed 1805 owners on the map', () => {
    const owners = sources.find((s) => s.id === 'owners')!;
    expect(owners.provenance.kind).toBe('reconstructed');
    expect((owners.mix?.reconstructed ?? 0)).toBeGreaterThan(100);
  });
});
