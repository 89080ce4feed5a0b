// 7.3.1.4 / 7.4.1.1 foraging while moving: the die is rolled for a foraging corps as it completes its
// movement. A power says a corps has completed it with the movement order "forage:<counter>": the
// corps moves no more and rolls there and then (7.4.1.2.1 counting the corps in its area at that
// moment), its losses chosen before the movers go on. Corps still moving when the power ends its
// Land Movement Step complete their moves together then, and forage or pay in the Supply Step that
// follows at once (steps/land/supply.ts), as before.
import type { CounterId, DecisionOption, GameState, MajorPower } from '../../../model';
import { moveRecord, moverOf, parseMovementOrder } from '../../../rules/land/movement';
import { corpsToSupply, parseForageLoss } from '../../../rules/land/supply';
import { umpForageOptions } from '../../../rules/campaign';
import type { Tx } from '../../tx';
import { winterAppliesIn } from '../../time';
import { landMap, landTurn, patchLand } from './landState';
import { askForageLosses, forage, takeForageLoss } from './forage';

const PREFIX = 'forage:';

/** The counter of a "forage:<counter>" movement order, or null. */
export const forageNowCounter = (value: string): CounterId | null =>
  value.startsWith(PREFIX) && value.length > PREFIX.length ? (value.slice(PREFIX.length) as CounterId) : null;

/** 7.3.1.4 the corps already done with their move and foraged this turn. */
export const foragedThisTurn = (s: GameState, counter: string): boolean =>
  (s.turn.land?.moves ?? []).some((m) => m.counter === counter && m.foraged === true);

/** 7.3.1.4 "ends its move and forages now" for each of the power's corps in the field or a city that has not foraged yet. */
export function forageNowOptions(tx: Tx, power: MajorPower): DecisionOption[] {
  const map = landMap(tx);
  const razed = (c: string) => (tx.state.turn.land?.moves ?? []).some((m) => m.counter === c && m.razedIn !== undefined);
  const corps = corpsToSupply(tx.state, map, power).filter((c) => !foragedThisTurn(tx.state, c.counter) && !razed(c.counter));
  const options = corps.map((c) => forageOption(c.counter));
  // v2.71 14.3.3.7 a UMP at peace may not choose a forage that could cost it factors (rules/campaign)
  return umpForageOptions(tx.state, map, power, options, (a) => winterAppliesIn(tx.state, tx.data, a)).map((o) => prefixed.get(o) ?? { ...o, value: `${PREFIX}${String(o.value)}` });
}

/**
 * Performance (issue 20): a corps' forage-now option is a pure function of its handle, so one
 * object serves every listing (and naming finds it named already); `prefixed` gives its order's
 * option. An option the UMP rule refused (a new object) is prefixed anew.
 */
function forageOption(counter: CounterId): DecisionOption {
  let o = forageOptions.get(counter);
  if (o === undefined) {
    if (forageOptions.size >= 5_000) forageOptions.clear();
    o = { value: counter as string, label: `${counter} ends its move and forages now (7.3.1.4)`, verdict: { ok: true } };
    forageOptions.set(counter, o);
    prefixed.set(o, { ...o, value: `${PREFIX}${counter}` });
  }
  return o;
}
const forageOptions = new Map<CounterId, DecisionOption>();
const prefixed = new WeakMap<DecisionOption, DecisionOption>();

/** 7.3.1.4 the movement step's options: a corps that has foraged has completed its move (no order left for it), the others may forage now. */
export function withForageNow(tx: Tx, power: MajorPower, options: readonly DecisionOption[]): DecisionOption[] {
  const done = (landTurn(tx.state).moves ?? []).filter((m) => m.foraged === true).map((m) => m.counter as string);
  const open =
    done.length === 0
      ? [...options]
      : options.filter((o) => {
          const order = parseMovementOrder(String(o.value));
          return !(order && 'counter' in order && done.includes(order.counter));
        });
  return [...open, ...forageNowOptions(tx, power)];
}

/** 7.3.1.4 / 7.4.1.1 the corps completes its move: it moves no more, rolls to forage now and its losses are asked at once. */
export function forageNow(tx: Tx, power: MajorPower, counter: CounterId): void {
  const mover = moverOf(tx.state, counter);
  if (!mover?.corps) return;
  const record = moveRecord(tx.state, mover);
  patchLand(tx, { moves: [...landTurn(tx.state).moves.filter((m) => m.counter !== counter), { ...record, stopped: true, foraged: true }] });
  forage(tx, counter);
  askForageLosses(tx, power, 'land/movement');
}

/** 7.4.1.3 a loss chosen in the movement step; true while another is still to choose (the movers wait). */
export function chooseMovingForageLoss(tx: Tx, power: MajorPower, value: string): boolean {
  const choice = parseForageLoss(value);
  if (choice) takeForageLoss(tx, choice);
  return askForageLosses(tx, power, 'land/movement');
}
