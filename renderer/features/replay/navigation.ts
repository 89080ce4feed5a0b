import type { ReplayStep } from '../../../shared/protocol';

/** A moment of a replay: the step (index into the steps) and how many of its visible events are shown. */
export interface ReplayPosition {
  readonly index: number;
  readonly events: number;
}

/** How far one move goes: one event, one log entry, to the next phase/step, or the next month. */
export type StepSize = 'event' | 'entry' | 'phase' | 'month';

const whole = (steps: readonly ReplayStep[], index: number): ReplayPosition => ({ index, events: steps[index]?.events ?? 0 });

/** Where stepping by event stops: an entry with events to see, or an undo mark (everyone sees an undo). */
const stops = (step: ReplayStep): boolean => step.events > 0 || step.undid !== undefined;

/** "France took back 3 commands": what an undo mark step says; null for other steps. */
export function undoText(step: ReplayStep, name: (power: string) => string): string | null {
  if (step.undid === undefined) return null;
  return `${step.power ? name(step.power) : 'The host'} took back ${step.undid} command${step.undid === 1 ? '' : 's'}.`;
}

/** The position showing all of step `index`'s events, clamped to the replay. */
export function positionAt(steps: readonly ReplayStep[], index: number): ReplayPosition {
  return whole(steps, Math.max(0, Math.min(steps.length - 1, index)));
}

function labelOf(step: ReplayStep, size: 'phase' | 'month'): string {
  return size === 'month' ? step.gameDate : `${step.gameDate} ${step.phaseLabel}`;
}

/**
 * The position one move forwards. Events: the next visible event, in this entry or the next
 * entry that has one, or the next undo mark. Phase and month: the first entry whose label differs from this one's.
 * Returns the same position at the end.
 */
export function forward(steps: readonly ReplayStep[], at: ReplayPosition, size: StepSize): ReplayPosition {
  const here = steps[at.index];
  if (!here) return at;
  if (size === 'event') {
    if (at.events < here.events) return { index: at.index, events: at.events + 1 };
    const next = steps.findIndex((s, i) => i > at.index && stops(s));
    return next < 0 ? whole(steps, steps.length - 1) : { index: next, events: Math.min(1, steps[next]!.events) };
  }
  if (size === 'entry') return positionAt(steps, at.index + (at.events < here.events ? 0 : 1));
  const label = labelOf(here, size);
  const next = steps.findIndex((s, i) => i > at.index && labelOf(s, size) !== label);
  return next < 0 ? whole(steps, steps.length - 1) : whole(steps, next);
}

/**
 * The position one move backwards. Events: the previous visible event or undo mark. Phase and month: the
 * first entry of this label's run, or of the run before when already there.
 */
export function backward(steps: readonly ReplayStep[], at: ReplayPosition, size: StepSize): ReplayPosition {
  const here = steps[at.index];
  if (!here) return at;
  if (size === 'event') {
    if (at.events > 1) return { index: at.index, events: at.events - 1 };
    for (let i = at.index - 1; i >= 0; i--) if (stops(steps[i]!)) return whole(steps, i);
    return whole(steps, 0);
  }
  if (size === 'entry') return positionAt(steps, at.index - 1);
  const runStart = (from: number) => {
    const label = labelOf(steps[from]!, size);
    let i = from;
    while (i > 0 && labelOf(steps[i - 1]!, size) === label) i--;
    return i;
  };
  const start = runStart(at.index);
  return whole(steps, start < at.index ? start : start > 0 ? runStart(start - 1) : 0);
}

/** Visible events from the start of the replay up to `at`, and in all: "event 12 of 340". */
export function eventCount(steps: readonly ReplayStep[], at: ReplayPosition): { shown: number; total: number } {
  let shown = 0;
  let total = 0;
  for (const [i, s] of steps.entries()) {
    total += s.events;
    if (i < at.index) shown += s.events;
  }
  return { shown: shown + Math.min(at.events, steps[at.index]?.events ?? 0), total };
}

/**
 * The steps after the host pushed a change (`replayGrew`: steps from `from` on replaced), and
 * where the replay stands then: the same place, or the new end if that place was taken back.
 */
export function grown(steps: readonly ReplayStep[], at: ReplayPosition, from: number, tail: readonly ReplayStep[]): { steps: ReplayStep[]; at: ReplayPosition } {
  const next = [...steps.slice(0, from), ...tail];
  const same = at.index < from || next[at.index]?.seq === steps[at.index]?.seq;
  return { steps: next, at: same ? at : positionAt(next, Math.min(at.index, next.length - 1)) };
}

/** The area an event happened in, for the map's marker; moves end in their destination. */
export function areaOf(event: unknown): string | null {
  const e = event as { area?: unknown; to?: unknown };
  if (typeof e.to === 'string') return e.to;
  return typeof e.area === 'string' ? e.area : null;
}
