// Issue 21 delegation per seat: which pending questions the computer answers for a power.
import { describe, expect, it } from 'vitest';
import { newGame } from '../../shared/engine';
import { battleSizeFor, delegated } from '../../shared/engine/auto';
import { ASK_EVERYTHING, SOLO_DELEGATION, delegationGroupOf } from '../../shared/model';
import type { Delegation, GameState, MajorPower, PendingDecision } from '../../shared/model';
import { AU, DATA, FR, battleScenario, decisionOf, newLandGame, playUntil } from './landSetup';

function atRetire(austrian: number, rules: Record<string, boolean> = {}): GameState {
  const r = newGame({ scenario: battleScenario([FR({ infantry: 6 }, 'fr-1', '326'), FR({ infantry: 4 }, 'fr-2', '326'), AU({ infantry: austrian }, 'au-1', '326')]), seed: 5, data: DATA, options: { rules } });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return playUntil(r.value, (x) => decisionOf(x, 'austria', 'land/combatRetire') !== undefined);
}

const q = (kind: PendingDecision['kind'], power: MajorPower, values: string[]): PendingDecision => ({
  id: 'q', power, kind, step: 'land/siegeCombat', rule: '7.5.4', prompt: '', secret: false, select: 'one', group: null,
  options: values.map((value) => ({ value, label: value, verdict: { ok: true } })),
});
const withMode = (group: keyof Delegation['modes'], mode: Delegation['modes'][typeof group], threshold = 20): Delegation => ({ ...ASK_EVERYTHING, modes: { ...ASK_EVERYTHING.modes, [group]: mode }, threshold });

describe('issue 21 delegation per seat', () => {
  it('groups the kinds of question as a player thinks of them; anything else is the player\'s own orders', () => {
    expect(delegationGroupOf('land/combatChit')).toBe('battle');
    expect(delegationGroupOf('land/combatLosses')).toBe('losses');
    expect(delegationGroupOf('naval/seaRetreat')).toBe('retreat');
    expect(delegationGroupOf('land/combatReinforce')).toBe('reinforcement');
    expect(delegationGroupOf('naval/intercept')).toBe('naval');
    expect(delegationGroupOf('political/answerCall')).toBe('political');
    expect(delegationGroupOf('land/movement')).toBe('turn');
    expect(delegationGroupOf('economic/expenditure')).toBe('turn');
  });

  it('ask / auto, a whole seat handed to the computer, and the solo default (everything but the own orders)', () => {
    const s = newLandGame();
    const siege = q('land/siege', 'austria', ['nosortie:474:vienna:france', 'sortie:474:vienna:france']);
    const move = q('land/movement', 'austria', ['end']);
    expect(delegated(s, siege, undefined)).toBe(false);
    expect(delegated(s, siege, withMode('siege', 'auto'))).toBe(true);
    expect(delegated(s, move, withMode('siege', 'auto'))).toBe(false);
    expect(delegated(s, move, { ...ASK_EVERYTHING, computer: true })).toBe(true);
    expect(delegated(s, siege, SOLO_DELEGATION)).toBe(true);
    expect(delegated(s, move, SOLO_DELEGATION)).toBe(false);
  });

  it('19.1 with the option on: its questions are answered whoever holds the power; the others stay asked', () => {
    const on = atRetire(4, { standingProcedures: true });
    const off = atRetire(4);
    expect(delegated(on, decisionOf(on, 'austria', 'land/combatRetire')!, undefined)).toBe(true);
    expect(delegated(off, decisionOf(off, 'austria', 'land/combatRetire')!, undefined)).toBe(false);
    expect(delegated(on, q('land/combatChit', 'austria', ['defend', 'withdraw']), undefined)).toBe(false);
  });

  it('"ask me only when the battle has more than N factors": the size counts what the power may see (2.4.2)', () => {
    const small = atRetire(4);
    const big = atRetire(17);
    // Austria sees its own corps exactly: 4 or 17 factors, and the French only once revealed
    const sizeSmall = battleSizeFor(small, 'austria')!;
    expect(battleSizeFor(big, 'austria')! - sizeSmall).toBe(13);
    // France cannot see the Austrian strength: the size it is judged by is the same in both
    expect(battleSizeFor(small, 'france')).toBe(battleSizeFor(big, 'france'));
    const d = decisionOf(small, 'austria', 'land/combatRetire')!;
    expect(delegated(small, d, withMode('battle', 'big', sizeSmall))).toBe(true);
    expect(delegated(small, d, withMode('battle', 'big', sizeSmall - 1))).toBe(false);
    // no battle going on: asked
    expect(battleSizeFor(newLandGame(), 'austria')).toBeNull();
    expect(delegated(newLandGame(), q('land/siege', 'austria', ['x']), withMode('siege', 'big', 999))).toBe(false);
  });
});
