// 2.4.2 the land phase's answers and events as other seats receive them: a corps' strength is
// its owner's secret, so the type of a factor it detaches or loses must not reach anyone else.
import { describe, expect, it } from 'vitest';
import { commandFor, forceDice, redactEvent, viewFor } from '../../shared/engine';
import type { Viewer } from '../../shared/engine';
import { MAJOR_POWERS } from '../../shared/model';
import type { GameEvent, GameState } from '../../shared/model';
import { apply, counterOf, decisionOf, newLandGame, reach } from './landSetup';

const OTHERS: Viewer[] = [...MAJOR_POWERS.filter((p) => p !== 'france'), 'spectator'];
const last = <T extends GameEvent['type']>(s: GameState, type: T) => [...s.log].reverse().find((e) => e.type === type) as Extract<GameEvent, { type: T }>;

describe('2.4.2 land movement and supply answers keep a corps\' factor types secret', () => {
  it('2.4.2 / 7.3.3.2 a cavalry factor detached to a depot shows others only an infantry factor joining the garrison', () => {
    // French I Corps (3 infantry, 1 cavalry) on the French depot in 326
    const { s: at } = reach(newLandGame(), 'france', 'land/movement');
    const k = counterOf(at, 'fr-1');
    const s = apply(at, commandFor(decisionOf(at, 'france', 'land/movement')!, `detach:${k}:cavalry:depot`));
    const answered = last(s, 'decisionAnswered');
    const detached = last(s, 'factorDetached');
    expect(detached).toMatchObject({ counter: k, owner: 'france', factor: 'cavalry', as: 'infantry' });
    expect(redactEvent(answered, 'france')).toMatchObject({ answer: `detach:${k}:cavalry:depot` });
    expect(redactEvent(detached, 'france')).toMatchObject({ factor: 'cavalry' });
    for (const v of OTHERS) {
      expect(redactEvent(answered, v), v).toMatchObject({ answer: `detach:${k}:?:depot` });
      const seen = redactEvent(detached, v)!;
      expect(seen, v).toMatchObject({ counter: k, as: 'infantry' });
      expect(seen, v).not.toHaveProperty('factor');
      expect(JSON.stringify(viewFor(s, v).log), v).not.toContain('cavalry');
    }
  });

  it('2.4.2 / 7.4.1.3 the factor a corps loses to foraging is named to its owner only; the count stays public', () => {
    // I Corps spends its whole allowance (no unused points), then chooses to forage: a 6 loses factors
    let { s } = reach(newLandGame(), 'france', 'land/movement');
    const k = counterOf(s, 'fr-1');
    for (;;) {
      const step = decisionOf(s, 'france', 'land/movement')!.options.find((o) => o.verdict.ok && String(o.value).startsWith(`move:${k}:`));
      if (!step) break;
      s = apply(s, commandFor(decisionOf(s, 'france', 'land/movement')!, step.value));
    }
    s = apply(s, commandFor(decisionOf(s, 'france', 'land/movement')!, 'end'));
    const supply = reach(s, 'france', 'land/supply');
    const choose = supply.d.options.some((o) => o.value === k) ? [k] : []; // forced to forage when out of depot reach
    s = apply(forceDice(supply.s, [6, 6, 6]), commandFor(supply.d, choose));
    const loss = decisionOf(s, 'france', 'land/forageLosses')!;
    expect(loss.options.map((o) => o.value)).toContain(`${k}:cavalry`);
    s = apply(s, commandFor(loss, `${k}:cavalry`));
    const answered = last(s, 'decisionAnswered');
    expect(answered).toMatchObject({ kind: 'land/forageLosses', answer: `${k}:cavalry` });
    const changed = s.log.filter((e) => e.type === 'factorsChanged' && e.counter === k);
    expect(changed.length).toBeGreaterThan(0);
    for (const v of OTHERS) {
      expect(redactEvent(answered, v), v).toMatchObject({ answer: `${k}:?` });
      for (const e of changed) expect(redactEvent(e, v), v).not.toHaveProperty('factors');
      expect(JSON.stringify(viewFor(s, v).log), v).not.toMatch(/cavalry/);
    }
    expect(JSON.stringify(viewFor(s, 'france').log)).toContain(`${k}:cavalry`);
  });
});
