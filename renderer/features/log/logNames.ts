import { hiddenCorpsName, irregularName, POWER_ADJECTIVES, titleCase, type GameEvent, type TextNames } from '../../../shared/model';
import type { PowerView } from '../../../shared/model/view';
import type { MapQuery, PlaceNamer } from '../../../shared/data/map';
import { placeNamer } from '../../../shared/data/map';

// Issue 15: the log, the combat sheet and the tracker name corps, leaders, areas and cities as
// the seat may know them (2.4.2); never an id. Built from the seat's own view, so a name the view
// does not carry (an enemy corps' identity) cannot appear.

/** Every name the log needs, each with a fallback that is words, never an id. */
export interface SeatNames extends TextNames {
  counter(handle: string): string;
  area(id: string): string;
  slug(id: string): string | undefined;
  /** A city by id: its printed name, or the id in words. */
  city(id: string): string;
  /** A leader by id. */
  leader(id: string): string;
}

const places = new WeakMap<MapQuery, PlaceNamer>();
/** The map's place names, built once per loaded map. */
export function placesOf(map: MapQuery): PlaceNamer {
  let p = places.get(map);
  if (!p) places.set(map, (p = placeNamer(map)));
  return p;
}

/** Plain names when the map did not load: "area 320", "Ulm". */
export const NO_PLACES: PlaceNamer = { area: () => undefined, slug: () => undefined };

/**
 * What this seat calls things: its own corps and those revealed to it by name, others by their
 * face ("Austrian corps (hidden)"); counters gone from the map by what the log said of them.
 */
export function seatNames(
  view: Pick<PowerView, 'corps' | 'irregulars' | 'leaders' | 'minors'> & { readonly log?: readonly GameEvent[] },
  map: PlaceNamer = NO_PLACES,
  /** Names this seat saw earlier for counters that have left the map since (its own views only). */
  remembered: ReadonlyMap<string, string> = new Map(),
): SeatNames {
  const minorName = (id: string) => view.minors.find((m) => m.id === id)?.name;
  const corps = new Map(view.corps.map((c) => [c.counter as string, c.identity ? c.identity.name : hiddenCorpsName(c.nationality, minorName(c.nationality))]));
  for (const i of view.irregulars) corps.set(i.counter, irregularName(i.nationality, i.kind, minorName(i.nationality)));
  // counters that left the map: the owner the log gave them
  const gone = new Map<string, string>();
  for (const e of view.log ?? []) {
    if (e.type === 'counterRemoved' && !corps.has(e.counter)) gone.set(e.counter, `${e.owner ? `a ${POWER_ADJECTIVES[e.owner]}` : 'an'} ${e.kind === 'corps' ? 'corps' : 'irregular'}`);
  }
  const leaders = new Map(view.leaders.map((l) => [l.id as string, l.name]));
  const slug = (id: string) => leaders.get(id) ?? map.slug(id) ?? minorName(id);
  return {
    counter: (h) => corps.get(h) ?? remembered.get(h) ?? gone.get(h) ?? 'a corps',
    area: (id) => map.area(id) ?? `area ${id}`,
    slug,
    city: (id) => map.slug(id) ?? titleCase(id),
    leader: (id) => leaders.get(id) ?? titleCase(id),
  };
}
