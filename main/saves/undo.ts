import type { MajorPower } from '../../shared/model';

/** What the undo rule needs to know about a standing log entry. */
export interface UndoFacts {
  readonly seq: number;
  readonly kind: 'commands' | 'undo';
  readonly power: MajorPower | null;
  readonly rolledDice: boolean;
  readonly revealsSecret: boolean;
}

/**
 * The board-game-site undo rule: a power may take back its own command groups, newest first,
 * as far back as the last point where another power decided, a secret was revealed or a die
 * was rolled; the group that rolled or revealed stays. Groups the host ran on its own (power
 * null) go back together with the power's commands around them, but a tail never starts with
 * one. Undo marks are not decisions and are passed over. Takes standing entries newest first;
 * returns the undoable ones oldest first.
 */
export function undoableTail<T extends UndoFacts>(standingNewestFirst: Iterable<T>, power: MajorPower): T[] {
  const tail: T[] = [];
  for (const entry of standingNewestFirst) {
    if (entry.kind === 'undo') continue;
    if (entry.rolledDice || entry.revealsSecret) break;
    if (entry.power !== null && entry.power !== power) break;
    tail.push(entry);
  }
  while (tail.length > 0 && tail[tail.length - 1]!.power === null) tail.pop();
  return tail.reverse();
}
