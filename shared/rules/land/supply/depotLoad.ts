// 12.3.1 (optional) supply limits per depot and opt 7.4.2.1.1.1 (v2.71 addition) the dearer
// supply of a depot's fifth and later corps. Both need to know which depot feeds which corps.
import type { AreaId, GameState, LandMap, MajorPower } from '../../../model';
import { areasWithin, validDepots, validInvasionDepots } from '../depots';

/** 12.3.1 / opt 7.4.2.1.1.1: four corps a depot supplies at the plain price (or at all, under 12.3.1). */
export const CORPS_PER_DEPOT = 4;

/** One corps wanting depot supply: where it stands. */
export interface DepotClient {
  readonly counter: string;
  readonly area: AreaId;
}

/** What a depot-supplied corps costs after the per-depot rules, or null: no depot may feed it (12.3.1). */
export interface DepotAssignment {
  readonly depot: string | null;
  /** Areas from the depot (0 in its area); null when unassigned. */
  readonly steps: number | null;
  /** opt 7.4.2.1.1.1: the depot already feeds four corps, so this one's cost is doubled. */
  readonly doubled: boolean;
}

/** Which per-depot rule the game plays, if any. */
export type DepotLoadRule = 'limit' | 'doubling' | null;

export function depotLoadRule(state: GameState): DepotLoadRule {
  if (state.options.rules.supplyLimitsPerDepot === true) return 'limit';
  if (state.options.rules.depotSupplyCosts === true) return 'doubling';
  return null;
}

/** Each valid depot of `owner` (its own chains, 7.2.3.2; 7.4.4 aboard a fleet) and the areas it reaches, traced for `tracer`. */
export function depotsInReach(state: GameState, map: LandMap, owner: MajorPower, range: number, tracer: MajorPower = owner): Map<string, ReadonlyMap<AreaId, number>> {
  const valid = validDepots(state, map, owner);
  const out = new Map<string, ReadonlyMap<AreaId, number>>();
  for (const d of state.depots) if (valid.has(d.id)) out.set(d.id, areasWithin(state, map, tracer, d.area, range));
  for (const d of validInvasionDepots(state, map, owner, valid)) out.set(d.id, new Map((map.sea?.(d.area)?.coast ?? []).map((a) => [a, 1] as const)));
  return out;
}

/**
 * Gives each client a depot. Under 12.3.1 ('limit') a depot feeds at most four corps: clients
 * with the fewest depots in reach choose first, each taking its nearest depot with room (ties
 * by depot id); a client left without one must forage. Under opt 7.4.2.1.1.1 ('doubling') the
 * clients nearest a depot are served first, each by the depot where it costs least, counting
 * the doubling once that depot already feeds four. Clients out of every depot's reach get null.
 * Engine's reading (docs/RULINGS.md): the owner's cheapest assignment is found for him, and only
 * the depot the three-area trace starts from counts against its limit, not the depots of the chain.
 */
export function assignDepots(reach: ReadonlyMap<string, ReadonlyMap<AreaId, number>>, clients: readonly DepotClient[], rule: Exclude<DepotLoadRule, null>): Map<string, DepotAssignment> {
  const load = new Map<string, number>();
  const out = new Map<string, DepotAssignment>();
  const options = (c: DepotClient) =>
    [...reach].flatMap(([depot, areas]) => {
      const steps = areas.get(c.area);
      return steps === undefined ? [] : [{ depot, steps }];
    }).sort((a, b) => a.steps - b.steps || (a.depot < b.depot ? -1 : a.depot > b.depot ? 1 : 0));
  const base = (steps: number) => (steps === 0 ? 0.5 : steps);
  const order = clients
    .map((c) => ({ c, opts: options(c) }))
    .sort((a, b) =>
      rule === 'limit'
        ? a.opts.length - b.opts.length || (a.opts[0]?.steps ?? 99) - (b.opts[0]?.steps ?? 99) || (a.c.counter < b.c.counter ? -1 : 1)
        : (a.opts[0]?.steps ?? 99) - (b.opts[0]?.steps ?? 99) || (a.c.counter < b.c.counter ? -1 : 1));
  for (const { c, opts } of order) {
    let pick: { depot: string; steps: number; doubled: boolean } | null = null;
    for (const o of opts) {
      const used = load.get(o.depot) ?? 0;
      if (rule === 'limit') {
        if (used < CORPS_PER_DEPOT) { pick = { ...o, doubled: false }; break; }
        continue;
      }
      const doubled = used >= CORPS_PER_DEPOT;
      const cost = base(o.steps) * (doubled ? 2 : 1);
      if (pick === null || cost < base(pick.steps) * (pick.doubled ? 2 : 1)) pick = { ...o, doubled };
    }
    if (pick) load.set(pick.depot, (load.get(pick.depot) ?? 0) + 1);
    out.set(c.counter, pick ? { depot: pick.depot, steps: pick.steps, doubled: pick.doubled } : { depot: null, steps: null, doubled: false });
  }
  return out;
}
