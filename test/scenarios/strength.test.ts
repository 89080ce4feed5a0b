import { describe, expect, it } from 'vitest';
import { scenarioSchema } from '../../shared/engine';
import type { Scenario } from '../../shared/engine';
import { sideBreakdown } from './strength';

function scenario(extra: Partial<Record<string, unknown>>): Scenario {
  return scenarioSchema.parse({
    format: 'eia-scenario/1', id: 'toy', title: 'Toy', source: 'test', kind: 'scenario',
    start: { month: 1, year: 1805 }, end: { month: 4, year: 1805 }, mapPortion: 'all',
    sides: [['france'], ['austria']], setupOrder: ['france', 'austria'],
    powers: { france: { money: 0, manpower: 0, politicalPoints: 0, victoryPoints: 0 }, austria: { money: 0, manpower: 0, politicalPoints: 0, victoryPoints: 0 } },
    minors: [{ id: 'bavaria', name: 'Bavaria', status: 'free', controller: 'france' }],
    victory: { summary: 'toy' },
    ...extra,
  });
}

describe('balance measure (7.5.2.6.1.1 morale weights)', () => {
  it('weights factors by national morale, guard 5 and militia 2, a free minor for its controller', () => {
    const [fr, au] = sideBreakdown(scenario({
      forces: {
        corps: [
          { id: 'a', name: 'A', nationality: 'france', movement: 4, area: '438', factors: { infantry: 2, guard: 1 } },
          { id: 'b', name: 'B', nationality: 'bavaria', movement: 4, area: '326', factors: { infantry: 1, cavalry: 1 } },
          { id: 'c', name: 'C', nationality: 'austria', movement: 3, area: '474', factors: { infantry: 2, militia: 1, cavalry: 1 } },
        ],
      },
    }));
    expect(fr.field).toBe(2 * 4 + 5 + 2 + 3); // France 4; Bavaria infantry 2, cavalry 3
    expect(au.field).toBe(2 * 3 + 2 + 4); // Austria infantry 3, cavalry 4
    expect(fr.total).toBe(fr.field);
  });

  it('counts garrisons at half, reinforcements by the share of turns left, and the best tactical rating', () => {
    const [fr, au] = sideBreakdown(scenario({
      forces: {
        garrisons: [{ nationality: 'austria', area: '474', city: 'vienna', factors: { militia: 3 } }],
        leaders: [{ id: 'archduke-charles', name: 'Charles', owner: 'austria', area: '474' }],
      },
      reinforcements: [{ date: { month: 3, year: 1805 }, power: 'france', factors: { infantry: 4 } }],
    }));
    expect(au.garrisons).toBe(3);
    expect(fr.reinforcements).toBe((4 * 4 * 2) / 4); // March and April of four turns
    expect(au.bestTactical).toBe(4);
    expect(au.total).toBeCloseTo(3 * 1.2);
  });
});
