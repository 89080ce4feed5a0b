import type { MapQuery } from './query';

/**
 * Names of the map's places as players read them (issue 15): an area by its city, else its
 * province, else its sea, always with its printed number ("Ulm (area 320)", "Swabia (area 321)",
 * "Bay of Biscay (area 742)"); cities, provinces and minor countries by their printed names.
 */
export interface PlaceNamer {
  area(id: string): string | undefined;
  /** A city, province or minor country by its id. */
  slug(id: string): string | undefined;
}

export function placeNamer(map: MapQuery): PlaceNamer {
  const slugs = new Map<string, string>();
  // provinces first, then minors and cities: a city's name wins where the ids coincide
  for (const p of map.data.provinces) slugs.set(p.id, p.name);
  for (const m of map.data.minors) slugs.set(m.id, m.name);
  for (const c of map.data.cities) slugs.set(c.id, c.name);
  const areas = new Map<string, string>();
  return {
    area(id) {
      const known = areas.get(id);
      if (known !== undefined) return known;
      const a = map.areaById(id);
      if (!a) return undefined;
      let name: string;
      if (a.kind === 'land') {
        const city = map.citiesIn(id)[0];
        name = `${city?.name ?? map.provinceOf(id)?.name ?? 'land'} (area ${id})`;
      } else {
        // "Atlantic (far north-west)" reads as "Atlantic, far north-west (area 713)"
        const sea = map.seaAreaById(id)?.name?.replace(/\s*\(([^)]*)\)/, ', $1');
        name = sea ? `${sea} (sea area ${id})` : `sea area ${id}`;
      }
      areas.set(id, name);
      return name;
    },
    slug: (id) => slugs.get(id),
  };
}
