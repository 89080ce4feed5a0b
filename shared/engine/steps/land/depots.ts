import type { AreaId, GameState, MajorPower } from '../../../model';
import { addGarrisonFactors, garrisonSize } from '../../../model';
import { garrisonLost } from '../effects';
import { DEPOT_COST, besiegedPortCity, depotOptions } from '../../../rules/land/depots';
import { FACTORS_PER_SPIRE, cityHolder, factorsInCity, isCityBesieged } from '../../../rules/land/movement';
import { emit, openDecision, patch } from '../../tx';
import type { Tx } from '../../tx';
import { landMap, landTurn, patchLand } from './landState';
import { askStraitsLeave, recordStraitsLeave } from './straits';

function openDepots(tx: Tx, power: MajorPower): void {
  openDecision(tx, {
    power,
    kind: 'land/depots',
    step: 'land/depots',
    rule: '7.2',
    prompt: 'Remove and place depots (one money point each), then end the step.',
    secret: false,
    select: 'one',
    group: null,
    options: depotOptions(tx.state, landMap(tx), power),
  });
}

/**
 * 7.2 Each power of the sequence removes and places depots until it ends its step; 7.4.3.3 a
 * neutral holder of Constantinople is asked first for leave to pass the Dardanelles (straits.ts).
 */
export function beginDepots(tx: Tx): void {
  for (const power of tx.state.cursor.phasing) {
    loseMovedFleetDepots(tx, power);
    if (!askStraitsLeave(tx, power)) openDepots(tx, power);
  }
}

/** 7.4.3.3 the holder answered: the asker's depot orders open with the straits settled. */
export function answerStraitsLeave(tx: Tx, holder: MajorPower, value: string): void {
  const power = recordStraitsLeave(tx, holder, value);
  if (power !== null && tx.state.cursor.step === 'land/depots') openDepots(tx, power);
}

/** 7.4.4.2 a depot aboard a fleet that has left the depot's sea area (or is gone) is lost. */
function loseMovedFleetDepots(tx: Tx, power: MajorPower): void {
  for (const d of tx.state.depots.filter((x) => x.owner === power && x.fleet !== undefined)) {
    const f = tx.state.fleets.find((x) => x.id === d.fleet);
    if (f && f.location.kind === 'sea' && f.location.area === d.area) continue;
    patch(tx, { depots: tx.state.depots.filter((x) => x.id !== d.id) });
    emit(tx, { type: 'depotRemoved', owner: power, area: d.area, depot: d.id, rule: '7.4.4.2' });
  }
}

function freshDepotId(s: GameState): string {
  let n = s.depots.length + 1;
  while (s.depots.some((d) => d.id === `depot-${n}`)) n++;
  return `depot-${n}`;
}

/**
 * 7.2 a removed depot's garrisons move into an unbesieged friendly or vacant city of the area
 * with room, else they are destroyed.
 */
function removeDepot(tx: Tx, power: MajorPower, id: string): void {
  const depot = tx.state.depots.find((d) => d.id === id)!;
  const area = depot.area;
  patch(tx, { depots: tx.state.depots.filter((d) => d.id !== id) });
  emit(tx, { type: 'depotRemoved', owner: power, area, depot: id, rule: '7.2' });
  if (tx.state.depots.some((d) => d.area === area && d.owner === power)) return;
  const map = landMap(tx);
  for (const g of tx.state.garrisons.filter((x) => x.area === area && x.place.kind === 'depot')) {
    const size = garrisonSize(g.factors); // 7.3.3.3.1 cossacks and freikorps on the depot go along
    const city = map.area(area)?.cities.find((c) => {
      const holder = cityHolder(tx.state, area, c.id, map);
      return (holder === null || holder === power) && !isCityBesieged(tx.state, area, c.id, map) && factorsInCity(tx.state, area, c.id) + size <= FACTORS_PER_SPIRE * c.spires;
    });
    const rest = tx.state.garrisons.filter((x) => x !== g);
    if (city) {
      const there = rest.find((x) => x.area === area && x.nationality === g.nationality && x.place.kind === 'city' && x.place.city === city.id);
      const moved = there
        ? rest.map((x) => (x === there ? { ...x, factors: addGarrisonFactors(x.factors, g.factors) } : x))
        : [...rest, { ...g, place: { kind: 'city' as const, city: city.id } }];
      patch(tx, { garrisons: moved });
    } else {
      patch(tx, { garrisons: rest });
      garrisonLost(tx, g.nationality, area, g.factors, '7.2', 'garrison of a removed depot with no city to go to');
    }
  }
}

export function applyDepotOrder(tx: Tx, power: MajorPower, value: string): void {
  const [kind, arg] = value.split(':');
  if (kind === 'remove' && arg) removeDepot(tx, power, arg);
  if (kind === 'place' && arg) {
    const id = freshDepotId(tx.state);
    const area = arg as AreaId;
    const ps = tx.state.powers[power];
    const city = besiegedPortCity(tx.state, landMap(tx), power, area); // 7.2.2.1 inside the besieged port
    patch(tx, {
      depots: [...tx.state.depots, city === null ? { id, owner: power, area } : { id, owner: power, area, city }],
      powers: { ...tx.state.powers, [power]: { ...ps, money: ps.money - DEPOT_COST } },
    });
    patchLand(tx, { newDepots: [...landTurn(tx.state).newDepots, id] });
    emit(tx, { type: 'moneyChanged', power, delta: -DEPOT_COST, rule: '7.2', reason: `depot placed in ${area}` });
    emit(tx, { type: 'depotPlaced', owner: power, area, depot: id, rule: '7.2' });
  }
  if (kind === 'fleet' && arg) {
    // 7.2.4 a depot aboard a fleet in a sea area, for invasion supply (7.4.4)
    const fleet = tx.state.fleets.find((f) => f.id === arg)!;
    const sea = (fleet.location as { area: AreaId }).area;
    const id = freshDepotId(tx.state);
    const ps = tx.state.powers[power];
    patch(tx, {
      depots: [...tx.state.depots, { id, owner: power, area: sea, fleet: fleet.id }],
      powers: { ...tx.state.powers, [power]: { ...ps, money: ps.money - DEPOT_COST } },
    });
    patchLand(tx, { newDepots: [...landTurn(tx.state).newDepots, id] });
    emit(tx, { type: 'moneyChanged', power, delta: -DEPOT_COST, rule: '7.2.4', reason: `depot placed aboard ${fleet.name}` });
    emit(tx, { type: 'depotPlaced', owner: power, area: sea, depot: id, rule: '7.2.4' });
  }
  if (kind === 'end') return;
  openDepots(tx, power);
}
