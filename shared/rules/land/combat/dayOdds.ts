/**
 * Whole-day odds for the chit preview (issue 15): for one pair of chits, the exact chances of
 * how the day ends and the expected losses over it, pursuit included, by enumerating every die
 * of the day with the rules' own round functions (7.5.2.5 withdrawal, 7.5.2.9 rounds, 7.5.2.12
 * outflank arrival, 7.5.2.10.2 pursuit) over a seeded simulation of 2,000 days per pairing
 * (an exact enumeration reaches some 16,000 distinct round positions per pairing: too slow for a
 * preview). Positions reached by different dice that are the same (same factors left, same
 * morale lost, same arrivals) share their rounds. Loss allocation takes the rules' default, no guard is committed, no lower
 * tactical rating declared, and no reinforcement arrives (none is known before the chits).
 */
import type { AttackerChit, DefenderChit } from '../../../data/charts';
import { attackerChitOptions, defenderChitOptions, outflankingSide } from './chits';
import type { DayState } from './day';
import { commanderChartUsed, outflankArrival, resolveWithdrawal, withdrawalDiceNeeded } from './operations';
import { pursue, roundOutcome, type RoundOutcome } from './outcome';
import { prepareDay, resolveRound, type RoundResult } from './resolve';
import { lookupsFor, unitsTotal } from './strength';
import { roundTable } from './tables';
import { type BySide, type Checked, type CombatContext, type CombatSide, type CombatUnit, COMBAT_SIDES, otherSide } from './types';

/** How one day can end, each with its chance (they add up to 1). */
export interface DayEnds {
  /** 7.5.2.5.1 the defender got away before the first round. */
  readonly avoided: number;
  /** 7.5.2.10 a side won the day (the other broke or was eliminated). */
  readonly victory: BySide<number>;
  /** 7.5.2.10.1 both sides broke in the same round. */
  readonly bothBreak: number;
  readonly bothEliminated: number;
  /** 7.5.2.12.2 a withdrawing side left when its chit printed no more tables. */
  readonly withdrew: number;
  /** 7.5.2.13 three rounds without a decision: fight another day or withdraw. */
  readonly undecided: number;
}

/** Something the chart cell of a pairing takes away from a side (issue 15: flagged in the preview). */
export interface PairingFlag {
  readonly kind: 'commanderOff' | 'chartNote';
  /** The side that loses by it. */
  readonly side: CombatSide;
  readonly rule: string;
  /** In words, for the preview: "your commander's +1 does not count". */
  readonly text: string;
}

export interface DayOdds {
  readonly attackerChit: AttackerChit;
  readonly defenderChit: DefenderChit;
  readonly ends: DayEnds;
  /** Chance each side's morale breaks during the day (alone or with the other's). */
  readonly breaks: BySide<number>;
  /** Expected factors each side loses over the day, pursuit included. */
  readonly expectedLosses: BySide<number>;
  readonly expectedMoraleLoss: BySide<number>;
  readonly flags: readonly PairingFlag[];
  /** Days simulated. */
  readonly days: number;
  /** Rounds resolved (a cost measure: a round position is resolved once however many days reach it). */
  readonly rounds: number;
}

const keyOf = (s: DayState): string =>
  `${s.round}#` +
  COMBAT_SIDES.map((side) => {
    const x = s[side];
    let k = '';
    for (const u of x.units) {
      k += `${u.id}=`;
      for (const t in u.factors) k += `${t}${(u.factors as Record<string, number>)[t]}.`;
      k += ',';
    }
    return `${k}|${Math.round(x.moraleLoss * 1000)}|${x.arrived ? 1 : 0}`;
  }).join('/');

const total = (units: readonly CombatUnit[]) => unitsTotal(units);

/** Days simulated per pairing (issue 15 asks for at least 2,000). */
export const DAYS_PER_PAIRING = 2000;

/** A small seeded generator (mulberry32): the same battle always gives the same preview. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Node {
  readonly state: DayState;
  /** Factors each side has lost so far today, and its morale loss. */
  readonly lost: BySide<number>;
  /** Results of this position's round for each die pair (index 6·(a−1)+(d−1)), filled as drawn. */
  readonly next: (Step | undefined)[];
  /**
   * What each side suffers this round under each enemy die, as resolved rounds showed it: the
   * attacker's fate by the defender's die, the defender's by the attacker's. Both sides fire at
   * once, so a pair of dice whose two fates are known needs no round of its own (roundForEveryDie).
   */
  readonly fates: { readonly attacker: (Fate | undefined)[]; readonly defender: (Fate | undefined)[] };
  /** Whether the next round has a printed table (7.5.2.12.2), once asked. */
  printed?: boolean;
  /** The same position once the outflankers have arrived (7.5.2.12). */
  arrived?: Node;
}
interface Fate {
  readonly side: DayState['attacker'];
  readonly standing: RoundResult['attacker']['standing'];
}
interface End {
  readonly kind: 'end';
  readonly outcome: Exclude<RoundOutcome, { kind: 'continue' }>;
  readonly state: DayState;
  readonly lost: BySide<number>;
  /** 7.5.2.10.2 losses after the pursuit for each pursuit die, once asked. */
  pursuit?: (BySide<number> | undefined)[];
}
type Step = End | { readonly kind: 'go'; readonly node: Node };

/**
 * 7.5.2 The whole first day for `attackerChit` against `defenderChit`: `days` days drawn with a
 * seeded generator and fought with the rules' own functions. Each position's round is resolved
 * once per die pair and shared by every day that reaches it, so 2,000 days cost a few thousand
 * rounds. The withdrawal (7.5.2.5) is exact: each set of corps left behind with its chance.
 * `outflanking` is the dividing side's outflankers (7.5.2.3), as for `odds`.
 */
export function dayOdds(ctx: CombatContext, attackerChit: AttackerChit, defenderChit: DefenderChit, outflanking: readonly string[] = [], days = DAYS_PER_PAIRING, seed = 1805): Checked<DayOdds> {
  const chits = { attacker: attackerChit, defender: defenderChit, outflanking };
  const ends = { avoided: 0, victory: { attacker: 0, defender: 0 }, bothBreak: 0, bothEliminated: 0, withdrew: 0, undecided: 0 };
  const breaks = { attacker: 0, defender: 0 };
  const lost = { attacker: 0, defender: 0 };
  const morale = { attacker: 0, defender: 0 };
  const start = { attacker: total(ctx.attacker.units), defender: total(ctx.defender.units) };
  let rounds = 0;

  const probe = prepareDay(ctx, chits, Array.from({ length: ctx.defender.units.length }, () => 6));
  if (!probe.ok) return probe;
  const cell = probe.value.ops.cell;
  const nodes = new Map<string, Node>();
  const lostIn = (s: DayState): BySide<number> => ({ attacker: start.attacker - total(s.attacker.units), defender: start.defender - total(s.defender.units) });
  const nodeOf = (state: DayState): Node => {
    const k = keyOf(state);
    let n = nodes.get(k);
    if (!n) nodes.set(k, (n = { state, lost: lostIn(state), next: new Array<Step | undefined>(36), fates: { attacker: [], defender: [] } }));
    return n;
  };
  const stepOf = (outcome: RoundOutcome, state: DayState): Step =>
    outcome.kind === 'continue' ? { kind: 'go', node: nodeOf(state) } : { kind: 'end', outcome, state, lost: lostIn(state) };
  // 7.5.2.5 the withdrawal, exactly: each roll passes (die 1) or fails (die 6), weighted by its rating
  let avoided = 0;
  const starts: { node: Node; p: number }[] = [];
  if (defenderChit === 'withdraw') {
    const need = withdrawalDiceNeeded(ctx, cell);
    const ratings = (probe.value.withdrawal?.rolls ?? []).map((r) => Math.min(6, Math.max(0, r.rating)) / 6);
    for (const dice of passFail(need)) {
      const p = dice.reduce((q, die, i) => q * (die === 1 ? (ratings[i] ?? 0) : 1 - (ratings[i] ?? 0)), 1);
      if (p === 0) continue;
      const w = resolveWithdrawal(ctx, cell, dice);
      if (!w.ok) return w;
      if (w.value.avoided) {
        avoided += p;
        continue;
      }
      const prep = prepareDay(ctx, chits, dice);
      if (!prep.ok) return prep;
      starts.push({ node: nodeOf(prep.value.state), p });
    }
  } else starts.push({ node: nodeOf(probe.value.state), p: 1 });
  ends.avoided = avoided;
  const fought = 1 - avoided;

  const flank = outflankingSide(attackerChit, defenderChit);
  const rng = seeded(seed);
  const die = () => 1 + Math.floor(rng() * 6);
  const w = fought > 0 ? fought / days : 0;
  const finish = (s: DayState, l: BySide<number>, p: number) => {
    lost.attacker += p * l.attacker;
    lost.defender += p * l.defender;
    morale.attacker += p * s.attacker.moraleLoss;
    morale.defender += p * s.defender.moraleLoss;
  };
  const pick = () => {
    let x = rng() * fought;
    for (const st of starts) if ((x -= st.p) <= 0) return st.node;
    return starts[starts.length - 1]!.node;
  };
  for (let n = 0; fought > 0 && starts.length > 0 && n < days; n++) {
    let node = pick();
    let done = false;
    for (let r = 1 as 1 | 2 | 3; r <= 3 && !done; r = (r + 1) as 1 | 2 | 3) {
      // 7.5.2.12.2 a withdraw chit with nothing printed for this round: that side leaves
      node.printed ??= roundTable(cell, 'attacker', r, (flank !== null && node.state[flank].arrived) || false, ctx.terrain).printed !== null;
      if (!node.printed) {
        ends.withdrew += w;
        finish(node.state, node.lost, w);
        done = true;
        break;
      }
      const i = 6 * (die() - 1) + (die() - 1);
      let step = node.next[i];
      if (!step) {
        const a = Math.floor(i / 6);
        const d = i % 6;
        const fa = node.fates.attacker[d];
        const fd = node.fates.defender[a];
        if (fa && fd) {
          // 7.5.2.9 both fates known from other rounds of this position: no round needed
          const next: DayState = { ...node.state, round: node.state.round + 1, attacker: fa.side, defender: fd.side };
          step = stepOf(roundOutcome(fa.standing, fd.standing), next);
        } else {
          const res = resolveRound(ctx, node.state, { attacker: a + 1, defender: d + 1 });
          rounds++;
          if (!res.ok) return res;
          node.fates.attacker[d] = { side: res.value.state.attacker, standing: res.value.attacker.standing };
          node.fates.defender[a] = { side: res.value.state.defender, standing: res.value.defender.standing };
          step = stepOf(res.value.outcome, res.value.state);
        }
        node.next[i] = step;
      }
      if (step.kind === 'end') {
        const o = step.outcome;
        if (o.kind === 'victory') {
          ends.victory[o.victor] += w;
          // 7.5.2.10.1 the loser broke unless it was eliminated
          if (!o.loserEliminated) breaks[otherSide(o.victor)] += w;
          const pd = die();
          step.pursuit ??= [];
          const after = (step.pursuit[pd - 1] ??= lostIn(afterPursuit(ctx, step.state, o.victor, pd)));
          finish(step.state, after, w);
        } else {
          if (o.kind === 'bothBreak') {
            ends.bothBreak += w;
            breaks.attacker += w;
            breaks.defender += w;
          } else ends.bothEliminated += w;
          finish(step.state, step.lost, w);
        }
        done = true;
        break;
      }
      node = step.node;
      // 7.5.2.12 the arrival roll after rounds 1 and 2 while the outflankers are away
      const s = node.state;
      if (flank && r < 3 && !s[flank].arrived && outflankArrival(ctx, cell, flank, r as 1 | 2, die()).arrived) {
        node = node.arrived ??= nodeOf({ ...s, [flank]: { ...s[flank], arrived: true } });
      }
    }
    if (!done) {
      ends.undecided += w;
      finish(node.state, node.lost, w);
    }
  }
  return {
    ok: true,
    value: { attackerChit, defenderChit, ends, breaks, expectedLosses: lost, expectedMoraleLoss: morale, flags: pairingFlags(ctx, cell), days, rounds },
  };
}

/**
 * 7.5.2.9 One round for all 36 die pairs from six: both sides fire at once, so what a side
 * suffers (losses, morale, whether it breaks or is gone) depends on its own position and the
 * enemy's die only. The round with both dice k gives each side's fate under the enemy's k; the
 * pair (a, d) takes the defender's fate from (a, a), the attacker's from (d, d), and the outcome
 * from both standings (7.5.2.10). Exact while no guard is committed (12.3.4.6 ties a committed
 * guard to the enemy's fate; the odds commit none). Index 6·(a−1)+(d−1).
 */
export function roundForEveryDie(ctx: CombatContext, state: DayState): Checked<{ outcome: RoundOutcome; state: DayState }[]> {
  const diag: RoundResult[] = [];
  for (let k = 1; k <= 6; k++) {
    const r = resolveRound(ctx, state, { attacker: k, defender: k });
    if (!r.ok) return r;
    diag.push(r.value);
  }
  const out: { outcome: RoundOutcome; state: DayState }[] = [];
  for (let a = 1; a <= 6; a++)
    for (let d = 1; d <= 6; d++) {
      const byA = diag[a - 1]!;
      const byD = diag[d - 1]!;
      out.push({
        outcome: a === d ? byA.outcome : roundOutcome(byD.attacker.standing, byA.defender.standing),
        state: a === d ? byA.state : { ...byA.state, attacker: byD.state.attacker, defender: byA.state.defender },
      });
    }
  return { ok: true, value: out };
}

/** Every pass (1) / fail (6) pattern of `n` withdrawal rolls (one per corps at most). */
function passFail(n: number): number[][] {
  let out: number[][] = [[]];
  for (let i = 0; i < n; i++) out = out.flatMap((d) => [1, 6].map((x) => [...d, x]));
  return out;
}

/** 7.5.2.10.2 the day's end after the victor's pursuit with `die`. */
function afterPursuit(ctx: CombatContext, s: DayState, victor: CombatSide, die: number): DayState {
  const loser = otherSide(victor);
  const survivors = s[loser].units.filter((u) => unitsTotal([u]) > 0);
  if (survivors.length === 0 || !s[victor].units.some((u) => unitsTotal([u]) > 0)) return s;
  const pu = pursue({
    victorUnits: s[victor].units,
    victorLeaders: ctx[victor].leaders,
    victorMoraleLoss: s[victor].moraleLoss,
    loserUnits: survivors,
    roundsCompleted: s.round,
    day: ctx.day,
    terrain: ctx.terrain,
    die,
    ...(ctx.charts ? { charts: ctx.charts } : {}),
  });
  const taken = pu.allocation.reduce((n, x) => n + x.count, 0);
  // only the number lost matters to the odds
  return { ...s, [loser]: { ...s[loser], units: stripFactors(s[loser].units, taken) } };
}

/** Units with `n` factors fewer in all (for counting only; which factors does not matter here). */
function stripFactors(units: readonly CombatUnit[], n: number): CombatUnit[] {
  let left = n;
  return units.map((u) => {
    if (left <= 0) return u;
    const factors: Record<string, number> = { ...(u.factors as Record<string, number>) };
    for (const k of Object.keys(factors)) {
      const take = Math.min(left, factors[k] ?? 0);
      factors[k] = (factors[k] ?? 0) - take;
      left -= take;
    }
    return { ...u, factors: factors as CombatUnit['factors'] };
  });
}

/**
 * Issue 15: what the pairing's chart cell takes away: the Commander Chart not used (7.5.2.9.1)
 * when a side's commander would have had a die modifier, and chart notes that favour one side's
 * nationality (a combat die or final morale bonus the other does not get).
 */
export function pairingFlags(ctx: CombatContext, cell: Parameters<typeof commanderChartUsed>[0]): PairingFlag[] {
  const flags: PairingFlag[] = [];
  if (!commanderChartUsed(cell)) {
    const tactical = { attacker: ctx.attacker.commander?.tactical ?? 0, defender: ctx.defender.commander?.tactical ?? 0 };
    const m = lookupsFor(ctx.charts).commanderModifiers(tactical.attacker, tactical.defender);
    for (const side of COMBAT_SIDES)
      if (m[side] > 0) flags.push({ kind: 'commanderOff', side, rule: '7.5.2.9.1', text: `the ${side}'s commander modifier (+${m[side]}) does not count in this pairing` });
  }
  for (const mod of cell.modifiers) {
    if (mod.kind !== 'combatDie' && mod.kind !== 'finalMorale') continue;
    for (const side of COMBAT_SIDES) {
      if (mod.side !== side && mod.side !== 'either') continue;
      if (ctx[side].commander?.nationality !== mod.commander) continue;
      const other = otherSide(side);
      flags.push({
        kind: 'chartNote',
        side: other,
        rule: '7.5.2.4',
        text: `the chart gives the ${side} ${mod.value > 0 ? '+' : ''}${mod.value} ${mod.kind === 'combatDie' ? 'to its combat die' : 'final morale'} in this pairing`,
      });
    }
  }
  return flags;
}

/**
 * Whole-day odds for every pair of chits both forces may choose (outflank pairs with the
 * division given). Pairings whose chart cells are the same (Escalated Assault against
 * Counterattack plays as Assault against Escalated Counterattack) are simulated once.
 */
export function dayOddsTable(ctx: CombatContext, divisions: Partial<BySide<readonly string[]>> = {}, days = DAYS_PER_PAIRING): DayOdds[] {
  const out: DayOdds[] = [];
  const same = new Map<string, DayOdds>();
  for (const a of attackerChitOptions(ctx.attacker))
    for (const d of defenderChitOptions(ctx.defender)) {
      if (!a.verdict.ok || !d.verdict.ok) continue;
      const flank = outflankingSide(a.chit, d.chit);
      const division = flank ? (divisions[flank] ?? []) : [];
      const probe = prepareDay(ctx, { attacker: a.chit, defender: d.chit, outflanking: division }, Array.from({ length: ctx.defender.units.length }, () => 6));
      if (!probe.ok) continue;
      const c = probe.value.ops.cell;
      const key = JSON.stringify([c.attackerTables, c.defenderTables, c.afterOutflank ?? null, c.modifiers, flank, division, a.chit === 'probe' || d.chit === 'withdraw' ? `${a.chit}/${d.chit}` : '']);
      const known = same.get(key);
      if (known) {
        out.push({ ...known, attackerChit: a.chit, defenderChit: d.chit });
        continue;
      }
      const o = dayOdds(ctx, a.chit, d.chit, division, days);
      if (!o.ok) continue;
      same.set(key, o.value);
      out.push(o.value);
    }
  return out;
}
