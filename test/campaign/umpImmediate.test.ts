// v2.71 19.2.1 the control step held at once when a player leaves is played "normally" (14.3.1):
// subsidies (14.3.1.1.6) are offered and paid there, straight between the treasuries, since no
// Economic Phase worksheet is open mid-turn.
import { describe, expect, it } from 'vitest';
import { applyCommand, forceDice, pendingDecisions } from '../../shared/engine';
import type { DecisionAnswer, GameState, PendingDecision } from '../../shared/model';
import { ECON_DATA, atStep, playEconomic, startEconomic } from '../engine/economicSetup';

const leave = (s: GameState) => {
  const r = applyCommand(s, { type: 'campaign/referee', power: 'britain', decisionId: 'referee', action: 'leave' }, ECON_DATA);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
};

describe('opt:19.2.1 subsidies in the immediate control step', () => {
  it('opt:19.2.1 Britain leaves in May 1806: Russia offers 20 money (+1, 14.3.1.1.6), wins with 3+4, and 20 money passes from Russia to Britain at once', () => {
    const script = (d: PendingDecision): DecisionAnswer | undefined =>
      d.kind === 'campaign/umpOverture' ? (d.power === 'russia' ? ['overture:britain', 'subsidy:britain:20'] : []) : undefined;
    let s = startEconomic((j) => {
      j.relations.alliances = (j.relations.alliances as string[][]).filter((a) => !a.includes('britain'));
    });
    s = playEconomic(s, () => undefined, atStep('land/movement', 5));
    s = leave(forceDice(s, [3, 4]));
    const russia = pendingDecisions(s).find((d) => d.kind === 'campaign/umpOverture' && d.power === 'russia')!;
    expect(russia.options.find((o) => o.value === 'subsidy:britain:20')!.verdict).toEqual({ ok: true });
    const before = { russia: s.powers.russia.money, britain: s.powers.britain.money };
    s = playEconomic(s, script, (x) => !x.pending.some((d) => d.kind === 'campaign/umpOverture'));
    const rolled = s.log.find((e) => e.type === 'umpOvertureRolled' && e.ump === 'britain');
    expect(rolled).toMatchObject({ power: 'russia', dice: [3, 4] });
    if (rolled?.type === 'umpOvertureRolled') expect(rolled.modifiers.filter((m) => m.rule === '14.3.1.1.6').map((m) => m.value)).toEqual([1]);
    expect(s.campaign!.umps.find((u) => u.power === 'britain')).toMatchObject({ controller: 'russia', activeUntilControlStep: true });
    expect(s.powers.russia.money).toBe(before.russia - 20);
    expect(s.powers.britain.money).toBe(before.britain + 20);
    expect(s.log.filter((e) => e.type === 'moneyChanged' && e.rule === '14.3.1.1.6').map((e) => (e.type === 'moneyChanged' ? [e.power, e.delta] : null))).toEqual([['russia', -20], ['britain', 20]]);
  });
});
