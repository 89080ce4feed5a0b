import { useMemo, useState } from 'react';
import { useSeatNames } from '../log/useSeatNames';
import { namedBattle } from './combatText';
import type { BattleRecord } from '../../../shared/model/battle';
import type { PowerView } from '../../../shared/model/view';
import { battleClosed, battleReopened, battleToShow, finishedBattles, NOTHING_SEEN, ownChit, type BattleSeen } from './battleShelf';
import { CombatView } from './CombatView';
import './combat.css';

export interface BattleDisplay {
  /** The battle drawn now (see `battleToShow`), or null. */
  readonly shown: BattleRecord | null;
  readonly inProgress: boolean;
  /** The battles fought this turn, oldest first. */
  readonly finished: readonly BattleRecord[];
  close(id: string): void;
  reopen(id: string): void;
}

/** Which battle the game screen shows the seat on screen (`view` null behind a curtain). */
export function useBattleDisplay(view: PowerView | null): BattleDisplay {
  const [seen, setSeen] = useState<BattleSeen>(NOTHING_SEEN);
  const show = view ? battleToShow(view, seen) : null;
  const viewer = view?.viewer ?? 'spectator';
  return {
    shown: show?.battle ?? null,
    inProgress: show?.inProgress ?? false,
    finished: view ? finishedBattles(view) : [],
    close: (id) => setSeen((s) => battleClosed(s, viewer, id)),
    reopen: (id) => setSeen((s) => battleReopened(s, viewer, id)),
  };
}

/**
 * Issue 15: the sheet folds by itself while the map is what the seat needs: the beaten force's
 * retreat route being picked (7.5.2.10.3), and, once a battle is over, a next decision played on
 * the map (reinforcements, depots, movement). The sheet's own Fold / Show battle overrides it.
 */
const MAP_KINDS: ReadonlySet<string> = new Set(['reinforcement/army', 'land/depots', 'land/movement']);

export function sheetFolds(battle: BattleRecord, inProgress: boolean, view: PowerView): boolean {
  if (inProgress) return battle.stage === 'retreat';
  return view.decisions.some((d) => MAP_KINDS.has(d.kind));
}

/** The combat view over the map, or buttons that reopen this turn's finished battles. */
export function BattleScreen({ display, view }: { display: BattleDisplay; view: PowerView; areaName?(area: string): string; cityName?(city: string): string }) {
  const { shown, inProgress, finished } = display;
  // issue 15: areas as "Ulm (area 320)", units as the seat knows them, no handle in any line
  const names = useSeatNames(view);
  const areaName = names.area;
  const battle = useMemo(() => (shown ? namedBattle(shown, names) : null), [shown, names]);
  if (shown && battle) {
    return (
      <CombatView
        key={shown.id}
        battle={battle}
        viewer={view.viewer}
        areaName={areaName}
        cityName={names.city}
        ownChit={inProgress ? ownChit(view) : null}
        {...(inProgress ? {} : { onClose: () => display.close(shown.id) })}
        autoFold={sheetFolds(shown, inProgress, view)}
      />
    );
  }
  if (finished.length === 0) return null;
  return (
    <nav className="battle-shelf" aria-label="Battles this turn">
      <span className="label">Battles this turn</span>
      {finished.map((b) => (
        <button key={b.id} type="button" onClick={() => display.reopen(b.id)}>
          {areaName(b.area)}
        </button>
      ))}
    </nav>
  );
}
