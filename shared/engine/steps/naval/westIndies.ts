// opt:12.2.7~2 (option, v2.71) the West Indies in the Naval Movement Step. Orders (option values of the
// power's naval/movement decision, listed after its own):
//   wi:exit                 the moving stack, in sea area 741 or 742, sails off the map into the Canaries
//   wi:<fleet>:<box>        a fleet off the map sails to the next box (canaries, midAtlantic, westIndies)
//   wi:<fleet>:sea:<area>   a fleet in the Canaries comes back to a southern edge sea area, its movement spent
// Fleets off the map leave `state.fleets` for `state.westIndies` (public, 2.4.2): no rule of the
// map (interception, blockade, supply) sees them there: opt:12.2.7.3~2 no interception off the map.
// opt:12.2.7.3~2 battles in the Canaries and the West Indies: attacks offered in the Naval Combat Step
// (combat.ts), fought by the naval battle with the hooks of westIndiesBattle.ts.
import { OFF_BOARD_NAMES, controllerOf, illegal } from '../../../model';
import type { AreaId, DecisionOption, Fleet, FleetId, MajorPower, OffBoardBox, OffBoardFleet, WestIndiesState } from '../../../model';
import {
  WEST_INDIES_EDGE_SEAS, corpsAboardFleets, exitVerdict, fleetMove, offBoardMoveVerdict, offBoardNext, phaseKey, placeName, pointsLeft, stuckInMidAtlantic,
  westIndiesOf, westIndiesTradeCut,
} from '../../../rules/naval';
import { emit, patch } from '../../tx';
import type { Tx } from '../../tx';
import { fleetsByIds, markDone, navalCtx, navalTurn, patchNaval, saveMove } from './navalState';

const patchWestIndies = (tx: Tx, changes: Partial<WestIndiesState>): void => patch(tx, { westIndies: { ...westIndiesOf(tx.state), ...changes } });
const boxKey = (b: OffBoardBox): string => `wi:${b}`;

/**
 * opt:12.2.7.1~2 the West Indies orders `power` may give now, added to its naval movement
 * options; "end" is refused while one of its fleets that began the phase in the Mid-Atlantic is
 * still there.
 */
export function withWestIndiesOptions(tx: Tx, power: MajorPower, options: DecisionOption[]): DecisionOption[] {
  if (!tx.state.options.rules.westIndies) return options;
  const out = [...options];
  const stuck = stuckInMidAtlantic(tx.state, power);
  if (stuck.length > 0 && out[0]?.value === 'end' && out[0].verdict.ok) {
    out[0] = { ...out[0], verdict: illegal('mustLeave', 'opt:12.2.7.1~2', `${stuck.map((f) => f.fleet.name).join(', ')} may not end the Naval Phase in the Mid-Atlantic where ${stuck.length === 1 ? 'it' : 'they'} began it`) };
  }
  const m = navalTurn(tx.state).moving.find((x) => x.power === power);
  if (m && m.fleets.length > 0) {
    const stack = fleetsByIds(tx.state, m.fleets);
    const at = m.at.startsWith('sea:') ? (m.at.slice('sea:'.length) as AreaId) : null;
    const aboard = corpsAboardFleets(tx.state, m.fleets).length + tx.state.leaders.filter((l) => l.location.kind === 'fleet' && m.fleets.includes(l.location.fleet)).length;
    const v = exitVerdict(at, stack, pointsLeft(navalTurn(tx.state), stack), aboard);
    // offered only where it could be legal: in the edge sea areas
    if (at !== null && WEST_INDIES_EDGE_SEAS.includes(at)) out.push({ value: 'wi:exit', label: `Sail ${stack.map((f) => f.name).join(', ')} off the map to ${OFF_BOARD_NAMES.canaries} (West Indies)`, verdict: v });
  }
  const ctx = navalCtx(tx);
  for (const f of westIndiesOf(tx.state).fleets) {
    if (controllerOf(tx.state, f.fleet.nationality) !== power) continue;
    const v = offBoardMoveVerdict(f, tx.state.date);
    for (const to of offBoardNext(f.box)) {
      if (to === 'board') {
        for (const sea of WEST_INDIES_EDGE_SEAS) {
          out.push({ value: `wi:${f.fleet.id}:sea:${sea}`, label: `Bring ${f.fleet.name} back from ${OFF_BOARD_NAMES[f.box]} to ${placeName(ctx, `sea:${sea}`)} (all its movement)`, verdict: v });
        }
      } else out.push({ value: `wi:${f.fleet.id}:${to}`, label: `Sail ${f.fleet.name} (${f.fleet.ships} ships) from ${OFF_BOARD_NAMES[f.box]} to ${OFF_BOARD_NAMES[to]}`, verdict: v });
    }
  }
  return out;
}

/** opt:12.2.7.1~2 the power has fleets off the map (they keep it among the movers). */
export const hasOffBoardFleets = (tx: Tx, power: MajorPower): boolean =>
  westIndiesOf(tx.state).fleets.some((f) => controllerOf(tx.state, f.fleet.nationality) === power);

/** Handles a West Indies order (true), or records the trade cut when the power ends its movement (false: the order goes on). */
export function applyWestIndiesOrder(tx: Tx, power: MajorPower, value: string): boolean {
  if (!tx.state.options.rules.westIndies) return false;
  if (value === 'end') {
    recordTradeCut(tx);
    return false;
  }
  if (!value.startsWith('wi:')) return false;
  if (value === 'wi:exit') exitMap(tx, power);
  else {
    const [, id, to, sea] = value.split(':') as [string, string, string, string | undefined];
    const entry = westIndiesOf(tx.state).fleets.find((f) => f.fleet.id === id);
    if (entry) sail(tx, entry, to === 'sea' ? (sea as AreaId) : (to as OffBoardBox));
  }
  return true;
}

/** opt:12.2.7.1~2 the moving stack leaves the board: it enters the Canaries, and its move is over. */
function exitMap(tx: Tx, power: MajorPower): void {
  const m = navalTurn(tx.state).moving.find((x) => x.power === power);
  if (!m) return;
  const fleets = fleetsByIds(tx.state, m.fleets);
  markDone(tx, fleets.map((f) => f.id));
  patchNaval(tx, { moving: navalTurn(tx.state).moving.filter((x) => x.power !== power) });
  const now = phaseKey(tx.state.date);
  const added: OffBoardFleet[] = fleets.map((f) => ({ fleet: f, box: 'canaries', from: 'board', moved: now }));
  patch(tx, { fleets: tx.state.fleets.filter((f) => !m.fleets.includes(f.id)) });
  patchWestIndies(tx, { fleets: [...westIndiesOf(tx.state).fleets, ...added] });
  emitMove(tx, fleets, m.at, placeName(navalCtx(tx), m.at), boxKey('canaries'), OFF_BOARD_NAMES.canaries);
}

/** opt:12.2.7.1~2 one box a phase; back on the board the fleet stands in the edge sea area with its movement spent. */
function sail(tx: Tx, entry: OffBoardFleet, to: OffBoardBox | AreaId): void {
  const now = phaseKey(tx.state.date);
  const rest = westIndiesOf(tx.state).fleets.filter((f) => f.fleet.id !== entry.fleet.id);
  if ((WEST_INDIES_EDGE_SEAS as readonly string[]).includes(to)) {
    const fleet: Fleet = { ...entry.fleet, location: { kind: 'sea', area: to as AreaId } };
    patchWestIndies(tx, { fleets: rest });
    patch(tx, { fleets: [...tx.state.fleets, fleet] });
    // its whole movement for the turn: done, with nothing left to spend
    const rec = fleetMove(navalTurn(tx.state), fleet);
    saveMove(tx, { ...rec, start: fleet.location, spent: 99, done: true });
    emitMove(tx, [fleet], boxKey(entry.box), OFF_BOARD_NAMES[entry.box], `sea:${to}`, placeName(navalCtx(tx), `sea:${to}`));
    return;
  }
  const box = to as OffBoardBox;
  patchWestIndies(tx, { fleets: [...rest, { fleet: entry.fleet, box, from: entry.box, moved: now }] });
  emitMove(tx, [entry.fleet], boxKey(entry.box), OFF_BOARD_NAMES[entry.box], boxKey(box), OFF_BOARD_NAMES[box]);
}

function emitMove(tx: Tx, fleets: readonly Fleet[], from: string, fromName: string, to: string, toName: string): void {
  emit(tx, { type: 'fleetsMoved', fleets: fleets.map((f) => f.id as FleetId), names: fleets.map((f) => f.name), from, to, fromName, toName, cost: 0, rule: 'opt:12.2.7.1~2' });
}

/**
 * opt:12.2.7.2~2 each power ending its movement records how the West Indies stand; the last one
 * of the Naval Phase leaves the phase's final word (fleets move only in this step off the map).
 */
function recordTradeCut(tx: Tx): void {
  const key = phaseKey(tx.state.date);
  const others = (westIndiesOf(tx.state).cutPhases ?? []).filter((k) => k !== key);
  const cut = westIndiesTradeCut(tx.state);
  if (!cut && others.length === (westIndiesOf(tx.state).cutPhases ?? []).length) return;
  patchWestIndies(tx, { cutPhases: cut ? [...others, key] : others });
}

