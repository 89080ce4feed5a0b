// Who is at war, at peace or allied with whom, as the political rules read it (4.2-4.7, 10.3).
import { MAJOR_POWERS, allied, atWar, controllerOf, isMajorPower, powerPair, powersInPlay } from '../../model';
import type { AreaId, GameDate, GameState, LandMap, MajorPower, MinorId, Nationality } from '../../model';
import { holdsThrough, monthsBetween, politicalState } from './state';

/**
 * 4.2.2.4 / v2.71 4.2.2.4.1 whether an enforced peace bars `from` from declaring war on `to`
 * this turn: a formal peace (4.4.6.3, with the loser's B.2/C.2 extension), mutual victors
 * (4.4.6.3.1) or a broken alliance (4.7.1). Entries with `bars` bind only that power.
 */
export function barredByEnforcedPeace(state: GameState, from: MajorPower, to: MajorPower): boolean {
  const [x, y] = powerPair(from, to);
  return state.relations.enforcedPeace.some(
    (e) => e.powers[0] === x && e.powers[1] === y && (e.bars === undefined || e.bars === from) && holdsThrough(state.date, e.until),
  );
}

/** 4.2 / 4.6 whether `power` is at war with the minor country (declared on it, not lapsed, 4.6.6). */
export function atWarWithMinor(state: GameState, power: MajorPower, minor: MinorId | string): boolean {
  return politicalState(state).minorWars.some((w) => w.minor === minor && w.power === power);
}

/**
 * Whether forces of `nationality` are enemies of `power`: at war with their controller, or
 * (a minor's forces) at war with the minor itself (4.6.5.2: a controller not at war with the
 * attacker leaves the minor to fight alone).
 */
export function atWarWithNationality(state: GameState, power: MajorPower, nationality: Nationality): boolean {
  if (isMajorPower(nationality)) return nationality !== power && atWar(state, power, nationality);
  const c = controllerOf(state, nationality);
  return atWarWithMinor(state, power, nationality) || (c !== null && c !== power && atWar(state, power, c));
}

// 10.2.1.3 army factors a minor takes from a power its controller is not at war with are handed
// back when the minor is conquered or the war lapses: rules/general/minorPrisoners.ts tags them.
/**
 * 4.6.5.3 whether forces of nationality `a` and forces of nationality `b` are enemies on the map
 * (land movement, combat and sieges read this through `isEnemy`): their controllers are at war,
 * or one side is a minor country the other's controller is at war with (a war declared on the
 * minor, 4.2 / 4.6, not lapsed, 4.6.6). So a minor's forces are enemies of every power at war
 * with that minor, while its controller's own corps stay out of that fight unless the
 * controller is at war with the attacker too (4.6.5.2 / 4.6.5.3). A power's own forces and its
 * minors' forces are never enemies of each other.
 */
export function hostileForces(state: GameState, a: Nationality, b: Nationality): boolean {
  const ca = controllerOf(state, a);
  const cb = controllerOf(state, b);
  if (ca === null || cb === null || ca === cb) return false;
  if (atWar(state, ca, cb)) return true;
  // 4.6.5.3 the minor's own war: only read when a minor is involved (the hot path is major vs major)
  return (!isMajorPower(a) && atWarWithMinor(state, cb, a)) || (!isMajorPower(b) && atWarWithMinor(state, ca, b));
}

/** 4.6.5.3 whether any war on a minor country stands (a fast test before the per-minor reads). */
export const anyMinorWar = (state: GameState): boolean => politicalState(state).minorWars.length > 0;

/** Every power in play `power` is at war with, in MAJOR_POWERS order. */
export function enemiesOf(state: GameState, power: MajorPower): MajorPower[] {
  return powersInPlay(state).filter((q) => q !== power && atWar(state, power, q));
}

/** Every power in play allied with `power`. */
export function alliesOf(state: GameState, power: MajorPower): MajorPower[] {
  return powersInPlay(state).filter((q) => q !== power && allied(state, power, q));
}

/** 4.5.3 the last date the pair broke an alliance, if any. */
export function lastBroken(state: GameState, a: MajorPower, b: MajorPower): GameDate | null {
  const [x, y] = powerPair(a, b);
  const dates = politicalState(state).brokenAlliances.filter((r) => r.powers[0] === x && r.powers[1] === y).map((r) => r.date);
  return dates.length === 0 ? null : dates.reduce((m, d) => (monthsBetween(m, d) > 0 ? d : m));
}

/** 4.4.9 (v2.71) whether the two are joined by a royal marriage. */
export function married(state: GameState, a: MajorPower, b: MajorPower): boolean {
  const [x, y] = powerPair(a, b);
  return politicalState(state).royalMarriages.some((m) => m.powers[0] === x && m.powers[1] === y);
}

/** Areas where land forces (corps, garrisons, irregulars) of nationalities `holder` accepts stand. */
export function areasHeldBy(state: GameState, holder: (nationality: Nationality) => boolean, opts: { infantryCorpsOnly?: boolean; unbesieged?: (area: AreaId) => boolean } = {}): Set<AreaId> {
  const out = new Set<AreaId>();
  for (const c of state.corps) {
    if (c.location.kind !== 'area' || !holder(c.nationality)) continue;
    if (opts.infantryCorpsOnly && (c.type === 'cavalry' || (c.location.city !== undefined && besiegedInCity(state, c.location.area, c.nationality)))) continue;
    if (opts.unbesieged && !opts.unbesieged(c.location.area)) continue;
    out.add(c.location.area);
  }
  if (opts.infantryCorpsOnly) return out;
  for (const g of state.garrisons) if (holder(g.nationality)) out.add(g.area);
  for (const i of state.irregulars) if (holder(i.nationality)) out.add(i.area);
  return out;
}

/**
 * opt:4.2.2.2 whether a corps of `nationality` inside a city of `area` is besieged: corps of a
 * power at war with its controller stand in the area outside the cities (7.5.4), and that power
 * has not chosen to leave the city unbesieged (7.3.7.1). An enemy corps holding the city with
 * none outside is unbesieged and counts.
 */
function besiegedInCity(state: GameState, area: AreaId, nationality: Nationality): boolean {
  const holder = controllerOf(state, nationality);
  if (holder === null) return false;
  return state.corps.some((c) => {
    if (c.location.kind !== 'area' || c.location.area !== area || c.location.city !== undefined) return false;
    const q = controllerOf(state, c.nationality);
    return q !== null && q !== holder && atWar(state, q, holder) && !(state.declinedSieges ?? []).some((d) => d.power === q && d.area === area);
  });
}

/** 4.4.2.1 whether `enemy` (or a minor it controls) has land forces inside `power`'s home nation. */
export function forcesInHomeNation(state: GameState, map: LandMap, enemy: MajorPower, power: MajorPower): boolean {
  const areas = areasHeldBy(state, (n) => controllerOf(state, n) === enemy);
  return [...areas].some((a) => map.area(a)?.homeOf === power);
}

/** 4.4.8 powers out of the game for good. */
export const outOfGame = (state: GameState, power: MajorPower): boolean => politicalState(state).outOfGame.includes(power);

/** Powers still playing: in play and not out after a final peace (4.4.8). */
export function activePowers(state: GameState): MajorPower[] {
  return MAJOR_POWERS.filter((p) => state.powers[p].inPlay && !outOfGame(state, p));
}
