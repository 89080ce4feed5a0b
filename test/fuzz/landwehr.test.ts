// v2.71 12.11 militia and landwehr (option) under the engine fuzzer: random and malformed commands
// with the option on, in the 1805 campaign (the 12.11.2 set-up conversions come first) and the
// Economic Phase test campaign (Austria's landwehr raised at set-up, the 8.9 choice each quarter).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { gameDataFromMap } from '../../shared/engine';
import { loadMap } from '../../shared/data/map';
import { fuzzEngine } from './engineFuzz';

const map = loadMap();
if (!map.ok) throw new Error('shipped map invalid');
const data = gameDataFromMap(map.map);
const read = (p: string) => JSON.parse(readFileSync(path.resolve(import.meta.dirname, p), 'utf8')) as Record<string, unknown>;
const options = { rules: { militiaAndLandwehr: true, nationalObjectives: true } };

describe('opt:12.11 militia and landwehr under the fuzzer', () => {
  it('12.11.2 1,000 commands against the 1805 campaign with the option on: invariants hold, views keep secrets', { timeout: 180_000 }, () => {
    const stats = fuzzEngine({ scenario: read('../../assets/scenarios/14.4-1805-1807-campaign.json'), commands: 1000, seed: 1211, data, viewEvery: 50, options });
    expect(stats.violations).toEqual([]);
    expect(stats.accepted).toBeGreaterThan(200);
  });

  it('12.11.3 3,000 commands against the Economic Phase test campaign with the option on: the 8.9 step is reached', { timeout: 180_000 }, () => {
    const stats = fuzzEngine({ scenario: read('../fixtures/economic-campaign.json'), commands: 3000, seed: 1213, data, viewEvery: 25, options });
    expect(stats.violations).toEqual([]);
    expect(stats.steps['economic/newCombinations'] ?? 0).toBeGreaterThan(0);
  });
});
