import { describe, expect, it } from 'vitest';
import { forces } from '../../shared/data/forces';
import type { Corps } from '../../shared/data/forces';

/** 7.5.2.6.1.1 Method One: factor-weighted average morale, rounded up to one decimal. */
function methodOne(parts: readonly { factors: number; morale: number | undefined }[]): number {
  let total = 0;
  let factors = 0;
  for (const p of parts) {
    if (p.morale === undefined) throw new Error('morale missing in the corps data');
    total += p.factors * p.morale;
    factors += p.factors;
  }
  return Math.ceil((total / factors) * 10 - 1e-9) / 10;
}

const first = (owner: string, type: Corps['type']): Corps => {
  const c = forces.corpsOf(owner).find((x) => x.type === type);
  if (!c) throw new Error(`no ${type} corps for ${owner}`);
  return c;
};

describe('7.5.2.15 example of field combat: morale from the counters', () => {
  it('7.5.2.15 Turkey: 36 feudal factors at 2.0 and 14 Janissary at 3.0 give 2.3', () => {
    const feudal = first('turkey', 'feudal');
    const janissary = forces.corpsById('turkey-janissary-i');
    const morale = methodOne([
      { factors: 36, morale: feudal.morale.feudalInfantry ?? feudal.morale.feudalCavalry },
      { factors: 14, morale: janissary?.morale.infantry },
    ]);
    expect(morale).toBe(2.3);
  });

  it('7.5.2.15 Russia: 6 guard, 17 infantry, 13 militia and 1 cavalry give 3.0', () => {
    const guard = first('russia', 'guard');
    const line = first('russia', 'infantry');
    const morale = methodOne([
      { factors: 6, morale: guard.morale.guard },
      { factors: 17, morale: line.morale.infantry },
      { factors: 13, morale: line.morale.militia },
      { factors: 1, morale: line.morale.cavalry },
    ]);
    expect(morale).toBe(3.0);
  });

  it("7.5.2.15 Turkey's seven corps hold 18 feudal infantry, 18 feudal cavalry and 14 Janissaries", () => {
    const turkish = forces.corpsOf('turkey');
    const room = (k: keyof Corps['limits']) => turkish.reduce((n, c) => n + (c.limits[k] ?? 0), 0);
    expect(room('feudalInfantry')).toBeGreaterThanOrEqual(18);
    expect(room('feudalCavalry')).toBeGreaterThanOrEqual(18);
    expect(room('infantry')).toBeGreaterThanOrEqual(14);
  });
});
