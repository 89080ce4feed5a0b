// The battle in progress (`turn.land.battle`) and the small reads and writes every sub-step of
// the Field Combat step shares.
import { operatorOf } from '../../../../model';
import type { AreaId, BattleDay, BattleLeaderCaptured, BattleProgress, BattleRecord, BattleSide, MajorPower, PendingDecision } from '../../../../model';
import { captureLeaders } from '../../effects';
import { type GuardCommitment, type RoundChoices, type CombatContext, type CombatUnit, type DayState, operations, prepareTrivialDay, type Strength, unitsTotal } from '../../../../rules/land/combat';
import { emit, patch } from '../../../tx';
import type { Tx } from '../../../tx';
import { landTurn } from '../landState';
import { combatUnitOf, SIDES, toModifiers } from './forces';

export const other = (s: BattleSide): BattleSide => (s === 'attacker' ? 'defender' : 'attacker');

/**
 * 10.6.3 captures the leaders with `counters` (captureLeaders) and returns them for the battle record.
 * partial: 10.6.3 the owner does not choose which power of the opposing side holds the leader (its lead power does)
 */
export function captureInBattle(tx: Tx, counters: readonly string[], by: MajorPower, area: AreaId, rule: string): BattleLeaderCaptured[] {
  const taken = tx.state.leaders
    .filter((l) => l.location.kind === 'corps' && counters.includes(l.location.counter))
    .map((l) => ({ leader: l.id, name: l.name, owner: l.owner, by, rule }));
  captureLeaders(tx, counters, by, area, rule);
  return taken;
}

/** The record with `taken` added to its captured leaders. */
export const withCaptures = (r: BattleRecord, taken: readonly BattleLeaderCaptured[]): BattleRecord =>
  taken.length === 0 ? r : { ...r, leadersCaptured: [...(r.leadersCaptured ?? []), ...taken] };

export const progressOf = (tx: Tx): BattleProgress | undefined => landTurn(tx.state).battle;

export function setProgress(tx: Tx, p: BattleProgress | null): void {
  const { battle: _gone, ...land } = landTurn(tx.state);
  patch(tx, { turn: { ...tx.state.turn, land: p ? { ...land, battle: p } : land } });
}

export const update = (tx: Tx, f: (p: BattleProgress) => BattleProgress) => {
  const p = progressOf(tx);
  if (p) setProgress(tx, f(p));
};

export const withRecord = (p: BattleProgress, f: (r: BattleRecord) => BattleRecord): BattleProgress => ({ ...p, record: f(p.record) });

const lastDay = (r: BattleRecord): BattleDay => r.days[r.days.length - 1]!;

export const withDay = (r: BattleRecord, f: (d: BattleDay) => BattleDay): BattleRecord => ({ ...r, days: [...r.days.slice(0, -1), f(lastDay(r))] });

export const newDay = (day: number): BattleDay => ({ day, ops: null, withdrawal: null, morale: null, rounds: [], arrivals: [], intents: null, end: null });

export const waiting = (tx: Tx, kind: PendingDecision['kind']) => tx.state.pending.some((d) => d.kind === kind) || tx.state.groups.some((g) => g.kind === kind);

type PreparedMorale = ReturnType<typeof prepareTrivialDay>['morale'];

export function moraleRecord(m: PreparedMorale): BattleDay['morale'] {
  const one = (x: PreparedMorale['attacker']) => ({
    base: x.base?.value ?? null, baseParts: toModifiers(x.base?.parts ?? []), final: x.final.value, finalParts: toModifiers(x.final.parts),
  });
  return { attacker: one(m.attacker), defender: one(m.defender) };
}

export function revealUnits(tx: Tx, keys: readonly string[], to: readonly MajorPower[]): void {
  patch(tx, {
    corps: tx.state.corps.map((c) => {
      if (!keys.includes(c.counter)) return c;
      const owner = operatorOf(tx.state, c);
      const add = to.filter((x) => x !== owner && !c.revealedTo.includes(x));
      if (add.length === 0 || owner === null) return c;
      emit(tx, { type: 'corpsRevealed', counter: c.counter, owner, to: add, rule: '7.5.2.6.3', id: c.id, name: c.name, factors: c.factors });
      return { ...c, revealedTo: [...c.revealedTo, ...add] };
    }),
  });
}

export function dayState(tx: Tx, p: BattleProgress, ctx: CombatContext): DayState {
  const chits = p.chits;
  const ops = p.record.trivial || !chits
    ? prepareTrivialDay(ctx).ops
    : operations(chits.attacker, chits.defender, ctx.riverCrossing, ctx.day);
  const side = (s: BattleSide) => ({
    units: ctx[s].units, outflanking: p.outflankSide === s ? p.outflanking : [], arrived: p.arrived,
    finalMorale: p.finalMorale[s], moraleLoss: p.moraleLoss[s], guardCommitted: p.guardDay?.[s] === p.record.day,
  });
  return { day: p.record.day, ops, lossLimits: !p.record.trivial, round: p.round, attacker: side('attacker'), defender: side('defender') };
}

/** The guard power of a side's fighting units when there is exactly one (12.3.4 names a corps otherwise). */
export function guardPower(units: readonly CombatUnit[]): MajorPower | null {
  const powers = [...new Set(units.filter((u) => (u.factors.guard ?? 0) > 0).map((u) => u.power))];
  return powers.length === 1 ? powers[0]! : null;
}

/** The round's declarations as the rules take them. */
export function roundChoicesOf(p: BattleProgress): RoundChoices {
  const declaredTactical: Partial<Record<BattleSide, number>> = {};
  const guard: Partial<Record<BattleSide, GuardCommitment>> = {};
  for (const side of SIDES) {
    const v = p.roundAsked === `${p.record.day}-${p.round + 1}` ? p.roundChoices?.[side] : undefined;
    if (v === undefined) continue;
    const [t, g] = v.split(':');
    declaredTactical[side] = Number(t);
    if (g) {
      const power = guardPower(p.record[side].units.map((u) => ({ id: u.counter, kind: u.kind, power: u.power, nationality: u.nationality, factors: (u.factors ?? {}) as Strength })));
      if (power) guard[side] = { power, shift: g === 'guard2' ? 2 : 1 };
    }
  }
  return { declaredTactical, guard };
}

export const alive = (tx: Tx, p: BattleProgress, side: BattleSide) =>
  p.units[side].map((k) => combatUnitOf(tx.state, p.record.area, k)).filter((u): u is CombatUnit => u !== null && unitsTotal([u]) > 0);

/** 12.3.6 factors each nationality of the side brought to the combat. */
export function startingContingents(p: BattleProgress, side: BattleSide): Map<string, number> {
  const out = new Map<string, number>();
  for (const u of p.record[side].units) {
    if (u.initial) out.set(u.nationality, (out.get(u.nationality) ?? 0) + Object.values(u.initial).reduce((a: number, b) => a + (b ?? 0), 0));
  }
  return out;
}
