// opt:12.2.7.3~2 hulks left in the Canaries or the West Indies after a battle there "may be refitted
// normally": 12.2.8.3's price and delay ($5, one manpower, a ship three months on), ordered in the
// Money and Manpower Expenditure Step (steps/economic/purchases.ts books the cost). Ruling
// (docs/RULINGS.md): the hulk is refitted where it lies, unless an enemy fleet shares its box; the
// ship joins a fleet of its nationality in that box with room when it is due, and otherwise goes
// to its navy's pool as any new ship (5.1.1 placed in a home port).
import { LEGAL, OFF_BOARD_NAMES, atWar, controllerOf, illegal } from '../../../model';
import type { MajorPower, Nationality, OffBoardBox, Verdict } from '../../../model';
import { westIndiesOf } from '../../../rules/naval';
import { emit, patch } from '../../tx';
import type { Tx } from '../../tx';
import { HULK_REFIT } from './hulks';

/** Whether `power` may refit a hulk in `box` now: no fleet of a power at war with it lies there. */
export function boxRefitVerdict(tx: Tx, power: MajorPower, box: OffBoardBox): Verdict {
  const enemy = westIndiesOf(tx.state).fleets.some((f) => {
    if (f.box !== box) return false;
    const p = controllerOf(tx.state, f.fleet.nationality);
    return p !== null && p !== power && atWar(tx.state, p, power);
  });
  return enemy ? illegal('illegalOption', 'opt:12.2.7.3~2', `an enemy fleet lies in ${OFF_BOARD_NAMES[box]}`) : LEGAL;
}

/** The expenditure step's box refit orders for one nationality: `refitbox:<nationality>:<box>`, one hulk each. */
export function boxRefitOptions(tx: Tx, power: MajorPower, nationality: Nationality): { value: string; label: string; verdict: Verdict }[] {
  if (!tx.state.options.rules.hulks || !tx.state.options.rules.westIndies) return [];
  return (westIndiesOf(tx.state).hulks ?? [])
    .filter((h) => h.nationality === nationality && h.count > 0)
    .map((h) => ({
      value: `refitbox:${nationality}:${h.box}`,
      label: `Refit a hulk in ${OFF_BOARD_NAMES[h.box]} ($${HULK_REFIT.money}, ${HULK_REFIT.manpower} manpower, a ship in ${HULK_REFIT.months} months; ${h.count} there)`,
      verdict: boxRefitVerdict(tx, power, h.box),
    }));
}

/** One hulk of `nationality` in `box` taken in hand to be refitted; false when there is none. */
export function takeBoxHulkToRefit(tx: Tx, nationality: Nationality, box: OffBoardBox): boolean {
  const wi = westIndiesOf(tx.state);
  const hulks = wi.hulks ?? [];
  const h = hulks.find((x) => x.box === box && x.nationality === nationality && x.count > 0);
  if (!h) return false;
  patch(tx, { westIndies: { ...wi, hulks: h.count === 1 ? hulks.filter((x) => x !== h) : hulks.map((x) => (x === h ? { ...x, count: x.count - 1 } : x)) } });
  emit(tx, { type: 'hulksChanged', port: null, box, nationality, delta: -1, rule: 'opt:12.2.7.3~2', reason: `taken in hand to be refitted in ${OFF_BOARD_NAMES[box]}` });
  return true;
}

/**
 * Refitted ships due in `box`: each joins a fleet of its nationality there with room (the first in
 * the box's order); the ships no fleet there can take are returned for the navy's pool.
 */
export function refittedShipsArrive(tx: Tx, nationality: Nationality, box: OffBoardBox, ships: number): number {
  let left = ships;
  const wi = westIndiesOf(tx.state);
  const fleets = wi.fleets.map((f) => {
    if (left === 0 || f.box !== box || f.fleet.nationality !== nationality) return f;
    const room = f.fleet.maxShips === undefined ? left : Math.max(0, Math.min(left, f.fleet.maxShips - f.fleet.ships));
    if (room === 0) return f;
    left -= room;
    emit(tx, { type: 'shipsChanged', fleet: f.fleet.id, name: f.fleet.name, delta: room, rule: 'opt:12.2.7.3~2', reason: `refitted hulk${room === 1 ? '' : 's'} joined it in ${OFF_BOARD_NAMES[box]}` });
    return { ...f, fleet: { ...f.fleet, ships: f.fleet.ships + room } };
  });
  if (left < ships) patch(tx, { westIndies: { ...wi, fleets } });
  return left;
}
