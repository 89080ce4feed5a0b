import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { applyCommand, gameDataFromMap } from '../../shared/engine';
import { loadMap } from '../../shared/data/map';
import { smallCampaign, start } from '../engine/helpers';
import { fuzzEngine, withSentinels } from './engineFuzz';

describe('engine fuzzing (issue 9): random and malformed commands against seeded games', () => {
  it('5,000 commands: no exception escapes, every refusal has a code and a rule, invariants hold, views keep secrets', () => {
    const stats = fuzzEngine({ scenario: smallCampaign(), commands: 5000, seed: 2026 });
    expect(stats.violations).toEqual([]);
    expect(stats.commands).toBe(5000);
    // The mix must exercise both paths, or the fuzzer proves nothing.
    expect(stats.accepted).toBeGreaterThan(1000);
    expect(stats.rejected).toBeGreaterThan(1000);
  });

  // seven files with the two campaigns (14.5, 14.6): about 9 s each on this machine
  it('1,000 commands against each shipped scenario on the real map', { timeout: 180_000 }, () => {
    const map = loadMap();
    if (!map.ok) throw new Error('shipped map invalid');
    const data = gameDataFromMap(map.map);
    const dir = path.resolve(import.meta.dirname, '../../assets/scenarios');
    const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThanOrEqual(5);
    for (const f of files) {
      const scenario = JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Record<string, unknown>;
      const stats = fuzzEngine({ scenario, commands: 1000, seed: 1812, data, viewEvery: 50 });
      expect(stats.violations, f).toEqual([]);
      expect(stats.accepted, f).toBeGreaterThan(200);
    }
  });

  it('section 4: 1,500 commands against the political campaign (diplomacy, declarations on minors, calls, peace, alliances)', { timeout: 120_000 }, () => {
    const map = loadMap();
    if (!map.ok) throw new Error('shipped map invalid');
    const data = gameDataFromMap(map.map);
    const scenario = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../fixtures/political-campaign.json'), 'utf8')) as Record<string, unknown>;
    const stats = fuzzEngine({ scenario, commands: 1500, seed: 1805, data, viewEvery: 25 });
    expect(stats.violations).toEqual([]);
    expect(stats.accepted).toBeGreaterThan(300);
  });

  it('8.0 2,000 commands against the Economic Phase test campaign on the real map: worksheets add up, money stays private', { timeout: 120_000 }, () => {
    const map = loadMap();
    if (!map.ok) throw new Error('shipped map invalid');
    const data = gameDataFromMap(map.map);
    const scenario = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../fixtures/economic-campaign.json'), 'utf8')) as Record<string, unknown>;
    const stats = fuzzEngine({ scenario, commands: 2000, seed: 1806, data, viewEvery: 25 });
    expect(stats.violations).toEqual([]);
    expect(stats.accepted).toBeGreaterThan(300);
    // the fuzzed games reach the Economic Phase's buying and levy
    expect(stats.steps['economic/expenditure'] ?? 0).toBeGreaterThan(0);
    expect(stats.steps['economic/levy'] ?? 0).toBeGreaterThan(0);
  });

  it('5.1 / 6.0 2,000 commands against the naval campaign (the naval phases are played only in campaigns): naval invariants hold, fleets bought stay private', () => {
    const map = loadMap();
    if (!map.ok) throw new Error('shipped map invalid');
    const data = gameDataFromMap(map.map);
    const scenario = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../fixtures/naval-campaign.json'), 'utf8')) as Record<string, unknown>;
    const stats = fuzzEngine({ scenario, commands: 2000, seed: 1805, data, viewEvery: 20 });
    expect(stats.violations).toEqual([]);
    expect(stats.accepted).toBeGreaterThan(400);
  });

  it('a refused command leaves the state exactly as it was', () => {
    const state = start();
    const before = JSON.stringify(state);
    for (const junk of [null, {}, { type: 'sequence/acknowledge' }, { ...state.pending[0], decisionId: 'nope' }]) {
      const r = applyCommand(state, junk);
      expect(r.ok).toBe(false);
    }
    expect(JSON.stringify(state)).toBe(before);
  });

  it('detects a leak when one is planted (the check can fail)', async () => {
    const { viewFor, newGame } = await import('../../shared/engine');
    const g = newGame({ scenario: withSentinels(smallCampaign()), seed: 1 });
    if (!g.ok) throw new Error('fixture rejected');
    const state = g.value;
    const hidden = state.corps.find((c) => c.nationality === 'austria')!;
    const text = JSON.stringify(viewFor(state, 'france'));
    expect(text.includes(hidden.name)).toBe(false);
    const leaky = { ...state, corps: state.corps.map((c) => (c === hidden ? { ...c, revealedTo: ['france' as const] } : c)) };
    expect(JSON.stringify(viewFor(leaky, 'france')).includes(hidden.name)).toBe(true);
  });
});
