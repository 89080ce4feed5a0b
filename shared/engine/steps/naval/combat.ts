// 6.2.4 / 6.3 The Naval Combat Step, one attack at a time (option values):
//   attack:<place>:<power>           attack that power's stack where the phasing stack stands (opt:12.2.7.3~2 place wi:canaries, wi:westIndies)
//   attack:<place>:<power>:quiet     6.3.1.2.1 attack a neutral escort of enemy corps without declaring war
//   attack:<place>:<power>:declare   6.3.1.2.2 declare war on it at once, then attack
//   end                              no more attacks (refused while a port or box attack is owed, 6.2.4)
import { LEGAL, POWER_NAMES, atWar, illegal } from '../../../model';
import type { DecisionOption, Fleet, MajorPower, NavalPlace } from '../../../model';
import { BATTLE_BOXES, attackTargets, fleetPower, fleetsAt, iceBound, offBoardPlace, parsePlace, placeKey, placeName } from '../../../rules/naval';
import { openDecision, patch } from '../../tx';
import type { Tx } from '../../tx';
import { resolveDeclarations } from '../political/declarationsOfWar';
import { startNavalBattle } from './battle';
import { fleetsByIds, navalCtx, navalTurn, patchNaval } from './navalState';

/** The phasing group's fleets at a place (6.3.1 combined allies count as one stack). */
function phasingAt(tx: Tx, key: string): Fleet[] {
  return fleetsAt(tx.state, key).filter((f) => {
    const p = fleetPower(tx.state, f);
    return p !== null && tx.state.cursor.phasing.includes(p);
  });
}

/** Places where `power`'s fleets stand, each once. */
function placesOf(tx: Tx, power: MajorPower): string[] {
  return [...new Set(tx.state.fleets.filter((f) => fleetPower(tx.state, f) === power).map((f) => placeKey(f.location)))].sort();
}

/** 6.2.4 the attacks `power` may make now, "end" first (refused while a port or box attack is owed). */
export function navalCombatOptions(tx: Tx, power: MajorPower): DecisionOption[] {
  const ctx = navalCtx(tx);
  const attacked = navalTurn(tx.state).attacked;
  const attacks: DecisionOption[] = [];
  const owed: string[] = [];
  for (const key of placesOf(tx, power)) {
    if (attacked.includes(key)) continue;
    const place = parsePlace(ctx, key);
    if (!place) continue;
    const others = fleetsAt(tx.state, key).filter((f) => {
      const p = fleetPower(tx.state, f);
      return p !== null && !tx.state.cursor.phasing.includes(p);
    });
    // 6.2.1.4 no naval combat north of the ice line in winter
    const frozen = iceBound(tx.state, ctx, place) ? illegal('iceBound', '6.2.1.4', 'no naval combat north of the ice line in winter') : null;
    // 6.3.1.1 one attack per enemy power present: the attacker picks which is the defender
    for (const t of attackTargets(tx.state, power, others)) {
      const ships = others.filter((f) => fleetPower(tx.state, f) === t.power).reduce((n, f) => n + f.ships, 0);
      const what = `${POWER_NAMES[t.power]}'s ${ships} ships at ${placeName(ctx, key)}`;
      if (t.atWar) {
        attacks.push({ value: `attack:${key}:${t.power}`, label: `Attack ${what}`, verdict: frozen ?? LEGAL });
        // 6.2.4 a stack ending in a port or a blockade box with enemy fleets must attack them
        if (place.kind !== 'sea' && !frozen) owed.push(what);
      } else {
        attacks.push({ value: `attack:${key}:${t.power}:quiet`, label: `Attack ${what}, escorting enemy corps, without declaring war (6.3.1.2.1)`, verdict: frozen ?? LEGAL });
        attacks.push({ value: `attack:${key}:${t.power}:declare`, label: `Declare war on ${POWER_NAMES[t.power]} and attack ${what} (6.3.1.2.2)`, verdict: frozen ?? LEGAL });
      }
    }
  }
  if (tx.state.options.rules.westIndies) attacks.push(...offBoardAttacks(tx, power, attacked));
  const end: DecisionOption = {
    value: 'end', label: 'End naval combat',
    verdict: owed.length > 0 ? illegal('mustAttack', '6.2.4', `an attack is owed on ${owed.join(' and ')}`) : LEGAL,
  };
  return [end, ...attacks];
}

/**
 * opt:12.2.7.3~2 fleets that ended their movement in the Canaries or the West Indies may attack
 * fleets of powers at war with them in the same box (never owed; none in the Mid-Atlantic).
 */
function offBoardAttacks(tx: Tx, power: MajorPower, attacked: readonly string[]): DecisionOption[] {
  const out: DecisionOption[] = [];
  for (const box of BATTLE_BOXES) {
    const key = `wi:${box}`;
    const here = fleetsAt(tx.state, key);
    if (attacked.includes(key) || !here.some((f) => fleetPower(tx.state, f) === power)) continue;
    const others = here.filter((f) => {
      const p = fleetPower(tx.state, f);
      return p !== null && !tx.state.cursor.phasing.includes(p);
    });
    for (const t of attackTargets(tx.state, power, others)) {
      if (!t.atWar) continue;
      const ships = others.filter((f) => fleetPower(tx.state, f) === t.power).reduce((n, f) => n + f.ships, 0);
      out.push({ value: `attack:${key}:${t.power}`, label: `Attack ${POWER_NAMES[t.power]}'s ${ships} ships in ${placeName(navalCtx(tx), key)}`, verdict: LEGAL });
    }
  }
  return out;
}

/** Powers of the sequence that still have attacks to make or decline. */
export function activeAttackers(tx: Tx): MajorPower[] {
  const ended = navalTurn(tx.state).ended ?? [];
  return tx.state.cursor.phasing.filter((p) => !ended.includes(p) && navalCombatOptions(tx, p).length > 1);
}

/** 6.3 the Naval Combat Step begins: no power has ended it yet. */
export function beginNavalCombat(tx: Tx): void {
  patchNaval(tx, { attacked: [], ended: [] });
}

/** Opens (or refreshes) the combat decision of each power with attacks left. */
export function openCombatDecisions(tx: Tx): void {
  for (const power of activeAttackers(tx)) {
    const options = navalCombatOptions(tx, power);
    const open = tx.state.pending.find((d) => d.kind === 'naval/combat' && d.power === power);
    if (open) {
      patch(tx, { pending: tx.state.pending.map((d) => (d === open ? { ...d, options } : d)) });
      continue;
    }
    openDecision(tx, {
      power, kind: 'naval/combat', step: 'naval/combat', rule: '6.3',
      prompt: 'Attack enemy fleets where your stacks stand, one battle at a time, in the order you choose (6.2.4); then end naval combat.',
      secret: false, select: 'one', group: null, options,
    });
  }
}

/** Carry out one combat order. */
export function applyNavalCombatOrder(tx: Tx, power: MajorPower, value: string): void {
  if (value === 'end') {
    patchNaval(tx, { ended: [...(navalTurn(tx.state).ended ?? []), power] });
    return;
  }
  const parts = value.split(':');
  const key = `${parts[1]}:${parts[2]}`;
  const defender = parts[3] as MajorPower;
  const mode = parts[4];
  const ctx = navalCtx(tx);
  const place: NavalPlace | null = offBoardPlace(key) ?? parsePlace(ctx, key);
  if (!place) return;
  let declared: MajorPower[] = [];
  if (mode === 'declare' && !atWar(tx.state, power, defender)) {
    // 6.3.1.2.2 war declared on the spot (enforced peace ignored), its points lost, no allies called
    resolveDeclarations(tx, { id: `naval-${key}`, kind: 'political/declareWar', rule: '6.3.1.2.2', secret: false, powers: [power], answers: { [power]: [defender] } });
    declared = [defender];
  }
  patchNaval(tx, { attacked: [...navalTurn(tx.state).attacked, key] });
  // 6.3.1 combined allies at war with the attacker defend as one stack; others in the place stay out
  const defenders = fleetsAt(tx.state, key).filter((f) => {
    const p = fleetPower(tx.state, f);
    if (p === null) return false;
    if (p === defender) return true;
    const group = tx.state.turn.combinedMovement.find((g) => g.includes(defender)) ?? [];
    return group.includes(p) && atWar(tx.state, power, p) && mode === undefined;
  });
  const attacker = phasingAt(tx, key);
  startNavalBattle(tx, {
    place, cause: 'attack', attacker, defender: fleetsByIds(tx.state, defenders.map((f) => f.id)),
    // 6.3.2 evasion only at sea, never in a port or a box; opt:12.2.7.3~2 and off the map
    evasion: place.kind === 'sea' || place.kind === 'offBoard', declared, then: { kind: 'combat' },
    ...(place.kind === 'blockade' && cameOutOfPort(tx, attacker, key) ? { attackerFromPort: true } : {}),
  });
}

/**
 * 6.3.3.1 / 6.3.5.3 the attacking stack came into the blockade box `key` out of its port this
 * sequence (its fleets' last step into the box was from the port, none came in from the sea):
 * the blockaders then have the wind gauge, and beaten, the stack goes back into the port.
 */
function cameOutOfPort(tx: Tx, fleets: readonly Fleet[], key: string): boolean {
  const port = `port:${key.slice('box:'.length)}`;
  const moves = navalTurn(tx.state).moves;
  let out = false;
  for (const f of fleets) {
    const m = moves.find((x) => x.fleet === f.id);
    if (!m || m.path[m.path.length - 1] !== key) continue;
    const before = m.path.length >= 2 ? m.path[m.path.length - 2] : placeKey(m.start);
    if (before !== port) return false;
    out = true;
  }
  return out;
}
