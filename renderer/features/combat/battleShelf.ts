import type { BattleRecord } from '../../../shared/model/battle';
import type { PowerView } from '../../../shared/model/view';

/** The battles fought this turn, as the view carries them (redacted for the viewer by the engine), oldest first. */
export function finishedBattles(view: PowerView): readonly BattleRecord[] {
  return view.turn.land?.battles ?? [];
}

/** The seat's own chit while it is still secret: its answer in the chit group (7.5.2.1). */
export function ownChit(view: PowerView): string | null {
  const g = view.groups.find((x) => x.kind === 'land/combatChit' && x.own !== null);
  return g && typeof g.own === 'string' ? g.own : null;
}

/** Which finished battles each seat has closed, and which one it reopened. */
export interface BattleSeen {
  readonly closed: Readonly<Record<string, readonly string[]>>;
  readonly reopened: Readonly<Record<string, string | null>>;
}

export const NOTHING_SEEN: BattleSeen = { closed: {}, reopened: {} };

/**
 * The battle the screen shows a seat: the one in progress; else one it reopened; else the
 * first finished battle of the turn it has not closed yet, so every player sees how each
 * battle ended even when the hand-over moved on before the last round was drawn.
 */
export function battleToShow(view: PowerView, seen: BattleSeen): { battle: BattleRecord; inProgress: boolean } | null {
  if (view.battle) return { battle: view.battle, inProgress: true };
  const done = finishedBattles(view);
  const again = seen.reopened[view.viewer];
  const reopened = again ? done.find((b) => b.id === again) : undefined;
  if (reopened) return { battle: reopened, inProgress: false };
  const closed = seen.closed[view.viewer] ?? [];
  const fresh = done.find((b) => !closed.includes(b.id));
  return fresh ? { battle: fresh, inProgress: false } : null;
}

export function battleClosed(seen: BattleSeen, viewer: string, id: string): BattleSeen {
  const closed = seen.closed[viewer] ?? [];
  return { closed: { ...seen.closed, [viewer]: closed.includes(id) ? closed : [...closed, id] }, reopened: { ...seen.reopened, [viewer]: null } };
}

export function battleReopened(seen: BattleSeen, viewer: string, id: string): BattleSeen {
  return { ...seen, reopened: { ...seen.reopened, [viewer]: id } };
}
