/**
 * Every table the game runs on, with where it comes from: the one list behind the Data
 * Sources screen and the README. Map rows summarise map.json; charts and forces list their
 * own tables.
 */
import type { Provenance } from '../model';
import { chartSources, DEFAULT_CHARTS, type ChartBundle } from './charts';
import { DEFAULT_FORCES, forcesSources, type ForcesData } from './forces';
import type { MapData } from './map';
import { RULES_SOURCE } from './rules';

export const SOURCE_GROUPS = ['map', 'charts', 'forces', 'rules'] as const;
export type SourceGroup = (typeof SOURCE_GROUPS)[number];

export const SOURCE_GROUP_TITLES: Record<SourceGroup, string> = {
  map: 'Map of Europe',
  charts: 'Charts and tables',
  forces: 'Counters, leaders and minor countries',
  rules: 'Rules index',
};

export interface DataSource {
  readonly group: SourceGroup;
  readonly id: string;
  readonly file: string;
  readonly title: string;
  readonly rules: readonly string[];
  readonly provenance: Provenance;
  /** How many entries of the table carry each provenance kind, where it varies per entry. */
  readonly mix?: Partial<Record<Provenance['kind'], number>>;
  /** The table comes from the player's data pack, not the shipped data. */
  readonly pack?: boolean;
}

function count(kinds: readonly Provenance['kind'][]): Partial<Record<Provenance['kind'], number>> {
  const out: Partial<Record<Provenance['kind'], number>> = {};
  for (const k of kinds) out[k] = (out[k] ?? 0) + 1;
  return out;
}

/** The map's tables, from the provenance recorded per entry in map.json. */
export function mapSources(map: MapData): DataSource[] {
  const file = 'map/map.json';
  const base = map.provenance;
  const owners = map.provinces.map((p) => p.ownerProvenance);
  const seas = map.seaAreas.map((s) => s.provenance);
  const minors = map.minors.map((m) => m.provenance);
  return [
    {
      group: 'map',
      id: 'areas',
      file,
      title: `Areas: terrain, forage, coasts (${map.areas.length})`,
      rules: ['7.3', '7.4.1'],
      provenance: base,
    },
    {
      group: 'map',
      id: 'adjacency',
      file,
      title: `Adjacency, borders and rivers (${map.adjacency.length})`,
      rules: ['7.3.1'],
      provenance: base,
    },
    {
      group: 'map',
      id: 'provinces',
      file,
      title: `Province values and capitals (${map.provinces.length})`,
      rules: ['8.2'],
      provenance: base,
      mix: count(map.provinces.map((p) => p.valuesProvenance.kind)),
    },
    {
      group: 'map',
      id: 'owners',
      file,
      title: 'Home nations and minor countries in 1805',
      rules: ['10.3', '10.4'],
      provenance: {
        kind: 'reconstructed',
        method:
          'each province given to the power whose red national border encloses it in 1805, or to a minor country; a reason per province in assets/map/README.md',
      },
      mix: count([...owners, ...minors].map((p) => p.kind)),
    },
    {
      group: 'map',
      id: 'cities',
      file,
      title: `Cities: spires, fleches, capitals (${map.cities.length})`,
      rules: ['7.3.3.4', '7.5.4.1.1.1'],
      provenance: base,
    },
    {
      group: 'map',
      id: 'ports',
      file,
      title: `Ports: trade values and harbour guns (${map.ports.length})`,
      rules: ['8.2.1.2.1', '6.3.3.3'],
      provenance: base,
    },
    {
      group: 'map',
      id: 'seas',
      file,
      title: 'Sea areas: names, ice line, Black Sea, Dardanelles',
      rules: ['6.2.1.3', '6.2.1.4'],
      provenance: {
        kind: 'reconstructed',
        method: "names of our own from the coasts each sea touches; ice line, Black Sea and Dardanelles from the map's lines and the rules",
      },
      mix: count(seas.map((p) => p.kind)),
    },
    {
      group: 'map',
      id: 'fixes',
      file,
      title: `Corrections to the extraction (${map.fixes.length})`,
      rules: [],
      provenance: {
        kind: 'reconstructed',
        method: 'each contact, merge and island reviewed against geography and the rules; every fix lists its reason',
      },
    },
  ];
}

/** The tables a game is played with; `packed` lists the files a data pack replaced. */
export interface TableSet {
  readonly map: MapData;
  readonly charts?: ChartBundle;
  readonly forces?: ForcesData;
  readonly packed?: ReadonlySet<string>;
}

/** Every table: the map's, the charts, the forces, the rules index. */
export function dataSources(tables: TableSet): DataSource[] {
  const packed = tables.packed ?? new Set<string>();
  const asset = (file: string) => file.replace(/^assets\//, '');
  const mark = (s: DataSource): DataSource => (packed.has(s.file) ? { ...s, pack: true } : s);
  return [
    ...mapSources(tables.map),
    ...chartSources(tables.charts ?? DEFAULT_CHARTS).map((c) => ({
      group: 'charts' as const,
      id: c.id,
      file: asset(c.file),
      title: c.title,
      rules: c.rules,
      provenance: c.provenance,
    })),
    ...forcesSources(tables.forces ?? DEFAULT_FORCES).map((f) => ({
      group: 'forces' as const,
      id: f.id,
      file: asset(f.file),
      title: f.title,
      rules: f.rules,
      provenance: f.provenance,
    })),
    { group: 'rules', id: 'rules', file: 'rules/rules.json', title: 'Rule numbers with short titles and summaries of our own', rules: [], provenance: RULES_SOURCE },
  ].map((s) => mark(s as DataSource));
}
