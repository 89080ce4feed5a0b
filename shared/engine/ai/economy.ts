// Issue 21 The AI's purchases in a campaign's Expenditure Step (8.5): beyond the standing
// procedures (engine/auto/economic.ts, which only fill the corps on the map), the normal and
// strong AI buy a corps counter that is off the map (8.5.4, placed by 5.2.1.2 in a later Army
// Reinforcement Step) when the power's factors outgrow its corps — more factors are due than
// its corps have room for — or when it is at war with a major power and its money would buy
// well beyond what its corps can hold (a new army). Then it buys factors for that counter too.
// It reads only what its power may know (seen: its own money, corps and sheet).
import { FACTOR_TYPES, POWER_NAMES, atWar, powersInPlay } from '../../model';
import type { GameState, MajorPower, PendingDecision, PurchaseUnit } from '../../model';
import { corpsById } from '../../data/forces';
import { unitPrice } from '../../rules/economic';
import { boughtCorpsName } from '../../rules/reinforcement/bought';
import { purchase, reserveOf } from '../auto/economic';
import type { AiChoice, Reason } from './explain';

const FIELD = ['infantry', 'cavalry', 'guard', 'artillery'] as const satisfies readonly PurchaseUnit[];
/** Factors the money must buy beyond the corps' room before a new corps counter is worth its $1 (one more army's core). */
export const NEW_ARMY_FACTORS = 6;

const total = (x: Partial<Record<string, number>>): number => Object.values(x).reduce<number>((n, v) => n + (v ?? 0), 0);

/** The printed boxes of a corps roster for the field units (2.4.2.1), by unit. */
function boxes(roster: string): Partial<Record<PurchaseUnit, number>> {
  const r = corpsById(roster);
  const out: Partial<Record<PurchaseUnit, number>> = {};
  if (!r || r.type === 'feudal' || r.type === 'insurrection') return out;
  for (const u of FIELD) if ((r.limits[u] ?? 0) > 0) out[u] = r.limits[u]!;
  return out;
}

/** 8.5.4 the power's own corps counters bought and not yet on the map: earlier phases' and this step's sheet. */
function boughtCounters(seen: GameState, power: MajorPower): string[] {
  const earlier = (seen.economy?.purchasedCounters ?? [])
    .filter((p) => p.power === power && p.nationality === power && p.kind === 'corps')
    .map((p) => p.roster);
  const now = (seen.economy?.current?.worksheets ?? [])
    .filter((w) => w.power === power && w.nationality === power)
    .flatMap((w) => w.counters.filter((c) => c.kind === 'corps').map((c) => c.roster));
  return [...new Set([...earlier, ...now])];
}

/** Room in the power's corps on the map (2.4.2.1 boxes less factors held) and the factors due to it (5.1 / 8.5.3.5). */
function roomAndDue(seen: GameState, power: MajorPower): { room: number; due: number } {
  let room = 0;
  for (const c of seen.corps) {
    if (c.nationality !== power || c.location.kind === 'offMap') continue;
    const b = boxes(c.id);
    for (const u of FIELD) room += Math.max(0, (b[u] ?? 0) - (c.factors[u] ?? 0) - (u === 'infantry' ? (c.factors.militia ?? 0) : 0));
  }
  const due = seen.reinforcements
    .filter((r) => r.power === power && r.nationality === power)
    .reduce((n, r) => n + FACTOR_TYPES.reduce((m, t) => m + (r.factors?.[t] ?? 0), 0), 0);
  return { room, due };
}

/** Why a counter is bought, or null when none is needed. */
function needOf(seen: GameState, power: MajorPower): { why: 'overflow' | 'army'; room: number; due: number; spare: number } | null {
  const { room, due } = roomAndDue(seen, power);
  const price = unitPrice('infantry', power, seen.options);
  const ps = seen.powers[power];
  const money = Math.max(0, ps.money - reserveOf(seen, power) - 1);
  const affordable = Math.min(
    Math.floor(money / Math.max(1, price.money)),
    price.manpower > 0 ? Math.floor(ps.manpower / price.manpower) : Infinity,
  );
  const spare = affordable - Math.max(0, room - due);
  if (due > room) return { why: 'overflow', room, due, spare };
  const war = powersInPlay(seen).some((p) => p !== power && atWar(seen, p, power));
  return war && spare >= NEW_ARMY_FACTORS ? { why: 'army', room, due, spare } : null;
}

/**
 * 8.5.4 / 5.2.1.2 the AI's Expenditure Step order: a corps counter when its factors outgrow its
 * corps or a new army is needed (the largest counter offered), then factors for the counters it
 * bought as well as for the corps on the map; undefined leaves the step to the procedures.
 */
export function aiExpenditure(seen: GameState, d: PendingDecision): AiChoice | undefined {
  if (d.kind !== 'economic/expenditure') return undefined;
  const power = d.power;
  const legal = new Set(d.options.filter((o) => o.verdict.ok).map((o) => String(o.value)));
  const bought = boughtCounters(seen, power);
  if (bought.length === 0) {
    const need = needOf(seen, power);
    const offers = [...legal]
      .filter((v) => v.startsWith('counter:') && !v.startsWith('counter:fleet:'))
      .map((v) => ({ v, roster: v.slice('counter:'.length) }))
      .filter((x) => corpsById(x.roster)?.owner === power && total(boxes(x.roster)) > 0)
      .sort((a, b) => total(boxes(b.roster)) - total(boxes(a.roster)) || a.roster.localeCompare(b.roster));
    const best = offers[0];
    if (need && best) return { answer: best.v, why: reasonOf(seen, power, best.roster, need) };
    return undefined;
  }
  // 8.5.3 the new counters' boxes count as room to fill (a counter is placed with its first factor, 5.2.1.2)
  const extra: Partial<Record<PurchaseUnit, number>> = {};
  for (const r of bought) for (const [u, n] of Object.entries(boxes(r)) as [PurchaseUnit, number][]) extra[u] = (extra[u] ?? 0) + n;
  return { answer: purchase(seen, d, extra), why: null };
}

/** "Prussia buys the Prussian II Corps counter: 14 factors are due and its corps have room for 3" — its own seat only (money is secret). */
function reasonOf(
  seen: GameState,
  power: MajorPower,
  roster: string,
  need: { why: 'overflow' | 'army'; room: number; due: number; spare: number },
): Reason {
  const name = boughtCorpsName(seen, power, corpsById(roster)!.designation);
  const detail =
    need.why === 'overflow'
      ? `${need.due} factors are due and its corps have room for ${need.room}`
      : `at war, its treasury buys ${need.spare} factors more than its corps can hold`;
  return { text: `${POWER_NAMES[power]} buys the ${name} counter (8.5.4): ${detail}`, publicText: '' };
}
