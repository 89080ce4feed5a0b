import { useEffect, useState } from 'react';
import type { BattleRecord } from '../../../shared/model/battle';
import type { PowerView } from '../../../shared/model/view';
import { NO_SHELVES, ownChit, shelfOf, shelveBattle, type BattleShelves } from './battleShelf';
import { CombatView } from './CombatView';
import './combat.css';

export interface BattleDisplay {
  /** The battle drawn now: the one in progress, else a finished one the player reopened. */
  readonly shown: BattleRecord | null;
  readonly inProgress: boolean;
  /** This month's battles the seat has watched, oldest first. */
  readonly shelf: readonly BattleRecord[];
  open(id: string | null): void;
}

/**
 * Which battle the game screen shows, for the seat on screen (null behind a curtain): the
 * battle in progress always; after it ends it stays open until closed, and any battle of the
 * month this seat watched can be reopened.
 */
export function useBattleDisplay(view: PowerView | null): BattleDisplay {
  const [shelves, setShelves] = useState<BattleShelves>(NO_SHELVES);
  const [opened, setOpened] = useState<string | null>(null);
  useEffect(() => {
    if (!view) return;
    setShelves((s) => shelveBattle(s, view));
    // A new battle opens itself; the one that just ended stays open until closed.
    if (view.battle) setOpened(view.battle.id);
  }, [view]);
  const current = view?.battle ?? null;
  const shelf = view ? shelfOf(shelves, view) : [];
  const kept = opened !== null ? (shelf.find((b) => b.id === opened) ?? null) : null;
  return { shown: current ?? kept, inProgress: current !== null, shelf, open: setOpened };
}

/** The combat view over the map, and buttons that reopen this month's finished battles. */
export function BattleScreen({ display, view, areaName }: { display: BattleDisplay; view: PowerView; areaName(area: string): string }) {
  const { shown, inProgress, shelf } = display;
  if (shown) {
    return (
      <CombatView
        key={shown.id}
        battle={shown}
        viewer={view.viewer}
        areaName={areaName}
        ownChit={inProgress ? ownChit(view) : null}
        {...(inProgress ? {} : { onClose: () => display.open(null) })}
      />
    );
  }
  if (shelf.length === 0) return null;
  return (
    <nav className="battle-shelf" aria-label="Battles this month">
      <span className="label">Battles this month</span>
      {shelf.map((b) => (
        <button key={b.id} type="button" onClick={() => display.open(b.id)}>
          {areaName(b.area)}
        </button>
      ))}
    </nav>
  );
}
