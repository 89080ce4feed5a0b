// v2.71 14.3 applied in the other phases: what the economic steps ask about uncontrolled major
// powers (gifts and cessions, the neutral UMP's political points, victory announced with a UMP).
import { LEGAL, POWER_NAMES, atWar, isMajorPower } from '../../model';
import type { DecisionOption, GameState, MajorPower, Verdict } from '../../model';
import { campaignOf, isUmp, umpActive } from './umpState';
import { UMP_LOSS_ORDER, umpForcedCalls, umpMayGive, umpVictory } from './umpRules';
import { barredByEnforcedPeace } from '../political';
import { statusBoxOf } from '../economic';

/**
 * 14.3.3.3 a money transfer or cession from `from` to `to` outside a peace: a UMP may not give
 * to another major power (money handed to its own free state is not "to another major power").
 */
export function umpTransferVerdict(state: GameState, from: MajorPower, to: string): Verdict {
  return isMajorPower(to) && to !== from ? umpMayGive(state, from) : LEGAL;
}

/** 14.3.6.2 a neutral UMP gains two political points at each Political Status Adjustment (as the highest 12.5 setting would give). */
export const NEUTRAL_UMP_POINTS = 2;

/** 14.3.6.2 the neutral UMPs still in play. */
export function neutralUmps(state: GameState): MajorPower[] {
  return campaignOf(state).umps.filter((u) => u.status === 'neutral' && state.powers[u.power].inPlay).map((u) => u.power);
}

/** 14.3.9 what a UMP adds to its controller's count: its surplus over its level, when it reached that level and is active. */
function umpSurplusFor(state: GameState, player: MajorPower, totals: Partial<Record<MajorPower, number>>, level: (p: MajorPower) => number): { ump: MajorPower; surplus: number } | null {
  let best: { ump: MajorPower; surplus: number } | null = null;
  for (const u of campaignOf(state).umps) {
    if (u.controller !== player) continue;
    const vp = totals[u.power] ?? 0;
    const verdict = umpVictory({ umpVp: vp, umpLevel: level(u.power), umpActive: umpActive(u), ownVp: 0, ownLevel: 0 });
    if (verdict.ok && (!best || vp - level(u.power) > best.surplus)) best = { ump: u.power, surplus: vp - level(u.power) };
  }
  return best;
}

/**
 * 14.3.9 the totals a player's power is judged by: its own, plus the largest surplus of an
 * active UMP it controls that reached its level (condition 3 of 14.3.9). UMPs keep their own.
 */
export function withUmpSurplus(state: GameState, totals: Partial<Record<MajorPower, number>>, level: (p: MajorPower) => number): Partial<Record<MajorPower, number>> {
  const out: Partial<Record<MajorPower, number>> = { ...totals };
  for (const p of Object.keys(totals) as MajorPower[]) {
    if (isUmp(state, p)) continue;
    const s = umpSurplusFor(state, p, totals, level);
    if (s) out[p] = (totals[p] ?? 0) + s.surplus;
  }
  return out;
}

/**
 * 8.1.3.2 / 14.3.9 the powers that may announce victory now: a player's power at or over its
 * level with its own points or with a controlled UMP's surplus; a UMP never announces itself
 * (it has no player). Each comes with the sentence its decision shows.
 */
export function victoryAnnouncers(
  state: GameState, powers: readonly MajorPower[], totals: Partial<Record<MajorPower, number>>, level: (p: MajorPower) => number,
): { power: MajorPower; prompt: string }[] {
  const out: { power: MajorPower; prompt: string }[] = [];
  for (const p of powers) {
    if (isUmp(state, p)) continue;
    const own = totals[p] ?? 0;
    if (own >= level(p)) {
      out.push({ power: p, prompt: `${POWER_NAMES[p]} has ${own} victory points, at or over its level of ${level(p)}: announce victory now, or wait?` });
      continue;
    }
    const s = umpSurplusFor(state, p, totals, level);
    if (s && own + s.surplus >= level(p))
      out.push({
        power: p,
        prompt: `${POWER_NAMES[p]} has ${own} victory points; with the ${s.surplus} that ${POWER_NAMES[s.ump]} (an active uncontrolled major power you control) has over its level, ${own + s.surplus} reach your level of ${level(p)} (14.3.9): announce victory now, or wait?`,
      });
  }
  return out;
}

/**
 * 14.3.3.6 a UMP gives nothing up by choice: its fleets are not scuttled (as a minor's, 5.1.4),
 * its ships not laid up as hulks (12.2.8.4), its army factors not demobilised (5.2.4). The
 * reinforcement steps' options for its own counters are refused; forced losses are untouched.
 */
export function umpVoluntaryLosses(state: GameState, power: MajorPower, options: readonly DecisionOption[]): DecisionOption[] {
  if (!isUmp(state, power)) return [...options];
  const own = (nationality: string | undefined) => nationality === power;
  const refused = (value: string): string | null => {
    const [kind, a, b, c] = value.split(':');
    if ((kind === 'scuttle' || kind === 'hulk') && own(state.fleets.find((f) => f.id === a)?.nationality)) return kind === 'scuttle' ? 'its fleets are not scuttled (5.1.4)' : 'its ships are not laid up as hulks (12.2.8.4)';
    if (kind === 'disband' && (b === undefined ? own(state.corps.find((x) => x.counter === a)?.nationality) : own(c))) return 'its army factors are not demobilised by choice (5.2.4)';
    return null;
  };
  return options.map((o) => {
    const why = o.verdict.ok ? refused(String(o.value)) : null;
    return why ? { ...o, verdict: { ok: false, code: 'umpRestricted', rule: '14.3.3.6', detail: `${POWER_NAMES[power]} is an uncontrolled major power: ${why}` } } : o;
  });
}

/**
 * 14.3.3.7 a UMP's strength point losses go militia first, then infantry, then cavalry, then guard
 * (within the ordinary rules: no militia when 7.5.2.9.2.1 bars it, the one cavalry a breaking side
 * must lose). Applied to a side whose units are all the UMP's (or its minors'); allocation values
 * are "type:n,type:n" (an optional "prefix;" first). Other types are not ordered by the rule.
 */
export function umpLossOrder(
  state: GameState,
  pool: readonly { readonly power: MajorPower; readonly factors: Readonly<Partial<Record<string, number>>> }[],
  c: { readonly militiaBarred: boolean; readonly cavalryRequired: boolean },
  options: readonly DecisionOption[],
): DecisionOption[] {
  if (pool.length === 0 || !pool.every((u) => isUmp(state, u.power))) return [...options];
  const have = (t: string) => pool.reduce((n, u) => n + (u.factors[t] ?? 0), 0);
  const order = UMP_LOSS_ORDER.filter((t) => !(t === 'militia' && c.militiaBarred));
  return options.map((o) => {
    if (!o.verdict.ok) return o;
    const key = String(o.value).split(';').at(-1)!;
    const taken: Record<string, number> = {};
    for (const part of key.split(',').filter(Boolean)) {
      const [t, n] = part.split(':');
      taken[t!] = Number(n);
    }
    // the one cavalry a breaking side must give up stands outside the order
    const spare = c.cavalryRequired && (taken.cavalry ?? 0) > 0 ? 1 : 0;
    for (let j = 1; j < order.length; j++) {
      const later = (taken[order[j]!] ?? 0) - (order[j] === 'cavalry' ? spare : 0);
      if (later <= 0) continue;
      const skipped = order.slice(0, j).find((t) => (taken[t] ?? 0) < have(t));
      if (skipped) return { ...o, verdict: { ok: false, code: 'umpRestricted', rule: '14.3.3.7', detail: `an uncontrolled major power loses all its ${skipped} before any ${order[j]}` } };
    }
    return o;
  });
}

/**
 * 14.3.3.2 a UMP that another power declared war on calls every ally it may (not one also allied
 * with the declarer, not one already at war with it, not one an enforced peace bars, 4.3.1.4):
 * the controller's answer is completed with them. An aggressor UMP calls as its controller chooses.
 */
export function umpCallsOwed(state: GameState, caller: MajorPower, enemy: MajorPower, role: 'defender' | 'aggressor', chosen: readonly string[]): string[] {
  if (role !== 'defender' || !isUmp(state, caller)) return [...chosen];
  const owed = umpForcedCalls(state, caller, enemy).filter((a) => !atWar(state, a, enemy) && !barredByEnforcedPeace(state, a, enemy));
  return [...chosen, ...owed.filter((a) => !chosen.includes(a))];
}

/** 14.3.3.8 the number a die must beat to force `ump` to sue: the victory points of its box on the Political Status Display. */
export const umpSueNumber = (state: GameState, ump: MajorPower): number => statusBoxOf(state, ump).vp;

/**
 * 14.3.3.8 at the Peace Step a power at war with a UMP may roll to force it to sue: options added
 * to its `political/sue` decision ("forceUmp:<ump>").
 */
export function umpForceSueOptions(state: GameState, power: MajorPower): DecisionOption[] {
  const enemies = state.relations.wars.flatMap(([a, b]) => (a === power ? [b] : b === power ? [a] : [])).filter((e) => isUmp(state, e));
  return enemies.map((e) => ({
    value: `forceUmp:${e}`,
    label: `Roll to force ${POWER_NAMES[e]} (an uncontrolled major power) to sue: a die over ${umpSueNumber(state, e)}`,
    verdict: LEGAL,
  }));
}

/**
 * opt:14.3.6.1 a neutral UMP at war (no power made an overture for it) surrenders to every enemy
 * at the next Peace Step and takes whatever peace is offered: refusing is not open to it.
 */
export function neutralUmpMayRefuse(state: GameState, loser: MajorPower): Verdict {
  return neutralUmps(state).includes(loser)
    ? { ok: false, code: 'umpRestricted', rule: '14.3.6.1', detail: `${POWER_NAMES[loser]} is a neutral uncontrolled major power: it accepts any peace offered` }
    : LEGAL;
}

/**
 * opt:14.3.3.2 a UMP whose ally accepted the surrender (a conditional or unconditional peace) of
 * a power the UMP still fights must demand that the ally break the alliance (4.4.7): keeping it
 * is refused. After an informal peace the UMP chooses freely.
 */
export function umpMayKeepAlliance(state: GameState, power: MajorPower, surrender: boolean): Verdict {
  return surrender && isUmp(state, power)
    ? { ok: false, code: 'umpRestricted', rule: '14.3.3.2', detail: `${POWER_NAMES[power]} is an uncontrolled major power: it must demand that an ally who accepted the surrender of a common enemy break the alliance` }
    : LEGAL;
}
