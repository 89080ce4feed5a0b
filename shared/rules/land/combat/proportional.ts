// 12.3.6 (option) Proportional land losses: a side of mixed nationalities shares its losses in
// proportion to what each contingent brought to the combat.
import { type CombatUnit, type StrengthType, STRENGTH_TYPES } from './types';
import { allocatePursuitLosses, type Loss } from './losses';
import { strengthTotal } from './strength';

/** Losses by type laid on the units in their order (what 7.5.2.9.2 restricts is the type). */
export function spreadByType(pool: readonly CombatUnit[], byType: Partial<Record<StrengthType, number>>): Loss[] {
  const out: Loss[] = [];
  for (const t of STRENGTH_TYPES) {
    let due = byType[t] ?? 0;
    for (const u of pool) {
      if (due === 0) break;
      const n = Math.min(due, u.factors[t] ?? 0);
      if (n > 0) {
        out.push({ unit: u.id, type: t, count: n });
        due -= n;
      }
    }
  }
  return out;
}

/**
 * 12.3.6 How many of `n` factors each contingent loses: its share of `start` rounded half up;
 * odd factors (the rule leaves them to agreement or competitive rolls) go by largest remainder,
 * ties to the bigger contingent, and a contingent never loses more than `have`.
 */
export function contingentShares(start: ReadonlyMap<string, number>, have: ReadonlyMap<string, number>, n: number): Map<string, number> {
  const keys = [...start.keys()].sort((a, b) => start.get(b)! - start.get(a)! || (a < b ? -1 : 1));
  const total = keys.reduce((s, k) => s + start.get(k)!, 0);
  const out = new Map<string, number>();
  if (total === 0) return out;
  const exact = new Map(keys.map((k) => [k, (n * start.get(k)!) / total]));
  for (const k of keys) out.set(k, Math.min(Math.floor(exact.get(k)! + 0.5), have.get(k) ?? 0));
  const gap = (k: string) => exact.get(k)! - out.get(k)!;
  let sum = keys.reduce((s, k) => s + out.get(k)!, 0);
  const target = Math.min(n, keys.reduce((s, k) => s + (have.get(k) ?? 0), 0));
  while (sum > target) {
    const k = [...keys].filter((x) => out.get(x)! > 0).sort((a, b) => gap(a) - gap(b) || keys.indexOf(b) - keys.indexOf(a))[0]!;
    out.set(k, out.get(k)! - 1);
    sum--;
  }
  while (sum < target) {
    const k = [...keys].filter((x) => out.get(x)! < (have.get(x) ?? 0)).sort((a, b) => gap(b) - gap(a))[0]!;
    out.set(k, out.get(k)! + 1);
    sum++;
  }
  return out;
}

/**
 * 12.3.6 Losses `byType` laid on `pool` so that each nationality loses its share (from its
 * factors `start` at the beginning of the combat); the types are the side's choice within the
 * usual limits. Null when no split of those types gives every contingent its share.
 */
export function proportionalSpread(pool: readonly CombatUnit[], byType: Partial<Record<StrengthType, number>>, start: ReadonlyMap<string, number>): Loss[] | null {
  const nations = [...new Set(pool.map((u) => u.nationality))];
  const avail = new Map(nations.map((c) => [c, STRENGTH_TYPES.map((t) => pool.filter((u) => u.nationality === c).reduce((s, u) => s + (u.factors[t] ?? 0), 0))]));
  const n = STRENGTH_TYPES.reduce((s, t) => s + (byType[t] ?? 0), 0);
  const have = new Map(nations.map((c) => [c, pool.filter((u) => u.nationality === c).reduce((s, u) => s + strengthTotal(u.factors), 0)]));
  const shares = contingentShares(new Map(nations.map((c) => [c, start.get(c) ?? 0])), have, n);
  const left = STRENGTH_TYPES.map((t) => byType[t] ?? 0);
  const plan = new Map<string, number[]>();
  // a small search: contingent by contingent, type by type, most of a type first
  const search = (ci: number, ti: number, due: number, row: number[]): boolean => {
    if (ci === nations.length) return left.every((x) => x === 0);
    const c = nations[ci]!;
    if (ti === STRENGTH_TYPES.length) {
      if (due !== 0) return false;
      plan.set(c, row);
      return search(ci + 1, 0, shares.get(nations[ci + 1] ?? '') ?? 0, []);
    }
    for (let m = Math.min(due, left[ti]!, avail.get(c)![ti]!); m >= 0; m--) {
      left[ti]! -= m;
      if (search(ci, ti + 1, due - m, [...row, m])) return true;
      left[ti]! += m;
    }
    return false;
  };
  if (!search(0, 0, shares.get(nations[0] ?? '') ?? 0, [])) return null;
  return nations.flatMap((c) => spreadByType(pool.filter((u) => u.nationality === c), Object.fromEntries(STRENGTH_TYPES.map((t, i) => [t, plan.get(c)![i]!]))));
}

/**
 * 12.3.6 Pursuit losses (7.5.2.10.2.3) shared among the beaten side's nationalities: the points
 * are split in proportion to what each brought (`start`, rounded as contingentShares does), and
 * each contingent pays its share as 7.5.2.10.2.3 prices it (cavalry first, three others or six
 * militia a point). A share a contingent cannot pay in whole factors is dropped, as it would be.
 */
export function proportionalPursuit(units: readonly CombatUnit[], points: number, start: ReadonlyMap<string, number>): Loss[] {
  const nations = [...new Set(units.map((u) => u.nationality))];
  const have = new Map(nations.map((c) => [c, units.filter((u) => u.nationality === c).reduce((s, u) => s + strengthTotal(u.factors), 0)]));
  const shares = contingentShares(new Map(nations.map((c) => [c, start.get(c) ?? 0])), have, points);
  return nations.flatMap((c) => allocatePursuitLosses(units.filter((u) => u.nationality === c), shares.get(c) ?? 0).allocation);
}
