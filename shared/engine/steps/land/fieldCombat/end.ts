// 7.5.2.14 depots after the battle and 7.5.5 its end: emptied corps leave, leaders captured.
import { LEGAL, POWER_NAMES, operatorOf } from '../../../../model';
import type { AreaId, BattleLeaderCaptured, BattleProgress, BattleRecord, BattleSide, CounterId, MajorPower, PendingDecision } from '../../../../model';
import { convertDepotVerdict, depotsLeftToVictor, unitsTotal } from '../../../../rules/land/combat';
import { emit, openDecision, patch } from '../../../tx';
import type { Tx } from '../../../tx';
import { landMap, landTurn, markDone } from '../landState';
import { checkLeaderCasualties } from './leaders';
import { combatUnitOf, SIDES } from './forces';
import { captureInBattle, other, progressOf, setProgress, withCaptures } from './battleState';

/** The one side with field forces still in the area after the retreats, or null. */
function sideLeftInField(tx: Tx, p: BattleProgress): BattleSide | null {
  const area = p.record.area;
  const inField = (k: string) => {
    const c = tx.state.corps.find((x) => x.counter === k);
    if (c) return c.location.kind === 'area' && c.location.area === area && c.location.city === undefined && Object.values(c.factors).some((n) => (n ?? 0) > 0);
    if (tx.state.irregulars.some((i) => i.counter === k && i.area === area)) return true;
    return k.startsWith('garrison:') && combatUnitOf(tx.state, area, k) !== null;
  };
  const present = SIDES.filter((side) => p.counted[side].some(inField));
  return present.length === 1 ? present[0]! : null;
}

/**
 * 7.5.2.14 after a fought battle, the side left alone in the area may destroy or convert each
 * ungarrisoned enemy depot there (one decision per depot); true while a decision is open.
 */
export function openDepotChoice(tx: Tx): boolean {
  const p = progressOf(tx)!;
  const o = p.record.outcome;
  if (!o || o.kind === 'avoided') return false;
  const holder = sideLeftInField(tx, p);
  if (holder === null) return false;
  const power = p.record[holder].leadPower;
  const asked = p.depotsAsked ?? [];
  const depot = depotsLeftToVictor(tx.state, power, p.record.area).find((d) => !asked.includes(d.id));
  if (!depot) return false;
  setProgress(tx, { ...p, depotsAsked: [...asked, depot.id] });
  openDecision(tx, {
    power, kind: 'land/combatDepot', step: 'land/fieldCombat', rule: '7.5.2.14', secret: false, select: 'one', group: null,
    prompt: `The ${POWER_NAMES[depot.owner]} depot in area ${p.record.area} is left to your forces: convert it, destroy it or leave it.`,
    options: [
      { value: `convert:${depot.id}`, label: 'Convert it to your own depot', verdict: convertDepotVerdict(tx.state, landMap(tx), power, depot) },
      { value: `destroy:${depot.id}`, label: 'Destroy it', verdict: LEGAL },
      { value: `keep:${depot.id}`, label: 'Leave it standing', verdict: LEGAL },
    ],
  });
  return true;
}

export function applyDepotChoice(tx: Tx, d: PendingDecision, value: string): void {
  const [action, id] = value.split(':') as ['convert' | 'destroy' | 'keep', string];
  const depot = tx.state.depots.find((x) => x.id === id);
  if (depot && action !== 'keep') {
    patch(tx, { depots: tx.state.depots.filter((x) => x !== depot) });
    emit(tx, { type: 'depotRemoved', owner: depot.owner, area: depot.area, depot: depot.id, rule: '7.5.2.14' });
    if (action === 'convert') {
      const converted = `${depot.id}-${d.power}`;
      patch(tx, { depots: [...tx.state.depots, { id: converted, owner: d.power, area: depot.area }] });
      emit(tx, { type: 'depotPlaced', owner: d.power, area: depot.area, depot: converted, rule: '7.5.2.14' });
    }
  }
}

/** 10.6.3 every factor of the side still in the battle is gone (eliminated or surrendered). */
function sideWiped(tx: Tx, p: BattleProgress, side: BattleSide): boolean {
  const keys = p.units[side];
  return keys.length > 0 && keys.every((k) => {
    const u = combatUnitOf(tx.state, p.record.area, k);
    return u === null || unitsTotal([u]) === 0;
  });
}

/**
 * 7.5.2.10.3.2 / 10.6.3 where the leaders of an emptied corps of a side that still has factors
 * go: with a corps of that side still holding factors, one of their own power in the same area
 * first (the retreat already took the others along, regroupLeaders); null when the side has
 * only irregulars or garrisons left, which carry no leader: then the pool.
 */
function heirOf(tx: Tx, p: BattleProgress, side: BattleSide, owner: MajorPower | null, area: AreaId): CounterId | null {
  const living = tx.state.corps.filter((c) => p.counted[side].includes(c.counter) && c.location.kind === 'area' && Object.values(c.factors).some((n) => (n ?? 0) > 0));
  const here = (c: (typeof living)[number]) => c.location.kind === 'area' && c.location.area === area;
  const own = (c: (typeof living)[number]) => operatorOf(tx.state, c) === owner;
  return (living.find((c) => own(c) && here(c)) ?? living.find(own) ?? living.find(here) ?? living[0])?.counter ?? null;
}

/**
 * 7.5.5 emptied corps leave the map (their leaders join another corps of their power in the
 * area, else go to the pool); the record is kept for the turn; the next combat follows.
 */
export function finishBattle(tx: Tx): void {
  // 7.5.4.2.3 a limited field combat stands instead of the besieged power's garrison attack this turn
  const lim = progressOf(tx)!.record.limited;
  if (lim) markDone(tx, lim.besieged, progressOf(tx)!.record.area, lim.city);
  // 12.7 (option) leaders struck are off the map before the emptied corps go (and are not captured)
  const leaderCasualties = checkLeaderCasualties(tx, progressOf(tx)!);
  const p = progressOf(tx)!;
  const removed: string[] = [];
  const captured: BattleLeaderCaptured[] = [];
  const wiped = SIDES.filter((side) => sideWiped(tx, p, side));
  for (const k of [...p.counted.attacker, ...p.counted.defender]) {
    const c = tx.state.corps.find((x) => x.counter === k);
    if (!c || Object.values(c.factors).some((n) => (n ?? 0) > 0) || c.location.kind !== 'area') continue;
    const area = c.location.area;
    const owner = operatorOf(tx.state, c);
    patch(tx, { corps: tx.state.corps.filter((x) => x !== c) });
    emit(tx, { type: 'counterRemoved', counter: c.counter, owner, area, kind: 'corps', rule: '7.5.5', reason: 'no factors left' });
    const side: BattleSide = p.counted.attacker.includes(k) ? 'attacker' : 'defender';
    if (wiped.includes(side)) {
      // 10.6.3 every factor of his side is gone: the leader is taken
      captured.push(...captureInBattle(tx, [c.counter], p.record[other(side)].leadPower, area, '10.6.3'));
      removed.push(k);
      continue;
    }
    const heir = heirOf(tx, p, side, owner, area);
    for (const l of tx.state.leaders.filter((x) => x.location.kind === 'corps' && x.location.counter === c.counter)) {
      const location = heir ? { kind: 'corps' as const, counter: heir } : { kind: 'pool' as const };
      patch(tx, { leaders: tx.state.leaders.map((x) => (x.id === l.id ? { ...x, location } : x)) });
      emit(tx, { type: 'leaderUnstacked', leader: l.id, owner: l.owner, to: heir ? 'corps' : 'pool', rule: '7.5.5' });
    }
    removed.push(k);
  }
  const record: BattleRecord = withCaptures({ ...p.record, stage: 'over', removed, ...(leaderCasualties.length > 0 ? { leaderCasualties } : {}) }, captured);
  const o = record.outcome;
  const victors = o?.kind === 'victory' ? record[o.victor].powers : [];
  emit(tx, { type: 'battleEnded', battle: record.id, area: record.area, outcome: o?.kind ?? 'avoided', victors, rule: o?.rule ?? '7.5' });
  const land = landTurn(tx.state);
  const { battle: _done, ...rest } = land;
  patch(tx, { turn: { ...tx.state.turn, land: { ...rest, battles: [...(land.battles ?? []), record] } } });
}
