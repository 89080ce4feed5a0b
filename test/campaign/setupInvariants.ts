// Invariants every campaign setup (14.4-14.7, `kind: "campaign"` in assets/scenarios) must keep,
// checked against the printed data files read straight from disk (not through the engine's
// lookups, so a mistake there does not hide one here). Each check returns sentences naming the
// file's corps, fleets, cities and leaders; an empty list means the setup keeps the invariant.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Scenario } from '../../shared/engine/scenarioSchema';
import { scenarioSchema } from '../../shared/engine/scenarioSchema';

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = <T>(p: string): T => JSON.parse(readFileSync(path.join(ROOT, p), 'utf8')) as T;

interface MapJson {
  areas: { id: string; kind: string }[];
  cities: { id: string; area: string; spires: number }[];
  ports: { city: string }[];
  provinces: { id: string; money: number; manpower: number; areas: string[]; owner: { kind: string; power?: string } }[];
  minors: { id: string; districts: string[] }[];
}
interface RosterCorps { id: string; owner: string; designation: string; militia: string; limits: Record<string, number> }
interface RosterFleet { owner: string; maxShips: number }
interface LeaderJson { id: string; nationality: string; arrival: string; removal: string | null }
type ChartLine = { status: string; controller?: string; districtOf?: string; infantry: number; cavalry: number; ships: number };
interface MinorJson { id: string; start: Record<string, ChartLine> }

export const MAP = read<MapJson>('assets/map/map.json');
export const ROSTER = read<{ corps: RosterCorps[] }>('assets/forces/corps.json').corps;
export const FLEET_ROSTER = read<{ fleets: RosterFleet[] }>('assets/forces/fleets.json').fleets;
export const LEADERS = read<{ leaders: LeaderJson[] }>('assets/leaders/leaders.json').leaders;
export const MINOR_CHART = read<{ minors: MinorJson[] }>('assets/minors/minors.json').minors;

/** Every shipped campaign file (the 1805, 1812 and 1813 setups alike), parsed with the format's schema. */
export function campaignFiles(): { file: string; json: unknown; s: Scenario }[] {
  const dir = path.join(ROOT, 'assets/scenarios');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => ({ file, json: JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as unknown }))
    .filter(({ json }) => (json as { kind?: string }).kind === 'campaign')
    .map(({ file, json }) => ({ file, json, s: scenarioSchema.parse(json) }));
}

const ym = (d: { month: number; year: number }) => `${d.year}-${String(d.month).padStart(2, '0')}`;
const areaOwner = new Map<string, { power?: string; minor?: string }>();
for (const p of MAP.provinces) {
  const minor = MAP.minors.find((m) => m.districts.includes(p.id))?.id;
  for (const a of p.areas) areaOwner.set(a, p.owner.kind === 'major' && p.owner.power ? { power: p.owner.power } : { minor: minor ?? p.id });
}
const provinceOfArea = new Map<string, string>();
for (const p of MAP.provinces) for (const a of p.areas) provinceOfArea.set(a, p.id);
const landAreas = new Set(MAP.areas.filter((a) => a.kind === 'land').map((a) => a.id));
const cityById = new Map(MAP.cities.map((c) => [c.id, c]));

/** The major power a nationality answers to in this setup (its controller for a minor). */
export function controller(s: Scenario, nationality: string): string | null {
  if (s.powers[nationality as keyof typeof s.powers]) return nationality;
  return s.minors.find((m) => m.id === nationality)?.controller ?? null;
}
const allied = (s: Scenario, a: string, b: string) => a === b || s.relations.alliances.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
const atWar = (s: Scenario, a: string, b: string) => s.relations.wars.some(([x, y]) => (x === a && y === b) || (x === b && y === a));

/** Whose an area is at the start: a home nation (or the holder of a ceded province), or a minor's controller. */
export function holderOf(s: Scenario, area: string): { who: string | null; what: string } {
  const province = provinceOfArea.get(area);
  const ceded = s.economy?.ceded.find((c) => c.province === province);
  if (ceded) return { who: ceded.holder, what: `${province} (ceded)` };
  const o = areaOwner.get(area);
  if (o?.power) return { who: o.power, what: o.power };
  // a district listed as a minor of its own (Finland, Russian conquered from 1809) is its own holder's
  const m = s.minors.find((x) => x.id === province) ?? s.minors.find((x) => x.id === o?.minor);
  return { who: m?.controller ?? null, what: `${m?.id ?? o?.minor ?? 'unknown'} (${m?.status ?? 'unlisted'})` };
}

/** No corps holds more of a factor type than its counter's box; the counter is found by the corps' id, as `map.corpsLimits` finds it. */
export function corpsOverMaximum(s: Scenario): string[] {
  const out: string[] = [];
  for (const c of s.forces.corps) {
    const r = ROSTER.find((x) => x.id === c.id && x.owner === c.nationality);
    if (!r) {
      out.push(`${c.nationality} ${c.name}: no such corps counter`);
      continue;
    }
    for (const [type, n] of Object.entries(c.factors)) {
      const room = type === 'militia' && r.militia !== 'none' ? (r.limits.infantry ?? 0) : (r.limits[type] ?? 0);
      if ((n ?? 0) > room) out.push(`${c.nationality} ${c.name}: ${n} ${type}, its counter holds ${room}`);
    }
    if (r.militia === 'none' && (c.factors.militia ?? 0) > 0) out.push(`${c.nationality} ${c.name}: militia in a counter that holds none`);
    if ((c.factors.infantry ?? 0) + (c.factors.militia ?? 0) > (r.limits.infantry ?? 0) && r.militia === 'shared') out.push(`${c.nationality} ${c.name}: infantry and militia over the shared box`);
  }
  return out;
}

/**
 * Land units stand on land, in their controller's territory, an ally's, or a minor they or an ally
 * control; or in the territory of a power they are at war with (the later campaigns open mid-war,
 * e.g. the French armies in Spain in 1812, the allies in Saxony in 1813).
 */
export function landUnitsMisplaced(s: Scenario): string[] {
  const out: string[] = [];
  const check = (what: string, nationality: string, area: string) => {
    if (!landAreas.has(area)) return out.push(`${what} stands in ${area}, not a land area`);
    const ctl = controller(s, nationality);
    const h = holderOf(s, area);
    if (ctl === null || h.who === null || !(allied(s, ctl, h.who) || atWar(s, ctl, h.who))) out.push(`${what} (${ctl ?? 'no controller'}) stands in ${area}, territory of ${h.what}`);
    return undefined;
  };
  s.forces.corps.forEach((c) => c.area !== undefined && check(`${c.nationality} ${c.name}`, c.nationality, c.area));
  s.forces.garrisons.forEach((g) => check(`${g.nationality} garrison in ${g.city ?? g.area}`, g.nationality, g.area));
  s.forces.depots.forEach((d) => check(`${d.owner} depot`, d.owner, d.area));
  s.forces.irregulars.forEach((r) => check(`${r.nationality} ${r.kind}`, r.nationality, r.area));
  for (const c of s.forces.corps) {
    if (c.city !== undefined && cityById.get(c.city)?.area !== c.area) out.push(`${c.nationality} ${c.name}: ${c.city} is not in ${c.area}`);
  }
  for (const g of s.forces.garrisons) {
    if (g.city !== undefined && cityById.get(g.city)?.area !== g.area) out.push(`garrison: ${g.city} is not in ${g.area}`);
  }
  return out;
}

/** Fleets at sea, in a friendly port, or blockading an enemy's port; no fleet over its box, no nation over its counters. */
export function fleetsMisplaced(s: Scenario): string[] {
  const out: string[] = [];
  const ports = new Set(MAP.ports.map((p) => p.city));
  const ships = new Map<string, number>();
  for (const f of s.forces.fleets) {
    const ctl = controller(s, f.nationality);
    ships.set(f.nationality, (ships.get(f.nationality) ?? 0) + f.ships);
    if (f.maxShips !== undefined && f.ships > f.maxShips) out.push(`${f.nationality} fleet ${f.name}: ${f.ships} ships, its box holds ${f.maxShips}`);
    const l = f.location;
    if (l.kind === 'sea') {
      if (landAreas.has(l.area)) out.push(`${f.nationality} fleet ${f.name} at sea in a land area ${l.area}`);
      continue;
    }
    const city = cityById.get(l.city);
    if (!city || !ports.has(l.city)) {
      out.push(`${f.nationality} fleet ${f.name}: ${l.city} is not a port`);
      continue;
    }
    const h = holderOf(s, city.area);
    if (l.kind === 'port' && (ctl === null || h.who === null || !allied(s, ctl, h.who))) out.push(`${f.nationality} fleet ${f.name} in ${l.city}, a port of ${h.what}`);
    if (l.kind === 'blockade' && (ctl === null || h.who === null || !atWar(s, ctl, h.who))) out.push(`${f.nationality} fleet ${f.name} blockades ${l.city}, a port of ${h.what}, not an enemy's`);
    if (l.kind === 'port' && l.area !== city.area) out.push(`${f.nationality} fleet ${f.name}: ${l.city} is not in ${l.area}`);
  }
  for (const [n, count] of ships) {
    const room = FLEET_ROSTER.filter((f) => f.owner === n).reduce((a, f) => a + f.maxShips, 0);
    if (count > room) out.push(`${n} puts ${count} ships to sea, its fleet counters hold ${room}`);
  }
  return out;
}

/** 7.3.3.4 a city holds five factors per spire, garrisons and corps inside together; 7.3.3.5 a depot ten. */
export function garrisonsOverCapacity(s: Scenario): string[] {
  const out: string[] = [];
  const inside = new Map<string, number>();
  for (const g of s.forces.garrisons) {
    const key = g.city ?? `depot ${g.area}`;
    inside.set(key, (inside.get(key) ?? 0) + (g.factors.infantry ?? 0) + (g.factors.militia ?? 0));
  }
  for (const c of s.forces.corps) if (c.city !== undefined) inside.set(c.city, (inside.get(c.city) ?? 0) + Object.values(c.factors).reduce<number>((a, n) => a + (n ?? 0), 0));
  for (const [key, n] of inside) {
    const room = key.startsWith('depot ') ? 10 : 5 * (cityById.get(key)?.spires ?? 0);
    if (n > room) out.push(`${key} holds ${n} factors, room for ${room}`);
  }
  return out;
}

/** What the map prints for a power's home provinces and the minors it controls (one Economic Phase's land revenue). */
export function printedRevenue(s: Scenario, power: string): { money: number; manpower: number } {
  let money = 0;
  let manpower = 0;
  for (const p of MAP.provinces) {
    if (holderOf(s, p.areas[0]!).who === power) {
      money += p.money;
      manpower += p.manpower;
    }
  }
  return { money, manpower };
}

/** The Minor Countries Chart line a setup follows (its start year's, or the nearest earlier one). */
export function chartLine(minor: string, year: number): ChartLine | null {
  const m = MINOR_CHART.find((x) => x.id === minor);
  const years = Object.keys(m?.start ?? {}).map(Number).filter((y) => y <= year).sort((a, b) => b - a);
  return years.length > 0 ? m!.start[String(years[0])]! : null;
}

/** A free state's forces on the map: infantry (corps and garrisons), cavalry, ships. */
export function freeStateForces(s: Scenario, minor: string): { infantry: number; cavalry: number; ships: number } {
  const corps = s.forces.corps.filter((c) => c.nationality === minor);
  const infantry = corps.reduce((a, c) => a + (c.factors.infantry ?? 0) + (c.factors.militia ?? 0), 0)
    + s.forces.garrisons.filter((g) => g.nationality === minor).reduce((a, g) => a + (g.factors.infantry ?? 0) + (g.factors.militia ?? 0), 0);
  const cavalry = corps.reduce((a, c) => a + (c.factors.cavalry ?? 0), 0);
  const ships = s.forces.fleets.filter((f) => f.nationality === minor).reduce((a, f) => a + f.ships, 0);
  return { infantry, cavalry, ships };
}

/** Leaders are on the map, due or withdrawn only between their dates (assets/leaders, v2.71 14.7.6 applied there). */
export function leadersOutOfDates(s: Scenario): string[] {
  const out: string[] = [];
  const start = ym(s.start);
  const end = ym(s.end);
  const dates = new Map(LEADERS.map((l) => [l.id, l]));
  const present = new Set<string>();
  for (const l of s.forces.leaders) {
    const d = dates.get(l.id);
    if (!d) continue;
    present.add(l.id);
    if (d.arrival > start) out.push(`${l.name} is on the map in ${start}, arrives ${d.arrival}`);
    if (d.removal !== null && d.removal <= start) out.push(`${l.name} is on the map in ${start}, removed ${d.removal}`);
  }
  for (const r of s.reinforcements) {
    for (const id of r.leaders ?? []) {
      const d = dates.get(id);
      if (!d) continue;
      present.add(id);
      if (ym(r.date) !== d.arrival && !(d.arrival <= start && ym(r.date) > start)) out.push(`${id} arrives ${ym(r.date)}, the leader's date is ${d.arrival}`);
      if (d.removal !== null && d.removal <= ym(r.date)) out.push(`${id} arrives ${ym(r.date)} after being removed ${d.removal}`);
    }
  }
  const withdrawn = new Map<string, string>();
  for (const c of s.scheduled) if (c.kind === 'withdraw') for (const id of c.leaders) withdrawn.set(id, ym(c.date));
  for (const id of present) {
    const d = dates.get(id)!;
    if (d.removal !== null && d.removal > start && d.removal <= end && withdrawn.get(id) !== d.removal) out.push(`${id} is removed ${d.removal} but the setup withdraws them ${withdrawn.get(id) ?? 'never'}`);
  }
  for (const [id, when] of withdrawn) {
    const d = dates.get(id);
    if (d && d.removal !== when) out.push(`${id} is withdrawn ${when}, the leader's date is ${d.removal ?? 'none'}`);
  }
  return out;
}
