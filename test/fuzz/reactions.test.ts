// opt:12.3.7.4 reaction moves under the fuzzer: random answers to every offer, forces and route
// decision in a French-Austrian war on the upper Danube, with 12.3.7.1 on (corps reacting alone).
import { describe, expect, it } from 'vitest';
import { DATA, landScenario } from '../engine/landSetup';
import { fuzzEngine } from './engineFuzz';

describe('opt:12.3.7.4 reaction moves fuzzed', () => {
  it('opt:12.3.7.4 1,500 commands with the option on: invariants hold, views keep the offers secret, offers are made', { timeout: 120_000 }, () => {
    const scenario = landScenario((s) => {
      s.forces.corps = [
        ...(s.forces.corps ?? []),
        { id: 'austria-ii', name: 'II Corps', nationality: 'austria', type: 'infantry', movement: 3, area: '475', factors: { infantry: 5 } },
        { id: 'austria-iii', name: 'III Corps', nationality: 'austria', type: 'infantry', movement: 3, area: '325', factors: { infantry: 3 } },
      ];
      s.forces.leaders = [...((s.forces.leaders ?? []) as { id: string }[]).filter((l) => l.id !== 'charles'), { id: 'archduke-charles', name: 'Charles', owner: 'austria', with: 'austria-ii' }];
    });
    const stats = fuzzEngine({ scenario: scenario as unknown as Record<string, unknown>, commands: 1500, seed: 1809, data: DATA, viewEvery: 10, options: { rules: { reactionMoves: true, corpsLeaders: true } } });
    expect(stats.violations).toEqual([]);
    expect(stats.answered['land/reaction'] ?? 0).toBeGreaterThan(0);
  });
});
