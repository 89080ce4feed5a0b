// opt:12.3.7.4 Reaction moves (v2.71): who may intercept a phasing corps or withdraw before it,
// with what chance, and where a withdrawal may go. Pure rules; the engine step is
// shared/engine/steps/land/reaction*.ts, the rulings docs/RULINGS.md ("Reaction moves").
import { corpsById, leaderById, leaderRatings } from '../../data/forces';
import { atWar, operatorOf } from '../../model';
import type { AreaId, Corps, CounterId, GameState, LandMap, MajorPower, ReactionRecord } from '../../model';
import { fieldCorps, hasAccess, isEnemy, isFriendly, territoryOf } from './movement';
import { landRetreatMap, retreatBlockers, retreatRoutes, retreatTargets } from './combat/retreat';

export type ReactionKind = 'intercept' | 'withdraw';

/** One part of a reaction's number to roll (the die must be this or less). */
export interface ReactionPart {
  readonly rule: string;
  readonly label: string;
  readonly value: number;
}

/** A leader (or, 12.3.7.4.7, a corps alone) able to react now, with the number it must roll. */
export interface ReactionChance {
  readonly power: MajorPower;
  /** A leader id, or the counter of a corps reacting alone (12.3.7.4.7). */
  readonly reactor: string;
  readonly kind: ReactionKind;
  /** Where the reacting force stands. */
  readonly origin: AreaId;
  /** 12.3.7.4.1 the area intercepted into; null for a withdrawal (its route is chosen after the roll). */
  readonly target: AreaId | null;
  /** The reactor's own corps counter (the leader's, or the corps reacting alone). */
  readonly counter: CounterId;
  readonly needed: number;
  readonly parts: readonly ReactionPart[];
}

/** The record for the movement step now under way (a record of an earlier step counts for nothing). */
export function reactionRecord(state: GameState): ReactionRecord {
  const phase = state.cursor.phasing.join(',');
  const r = state.turn.land?.reaction;
  return r && r.phase === phase ? r : { phase, spent: [], used: [], open: [] };
}

/** 12.3.7.4 the Austrian light infantry corps counts as a cavalry corps. */
export const isCavalryCorps = (c: Corps): boolean => c.type === 'cavalry' || c.type === 'light';

const monthOf = (s: GameState): string => `${s.date.year}-${String(s.date.month).padStart(2, '0')}`;

/** 12.3.7.4.6 (1) a strategic rating lowered as 10.6.1.2.1 lowers a tactical one (12.3.7.2 per further multiple when on). */
function commandReduction(corps: number, max: number, perMultiple: boolean): number {
  if (max <= 0 || corps <= max) return 0;
  return perMultiple ? Math.ceil(corps / max) - 1 : corps > 2 * max ? 2 : 1;
}

/** The power's corps standing in the area's field, and the leaders stacked with them. */
function stackOf(state: GameState, power: MajorPower, area: AreaId) {
  const corps = fieldCorps(state, area).filter((c) => operatorOf(state, c) === power);
  const leaders = state.leaders.filter((l) => l.owner === power && l.location.kind === 'corps' && corps.some((c) => c.counter === (l.location as { counter: string }).counter));
  return { corps, leaders };
}

/** 12.3.7.4.5 a counter that reacted with another reactor may not go with this one. */
export const usedElsewhere = (rec: ReactionRecord, counter: CounterId, reactor: string): boolean =>
  rec.used.some((u) => u.counter === counter && u.reactor !== reactor);

/**
 * 12.3.7.4.5 / 10.6.1.1.2 who may react for `power` from `area`: its most senior leader there
 * (equally senior leaders are each offered: the owner picks, as 10.6.1.1.2 lets him), with his
 * strategic rating; with no leader there and option 12.3.7.1 on, each corps alone with its own
 * strategic rating (12.3.7.4.7). Spent reactors (12.3.7.4.4) and leaders whose corps reacted with
 * another leader are left out.
 */
export function reactorsIn(state: GameState, power: MajorPower, area: AreaId): { reactor: string; counter: CounterId; name: string; strategic: number; reduction: number }[] {
  const rec = reactionRecord(state);
  const { corps, leaders } = stackOf(state, power, area);
  if (corps.length === 0) return [];
  const on = new Set(Object.entries(state.options.rules).filter(([, v]) => v).map(([k]) => k));
  const rated = leaders.flatMap((l) => {
    const data = leaderById(l.id);
    const r = data ? leaderRatings(data, monthOf(state), on) : null;
    if (!data || !r) return [];
    const counter = (l.location as { counter: CounterId }).counter;
    const reduction = commandReduction(corps.length, data.tacticalMax ?? 0, state.options.rules.furtherTacticalReductions === true);
    return [{ reactor: l.id as string, counter, name: l.name, strategic: r.strategic, reduction, rank: data.seniority === null ? 9 : 'ABCD'.indexOf(data.seniority) }];
  });
  if (rated.length > 0) {
    const top = Math.min(...rated.map((x) => x.rank));
    return rated
      .filter((x) => x.rank === top && !rec.spent.includes(x.reactor) && !usedElsewhere(rec, x.counter, x.reactor))
      .map(({ rank: _r, ...x }) => x);
  }
  if (!state.options.rules.corpsLeaders) return [];
  // 12.3.7.4.7 each corps alone, as its own leader
  return corps.flatMap((c) => {
    const r = corpsStrategic(state, c);
    if (r === null || rec.spent.includes(c.counter) || usedElsewhere(rec, c.counter, c.counter)) return [];
    return [{ reactor: c.counter as string, counter: c.counter, name: c.name, strategic: r, reduction: 0 }];
  });
}

/** 12.3.7.1 a corps counter's intrinsic strategic rating (null for minors' corps and counters without one). */
function corpsStrategic(state: GameState, c: Corps): number | null {
  const data = leaderlessRatings(c.id);
  if (!data) return null;
  const v = data.strategic;
  return typeof v === 'number' ? v : monthOf(state) < '1810-01' ? v.before1810 : v.from1810;
}

const leaderlessRatings = (id: string) => corpsById(id)?.intrinsic ?? null;

const enemyFieldCorpsIn = (state: GameState, power: MajorPower, area: AreaId) => fieldCorps(state, area).some((c) => isEnemy(state, power, c));

/**
 * 12.3.7.4.1 interceptions of the phasing corps `mover` (of `moverPower`) that just entered `to`:
 * every non-phasing power at war with it, from each adjacent area (not across a crossing arrow)
 * where it has field corps and no enemy corps in the field, into an area it may enter (its own or an
 * ally's territory, an enemy's, or one it has access to). Modified: -1 into a mountain area or
 * across a river, +1 when a friendly cavalry corps is in the target area.
 */
export function interceptionChances(state: GameState, map: LandMap, moverPower: MajorPower, to: AreaId): ReactionChance[] {
  if (!state.options.rules.reactionMoves) return [];
  const out: ReactionChance[] = [];
  const terrain = map.area(to)?.terrain;
  for (const power of reactingPowers(state, moverPower)) {
    if (!mayEnter(state, map, power, to)) continue;
    const cavalry = fieldCorps(state, to).some((c) => isCavalryCorps(c) && isFriendly(state, power, c));
    for (const edge of map.edges(to)) {
      const origin = edge.to;
      if (edge.crossingSea !== null || enemyFieldCorpsIn(state, power, origin)) continue;
      const back = map.edges(origin).find((e) => e.to === to);
      if (!back || back.crossingSea !== null) continue;
      for (const r of reactorsIn(state, power, origin)) {
        const parts: ReactionPart[] = [{ rule: '12.3.7.4.1', label: `${r.name}'s strategic rating`, value: r.strategic }];
        if (r.reduction > 0) parts.push({ rule: '12.3.7.4.6', label: 'corps over his maximum', value: -r.reduction });
        if (terrain === 'mountain' || back.river) parts.push({ rule: '12.3.7.4.1', label: terrain === 'mountain' ? 'into a mountain area' : 'across a river', value: -1 });
        if (cavalry) parts.push({ rule: '12.3.7.4.1', label: 'friendly cavalry corps there', value: 1 });
        out.push({ power, reactor: r.reactor, kind: 'intercept', origin, target: to, counter: r.counter, needed: parts.reduce((n, p) => n + p.value, 0), parts });
      }
    }
  }
  return out;
}

/**
 * 12.3.7.4.2 withdrawals before the phasing corps that entered `to` from `from`: each non-phasing
 * power at war with it whose field corps stand there, with a route away (7.5.2.5.2 as a retreat,
 * 7.5.2.10.3). +1 when the enemy came from a mountain area or across a river.
 */
export function withdrawalChances(state: GameState, map: LandMap, moverPower: MajorPower, from: AreaId, to: AreaId): ReactionChance[] {
  if (!state.options.rules.reactionMoves) return [];
  const out: ReactionChance[] = [];
  const edge = map.edges(from).find((e) => e.to === to);
  const hard = map.area(from)?.terrain === 'mountain' || edge?.river === true;
  for (const power of reactingPowers(state, moverPower)) {
    const reactors = reactorsIn(state, power, to);
    if (reactors.length === 0 || withdrawalRoutes(state, map, power, to).length === 0) continue;
    for (const r of reactors) {
      const parts: ReactionPart[] = [{ rule: '12.3.7.4.2', label: `${r.name}'s strategic rating`, value: r.strategic }];
      if (r.reduction > 0) parts.push({ rule: '12.3.7.4.6', label: 'corps over his maximum', value: -r.reduction });
      if (hard) parts.push({ rule: '12.3.7.4.2', label: map.area(from)?.terrain === 'mountain' ? 'the enemy came from a mountain area' : 'the enemy crossed a river', value: 1 });
      out.push({ power, reactor: r.reactor, kind: 'withdraw', origin: to, target: null, counter: r.counter, needed: parts.reduce((n, p) => n + p.value, 0), parts });
    }
  }
  return out;
}

/** Non-phasing powers at war with the mover's power. */
function reactingPowers(state: GameState, moverPower: MajorPower): MajorPower[] {
  return (Object.keys(state.powers) as MajorPower[]).filter((p) => state.powers[p].inPlay && !state.cursor.phasing.includes(p) && atWar(state, p, moverPower));
}

/** An interceptor may enter its own, an ally's or an enemy's territory, or one it has access to. */
function mayEnter(state: GameState, map: LandMap, power: MajorPower, area: AreaId): boolean {
  const owner = territoryOf(state, map, area);
  return owner !== null && hasAccess(state, power, owner, map.area(area)?.province ?? null);
}

/**
 * 12.3.7.4.2 / 7.5.2.5.2.3 a withdrawal goes as a retreat (7.5.2.10.3: toward the nearest depot or
 * controlled capital, on through enemy-held areas), the route chosen by its owner.
 */
export function withdrawalRoutes(state: GameState, map: LandMap, power: MajorPower, from: AreaId): AreaId[][] {
  const res = retreatRoutes(landRetreatMap(map), { from, targets: retreatTargets(state, map, [power]), enemyOccupied: retreatBlockers(state, map, [power]) });
  return res.kind === 'retreat' ? res.routes.map((r) => r as AreaId[]) : [];
}

/**
 * 12.3.7.4.2 / 12.3.7.4.3 what may go with a successful reactor besides his own corps: the
 * power's other field corps in the area (not those that reacted with another reactor), and its
 * cossacks and freikorps there (they go only with a corps, which the reactor's own always is).
 * An interceptor's force may be any of them too ("at least one corps originally stacked").
 * A corps reacting alone (12.3.7.4.7) takes only irregulars.
 */
export function reactionCompanions(state: GameState, power: MajorPower, area: AreaId, reactor: string, own: CounterId): { corps: Corps[]; irregulars: CounterId[] } {
  const rec = reactionRecord(state);
  const alone = reactor === own;
  const corps = alone ? [] : fieldCorps(state, area).filter((c) => c.counter !== own && operatorOf(state, c) === power && !usedElsewhere(rec, c.counter, reactor));
  const irregulars = state.irregulars.filter((i) => i.area === area && i.kind !== 'guerilla' && operatorOf(state, i) === power && !usedElsewhere(rec, i.counter, reactor)).map((i) => i.counter);
  return { corps, irregulars };
}

/** 12.3.7.4.6 (2) no reinforcement attempts in field combat while reaction moves are played. */
export const reinforcementAttemptsAllowed = (state: GameState): boolean => !state.options.rules.reactionMoves;
