// Issue 21 The AI's answer to the insurrection's mid-move question (10.1.4.1, 10.1.4.1.1; asked
// by steps/general/insurrection.ts when the standing procedures are off). The procedures decline;
// the normal and strong AI raise the strongest insurrection corps waiting off the map in the very
// area an enemy corps has just entered — which stops that corps there (10.1.4.1.1) and gives
// battle — when the Austrian side there would not be hopelessly outnumbered. Enemy strengths are
// the power's own estimate (seenBy: a hidden corps counts as a standard guess).
import { POWER_NAMES, atWar, operatorOf } from '../../model';
import type { Corps, GameState, PendingDecision } from '../../model';
import { factorsOf } from './evaluate';
import type { AiChoice } from './explain';

/** The Austrian side's factors in the area, with the raised corps, against the enemy's estimated: at least this. */
export const RISE_ODDS = 0.5;

const placeOf = (value: string): { counter: string; area: string } | null => {
  const [kind, counter, area] = value.split(':');
  return kind === 'place' && counter && area ? { counter, area } : null;
};

const inArea = (c: Corps, area: string) => c.location.kind === 'area' && c.location.area === area;

/** 10.1.4.1.1 the AI's answer to Austria's mid-move insurrection question, or undefined to leave it to the procedures (decline). */
export function aiRising(seen: GameState, d: PendingDecision): AiChoice | undefined {
  if (d.kind !== 'land/insurrection' || d.step !== 'land/movement') return undefined;
  const r = seen.turn.land?.rising;
  if (!r) return undefined;
  const power = d.power;
  // 10.1.4.1.1 only a corps is stopped (a cossack or freikorps is not in the corps list)
  const mover = seen.corps.find((c) => c.counter === r.mover);
  if (!mover) return undefined;
  // one corps a crossing: once one stands where the enemy entered, the AI ends
  if (seen.corps.some((c) => c.type === 'insurrection' && inArea(c, r.area) && operatorOf(seen, c) === power))
    return { answer: 'end', why: null };
  const offers = d.options
    .filter((o) => o.verdict.ok)
    .map((o) => placeOf(String(o.value)))
    .filter((p): p is { counter: string; area: string } => p !== null && p.area === r.area)
    .map((p) => ({ ...p, corps: seen.corps.find((c) => c.counter === p.counter) }))
    .filter((p): p is { counter: string; area: string; corps: Corps } => p.corps !== undefined)
    .sort((a, b) => factorsOf(b.corps) - factorsOf(a.corps) || a.counter.localeCompare(b.counter));
  const best = offers[0];
  if (!best) return undefined;
  const here = seen.corps.filter((c) => inArea(c, r.area));
  const enemy = here.filter((c) => {
    const op = operatorOf(seen, c);
    return op !== null && op !== power && atWar(seen, op, power);
  });
  const ours = here.filter((c) => operatorOf(seen, c) === power);
  const theirs = enemy.reduce((n, c) => n + factorsOf(c), 0);
  const mine = ours.reduce((n, c) => n + factorsOf(c), 0) + factorsOf(best.corps);
  if (mine < RISE_ODDS * theirs) return undefined;
  // corps by counter and areas as "area N": the log names them for each reader (explain.ts)
  const head = `${POWER_NAMES[power]} raises ${best.counter} in area ${r.area} to stop ${mover.counter} there (10.1.4.1.1)`;
  return { answer: `place:${best.counter}:${r.area}`, why: { text: `${head}: ${mine} factors against about ${theirs}`, publicText: head } };
}
