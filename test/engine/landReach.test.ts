import { describe, expect, it } from 'vitest';
import { canReachMinor } from '../../shared/rules/land/movement';
import { LAND, newLandGame } from './landSetup';

describe('4.2.2.3 a neutral minor must be within reach this turn', () => {
  it('4.2.2.3 a minor bordering the power\'s territory is within reach (Switzerland and Austria)', () => {
    expect(canReachMinor(newLandGame(), LAND, 'austria', 'switzerland')).toEqual({ ok: true });
  });

  it('4.2.2.3 Austria, with no fleet, no border and no force near it, cannot reach Holland', () => {
    expect(canReachMinor(newLandGame(), LAND, 'austria', 'holland')).toMatchObject({ ok: false, rule: '4.2.2.3' });
  });

  it('4.2.2.3 Russia\'s corps in area 276 can march into Saxony this turn; the same corps at Vilna cannot', () => {
    expect(canReachMinor(newLandGame(), LAND, 'russia', 'saxony')).toEqual({ ok: true });
    const far = newLandGame((sc) => {
      (sc.forces.corps as Record<string, unknown>[])[4]!.area = '194';
    });
    expect(canReachMinor(far, LAND, 'russia', 'saxony')).toMatchObject({ ok: false, rule: '4.2.2.3' });
  });

  it('4.2.2.3 a fleet can carry a corps to a coastal minor (6.2.5): France reaches Portugal by sea', () => {
    const s = newLandGame();
    expect(s.fleets.some((f) => f.nationality === 'france')).toBe(true);
    expect(canReachMinor(s, LAND, 'france', 'portugal')).toEqual({ ok: true });
    expect(canReachMinor({ ...s, fleets: s.fleets.filter((f) => f.nationality !== 'france') }, LAND, 'france', 'portugal')).toMatchObject({ ok: false });
  });
});
