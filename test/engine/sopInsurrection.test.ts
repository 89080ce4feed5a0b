// v2.71 19.1.2 (10.1.4.1.4) with the standing procedures Austria's insurrection corps may move in
// the turn they rise: raised after France's Land Movement Step, they march in Austria's own step
// that follows. Without the option they stand still that turn (10.1.4.1.4 as printed).
import { describe, expect, it } from 'vitest';
import { legalDestinations, provinceAreas } from '../../shared/rules/land/movement';
import type { GameState } from '../../shared/model';
import { LAND, counterOf, newLandGame, order, reach } from './landSetup';

const game = (sop: boolean): GameState => {
  const s = newLandGame((sc) => {
    const cs = sc.forces.corps as Record<string, unknown>[];
    cs[0]!.area = '479';
    cs.push({ id: 'au-ins', name: 'Ins I', nationality: 'austria', type: 'insurrection', movement: 3, offMap: true, factors: { militia: 6 } });
  });
  return { ...s, options: { ...s.options, rules: { ...s.options.rules, standingProcedures: sop } } };
};

/**
 * France enters Illyria (481), Austria raises its insurrection corps in 482 (at once as printed,
 * 10.1.4.1; after France's step with the procedures), then Austria's Land Movement Step.
 */
function raised(sop: boolean): { s: GameState; ins: string } {
  let { s } = reach(game(sop), 'france', 'land/movement');
  s = order(s, 'france', 'land/movement', `move:${counterOf(s, 'fr-1')}:481`);
  const ins = counterOf(s, 'au-ins');
  if (!sop) s = order(s, 'austria', 'land/insurrection', `place:${ins}:482`);
  s = order(s, 'france', 'land/movement', 'end');
  if (sop) s = order(s, 'austria', 'land/insurrection', `place:${ins}:482`);
  return { s: reach(s, 'austria', 'land/movement').s, ins };
}

describe('opt:19.1.2/10.1.4.1.4 insurrection corps move the turn they rise', () => {
  it('opt:19.1.2/10.1.4.1.4 with the procedures the corps raised in 482 may march within the border provinces in Austria\'s step', () => {
    const { s, ins } = raised(true);
    expect(s.options.rules.standingProcedures).toBe(true);
    const ok = legalDestinations(s, LAND, 'austria', ins).filter((m) => m.verdict.ok).map((m) => m.area);
    expect(ok.length).toBeGreaterThan(0);
    const border = ['illyria', 'military-border', 'transylvania', 'hungary'].flatMap((p) => provinceAreas(LAND, p));
    for (const a of ok) expect(border).toContain(a); // 10.1.4.1.3 still holds
  });

  it('10.1.4.1.4 without them it may not move that turn', () => {
    const { s, ins } = raised(false);
    const all = legalDestinations(s, LAND, 'austria', ins);
    expect(all.length).toBeGreaterThan(0);
    for (const m of all) expect(m.verdict).toMatchObject({ ok: false, rule: '10.1.3.3.2' });
  });
});
