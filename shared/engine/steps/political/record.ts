// Changes to the political record shared by the Political Phase's steps (each logged with its rule).
import { POWER_NAMES, powerPair } from '../../../model';
import type { GameEvent, MajorPower, PoliticalState, WarStart } from '../../../model';
import { charts } from '../../../data/charts';
import { addMonths, politicalState } from '../../../rules/political/state';
import { married } from '../../../rules/political/facts';
import { emit, patch } from '../../tx';
import type { Tx } from '../../tx';
import { leadersOff, lost, politicalPoints } from '../effects';
import { tyrolAtPeace } from '../general/tyrol';
import { layUpFleets } from '../general/fleets';

/** Replace part of the political record. */
export function updatePolitical(tx: Tx, change: (p: PoliticalState) => Partial<PoliticalState>): void {
  const p = politicalState(tx.state);
  const next: Record<string, unknown> = { ...p, ...change(p) };
  // no undefined fields: the state must equal its own JSON round trip
  for (const k of Object.keys(next)) if (next[k] === undefined) delete next[k];
  patch(tx, { political: next as unknown as PoliticalState });
}

/** Political points from the Political Points Chart entry `id` (per-unit entries times `count`). */
export function chartPoints(tx: Tx, power: MajorPower, id: string, rule: string, reason: string, count = 1): void {
  politicalPoints(tx, power, charts.politicalPoints(id, count), rule, reason);
}

/** Starts a war between two major powers (if not already at war) and records when and how (4.4.5.2). */
export function startWar(tx: Tx, aggressor: MajorPower, defender: MajorPower, how: WarStart['how'], rule: string): void {
  const pair = powerPair(aggressor, defender);
  const at = tx.state.relations.wars.some(([a, b]) => a === pair[0] && b === pair[1]);
  emit(tx, { type: 'warDeclared', aggressor, defender, rule });
  if (at) return;
  patch(tx, { relations: { ...tx.state.relations, wars: [...tx.state.relations.wars, pair] } });
  const order = politicalState(tx.state).warsBegun.filter((w) => w.date.month === tx.state.date.month && w.date.year === tx.state.date.year).length;
  updatePolitical(tx, (p) => ({ warsBegun: [...p.warsBegun, { powers: pair, date: tx.state.date, how, order }] }));
  // 4.4.9 (v2.71) a war ends a royal marriage
  if (married(tx.state, aggressor, defender))
    updatePolitical(tx, (p) => ({ royalMarriages: p.royalMarriages.filter((m) => !(m.powers[0] === pair[0] && m.powers[1] === pair[1])) }));
  endAccessByWar(tx, aggressor, defender);
}

/** The rule that ends each kind of access agreement when its two powers go to war. */
const ACCESS_ENDED_BY_WAR = { voluntary: '10.3.1.2.1', unconditional: '10.3.1.2.3', limited: '12.4' } as const;

/**
 * A war between the two negates the access agreements between them, either way (docs/RULINGS.md):
 * 10.3.1.2.1 voluntary access, 10.3.1.2.3 the unconditional access of a C.5 peace (or given by a
 * scenario at setup), 12.4 the limited access after an earlier peace. A later peace gives only
 * what its own terms give.
 */
function endAccessByWar(tx: Tx, a: MajorPower, b: MajorPower): void {
  const all = tx.state.relations.access ?? [];
  const ended = all.filter((x) => (x.grantor === a && x.grantee === b) || (x.grantor === b && x.grantee === a));
  if (ended.length === 0) return;
  patch(tx, { relations: { ...tx.state.relations, access: all.filter((x) => !ended.includes(x)) } });
  for (const x of ended) {
    const kind = x.kind ?? 'voluntary';
    emit(tx, { type: 'accessChanged', grantor: x.grantor, grantee: x.grantee, granted: false, kind, conditions: 'ended by their war', rule: ACCESS_ENDED_BY_WAR[kind] });
  }
}

/** Ends a war (peace, 4.4) and its record. */
export function endWar(tx: Tx, a: MajorPower, b: MajorPower): void {
  const [x, y] = powerPair(a, b);
  patch(tx, { relations: { ...tx.state.relations, wars: tx.state.relations.wars.filter(([p, q]) => !(p === x && q === y)) } });
  updatePolitical(tx, (p) => ({ warsBegun: p.warsBegun.filter((w) => !(w.powers[0] === x && w.powers[1] === y)) }));
  tyrolAtPeace(tx, a, b); // 10.1.5.2 (steps/general/tyrol.ts)
}

/**
 * Breaks the alliance between `by` and `other` (4.2.1.1, 4.3.1.3, 4.4.7, 4.6.4.2.2, 4.7): the
 * record keeps the date (4.5.3) and, with v2.71 4.7.1, a three-month enforced peace follows.
 * Points are charged by the caller (who pays differs by rule).
 */
export function breakAlliance(tx: Tx, by: MajorPower, other: MajorPower, rule: string): void {
  const [x, y] = powerPair(by, other);
  if (!tx.state.relations.alliances.some(([p, q]) => p === x && q === y)) return;
  patch(tx, { relations: { ...tx.state.relations, alliances: tx.state.relations.alliances.filter(([p, q]) => !(p === x && q === y)) } });
  updatePolitical(tx, (p) => ({ brokenAlliances: [...p.brokenAlliances, { powers: [x, y], date: tx.state.date, by }] }));
  emit(tx, { type: 'allianceBroken', powers: [x, y], by, rule });
  // v2.71 4.7.1 the breaker may not declare war on its former ally for three months
  if (tx.state.options.rules.brokenAllianceEnforcedPeace)
    addEnforcedPeace(tx, by, other, addMonths(tx.state.date, 2), 'brokenAlliance', by, '4.7.1');
}

/** 4.4.6.3 / 4.4.6.3.1 / 4.7.1 an enforced peace through `until` (the last month barred). */
export function addEnforcedPeace(tx: Tx, a: MajorPower, b: MajorPower, until: { month: number; year: number }, kind: 'treaty' | 'victors' | 'brokenAlliance', bars: MajorPower | undefined, rule: string): void {
  const entry = { powers: powerPair(a, b), until, kind, ...(bars ? { bars } : {}) };
  patch(tx, { relations: { ...tx.state.relations, enforcedPeace: [...tx.state.relations.enforcedPeace, entry] } });
  emit(tx, { type: 'enforcedPeaceBegan', powers: entry.powers, until, kind, ...(bars ? { bars } : {}), rule });
}

/** A public political event for the log. */
export function note(tx: Tx, event: GameEvent): void {
  emit(tx, event);
}

export const names = (ps: readonly MajorPower[]): string => ps.map((p) => POWER_NAMES[p]).join(', ');

/**
 * Removes every corps and garrison of a nationality from the map (a minor gone neutral or
 * conquered, 10.5.2.3 / 4.4.6.4; a final peace, 4.4.8), each loss logged as `factorsChanged`.
 */
export function removeForces(tx: Tx, nationality: string, rule: string, reason: string): void {
  for (const c of tx.state.corps.filter((x) => x.nationality === nationality && x.location.kind !== 'offMap')) {
    if (c.location.kind === 'area') lost(tx, c.nationality, c.counter, c.location.area, c.factors, rule, reason);
    leadersOff(tx, [c.counter], rule);
  }
  for (const g of tx.state.garrisons.filter((x) => x.nationality === nationality)) lost(tx, g.nationality, null, g.area, g.factors, rule, reason);
  patch(tx, { corps: tx.state.corps.filter((c) => c.nationality !== nationality), garrisons: tx.state.garrisons.filter((g) => g.nationality !== nationality) });
  layUpFleets(tx, nationality, rule, reason); // 10.5.2.3 / 10.2.1.1 its fleets leave the map, their ships kept (general branch)
}
