// 7.3.6 entering an enemy depot area: 7.3.6.1 ungarrisoned (destroy or convert), 7.3.6.2 garrisoned
// (the garrison's owner may destroy the depot before the mover goes on).
import { describe, expect, it } from 'vitest';
import { pendingDecisions } from '../../shared/engine';
import type { GameState } from '../../shared/model';
import { counterOf, decisionOf, newLandGame, order, reach } from './landSetup';

/** An Austrian depot in 479 (Salzburg's area, next to the French in 326) with a garrison of `guard` infantry. */
const withDepot = (guard: number, salzburg = 0) =>
  newLandGame((sc) => {
    sc.forces.depots = [...(sc.forces.depots as unknown[]), { owner: 'austria', area: '479' }];
    sc.forces.garrisons = [
      ...(sc.forces.garrisons as unknown[]),
      ...(guard > 0 ? [{ nationality: 'austria', area: '479', factors: { infantry: guard } }] : []),
      ...(salzburg > 0 ? [{ nationality: 'austria', area: '479', city: 'salzburg', factors: { infantry: salzburg } }] : []),
    ];
  });

const depotIn = (s: GameState, area: string) => s.depots.find((d) => d.area === area && d.owner === 'austria');
const depotGuard = (s: GameState) => s.garrisons.find((g) => g.area === '479' && g.place.kind === 'depot');
const salzburg = (s: GameState) => s.garrisons.find((g) => g.area === '479' && g.place.kind === 'city')?.factors.infantry ?? 0;

/** France moves I Corps into 479; Austria is asked. */
function enter(guard: number, inCity = 0) {
  let { s } = reach(withDepot(guard, inCity), 'france', 'land/movement');
  const k = counterOf(s, 'fr-1');
  s = order(s, 'france', 'land/movement', `move:${k}:479`);
  return { s, k };
}

describe('7.3.6.2 garrisoned enemy depot', () => {
  it('7.3.6.2 the garrison owner answers before the mover goes on: the mover\'s orders wait', () => {
    const { s } = enter(2);
    const d = decisionOf(s, 'austria', 'land/depotGarrison')!;
    expect(d).toMatchObject({ rule: '7.3.6.2', step: 'land/movement', select: 'one' });
    const id = depotIn(s, '479')!.id;
    expect(d.options.map((o) => o.value)).toEqual([`keep:${id}`, `destroy:${id}:surrender`, `destroy:${id}:salzburg`]);
    expect(d.options.every((o) => o.verdict.ok)).toBe(true);
    expect(decisionOf(s, 'france', 'land/movement')).toBeUndefined();
    expect(pendingDecisions(s).map((x) => x.power)).toEqual(['austria']);
  });

  it('7.3.6.2 kept: the depot and its garrison stay, France moves on and a combat is declared there', () => {
    let { s } = enter(2);
    const id = depotIn(s, '479')!.id;
    s = order(s, 'austria', 'land/depotGarrison', `keep:${id}`);
    expect(depotIn(s, '479')).toBeDefined();
    expect(depotGuard(s)!.factors.infantry).toBe(2);
    expect(decisionOf(s, 'france', 'land/movement')).toBeDefined();
    // 7.3.7.2 the combat is declared once France ends its movement with the corps still there
    expect(s.turn.land!.combats).toEqual([]);
    s = order(s, 'france', 'land/movement', 'end');
    expect(s.turn.land!.combats).toContainEqual({ area: '479', attacker: 'france', defenders: ['austria'] });
  });

  it('7.3.6.2 destroyed: the garrison goes into Salzburg, nothing surrenders', () => {
    let { s } = enter(2);
    const id = depotIn(s, '479')!.id;
    s = order(s, 'austria', 'land/depotGarrison', `destroy:${id}:salzburg`);
    expect(depotIn(s, '479')).toBeUndefined();
    expect(depotGuard(s)).toBeUndefined();
    expect(salzburg(s)).toBe(2);
    expect(s.prisoners.filter((p) => p.holder === 'france')).toEqual([]);
    expect(s.log.some((e) => e.type === 'depotRemoved' && e.rule === '7.3.6.2')).toBe(true);
    expect(decisionOf(s, 'france', 'land/movement')).toBeDefined();
  });

  it('7.3.6.2 the part that does not fit in the city surrenders to the power that entered', () => {
    let { s } = enter(3, 14); // Salzburg: 3 spires, room for 15, 14 inside
    const id = depotIn(s, '479')!.id;
    const opt = decisionOf(s, 'austria', 'land/depotGarrison')!.options.find((o) => o.value === `destroy:${id}:salzburg`)!;
    expect(opt.label).toContain('1 factor of its garrison goes into Salzburg and 2 factors surrender');
    s = order(s, 'austria', 'land/depotGarrison', `destroy:${id}:salzburg`);
    expect(salzburg(s)).toBe(15);
    expect(s.prisoners).toContainEqual({ holder: 'france', nationality: 'austria', factors: { infantry: 2 } });
    expect(s.log).toContainEqual(expect.objectContaining({ type: 'factorsChanged', nationality: 'austria', delta: -2, rule: '7.3.6.2' }));
  });

  it('7.3.6.2 a full city is refused with its reason; surrendering is always open', () => {
    const { s } = enter(2, 15);
    const opts = decisionOf(s, 'austria', 'land/depotGarrison')!.options;
    expect(opts.find((o) => String(o.value).endsWith(':salzburg'))!.verdict).toMatchObject({ ok: false, code: 'capacity' });
    let t = order(s, 'austria', 'land/depotGarrison', String(opts[1]!.value));
    expect(t.prisoners).toContainEqual({ holder: 'france', nationality: 'austria', factors: { infantry: 2 } });
    expect(depotGuard(t)).toBeUndefined();
    t = order(t, 'france', 'land/movement', 'end');
    expect(t.turn.land!.suspended ?? []).toEqual([]);
  });

  it('7.3.6.2 asked once for each entering counter; 7.3.6.1 an ungarrisoned depot asks nobody', () => {
    let { s } = enter(2);
    const id = depotIn(s, '479')!.id;
    s = order(s, 'austria', 'land/depotGarrison', `keep:${id}`);
    expect(s.turn.land!.reactionsAsked).toEqual([`${id}>${counterOf(s, 'fr-1')}`]);
    const k2 = counterOf(s, 'fr-2');
    s = order(s, 'france', 'land/movement', `move:${k2}:326`);
    s = order(s, 'france', 'land/movement', `move:${k2}:479`);
    expect(decisionOf(s, 'austria', 'land/depotGarrison')).toBeDefined();
    expect(s.turn.land!.reactionsAsked).toHaveLength(2);

    let open = reach(withDepot(0), 'france', 'land/movement').s;
    open = order(open, 'france', 'land/movement', `move:${counterOf(open, 'fr-1')}:479`);
    expect(decisionOf(open, 'austria', 'land/depotGarrison')).toBeUndefined();
    expect(decisionOf(open, 'france', 'land/movement')!.options.map((o) => o.value)).toContain(`raze:${counterOf(open, 'fr-1')}`);
  });
});
