// 7.3.8.4 / 7.3.8.6 Powers standing in a declared battle's area on neither side step aside.
import { allied, atWar, controllerOf, operatorOf } from '../../../model';
import type { AreaId, CounterId, GameState, LandMap, MajorPower } from '../../../model';
import { forcibleAccessOwner, unbesiegedEnemyCorps } from './facts';
import { moverOf, stepCost } from './movement';

/** One power's field forces leaving a battle area, and where they go. */
export interface BystanderMove {
  readonly power: MajorPower;
  readonly counters: readonly CounterId[];
  readonly to: AreaId;
  readonly rule: '7.3.8.4' | '7.3.8.6';
}

/** Fewest areas from `from` to a depot of `power` (any of them), or null when it has none in reach. */
function depotDistance(state: GameState, map: LandMap, power: MajorPower, from: AreaId): number | null {
  const depots = new Set<AreaId>(state.depots.filter((d) => d.owner === power && d.fleet === undefined).map((d) => d.area));
  if (depots.size === 0) return null;
  const seen = new Set<AreaId>([from]);
  let frontier: AreaId[] = [from];
  for (let n = 0; frontier.length > 0 && n < 40; n++) {
    if (frontier.some((a) => depots.has(a))) return n;
    const next: AreaId[] = [];
    for (const a of frontier) {
      for (const e of map.edges(a)) {
        if (seen.has(e.to) || !map.area(e.to)) continue;
        seen.add(e.to);
        next.push(e.to);
      }
    }
    frontier = next;
  }
  return null;
}

/** One bystanding power's forces and the areas it may step aside to (7.3.8.4), best first. */
export interface BystanderChoice {
  readonly power: MajorPower;
  readonly counters: readonly CounterId[];
  readonly rule: '7.3.8.4' | '7.3.8.6';
  /** The areas open to it: adjacent, enterable by all its forces, free of enemy corps, not by forcible access, and (when any is) no farther from its nearest depot. */
  readonly areas: readonly AreaId[];
}

/**
 * 7.3.8.4 once the sides of a battle in `area` are settled (7.3.8.3 joins included), every
 * other power with corps, cossacks or freikorps in the field there leaves: a power not at war
 * with the attackers (7.3.8.4), an ally of the attackers not at war with every defender
 * (7.3.8.6). An ally of the attackers at war with every defender may stay (7.3.8.4's exception);
 * garrisons in cities and on depots stay (and are ignored, 7.3.8.7), as do guerillas (10.1.1.3.1).
 * Each power's forces go together to an adjacent area they may enter, with no enemy corps in it
 * and not by forcible access (10.3.4), one no farther from their power's nearest depot (its
 * source of supply) than the battle area when there is one. The owner chooses among them
 * (`land/combatBystander`); the list is ordered nearest to a depot first, then by area number
 * (what the standing procedures pick). A power with nowhere to go stays.
 */
export function bystanderChoices(
  state: GameState, map: LandMap, area: AreaId, attackers: readonly MajorPower[], defenders: readonly MajorPower[],
): BystanderChoice[] {
  const byPower = new Map<MajorPower, CounterId[]>();
  const add = (power: MajorPower | null, counter: CounterId) => {
    if (power === null || attackers.includes(power) || defenders.includes(power)) return;
    byPower.set(power, [...(byPower.get(power) ?? []), counter]);
  };
  for (const c of state.corps) if (c.location.kind === 'area' && c.location.area === area && c.location.city === undefined) add(operatorOf(state, c), c.counter);
  for (const i of state.irregulars) if (i.area === area && i.kind !== 'guerilla') add(controllerOf(state, i.nationality), i.counter);
  const out: BystanderChoice[] = [];
  for (const [power, counters] of [...byPower.entries()].sort((a, b) => a[0].localeCompare(b[0]))) {
    const allyAtWarWithAll = attackers.some((a) => allied(state, power, a)) && defenders.every((d) => atWar(state, power, d));
    if (allyAtWarWithAll) continue;
    const rule = attackers.some((a) => allied(state, power, a)) ? '7.3.8.6' : '7.3.8.4';
    const movers = counters.map((k) => moverOf(state, k)!);
    const here = depotDistance(state, map, power, area);
    const options = map.edges(area)
      .filter((e) => map.area(e.to) !== undefined && unbesiegedEnemyCorps(state, power, e.to).length === 0 && forcibleAccessOwner(state, map, power, e.to) === null)
      .filter((e) => movers.every((m) => stepCost(state, map, power, m, e).verdict.ok))
      .map((e) => ({ to: e.to, d: depotDistance(state, map, power, e.to) }));
    const key = (d: number | null) => d ?? Number.POSITIVE_INFINITY;
    const closer = options.filter((o) => here === null || (o.d !== null && o.d <= here));
    const pool = closer.length > 0 ? closer : options;
    const areas = [...new Set([...pool].sort((a, b) => key(a.d) - key(b.d) || a.to.localeCompare(b.to)).map((o) => o.to))];
    if (areas.length > 0) out.push({ power, counters, rule, areas });
  }
  return out;
}

/** 7.3.8.4 the standing procedures' reading: every bystander to the first of its areas (see bystanderChoices). */
export function bystandersLeaving(
  state: GameState, map: LandMap, area: AreaId, attackers: readonly MajorPower[], defenders: readonly MajorPower[],
): BystanderMove[] {
  return bystanderChoices(state, map, area, attackers, defenders).map((c) => ({ power: c.power, counters: c.counters, to: c.areas[0]!, rule: c.rule }));
}
