// The land phase's record of the turn and the small state changes shared by its steps
// (movement, depots, supply, combat, sieges), kept here so those steps need not import each other.
import { garrisonSize, operatorOf } from '../../../model';
import type { AreaId, CityId, Corps, Depot, GameState, Garrison, GarrisonFactorType, GarrisonFactors, LandMap, LandTurn, MajorPower } from '../../../model';
import { garrisonAt } from '../../../rules/land/movement';
import { siteKey } from '../../../rules/land/siege';
import { emit, patch } from '../../tx';
import type { Tx } from '../../tx';
import { NO_LAND_MAP } from '../../gameData';

export const landMap = (tx: Tx): LandMap => tx.data.land ?? NO_LAND_MAP;

export const EMPTY_LAND_TURN: LandTurn = { moves: [], combats: [], newDepots: [] };
export const landTurn = (s: GameState): LandTurn => s.turn.land ?? EMPTY_LAND_TURN;

export function patchLand(tx: Tx, changes: Partial<LandTurn>): void {
  patch(tx, { turn: { ...tx.state.turn, land: { ...landTurn(tx.state), ...changes } } });
}

export function addToGarrison(tx: Tx, base: Omit<Garrison, 'factors'>, type: GarrisonFactorType, delta: number): void {
  const existing = garrisonAt(tx.state, base.area, base.place, base.nationality);
  if (!existing) {
    patch(tx, { garrisons: [...tx.state.garrisons, { ...base, factors: { [type]: delta } }] });
    return;
  }
  const n = (existing.factors[type] ?? 0) + delta;
  const factors: GarrisonFactors = { ...existing.factors, [type]: n };
  // 7.3.3.3.1 an irregular kind gone from the garrison leaves no zero entry behind
  if (n === 0 && type !== 'infantry' && type !== 'militia') delete (factors as Record<string, number>)[type];
  const empty = garrisonSize(factors) === 0; // 7.3.3.3.1 irregular factors keep a garrison standing too
  patch(tx, { garrisons: empty ? tx.state.garrisons.filter((g) => g !== existing) : tx.state.garrisons.map((g) => (g === existing ? { ...g, factors } : g)) });
}


/** 7.4.1.3.3 leaders of a removed corps join another corps of their power in the area, or leave the map. */
export function unstackLeaders(tx: Tx, removed: Corps, area: AreaId, rule = '7.4.1.3.3'): void {
  const power = operatorOf(tx.state, removed);
  const other = tx.state.corps.find((c) => c.counter !== removed.counter && c.location.kind === 'area' && c.location.area === area && operatorOf(tx.state, c) === power);
  for (const l of tx.state.leaders.filter((x) => x.location.kind === 'corps' && x.location.counter === removed.counter)) {
    const location = other ? { kind: 'corps' as const, counter: other.counter } : { kind: 'pool' as const };
    patch(tx, { leaders: tx.state.leaders.map((x) => (x.id === l.id ? { ...x, location } : x)) });
    emit(tx, { type: 'leaderUnstacked', leader: l.id, owner: l.owner, to: other ? 'corps' : 'pool', rule });
  }
}


/** One siege combat per city and power each turn (7.5.4.1.3.4); a limited field combat counts too (7.5.4.2.3). */
export const markDone = (tx: Tx, power: MajorPower, area: AreaId, city: CityId) =>
  patch(tx, { turn: { ...tx.state.turn, sieges: [...(tx.state.turn.sieges ?? []), `${power}:${siteKey(area, city)}`] } });
/** 7.4.3.4.5 the depot inside a fallen port is destroyed, or becomes `taker`'s depot in the open area. */
export function settlePortDepot(tx: Tx, d: Depot, taker: MajorPower, keep: boolean): void {
  patch(tx, { depots: keep ? tx.state.depots.map((x) => (x.id === d.id ? { id: d.id, owner: taker, area: d.area } : x)) : tx.state.depots.filter((x) => x.id !== d.id) });
  emit(tx, { type: 'depotRemoved', owner: d.owner, area: d.area, depot: d.id, rule: '7.4.3.4.5' });
  if (keep) emit(tx, { type: 'depotPlaced', owner: taker, area: d.area, depot: d.id, rule: '7.4.3.4.5' });
}

