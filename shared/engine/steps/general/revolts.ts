// opt:10.5.2.1 / opt:10.5.2.3 / opt:10.5.2.3.2 (option `minorRevolts`) what a minor that revolts in the Minor
// Country Control Step becomes: a free state near an enemy of its controller may switch sides
// (10.5.2.3, rolled as a 4.6.8 overture), otherwise it turns neutral; and (errata to 10.5.2.3,
// v2.71 10.5.2.2) the former controller's garrisons leave a minor it lost.
import { POWER_NAMES, addGarrisonFactors, atWar, controllerOf } from '../../../model';
import type { AreaId, CityId, GameState, LandMap, MajorPower, MinorCountry, MinorId } from '../../../model';
import { kingdomMinorOfProvince } from '../../../rules/campaign/combinations/neutral';
import { territoryOf } from '../../../rules/land/movement';
import { honorsDestination } from '../../../rules/land/siege';
import { nationalModifier } from '../../../rules/political/minors';
import { statusOf } from '../../../rules/political/status';
import { emit, patch, roll } from '../../tx';
import type { Tx } from '../../tx';
import { lost, politicalPoints } from '../effects';
import { changeControl, followPrimary, revertDistrict } from './districts';

/** The minor's areas: the map's, and (11.1.3.2 / 11.4.3) those of the provinces of a Poland or Kingdom of Bavaria it carries. */
const areasOf = (map: LandMap, minor: string, state: GameState): AreaId[] =>
  (map.landAreas ?? []).filter((a) => map.area(a)?.minor === minor || kingdomMinorOfProvince(state, map.area(a)?.province) === minor);

/**
 * v2.71 10.5.2.3 the powers at war with the free state's controller that may try to win it: one
 * with a corps inside it, or with territory (home nation or a minor it runs) next to it.
 */
export function switchCandidates(tx: Tx, minor: MinorId, controller: MajorPower): MajorPower[] {
  const map = tx.data.land;
  if (!map) return [];
  const s = tx.state;
  const inside = areasOf(map, minor, tx.state);
  const enemy = (p: MajorPower | null): p is MajorPower => p !== null && p !== controller && atWar(s, p, controller);
  const out = new Set<MajorPower>();
  for (const c of s.corps) if (c.location.kind === 'area' && inside.includes(c.location.area)) { const p = controllerOf(s, c.nationality); if (enemy(p)) out.add(p); }
  for (const a of inside)
    for (const e of map.edges(a)) {
      const f = map.area(e.to);
      if (!f || inside.includes(e.to)) continue;
      const owner = f.minor !== null ? (s.minors.find((m) => m.id === f.minor && m.status !== 'neutral')?.controller ?? null) : f.homeOf;
      if (enemy(owner)) out.add(owner);
    }
  return [...out].sort();
}

/**
 * v2.71 10.5.2.1 / 10.5.2.3 a minor that failed its revolt check: a free state with eligible
 * enemies of its controller lets each roll two dice + national + status modifiers (4.6.8); one
 * success wins it, none or several leave it neutral. A conquered minor turns neutral.
 */
export function minorRevolted(tx: Tx, m: MinorCountry, controller: MajorPower, zone: string): void {
  const candidates = m.status === 'free' ? switchCandidates(tx, m.id, controller) : [];
  const winners: MajorPower[] = [];
  for (const p of candidates) {
    const dice = roll(tx, '10.5.2.3', `${POWER_NAMES[p]} tries to win ${m.name} over`) + roll(tx, '10.5.2.3', `${POWER_NAMES[p]} tries to win ${m.name} over`);
    if (dice + nationalModifier(p, m.id) + statusOf(tx.state, p).statusModifier >= 10) winners.push(p);
  }
  if (winners.length === 1) {
    switchSides(tx, m, controller, winners[0]!);
    return;
  }
  if (revertDistrict(tx, m.id)) return; // 10.4.3.2 a district held apart goes back to its primary
  changeControl(tx, m.id, null, 'neutral', '10.5.2.1', `revolted against ${POWER_NAMES[controller]} in its ${zone} zone${winners.length > 1 ? ' (several powers won it over at once)' : ''}`);
  garrisonsLeave(tx, m.id, controller);
}

/**
 * v2.71 10.5.2.3.2 the free state changes sides with its corps and garrisons, except those
 * sharing an area with the former controller's corps or garrisons, which are eliminated;
 * 10.5.2.4 the new controller gains a point. opt:10.5.2.3.2 its fleets change sides too; one lying
 * in a port its former controller holds is now an enemy's there and leaves it by 6.2.6 (the
 * sequencer's `evictFleets` after the step asks the new controller where it goes).
 */
export function switchSides(tx: Tx, m: MinorCountry, from: MajorPower, to: MajorPower, point = true): void {
  const formerIn = (a: AreaId) => tx.state.corps.some((c) => c.location.kind === 'area' && c.location.area === a && controllerOf(tx.state, c.nationality) === from && c.nationality !== m.id)
    || tx.state.garrisons.some((g) => g.area === a && controllerOf(tx.state, g.nationality) === from && g.nationality !== m.id);
  const doomedCorps = tx.state.corps.filter((c) => c.nationality === m.id && c.location.kind === 'area' && formerIn(c.location.area));
  const doomedGarrisons = tx.state.garrisons.filter((g) => g.nationality === m.id && formerIn(g.area));
  for (const c of doomedCorps) if (c.location.kind === 'area') lost(tx, m.id, c.counter, c.location.area, c.factors, '10.5.2.3.2', `${m.name} changed sides beside ${POWER_NAMES[from]}'s forces`);
  for (const g of doomedGarrisons) lost(tx, m.id, null, g.area, g.factors, '10.5.2.3.2', `${m.name} changed sides beside ${POWER_NAMES[from]}'s forces`);
  patch(tx, {
    corps: tx.state.corps.filter((c) => !doomedCorps.includes(c)),
    garrisons: tx.state.garrisons.filter((g) => !doomedGarrisons.includes(g)),
    minors: tx.state.minors.map((x) => (x.id === m.id ? { id: x.id, name: x.name, status: 'free' as const, controller: to } : x)),
  });
  emit(tx, { type: 'minorControlChanged', minor: m.id, from, to, status: 'free', rule: '10.5.2.3', reason: `won over by ${POWER_NAMES[to]} while ${POWER_NAMES[from]} faltered` });
  if (point) politicalPoints(tx, to, 1, '10.5.2.4', `won ${m.name} over`); // not again for each member of a section 11 kingdom (10.5.2.3.1; `point` is a hook of the comb branch)
  followPrimary(tx, m.id, from, m.status);
  garrisonsLeave(tx, m.id, from);
}

/**
 * Errata to 10.5.2.3 / opt:10.5.2.2 garrisons of the power that lost the minor march out to
 * the nearest friendly unbesieged city, as with the honours of war (7.5.4.1.2.3.1); with no such
 * city they are lost. Its corps stay, as in any neutral minor (10.3.1.1). opt:10.5.2.2 fleets of
 * any power lying in the ports of a minor that turned neutral must leave them as from a lost port
 * (6.2.6): the sequencer's `evictFleets` (steps/naval/ports.ts) treats a neutral minor's port so.
 */
export function garrisonsLeave(tx: Tx, minor: MinorId, former: MajorPower | null): void {
  const map = tx.data.land;
  if (!map || former === null) return;
  const inside = areasOf(map, minor, tx.state);
  const leaving = tx.state.garrisons.filter((x) => inside.includes(x.area) && x.place.kind === 'city' && controllerOf(tx.state, x.nationality) === former && x.nationality !== minor);
  if (leaving.length === 0) return;
  // All of them leave together: a city of the lost minor is no refuge for another's garrison, and
  // a garrison that others joined on the way must not be moved (or counted) twice.
  let staying = tx.state.garrisons.filter((x) => !leaving.includes(x));
  for (const g of leaving) {
    const city = (g.place as { city: CityId }).city;
    const seen = { ...tx.state, garrisons: [...staying, g] };
    const dest = honorsDestination(seen, map, g.area, city, (a) => territoryOf(seen, map, a));
    const name = tx.data.economy?.cityName(city) ?? city;
    if (!dest) {
      lost(tx, g.nationality, null, g.area, g.factors, '10.5.2.3', 'no friendly city to march to from a minor that was lost');
      continue;
    }
    // joins a garrison of its nationality already there, as the honours of war do
    const j = staying.findIndex((x) => x.area === dest.area && x.place.kind === 'city' && x.place.city === dest.city && x.nationality === g.nationality);
    staying = j < 0 ? [...staying, { ...g, area: dest.area, place: { kind: 'city' as const, city: dest.city } }]
      : staying.map((x, k) => (k === j ? { ...x, factors: addGarrisonFactors(x.factors, g.factors) } : x));
    emit(tx, { type: 'forcesRepatriated', power: former, what: `garrison of ${name}`, from: g.area, to: dest.area, rule: '10.5.2.3' });
  }
  patch(tx, { garrisons: staying });
}
