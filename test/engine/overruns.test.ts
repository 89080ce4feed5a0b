// 12.3.9.1 (v2.71 option) overwhelming numbers: a field combat at 5:1 or better in strength
// factors is fought as a trivial combat, with no agreement asked.
import { describe, expect, it } from 'vitest';
import { newGame } from '../../shared/engine';
import type { GameState } from '../../shared/model';
import { AU, battleScenario, counterOf, DATA, decisionOf, FR, order, playUntil, reach, type CorpsJson } from './landSetup';

function battle(fr: number, au: number, overruns: boolean): GameState {
  const r = newGame({ scenario: battleScenario([FR({ infantry: fr }), AU({ infantry: au })]), seed: 3, data: DATA, options: { rules: { overruns } } });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  // stop once the battle is under way (or already fought, when no one had a choice to make)
  return playUntil(r.value, (x) => x.pending.some((d) => d.kind.startsWith('land/combat')) || (x.turn.land?.battles?.length ?? 0) > 0);
}

describe('12.3.9.1 overwhelming numbers', () => {
  it('12.3.9.1 10 French infantry against 2 Austrian: a trivial combat at once, no agreement asked', () => {
    const s = battle(10, 2, true);
    expect(s.pending.some((d) => d.kind === 'land/combatTrivial')).toBe(false);
    const record = s.turn.land!.battle?.record ?? s.turn.land!.battles!.at(-1)!;
    expect(record.trivial).toBe(true);
    expect(record.trivialByAgreement).toBeUndefined();
  });

  it('12.3.9.1 9 against 2 (under 5:1), or the option off: the commanders are asked as usual (7.5.3)', () => {
    expect(battle(9, 2, true).pending.some((d) => d.kind === 'land/combatTrivial')).toBe(true);
    expect(battle(10, 2, false).pending.some((d) => d.kind === 'land/combatTrivial')).toBe(true);
  });
});

// 12.3.9.2-5 overrun attacks during movement (the hook in land movement)
describe('opt:12.3.9 (v2.71 option) overruns during movement (12.3.9.2-5)', () => {
  const game = (au: CorpsJson[], on = true) => {
    const r = newGame({ scenario: battleScenario([FR({ infantry: 12 }, 'fr-1', '325'), ...au]), seed: 3, data: DATA, options: { rules: { overruns: on } } });
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    const { s } = reach(r.value, 'france', 'land/movement');
    return order(s, 'france', 'land/movement', `move:${counterOf(s, 'fr-1')}:324`);
  };
  const overrunOf = (s: GameState) => decisionOf(s, 'france', 'land/movement')?.options.find((o) => o.value === `overrun:${counterOf(s, 'fr-1')}`);
  const CAV = (factors: Record<string, number>): CorpsJson => ({ id: 'au-c', name: 'Austrian cavalry', nationality: 'austria', type: 'cavalry', movement: 5, area: '324', factors });

  it('12.3.9.2 off, no overrun is offered; on, the corps that has just entered may try', () => {
    expect(overrunOf(game([AU({ infantry: 2 })], false))).toBeUndefined();
    expect(overrunOf(game([AU({ infantry: 2 })]))!.verdict).toEqual({ ok: true });
  });

  it('12.3.9.4 12 against 2 (6:1): the Austrian corps is removed, the French corps moves on and no combat is left in 324', () => {
    let s = game([AU({ infantry: 2 })]);
    s = order(s, 'france', 'land/movement', `overrun:${counterOf(s, 'fr-1')}`);
    expect(s.corps.some((c) => c.id === 'au-1')).toBe(false);
    expect(s.log).toContainEqual(expect.objectContaining({ type: 'overrunAttempted', power: 'france', area: '324', strength: 12, succeeded: true, rule: '12.3.9.4' }));
    expect(s.log).toContainEqual(expect.objectContaining({ type: 'counterRemoved', rule: '12.3.9.4', reason: 'overrun' }));
    expect(s.turn.land!.moves.find((m) => m.counter === counterOf(s, 'fr-1'))!.stopped).toBe(false);
    expect(s.turn.land!.combats.filter((c) => c.area === '324')).toEqual([]);
    // opt:12.3.9.4 France's orders wait for Austria to say what becomes of the swept factors
    s = order(s, 'austria', 'land/overrunSwept', String(decisionOf(s, 'austria', 'land/overrunSwept')!.options[1]!.value));
    // once tried here, not again
    expect(overrunOf(s)!.verdict).toMatchObject({ ok: false, rule: '12.3.9.2' });
  });

  it('12.3.9.4 a cavalry corps is counted but stays: 12 against 1 + 1, the infantry corps goes, the cavalry corps still stops the French', () => {
    let s = game([AU({ infantry: 1 }), CAV({ cavalry: 1 })]);
    s = order(s, 'france', 'land/movement', `overrun:${counterOf(s, 'fr-1')}`);
    expect(s.corps.some((c) => c.id === 'au-1')).toBe(false);
    expect(s.corps.some((c) => c.id === 'au-c')).toBe(true);
    expect(s.turn.land!.moves.find((m) => m.counter === counterOf(s, 'fr-1'))!.stopped).toBe(true);
  });

  it('12.3.9.5 12 against 3 (4:1): nothing removed, the corps stops, and in the combat there France attacks at -1', () => {
    let s = game([AU({ infantry: 3 })]);
    s = order(s, 'france', 'land/movement', `overrun:${counterOf(s, 'fr-1')}`);
    expect(s.corps.some((c) => c.id === 'au-1')).toBe(true);
    expect(s.log).toContainEqual(expect.objectContaining({ type: 'overrunAttempted', strength: 12, succeeded: false, rule: '12.3.9.5' }));
    expect(s.turn.land!.overrunFailed).toEqual([{ power: 'france', area: '324' }]);
    s = playUntil(s, (x) => (x.turn.land?.battle?.record.days[0]?.rounds.length ?? 0) > 0 || (x.turn.land?.battles?.length ?? 0) > 0);
    const record = s.turn.land!.battle?.record ?? s.turn.land!.battles![0]!;
    expect(record.days[0]!.rounds[0]!.attacker.modifiers).toContainEqual(expect.objectContaining({ rule: '12.3.9.5', value: -1 }));
  });

  it('12.3.9.3 the event gives the strength France announced, never the Austrian strength (2.4.2)', () => {
    let s = game([AU({ infantry: 3 })]);
    s = order(s, 'france', 'land/movement', `overrun:${counterOf(s, 'fr-1')}`);
    const e = s.log.find((x) => x.type === 'overrunAttempted')!;
    expect(Object.keys(e).sort()).toEqual(['area', 'counter', 'power', 'rule', 'strength', 'succeeded', 'type']);
  });
});
