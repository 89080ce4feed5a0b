// v2.71 12.2.6 (option) Advanced naval combat, played in place of 6.3.3-6.3.4: open-sea battles
// with secret tactical chits (12.2.6.1; 18.2.1 rolled under the solitaire option), blockade
// battles and port raids on fixed tables (12.2.6.2, 12.2.6.3), three rounds at most with morale
// and breaking, the general chase (12.2.6.1.7), and disabled ships brought home as hulks
// (12.2.6.1.9, 12.2.8: advancedAftermath.ts). Retreat and pursuit then follow 6.3.5 as in the
// standard battle, and 12.2.6.1.8 the victor may then make for port (advancedAftermath.ts).
import { LEGAL, allied, controllerOf, illegal } from '../../../model';
import type { DecisionGroup, MajorPower, NavalBattleProgress, NavalBattleRecord, NavalRound, NavalSide, PendingDecision, RevealedFleet } from '../../../model';
import { charts } from '../../../data/charts';
import type { CombatTableId, NavalChit } from '../../../data/charts';
import {
  NAVAL_CHITS_ORDER, allocateLosses, broken, chase, closingRoll, fireRound, navalMorale, parsePlace, portHolder, roundModifiers, solitaireChit,
} from '../../../rules/naval';
import type { RoundSide } from '../../../rules/naval';
import { openDecision, openGroup, roll } from '../../tx';
import type { Tx } from '../../tx';
import { changeShips, fleetsByIds, harbourGunsFor, navalCtx, navalTurn, navy, patchNaval, patchNavy } from './navalState';

type Side = 'attacker' | 'defender';
const other = (s: Side): Side => (s === 'attacker' ? 'defender' : 'attacker');
const lead = (s: NavalSide): MajorPower => s.powers[0]!;

/** Whether this battle is fought by the advanced rules (12.2.6). */
export const advancedEnabled = (tx: Tx, _p: NavalBattleProgress): boolean => tx.state.options.rules.advancedNaval;

/** 12.2.6.2 a fight in a blockade box, 12.2.6.3 in a port, else 12.2.6.1 an open-sea battle. */
const modeOf = (r: NavalBattleRecord): 'open' | 'blockade' | 'raid' => (r.kind === 'port' ? 'raid' : r.kind === 'box' ? 'blockade' : 'open');

function save(tx: Tx, p: NavalBattleProgress): void {
  patchNaval(tx, { battle: p });
}

/** 12.2.6.1.1.1 in games begun in 1805, only Nelson may choose melee until he has used it once. */
function meleeRestricted(tx: Tx): boolean {
  if (navy(tx.state).meleeOpen) return false;
  const started = tx.state.log.find((e) => e.type === 'gameStarted');
  return started?.type === 'gameStarted' && started.date.year <= 1805;
}

const allBritish = (tx: Tx, s: NavalSide) => fleetsByIds(tx.state, s.fleets).every((f) => f.nationality === 'britain');

/** 12.2.6.1.1 both sides choose a chit in secret (18.2.1: rolled under the solitaire option); blockade battles and raids use none. */
export function openTactics(tx: Tx, p: NavalBattleProgress): void {
  const mode = modeOf(p.record);
  const init = (chits: { attacker: NavalChit | null; defender: NavalChit | null }, stage: NavalBattleRecord['stage'] = 'fighting') => {
    save(tx, {
      ...p,
      advanced: { chits, closed: false, closingMod: 0, disabled: { attacker: 0, defender: 0 }, moraleLoss: { attacker: 0, defender: 0 } },
      record: { ...p.record, stage },
    });
  };
  if (mode !== 'open') return init({ attacker: null, defender: null });
  if (tx.state.options.rules.solitaireCombat) {
    // 18.2.1 each side's chit by one die, Nelson's side one less
    const restricted = meleeRestricted(tx);
    const pick = (s: NavalSide, side: Side) => solitaireChit(roll(tx, '18.2.1', `naval tactics (${side})`), allBritish(tx, s), s.nelson, restricted);
    init({ attacker: pick(p.record.attacker, 'attacker'), defender: pick(p.record.defender, 'defender') });
    return askClosing(tx);
  }
  init({ attacker: null, defender: null }, 'tactics');
  const powers = [lead(p.record.attacker), lead(p.record.defender)];
  const group = openGroup(tx, { kind: 'naval/tactic', rule: '12.2.6.1.1', secret: true, powers: powers[0] === powers[1] ? [powers[0]!] : powers });
  for (const side of ['attacker', 'defender'] as const) {
    const s = p.record[side];
    if (side === 'defender' && lead(s) === lead(p.record.attacker)) continue;
    const restricted = meleeRestricted(tx) && !s.nelson;
    openDecision(tx, {
      power: lead(s), kind: 'naval/tactic', step: tx.state.cursor.step, rule: '12.2.6.1.1',
      prompt: `Naval battle at ${p.record.placeName}: choose your tactics in secret (${s.ships} ships against ${p.record[other(side)].ships}).`,
      secret: true, select: 'one', group,
      options: NAVAL_CHITS_ORDER.map((c) => ({
        value: c, label: CHIT_LABEL[c],
        verdict: c === 'melee' && restricted ? illegal('illegalOption', '12.2.6.1.1.1', 'in games begun in 1805 only a fleet under Nelson may choose melee until he has used it') : LEGAL,
      })),
    });
  }
}

const CHIT_LABEL: Record<NavalChit, string> = { melee: 'Melee', linearAttack: 'Linear attack', linearDefence: 'Linear defence' };

/** 12.2.6.1.2 the chits are revealed together. */
export function revealTactics(tx: Tx, g: DecisionGroup): void {
  const p = navalTurn(tx.state).battle;
  if (!p || !p.advanced) return;
  const a = String(g.answers[lead(p.record.attacker)] ?? 'linearDefence') as NavalChit;
  const d = String(g.answers[lead(p.record.defender)] ?? 'linearDefence') as NavalChit;
  save(tx, { ...p, advanced: { ...p.advanced, chits: { attacker: a, defender: d } }, record: { ...p.record, stage: 'fighting' } });
  askClosing(tx);
}

/** 12.2.6.1.4.2 an all-British melee under Nelson against a linear enemy may take 1 or 2 off its closing rolls. */
function askClosing(tx: Tx): void {
  const p = navalTurn(tx.state).battle!;
  const c = p.advanced!.chits;
  for (const side of ['attacker', 'defender'] as const) {
    const s = p.record[side];
    if (c[side] !== 'melee' || c[other(side)] === 'melee' || c[other(side)] === null || !s.nelson || !allBritish(tx, s)) continue;
    openDecision(tx, {
      power: lead(s), kind: 'naval/closing', step: tx.state.cursor.step, rule: '12.2.6.1.4.2',
      prompt: 'Nelson leads the melee: take 0, 1 or 2 off each closing roll; the same number is added to his casualty roll (12.2.7.2).',
      secret: false, select: 'one', group: null,
      options: [0, 1, 2].map((n) => ({ value: String(n), label: n === 0 ? 'No modifier' : `-${n} to close, +${n} to Nelson's casualty roll`, verdict: LEGAL })),
    });
    return;
  }
}

export function answerClosing(tx: Tx, _d: PendingDecision, a: string): void {
  const p = navalTurn(tx.state).battle;
  if (!p || !p.advanced) return;
  save(tx, { ...p, advanced: { ...p.advanced, closingMod: Number(a) || 0 } });
}

/** 12.2.6.1.3.1 a side's fleet counters as revealed: name, nationality and ships of each. */
function revealedForce(tx: Tx, s: NavalSide): RevealedFleet[] {
  return fleetsByIds(tx.state, s.fleets).map((f) => ({ fleet: f.id, name: f.name, nationality: f.nationality, ships: f.ships }));
}

function roundSide(tx: Tx, s: NavalSide, chit: NavalChit | null, extra = 0): RoundSide {
  const fleets = fleetsByIds(tx.state, s.fleets);
  const ships = fleets.reduce((n, f) => n + f.ships, 0) + extra;
  return {
    ships, fleets: fleets.length, chit,
    british: fleets.filter((f) => f.nationality === 'britain').reduce((n, f) => n + f.ships, 0),
    french: fleets.filter((f) => f.nationality === 'france').reduce((n, f) => n + f.ships, 0),
  };
}

function disable(tx: Tx, s: NavalSide, n: number): number {
  const split = allocateLosses(tx.state, fleetsByIds(tx.state, s.fleets), n, tx.state.options.rules.proportionalNavalLosses);
  let total = 0;
  for (const [id, k] of split) {
    changeShips(tx, id, -k, '12.2.6.1.5', 'ships disabled');
    total += k;
  }
  return total;
}

/** 12.2.6.2 in a blockade battle the side whose port it is not (or, failing that, the defender) blockades. */
export function blockading(tx: Tx, r: NavalBattleRecord): Side {
  const place = parsePlace(navalCtx(tx), r.place);
  const port = place && place.kind === 'blockade' ? navalCtx(tx).naval.port(place.city) : undefined;
  const holder = port ? portHolder(tx.state, navalCtx(tx), port) : null;
  const friendOf = (s: NavalSide) => holder !== null && s.powers.some((q) => q === holder || allied(tx.state, q, holder));
  if (friendOf(r.defender) && !friendOf(r.attacker)) return 'attacker';
  return 'defender';
}

/** 12.2.6.1.4 / 12.2.6.2 / 12.2.6.3.2 each side's table in round `n` (1-3). */
function tablesFor(tx: Tx, p: NavalBattleProgress, n: number, closed: boolean): { attacker: CombatTableId; defender: CombatTableId } {
  const mode = modeOf(p.record);
  const chart = charts.tacticalNaval();
  const i = n - 1;
  if (mode === 'raid') return { attacker: chart.portRaid.attacking[i]!, defender: chart.portRaid.defending[i]! };
  if (mode === 'blockade') {
    const b = blockading(tx, p.record);
    return b === 'attacker' ? { attacker: chart.blockade.blockading[i]!, defender: chart.blockade.running[i]! } : { attacker: chart.blockade.running[i]!, defender: chart.blockade.blockading[i]! };
  }
  const c = p.advanced!.chits;
  return charts.tacticalTables(c.attacker!, c.defender!, n, closed);
}

/** 12.2.8.1 (option) hulks in the raided port fight with its defenders (no morale of their own). */
function hulksInPort(tx: Tx, p: NavalBattleProgress): number {
  if (!tx.state.options.rules.hulks || modeOf(p.record) !== 'raid') return 0;
  const place = parsePlace(navalCtx(tx), p.record.place);
  if (!place || place.kind !== 'port') return 0;
  return navy(tx.state).hulks.filter((h) => h.port === place.city && p.record.defender.powers.includes(controllerOf(tx.state, h.nationality) as MajorPower)).reduce((n, h) => n + h.count, 0);
}

/**
 * 12.2.6.1.5-12.2.6.1.6 (12.2.6.2, 12.2.6.3) up to three rounds: each side rolls on its table with
 * the chart's modifiers, the enemy's ships disabled and morale lost; a side whose ships are all
 * disabled or whose morale loss reaches its final morale breaks and the battle ends (both at once:
 * no victor); three rounds without a break end it inconclusively. A raid (12.2.6.3) opens with
 * one roll of the harbour guns, lasts three rounds unless the raiders break, and a broken
 * defender stops firing; a raider wins only by breaking the defence and inflicting more losses.
 */
export function fightAdvanced(tx: Tx, p0: NavalBattleProgress): void {
  let p = p0;
  const adv = p.advanced!;
  const rec = p.record;
  const mode = modeOf(rec);
  // 12.2.6.1.3 / 12.2.6.1.3.1 once the chits are shown both sides lay open their fleet counters,
  // ships and nationality (on the sheet), and 12.2.6.1.3.2 their final morale
  const forces = { attacker: revealedForce(tx, rec.attacker), defender: revealedForce(tx, rec.defender) };
  const morale = { attacker: navalMorale(forces.attacker), defender: navalMorale(forces.defender) };
  const lost = { attacker: 0, defender: 0 };
  const moraleLoss = { attacker: 0, defender: 0 };
  let harbour: { guns: number; die: number; disabled: number } | undefined;
  if (mode === 'raid') {
    const guns = harbourGunsFor(tx, rec);
    if (guns !== null) {
      // 12.2.6.3.1 one roll on the 5-2 table, the guns as strength
      const die = roll(tx, '12.2.6.3.1', 'harbour defences');
      const r = fireRound(charts.tacticalNaval().portRaid.harbour, die, 0, guns);
      lost.attacker += disable(tx, rec.attacker, r.disabled);
      harbour = { guns, die, disabled: r.disabled };
    }
  }
  let hulks = hulksInPort(tx, p);
  let closed = adv.chits.attacker === 'melee' && adv.chits.defender === 'melee';
  const rounds: NavalRound[] = [];
  const isBroken = { attacker: false, defender: false };
  // 12.2.6.1.6.1 a round without a beaten side is followed by the next; 12.2.6.1.6.2 at most three, no second day
  for (let n = 1; n <= 3; n++) {
    // opt:12.2.6.1.4.1~2 a melee side fights on the first tables until it has closed, on the second after
    const tables = tablesFor(tx, p, n, closed);
    const a = roundSide(tx, rec.attacker, adv.chits.attacker);
    const d = roundSide(tx, rec.defender, adv.chits.defender, hulks);
    if (a.ships <= 0) break;
    const mods = { attacker: roundModifiers(a, d).reduce((x, m) => x + m.value, 0), defender: roundModifiers(d, a).reduce((x, m) => x + m.value, 0) };
    const dice = { attacker: roll(tx, '12.2.6.1.5', 'naval round (attacker)'), defender: isBroken.defender ? 0 : roll(tx, '12.2.6.1.5', 'naval round (defender)') };
    const ra = fireRound(tables.attacker, dice.attacker, mods.attacker, a.ships);
    const rd = isBroken.defender ? { disabled: 0, morale: 0 } : fireRound(tables.defender, dice.defender, mods.defender, d.ships);
    // 12.2.8.1 hulks soak up the defenders' losses once their ships are gone
    const onShips = Math.min(ra.disabled, d.ships - hulks);
    const onHulks = Math.min(hulks, ra.disabled - onShips);
    const dd = disable(tx, rec.defender, onShips) + onHulks;
    hulks -= onHulks;
    const da = disable(tx, rec.attacker, rd.disabled);
    lost.attacker += da;
    lost.defender += dd;
    moraleLoss.attacker = Math.round((moraleLoss.attacker + rd.morale) * 10) / 10;
    moraleLoss.defender = Math.round((moraleLoss.defender + ra.morale) * 10) / 10;
    let closing: { closed: boolean; die: number } | undefined;
    const c = adv.chits;
    // opt:12.2.6.1.4.1~2 after each round a melee side not yet closed rolls to close (the chart's range per enemy chit)
    if (mode === 'open' && !closed && (c.attacker === 'melee') !== (c.defender === 'melee')) {
      const meleeSide: Side = c.attacker === 'melee' ? 'attacker' : 'defender';
      const die = roll(tx, '12.2.6.1.4.1', 'closing to melee');
      closed = closingRoll(c[other(meleeSide)]!, die, rec[meleeSide].nelson ? adv.closingMod : 0);
      closing = { closed, die };
    }
    rounds.push({ tables, dice, modifiers: mods, disabled: { attacker: da, defender: dd }, moraleLoss: { attacker: rd.morale, defender: ra.morale }, ...(closing ? { closed: closing.closed, closingDie: closing.die } : {}) });
    const left = { attacker: roundSide(tx, rec.attacker, null).ships, defender: roundSide(tx, rec.defender, null).ships + hulks };
    isBroken.attacker = broken(left.attacker, moraleLoss.attacker, morale.attacker);
    isBroken.defender = broken(left.defender, moraleLoss.defender, morale.defender);
    if (mode === 'raid' ? isBroken.attacker : isBroken.attacker || isBroken.defender) break;
  }
  let outcome: NavalBattleRecord['outcome'];
  if (mode === 'raid') {
    // 12.2.6.3.3 a victor broke (or wiped out) the other and inflicted more than it took
    outcome = isBroken.defender && !isBroken.attacker && lost.defender > lost.attacker ? 'attacker' : isBroken.attacker && !isBroken.defender && lost.attacker > lost.defender ? 'defender' : 'draw';
  } else {
    // 12.2.6.1.6 the side that broke (or lost every ship) is beaten; both at once, or 12.2.6.1.6.2 none after three rounds: no victor
    outcome = isBroken.attacker === isBroken.defender ? 'draw' : isBroken.defender ? 'attacker' : 'defender';
  }
  // 12.2.6.1.1.1 once Nelson has used melee, every fleet may
  if (!navy(tx.state).meleeOpen && (['attacker', 'defender'] as const).some((s) => adv.chits[s] === 'melee' && rec[s].nelson)) patchNavy(tx, { meleeOpen: true });
  p = navalTurn(tx.state).battle!;
  const advanced: NonNullable<NavalBattleRecord['advanced']> = {
    chits: mode === 'open' ? { attacker: adv.chits.attacker!, defender: adv.chits.defender! } : null,
    morale, rounds, broken: isBroken, mode, forces, ...(harbour ? { harbour } : {}),
  };
  // 12.2.6.1.7 a victor at sea may chase; 12.2.6.2 not blockaders who won; 12.2.6.3.4 never after a raid
  const chaser: Side | null = outcome === 'attacker' || outcome === 'defender' ? outcome : null;
  const mayChase = chaser !== null && mode !== 'raid' && !(mode === 'blockade' && blockading(tx, rec) === chaser);
  save(tx, {
    ...p,
    advanced: { ...adv, disabled: lost, moraleLoss },
    record: { ...p.record, advanced, losses: lost, outcome, windGauge: null, windRule: '12.2.6.1', stage: mayChase ? 'chase' : 'settle' },
  });
}

/** 12.2.6.1.7 the victor may declare a general chase. */
export function askChase(tx: Tx, p: NavalBattleProgress): void {
  const victor: Side = p.record.outcome === 'attacker' ? 'attacker' : 'defender';
  const table = charts.chaseTable(p.advanced!.moraleLoss[victor]);
  openDecision(tx, {
    power: lead(p.record[victor]), kind: 'naval/chase', step: tx.state.cursor.step, rule: '12.2.6.1.7',
    prompt: `You won at ${p.record.placeName}: declare a general chase (one roll on the ${table} table with your ships still fit)?`,
    secret: false, select: 'one', group: null,
    options: [{ value: 'chase', label: 'Chase', verdict: LEGAL }, { value: 'none', label: 'No chase', verdict: LEGAL }],
  });
}

export function answerChase(tx: Tx, _d: PendingDecision, a: string): void {
  const p = navalTurn(tx.state).battle;
  if (!p || !p.advanced || !p.record.advanced) return;
  const victor: Side = p.record.outcome === 'attacker' ? 'attacker' : 'defender';
  if (a !== 'chase') return save(tx, { ...p, record: { ...p.record, stage: 'settle' } });
  const strength = fleetsByIds(tx.state, p.record[victor].fleets).reduce((n, f) => n + f.ships, 0);
  const die = roll(tx, '12.2.6.1.7', 'general chase');
  const r = chase(p.advanced.moraleLoss[victor], die, p.advanced.chits[victor], strength);
  const disabled = disable(tx, p.record[other(victor)], r.disabled);
  const q = navalTurn(tx.state).battle!;
  const losses = { ...q.record.losses, [other(victor)]: q.record.losses[other(victor)] + disabled };
  save(tx, {
    ...q, advanced: { ...q.advanced!, disabled: losses },
    record: { ...q.record, losses, advanced: { ...q.record.advanced!, chase: { table: r.table, die, disabled } }, stage: 'settle' },
  });
}
