// 6.3.3.2 the side that takes losses removes them: its owner picks the fleets they come off.
// 12.2.5 (option) a mixed stack's losses in proportion to each nationality's ships, and the
// "odd" losses that rounding leaves over, settled by agreement or by competitive die rolls.
import type { Fleet, FleetId, MajorPower, Nationality } from '../../model';

/** 12.2.5 the shares before the odd losses, and the odd losses still to give among the candidates. */
export interface OddSplit {
  /** Each nationality's sure share of the losses. */
  readonly base: ReadonlyMap<Nationality, number>;
  /** How many losses are still to place, one at most on each candidate. */
  readonly odd: number;
  /** The nationalities that may take one of them, the largest remainder first. */
  readonly candidates: readonly Nationality[];
}

/**
 * 12.2.5 each nationality's share of `losses` out of the side's starting ships, .5 and above
 * rounded up. When the rounded shares add up to more or fewer than the losses, the nationalities
 * whose rounding is in doubt become candidates: fewer than owed, the ones rounded down (each may
 * take one more); more than owed, the ones rounded up are set back to their lower share and the
 * losses left over are odd among them. The odd losses go to candidates by agreement or dice.
 */
export function oddLossSplit(fleets: readonly Pick<Fleet, 'nationality' | 'ships'>[], losses: number): OddSplit {
  const ships = new Map<Nationality, number>();
  for (const f of fleets) ships.set(f.nationality, (ships.get(f.nationality) ?? 0) + f.ships);
  const all = [...ships.values()].reduce((a, b) => a + b, 0);
  const total = Math.min(losses, all);
  if (total <= 0 || all <= 0) return { base: new Map([...ships.keys()].map((n) => [n, 0])), odd: 0, candidates: [] };
  const exact = [...ships].map(([n, s]) => {
    const raw = (total * s) / all;
    const down = Math.floor(raw + 1e-9);
    return { n, s, raw, down, up: Math.min(s, Math.floor(raw + 0.5 + 1e-9)), rest: raw - down };
  });
  const rounded = exact.reduce((a, e) => a + e.up, 0);
  const byRest = [...exact].sort((a, b) => b.rest - a.rest || (a.n < b.n ? -1 : 1));
  if (rounded === total) return { base: new Map(exact.map((e) => [e.n, e.up])), odd: 0, candidates: [] };
  if (rounded < total) {
    // too few: the ones rounded down with room left may take one more each
    const candidates = byRest.filter((e) => e.up < e.s).map((e) => e.n);
    return { base: new Map(exact.map((e) => [e.n, e.up])), odd: Math.min(total - rounded, candidates.length), candidates };
  }
  // too many: the ones rounded up go back to their lower share; the rest of the losses are odd among them
  const roundedUp = exact.filter((e) => e.up > e.down);
  const base = new Map(exact.map((e) => [e.n, e.down]));
  const sure = exact.reduce((a, e) => a + e.down, 0);
  return { base, odd: Math.min(total - sure, roundedUp.length), candidates: byRest.filter((e) => e.up > e.down).map((e) => e.n) };
}

/** The final shares once the odd losses are given to `takers` (one each). */
export function sharesWith(split: OddSplit, takers: readonly Nationality[]): Map<Nationality, number> {
  const out = new Map(split.base);
  for (const n of takers) out.set(n, (out.get(n) ?? 0) + 1);
  return out;
}

/**
 * 12.2.5 one round of competitive die rolls for an odd loss: the lowest die takes it; the
 * powers returned are those tied on the lowest (one: settled; several: they roll again).
 */
export function lowestRollers(rolls: readonly { readonly power: MajorPower; readonly die: number }[]): MajorPower[] {
  const low = Math.min(...rolls.map((r) => r.die));
  return rolls.filter((r) => r.die === low).map((r) => r.power);
}

/** A fleet in a loss choice: ships now and when the battle began. */
export interface LossFleet {
  readonly id: FleetId;
  readonly name: string;
  readonly ships: number;
  readonly start: number;
}

/**
 * 6.3.3.2 the moves open to an owner among one group of its fleets (its fleets of one
 * nationality under 12.2.5): `n` of the losses shifted from `from` (which gets them back) onto
 * `to` (which still has the ships). One and the most possible are offered for each pair.
 */
export function lossShifts(group: readonly LossFleet[]): { from: LossFleet; to: LossFleet; n: number }[] {
  const out: { from: LossFleet; to: LossFleet; n: number }[] = [];
  for (const from of group) {
    const back = from.start - from.ships;
    if (back <= 0) continue;
    for (const to of group) {
      if (to.id === from.id || to.ships <= 0) continue;
      const max = Math.min(back, to.ships);
      out.push({ from, to, n: 1 });
      if (max > 1) out.push({ from, to, n: max });
    }
  }
  return out;
}

/** 6.3.3.2 a real choice: two or more fleets that began with ships, and some but not all of their ships lost. */
export function hasLossChoice(group: readonly LossFleet[]): boolean {
  const start = group.reduce((n, f) => n + f.start, 0);
  const now = group.reduce((n, f) => n + f.ships, 0);
  return group.filter((f) => f.start > 0).length >= 2 && now < start && now > 0;
}
