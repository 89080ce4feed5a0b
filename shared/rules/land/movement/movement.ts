// 7.3 Land movement: allowances, costs of entering areas, stopping, and the legal
// destinations of a counter. Pure functions over the state and the land map.
import { LEGAL, allied, atWar, controllerOf, illegal, operatorOf } from '../../../model';
import type {
  AreaId, CityId, CounterId, CounterMove, Corps, GameState, Irregular, IrregularKind, LandEdge, LandMap, MajorPower, Nationality, Verdict,
} from '../../../model';
import { accessRulesApply, fieldCorps, isCorpsBesieged, isEnemy, neutralMinorOf, territoryOf } from './facts';
import { arrowClosed } from './arrows';
import { militiaMoveBarred } from '../landwehr';

/** 10.1.4.1 the Austrian border provinces of the insurrection corps. */
export const INSURRECTION_PROVINCES: readonly string[] = ['illyria', 'military-border', 'transylvania', 'hungary'];

/** Something that moves on land: a corps or an irregular counter (10.1). */
export interface Mover {
  readonly counter: CounterId;
  readonly nationality: Nationality;
  readonly kind: 'corps' | IrregularKind;
  readonly area: AreaId;
  readonly city: CityId | undefined;
  readonly corps: Corps | undefined;
}

export function moverOf(state: GameState, counter: CounterId | string): Mover | undefined {
  const c = state.corps.find((x) => x.counter === counter);
  if (c) return corpsMover(c);
  const i = state.irregulars.find((x) => x.counter === counter);
  return i ? irregularMover(i) : undefined;
}

function corpsMover(c: Corps): Mover | undefined {
  if (c.location.kind !== 'area') return undefined;
  return { counter: c.counter, nationality: c.nationality, kind: 'corps', area: c.location.area, city: c.location.city, corps: c };
}

function irregularMover(i: Irregular): Mover {
  return { counter: i.counter, nationality: i.nationality, kind: i.kind, area: i.area, city: undefined, corps: undefined };
}

/** Counters on the map moving in `power`'s sequence (its own and its free states', 7.1.1). */
export function moversOf(state: GameState, power: MajorPower): Mover[] {
  const out: Mover[] = [];
  // performance (issue 20): each counter made into a mover directly, not looked up again by its handle
  for (const c of state.corps) if (c.location.kind === 'area' && operatorOf(state, c) === power) out.push(corpsMover(c)!);
  for (const i of state.irregulars) if (controllerOf(state, i.nationality) === power) out.push(irregularMover(i));
  return out;
}

/** This turn's movement record of a counter (a fresh one if it has not moved). */
export function moveRecord(state: GameState, mover: Mover): CounterMove {
  return (
    state.turn.land?.moves.find((m) => m.counter === mover.counter) ?? {
      counter: mover.counter, start: mover.area, entered: [], spent: 0, forceMarched: false, stopped: false, detached: [], leftTerritory: false,
    }
  );
}

/**
 * 7.3.1.1 movement allowance: the corps' printed allowance (5 cavalry, 4 French infantry and
 * artillery, else 3, as recorded on the counter) +1 when force marched; cossacks and freikorps
 * 5 (10.1.2.2); guerillas one area (10.1.1).
 */
export function allowance(mover: Mover, record: CounterMove): number {
  if (mover.kind === 'guerilla') return 1;
  if (mover.kind === 'cossack' || mover.kind === 'freikorps') return 5;
  return mover.corps!.movement + (record.forceMarched ? 1 : 0);
}

/**
 * 7.3.1.2 whether the counter may force march now (one extra point): never cossacks, freikorps
 * or guerillas. opt:7.3.1.2 (v2.71 correction, switch `forceMarchRestrictions`) adds cavalry
 * corps and corps that disembarked; as first printed both may (a landed corps then has the one
 * extra point to move on, see canContinue).
 */
export function forceMarchVerdict(state: GameState, mover: Mover, record: CounterMove): Verdict {
  if (mover.kind !== 'corps') return illegal('cannotForceMarch', '7.3.1.2', 'cossacks, freikorps and guerillas may not force march');
  const amended = state.options.rules.forceMarchRestrictions === true;
  if (amended && mover.corps!.type === 'cavalry') return illegal('cannotForceMarch', 'opt:7.3.1.2', 'cavalry corps may not force march (v2.71)');
  if (record.forceMarched) return illegal('alreadyForceMarched', '7.3.1.2', 'already force marched this turn');
  if (amended && record.disembarked) return illegal('notEnoughMovement', 'opt:7.3.1.2', 'a corps that disembarked may not force march (v2.71)');
  if (isCorpsBesieged(state, mover.corps!)) return illegal('besieged', '7.3.4', 'besieged corps may not move');
  return LEGAL;
}

/**
 * What a mover's costs depend on, gathered once per search: areas with unbesieged enemy corps
 * (river costs), areas with enemy corps in the field (where a corps must stop), seas with enemy fleets.
 */
export interface MoveContext {
  readonly enemyCorpsAreas: ReadonlySet<AreaId>;
  readonly enemyFieldCorpsAreas: ReadonlySet<AreaId>;
  readonly enemyFleetSeas: ReadonlySet<AreaId>;
}

export function moveContext(state: GameState, power: MajorPower): MoveContext {
  const enemyCorpsAreas = new Set<AreaId>();
  const enemyFieldCorpsAreas = new Set<AreaId>();
  for (const c of state.corps) {
    if (c.location.kind !== 'area' || !isEnemy(state, power, c)) continue;
    if (c.location.city === undefined) enemyFieldCorpsAreas.add(c.location.area);
    if (!enemyCorpsAreas.has(c.location.area) && !isCorpsBesieged(state, c)) enemyCorpsAreas.add(c.location.area);
  }
  const enemyFleetSeas = new Set<AreaId>();
  for (const f of state.fleets) if (f.location.kind === 'sea' && isEnemy(state, power, f.nationality)) enemyFleetSeas.add(f.location.area);
  return { enemyCorpsAreas, enemyFieldCorpsAreas, enemyFleetSeas };
}

/**
 * 7.3.1.3 the movement point cost of one step, or the verdict refusing it. 7.3.1.3.4 the terrain,
 * river and arrow costs add up (a river into a mountain area held by an enemy corps costs 3).
 */
export function stepCost(
  state: GameState,
  map: LandMap,
  power: MajorPower,
  mover: Mover,
  edge: LandEdge,
  ctx: MoveContext = moveContext(state, power),
): { cost: number; verdict: Verdict } {
  const to = map.area(edge.to);
  if (!to) return { cost: 0, verdict: illegal('notAdjacent', '7.3.1', `${edge.to} is not a land area`) };
  const enemyCorps = ctx.enemyCorpsAreas.has(edge.to);
  const cost =
    // 7.3.1.3.1 marsh and mountain areas cost 2 (guerillas move one area whatever the terrain, 7.3.1.1)
    (mover.kind === 'guerilla' ? 1 : to.terrain === 'marsh' || to.terrain === 'mountain' ? 2 : 1) +
    // 7.3.1.3.2 a river costs 1 more only into an area holding an unbesieged enemy corps
    (mover.kind !== 'guerilla' && edge.river && enemyCorps ? 1 : 0) +
    (edge.crossingSea !== null ? (edge.wideStrait ? 2 : 1) : 0); // 7.3.1.3.3 a crossing arrow always costs 1 more; opt:12.2.1 a wide strait 2
  // performance (issue 20, allocation): no closures per step tried (refusals are plain objects)
  const nat = mover.nationality;
  if (mover.kind === 'guerilla' && to.homeOf !== 'spain') return { cost, verdict: illegal('noAccess', '10.1.1', 'guerillas stay inside Spain') };
  if (mover.kind === 'freikorps' && to.homeOf !== nat && territoryOf(state, map, edge.to) !== nat) {
    return { cost, verdict: illegal('noAccess', '10.1.2.2', 'freikorps stay inside their home nation and areas their power controls') };
  }
  if (mover.corps?.type === 'insurrection' && !INSURRECTION_PROVINCES.includes(to.province ?? '')) {
    return { cost, verdict: illegal('noAccess', '10.1.4.1.3', 'insurrection corps move only within Illyria, the Military Border, Transylvania and Hungary') };
  }
  const militia = militiaMoveBarred(state, mover.corps, to); // v2.71 12.11.1 (option) hook: militia stay at home
  if (militia) return { cost, verdict: militia };
  // 10.3.1.1 / 10.3.4 campaigns: neutral minors are open to movement, other powers' territory
  // by access or forcible access (political points, see forcibleAccessOwner); scenarios leave
  // 10.3 out (13.0) and keep both closed
  if (!accessRulesApply(state)) {
    if (neutralMinorOf(state, map, edge.to) !== null) return { cost, verdict: illegal('noAccess', '10.3', `${edge.to} is in a neutral minor country (scenarios have no access rules, 13.0)`) };
    const owner = to.homeOf;
    if (owner !== null && owner !== power && !atWar(state, power, owner) && !allied(state, power, owner)) {
      return { cost, verdict: illegal('noAccess', '10.3', `${edge.to} is in the home nation of a power neither allied nor at war`) };
    }
  }
  // 7.3.1.3.3 closed while an enemy fleet holds the sea around the arrow
  // 12.2.1.2 (option) hook: arrowClosed lets a Danish/Swedish arrow stay open when both ends are held
  if (edge.crossingSea !== null && ctx.enemyFleetSeas.has(edge.crossingSea) && (edge.heldEnds === undefined || arrowClosed(state, power, edge))) {
    return { cost, verdict: illegal('blockedCrossing', '7.3.1', `an enemy fleet in sea area ${edge.crossingSea} blocks the crossing arrow`) };
  }
  // 7.3.8.5 a combined-movement ally does not enter an area where a partner of this sequence has
  // declared a battle (and still stands in the field) unless it is at war with every defender there
  const battle = state.turn.land?.combats.some(
    (c) => c.area === edge.to && c.attacker !== power && state.cursor.phasing.includes(c.attacker) && !c.defenders.every((d) => atWar(state, power, d)) && partnerThere(state, edge.to, c.attacker),
  );
  if (battle) return { cost, verdict: illegal('noAccess', '7.3.8.5', `${edge.to} holds a battle declared by an ally against powers this one is not at war with`) };
  return { cost, verdict: LEGAL };
}

/** 7.3.8.5 whether a partner `p` of this sequence still stands in the field of `area` (corps, or irregulars other than guerillas). */
function partnerThere(state: GameState, area: AreaId, p: MajorPower): boolean {
  return (
    fieldCorps(state, area).some((c) => operatorOf(state, c) === p) ||
    state.irregulars.some((i) => i.area === area && i.kind !== 'guerilla' && controllerOf(state, i.nationality) === p)
  );
}

const LATE_CROSSING = illegal('noAccess', 'opt:12.2.1', 'a crossing arrow into enemy territory is used only by forces that begin their move beside it');

/** opt:12.2.1 whether `edge` crosses an arrow into territory of a power at war with `power` (then only as a move's first step). */
function lateCrossing(state: GameState, map: LandMap, power: MajorPower, edge: LandEdge): boolean {
  if (edge.crossingSea === null || !state.options.rules.alternateCrossingArrows) return false;
  const owner = territoryOf(state, map, edge.to);
  return owner !== null && owner !== power && atWar(state, power, owner);
}

/** Whether the counter may move any further this step, with the reason if not. */
export function canContinue(state: GameState, mover: Mover, record: CounterMove): Verdict {
  // 7.3.5 landing spends the whole allowance; as first printed (without opt:7.3.1.2) a force
  // march after landing still gives its one extra point
  if (record.disembarked && !record.forceMarched) return illegal('notEnoughMovement', '7.3.5', 'disembarking spent its whole allowance');
  if (record.stopped) return illegal('mustStop', '7.3.2', 'entered an area with enemy corps outside the city and must stop');
  if (mover.corps && isCorpsBesieged(state, mover.corps)) return illegal('besieged', '7.3.4', 'besieged corps may not move out of the city');
  if (mover.kind === 'guerilla' && record.entered.length > 0) return illegal('notEnoughMovement', '10.1.1', 'guerillas move one area');
  if ((state.turn.land?.placedBack ?? []).includes(mover.counter)) return illegal('notEnoughMovement', '10.1.3.3.2', 'placed back on the map this turn: it may not move');
  return LEGAL;
}

/** The verdict and cost of moving the counter one area along `edge` now. */
export function moveVerdict(
  state: GameState, map: LandMap, power: MajorPower, mover: Mover, edge: LandEdge, ctx?: MoveContext,
): { cost: number; verdict: Verdict } {
  const record = moveRecord(state, mover);
  const go = canContinue(state, mover, record);
  const step = stepCost(state, map, power, mover, edge, ctx);
  if (!go.ok) return { cost: step.cost, verdict: go };
  if (!step.verdict.ok) return step;
  // opt:12.2.1 (v2.71) a crossing arrow into enemy territory is taken only at the start of a move:
  // the corps (or irregular) must begin its movement in the area beside the arrow
  if (record.entered.length > 0 && lateCrossing(state, map, power, edge)) return { cost: step.cost, verdict: LATE_CROSSING };
  const left = allowance(mover, record) - record.spent;
  // 7.3.2.3 never into an area costing more than the points left
  if (step.cost > left) return { cost: step.cost, verdict: illegal('notEnoughMovement', '7.3.2', `costs ${step.cost}, ${left} movement point(s) left`) };
  return step;
}

/**
 * 7.3.2.1 / 7.3.7.1 whether entering the area ends a corps' movement: enemy corps stand there
 * outside any city. Enemies only inside a city may be passed by (or besieged, 7.5.4), and
 * enemy irregulars or garrisons never stop it (7.3.7.2; 10.1.1.3.5 guerillas may be ignored
 * by enemy movement). 7.3.2.2 cossacks, freikorps and guerillas never have to stop.
 */
export function stopsIn(state: GameState, power: MajorPower, mover: Mover, area: AreaId, ctx?: MoveContext): boolean {
  if (mover.kind !== 'corps') return false;
  return ctx ? ctx.enemyFieldCorpsAreas.has(area) : fieldCorps(state, area).some((c) => isEnemy(state, power, c));
}

export interface Destination {
  readonly area: AreaId;
  /** Movement points spent to get there by the cheapest route. */
  readonly cost: number;
  /** Areas entered on the way, the destination last. */
  readonly path: readonly AreaId[];
  readonly verdict: Verdict;
}

/**
 * 7.3 Every area the counter can reach this step with the cheapest cost, and the areas next to
 * it that it cannot enter with the reason. Routes end where a corps must stop (7.3.2).
 */
export function legalDestinations(state: GameState, map: LandMap, power: MajorPower, counter: CounterId | string): Destination[] {
  const mover = moverOf(state, counter);
  if (!mover) return [];
  const record = moveRecord(state, mover);
  const go = canContinue(state, mover, record);
  const left = allowance(mover, record) - record.spent;
  const ctx = moveContext(state, power);
  const best = new Map<AreaId, { cost: number; path: AreaId[] }>([[mover.area, { cost: 0, path: [] }]]);
  const refused = new Map<AreaId, Verdict>();
  if (!go.ok) {
    for (const e of map.edges(mover.area)) refused.set(e.to, go);
  } else {
    const open: AreaId[] = [mover.area];
    while (open.length > 0) {
      let k = 0;
      for (let i = 1; i < open.length; i++) if (best.get(open[i]!)!.cost < best.get(open[k]!)!.cost) k = i;
      const here = open.splice(k, 1)[0]!;
      const at = best.get(here)!;
      if (here !== mover.area && stopsIn(state, power, mover, here, ctx)) continue;
      if (mover.kind === 'guerilla' && here !== mover.area) continue;
      for (const e of map.edges(here)) {
        // opt:12.2.1 past the first step no arrow into enemy territory (as moveVerdict)
        if ((here !== mover.area || record.entered.length > 0) && lateCrossing(state, map, power, e)) continue;
        const step = stepCost(state, map, power, mover, e, ctx);
        const cost = at.cost + step.cost;
        if (!step.verdict.ok || cost > left) {
          if (here === mover.area && !best.has(e.to)) {
            refused.set(e.to, step.verdict.ok ? illegal('notEnoughMovement', '7.3.2', `costs ${step.cost}, ${left} movement point(s) left`) : step.verdict);
          }
          continue;
        }
        const known = best.get(e.to);
        if (known && known.cost <= cost) continue;
        best.set(e.to, { cost, path: [...at.path, e.to] });
        refused.delete(e.to);
        if (!open.includes(e.to)) open.push(e.to);
      }
    }
  }
  const out: Destination[] = [];
  for (const [area, b] of best) if (area !== mover.area) out.push({ area, cost: b.cost, path: b.path, verdict: LEGAL });
  for (const [area, v] of refused) if (!best.has(area)) out.push({ area, cost: 0, path: [area], verdict: v });
  return out;
}
