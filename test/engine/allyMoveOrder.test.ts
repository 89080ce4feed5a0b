// 7.3.8.1 allies in combined movement (4.9) agree the order in which they move, or roll for it;
// then one moves at a time.
import { describe, expect, it } from 'vitest';
import { applyCommand, forceDice, pendingDecisions, viewFor } from '../../shared/engine';
import { redactEvent } from '../../shared/engine/view';
import { autoAnswer, seededRng } from '../../shared/engine/auto';
import { agreedMoveOrder, diceMoveOrder, movementOrders } from '../../shared/rules/land/movement';
import type { GameState, MajorPower, PendingDecision } from '../../shared/model';
import { answer, play } from './helpers';
import { moveOrderAsked, threeAlliesMoveOrderAsked } from '../land/allyStates';

/** Austria and Britain name each other (4.9), then play until their 7.3.8.1 question is open. */
const atMoveOrder = moveOrderAsked;

const moveOrderOf = (s: GameState, p: MajorPower) => s.pending.find((d) => d.kind === 'land/moveOrder' && d.power === p)!;
const movers = (s: GameState) => s.pending.filter((d) => d.kind === 'land/movement').map((d) => d.power);

/** Answer both allies' questions with these orders; returns the state after. */
function name(s: GameState, austria: string, britain: string): GameState {
  return play(
    s,
    (d) => answer(d, d.power === 'austria' ? austria : britain),
    (x) => !x.pending.some((d) => d.kind === 'land/moveOrder'),
  ).state;
}

describe('7.3.8.1 allies set their order of movement', () => {
  it('7.3.8.1 each combined-movement ally is asked the order; answers are gathered before any takes effect', () => {
    const s = atMoveOrder();
    const a = moveOrderOf(s, 'austria');
    const b = moveOrderOf(s, 'britain');
    expect(a.options.map((o) => o.value).sort()).toEqual(['order:austria>britain', 'order:britain>austria']);
    expect(a.group).not.toBeNull();
    expect(a.group).toBe(b.group);
    // nobody moves before the order is settled
    expect(movers(s)).toEqual([]);
  });

  it('7.3.8.1 an agreed order: the first ally moves alone, the second when the first has ended', () => {
    let s = name(atMoveOrder(), 'order:britain>austria', 'order:britain>austria');
    expect(s.log).toContainEqual({ type: 'movementOrderSet', order: ['britain', 'austria'], by: 'agreement', rule: '7.3.8.1' });
    expect(s.log.some((e) => e.type === 'diceRolled' && e.rule === '7.3.8.1')).toBe(false);
    expect(movers(s)).toEqual(['britain']);
    const britain = s.pending.find((d) => d.kind === 'land/movement')! as PendingDecision;
    s = play(
      s,
      (d) => answer(d, 'end'),
      (x) => !x.pending.some((d) => d.id === britain.id),
    ).state;
    expect(movers(s)).toEqual(['austria']);
  });

  it('7.3.8.1 allies naming different orders roll competitive dice: the higher moves first', () => {
    const at = atMoveOrder();
    // Austria rolls 2, Britain 5 (dice in the order the allies are listed)
    const listed = at.groups.find((g) => g.kind === 'land/moveOrder')!.powers as MajorPower[];
    const dice = listed.map((p) => (p === 'austria' ? 2 : 5));
    const s = name(forceDice(at, dice), 'order:austria>britain', 'order:britain>austria');
    expect(s.log).toContainEqual({ type: 'movementOrderSet', order: ['britain', 'austria'], by: 'dice', rule: '7.3.8.1' });
    expect(movers(s)).toEqual(['britain']);
    const s2 = name(
      forceDice(
        at,
        listed.map((p) => (p === 'austria' ? 6 : 1)),
      ),
      'order:austria>britain',
      'order:britain>austria',
    );
    expect(movers(s2)).toEqual(['austria']);
  });

  it('7.3.8.1 the procedures name the same order for every ally, so they agree without dice', () => {
    const s = play(
      atMoveOrder(),
      (d, x) => answer(d, autoAnswer(x, d, seededRng(1))),
      (x) => !x.pending.some((d) => d.kind === 'land/moveOrder'),
    ).state;
    expect(s.log.some((e) => e.type === 'movementOrderSet' && e.by === 'agreement')).toBe(true);
    expect(pendingDecisions(s).filter((d) => d.kind === 'land/movement')).toHaveLength(1);
  });

  it('7.3.8.1 the pure rules: every order listed, agreement only when all name the same, ties rolled again', () => {
    expect(movementOrders(['austria', 'britain', 'russia'])).toHaveLength(6);
    expect(
      agreedMoveOrder([
        ['austria', 'britain'],
        ['austria', 'britain'],
      ]),
    ).toEqual(['austria', 'britain']);
    expect(
      agreedMoveOrder([
        ['austria', 'britain'],
        ['britain', 'austria'],
      ]),
    ).toBeNull();
    const rolls = [4, 4, 2, 3, 5];
    // Austria 4, Britain 4, Russia 2; Austria and Britain tie and roll again: 3 and 5
    expect(diceMoveOrder(['austria', 'britain', 'russia'], () => rolls.shift()!)).toEqual(['britain', 'austria', 'russia']);
  });

  it('7.3.8.1 three allies name their order one place at a time: 3 then 2 options, not the 6 permutations', () => {
    let s = threeAlliesMoveOrderAsked();
    const group = s.groups.find((g) => g.kind === 'land/moveOrder')!;
    expect([...group.powers].sort()).toEqual(['austria', 'britain', 'russia']);
    const first = moveOrderOf(s, 'russia');
    expect(first.options.map((o) => o.value).sort()).toEqual(['order:austria', 'order:britain', 'order:russia']);
    expect(first.group).toBeNull();
    expect(first.secret).toBe(true);
    const r = applyCommand(s, answer(first, 'order:russia'));
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    const second = moveOrderOf(s, 'russia');
    expect(second.options.map((o) => o.value).sort()).toEqual(['order:russia>austria>britain', 'order:russia>britain>austria']);
    expect(second.group).toBe(group.id);
    // the first place is Russia's secret until the order is complete
    const seen = s.log.filter((e) => e.type === 'decisionAnswered' && e.decision === first.id);
    expect(seen).toHaveLength(1);
    expect(redactEvent(seen[0]!, 'austria')).not.toHaveProperty('answer');
    // Russia's next question (whose options start with its first place) is not in another ally's view
    for (const v of ['austria', 'britain', 'spectator'] as const) expect(JSON.stringify(viewFor(s, v))).not.toContain('order:russia>');
    expect(JSON.stringify(viewFor(s, 'russia'))).toContain('order:russia>');
    // every ally names Russia, Britain, Austria: agreed without dice
    s = play(
      s,
      (d) => answer(d, d.options.find((o) => 'order:russia>britain>austria'.startsWith(String(o.value)))!.value),
      (x) => !x.pending.some((d) => d.kind === 'land/moveOrder'),
    ).state;
    expect(s.log).toContainEqual({ type: 'movementOrderSet', order: ['russia', 'britain', 'austria'], by: 'agreement', rule: '7.3.8.1' });
    expect(movers(s)).toEqual(['russia']);
  });

  it("7.3.8.1 the procedures still agree with three allies (each names the allies' listed order)", () => {
    const s = play(
      threeAlliesMoveOrderAsked(),
      (d, x) => answer(d, autoAnswer(x, d, seededRng(1))),
      (x) => !x.pending.some((d) => d.kind === 'land/moveOrder'),
    ).state;
    expect(s.log.some((e) => e.type === 'movementOrderSet' && e.by === 'agreement' && e.order.length === 3)).toBe(true);
  });
});
