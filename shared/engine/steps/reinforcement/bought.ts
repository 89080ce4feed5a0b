// 5.2.1.2 a corps counter bought in an Economic Phase (8.5.4) placed in the Army Reinforcement
// Step with its first factor (checked by the option's verdict, rules/reinforcement/bought.ts);
// 8.5.4 a bought counter not placed within its three months lapses (5.2.4.2: bought again).
import type { Corps, MajorPower, PurchasedCounter } from '../../../model';
import { totalFactors } from '../../../model';
import { lapsedCorpsCounters, newBoughtCorps, parseBoughtOrder, placeableCorpsCounters } from '../../../rules/reinforcement/bought';
import { homeCitiesOf, poolOf } from '../../../rules/reinforcement';
import { emit, freshCounter, patch } from '../../tx';
import type { Tx } from '../../tx';
import { landMap } from '../land/landState';

const dropPurchase = (tx: Tx, gone: (c: PurchasedCounter) => boolean) => {
  const e = tx.state.economy;
  if (e) patch(tx, { economy: { ...e, purchasedCounters: e.purchasedCounters.filter((c) => !gone(c)) } });
};

/** 8.5.4 the power's bought corps counters whose three months are over are no longer waiting. */
export function lapsePurchasedCorps(tx: Tx, power: MajorPower): void {
  const lapsed = lapsedCorpsCounters(tx.state, power);
  if (lapsed.length > 0) dropPurchase(tx, (c) => lapsed.includes(c));
}

/** 5.2.1.2 the order `bought:…`: the counter comes onto the map with one factor. Returns false for any other order. */
export function applyBoughtOrder(tx: Tx, power: MajorPower, value: string): boolean {
  const o = parseBoughtOrder(value);
  if (!o) return false;
  const bought = placeableCorpsCounters(tx.state, power).find((c) => c.roster === o.roster)!;
  const map = landMap(tx);
  const withCorps = o.place.kind === 'with' ? tx.state.corps.find((c) => c.counter === (o.place as { counter: string }).counter)! : null;
  const home =
    o.place.kind === 'city'
      ? homeCitiesOf(tx.state, map, bought.nationality).find((c) => c.city === (o.place as { city: string }).city)!
      : null;
  const location: Corps['location'] = withCorps ? withCorps.location : { kind: 'area', area: home!.area };
  const area = location.kind === 'area' ? location.area : null;
  const counter = freshCounter(tx, 'k');
  const fresh = newBoughtCorps(tx.state, map, bought, location, counter)!;
  const t = o.source.factor;
  const placed: Corps = { ...fresh, factors: { [t]: 1 } };
  const src = o.source;
  if (src.kind === 'pool') {
    const entry = poolOf(tx.state, power)[src.pool]!;
    patch(tx, {
      turn: {
        ...tx.state.turn,
        reinforcementPool: (tx.state.turn.reinforcementPool ?? []).map((e) =>
          e === entry ? { ...e, factors: { ...e.factors, [t]: (e.factors[t] ?? 0) - 1 } } : e,
        ),
      },
    });
  } else {
    patch(tx, {
      corps: tx.state.corps.map((c) => (c.counter === src.counter ? { ...c, factors: { ...c.factors, [t]: (c.factors[t] ?? 0) - 1 } } : c)),
    });
  }
  patch(tx, { corps: [...tx.state.corps, placed] });
  dropPurchase(tx, (c) => c === bought);
  if (area !== null) {
    emit(tx, { type: 'corpsPlaced', counter, owner: power, area, rule: '5.2.1.2' });
    if (src.kind === 'pool') {
      emit(tx, {
        type: 'factorsChanged',
        nationality: placed.nationality,
        owner: power,
        counter,
        area,
        delta: totalFactors(placed.factors),
        factors: { [t]: 1 },
        rule: '5.2.1.2',
        reason: 'reinforcement placed',
      });
    }
  }
  return true;
}
