// 10.1.4 the Austrian insurrection corps: rising in mid-move as printed (10.1.4.1, 10.1.4.1.1;
// the answer is in insurrectionAnswer.ts), and after a battle a retreat that takes one out of the
// four border provinces stands it down at once (10.1.4.1.3, called by the field-combat retreat).
import type { AreaId, CounterId, DecisionOption, MajorPower } from '../../../model';
import { POWER_NAMES, operatorOf } from '../../../model';
import { INSURRECTION_PROVINCES, provinceAreas } from '../../../rules/land/movement';
import { provinceName } from '../../../rules/political';
import { emit, openDecision, patch } from '../../tx';
import type { Tx } from '../../tx';
import { landMap, landTurn, patchLand, unstackLeaders } from '../land/landState';

/** 10.1.4.1 Austria's insurrection corps waiting off the map. */
export const offMapInsurrection = (tx: Tx) =>
  tx.state.corps.filter((c) => c.type === 'insurrection' && c.location.kind === 'offMap' && operatorOf(tx.state, c) === 'austria');

/** 10.1.4.1 one off-map insurrection corps into any area of `province` (ids stand alone in labels so the UI names them). */
export function risingOptions(tx: Tx, provinces: readonly string[]): DecisionOption[] {
  const map = landMap(tx);
  return offMapInsurrection(tx).flatMap((c) =>
    provinces.flatMap((p) => provinceAreas(map, p).map((a) => ({ value: `place:${c.counter}:${a}`, label: `${c.counter} rises in ${a} (${provinceName(p)})`, verdict: { ok: true } as const }))));
}

/**
 * 10.1.4.1 as printed (without the standing procedures): the moment an enemy corps, cossack or
 * freikorps of `power` crosses into an Austrian border province, Austria may raise its off-map
 * insurrection corps anywhere in that province; 10.1.4.1.1 one raised in the very area entered
 * stops a corps there. The movers wait for the answer (a decision of the movement step).
 * 10.1.4.1.2 each crossing is a new chance: declining spends only this one. True when asked.
 */
export function offerRising(tx: Tx, power: MajorPower, mover: CounterId, area: AreaId, province: string): boolean {
  if (tx.state.pending.some((d) => d.kind === 'land/insurrection')) return false;
  const options = risingOptions(tx, [province]);
  if (options.length === 0) return false;
  patchLand(tx, { rising: { province, by: power, mover, area } });
  openRising(tx);
  return true;
}

/** Opens (or reopens after a placement) Austria's mid-move question for the entry being answered. */
export function openRising(tx: Tx): boolean {
  const r = landTurn(tx.state).rising;
  const options = r ? risingOptions(tx, [r.province]) : [];
  if (!r || options.length === 0) return false;
  openDecision(tx, {
    power: 'austria',
    kind: 'land/insurrection',
    step: 'land/movement',
    rule: '10.1.4.1',
    // the counter handle is public; the UI puts the name the viewer may see on it, which already
    // says the corps' nationality ("French corps (hidden)"): the power is named as the one moving
    prompt: `${r.mover} crossed into ${provinceName(r.province)} at area ${r.area} in ${POWER_NAMES[r.by]}'s move: raise insurrection corps in ${provinceName(r.province)} now (one raised in area ${r.area} stops a corps there, 10.1.4.1.1), then end.`,
    secret: false,
    select: 'one',
    group: null,
    options: [{ value: 'end', label: 'Raise no more insurrection corps now', verdict: { ok: true } }, ...options],
  });
  return true;
}

/**
 * 10.1.4.1.3 insurrection corps that retreated to `to` outside Illyria, the Military Border,
 * Transylvania and Hungary leave the map with their factors, as a stand-down (10.1.4.2): they
 * come back only by being raised again (10.1.4.1).
 */
export function insurrectionRetreated(tx: Tx, counters: readonly string[], to: AreaId): void {
  const province = tx.data.land?.area(to)?.province ?? null;
  if (province === null || INSURRECTION_PROVINCES.includes(province)) return;
  for (const corps of tx.state.corps.filter((c) => c.type === 'insurrection' && counters.includes(c.counter))) {
    patch(tx, { corps: tx.state.corps.map((c) => (c.counter === corps.counter ? { ...c, location: { kind: 'offMap' } } : c)) });
    unstackLeaders(tx, corps, to, '10.1.4.1.3');
    patchLand(tx, { stoodDown: [...(landTurn(tx.state).stoodDown ?? []), corps.counter as CounterId] });
    emit(tx, { type: 'counterRemoved', counter: corps.counter, owner: 'austria', area: to, kind: 'corps', rule: '10.1.4.1.3', reason: 'retreated out of the border provinces and stood down' });
  }
}
