// Field combat (7.5) between the game state and the combat rules: who stands in a battle, the
// rules' CombatContext built from the counters, losses written back to the counters, and the
// rules' results converted into the model's display records.
import { landwehrMoraleField } from '../../../../rules/land/landwehr';
import { improvedLeader, moraleShiftField, ottomanCorpsMorale } from '../../../../rules/campaign/combinations/effects';
import { unionGarrisonMorale } from '../../../../rules/campaign/combinations/garrisons';
import { minorCorpsMorale } from '../../../../rules/general';
import { corpsById, intrinsicRatings, leaderById } from '../../../../data/forces';
import { controllerOf, FACTOR_TYPES, GARRISON_FACTOR_TYPES, garrisonSize, isMajorPower, lossesByType, operatorOf } from '../../../../model';
import { garrisonLost } from '../../effects';
import type { AreaId, BattleFactors, BattleLeader, BattleLoss, BattleModifier, BattleProgress, BattleRecord, BattleSide, BattleUnit, CounterId, Factors, GameState, LandMap, LeaderId, MajorPower, Nationality, CorpsId } from '../../../../model';
import {
  combatLeader, forceSides, type CombatContext, type CombatForce, type CombatLeader, type CombatUnit, type LossAllocation, type Modifier,
  type Strength, tacticalRating, type Terrain,
} from '../../../../rules/land/combat';
import { isEnemy } from '../../../../rules/land/movement';
import { emit, patch } from '../../../tx';
import type { Tx } from '../../../tx';
import { landTurn } from '../landState';

export const SIDES = ['attacker', 'defender'] as const;
const GARRISON = 'garrison:';
/** 7.5.4.2.3 the garrison factors of a besieged city out with its relief: "sortie:<nationality>:<city>". */
export const SORTIE = 'sortie:';

/** The garrison a battle key names: on a depot of the area ("garrison:"), or in a city of it ("sortie:"). */
function keyedGarrison(s: GameState, area: AreaId, key: string): GameState['garrisons'][number] | undefined {
  if (key.startsWith(GARRISON)) {
    const nationality = key.slice(GARRISON.length);
    return s.garrisons.find((x) => x.area === area && x.place.kind === 'depot' && x.nationality === nationality);
  }
  if (key.startsWith(SORTIE)) {
    const [, nationality, city] = key.split(':');
    return s.garrisons.find((x) => x.area === area && x.place.kind === 'city' && x.place.city === city && x.nationality === nationality);
  }
  return undefined;
}

/** "YYYY-MM" of the game date, as the counters' data reads dates. */
export const monthOf = (s: GameState): string => `${s.date.year}-${String(s.date.month).padStart(2, '0')}`;

/** A field force: its key, nationality and kind, and for a corps its identity (B.4 per-corps control). */
export interface FieldForce {
  readonly key: string;
  readonly nationality: Nationality;
  readonly kind: CombatUnit['kind'];
  readonly id?: CorpsId;
}

/**
 * 7.5.1.2 field forces in an area: corps outside cities, cossacks and freikorps, depot garrisons
 * (by key). 10.1.1.3.1 guerillas are left out: they neither force a battle nor must fight one.
 */
export function fieldForces(s: GameState, area: AreaId): FieldForce[] {
  const out: FieldForce[] = [];
  for (const c of s.corps) if (c.location.kind === 'area' && c.location.area === area && c.location.city === undefined) out.push({ key: c.counter, nationality: c.nationality, kind: 'corps', id: c.id });
  for (const i of s.irregulars) if (i.area === area && i.kind !== 'guerilla') out.push({ key: i.counter, nationality: i.nationality, kind: 'irregular' });
  for (const g of s.garrisons) if (g.area === area && g.place.kind === 'depot') out.push({ key: `${GARRISON}${g.nationality}`, nationality: g.nationality, kind: 'garrison' });
  return out;
}

/**
 * 7.5.1, 7.3.8.7 The two forces in an area: the phasing powers' field forces, and the field
 * forces at war with them (garrisons of powers not at war are ignored). Null when there is no
 * combat there (the phasing side needs a corps, cossack or freikorps to attack, 7.5.1).
 */
export function battleSides(s: GameState, area: AreaId, phasing: readonly MajorPower[]): { attacker: string[]; defender: string[] } | null {
  const forces = fieldForces(s, area);
  const ours = [...forces.filter((f) => {
    const c = operatorOf(s, f); // B.4 a lent corps attacks with its borrower
    return c !== null && phasing.includes(c);
  }), ...attackingGuerillas(s, area, phasing)];
  // 4.6.5.3 a minor's forces also fight the powers at war with that minor alone
  const theirs = forces.filter((f) => phasing.some((p) => isEnemy(s, p, f)) || ours.some((o) => !isMajorPower(o.nationality) && isEnemy(s, o.nationality, f)));
  // 4.6.5.3 ... and then the controller's own corps stay out unless it is at war with the other side
  // (a major power's force sides with its runner: B.4 a lent corps with its borrower)
  const sideOf = (o: (typeof ours)[number]): Nationality => (isMajorPower(o.nationality) ? (operatorOf(s, o) ?? o.nationality) : o.nationality);
  const fighting = ours.some((o) => !isMajorPower(o.nationality)) ? ours.filter((o) => theirs.some((f) => isEnemy(s, sideOf(o), f))) : ours;
  // 10.1.2.2.2 a cossack or freikorps ending beside enemy field forces attacks like a corps
  if (!fighting.some((f) => f.kind !== 'garrison') || theirs.length === 0) return null;
  return { attacker: fighting.map((f) => f.key), defender: theirs.map((f) => f.key) };
}

/**
 * 7.3.7 / 7.3.8.2 areas where the phasing powers must attack now (7.5.1), in area order: every area
 * where their field forces stand with enemy field forces, judged where the movers ended, so
 * 7.3.7.2 irregulars or depot garrisons only passed through are not attacked.
 */
export function combatAreas(s: GameState, phasing: readonly MajorPower[]): AreaId[] {
  const areas = new Set<AreaId>((landTurn(s).guerillaAttacks ?? []).filter((g) => g.counter !== null).map((g) => g.area));
  for (const c of s.corps) if (c.location.kind === 'area' && c.location.city === undefined) areas.add(c.location.area);
  for (const i of s.irregulars) if (i.kind !== 'guerilla') areas.add(i.area);
  return [...areas].filter((a) => battleSides(s, a, phasing) !== null).sort();
}

/** 7.5.1.2 / 10.1.1.3 the guerilla counters the phasing powers chose to attack with in this area (they fight only by choice). */
export function attackingGuerillas(s: GameState, area: AreaId, phasing: readonly MajorPower[]): { key: string; nationality: Nationality; kind: CombatUnit['kind'] }[] {
  const chosen = new Set((landTurn(s).guerillaAttacks ?? []).filter((g) => g.area === area && g.counter !== null && phasing.includes(g.power)).map((g) => g.counter as string));
  return s.irregulars.filter((i) => i.area === area && i.kind === 'guerilla' && chosen.has(i.counter)).map((i) => ({ key: i.counter, nationality: i.nationality, kind: 'irregular' as const }));
}

/** 4.6.5.3 the sides a battle side's units fight on (a minor at war alone on its own side; see `forceSides`). */
export function sidesInBattle(s: GameState, p: BattleProgress, side: BattleSide): Nationality[] {
  return forceSides(p.units[side].flatMap((k) => combatUnitOf(s, p.record.area, k) ?? []));
}

/** The combat unit for a key, with its current factors; null when the counter is gone. */
export function combatUnitOf(s: GameState, area: AreaId, key: string): CombatUnit | null {
  if (key.startsWith(GARRISON) || key.startsWith(SORTIE)) {
    const g = keyedGarrison(s, area, key);
    const power = g ? controllerOf(s, g.nationality) : null;
    if (!g || power === null) return null;
    return { id: key, kind: 'garrison', power, nationality: g.nationality, factors: { ...g.factors }, ...moraleShiftField(s, power, g.nationality), ...(g.place.kind === 'city' ? unionGarrisonMorale(s, g.nationality, area) : {}) }; // opt:11.5.2.3 hook (a city's garrison)
  }
  const corps = s.corps.find((c) => c.counter === key);
  if (corps) {
    const power = operatorOf(s, corps);
    if (power === null) return null;
    const data = corpsById(corps.id);
    // a minor corps borrows its controller's ratings (10.6.1); unknown counters use the chart morale
    const ratings = data ? intrinsicRatings(data, monthOf(s)) : null;
    return {
      id: key, kind: 'corps', power, nationality: corps.nationality, factors: { ...corps.factors }, face: corps.type,
      ...(data ? { morale: data.morale } : {}),
      ...ottomanCorpsMorale(s, corps.nationality),
      ...minorCorpsMorale(s, corps.nationality, data?.morale), // v2.71 10.4.5.2, 12.3.2 (general branch)
      ...(ratings ? ratings : {}),
      ...moraleShiftField(s, power, corps.nationality),
      ...landwehrMoraleField(s, corps), // v2.71 12.11.3 (option) hook
    };
  }
  const irr = s.irregulars.find((i) => i.counter === key);
  if (irr) {
    const power = controllerOf(s, irr.nationality);
    if (power === null) return null;
    return { id: key, kind: 'irregular', power, nationality: irr.nationality, factors: { [irr.kind]: irr.factors } };
  }
  return null;
}

/**
 * 10.6 Leaders stacked with the side's corps, with today's ratings (12.3.7.3 by option). `home`
 * is the major power whose original (1805) home nation the combat is fought in: 12.3.7.3's
 * reductions do not apply there to that nation's leaders (Napoleon in France).
 */
export function sideLeaders(s: GameState, keys: readonly string[], home: MajorPower | null = null): CombatLeader[] {
  const on = new Set(Object.entries(s.options.rules).filter(([, v]) => v).map(([k]) => k));
  const out: CombatLeader[] = [];
  for (const l of s.leaders) {
    if (l.location.kind !== 'corps' || !keys.includes(l.location.counter)) continue;
    const data = leaderById(l.id);
    const c = data ? combatLeader(data, monthOf(s), on, home !== null && data.nationality === home) : null;
    if (c) out.push(improvedLeader(s, c)); // 11.8.2.5 (option 11.8) hook: a risen power's chosen leader
  }
  return out;
}

/** The rules' view of one side now: live units (zero-factor counters included while in the battle). */
export function combatForce(s: GameState, p: BattleProgress, side: BattleSide): CombatForce {
  const area = p.record.area;
  const units = p.units[side].map((k) => combatUnitOf(s, area, k)).filter((u): u is CombatUnit => u !== null);
  const leaders = sideLeaders(s, p.units[side], p.record.homeOf ?? null);
  const commander = leaders.find((l) => l.id === p.commanders[side]) ?? null;
  return { units, leaders, commander };
}

export function terrainOf(map: LandMap, area: AreaId): Terrain {
  return map.area(area)?.terrain ?? 'clear';
}

/** 7.5.2.7.1 an attacking corps entered the area this turn across a river or crossing arrow. */
export function crossedRiver(s: GameState, map: LandMap, area: AreaId, keys: readonly string[]): boolean {
  for (const m of landTurn(s).moves) {
    if (!keys.includes(m.counter) || m.entered.at(-1) !== area) continue;
    if (m.disembarked) return true; // 7.3.5 landing counts as crossing a river
    const from = m.entered.length > 1 ? m.entered[m.entered.length - 2]! : m.start;
    const edge = map.edges(from).find((e) => e.to === area);
    if (edge && (edge.river || edge.crossingSea !== null)) return true;
  }
  return false;
}

/** The rules' context of the battle now (terrain as recorded when it began). */
export function combatContext(s: GameState, p: BattleProgress): CombatContext {
  return {
    attacker: combatForce(s, p, 'attacker'),
    defender: combatForce(s, p, 'defender'),
    terrain: p.record.terrain as Terrain,
    riverCrossing: p.record.riverCrossing,
    day: p.record.day,
    options: s.options,
    // 12.3.9.5 (option) the attacking side failed an overrun in this area this turn
    ...((s.turn.land?.overrunFailed ?? []).some((o) => o.area === p.record.area && p.record.attacker.powers.includes(o.power)) ? { overrunFailed: true } : {}),
  };
}

// ---- losses written back to the counters ---------------------------------------------------

/**
 * Removes an allocation's factors from the counters, one `factorsChanged` per counter (the fuzz
 * invariant checks every change of the factor total against these events). Irregular counters
 * lost are removed (they are one factor each and not army factors, 10.1).
 */
export function applyLossesToState(tx: Tx, area: AreaId, losses: LossAllocation, rule: string, reason: string): void {
  const byUnit = new Map<string, Partial<Record<string, number>>>();
  for (const l of losses) {
    const m = byUnit.get(l.unit) ?? {};
    m[l.type] = (m[l.type] ?? 0) + l.count;
    byUnit.set(l.unit, m);
  }
  for (const [key, lost] of byUnit) {
    if (key.startsWith(GARRISON) || key.startsWith(SORTIE)) {
      const g = keyedGarrison(tx.state, area, key);
      if (!g) continue;
      // 7.3.3.3.1 a depot garrison's cossack and freikorps factors are lost like its infantry and militia
      const factors: Record<string, number> = {};
      const taken: Record<string, number> = {};
      for (const t of GARRISON_FACTOR_TYPES) {
        const have = g.factors[t] ?? 0;
        factors[t] = Math.max(0, have - (lost[t] ?? 0));
        taken[t] = have - factors[t]!;
      }
      const gone = garrisonSize(factors) === 0;
      patch(tx, { garrisons: gone ? tx.state.garrisons.filter((x) => x !== g) : tx.state.garrisons.map((x) => (x === g ? { ...x, factors: compact(factors) } : x)) });
      garrisonLost(tx, g.nationality, area, compact(taken), rule, reason);
      continue;
    }
    const corps = tx.state.corps.find((c) => c.counter === key);
    if (corps) {
      const next: Record<string, number> = {};
      const taken: Record<string, number> = {};
      for (const t of FACTOR_TYPES) {
        const have = corps.factors[t] ?? 0;
        const n = Math.min(have, lost[t] ?? 0);
        if (have - n > 0) next[t] = have - n;
        if (n > 0) taken[t] = n;
      }
      patch(tx, { corps: tx.state.corps.map((c) => (c === corps ? { ...c, factors: next } : c)) });
      factorsEvent(tx, corps.nationality, corps.counter, area, taken, rule, reason);
      continue;
    }
    const irr = tx.state.irregulars.find((i) => i.counter === key);
    if (irr && (lost[irr.kind] ?? 0) > 0) {
      const left = irr.factors - (lost[irr.kind] ?? 0);
      if (left > 0) patch(tx, { irregulars: tx.state.irregulars.map((i) => (i === irr ? { ...i, factors: left } : i)) });
      else {
        patch(tx, { irregulars: tx.state.irregulars.filter((i) => i !== irr) });
        emit(tx, { type: 'counterRemoved', counter: irr.counter, owner: controllerOf(tx.state, irr.nationality), area, kind: 'irregular', rule, reason });
      }
    }
  }
}

const compact = (f: Record<string, number>): Record<string, number> => Object.fromEntries(Object.entries(f).filter(([, v]) => v > 0));

export function factorsEvent(tx: Tx, nationality: Nationality, counter: CounterId | null, area: AreaId, taken: Factors, rule: string, reason: string): void {
  let n = 0;
  for (const t of FACTOR_TYPES) n += taken[t] ?? 0;
  if (n === 0) return;
  emit(tx, { type: 'factorsChanged', nationality, owner: controllerOf(tx.state, nationality), counter, area, delta: -n, factors: compact(taken as Record<string, number>), rule, reason });
}

// ---- conversions to the display record -----------------------------------------------------

export const toModifiers = (ms: readonly Modifier[]): BattleModifier[] => ms.map((m) => ({ rule: m.rule, label: m.label, value: m.value }));
export const toLosses = (a: LossAllocation): BattleLoss[] => a.map((l) => ({ counter: l.unit, type: l.type, count: l.count }));
export const strengthOf = (s: Strength): BattleFactors => ({ ...s });
export { lossesByType };

export function battleLeader(s: GameState, l: CombatLeader): BattleLeader {
  const name = s.leaders.find((x) => x.id === l.id)?.name ?? l.id;
  return {
    leader: l.id as LeaderId, name, nationality: l.nationality as Nationality, strategic: l.strategic, tactical: l.tactical,
    tacticalMax: l.tacticalMax, cavalry: l.cavalry, seniority: l.seniority ?? null,
  };
}

/** The display form of a unit (full: `viewFor` redacts what a viewer may not see). */
export function battleUnit(s: GameState, u: CombatUnit, initial: Strength, extra: Partial<BattleUnit> = {}): BattleUnit {
  const corps = s.corps.find((c) => c.counter === u.id);
  const irr = s.irregulars.find((i) => i.counter === u.id);
  return {
    counter: u.id, kind: u.kind, power: u.power, nationality: u.nationality as Nationality,
    face: corps ? corps.type : irr ? irr.kind : null,
    name: corps ? corps.name : u.id.startsWith(SORTIE) ? `garrison of ${u.id.split(':')[2]}` : u.kind === 'garrison' ? 'depot garrison' : (irr?.kind ?? null),
    factors: strengthOf(u.factors), initial: strengthOf(initial), outflanking: false, withdrew: false,
    ...extra,
  };
}

/** Refreshes both forces of the record from the state (factors, leaders, commander, effective rating). */
export function refreshForces(s: GameState, p: BattleProgress): BattleRecord {
  const ctx = combatContext(s, p);
  const r = p.record;
  const side = (sd: BattleSide) => {
    const f = ctx[sd];
    const prev = new Map(r[sd].units.map((u) => [u.counter, u] as const));
    const units = p.units[sd].map((k) => {
      const u = f.units.find((x) => x.id === k);
      const old = prev.get(k);
      if (!u) return old ? { ...old, factors: {} } : null;
      return battleUnit(s, u, old?.initial ?? u.factors, { outflanking: p.outflanking.includes(k), withdrew: old?.withdrew ?? false, ...(old?.joined ? { joined: old.joined } : {}) });
    }).filter((u): u is BattleUnit => u !== null);
    // units that left the battle (7.5.2.5 withdrew, 7.5.1.1 retired into a city) stay on the record as they were
    for (const u of r[sd].units) {
      if (p.units[sd].includes(u.counter)) continue;
      const inside = s.corps.find((c) => c.counter === u.counter && c.location.kind === 'area' && c.location.area === r.area)?.location;
      const city = inside?.kind === 'area' ? inside.city : undefined;
      units.push(city && !u.retiredInto ? { ...u, retiredInto: city } : u);
    }
    const t = tacticalRating(f, s.options);
    return {
      ...r[sd],
      units,
      leaders: f.leaders.map((l) => battleLeader(s, l)),
      commander: f.commander ? battleLeader(s, f.commander) : null,
      effectiveTactical: { value: t.value, parts: toModifiers(t.parts) },
    };
  };
  return { ...r, attacker: side('attacker'), defender: side('defender') };
}
