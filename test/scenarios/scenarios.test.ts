import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadMap } from '../../shared/data/map';
import { forces, isLeaderInGame, leaderNationality, movementAllowance } from '../../shared/data/forces';
import type { Corps as CorpsCounter } from '../../shared/data/forces';
import { applyCommand, commandFor, newGame, pendingDecisions, scenarioSchema, winterZoneByProvince } from '../../shared/engine';
import type { GameData, Scenario } from '../../shared/engine';
import { FACTOR_TYPES, MAJOR_POWERS, compareDates, isMajorPower } from '../../shared/model';
import type { AreaId, CityId, GameDate, GameState, MajorPower, ProvinceId } from '../../shared/model';
import { balanceTable } from './balanceReport';
import { sideStrengths } from './strength';

const dir = fileURLToPath(new URL('../../assets/scenarios/', import.meta.url));
// the 13.x scenarios only: campaigns (kind "campaign", 14.x) have their own invariant tests in test/campaign
const files = readdirSync(dir).filter((f) => f.endsWith('.json') && (JSON.parse(readFileSync(dir + f, 'utf8')) as { kind?: string }).kind !== 'campaign').sort();

const loaded = loadMap();
if (!loaded.ok) throw new Error('shipped map data invalid');
const map = loaded.map;
const data: GameData = {
  hasArea: (a) => map.areaById(a) !== undefined,
  hasCity: (c) => map.cityById(c) !== undefined,
  inWinterZone: winterZoneByProvince((a: AreaId) => map.provinceOf(a)?.id as ProvinceId | undefined),
};

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const month = (d: GameDate) => `${d.year}-${String(d.month).padStart(2, '0')}`;
const raw = (file: string): unknown => JSON.parse(readFileSync(dir + file, 'utf8'));
const parsed = (file: string): Scenario => scenarioSchema.parse(raw(file));

/** Who controls a province at the start: a listed minor's controller, else its 1805 home power. */
function provinceController(s: Scenario, province: string): string | null {
  const minor = map.minorOf(province);
  if (minor) {
    const listed = s.minors.find((m) => m.id === minor.id);
    return listed?.controller ?? null;
  }
  const p = map.provinceById(province);
  return p?.owner.kind === 'major' ? p.owner.power : null;
}

/** The major power whose forces these are: itself, or a listed minor's controller. */
function controllerOfNationality(s: Scenario, nationality: string): MajorPower | null {
  if (isMajorPower(nationality)) return nationality;
  return s.minors.find((m) => m.id === nationality)?.controller ?? null;
}

/** 2.4.2.1.1 box limits of a counter, militia counted against infantry where it shares the box. */
function limitViolations(counter: CorpsCounter, factors: Scenario['forces']['corps'][number]['factors']): string[] {
  const out: string[] = [];
  const limits = counter.limits as Record<string, number | undefined>;
  for (const t of FACTOR_TYPES) {
    const n = factors[t] ?? 0;
    if (n === 0 || t === 'militia' || t === 'infantry') continue;
    if (n > (limits[t] ?? 0)) out.push(`${t} ${n} > ${limits[t] ?? 0}`);
  }
  const inf = factors.infantry ?? 0, mil = factors.militia ?? 0, box = limits.infantry ?? 0;
  if (counter.militia === 'none' && mil > 0) out.push('militia in a corps without militia');
  if (counter.militia === 'only' && inf > 0) out.push('regular infantry in a militia-only corps');
  if (inf + mil > box) out.push(`infantry box ${inf + mil} > ${box}`);
  return out;
}

/** Play until the game ends (or `limit` commands): the first legal option, or none of a many-choice. */
function playOut(state: GameState, limit: number): GameState {
  let s = state;
  for (let i = 0; i < limit && !s.over; i++) {
    const d = pendingDecisions(s)[0];
    if (!d) throw new Error('no decision pending in a running game');
    const first = d.options.find((o) => o.verdict.ok);
    const r = applyCommand(s, commandFor(d, d.select === 'many' || !first ? [] : first.value));
    if (!r.ok) throw new Error(`refused: ${JSON.stringify(r.error)}`);
    s = r.state;
  }
  return s;
}

it('13.0 the five scenarios are shipped', () => {
  expect(files).toHaveLength(5);
  expect(new Set(files.map((f) => parsed(f).source.slice(0, 4)))).toEqual(new Set(['13.2', '13.3', '13.4', '13.5', '13.6']));
});

it('the README balance table is the measure of the shipped files (npx tsx test/scenarios/balanceReport.ts)', () => {
  const readme = readFileSync(dir + 'README.md', 'utf8');
  for (const row of balanceTable()) expect(readme).toContain(row);
});

describe.each(files)('13.0 scenario %s', (file) => {
  const s = parsed(file);
  const start = month(s.start);
  const portion = s.mapPortion === 'all' ? null : new Set(s.mapPortion);
  const inPlay = MAJOR_POWERS.filter((p) => s.powers[p] !== undefined);
  const sideOf = (p: MajorPower | null) => (p === null ? -1 : s.sides.findIndex((side) => side.includes(p)));

  it('13.1 parses with the real map data, starts, and reaches its first decision', () => {
    const r = newGame({ scenario: raw(file), seed: 1, data });
    if (!r.ok) expect(r.errors).toEqual([]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.date).toEqual(s.start);
    expect(pendingDecisions(r.value).length).toBeGreaterThan(0);
  });

  it('13.1 is marked reconstructed with its method', () => {
    expect(s.source).toMatch(/^13\.[2-6] \/ reconstructed: .{40,}/);
  });

  it('3.4 two sides, France first; the setup order names every power in play once, France first', () => {
    expect(s.kind).toBe('scenario');
    expect(s.sides).toHaveLength(2);
    expect(s.sides[0]).toEqual(['france']);
    expect([...s.sides.flat()].sort()).toEqual([...inPlay].sort());
    expect(s.setupOrder[0]).toBe('france');
    expect([...s.setupOrder].sort()).toEqual([...inPlay].sort());
    // every pair across the sides is at war, every pair within a side allied
    for (const a of s.sides[0]!) for (const b of s.sides[1]!) expect(s.relations.wars.some(([x, y]) => (x === a && y === b) || (x === b && y === a)), `${a}-${b} at war`).toBe(true);
  });

  it('dates are in order: start before end, reinforcements chronological and inside the scenario', () => {
    expect(compareDates(s.start, s.end)).toBeLessThan(0);
    const dates = s.reinforcements.map((r) => r.date);
    for (let i = 1; i < dates.length; i++) expect(compareDates(dates[i - 1]!, dates[i]!), `reinforcement ${i}`).toBeLessThanOrEqual(0);
    for (const d of dates) {
      expect(compareDates(d, s.start)).toBeGreaterThan(0); // the start's forces are in the setup
      expect(compareDates(d, s.end)).toBeLessThanOrEqual(0);
    }
  });

  it('13.1.1.2 corps are counters of the forces data, of their own nationality and type, within their boxes', () => {
    const problems: string[] = [];
    for (const c of s.forces.corps) {
      const counter = forces.corpsById(c.id);
      if (!counter) {
        problems.push(`${c.id}: no such counter`);
        continue;
      }
      if (counter.owner !== c.nationality) problems.push(`${c.id}: nationality ${c.nationality}, counter of ${counter.owner}`);
      if (counter.type !== c.type) problems.push(`${c.id}: type ${c.type}, counter ${counter.type}`);
      const ctrl = controllerOfNationality(s, c.nationality);
      if (ctrl === null) problems.push(`${c.id}: no controller`);
      else if (movementAllowance(counter, ctrl) !== c.movement) problems.push(`${c.id}: movement ${c.movement}, counter ${movementAllowance(counter, ctrl)}`);
      if (counter.availableFrom && start < counter.availableFrom) problems.push(`${c.id}: not before ${counter.availableFrom}`);
      if (counter.availableUntil && start >= counter.availableUntil) problems.push(`${c.id}: gone by ${counter.availableUntil}`);
      problems.push(...limitViolations(counter, c.factors).map((v) => `${c.id}: ${v}`));
    }
    expect(problems).toEqual([]);
  });

  it('5.2.1.1 reinforcement corps are unused counters of their power', () => {
    const used = new Set(s.forces.corps.map((c) => c.id));
    const problems: string[] = [];
    for (const r of s.reinforcements) {
      for (const rc of r.corps ?? []) {
        const owner = r.nationality ?? r.power;
        const counter = forces.corpsOf(owner).find((k) => k.designation === rc.name);
        if (!counter) problems.push(`${month(r.date)} ${owner} ${rc.name}: no such counter`);
        else if (used.has(counter.id)) problems.push(`${counter.id}: already in use`);
        else {
          used.add(counter.id);
          if (counter.type !== rc.type) problems.push(`${counter.id}: type ${rc.type}`);
          if (movementAllowance(counter, r.power) !== rc.movement) problems.push(`${counter.id}: movement ${rc.movement}`);
        }
        if (r.area === undefined) problems.push(`${month(r.date)} ${rc.name}: a new corps needs a placement area`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('10.6 leaders are in the game on the start date (or on their arrival date), each once, owned by their controller', () => {
    const problems: string[] = [];
    const seen = new Set<string>();
    const check = (id: string, date: GameDate, owner: MajorPower) => {
      if (seen.has(id)) problems.push(`${id}: listed twice`);
      seen.add(id);
      const l = forces.leaderById(id);
      if (!l) return problems.push(`${id}: no such leader`);
      if (!isLeaderInGame(l, month(date))) problems.push(`${id}: not in the game in ${month(date)}`);
      const nat = leaderNationality(l, month(date));
      if (controllerOfNationality(s, nat) !== owner) problems.push(`${id}: ${nat} leader owned by ${owner}`);
      return undefined;
    };
    s.forces.leaders.forEach((l) => check(l.id, s.start, l.owner));
    s.reinforcements.forEach((r) => r.leaders?.forEach((id) => check(id, r.date, r.power)));
    // the leader's corps is of its owner's side
    for (const l of s.forces.leaders) {
      const c = s.forces.corps.find((k) => k.id === l.with);
      if (c && controllerOfNationality(s, c.nationality) !== l.owner) problems.push(`${l.id}: with a corps of another power`);
    }
    expect(problems).toEqual([]);
  });

  it('13.1.1 every area named is on the map and in the portion in play', () => {
    const named = [
      ...s.forces.corps.flatMap((c) => (c.area ? [c.area] : [])),
      ...s.forces.garrisons.map((g) => g.area),
      ...s.forces.depots.map((d) => d.area),
      ...s.forces.irregulars.map((r) => r.area),
      ...s.forces.leaders.flatMap((l) => (l.area ? [l.area] : [])),
      ...s.reinforcements.flatMap((r) => (r.area ? [r.area] : [])),
      ...s.victory.cities.map((c) => c.area),
    ];
    const outside = named.filter((a) => !map.areaById(a) || (portion !== null && !portion.has(a)));
    expect(outside).toEqual([]);
  });

  it('13.1.1 the portion of the map is whole land provinces', () => {
    if (portion === null) return;
    const broken = [...portion].flatMap((a) => {
      const p = map.provinceOf(a);
      return !p ? [`${a}: not a land area`] : p.areas.filter((x) => !portion.has(x)).map((x) => `${p.id} lacks ${x}`);
    });
    expect(broken).toEqual([]);
  });

  it('13.1.1 a corps placed in a city stands in that city\'s area', () => {
    const wrong = s.forces.corps.filter((c) => c.city !== undefined && map.cityById(c.city as CityId)?.area !== c.area).map((c) => c.id);
    expect(wrong).toEqual([]);
  });

  it('7.5 no area starts with corps of both sides (every battle is the players\' choice)', () => {
    const sideByArea = new Map<string, Set<number>>();
    for (const c of s.forces.corps) {
      if (!c.area) continue;
      const set = sideByArea.get(c.area) ?? new Set<number>();
      set.add(sideOf(controllerOfNationality(s, c.nationality)));
      sideByArea.set(c.area, set);
    }
    expect([...sideByArea].filter(([, sides]) => sides.size > 1).map(([a]) => a)).toEqual([]);
  });

  it('5.2.1.1 reinforcements arrive, and depots stand, where the enemy does not control the province at the start', () => {
    const enemyOf = (p: MajorPower) => s.sides[1 - sideOf(p)] ?? [];
    const hostile = (area: string, p: MajorPower) => {
      const ctrl = provinceController(s, map.provinceOf(area)!.id);
      return ctrl !== null && (enemyOf(p) as string[]).includes(ctrl);
    };
    const problems: string[] = [];
    for (const r of s.reinforcements) if (r.area && hostile(r.area, r.power)) problems.push(`${month(r.date)} ${r.power} at ${r.area}`);
    for (const d of s.forces.depots) {
      // a depot in enemy territory is allowed only where the owner's corps stand (an army living off its line)
      const covered = s.forces.corps.some((c) => c.area === d.area && controllerOfNationality(s, c.nationality) === d.owner);
      if (hostile(d.area, d.owner) && !covered) problems.push(`${d.owner} depot at ${d.area}`);
    }
    expect(problems).toEqual([]);
  });

  it('7.3.3 garrisons stand in cities of provinces their side controls; minor garrisons in their own country', () => {
    const problems: string[] = [];
    for (const g of s.forces.garrisons) {
      if (g.city === undefined) continue;
      const city = map.cityById(g.city as CityId);
      if (!city || city.area !== g.area) {
        problems.push(`${g.city}: not a city of area ${g.area}`);
        continue;
      }
      const province = map.provinceOf(g.area)!.id;
      const ctrl = provinceController(s, province);
      const own = controllerOfNationality(s, g.nationality);
      if (ctrl !== own) problems.push(`${g.nationality} garrison in ${g.city} (${province}, controlled by ${ctrl})`);
      if (!isMajorPower(g.nationality) && map.minorOf(province)?.id !== g.nationality) problems.push(`${g.nationality} garrison outside its country: ${g.city}`);
    }
    expect(problems).toEqual([]);
  });

  it('10.2.1.1 only free minor countries have forces; every minor listed is a map minor or a combination', () => {
    const problems: string[] = [];
    for (const m of s.minors) {
      if (!map.minorById(m.id) && !forces.combinationById(m.id)) problems.push(`${m.id}: unknown`);
    }
    const natOf = [...s.forces.corps.map((c) => c.nationality), ...s.forces.garrisons.map((g) => g.nationality)];
    for (const n of natOf) {
      if (isMajorPower(n)) continue;
      const m = s.minors.find((x) => x.id === n);
      if (m?.status !== 'free') problems.push(`${n}: forces of a ${m?.status ?? 'missing'} minor`);
    }
    expect(problems).toEqual([]);
  });

  it('4.6.3.3 a free minor fields no more than its chart strength for the year (1805, 1812, 1813 columns)', () => {
    const year = String(s.start.year);
    const problems: string[] = [];
    for (const m of s.minors.filter((x) => x.status === 'free')) {
      const chart = forces.minorById(m.id)?.start;
      const row = chart && (year === '1805' || year === '1812' || year === '1813') ? chart[year] : undefined;
      if (!row) continue;
      const sum = (t: 'infantry' | 'cavalry') =>
        s.forces.corps.filter((c) => c.nationality === m.id).reduce((a, c) => a + (c.factors[t] ?? 0), 0) +
        (t === 'infantry' ? s.forces.garrisons.filter((g) => g.nationality === m.id).reduce((a, g) => a + (g.factors.infantry ?? 0), 0) : 0);
      for (const t of ['infantry', 'cavalry'] as const) if (sum(t) > row[t]) problems.push(`${m.id} ${t} ${sum(t)} > ${row[t]}`);
    }
    expect(problems).toEqual([]);
  });

  it('7.2.1 depots within each power\'s counter mix; irregulars of their owners within the mix', () => {
    for (const p of inPlay) expect(s.forces.depots.filter((d) => d.owner === p).length).toBeLessThanOrEqual(forces.depotLimit(p));
    for (const r of s.forces.irregulars) {
      const def = forces.irregular(r.kind);
      expect(def?.owners).toContain(r.nationality);
      const from = def?.availableFrom[r.nationality];
      if (from) expect(start >= from).toBe(true);
      const mix = def?.counters[r.nationality];
      if (mix != null) expect(s.forces.irregulars.filter((x) => x.kind === r.kind && x.nationality === r.nationality).length).toBeLessThanOrEqual(mix);
    }
  });

  it('8.1.3.1 victory: each side can win, every objective is a city of its area, and the summary names the last month', () => {
    for (const side of s.sides) expect(s.victory.conditions.some((c) => side.includes(c.winner))).toBe(true);
    for (const c of s.victory.cities) expect(map.citiesIn(c.area).map((x) => x.id), `objective ${c.id}`).toContain(c.id);
    expect(s.victory.summary).toContain(`${MONTHS[s.end.month - 1]} ${s.end.year}`);
  });

  it('8.1.3.1 the summary names every objective city', () => {
    const missing = s.victory.cities.filter((c) => !s.victory.summary.includes(c.name));
    expect(missing).toEqual([]);
  });

  it('balance: side strengths weighted by morale and leaders are within a factor 1.5 of each other', () => {
    const [a, b] = sideStrengths(s);
    expect(a / b).toBeGreaterThan(1 / 1.5);
    expect(a / b).toBeLessThan(1.5);
  });

  it('9.0 / 8.1.3.1 runs headless to a winner with every decision answered by its first legal option', () => {
    const r = newGame({ scenario: raw(file), seed: 3, data });
    if (!r.ok) throw new Error('rejected');
    const end = playOut(r.value, 200_000);
    const v = end.over?.victory;
    if (!v) throw new Error('no winner');
    // nobody moves: the last month unless a side already meets a sudden-death condition
    if (v.kind === 'end') expect(end.date).toEqual(s.end);
    else expect(compareDates(end.date, s.end)).toBeLessThan(0);
    expect(sideOf('france')).toBe(0);
  });
});
