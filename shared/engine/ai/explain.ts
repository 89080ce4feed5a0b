// Issue 21 The AI's one-line reasons, from the evaluation term a move changed most (evaluate.ts):
// "Austria: II Corps falls back on Vienna: outnumbered 2.5 to 1 near it". Each line has a public
// head (what the move is and toward what: the power, the corps' counter, areas and cities, all on
// the map for everyone) and a private detail (the AI's own strengths and its estimate of the
// enemy's, its power's knowledge only). The log shows the whole line to that power's seat and the
// head alone to the others (engine/view.ts). The AI reads only seenBy, so neither part can hold
// what its power may not see. Areas are written "area 320" and corps by their counter, which the
// log names for each reader ("Ulm (area 320)", "II Corps" or "an Austrian corps").
import { POWER_NAMES } from '../../model';
import type { AreaId, DecisionAnswer, GameState, LandMap, MajorPower } from '../../model';
import { distancesFrom } from '../auto/auto';
import { breakOf, factorsOf, forcesOf, goalsOf, holdsToWin } from './evaluate';
import type { Score } from './evaluate';
import type { GameData } from '../gameData';

const TERMS = ['objective', 'hold', 'battle', 'exposed', 'concentrate', 'supply', 'march'] as const;

/** "2.5 to 1", "2 to 1". */
const ratio = (a: number, b: number): string => `${Math.round((10 * a) / Math.max(1, b)) / 10} to 1`;

/** A reason: `text` for the AI's own power, `publicText` (no strengths) for everyone else. */
export interface AiChoice {
  readonly answer: DecisionAnswer;
  /** One line on what the AI does and why (below): whole for its power, the head for others; null when nothing to say. */
  readonly why: Reason | null;
}

export interface Reason {
  readonly text: string;
  readonly publicText: string;
}

const line = (head: string, detail?: string): Reason => ({ text: detail ? `${head}: ${detail}` : head, publicText: head });

export function explainMove(
  seen: GameState,
  power: MajorPower,
  map: LandMap,
  counter: string,
  step: AreaId,
  before: Score,
  after: Score,
  data?: GameData,
  then?: AreaId,
): Reason | null {
  const c = seen.corps.find((x) => x.counter === counter);
  if (!c || c.location.kind !== 'area') return null;
  const from = c.location.area;
  // a two-step plan is told by where it leads: "… joins the army in area 474 (by area 476)"
  const to = then ?? step;
  const by = then ? ` (by area ${step})` : '';
  const who = `${POWER_NAMES[power]}: ${c.counter}`;
  let term: (typeof TERMS)[number] = 'march';
  let gain = -Infinity;
  for (const t of TERMS) {
    const g = after[t] - before[t];
    if (g > gain + 1e-9) [term, gain] = [t, g];
  }
  const forces = forcesOf(seen, power);
  const goals = goalsOf(seen, power, data);
  const nearest = (ours: boolean) => {
    let best: { name: string; d: number } | null = null;
    for (const g of goals.filter((x) => x.ours === ours)) {
      const d = distancesFrom(map, g.area).get(to) ?? Infinity;
      if (!best || d < best.d) best = { name: g.name, d };
    }
    return best;
  };
  switch (term) {
    case 'objective': {
      const g = goals.find((x) => x.area === to && !x.ours);
      return g
        ? line(`${who} marches on ${g.name} to take it${by}`)
        : line(`${who} moves to area ${to}${by}`, 'it keeps the objective cities the side needs');
    }
    case 'hold': {
      const g = nearest(true);
      if (!g) return null;
      let enemy = 0;
      const dist = distancesFrom(map, goals.find((x) => x.name === g.name)!.area);
      for (const [a, s] of forces.field) if ((dist.get(a) ?? 9) <= 3) enemy += s.enemy;
      let own = 0;
      for (const [a, s] of forces.field) if ((dist.get(a) ?? 9) <= 1) own += s.own;
      return line(
        `${who} falls back on ${g.name}${by}`,
        enemy > own ? `outnumbered ${ratio(enemy, own)} near it` : 'enemy corps are near it',
      );
    }
    case 'battle': {
      const s = forces.field.get(to);
      // the corps joins the side's forces there: the odds are theirs and its own together
      if (s && s.enemy > 0)
        return line(`${who} attacks in area ${to}${by}`, `about ${ratio(s.own + factorsOf(c), s.enemy)} with the corps already there`);
      return line(`${who} leaves area ${from}`, 'a battle there would be at poor odds');
    }
    case 'exposed': {
      let enemy = 0;
      for (const e of map.edges(from)) enemy += forces.field.get(e.to)?.enemy ?? 0;
      const own = Math.max(1, forces.field.get(from)?.own ?? 0);
      // the term is the whole side's: a move may cover another stack rather than flee from its own area
      // 2.4.2 the public head is the same either way: "falls back" would say the stack is weaker than the enemy near it
      if (enemy > own) return { text: `${who} falls back to area ${to}${by}: outnumbered ${ratio(enemy, own)} around area ${from}`, publicText: `${who} moves to area ${to}${by}` };
      return line(`${who} moves to area ${to}${by}`, 'so no stack of ours stands alone next to stronger enemy corps');
    }
    case 'concentrate': {
      const there = forces.field.get(to)?.own ?? 0;
      if (there === 0) return line(`${who} moves to area ${to}${by}`, 'the army gathers there');
      return line(`${who} joins the army in area ${to}${by}`, `${there + factorsOf(c)} factors together`);
    }
    case 'supply':
      return line(`${who} moves to area ${to} to stay in supply${by}`);
    case 'march': {
      // 8.1.3.1 a city whose retaking breaks an enemy condition already met (evaluate.ts breakOf) comes first
      const breaking = breakOf(seen, power, goals);
      let retake: { name: string; d: number } | null = null;
      for (const g of goals.filter((x) => !x.ours && breaking.has(x.city))) {
        const d = distancesFrom(map, g.area).get(to) ?? Infinity;
        if (!retake || d < retake.d) retake = { name: g.name, d };
      }
      if (retake)
        return line(
          `${who} marches on ${retake.name} to retake it${by}`,
          `the enemy meets a victory condition while it holds ${retake.name}; ${retake.d === 0 ? 'there now' : `${retake.d} area${retake.d === 1 ? '' : 's'} away`}`,
        );
      const g = nearest(false);
      if (!g) return null;
      const away = g.d === 0 ? 'there now' : g.d === 1 ? '1 area away' : `${g.d} areas away`;
      return line(`${who} marches on ${g.name}${by}`, holdsToWin(seen, power) ? `${away}, our cities being safe` : away);
    }
  }
}

/** Why the AI ends its movement: every march it looked at scores worse than standing still. */
export function explainEnd(_seen: GameState, power: MajorPower, now: Score, best: Score): Reason {
  const worse = TERMS.reduce((w, t) => (best[t] - now[t] < best[w] - now[w] ? t : w), TERMS[0] as (typeof TERMS)[number]);
  const why = {
    objective: 'it would lose objective cities',
    hold: 'the objective cities need their guard',
    battle: 'it would fight at poor odds',
    exposed: 'it would be outnumbered',
    concentrate: 'the army would scatter',
    supply: 'it would leave its supply',
    march: 'no march gets nearer its aim',
  }[worse];
  return line(`${POWER_NAMES[power]} ends its movement`, why);
}

/**
 * 7.5.4 Why a corps stays at a siege (guard.ts siegeLocks): the city completes a victory condition
 * of the side; or 10.3.2 why it stays inside a city the side holds (vacateLocks): left empty, the
 * city would go back to its province's owner.
 */
export function explainSiege(seen: GameState, power: MajorPower, counter: string, city: string, garrison: number, stays = false): Reason {
  const c = seen.corps.find((x) => x.counter === counter);
  const who = `${POWER_NAMES[power]}: ${c?.counter ?? counter}`;
  if (stays) return line(`${who} stays in ${city}`, `left empty, ${city} would go back to its province's owner`);
  return line(`${who} keeps the siege of ${city}`, `${city} would complete a victory condition; its garrison is about ${garrison} factors`);
}
