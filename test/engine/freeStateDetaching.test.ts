// 12.3.8 (option) free state factors detached as garrisons outside the free state: a Bavarian
// corps at Strasbourg (area 775, France) may leave a Bavarian garrison there only with the option.
import { describe, expect, it } from 'vitest';
import { newGame } from '../../shared/engine';
import { beginTx, commit } from '../../shared/engine/tx';
import { freeStateGarrisonsHome } from '../../shared/engine/steps/land/freeStateGarrisonsAbroad';
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

describe('12.3.8 a free state\'s garrisons abroad when its control changes (option)', () => {
  const ceded = (option: boolean) => {
    const s0 = game(option);
    const bavaria = s0.minors.find((m) => m.id === 'bavaria')!;
    const other = (['austria', 'france', 'prussia'] as const).find((p) => p !== bavaria.controller && s0.powers[p]?.inPlay)!;
    const s: GameState = {
      ...s0,
      garrisons: [...s0.garrisons, { nationality: 'bavaria', area: '775', place: { kind: 'city', city: 'strasbourg' }, factors: { infantry: 2 } } as GameState['garrisons'][number]],
      minors: s0.minors.map((m) => (m.id === 'bavaria' ? { ...m, status: 'free' as const, controller: other } : m)),
    };
    const tx = beginTx(s, DATA);
    freeStateGarrisonsHome(tx, 'bavaria');
    return { before: s, after: commit(tx), other };
  };

  it('12.3.8 ceded, the Bavarian garrison of 2 at Strasbourg marches home to a Bavarian city; its 2 factors are kept', () => {
    const { after, other } = ceded(true);
    const home = after.garrisons.filter((g) => g.nationality === 'bavaria' && g.area !== '775');
    expect(after.garrisons.some((g) => g.nationality === 'bavaria' && g.area === '775')).toBe(false);
    const moved = after.log.find((e) => e.type === 'minorGarrisonLeft' && e.rule === '12.3.8');
    expect(moved).toMatchObject({ minor: 'bavaria', owner: other, from: '775', factors: 2 });
    const to = moved && moved.type === 'minorGarrisonLeft' ? moved.to : null;
    expect(to).not.toBeNull();
    expect(LAND.area(to!.area)?.minor).toBe('bavaria');
    expect(home.find((g) => g.area === to!.area && g.place.kind === 'city' && g.place.city === to!.city)?.factors.infantry ?? 0).toBeGreaterThanOrEqual(2);
  });

  it('12.3.8 with the option off nothing is moved (no such garrisons can exist)', () => {
    const { before, after } = ceded(false);
    expect(after.garrisons).toEqual(before.garrisons);
  });
});
