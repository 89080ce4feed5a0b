import { describe, expect, it } from 'vitest';
import type { ReplayStep } from '../../../shared/protocol';
import { backward, eventCount, forward, positionAt } from './navigation';

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
});
