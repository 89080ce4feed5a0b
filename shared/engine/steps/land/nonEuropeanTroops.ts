// v2.71 12.10 (option) non-European troops: in a turn when a major power other than Turkey moves
// one or more corps of Ottoman Empire free states (11.6.1's minors) into Europe, it loses one
// political point. Europe: the rule names Turkey, Syria and the winter zone as outside it, but 9.2's
// winter zone is the whole map except the southern areas where those minors lie (Morocco to
// Egypt, Palestine, the islands), with Syria inside it; we read Europe as the winter zone less
// Turkey's home nation and Syria (docs/RULINGS.md). A corps that began the step in Europe costs
// nothing. Checked after each movement order (movement.ts); charged once per power per turn.
import type { AreaId, CounterId, GameState, MajorPower } from '../../../model';
import { OTTOMAN_MINORS } from '../../../rules/economic';
import type { Tx } from '../../tx';
import { politicalPoints } from '../effects';
import { landTurn } from './landState';

/** 12.10 whether `area` is in Europe for this rule. */
function inEurope(tx: Tx, area: AreaId): boolean {
  const f = tx.data.land?.area(area);
  return f !== undefined && f.homeOf !== 'turkey' && f.minor !== 'syria' && tx.data.inWinterZone(area);
}

/** An Ottoman free state's corps run by `power` (not Turkey). */
const ottomanCorpsOf = (s: GameState, power: MajorPower, counter: CounterId): boolean => {
  const c = s.corps.find((x) => x.counter === counter);
  return c !== undefined && OTTOMAN_MINORS.includes(c.nationality) && s.minors.some((m) => m.id === c.nationality && m.status === 'free' && m.controller === power);
};

/** 12.10 after `counter` moved: the point lost when it is the power's first Ottoman corps brought into Europe this turn. */
export function ottomanCorpsIntoEurope(tx: Tx, power: MajorPower, counter: CounterId): void {
  if (!tx.state.options.rules.nonEuropeanTroops || power === 'turkey' || !tx.data.land || !ottomanCorpsOf(tx.state, power, counter)) return;
  const moves = landTurn(tx.state).moves;
  const rec = moves.find((m) => m.counter === counter);
  const last = rec?.entered.at(-1);
  if (!rec || last === undefined || inEurope(tx, rec.start) || !inEurope(tx, last)) return;
  // once a turn: this corps already entered Europe earlier in its move, or another did
  if (rec.entered.slice(0, -1).some((a) => inEurope(tx, a))) return;
  if (moves.some((m) => m.counter !== counter && ottomanCorpsOf(tx.state, power, m.counter) && !inEurope(tx, m.start) && m.entered.some((a) => inEurope(tx, a)))) return;
  politicalPoints(tx, power, -1, '12.10', 'an Ottoman free state\'s corps brought into Europe');
}
