import { describe, expect, it } from 'vitest';
import type { MajorPower } from '../../shared/model';
import { undoableTail } from './undo';
import type { UndoFacts } from './undo';

let seq = 0;
const g = (power: MajorPower | null, extra: Partial<UndoFacts> = {}): UndoFacts => ({ seq: ++seq, kind: 'commands', power, rolledDice: false, revealsSecret: false, ...extra });
const mark = (power: MajorPower): UndoFacts => ({ seq: ++seq, kind: 'undo', power, rolledDice: false, revealsSecret: false });
/** The rule takes entries newest first; these tests write them oldest first for reading. */
const tail = (oldestFirst: UndoFacts[], power: MajorPower) => undoableTail([...oldestFirst].reverse(), power).map((e) => e.seq);

describe('undoableTail: the board-game-site undo rule', () => {
  it('stops at another power\'s decision', () => {
    const log = [g('france'), g('britain'), g('france'), g('france')];
    expect(tail(log, 'france')).toEqual([log[2]!.seq, log[3]!.seq]);
    expect(tail(log, 'britain')).toEqual([]);
  });

  it('stops at a die roll or a revealed secret, which stay', () => {
    const rolled = [g('france'), g('france', { rolledDice: true }), g('france')];
    expect(tail(rolled, 'france')).toEqual([rolled[2]!.seq]);
    const revealed = [g('france'), g('france', { revealsSecret: true })];
    expect(tail(revealed, 'france')).toEqual([]);
  });

  it('takes the host\'s own groups along, but never starts with one', () => {
    const log = [g('britain'), g(null), g('france'), g(null)];
    expect(tail(log, 'france')).toEqual([log[2]!.seq, log[3]!.seq]);
    expect(tail([g('britain'), g(null)], 'france')).toEqual([]);
  });

  it('passes over undo marks', () => {
    const log = [g('britain'), g('france'), mark('france'), g('france')];
    expect(tail(log, 'france')).toEqual([log[1]!.seq, log[3]!.seq]);
  });

  it('a host group that rolled dice is a barrier too', () => {
    const log = [g('france'), g(null, { rolledDice: true }), g('france')];
    expect(tail(log, 'france')).toEqual([log[2]!.seq]);
  });
});
