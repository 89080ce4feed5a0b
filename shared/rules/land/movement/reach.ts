// 4.2.2.3 Whether a power could enter a neutral minor country this turn: the map check the
// declarations of war need (the declarations themselves are the Political Phase's).
import { LEGAL, POWER_NAMES, controllerOf, illegal } from '../../../model';
import type { AreaId, GameState, LandMap, MajorPower, Verdict } from '../../../model';
import { territoryOf } from './facts';
import { allowance, forceMarchVerdict, moveContext, moveRecord, moversOf, stepCost, stopsIn } from './movement';
import type { Mover } from './movement';
import { areaMinor } from '../../political';

/** The cheapest movement-point cost for `mover` to reach any of `targets`, or null beyond `budget`. */
function cheapestTo(state: GameState, map: LandMap, power: MajorPower, mover: Mover, targets: ReadonlySet<AreaId>, budget: number): number | null {
  const ctx = moveContext(state, power);
  const best = new Map<AreaId, number>([[mover.area, 0]]);
  const open: AreaId[] = [mover.area];
  while (open.length > 0) {
    let k = 0;
    for (let i = 1; i < open.length; i++) if (best.get(open[i]!)! < best.get(open[k]!)!) k = i;
    const here = open.splice(k, 1)[0]!;
    const cost = best.get(here)!;
    if (targets.has(here)) return cost;
    // 7.3.2.1 a corps entering unbesieged enemy corps stops there; guerillas move one area
    if (here !== mover.area && (stopsIn(state, power, mover, here, ctx) || mover.kind === 'guerilla')) continue;
    for (const e of map.edges(here)) {
      const step = stepCost(state, map, power, mover, e, ctx);
      // the minor itself is closed while neutral (10.3): entering it is what a declaration opens
      const intoTarget = targets.has(e.to) && !step.verdict.ok && step.verdict.code === 'noAccess' && step.verdict.rule === '10.3';
      if (!step.verdict.ok && !intoTarget) continue;
      const next = cost + step.cost;
      if (next > budget || (best.has(e.to) && best.get(e.to)! <= next)) continue;
      best.set(e.to, next);
      if (!open.includes(e.to)) open.push(e.to);
    }
  }
  return null;
}

/**
 * 4.2.2.3 a power may declare war on a neutral minor only if it could physically enter the
 * minor's territory this turn. Read as possible when its own territory (home nation or minors it
 * runs) borders the minor, where forces placed in the Reinforcement Phase could step in; when a
 * corps, cossack, freikorps or guerilla of its on the map could reach an area of the minor with
 * its allowance (7.3.1.1), a force march included where allowed (7.3.1.2), paying the terrain,
 * river and arrow costs (7.3.1.3) and stopping at enemy corps (7.3.2.1); or when the minor has a
 * coast and the power has a fleet to carry a corps (6.2.5). Otherwise the verdict refuses it.
 */
export function canReachMinor(state: GameState, map: LandMap, power: MajorPower, minor: string): Verdict {
  const areas = new Set<AreaId>((map.landAreas ?? []).filter((a) => { const f = map.area(a); return f !== undefined && areaMinor(state, f) === minor; })); // 10.4.3.2
  if (areas.size === 0) return LEGAL; // no map facts for it: nothing to check against
  for (const a of areas) for (const e of map.edges(a)) if (!areas.has(e.to) && territoryOf(state, map, e.to) === power) return LEGAL;
  for (const mover of moversOf(state, power)) {
    const record = moveRecord(state, mover);
    const extra = forceMarchVerdict(state, mover, record).ok ? 1 : 0;
    if (cheapestTo(state, map, power, mover, areas, allowance(mover, record) + extra) !== null) return LEGAL;
  }
  // 6.2.5 by sea: a coastal minor and a fleet of the power's to carry a corps there (7.3.5)
  if (state.fleets.some((f) => controllerOf(state, f.nationality) === power) && [...areas].some((a) => onCoast(map, a))) return LEGAL;
  return illegal('noAccess', '4.2.2.3', `no force of ${POWER_NAMES[power]} can enter ${minor} this turn`);
}

/** Whether a land area lies on the coast of a sea area (7.4.4 coasts of the seas ports open onto). */
function onCoast(map: LandMap, area: AreaId): boolean {
  const seas = new Set<AreaId>((map.ports ?? []).flatMap((p) => p.seas));
  return [...seas].some((s) => (map.sea?.(s)?.coast ?? []).includes(area));
}
