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
import type { ForcesData, ForcesRaw } from './parseForces';

export * from './schema';
export * from './parseForces';
export * from './lookups';
export * from './ratings';

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

export const { corpsById, corpsOf, fleetsOf, leaderById, leadersAvailable, minorById, combinationById, depotLimit } = forces;

/** Per table: id (file), title and provenance, for the Data Sources screen. */
export const FORCES_SOURCES: readonly { id: string; title: string; provenance: Provenance }[] = DEFAULT_FORCES.tables.map((t) => ({
  id: t.file,
  title: t.title,
  provenance: t.provenance,
}));
