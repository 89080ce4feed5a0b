// v2.71 8.2.1.2.2.2.2.2 (correction) British forces sent to America. Orders, added to Britain's
// decisions:
//   us:exit                     (naval/movement) the moving stack, in a western edge sea area, sails
//                               to America with the corps aboard; its move is over
//   us:return:<fleet>:<sea>     (reinforcement/naval) announce that a fleet in America comes back,
//                               with the corps it carried, to that western edge sea area next turn
// Forces in America leave `fleets` and `corps` for `state.america`: no rule of the map sees them.
// They come back at the start of Britain's Naval Reinforcement Step of the next turn, in time to
// move normally in that turn's Naval Phase. Upkeep while away: rules/economic/expenditure.ts.
import type { AmericaForce, AreaId, Corps, DecisionOption, Fleet, FleetId, MajorPower } from '../../../model';
import {
  AMERICA_EDGE_SEAS,
  americaDue,
  americaExitVerdict,
  americaInPlay,
  americaOf,
  americaReturnVerdict,
  corpsAboardFleets,
  monthKey,
  placeName,
  pointsLeft,
} from '../../../rules/naval';
import { emit, patch } from '../../tx';
import type { Tx } from '../../tx';
import { fleetsByIds, markDone, navalCtx, navalTurn, patchNaval } from './navalState';

const RULE = 'opt:8.2.1.2.2.2.2.2';
const AMERICA = 'America';
const setForces = (tx: Tx, forces: readonly AmericaForce[]): void => patch(tx, { america: { ...americaOf(tx.state), forces } });

/** The corps counters a force carries, for the public record (their strength stays secret, 2.4.2). */
const corpsWords = (corps: readonly Corps[]): string => (corps.length === 0 ? '' : ` with ${corps.length} corps aboard`);

/** opt:8.2.1.2.2.2.2.2 Britain's naval movement options plus "sail to America" where it could be legal. */
export function withAmericaOptions(tx: Tx, power: MajorPower, options: DecisionOption[]): DecisionOption[] {
  if (power !== 'britain' || !americaInPlay(tx.state)) return options;
  const m = navalTurn(tx.state).moving.find((x) => x.power === power);
  if (!m || m.fleets.length === 0) return options;
  const at = m.at.startsWith('sea:') ? (m.at.slice('sea:'.length) as AreaId) : null;
  // offered only in the western edge sea areas, and only while the war is fought
  if (at === null || !AMERICA_EDGE_SEAS.includes(at) || tx.state.economy?.usWar == null) return options;
  const stack = fleetsByIds(tx.state, m.fleets);
  const corps = corpsAboardFleets(tx.state, m.fleets);
  const leaders = tx.state.leaders.filter((l) => l.location.kind === 'fleet' && m.fleets.includes(l.location.fleet)).length;
  const v = americaExitVerdict(tx.state, at, stack, pointsLeft(navalTurn(tx.state), stack), corps, leaders);
  return [
    ...options,
    {
      value: 'us:exit',
      label: `Sail ${stack.map((f) => f.name).join(', ')}${corpsWords(corps)} off the map to America (war with the United States)`,
      verdict: v,
    },
  ];
}

/** Handles an America order (true), or leaves the value to the naval movement (false). */
export function applyAmericaOrder(tx: Tx, power: MajorPower, value: string): boolean {
  if (value !== 'us:exit') return false;
  const m = navalTurn(tx.state).moving.find((x) => x.power === power);
  if (!m) return true;
  const fleets = fleetsByIds(tx.state, m.fleets);
  markDone(
    tx,
    fleets.map((f) => f.id),
  );
  patchNaval(tx, { moving: navalTurn(tx.state).moving.filter((x) => x.power !== power) });
  const aboard = corpsAboardFleets(tx.state, m.fleets);
  const added: AmericaForce[] = fleets.map((f) => ({
    fleet: f,
    corps: aboard.filter((c) => c.location.kind === 'fleet' && c.location.fleet === f.id),
  }));
  patch(tx, { fleets: tx.state.fleets.filter((f) => !m.fleets.includes(f.id)), corps: tx.state.corps.filter((c) => !aboard.includes(c)) });
  setForces(tx, [...americaOf(tx.state).forces, ...added]);
  emitMove(tx, fleets, m.at, placeName(navalCtx(tx), m.at), 'america', AMERICA);
  return true;
}

/** opt:8.2.1.2.2.2.2.2 Britain's naval reinforcement options plus the announcements of a return. */
export function withAmericaReturnOptions(tx: Tx, power: MajorPower, options: DecisionOption[]): DecisionOption[] {
  if (power !== 'britain' || !americaInPlay(tx.state)) return options;
  const out = [...options];
  const ctx = navalCtx(tx);
  for (const f of americaOf(tx.state).forces) {
    if (f.returning) continue;
    const v = americaReturnVerdict(tx.state, f);
    for (const sea of AMERICA_EDGE_SEAS)
      out.push({
        value: `us:return:${f.fleet.id}:${sea}`,
        label: `Bring ${f.fleet.name}${corpsWords(f.corps)} back from America to ${placeName(ctx, `sea:${sea}`)} next turn`,
        verdict: v,
      });
  }
  return out;
}

/** Handles a return announcement (true), or leaves the value to the naval reinforcement (false). */
export function applyAmericaReturn(tx: Tx, value: string): boolean {
  if (!value.startsWith('us:return:')) return false;
  const [, , id, sea] = value.split(':') as [string, string, string, string];
  const force = americaOf(tx.state).forces.find((f) => f.fleet.id === id);
  if (!force) return true;
  const returning = { announced: monthKey(tx.state.date), sea: sea as AreaId };
  setForces(
    tx,
    americaOf(tx.state).forces.map((f) => (f === force ? { ...f, returning } : f)),
  );
  emit(tx, {
    type: 'usWarChanged',
    atWar: tx.state.economy?.usWar != null,
    rule: RULE,
    reason: `${force.fleet.name}${corpsWords(force.corps)} will come back from America next turn to ${placeName(navalCtx(tx), `sea:${sea}`)}`,
  });
  return true;
}

/**
 * opt:8.2.1.2.2.2.2.2 forces announced in an earlier turn reappear in the sea area named, the corps
 * aboard their fleet, before Britain's naval reinforcements (they move normally this turn).
 */
export function americaArrivals(tx: Tx, power: MajorPower): void {
  if (power !== 'britain') return;
  const due = americaDue(tx.state);
  if (due.length === 0) return;
  setForces(
    tx,
    americaOf(tx.state).forces.filter((f) => !due.includes(f)),
  );
  for (const f of due) {
    const sea = f.returning!.sea;
    const fleet: Fleet = { ...f.fleet, location: { kind: 'sea', area: sea } };
    const corps = f.corps.map((c) => ({ ...c, location: { kind: 'fleet' as const, fleet: fleet.id } }));
    patch(tx, { fleets: [...tx.state.fleets, fleet], corps: [...tx.state.corps, ...corps] });
    emitMove(tx, [fleet], 'america', AMERICA, `sea:${sea}`, placeName(navalCtx(tx), `sea:${sea}`));
  }
}

function emitMove(tx: Tx, fleets: readonly Fleet[], from: string, fromName: string, to: string, toName: string): void {
  emit(tx, {
    type: 'fleetsMoved',
    fleets: fleets.map((f) => f.id as FleetId),
    names: fleets.map((f) => f.name),
    from,
    to,
    fromName,
    toName,
    cost: 0,
    rule: RULE,
  });
}
