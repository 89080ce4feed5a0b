/**
 * One validator for the forces tables, used for the shipped data and for a player's override pack:
 * schema first, then cross-references (ids unique, owners and nationalities known, dates ordered,
 * districts on the map when the map is supplied).
 */
import type { z } from 'zod';
import { isMajorPower } from '../../model';
import type { Provenance } from '../../model';
import {
  corpsFileSchema,
  depotsFileSchema,
  fleetsFileSchema,
  garrisonsFileSchema,
  irregularsFileSchema,
  leadersFileSchema,
  minorsFileSchema,
} from './schema';
import type { Combination, Corps, DistrictUnion, Fleet, Irregular, Leader, Minor } from './schema';

/** Files of the forces tables, as paths relative to `assets/` (an override pack mirrors them). */
export const FORCES_FILES = [
  'forces/corps.json',
  'forces/fleets.json',
  'forces/depots.json',
  'forces/garrisons.json',
  'forces/irregulars.json',
  'leaders/leaders.json',
  'minors/minors.json',
] as const;
export type ForcesFile = (typeof FORCES_FILES)[number];
export type ForcesRaw = Record<ForcesFile, unknown>;

export type ForcesErrorCode =
  | 'missingFile'
  | 'schema'
  | 'duplicateId'
  | 'unknownOwner'
  | 'unknownNationality'
  | 'datesOutOfOrder'
  | 'unknownProvince'
  | 'unknownMinor'
  | 'missingMinor';

/** A validation failure: which file, where in it (JSON path), and what was expected there. */
export interface ForcesError {
  readonly code: ForcesErrorCode;
  readonly file: ForcesFile;
  readonly path: string;
  readonly expected: string;
}

export type Result<T, E> = { ok: true; value: T } | { ok: false; errors: E[] };

export type DepotsTable = z.infer<typeof depotsFileSchema>;
export type GarrisonsTable = z.infer<typeof garrisonsFileSchema>;

export interface ForcesTableInfo {
  readonly file: ForcesFile;
  readonly title: string;
  readonly provenance: Provenance;
}

/** The validated forces data. */
export interface ForcesData {
  readonly corps: readonly Corps[];
  readonly fleets: readonly Fleet[];
  readonly depots: DepotsTable;
  readonly garrisons: GarrisonsTable;
  readonly irregulars: readonly Irregular[];
  readonly leaders: readonly Leader[];
  readonly minors: readonly Minor[];
  readonly combinations: readonly Combination[];
  /** v2.71 10.4.5 the multi-district minors players may create. */
  readonly districtUnions: readonly DistrictUnion[];
  readonly tables: readonly ForcesTableInfo[];
}

/** What the map knows, for checking minor and district ids; optional so the forces can load alone. */
export interface MapIds {
  readonly provinces: ReadonlySet<string>;
  /** Minor id → its district (province) ids. */
  readonly minors: ReadonlyMap<string, readonly string[]>;
}

/** MapIds from map data shaped like `assets/map/map.json` (structural, so forces need not import the map module). */
export function mapIdsFrom(map: {
  readonly provinces: readonly { readonly id: string }[];
  readonly minors: readonly { readonly id: string; readonly districts: readonly string[] }[];
  readonly optionalDistricts?: readonly { readonly province: { readonly id: string; readonly owner: { readonly kind: string; readonly minor?: string } } }[];
}): MapIds {
  // v2.71 1.1.2 a district an option adds to a minor (Hither Pomerania) counts as one of its districts here
  const extra = (id: string) => (map.optionalDistricts ?? []).filter((d) => d.province.owner.minor === id).map((d) => d.province.id);
  return {
    provinces: new Set([...map.provinces.map((p) => p.id), ...(map.optionalDistricts ?? []).map((d) => d.province.id)]),
    minors: new Map(map.minors.map((m) => [m.id, [...m.districts, ...extra(m.id)]])),
  };
}

const SCHEMAS = {
  'forces/corps.json': corpsFileSchema,
  'forces/fleets.json': fleetsFileSchema,
  'forces/depots.json': depotsFileSchema,
  'forces/garrisons.json': garrisonsFileSchema,
  'forces/irregulars.json': irregularsFileSchema,
  'leaders/leaders.json': leadersFileSchema,
  'minors/minors.json': minorsFileSchema,
} as const;

function jsonPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((acc, key) => (typeof key === 'number' ? `${acc}[${key}]` : `${acc}.${String(key)}`), '$');
}

function schemaErrors(file: ForcesFile, error: z.ZodError): ForcesError[] {
  return error.issues.map((issue) => {
    const expected = 'expected' in issue && typeof issue.expected === 'string' ? `${issue.expected}: ${issue.message}` : issue.message;
    return { code: 'schema', file, path: jsonPath(issue.path), expected };
  });
}

/** Replace whole files of `base` with those present in `pack` (a data pack overrides by file). */
export function applyForcesOverrides(base: ForcesRaw, pack: Partial<ForcesRaw>): ForcesRaw {
  const merged = { ...base };
  for (const file of FORCES_FILES) {
    if (pack[file] !== undefined) merged[file] = pack[file];
  }
  return merged;
}

/** Validate every forces file and their cross-references; returns typed data or every error found. */
export function parseForces(raw: Partial<ForcesRaw>, map?: MapIds): Result<ForcesData, ForcesError> {
  const errors: ForcesError[] = [];
  const parsed: Partial<{ [F in ForcesFile]: z.infer<(typeof SCHEMAS)[F]> }> = {};
  for (const file of FORCES_FILES) {
    const value = raw[file];
    if (value === undefined) {
      errors.push({ code: 'missingFile', file, path: '$', expected: `the file ${file}` });
      continue;
    }
    const result = SCHEMAS[file].safeParse(value);
    if (result.success) (parsed as Record<string, unknown>)[file] = result.data;
    else errors.push(...schemaErrors(file, result.error));
  }
  const corpsFile = parsed['forces/corps.json'];
  const fleetsFile = parsed['forces/fleets.json'];
  const depots = parsed['forces/depots.json'];
  const garrisons = parsed['forces/garrisons.json'];
  const irregularsFile = parsed['forces/irregulars.json'];
  const leadersFile = parsed['leaders/leaders.json'];
  const minorsFile = parsed['minors/minors.json'];
  if (!corpsFile || !fleetsFile || !depots || !garrisons || !irregularsFile || !leadersFile || !minorsFile) {
    return { ok: false, errors };
  }

  const minorIds = new Set(minorsFile.minors.map((m) => m.id));
  const combinationIds = new Set(minorsFile.combinations.map((c) => c.id));
  const isNation = (id: string): boolean => isMajorPower(id) || minorIds.has(id) || combinationIds.has(id);

  uniqueIds('forces/corps.json', 'corps', corpsFile.corps, errors);
  uniqueIds('forces/fleets.json', 'fleets', fleetsFile.fleets, errors);
  uniqueIds('leaders/leaders.json', 'leaders', leadersFile.leaders, errors);
  uniqueIds('minors/minors.json', 'minors', minorsFile.minors, errors);
  uniqueIds('minors/minors.json', 'combinations', minorsFile.combinations, errors);

  corpsFile.corps.forEach((c, i) => {
    if (!isNation(c.owner))
      errors.push({
        code: 'unknownOwner',
        file: 'forces/corps.json',
        path: `$.corps[${i}].owner`,
        expected: 'a major power, minor country or combination id',
      });
    if (c.availableFrom && c.availableUntil && c.availableFrom >= c.availableUntil)
      errors.push({
        code: 'datesOutOfOrder',
        file: 'forces/corps.json',
        path: `$.corps[${i}].availableUntil`,
        expected: 'a month after availableFrom',
      });
  });
  fleetsFile.fleets.forEach((f, i) => {
    if (!isNation(f.owner))
      errors.push({
        code: 'unknownOwner',
        file: 'forces/fleets.json',
        path: `$.fleets[${i}].owner`,
        expected: 'a major power, minor country or combination id',
      });
  });
  leadersFile.leaders.forEach((l, i) => {
    const at = `$.leaders[${i}]`;
    if (!isNation(l.nationality))
      errors.push({
        code: 'unknownNationality',
        file: 'leaders/leaders.json',
        path: `${at}.nationality`,
        expected: 'a major power, minor country or combination id',
      });
    if (l.transfer && !isNation(l.transfer.to))
      errors.push({
        code: 'unknownNationality',
        file: 'leaders/leaders.json',
        path: `${at}.transfer.to`,
        expected: 'a major power, minor country or combination id',
      });
    if (l.removal !== null && l.removal <= l.arrival)
      errors.push({ code: 'datesOutOfOrder', file: 'leaders/leaders.json', path: `${at}.removal`, expected: 'a month after arrival' });
    if (l.transfer && (l.transfer.date <= l.arrival || (l.removal !== null && l.transfer.date >= l.removal)))
      errors.push({
        code: 'datesOutOfOrder',
        file: 'leaders/leaders.json',
        path: `${at}.transfer.date`,
        expected: 'a month between arrival and removal',
      });
    const rated = l.strategic !== null && l.tactical !== null && l.tacticalMax !== null && l.seniority !== null;
    const unrated = l.strategic === null && l.tactical === null && l.tacticalMax === null && l.seniority === null;
    // 10.6.4.2 only the naval leader has no rating numbers
    if (l.kind === 'land' ? !rated : !unrated)
      errors.push({
        code: 'schema',
        file: 'leaders/leaders.json',
        path: at,
        expected: l.kind === 'land' ? 'all four ratings on a land leader' : 'no ratings on a naval leader',
      });
  });
  minorsFile.minors.forEach((m, i) => {
    for (const year of ['1805', '1812', '1813'] as const) {
      const s = m.start[year];
      const at = `$.minors[${i}].start.${year}`;
      const needsController = s.status === 'free' || s.status === 'conquered';
      if (needsController !== (s.controller !== undefined))
        errors.push({
          code: 'schema',
          file: 'minors/minors.json',
          path: `${at}.controller`,
          expected: needsController ? 'the controlling major power' : 'no controller for a neutral minor or district',
        });
      if ((s.status === 'secondaryDistrict') !== (s.districtOf !== undefined && minorIds.has(s.districtOf)))
        errors.push({
          code: 'unknownMinor',
          file: 'minors/minors.json',
          path: `${at}.districtOf`,
          expected: "the major district's minor id, only for a secondary district",
        });
      if (s.status !== 'free' && s.status !== 'neutral' && s.infantry + s.cavalry + s.ships > 0)
        errors.push({
          code: 'schema',
          file: 'minors/minors.json',
          path: at,
          expected: 'no forces: conquered minors and separate districts have none (10.2.1.1, 10.4.4)',
        });
    }
  });
  if (map) checkAgainstMap(minorsFile.minors, minorsFile.combinations, map, errors);
  if (errors.length > 0) return { ok: false, errors };

  const info = (file: ForcesFile, t: { title: string; provenance: Provenance }): ForcesTableInfo => ({
    file,
    title: t.title,
    provenance: t.provenance,
  });
  return {
    ok: true,
    value: {
      corps: corpsFile.corps,
      fleets: fleetsFile.fleets,
      depots,
      garrisons,
      irregulars: irregularsFile.irregulars,
      leaders: leadersFile.leaders,
      minors: minorsFile.minors,
      combinations: minorsFile.combinations,
      districtUnions: minorsFile.districtUnions,
      tables: [
        info('forces/corps.json', corpsFile),
        info('forces/fleets.json', fleetsFile),
        info('forces/depots.json', depots),
        info('forces/garrisons.json', garrisons),
        info('forces/irregulars.json', irregularsFile),
        info('leaders/leaders.json', leadersFile),
        info('minors/minors.json', minorsFile),
      ],
    },
  };
}

function uniqueIds(file: ForcesFile, key: string, items: readonly { id: string }[], errors: ForcesError[]): void {
  const seen = new Set<string>();
  items.forEach((item, i) => {
    if (seen.has(item.id))
      errors.push({ code: 'duplicateId', file, path: `$.${key}[${i}].id`, expected: `an id not used before (${item.id})` });
    seen.add(item.id);
  });
}

function checkAgainstMap(minors: readonly Minor[], combinations: readonly Combination[], map: MapIds, errors: ForcesError[]): void {
  const file: ForcesFile = 'minors/minors.json';
  minors.forEach((m, i) => {
    if (m.partOf !== undefined) {
      // a secondary district's own chart line: it must be a district of its minor on the map
      if (!(map.minors.get(m.partOf) ?? []).includes(m.id))
        errors.push({ code: 'unknownProvince', file, path: `$.minors[${i}].partOf`, expected: `a map minor with the district ${m.id}` });
      return;
    }
    const mapDistricts = map.minors.get(m.id);
    if (!mapDistricts) {
      errors.push({ code: 'unknownMinor', file, path: `$.minors[${i}].id`, expected: `a minor country id of the map (${m.id})` });
      return;
    }
    m.districts.forEach((d, j) => {
      if (!mapDistricts.includes(d))
        errors.push({
          code: 'unknownProvince',
          file,
          path: `$.minors[${i}].districts[${j}]`,
          expected: `a district of ${m.id} on the map (${d})`,
        });
    });
  });
  const ours = new Set(minors.map((m) => m.id));
  for (const id of map.minors.keys()) {
    if (!ours.has(id))
      errors.push({ code: 'missingMinor', file, path: '$.minors', expected: `an entry for the map's minor country ${id}` });
  }
  combinations.forEach((c, i) => {
    c.members.forEach((p, j) => {
      if (!map.provinces.has(p) && !map.minors.has(p))
        errors.push({
          code: 'unknownProvince',
          file,
          path: `$.combinations[${i}].members[${j}]`,
          expected: `a province or minor id of the map (${p})`,
        });
    });
  });
}
