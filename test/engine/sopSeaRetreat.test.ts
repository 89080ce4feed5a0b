// v2.71 19.1.1 (6.3.5) a beaten fleet with no open port beside it retreats toward its nearest
// friendly port: the victor's pick of a sea area, answered by the standing procedures (auto/sop.ts).
import { describe, expect, it } from 'vitest';
import { seededRng, sopAnswer } from '../../shared/engine/auto';
import type { GameState, PendingDecision } from '../../shared/model';
import { DATA, newLandGame } from './landSetup';

/** A naval battle France lost in the Atlantic (west, sea 733): only what the procedure reads (the loser's side). */
function afterBattle(): GameState {
  const s = newLandGame();
  const side = (power: 'britain' | 'france') => ({ powers: [power] }) as never;
  const battle = { record: { attacker: side('britain'), defender: side('france'), place: 'sea:733' }, loser: 'defender', loserFromPort: false, then: { kind: 'combat' } } as never;
  return { ...s, options: { ...s.options, rules: { ...s.options.rules, standingProcedures: true } }, turn: { ...s.turn, naval: { moves: [], moving: [], spentInterceptors: [], attacked: [], battles: [], embarked: [], battle } } } as GameState;
}

const question = (values: string[]): PendingDecision => ({
  id: 'q', power: 'britain', kind: 'naval/seaRetreat', step: 'naval/combat' as never, rule: '6.3.5.1.1', prompt: '', secret: false, select: 'one', group: null,
  options: values.map((value) => ({ value, label: value, verdict: { ok: true } })),
});

describe('opt:19.1.1/6.3.5 the beaten fleet retreats toward its nearest port', () => {
  it('opt:19.1.1/6.3.5 of off Ireland (731) and the Western Approaches (734, Brest\'s box), the French fleet goes to the Western Approaches, whatever the dice', () => {
    for (const seed of [1, 2, 3, 4, 5]) expect(sopAnswer(afterBattle(), question(['sea:731', 'sea:734']), seededRng(seed), DATA)).toBe('sea:734');
  });

  it('opt:19.1.1/6.3.5 the Bay of Biscay (736: Lorient, La Rochelle) beats the far north-west Atlantic (728)', () => {
    expect(sopAnswer(afterBattle(), question(['sea:728', 'sea:736']), seededRng(9), DATA)).toBe('sea:736');
  });
});
