// Issue 20 (speed, session 14): what the procedures' movement answer keeps from one order to the
// next (the screen of an objective) must follow every input it reads. Each test asks about one state, then about a state
// that differs in one input, then about the first again: a kept answer that missed the change
// gives the second the first one's answer.
import { describe, expect, it } from 'vitest';
import { screenOf } from '../../shared/engine/auto/auto';
import type { Objective } from '../../shared/engine/auto/auto';
import type { AreaId, CityId, Corps, GameState } from '../../shared/model';
import { newLandGame } from './landSetup';

const A = (id: string) => id as AreaId;
const atWar = (sc: Parameters<NonNullable<Parameters<typeof newLandGame>[0]>>[0]) => {
  sc.relations = { wars: [['france', 'austria']], alliances: [], enforcedPeace: [] };
};
const withCorps = (s: GameState, id: string, area: string, factors?: Corps['factors'], city?: string): GameState => ({
  ...s,
  corps: s.corps.map((c) =>
    c.id === id
      ? {
          ...c,
          location:
            city === undefined ? { kind: 'area' as const, area: A(area) } : { kind: 'area' as const, area: A(area), city: city as CityId },
          ...(factors ? { factors } : {}),
        }
      : c,
  ),
});
const VIENNA: Objective = { city: 'vienna' as CityId, area: A('474'), ours: false };

describe('7.5.4 the screen of an objective, kept across orders, follows what is not a corps (issue 20)', () => {
  it('7.5.4 a larger garrison in Vienna: the French corps outside is no longer strong enough to screen it', () => {
    const s = withCorps(withCorps(newLandGame(atWar), 'au-1', '475'), 'fr-1', '474', { infantry: 20 });
    expect(screenOf(s, 'france', VIENNA)?.id).toBe('fr-1');
    // only the garrisons change (the corps list is the same object)
    const strong: GameState = {
      ...s,
      garrisons: [
        ...s.garrisons.filter((g) => !(g.area === '474' && g.place.kind === 'city')),
        { nationality: 'austria', area: A('474'), place: { kind: 'city', city: 'vienna' as CityId }, factors: { infantry: 30 } },
      ],
    };
    expect(strong.corps).toBe(s.corps);
    expect(screenOf(strong, 'france', VIENNA)).toBeNull();
    expect(screenOf(s, 'france', VIENNA)?.id).toBe('fr-1');
  });
});
