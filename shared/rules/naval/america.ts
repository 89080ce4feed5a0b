// v2.71 8.2.1.2.2.2.2.2 (correction) British forces sent to America to force the United States to
// terms: fleets (with corps aboard) sail off the map's western edge in the Naval Movement Step, each
// fleet of 10+ ships and each corps of 10+ factors there adds one to the peace roll, and Britain
// brings them back by announcing it in a Naval Reinforcement Step: they reappear the next turn in the
// western edge sea area named then. Pure functions; the engine plays them in steps/naval/america.ts.
import { LEGAL, illegal, totalFactors } from '../../model';
import type { AmericaForce, AmericaState, AreaId, Corps, Fleet, GameDate, GameState, Verdict } from '../../model';

/**
 * The sea areas whose water reaches the map's western edge (x = 0 in the map geometry), north to
 * south: 713, 728, 731, 733, 738, 741. Extracted from assets/map/geometry.json (the areas' bounding
 * boxes); no land area touches that edge.
 */
export const AMERICA_EDGE_SEAS: readonly AreaId[] = ['713', '728', '731', '733', '738', '741'] as AreaId[];

/** Ruling (docs/RULINGS.md): a fleet of at least this many ships, a corps of at least this many factors, counts. */
export const AMERICA_FORCE_MIN = 10;

export const americaOf = (state: GameState): AmericaState => state.america ?? { forces: [] };

/** The month key of a date ("1806-03"), for the announcement of a return. */
export const monthKey = (d: GameDate): string => `${d.year}-${String(d.month).padStart(2, '0')}`;

/** The rule is in play: the v2.71 correction is on (the printed rule has no America). */
export const americaInPlay = (state: GameState): boolean => state.options.rules.usWarPeaceRoll === true;

/** Whether Great Britain is at war with the United States now. */
export const atWarWithAmerica = (state: GameState): boolean => (state.economy?.usWar ?? null) !== null;

/**
 * opt:8.2.1.2.2.2.2.2 whether Britain's moving stack may sail to America now: the correction is on,
 * the war with the United States is being fought, the stack stands in a western edge sea area with a
 * movement point left, every fleet and every corps aboard is British, no leader is aboard (ruling:
 * only fleets and corps count, and leaders stay), and Britain would not have more corps than fleets
 * in America.
 */
export function americaExitVerdict(
  state: GameState,
  at: AreaId | null,
  fleets: readonly Fleet[],
  pointsLeft: number,
  corps: readonly Corps[],
  leaders: number,
): Verdict {
  const rule = 'opt:8.2.1.2.2.2.2.2';
  if (!americaInPlay(state)) return illegal('notApplicable', rule, 'forces go to America only under the v2.71 rule');
  if (!atWarWithAmerica(state)) return illegal('notAtWar', rule, 'Great Britain is not at war with the United States');
  if (at === null || !AMERICA_EDGE_SEAS.includes(at))
    return illegal('notAdjacent', rule, 'fleets leave for America only from a sea area on the western edge of the map');
  if (fleets.length === 0 || fleets.some((f) => f.nationality !== 'britain'))
    return illegal('noAccess', rule, 'only British fleets may sail to America');
  if (corps.some((c) => c.nationality !== 'britain')) return illegal('noAccess', rule, 'only British corps may go to America');
  if (pointsLeft < 1) return illegal('notEnoughMovement', rule, 'a fleet needs a movement point left to sail off the map');
  if (leaders > 0) return illegal('capacity', rule, 'leaders aboard cannot go to America (ruling)');
  const there = americaOf(state).forces;
  const corpsAfter = there.reduce((n, f) => n + f.corps.length, 0) + corps.length;
  if (corpsAfter > there.length + fleets.length)
    return illegal('capacity', rule, 'Great Britain may not have more corps than fleets in America');
  return LEGAL;
}

/** opt:8.2.1.2.2.2.2.2 a fleet of 10+ ships and a corps of 10+ factors in America each add one to the peace roll. */
export function americaPeaceBonus(state: GameState): { bonus: number; fleets: number; corps: number } {
  let fleets = 0;
  let corps = 0;
  for (const f of americaOf(state).forces) {
    if (f.fleet.ships >= AMERICA_FORCE_MIN) fleets++;
    corps += f.corps.filter((c) => totalFactors(c.factors) >= AMERICA_FORCE_MIN).length;
  }
  return { bonus: fleets + corps, fleets, corps };
}

/**
 * opt:8.2.1.2.2.2.2.2 whether Britain may announce that `force` comes back (it brings the corps it
 * carried): not already announced, and the corps left behind are no more than the fleets left.
 */
export function americaReturnVerdict(state: GameState, force: AmericaForce): Verdict {
  const rule = 'opt:8.2.1.2.2.2.2.2';
  if (force.returning) return illegal('alreadyMoved', rule, `${force.fleet.name} is already coming back`);
  const staying = americaOf(state).forces.filter((f) => f !== force && !f.returning);
  const corps = staying.reduce((n, f) => n + f.corps.length, 0);
  if (corps > staying.length) return illegal('capacity', rule, 'the corps left in America would outnumber the fleets there');
  return LEGAL;
}

/** opt:8.2.1.2.2.2.2.2 forces announced before this month: they come back now. */
export const americaDue = (state: GameState): AmericaForce[] =>
  americaOf(state).forces.filter((f) => f.returning !== undefined && f.returning.announced < monthKey(state.date));
