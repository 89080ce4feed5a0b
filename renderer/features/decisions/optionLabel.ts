import type { PowerView } from '../../../shared/model/view';
import { nameText } from '../../../shared/model/naming';
import { loadedMap } from '../game/mapData';
import { NO_PLACES, placesOf, seatNames } from '../log/logNames';

/**
 * Issue 15: the engine names its decisions for the power that decides (corps, leaders, areas as
 * "Ulm (area 320)", cities); this is the renderer's safety net for a label written elsewhere with
 * ids, named as the seat knows them. Idempotent, so a named label comes back unchanged. Text only;
 * the option's value is sent unchanged. The two callbacks stand in when the map did not load.
 */
export function optionLabeller(
  view: PowerView,
  provinceOfArea: (area: string) => string | undefined = () => undefined,
  cityName: (city: string) => string | undefined = () => undefined,
): (label: string) => string {
  const map = loadedMap();
  const names = seatNames(view, map.ok ? placesOf(map.map) : NO_PLACES);
  const known = new Map(view.corps.map((c) => [c.counter as string, names.counter(c.counter)]));
  return (label) =>
    nameText(label, {
      counter: (h) => known.get(h),
      area: (a) => (map.ok ? names.area(a) : provinceOfArea(a) ? `${provinceOfArea(a)} (area ${a})` : undefined),
      slug: (s) => names.slug(s) ?? cityName(s),
    });
}
