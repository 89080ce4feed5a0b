import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderScenarioCatalog } from '../../main/host';

const DIR = path.resolve(import.meta.dirname, '../../assets/scenarios');

describe('13.0 scenarios as the New game screen lists them', () => {
  it('each has a description of our own and its provenance', () => {
    for (const f of readdirSync(DIR).filter((n) => n.endsWith('.json'))) {
      const s = JSON.parse(readFileSync(path.join(DIR, f), 'utf8')) as { description?: string; provenance?: { kind: string; method?: string } };
      expect(s.description?.length ?? 0, f).toBeGreaterThan(80);
      expect(s.provenance, f).toMatchObject({ kind: 'reconstructed' });
      expect(s.provenance!.method!.length, f).toBeGreaterThan(20);
    }
  });

  it('the host offers all five, in rulebook order, with their descriptions, then the four campaigns (14.4-14.7)', () => {
    const list = folderScenarioCatalog(DIR).list();
    expect(list.slice(0, 5).map((s) => s.start.year)).toEqual([1805, 1809, 1812, 1813, 1808]);
    expect(list.slice(5).map((s) => s.id).sort()).toEqual(['campaign-1805-1807', 'campaign-1812', 'campaign-1813', 'grand-campaign-1805']);
    for (const s of list) expect(s.description).not.toMatch(/^13\.\d \//);
  });
});
