// 7.5.2.10.3 retreats by the victor's chosen route, and surrender when no route is left.
import { LEGAL, controllerOf } from '../../../../model';
import type { AreaId, BattleSide, CounterId, MajorPower, Nationality } from '../../../../model';
import { retreatRoutes, type Strength, unitsTotal } from '../../../../rules/land/combat';
import { emit, openDecision, patch } from '../../../tx';
import type { Tx } from '../../../tx';
import { landMap } from '../landState';
import { addPrisoners } from '../../effects';
import { combatUnitOf, factorsEvent, SORTIE } from './forces';
import { other, progressOf, setProgress, update, withRecord } from './battleState';

/** The land map as the retreat rules read it (crossing arrows are not land borders, 7.5.2.10.3). */
function retreatMap(tx: Tx) {
  const map = landMap(tx);
  return { neighbours: (id: string) => map.edges(id as AreaId).map((e) => ({ id: e.to as string, edge: { kind: e.crossingSea === null ? 'land' : 'strait' } })) };
}

/**
 * 7.5.2.10.3.1 Targets: areas with a depot of a power in the force; when there is none, the areas
 * of its home nation (the engine's map facts do not mark national capitals: nearest home area
 * stands in for the nearest capital).
 */
function retreatTargets(tx: Tx, powers: readonly MajorPower[]): string[] {
  const depots = tx.state.depots.filter((d) => powers.includes(d.owner) && d.fleet === undefined).map((d) => d.area as string);
  if (depots.length > 0) return depots;
  const map = landMap(tx);
  const home: string[] = [];
  for (let i = 1; i <= 788; i++) {
    const id = String(i).padStart(3, '0') as AreaId;
    const f = map.area(id);
    if (f && f.homeOf !== null && powers.includes(f.homeOf)) home.push(id);
  }
  return home;
}

/** 7.5.2.10.3.3 areas holding unbesieged enemy corps, cossacks, freikorps or depot garrisons. */
function enemyHeld(tx: Tx, powers: readonly MajorPower[]): Set<string> {
  const s = tx.state;
  const enemy = (n: Nationality) => {
    const c = controllerOf(s, n);
    return c !== null && powers.some((p) => p !== c && s.relations.wars.some(([x, y]) => (x === p && y === c) || (x === c && y === p)));
  };
  const out = new Set<string>();
  for (const c of s.corps) if (c.location.kind === 'area' && c.location.city === undefined && enemy(c.nationality)) out.add(c.location.area);
  for (const i of s.irregulars) if (i.kind !== 'guerilla' && enemy(i.nationality)) out.add(i.area);
  for (const g of s.garrisons) if (g.place.kind === 'depot' && enemy(g.nationality)) out.add(g.area);
  return out;
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
  const movers = due.units.filter((k) => !k.startsWith('garrison:') && !k.startsWith(SORTIE) && (combatUnitOf(tx.state, area, k) ? unitsTotal([combatUnitOf(tx.state, area, k)!]) > 0 : false));
  const garrisons = due.units.filter((k) => k.startsWith('garrison:'));
  // 7.5.3.4, 7.5.2.10.3.6 depot garrisons cannot retreat: beaten, they surrender (withdrawing or
  // both broken, they stay on their depot)
  if (garrisons.length > 0 && due.rule === '7.5.2.10.3') surrender(tx, due.side, garrisons, '7.5.2.10.3.6');
  if (movers.length === 0) {
    update(tx, (x) => ({ ...x, retreatsDue: rest }));
    return true;
  }
  const powers = [...new Set(movers.map((k) => combatUnitOf(tx.state, area, k)!.power))];
  const routes = retreatRoutes(retreatMap(tx), { from: area, targets: retreatTargets(tx, powers), enemyOccupied: enemyHeld(tx, powers) });
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

/** Moves the retreating force along the chosen route (leaders go with their corps). */
export function applyRetreat(tx: Tx, value: string): void {
  const p = progressOf(tx)!;
  const [due, ...rest] = p.retreatsDue;
  if (!due) return;
  const route = value.split('>') as AreaId[];
  const to = route[route.length - 1]!;
  const area = p.record.area;
  const movers = due.units.filter((k) => !k.startsWith('garrison:') && !k.startsWith(SORTIE) && combatUnitOf(tx.state, area, k) !== null && unitsTotal([combatUnitOf(tx.state, area, k)!]) > 0);
  patch(tx, {
    corps: tx.state.corps.map((c) => (movers.includes(c.counter) ? { ...c, location: { kind: 'area', area: to } } : c)),
    irregulars: tx.state.irregulars.map((i) => (movers.includes(i.counter) ? { ...i, area: to } : i)),
  });
  const powers = [...new Set(movers.map((k) => combatUnitOf(tx.state, to, k)?.power).filter((x): x is MajorPower => x !== undefined))];
  emit(tx, { type: 'forceRetreated', battle: p.record.id, powers, counters: movers as CounterId[], from: area, route, rule: due.rule });
  setProgress(tx, withRecord({ ...p, retreatsDue: rest }, (r) => ({
    ...r, retreats: [...r.retreats, { side: due.side, powers, chosenBy: due.chooser, from: area, route, surrendered: false, rule: due.rule }],
  })));
}

/** 7.5.2.10.3.6 no route: every factor of the force becomes a prisoner of the other side's lead power. */
function surrender(tx: Tx, side: BattleSide, keys: readonly string[], rule: string): void {
  const p = progressOf(tx)!;
  const area = p.record.area;
  const holder = p.record[other(side)].leadPower;
  let total = 0;
  const powers = new Set<MajorPower>();
  for (const k of keys) {
    const u = combatUnitOf(tx.state, area, k);
    if (!u) continue;
    powers.add(u.power);
    const taken: Strength = u.factors;
    const army: Record<string, number> = {};
    for (const t of ['infantry', 'militia', 'cavalry', 'guard', 'artillery', 'feudalInfantry', 'feudalCavalry'] as const) if ((taken[t] ?? 0) > 0) army[t] = taken[t]!;
    total += Object.values(army).reduce((a, b) => a + b, 0);
    if (Object.keys(army).length > 0) addPrisoners(tx, holder, u.nationality as Nationality, army);
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
  emit(tx, { type: 'forceSurrendered', battle: p.record.id, powers: [...powers], holder, area, factors: total, rule });
  update(tx, (x) => withRecord(x, (r) => ({
    ...r, retreats: [...r.retreats, { side, powers: [...powers], chosenBy: null, from: area, route: null, surrendered: true, rule }],
  })));
}
