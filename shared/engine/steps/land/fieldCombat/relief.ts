// 7.5.4.2.3 limited field combats: a relief force fights the besiegers and the besieged may sally.
import { LEGAL, controllerOf, operatorOf } from '../../../../model';
import type { AreaId, BattleProgress, CityId, CounterId, DecisionOption, MajorPower, PendingDecision } from '../../../../model';
import { emit, openDecision, patch } from '../../../tx';
import type { Tx } from '../../../tx';
import { landMap, landTurn } from '../landState';
import { cityHolder, corpsInCity, isCityBesieged } from '../../../../rules/land/movement';
import { combatUnitOf, refreshForces, SORTIE } from './forces';
import { progressOf, setProgress, withRecord } from './battleState';

/** 7.5.4.2.3 a city of the area held by a power of the attacking side and besieged by the enemy there. */
export function besiegedCity(tx: Tx, area: AreaId, attackers: readonly MajorPower[]): { city: CityId; holder: MajorPower } | null {
  for (const city of landMap(tx).area(area)?.cities ?? []) {
    const holder = cityHolder(tx.state, area, city.id, landMap(tx));
    if (holder !== null && attackers.includes(holder) && isCityBesieged(tx.state, area, city.id, landMap(tx))) return { city: city.id, holder };
  }
  return null;
}

/** 7.5.4.2.3 the holder of the besieged city chooses the corps inside that come out to fight (none is fine). */
export function openSally(tx: Tx): boolean {
  const p = progressOf(tx)!;
  const lim = p.record.limited;
  if (!lim) return false;
  const inside = corpsInCity(tx.state, p.record.area, lim.city).filter((c) => operatorOf(tx.state, c) === lim.besieged);
  const garrisons = tx.state.garrisons.filter((g) => g.area === p.record.area && g.place.kind === 'city' && g.place.city === lim.city && controllerOf(tx.state, g.nationality) === lim.besieged);
  const options: DecisionOption[] = [
    ...garrisons.map((g) => ({ value: `${SORTIE}${g.nationality}:${lim.city}`, label: `The garrison factors of ${lim.city} (${g.nationality}) come out`, verdict: LEGAL })),
    ...inside.map((c) => ({ value: c.counter, label: `${c.name} comes out of ${lim.city}`, verdict: LEGAL })),
  ];
  if (options.length === 0) return false;
  setProgress(tx, { ...p, step: 'join', record: { ...p.record, stage: 'join' } });
  openDecision(tx, {
    power: lim.besieged, kind: 'land/combatSally', step: 'land/fieldCombat', rule: '7.5.4.2.3', secret: false, select: 'many', group: null,
    prompt: `A relieving force attacks the besiegers of ${lim.city}: choose the forces inside that come out to fight beside it (none is fine). The combat lasts one day; if the relief fails they go back inside.`,
    options,
  });
  return true;
}

export function applySally(tx: Tx, d: PendingDecision, values: readonly string[]): void {
  const p = progressOf(tx)!;
  const lim = p.record.limited;
  if (lim) {
    const area = p.record.area;
    const out = corpsInCity(tx.state, area, lim.city).filter((c) => values.includes(c.counter) && operatorOf(tx.state, c) === d.power).map((c) => c.counter);
    patch(tx, { corps: tx.state.corps.map((c) => (out.includes(c.counter) ? { ...c, location: { kind: 'area' as const, area } } : c)) });
    for (const counter of out) emit(tx, { type: 'cityLeft', counter, area, city: lim.city, rule: '7.5.4.2.3' });
    // the garrison factors fight beside the relief; their counter stays on the city (it holds it)
    const garrisons = values.filter((v) => v.startsWith(SORTIE) && combatUnitOf(tx.state, area, v)?.power === d.power);
    const units = { ...p.units, attacker: [...p.units.attacker, ...garrisons, ...out] };
    const q: BattleProgress = { ...p, units, counted: units, record: { ...p.record, limited: { ...lim, sallied: [...garrisons, ...out] } } };
    setProgress(tx, { ...q, record: refreshForces(tx.state, q) });
  }
}

/** The area a corps entered the battle area from this turn, or null (it did not move in). */
function entryArea(tx: Tx, counter: string, area: AreaId): AreaId | null {
  const m = [...landTurn(tx.state).moves].reverse().find((x) => x.counter === counter && x.entered.at(-1) === area);
  if (!m) return null;
  return m.entered.length > 1 ? m.entered[m.entered.length - 2]! : m.start;
}

/**
 * 7.5.4.2.3.1.1 The relief failed (broke, or did not win in the day): the corps that came out
 * go back inside the city, the relieving corps back to the area each entered from (a normal
 * retreat for one that did not move in).
 */
export function reliefFailed(tx: Tx): void {
  const p = progressOf(tx)!;
  const lim = p.record.limited!;
  const area = p.record.area;
  const living = (k: string) => {
    const c = tx.state.corps.find((x) => x.counter === k);
    return c !== undefined && c.location.kind === 'area' && c.location.area === area && c.location.city === undefined && Object.values(c.factors).some((n) => (n ?? 0) > 0);
  };
  const back = lim.sallied.filter(living);
  patch(tx, { corps: tx.state.corps.map((c) => (back.includes(c.counter) ? { ...c, location: { kind: 'area' as const, area, city: lim.city } } : c)) });
  for (const counter of back) emit(tx, { type: 'cityEntered', counter: counter as CounterId, area, city: lim.city, rule: '7.5.4.2.3.1.1' });
  const byEntry = new Map<AreaId, string[]>();
  const stay: string[] = [];
  for (const k of (p.relieving ?? []).filter((x) => living(x) || tx.state.irregulars.some((i) => i.counter === x && i.area === area))) {
    const from = entryArea(tx, k, area);
    if (from) byEntry.set(from, [...(byEntry.get(from) ?? []), k]);
    else stay.push(k);
  }
  let q = progressOf(tx)!;
  for (const [to, keys] of byEntry) {
    patch(tx, {
      corps: tx.state.corps.map((c) => (keys.includes(c.counter) ? { ...c, location: { kind: 'area' as const, area: to } } : c)),
      irregulars: tx.state.irregulars.map((i) => (keys.includes(i.counter) ? { ...i, area: to } : i)),
    });
    const powers = [...new Set(keys.map((k) => combatUnitOf(tx.state, to, k)?.power).filter((x): x is MajorPower => x !== undefined))];
    emit(tx, { type: 'forceRetreated', battle: p.record.id, powers, counters: keys as CounterId[], from: area, route: [to], rule: '7.5.4.2.3.1.1' });
    q = withRecord(q, (r) => ({ ...r, retreats: [...r.retreats, { side: 'attacker', powers, chosenBy: null, from: area, route: [to], surrendered: false, rule: '7.5.4.2.3.1.1' }] }));
  }
  const due = stay.length > 0 ? [{ side: 'attacker' as const, units: stay, chooser: q.record.attacker.leadPower, rule: '7.5.2.10.3' }] : [];
  setProgress(tx, { ...q, step: 'retreat', retreatsDue: [...q.retreatsDue, ...due], record: refreshForces(tx.state, q) });
}
