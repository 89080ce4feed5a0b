// Effects shared by the steps of every phase: the one event that explains each change of
// factors, prisoners, leaders leaving the map and political points.
import { REGULAR_GARRISON_TYPES, controllerOf, irregularGarrisonFactors, totalFactors } from '../../model';
import type { AreaId, Corps, Factors, GarrisonFactors, Leader, MajorPower, Nationality } from '../../model';
import { capturingMinor } from '../../rules/general';
import { emit, patch } from '../tx';
import type { Tx } from '../tx';

/** Emits the one event that explains a change of factors on the map. */
export function lost(tx: Tx, nationality: Nationality, counter: string | null, area: AreaId, factors: Factors, rule: string, reason: string, countSecret = false): void {
  const n = totalFactors(factors);
  if (n === 0) return;
  emit(tx, { type: 'factorsChanged', nationality, owner: controllerOf(tx.state, nationality), counter: counter as Corps['counter'] | null, area, delta: -n, factors, rule, reason, ...(countSecret ? { countSecret: true as const } : {}) });
}

/** The regular (army) factors of a garrison's factors: infantry and militia (7.3.3.3). */
export function regularPart(f: GarrisonFactors): Factors {
  const out: { infantry?: number; militia?: number } = {};
  for (const t of REGULAR_GARRISON_TYPES) if ((f[t] ?? 0) > 0) out[t] = f[t];
  return out;
}

/**
 * Factors taken from a garrison: its army factors explained by `factorsChanged` (and, with a
 * `captor`, its prisoners), its 7.3.3.3.1 irregular factors by `garrisonIrregularsLost`. Irregular
 * factors are never prisoners: like a cossack or freikorps counter beaten in the field they are
 * simply gone, and come back only by their own rules (10.1.1.1, 10.1.2.1; docs/RULINGS.md).
 */
export function garrisonLost(tx: Tx, nationality: Nationality, area: AreaId, taken: GarrisonFactors, rule: string, reason: string, captor: MajorPower | null = null): void {
  const regular = regularPart(taken);
  if (captor !== null) addPrisoners(tx, captor, nationality, regular);
  lost(tx, nationality, null, area, regular, rule, reason);
  if (irregularGarrisonFactors(taken) === 0) return;
  const factors: { cossack?: number; freikorps?: number; guerilla?: number } = {};
  for (const t of ['cossack', 'freikorps', 'guerilla'] as const) if ((taken[t] ?? 0) > 0) factors[t] = taken[t];
  emit(tx, { type: 'garrisonIrregularsLost', nationality, owner: controllerOf(tx.state, nationality), area, factors, rule, reason });
}

/** Factors taken prisoner by `holder` (7.5.2.10.3.4, 7.5.4.1.3.5) join its prisoner pool. */
export function addPrisoners(tx: Tx, holder: MajorPower, nationality: Nationality, factors: Factors): void {
  if (totalFactors(factors) === 0) return;
  // 10.2.1.3 taken by a minor's forces from a power its controller is at peace with: kept apart, to go back (steps/general/minorPrisoners.ts)
  const minor = capturingMinor(tx.state, holder, nationality) ?? undefined;
  const i = tx.state.prisoners.findIndex((p) => p.holder === holder && p.nationality === nationality && p.minor === minor);
  const merged: Record<string, number> = { ...(i >= 0 ? tx.state.prisoners[i]!.factors : {}) };
  for (const [t, n] of Object.entries(factors)) merged[t] = (merged[t] ?? 0) + (n ?? 0);
  const entry = minor === undefined ? { holder, nationality, factors: merged as Factors } : { holder, nationality, factors: merged as Factors, minor };
  patch(tx, { prisoners: i >= 0 ? tx.state.prisoners.map((p, j) => (j === i ? entry : p)) : [...tx.state.prisoners, entry] });
}

/**
 * Leaders with a corps that leaves the map without being beaten (a neutral exchanged, 10.3.3; a
 * conquered minor's corps, 10.2.1.1) go back to their power's pool.
 */
export function leadersOff(tx: Tx, counters: readonly string[], rule: string): void {
  for (const l of tx.state.leaders.filter((x) => x.location.kind === 'corps' && counters.includes(x.location.counter))) {
    patch(tx, { leaders: tx.state.leaders.map((x) => (x.id === l.id ? { ...x, location: { kind: 'pool' as const } } : x)) });
    emit(tx, { type: 'leaderUnstacked', leader: l.id, owner: l.owner, to: 'pool', rule });
  }
}

/**
 * 10.6.3 The leaders with these counters are taken by `by`: the record `{ kind: 'captured', by }`
 * says who holds each one until peace returns him (4.4.6.1) or his captor frees him earlier.
 * Callers decide when the rule applies (every factor of the leader's side gone, a surrender,
 * 7.5.2.10.1.2.1 a pinning force wiped out, 7.5.4.1.3.5 a stormed city).
 */
export function captureLeaders(tx: Tx, counters: readonly string[], by: MajorPower, area: AreaId, rule: string): void {
  for (const l of tx.state.leaders.filter((x) => x.location.kind === 'corps' && counters.includes(x.location.counter))) {
    patch(tx, { leaders: tx.state.leaders.map((x) => (x.id === l.id ? { ...x, location: { kind: 'captured' as const, by } } : x)) });
    emit(tx, { type: 'leaderCaptured', leader: l.id, owner: l.owner, by, area, rule });
  }
}

/** 10.6.3 The leaders `holder` holds captive (all captured leaders when no holder is named), for peace and exchanges. */
export function capturedLeaders(state: Tx['state'], holder?: MajorPower): Leader[] {
  return state.leaders.filter((l) => l.location.kind === 'captured' && (holder === undefined || l.location.by === holder));
}

/** A change of political points, logged with its rule. */
export function politicalPoints(tx: Tx, power: MajorPower, delta: number, rule: string, reason: string): void {
  if (delta === 0) return;
  const ps = tx.state.powers[power];
  patch(tx, { powers: { ...tx.state.powers, [power]: { ...ps, politicalPoints: ps.politicalPoints + delta } } });
  emit(tx, { type: 'politicalPointsChanged', power, delta, rule, reason });
}

