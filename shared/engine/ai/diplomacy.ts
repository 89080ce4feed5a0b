// Issue 21 The AI's diplomacy in a campaign, beyond declaring war (war.ts): whom it would rather
// fight, a memory of recent peaces, the peace table and alliances. It reads only what its power
// may know: `seen` (seen.ts) and the public record of peaces made (4.4, announced to all).
// - rivals: the powers each one fought most over in 1805-1815 (its natural enemies). A war on a
//   rival is preferred; a war on a power that is no rival needs far better odds (war.ts);
// - memory: no new war on a power it made peace with in the last PEACE_MEMORY months, even once
//   the enforced peace (4.4.6.3, 4.2.2.4) has run out;
// - 4.4.2.2 offers and answers: the victor asks for an unconditional peace only of a loser that is
//   beaten (in Instability or Fiasco, or a home capital held), since it may refuse; the loser
//   accepts an unconditional peace only when beaten, and fights on otherwise;
// - 4.4.3 the loser's list-A term shields what is threatened: its home provinces when the victor
//   stands in its home nation, else its corps; the victor's list-B/C terms: territory and money
//   first, then what weakens a rival (never the same province twice in one treaty); never a royal
//   marriage (B.5) with a rival;
// - 4.5 alliances: with a power that fights one of its enemies, never one it fights, one at war
//   with an ally of ours, or a rival.
import { MAJOR_POWERS, allied, atWar, compareDates } from '../../model';
import type { DecisionValue, GameDate, GameState, MajorPower, PendingDecision } from '../../model';
import { addMonths } from '../../model/calendar';
import { enemiesOf, forcesInHomeNation } from '../../rules/political/facts';
import { inInstabilityOrFiasco } from '../../rules/political/status';
import { politicalState } from '../../rules/political/state';
import { cityHolder } from '../../rules/land/movement';
import type { GameData } from '../gameData';

/** Months after a peace in which the AI declares no new war on that power (beyond any enforced peace). */
export const PEACE_MEMORY = 24;

/**
 * Natural enemies, 2 (the main quarrel) or 1: Britain and France over everything; Austria,
 * Prussia and Russia against France's hold on Germany and Italy; Russia and Turkey over the
 * Balkans and the Black Sea; Austria and Turkey on the Danube; Austria and Prussia over Germany;
 * Spain and Britain at sea and in the colonies. The design's table, not a rule.
 */
const RIVALRY: Readonly<Partial<Record<MajorPower, Partial<Record<MajorPower, number>>>>> = {
  france: { britain: 2, austria: 2, prussia: 2, russia: 2, spain: 1 },
  britain: { france: 2, spain: 1 },
  austria: { france: 2, turkey: 1, prussia: 1 },
  prussia: { france: 2, austria: 1 },
  russia: { turkey: 2, france: 2 },
  spain: { britain: 2, france: 1 },
  turkey: { russia: 2, austria: 1 },
};

/** How much `p` counts `q` a natural enemy (0: none); the table is read both ways. */
export function rivalry(p: MajorPower, q: MajorPower): number {
  return Math.max(RIVALRY[p]?.[q] ?? 0, RIVALRY[q]?.[p] ?? 0);
}

/** A peace made, from the public log (4.4: every peace is announced). */
export interface PeaceMade {
  readonly powers: readonly [MajorPower, MajorPower];
  readonly date: GameDate;
}

/** Every peace in the game's public record, dated by the phase it was made in. Reads only public events. */
export function peacesMade(state: GameState): PeaceMade[] {
  const out: PeaceMade[] = [];
  let date: GameDate = state.date; // (before the first phase began: the present)
  for (const e of state.log) {
    if (e.type === 'phaseBegan') date = e.date;
    else if (e.type === 'peaceMade') out.push({ powers: [e.loser, e.victor], date });
  }
  return out;
}

/** Whether `p` made peace with `q` within PEACE_MEMORY months of `now`. */
export function recentPeace(peaces: readonly PeaceMade[], p: MajorPower, q: MajorPower, now: GameDate): boolean {
  return peaces.some((x) => x.powers.includes(p) && x.powers.includes(q) && compareDates(addMonths(x.date, PEACE_MEMORY), now) > 0);
}

const legalValues = (d: PendingDecision): string[] => d.options.filter((o) => o.verdict.ok).map((o) => String(o.value));

/** Home-province capitals of `power` (economy map). */
function homeCapitals(data: GameData, power: MajorPower): { city: string; area: string }[] {
  return (data.economy?.provinces ?? []).filter((p) => p.home === power).map((p) => ({ city: p.capital, area: p.capitalArea }));
}

/**
 * Its home falling to `by` (any power at war with it when absent): a national capital (4.4.8)
 * held by it, or at least a third (two at least) of its home-province capitals (8.2.1). One empty
 * provincial capital walked into by a passing corps is no reason to sue: wars run to battles.
 */
export function homeFalling(seen: GameState, data: GameData, power: MajorPower, by?: MajorPower): boolean {
  const enemyHolds = (area: string, city: string) => {
    const holder = cityHolder(seen, area as never, city as never, data.land);
    return holder !== null && holder !== power && (by === undefined ? atWar(seen, power, holder) : holder === by);
  };
  if ((data.economy?.nationalCapitals[power] ?? []).some((c) => enemyHolds(c.area, c.city))) return true;
  const caps = homeCapitals(data, power);
  const lost = caps.filter((c) => enemyHolds(c.area, c.city)).length;
  return lost >= Math.max(2, Math.ceil(caps.length / 3));
}

/** Beaten: in Instability or Fiasco, or its home falling to its enemies (above). */
export function beaten(seen: GameState, data: GameData, power: MajorPower): boolean {
  return inInstabilityOrFiasco(seen, power) || homeFalling(seen, data, power);
}

/** 4.4.2.2 the victor's offer ("<kind>:<loser>"): unconditional only of a beaten loser (it may refuse). */
export function peaceOffer(seen: GameState, d: PendingDecision, data: GameData): DecisionValue | undefined {
  const legal = legalValues(d);
  const loser = legal[0]?.split(':')[1] as MajorPower | undefined;
  if (!loser) return undefined;
  const want = beaten(seen, data, loser) ? 'unconditional' : 'conditional';
  return legal.find((v) => v.startsWith(`${want}:`)) ?? legal[0];
}

/** 4.4.2.2 the loser's answer to an unconditional peace: accept only when beaten, else fight on. */
export function peaceAnswer(seen: GameState, d: PendingDecision, data: GameData): DecisionValue | undefined {
  const legal = legalValues(d);
  const accept = legal.find((v) => v.startsWith('accept:'));
  const refuse = legal.find((v) => v.startsWith('refuse:'));
  if (!accept || !refuse) return accept ?? refuse;
  return beaten(seen, data, d.power) ? accept : refuse;
}

/** The victor's terms, best first (prefixes of the option values). */
const VICTOR_TERMS = ['C.4', 'B.7:province:', 'C.3', 'B.7', 'B.3', 'C.1:a', 'B.1', 'C.7', 'B.2', 'C.2', 'C.5', 'B.6'];

/** 4.4.3 / 4.4.4 a peace term: the loser's list-A shield, or the victor's next term (see the file comment). */
export function peaceTerm(seen: GameState, d: PendingDecision, data: GameData): DecisionValue | undefined {
  const legal = legalValues(d);
  const map = data.land;
  if (legal.some((v) => v.startsWith('A.'))) {
    const victor = legal[0]!.split('@')[1] as MajorPower | undefined;
    const invaded = map && victor ? forcesInHomeNation(seen, map, victor, d.power) : false;
    const want = invaded ? 'A.5' : 'A.1';
    return legal.find((v) => v.startsWith(want)) ?? legal[0];
  }
  // a province already being ceded in this treaty is not asked for again (C.4 and B.7 name it once)
  const treaty = politicalState(seen).peace?.treaties.find((t) => t.victor === d.power && t.loser === politicalState(seen).peace?.current?.loser);
  const ceded = new Set((treaty?.terms ?? []).flatMap((t) => (t.startsWith('C.4:') ? [t.slice(4)] : t.startsWith('B.7:province:') ? [t.slice('B.7:province:'.length)] : [])));
  const fresh = (v: string) => !ceded.has(v.startsWith('C.4:') ? v.slice(4) : v.startsWith('B.7:province:') ? v.slice('B.7:province:'.length) : '');
  for (const want of VICTOR_TERMS) {
    const hit = legal.find((v) => v.startsWith(want) && fresh(v));
    if (hit !== undefined) return hit;
  }
  return legal.includes('done') ? 'done' : undefined;
}

/** 4.5 the AI's alliances (see the file comment): values are the powers offered. */
export function alliances(seen: GameState, d: PendingDecision): DecisionValue[] {
  const p = d.power;
  const mine = enemiesOf(seen, p);
  const allies = MAJOR_POWERS.filter((q) => q !== p && allied(seen, p, q));
  return legalValues(d).filter((v) => {
    const q = v as MajorPower;
    if (atWar(seen, p, q) || rivalry(p, q) >= 2) return false;
    if (allies.some((a) => atWar(seen, q, a))) return false;
    return mine.some((e) => atWar(seen, q, e));
  });
}
