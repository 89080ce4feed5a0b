/**
 * npx tsx scripts/campaign1805/build.ts
 *
 * Writes the two campaigns that start in January 1805 from one reconstructed setup
 * (`forces.ts` here, the printed data files, and the facts below): 14.4 The 1805-1807 campaign
 * (to December 1807) and 14.7 the Grand Campaign (to December 1815, 132 turns). Rerun after
 * changing this folder or the leaders' dates; the setup tests (test/campaign/setup1805.test.ts)
 * check the files it writes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CORPS, DEPOTS, FLEETS, GARRISONS } from './forces';

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = <T>(p: string): T => JSON.parse(readFileSync(path.join(ROOT, p), 'utf8')) as T;

interface MapJson {
  cities: { id: string; area: string }[];
  provinces: { id: string; money: number; manpower: number; owner: { kind: string; power?: string; minor?: string } }[];
  minors: { id: string; name: string; districts: string[] }[];
}
interface RosterCorps { id: string; owner: string; designation: string; type: string; movement: { printed: number; parenthesized?: boolean } }
interface RosterFleet { id: string; owner: string; designation: string; maxShips: number }
interface LeaderJson { id: string; name: string; nationality: string; arrival: string; removal: string | null }
interface MinorJson { id: string; name: string; start: Record<string, { status: string; controller?: string; districtOf?: string }> }

const map = read<MapJson>('assets/map/map.json');
const roster = read<{ corps: RosterCorps[] }>('assets/forces/corps.json').corps;
const fleetRoster = read<{ fleets: RosterFleet[] }>('assets/forces/fleets.json').fleets;
const leaders = read<{ leaders: LeaderJson[] }>('assets/leaders/leaders.json').leaders;
const minorChart = read<{ minors: MinorJson[] }>('assets/minors/minors.json').minors;

const POWERS = ['france', 'britain', 'spain', 'austria', 'prussia', 'russia', 'turkey'] as const;
type Power = (typeof POWERS)[number];
const isPower = (x: string): x is Power => (POWERS as readonly string[]).includes(x);

const cityArea = (city: string): string => {
  const c = map.cities.find((x) => x.id === city);
  if (!c) throw new Error(`no city ${city}`);
  return c.area;
};
const place = (at: string): { area: string } => ({ area: at.startsWith('@') ? cityArea(at.slice(1)) : at });

// ---- minors (1805 line of the Minor Countries Chart; v2.71 14.1.5.1) ------------------------
const minors = map.minors.map((m) => {
  const own = minorChart.find((x) => x.id === m.id)?.start['1805'];
  // 14.1.5.1.2 Romagna is the Cisalpine Republic's second district: it shares Lombardy's status
  const line = own?.status === 'secondaryDistrict' ? minorChart.find((x) => x.id === own.districtOf)?.start['1805'] : own;
  if (!line) throw new Error(`no 1805 line for ${m.id}`);
  const status = line.status === 'free' || line.status === 'conquered' ? line.status : 'neutral';
  return { id: m.id, name: m.name, status, controller: status === 'neutral' ? null : line.controller! };
});
const controllerOf = (nationality: string): Power | null => (isPower(nationality) ? nationality : ((minors.find((m) => m.id === nationality)?.controller ?? null) as Power | null));

// ---- money and manpower: one Economic Phase of the printed province values ------------------
// reconstructed: each power starts with the money and manpower its home provinces and the minors
// it controls print on the map (a first quarter's land revenue), so every value follows the map.
const minorOfProvince = (provinceId: string): string | null => map.minors.find((m) => m.districts.includes(provinceId))?.id ?? null;
function revenue(power: Power): { money: number; manpower: number } {
  let money = 0;
  let manpower = 0;
  for (const p of map.provinces) {
    const owner = p.owner.kind === 'major' ? p.owner.power : minors.find((m) => m.id === minorOfProvince(p.id))?.controller;
    if (owner === power) {
      money += p.money;
      manpower += p.manpower;
    }
  }
  return { money, manpower };
}

// ---- forces -------------------------------------------------------------------------------
// Corps are named with their nation's adjective, so no two nations' corps share a name in the
// log or a view ("I" alone would be every nation's I Corps); the counter is the scenario key.
const ADJECTIVE: Record<string, string> = {
  france: 'French', britain: 'British', spain: 'Spanish', austria: 'Austrian', prussia: 'Prussian', russia: 'Russian', turkey: 'Ottoman', holland: 'Dutch', lombardy: 'Italian',
};
function corpsName(r: RosterCorps): string {
  const adj = ADJECTIVE[r.owner] ?? r.owner;
  const d = r.designation;
  // 10.1.3 the engine knows the Turkish imperial cavalry by its printed designation
  if (r.owner === 'turkey' && d === 'Imp C') return d;
  const named: Record<string, string> = { Gd: `${adj} Guard`, A: `${adj} Artillery Reserve`, Gr: `${adj} Grenadiers`, NC: 'Nizam-i Cedid', Holland: 'Dutch Corps' };
  if (named[d]) return named[d];
  if (d.startsWith('Jan ')) return `Janissaries ${d.slice(4)}`;
  if (d.endsWith(' C')) return `${adj} ${d.slice(0, -2)} Cavalry Corps`;
  return `${adj} ${d} Corps`;
}
const corps = CORPS.map((c) => {
  const r = roster.find((x) => x.id === c.roster);
  if (!r) throw new Error(`no corps counter ${c.roster}`);
  const french = controllerOf(r.owner) === 'france';
  const movement = r.movement.printed === 5 ? 5 : r.movement.parenthesized && french ? 4 : 3;
  return { id: r.id, name: corpsName(r), nationality: r.owner, type: r.type, movement, ...place(c.at), factors: c.factors };
});
const fleets = FLEETS.map((f) => {
  const r = fleetRoster.find((x) => x.id === f.roster);
  if (!r) throw new Error(`no fleet counter ${f.roster}`);
  const location = f.where.kind === 'sea' ? f.where : f.where.kind === 'port' ? { kind: 'port', area: cityArea(f.where.city), city: f.where.city } : f.where;
  // corps and fleets share the scenario's keys, so a fleet is keyed `fleet-<roster>`; its name is the
  // counter's designation, by which the Economic Phase knows the counter is on the map (8.5.4)
  return { id: `fleet-${r.id}`, name: r.designation, nationality: r.owner, ships: f.ships, maxShips: r.maxShips, location };
});
const garrisons = GARRISONS.map((g) => ({ nationality: g.nationality, area: cityArea(g.city), city: g.city, factors: { infantry: g.infantry } }));
const depots = DEPOTS.map((d) => ({ owner: d.owner, ...place(d.at) }));

// ---- leaders and their dates (leaders.json, with v2.71 14.7.6 applied there) ------------------
const ym = (s: string) => ({ year: Number(s.slice(0, 4)), month: Number(s.slice(5, 7)) });
const START = { month: 1, year: 1805 };
const withOf = new Map<string, string>();
for (const c of CORPS) for (const l of c.leaders ?? []) withOf.set(l, c.roster);
for (const f of FLEETS) for (const l of f.leaders ?? []) withOf.set(l, `fleet-${f.roster}`);
// only the seven powers' own leaders: the minors' (Poniatowski, Wrede, Muhammad Ali) come with their combinations (section 11)
const majorLeaders = leaders.filter((l) => isPower(l.nationality));
const atStart = majorLeaders.filter((l) => l.arrival <= '1805-01' && (l.removal === null || l.removal > '1805-01'));

function campaign(kind: '14.4' | '14.7') {
  const end = kind === '14.4' ? { month: 12, year: 1807 } : { month: 12, year: 1815 };
  const endKey = `${end.year}-${String(end.month).padStart(2, '0')}`;
  const reinforcements = majorLeaders
    .filter((l) => l.arrival > '1805-01' && l.arrival <= endKey)
    .sort((a, b) => (a.arrival < b.arrival ? -1 : a.arrival > b.arrival ? 1 : a.id < b.id ? -1 : 1))
    .map((l) => ({ date: ym(l.arrival), power: l.nationality, leaders: [l.id] }));
  const scheduled = majorLeaders
    .filter((l) => l.removal !== null && l.removal > '1805-01' && l.removal <= endKey)
    .sort((a, b) => (a.removal! < b.removal! ? -1 : a.removal! > b.removal! ? 1 : a.id < b.id ? -1 : 1))
    .map((l) => ({ kind: 'withdraw', date: ym(l.removal!), power: l.nationality, corps: [], leaders: [l.id] }));
  const powers = Object.fromEntries(POWERS.map((p) => [p, { ...revenue(p), politicalPoints: 0, victoryPoints: 0 }]));
  // charts_more (printed start labels, campaign I): France dominant 2, the others neutral
  const status = { france: ['dominant', 2], britain: ['neutral', 9], spain: ['neutral', 5], austria: ['neutral', 2], prussia: ['neutral', 10], russia: ['neutral', 7], turkey: ['neutral', 3] } as const;
  const long = kind === '14.7';
  return {
    format: 'eia-scenario/1',
    id: long ? 'grand-campaign-1805' : 'campaign-1805-1807',
    title: long ? 'The Grand Campaign, 1805-1815' : 'The Campaign of 1805-1807',
    source: long ? '14.7 (the setup is 14.4\'s, v2.71 14.1.5.1 and 14.7.6 applied)' : '14.4 (v2.71 14.1.5.1 applied)',
    description: long
      ? 'January 1805 to December 1815, 132 months: all seven powers from the camps of Boulogne to the Congress of Vienna. France and its Spanish ally start at war with Britain; every other power is free to choose its wars, alliances and peace terms, and the winner is the power that runs furthest ahead of its victory level.'
      : 'January 1805 to December 1807, 36 months: the years of Ulm, Austerlitz, Jena and Friedland, played as a campaign by all seven powers. France starts dominant with the Grande Armée on the Channel coast, at war with Britain; Austria, Prussia and Russia decide when to join the coalition. Victory is judged by each power\'s share of its victory level.',
    provenance: {
      kind: 'reconstructed',
      method:
        'printed 14.x setup not found: forces from the January 1805 orders of battle at about 1,500 men per factor fitted to the corps counters; fleets from the 1805 navy lists; money and manpower one quarter of the printed province values of each power\'s home nation and controlled minors; minors from the Minor Countries Chart 1805 line; political status from the printed start labels (charts_more); leaders and their dates from assets/leaders (v2.71 14.7.6); wars and alliances those in force in January 1805',
    },
    kind: 'campaign',
    start: START,
    end,
    mapPortion: 'all',
    sides: [],
    setupOrder: [...POWERS],
    powers,
    // 11.9.2 no war between major powers is required at the start: the ones players expect from
    // history are kept (Britain and France since May 1803, Spain's declaration of December 1804,
    // the Franco-Spanish treaty of January 1805); the Third Coalition is left to the players.
    relations: { wars: [['britain', 'france'], ['britain', 'spain']], alliances: [['france', 'spain']], enforcedPeace: [] },
    political: {
      status: Object.fromEntries(Object.entries(status).map(([p, [zone, number]]) => [p, { zone, number }])),
      access: [],
      minorWars: [],
    },
    minors,
    forces: {
      corps,
      garrisons,
      depots,
      leaders: atStart.map((l) => ({ id: l.id, name: l.name, owner: l.nationality, ...(withOf.has(l.id) ? { with: withOf.get(l.id) } : {}) })),
      irregulars: [],
      fleets,
    },
    prisoners: [],
    reinforcements,
    victory: {
      summary: long
        ? 'Campaign victory (8.1.3.2): each power gathers victory points in the Victory Points Steps of the Economic Phases; after December 1815 the power furthest over its level on the Victory Levels Chart wins (final manpower counted, 8.1.3.2.3); Great Britain wins if nobody reaches its level.'
        : 'Campaign victory (8.1.3.2.2): the game ends after December 1807; each power\'s victory points are compared as a percentage of its victory level for the 12 Victory Points Steps played, the highest share wins (final manpower counted, 8.1.3.2.3).',
    },
    scheduled,
    economy: {
      status: Object.fromEntries(Object.entries(status).map(([p, [zone, box]]) => [p, { zone, box }])),
      // 14.1.5.1.2 the Cisalpine Republic (Lombardy and Romagna) is one French free state: no province is ceded at the start
      ceded: [],
      usWar: false,
    },
  };
}

const out = path.join(ROOT, 'assets/scenarios');
writeFileSync(path.join(out, '14.4-1805-1807-campaign.json'), `${JSON.stringify(campaign('14.4'), null, 1)}\n`);
writeFileSync(path.join(out, '14.7-grand-campaign.json'), `${JSON.stringify(campaign('14.7'), null, 1)}\n`);
console.log('wrote 14.4-1805-1807-campaign.json and 14.7-grand-campaign.json');
