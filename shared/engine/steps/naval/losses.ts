// 6.3.3.2 / 12.2.5 once the fire is over and before the battle is settled, the losses are put on
// the fleets the owners choose. The fire took them off by the default (the largest fleet first,
// transports last, 12.2.5 shares with odd losses to the largest remainders); only the totals
// count for the fire, so moving a loss from one fleet to another afterwards is the same as
// having chosen it at the time.
//   naval/oddLoss   12.2.5 (option) a mixed stack's odd loss: "take" (agree to take it) or "roll"
//                   (competitive die rolls, the lowest takes it) when several powers share the
//                   stack; "nat:<nationality>" when one power owns every candidate
//   naval/losses    6.3.3.2 the owner shifts losses between its fleets: "shift:<from>:<to>:<n>"
//                   (n of the losses come off `to` instead of `from`), or "done" (first: the default)
//   naval/transportLosses  12.2.4 (option) fleets carrying corps were sunk and the survivors carry
//                   ten factors each: the corps' owner picks the factors lost, "cut:<counter>:<type>"
//                   one at a time, or "default" (first: the largest corps first, as before)
import { LEGAL, MAJOR_POWERS, POWER_NAMES, controllerOf, isMajorPower, totalFactors } from '../../../model';
import type { Corps, DecisionOption, Fleet, FleetId, MajorPower, NavalBattleProgress, NavalBattleRecord, NavalSide, Nationality } from '../../../model';
import { REDUCED_CAPACITY, allocateLosses, corpsAboardFleets, fleetPower, parsePlace, hasLossChoice, lossShifts, lowestRollers, oddLossSplit, placeName, sharesWith } from '../../../rules/naval';
import type { LossFleet } from '../../../rules/naval';
import { emit, openDecision, patch, roll } from '../../tx';
import type { Tx } from '../../tx';
import { areaOfPlace, changeShips, fleetsByIds, navalCtx, navalTurn, patchNaval } from './navalState';

type Side = 'attacker' | 'defender';
type Choice = NonNullable<NavalBattleProgress['lossChoice']>;

export const LOSS_CHOICE_KINDS = ['naval/losses', 'naval/oddLoss', 'naval/transportLosses'];

const battle = (tx: Tx): NavalBattleProgress => navalTurn(tx.state).battle!;
const save = (tx: Tx, c: Choice, record?: Partial<NavalBattleRecord>): void => {
  const p = battle(tx);
  patchNaval(tx, { battle: { ...p, lossChoice: c, ...(record ? { record: { ...p.record, ...record } } : {}) } });
};
const fleetsOf = (tx: Tx, side: NavalSide): Fleet[] => fleetsByIds(tx.state, side.fleets);
const startOf = (p: NavalBattleProgress, f: Fleet): number => p.startShips?.[f.id] ?? f.ships;
const lost = (p: NavalBattleProgress, fleets: readonly Fleet[]): number => fleets.reduce((n, f) => n + startOf(p, f) - f.ships, 0);
const isMixed = (fleets: readonly Fleet[]): boolean => new Set(fleets.map((f) => f.nationality)).size >= 2;
const proportional = (tx: Tx): boolean => tx.state.options.rules.proportionalNavalLosses;

/**
 * The loss choices of the battle being settled, as far as they go without an answer. Returns
 * true once every side's losses are where their owners want them (then the battle is settled).
 */
export function settleLossChoices(tx: Tx): boolean {
  const p = battle(tx);
  if (!p.startShips) return true; // a battle begun before the choices existed keeps the default
  if (tx.state.pending.some((d) => LOSS_CHOICE_KINDS.includes(d.kind))) return false;
  let c: Choice = p.lossChoice ?? { settled: [], owners: false };
  // 12.2.5 (option) each mixed side's shares, odd losses settled first
  for (const side of ['attacker', 'defender'] as const) {
    if (c.settled.includes(side)) continue;
    const fleets = fleetsOf(tx, p.record[side]);
    if (!proportional(tx) || !isMixed(fleets) || lost(p, fleets) === 0) {
      c = { ...c, settled: [...c.settled, side] };
      continue;
    }
    const split = oddLossSplit(fleets.map((f) => ({ nationality: f.nationality, ships: startOf(p, f) })), lost(p, fleets));
    let cur: NonNullable<Choice['current']> = c.current?.side === side ? c.current : { side, odd: split.odd, candidates: split.candidates, takers: [], asked: [] };
    if (cur.takers.length < cur.odd) {
      save(tx, { ...c, current: cur });
      if (askOdd(tx, cur)) return false;
      cur = battle(tx).lossChoice!.current!; // the dice settled what no one took
    }
    share(tx, side, sharesWith(split, cur.takers));
    c = { settled: [...c.settled, side], owners: c.owners };
    save(tx, c);
  }
  save(tx, c);
  if (!c.owners) {
    save(tx, { ...c, owners: true });
    let asked = false;
    for (const power of [...battle(tx).record.attacker.powers, ...battle(tx).record.defender.powers]) {
      if (ownerOptions(tx, power).length > 1) {
        openOwnerDecision(tx, power);
        asked = true;
      }
    }
    if (asked) return false;
  }
  return cargoChoice(tx);
}

// ---- 12.2.4 (option) the factors lost aboard ---------------------------------------------------

/** 12.2.4 the corps aboard a side's fleets and how many factors are over ten a surviving fleet, once its empty fleets go. */
function cargoExcess(tx: Tx, side: Side): { corps: Corps[]; excess: number } {
  const fleets = fleetsOf(tx, battle(tx).record[side]);
  const survivors = fleets.filter((f) => f.ships > 0);
  if (survivors.length === 0 || survivors.length === fleets.length) return { corps: [], excess: 0 };
  const corps = corpsAboardFleets(tx.state, fleets.map((f) => f.id));
  return { corps, excess: corps.reduce((n, c) => n + totalFactors(c.factors), 0) - REDUCED_CAPACITY * survivors.length };
}

/**
 * 12.2.4 the owner of the corps aboard picks the factors lost, one at a time, when there is a
 * real choice (two corps, or two types of factor). 12.2.4 with allies' corps aboard one stack,
 * each owner in turn (in the order of MAJOR_POWERS) picks factors of its own corps toward the
 * total; what none of them picks goes by the default (our reading of the agreement, RULINGS.md).
 * Returns true once nothing is left to pick.
 */
function cargoChoice(tx: Tx): boolean {
  const c = battle(tx).lossChoice!;
  if (c.cargo === null) return true;
  if (c.cargo) {
    const { corps, excess } = cargoExcess(tx, c.cargo.side);
    const mine = corps.filter((x) => controllerOf(tx.state, x.nationality) === c.cargo!.power && totalFactors(x.factors) > 0);
    if (excess > 0 && c.cargo.left > 0 && mine.length > 0) {
      openCargoDecision(tx, c.cargo.power, c.cargo.side, Math.min(excess, c.cargo.left));
      return false;
    }
    // 12.2.4 the next ally with corps aboard picks, else the default takes the rest
    const next = cargoOwners(tx, c.cargo.side).find((p) => p !== c.cargo!.power && !(c.cargo!.passed ?? []).includes(p));
    if (excess > 0 && c.cargo.left > 0 && next !== undefined) {
      save(tx, { ...c, cargo: { ...c.cargo, power: next, passed: [...(c.cargo.passed ?? []), c.cargo.power] } });
      openCargoDecision(tx, next, c.cargo.side, Math.min(excess, c.cargo.left));
      return false;
    }
    save(tx, { ...c, cargo: null });
    return true;
  }
  if (!tx.state.options.rules.reducedNavalTransport) {
    save(tx, { ...c, cargo: null });
    return true;
  }
  for (const side of ['attacker', 'defender'] as const) {
    const { corps, excess } = cargoExcess(tx, side);
    if (excess <= 0) continue;
    const owners = cargoOwners(tx, side);
    const types = new Set(corps.flatMap((x) => Object.entries(x.factors).filter(([, n]) => (n ?? 0) > 0).map(([t]) => `${x.counter}:${t}`)));
    if (owners.length === 0 || (owners.length === 1 && types.size < 2)) continue;
    save(tx, { ...c, cargo: { side, power: owners[0]!, left: excess, passed: [] } });
    openCargoDecision(tx, owners[0]!, side, excess);
    return false;
  }
  save(tx, { ...c, cargo: null });
  return true;
}

/** 12.2.4 the major powers owning corps aboard the side's surviving fleets, in MAJOR_POWERS order. */
function cargoOwners(tx: Tx, side: Side): MajorPower[] {
  const owners = new Set(cargoExcess(tx, side).corps.map((x) => controllerOf(tx.state, x.nationality)));
  return MAJOR_POWERS.filter((p) => owners.has(p));
}

function openCargoDecision(tx: Tx, power: MajorPower, side: Side, left: number): void {
  // 2.4.2 an owner sees and picks only its own corps' factors; the allies' stay secret to it
  const corps = cargoExcess(tx, side).corps.filter((x) => controllerOf(tx.state, x.nationality) === power);
  const allies = cargoOwners(tx, side).length > 1;
  const options: DecisionOption[] = [{ value: 'default', label: allies ? 'Pick no more: the allies with corps aboard pick next, the default takes the rest' : 'Lose them as they come, the largest corps first', verdict: LEGAL }];
  for (const x of corps) {
    for (const [type, n] of Object.entries(x.factors)) {
      if ((n ?? 0) > 0) options.push({ value: `cut:${x.counter}:${type}`, label: `One ${type} factor of ${x.name} (${n} aboard)`, verdict: LEGAL });
    }
  }
  openDecision(tx, {
    power, kind: 'naval/transportLosses', step: tx.state.cursor.step, rule: '12.2.4',
    // 2.4.2 a decision is shown only to its power; the answer's public copy hides corps and type (disclosure.ts)
    prompt: `Fleets carrying your corps were sunk at ${placeName(navalCtx(tx), battle(tx).record.place)}: the fleets left carry ten factors each, so ${left} factor${left === 1 ? '' : 's'} aboard ${left === 1 ? 'is' : 'are'} lost. Pick them one at a time (a corps left without factors is lost).`,
    secret: false, select: 'one', group: null, options,
  });
}

/** 12.2.4 one factor the owner gives up, or the default for the rest. */
export function answerCargo(tx: Tx, power: MajorPower, value: string): void {
  const c = battle(tx).lossChoice;
  if (!c?.cargo || c.cargo.power !== power) return;
  if (!value.startsWith('cut:')) {
    // 12.2.4 an ally with corps aboard still to pick takes its turn (cargoChoice asks it)
    const next = cargoOwners(tx, c.cargo.side).find((p) => p !== power && !(c.cargo!.passed ?? []).includes(p));
    save(tx, { ...c, cargo: next === undefined ? null : { ...c.cargo, left: c.cargo.left, passed: [...(c.cargo.passed ?? []), power], power: next } });
    return;
  }
  const [, counter, type] = value.split(':');
  const corps = tx.state.corps.find((x) => x.counter === counter);
  const have = corps ? ((corps.factors as Record<string, number>)[type!] ?? 0) : 0;
  if (!corps || have <= 0) return;
  const factors = { ...corps.factors, [type!]: have - 1 };
  patch(tx, { corps: tx.state.corps.map((x) => (x.counter === corps.counter ? { ...x, factors } : x)) });
  const place = parsePlace(navalCtx(tx), battle(tx).record.place)!;
  emit(tx, { type: 'factorsChanged', nationality: corps.nationality, owner: controllerOf(tx.state, corps.nationality), counter: corps.counter, area: areaOfPlace(tx, place), delta: -1, factors: { [type!]: 1 }, rule: '12.2.4', reason: 'too many factors aboard the fleets left' });
  save(tx, { ...c, cargo: { ...c.cargo, left: c.cargo.left - 1 } });
}

/** 12.2.5 the side's fleets take `shares` by nationality, each nationality's ships off its fleets by the default. */
function share(tx: Tx, side: Side, shares: ReadonlyMap<Nationality, number>): void {
  const p = battle(tx);
  const fleets = fleetsOf(tx, p.record[side]);
  const total = lost(p, fleets);
  const target = allocateLosses(tx.state, fleets.map((f) => ({ ...f, ships: startOf(p, f) })), total, true, shares);
  for (const f of fleets) {
    const delta = startOf(p, f) - (target.get(f.id) ?? 0) - f.ships;
    changeShips(tx, f.id, delta, '12.2.5', 'losses shared in proportion to each nationality');
  }
}

const powerOfNation = (tx: Tx, side: NavalSide, n: Nationality): MajorPower | null => {
  const f = fleetsOf(tx, side).find((x) => x.nationality === n);
  return f ? fleetPower(tx.state, f) : null;
};

/**
 * 12.2.5 settle the current side's odd losses: one power owning every candidate picks the
 * nationality; several powers are asked in turn whether they take one, and what no one takes
 * goes by competitive die rolls (each power rolls a die, the lowest takes it, ties roll again).
 * Returns true while a power must answer.
 */
function askOdd(tx: Tx, cur: NonNullable<Choice['current']>): boolean {
  const p = battle(tx);
  const side = p.record[cur.side];
  const open = cur.candidates.filter((n) => !cur.takers.includes(n));
  const powers = [...new Set(open.map((n) => powerOfNation(tx, side, n)).filter((x): x is MajorPower => x !== null))];
  const place = placeName(navalCtx(tx), p.record.place);
  const left = cur.odd - cur.takers.length;
  if (powers.length === 1) {
    openDecision(tx, {
      power: powers[0]!, kind: 'naval/oddLoss', step: tx.state.cursor.step, rule: '12.2.5',
      prompt: `The losses of your mixed stack at ${place} do not divide exactly: choose the nationality that takes ${left === 1 ? 'the odd loss' : `one of the ${left} odd losses`}.`,
      secret: false, select: 'one', group: null,
      options: open.map((n) => ({ value: `nat:${n}`, label: `${isMajorPower(n) ? POWER_NAMES[n] : (tx.state.minors.find((m) => m.id === n)?.name ?? n)} ships take it`, verdict: LEGAL })),
    });
    return true;
  }
  const next = powers.find((q) => !cur.asked.includes(q));
  if (next) {
    const others = powers.filter((q) => q !== next).map((q) => POWER_NAMES[q]).join(' and ');
    openDecision(tx, {
      power: next, kind: 'naval/oddLoss', step: tx.state.cursor.step, rule: '12.2.5',
      prompt: `The losses of the mixed stack at ${place} leave ${left === 1 ? 'an odd loss' : `${left} odd losses`} between you and ${others}: agree to take one, or roll for it (the lowest die takes it).`,
      secret: false, select: 'one', group: null,
      options: [
        { value: 'roll', label: 'Roll for it', verdict: LEGAL },
        { value: 'take', label: 'Take an odd loss', verdict: LEGAL },
      ],
    });
    return true;
  }
  // competitive die rolls for what is left
  let takers = [...cur.takers];
  const entries = [...(p.record.oddLosses ?? [])];
  let pool = powers;
  for (let k = 0; k < left && pool.length > 0; k++) {
    let tied = pool;
    const rolls: { power: MajorPower; die: number }[] = [];
    for (let round = 0; round < 10 && tied.length > 1; round++) {
      const these = tied.map((q) => ({ power: q, die: roll(tx, '12.2.5', `odd naval loss (${POWER_NAMES[q]})`) }));
      rolls.push(...these);
      tied = lowestRollers(these);
    }
    const loser = tied[0]!;
    const n = cur.candidates.find((x) => !takers.includes(x) && powerOfNation(tx, side, x) === loser)!;
    takers = [...takers, n];
    entries.push({ power: loser, nationality: n, how: 'dice', rolls });
    pool = pool.filter((q) => cur.candidates.some((x) => !takers.includes(x) && powerOfNation(tx, side, x) === q));
  }
  save(tx, { ...battle(tx).lossChoice!, current: { ...cur, takers } }, { oddLosses: entries });
  return false;
}

/** 12.2.5 a power's answer about an odd loss. */
export function answerOddLoss(tx: Tx, power: MajorPower, value: string): void {
  const p = battle(tx);
  const c = p.lossChoice;
  const cur = c?.current;
  if (!c || !cur) return;
  const side = p.record[cur.side];
  const entries = [...(p.record.oddLosses ?? [])];
  let takers = cur.takers;
  if (value.startsWith('nat:')) {
    const n = value.slice('nat:'.length) as Nationality;
    if (cur.candidates.includes(n) && !takers.includes(n)) {
      takers = [...takers, n];
      entries.push({ power, nationality: n, how: 'owner' });
    }
  } else if (value === 'take') {
    const n = cur.candidates.find((x) => !takers.includes(x) && powerOfNation(tx, side, x) === power);
    if (n) {
      takers = [...takers, n];
      entries.push({ power, nationality: n, how: 'agreed' });
    }
  }
  save(tx, { ...c, current: { ...cur, takers, asked: [...cur.asked, power] } }, { oddLosses: entries });
}

/** 6.3.3.2 a power's fleets in the battle, in the groups its losses may move within. */
function ownerGroups(tx: Tx, power: MajorPower): LossFleet[][] {
  const p = battle(tx);
  const out: LossFleet[][] = [];
  for (const side of ['attacker', 'defender'] as const) {
    const fleets = fleetsOf(tx, p.record[side]);
    const own = fleets.filter((f) => fleetPower(tx.state, f) === power);
    // 12.2.5 the shares of a mixed stack are fixed by nationality: losses move only within one
    const keys = proportional(tx) && isMixed(fleets) ? [...new Set(own.map((f) => f.nationality))] : [null];
    for (const k of keys) {
      const group = own.filter((f) => k === null || f.nationality === k).map((f) => ({ id: f.id, name: f.name, ships: f.ships, start: startOf(p, f) }));
      if (hasLossChoice(group)) out.push(group);
    }
  }
  return out;
}

function ownerOptions(tx: Tx, power: MajorPower): DecisionOption[] {
  const groups = ownerGroups(tx, power);
  const now = groups.flat().map((f) => `${f.name} ${f.ships} of ${f.start}`).join(', ');
  const out: DecisionOption[] = [{ value: 'done', label: `Keep the losses as they are (${now || 'no choice'})`, verdict: LEGAL }];
  for (const g of groups) {
    for (const s of lossShifts(g)) {
      out.push({
        value: `shift:${s.from.id}:${s.to.id}:${s.n}`,
        label: `${s.to.name} loses ${s.n} more ship${s.n === 1 ? '' : 's'} and ${s.from.name} ${s.n} fewer (${s.to.ships - s.n} and ${s.from.ships + s.n} left)`,
        verdict: LEGAL,
      });
    }
  }
  return out;
}

function openOwnerDecision(tx: Tx, power: MajorPower): void {
  const p = battle(tx);
  openDecision(tx, {
    power, kind: 'naval/losses', step: tx.state.cursor.step, rule: '6.3.3.2',
    prompt: `Your fleets lost ships at ${placeName(navalCtx(tx), p.record.place)}: choose which fleets the losses come off (a fleet left without ships is removed, 6.3.6), then keep them.`,
    secret: false, select: 'one', group: null, options: ownerOptions(tx, power),
  });
}

/** 6.3.3.2 one shift of losses between two of the owner's fleets; the decision opens again until "done". */
export function answerLossShift(tx: Tx, power: MajorPower, value: string): void {
  if (!value.startsWith('shift:')) return;
  const [, from, to, n] = value.split(':');
  const ok = ownerOptions(tx, power).some((o) => o.value === value);
  if (!ok) return;
  changeShips(tx, from as FleetId, Number(n), '6.3.3.2', 'its owner put the losses on another fleet');
  changeShips(tx, to as FleetId, -Number(n), '6.3.3.2', 'its owner put the losses on this fleet');
  if (ownerOptions(tx, power).length > 1) openOwnerDecision(tx, power);
}
