// opt:12.3.9.4 the owner of forces swept by an overrun chooses: surrendered (prisoners of the
// overrunning power) or destroyed. The standing procedures surrender them.
import { describe, expect, it } from 'vitest';
import { newGame, viewFor } from '../../shared/engine';
import { answerDisclosure } from '../../shared/engine/disclosure';
import { autoAnswer, seededRng } from '../../shared/engine/auto/auto';
import type { GameState } from '../../shared/model';
import { AU, battleScenario, counterOf, DATA, decisionOf, FR, order, reach } from './landSetup';

function overrun(au: Record<string, number>): GameState {
  const r = newGame({ scenario: battleScenario([FR({ infantry: 12 }, 'fr-1', '325'), AU(au)]), seed: 3, data: DATA, options: { rules: { overruns: true } } });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  const { s } = reach(r.value, 'france', 'land/movement');
  const moved = order(s, 'france', 'land/movement', `move:${counterOf(s, 'fr-1')}:324`);
  return order(moved, 'france', 'land/movement', `overrun:${counterOf(moved, 'fr-1')}`);
}

describe('opt:12.3.9.4 swept factors surrendered or destroyed', () => {
  it('opt:12.3.9.4 Austria is asked about its 2 swept factors; France\'s orders wait for the answer, then go on', () => {
    const s = overrun({ infantry: 1, cavalry: 1 });
    const d = decisionOf(s, 'austria', 'land/overrunSwept')!;
    expect(d.options.map((o) => o.value)).toEqual(['surrender:france:324:austria/infantry/1,austria/cavalry/1', 'destroy:france:324:austria/infantry/1,austria/cavalry/1']);
    expect(d.options[0]!.label).toBe('Surrender them: France holds them as prisoners (Austria: 1 infantry, 1 cavalry)');
    expect(s.corps.some((c) => c.id === 'au-1')).toBe(false);
    expect(decisionOf(s, 'france', 'land/movement')).toBeUndefined();
    expect(decisionOf(order(s, 'austria', 'land/overrunSwept', 'destroy:france:324:austria/infantry/1,austria/cavalry/1'), 'france', 'land/movement')).toBeDefined();
  });

  it('opt:12.3.9.4 surrendered: France holds 1 infantry and 1 cavalry of Austria as prisoners', () => {
    const s = overrun({ infantry: 1, cavalry: 1 });
    const before = s.prisoners.find((p) => p.holder === 'france' && p.nationality === 'austria')?.factors ?? {};
    const t = order(s, 'austria', 'land/overrunSwept', 'surrender:france:324:austria/infantry/1,austria/cavalry/1');
    const after = t.prisoners.find((p) => p.holder === 'france' && p.nationality === 'austria')!.factors;
    expect((after.infantry ?? 0) - (before.infantry ?? 0)).toBe(1);
    expect((after.cavalry ?? 0) - (before.cavalry ?? 0)).toBe(1);
  });

  it('opt:12.3.9.4 destroyed: no prisoners are taken', () => {
    const s = overrun({ infantry: 2 });
    const t = order(s, 'austria', 'land/overrunSwept', 'destroy:france:324:austria/infantry/2');
    expect(t.prisoners).toEqual(s.prisoners);
  });

  it('opt:12.3.9.4 the standing procedures surrender; a third power sees the answer without the factors (2.4.2)', () => {
    const s = overrun({ infantry: 1, cavalry: 1 });
    const d = decisionOf(s, 'austria', 'land/overrunSwept')!;
    expect(autoAnswer(s, d, seededRng(1), DATA)).toBe('surrender:france:324:austria/infantry/1,austria/cavalry/1');
    expect(answerDisclosure(s, d, 'surrender:france:324:austria/infantry/1,austria/cavalry/1')).toEqual({ publicAnswer: 'surrender:france:324:?', audience: ['austria', 'france'] });
    // the overrunner, in the audience, sees what it takes prisoner
    const t = order(s, 'austria', 'land/overrunSwept', 'surrender:france:324:austria/infantry/1,austria/cavalry/1');
    expect(JSON.stringify(viewFor(t, 'france').log)).toContain('austria/cavalry/1');
  });
});
