// 7.3.1.4 / 7.4.1.1 foraging while moving: a corps that ends its move with "forage:<counter>" rolls
// there and then, in the Land Movement Step (7.4.1.2.1 counting the corps in its area at that
// moment), its losses chosen before the movers go on; it has no order left and the Supply Step
// passes it by (7.4.2 only corps that did not forage pay). Played on the real map (France from
// Munich, 326, into Salzburg's mountains, 478).
import { describe, expect, it } from 'vitest';
import { commandFor, forceDice } from '../../shared/engine';
import type { GameState } from '../../shared/model';
import { apply, counterOf, decisionOf, newLandGame, order, reach } from '../engine/landSetup';

const corps = (s: GameState, id: string) => s.corps.find((c) => c.id === id)!;
const foraged = (s: GameState) => s.log.filter((e) => e.type === 'foraged');
const legal = (s: GameState) =>
  decisionOf(s, 'france', 'land/movement')!
    .options.filter((o) => o.verdict.ok)
    .map((o) => String(o.value));

describe('7.3.1.4 foraging while moving', () => {
  it('7.3.1.4 a corps ends its move and forages in the movement step; the Supply Step neither asks nor bills for it', () => {
    let { s } = reach(newLandGame(), 'france', 'land/movement');
    const k = counterOf(s, 'fr-1');
    expect(legal(s)).toContain(`forage:${k}`);
    s = order(s, 'france', 'land/movement', `move:${k}:478`);
    s = apply(forceDice(s, [1]), commandFor(decisionOf(s, 'france', 'land/movement')!, `forage:${k}`));
    expect(s.cursor.step).toBe('land/movement');
    expect(foraged(s)).toEqual([expect.objectContaining({ counter: k, area: '478', die: 1, losses: 0, rule: '7.4.1' })]);
    // 7.3.1.4 its move is complete: no order names it any more
    expect(legal(s).filter((v) => v.includes(k))).toEqual([]);
    s = order(s, 'france', 'land/movement', 'end');
    const supply = decisionOf(s, 'france', 'land/supply')!;
    expect(supply.options.map((o) => o.value)).not.toContain(k);
    expect(supply.prompt).not.toContain(k);
    const money = s.powers.france.money;
    s = apply(s, commandFor(supply, []));
    expect(foraged(s)).toHaveLength(1); // not rolled again
    const bill = s.log.filter((e) => e.type === 'moneyChanged' && e.power === 'france' && e.rule === '7.4.2');
    expect(bill).toEqual([expect.objectContaining({ reason: 'depot supply for 2 corps' })]); // the cavalry and the Bavarians only
    expect(s.powers.france.money).toBeLessThan(money);
  });

  it('7.4.1.1 / 7.4.1.2.1 the roll counts the corps in the area when the corps ends its move, not those arriving after', () => {
    const modifierOf = (first: 'forage' | 'join') => {
      let { s } = reach(newLandGame(), 'france', 'land/movement');
      const k = counterOf(s, 'fr-1');
      const cav = counterOf(s, 'fr-2');
      s = order(s, 'france', 'land/movement', `move:${k}:479`);
      if (first === 'join') {
        s = order(s, 'france', 'land/movement', `move:${cav}:326`);
        s = order(s, 'france', 'land/movement', `move:${cav}:479`);
      }
      s = apply(forceDice(s, [1]), commandFor(decisionOf(s, 'france', 'land/movement')!, `forage:${k}`));
      return (foraged(s).find((e) => e.type === 'foraged' && e.counter === k) as { modifier: number }).modifier;
    };
    expect(modifierOf('join') - modifierOf('forage')).toBe(1);
  });

  it('7.4.1.3 losses rolled in mid-move are chosen at once, the movers held until then', () => {
    let { s } = reach(newLandGame(), 'france', 'land/movement');
    const k = counterOf(s, 'fr-1');
    s = order(s, 'france', 'land/movement', `march:${k}`);
    s = order(s, 'france', 'land/movement', `move:${k}:478`);
    const before = corps(s, 'fr-1').factors;
    // 478: mountain, forage 3; die 6, +1 force march, -3 unused: one loss (as at the Supply Step, landSupply.test.ts)
    s = apply(forceDice(s, [6]), commandFor(decisionOf(s, 'france', 'land/movement')!, `forage:${k}`));
    expect(foraged(s)).toEqual([expect.objectContaining({ die: 6, modifier: -2, value: 3, losses: 1 })]);
    const loss = decisionOf(s, 'france', 'land/forageLosses')!;
    expect(loss).toMatchObject({ rule: '7.4.1.3', step: 'land/movement' });
    expect(decisionOf(s, 'france', 'land/movement')).toBeUndefined(); // held
    s = apply(s, commandFor(loss, `${k}:cavalry`));
    expect(corps(s, 'fr-1').factors).toMatchObject({ infantry: before.infantry, cavalry: (before.cavalry ?? 0) - 1 });
    expect(decisionOf(s, 'france', 'land/movement')).toBeDefined(); // the movers go on
    expect(s.cursor.step).toBe('land/movement');
  });

  it('7.4.1 a force-marched corps that did not forage in mid-move still must forage at the Supply Step', () => {
    let { s } = reach(newLandGame(), 'france', 'land/movement');
    const k = counterOf(s, 'fr-1');
    s = order(s, 'france', 'land/movement', `march:${k}`);
    s = order(s, 'france', 'land/movement', `move:${k}:478`);
    s = order(s, 'france', 'land/movement', 'end');
    s = apply(forceDice(s, [1]), commandFor(decisionOf(s, 'france', 'land/supply')!, []));
    expect(foraged(s)).toEqual([expect.objectContaining({ counter: k })]);
  });
});
