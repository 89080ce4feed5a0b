import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { soak, soakScenarios } from './soak';

describe('soak (issue 9): whole games by automated powers', () => {
  it('a seeded game of every scenario ends with no crash, stall or invariant violation', { timeout: 240_000 }, () => {
    const r = soak({ gamesPerScenario: 1 });
    expect(r.crashes).toEqual([]);
    expect(r.stalls).toEqual([]);
    expect(r.violations).toEqual([]);
    // the five scenarios and the naval campaign fixture (5.1 and 6.0 are asterisked, so only a campaign plays them)
    expect(r.games).toBe(6);
    // every game ran to its last month (3 + 3 + 6 + 7 + 70 month changes, 5 for the naval campaign), unless a side won early (8.1.3.1)
    const span = new Map(soakScenarios().map(({ file, json }) => {
      const { start, end } = json as { start: { month: number; year: number }; end: { month: number; year: number } };
      return [file, (end.year - start.year) * 12 + end.month - start.month] as const;
    }));
    for (const e of r.endings) if (!e.byVictory) expect(e.months, e.file).toBeGreaterThanOrEqual(span.get(e.file)!);
    // 7.5 the automated powers fight battles
    expect(r.battles).toBeGreaterThan(0);
  });

  it('6.3 the naval campaign fights at sea: four seeded games by the standing procedures, no crash, stall or violation', { timeout: 240_000 }, () => {
    const r = soak({ gamesPerScenario: 4, only: 'naval-campaign' });
    expect([r.crashes, r.stalls, r.violations]).toEqual([[], [], []]);
    expect(r.games).toBe(4);
    expect(r.navalBattles).toBeGreaterThan(0);
  });

  it('8.0 a campaign year with its four Economic Phases (test fixture) ends with no crash, stall or violation', { timeout: 240_000 }, () => {
    const json = JSON.parse(readFileSync(new URL('../fixtures/economic-campaign.json', import.meta.url), 'utf8')) as Record<string, unknown>;
    const r = soak({ gamesPerScenario: 1, scenarios: [{ file: 'economic-campaign.json', json }], viewsAt: 'phase' });
    expect(r.crashes).toEqual([]);
    expect(r.stalls).toEqual([]);
    expect(r.violations).toEqual([]);
    expect(r.games).toBe(1);
    expect(r.months).toBeGreaterThanOrEqual(14);
  });
});
