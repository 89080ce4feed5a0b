import { describe, expect, it } from 'vitest';
import type { ReplayStep } from '../../../shared/protocol';
import { areaOf, backward, eventCount, forward, grown, positionAt, undoText } from './navigation';

const step = (seq: number, gameDate: string, phaseLabel: string, events: number): ReplayStep => ({ seq, gameDate, phaseLabel, power: null, events });

// Two months; May has two phases; entry 3 shows the viewer nothing (another power's secret).
const STEPS: ReplayStep[] = [
  step(0, 'May 1805', 'Economic', 0),
  step(1, 'May 1805', 'Economic', 2),
  step(2, 'May 1805', 'Land', 1),
  step(3, 'May 1805', 'Land', 0),
  step(4, 'June 1805', 'Economic', 3),
];

describe('replay navigation (issue 8)', () => {
  it('steps event by event across entries, skipping entries with nothing to see, and back', () => {
    let at = positionAt(STEPS, 0);
    const seen: string[] = [];
    for (let i = 0; i < 8; i++) {
      at = forward(STEPS, at, 'event');
      seen.push(`${at.index}:${at.events}`);
    }
    expect(seen).toEqual(['1:1', '1:2', '2:1', '4:1', '4:2', '4:3', '4:3', '4:3']);
    const back: string[] = [];
    for (let i = 0; i < 7; i++) {
      at = backward(STEPS, at, 'event');
      back.push(`${at.index}:${at.events}`);
    }
    expect(back).toEqual(['4:2', '4:1', '2:1', '1:2', '1:1', '0:0', '0:0']);
  });

  it('steps entry by entry, finishing a partly shown entry first', () => {
    expect(forward(STEPS, { index: 1, events: 1 }, 'entry')).toEqual({ index: 1, events: 2 });
    expect(forward(STEPS, { index: 1, events: 2 }, 'entry')).toEqual({ index: 2, events: 1 });
    expect(backward(STEPS, { index: 2, events: 1 }, 'entry')).toEqual({ index: 1, events: 2 });
    expect(forward(STEPS, positionAt(STEPS, 4), 'entry')).toEqual({ index: 4, events: 3 });
    expect(backward(STEPS, positionAt(STEPS, 0), 'entry')).toEqual({ index: 0, events: 0 });
  });

  it('jumps by phase and by month to the first entry of the next run, and back to the start of a run', () => {
    expect(forward(STEPS, positionAt(STEPS, 0), 'phase').index).toBe(2);
    expect(forward(STEPS, positionAt(STEPS, 2), 'phase').index).toBe(4);
    expect(forward(STEPS, positionAt(STEPS, 0), 'month').index).toBe(4);
    expect(backward(STEPS, positionAt(STEPS, 3), 'phase').index).toBe(2);
    expect(backward(STEPS, positionAt(STEPS, 2), 'phase').index).toBe(0);
    expect(backward(STEPS, positionAt(STEPS, 4), 'month').index).toBe(0);
    expect(backward(STEPS, positionAt(STEPS, 0), 'month').index).toBe(0);
  });

  it('counts the events shown so far', () => {
    expect(eventCount(STEPS, { index: 2, events: 1 })).toEqual({ shown: 3, total: 6 });
    expect(eventCount(STEPS, { index: 4, events: 1 })).toEqual({ shown: 4, total: 6 });
  });

  it('takes in the steps the host pushes: the end grows, an undo replaces the taken-back steps', () => {
    const more = [step(5, 'June 1805', 'Land', 2), step(6, 'June 1805', 'Land', 1)];
    const mid = { index: 2, events: 1 };
    const a = grown(STEPS, mid, 5, more);
    expect(a.steps.map((s) => s.seq)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(a.at).toEqual(mid);
    // "End" is the new end.
    expect(positionAt(a.steps, a.steps.length - 1)).toEqual({ index: 6, events: 1 });
    // An undo took back 5 and 6: its mark replaces them; a place on a taken-back step moves to the end.
    const mark = { ...step(7, 'June 1805', 'Land', 0), undid: 2 };
    const b = grown(a.steps, { index: 6, events: 1 }, 5, [mark]);
    expect(b.steps.map((s) => s.seq)).toEqual([0, 1, 2, 3, 4, 7]);
    expect(b.at).toEqual({ index: 5, events: 0 });
    expect(grown(a.steps, { index: 4, events: 2 }, 5, [mark]).at).toEqual({ index: 4, events: 2 });
  });

  it('stops at undo marks when stepping by event, both ways, and says who took back how many', () => {
    const mark: ReplayStep = { ...step(5, 'June 1805', 'Economic', 0), power: 'france', undid: 3 };
    const steps = [...STEPS, mark, step(6, 'June 1805', 'Land', 1)];
    let at = positionAt(steps, 4);
    at = forward(steps, at, 'event');
    expect(at).toEqual({ index: 5, events: 0 });
    at = forward(steps, at, 'event');
    expect(at).toEqual({ index: 6, events: 1 });
    at = backward(steps, at, 'event');
    expect(at).toEqual({ index: 5, events: 0 });
    expect(backward(steps, at, 'event')).toEqual({ index: 4, events: 3 });
    // An undo mark is not an event: the count is unchanged.
    expect(eventCount(steps, { index: 5, events: 0 })).toEqual({ shown: 6, total: 7 });
    const name = (p: string) => p.toUpperCase();
    expect(undoText(mark, name)).toBe('FRANCE took back 3 commands.');
    expect(undoText({ ...mark, undid: 1 }, name)).toBe('FRANCE took back 1 command.');
    expect(undoText(steps[4]!, name)).toBeNull();
  });

  it('finds where an event happened: a move\'s destination, else its area, else nowhere', () => {
    expect(areaOf({ type: 'counterMoved', from: '775', to: '437' })).toBe('437');
    expect(areaOf({ type: 'foraged', area: '316' })).toBe('316');
    expect(areaOf({ type: 'stepBegan', step: 'land/supply' })).toBeNull();
  });
});
