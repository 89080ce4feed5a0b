/**
 * Forces data: corps and fleet rosters, depots, garrisons, irregulars, leaders and the Minor
 * Countries Chart. `parseForces` validates shipped data and override packs alike; the default
 * data is parsed once at load and exposed through lookups and `FORCES_SOURCES`.
 */
import corpsJson from '../../../assets/forces/corps.json';
import depotsJson from '../../../assets/forces/depots.json';
import fleetsJson from '../../../assets/forces/fleets.json';
import garrisonsJson from '../../../assets/forces/garrisons.json';
import irregularsJson from '../../../assets/forces/irregulars.json';
import leadersJson from '../../../assets/leaders/leaders.json';
import minorsJson from '../../../assets/minors/minors.json';
import type { Provenance } from '../../model';
import { createForcesLookup } from './lookups';
import type { ForcesLookup } from './lookups';
import { parseForces } from './parseForces';
import type { ForcesData, ForcesFile, ForcesRaw } from './parseForces';

export * from './schema';
export * from './parseForces';
export * from './lookups';
export * from './ratings';
export * from './capacity';

/** The shipped forces files, keyed as an override pack would key them. */
export const DEFAULT_FORCES_RAW: ForcesRaw = {
  'forces/corps.json': corpsJson,
  'forces/fleets.json': fleetsJson,
  'forces/depots.json': depotsJson,
  'forces/garrisons.json': garrisonsJson,
  'forces/irregulars.json': irregularsJson,
  'leaders/leaders.json': leadersJson,
  'minors/minors.json': minorsJson,
};

function loadDefault(): ForcesData {
  const result = parseForces(DEFAULT_FORCES_RAW);
  if (!result.ok) {
    // shipped data is checked by tests; reaching this is a build defect, not a player error
    const first = result.errors.slice(0, 5).map((e) => `${e.file} ${e.path}: ${e.expected}`);
    throw new Error(`shipped forces data invalid:\n${first.join('\n')}`);
  }
  return result.value;
}

export const DEFAULT_FORCES: ForcesData = loadDefault();
export const forces: ForcesLookup = createForcesLookup(DEFAULT_FORCES);

export const { corpsById, corpsOf, fleetsOf, leaderById, leadersAvailable, minorById, combinationById, districtUnions, depotLimit } = forces;

/** One row of the Data Sources screen (same shape as the charts' `ChartSource`). */
export interface ForcesSource {
  readonly id: string;
  readonly file: string;
  readonly title: string;
  readonly rules: readonly string[];
  readonly provenance: Provenance;
}

const TABLE_RULES: Record<ForcesFile, readonly string[]> = {
  'forces/corps.json': ['2.4.2', '7.3.1.1', '10.1.3', '10.1.4', '10.1.5', '10.6.1'],
  'forces/fleets.json': ['2.4.2', '6.2.1'],
  'forces/depots.json': ['7.2.1', '7.3.3.5', '12.3.1'],
  'forces/garrisons.json': ['5.2.2.2.2', '7.3.3'],
  'forces/irregulars.json': ['10.1.1', '10.1.2'],
  'leaders/leaders.json': ['10.6', '10.6.5', '12.3.7.3', '14.7.6'],
  'minors/minors.json': ['4.6.2.1', '4.6.3.3', '10.4', '10.4.5'],
};

/** Per forces table: id, file, title, rules and provenance, for the Data Sources screen. */
export function forcesSources(data: ForcesData): ForcesSource[] {
  return data.tables.map((t) => ({
    id: t.file.replace(/^.*\//, '').replace(/\.json$/, ''),
    file: `assets/${t.file}`,
    title: t.title,
    rules: TABLE_RULES[t.file],
    provenance: t.provenance,
  }));
}

export const FORCES_SOURCES: readonly ForcesSource[] = forcesSources(DEFAULT_FORCES);
