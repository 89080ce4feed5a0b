// 6.2 The Naval Movement Step, one order at a time (option values):
//   pick:<fleet>             pick a fleet up into the moving stack (6.2.2.1), or add one where the stack stands (6.2.2.2)
//   drop:<fleet>             leave a fleet where the stack stands (6.2.2.3); it moves no more
//   move:<place>             the stack sails one step ("sea:<area>", "box:<city>", "port:<city>")
//   stop                     the stack ends its move (6.2.2.4); a stack that has not moved is simply put down
//   embark:<fleet>:<counter> a corps goes aboard a fleet in port (6.2.5)
//   end                      the power ends its naval movement
// Entering a sea area or a blockade box gives the non-phasing powers their interceptions
// (6.2.3), asked at once while the movers wait; a successful one is a naval battle fought there
// and then (6.2.3.3).
import { LEGAL, POWER_NAMES, controllerOf, illegal, operatorOf } from '../../../model';
import type { DecisionOption, Fleet, FleetId, MajorPower, MovingStack, NavalPlace } from '../../../model';
import {
  blockadeRunModifier, boxInterceptors, corpsAboardFleets, embarkVerdict, fleetMove, runsBlockade, fleetPower, interceptionCandidates, intercepts, largeFleetAllowances, mustLeaveBox, navalSteps, parsePlace, placeKey, placeName, pointsLeft,
  stepVerdict,
} from '../../../rules/naval';
import type { InterceptCandidate } from '../../../rules/naval';
import { emit, openDecision, patch, roll } from '../../tx';
import type { Tx } from '../../tx';
import { startNavalBattle } from './battle';
import { applyWestIndiesOrder, hasOffBoardFleets, withWestIndiesOptions } from './westIndies';
import { applyAmericaOrder, withAmericaOptions } from './america';
import { fleetById, fleetsByIds, markDone, navalCtx, navalTurn, patchNaval, relocate } from './navalState';
import { leaveFormerEnemyPorts } from '../political/fleetsLeave';

const movingOf = (tx: Tx, power: MajorPower): MovingStack | undefined => navalTurn(tx.state).moving.find((m) => m.power === power);
function setMoving(tx: Tx, power: MajorPower, m: MovingStack | null): void {
  const rest = navalTurn(tx.state).moving.filter((x) => x.power !== power);
  patchNaval(tx, { moving: m ? [...rest, m] : rest });
}

const ownFleets = (tx: Tx, power: MajorPower): Fleet[] => tx.state.fleets.filter((f) => fleetPower(tx.state, f) === power);
const isDone = (tx: Tx, f: Fleet): boolean => fleetMove(navalTurn(tx.state), f).done;
const hasMoved = (tx: Tx, f: Fleet): boolean => fleetMove(navalTurn(tx.state), f).spent > 0 || fleetMove(navalTurn(tx.state), f).path.length > 0;

/** 6.2 each phasing power moves its fleets (and its free states', 6.1.1); 12.2.3 allowances are set now. */
export function beginNavalMovement(tx: Tx): void {
  const powers = tx.state.cursor.phasing;
  const allowances = tx.state.options.rules.largeFleets ? largeFleetAllowances(tx.state, powers) : {};
  patchNaval(tx, { moving: [], spentInterceptors: [], allowances: { ...(navalTurn(tx.state).allowances ?? {}), ...allowances }, ended: [] });
}

/** 6.2.7.1 the power's fleets that began in a blockade box with no war there and have not left it. */
function stuckInBox(tx: Tx, power: MajorPower): Fleet[] {
  const ctx = navalCtx(tx);
  return ownFleets(tx, power).filter((f) => f.location.kind === 'blockade' && !hasMoved(tx, f) && mustLeaveBox(tx.state, ctx, power, f.location.city) &&
    navalSteps(ctx, f.location).some((s) => stepVerdict(tx.state, ctx, power, [f], f.location, s.to).ok));
}

/** The orders `power` may give now, "end" first. */
export function navalMovementOptions(tx: Tx, power: MajorPower): DecisionOption[] {
  const ctx = navalCtx(tx);
  const stuck = stuckInBox(tx, power);
  const out: DecisionOption[] = [{
    value: 'end', label: 'End naval movement',
    verdict: stuck.length > 0 ? illegal('mustLeave', '6.2.7.1', `${stuck.map((f) => f.name).join(', ')} must leave the blockade box: no war keeps ${stuck.length === 1 ? 'it' : 'them'} there`) : LEGAL,
  }];
  const m = movingOf(tx, power);
  const stack = m ? fleetsByIds(tx.state, m.fleets) : [];
  const at = m ? parsePlace(ctx, m.at) : null;
  if (m && at && stack.length > 0) {
    // the moves before "stop", so a player taking the first legal order always gets somewhere
    for (const s of navalSteps(ctx, at)) {
      out.push({ value: `move:${s.to}`, label: `Sail to ${placeName(ctx, s.to)} (${s.cost} point${s.cost === 1 ? '' : 's'}; ${pointsLeft(navalTurn(tx.state), stack)} left)`, verdict: stepVerdict(tx.state, ctx, power, stack, at, s.to) });
    }
    out.push({ value: 'stop', label: `End the move of the stack at ${placeName(ctx, m.at)}`, verdict: LEGAL });
    if (stack.length > 1) for (const f of stack) out.push({ value: `drop:${f.id}`, label: `Leave ${f.name} at ${placeName(ctx, m.at)}`, verdict: LEGAL });
  }
  // fleets that must leave a blockade box first (6.2.7.1), then the rest; 6.2.2.5 one stack after
  // another, each fleet once (a fleet whose stack ended its move is done)
  // partial: 6.2.2 allies moving combined each pick up only their own fleets: a combined stack sails as two moving stacks
  const free = ownFleets(tx, power).sort((a, b) => Number(stuck.includes(b)) - Number(stuck.includes(a)));
  for (const f of free) {
    if (isDone(tx, f) || (m && m.fleets.includes(f.id))) continue;
    const here = placeKey(f.location);
    if (m && stack.length > 0 && here !== m.at) continue; // 6.2.2.2 fleets join where the stack stands
    const iced = pointsLeft(navalTurn(tx.state), [f]) <= 0;
    out.push({ value: `pick:${f.id}`, label: `${m ? 'Add' : 'Move'} ${f.name} (${f.ships} ships) at ${placeName(ctx, here)}`, verdict: iced ? illegal('notEnoughMovement', '6.2.1', 'no movement points left') : LEGAL });
  }
  // 6.2.5 corps aboard fleets in port that have not moved
  const combined = tx.state.turn.combinedMovement.find((g) => g.includes(power)) ?? [];
  // opt:19.1.1/6.2.5 the standing procedures' transport is the largest fleet with room
  const rules = { reducedCapacity: tx.state.options.rules.reducedNavalTransport, friendlyPort: tx.state.options.rules.embarkInFriendlyPort, largestTransport: tx.state.options.rules.standingProcedures };
  for (const f of ownFleets(tx, power)) {
    if (f.location.kind !== 'port' || isDone(tx, f)) continue;
    const area = f.location.area;
    for (const c of tx.state.corps) {
      if (c.location.kind !== 'area' || c.location.area !== area) continue;
      const owner = operatorOf(tx.state, c); // B.4 a lent corps sails with its borrower's fleets
      if (owner !== power && !combined.includes(owner as MajorPower)) continue;
      // the corps' name only for the power's own (an ally's corps is secret to it, 2.4.2)
      const who = owner === power ? c.name : `a ${POWER_NAMES[owner as MajorPower]} ${c.type} corps`;
      out.push({
        value: `embark:${f.id}:${c.counter}`, label: `Take ${who} aboard ${f.name} in ${placeName(ctx, placeKey(f.location))}`,
        verdict: embarkVerdict(tx.state, ctx, power, f, c, hasMoved(tx, f), combined, rules),
      });
    }
  }
  return withAmericaOptions(tx, power, withWestIndiesOptions(tx, power, out)); // opt:12.2.7.1~2 (option) hook: the West Indies orders; opt:8.2.1.2.2.2.2.2 America
}

/** Carry out one movement order (already checked against the decision's options). */
export function applyNavalMovementOrder(tx: Tx, power: MajorPower, value: string): void {
  const [kind, a, b] = value.split(':') as [string, string | undefined, string | undefined];
  const ctx = navalCtx(tx);
  if (applyWestIndiesOrder(tx, power, value)) return; // opt:12.2.7~2 (option) hook: orders off the map
  if (applyAmericaOrder(tx, power, value)) return; // opt:8.2.1.2.2.2.2.2 hook: to America
  switch (kind) {
    case 'end':
      putDown(tx, power);
      leaveFormerEnemyPorts(tx, power); // 4.4.6.2 fleets left in a former enemy's ports after a peace (political/fleetsLeave.ts)
      patchNaval(tx, { ended: [...(navalTurn(tx.state).ended ?? []), power] });
      return;
    case 'stop':
      return putDown(tx, power);
    case 'pick': {
      const f = fleetById(tx.state, a!);
      if (!f) return;
      const m = movingOf(tx, power);
      if (m) setMoving(tx, power, { ...m, fleets: [...m.fleets, f.id] });
      else setMoving(tx, power, { power, fleets: [f.id], at: placeKey(f.location) });
      return;
    }
    case 'drop': {
      const m = movingOf(tx, power);
      if (!m) return;
      const f = fleetById(tx.state, a!);
      if (f && hasMoved(tx, f)) markDone(tx, [f.id]);
      setMoving(tx, power, { ...m, fleets: m.fleets.filter((x) => x !== a) });
      return;
    }
    case 'embark': {
      const fleet = fleetById(tx.state, a!);
      if (!fleet) return;
      const counter = value.slice(`embark:${a}:`.length);
      patch(tx, { corps: tx.state.corps.map((c) => (c.counter === counter ? { ...c, location: { kind: 'fleet' as const, fleet: fleet.id } } : c)) });
      patchNaval(tx, { embarked: [...navalTurn(tx.state).embarked, counter as never] });
      const corps = tx.state.corps.find((c) => c.counter === counter);
      emit(tx, { type: 'corpsEmbarked', counter: counter as never, fleet: fleet.id, fleetName: fleet.name, owner: corps ? controllerOf(tx.state, corps.nationality) : null, rule: '6.2.5' });
      return;
    }
    case 'move': {
      const m = movingOf(tx, power);
      if (!m) return;
      const to = value.slice('move:'.length);
      const from = parsePlace(ctx, m.at);
      const step = from ? navalSteps(ctx, from).find((s) => s.to === to) : undefined;
      if (!step) return;
      if (step.via) {
        // 12.2.9.1 (option) a stack may try to slip past the blockaders and out to sea unseen
        const run = runBlockade(tx, power, m.fleets, step.via);
        if (run.success) {
          relocate(tx, m.fleets, parsePlace(ctx, step.via)!, 0, '12.2.9.1');
          setMoving(tx, power, { power, fleets: m.fleets, at: step.via });
          enter(tx, power, m.fleets, to, step.cost, undefined);
          return;
        }
        // 6.2.1.2 / 6.2.7.3 out of a port through its blockade box: blockaders may intercept there first
        enter(tx, power, m.fleets, step.via, 0, to, run.covering);
      } else enter(tx, power, m.fleets, to, step.cost, undefined);
      return;
    }
  }
  void b;
}

/**
 * 12.2.9.1 / 12.2.9.2 (option) a stack leaving a blockaded port rolls to run the blockade: on a 2
 * or less (less one carrying land forces, less one with a covering fleet) it passes the box
 * unseen. Failing, it meets the blockaders as usual (6.2.3.2.1), and 12.2.9.2 its covering
 * fleets still in the box join it in that battle (returned as `covering`).
 */
function runBlockade(tx: Tx, power: MajorPower, fleets: readonly FleetId[], box: string): { success: boolean; covering: FleetId[] } {
  if (!tx.state.options.rules.blockadeRunning) return { success: false, covering: [] };
  const city = box.slice('box:'.length);
  if (boxInterceptors(tx.state, power, city).length === 0) return { success: false, covering: [] };
  const ships = fleetsByIds(tx.state, fleets).reduce((n, f) => n + f.ships, 0);
  const covers = navalTurn(tx.state).battles.flatMap((b) => (b.place !== box ? [] : (['attacker', 'defender'] as const)
    .filter((side) => b[side].powers.includes(power) && b[side].ships >= ships && !b[side].fleets.some((f) => fleets.includes(f)))
    .map((side) => b[side].fleets)));
  const covered = covers.length > 0;
  const modifier = blockadeRunModifier(corpsAboardFleets(tx.state, fleets).length > 0, covered);
  const die = roll(tx, '12.2.9.1', 'running the blockade');
  const success = runsBlockade(die, modifier);
  emit(tx, { type: 'blockadeRun', power, city: city as never, placeName: placeName(navalCtx(tx), box), die, modifier, success, rule: covered ? '12.2.9.2' : '12.2.9.1' });
  // 12.2.9.2 the covering fleets that are still in the box (not sunk, not retreated) stand with the runner
  const inBox = new Set(tx.state.fleets.filter((f) => placeKey(f.location) === box && fleetPower(tx.state, f) === power).map((f) => f.id));
  return { success, covering: [...new Set(covers.flat())].filter((id) => inBox.has(id) && !fleets.includes(id)) };
}

/** 6.2.2.4 the stack's move is over: fleets that moved are done; a stack that never sailed is only put down. */
function putDown(tx: Tx, power: MajorPower): void {
  const m = movingOf(tx, power);
  if (!m) return;
  markDone(tx, fleetsByIds(tx.state, m.fleets).filter((f) => hasMoved(tx, f)).map((f) => f.id));
  setMoving(tx, power, null);
}

/** The stack enters a place (a leg costing `cost`), then the interceptions there; `then` is the leg after (out of a port). */
function enter(tx: Tx, power: MajorPower, fleets: readonly FleetId[], to: string, cost: number, then: string | undefined, covering: readonly FleetId[] = []): void {
  const ctx = navalCtx(tx);
  const place = parsePlace(ctx, to)!;
  const from = movingOf(tx, power)?.at ?? to;
  relocate(tx, fleets, place, cost, '6.2.1');
  setMoving(tx, power, { power, fleets, at: to, ...(then ? { continueTo: then } : {}) });
  startInterception(tx, power, fleets, place, from, covering);
}

/**
 * 6.2.3.1.1 the powers asked, in the 6.1 order, each combined group at its last member's place.
 * 6.2.3.2.1.1 in a blockade box held by several enemies, the one highest in that order is asked
 * first; its interception is the one fought.
 */
function interceptorQueue(tx: Tx, mover: MajorPower): MajorPower[] {
  return tx.state.cursor.order.filter((g) => !g.includes(mover)).flat();
}

function startInterception(tx: Tx, mover: MajorPower, fleets: readonly FleetId[], place: NavalPlace, from: string, covering: readonly FleetId[] = []): void {
  patchNaval(tx, { interception: { mover, fleets, place: placeKey(place), queue: interceptorQueue(tx, mover), spentGroups: [], from, ...(covering.length > 0 ? { covering } : {}) } });
  askNextInterceptor(tx);
}

function candidatesFor(tx: Tx, power: MajorPower): InterceptCandidate[] {
  const i = navalTurn(tx.state).interception;
  if (!i) return [];
  const ctx = navalCtx(tx);
  const place = parsePlace(ctx, i.place)!;
  const moving = fleetsByIds(tx.state, i.fleets);
  // 6.2.3.1.2.1 a stack that came into a port straight from the sea was not intercepted in the box (it did not ask to be)
  const group = tx.state.turn.combinedMovement.find((g) => g.includes(power)) ?? [power];
  return interceptionCandidates(tx.state, ctx, power, moving, place, navalTurn(tx.state).spentInterceptors, group);
}

/** Ask the next power that has a stack able to intercept; when none is left the mover goes on. */
function askNextInterceptor(tx: Tx): void {
  for (;;) {
    const i = navalTurn(tx.state).interception;
    if (!i) return;
    const [next, ...rest] = i.queue;
    if (next === undefined) {
      // 6.2.3.2.1.2 nobody intercepted (in a box: every blockader declined): the stack sails on
      patchNaval(tx, { interception: undefined });
      return continueMove(tx, i.mover);
    }
    patchNaval(tx, { interception: { ...i, queue: rest } });
    const group = tx.state.turn.combinedMovement.find((g) => g.includes(next)) ?? [next];
    if (i.spentGroups.some((g) => g.includes(next))) continue;
    const cands = candidatesFor(tx, next);
    if (cands.length === 0) continue;
    const ctx = navalCtx(tx);
    const moving = fleetsByIds(tx.state, i.fleets);
    const box = i.place.startsWith('box:');
    openDecision(tx, {
      power: next, kind: 'naval/intercept', step: tx.state.cursor.step, rule: '6.2.3',
      prompt: `${POWER_NAMES[i.mover]}'s stack of ${moving.length} fleet${moving.length === 1 ? '' : 's'} (${moving.reduce((n, f) => n + f.ships, 0)} ships) enters ${placeName(ctx, i.place)}: intercept it${box ? ' (automatic in a blockade box)' : ''}, or let it pass?`,
      secret: false, select: 'one', group: null,
      options: [
        { value: 'none', label: 'Let it pass', verdict: LEGAL },
        ...cands.map((c) => ({
          value: `stack:${c.place}`,
          label: c.needed === null
            ? `Intercept with the ${c.ships} ships in ${placeName(ctx, c.place)} (automatic)`
            : `Try with the ${c.ships} ships in ${placeName(ctx, c.place)}: a roll of ${c.needed + (c.nelson ? 1 : 0)} or less${c.nelson ? ' (Nelson)' : ''}`,
          verdict: LEGAL,
        })),
      ],
    });
    void group;
    return;
  }
}

/** 6.2.3.2 a power's answer: pass, or an attempt (a roll at sea, automatic in a box) and, if it works, a battle. */
export function answerInterception(tx: Tx, power: MajorPower, choice: string): void {
  const i = navalTurn(tx.state).interception;
  if (!i) return;
  if (choice === 'none') {
    emit(tx, { type: 'interceptionDeclined', power, place: i.place, placeName: placeName(navalCtx(tx), i.place), rule: '6.2.3' });
    // 6.2.3.1.1 powers moving combined count as one power: one answer for the group
    const declined = tx.state.turn.combinedMovement.find((g) => g.includes(power));
    if (declined) patchNaval(tx, { interception: { ...i, spentGroups: [...i.spentGroups, declined] } });
    return askNextInterceptor(tx);
  }
  const cand = candidatesFor(tx, power).find((c) => `stack:${c.place}` === choice);
  if (!cand) return askNextInterceptor(tx);
  const die = cand.needed === null ? null : roll(tx, '6.2.3.2.2', 'interception');
  const success = die === null || intercepts(die, cand.needed!, cand.nelson);
  emit(tx, { type: 'interceptionTried', power, from: cand.place, place: i.place, placeName: placeName(navalCtx(tx), i.place), die, needed: cand.needed === null ? null : cand.needed + (cand.nelson ? 1 : 0), success, rule: cand.nelson ? '6.2.3.2.3' : '6.2.3.2.2' });
  const group = tx.state.turn.combinedMovement.find((g) => g.includes(power)) ?? [power];
  if (!success) {
    // 6.2.3.1.2.5 one stack per attempt: the power (or its combined group) tries no more here
    patchNaval(tx, { interception: { ...i, spentGroups: [...i.spentGroups, group] } });
    return askNextInterceptor(tx);
  }
  const ctx = navalCtx(tx);
  const place = parsePlace(ctx, i.place)!;
  const interceptors = fleetsByIds(tx.state, cand.fleets);
  // 6.2.3.2.4 the interceptors move into the mover's area
  if (cand.place !== i.place) relocate(tx, interceptors.map((f) => f.id), place, null, '6.2.3.2.4');
  patchNaval(tx, { interception: undefined });
  // 6.2.3.3 the battle is fought at once; no evasion from an interception
  const exit = place.kind === 'blockade' && i.from === `port:${place.city}`;
  // 12.2.9.2 (option) a failed blockade runner's covering fleets still in the box fight beside it
  const covering = (i.covering ?? []).filter((id) => fleetById(tx.state, id) && placeKey(fleetById(tx.state, id)!.location) === i.place);
  startNavalBattle(tx, {
    place, cause: exit ? 'exit' : 'interception',
    attacker: fleetsByIds(tx.state, interceptors.map((f) => f.id)), defender: fleetsByIds(tx.state, [...i.fleets, ...covering]),
    evasion: false, defenderFromPort: exit, then: { kind: 'movement', mover: i.mover },
  });
}

/** After the interceptions of a place: the leg out of a port goes on to the sea, or the stack waits for orders. */
function continueMove(tx: Tx, power: MajorPower): void {
  const m = movingOf(tx, power);
  if (!m || m.continueTo === undefined) return;
  const to = m.continueTo;
  const ctx = navalCtx(tx);
  const from = parsePlace(ctx, m.at);
  const step = from ? navalSteps(ctx, from).find((s) => s.to === to) : undefined;
  setMoving(tx, power, { power, fleets: m.fleets, at: m.at });
  if (!step) return;
  enter(tx, power, fleetsByIds(tx.state, m.fleets).map((f) => f.id), to, step.cost, undefined);
}

/**
 * 6.2.3.4 after an interception battle: the interceptor won (6.2.3.4.1) and the moving stack,
 * retreated, moves no more; or the mover won (6.2.3.4.2): the beaten interceptors intercept no
 * more this sequence, the mover's pursuers are done and the rest may sail on.
 */
export function afterInterceptionBattle(tx: Tx, mover: MajorPower, outcome: string | null, interceptors: readonly FleetId[], pursuers: readonly FleetId[]): void {
  const m = movingOf(tx, mover);
  if (!m) return;
  const alive = fleetsByIds(tx.state, m.fleets).map((f) => f.id);
  if (outcome === 'attacker' || alive.length === 0) {
    markDone(tx, alive);
    setMoving(tx, mover, null);
    return;
  }
  patchNaval(tx, { spentInterceptors: [...navalTurn(tx.state).spentInterceptors, ...interceptors] });
  // 12.2.6.1.8 (option) a stack not beaten moves on with its points left, unless it made for port (its move done)
  const onward = alive.filter((id) => !pursuers.includes(id) && !navalTurn(tx.state).moves.some((x) => x.fleet === id && x.done));
  if (onward.length === 0) return setMoving(tx, mover, null);
  setMoving(tx, mover, { ...m, fleets: onward });
  continueMove(tx, mover);
}

/** Powers of the sequence still giving naval movement orders. */
export function activeMovers(tx: Tx): MajorPower[] {
  const ended = navalTurn(tx.state).ended ?? [];
  // opt:12.2.7.1~2 a power whose fleets are all off the map (West Indies option) still gives their orders
  return tx.state.cursor.phasing.filter((p) => !ended.includes(p) && (ownFleets(tx, p).length > 0 || hasOffBoardFleets(tx, p)));
}

/** Opens (or refreshes) the movement decision of each power still moving. */
export function openMovementDecisions(tx: Tx): void {
  for (const power of activeMovers(tx)) {
    const options = navalMovementOptions(tx, power);
    const open = tx.state.pending.find((d) => d.kind === 'naval/movement' && d.power === power);
    if (open) {
      patch(tx, { pending: tx.state.pending.map((d) => (d === open ? { ...d, options } : d)) });
      continue;
    }
    openDecision(tx, {
      power, kind: 'naval/movement', step: 'naval/movement', rule: '6.2',
      prompt: 'Move your fleets: pick up a stack, sail it area by area, drop or gather fleets on the way; then end naval movement.',
      secret: false, select: 'one', group: null, options,
    });
  }
}

