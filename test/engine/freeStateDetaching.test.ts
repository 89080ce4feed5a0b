// 12.3.8 (option) free state factors detached as garrisons outside the free state: a Bavarian
// corps at Strasbourg (area 775, France) may leave a Bavarian garrison there only with the option.
import { describe, expect, it } from 'vitest';
import { newGame } from '../../shared/engine';
import type { GameState } from '../../shared/model';
import { detachVerdict } from '../../shared/rules/land/movement';
import { DATA, LAND, landScenario } from './landSetup';

function game(option: boolean): GameState {
  const scenario = landScenario((sc) => {
    const cs = sc.forces.corps as Record<string, unknown>[];
    cs[2]!.area = '775'; // bv-1, Bavarian infantry 4
  });
  const r = newGame({ scenario, seed: 3, data: DATA, options: { rules: { minorFreeStateDetaching: option } } });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.value;
}
const bavarian = (s: GameState) => s.corps.find((c) => c.id === 'bv-1')!;

describe('12.3.8 detaching and absorbing minor free state factors (option)', () => {
  it('7.3.3.1.1 without the option a Bavarian factor is not detached at Strasbourg; 12.3.8 with it, it is', () => {
    const off = game(false);
    expect(detachVerdict(off, LAND, bavarian(off), 'infantry', { kind: 'city', city: 'strasbourg' as never })).toMatchObject({ ok: false, rule: '7.3.3' });
    const on = game(true);
    expect(detachVerdict(on, LAND, bavarian(on), 'infantry', { kind: 'city', city: 'strasbourg' as never })).toEqual({ ok: true });
  });
});
