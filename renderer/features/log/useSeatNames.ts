import { useMemo } from 'react';
import type { PowerView } from '../../../shared/model/view';
import { loadedMap } from '../game/mapData';
import { NO_PLACES, placesOf, seatNames, type SeatNames } from './logNames';

/**
 * What each seat has seen its counters called, per game and seat: a corps that leaves the map
 * keeps, in older log lines, the name that seat last knew it by. Filled only from that seat's
 * own views, so it holds nothing the seat was not shown (2.4.2).
 */
const memory = new Map<string, Map<string, string>>();

function remember(view: PowerView): Map<string, string> {
  const key = `${view.scenario.id}/${view.viewer}`;
  let m = memory.get(key);
  if (!m) memory.set(key, (m = new Map()));
  for (const c of view.corps) if (c.identity) m.set(c.counter, c.identity.name);
  return m;
}

/** The seat's names (issue 15), rebuilt when its corps, leaders or log change. */
export function useSeatNames(view: PowerView | null): SeatNames {
  const map = loadedMap();
  const places = map.ok ? placesOf(map.map) : NO_PLACES;
  return useMemo(
    () => (view ? seatNames(view, places, remember(view)) : seatNames({ corps: [], irregulars: [], leaders: [], minors: [] }, places)),
    [view?.corps, view?.irregulars, view?.leaders, view?.minors, view?.log, view?.viewer, places],
  );
}
