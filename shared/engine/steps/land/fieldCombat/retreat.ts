// 7.5.2.10.3 retreats by the victor's chosen route, and surrender when no route is left.
import { LEGAL, atWar } from '../../../../model';
import type { AreaId, BattleSide, CounterId, MajorPower, Nationality } from '../../../../model';
import { forceSides, landRetreatMap, retreatBlockers, retreatRoutes, retreatTargets, type Strength, unitsTotal } from '../../../../rules/land/combat';
import { emit, openDecision, patch } from '../../../tx';
import type { Tx } from '../../../tx';
import { landMap, landTurn } from '../landState';
import { isFriendly, territoryOf } from '../../../../rules/land/movement';
import { sharePrisoners, type TakenFactors } from '../../general/disputes';
import { combatUnitOf, factorsEvent, SORTIE } from './forces';
import { captureInBattle, other, progressOf, setProgress, update, withCaptures, withRecord } from './battleState';
import { insurrectionRetreated } from '../../general/insurrection';

/** Rules of a retreat the beaten force is forced into (v2.71 7.5.2.10.3.6 reads these; a chosen withdrawal is not forced). */
const FORCED = ['7.5.2.10.3', '7.5.2.10.4.2'];

/** The corps, cossacks and freikorps of a due retreat still holding factors (garrisons and sortie keys never march). */
function moversOf(tx: Tx, units: readonly string[]): string[] {
  const area = progressOf(tx)!.record.area;
  return units.filter((k) => {
    if (k.startsWith('garrison:') || k.startsWith(SORTIE)) return false;
    const u = combatUnitOf(tx.state, area, k);
    return u !== null && unitsTotal([u]) > 0;
  });
}

/**
 * 7.5.2.10.3.2 / 10.6.3 A force is never split and a leader is taken only with every factor of
 * his side: a leader whose corps was emptied joins a corps of the same side that still holds
 * factors (one of his own power's first, else an ally's) before the force leaves, so he goes
 * where it goes (and is taken with it if it must surrender).
 */
export function regroupLeaders(tx: Tx, side: BattleSide): void {
  const p = progressOf(tx)!;
  const area = p.record.area;
  const living = moversOf(tx, p.counted[side]).filter((k) => tx.state.corps.some((c) => c.counter === k));
  if (living.length === 0) return;
  const powerOf = (k: string) => combatUnitOf(tx.state, area, k)?.power;
  for (const l of tx.state.leaders) {
    if (l.location.kind !== 'corps') continue;
    const at = l.location.counter;
    if (!p.counted[side].includes(at) || living.includes(at)) continue;
    const with_ = living.find((k) => powerOf(k) === l.owner) ?? living[0]!;
    patch(tx, { leaders: tx.state.leaders.map((x) => (x.id === l.id ? { ...x, location: { kind: 'corps' as const, counter: with_ as CounterId } } : x)) });
    emit(tx, { type: 'leaderUnstacked', leader: l.id, owner: l.owner, to: 'corps', rule: '7.5.2.10.3.2' });
  }
}

/**
 * Movers of a forced retreat that surrender instead: v2.71 7.5.2.10.3.6 (correction) those that
 * landed from a fleet this turn, and opt:12.2.1 (v2.71 alternate arrows) those that crossed an
 * arrow into enemy territory this turn (the invader's own Land Phase: its moves are the turn's).
 */
function stranded(tx: Tx, movers: readonly string[]): { landed: string[]; crossed: string[] } {
  const moves = landTurn(tx.state).moves.filter((m) => movers.includes(m.counter));
  const landed = tx.state.options.rules.retreatAfterDisembarking ? moves.filter((m) => m.disembarked).map((m) => m.counter as string) : [];
  if (!tx.state.options.rules.alternateCrossingArrows) return { landed, crossed: [] };
  const map = landMap(tx);
  const area = progressOf(tx)!.record.area;
  const crossed = moves.filter((m) => {
    if (landed.includes(m.counter)) return false;
    const power = combatUnitOf(tx.state, area, m.counter)?.power;
    const path = [m.start, ...m.entered];
    return power !== undefined && path.slice(1).some((to, i) => {
      const owner = territoryOf(tx.state, map, to);
      return map.edges(path[i]!).some((e) => e.to === to && e.crossingSea !== null) && owner !== null && owner !== power && atWar(tx.state, power, owner);
    });
  });
  return { landed, crossed: crossed.map((m) => m.counter as string) };
}

/** Handles the next retreat due; false when it waits for the route decision. */
export function nextRetreat(tx: Tx): boolean {
  const p = progressOf(tx)!;
  const [due, ...rest] = p.retreatsDue;
  if (!due) {
    setProgress(tx, { ...p, step: 'over' });
    return true;
  }
  const area = p.record.area;
  const garrisons = due.units.filter((k) => k.startsWith('garrison:'));
  // 7.5.3.4, 7.5.2.10.3.6 depot garrisons cannot retreat: beaten, they surrender (withdrawing or
  // both broken, they stay on their depot)
  if (garrisons.length > 0 && due.rule === '7.5.2.10.3') surrender(tx, due.side, garrisons, '7.5.2.10.3.6');
  regroupLeaders(tx, due.side);
  let movers = moversOf(tx, due.units);
  // opt:7.5.2.10.3.6 (v2.71) corps that landed this turn and are forced to retreat surrender instead
  // (a correction: off, the rule as first printed lets them retreat); opt:12.2.1 so do those
  // that crossed an arrow into enemy territory this turn
  if (FORCED.includes(due.rule)) {
    const { landed, crossed } = stranded(tx, movers);
    if (landed.length > 0) surrender(tx, due.side, landed, 'opt:7.5.2.10.3.6');
    if (crossed.length > 0) surrender(tx, due.side, crossed, 'opt:12.2.1');
    movers = movers.filter((k) => !landed.includes(k) && !crossed.includes(k));
  }
  if (movers.length === 0) {
    update(tx, (x) => ({ ...x, retreatsDue: rest }));
    return true;
  }
  const units = movers.map((k) => combatUnitOf(tx.state, area, k)!);
  const powers = [...new Set(units.map((u) => u.power))];
  const map = landMap(tx);
  // opt 12.3.3.2 (v2.71, 12.3.7.4.2.1) withdrawing cavalry heads for the open area nearest a friendly force
  const targets = due.rule === 'opt:12.3.3.2' ? friendlyForceAreas(tx, powers, area) : retreatTargets(tx.state, map, powers);
  const routes = retreatRoutes(landRetreatMap(map), { from: area, targets, enemyOccupied: retreatBlockers(tx.state, map, forceSides(units)) });
  if (routes.kind === 'surrender') {
    surrender(tx, due.side, movers, routes.rule);
    update(tx, (x) => ({ ...x, retreatsDue: rest }));
    return true;
  }
  const options = routes.routes.slice(0, 100).map((r) => ({ value: r.join('>'), label: `Retreat to ${r.join(' → ')}`, verdict: LEGAL }));
  if (options.length === 1) {
    applyRetreat(tx, String(options[0]!.value));
    return true;
  }
  openDecision(tx, {
    power: due.chooser, kind: 'land/combatRetreat', step: 'land/fieldCombat', rule: due.rule, secret: false, select: 'one', group: null,
    prompt: `Choose the retreat route of the ${due.side} from area ${area}.`, options,
  });
  return false;
}

/** Areas other than `from` holding a corps, cossack or freikorps of the powers or their allies (opt 12.3.7.4.2.1). */
function friendlyForceAreas(tx: Tx, powers: readonly MajorPower[], from: AreaId): AreaId[] {
  const friendly = (n: Nationality) => powers.some((p) => isFriendly(tx.state, p, n));
  const out = new Set<AreaId>();
  for (const c of tx.state.corps) if (c.location.kind === 'area' && c.location.area !== from && friendly(c.nationality)) out.add(c.location.area);
  for (const i of tx.state.irregulars) if (i.kind !== 'guerilla' && i.area !== from && friendly(i.nationality)) out.add(i.area);
  return [...out];
}

/** Moves the retreating force along the chosen route (leaders go with their corps). */
export function applyRetreat(tx: Tx, value: string): void {
  const p = progressOf(tx)!;
  const [due, ...rest] = p.retreatsDue;
  if (!due) return;
  const route = value.split('>') as AreaId[];
  const to = route[route.length - 1]!;
  const area = p.record.area;
  const all = moversOf(tx, due.units);
  const held = FORCED.includes(due.rule) ? stranded(tx, all) : { landed: [], crossed: [] };
  const movers = all.filter((k) => !held.landed.includes(k) && !held.crossed.includes(k));
  patch(tx, {
    corps: tx.state.corps.map((c) => (movers.includes(c.counter) ? { ...c, location: { kind: 'area', area: to } } : c)),
    irregulars: tx.state.irregulars.map((i) => (movers.includes(i.counter) ? { ...i, area: to } : i)),
  });
  const powers = [...new Set(movers.map((k) => combatUnitOf(tx.state, to, k)?.power).filter((x): x is MajorPower => x !== undefined))];
  emit(tx, { type: 'forceRetreated', battle: p.record.id, powers, counters: movers as CounterId[], from: area, route, rule: due.rule });
  insurrectionRetreated(tx, movers, to); // 10.1.4.1.3 (steps/general/insurrection.ts)
  setProgress(tx, withRecord({ ...p, retreatsDue: rest }, (r) => ({
    ...r, retreats: [...r.retreats, { side: due.side, powers, chosenBy: due.chooser, from: area, route, surrendered: false, rule: due.rule }],
  })));
}

/**
 * 7.5.2.10.3.6 no route: every factor of the force becomes a prisoner of the other side's lead
 * power, and 10.6.3 the leaders with it are taken by that power.
 */
function surrender(tx: Tx, side: BattleSide, keys: readonly string[], rule: string): void {
  const p = progressOf(tx)!;
  const area = p.record.area;
  const holder = p.record[other(side)].leadPower;
  let total = 0;
  const powers = new Set<MajorPower>();
  const prisoners: TakenFactors[] = [];
  for (const k of keys) {
    const u = combatUnitOf(tx.state, area, k);
    if (!u) continue;
    powers.add(u.power);
    const taken: Strength = u.factors;
    const army: Record<string, number> = {};
    for (const t of ['infantry', 'militia', 'cavalry', 'guard', 'artillery', 'feudalInfantry', 'feudalCavalry'] as const) if ((taken[t] ?? 0) > 0) army[t] = taken[t]!;
    total += Object.values(army).reduce((a, b) => a + b, 0);
    if (Object.keys(army).length > 0) prisoners.push({ nationality: u.nationality as Nationality, factors: army });
    if (u.kind === 'garrison') {
      patch(tx, { garrisons: tx.state.garrisons.filter((g) => !(g.area === area && g.place.kind === 'depot' && g.nationality === u.nationality)) });
      factorsEvent(tx, u.nationality as Nationality, null, area, army, rule, 'surrendered');
    } else if (u.kind === 'corps') {
      patch(tx, { corps: tx.state.corps.map((c) => (c.counter === k ? { ...c, factors: {} } : c)) });
      factorsEvent(tx, u.nationality as Nationality, k as CounterId, area, army, rule, 'surrendered');
    } else {
      patch(tx, { irregulars: tx.state.irregulars.filter((i) => i.counter !== k) });
      emit(tx, { type: 'counterRemoved', counter: k as CounterId, owner: u.power, area, kind: 'irregular', rule, reason: 'surrendered' });
    }
  }
  const captured = captureInBattle(tx, keys, holder, area, '10.6.3');
  // 10.8 taken by forces of several powers: dice share the factors and leaders out (steps/general/disputes.ts)
  const victors = p.record[other(side)].powers;
  const holders = sharePrisoners(tx, victors.length > 1 ? victors : [holder], area, prisoners, captured.map((c) => c.leader));
  const taken = captured.map((c) => ({ ...c, by: holders.get(c.leader) ?? c.by }));
  emit(tx, { type: 'forceSurrendered', battle: p.record.id, powers: [...powers], holder, area, factors: total, rule });
  update(tx, (x) => withRecord(x, (r) => withCaptures({
    ...r, retreats: [...r.retreats, { side, powers: [...powers], chosenBy: null, from: area, route: null, surrendered: true, rule }],
  }, taken)));
}
