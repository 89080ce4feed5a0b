/** Lookups over validated forces data; indexes are built once so each lookup is O(1). */
import type { MajorPower } from '../../model';
import type { ForcesData } from './parseForces';
import type { Combination, Corps, DistrictUnion, Fleet, Irregular, Leader, Minor, Month } from './schema';

export interface ForcesLookup {
  readonly data: ForcesData;
  corpsById(id: string): Corps | undefined;
  /** Corps counters of a major power or minor country, in roster order. */
  corpsOf(owner: string): readonly Corps[];
  fleetsOf(owner: string): readonly Fleet[];
  leaderById(id: string): Leader | undefined;
  /** 10.6 leaders in the game on `date` (arrived, not yet removed), optionally of one nationality on that date. */
  leadersAvailable(date: Month, nationality?: string): readonly Leader[];
  minorById(id: string): Minor | undefined;
  combinationById(id: string): Combination | undefined;
  /** v2.71 10.4.5 the multi-district minors players may create. */
  districtUnions(): readonly DistrictUnion[];
  irregular(id: Irregular['id']): Irregular | undefined;
  /** 7.2.1 depots a power may have on the map at once. */
  depotLimit(power: MajorPower): number;
}

export function createForcesLookup(data: ForcesData): ForcesLookup {
  const corpsById = new Map(data.corps.map((c) => [c.id, c]));
  const corpsByOwner = groupBy(data.corps, (c) => c.owner);
  const fleetsByOwner = groupBy(data.fleets, (f) => f.owner);
  const leaders = new Map(data.leaders.map((l) => [l.id, l]));
  const minors = new Map(data.minors.map((m) => [m.id, m]));
  const combinations = new Map(data.combinations.map((c) => [c.id, c]));
  const irregulars = new Map(data.irregulars.map((i) => [i.id, i]));
  return {
    data,
    corpsById: (id) => corpsById.get(id),
    corpsOf: (owner) => corpsByOwner.get(owner) ?? [],
    fleetsOf: (owner) => fleetsByOwner.get(owner) ?? [],
    leaderById: (id) => leaders.get(id),
    leadersAvailable: (date, nationality) =>
      data.leaders.filter((l) => isLeaderInGame(l, date) && (nationality === undefined || leaderNationality(l, date) === nationality)),
    minorById: (id) => minors.get(id),
    combinationById: (id) => combinations.get(id),
    districtUnions: () => data.districtUnions,
    irregular: (id) => irregulars.get(id),
    depotLimit: (power) => data.depots.limits[power],
  };
}

/** A leader is in the game from its arrival month up to, not including, its removal month (14.7.6). */
export function isLeaderInGame(leader: Leader, date: Month): boolean {
  return leader.arrival <= date && (leader.removal === null || date < leader.removal);
}

/** 10.6.5 the Bernadotte counter serves France until August 1810, then whoever controls Sweden. */
export function leaderNationality(leader: Leader, date: Month): string {
  return leader.transfer && date >= leader.transfer.date ? leader.transfer.to : leader.nationality;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}
