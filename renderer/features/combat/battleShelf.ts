import type { BattleRecord } from '../../../shared/model/battle';
import type { PowerView } from '../../../shared/model/view';

/**
 * Battles each seat has watched this month, newest record of each, so a finished battle can
 * be reopened after the view moves on (the view carries only the battle in progress). Kept per
 * viewer: a seat never sees another seat's copy, whose redaction differs.
 */
export type BattleShelves = Readonly<Record<string, { readonly month: string; readonly battles: readonly BattleRecord[] }>>;

export const NO_SHELVES: BattleShelves = {};

const monthOf = (v: PowerView) => `${v.date.year}-${v.date.month}`;

/** The shelves after a new view: the battle in progress replaces its older copy on the viewer's shelf. */
export function shelveBattle(shelves: BattleShelves, view: PowerView): BattleShelves {
  const month = monthOf(view);
  const mine = shelves[view.viewer];
  const battles = mine && mine.month === month ? mine.battles : [];
  const b = view.battle;
  if (!b) return mine && mine.month === month ? shelves : { ...shelves, [view.viewer]: { month, battles } };
  const { odds: _odds, ...record } = b;
  return { ...shelves, [view.viewer]: { month, battles: [...battles.filter((x) => x.id !== b.id), record] } };
}

/** This month's battles on the viewer's shelf. */
export function shelfOf(shelves: BattleShelves, view: PowerView): readonly BattleRecord[] {
  const mine = shelves[view.viewer];
  return mine && mine.month === monthOf(view) ? mine.battles : [];
}

/** The seat's own chit while it is still secret: its answer in the chit group (7.5.2.1). */
export function ownChit(view: PowerView): string | null {
  const chitKind: string = 'land/combatChit';
  const g = view.groups.find((x) => x.kind === chitKind && x.own !== null);
  return g && typeof g.own === 'string' ? g.own : null;
}
