// 10.6 leaders, played through the steps that use them (issue 18, general branch): the
// commander of a battle (10.6.1.1), leaders removed by a peace (10.6.4), Bernadotte (10.6.5.1).
import { describe, expect, it } from 'vitest';
import { applyCommand, commandFor, forceDice, newGame, pendingDecisions } from '../../shared/engine';
import type { GameState } from '../../shared/model';
import { DATA, FR, AU, battleScenario, playUntil } from '../engine/landSetup';
import { drive, startPolitical, until } from '../political/politicalSetup';
import { ECON_DATA, playEconomic, startEconomic } from '../engine/economicSetup';

const answer = (s: GameState, power: string, kind: string, value: unknown): GameState => {
  const d = pendingDecisions(s).find((x) => x.power === power && x.kind === kind);
  if (!d) throw new Error(`no ${kind} for ${power}`);
  const r = applyCommand(s, commandFor(d, value as never), ECON_DATA);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
};

describe('10.6.1.1 choosing the commander', () => {
  it('10.6.1.1 the one leader present on a side commands without being asked; a side with none has no commander', () => {
    const sc = battleScenario([FR({ infantry: 10, cavalry: 2 }), AU({ infantry: 8 })], (s) => {
      s.forces = { ...s.forces, leaders: [{ id: 'napoleon', name: 'Napoleon', owner: 'france', with: 'fr-1' }] };
    });
    const r = newGame({ scenario: sc, seed: 5, data: DATA });
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    const s = playUntil(r.value, (x) => x.pending.some((d) => d.kind === 'land/combatChit'));
    const p = s.turn.land!.battle!;
    const sides = (['attacker', 'defender'] as const).map((side) => (p.record[side].powers.includes('france') ? side : null)).filter((x) => x !== null);
    const french = sides[0]!;
    expect(p.commanders[french]).toBe('napoleon');
    expect(p.commanders[french === 'attacker' ? 'defender' : 'attacker']).toBeNull();
    expect(s.log.some((e) => e.type === 'decisionAnswered' && e.kind === 'land/combatCommander')).toBe(false);
    expect(pendingDecisions(s).some((d) => d.kind === 'land/combatCommander')).toBe(false);
  });
});

describe('10.6.4 leaders removed by peace term C.6', () => {
  it('10.6.4 a removed leader stays out while its power is not in Fiasco and does not pay for it', () => {
    let s = startEconomic((j) => {
      j.economy.removedLeaders = [{ id: 'charles', name: 'Charles', owner: 'austria', cost: 8 }];
    });
    s = playEconomic(s, undefined, (x) => pendingDecisions(x).some((d) => d.kind === 'economic/returnLeaders'));
    const pp = s.powers.austria.politicalPoints;
    s = answer(s, 'austria', 'economic/returnLeaders', []);
    expect(s.leaders.some((l) => l.id === 'charles')).toBe(false);
    expect(s.economy!.removedLeaders.map((l) => l.id)).toEqual(['charles']);
    expect(s.powers.austria.politicalPoints).toBe(pp);
  });
});

describe('10.6.5 Bernadotte', () => {
  function swedenTakenWith(killed: boolean): GameState {
    let s = startPolitical((j) => {
      j.start = { month: 9, year: 1811 };
      j.end = { month: 12, year: 1811 };
      j.minors.push({ id: 'sweden', name: 'Sweden', status: 'neutral', controller: null });
      j.reinforcements = [];
      const forces = (j as unknown as { forces: { leaders: Record<string, unknown>[]; corps: { id: string; area: string }[] } }).forces;
      forces.leaders = forces.leaders.filter((l) => l.id !== 'bernadotte');
      forces.corps.find((c) => c.id === 'russia-i-c')!.area = '028';
      j.scheduled = undefined;
    });
    // killed in battle before the August 1810 turnover (12.7): the counter is out of the game
    if (killed) s = { ...s, leaders: [...s.leaders, { id: 'bernadotte' as never, name: 'Bernadotte', owner: 'france', location: { kind: 'killed' } }] };
    s = drive(s, (d) => (d.kind === 'political/declareWar' && d.power === 'russia' ? ['minor:sweden'] : undefined), until('political/minorCountryControl'));
    s = forceDice(s, [6, 5]);
    return drive(s, (d) => (d.kind === 'political/minorBid' ? (d.power === 'prussia' ? 'roll:sweden' : 'pass:sweden') : undefined), (x) => !x.pending.some((d) => d.kind === 'political/minorBid'));
  }

  it('10.6.5.1 Bernadotte killed before August 1810 does not become Swedish: Sweden\'s new controller gets no Bernadotte', () => {
    const s = swedenTakenWith(true);
    expect(s.minors.find((m) => m.id === 'sweden')).toMatchObject({ controller: 'prussia', status: 'free' });
    expect(s.leaders.filter((l) => l.id === 'bernadotte')).toEqual([{ id: 'bernadotte', name: 'Bernadotte', owner: 'france', location: { kind: 'killed' } }]);
    expect(s.log.some((e) => e.type === 'leaderPlaced' && e.leader === 'bernadotte')).toBe(false);
  });

  it('10.6.5.1 (the other way) alive, he joins Sweden under Prussia', () => {
    const s = swedenTakenWith(false);
    expect(s.leaders.find((l) => l.id === 'bernadotte')).toMatchObject({ owner: 'prussia' });
  });
});
