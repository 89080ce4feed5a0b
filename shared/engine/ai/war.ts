// Issue 21 The AI's Political Phase in a campaign: war and peace from what its power may know
// (seen.ts: other powers' unrevealed corps count a standard guess each, 2.4.2).
// - 4.2 declare war on the neighbour it can beat: a major power (or, with no such power, a
//   neutral minor) whose home cities its armies can reach, when its side's field strength is
//   well over the target's side (against its main rival, counting the powers already at war with
//   it: a coalition), never on an ally or an ally's ally, one war at a time, never
//   while in Instability or Fiasco nor when its cost in political points would put it there (10.5), not in the winter months (9.1) and not when an enforced
//   peace bars it (the options' verdicts, 4.2.2.4);
// - 4.4 sue the one enemy that beats it at home (its forces in the home nation, 4.4.2.1, and a
//   national capital or a third of its home-province capitals lost, diplomacy.ts, or the army
//   outnumbered after SUE_AFTER_MONTHS of war), everyone when in Instability or Fiasco
//   (the procedures'), but not merely because an enemy corps stands in the home nation;
//   and offer an informal peace (4.4.1) to a land enemy after months of war in which neither
//   stood in the other's home nation (both must offer it, so two AIs in the same stalemate end it);
// - 4.3 answer a call unless the enemy it would fight is far stronger and within reach.
// Everything else is the procedures' (auto/political.ts). Each choice comes with a line for the
// log; declarations and suits are secret until revealed (4.2.1, 4.4.1), so no public head.
import { POWER_NAMES, allied, atWar, controllerOf, garrisonSize, isWinterMonth, operatorOf } from '../../model';
import type { AreaId, DecisionValue, GameState, LandMap, MajorPower, PendingDecision } from '../../model';
import { distancesFrom } from '../auto/auto';
import { forcesInHomeNation, enemiesOf } from '../../rules/political/facts';
import { monthsBetween, politicalState } from '../../rules/political/state';
import { inInstabilityOrFiasco, initialStatusPosition, moveMarker, statusBoxAt } from '../../rules/political/status';
import { districtCount } from '../../rules/general';
import type { GameData } from '../gameData';
import { factorsOf } from './evaluate';
import type { AiChoice } from './explain';
import { alliances, homeFalling, peaceAnswer, peaceOffer, peaceTerm, recentPeace, rivalry } from './diplomacy';
import type { PeaceMade } from './diplomacy';
import { politicalReason } from './campaignReasons';
import { politicalAnswer } from '../auto/political';

/** Odds (own side's field strength over the target side's) the AI wants before it opens a war on a major power, and on a minor. */
export const WAR_ODDS = { major: 1.5, minor: 3 };
/** Areas from its nearest corps to the target's nearest home capital within which a war can be fought by land. */
export const WAR_REACH = 5;
/** The enemy's side outnumbering the AI's army by this much at home makes it sue. */
const SUE_ODDS = 1.6;
/** Months of war before being outnumbered at home (with no home falling, diplomacy.ts) makes it sue. */
export const SUE_AFTER_MONTHS = 4;
/** Months of a war with no invasion either way after which an informal peace is offered (4.4.1). */
export const STALEMATE_MONTHS = 8;
/** A war on a power that is no natural enemy (diplomacy.ts) needs this much more. */
const NO_RIVAL_ODDS = 1.5;
/** Each major power already at war with a target counts this much against it (the AI spreads its wars instead of piling on). */
const PILE_ON = 0.75;
/** A called ally refuses when the enemy within reach outnumbers its side by this much. */
const REFUSE_ODDS = 2.5;

const legalValues = (d: PendingDecision): DecisionValue[] => d.options.filter((o) => o.verdict.ok).map((o) => o.value);

/** Factors of a power's corps on the map as `seen` holds them (others' unrevealed corps at the standard guess). */
export function armyOf(seen: GameState, power: MajorPower): number {
  let n = 0;
  for (const c of seen.corps) if (c.location.kind === 'area' && operatorOf(seen, c) === power) n += factorsOf(c); // B.4 lent corps: the borrower's
  return n;
}

/** A power and its allies (4.5), the strength a war with it meets. */
function sideStrength(seen: GameState, power: MajorPower): number {
  let n = armyOf(seen, power);
  for (const q of Object.keys(seen.powers) as MajorPower[]) if (q !== power && seen.powers[q].inPlay && allied(seen, power, q)) n += armyOf(seen, q);
  return n;
}

/** Land areas from `power`'s nearest corps to the nearest of `areas` (Infinity: none reachable). */
function reach(seen: GameState, map: LandMap, power: MajorPower, areas: readonly AreaId[]): number {
  const mine = seen.corps.flatMap((c) => (c.location.kind === 'area' && controllerOf(seen, c.nationality) === power ? [c.location.area] : []));
  let best = Infinity;
  for (const a of areas) {
    const dist = distancesFrom(map, a);
    for (const m of mine) best = Math.min(best, dist.get(m) ?? Infinity);
  }
  return best;
}

/** The home-nation areas of a major power (its 1805 home provinces' capitals suffice for distance). */
function homeCapitals(data: GameData, power: MajorPower): { city: string; area: AreaId }[] {
  return (data.economy?.provinces ?? []).filter((p) => p.home === power).map((p) => ({ city: p.capital, area: p.capitalArea }));
}

/** Whether a war between the two can be fought by land: either's army within WAR_REACH of the other's home capitals. */
export function landReachable(seen: GameState, data: GameData, a: MajorPower, b: MajorPower): boolean {
  const map = data.land;
  if (!map) return false;
  return reach(seen, map, a, homeCapitals(data, b).map((c) => c.area)) <= WAR_REACH || reach(seen, map, b, homeCapitals(data, a).map((c) => c.area)) <= WAR_REACH;
}

const ratio = (a: number, b: number): string => `${Math.round((10 * a) / Math.max(1, b)) / 10} to 1`;
const secret = (text: string) => ({ text, publicText: '' });
/** "A", "A and B", "A, B and C". */
const listOf = (xs: readonly string[]): string => (xs.length < 2 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);

/** 4.2 The AI's declarations of war (see the file comment): at most one target. */
function declare(seen: GameState, d: PendingDecision, data: GameData, peaces: readonly PeaceMade[]): AiChoice {
  const p = d.power;
  const none: AiChoice = { answer: [], why: null };
  if (seen.scenario.kind === 'scenario' || inInstabilityOrFiasco(seen, p) || isWinterMonth(seen.date)) return none;
  const map = data.land;
  if (!map) return none;
  // 10.5 a declaration costs political points (4.2: 3 on a major power, a minor's districts): never one that
  // would put the marker in Instability or Fiasco, where a power must soon sue everyone
  const position = seen.political?.status[p] ?? initialStatusPosition(p, seen.date.year);
  const affordable = (cost: number) => {
    const after = moveMarker(position, -(cost + 1));
    return !after.pushedOffBottom && !['instability', 'fiasco'].includes(statusBoxAt(after.position).zone);
  };
  // one land war at a time: an enemy within reach, or a minor it is conquering, already keeps the army busy
  if (enemiesOf(seen, p).some((e) => landReachable(seen, data, p, e)) || politicalState(seen).minorWars.some((w) => w.power === p)) return none;
  const legal = legalValues(d).map(String);
  const own = sideStrength(seen, p);
  let best: { value: string; odds: number; text: string } | null = null;
  let bestScore = -Infinity;
  for (const v of legal) {
    if (v.startsWith('minor:')) continue;
    const q = v as MajorPower;
    // a peace made lately is kept, even once its enforced peace has run out (diplomacy.ts)
    if (recentPeace(peaces, p, q, seen.date)) continue;
    // never on an ally, nor on a power allied with one of ours (4.5: the alliance would tear)
    if (allied(seen, p, q) || Object.keys(seen.powers).some((r) => allied(seen, p, r as MajorPower) && allied(seen, q, r as MajorPower))) continue;
    // its own army must reach the target's home (a target's corps abroad near ours is no war we can carry home)
    // (against its main rival a war may also be fought at home: its army within reach of ours, landReachable)
    const far = reach(seen, map, p, homeCapitals(data, q).map((c) => c.area)) > WAR_REACH;
    if (!affordable(3) || (far && !(rivalry(p, q) >= 2 && landReachable(seen, data, p, q)))) continue;
    // the target's allies join its side (4.3)
    const theirs = sideStrength(seen, q);
    // a natural enemy first; a power already fought by others only when it is the main quarrel
    const rival = rivalry(p, q);
    // a coalition: against its main rival, the armies of the powers already at war with it fight on our side too (4.3 in effect)
    const coalition = rival >= 2 ? (Object.keys(seen.powers) as MajorPower[]).filter((r) => r !== p && r !== q && seen.powers[r].inPlay && atWar(seen, r, q) && !allied(seen, p, r) && !atWar(seen, p, r)) : [];
    const ours = own + coalition.reduce((n, r) => n + armyOf(seen, r), 0);
    const odds = ours / Math.max(1, theirs);
    // declarations are secret and made together (4.2.1): q's other main rivals at peace with it may well be declaring too
    const likely = (Object.keys(seen.powers) as MajorPower[]).filter((r) => r !== p && r !== q && seen.powers[r].inPlay && rivalry(r, q) >= 2 && !atWar(seen, r, q) && !allied(seen, r, q)).length;
    const fighting = enemiesOf(seen, q).length + (rival < 2 ? likely : 0);
    if (odds < WAR_ODDS.major * (rival === 0 ? NO_RIVAL_ODDS : 1) || (fighting >= (rival === 0 ? 1 : 2) && rival < 2)) continue;
    const score = rival + Math.log2(odds) - PILE_ON * fighting;
    if (score > bestScore) {
      bestScore = score;
      const joined = coalition.length > 0 ? ` with ${listOf(coalition.map((r) => POWER_NAMES[r]))} already fighting it, the armies against it` : ` its side's army`;
      best = { value: v, odds, text: `${POWER_NAMES[p]} declares war on ${POWER_NAMES[q]}${rival > 0 ? ', its old enemy' : ''}:${joined} outnumber${coalition.length > 0 ? '' : 's'} theirs about ${ratio(ours, theirs)}` };
    }
  }
  if (!best) {
    // a neutral minor whose capital its army stands next to, far weaker than it, so the invasion begins this
    // very turn (4.6.6: a war on a minor nobody invades lapses, and its points are spent for nothing)
    for (const v of legal) {
      if (!v.startsWith('minor:')) continue;
      const id = v.slice('minor:'.length);
      const m = map.minorCountry?.(id as never);
      if (!m || !affordable(districtCount(seen, id)) || reach(seen, map, p, [m.capitalArea]) > 1) continue;
      let theirs = 0;
      for (const c of seen.corps) if (c.nationality === id && c.location.kind === 'area') theirs += factorsOf(c);
      for (const g of seen.garrisons) if (g.nationality === id) theirs += garrisonSize(g.factors);
      const odds = armyOf(seen, p) / Math.max(1, theirs);
      const name = seen.minors.find((x) => x.id === id)?.name ?? id;
      if (odds >= WAR_ODDS.minor && (!best || odds > best.odds)) best = { value: v, odds, text: `${POWER_NAMES[p]} declares war on ${name}: its army is next to it and outnumbers it about ${ratio(armyOf(seen, p), theirs)}` };
    }
  }
  return best ? { answer: [best.value], why: secret(best.text) } : none;
}

/** When the war with `enemy` began (4.4.5.2), if recorded. */
function warMonths(seen: GameState, p: MajorPower, enemy: MajorPower): number {
  const starts = politicalState(seen).warsBegun.filter((w) => w.powers.includes(p) && w.powers.includes(enemy));
  if (starts.length === 0) return 0;
  return Math.max(0, Math.min(...starts.map((w) => monthsBetween(w.date, seen.date))));
}

/** 4.4 Suits and informal offers (see the file comment); undefined leaves it to the procedures. */
function sue(seen: GameState, d: PendingDecision, data: GameData): AiChoice | undefined {
  const p = d.power;
  const map = data.land;
  if (!map) return undefined;
  const legal = legalValues(d).map(String);
  for (const e of enemiesOf(seen, p)) {
    if (!legal.includes(`sue:${e}`) || !forcesInHomeNation(seen, map, e, p)) continue;
    const theirs = sideStrength(seen, e);
    const own = sideStrength(seen, p);
    // outnumbered alone is a reason only once the war has run a few months (a first campaign season decides it, not the first march)
    if (homeFalling(seen, data, p, e) || (theirs >= SUE_ODDS * own && warMonths(seen, p, e) >= SUE_AFTER_MONTHS))
      return { answer: [`sue:${e}`], why: secret(`${POWER_NAMES[p]} sues ${POWER_NAMES[e]} for peace: ${homeFalling(seen, data, p, e) ? 'its home cities are falling' : `outnumbered ${ratio(theirs, own)} at home`}`) };
  }
  const offers = enemiesOf(seen, p).filter(
    (e) => legal.includes(`informal:${e}`) && warMonths(seen, p, e) >= STALEMATE_MONTHS && landReachable(seen, data, p, e) && !forcesInHomeNation(seen, map, e, p) && !forcesInHomeNation(seen, map, p, e),
  );
  // the procedures' "losing badly" (Instability or Fiasco) still sues everyone; otherwise the war goes on
  if (offers.length === 0) return inInstabilityOrFiasco(seen, p) ? undefined : { answer: [], why: null };
  return { answer: offers.map((e) => `informal:${e}`), why: secret(`${POWER_NAMES[p]} offers ${offers.map((e) => POWER_NAMES[e]).join(' and ')} an informal peace: months of war and no invasion either way`) };
}

/**
 * The AI's answer to a Political Phase decision in a campaign, or undefined for the procedures'
 * (auto/political.ts). `seen` is what the power may know.
 */
export function aiPolitical(seen: GameState, d: PendingDecision, data: GameData | undefined, peaces: readonly PeaceMade[] = []): AiChoice | undefined {
  if (!data?.land || seen.scenario.kind !== 'campaign') return undefined;
  // each political choice comes with its one-line reason for the log (campaignReasons.ts)
  const plain = (answer: DecisionValue | DecisionValue[] | undefined): AiChoice | undefined => (answer === undefined ? undefined : { answer, why: politicalReason(seen, d, answer, data) });
  switch (d.kind) {
    case 'political/declareWar':
      return declare(seen, d, data, peaces);
    // 4.4.2.2-4.4.4 the peace table, 4.5 alliances (diplomacy.ts)
    case 'political/peaceOffer':
      return plain(peaceOffer(seen, d, data));
    case 'political/peaceAnswer':
      return plain(peaceAnswer(seen, d, data));
    case 'political/peaceTerm':
      return plain(peaceTerm(seen, d, data));
    case 'political/alliances':
      return plain(alliances(seen, d));
    case 'political/sue':
      return sue(seen, d, data);
    case 'political/answerCall': {
      // 4.3.2 refuse a call into a war the enemy would win on our own ground
      const legal = legalValues(d).map(String);
      if (!legal.includes('refuse') || !legal.includes('accept')) return undefined;
      const foes = (Object.keys(seen.powers) as MajorPower[]).filter((q) => seen.powers[q].inPlay && q !== d.power && !atWar(seen, d.power, q) && enemiesOf(seen, q).some((x) => allied(seen, d.power, x)));
      const strong = foes.find((q) => landReachable(seen, data, d.power, q) && sideStrength(seen, q) >= REFUSE_ODDS * sideStrength(seen, d.power));
      if (!strong) return plain(politicalAnswer(seen, d, () => 0, data) as DecisionValue | undefined); // the procedures' answer (no dice in it), with its reason
      return { answer: 'refuse', why: secret(`${POWER_NAMES[d.power]} refuses the call: ${POWER_NAMES[strong]} would outnumber it ${ratio(sideStrength(seen, strong), sideStrength(seen, d.power))} at home`) };
    }
    default:
      return undefined;
  }
}
