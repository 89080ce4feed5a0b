// Issue 21 7.5.2.1 The AI's battle chit, on the engine's own odds preview for its power (what it
// may know, 2.4.2): first a short reading (few simulated days per pairing); when one chit is
// clearly best, that is the answer; when the choice is close, the full reading decides. Budgets
// are counts of simulated days, never time. The engine keeps each reading per battle state, so
// both sides' chits of one day reuse it (fieldCombat/view.ts).
// The strong AI reads the whole table instead (for the side that wins by holding too, CHIT_PARTS.holding:
// strong Austria won 14 of 20 in each ladder scenario with it against 12 without), the pairings where
// one side outflanks included, and weighs each chit mostly (CHIT_PARTS.weight) against the chit the
// enemy's own reading of the engine's preview points to, the rest on its mean and worst over every enemy
// chit (both chits are chosen at once, 7.5.2.1: the enemy reads the odds too).
import { POWER_NAMES } from '../../model';
import type { BattleOddsPreview, DecisionValue, GameState, MajorPower, PendingDecision } from '../../model';
import { battleViewFor, oddsPreview } from '../steps/land/fieldCombat/view';
import { BOT_DAYS, chitWorths } from '../auto/auto';
import type { Rng } from '../auto/auto';
import type { AiChoice } from './explain';

/** A lead of this much (chance of victory, net) on the short reading settles the chit. */
const CLEAR_LEAD = 0.08;

interface Ranked {
  readonly chit: DecisionValue;
  readonly score: number;
}

/** Each legal chit's worth: half its mean over the enemy's chits, half its worst (the enemy reads the odds too). */
function rank(state: GameState, d: PendingDecision, days: number, withDivisions = false): Ranked[] {
  const odds = withDivisions ? fullOdds(state, d.power, days) : battleViewFor(state, d.power, days)?.odds;
  if (!odds) return [];
  const out: Ranked[] = [];
  for (const o of d.options) {
    if (!o.verdict.ok) continue;
    const worth = chitWorths(odds, String(o.value));
    if (worth.length === 0) continue;
    out.push({ chit: o.value, score: worth.reduce((n, w) => n + w, 0) / (2 * worth.length) + Math.min(...worth) / 2 });
  }
  return out.sort((a, b) => b.score - a.score);
}

/** Previews with the outflank pairings, per battle state (the working state is immutable while chits are awaited). */
const full = new WeakMap<object, Map<string, BattleOddsPreview>>();

/**
 * 7.5.2.3 The power's odds preview with every pairing, the outflanks against any chit too (each side
 * dividing as its first legal division): the table without them never shows the enemy's Outflank
 * against our Echelon or Assault, and the chit read best was often the one an outflank beats
 * (1809 seed 1000: France's Echelon at 96 against 25 lost on morale to Austria's Outflank, twice).
 */
function fullOdds(state: GameState, power: MajorPower, days: number): BattleOddsPreview | null {
  const p = state.turn.land?.battle;
  if (!p) return null;
  let cache = full.get(p);
  if (!cache) full.set(p, (cache = new Map()));
  let odds = cache.get(`${power}/${days}`);
  if (!odds) cache.set(`${power}/${days}`, (odds = oddsPreview(state, p.record, p, power, days, { withDivisions: true })));
  return odds;
}

/**
 * 7.5.2.1 The chit the enemy's commander is likely to take: the one the engine's odds preview shows
 * it as best, read as the standing procedures read it (auto.ts chitAnswer: half the mean, half the
 * worst, over BOT_DAYS), on what we know — its corps at our guess, ours as it may see them (a corps
 * of ours not revealed to it at the preview's estimate). Null outside a battle.
 */
function enemyReading(state: GameState, power: MajorPower): string | null {
  const p = state.turn.land?.battle;
  if (!p) return null;
  const enemy = p.record[p.record.attacker.powers.includes(power) ? 'defender' : 'attacker'].leadPower;
  const odds = oddsPreview(state, p.record, p, enemy, BOT_DAYS);
  const mine = (r: (typeof odds.rows)[number]) => (odds.side === 'attacker' ? r.attackerChit : r.defenderChit);
  let best: { chit: string; score: number } | null = null;
  for (const chit of new Set(odds.rows.map(mine))) {
    const worth = chitWorths(odds, chit);
    const score = worth.reduce((n, w) => n + w, 0) / (2 * worth.length) + Math.min(...worth) / 2;
    if (!best || score > best.score) best = { chit, score };
  }
  return best?.chit ?? null;
}

/**
 * Which parts act (the ladder's experiments switch them: bench/aiLadderTune.ts CHIT_FULL=0, CHIT_PREDICT=0,
 * CHIT_WEIGHT=…), and `weight`: the share of a chit's worth read against the enemy's likely chit (the rest:
 * its mean and worst over all).
 */
export const CHIT_PARTS = { full: true, predict: true, weight: 0.8, holding: true };

/**
 * `whole`: read every pairing, outflanks included, over `days` simulated days each (the strong AI);
 * otherwise the short reading first, as the engine's preview shows it.
 */
export function aiChit(
  state: GameState,
  d: PendingDecision,
  _rng: Rng,
  firstDays: number,
  days: number,
  whole = false,
): AiChoice | undefined {
  if (whole && CHIT_PARTS.full && CHIT_PARTS.predict) {
    const odds = fullOdds(state, d.power, days);
    const foe = enemyReading(state, d.power);
    if (odds && foe) {
      let best: { chit: string; score: number } | null = null;
      for (const o of d.options) {
        if (!o.verdict.ok) continue;
        const all = chitWorths(odds, String(o.value));
        const vs = chitWorths(odds, String(o.value), [foe]);
        if (all.length === 0 || vs.length !== 1) continue;
        const score =
          CHIT_PARTS.weight * vs[0]! + (1 - CHIT_PARTS.weight) * (all.reduce((n, w) => n + w, 0) / (2 * all.length) + Math.min(...all) / 2);
        if (!best || score > best.score) best = { chit: String(o.value), score };
      }
      if (best)
        return {
          answer: best.chit,
          why: {
            text: `${POWER_NAMES[d.power]} chooses the ${best.chit} chit: the best odds over ${days} simulated days against the ${foe} chit the enemy's reading of the odds points to, and against the rest, its outflank included`,
            publicText: '',
          },
        };
    }
  }
  if (whole && CHIT_PARTS.full) {
    const ranked = rank(state, d, days, true);
    const best = ranked[0];
    if (!best) return undefined;
    return {
      answer: best.chit,
      why: {
        text: `${POWER_NAMES[d.power]} chooses the ${String(best.chit)} chit: the best odds over ${days} simulated days of each pairing, the enemy's outflank included`,
        publicText: '',
      },
    };
  }
  const first = rank(state, d, firstDays);
  if (first.length === 0) return undefined;
  const clear = first.length === 1 || first[0]!.score - first[1]!.score >= CLEAR_LEAD;
  const ranked = clear ? first : rank(state, d, days);
  const best = ranked[0] ?? first[0]!;
  const read = clear ? firstDays : days;
  // the chit is secret until revealed (7.5.2.1): no public head
  return {
    answer: best.chit,
    why: {
      text: `${POWER_NAMES[d.power]} chooses the ${String(best.chit)} chit: the best odds over ${read} simulated days of each pairing${clear ? ' (a clear choice)' : ''}`,
      publicText: '',
    },
  };
}
