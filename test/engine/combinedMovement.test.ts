import { describe, expect, it } from 'vitest';
import { pendingDecisions } from '../../shared/engine';
import type { GameEvent, GameState, MajorPower } from '../../shared/model';
import { answer, firstTurn, play, scriptedChooser, start, stepTrail } from './helpers';

/** Play the first turn with these 4.9 declarations; stop when March begins. */
function firstTurnWith(named: Partial<Record<MajorPower, MajorPower[]>>): GameState {
  return play(
    start(),
    (d, s) => (d.kind === 'political/declareCombinedMovement' ? answer(d, named[d.power] ?? []) : scriptedChooser(d, s)),
    (x) => x.date.month === 3,
  ).state;
}

const orderOf = (log: readonly GameEvent[], phase: string) =>
  log.flatMap((e) => (e.type === 'powerOrderSet' && e.phase === phase ? [e.order] : []))[0];

describe('4.9 declaration of combined movement', () => {
  it('4.9 each power with an ally in play names the allies it will move with', () => {
    const s = play(start(), scriptedChooser, (x) => x.cursor.step === 'political/combinedMovement').state;
    expect(pendingDecisions(s).map((d) => [d.power, d.options.map((o) => o.value)])).toEqual([
      ['britain', ['austria']],
      ['austria', ['britain', 'russia']],
      ['russia', ['austria']],
    ]);
    expect(pendingDecisions(s).every((d) => !d.secret && d.select === 'many')).toBe(true);
  });

  it('7.1.2 allies who named each other move in the sequence of the one moving last', () => {
    const s = firstTurnWith({ austria: ['britain'], britain: ['austria'] });
    const log = firstTurn(s);
    expect(log).toContainEqual({ type: 'combinedMovementDeclared', powers: ['britain', 'austria'], rule: '4.9' });
    // February: France announced place 3, after Russia, Austria and Britain
    expect(orderOf(log, 'land')).toEqual([['russia'], ['austria', 'britain'], ['france']]);
    // both act in the combined sequence: each answers its own decisions in the combined step
    expect(stepTrail(log)).toContain('land/movement@austria+britain');
    const moved = log.filter((e) => e.type === 'decisionAnswered' && e.kind === 'land/movement').map((e) => (e.type === 'decisionAnswered' ? e.power : null));
    expect(moved).toEqual(expect.arrayContaining(['austria', 'britain']));
  });

  it('6.1.2 the Naval Phase uses the same combination', () => {
    const log = firstTurn(firstTurnWith({ austria: ['britain'], britain: ['austria'] }));
    // February: Britain announced place 2 ((2 % 4)) among Russia, Austria, France
    expect(orderOf(log, 'naval')).toEqual([['russia'], ['austria', 'britain'], ['france']]);
  });

  it('4.9 a one-sided declaration combines nothing', () => {
    const log = firstTurn(firstTurnWith({ austria: ['britain'] }));
    expect(log.some((e) => e.type === 'combinedMovementDeclared')).toBe(false);
    expect(orderOf(log, 'land')).toEqual([['russia'], ['austria'], ['britain'], ['france']]);
  });

  it('4.9 mutual pairs sharing an ally form one group', () => {
    const log = firstTurn(firstTurnWith({ austria: ['britain', 'russia'], britain: ['austria'], russia: ['austria'] }));
    expect(orderOf(log, 'land')).toEqual([['russia', 'austria', 'britain'], ['france']]);
  });

  it('9.0 combined movement lasts for the turn only', () => {
    const s = firstTurnWith({ austria: ['britain'], britain: ['austria'] });
    expect(s.turn.combinedMovement).toEqual([]);
    const marchLand = play(s, scriptedChooser, (x) => x.cursor.phase === 'economic').state;
    const marchLog = marchLand.log.slice(firstTurn(marchLand).length);
    expect(orderOf(marchLog, 'land')!.every((slot) => slot.length === 1)).toBe(true);
  });
});
