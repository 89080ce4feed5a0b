// 12.2.2 (option) naval raiding played in the Economic Phase: $5 off British colonial trade for
// each sea area next to Great Britain holding an enemy fleet, never below 0.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../shared/model';
import { lines, playEconomic, sheet, startEconomic, type ScenarioJson } from '../economicSetup';

const collected = (s: GameState) => playEconomic(s, undefined, (x) => x.date.month === 3 && (x.economy?.current?.worksheets.length ?? 0) > 0);
const raider = (j: ScenarioJson) => {
  const forces = (j as unknown as { forces: { fleets?: unknown[] } }).forces;
  forces.fleets = [...(forces.fleets ?? []), { id: 'fr-raid', name: 'Raiders', nationality: 'france', ships: 3, location: { kind: 'sea', area: '732' } }];
};

describe('12.2.2 naval raiding', () => {
  it('12.2.2 a French fleet in a sea area next to Great Britain: colonial trade 30, less 5', () => {
    const s = collected(startEconomic(raider, { options: { rules: { navalRaiding: true } } }));
    expect(lines(sheet(s, 'britain'), 'overseas')).toEqual(['Colonial trade 30/0', 'Naval raiding: enemy fleets in 1 sea area next to Great Britain -5/0']);
  });

  it('12.2.2 the option off: the full colonial trade', () => {
    const s = collected(startEconomic(raider));
    expect(lines(sheet(s, 'britain'), 'overseas')).toEqual(['Colonial trade 30/0']);
  });
});
