// Invariant checks shared by the 14.5 (1812-1815) and 14.6 (1813-1815) campaign setup tests.
// Each check reads the scenario file and the printed data (map, counters, leaders, Minor
// Countries Chart) directly and returns the problems it finds, so a test expects [].
import { readFileSync } from 'node:fs';
import { loadMap } from '../../shared/data/map';
import { forces, isLeaderInGame, leaderNationality, movementAllowance } from '../../shared/data/forces';
import { applyCommand, commandFor, gameDataFromMap, newGame, scenarioSchema } from '../../shared/engine';
import type { GameData, Scenario } from '../../shared/engine';
import { autoAnswer, seededRng } from '../../shared/engine/auto';
import { FACTOR_TYPES, MAJOR_POWERS, isMajorPower } from '../../shared/model';
import type { GameState, MajorPower } from '../../shared/model';
import { checkInvariants, totalFactors } from '../fuzz/engineFuzz';

const loaded = loadMap();
if (!loaded.ok) throw new Error('shipped map data invalid');
export const map = loaded.map;
export const data: GameData = gameDataFromMap(map);

const SCENARIOS = new URL('../../assets/scenarios/', import.meta.url);
export const raw = (file: string): unknown => JSON.parse(readFileSync(new URL(file, SCENARIOS), 'utf8'));
export const parsed = (file: string): Scenario => scenarioSchema.parse(raw(file));

/** The Minor Countries Chart (minors.json): each minor's status and forces at the 1805, 1812 and 1813 starts. */
interface MinorChartEntry {
  id: string;
  start: Record<string, { status: string; controller?: MajorPower; districtOf?: string; infantry: number; cavalry: number; ships: number }>;
}
export const minorChart = (JSON.parse(readFileSync(new URL('../../assets/minors/minors.json', import.meta.url), 'utf8')) as { minors: MinorChartEntry[] }).minors;
const depotLimits = (JSON.parse(readFileSync(new URL('../../assets/forces/depots.json', import.meta.url), 'utf8')) as { limits: Record<MajorPower, number> }).limits;

const month = (d: { month: number; year: number }) => `${d.year}-${String(d.month).padStart(2, '0')}`;

/** The major power whose forces these are: itself, or a listed minor's controller. */
export function controllerOfNationality(s: Scenario, nationality: string): MajorPower | null {
  if (isMajorPower(nationality)) return nationality;
  return s.minors.find((m) => m.id === nationality)?.controller ?? null;
}

/**
 * Who holds an area at the start: a minor listed in the setup under the province's own id
 * (Finland, conquered from Sweden's district), else the minor the map puts it in, else the
 * power a province was ceded to (economy.ceded), else its home nation.
 */
export function holderOf(s: Scenario, area: string): MajorPower | null {
  const province = map.provinceOf(area);
  if (!province) return null;
  const own = s.minors.find((m) => m.id === province.id);
  if (own) return own.controller;
  const minor = map.minorOf(area);
  if (minor) return s.minors.find((m) => m.id === minor.id)?.controller ?? null;
  const ceded = s.economy?.ceded.find((c) => c.province === province.id);
  if (ceded) return ceded.holder;
  return province.owner.kind === 'major' ? (province.owner.power as MajorPower) : null;
}

const paired = (pairs: readonly (readonly [MajorPower, MajorPower])[], a: MajorPower, b: MajorPower) => pairs.some(([x, y]) => (x === a && y === b) || (x === b && y === a));

/** Areas (by province) where a power's units stand in enemy territory because history put them there; each with its reason. */
export type Held = Partial<Record<MajorPower, Record<string, string>>>;

/** 2.4.2.1.1 / 7.3.1.1 every corps is a counter of the forces data, used once, of its nationality and type, moving as printed, within its boxes. */
export function corpsProblems(s: Scenario): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const c of s.forces.corps) {
    const counter = forces.corpsById(c.id);
    if (!counter) {
      out.push(`${c.id}: no such counter`);
      continue;
    }
    if (seen.has(c.id)) out.push(`${c.id}: used twice`);
    seen.add(c.id);
    if (counter.owner !== c.nationality) out.push(`${c.id}: nationality ${c.nationality}, counter of ${counter.owner}`);
    if (counter.type !== c.type) out.push(`${c.id}: type ${c.type}, counter ${counter.type}`);
    const ctrl = controllerOfNationality(s, c.nationality);
    if (ctrl === null) out.push(`${c.id}: nobody controls ${c.nationality}`);
    else if (movementAllowance(counter, ctrl) !== c.movement) out.push(`${c.id}: movement ${c.movement}, counter ${movementAllowance(counter, ctrl)}`);
    const limits = counter.limits as Record<string, number | undefined>;
    for (const t of FACTOR_TYPES) {
      const n = c.factors[t] ?? 0;
      if (t !== 'infantry' && t !== 'militia' && n > (limits[t] ?? 0)) out.push(`${c.id}: ${t} ${n} > ${limits[t] ?? 0}`);
    }
    const inf = c.factors.infantry ?? 0;
    const mil = c.factors.militia ?? 0;
    if (counter.militia === 'none' && mil > 0) out.push(`${c.id}: militia in a corps without a militia box`);
    if (counter.militia === 'only' && inf > 0) out.push(`${c.id}: regular infantry in a militia-only corps`);
    if (inf + mil > (limits.infantry ?? 0)) out.push(`${c.id}: infantry box ${inf + mil} > ${limits.infantry ?? 0}`);
  }
  return out;
}

/** Every land unit on land, in its controller's or an ally's territory, or where `held` says history put it. */
export function placementProblems(s: Scenario, held: Held): string[] {
  const out: string[] = [];
  const legal = (what: string, power: MajorPower | null, area: string) => {
    const a = map.areaById(area);
    if (!a || a.kind !== 'land') return out.push(`${what}: ${area} is not a land area`);
    if (power === null) return out.push(`${what}: no controller`);
    const holder = holderOf(s, area);
    if (holder === power || (holder !== null && paired(s.relations.alliances, holder, power))) return undefined;
    const province = map.provinceOf(area)!.id;
    if (held[power]?.[province] !== undefined) {
      if (holder !== null && !paired(s.relations.wars, holder, power)) out.push(`${what}: ${province} is held by ${holder}, not at war with ${power}`);
      return undefined;
    }
    return out.push(`${what}: ${area} (${province}) is ${holder ?? 'neutral'} territory`);
  };
  for (const c of s.forces.corps) if (c.area) legal(`corps ${c.id}`, controllerOfNationality(s, c.nationality), c.area);
  for (const g of s.forces.garrisons) legal(`${g.nationality} garrison in ${g.city ?? g.area}`, controllerOfNationality(s, g.nationality), g.area);
  for (const d of s.forces.depots) legal(`${d.owner} depot at ${d.area}`, d.owner, d.area);
  for (const r of s.forces.irregulars) legal(`${r.kind} at ${r.area}`, controllerOfNationality(s, r.nationality), r.area);
  for (const l of s.forces.leaders) if (l.area) legal(`leader ${l.id}`, l.owner, l.area);
  // a corps named in a city stands in that city's area
  for (const c of s.forces.corps) if (c.city && map.cityById(c.city)?.area !== c.area) out.push(`corps ${c.id}: ${c.city} is not in ${c.area}`);
  for (const g of s.forces.garrisons) if (g.city && map.cityById(g.city)?.area !== g.area) out.push(`garrison: ${g.city} is not in ${g.area}`);
  return out;
}

/** 6.0 fleets at sea or in a port of their controller or an ally, within their counter's box. */
export function fleetProblems(s: Scenario): string[] {
  const out: string[] = [];
  for (const f of s.forces.fleets) {
    const owner = controllerOfNationality(s, f.nationality);
    const counter = forces.fleetsOf(f.nationality).find((k) => k.designation === f.name);
    if (!counter) out.push(`${f.id}: no ${f.nationality} fleet counter ${f.name}`);
    else if (f.ships > counter.maxShips) out.push(`${f.id}: ${f.ships} ships > ${counter.maxShips}`);
    const loc = f.location;
    if (loc.kind === 'sea') {
      if (!map.seaAreaById(loc.area)) out.push(`${f.id}: ${loc.area} is not a sea area`);
    } else if (loc.kind === 'port') {
      const city = map.cityById(loc.city);
      if (!city || city.area !== loc.area || !map.portOf(loc.city)) out.push(`${f.id}: ${loc.city} is not a port in ${loc.area}`);
      const holder = holderOf(s, loc.area);
      if (owner === null || holder === null || !(holder === owner || paired(s.relations.alliances, holder, owner))) out.push(`${f.id}: ${loc.city} is not a friendly port`);
    } else out.push(`${f.id}: starts blockading`);
  }
  return out;
}

/** 7.3.3.4 a city holds 5 factors a spire: its garrisons and the corps inside together. */
export function capacityProblems(s: Scenario): string[] {
  const inside = new Map<string, number>();
  const add = (city: string, n: number) => inside.set(city, (inside.get(city) ?? 0) + n);
  for (const g of s.forces.garrisons) if (g.city) add(g.city, (g.factors.infantry ?? 0) + (g.factors.militia ?? 0));
  for (const c of s.forces.corps) if (c.city) add(c.city, FACTOR_TYPES.reduce((n, t) => n + (c.factors[t] ?? 0), 0));
  return [...inside].flatMap(([city, n]) => {
    const spires = map.cityById(city)?.spires ?? 0;
    return n > 5 * spires ? [`${city}: ${n} factors in ${spires} spires`] : [];
  });
}

/** 8.2 one Economic Phase's printed money and manpower of what a power holds: home provinces not ceded, ceded provinces, controlled minors. */
export function holdingsIncome(s: Scenario): Record<MajorPower, { money: number; manpower: number }> {
  const out = Object.fromEntries(MAJOR_POWERS.map((p) => [p, { money: 0, manpower: 0 }])) as Record<MajorPower, { money: number; manpower: number }>;
  for (const p of map.data.provinces) {
    const holder = holderOf(s, p.areas[0]!);
    if (holder === null) continue;
    out[holder].money += p.money;
    out[holder].manpower += p.manpower;
  }
  return out;
}

/** Minors as the Minor Countries Chart gives them for `year`; free states' forces no larger than the chart's; conquered and neutral minors without forces. */
export function minorProblems(s: Scenario, year: 1812 | 1813): string[] {
  const out: string[] = [];
  for (const m of minorChart) {
    const at = m.start[String(year)]!;
    const listed = s.minors.find((x) => x.id === m.id);
    if (at.status === 'secondaryDistrict') {
      if (listed) out.push(`${m.id}: a district of ${at.districtOf} is not listed on its own`);
      continue;
    }
    if (!listed) {
      out.push(`${m.id}: not listed`);
      continue;
    }
    if (listed.status !== at.status || (listed.controller ?? null) !== (at.controller ?? null))
      out.push(`${m.id}: ${listed.status} ${listed.controller ?? ''}, the chart has ${at.status} ${at.controller ?? ''}`);
    const corps = s.forces.corps.filter((c) => c.nationality === m.id);
    const garrisons = s.forces.garrisons.filter((g) => g.nationality === m.id);
    const inf = corps.reduce((n, c) => n + (c.factors.infantry ?? 0), 0) + garrisons.reduce((n, g) => n + (g.factors.infantry ?? 0), 0);
    const cav = corps.reduce((n, c) => n + (c.factors.cavalry ?? 0), 0);
    const ships = s.forces.fleets.filter((f) => f.nationality === m.id).reduce((n, f) => n + f.ships, 0);
    if (inf > at.infantry || cav > at.cavalry || ships > at.ships) out.push(`${m.id}: ${inf} infantry, ${cav} cavalry, ${ships} ships > the chart's ${at.infantry}, ${at.cavalry}, ${at.ships}`);
    if (at.status !== 'free' && inf + cav + ships > 0) out.push(`${m.id}: a ${at.status} minor has no forces of its own (10.2.1.1)`);
  }
  return out;
}

/** 10.6 leaders in the game on the start date (or the date they arrive), each once, of their owner; every departure inside the campaign scheduled on its date. */
export function leaderProblems(s: Scenario): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const check = (id: string, date: { month: number; year: number }, owner: MajorPower) => {
    if (seen.has(id)) out.push(`${id}: listed twice`);
    seen.add(id);
    const l = forces.leaderById(id);
    if (!l) return out.push(`${id}: no such leader`);
    if (!isLeaderInGame(l, month(date))) out.push(`${id}: not in the game in ${month(date)}`);
    if (controllerOfNationality(s, leaderNationality(l, month(date))) !== owner) out.push(`${id}: owned by ${owner}`);
    return undefined;
  };
  s.forces.leaders.forEach((l) => check(l.id, s.start, l.owner));
  s.reinforcements.forEach((r) => r.leaders?.forEach((id) => check(id, r.date, r.power)));
  for (const l of s.forces.leaders) {
    const c = s.forces.corps.find((k) => k.id === l.with);
    if (c && controllerOfNationality(s, c.nationality) !== l.owner) out.push(`${l.id}: with a corps of another power`);
  }
  // a leader whose removal date falls inside the campaign leaves on that date
  for (const id of seen) {
    const removal = forces.leaderById(id)?.removal;
    if (!removal || removal > month(s.end)) continue;
    const w = s.scheduled.find((c) => c.kind === 'withdraw' && c.leaders.includes(id));
    if (!w || month(w.date) !== removal) out.push(`${id}: leaves in ${removal} but is withdrawn ${w ? month(w.date) : 'never'}`);
  }
  return out;
}

/** Depots within each power's counter mix. */
export function depotProblems(s: Scenario): string[] {
  return MAJOR_POWERS.flatMap((p) => {
    const n = s.forces.depots.filter((d) => d.owner === p).length;
    return n > depotLimits[p] ? [`${p}: ${n} depots > ${depotLimits[p]}`] : [];
  });
}

/** 19.1 the standing procedures play every power from the start through `months` month changes: no crash, no stall, no invariant broken. */
export function playMonths(file: string, months: number, seed: number): { state: GameState; commands: number; problems: string[] } {
  const g = newGame({ scenario: raw(file), seed, data });
  if (!g.ok) return { state: undefined as unknown as GameState, commands: 0, problems: [JSON.stringify(g.errors.slice(0, 3))] };
  let s = g.value;
  const rng = seededRng(seed);
  const problems: string[] = [];
  let factors = totalFactors(s);
  const until = s.date.year * 12 + s.date.month + months;
  let commands = 0;
  while (!s.over && s.date.year * 12 + s.date.month < until) {
    const d = s.pending[0];
    if (!d || commands > 20_000) {
      problems.push(`stalled in ${s.cursor.step}: ${d ? 'command cap' : 'nothing pending'}`);
      break;
    }
    let r: ReturnType<typeof applyCommand>;
    try {
      r = applyCommand(s, commandFor(d, autoAnswer(s, d, rng, data)), data);
    } catch (err) {
      problems.push(`${d.kind} threw ${err instanceof Error ? err.message : String(err)}`);
      break;
    }
    if (!r.ok) {
      problems.push(`${d.kind} refused: ${r.error.message}`);
      break;
    }
    for (const e of r.events) if (e.type === 'factorsChanged') factors += e.delta;
    s = r.state;
    commands++;
    checkInvariants(s, factors, problems, `${file} command ${commands} (${s.cursor.step})`, data);
    if (problems.length > 5) break;
  }
  return { state: s, commands, problems };
}
