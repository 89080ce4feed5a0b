/**
 * Map data as a rule changes it: districts carved out of printed provinces (v2.71 1.1.2 Hither
 * Pomerania). Pure; the engine calls it with the rules in force before indexing the map.
 */
import type { OptionalRuleId } from '../../model';
import type { Adjacency, MapData, Owner, Province } from './schema';

/** The optional districts of the map data (their `rule`) a game's options apply: v2.71 1.1.2 Hither Pomerania (option hitherPomerania). */
export function optionalDistrictRules(rules: Partial<Readonly<Record<OptionalRuleId, boolean>>> | undefined): ReadonlySet<string> {
  return new Set(rules?.hitherPomerania === true ? ['1.1.2'] : []);
}

const ownerKey = (o: Owner): string => (o.kind === 'major' ? `major:${o.power}` : `minor:${o.minor}`);

/**
 * The map with every optional district whose rule is in `rules` split off its province: the
 * district becomes a province of its own (listed by its minor after the existing districts),
 * the rest keeps its values under its new capital, areas move, and the land borders around the
 * moved areas are re-kinded (national between owners, provincial between provinces).
 */
export function withOptionalDistricts(map: MapData, rules: ReadonlySet<string>): MapData {
  const active = (map.optionalDistricts ?? []).filter((d) => rules.has(d.rule));
  if (active.length === 0) return map;
  const provinces = new Map(map.provinces.map((p) => [p.id, { ...p, areas: [...p.areas] }]));
  const minors = map.minors.map((m) => ({ ...m, districts: [...m.districts] }));
  const moved = new Set<string>();
  for (const d of active) {
    const from = provinces.get(d.from);
    if (!from) throw new Error(`optional district ${d.province.id}: no province ${d.from}`);
    from.areas = from.areas.filter((a) => !d.province.areas.includes(a));
    from.capital = d.remainderCapital;
    from.capitalProvenance = d.provenance;
    provinces.set(d.province.id, { ...d.province, areas: [...d.province.areas] });
    if (d.province.owner.kind === 'minor') {
      const id = d.province.owner.minor;
      minors.find((m) => m.id === id)?.districts.push(d.province.id);
    }
    for (const a of d.province.areas) moved.add(a);
  }
  const provinceOf = new Map<string, Province>();
  for (const p of provinces.values()) for (const a of p.areas) provinceOf.set(a, p);
  const areas = map.areas.map((a) => (a.kind === 'land' && moved.has(a.id) ? { ...a, province: provinceOf.get(a.id)!.id } : a));
  const adjacency = map.adjacency.map((e): Adjacency => {
    if (e.kind !== 'land' || !(moved.has(e.a) || moved.has(e.b))) return e;
    const pa = provinceOf.get(e.a)!;
    const pb = provinceOf.get(e.b)!;
    const border = ownerKey(pa.owner) !== ownerKey(pb.owner) ? 'national' : pa.id !== pb.id ? 'provincial' : 'area';
    return { ...e, border };
  });
  // the remainder's new capital is a provincial capital now (Colberg); the district's capital already was one
  const capitals = new Set(active.map((d) => d.remainderCapital));
  const cities = map.cities.map((c) => (capitals.has(c.id) && !c.capital ? { ...c, capital: true } : c));
  return {
    ...map,
    areas,
    cities,
    provinces: [...provinces.values()].sort((p, q) => p.id.localeCompare(q.id)),
    minors,
    adjacency,
    // Applied districts are provinces now.
    optionalDistricts: (map.optionalDistricts ?? []).filter((d) => !rules.has(d.rule)),
  };
}
